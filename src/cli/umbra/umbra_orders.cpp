// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The orders file of `umbra play` (docs/scenario-format.md): read and played here, fuzzed by tests/fuzz/fuzz_orders.
#include "arbitre/core/dice.h"
#include "arbitre/core/session_error.h"
#include "arbitre/umbra/session.h"
#include "umbra_cli_support.h"

#include <algorithm>
#include <string>
#include <vector>

namespace arbitre::cli {

using nlohmann::json;
using namespace arbitre::umbra;

namespace {

/** Plays one entry of an orders file: the movement steps in VS order, conditional orders, regroupings, the turn. */
void playTurn(UmbraSession &session, Dice &dice, const json &entry)
{
    const BattleState &state = session.state();
    if (entry.contains("day") && entry["day"] != state.day) {
        throw SessionError("this entry is for day " + entry["day"].dump() + " but the battle is at day " +
                           std::to_string(state.day));
    }
    if (entry.contains("turn") && entry["turn"] != state.turn) {
        throw SessionError("this entry is for turn " + entry["turn"].dump() + " but the battle is at turn " +
                           std::to_string(state.turn));
    }
    const json moves = entry.value("moves", json::object());
    const json conditionals = entry.value("conditional", json::object());
    for (const auto &item : moves.items()) {
        const std::string &side = item.key(); // not a structured binding: clang 14 cannot capture one
        if (std::none_of(state.sides.begin(), state.sides.end(), [&](const Side &s) { return s.id == side; })) {
            throw SessionError("no side '" + side + "' to move");
        }
    }
    while (session.state().phase == Phase::Movement) {
        const BattleState &now = session.state();
        const std::string &side =
            now.sides[static_cast<std::size_t>(now.moveOrder[static_cast<std::size_t>(now.moving)])].id;
        std::vector<UnitOrder> orders;
        for (const json &order : moves.value(side, json::array())) {
            orders.push_back(unitOrderFromJson(session.map(), order));
        }
        std::vector<ConditionalOrder> conditional;
        for (const json &item : conditionals.value(side, json::array())) {
            ConditionalOrder order;
            order.trigger = item.value("trigger", "");
            order.action = unitOrderFromJson(session.map(), item.value("order", json::object()));
            conditional.push_back(std::move(order));
        }
        session.move(side, orders, conditional);
    }
    if (session.state().phase == Phase::Conditional) {
        if (!entry.contains("fire") || !entry["fire"].is_array()) {
            throw SessionError("conditional orders wait for the GM: give \"fire\": [true|false, …] (UD-A42)");
        }
        session.settleConditionals(entry["fire"].get<std::vector<bool>>());
    }
    for (const json &regroup : entry.value("regroup", json::array())) {
        if (regroup.contains("merge")) {
            session.mergeConfrontations(regroup["merge"].at(0).get<int>() - 1, regroup["merge"].at(1).get<int>() - 1);
        } else {
            std::vector<Hex> hexes;
            for (const json &hex : regroup.value("hexes", json::array())) {
                const OffsetCoord cell{hex.at(0).get<int>(), hex.at(1).get<int>()};
                hexes.push_back(session.map().grid.hexOf(cell));
            }
            session.splitConfrontation(regroup.value("split", 0) - 1, hexes);
        }
    }
    std::vector<ConfrontationOrders> orders;
    for (const json &item : entry.value("confrontations", json::array())) {
        orders.push_back(confrontationOrdersFromJson(session.ruleset(), item));
    }
    session.resolveTurn(dice, orders);
}

} // namespace

void checkOrdersFile(const JsonDocument &document)
{
    const json &root = document.root();
    if (!root.is_object() || !root.contains("turns") || !root["turns"].is_array()) {
        throw LoadError(document.diagnostic("", "expected an object with \"turns\": [ … ] (docs/scenario-format.md)"));
    }
}

void playOrders(UmbraSession &session, Dice &dice, const JsonDocument &document)
{
    checkOrdersFile(document);
    const json &turns = document.root()["turns"];
    for (std::size_t i = 0; i < turns.size(); ++i) {
        const json &entry = turns[i];
        const std::string pointer = "/turns/" + std::to_string(i);
        try {
            if (!entry.is_object()) {
                throw SessionError("an entry is an object");
            }
            if (entry.value("end_of_day", false)) {
                session.endOfDay(dice, entry.value("first_mover", std::string()));
                continue;
            }
            // The day ends after its last turn (UD-68): played here when the orders go on to the next day.
            if (session.state().phase == Phase::EndOfDay) {
                session.endOfDay(dice, entry.value("first_mover", std::string()));
            }
            playTurn(session, dice, entry);
        } catch (const SessionError &error) {
            throw LoadError(document.diagnostic(pointer, std::string("refused: ") + error.what()));
        } catch (const json::exception &error) {
            throw LoadError(document.diagnostic(pointer, std::string("malformed entry: ") + error.what()));
        } catch (const DiceError &error) {
            throw LoadError(document.diagnostic(pointer, error.what()));
        }
    }
}

} // namespace arbitre::cli
