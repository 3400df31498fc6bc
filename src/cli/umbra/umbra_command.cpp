// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "commands.h"

#include "command.h"

#include "arbitre/modules/registry.h"
#include "arbitre/umbra/levy_file.h"
#include "arbitre/umbra/session.h"
#include "args.h"
#include "umbra_cli_support.h"
#include "umbra_report.h"

#include <memory>
#include <ostream>

namespace arbitre::cli {

using nlohmann::json;
using namespace arbitre::umbra;

std::shared_ptr<const UmbraScenario> loadUmbraScenario(const std::string &path)
{
    auto scenario = std::dynamic_pointer_cast<const UmbraScenario>(shippedModules().loadScenario(path));
    if (!scenario)
        throw UsageError("'" + path + "' is not an Umbra Draconis scenario");
    return scenario;
}

UmbraSession openUmbraSession(const std::string &path)
{
    auto scenario = loadUmbraScenario(path);
    try {
        return UmbraSession(std::move(scenario));
    } catch (const SessionError &error) {
        throw LoadError(locateSessionError(JsonDocument::fromFile(path), error));
    }
}

namespace {

std::pair<std::string, int> sideAndDraw(const std::string &text)
{
    const auto at = text.find('@');
    if (at == std::string::npos)
        return {text, 0};
    try {
        return {text.substr(0, at), std::stoi(text.substr(at + 1)) - 1};
    } catch (const std::exception &) {
        throw UsageError("expected SIDE@DRAW, got '" + text + "'");
    }
}

std::pair<std::string, std::string> sideAndValue(const std::string &text, const char *what)
{
    const auto colon = text.find(':');
    if (colon == std::string::npos || colon == 0 || colon + 1 == text.size())
        throw UsageError(std::string("expected SIDE:") + what + ", got '" + text + "'");
    return {text.substr(0, colon), text.substr(colon + 1)};
}

ConfrontationOrders ordersFromArgs(const Args &args)
{
    ConfrontationOrders orders;
    if (const auto n = args.option("confrontation"))
        orders.confrontation = std::stoi(*n) - 1;
    if (const auto allocate = args.option("allocate"))
        orders.allocation = splitList(*allocate);
    for (const std::string &value : args.all("sens-tactique")) {
        const auto [side, draw] = sideAndDraw(value);
        orders.postRoll.push_back({draw, side, SkillKind::SensTactique});
    }
    for (const std::string &value : args.all("redraw")) {
        const auto [side, draw] = sideAndDraw(value);
        orders.postRoll.push_back({draw, side, SkillKind::TactiquesVariees});
    }
    for (const std::string &value : args.all("contournement")) {
        const auto [side, target] = sideAndValue(value, "TYPE or SIDE:@PERSONALITY");
        if (target.front() == '@')
            orders.contournement.push_back({side, "", target.substr(1)});
        else
            orders.contournement.push_back({side, target, ""});
    }
    for (const std::string &value : args.all("discipline")) {
        const auto [side, points] = sideAndValue(value, "N");
        try {
            orders.discipline.emplace_back(side, std::stoi(points));
        } catch (const std::exception &) {
            throw UsageError("--discipline takes SIDE:N, not '" + value + "'");
        }
    }
    orders.superior = args.option("superior");
    return orders;
}

} // namespace

void save(const Args &args, const UmbraSession &session, std::ostream &err)
{
    if (const auto out = args.option("save")) {
        writeSessionFile(session, args.positional().at(0), *out);
        err << "saved " << *out << '\n';
    }
}

namespace {

int forceCommand(const Invocation &call)
{
    const Args args = call.parse();
    std::ostream &out = call.out;
    const UmbraSession session = openUmbraSession(requireOne(args, call.usage()));
    const json report = forceReport(session.ruleset(), session.state());
    if (args.flag("json"))
        out << report.dump(2) << '\n';
    else
        printForce(out, report);
    return 0;
}

int resolveCommand(const Invocation &call)
{
    const Args args = call.parse();
    std::ostream &out = call.out;
    std::ostream &err = call.err;
    UmbraSession session = openUmbraSession(requireOne(args, call.usage()));
    const auto dice = diceFromArgs(args, err, session);
    const ConfrontationOrders orders = ordersFromArgs(args);
    // Vision stratégique names its targets before the draw; each naming is its own logged event (UD-65).
    for (const std::string &value : args.all("vision")) {
        const std::vector<std::string> parts = splitList(value, ':');
        if (parts.size() < 3 || parts.size() > 4 || (parts.size() == 4 && parts[3] != "known"))
            throw UsageError("--vision takes HOLDER:TARGET:SKILL[:known], not '" + value + "'");
        const auto skill = session.ruleset().findSkill(parts[2]);
        if (!skill)
            throw UsageError("unknown skill '" + parts[2] + "'");
        session.counterSkill(orders.confrontation, parts[0], parts[1], *skill, parts.size() == 4);
    }
    session.resolveTurn(*dice, {orders});
    warnUnusedDice(*dice, err);
    const Event &event = *session.lastTurn();
    const json state = stateToJson(session.ruleset(), session.state(), session.hasMap() ? &session.map() : nullptr);
    if (args.flag("json")) {
        json report = event.result;
        report["day"] = event.input["day"];
        report["turn"] = event.input["turn"];
        report["dice"] = diceToJson(event.dice);
        report["state"] = state;
        out << report.dump(2) << '\n';
    } else {
        out << "Day " << event.input["day"].get<int>() << ", turn " << event.input["turn"].get<int>() << '\n';
        printTurn(out, event.result);
        printState(out, state);
    }
    save(args, session, err);
    return 0;
}

int endOfDayCommand(const Invocation &call)
{
    const Args args = call.parse();
    std::ostream &out = call.out;
    std::ostream &err = call.err;
    UmbraSession session = openUmbraSession(requireOne(args, call.usage()));
    const auto dice = diceFromArgs(args, err, session);
    session.endOfDay(*dice);
    warnUnusedDice(*dice, err);
    const Event &event = session.log().events().back();
    const json state = stateToJson(session.ruleset(), session.state(), session.hasMap() ? &session.map() : nullptr);
    if (args.flag("json")) {
        json report = event.result;
        report["state"] = state;
        out << report.dump(2) << '\n';
    } else {
        printEndOfDay(out, event.result);
        printState(out, state);
    }
    save(args, session, err);
    return 0;
}

int levyCommand(const Invocation &call)
{
    const Args args = call.parse();
    std::ostream &out = call.out;
    const std::string path = requireOne(args, call.usage());
    const JsonDocument document = JsonDocument::fromFile(path);
    const std::filesystem::path rulesetPath = resolveRulesetReference(document, readLevyRulesetRef(document));
    const auto rules = std::dynamic_pointer_cast<const UmbraRuleset>(shippedModules().loadRuleset(rulesetPath));
    if (!rules)
        throw LoadError(document.diagnostic("/ruleset", "a levy needs an Umbra Draconis ruleset"));
    const LevyRequest request = readLevyRequest(document, *rules);
    const json report = levyReport(*rules, banLevy(*rules, request.domain()));
    if (args.flag("json"))
        out << report.dump(2) << '\n';
    else
        printLevy(out, report);
    return 0;
}

Command describeForce()
{
    return {"umbra",
            "force",
            "Force of every troop and personality, with its breakdown",
            "Loads the scenario or saved session (its log replayed) and prints the Force of each side's troops "
            "and personalities with every term of it and the rule that gives it.",
            {{"SCENARIO", "", {jsonOption()}}},
            forceCommand,
            {}};
}

Command describeResolve()
{
    std::vector<Option> options = diceOptions();
    options.insert(
        options.end(),
        {{"allocate", "ID,…", "the troops or personalities that take the losses, one id a loss, in order"},
         {"sens-tactique", "SIDE[@DRAW]", "SIDE uses Sens tactique on draw DRAW (the first by default)", false, true},
         {"redraw", "SIDE[@DRAW]", "SIDE redraws with Tactiques variées on draw DRAW", false, true},
         {"contournement", "SIDE:TYPE|SIDE:@PERSONALITY",
          "SIDE's Contournement aims at a troop type or an enemy personality", false, true},
         {"discipline", "SIDE:N", "SIDE spends N Discipline points", false, true},
         {"vision", "HOLDER:TARGET:SKILL[:known]",
          "Vision stratégique names TARGET's SKILL before the draw, logged as an event of its own (UD-65)", false,
          true},
         {"superior", "SIDE", "the side that wins equal totals (UD-A55)"},
         {"confrontation", "N", "the confrontation the orders are for (the first by default)"},
         saveOption(),
         jsonOption()});
    return {"umbra",
            "resolve",
            "one combat turn of each confrontation",
            "Each side's Force is totalled, the dice pick the table and its rows, and the losses fall on the "
            "troops --allocate names or, without it, as the ruleset's default allocation places them. The turn is "
            "logged with its dice; the state after it is printed.",
            {{"SCENARIO", "", std::move(options)}},
            resolveCommand,
            {}};
}

Command describeEndOfDay()
{
    std::vector<Option> options = diceOptions();
    options.insert(options.end(), {saveOption(), jsonOption()});
    return {"umbra",
            "end-of-day",
            "rally, rest and the next day",
            "Ends the day: rally and rest rolls, then the first turn of the next day.",
            {{"SCENARIO", "", std::move(options)}},
            endOfDayCommand,
            {}};
}

Command describeLevy()
{
    return {"umbra",
            "levy",
            "troops raised by a domain and their arrival days",
            "Reads a levy request (a domain's counts and its ruleset) and prints the ban levy it raises.",
            {{"LEVY.json", "", {jsonOption()}}},
            levyCommand,
            {}};
}

Command describeMoves()
{
    return {"umbra",
            "moves",
            "the hexes a unit can reach, their costs, the moves refused",
            "On a scenario with a map: the unit's movement points (UD-72), every hex it can reach with its cost "
            "(forced march, difficult terrain, contact, leaving a confrontation) and the moves the rules refuse.",
            {{"SCENARIO", "", {{"unit", "ID", "the troop or personality", true}, jsonOption()}}},
            movesCommand,
            {}};
}

Command describePlay()
{
    std::vector<Option> options{
        {"orders", "ORDERS.json", "the turns and days to play (docs/scenario-format.md)", true}};
    const std::vector<Option> dice = diceOptions();
    options.insert(options.end(), dice.begin(), dice.end());
    options.insert(options.end(), {saveOption(), jsonOption()});
    return {"umbra",
            "play",
            "turns and days of an orders file, on a map",
            "Plays each entry of the orders file: movement in VS order, the confrontations found by contact, their "
            "resolution, and the end of each day. Without dice options, the dice the orders file carries are used.",
            {{"SCENARIO", "", std::move(options)}},
            playCommand,
            {}};
}

Command describeLog()
{
    return {"umbra",
            "log",
            "the battle log of a saved session, for players",
            "The log replays the session first, so a file whose log does not reproduce is refused.",
            {{"SCENARIO", "", logFormatOptions()}},
            logCommand,
            {}};
}

} // namespace

void registerUmbraCommands(CommandRegistry &registry)
{
    registry.addGroup({"umbra", "Umbra Draconis",
                       "mass combat: troop Force, confrontation tables, rally and rest, the ban levy, and battles "
                       "played on a hex map from an orders file"});
    for (Command command : {describeForce(), describeResolve(), describeEndOfDay(), describeLevy(), describeMoves(),
                            describePlay(), describeLog()})
        registry.add(std::move(command));
}

} // namespace arbitre::cli
