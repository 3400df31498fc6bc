// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// One test per mechanical rule of NF-1…NF-21: dice, action and penalty points, fire, melee, losses.
#include "support/figures_builders.h"

#include <catch2/catch.hpp>

using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;

namespace {

FireResult fire(std::vector<ModifierChoice> modifiers, int figures = 12, int d6 = 3, bool artillery = false)
{
    FireInput input;
    input.modifiers = std::move(modifiers);
    input.figures = figures;
    input.d6 = d6;
    input.artillery = artillery;
    return resolveFire(shippedFigures(), input);
}

} // namespace

TEST_CASE("NF-1 the random die reads 1 as -1 and 6 as +1", "[napoleonic][rules]")
{
    const FiguresRuleset &rules = shippedFigures();
    const std::array<int, 6> expected{-1, 0, 0, 0, 0, 1};
    for (int face = 1; face <= 6; ++face) {
        CHECK(term(fire({}, 12, face), "random_die") == expected[static_cast<std::size_t>(face - 1)]);
        MoraleInput morale;
        morale.d6 = face;
        CHECK(term(moraleTest(rules, morale), "random_die") == expected[static_cast<std::size_t>(face - 1)]);
    }
    CHECK_THROWS_AS(fire({}, 12, 7), ProcedureError);
    CHECK_THROWS_AS(fire({}, 12, 0), ProcedureError);
}

TEST_CASE("NF-2 action points above the credit of 3 cost morale capped at -3", "[napoleonic][rules]")
{
    const FiguresRuleset &rules = shippedFigures();
    for (int spent = 0; spent <= 9; ++spent) {
        MoraleInput input;
        input.paSpent = spent;
        input.d6 = 3;
        const MoraleResult result = moraleTest(rules, input);
        INFO(spent << " PA");
        CHECK(term(result, "pa_excess") + term(result, "m10_pa_excess") == -std::min(3, std::max(0, spent - 3)));
    }
}

TEST_CASE("NF-3 each penalty point is -1 to fire and to melee", "[napoleonic][rules]")
{
    CHECK(term(fire({{"shooter_pop", 3}}), "shooter_pop") == -3);
    MeleeInput melee;
    melee.modifiers = {{"own_pop", 2}};
    melee.d6 = 3;
    melee.figures = 6;
    CHECK(term(resolveMelee(shippedFigures(), melee), "own_pop") == -2);
}

TEST_CASE("NF-4 the fire score sums the modifiers and artillery figures count double", "[napoleonic][rules]")
{
    const FireResult guns = fire({{"fire_factor", 1}, {"range_p1", 1}}, 4, 3, true);
    CHECK(guns.breakdown.total() == 3);
    CHECK(guns.figuresCounted == 8);
    CHECK(guns.row == "3");
    CHECK(guns.column == "8");
    CHECK(guns.cell == "3+");
    for (const arbitre::Term &t : guns.breakdown) {
        CHECK_FALSE(t.ruleId.empty());
    }
}

TEST_CASE("NF-5 target modifiers: range bands cover and skirmishers", "[napoleonic][rules]")
{
    CHECK(term(fire({{"range_p1", 1}}), "range_p1") == 2);
    CHECK(term(fire({{"range_p1_bis", 1}}), "range_p1_bis") == 0);
    CHECK(term(fire({{"range_p2", 1}}), "range_p2") == -2);
    CHECK(term(fire({{"range_p2_bis", 1}}), "range_p2_bis") == -4);
    CHECK(term(fire({{"range_p3", 1}}), "range_p3") == -6);
    CHECK(term(fire({{"target_cover_hard", 1}}), "target_cover_hard") == -4);
    CHECK(term(fire({{"target_fast_crossing_cav", 1}}), "target_fast_crossing_cav") == -2);
    CHECK(term(fire({{"target_ft2", 1}}), "target_ft2") == -6);
    CHECK(term(fire({{"target_screened", 1}}), "target_screened") == -1);
    // One range band only.
    CHECK_THROWS_AS(fire({{"range_p1", 1}, {"range_p2", 1}}), ProcedureError);
    CHECK_THROWS_AS(fire({{"range_p4", 1}}), ProcedureError);
}

TEST_CASE("NF-6 shooter modifiers: worst fire received counts alone and support adds up", "[napoleonic][rules]")
{
    const FireResult underFire = fire({{"under_fire_inf", 1}, {"under_fire_canister", 1}});
    CHECK(term(underFire, "under_fire_canister") == -2);
    CHECK(term(underFire, "under_fire_inf") == 0);
    CHECK(underFire.breakdown.total() == -2);
    CHECK(fire({{"supported_fire", 1}, {"general_with_inf", 1}}).breakdown.total() == 2); // NF-A29
    CHECK(term(fire({{"shooter_ft2", 1}}), "shooter_ft2") == 2);
    CHECK(term(fire({{"shooter_des", 1}}), "shooter_des") == -4);
    CHECK(term(fire({{"first_fire", 1}}), "first_fire") == 1);
}

TEST_CASE("NF-7 artillery: height canister ranks and flank shots", "[napoleonic][rules]")
{
    CHECK(term(fire({{"art_fire_down", 2}}, 2, 3, true), "art_fire_down") == -2);
    CHECK(term(fire({{"art_fire_up", 2}}, 2, 3, true), "art_fire_up") == -4);
    CHECK(term(fire({{"canister", 1}, {"range_p2_bis", 1}}, 2, 3, true), "canister") == 2);
    CHECK_THROWS_AS(fire({{"canister", 1}, {"range_p3", 1}}, 2, 3, true), ProcedureError);
    CHECK(term(fire({{"ball_front_close_order", 3}}, 2, 3, true), "ball_front_close_order") == 3);
    CHECK(term(fire({{"ball_vs_limbered", 1}}, 2, 3, true), "ball_vs_limbered") == -1);
    // NF-A32: the flank shot on unlimbered guns replaces the frontal -4.
    const FireResult flank = fire({{"target_ft0_or_art_front", 1}, {"ball_flank_unlimbered", 1}}, 2, 3, true);
    CHECK(term(flank, "target_ft0_or_art_front") == 0);
    CHECK(term(flank, "ball_flank_unlimbered") == 2);
    CHECK(flank.breakdown.total() == 2);
    CHECK(fire({{"ball_flank_close_order", 1}, {"ball_front_close_order", 1}}, 2, 3, true).breakdown.total() == 2);
}

TEST_CASE("NF-8 c evading skirmishers fire at -1 per UD and not at all beyond 2 UD", "[napoleonic][rules]")
{
    CHECK(term(fire({{"evaded", 2}}), "evaded") == -2);
    CHECK_FALSE(fire({{"evaded", 2}}).noFire);
    const FireResult none = fire({{"evaded", 3}});
    CHECK(none.noFire);
    CHECK(none.result == "no_fire");
    CHECK(none.cell.empty());
}

TEST_CASE("NF-9 a melee side reads its figures fighting and its score on the loss table", "[napoleonic][rules]")
{
    MeleeInput side;
    side.modifiers = {{"melee_factor", 2}};
    side.d6 = 3;
    side.figures = 10;
    const MeleeResult result = resolveMelee(shippedFigures(), side);
    CHECK(result.table == "loss_table");
    CHECK(result.row == "2");
    CHECK(result.column == "10");
    CHECK(result.cell == "3");
}

TEST_CASE("NF-10 melee modifiers and the doubling for cavalry against infantry", "[napoleonic][rules]")
{
    const FiguresRuleset &rules = shippedFigures();
    MeleeInput side;
    side.modifiers = {
        {"enemy_rear_or_des", 1}, {"lance", 1}, {"enemy_higher", 1}, {"enemy_cover_medium", 1}, {"enemy_cuirassed", 1}};
    side.ownPace = pace("pac");
    side.enemyPace = pace("por");
    side.d6 = 3;
    side.figures = 6;
    const MeleeResult infantry = resolveMelee(rules, side);
    CHECK(term(infantry, "pace_advantage") == 1);
    CHECK(term(infantry, "enemy_rear_or_des") == 2);
    CHECK(term(infantry, "lance") == 1);
    CHECK(term(infantry, "enemy_higher") == -1);
    CHECK(term(infantry, "enemy_cover_medium") == -3);
    CHECK(term(infantry, "enemy_cuirassed") == -1);
    side.arm = Arm::Cavalry;
    const MeleeResult cavalry = resolveMelee(rules, side);
    CHECK(term(cavalry, "pace_advantage") == 2);
    CHECK(term(cavalry, "enemy_rear_or_des") == 4);
    CHECK(term(cavalry, "lance") == 2);
    CHECK(term(cavalry, "enemy_higher") == -1); // not a ** factor
    // Between cavalry units the type gap counts only when the heavier is at PAC or PCH.
    MeleeInput light;
    light.arm = Arm::Cavalry;
    light.enemyArm = Arm::Cavalry;
    light.typeRank = 1;
    light.enemyTypeRank = 3;
    light.d6 = 3;
    light.figures = 4;
    light.enemyPace = pace("por");
    CHECK(term(resolveMelee(rules, light), "type_disadvantage") == 0);
    light.enemyPace = pace("pac");
    CHECK(term(resolveMelee(rules, light), "type_disadvantage") == -2);
}

TEST_CASE("NF-11 a general engaged in melee is struck down on a 6", "[napoleonic][rules]")
{
    const FiguresRuleset &rules = shippedFigures();
    MeleeInput side;
    side.d6 = 3;
    side.figures = 6;
    for (int face = 1; face <= 6; ++face) {
        side.generalD6 = face;
        const MeleeResult result = resolveMelee(rules, side);
        CHECK(result.generalDown == (face == 6));
        CHECK(term(result, "general_engaged") == (face == 6 ? 0 : 1));
        CHECK(term(result, "general_down") == (face == 6 ? -1 : 0));
    }
    // M20: a struck-down general's factor is deducted (NF-A58).
    MoraleInput test;
    test.d6 = 3;
    test.leader = Leader{2, 1, true};
    CHECK(term(moraleTest(rules, test), "leader") == -2);
}

TEST_CASE("NF-12 the score is the row and the figures are the column", "[napoleonic][rules]")
{
    const LossLookup lookup = lookUpLosses(shippedFigures(), 4, 11);
    CHECK(lookup.row == 4);
    CHECK(lookup.columns == std::vector<int>{11});
    CHECK(lookup.cells == std::vector<std::string>{"5+"});
}

TEST_CASE("NF-13 the loss table is read left-aligned with column 16 lost", "[napoleonic][rules]")
{
    const FiguresRuleset &rules = shippedFigures();
    // The first '*' moves one column left per row from −6 to −2 (the diagonal of NF-13).
    for (int score = -6; score <= -2; ++score) {
        const int first = -score - 1; // −6 → 5 … −2 → 1
        CHECK(lookUpLosses(rules, score, first).cells[0] == "*");
        if (first > 1) {
            CHECK(lookUpLosses(rules, score, first - 1).cells[0].empty());
        }
    }
    CHECK(rules.lossTable.cells[0][15] == LossCode{2, 0, false, false}); // row −6 keeps its 16th cell
    for (std::size_t row = 1; row < 13; ++row) {
        CHECK(rules.lossTable.cells[row][15].absent);
    }
}

TEST_CASE("NF-14 loss codes never decrease along a row or down a column", "[napoleonic][rules]")
{
    const FiguresRuleset &rules = shippedFigures();
    const auto rank = [](const LossCode &code) { return code.steps * 4 + code.halves * 2 + (code.harass ? 1 : 0); };
    for (int score = -6; score <= 6; ++score) {
        for (int figures = 1; figures <= 16; ++figures) {
            const int here = rank(lookUpLosses(rules, score, figures).loss);
            if (figures > 1) {
                CHECK(here >= rank(lookUpLosses(rules, score, figures - 1).loss));
            }
            if (score > -6) {
                CHECK(here >= rank(lookUpLosses(rules, score - 1, figures).loss));
            }
        }
    }
}

TEST_CASE("NF-15 loss codes: empty * n and n+", "[napoleonic][rules]")
{
    const FiguresRuleset &rules = shippedFigures();
    CHECK(lookUpLosses(rules, -6, 1).loss == LossCode{});
    CHECK(lookUpLosses(rules, -6, 5).loss == LossCode{0, 0, true, false});
    CHECK(lookUpLosses(rules, 0, 12).loss == LossCode{3, 0, false, false});
    CHECK(lookUpLosses(rules, 4, 15).loss == LossCode{7, 1, false, false});
    // '?' (column 16 of rows −5…+6) repeats column 15 (NF-A4).
    CHECK(lookUpLosses(rules, 6, 16).cells[0] == "11");
}

TEST_CASE("NF-16 scores beyond ±6 are clamped and more than 16 figures are split", "[napoleonic][rules]")
{
    const FiguresRuleset &rules = shippedFigures();
    CHECK(lookUpLosses(rules, 9, 8).row == 6);
    CHECK(lookUpLosses(rules, -10, 8).row == -6);
    const LossLookup big = lookUpLosses(rules, 0, 20); // 16 + 4
    CHECK(big.columns == std::vector<int>{16, 4});
    CHECK(big.cells == std::vector<std::string>{"4", "1"});
    CHECK(big.loss == LossCode{5, 0, false, false});
    const LossLookup halves = lookUpLosses(rules, 0, 21); // "4" + "1+" ; two blocks of 1+ make a step
    CHECK(halves.loss == LossCode{5, 1, false, false});
    CHECK(lookUpLosses(rules, 1, 32).loss == LossCode{10, 0, false, false}); // 5 + 5
}

TEST_CASE("NF-17 three steps remove a figure and a stored half completes a step", "[napoleonic][rules]")
{
    const FiguresRuleset &rules = shippedFigures();
    const LossApplication first = applyLosses(rules, LossState{10, 2, 1, 0}, LossCode{1, 1, false, false});
    CHECK(first.steps == 2); // 1 + the two halves
    CHECK(first.figuresRemoved == 1);
    CHECK(first.after.figures == 9);
    CHECK(first.after.carriedSteps == 1);
    CHECK(first.after.halves == 0);
    CHECK(first.after.stepsThisAction == 2);
    const LossApplication last = applyLosses(rules, LossState{1, 0, 0, 0}, LossCode{7, 0, false, false});
    CHECK(last.after.figures == 0);
    CHECK(last.figuresRemoved == 1);
}

TEST_CASE("NF-18 percentage: row = steps of the action and column = figures at its start", "[napoleonic][rules]")
{
    const FiguresRuleset &rules = shippedFigures();
    CHECK(lossPercentage(rules, 4, 10).percent == 15);
    CHECK(lossPercentage(rules, 10, 4).percent == 85);
    CHECK(lossPercentage(rules, 3, 1).eliminated);
    CHECK(lossPercentage(rules, 0, 12).percent == 0);
}

TEST_CASE("NF-19 rows 15 to 20 start where the unit is not yet eliminated", "[napoleonic][rules]")
{
    const FiguresRuleset &rules = shippedFigures();
    CHECK(lossPercentage(rules, 15, 5).eliminated);
    CHECK(lossPercentage(rules, 15, 6).percent == 85);
    CHECK(lossPercentage(rules, 18, 6).eliminated);
    CHECK(lossPercentage(rules, 18, 7).percent == 85);
    CHECK(lossPercentage(rules, 20, 30).percent == 20);
}

TEST_CASE("NF-20 a cell is empty exactly when the steps reach 3 per figure", "[napoleonic][rules]")
{
    const FiguresRuleset &rules = shippedFigures();
    for (int steps = 1; steps <= 20; ++steps) {
        for (const int figures : rules.percentages.columns) {
            INFO(steps << " steps, " << figures << " figures");
            CHECK(lossPercentage(rules, steps, figures).eliminated == (steps >= 3 * figures));
        }
    }
}

TEST_CASE("NF-21 outside the grid the formula 100 x steps / 3 figures to the nearest 5", "[napoleonic][rules]")
{
    const FiguresRuleset &rules = shippedFigures();
    const PercentageLookup outside = lossPercentage(rules, 10, 27);
    CHECK(outside.formula);
    CHECK(outside.percent == 10);                       // 12.3 → 10
    CHECK(lossPercentage(rules, 22, 26).percent == 30); // 28.2 → 30
    CHECK(lossPercentage(rules, 25, 40).percent == 20); // 20.8 → 20
    CHECK(lossPercentage(rules, 3, 40).percent == 5);   // 2.5 → 5 (halves up)
    CHECK(lossPercentage(rules, 30, 10).eliminated);
}

TEST_CASE("NF-8 artillery removes no step from skirmishers but they count under fire", "[napoleonic][rules]")
{
    const FiguresRuleset &rules = shippedFigures();
    FireInput guns;
    guns.artillery = true;
    guns.targetSkirmishers = true;
    guns.modifiers = {{"range_p1", 1}};
    guns.d6 = 3;
    guns.figures = 2; // 4 figures counted, score +2: "1+"
    const FireResult onSkirmishers = resolveFire(rules, guns);
    CHECK(onSkirmishers.cell == "1+");
    CHECK(onSkirmishers.lossesIgnored);
    CHECK(onSkirmishers.losses.loss == LossCode{});
    CHECK(onSkirmishers.result == "no_loss");
    CHECK(onSkirmishers.targetUnderFire);
    guns.modifiers = {{"range_p3", 1}}; // −6, 4 figures: nothing at all
    CHECK_FALSE(resolveFire(rules, guns).targetUnderFire);
    // A '*' of skirmisher fire counts for deployed artillery only.
    FireInput skirmishers;
    skirmishers.shooterSkirmishers = true;
    skirmishers.modifiers = {{"range_p2", 1}};
    skirmishers.d6 = 3;
    skirmishers.figures = 2; // −2, 2 figures: "*"
    CHECK(resolveFire(rules, skirmishers).cell == "*");
    CHECK_FALSE(resolveFire(rules, skirmishers).targetUnderFire);
    skirmishers.targetDeployedArtillery = true;
    CHECK(resolveFire(rules, skirmishers).targetUnderFire);
}
