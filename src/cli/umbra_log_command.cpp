// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/battle_log.h"
#include "umbra_cli_support.h"

#include <ostream>

namespace arbitre::cli {

using namespace arbitre::umbra;

int logCommand(const Args &args, std::ostream &out)
{
    static constexpr const char *Usage = "usage: arbitre-cli umbra log SCENARIO [--format md|html] [--lang fr|en]";
    const auto scenario = loadUmbraScenario(requireOne(args, Usage));
    const std::string format = args.option("format").value_or("md");
    const std::string lang = args.option("lang").value_or("en");
    if (format != "md" && format != "html")
        throw UsageError("--format takes md or html, not '" + format + "'");
    if (lang != "fr" && lang != "en")
        throw UsageError("--lang takes fr or en, not '" + lang + "'");
    const LogLanguage language = lang == "fr" ? LogLanguage::French : LogLanguage::English;
    const UmbraSession session(scenario); // replays the log and checks it (UD-M6)
    const std::vector<LogEntry> entries = battleLog(session, language);
    out << (format == "html" ? battleLogHtml(session, entries, language)
                             : battleLogMarkdown(session, entries, language));
    return 0;
}

} // namespace arbitre::cli
