// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// `arbitre-cli napoleonic log SCENARIO [--format md|html] [--lang fr|en]`: the battle log of a
// saved napoleonic-figures (NF-M7) or Vive l'Empereur ! session, for players.
#include "napoleonic_cli_support.h"

#include "arbitre/core/json_document.h"
#include "arbitre/modules/registry.h"
#include "arbitre/napoleonic/battle_log.h"
#include "arbitre/napoleonic/figures_session.h"
#include "arbitre/napoleonic/ve_session.h"
#include "args.h"
#include "cli_support.h"

#include <ostream>

namespace arbitre::cli {

int napoleonicLogCommand(const Invocation &call)
{
    using namespace arbitre::napoleonic;
    const Args parsed = call.parse();
    const std::string path = requireOne(parsed, call.usage());
    const LogOptions options = logOptions(parsed);
    const auto loaded = shippedModules().loadScenario(path);
    const auto render = [&](const BattleLog &log, const Session &session) {
        return withFileVerdict(options.html ? battleLogHtml(log) : battleLogMarkdown(log), session, path, options);
    };
    try { // the session replays the log: one that does not reproduce is reported at its event
        if (auto figures = std::dynamic_pointer_cast<const FiguresScenario>(loaded)) {
            const FiguresSession session(figures);
            call.out << render(figuresBattleLog(session, options.language), session);
            return 0;
        }
        if (auto ve = std::dynamic_pointer_cast<const VeScenario>(loaded)) {
            const VeSession session(ve);
            call.out << render(veBattleLog(session, options.language), session);
            return 0;
        }
    } catch (const SessionError &error) {
        throw LoadError(locateSessionError(JsonDocument::fromFile(path), error));
    }
    throw UsageError("'" + path + "' is not a napoleonic-figures or vive-l-empereur scenario");
}

} // namespace arbitre::cli
