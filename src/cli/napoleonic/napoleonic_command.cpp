// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// `arbitre-cli napoleonic …`: the battle log (`log`), or one procedure of the scenario's ruleset:
// vive-l-empereur (ve_command.cpp) or napoleonic-figures (figures_command.cpp).
#include "commands.h"

#include "cli_support.h"
#include "napoleonic_cli_support.h"

namespace arbitre::cli {

int napoleonicCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    if (!args.empty() && args[0] == "log")
        return napoleonicLogCommand({args.begin() + 1, args.end()}, out, err);
    return reportErrors(err, [&] {
        // A vive-l-empereur scenario has procedures of its own (ve_command.cpp).
        if (args.size() > 1 && isVeScenario(args[1]))
            return veProcedureCommand(args[0], std::vector<std::string>(args.begin() + 1, args.end()), out, err);
        return figuresProcedureCommand(args, out, err);
    });
}

} // namespace arbitre::cli
