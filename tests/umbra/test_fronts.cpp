// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Contact clusters touching three or more sides: one two-sided front per pair in contact (UD-82, UD-A52).
#include "arbitre/umbra/day_loop.h"

#include "arbitre/umbra/battle_log.h"
#include "arbitre/umbra/session.h"
#include "support/umbra_builders.h"
#include "support/umbra_fixtures.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <fstream>

using namespace arbitre;
using namespace arbitre::umbra;
using namespace arbitre::umbra::test;
using nlohmann::json;

namespace {

/** The shipped ruleset, adjacency fighting at once (UD-A52 switch), with `multiSide`. */
UmbraRuleset rulesWith(UmbraParameters::MultiSide multiSide)
{
    UmbraRuleset rules = shippedRuleset();
    rules.parameters.adjacencyTurns = 0;
    rules.parameters.multiSide = multiSide;
    return rules;
}

/** Sides A, B, C on a 8 × 5 plain; `at` lists, per side, the column on row 2 of each troop (foot). */
struct ThreeSides
{
    UmbraRuleset rules = rulesWith(UmbraParameters::MultiSide::Divide);
    UmbraMap map = makeMap(shippedRuleset(), 8, 5);
    BattleState state;

    explicit ThreeSides(const std::vector<std::vector<int>> &columns,
                        UmbraParameters::MultiSide multiSide = UmbraParameters::MultiSide::Divide)
        : rules(rulesWith(multiSide))
    {
        const char *ids[] = {"a", "b", "c"};
        const char *types[] = {"fantassins", "cavalerie", "archers"}; // distinct totals: no equal-force tie
        for (std::size_t s = 0; s < columns.size(); ++s) {
            std::vector<Troop> troops;
            for (std::size_t t = 0; t < columns[s].size(); ++t)
                troops.push_back(
                    placed(makeTroop(rules, ids[s] + std::to_string(t + 1), types[s]), hexAt(map, columns[s][t], 2)));
            state.sides.push_back(makeSide(ids[s], std::move(troops)));
        }
    }

    Detection detect() { return detectConfrontations(rules, map, state); }

    /** The running confrontation of sides (x, y), which must be unique. */
    const Confrontation &front(int x, int y) const
    {
        const Confrontation *found = nullptr;
        for (const Confrontation &c : state.confrontations)
            if (!c.ended && c.sides == std::array<int, 2>{x, y}) {
                REQUIRE(found == nullptr);
                found = &c;
            }
        REQUIRE(found != nullptr);
        return *found;
    }

    bool engaged(int side, int troop) const
    {
        return state.sides[std::size_t(side)].troops[std::size_t(troop)].engaged;
    }
};

json troopAt(const std::string &id, const char *type, int col)
{
    return json{{"id", id}, {"type", type}, {"hex", {col, 2}}};
}

/** A scenario of `sides` on a 9 × 5 plain, adjacency fighting at once (UD-A52). */
std::shared_ptr<const UmbraScenario> sessionScenario(const arbitre::test::TempDir &dir, const json &sides)
{
    json ruleset = json::parse(std::ifstream(shippedRulesetPath()));
    ruleset["parameters"]["confrontation"]["adjacency_turns"] = 0;
    const json scenario{{"ruleset", dir.write("ruleset.json", ruleset.dump(2)).string()},
                        {"name", "three sides"},
                        {"map",
                         {{"width", 9},
                          {"height", 5},
                          {"orientation", "pointy"},
                          {"rows", json::array({".........", ".........", ".........", ".........", "........."})},
                          {"legend", {{".", "plaine"}}}}},
                        {"sides", sides}};
    return std::dynamic_pointer_cast<const UmbraScenario>(
        umbraRegistry().loadScenario(dir.write("scenario.json", scenario.dump(2))));
}

/** Every side's movement step, without orders: the detection follows the last. */
void moveEverySide(UmbraSession &session)
{
    for (const int side : std::vector<int>(session.state().moveOrder))
        session.move(session.state().sides[std::size_t(side)].id, {});
}

} // namespace

TEST_CASE("UD-82 UD-A52 a chain of three sides (A touches B, B touches C) makes two fronts, nobody left out",
          "[day-loop][detection][fronts]")
{
    // A at [2, 2], B at [3, 2], C at [4, 2]: A and C do not touch.
    ThreeSides battle({{2}, {3, 3}, {4}});
    const Detection found = battle.detect();
    CHECK(found.started == std::vector<int>{0, 1});
    CHECK(found.unopposed.empty());
    const Confrontation &ab = battle.front(0, 1);
    const Confrontation &bc = battle.front(1, 2);
    CHECK(ab.troops == std::array<std::vector<int>, 2>{{{0}, {0}}}); // B's group divides: b1 against A
    CHECK(bc.troops == std::array<std::vector<int>, 2>{{{1}, {0}}}); // and b2 against C
    CHECK(ab.hexes == std::vector<Hex>{hexAt(battle.map, 2, 2), hexAt(battle.map, 3, 2)});
    for (int side = 0; side < 3; ++side)
        CHECK(battle.engaged(side, 0));
    CHECK(battle.engaged(1, 1));

    SECTION("the next detection keeps every troop on its front")
    {
        const std::vector<Confrontation> before = battle.state.confrontations;
        const Detection again = battle.detect();
        CHECK(again.started.empty());
        CHECK(again.continued == std::vector<int>{0, 1});
        CHECK(battle.state.confrontations == before);
    }
}

TEST_CASE("UD-A52 a lone troop between two enemies fights one front, the enemy left alone is listed unopposed",
          "[day-loop][detection][fronts]")
{
    ThreeSides battle({{2}, {3}, {4}});
    const Detection found = battle.detect();
    REQUIRE(battle.state.confrontations.size() == 1);
    CHECK(battle.front(0, 1).troops == std::array<std::vector<int>, 2>{{{0}, {0}}}); // a tie: the first side
    REQUIRE(found.unopposed.size() == 1);
    CHECK(found.unopposed[0].side == 2);
    CHECK(found.unopposed[0].hex == hexAt(battle.map, 4, 2));
    CHECK(found.unopposed[0].troops == std::vector<int>{0});
    CHECK_FALSE(battle.engaged(2, 0));
}

TEST_CASE("UD-82 a troop fights only on a front where its group touches an enemy, never from afar",
          "[day-loop][detection][fronts]")
{
    // A - B - C - B - A along row 2, one troop each: b1 takes A, b2 takes C, so a2 has nobody.
    ThreeSides battle({{1, 5}, {2, 4}, {3}});
    const Detection found = battle.detect();
    CHECK(battle.front(0, 1).troops == std::array<std::vector<int>, 2>{{{0}, {0}}});
    CHECK(battle.front(1, 2).troops == std::array<std::vector<int>, 2>{{{1}, {0}}});
    REQUIRE(found.unopposed.size() == 1);
    CHECK(found.unopposed[0].hex == hexAt(battle.map, 5, 2));
    CHECK(found.unopposed[0].troops == std::vector<int>{1});
}

TEST_CASE("UD-82 UD-A52 a triangle: three sides in one hex make three fronts", "[day-loop][detection][fronts]")
{
    ThreeSides battle({{3, 3}, {3, 3}, {3, 3}});
    const Detection found = battle.detect();
    CHECK(found.started == std::vector<int>{0, 1, 2});
    CHECK(found.unopposed.empty());
    CHECK(battle.front(0, 1).troops == std::array<std::vector<int>, 2>{{{0}, {0}}});
    CHECK(battle.front(0, 2).troops == std::array<std::vector<int>, 2>{{{1}, {0}}});
    CHECK(battle.front(1, 2).troops == std::array<std::vector<int>, 2>{{{1}, {1}}});
    CHECK(battle.front(0, 2).hexes == std::vector<Hex>{hexAt(battle.map, 3, 2)});
}

TEST_CASE("UD-A52 a group touching two enemies goes to the front where its side has the fewest troops",
          "[day-loop][detection][fronts]")
{
    // b2 shares A's hex [2, 2] (one enemy: A); b1 at [3, 2] touches A and C at [4, 2].
    ThreeSides battle({{2}, {3, 2}, {4}});
    const Detection found = battle.detect();
    CHECK(found.unopposed.empty());
    CHECK(battle.front(0, 1).troops == std::array<std::vector<int>, 2>{{{0}, {1}}}); // b2 already holds A
    CHECK(battle.front(1, 2).troops == std::array<std::vector<int>, 2>{{{0}, {0}}}); // so b1 faces C
}

TEST_CASE("UD-A52 confrontation.multi_side whole_group: the group fights whole on one front", "[day-loop][fronts]")
{
    SECTION("detection")
    {
        ThreeSides battle({{2}, {3, 3}, {4}}, UmbraParameters::MultiSide::WholeGroup);
        const Detection found = battle.detect();
        REQUIRE(battle.state.confrontations.size() == 1);
        CHECK(battle.front(0, 1).troops == std::array<std::vector<int>, 2>{{{0}, {0, 1}}});
        REQUIRE(found.unopposed.size() == 1);
        CHECK(found.unopposed[0].side == 2);
    }
    SECTION("the ruleset switch, and a bad value")
    {
        arbitre::test::TempDir dir;
        json ruleset = json::parse(std::ifstream(shippedRulesetPath()));
        CHECK(ruleset["parameters"]["confrontation"]["multi_side"] == "divide");
        CHECK(shippedRuleset().parameters.multiSide == UmbraParameters::MultiSide::Divide);
        ruleset["parameters"]["confrontation"]["multi_side"] = "whole_group";
        const auto load = [&](const json &file) {
            const JsonDocument document = JsonDocument::fromFile(dir.write("ruleset.json", file.dump(2)));
            return readRuleset(document, umbraRegistry().readHeader(document));
        };
        CHECK(load(ruleset)->parameters.multiSide == UmbraParameters::MultiSide::WholeGroup);
        ruleset["parameters"]["confrontation"].erase("multi_side"); // optional: older rulesets keep divide
        CHECK(load(ruleset)->parameters.multiSide == UmbraParameters::MultiSide::Divide);
        ruleset["parameters"]["confrontation"]["multi_side"] = "everyone";
        std::string errors;
        try {
            load(ruleset);
        } catch (const LoadError &error) {
            for (const Diagnostic &d : error.diagnostics())
                errors += d.format() + "\n";
        }
        CHECK_THAT(errors, Catch::Contains("/parameters/confrontation/multi_side") && Catch::Contains("whole_group"));
    }
}

TEST_CASE("UD-A52 UD-M4 the GM regroups three-side fronts: a split stays, merging needs the same two sides",
          "[day-loop][detection][fronts][regroup]")
{
    // A - B - C - B - A along row 2: B's two groups each divide between A and C.
    ThreeSides battle({{1, 5}, {2, 2, 4, 4}, {3, 3}});
    battle.detect();
    REQUIRE(battle.state.confrontations.size() == 2);
    CHECK(battle.front(0, 1).troops == std::array<std::vector<int>, 2>{{{0, 1}, {0, 2}}});
    CHECK(battle.front(1, 2).troops == std::array<std::vector<int>, 2>{{{1, 3}, {0, 1}}});

    const std::vector<Confrontation> before = battle.state.confrontations;
    CHECK_THROWS_AS(mergeConfrontations(battle.state, 0, 1), RegroupError); // A–B and B–C
    CHECK(battle.state.confrontations == before);                           // refused whole
    const int east =
        splitConfrontation(battle.map, battle.state, 0, {hexAt(battle.map, 4, 2), hexAt(battle.map, 5, 2)});
    CHECK(battle.state.confrontations[0].troops == std::array<std::vector<int>, 2>{{{0}, {0}}});
    CHECK(battle.state.confrontations[std::size_t(east)].troops == std::array<std::vector<int>, 2>{{{1}, {2}}});

    const Detection again = battle.detect();
    CHECK(again.started.empty());
    CHECK(again.continued == std::vector<int>{0, 1, 2});
    CHECK(battle.state.confrontations[std::size_t(east)].troops == std::array<std::vector<int>, 2>{{{1}, {2}}});

    mergeConfrontations(battle.state, 0, east);
    CHECK(battle.state.confrontations[0].troops == std::array<std::vector<int>, 2>{{{0, 1}, {0, 2}}});
}

TEST_CASE("UD-A52 UD-M6 a three-side battle in a session: fronts, unopposed, regroup, resolution and replay",
          "[day-loop][fronts][session]")
{
    arbitre::test::TempDir dir;
    json sides = json::array();
    sides.push_back({{"id", "a"}, {"troops", {troopAt("a1", "fantassins", 1), troopAt("a2", "fantassins", 5)}}});
    sides.push_back({{"id", "b"},
                     {"troops",
                      {troopAt("b1", "cavalerie", 2), troopAt("b2", "cavalerie", 2), troopAt("b3", "cavalerie", 4),
                       troopAt("b4", "cavalerie", 4)}}});
    sides.push_back({{"id", "c"}, {"troops", {troopAt("c1", "archers", 3), troopAt("c2", "archers", 3)}}});
    sides.push_back({{"id", "d"}, {"troops", {troopAt("d1", "fantassins", 7)}}}); // touches nobody
    UmbraSession session(sessionScenario(dir, sides));
    moveEverySide(session);
    const json &detection = session.log().events().back().result["detection"];
    CHECK(detection["started"] == json::array({1, 2}));
    CHECK(detection["confrontations"][0]["sides"][1]["members"] == json::array({"b1", "b3"}));
    CHECK(detection["confrontations"][1]["sides"][0]["members"] == json::array({"b2", "b4"}));
    CHECK_FALSE(detection.contains("unopposed")); // only written when someone is left without an enemy

    CHECK_THROWS_AS(session.mergeConfrontations(0, 1), SessionError);
    session.splitConfrontation(0, {session.map().grid.hexOf({4, 2}), session.map().grid.hexOf({5, 2})});
    REQUIRE(session.state().confrontations.size() == 3);
    ListDice dice(std::vector<int>(12, 5), DieSource::Scripted);
    session.resolveTurn(dice);
    CHECK(session.lastTurn()->result["confrontations"].size() == 3); // every front drew

    const auto saved = dir / "saved.json";
    std::ofstream(saved) << session.toJson(saved).dump(2);
    const UmbraSession reloaded(std::dynamic_pointer_cast<const UmbraScenario>(umbraRegistry().loadScenario(saved)));
    CHECK(reloaded.state() == session.state());
    CHECK(reloaded.log() == session.log());
}

TEST_CASE("UD-A52 UD-M6 an unopposed group is written in the detection and told in the battle log",
          "[day-loop][fronts]")
{
    arbitre::test::TempDir dir;
    json sides = json::array();
    sides.push_back({{"id", "a"}, {"troops", {troopAt("a1", "fantassins", 2)}}});
    sides.push_back({{"id", "b"}, {"troops", {troopAt("b1", "cavalerie", 3)}}});
    sides.push_back({{"id", "c"}, {"troops", {troopAt("c1", "archers", 4)}}});
    UmbraSession session(sessionScenario(dir, sides));
    moveEverySide(session);
    const json &detection = session.log().events().back().result["detection"];
    CHECK(detection["unopposed"] == json::parse(R"([{"side": "c", "hex": [4, 2], "members": ["c1"]}])"));
    const auto told = [&](LogLanguage language, const std::string &words) {
        for (const LogEntry &entry : battleLog(session, language))
            for (const std::string &line : entry.lines)
                if (line.find(words) != std::string::npos)
                    return true;
        return false;
    };
    CHECK(told(LogLanguage::English, "has no enemy on any of its fronts"));
    CHECK(told(LogLanguage::French, "n'a d'adversaire sur aucun de ses fronts"));
}
