// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The digest's worked examples VE-W1…VE-W5 played through a VeSession on the demo scenario,
// number for number, with distance and line of sight taken from its map.
#include "support/ve_session_support.h"

#include <catch2/catch.hpp>

using namespace arbitre;
using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;
using nlohmann::json;

TEST_CASE("VE-W1 session - fr-1-ligne fires on aut-ir-7 two hexes away, then aut-ir-7 tests its morale",
          "[ve][session][examples]")
{
    VeSession session = veDemoSession();
    ListDice dice({5, 2, 4});
    const json shot = session.apply(VeProcedure::Fire, veOrders("fr-1-ligne", "aut-ir-7"), dice);
    CHECK(shot["distance"] == 2);
    CHECK(shot["fire_value"] == 4);
    CHECK(veModifier(shot, "de") == 5);
    CHECK(shot["score"] == 5);
    CHECK(shot["table"] == "fire");
    CHECK(shot["row"] == "5");
    CHECK(shot["column"] == "4");
    CHECK(shot["cell"] == "1");
    CHECK(shot["result"] == "pertes");
    CHECK(shot["morale_test"] == true);
    CHECK(shot["changes"]["aut-ir-7"]["losses"] == json::array({0, 1}));

    const json test = session.apply(VeProcedure::Morale, veOrders("aut-ir-7"), dice);
    CHECK(veModifier(test, "moral") == 7);
    CHECK(veModifier(test, "pertes_1") == -1);
    CHECK(test["score"] == 6);
    CHECK(test["roll"] == 6);
    CHECK(test["success"] == true);
    CHECK(test["changes"].empty());

    session.undo();
    ListDice eights({4, 4});
    const json failed = session.apply(VeProcedure::Morale, veOrders("aut-ir-7"), eights);
    CHECK(failed["roll"] == 8);
    CHECK(failed["success"] == false);
    CHECK(failed["needs_gm"] == true); // VE-89: the GM picks the VE-9 result
}

TEST_CASE("VE-W2 session - fr-batterie fires on aut-ir-9 three hexes away over clear ground", "[ve][session][examples]")
{
    VeSession session = veDemoSession();
    ListDice dice({5});
    const json shot = session.apply(VeProcedure::Fire, veOrders("fr-batterie", "aut-ir-9"), dice);
    CHECK(shot["distance"] == 3);
    CHECK(shot["line_of_sight"] == true);
    const json &terms = shot["fire_value_terms"];
    REQUIRE(terms.size() == 2);
    CHECK(terms[0]["rule"] == "VE-43");
    CHECK(terms[0]["value"] == 5);
    CHECK(terms[1]["rule"] == "VE-45");
    CHECK(terms[1]["value"] == -3);
    CHECK(shot["fire_value"] == 2);
    CHECK(shot["column"] == "2");
    CHECK(shot["row"] == "5");
    CHECK(shot["cell"] == "1");
    CHECK(shot["changes"]["aut-ir-9"]["losses"] == json::array({0, 1}));

    SECTION("B: the battery has 1 loss: ceil(5 / 2) = 3, 3 − 3 = 0, floor 1 (VE-47, VE-46)")
    {
        session.undo();
        VeOrders loss = veOrders("fr-batterie");
        loss.field = "losses";
        loss.value = 1;
        loss.reason = "VE-W2 B";
        session.apply(VeProcedure::Override, loss, dice);
        ListDice five({5});
        const json b = session.apply(VeProcedure::Fire, veOrders("fr-batterie", "aut-ir-9"), five);
        CHECK(b["column"] == "1");
        CHECK(b["cell"] == "");
        CHECK(b["result"] == "no_effect");
        CHECK(b["changes"].empty());
    }
    SECTION("E: target 4 hexes away, d6 6: 5 − 4 = 1 (VE-45)")
    {
        session.undo();
        VeOrders move = veOrders("aut-ir-9");
        move.hex = veHex(session, 8, 7);
        session.apply(VeProcedure::Move, move, dice);
        ListDice six({6});
        const json e = session.apply(VeProcedure::Fire, veOrders("fr-batterie", "aut-ir-9"), six);
        CHECK(e["distance"] == 4);
        CHECK(e["column"] == "1");
        CHECK(e["cell"] == "1");
    }
    SECTION("D: target 5 hexes away, beyond the maximum range of 4: no fire, no die (VE-46)")
    {
        session.undo();
        VeOrders move = veOrders("aut-ir-9");
        move.hex = veHex(session, 9, 7);
        session.apply(VeProcedure::Move, move, dice);
        ListDice none({});
        CHECK_THROWS_WITH(session.apply(VeProcedure::Fire, veOrders("fr-batterie", "aut-ir-9"), none),
                          Catch::Contains("beyond its maximum range of 4 (VE-46)"));
        CHECK(session.log().size() == 1);
    }
    SECTION("H: the battery attelée cannot fire (VE-74)")
    {
        session.undo();
        VeOrders limber = veOrders("fr-batterie");
        limber.to = "attelee";
        const json change = session.apply(VeProcedure::Formation, limber, dice);
        CHECK(change["pm"] == 2); // VE-66: artillery pays 2 PM
        CHECK_THROWS_WITH(session.apply(VeProcedure::Fire, veOrders("fr-batterie", "aut-ir-9"), dice),
                          Catch::Contains("cannot fire (VE-74)"));
    }
}

TEST_CASE("VE-W3 session - fr-2-leger in column with Lannes attacks aut-ir-9 at 3/2, die 4", "[ve][session][examples]")
{
    VeSession session = veDemoSession();
    ListDice dice({4, 3});
    const json melee = session.apply(VeProcedure::Melee, veOrders("fr-2-leger", "aut-ir-9"), dice);
    CHECK(melee["attacker_shock"] == 6);
    CHECK(melee["defender_shock"] == 4);
    CHECK(melee["column"] == "3/2");
    CHECK(veModifier(melee, "de") == 4);
    CHECK(veModifier(melee, "general_en_attaque") == 1);
    CHECK(melee["score"] == 5);
    CHECK(melee["row"] == "5");
    CHECK(melee["cell"] == "0/D");
    CHECK(melee["attacker"]["losses"] == 0);
    CHECK(melee["defender"]["disorganised"] == true);
    CHECK(melee["defender"]["retreat_hexes"] == 2);
    CHECK(melee["changes"]["aut-ir-9"]["formation"] == json::array({"ligne", "desorganise"}));
    CHECK_FALSE(melee["changes"].contains("fr-2-leger"));
    REQUIRE(melee["leader_checks"].size() == 1);
    CHECK(melee["leader_checks"][0]["leader"] == "lannes");
    CHECK(melee["leader_checks"][0]["d10"] == 3);
    CHECK(melee["leader_checks"][0]["hit"] == false);

    SECTION("no general: row 4, 1 / *1 (VE-56)")
    {
        session.undo();
        VeOrders alone;
        alone.leader = "lannes";
        alone.field = "attached";
        alone.value = nullptr;
        alone.reason = "VE-W3 vector without a general";
        session.apply(VeProcedure::Override, alone, dice);
        ListDice four({4});
        const json r = session.apply(VeProcedure::Melee, veOrders("fr-2-leger", "aut-ir-9"), four);
        CHECK(r["row"] == "4");
        CHECK(r["cell"] == "1/*1");
        CHECK(r["changes"]["fr-2-leger"]["losses"] == json::array({0, 1}));
        CHECK(r["changes"]["aut-ir-9"]["losses"] == json::array({0, 1}));
        CHECK(r["defender"]["morale_test"] == true);
        CHECK(r["leader_checks"].empty());
    }
}

TEST_CASE("VE-W4 VE-W5 session - aut-ir-4 fails its morale test and routs two hexes with Hohenlohe",
          "[ve][session][examples]")
{
    VeSession session = veDemoSession();
    ListDice dice({3, 4});
    VeOrders test = veOrders("aut-ir-4");
    test.modifiers = {"attaque_flanc"};
    const json morale = session.apply(VeProcedure::Morale, test, dice);
    CHECK(veModifier(morale, "moral") == 8);
    CHECK(veModifier(morale, "general") == 1);
    CHECK(veModifier(morale, "demoralise") == -1);
    CHECK(veModifier(morale, "attaque_flanc") == -2);
    CHECK(veModifier(morale, "pertes_1") == -1);
    CHECK(morale["score"] == 5);
    CHECK(morale["roll"] == 7);
    CHECK(morale["success"] == false);
    CHECK(morale["needs_gm"] == true);

    // VE-W5: the GM picks Découragée; row 5 of VE-9.
    VeOrders pick = veOrders("aut-ir-4");
    pick.result = "decouragee";
    const json result = session.apply(VeProcedure::Result, pick, dice);
    CHECK(result["row"] == "5");
    CHECK(result["retreat"] == "straight");
    CHECK(result["retreat_hexes"] == 2);
    CHECK(result["no_advance"] == true);
    CHECK(result["changes"]["aut-ir-4"]["cohesion"] == json::array({"decouragee", "deroute"}));
    CHECK_FALSE(result["changes"]["aut-ir-4"].contains("freshness"));

    // VE-11: two hexes straight toward its rout edge (east here); Hohenlohe follows (VE-22, row 7).
    VeOrders rout = veOrders("aut-ir-4");
    rout.hex = veHex(session, 13, 3);
    const json moved = session.apply(VeProcedure::Move, rout, dice);
    CHECK(moved["distance"] == 2);
    VeOrders follows;
    follows.leader = "hohenlohe";
    follows.event = "rout_move";
    const json fate = session.apply(VeProcedure::Leader, follows, dice);
    CHECK(fate["row"] == "7");
    CHECK(fate["result"] == "follows_unit");
    CHECK(session.state().leaderHex(session.state().leaders[1]) == veHex(session, 13, 3));

    SECTION("variants: W2 impassable and no path → eliminated; in déroute, déroute again → eliminated (VE-12)")
    {
        session.undo();
        session.undo();
        session.undo();
        VeOrders blocked = veOrders("aut-ir-4");
        blocked.result = "decouragee";
        blocked.blocked = {"straight", "any"};
        const json gone = session.apply(VeProcedure::Result, blocked, dice);
        CHECK(gone["eliminated"] == true);
        CHECK(gone["eliminated_by"] == "rout_impossible");
        CHECK(gone["changes"]["aut-ir-4"]["eliminated"] == json::array({false, true}));
    }
}
