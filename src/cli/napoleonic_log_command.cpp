// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// `arbitre-cli napoleonic log SCENARIO [--format md|html] [--lang fr|en]`: the battle log of a
// saved napoleonic-figures session, for players (NF-M7).
#include "commands.h"

#include "arbitre/core/json_document.h"
#include "arbitre/napoleonic/battle_log.h"
#include "arbitre/napoleonic/figures_session.h"
#include "args.h"
#include "cli_support.h"
#include "registry.h"

#include <ostream>

namespace arbitre::cli {

int napoleonicLogCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    using namespace arbitre::napoleonic;
    static constexpr const char *Usage = "usage: arbitre-cli napoleonic log SCENARIO [--format md|html] [--lang fr|en]";
    return reportErrors(err, [&] {
        const Args parsed(args, {}, {"format", "lang"});
        const std::string path = requireOne(parsed, Usage);
        const LogOptions options = logOptions(parsed);
        auto scenario = std::dynamic_pointer_cast<const FiguresScenario>(registry().loadScenario(path));
        if (!scenario)
            throw UsageError("'" + path + "' is not a napoleonic-figures scenario");
        const BattleLog log = [&] {
            try { // the session replays the log: one that does not reproduce is reported at its event
                return figuresBattleLog(FiguresSession(scenario), options.language);
            } catch (const SessionError &error) {
                throw LoadError(locateSessionError(JsonDocument::fromFile(path), error));
            }
        }();
        out << (options.html ? battleLogHtml(log) : battleLogMarkdown(log));
        return 0;
    });
}

} // namespace arbitre::cli
