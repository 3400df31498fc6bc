// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// What comes next on the map (mapOutlook): the contacts that will fight and the troops that will arrive.
#include "arbitre/umbra/day_loop.h"

#include "arbitre/core/module_registry.h"
#include "arbitre/umbra/scenario.h"
#include "support/umbra_fixtures.h"
#include "temp_dir.h"
#include "test_paths.h"

#include <catch2/catch.hpp>

using namespace arbitre;
using namespace arbitre::umbra;
using nlohmann::json;

namespace {

/** A 10 × 6 plain map with the place `mill` at [1, 1]. */
json plainMap()
{
    return json{{"width", 10},
                {"height", 6},
                {"orientation", "pointy"},
                {"legend", {{".", "plaine"}}},
                {"rows", {"..........", "..........", "..........", "..........", "..........", ".........."}},
                {"places", {{{"id", "mill"}, {"name", "Le Moulin"}, {"hex", {1, 1}}}}}};
}

json troop(const std::string &id, std::vector<int> hex)
{
    return json{{"id", id}, {"type", "fantassins"}, {"hex", hex}};
}

std::shared_ptr<const UmbraScenario> load(const arbitre::test::TempDir &dir, json blue, json red,
                                          json levies = json::array())
{
    const json scenario{
        {"ruleset", (arbitre::test::sourceDir() / "rulesets" / "umbra-draconis.json").string()},
        {"name", "outlook"},
        {"map", plainMap()},
        {"sides", json::array({{{"id", "blue"}, {"troops", std::move(blue)}, {"levies", std::move(levies)}},
                               {{"id", "red"}, {"troops", std::move(red)}}})}};
    const auto path = dir.write("scenario.json", scenario.dump(2));
    return std::dynamic_pointer_cast<const UmbraScenario>(umbra::test::umbraRegistry().loadScenario(path));
}

Hex at(const UmbraScenario &scenario, int col, int row)
{
    return scenario.map.grid.hexOf({col, row});
}

} // namespace

TEST_CASE("UD-A52 mapOutlook: adjacent hostile groups wait a turn, then fight at the detection that ends the movement",
          "[day-loop][outlook]")
{
    arbitre::test::TempDir dir;
    // [3, 3] and [4, 3] are neighbours; b2 at [0, 5] touches nobody.
    const auto scenario = load(dir, json::array({troop("b1", {3, 3}), troop("b2", {0, 5})}),
                               json::array({troop("r1", {4, 3}), troop("r2", {4, 3})}));
    const UmbraRuleset &rules = scenario->ruleset();
    BattleState state = scenario->initial;
    REQUIRE(state.phase == Phase::Movement);

    MapOutlook outlook = mapOutlook(rules, scenario->map, state);
    REQUIRE(outlook.contacts.size() == 1);
    const WaitingContact &first = outlook.contacts[0];
    CHECK(first.groups[0].side == 0);
    CHECK(first.groups[0].hex == at(*scenario, 3, 3));
    CHECK(first.groups[0].troops == std::vector<int>{0});
    CHECK(first.groups[1].side == 1);
    CHECK(first.groups[1].hex == at(*scenario, 4, 3));
    CHECK(first.groups[1].troops == std::vector<int>{0, 1});
    CHECK_FALSE(first.thisTurn); // never adjacent at a detection: the one that ends this movement records them

    // The detection records them (UD-A52): from the next turn's movement on, they fight at its end.
    const Detection detection = detectConfrontations(rules, scenario->map, state);
    REQUIRE(detection.waiting.size() == 1);
    outlook = mapOutlook(rules, scenario->map, state);
    REQUIRE(outlook.contacts.size() == 1);
    CHECK_FALSE(outlook.contacts[0].thisTurn); // the confrontation step: the next detection is next turn's
    state.phase = Phase::Movement;
    outlook = mapOutlook(rules, scenario->map, state);
    REQUIRE(outlook.contacts.size() == 1);
    CHECK(outlook.contacts[0].thisTurn);

    // Once they fight, they are no longer waiting.
    CHECK(detectConfrontations(rules, scenario->map, state).started == std::vector<int>{0});
    CHECK(mapOutlook(rules, scenario->map, state).contacts.empty());
}

TEST_CASE("UD-A52 mapOutlook: with confrontation.adjacency_turns 0 adjacent groups fight this turn",
          "[day-loop][outlook]")
{
    arbitre::test::TempDir dir;
    const auto scenario = load(dir, json::array({troop("b1", {3, 3})}), json::array({troop("r1", {3, 4})}));
    UmbraRuleset rules = scenario->ruleset();
    rules.parameters.adjacencyTurns = 0;
    const MapOutlook outlook = mapOutlook(rules, scenario->map, scenario->initial);
    REQUIRE(outlook.contacts.size() == 1);
    CHECK(outlook.contacts[0].thisTurn);
}

TEST_CASE("UD-18 UD-69 UD-A43 mapOutlook: a levy's troops at their lieu-dit on their day, a troop entering next turn",
          "[day-loop][outlook]")
{
    arbitre::test::TempDir dir;
    const json levy{{"place", "mill"}, {"pietailles", 4}};
    const auto scenario =
        load(dir, json::array({troop("b1", {3, 3})}), json::array({troop("r1", {9, 5})}), json::array({levy}));
    BattleState state = scenario->initial;
    // Day 1 brought one piétaille of four (UD-19): one more on day 2, two on day 3.
    const MapOutlook outlook = mapOutlook(scenario->ruleset(), scenario->map, state);
    REQUIRE(outlook.arrivals.size() == 2);
    CHECK(outlook.arrivals[0].day == 2);
    CHECK(outlook.arrivals[0].troops.size() == 1);
    CHECK(outlook.arrivals[1].day == 3);
    CHECK(outlook.arrivals[1].troops.size() == 2);
    for (const ComingArrival &arrival : outlook.arrivals) {
        CHECK(arrival.side == 0);
        CHECK(arrival.hex == at(*scenario, 1, 1));
        CHECK(arrival.place == 0);
        CHECK_FALSE(arrival.nextTurn);
    }

    Troop &b1 = state.sides[0].troops[0];
    REQUIRE(b1.id == "b1");
    b1.entering = true;
    b1.entryHex = at(*scenario, 3, 2);
    const MapOutlook entering = mapOutlook(scenario->ruleset(), scenario->map, state);
    REQUIRE(entering.arrivals.size() == 3);
    CHECK(entering.arrivals[0].nextTurn);
    CHECK(entering.arrivals[0].hex == at(*scenario, 3, 2));
    CHECK(entering.arrivals[0].troops == std::vector<int>{0});
}
