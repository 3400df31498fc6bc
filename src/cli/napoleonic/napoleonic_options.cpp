// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Every option of the napoleonic procedures, once a ruleset: each procedure's usage shows the ones it reads,
// and a scenario of that ruleset is parsed with all of them.
#include "napoleonic_cli_support.h"

#include <set>
#include <sstream>

namespace arbitre::cli {

namespace {

constexpr const char *FiguresTests = "fire melee morale control reaction";

/** The same option for every procedure named in `scope` (all when empty). */
std::vector<NapoleonicOption> scoped(const std::vector<Option> &options, const char *scope)
{
    std::vector<NapoleonicOption> out;
    for (const Option &option : options)
        out.push_back({option, scope});
    return out;
}

std::vector<NapoleonicOption> figuresTable()
{
    std::vector<NapoleonicOption> table{
        {{"unit", "ID", "the unit that acts", true}, ""},
        {{"target", "ID", "fire, melee: the unit that suffers; morale, control, reaction: the opponent"}, FiguresTests},
        {{"mod", "ID[:N],…", "modifiers of the procedure's list, an amount after a scaled one (POP, levels, UD)", false,
          true},
         FiguresTests},
        {{"figures", "N", "the figures firing or fighting when not all (NF-A42)"}, "fire melee"},
        {{"general", "", "the attached leader is engaged and rolls his die (NF-11)"}, "melee"},
        {{"test", "mac|counter_mac|standing|other", "the morale test (NF-29); other by default"}, "morale"},
        {{"target-mod", "ID,…", "M15: the charged infantry's M13 modifiers", false, true}, "morale"},
        {{"friend", "BOX,…", "M11: the boxes of the friends in sight", false, true}, "morale reaction"},
        {{"enemy", "BOX,…", "M11: the boxes of the enemies in sight, the opponent's included", false, true},
         "morale reaction"},
        {{"pa", "N", "morale: the PA spent (M10); reaction: the reaction's own PA (NF-47)"}, "morale reaction"},
        {{"steps-from-objective", "N", "steps of this action lost to the objective (NF-A56)"}, "morale"},
        {{"threatened-by-cavalry", "", "M13 counts double (NF-34)"}, "morale reaction"},
        {{"fires", "", "the reacting unit fires"}, "reaction"},
        {{"stops", "", "the reacting unit stops from its pace"}, "reaction"},
        {{"situation", "flank,rear", "the enemy is reached in its flank or rear (NF-45)", false, true}, "control"},
        {{"to", "ID", "the formation, pivot, about_face or reform (NF-25)"}, "formation"},
        {{"pace", "ID", "the pace (the unit's by default)"}, "move"},
        {{"terrain", "ID,…", "the terrains entered or crossed (NF-27)", false, true}, "move"},
        {{"backward", "", "a step backward"}, "move"},
        {{"field", "KEY", "the unit's key to set (docs/napoleonic-format.md)", true}, "override"},
        {{"value", "V", "its new value: a number or an id", true}, "override"},
        {{"reason", "TEXT", "why, kept in the log", true}, "override"},
    };
    for (NapoleonicOption &option : scoped(diceOptions(), FiguresTests))
        table.push_back(std::move(option));
    for (NapoleonicOption &option : scoped({saveOption(), jsonOption()}, ""))
        table.push_back(std::move(option));
    return table;
}

std::vector<NapoleonicOption> veTable()
{
    // `unit`, `leader` and `reason` twice: required by some procedures, optional for others.
    std::vector<NapoleonicOption> table{
        {{"unit", "ID", "the unit that acts (the lead attacker in a melee)", true},
         "fire melee morale result rally rest formation move"},
        {{"unit", "ID", "the unit whose key is set (or --leader)"}, "override"},
        {{"target", "ID", "the unit fired on, or the lead defender", true}, "fire melee"},
        {{"with", "ID,…", "the other attacking units (VE-A39)", false, true}, "melee"},
        {{"defender", "ID,…", "the other defending units", false, true}, "melee"},
        {{"mod", "ID,…",
          "what the GM states: flank, rear, unit above, caused by cavalry (VE-83–VE-86); charge_de_cavalerie in a "
          "melee (VE-64)",
          false, true},
         "melee morale"},
        {{"facing", "front|flank|rear", "where the attack comes in (VE-77)"}, "melee"},
        {{"result", "ID", "the VE-9 result the GM picked (VE-89, VE-A15)", true}, "result"},
        {{"blocked", "ID,…",
          "result: rear, front, straight, any, the retreat paths blocked (VE-10–VE-12); melee: attacker, defender, "
          "whose retreat is impossible (VE-A44)",
          false, true},
         "melee result"},
        {{"stays", "", "the owner stays and loses a level (VE-10)"}, "result"},
        {{"to", "ID", "the new formation", true}, "formation"},
        {{"hex", "COL,ROW", "the destination on the map", true}, "move"},
        {{"facing-to", "DIR", "the new facing (VE-28)"}, "move rally"},
        {{"leader", "ID", "the leader", true}, "leader"},
        {{"leader", "ID", "the leader whose key is set (or --unit)"}, "override"},
        {{"event", "ID", "hit_check, or a VE-17 event (fire_elimination…)", true}, "leader"},
        {{"encircled", "", "the leader is encircled (VE-21, VE-A21)"}, "leader"},
        {{"holds-enemy-leader", "", "leaves_map: his unit holds an enemy leader (VE-A19)"}, "leader"},
        {{"attach", "ID", "the banner unit he is placed on, the owner's choice (VE-19)"}, "leader"},
        {{"scores", "A,B", "the two sides' scores (VE-A27)", true}, "initiative"},
        {{"field", "KEY", "the key to set", true}, "override"},
        {{"value", "V", "its new value: a number, true, false, null, [col,row] or an id", true}, "override"},
        {{"reason", "TEXT", "why, kept in the log", true}, "override"},
        {{"reason", "TEXT", "why the GM moves it"}, "move"},
    };
    for (NapoleonicOption &option : scoped(diceOptions(), "fire melee morale rally leader"))
        table.push_back(std::move(option));
    for (NapoleonicOption &option : scoped({saveOption(), jsonOption()}, ""))
        table.push_back(std::move(option));
    return table;
}

bool inScope(const NapoleonicOption &option, const std::string &procedure)
{
    std::istringstream names(option.procedures);
    for (std::string name; names >> name;) {
        if (name == procedure)
            return true;
    }
    return option.procedures.empty();
}

} // namespace

const std::vector<NapoleonicOption> &figuresOptions()
{
    static const std::vector<NapoleonicOption> table = figuresTable();
    return table;
}

const std::vector<NapoleonicOption> &veOptions()
{
    static const std::vector<NapoleonicOption> table = veTable();
    return table;
}

std::vector<Option> optionsOf(const std::vector<NapoleonicOption> &table, const std::string &procedure)
{
    std::vector<Option> options;
    for (const NapoleonicOption &option : table) {
        if (inScope(option, procedure))
            options.push_back(option.option);
    }
    return options;
}

Args napoleonicArgs(const std::vector<NapoleonicOption> &table, const std::vector<std::string> &args)
{
    // Every option of the ruleset, whatever the procedure: one it does not read is ignored, as it always was.
    std::set<std::string> flags;
    std::set<std::string> values;
    for (const NapoleonicOption &option : table)
        (option.option.value.empty() ? flags : values).insert(option.option.name);
    return Args(args, std::move(flags), std::move(values));
}

} // namespace arbitre::cli
