// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// The bundled demo battle, resources/scenarios/battle-of-vaudrey-ford.json, and its orders file,
// played as `arbitre-cli umbra play` plays them: shared by the tests that need a full log.

#include "arbitre/core/json_document.h"
#include "arbitre/umbra/scenario.h"
#include "arbitre/umbra/session.h"

#include "test_paths.h"
#include "umbra_fixtures.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace arbitre::umbra::test {

using nlohmann::json;

inline std::shared_ptr<const UmbraRuleset> rules()
{
    static const auto shared = std::make_shared<const UmbraRuleset>(shippedRuleset());
    return shared;
}

inline std::filesystem::path scenarioPath()
{
    return arbitre::test::sourceDir() / "resources" / "scenarios" / "battle-of-vaudrey-ford.json";
}

inline std::filesystem::path ordersPath()
{
    return arbitre::test::sourceDir() / "resources" / "scenarios" / "battle-of-vaudrey-ford.orders.json";
}

inline std::shared_ptr<const UmbraScenario> loadDemo()
{
    return readScenario(JsonDocument::fromFile(scenarioPath()), rules());
}

inline json orderEntries()
{
    return JsonDocument::fromFile(ordersPath()).root().at("turns");
}

// Every die of the three days, in the order the rules ask for them: one d10 per draw (two in a
// bataille majeure, UD-84), confrontations in their order, then one d10 per fleeing troop at night (UD-101).
inline const std::vector<int> DemoDice{4, 8, 6, 8, 7, 2, 5, 9, 3, 5, 8, 4, 6, 7, 9, 7, 1, 10, 2, 5};

/** One entry of an orders file, played as `arbitre-cli umbra play` plays it (playTurn, umbra_map_command.cpp). */
inline void playEntry(UmbraSession &session, Dice &dice, const json &entry)
{
    if (entry.value("end_of_day", false)) {
        session.endOfDay(dice, entry.value("first_mover", std::string()));
        return;
    }
    if (session.state().phase == Phase::EndOfDay)
        session.endOfDay(dice, entry.value("first_mover", std::string()));
    REQUIRE(entry.at("day") == session.state().day);
    REQUIRE(entry.at("turn") == session.state().turn);
    const json moves = entry.value("moves", json::object());
    const json conditionals = entry.value("conditional", json::object());
    while (session.state().phase == Phase::Movement) {
        const BattleState &now = session.state();
        const std::string side =
            now.sides[static_cast<std::size_t>(now.moveOrder[static_cast<std::size_t>(now.moving)])].id;
        std::vector<UnitOrder> orders;
        for (const json &order : moves.value(side, json::array()))
            orders.push_back(unitOrderFromJson(session.map(), order));
        std::vector<ConditionalOrder> conditional;
        for (const json &item : conditionals.value(side, json::array())) {
            ConditionalOrder order;
            order.trigger = item.at("trigger").get<std::string>();
            order.action = unitOrderFromJson(session.map(), item.at("order"));
            conditional.push_back(order);
        }
        session.move(side, orders, conditional);
    }
    if (session.state().phase == Phase::Conditional)
        session.settleConditionals(entry.at("fire").get<std::vector<bool>>());
    std::vector<ConfrontationOrders> orders;
    for (const json &item : entry.value("confrontations", json::array()))
        orders.push_back(confrontationOrdersFromJson(session.ruleset(), item));
    session.resolveTurn(dice, orders);
}

/** Plays the first `count` entries of the orders file (all of them by default). */
inline void play(UmbraSession &session, Dice &dice, std::size_t count = static_cast<std::size_t>(-1))
{
    const json entries = orderEntries();
    for (std::size_t i = 0; i < entries.size() && i < count; ++i) {
        INFO("orders entry /turns/" << i);
        playEntry(session, dice, entries[i]);
    }
}

} // namespace arbitre::umbra::test
