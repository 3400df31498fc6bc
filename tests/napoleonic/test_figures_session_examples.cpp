// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The digest's worked examples NF-T1…NF-T4 played on the demo scenario through logged events,
// number for number: the units carry their state from one event to the next.
#include "support/figures_session_support.h"

#include <catch2/catch.hpp>

using namespace arbitre;
using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;

TEST_CASE("NF-T1 through the session - S fires on T, T takes its morale test", "[napoleonic][session][examples]")
{
    FiguresSession session(demoScenario());
    ListDice dice({3, 2});
    const nlohmann::json shot =
        session.apply(FiguresProcedure::Fire, orders("S", "T", {"range_p2", "target_cover_light", "first_fire"}), dice);
    CHECK(modifierValue(shot, "fire_factor") == 2);
    CHECK(modifierValue(shot, "random_die") == 0);
    CHECK(modifierValue(shot, "range_p2") == -2);
    CHECK(modifierValue(shot, "target_cover_light") == -2);
    CHECK(modifierValue(shot, "first_fire") == 1);
    CHECK(shot["score"] == -1);
    CHECK(shot["table"] == "loss_table");
    CHECK(shot["row"] == "-1");
    CHECK(shot["column"] == "12");
    CHECK(shot["cell"] == "2+");
    CHECK(shot["inflicted"]["steps"] == 2);
    CHECK(shot["inflicted"]["figures_removed"] == 0);
    CHECK(shot["inflicted"]["action_percent"] == 5);
    const FiguresUnit &t = session.unit("T");
    CHECK(t.losses.figures == 24);
    CHECK(t.losses.carriedSteps == 2);
    CHECK(t.losses.halves == 1);
    CHECK(shot["changes"]["T"]["carried_steps"] == nlohmann::json::array({0, 2}));

    FiguresOrders test = orders("T", "", {"own_cover_light", "under_fire_inf", "flank_secure"});
    test.enemies = {"arret"};
    const nlohmann::json morale = session.apply(FiguresProcedure::Morale, test, dice);
    CHECK(modifierValue(morale, "situation") == 1);
    CHECK(modifierValue(morale, "own_cover_light") == 2);
    CHECK(modifierValue(morale, "under_fire_inf") == -1);
    CHECK(modifierValue(morale, "m11_friends_enemies") == -1);
    CHECK(modifierValue(morale, "formed") == 1);
    CHECK(modifierValue(morale, "flank_secure") == 1);
    CHECK(modifierValue(morale, "strength") == 3);
    CHECK(modifierValue(morale, "action_losses") == -1);
    CHECK(modifierValue(morale, "base_morale") == 1);
    CHECK(morale["score"] == 6);
    CHECK(morale["band"] == "avance");
    CHECK(morale["new_box"] == "arret");
    CHECK(session.log().size() == 2);
    CHECK(session.log()[0].kind == "napoleonic.fire");
    CHECK(session.log()[0].dice.at(0).purpose == "fire of S on T (NF-1)");
}

TEST_CASE("NF-T2 through the session - the cavalry charge on infantry in line", "[napoleonic][session][examples]")
{
    FiguresSession session(demoScenario());
    ListDice dice({6, 3});
    playT2(session, dice);
    const nlohmann::json &a = session.log()[0].result;
    CHECK(modifierValue(a, "situation") == 2);
    CHECK(modifierValue(a, "support_one_arm") == 1);
    CHECK(modifierValue(a, "superior_enemy") == 0);
    CHECK(modifierValue(a, "m11_friends_enemies") == 2);
    CHECK(modifierValue(a, "cav_vs_inf") == 0);
    CHECK(modifierValue(a, "strength") == 3);
    CHECK(modifierValue(a, "random_die") == 1);
    CHECK(modifierValue(a, "leader") == 1);
    CHECK(a["raw_score"] == 13);
    CHECK(a["row"] == "12");
    CHECK(a["band"] == "charge");
    CHECK(session.unit("A").pace == pace("pch"));
    CHECK(session.unit("A").box == box("charge"));

    const nlohmann::json &i = session.log()[1].result;
    CHECK(modifierValue(i, "situation") == 1);
    CHECK(modifierValue(i, "under_fire_roundshot") == -1);
    CHECK(modifierValue(i, "superior_enemy") == -1);
    CHECK(modifierValue(i, "m11_friends_enemies") == -3);
    CHECK(modifierValue(i, "flank_threatened") == -2);
    CHECK(modifierValue(i, "strength") == 2);
    CHECK(modifierValue(i, "action_losses") == -1);
    CHECK(i["score"] == -3);
    CHECK(i["band"] == "halte");
    CHECK(i["result"] == "fire_ineffective");
    CHECK(i["ddf"] == true);
    CHECK(i["changes"]["I"]["cohesion"] == nlohmann::json::array({"formed", "saf"}));
    CHECK(session.unit("I").box == box("arret"));
}

TEST_CASE("NF-T3 through the session - the melee that follows the charge", "[napoleonic][session][examples]")
{
    FiguresSession session(demoScenario());
    ListDice dice({6, 3, 2, 5, 3, 3});
    playT2(session, dice);
    const nlohmann::json byA = session.apply(FiguresProcedure::Melee, orders("A", "I", {}), dice);
    CHECK(modifierValue(byA, "melee_factor") == 1);
    CHECK(modifierValue(byA, "pace_advantage") == 6);
    CHECK(modifierValue(byA, "enemy_flank_or_saf") == 2); // I's SAF from its NF-T2 DDF
    CHECK(byA["score"] == 6);
    CHECK(byA["cell"] == "6");
    CHECK(session.unit("I").losses.figures == 9);
    CHECK(session.unit("I").losses.carriedSteps == 1);
    CHECK(session.unit("I").losses.stepsThisAction == 7);
    CHECK(byA["inflicted"]["action_percent"] == 20);

    FiguresOrders byI = orders("I", "A", {});
    byI.figures = 8; // NF-A42: the figures fighting
    const nlohmann::json onA = session.apply(FiguresProcedure::Melee, byI, dice);
    CHECK(modifierValue(onA, "type_disadvantage") == -1);
    CHECK(modifierValue(onA, "own_saf") == -1);
    CHECK(modifierValue(onA, "pace_advantage") == 0);
    CHECK(onA["score"] == -2);
    CHECK(onA["cell"] == "1+");
    CHECK(session.unit("A").losses.carriedSteps == 1);
    CHECK(session.unit("A").losses.halves == 1);
    CHECK(onA["inflicted"]["action_percent"] == 5);

    // NF-A56: those steps came from A's objective, left out of A's M17 in a MAC test.
    FiguresOrders next = orders("A", "I", {});
    next.test = "mac";
    CHECK(modifierValue(session.apply(FiguresProcedure::Morale, next, dice), "action_losses") == -1);
    session.undo();
    next.stepsFromObjective = 1;
    CHECK(modifierValue(session.apply(FiguresProcedure::Morale, next, dice), "action_losses") == 0);
}

TEST_CASE("NF-T4 through the session - hussars of LIGNE facing an enemy in RET", "[napoleonic][session][examples]")
{
    FiguresSession session(demoScenario());
    FiguresOrders control = orders("H", "R", {"light_cavalry", "general_negative"});
    control.situation = {"flank"};
    ListDice four({4});
    const nlohmann::json result = session.apply(FiguresProcedure::Control, control, four);
    CHECK(result["threshold"] == 2);
    CHECK(result["column"] == "ret");
    CHECK(modifierValue(result, "light_cavalry") == -1);
    CHECK(modifierValue(result, "general_negative") == -1);
    CHECK(modifierValue(result, "tester_formed") == 0);
    CHECK(result["modified_roll"] == 2);
    CHECK(result["result"] == "out_of_control");
    CHECK(result["changes"].empty());
    for (int d6 = 1; d6 <= 6; ++d6) {
        ListDice one({d6});
        CHECK(session.apply(FiguresProcedure::Control, control, one)["result"] ==
              (d6 >= 5 ? "under_control" : "out_of_control"));
    }
}
