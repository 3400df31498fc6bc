// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/day_loop.h"

#include "arbitre/core/module_registry.h"
#include "arbitre/umbra/module.h"
#include "arbitre/umbra/session.h"
#include "support/umbra_fixtures.h"
#include "temp_dir.h"
#include "test_paths.h"

#include <catch2/catch.hpp>

#include <fstream>

#include <algorithm>

using namespace arbitre;
using namespace arbitre::umbra;
using nlohmann::json;

namespace {

const ModuleRegistry &registry()
{
    return umbra::test::umbraRegistry();
}

/**
 * A 10 × 6 pointy map: plain, a forest block at columns 6–7 of rows 0–2, a hill at [2, 4], the
 * place `mill` at [1, 1] and a `fortification` at [8, 4]; [4, 4] is a fortify site.
 */
json smallMap()
{
    return json{{"width", 10},
                {"height", 6},
                {"orientation", "pointy"},
                {"legend", {{".", "plaine"}, {"F", "foret"}, {"h", "colline"}}},
                {"rows", {"......FF..", "......FF..", "......FF..", "..........", "..h.......", ".........."}},
                {"places", {{{"id", "mill"}, {"name", "Le Moulin"}, {"hex", {1, 1}}}}},
                {"positions", {{{"hex", {8, 4}}, {"position", "fortification"}}}},
                {"fortify_sites", {{4, 4}}}};
}

json troop(const std::string &id, const std::string &type, std::vector<int> hex)
{
    return json{{"id", id}, {"type", type}, {"hex", hex}};
}

json scenarioWith(json sides, json map = smallMap())
{
    return json{{"ruleset", (arbitre::test::sourceDir() / "rulesets" / "umbra-draconis.json").string()},
                {"name", "test"},
                {"map", std::move(map)},
                {"sides", std::move(sides)}};
}

std::shared_ptr<const UmbraScenario> load(const arbitre::test::TempDir &dir, const json &scenario)
{
    const auto path = dir.write("scenario.json", scenario.dump(2));
    return std::dynamic_pointer_cast<const UmbraScenario>(registry().loadScenario(path));
}

/** Every problem a bad scenario reports, one formatted diagnostic per line. */
std::string errorsOf(const arbitre::test::TempDir &dir, const json &scenario)
{
    try {
        load(dir, scenario);
    } catch (const LoadError &error) {
        std::string text;
        for (const Diagnostic &d : error.diagnostics())
            text += d.format() + "\n";
        return text;
    }
    return "(loaded)";
}

const Troop &troopById(const BattleState &state, const std::string &id)
{
    for (const Side &side : state.sides)
        for (const Troop &t : side.troops)
            if (t.id == id)
                return t;
    FAIL("no troop " << id);
    throw std::logic_error("unreachable");
}

Troop &troopById(BattleState &state, const std::string &id)
{
    return const_cast<Troop &>(troopById(static_cast<const BattleState &>(state), id));
}

Hex at(const UmbraScenario &scenario, int col, int row)
{
    return scenario.map.grid.hexOf({col, row});
}

json twoSides(json blueTroops, json redTroops, json bluePersonalities = json::array(),
              json redPersonalities = json::array())
{
    return json::array(
        {{{"id", "blue"}, {"troops", std::move(blueTroops)}, {"personalities", std::move(bluePersonalities)}},
         {{"id", "red"}, {"troops", std::move(redTroops)}, {"personalities", std::move(redPersonalities)}}});
}

} // namespace

TEST_CASE("UD-66 UD-67 the strategic map of a scenario: rows through the legend, places, positions, fortify sites, "
          "hexes as [col, row]",
          "[day-loop][map]")
{
    arbitre::test::TempDir dir;
    const auto scenario =
        load(dir, scenarioWith(twoSides({troop("b1", "fantassins", {0, 0})}, {troop("r1", "fantassins", {9, 5})})));
    const UmbraMap &map = scenario->map;
    const UmbraRuleset &rules = scenario->ruleset();
    REQUIRE(map.present());
    CHECK(map.grid.width == 10);
    CHECK(map.grid.height == 6);
    CHECK(rules.terrains[static_cast<std::size_t>(map.terrainAt(at(*scenario, 6, 0)))].id == "foret");
    CHECK(rules.terrains[static_cast<std::size_t>(map.terrainAt(at(*scenario, 2, 4)))].id == "colline");
    CHECK(rules.terrains[static_cast<std::size_t>(map.terrainAt(at(*scenario, 5, 5)))].id == "plaine");
    REQUIRE(map.places.size() == 1);
    CHECK(map.places[0].hex == at(*scenario, 1, 1));
    CHECK(map.fortifySite(at(*scenario, 4, 4)));
    CHECK_FALSE(map.fortifySite(at(*scenario, 4, 3)));
    REQUIRE(scenario->initial.positions.size() == 1);
    CHECK(positionAt(scenario->initial, at(*scenario, 8, 4)) == *rules.findPosition("fortification"));
    const Troop &b1 = troopById(scenario->initial, "b1");
    CHECK(b1.onMap);
    CHECK(map.grid.cellOf(b1.hex) == OffsetCoord{0, 0});
    CHECK(scenario->initial.phase == Phase::Movement);
    CHECK(scenario->initial.confrontations.empty()); // on a map, contact makes confrontations (UD-82)
}

TEST_CASE("UD-67 a map scenario written and read back gives the same map and state", "[day-loop][map]")
{
    arbitre::test::TempDir dir;
    json levy{{"place", "mill"},
              {"pietailles", 3},
              {"pietaille_name", "Gens du moulin"},
              {"units", {{{"id", "m-inf"}, {"type", "fantassins"}, {"name", "Sergents du moulin"}}}}};
    json sides = twoSides({troop("b1", "cavalerie", {0, 0})}, {troop("r1", "archers", {9, 5})});
    sides[0]["levies"] = json::array({levy});
    const auto scenario = load(dir, scenarioWith(sides));
    const UmbraSession session(scenario);
    const json saved = session.toJson(dir / "again.json");
    const auto path = dir.write("again.json", saved.dump(2));
    const auto again = std::dynamic_pointer_cast<const UmbraScenario>(registry().loadScenario(path));
    CHECK(again->map == scenario->map);
    CHECK(again->initial == scenario->initial);
    CHECK(UmbraSession(again).toJson(dir / "again.json") == saved);
}

TEST_CASE("UD-67 map errors name the file, line:col, pointer and what was expected", "[day-loop][map][errors]")
{
    arbitre::test::TempDir dir;
    const json sides = twoSides({troop("b1", "fantassins", {0, 0})}, {troop("r1", "fantassins", {9, 5})});

    json narrow = smallMap();
    narrow["rows"][1] = ".....";
    CHECK_THAT(errorsOf(dir, scenarioWith(sides, narrow)),
               Catch::Contains("/map/rows/1: row 1 has 5 cells, expected 10 (the map's width)"));

    json unknown = smallMap();
    unknown["rows"][2] = "...x......";
    CHECK_THAT(errorsOf(dir, scenarioWith(sides, unknown)),
               Catch::Contains("/map/rows/2: column 3: symbol 'x' is not in the 'legend'"));

    json badTerrain = smallMap();
    badTerrain["legend"]["F"] = "foret_dense";
    CHECK_THAT(errorsOf(dir, scenarioWith(sides, badTerrain)), Catch::Contains("/map/legend/F: unknown id"));

    const json offMap = twoSides({troop("b1", "fantassins", {10, 0})}, {troop("r1", "fantassins", {9, 5})});
    CHECK_THAT(errorsOf(dir, scenarioWith(offMap)),
               Catch::Contains("/sides/0/troops/0/hex: hex [10, 0] is off the 10 × 6 map"));

    json withTerrain = sides;
    withTerrain[0]["troops"][0]["terrain"] = "foret";
    CHECK_THAT(errorsOf(dir, scenarioWith(withTerrain)),
               Catch::Contains("/sides/0/troops/0/terrain: on a map the hex gives 'terrain'"));

    json noMap = scenarioWith(sides);
    noMap.erase("map");
    CHECK_THAT(errorsOf(dir, noMap), Catch::Contains("/sides/0/troops/0/hex: 'hex' needs a 'map' in the scenario"));

    json badPlace = sides;
    badPlace[0]["levies"] = json::array({{{"place", "forge"}, {"pietailles", 2}}});
    CHECK_THAT(errorsOf(dir, scenarioWith(badPlace)),
               Catch::Contains("/sides/0/levies/0/place: unknown place 'forge'; expected one of mill"));

    // Every diagnostic carries a line and column in the file.
    CHECK_THAT(errorsOf(dir, scenarioWith(sides, narrow)), Catch::Matches(".*scenario\\.json:[0-9]+:[0-9]+: .*\n"));
}

TEST_CASE("UD-18 UD-69 a levy arrives at its place over three days, cumulative ceiling (UD-19, UD-A7)",
          "[day-loop][levy]")
{
    arbitre::test::TempDir dir;
    json units = json::array();
    for (int i = 1; i <= 4; ++i)
        units.push_back({{"id", "u" + std::to_string(i)}, {"type", "fantassins"}});
    json sides = twoSides({troop("b1", "fantassins", {0, 0})}, {troop("r1", "fantassins", {9, 5})});
    sides[0]["levies"] = json::array({{{"place", "mill"}, {"pietailles", 4}, {"units", units}}});
    const auto scenario = load(dir, scenarioWith(sides));
    BattleState state = scenario->initial;
    const Hex mill = at(*scenario, 1, 1);

    const auto arrived = [&] {
        std::vector<std::string> ids;
        for (const Troop &t : state.sides[0].troops)
            if (t.levy >= 0 && t.present() && t.onMap && t.hex == mill)
                ids.push_back(t.id);
        std::sort(ids.begin(), ids.end());
        return ids;
    };
    // Day 1: piétailles 25 % of 4 = 1; unités 75 % of 4 = 3.
    CHECK(arrived() == std::vector<std::string>{"mill-p1", "u1", "u2", "u3"});
    CHECK(troopById(state, "mill-p2").status == TroopStatus::ALever);
    CHECK(troopById(state, "mill-p2").arrivalDay == 2);
    // Day 2: piétailles 50 % → 2 (one more); unités 100 % → 4 (one more).
    state.day = 2;
    const DayStart day2 = beginMapDay(scenario->ruleset(), scenario->map, state, "");
    CHECK(day2.arrivals.size() == 2);
    CHECK(arrived() == std::vector<std::string>{"mill-p1", "mill-p2", "u1", "u2", "u3", "u4"});
    // Day 3: piétailles 100 % → 4 (two more).
    state.day = 3;
    beginMapDay(scenario->ruleset(), scenario->map, state, "");
    CHECK(arrived().size() == 8);
}

TEST_CASE("UD-70 a lieu-dit that suffered a confrontation raises at most one piétaille in all (UD-A10)",
          "[day-loop][levy]")
{
    arbitre::test::TempDir dir;
    json sides = twoSides({troop("b1", "fantassins", {0, 0})}, {troop("r1", "fantassins", {9, 5})});
    sides[0]["levies"] =
        json::array({{{"place", "mill"}, {"pietailles", 4}, {"units", {{{"id", "u1"}, {"type", "fantassins"}}}}}});
    const auto scenario = load(dir, scenarioWith(sides));
    BattleState state = scenario->initial;
    CHECK(troopById(state, "mill-p1").present()); // day 1: the first piétaille is raised
    state.contestedPlaces[0] = 1;                 // a confrontation took place at the mill
    state.day = 2;
    const DayStart day2 = beginMapDay(scenario->ruleset(), scenario->map, state, "");
    REQUIRE(day2.lost.size() == 1);
    CHECK(troopById(state, "mill-p2").status == TroopStatus::NonLevee);
    state.day = 3;
    beginMapDay(scenario->ruleset(), scenario->map, state, "");
    CHECK(troopById(state, "mill-p3").status == TroopStatus::NonLevee);
    CHECK(troopById(state, "mill-p4").status == TroopStatus::NonLevee);
    CHECK(troopById(state, "u1").present()); // unités are not limited (UD-70 speaks of piétaille)
}

TEST_CASE("UD-71 the lower army VS moves first, UD-43 on equal VS the greater Force moves second, UD-A22 the GM",
          "[day-loop][vs]")
{
    arbitre::test::TempDir dir;
    const json lord = {{"id", "lord"}, {"rank", "figure"}, {"vs", 3}, {"hex", {0, 0}}};
    const json rival = {{"id", "rival"}, {"rank", "figure"}, {"vs", 2}, {"hex", {9, 5}}};
    {
        const auto scenario = load(dir, scenarioWith(twoSides({troop("b1", "fantassins", {0, 0})},
                                                              {troop("r1", "fantassins", {9, 5})}, {lord}, {rival})));
        CHECK(scenario->initial.moveOrder == std::vector<int>{1, 0}); // red VS 2 moves before blue VS 3
        const DayMoveOrder order = dayMoveOrder(scenario->ruleset(), scenario->initial, "");
        CHECK(order.rule == "UD-71");
    }
    {
        json equal = rival;
        equal["vs"] = 3;
        const auto scenario = load(dir, scenarioWith(twoSides({troop("b1", "fantassins", {0, 0})},
                                                              {troop("r1", "cavalerie", {9, 5})}, {lord}, {equal})));
        // Equal VS: red's cavalry makes it the stronger army, the more strategic: it moves second.
        CHECK(scenario->initial.moveOrder == std::vector<int>{0, 1});
        CHECK(dayMoveOrder(scenario->ruleset(), scenario->initial, "").rule == "UD-43");
    }
    {
        json equal = rival;
        equal["vs"] = 3;
        json doc = scenarioWith(
            twoSides({troop("b1", "fantassins", {0, 0})}, {troop("r1", "fantassins", {9, 5})}, {lord}, {equal}));
        CHECK(load(dir, doc)->initial.moveOrder == std::vector<int>{0, 1}); // no GM choice: scenario order
        doc["first_mover"] = "red";
        const auto scenario = load(dir, doc);
        CHECK(scenario->initial.moveOrder == std::vector<int>{1, 0});
        const DayMoveOrder order = dayMoveOrder(scenario->ruleset(), scenario->initial, "red");
        CHECK(order.rule == "UD-A22");
        CHECK_THAT(order.reason, Catch::Contains("the GM has red move first"));
    }
}

TEST_CASE("UD-82 hostile troops in the same hex fight at once", "[day-loop][detection]")
{
    arbitre::test::TempDir dir;
    const auto scenario =
        load(dir, scenarioWith(twoSides({troop("b1", "fantassins", {3, 3}), troop("b2", "archers", {3, 3})},
                                        {troop("r1", "fantassins", {3, 3}), troop("r2", "fantassins", {8, 0})})));
    BattleState state = scenario->initial;
    const Detection found = detectConfrontations(scenario->ruleset(), scenario->map, state);
    REQUIRE(found.started == std::vector<int>{0});
    const Confrontation &c = state.confrontations[0];
    CHECK(c.sides == std::array<int, 2>{0, 1});
    CHECK(c.troops[0] == std::vector<int>{0, 1});
    CHECK(c.troops[1] == std::vector<int>{0}); // r2, far away, is not engaged
    CHECK(c.hexes == std::vector<Hex>{at(*scenario, 3, 3)});
    CHECK(troopById(state, "b1").engaged);
    CHECK_FALSE(troopById(state, "r2").engaged);
    CHECK(state.phase == Phase::Confrontation);
}

TEST_CASE("UD-A52 adjacent hostile groups fight only after a whole turn adjacent", "[day-loop][detection]")
{
    arbitre::test::TempDir dir;
    // [3, 3] and [4, 3] are neighbours on the same row.
    const auto scenario =
        load(dir, scenarioWith(twoSides({troop("b1", "fantassins", {3, 3})}, {troop("r1", "fantassins", {4, 3})})));
    BattleState state = scenario->initial;
    const Detection first = detectConfrontations(scenario->ruleset(), scenario->map, state);
    CHECK(first.started.empty());
    CHECK(first.waiting.size() == 1);
    CHECK(state.confrontations.empty());
    const Detection second = detectConfrontations(scenario->ruleset(), scenario->map, state);
    CHECK(second.started == std::vector<int>{0});
    CHECK(state.confrontations[0].hexes.size() == 2);
}

TEST_CASE("UD-A52 adjacency fights at once with confrontation.adjacency_turns 0", "[day-loop][detection]")
{
    arbitre::test::TempDir dir;
    const auto scenario =
        load(dir, scenarioWith(twoSides({troop("b1", "fantassins", {3, 3})}, {troop("r1", "fantassins", {4, 3})})));
    UmbraRuleset rules = scenario->ruleset();
    rules.parameters.adjacencyTurns = 0;
    BattleState state = scenario->initial;
    CHECK(detectConfrontations(rules, scenario->map, state).started == std::vector<int>{0});
}

TEST_CASE("UD-A52 connected contacts form one confrontation, the GM may split it and the split stays",
          "[day-loop][detection][regroup]")
{
    arbitre::test::TempDir dir;
    // Blue and Red meet in [2, 2] and in [5, 2], three hexes apart: two contacts, two confrontations.
    const auto scenario =
        load(dir, scenarioWith(twoSides({troop("b1", "fantassins", {2, 2}), troop("b2", "fantassins", {5, 2})},
                                        {troop("r1", "fantassins", {2, 2}), troop("r2", "fantassins", {5, 2})})));
    BattleState state = scenario->initial;
    const Detection found = detectConfrontations(scenario->ruleset(), scenario->map, state);
    CHECK(found.started.size() == 2); // two separate same-hex contacts

    // The GM merges them, and the merge holds at the next detection.
    mergeConfrontations(state, 0, 1);
    CHECK(state.confrontations[0].troops[0] == std::vector<int>{0, 1});
    CHECK(state.confrontations[1].ended);
    detectConfrontations(scenario->ruleset(), scenario->map, state);
    CHECK(state.confrontations[0].troops[0] == std::vector<int>{0, 1});
    CHECK_FALSE(state.confrontations[0].ended);

    // The GM splits [5, 2] off again; detection keeps the two apart.
    const int created = splitConfrontation(scenario->map, state, 0, {at(*scenario, 5, 2)});
    CHECK(state.confrontations[0].troops[0] == std::vector<int>{0});
    CHECK(state.confrontations[static_cast<std::size_t>(created)].troops[1] == std::vector<int>{1});
    const Detection again = detectConfrontations(scenario->ruleset(), scenario->map, state);
    CHECK(again.started.empty());
    CHECK(again.continued.size() == 2);

    // A split that leaves one part without a side is refused.
    CHECK_THROWS_AS(splitConfrontation(scenario->map, state, 0, {at(*scenario, 9, 9)}), RegroupError);
}

TEST_CASE("UD-82 a confrontation whose contact is broken ends, and loses its strategic advantage (UD-A62)",
          "[day-loop][detection]")
{
    arbitre::test::TempDir dir;
    const auto scenario =
        load(dir, scenarioWith(twoSides({troop("b1", "fantassins", {3, 3})}, {troop("r1", "fantassins", {3, 3})})));
    BattleState state = scenario->initial;
    detectConfrontations(scenario->ruleset(), scenario->map, state);
    state.confrontations[0].pendingAdvantage[1][1] = 4;
    troopById(state, "r1").hex = at(*scenario, 7, 5);
    const Detection found = detectConfrontations(scenario->ruleset(), scenario->map, state);
    CHECK(found.ended == std::vector<int>{0});
    CHECK(state.confrontations[0].ended);
    CHECK_FALSE(troopById(state, "b1").engaged);
}

TEST_CASE("UD-A50 the occupant that did not move defends its hex's position, UD-A20 each fights on its own terrain",
          "[day-loop][detection][positions]")
{
    arbitre::test::TempDir dir;
    const auto scenario =
        load(dir, scenarioWith(twoSides({troop("b1", "fantassins", {8, 4})},
                                        {troop("r1", "fantassins", {8, 4}), troop("r2", "fantassins", {6, 2})})));
    const UmbraRuleset &rules = scenario->ruleset();
    BattleState state = scenario->initial;
    troopById(state, "r1").order = TroopOrder::Deplacement; // Red entered the fortification this turn
    detectConfrontations(rules, scenario->map, state);
    CHECK(troopById(state, "b1").position == *rules.findPosition("fortification"));
    CHECK(troopById(state, "r1").position == -1);
    CHECK(troopById(state, "r2").terrain == *rules.findTerrain("foret"));
    CHECK(troopById(state, "b1").terrain == *rules.findTerrain("plaine"));
}

TEST_CASE("UD-A20 adjectives.terrain_reference: own hex, or the hex held against the attack", "[day-loop][detection]")
{
    arbitre::test::TempDir dir;
    for (const char *reference : {"own_hex", "confrontation_hex"}) {
        json ruleset = json::parse(std::ifstream(arbitre::test::sourceDir() / "rulesets" / "umbra-draconis.json"));
        ruleset["parameters"]["adjectives"]["terrain_reference"] = reference;
        ruleset["parameters"]["confrontation"]["adjacency_turns"] = 0; // across a hex side, at once
        json file = scenarioWith(twoSides({troop("b1", "fantassins", {5, 2})}, {troop("r1", "fantassins", {6, 2})}));
        file["ruleset"] = dir.write(std::string(reference) + ".json", ruleset.dump(2)).string();
        const auto scenario = load(dir, file);
        const UmbraRuleset &rules = scenario->ruleset();
        BattleState state = scenario->initial;
        troopById(state, "r1").order = TroopOrder::Deplacement; // Red came out of the wood at Blue
        detectConfrontations(rules, scenario->map, state);
        REQUIRE(state.confrontations.size() == 1);
        const int plaine = *rules.findTerrain("plaine");
        const int foret = *rules.findTerrain("foret");
        CHECK(troopById(state, "b1").terrain == plaine);
        if (std::string(reference) == "own_hex") {
            CHECK(troopById(state, "r1").terrain == foret);
        } else {
            CHECK(state.confrontations[0].terrain == plaine); // Blue held its hex: the fight is for it
            CHECK(troopById(state, "r1").terrain == plaine);
        }
    }
}

TEST_CASE("UD-80 a position is raised after 4 consecutive turns of building, UD-47 Castramétisation: 2 on a site",
          "[day-loop][fortify]")
{
    arbitre::test::TempDir dir;
    const json builder = {
        {"id", "engineer"}, {"rank", "figure"}, {"vs", 1}, {"hex", {4, 4}}, {"skills", {{{"id", "castrametisation"}}}}};
    for (const bool castrametisation : {false, true}) {
        const auto scenario =
            load(dir, scenarioWith(twoSides({troop("b1", "fantassins", {4, 4}), troop("b2", "pietaille", {4, 4})},
                                            {troop("r1", "fantassins", {9, 5})},
                                            castrametisation ? json::array({builder}) : json::array())));
        const UmbraRuleset &rules = scenario->ruleset();
        BattleState state = scenario->initial;
        const int needed = castrametisation ? 2 : 4;
        for (int turn = 1; turn <= needed; ++turn) {
            CHECK(positionAt(state, at(*scenario, 4, 4)) == -1);
            troopById(state, "b1").order = TroopOrder::LeverPositionDefensive;
            troopById(state, "b2").order = TroopOrder::LeverPositionDefensive;
            state.turn = turn + 1;
            const TurnEnd end = endMapTurn(rules, scenario->map, state);
            CHECK(end.built.size() == (turn == needed ? 1u : 0u));
        }
        CHECK(positionAt(state, at(*scenario, 4, 4)) == *rules.findPosition("position_defensive"));
    }
}

TEST_CASE("UD-A51 building turns must be consecutive", "[day-loop][fortify]")
{
    arbitre::test::TempDir dir;
    const auto scenario =
        load(dir, scenarioWith(twoSides({troop("b1", "fantassins", {4, 4}), troop("b2", "fantassins", {4, 4})},
                                        {troop("r1", "fantassins", {9, 5})})));
    BattleState state = scenario->initial;
    for (int turn = 1; turn <= 4; ++turn) {
        if (turn != 3) {
            troopById(state, "b1").order = TroopOrder::LeverPositionDefensive;
            troopById(state, "b2").order = TroopOrder::LeverPositionDefensive;
        }
        endMapTurn(scenario->ruleset(), scenario->map, state);
    }
    CHECK(positionAt(state, at(*scenario, 4, 4)) == -1); // interrupted at turn 3: only 1 turn since
    CHECK(troopById(state, "b1").fortifyTurns == 1);
}

TEST_CASE("UD-A51 with fortify.consecutive false the turns add up on the same hex", "[day-loop][fortify]")
{
    arbitre::test::TempDir dir;
    json ruleset = json::parse(std::ifstream(arbitre::test::sourceDir() / "rulesets" / "umbra-draconis.json"));
    ruleset["parameters"]["fortify"]["consecutive"] = false;
    ruleset["$schema"] = (arbitre::test::sourceDir() / "rulesets" / "schema" / "umbra-draconis.schema.json").string();
    json file = scenarioWith(twoSides({troop("b1", "fantassins", {4, 4}), troop("b2", "fantassins", {4, 4})},
                                      {troop("r1", "fantassins", {9, 5})}));
    file["ruleset"] = dir.write("lenient.json", ruleset.dump(2)).string();
    const auto scenario = load(dir, file);
    BattleState state = scenario->initial;
    for (int turn = 1; turn <= 5; ++turn) {
        if (turn != 3) {
            troopById(state, "b1").order = TroopOrder::LeverPositionDefensive;
            troopById(state, "b2").order = TroopOrder::LeverPositionDefensive;
        }
        const TurnEnd end = endMapTurn(scenario->ruleset(), scenario->map, state);
        CHECK(end.built.size() == (turn == 5 ? 1u : 0u)); // 4 turns of work: 1, 2, 4 and 5
        if (turn == 3)
            CHECK(troopById(state, "b1").fortifyTurns == 2); // kept while it waits
    }
    CHECK(positionAt(state, at(*scenario, 4, 4)) == *scenario->ruleset().findPosition("position_defensive"));

    // Work on another hex starts from nothing: it belongs to the hex.
    BattleState moved = scenario->initial;
    troopById(moved, "b1").order = TroopOrder::LeverPositionDefensive;
    endMapTurn(scenario->ruleset(), scenario->map, moved);
    troopById(moved, "b1").hex = at(*scenario, 5, 4);
    troopById(moved, "b1").order = TroopOrder::LeverPositionDefensive;
    endMapTurn(scenario->ruleset(), scenario->map, moved);
    CHECK(troopById(moved, "b1").fortifyTurns == 1);
}

TEST_CASE("UD-68 the day loop in a session: movement steps in VS order, detection, resolution, end of day",
          "[day-loop][session]")
{
    arbitre::test::TempDir dir;
    const json lord = {{"id", "lord"}, {"rank", "figure"}, {"vs", 3}, {"hex", {2, 2}}};
    const auto scenario = load(
        dir, scenarioWith(twoSides({troop("b1", "fantassins", {2, 2})}, {troop("r1", "fantassins", {2, 2})}, {lord})));
    UmbraSession session(scenario);
    CHECK(session.state().moveOrder == std::vector<int>{1, 0}); // red (VS 0) moves first

    // Blue may not move out of turn (UD-71), and the turn cannot be resolved before movement (UD-68).
    CHECK_THROWS_WITH(session.move("blue", {}), Catch::Contains("red moves now (UD-71"));
    ListDice dice({6, 6, 6, 6, 6, 6, 6, 6, 6, 6}, DieSource::Scripted);
    CHECK_THROWS_WITH(session.resolveTurn(dice), Catch::Contains("the movement step comes first"));

    session.move("red", {});
    CHECK(session.state().phase == Phase::Movement);
    session.move("blue", {});
    CHECK(session.state().phase == Phase::Confrontation);
    REQUIRE(session.state().confrontations.size() == 1);
    const Event &movement = session.log().events().back();
    CHECK(movement.kind == "umbra.movement");
    CHECK(movement.result["detection"]["started"] == json::array({1}));

    session.resolveTurn(dice);
    CHECK(session.state().turn == 2);
    CHECK(session.state().phase == Phase::Movement);

    // Undo walks back one step at a time.
    session.undo();
    CHECK(session.state().phase == Phase::Confrontation);
    session.undo();
    CHECK(session.state().phase == Phase::Movement);
    CHECK(session.state().moving == 1);

    // Save and reload: the log replays to the same state.
    const auto path = dir / "saved.json";
    std::ofstream(path) << session.toJson(path).dump(2);
    const UmbraSession reloaded(std::dynamic_pointer_cast<const UmbraScenario>(registry().loadScenario(path)));
    CHECK(reloaded.state() == session.state());
}

TEST_CASE("UD-68 a map day has four turns, then the end of the day starts the next with its levy and move order",
          "[day-loop][session]")
{
    arbitre::test::TempDir dir;
    json sides = twoSides({troop("b1", "fantassins", {0, 0})}, {troop("r1", "fantassins", {9, 5})});
    sides[1]["levies"] = json::array({{{"place", "mill"}, {"pietailles", 4}}});
    UmbraSession session(load(dir, scenarioWith(sides)));
    ListDice dice({}, DieSource::Scripted);
    for (int turn = 1; turn <= 4; ++turn) {
        session.move("blue", {});
        session.move("red", {});
        session.resolveTurn(dice); // no contact: the turn passes without a draw
    }
    CHECK(session.state().phase == Phase::EndOfDay);
    CHECK_THROWS_WITH(session.move("blue", {}), Catch::Contains("not a movement step"));
    session.endOfDay(dice);
    CHECK(session.state().day == 2);
    CHECK(session.state().phase == Phase::Movement);
    const json &start = session.log().events().back().result["day_start"];
    CHECK(start["arrivals"] == json::array({{{"troop", "mill-p2"}, {"place", "mill"}}}));
    CHECK(start["move_order"] == json::array({"blue", "red"}));
}
