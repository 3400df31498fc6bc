// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The vive-l-empereur scenario reader and the event-logged VeSession: errors located in the
// file, line of sight and range from the map, save/load/replay, undo, refusals.
#include "support/ve_session_support.h"

#include "unsealed.h"

#include <catch2/catch.hpp>

using namespace arbitre;
using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;
using nlohmann::json;

namespace {

std::vector<Diagnostic> scenarioErrors(const json &scenario)
{
    try {
        loadVeJson(scenario, "errors");
    } catch (const LoadError &error) {
        return error.diagnostics();
    }
    return {};
}

bool hasError(const std::vector<Diagnostic> &errors, const std::string &pointer, const std::string &text)
{
    for (const Diagnostic &d : errors) {
        if (d.pointer == pointer && d.message.find(text) != std::string::npos && d.line > 0)
            return true;
    }
    return false;
}

/** Moves a unit by a logged GM move. */
void place(VeSession &session, const std::string &unit, int col, int row)
{
    VeOrders move = veOrders(unit);
    move.hex = veHex(session, col, row);
    move.reason = "test set-up";
    ListDice none({});
    session.apply(VeProcedure::Move, move, none);
}

} // namespace

TEST_CASE("VE-M1 scenario - the demo loads its map, units and leaders", "[ve][scenario]")
{
    const auto scenario = loadVe(veDemoPath());
    REQUIRE(scenario);
    const VeMap &map = scenario->map;
    CHECK(map.grid.width == 14);
    CHECK(map.grid.height == 10);
    const auto terrain = [&](int col, int row) {
        return scenario->ruleset().terrains[map.terrainAt(map.grid.hexOf({col, row}))].id;
    };
    CHECK(terrain(1, 1) == "foret");
    CHECK(terrain(8, 2) == "village");
    CHECK(terrain(0, 0) == "clair");
    CHECK(map.levelAt(map.grid.hexOf({11, 3})) == 1);
    CHECK(map.levelAt(map.grid.hexOf({9, 3})) == 0);
    CHECK(scenario->initial.units.size() == 9);
    CHECK(scenario->initial.leaders.size() == 2);
    const auto ir4 = *scenario->unitIndex("aut-ir-4");
    CHECK(scenario->initial.leaderBonus(ir4) == 1); // VE-82: Hohenlohe stacked on it
    CHECK(scenario->initial.units[ir4].unit.cohesion == Cohesion::Decouragee);
}

TEST_CASE("VE-M1 scenario - unknown terrain and formation ids, hexes off the map, duplicate ids refused at their "
          "pointer",
          "[ve][scenario]")
{
    json bad = veDemoJson();
    bad["map"]["legend"]["M"] = "marais";
    bad["map"]["levels"][2] = "0000000000111x";
    bad["sides"][0]["units"][0]["formation"] = "wedge";
    bad["sides"][0]["units"][1]["hex"] = json::array({20, 3});
    bad["sides"][0]["units"][2]["id"] = "fr-1-ligne";
    bad["sides"][0]["units"][3]["losses"] = 5;
    bad["sides"][1]["units"][0]["facing"] = "north";
    bad["sides"][1]["leaders"][0]["attached"] = "fr-2-leger";
    bad["sides"][0]["leaders"][0]["attached"] = "nobody";
    const auto errors = scenarioErrors(bad);
    CHECK(hasError(errors, "/map/legend/M", "'marais'"));
    CHECK(hasError(errors, "/map/levels/2", "column 13: 'x' is not a level digit"));
    CHECK(hasError(errors, "/sides/0/units/0/formation", "unknown formation 'wedge' for infanterie"));
    CHECK(hasError(errors, "/sides/0/units/1/hex", "hex [20, 3] is off the 14 × 10 map"));
    CHECK(hasError(errors, "/sides/0/units/2/id", "duplicate id 'fr-1-ligne'"));
    CHECK(hasError(errors, "/sides/0/units/3/losses", "more losses than its 2 loss steps"));
    CHECK(hasError(errors, "/sides/1/units/0/facing", "north"));
    CHECK(hasError(errors, "/sides/1/leaders/0/attached", "not of this leader's side"));
    CHECK(hasError(errors, "/sides/0/leaders/0/attached", "no unit 'nobody'"));

    json oneSide = veDemoJson();
    oneSide["sides"].erase(1);
    CHECK(hasError(scenarioErrors(oneSide), "/sides", "two sides"));
}

TEST_CASE("VE-48 VE-49 fire - the copse between fr-batterie and aut-ir-7 blocks the line of sight, no die is rolled",
          "[ve][session][los]")
{
    VeSession session = veDemoSession();
    ListDice dice({5});
    CHECK_THROWS_WITH(session.apply(VeProcedure::Fire, veOrders("fr-batterie", "aut-ir-7"), dice),
                      Catch::Contains("no line of sight to aut-ir-7: foret at [6,5]"));
    CHECK(session.log().empty());
    CHECK(dice.used() == 0);
}

TEST_CASE("VE-49 fire - a friendly unit on the line blocks it", "[ve][session][los]")
{
    VeSession session = veDemoSession();
    place(session, "fr-hussards", 6, 7);
    ListDice dice({5});
    CHECK_THROWS_WITH(session.apply(VeProcedure::Fire, veOrders("fr-batterie", "aut-ir-9"), dice),
                      Catch::Contains("unite at [6,7]"));
}

TEST_CASE("VE-50 fire - the battery one hex behind the crest cannot fire down the slope, on the crest it can",
          "[ve][session][los]")
{
    VeSession session = veDemoSession();
    place(session, "fr-2-leger", 8, 5);
    ListDice dice({4, 3});
    CHECK_THROWS_WITH(session.apply(VeProcedure::Fire, veOrders("aut-batterie", "fr-2-leger"), dice),
                      Catch::Contains("denivellee at [10,5]"));
    VeOrders crest = veOrders("aut-batterie");
    crest.field = "hex";
    crest.value = json::array({10, 5});
    crest.reason = "the battery unlimbered on the crest";
    session.apply(VeProcedure::Override, crest, dice);
    const json shot = session.apply(VeProcedure::Fire, veOrders("aut-batterie", "fr-2-leger"), dice);
    CHECK(shot["distance"] == 2);
    CHECK(shot["fire_value"] == 4); // VE-45: 6 − 2
    CHECK(shot["row"] == "4");
    CHECK(shot["cell"] == "1");
    // VE-18: Lannes is stacked with the target: his d10 is rolled after the fire die.
    CHECK(shot["leader_checks"].size() == 1);
}

TEST_CASE("VE session - saved, reloaded and replayed byte for byte, the state snapshot follows the log",
          "[ve][session]")
{
    VeSession session = veDemoSession();
    ListDice dice({5, 2, 4, 4, 3});
    session.apply(VeProcedure::Fire, veOrders("fr-1-ligne", "aut-ir-7"), dice);
    session.apply(VeProcedure::Morale, veOrders("aut-ir-7"), dice);
    session.apply(VeProcedure::Melee, veOrders("fr-2-leger", "aut-ir-9"), dice);
    const json saved = session.toJson();
    CHECK(saved["state"]["events"] == 3);
    const VeSession again(loadVeJson(saved, "reread"));
    CHECK(again.log().size() == 3);
    json resaved = again.toJson();
    json first = saved;
    for (const char *key : {"ruleset", "$schema"}) {
        first.erase(key); // loadVeJson points the copy at the ruleset by absolute path, without $schema
        resaved.erase(key);
    }
    CHECK(resaved.dump(2) == first.dump(2));
    CHECK(again.unit("aut-ir-9").unit.formation == "desorganise");
    CHECK(again.unit("aut-ir-7").unit.losses == 1);
}

TEST_CASE("VE session - undo drops the last event and replays the rest", "[ve][session]")
{
    VeSession session = veDemoSession();
    ListDice dice({5, 5});
    session.apply(VeProcedure::Fire, veOrders("fr-1-ligne", "aut-ir-7"), dice);
    const json afterOne = session.toJson()["state"];
    session.apply(VeProcedure::Fire, veOrders("fr-batterie", "aut-ir-9"), dice);
    CHECK(session.unit("aut-ir-9").unit.losses == 1);
    session.undo();
    CHECK(session.log().size() == 1);
    CHECK(session.unit("aut-ir-9").unit.losses == 0);
    json now = session.toJson()["state"];
    CHECK(now == afterOne);
    session.undo();
    CHECK(session.unit("aut-ir-7").unit.losses == 0);
    session.undo(); // nothing left: no-op
    CHECK(session.log().empty());
}

TEST_CASE("VE session - a tampered log is refused at its event, same seed, same log", "[ve][session]")
{
    VeSession session = veDemoSession();
    SeededDice seeded(42);
    session.apply(VeProcedure::Fire, veOrders("fr-1-ligne", "aut-ir-7"), seeded);
    session.apply(VeProcedure::Morale, veOrders("aut-ir-7"), seeded);
    json saved = session.toJson();
    saved["log"]["events"][1]["result"]["score"] = 9;
    arbitre::test::unseal(saved); // the replay alone refuses it (the chain would first)
    try {
        VeSession bad(loadVeJson(saved, "tampered"));
        FAIL("the tampered log loaded");
    } catch (const SessionError &error) {
        CHECK(error.eventIndex() == 1);
        CHECK(std::string(error.what()).find("does not reproduce") != std::string::npos);
    }
    VeSession twin = veDemoSession();
    SeededDice same(42);
    twin.apply(VeProcedure::Fire, veOrders("fr-1-ligne", "aut-ir-7"), same);
    twin.apply(VeProcedure::Morale, veOrders("aut-ir-7"), same);
    CHECK(twin.log() == session.log());
}

TEST_CASE("VE session - refusals: own side, not adjacent (VE-55), nothing to rally (VE-30), no rest (VE-31), no "
          "reason, a GM choice left out",
          "[ve][session]")
{
    VeSession session = veDemoSession();
    ListDice dice({3, 3, 3});
    CHECK_THROWS_WITH(session.apply(VeProcedure::Fire, veOrders("fr-1-ligne", "fr-2-leger"), dice),
                      Catch::Contains("own side"));
    CHECK_THROWS_WITH(session.apply(VeProcedure::Melee, veOrders("fr-1-ligne", "aut-ir-7"), dice),
                      Catch::Contains("not adjacent"));
    CHECK_THROWS_WITH(session.apply(VeProcedure::Rally, veOrders("fr-1-ligne"), dice), Catch::Contains("VE-30"));
    CHECK_THROWS_WITH(session.apply(VeProcedure::Rest, veOrders("fr-1-ligne"), dice), Catch::Contains("VE-31"));
    CHECK_THROWS_WITH(session.apply(VeProcedure::Result, veOrders("aut-ir-4"), dice), Catch::Contains("VE-89"));
    VeOrders noReason = veOrders("fr-1-ligne");
    noReason.field = "losses";
    noReason.value = 1;
    CHECK_THROWS_WITH(session.apply(VeProcedure::Override, noReason, dice), Catch::Contains("reason"));
    VeOrders square = veOrders("aut-ir-7");
    square.modifiers = {"pertes_1"};
    CHECK_THROWS_WITH(session.apply(VeProcedure::Morale, square, dice), Catch::Contains("from the unit's state"));
    CHECK(session.log().empty());
    CHECK(dice.used() == 0);
}

TEST_CASE("VE-30 VE-31 VE-66 session - rest, formation and rally change the unit", "[ve][session]")
{
    VeSession session = veDemoSession();
    ListDice dice({5});
    // VE-31: Découragée and Fatiguée may rest (if_fatiguee); rest makes it Fraîche.
    const json rest = session.apply(VeProcedure::Rest, veOrders("aut-ir-4"), dice);
    CHECK(rest["changes"]["aut-ir-4"]["freshness"] == json::array({"fatiguee", "fraiche"}));
    // VE-30: quality 5 + general 1 = 6, d10 5 rallies Découragée to Vaillante.
    const json rally = session.apply(VeProcedure::Rally, veOrders("aut-ir-4"), dice);
    CHECK(rally["score"] == 6);
    CHECK(rally["success"] == true);
    CHECK(rally["changes"]["aut-ir-4"]["cohesion"] == json::array({"decouragee", "vaillante"}));
    // VE-66: into carré 1 PM, into adapté free (VE-A46).
    VeOrders square = veOrders("fr-1-ligne");
    square.to = "carre";
    CHECK(session.apply(VeProcedure::Formation, square, dice)["pm"] == 1);
    square.to = "adapte";
    CHECK(session.apply(VeProcedure::Formation, square, dice)["pm"] == 0);
}

TEST_CASE("VE-33 VE-35 session - initiative: margin 5 and the margin-0 activation order", "[ve][session]")
{
    VeSession session = veDemoSession();
    ListDice none({});
    VeOrders scores;
    scores.scores = {7, 2};
    const json five = session.apply(VeProcedure::Initiative, scores, none);
    CHECK(five["margin"] == 5);
    CHECK(five["winner"] == "fra");
    CHECK(five["opponent"] == json::array({"choose_enemy_leader_to_activate"}));
    scores.scores = {4, 4};
    const json tie = session.apply(VeProcedure::Initiative, scores, none);
    CHECK(tie["winner"].is_null());
    CHECK(tie["activation_order"] == json::array({"lannes", "hohenlohe"})); // VE-35: ascending activation
}

TEST_CASE("VE-17 VE-19 session - a leader whose unit is shot away goes to a banner unit the owner names",
          "[ve][session]")
{
    VeSession session = veDemoSession();
    ListDice none({});
    VeOrders fate;
    fate.leader = "lannes";
    fate.event = "fire_elimination";
    CHECK_THROWS_WITH(session.apply(VeProcedure::Leader, fate, none), Catch::Contains("name it"));
    fate.attach = "fr-1-ligne";
    const json r = session.apply(VeProcedure::Leader, fate, none);
    CHECK(r["row"] == "2");
    CHECK(r["result"] == "replaced_on_banner_unit");
    CHECK(r["changes"]["lannes"]["attached"] == json::array({"fr-2-leger", "fr-1-ligne"}));
    fate = VeOrders{};
    fate.leader = "hohenlohe";
    fate.event = "melee_e";
    CHECK(session.apply(VeProcedure::Leader, fate, none)["result"] == "captured"); // VE-A17
    CHECK(session.state().leaders[1].status == "captured");
}

TEST_CASE("VE-87 VE-T9 session - the enemy next to a rallying unit is read from the map", "[ve][session]")
{
    VeSession session = veDemoSession();
    ListDice dice({5, 5});
    VeOrders shaken = veOrders("fr-1-ligne");
    shaken.field = "cohesion";
    shaken.value = "decouragee";
    shaken.reason = "VE-T9 set-up";
    session.apply(VeProcedure::Override, shaken, dice);
    place(session, "fr-1-ligne", 6, 4); // next to aut-ir-7 at [7,4]
    const json failed = session.apply(VeProcedure::Rally, veOrders("fr-1-ligne"), dice);
    CHECK(failed["adjacent_enemy"] == true);
    CHECK(veModifier(failed, "ralliement_adjacent_ennemi") == -1);
    CHECK(failed["score"] == 4);
    CHECK(failed["success"] == false);
    session.undo();
    session.undo();
    const json rallied = session.apply(VeProcedure::Rally, veOrders("fr-1-ligne"), dice);
    CHECK(rallied["adjacent_enemy"] == false);
    CHECK(rallied["success"] == true);
    CHECK(rallied["changes"]["fr-1-ligne"]["cohesion"] == json::array({"decouragee", "vaillante"}));
}
