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
    const BattleLog log = [&] {
        try { // the session replays the log: one that does not reproduce is reported at its event
            if (auto figures = std::dynamic_pointer_cast<const FiguresScenario>(loaded))
                return figuresBattleLog(FiguresSession(figures), options.language);
            if (auto ve = std::dynamic_pointer_cast<const VeScenario>(loaded))
                return veBattleLog(VeSession(ve), options.language);
        } catch (const SessionError &error) {
            throw LoadError(locateSessionError(JsonDocument::fromFile(path), error));
        }
        throw UsageError("'" + path + "' is not a napoleonic-figures or vive-l-empereur scenario");
    }();
    call.out << withFileVerdict(options.html ? battleLogHtml(log) : battleLogMarkdown(log), call.modules, path,
                                options);
    return 0;
}

} // namespace arbitre::cli
