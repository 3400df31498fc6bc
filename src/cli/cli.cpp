// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "cli.h"

#include "commands.h"

#include <ostream>

namespace arbitre::cli {

namespace {

constexpr const char *Usage = R"(usage: arbitre-cli COMMAND [ARGS…]

Commands:
  validate FILE…                       check rulesets and scenarios; one line per error
  umbra force SCENARIO [--json]        Force of every troop and personality, with its breakdown
  umbra resolve SCENARIO [--dice D,… | --entered D,… | --seed N] [--allocate ID,…]
                [--sens-tactique SIDE[@DRAW]] [--redraw SIDE[@DRAW]]
                [--contournement SIDE:TYPE|SIDE:@PERSONALITY] [--discipline SIDE:N]
                [--vision HOLDER:TARGET:SKILL[:known]] [--superior SIDE]
                [--confrontation N] [--save OUT] [--json]
                                       one combat turn of each confrontation
  umbra end-of-day SCENARIO [--dice D,… | --entered D,… | --seed N] [--save OUT] [--json]
                                       rally, rest and the next day
  umbra levy LEVY.json [--json]        troops raised by a domain and their arrival days
  umbra log SCENARIO [--format md|html] [--lang fr|en]
                                       the battle log of a saved session, for players
                                       (Markdown or one self-contained HTML page)
  pm phase BATTLE.json [--dice D,… | --entered D,… | --seed N] [--players PLAYER:D,…]
                [--engaged SIDE:PM] [--modifier SIDE:N:REASON] [--pick SIDE:LOSS]
                [--score SIDE:N] [--band ID] [--nominal-loss SIDE:N] [--loss SIDE:N] [--reason TEXT]
                [--save OUT] [--json]
                                       one phase of a PM battle (PM-2–PM-18); dice are used in
                                       this order: the first side's PM dice, the second side's,
                                       the players' dice not given (file `de` or --players),
                                       then the die of a loss given as a range (PM-A5)
  pm decide BATTLE.json --side SIDE:DECISION[+changer_de_strategie][:NOTE] (for both sides)
                [--agreement] [--save OUT]
                                       the decisions after a phase (PM-19)
  pm log BATTLE.json [--format md|html]
                                       the PM battle's log for players
  napoleonic fire|melee|morale|control|reaction SCENARIO --unit ID [--target ID] [--mod ID[:N],…]
                [--dice D,… | --entered D,… | --seed N] [--figures N] [--save OUT] [--json]
                morale, reaction: [--test mac|counter_mac|standing|other] [--friend BOX,…]
                [--enemy BOX,…] [--target-mod ID,…] [--pa N] [--steps-from-objective N]
                [--threatened-by-cavalry]
                [--fires] [--stops]; control: [--situation flank,rear]; melee: [--general]
                                       one procedure of the napoleonic-figures rules: the
                                       modifiers with their rule ids, the total, the table's
                                       row, column and cell, and the changes to the units
  napoleonic formation|move|action SCENARIO --unit ID [--to ID] [--pace ID] [--terrain ID,…]
                [--backward] [--save OUT] [--json]
                                       a formation change (NF-25), a move (NF-22–NF-27) or a
                                       new action (NF-A25)
  napoleonic override SCENARIO --unit ID --field KEY --value V --reason TEXT [--save OUT]
                                       the GM sets a key of a unit, logged with the reason
  napoleonic fire|melee|morale|result|rally|rest|formation|move|initiative|leader|override
                VE-SCENARIO [--unit ID] [--target ID] [--with ID,…] [--defender ID,…] [--mod ID,…]
                [--facing front|flank|rear] [--result ID] [--blocked …] [--stays] [--to ID]
                [--hex COL,ROW] [--facing-to DIR] [--leader ID] [--event ID] [--encircled]
                [--attach ID] [--scores A,B] [--field KEY --value V --reason TEXT]
                [--dice D,… | --entered D,… | --seed N] [--save OUT] [--json]
                                       the same on a Vive l'Empereur ! scenario: range and line
                                       of sight from its map (VE-48), then the table
  napoleonic log SCENARIO [--format md|html] [--lang fr|en]
                                       the napoleonic session's battle log for players

Dice: --dice gives scripted values, --entered the values the GM read on physical dice
(the log says which), --seed reproducible virtual dice; with none, a fresh seed is printed.

Exit status: 0 success, 1 invalid input or a move the rules refuse, 2 bad usage.
)";

} // namespace

int run(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        (args.empty() ? err : out) << Usage;
        return args.empty() ? 2 : 0;
    }
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (args[0] == "validate")
        return validateCommand(rest, out, err);
    if (args[0] == "umbra")
        return umbraCommand(rest, out, err);
    if (args[0] == "pm")
        return pmCommand(rest, out, err);
    if (args[0] == "napoleonic")
        return napoleonicCommand(rest, out, err);
    err << "arbitre-cli: unknown command '" << args[0] << "'\n" << Usage;
    return 2;
}

} // namespace arbitre::cli
