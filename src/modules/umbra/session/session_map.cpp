// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "session_map.h"
#include "session_orders.h"

#include <algorithm>
#include <string>

namespace arbitre::umbra::detail {

using nlohmann::json;

namespace {

std::string when(const BattleState &state)
{
    return "day " + std::to_string(state.day) + ", turn " + std::to_string(state.turn);
}

int sideIndex(const BattleState &state, const std::string &id)
{
    for (std::size_t i = 0; i < state.sides.size(); ++i) {
        if (state.sides[i].id == id) {
            return static_cast<int>(i);
        }
    }
    throw SessionError("no side '" + id + "'");
}

std::vector<MoveRecord> applyOrChoke(const UmbraRuleset &rules, const UmbraMap &map, BattleState &state, int side,
                                     const std::vector<UnitOrder> &orders)
{
    try {
        return applyMovementStep(rules, map, state, side, orders);
    } catch (const MovementError &error) {
        throw SessionError(std::string(error.what()));
    }
}

/** After every side has moved and the conditional orders are settled: detection (UD-82). */
void finishMovement(const UmbraRuleset &rules, const UmbraMap &map, BattleState &state, json &result)
{
    if (std::any_of(state.conditionals.begin(), state.conditionals.end(),
                    [](const ConditionalOrder &order) { return !order.settled; })) {
        state.phase = Phase::Conditional;
        return;
    }
    result["detection"] = detectionToJson(map, state, detectConfrontations(rules, map, state));
}

} // namespace

Hex hexFromJson(const UmbraMap &map, const json &value)
{
    if (!value.is_array() || value.size() != 2 || !value[0].is_number_integer() || !value[1].is_number_integer()) {
        throw SessionError("a hex is [col, row], got " + value.dump());
    }
    const OffsetCoord cell{intFromJson(value[0], "a hex's column"), intFromJson(value[1], "a hex's row")};
    if (!map.grid.contains(cell)) {
        throw SessionError("hex " + value.dump() + " is off the map");
    }
    return map.grid.hexOf(cell);
}

json unitOrderToJson(const UmbraMap &map, const UnitOrder &order)
{
    json out{{"unit", order.unit}};
    if (order.action == UnitOrder::Action::Move) {
        out["to"] = hexToJson(map, order.to);
        if (order.forcedMarch) {
            out["forced_march"] = true;
        }
    } else {
        out["action"] = std::string(unitOrderActionId(order.action));
    }
    return out;
}

UnitOrder readUnitOrder(const UmbraMap &map, const json &value)
{
    if (!value.is_object() || !value.contains("unit") || !value["unit"].is_string()) {
        throw SessionError("an order is {\"unit\": id, \"to\": [col, row]} or {\"unit\": id, \"action\": …}, got " +
                           value.dump());
    }
    UnitOrder order;
    order.unit = value["unit"].get<std::string>();
    const std::string action = value.value("action", value.contains("to") ? "deplacement" : "rester");
    if (action == "deplacement" || action == "marche_forcee") {
        if (!value.contains("to")) {
            throw SessionError("order for '" + order.unit + "': a move needs \"to\": [col, row]");
        }
        order.action = UnitOrder::Action::Move;
        order.to = hexFromJson(map, value["to"]);
        order.forcedMarch = action == "marche_forcee" || value.value("forced_march", false);
    } else if (action == "consolider") {
        order.action = UnitOrder::Action::Consolidate;
    } else if (action == "lever_position_defensive") {
        order.action = UnitOrder::Action::BuildPosition;
    } else if (action == "rester") {
        order.action = UnitOrder::Action::Stay;
    } else {
        throw SessionError("order for '" + order.unit + "': unknown action '" + action +
                           "'; expected deplacement, marche_forcee, consolider, lever_position_defensive or rester");
    }
    return order;
}

json moveRecordsToJson(const UmbraMap &map, const BattleState &state, const std::vector<MoveRecord> &records)
{
    json out = json::array();
    for (const MoveRecord &record : records) {
        json entry{{"unit", memberId(state, record.unit)}, {"action", std::string(unitOrderActionId(record.action))}};
        if (record.action == UnitOrder::Action::Move) {
            entry["from"] = hexToJson(map, record.from);
            entry["to"] = hexToJson(map, record.to);
            entry["cost"] = record.cost;
        }
        if (record.forcedMarch) {
            entry["forced_march"] = true;
            entry["fatigue_steps"] = record.fatigueSteps;
            if (record.coriace) {
                entry["coriace"] = true;
            }
        }
        if (record.moraleSteps != 0) {
            entry["morale_steps"] = record.moraleSteps;
        }
        if (record.fled) {
            entry["fled"] = true;
        }
        if (record.entering) {
            entry["entering"] = true;
        }
        if (record.leftConfrontation) {
            entry["left_confrontation"] = true;
            entry["disengage_malus"] = record.disengageMalus;
        }
        out.push_back(std::move(entry));
    }
    return out;
}

json detectionToJson(const UmbraMap &map, const BattleState &state, const Detection &detection)
{
    const auto numbers = [](const std::vector<int> &indexes) {
        json out = json::array();
        for (const int index : indexes) {
            out.push_back(index + 1);
        }
        return out;
    };
    json confrontations = json::array();
    for (std::size_t c = 0; c < state.confrontations.size(); ++c) {
        const Confrontation &confrontation = state.confrontations[c];
        if (confrontation.ended) {
            continue;
        }
        json entry{{"confrontation", c + 1}};
        json sides = json::array();
        for (std::size_t slot = 0; slot < 2; ++slot) {
            const Side &side = state.sides[static_cast<std::size_t>(confrontation.sides[slot])];
            json members = json::array();
            for (const int t : confrontation.troops[slot]) {
                members.push_back(side.troops[static_cast<std::size_t>(t)].id);
            }
            for (const int p : confrontation.personalities[slot]) {
                members.push_back(side.personalities[static_cast<std::size_t>(p)].id);
            }
            sides.push_back({{"side", side.id}, {"members", std::move(members)}});
        }
        entry["sides"] = std::move(sides);
        json hexes = json::array();
        for (const Hex hex : confrontation.hexes) {
            hexes.push_back(hexToJson(map, hex));
        }
        entry["hexes"] = std::move(hexes);
        confrontations.push_back(std::move(entry));
    }
    json waiting = json::array();
    for (const HexContact &contact : detection.waiting) {
        waiting.push_back({{"sides",
                            {state.sides[static_cast<std::size_t>(contact.sideA)].id,
                             state.sides[static_cast<std::size_t>(contact.sideB)].id}},
                           {"hexes", {hexToJson(map, contact.hexA), hexToJson(map, contact.hexB)}}});
    }
    json out{{"started", numbers(detection.started)},
             {"continued", numbers(detection.continued)},
             {"ended", numbers(detection.ended)},
             {"adjacent_waiting", std::move(waiting)},
             {"confrontations", std::move(confrontations)}};
    // Only when a cluster of three or more sides left someone without an enemy, so older logs replay as they were.
    for (const Detection::Unopposed &left : detection.unopposed) {
        const Side &side = state.sides[static_cast<std::size_t>(left.side)];
        json members = json::array();
        for (const int t : left.troops) {
            members.push_back(side.troops[static_cast<std::size_t>(t)].id);
        }
        for (const int p : left.personalities) {
            members.push_back(side.personalities[static_cast<std::size_t>(p)].id);
        }
        out["unopposed"].push_back({{"side", side.id}, {"hex", hexToJson(map, left.hex)}, {"members", members}});
    }
    return out;
}

json dayStartToJson(const UmbraMap &map, const BattleState &state, const DayStart &start)
{
    json arrivals = json::array();
    for (const DayStart::Arrival &arrival : start.arrivals) {
        const Troop &troop =
            state.sides[static_cast<std::size_t>(arrival.side)].troops[static_cast<std::size_t>(arrival.troop)];
        arrivals.push_back({{"troop", troop.id}, {"place", map.places[static_cast<std::size_t>(arrival.place)].id}});
    }
    json lost = json::array();
    for (const DayStart::Lost &loss : start.lost) {
        const Troop &troop =
            state.sides[static_cast<std::size_t>(loss.side)].troops[static_cast<std::size_t>(loss.troop)];
        lost.push_back({{"troop", troop.id}, {"place", map.places[static_cast<std::size_t>(loss.place)].id}});
    }
    json order = json::array();
    for (const int side : start.moveOrder.order) {
        order.push_back(state.sides[static_cast<std::size_t>(side)].id);
    }
    return json{{"arrivals", std::move(arrivals)},
                {"not_raised", std::move(lost)},
                {"move_order", std::move(order)},
                {"move_order_rule", std::string(start.moveOrder.rule)},
                {"move_order_reason", start.moveOrder.reason}};
}

MapOutcome runMovement(const UmbraRuleset &rules, const UmbraMap &map, BattleState &state, const json &input)
{
    if (state.phase != Phase::Movement) {
        throw SessionError(when(state) + ": this is not a movement step (" + std::string(phaseId(state.phase)) + ")");
    }
    const int side = sideIndex(state, input.value("side", ""));
    const int expected = state.moveOrder.at(static_cast<std::size_t>(state.moving));
    if (side != expected) {
        throw SessionError(when(state) + ": " + state.sides[static_cast<std::size_t>(expected)].id +
                           " moves now (UD-71: the lower army VS moves first)");
    }
    std::vector<UnitOrder> orders;
    for (const json &entry : input.value("orders", json::array())) {
        orders.push_back(readUnitOrder(map, entry));
    }
    // UD-71, UD-A42: only a side that moves before another may make its action depend on the other's moves.
    const json conditionals = input.value("conditional", json::array());
    if (!conditionals.empty() && state.moving + 1 >= static_cast<int>(state.moveOrder.size())) {
        throw SessionError("UD-71: conditional orders are for the side that moves first");
    }
    for (const json &entry : conditionals) {
        ConditionalOrder conditional;
        conditional.side = side;
        conditional.trigger = entry.value("trigger", "");
        if (conditional.trigger.empty()) {
            throw SessionError("a conditional order needs its \"trigger\" in words (UD-71)");
        }
        conditional.action = readUnitOrder(map, entry.value("order", json::object()));
        MemberRef ref;
        if (!findMember(state, side, conditional.action.unit, ref)) {
            throw SessionError("conditional order: '" + conditional.action.unit + "' is not a unit of " +
                               state.sides[static_cast<std::size_t>(side)].id);
        }
        state.conditionals.push_back(std::move(conditional));
    }
    MapOutcome outcome;
    outcome.result["moves"] = moveRecordsToJson(map, state, applyOrChoke(rules, map, state, side, orders));
    ++state.moving;
    if (state.moving >= static_cast<int>(state.moveOrder.size())) {
        finishMovement(rules, map, state, outcome.result);
    }
    return outcome;
}

MapOutcome runConditionals(const UmbraRuleset &rules, const UmbraMap &map, BattleState &state, const json &input)
{
    if (state.phase != Phase::Conditional) {
        throw SessionError(when(state) + ": no conditional order waits for the GM");
    }
    const json fire = input.value("fire", json::array());
    if (!fire.is_array() || fire.size() != state.conditionals.size()) {
        throw SessionError("settle each of the " + std::to_string(state.conditionals.size()) +
                           " conditional orders with true (carried out) or false");
    }
    MapOutcome outcome;
    json moves = json::array();
    for (std::size_t i = 0; i < state.conditionals.size(); ++i) {
        ConditionalOrder &conditional = state.conditionals[i];
        conditional.settled = true;
        if (!fire[i].is_boolean()) {
            throw SessionError("conditional order " + std::to_string(i + 1) + ": expected true or false");
        }
        if (!fire[i].get<bool>()) {
            continue;
        }
        // UD-A42: carried out after the other side has moved, within every normal limit.
        const json done =
            moveRecordsToJson(map, state, applyOrChoke(rules, map, state, conditional.side, {conditional.action}));
        for (const json &record : done) {
            moves.push_back(record);
        }
    }
    outcome.result["moves"] = std::move(moves);
    finishMovement(rules, map, state, outcome.result);
    return outcome;
}

MapOutcome runRegroup(const UmbraMap &map, BattleState &state, const json &input)
{
    if (state.phase != Phase::Confrontation) {
        throw SessionError(when(state) + ": confrontations are regrouped after the movement step (UD-A52)");
    }
    MapOutcome outcome;
    try {
        if (input.contains("merge")) {
            const json pair = input["merge"];
            if (!pair.is_array() || pair.size() != 2 || !pair[0].is_number_integer() || !pair[1].is_number_integer()) {
                throw SessionError("merge takes two confrontation numbers");
            }
            mergeConfrontations(state, intFromJson(pair[0], "merge") - 1, intFromJson(pair[1], "merge") - 1);
            outcome.result["merged"] = pair;
        } else {
            std::vector<Hex> hexes;
            for (const json &hex : input.value("hexes", json::array())) {
                hexes.push_back(hexFromJson(map, hex));
            }
            const int split = input.contains("split") ? intFromJson(input["split"], "split") : 0;
            const int created = splitConfrontation(map, state, split - 1, hexes);
            outcome.result["created"] = created + 1;
        }
    } catch (const RegroupError &error) {
        throw SessionError(error.what());
    }
    return outcome;
}

} // namespace arbitre::umbra::detail
