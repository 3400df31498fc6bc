// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/battle_log.h"
#include "umbra_cli_support.h"

#include <ostream>

namespace arbitre::cli {

using namespace arbitre::umbra;

int logCommand(const Invocation &call)
{
    const Args args = call.parse();
    std::ostream &out = call.out;
    const std::string scenarioPath = requireOne(args, call.usage());
    const LogOptions options = logOptions(args);
    const UmbraSession session = openUmbraSession(scenarioPath); // replays the log and checks it (UD-M6)
    const std::vector<LogEntry> entries = battleLog(session, options.language);
    out << withFileVerdict(options.html ? battleLogHtml(session, entries, options.language)
                                        : battleLogMarkdown(session, entries, options.language),
                           session, scenarioPath, options);
    return 0;
}

} // namespace arbitre::cli
