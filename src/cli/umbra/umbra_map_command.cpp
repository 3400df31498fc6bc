// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/json_document.h"
#include "arbitre/umbra/movement.h"
#include "umbra_cli_support.h"
#include "umbra_report.h"

#include <algorithm>
#include <ostream>
#include <utility>

namespace arbitre::cli {

using nlohmann::json;
using namespace arbitre::umbra;

namespace {

json movesReport(const UmbraSession &session, const MemberRef &unit, const LegalMoves &moves)
{
    const UmbraMap &map = session.map();
    const BattleState &state = session.state();
    const Side &side = state.sides[static_cast<std::size_t>(unit.side)];
    const bool troop = unit.kind == MemberRef::Kind::Troop;
    const std::string &id = troop ? side.troops[static_cast<std::size_t>(unit.index)].id
                                  : side.personalities[static_cast<std::size_t>(unit.index)].id;
    const Hex where = troop ? side.troops[static_cast<std::size_t>(unit.index)].hex
                            : side.personalities[static_cast<std::size_t>(unit.index)].hex;
    json reachable = json::array();
    for (const Reach &reach : moves.reach) {
        json entry{{"hex", hexToJson(map, reach.hex)},
                   {"cost", reach.cost},
                   {"terrain", session.ruleset().terrains[static_cast<std::size_t>(map.terrainAt(reach.hex))].id},
                   {"forced_march", reach.forcedMarch}};
        if (reach.forcedMarch) {
            entry["fatigue_steps"] = reach.fatigueSteps;
        }
        if (reach.entering) {
            entry["entering"] = true;
        }
        if (reach.contact) {
            entry["contact"] = true;
        }
        if (reach.leavesConfrontation) {
            entry["leaves_confrontation"] = true;
            entry["disengage_malus"] = reach.disengageMalus;
        }
        reachable.push_back(std::move(entry));
    }
    // As the GM reads the map: row by row, then column.
    std::stable_sort(reachable.begin(), reachable.end(), [](const json &a, const json &b) {
        return std::pair{a["hex"][1].get<int>(), a["hex"][0].get<int>()} <
               std::pair{b["hex"][1].get<int>(), b["hex"][0].get<int>()};
    });
    json refusals = json::array();
    for (const MoveRefusal &refusal : moves.refusals) {
        json entry{{"rule", std::string(refusal.rule)},
                   {"action", std::string(unitOrderActionId(refusal.action))},
                   {"reason", refusal.reason}};
        if (refusal.hasHex) {
            entry["hex"] = hexToJson(map, refusal.hex);
        }
        refusals.push_back(std::move(entry));
    }
    return json{{"unit", id},
                {"side", side.id},
                {"hex", hexToJson(map, where)},
                {"day", state.day},
                {"turn", state.turn},
                {"allowance", moves.allowance},
                {"can_forced_march", moves.canForcedMarch},
                {"can_consolidate", moves.canConsolidate},
                {"can_build_position", moves.canBuildPosition},
                {"build_turns", moves.buildTurns},
                {"reachable", std::move(reachable)},
                {"refusals", std::move(refusals)}};
}

void printMoves(std::ostream &out, const json &report)
{
    out << report["unit"].get<std::string>() << " (" << report["side"].get<std::string>() << ") at "
        << report["hex"].dump() << ", day " << report["day"].get<int>() << " turn " << report["turn"].get<int>() << ": "
        << report["allowance"].get<int>() << " movement point(s) (UD-72)\n";
    for (const json &reach : report["reachable"]) {
        out << "  " << reach["hex"].dump() << ' ' << reach["terrain"].get<std::string>() << ", cost "
            << reach["cost"].get<int>();
        if (reach["forced_march"].get<bool>()) {
            out << ", forced march (UD-74), fatigue " << reach["fatigue_steps"].get<int>();
        }
        if (reach.contains("entering")) {
            out << ", enters next turn (UD-A43)";
        }
        if (reach.contains("contact")) {
            out << ", enemy there (UD-82)";
        }
        if (reach.contains("leaves_confrontation")) {
            out << ", leaves its confrontation: -" << reach["disengage_malus"].get<int>() << " F (UD-73)";
        }
        out << '\n';
    }
    out << "  consolidate: " << (report["can_consolidate"].get<bool>() ? "yes (UD-78)" : "no") << "; build a position: "
        << (report["can_build_position"].get<bool>()
                ? "yes, " + std::to_string(report["build_turns"].get<int>()) + " turns (UD-80)"
                : std::string("no"))
        << '\n';
    for (const json &refusal : report["refusals"]) {
        out << "  refused " << refusal["action"].get<std::string>();
        if (refusal.contains("hex")) {
            out << ' ' << refusal["hex"].dump();
        }
        out << ": " << refusal["reason"].get<std::string>() << " (" << refusal["rule"].get<std::string>() << ")\n";
    }
}

void printMoveRecords(std::ostream &out, const std::string &side, const json &moves)
{
    for (const json &move : moves) {
        out << "  " << side << ' ' << move["unit"].get<std::string>() << ": ";
        if (move.contains("to")) {
            out << move["from"].dump() << " → " << move["to"].dump() << " (cost " << move["cost"].get<int>() << ")";
        } else {
            out << move["action"].get<std::string>();
        }
        if (move.contains("forced_march")) {
            out << ", forced march, fatigue −" << move["fatigue_steps"].get<int>()
                << (move.contains("coriace") ? " (Coriace, UD-77)" : " (UD-74)");
        }
        if (move.contains("entering")) {
            out << ", entering difficult terrain (UD-A43)";
        }
        if (move.contains("left_confrontation")) {
            out << ", leaves its confrontation (−" << move["disengage_malus"].get<int>() << " F, UD-73)";
        }
        if (move.contains("fled")) {
            out << ", flees (UD-27)";
        }
        out << '\n';
    }
}

void printDetection(std::ostream &out, const json &detection)
{
    for (const json &c : detection["confrontations"]) {
        out << "  confrontation " << c["confrontation"].get<int>() << " in";
        for (const json &hex : c["hexes"]) {
            out << ' ' << hex.dump();
        }
        out << ':';
        for (const json &side : c["sides"]) {
            out << ' ' << side["side"].get<std::string>() << " (" << side["members"].size() << ")";
        }
        out << " (UD-82)\n";
    }
    for (const json &w : detection["adjacent_waiting"]) {
        out << "  " << w["sides"][0].get<std::string>() << ' ' << w["hexes"][0].dump() << " and "
            << w["sides"][1].get<std::string>() << ' ' << w["hexes"][1].dump()
            << " adjacent: they fight next turn if they stay so (UD-A52)\n";
    }
    for (const json &left : detection.value("unopposed", json::array())) {
        out << "  " << left["side"].get<std::string>() << ' ' << left["hex"].dump() << " (" << left["members"].size()
            << "): no enemy on any of its fronts, it waits (UD-A52)\n";
    }
}

void printEvent(std::ostream &out, const Event &event)
{
    if (event.kind == "umbra.movement") {
        out << "Day " << event.input["day"].get<int>() << ", turn " << event.input["turn"].get<int>() << ", "
            << event.input["side"].get<std::string>() << " moves:\n";
        printMoveRecords(out, event.input["side"].get<std::string>(), event.result["moves"]);
        if (event.result.contains("detection")) {
            printDetection(out, event.result["detection"]);
        }
    } else if (event.kind == "umbra.conditionals") {
        out << "Conditional orders (UD-71):\n";
        printMoveRecords(out, "", event.result["moves"]);
        if (event.result.contains("detection")) {
            printDetection(out, event.result["detection"]);
        }
    } else if (event.kind == "umbra.regroup") {
        out << "Regrouped: " << event.result.dump() << " (UD-A52)\n";
    } else if (event.kind == "umbra.turn") {
        out << "Day " << event.input["day"].get<int>() << ", turn " << event.input["turn"].get<int>()
            << ", confrontations:\n";
        printTurn(out, event.result);
        for (const json &built : event.result.value("positions_built", json::array())) {
            out << "  " << built["position"].get<std::string>() << " raised at " << built["hex"].dump() << " (UD-80)\n";
        }
    } else if (event.kind == "umbra.end_of_day") {
        out << "End of day " << event.input["day"].get<int>() << ":\n";
        printEndOfDay(out, event.result);
        if (event.result.contains("day_start")) {
            const json &start = event.result["day_start"];
            for (const json &arrival : start["arrivals"]) {
                out << "  levy: " << arrival["troop"].get<std::string>() << " arrives at "
                    << arrival["place"].get<std::string>() << " (UD-18)\n";
            }
            for (const json &lost : start["not_raised"]) {
                out << "  levy: " << lost["troop"].get<std::string>() << " not raised, "
                    << lost["place"].get<std::string>() << " was contested (UD-70)\n";
            }
            out << "  move order: " << start["move_order"].dump() << " — "
                << start["move_order_reason"].get<std::string>() << " (" << start["move_order_rule"].get<std::string>()
                << ")\n";
        }
    }
}

} // namespace

int movesCommand(const Invocation &call)
{
    const Args args = call.parse();
    std::ostream &out = call.out;
    const std::string scenarioPath = requireOne(args, call.usage());
    const auto unitId = args.option("unit");
    if (!unitId) {
        throw UsageError(call.usage());
    }
    const UmbraSession session = openUmbraSession(scenarioPath);
    if (!session.hasMap()) {
        throw UsageError("'" + args.positional().front() + "' has no map: moves are computed on a map");
    }
    MemberRef unit;
    bool found = false;
    for (int side = 0; side < static_cast<int>(session.state().sides.size()) && !found; ++side) {
        found = findMember(session.state(), side, *unitId, unit);
    }
    if (!found) {
        throw UsageError("no troop or personality '" + *unitId + "'");
    }
    const MovementRules rules(session.ruleset(), session.map(), session.state());
    LegalMoves moves;
    rules.legalMoves(unit, moves);
    const json report = movesReport(session, unit, moves);
    if (args.flag("json")) {
        out << report.dump(2) << '\n';
    } else {
        printMoves(out, report);
    }
    return 0;
}

namespace {

// A scripted battle may carry its dice (`"dice": [...]`), used when the command line gives none.
std::unique_ptr<Dice> ordersDice(const Args &args, const JsonDocument &document, std::ostream &err, Session &session)
{
    const json &root = document.root();
    const bool diceGiven = args.option("dice") || args.option("entered") || args.option("seed");
    if (diceGiven || !root.contains("dice")) {
        return diceFromArgs(args, err, session);
    }
    const json &values = root["dice"];
    if (!values.is_array()) {
        throw LoadError(document.diagnostic("/dice", "expected an array of die values"));
    }
    std::vector<int> list;
    for (const json &value : values) {
        if (!value.is_number_integer() || value.get<int>() < 1) {
            throw LoadError(document.diagnostic("/dice", "expected whole die values ≥ 1"));
        }
        list.push_back(value.get<int>());
    }
    return std::make_unique<ListDice>(std::move(list), DieSource::Scripted);
}

} // namespace

int playCommand(const Invocation &call)
{
    const Args args = call.parse();
    std::ostream &out = call.out;
    std::ostream &err = call.err;
    const std::string scenarioPath = requireOne(args, call.usage());
    const auto ordersPath = args.option("orders");
    if (!ordersPath) {
        throw UsageError(call.usage());
    }
    UmbraSession session = openUmbraSession(scenarioPath);
    if (!session.hasMap()) {
        throw UsageError("'" + args.positional().front() + "' has no map: use 'umbra resolve' for one confrontation");
    }
    const JsonDocument document = JsonDocument::fromFile(*ordersPath);
    checkOrdersFile(document);
    const std::unique_ptr<Dice> dice = ordersDice(args, document, err, session);
    const std::size_t before = session.log().size();
    playOrders(session, *dice, document);
    warnUnusedDice(*dice, err);
    const UmbraMap *map = &session.map();
    const json state = stateToJson(session.ruleset(), session.state(), map);
    if (args.flag("json")) {
        json events = json::array();
        for (std::size_t i = before; i < session.log().size(); ++i) {
            const Event &event = session.log()[i];
            events.push_back({{"kind", event.kind},
                              {"input", event.input},
                              {"result", event.result},
                              {"dice", diceToJson(event.dice)}});
        }
        out << json{{"events", std::move(events)}, {"state", state}}.dump(2) << '\n';
    } else {
        for (std::size_t i = before; i < session.log().size(); ++i) {
            printEvent(out, session.log()[i]);
        }
        printState(out, state);
    }
    save(args, session, err);
    return 0;
}

} // namespace arbitre::cli
