// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// `arbitre-cli napoleonic …`: the battle log (`log`), or one procedure of the scenario's ruleset:
// vive-l-empereur (ve_command.cpp) or napoleonic-figures (figures_command.cpp).
#include "commands.h"

#include "cli_support.h"
#include "command.h"
#include "napoleonic_cli_support.h"

namespace arbitre::cli {

namespace {

/** A procedure command and the rulesets that have it. */
struct Procedure
{
    const char *name;
    const char *summary;
    bool figures;
    bool ve;
};

constexpr Procedure Procedures[] = {
    {"fire", "a unit fires: modifiers, score, the table's cell, losses", true, true},
    {"melee", "a melee: both sides' modifiers, the table, the losses", true, true},
    {"morale", "a morale test", true, true},
    {"control", "a control test (NF-45)", true, false},
    {"reaction", "a reaction test (NF-47)", true, false},
    {"result", "the VE-9 result the GM picks after a failed test (VE-89)", false, true},
    {"rally", "a rally roll", false, true},
    {"rest", "a unit rests", false, true},
    {"formation", "a change of formation (NF-25, VE-66)", true, true},
    {"move", "a move (NF-22–NF-27), or a move to a hex", true, true},
    {"action", "a new action (NF-A25)", true, false},
    {"initiative", "initiative from the two sides' scores", false, true},
    {"leader", "a leader's fate: a hit check or a VE-17 event", false, true},
    {"override", "the GM sets a key of a unit, logged with the reason", true, true},
};

constexpr const char *ProcedureText =
    "Loads the scenario, replays its log, applies the procedure and prints the event: the modifiers with their "
    "rule ids, the total, the table's row, column and cell, and the changes to the units. With --save, the "
    "scenario is written with the new event. On a Vive l'Empereur ! scenario, range and line of sight come from "
    "its map (VE-48).";

/** What a scenario of vive-l-empereur takes, for the message of a procedure it does not have. */
std::string veUsage()
{
    std::string names;
    for (const Procedure &procedure : Procedures) {
        if (procedure.ve)
            names += (names.empty() ? "" : "|") + std::string(procedure.name);
    }
    return "usage: arbitre-cli napoleonic " + names + " VE-SCENARIO [options]";
}

int runProcedure(const Invocation &call)
{
    // A vive-l-empereur scenario has procedures of its own (ve_command.cpp).
    if (!call.args.empty() && isVeScenario(call.args.front()))
        return veProcedureCommand(call.command.name, call.args, veUsage(), call.out, call.err);
    return figuresProcedureCommand(call.command.name, call.args, call.out, call.err);
}

Command procedureCommand(const Procedure &procedure)
{
    Command command{"napoleonic", procedure.name, procedure.summary, ProcedureText, {}, runProcedure, {}};
    if (procedure.figures)
        command.forms.push_back(
            {"SCENARIO", "on a napoleonic-figures scenario", optionsOf(figuresOptions(), procedure.name)});
    if (procedure.ve)
        command.forms.push_back(
            {"VE-SCENARIO", "on a Vive l'Empereur ! scenario", optionsOf(veOptions(), procedure.name)});
    return command;
}

} // namespace

void registerNapoleonicCommands(CommandRegistry &registry)
{
    registry.addGroup({"napoleonic", "Napoleonic",
                       "the figure rules (napoleonic-figures) and the hex game Vive l'Empereur !, played as logged "
                       "sessions; each procedure reads the scenario's ruleset and takes that ruleset's options"});
    for (const Procedure &procedure : Procedures)
        registry.add(procedureCommand(procedure));
    registry.add({"napoleonic",
                  "log",
                  "the napoleonic session's battle log for players",
                  "Either ruleset; the log replays the session first.",
                  {{"SCENARIO", "", logFormatOptions()}},
                  napoleonicLogCommand,
                  {}});
}

} // namespace arbitre::cli
