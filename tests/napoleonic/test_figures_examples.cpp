// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The digest's worked examples NF-T1…NF-T4 and test vectors NF-T5…NF-T9, number for number.
#include "support/figures_builders.h"

#include <catch2/catch.hpp>

using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;

TEST_CASE("NF-T1 infantry fire at medium range and the target's morale test", "[napoleonic][examples]")
{
    const FiguresRuleset &rules = shippedFigures();
    FireInput fire;
    fire.modifiers = {{"fire_factor", 2}, {"range_p2", 1}, {"target_cover_light", 1}, {"first_fire", 1}};
    fire.d6 = 3;
    fire.figures = 12;
    const FireResult shot = resolveFire(rules, fire);
    CHECK(term(shot, "fire_factor") == 2);
    CHECK(term(shot, "random_die") == 0);
    CHECK(term(shot, "range_p2") == -2);
    CHECK(term(shot, "target_cover_light") == -2);
    CHECK(term(shot, "first_fire") == 1);
    CHECK(shot.score == -1);
    CHECK(modifiersMirrorBreakdown(shot));
    CHECK(shot.row == "-1");
    CHECK(shot.column == "12");
    CHECK(shot.cell == "2+");
    CHECK(shot.losses.loss == LossCode{2, 1, false, false});

    // T: 24 figures; 2 steps and a stored half, no figure removed yet (NF-17).
    const LossApplication hit = applyLosses(rules, LossState{24, 0, 0, 0}, shot.losses.loss);
    CHECK(hit.steps == 2);
    CHECK(hit.figuresRemoved == 0);
    CHECK(hit.after.carriedSteps == 2);
    CHECK(hit.after.halves == 1);
    CHECK(lossPercentage(rules, 2, 24).percent == 5);

    MoraleInput test;
    test.kind = TestKind::Other;
    test.box = box("arret");
    test.modifiers = {{"own_cover_light", 1}, {"under_fire_inf", 1}, {"formed", 1}, {"flank_secure", 1}};
    test.enemies = {box("arret")};
    test.stepsAtFullStrength = 72;
    test.stepsThisAction = 2;
    test.figuresAtActionStart = 24;
    test.baseMorale = 1;
    test.d6 = 2;
    const MoraleResult morale = moraleTest(rules, test);
    CHECK(term(morale, "situation") == 1);
    CHECK(term(morale, "own_cover_light") == 2);
    CHECK(term(morale, "under_fire_inf") == -1);
    CHECK(term(morale, "m11_friends_enemies") == -1);
    CHECK(term(morale, "formed") == 1);
    CHECK(term(morale, "flank_secure") == 1);
    CHECK(term(morale, "strength") == 3);
    CHECK(term(morale, "action_losses") == -1);
    CHECK(term(morale, "base_morale") == 1);
    CHECK(term(morale, "random_die") == 0);
    CHECK(morale.score == 6);
    CHECK(modifiersMirrorBreakdown(morale));
    CHECK(boxId(morale.band) == "avance");
    CHECK(boxId(morale.newBox) == "arret");
    CHECK_FALSE(morale.highestBox);

    SECTION("variant: the shooter's d6 is 6")
    {
        fire.d6 = 6;
        const FireResult better = resolveFire(rules, fire);
        CHECK(better.score == 0);
        CHECK(better.cell == "3");
        const LossApplication three = applyLosses(rules, LossState{24, 0, 0, 0}, better.losses.loss);
        CHECK(three.figuresRemoved == 1);
        CHECK(three.after.figures == 23);
        CHECK(lossPercentage(rules, 3, 24).percent == 5);
    }
    SECTION("variant: a second 2+ in the same action")
    {
        const LossApplication second = applyLosses(rules, hit.after, shot.losses.loss);
        CHECK(second.after.stepsThisAction == 5);
        CHECK(second.figuresRemoved == 1);
        CHECK(second.after.carriedSteps == 2);
        CHECK(second.after.halves == 0);
        CHECK(lossPercentage(rules, 5, 24).percent == 5);
    }
}

namespace {

/** NF-T2: A's MAC test; `iFlankSecure` selects the counter-case. */
MoraleInput chargeOfA(bool iFlankSecure)
{
    MoraleInput a;
    a.kind = TestKind::Mac;
    a.box = box("arret");
    a.modifiers = {{"support_one_arm", 1}, {"formed", 1}, {"flank_secure", 1}};
    a.arm = Arm::Cavalry;
    a.enemyArm = Arm::Infantry;
    a.typeRank = 2;
    a.paToSpend = 3;
    a.friends = {box("avance"), box("arret")};
    a.enemies = {box("arret")};
    a.cavalryMacOnInfantry = true;
    a.infantryModifiers = {{"formed", 1}, {iFlankSecure ? "flank_secure" : "flank_threatened", 1}};
    a.stepsAtFullStrength = 24;
    a.baseMorale = 1;
    a.d6 = 6;
    a.leader = Leader{1, 2, false};
    return a;
}

MoraleInput standOfI(int aBox, bool flankSecure)
{
    MoraleInput i;
    i.kind = TestKind::Standing;
    i.box = box("arret");
    i.modifiers = {{"under_fire_roundshot", 1}, {"formed", 1}, {flankSecure ? "flank_secure" : "flank_threatened", 1}};
    i.arm = Arm::Infantry;
    i.enemyArm = Arm::Cavalry;
    i.enemyTypeRank = 2;
    i.threatenedByCavalry = !flankSecure;
    i.friends = {box("arret")};
    i.enemies = {aBox, box("avance"), box("arret")};
    i.stepsAtFullStrength = 36;
    i.stepsLostBefore = 3;
    i.stepsThisAction = 1;
    i.figuresAtActionStart = 11;
    i.baseMorale = 1;
    i.d6 = 3;
    i.leader = Leader{1, 6, false};
    return i;
}

} // namespace

TEST_CASE("NF-T2 cavalry charge on infantry in line", "[napoleonic][examples]")
{
    const FiguresRuleset &rules = shippedFigures();
    const MoraleResult a = moraleTest(rules, chargeOfA(false));
    CHECK(term(a, "situation") == 2);
    CHECK(term(a, "support_one_arm") == 1);
    CHECK(term(a, "superior_enemy") == 0);
    CHECK(term(a, "pa_excess") == 0);
    CHECK(term(a, "m11_friends_enemies") == 2);
    CHECK(term(a, "cav_vs_inf") == 0);
    CHECK(term(a, "strength") == 3);
    CHECK(term(a, "random_die") == 1);
    CHECK(term(a, "leader") == 1);
    CHECK(a.rawScore == 13);
    CHECK(modifiersMirrorBreakdown(a));
    CHECK(a.row == "12");
    CHECK(boxId(a.band) == "charge");
    CHECK(a.pace == pace("pch"));

    const MoraleResult i = moraleTest(rules, standOfI(a.band, false));
    CHECK(term(i, "situation") == 1);
    CHECK(term(i, "under_fire_roundshot") == -1);
    CHECK(term(i, "superior_enemy") == -1);
    CHECK(term(i, "m11_friends_enemies") == -3); // −6 clamped
    CHECK(term(i, "formed") == 1);
    CHECK(term(i, "flank_threatened") == -2);
    CHECK(term(i, "strength") == 2);
    CHECK(term(i, "action_losses") == -1);
    CHECK(term(i, "leader") + term(i, "leader_far") == 0);
    CHECK(i.score == -3);
    CHECK(modifiersMirrorBreakdown(i)); // with M11's cap line
    CHECK(boxId(i.band) == "halte");
    CHECK_FALSE(i.fireRange);
    CHECK(i.result == "fire_ineffective");
    CHECK(i.ddf);
    CHECK(boxId(i.newBox) == "arret");

    const int capped = capMacScore(rules, a.rawScore);
    CHECK(capped == 12);
    CHECK(fireDrop(rules, 0, 8).drop == 0);
    const MacContact contact = macContact(rules, MacCase::Standing, MacSide{capped, true, Arm::Cavalry, false},
                                          MacSide{i.score, true, Arm::Infantry, false});
    CHECK(contact.melee);
    CHECK(contact.result == "melee");

    SECTION("counter-case: I's flanks are secure")
    {
        const MoraleResult a2 = moraleTest(rules, chargeOfA(true));
        CHECK(term(a2, "cav_vs_inf") == -4);
        CHECK(a2.score == 9);
        CHECK(boxId(a2.band) == "attaque");
        const MoraleResult i2 = moraleTest(rules, standOfI(a2.band, true));
        CHECK(term(i2, "m11_friends_enemies") == -3);
        CHECK(term(i2, "flank_secure") == 1);
        CHECK(i2.score == 0);
        CHECK(i2.zeroLine);
        CHECK(boxId(i2.band) == "arret");
        CHECK(i2.result == "fire_ineffective");
        CHECK_FALSE(i2.ddf);
        const MacContact fails = macContact(rules, MacCase::Standing, MacSide{9, true, Arm::Cavalry, false},
                                            MacSide{0, true, Arm::Infantry, true});
        CHECK_FALSE(fails.melee);
        CHECK(fails.result == "formed_infantry_stops_cavalry");
    }
}

TEST_CASE("NF-T3 the melee that follows the charge", "[napoleonic][examples]")
{
    const FiguresRuleset &rules = shippedFigures();
    MeleeInput a;
    a.modifiers = {{"melee_factor", 1}, {"enemy_flank_or_saf", 1}};
    a.ownPace = pace("pch");
    a.enemyPace = pace("arr");
    a.arm = Arm::Cavalry;
    a.enemyArm = Arm::Infantry;
    a.typeRank = 2;
    a.d6 = 2;
    a.figures = 8;
    const MeleeResult byA = resolveMelee(rules, a);
    CHECK(term(byA, "melee_factor") == 1);
    CHECK(term(byA, "pace_advantage") == 6);
    CHECK(term(byA, "enemy_flank_or_saf") == 2);
    CHECK(term(byA, "random_die") == 0);
    CHECK(byA.breakdown.total() == 9);
    CHECK(byA.score == 6);
    CHECK(byA.cell == "6");

    MeleeInput i;
    i.modifiers = {{"own_saf", 1}};
    i.ownPace = pace("arr");
    i.enemyPace = pace("pch");
    i.arm = Arm::Infantry;
    i.enemyArm = Arm::Cavalry;
    i.enemyTypeRank = 2;
    i.d6 = 5;
    i.figures = 8;
    const MeleeResult byI = resolveMelee(rules, i);
    CHECK(term(byI, "type_disadvantage") == -1);
    CHECK(term(byI, "own_saf") == -1);
    CHECK(term(byI, "pace_advantage") == 0);
    CHECK(byI.score == -2);
    CHECK(byI.cell == "1+");

    const LossApplication onI = applyLosses(rules, LossState{11, 1, 0, 1}, byA.losses.loss);
    CHECK(onI.figuresRemoved == 2);
    CHECK(onI.after.figures == 9);
    CHECK(onI.after.carriedSteps == 1);
    CHECK(onI.after.stepsThisAction == 7);
    CHECK(lossPercentage(rules, 7, 11).percent == 20);
    MoraleInput next;
    next.stepsThisAction = 7;
    next.figuresAtActionStart = 11;
    next.d6 = 3;
    CHECK(term(moraleTest(rules, next), "action_losses") == -4);

    const LossApplication onA = applyLosses(rules, LossState{8, 0, 0, 0}, byI.losses.loss);
    CHECK(onA.after.carriedSteps == 1);
    CHECK(onA.after.halves == 1);
    CHECK(lossPercentage(rules, 1, 8).percent == 5);
    // Those steps came from A's objective: left out of A's M17 in a MAC test (NF-A56).
    MoraleInput aTest;
    aTest.kind = TestKind::Mac;
    aTest.stepsThisAction = 1;
    aTest.stepsFromObjective = 1;
    aTest.figuresAtActionStart = 8;
    aTest.d6 = 3;
    CHECK(term(moraleTest(rules, aTest), "action_losses") == 0);
}

TEST_CASE("NF-T4 control test for a LIGNE unit facing an enemy in RET", "[napoleonic][examples]")
{
    const FiguresRuleset &rules = shippedFigures();
    ControlInput hussars;
    hussars.status = *rules.statusIndex("line");
    hussars.enemySaf = true;
    hussars.enemyFlank = true;
    hussars.lightCavalry = true;
    hussars.general = GeneralCharacter::Negative;
    hussars.d6 = 4;
    const ControlResult result = controlTest(rules, hussars);
    CHECK(result.threshold == 2);
    CHECK(term(result, "light_cavalry") == -1);
    CHECK(term(result, "general_negative") == -1);
    CHECK(term(result, "tester_formed") == 0);
    CHECK(result.modifiedRoll == 2);
    CHECK(modifiersMirrorBreakdown(result));
    CHECK_FALSE(result.underControl);
    CHECK(result.result == "out_of_control");
    for (int d6 = 1; d6 <= 6; ++d6) {
        hussars.d6 = d6;
        CHECK(controlTest(rules, hussars).underControl == (d6 >= 5));
    }
    // Against DER (threshold 3) they need a 6.
    hussars.enemyDes = true;
    hussars.enemyRear = true;
    for (int d6 = 1; d6 <= 6; ++d6) {
        hussars.d6 = d6;
        CHECK(controlTest(rules, hussars).threshold == 3);
        CHECK(controlTest(rules, hussars).underControl == (d6 == 6));
    }
    // A formed LIGNE battalion, general's character unspecified: always under control against RET.
    ControlInput battalion;
    battalion.status = *rules.statusIndex("line");
    battalion.enemyRetraite = true;
    battalion.formed = true;
    battalion.general = GeneralCharacter::Unspecified;
    for (int d6 = 1; d6 <= 6; ++d6) {
        battalion.d6 = d6;
        CHECK(controlTest(rules, battalion).modifiedRoll == d6 + 2);
        CHECK(controlTest(rules, battalion).underControl);
    }
}
