// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// `arbitre-cli napoleonic PROCEDURE SCENARIO …` on a Vive l'Empereur ! scenario: one procedure
// applied through its logged VeSession (docs/napoleonic-format.md, "Vive l'Empereur !").
#include "arbitre/core/json_document.h"
#include "arbitre/core/module_registry.h"
#include "arbitre/core/safe_file.h"
#include "arbitre/modules/registry.h"
#include "arbitre/napoleonic/ve_ruleset.h"
#include "arbitre/napoleonic/ve_session.h"
#include "cli_support.h"
#include "napoleonic_cli_support.h"

#include <ostream>

namespace arbitre::cli {

namespace {

using nlohmann::json;
using namespace arbitre::napoleonic;

VeSession loadVeSession(const std::string &path)
{
    auto scenario = std::dynamic_pointer_cast<const VeScenario>(shippedModules().loadScenario(path));
    if (!scenario)
        throw UsageError("'" + path + "' is not a vive-l-empereur scenario");
    try {
        return VeSession(scenario);
    } catch (const SessionError &error) {
        throw LoadError(locateSessionError(JsonDocument::fromFile(path), error));
    }
}

/** `COL,ROW` on the scenario's map. */
Hex hexArg(const VeMap &map, const std::string &text, const std::string &option)
{
    const std::vector<std::string> parts = splitList(text);
    if (parts.size() != 2)
        throw UsageError(option + " takes COL,ROW, got '" + text + "'");
    const OffsetCoord cell{intArg(parts[0], option), intArg(parts[1], option)};
    if (!map.grid.contains(cell))
        throw UsageError(option + " " + text + " is off the " + std::to_string(map.grid.width) + " × " +
                         std::to_string(map.grid.height) + " map");
    return map.grid.hexOf(cell);
}

VeOrders ordersFromArgs(const VeMap &map, const Args &args)
{
    VeOrders orders;
    orders.unit = args.option("unit").value_or("");
    orders.target = args.option("target").value_or("");
    orders.with = listArg(args, "with");
    orders.defenders = listArg(args, "defender");
    orders.modifiers = listArg(args, "mod");
    orders.facing = args.option("facing").value_or("");
    orders.blocked = listArg(args, "blocked");
    orders.stays = args.flag("stays");
    orders.result = args.option("result").value_or("");
    orders.to = args.option("to").value_or("");
    if (const auto hex = args.option("hex"))
        orders.hex = hexArg(map, *hex, "--hex");
    orders.facingTo = args.option("facing-to").value_or("");
    orders.leader = args.option("leader").value_or("");
    orders.event = args.option("event").value_or("");
    orders.encircled = args.flag("encircled");
    orders.holdsEnemyLeader = args.flag("holds-enemy-leader");
    orders.attach = args.option("attach").value_or("");
    for (const std::string &score : listArg(args, "scores"))
        orders.scores.push_back(intArg(score, "--scores"));
    orders.field = args.option("field").value_or("");
    if (const auto value = args.option("value")) {
        // Numbers, true/false, null and [col, row] stay JSON; anything else is an id.
        const json parsed = json::parse(*value, nullptr, false);
        orders.value = parsed.is_discarded() || parsed.is_string() ? json(*value) : parsed;
    }
    orders.reason = args.option("reason").value_or("");
    return orders;
}

/** What a VE event adds to the shared text: range, the 2d6, the leaders' checks, the retreat owed. */
void printVeDetails(const json &result, std::ostream &out)
{
    if (result.contains("distance") && result["distance"].is_number())
        out << "  distance " << result["distance"].get<int>() << " hexes\n";
    if (result.contains("fire_value_terms")) {
        out << "  fire value " << result["fire_value"].get<int>() << ':';
        for (const json &term : result["fire_value_terms"])
            out << ' ' << term["id"].get<std::string>() << (term["sets"].get<bool>() ? " = " : " ")
                << term["value"].get<int>() << " (" << term["rule"].get<std::string>() << ')';
        out << '\n';
    }
    if (result.contains("roll") && result["roll"].get<int>() > 0)
        out << "  2d6 " << result["roll"].get<int>() << (result["success"].get<bool>() ? ": success" : ": failure")
            << '\n';
    for (const char *side : {"attacker", "defender"}) {
        if (result.contains(side))
            out << "  " << side << ' ' << result[side]["cell"].get<std::string>() << ": losses "
                << result[side]["losses"].get<int>() << ", retreat " << result[side]["retreat_hexes"].get<int>()
                << (result[side]["morale_test"].get<bool>() ? ", morale test" : "") << '\n';
    }
    if (result.contains("retreat_hexes") && result["retreat_hexes"].get<int>() > 0)
        out << "  retreat " << result["retreat_hexes"].get<int>() << " hexes (" << result["retreat"].get<std::string>()
            << "): the owner moves it with `napoleonic move`\n";
    if (result.contains("leader_checks")) {
        for (const json &check : result["leader_checks"])
            out << "  leader " << check["leader"].get<std::string>() << ": d10 " << check["d10"].get<int>()
                << (check["hit"].get<bool>() ? ", hit (VE-18): the GM reads the casualty table" : ", no hit") << '\n';
    }
    if (result.value("needs_gm", false))
        out << "  the GM decides next (VE-89: a `result` event after a failed test)\n";
}

} // namespace

bool isVeScenario(const std::string &path)
{
    try {
        const JsonDocument document = JsonDocument::fromFile(path);
        const json &root = document.root();
        if (!root.is_object() || !root.contains("ruleset") || !root["ruleset"].is_string())
            return false;
        const std::filesystem::path rulesetPath = resolveRulesetReference(document, root["ruleset"].get<std::string>());
        const json ruleset = json::parse(readRegularFile(rulesetPath, MaxFileBytes), nullptr, false);
        return ruleset.is_object() && ruleset.value("system", "") == napoleonic::VeSystemId;
    } catch (const std::exception &) {
        return false; // the figures path reports what is wrong with the file
    }
}

int veProcedureCommand(const std::string &name, const std::vector<std::string> &arguments, const std::string &usage,
                       std::ostream &out, std::ostream &err)
{
    const auto procedure = parseVeProcedure(name);
    if (!procedure)
        throw UsageError("unknown vive-l-empereur command '" + name + "'\n" + usage);
    const Args args = napoleonicArgs(veOptions(), arguments);
    VeSession session = loadVeSession(requireOne(args, usage));
    const VeOrders orders = ordersFromArgs(session.scenario().map, args);
    const bool rolls = *procedure == VeProcedure::Fire || *procedure == VeProcedure::Melee ||
                       *procedure == VeProcedure::Morale || *procedure == VeProcedure::Rally ||
                       (*procedure == VeProcedure::Leader && orders.event == "hit_check");
    std::unique_ptr<Dice> dice =
        rolls ? diceFromArgs(args, err, session) : std::make_unique<ListDice>(std::vector<int>{});
    session.apply(*procedure, orders, *dice);
    if (rolls)
        warnUnusedDice(*dice, err);
    const Event &event = session.log().events().back();
    if (args.flag("json")) {
        out << eventReport(event).dump(2) << '\n';
    } else {
        printEvent(event, out);
        printVeDetails(event.result, out);
    }
    if (const auto path = args.option("save")) {
        writeSessionFile(session, requireOne(args, usage), *path);
        err << "saved " << *path << '\n';
    }
    return 0;
}

} // namespace arbitre::cli
