// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// `arbitre-cli napoleonic PROCEDURE SCENARIO --unit ID …`: one procedure of the figure rules
// applied to a scenario's units through its logged session (docs/napoleonic-format.md).
#include "napoleonic_cli_support.h"

#include "arbitre/core/json_document.h"
#include "arbitre/modules/registry.h"
#include "arbitre/napoleonic/figures_session.h"
#include "args.h"
#include "cli_support.h"

#include <ostream>

namespace arbitre::cli {

namespace {

using nlohmann::json;
using namespace arbitre::napoleonic;

/** Loads a scenario and replays its log; a log that does not replay is reported at its event, file:line:col. */
FiguresSession loadSession(const std::string &path)
{
    auto scenario = std::dynamic_pointer_cast<const FiguresScenario>(shippedModules().loadScenario(path));
    if (!scenario)
        throw UsageError("'" + path + "' is not a napoleonic-figures scenario");
    try {
        return FiguresSession(scenario);
    } catch (const SessionError &error) {
        throw LoadError(locateSessionError(JsonDocument::fromFile(path), error));
    }
}

/** `ID` or `ID:AMOUNT` (a scaled modifier: POP, levels, UD…). */
std::vector<ModifierChoice> choicesArg(const Args &args, const std::string &option)
{
    std::vector<ModifierChoice> out;
    for (const std::string &item : listArg(args, option)) {
        const std::size_t colon = item.find(':');
        if (colon == std::string::npos)
            out.push_back({item, 1});
        else
            out.push_back({item.substr(0, colon), intArg(item.substr(colon + 1), "--" + option)});
    }
    return out;
}

FiguresOrders ordersFromArgs(const Args &args)
{
    FiguresOrders orders;
    orders.unit = args.option("unit").value_or("");
    if (orders.unit.empty())
        throw UsageError("--unit ID is required");
    orders.target = args.option("target").value_or("");
    orders.modifiers = choicesArg(args, "mod");
    orders.targetModifiers = choicesArg(args, "target-mod");
    orders.test = args.option("test").value_or("");
    orders.friends = listArg(args, "friend");
    orders.enemies = listArg(args, "enemy");
    orders.situation = listArg(args, "situation");
    if (const auto figures = args.option("figures"))
        orders.figures = intArg(*figures, "--figures");
    if (const auto steps = args.option("steps-from-objective"))
        orders.stepsFromObjective = intArg(*steps, "--steps-from-objective");
    if (const auto pa = args.option("pa"))
        orders.paToSpend = intArg(*pa, "--pa");
    orders.threatenedByCavalry = args.flag("threatened-by-cavalry");
    orders.general = args.flag("general");
    orders.fires = args.flag("fires");
    orders.stops = args.flag("stops");
    orders.to = args.option("to").value_or("");
    orders.pace = args.option("pace").value_or("");
    orders.terrains = listArg(args, "terrain");
    orders.backwardStep = args.flag("backward");
    orders.field = args.option("field").value_or("");
    if (const auto value = args.option("value")) {
        // A number stays a number; anything else is an id.
        const json parsed = json::parse(*value, nullptr, false);
        orders.value = parsed.is_number_integer() ? parsed : json(*value);
    }
    orders.reason = args.option("reason").value_or("");
    return orders;
}

int procedureCommand(FiguresProcedure procedure, const std::string &name, const Args &args, std::ostream &out,
                     std::ostream &err)
{
    const std::string usage =
        "usage: arbitre-cli napoleonic " + name + " " + synopsis({"SCENARIO", "", optionsOf(figuresOptions(), name)});
    FiguresSession session = loadSession(requireOne(args, usage));
    const FiguresOrders orders = ordersFromArgs(args);
    const bool rolls = procedure != FiguresProcedure::Formation && procedure != FiguresProcedure::Move &&
                       procedure != FiguresProcedure::Action && procedure != FiguresProcedure::Override;
    std::unique_ptr<Dice> dice =
        rolls ? diceFromArgs(args, err, session) : std::make_unique<ListDice>(std::vector<int>{});
    session.apply(procedure, orders, *dice);
    if (rolls)
        warnUnusedDice(*dice, err);
    const Event &event = session.log().events().back();
    if (args.flag("json"))
        out << eventReport(event).dump(2) << '\n';
    else
        printEvent(event, out);
    if (const auto path = args.option("save")) {
        writeSessionFile(session, requireOne(args, usage), *path);
        err << "saved " << *path << '\n';
    }
    return 0;
}

} // namespace

int figuresProcedureCommand(const std::string &name, const std::vector<std::string> &args, std::ostream &out,
                            std::ostream &err)
{
    const auto procedure = parseFiguresProcedure(name);
    if (!procedure)
        throw UsageError("unknown napoleonic command '" + name + "'");
    return procedureCommand(*procedure, name, napoleonicArgs(figuresOptions(), args), out, err);
}

} // namespace arbitre::cli
