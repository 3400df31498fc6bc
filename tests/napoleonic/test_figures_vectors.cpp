// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The digest's test vectors NF-T5…NF-T9 (default readings).
#include "support/figures_builders.h"

#include <catch2/catch.hpp>

using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;

namespace {

/** A MAC test whose only variable parts are the enemies counted and a base morale (M16 complete +3, d6 3). */
MoraleInput macTest(std::vector<int> enemies, int baseMorale)
{
    MoraleInput input;
    input.kind = TestKind::Mac;
    input.enemies = std::move(enemies);
    input.baseMorale = baseMorale;
    input.d6 = 3;
    return input;
}

/** A test for other reasons from `start` that scores `score` (M1 = the box, M16 +3, d6 3). */
MoraleResult otherTest(std::string_view start, int score)
{
    MoraleInput input;
    input.kind = TestKind::Other;
    input.box = box(start);
    input.baseMorale = score - shippedFigures().boxes[static_cast<std::size_t>(input.box)].value - 3;
    input.d6 = 3;
    return moraleTest(shippedFigures(), input);
}

} // namespace

TEST_CASE("NF-T5 crossed MACs corrected for the real pace", "[napoleonic][examples]")
{
    const FiguresRuleset &rules = shippedFigures();
    // Each counts the other at AVANCE (NF-39 step 2); A also sees a friend in ARRÊT, so that neither
    // M11 reaches the cap of ±3, as the vector requires.
    MoraleInput a = macTest({box("avance")}, 5);
    a.friends = {box("arret")};
    MoraleInput b = macTest({box("avance")}, 8);
    const MoraleResult rawA = moraleTest(rules, a);
    const MoraleResult rawB = moraleTest(rules, b);
    CHECK(rawA.score == 9);
    CHECK(boxId(rawA.band) == "attaque");
    CHECK(rawB.score == 11);
    CHECK(boxId(rawB.band) == "charge");
    // One correction, each with the other's uncorrected box (NF-A63).
    a.enemies = {rawB.band};
    b.enemies = {rawA.band};
    const MoraleResult fixedA = moraleTest(rules, a);
    const MoraleResult fixedB = moraleTest(rules, b);
    CHECK(fixedA.score == 7);
    CHECK(fixedA.pace == pace("pac"));
    CHECK(fixedB.score == 10);
    CHECK(fixedB.pace == pace("pch"));
    CHECK(rules.paces[static_cast<std::size_t>(*fixedB.pace)].rank >
          rules.paces[static_cast<std::size_t>(*fixedA.pace)].rank); // B covers the last third
    const MacContact contact = macContact(rules, MacCase::Crossed, MacSide{fixedA.score, true, Arm::Cavalry, false},
                                          MacSide{fixedB.score, true, Arm::Cavalry, false});
    CHECK(contact.melee);
    MeleeInput bMelee;
    bMelee.ownPace = *fixedB.pace;
    bMelee.enemyPace = *fixedA.pace;
    bMelee.d6 = 3;
    bMelee.figures = 4;
    CHECK(term(resolveMelee(rules, bMelee), "pace_advantage") == 1);

    SECTION("clamp case: M11 already at -3 stays there")
    {
        MoraleInput clamped = macTest({box("avance"), box("avance")}, 7);
        CHECK(moraleTest(rules, clamped).score == 9);
        clamped.enemies = {box("charge"), box("avance")};
        CHECK(moraleTest(rules, clamped).score == 9);
    }
}

TEST_CASE("NF-T6 tests for other reasons move on the box ladder", "[napoleonic][examples]")
{
    const MoraleResult up2 = otherTest("avance", 11);
    CHECK(boxId(up2.band) == "charge");
    CHECK(boxId(up2.newBox) == "avance");
    CHECK(boxId(*up2.highestBox) == "charge");
    CHECK(boxId(otherTest("avance", 5).newBox) == "avance");
    const MoraleResult zeroPlus = otherTest("avance", 0);
    CHECK(zeroPlus.fromPlus);
    CHECK(boxId(zeroPlus.band) == "arret");
    CHECK(boxId(zeroPlus.newBox) == "arret");
    CHECK(boxId(otherTest("avance", -5).newBox) == "repli");
    const MoraleResult zeroMinus = otherTest("halte", 0);
    CHECK_FALSE(zeroMinus.fromPlus);
    CHECK(boxId(zeroMinus.band) == "halte");
    CHECK(boxId(zeroMinus.newBox) == "retraite");
    const MoraleResult up1 = otherTest("repli", 8);
    CHECK(boxId(up1.band) == "attaque");
    CHECK(boxId(up1.newBox) == "repli");
    CHECK(boxId(*up1.highestBox) == "halte");
    CHECK(boxId(otherTest("arret", -8).newBox) == "deroute");
    const MoraleResult bottom = otherTest("retraite", -11);
    CHECK(boxId(bottom.band) == "deroute");
    CHECK(boxId(bottom.newBox) == "deroute");
}

TEST_CASE("NF-T7 a reaction that stops and forms square", "[napoleonic][examples]")
{
    const FiguresRuleset &rules = shippedFigures();
    const FormationChange square = formationChangeCost(rules, "fra_inf1", "coc", "square");
    REQUIRE(square.pa == 2);
    ReactionInput reaction;
    reaction.reactionPa = *square.pa;
    reaction.fires = true;
    reaction.stops = true;
    MoraleInput &test = reaction.test;
    test.box = box("attaque");
    test.paSpent = 2;
    test.stopFromPace = pace("pac");
    test.modifiers = {{"formed", 1}, {"flank_secure", 1}};
    test.enemies = {box("charge")};
    test.friends = {box("avance")};
    test.enemyArm = Arm::Cavalry;
    test.baseMorale = 2;
    test.d6 = 6;
    test.leader = Leader{1, 3, false};
    const ReactionResult result = reactionTest(rules, reaction);
    CHECK(result.totalPa == 5);
    CHECK(result.excess == 2);
    CHECK(result.pop == 2);
    CHECK(term(result.test, "situation") == 0);
    CHECK(term(result.test, "reaction_stop") == -2);
    CHECK(term(result.test, "pa_excess") == -2);
    CHECK(term(result.test, "m11_friends_enemies") == -2);
    CHECK(term(result.test, "formed") == 1);
    CHECK(term(result.test, "flank_secure") == 1);
    CHECK(term(result.test, "strength") == 3);
    CHECK(term(result.test, "base_morale") == 2);
    CHECK(term(result.test, "random_die") == 1);
    CHECK(term(result.test, "leader") == 1);
    CHECK(result.test.score == 3);
    CHECK(boxId(result.test.band) == "arret");
    CHECK(result.reacts);
    CHECK_FALSE(result.test.fireRange); // ARRÊT: fire ineffective
    // The 2 POP burden its fire for the rest of the turn (NF-3).
    FireInput fire;
    fire.modifiers = {{"shooter_pop", result.pop}};
    fire.d6 = 3;
    fire.figures = 12;
    CHECK(term(resolveFire(rules, fire), "shooter_pop") == -2);
}

TEST_CASE("NF-T8 a MAC stopped by effective fire", "[napoleonic][examples]")
{
    const FiguresRuleset &rules = shippedFigures();
    MoraleInput y;
    y.kind = TestKind::Standing;
    y.box = box("arret");
    y.enemies = {box("attaque")};
    y.baseMorale = 6;
    y.d6 = 3;
    const MoraleResult yTest = moraleTest(rules, y);
    CHECK(yTest.score == 7);
    REQUIRE(yTest.fireRange);
    CHECK(yTest.result == "range_p2");

    FireInput fire;
    fire.modifiers = {{"fire_factor", 2}, {rules.modifiers[0][static_cast<std::size_t>(*yTest.fireRange)].id, 1}};
    fire.d6 = 4;
    fire.figures = 12;
    const FireResult shot = resolveFire(rules, fire);
    CHECK(shot.score == 0);
    CHECK(shot.cell == "3");
    const FireDrop drop = fireDrop(rules, shot.losses.loss.steps, 12);
    CHECK(drop.percentage.percent == 10);
    CHECK(drop.drop == 6);
    const int x = capMacScore(rules, 9) - drop.drop;
    CHECK(x == 3);
    const MacContact infantry = macContact(rules, MacCase::Standing, MacSide{x, true, Arm::Infantry, false},
                                           MacSide{yTest.score, true, Arm::Infantry, true});
    CHECK_FALSE(infantry.melee);
    CHECK(infantry.result == "attacker_halts_and_fires");
    const MacContact cavalry = macContact(rules, MacCase::Standing, MacSide{x, true, Arm::Cavalry, false},
                                          MacSide{yTest.score, true, Arm::Artillery, false});
    CHECK(cavalry.result == "attacker_gives_up_ddf");
}

TEST_CASE("NF-T9 strength and losses of the action", "[napoleonic][examples]")
{
    const FiguresRuleset &rules = shippedFigures();
    const auto strength = [&](StrengthKind kind, int percent) {
        MoraleInput input;
        input.strengthKind = kind;
        input.stepsAtFullStrength = 100;
        input.stepsLostBefore = 100 - percent;
        input.d6 = 3;
        return term(moraleTest(rules, input), "strength");
    };
    const std::vector<std::pair<int, int>> unit{{100, 3}, {95, 2},  {90, 2},  {89, 1}, {80, 1},
                                                {79, 0},  {62, -1}, {50, -2}, {45, -3}};
    for (const auto &[percent, value] : unit) {
        INFO(percent << " %");
        CHECK(strength(StrengthKind::Unit, percent) == value);
    }
    CHECK(strength(StrengthKind::Detachment, 100) == 1);
    CHECK(strength(StrengthKind::Detachment, 92) == 0);
    CHECK(strength(StrengthKind::Parent, 100) == 2);
    CHECK(strength(StrengthKind::Parent, 85) == 0);
    const auto actionLosses = [&](int steps, int figures) {
        MoraleInput input;
        input.stepsThisAction = steps;
        input.figuresAtActionStart = figures;
        input.d6 = 3;
        return term(moraleTest(rules, input), "action_losses");
    };
    CHECK(actionLosses(0, 12) == 0);
    CHECK(actionLosses(1, 8) == -1);  // 5 %
    CHECK(actionLosses(7, 11) == -4); // 20 %
}
