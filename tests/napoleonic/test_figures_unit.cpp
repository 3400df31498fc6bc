// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The plain FiguresUnit and the state changes the tables imply (NF-17, NF-36, NF-A15, NF-A25).
#include "arbitre/napoleonic/figures_unit.h"
#include "support/figures_builders.h"

#include <catch2/catch.hpp>

using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;

namespace {

FiguresUnit battalion(int figures)
{
    FiguresUnit unit;
    unit.id = "t";
    unit.nationColumn = "fra_inf1";
    unit.status = *shippedFigures().statusIndex("line");
    unit.figuresAtStart = figures;
    unit.losses.figures = figures;
    unit.formation = formation("line");
    unit.pace = pace("arr");
    unit.box = box("arret");
    unit.baseMorale = 1;
    startAction(shippedFigures(), unit);
    return unit;
}

} // namespace

TEST_CASE("NF-T1 played on units: the fire and the target's test from its state", "[napoleonic][unit]")
{
    const FiguresRuleset &rules = shippedFigures();
    FiguresUnit shooter = battalion(12);
    shooter.fireFactor = 2;
    FiguresUnit target = battalion(24);
    FireInput fire = fireInputFor(rules, shooter);
    fire.modifiers.push_back({"range_p2", 1});
    fire.modifiers.push_back({"target_cover_light", 1});
    fire.modifiers.push_back({"first_fire", 1});
    fire.d6 = 3;
    const FireResult shot = resolveFire(rules, fire);
    CHECK(shot.cell == "2+");
    sufferLosses(rules, target, shot.losses.loss);
    CHECK(target.losses.stepsThisAction == 2);
    CHECK(stepsLostSinceStart(rules, target) == 2);

    MoraleInput test = moraleInputFor(rules, target, TestKind::Other);
    test.modifiers.push_back({"own_cover_light", 1});
    test.modifiers.push_back({"under_fire_inf", 1});
    test.modifiers.push_back({"flank_secure", 1});
    test.enemies = {shooter.box};
    test.d6 = 2;
    const MoraleResult result = moraleTest(rules, test);
    CHECK(result.score == 6);
    applyMorale(rules, target, result);
    CHECK(boxId(target.box) == "arret");
}

TEST_CASE("NF-17 a unit's figures fall every 3 steps and an action starts from them", "[napoleonic][unit]")
{
    const FiguresRuleset &rules = shippedFigures();
    FiguresUnit unit = battalion(12);
    sufferLosses(rules, unit, LossCode{4, 1, false, false});
    CHECK(unit.losses.figures == 11);
    CHECK(stepsLostSinceStart(rules, unit) == 4);
    startAction(rules, unit);
    CHECK(unit.figuresAtActionStart == 11);
    CHECK(unit.stepsLostBeforeAction == 4);
    CHECK(unit.losses.stepsThisAction == 0);
    sufferLosses(rules, unit, LossCode{0, 1, false, false}); // the second half completes a step
    CHECK(unit.losses.stepsThisAction == 1);
    const MoraleInput input = moraleInputFor(rules, unit, TestKind::Other);
    CHECK(input.stepsAtFullStrength == 36);
    CHECK(input.stepsLostBefore == 4);
    CHECK(input.figuresAtActionStart == 11);
}

TEST_CASE("NF-36 a morale result moves the unit's box pace and cohesion", "[napoleonic][unit]")
{
    const FiguresRuleset &rules = shippedFigures();
    FiguresUnit unit = battalion(12);
    MoraleInput mac = moraleInputFor(rules, unit, TestKind::Mac);
    mac.d6 = 3;
    mac.baseMorale = 3; // 2 + 1 formed + 3 + 3 = 9: ATTAQUE
    const MoraleResult attack = moraleTest(rules, mac);
    applyMorale(rules, unit, attack);
    CHECK(boxId(unit.box) == "attaque");
    CHECK(unit.pace == pace("pac"));
    CHECK(unit.cohesion == 0);
    MoraleInput standing = moraleInputFor(rules, unit, TestKind::Standing);
    standing.d6 = 3;
    standing.baseMorale = -16; // 1 + 1 + 3 − 16 = −11: DÉROUTE
    applyMorale(rules, unit, moraleTest(rules, standing));
    CHECK(boxId(unit.box) == "deroute");
    CHECK(unit.pace == pace("pch"));
    CHECK(unit.cohesion == 2);
}

TEST_CASE("NF-A15 a DDF costs one cohesion level and a unit in disorder stays there", "[napoleonic][unit]")
{
    const FiguresRuleset &rules = shippedFigures();
    FiguresUnit unit = battalion(6);
    applyDdf(rules, unit);
    CHECK(rules.cohesion[static_cast<std::size_t>(unit.cohesion)].id == "saf");
    applyDdf(rules, unit);
    CHECK(rules.cohesion[static_cast<std::size_t>(unit.cohesion)].id == "des");
    applyDdf(rules, unit);
    CHECK(rules.cohesion[static_cast<std::size_t>(unit.cohesion)].id == "des");
    // Its cohesion now weighs on its fire and melee (NF-6, NF-10).
    FiguresUnit enemy = battalion(6);
    CHECK(term(resolveFire(rules,
                           [&] {
                               FireInput input = fireInputFor(rules, unit);
                               input.d6 = 3;
                               return input;
                           }()),
               "shooter_des") == -4);
    MeleeInput melee = meleeInputFor(rules, enemy, unit);
    melee.d6 = 3;
    CHECK(term(resolveMelee(rules, melee), "enemy_rear_or_des") == 2);
}

TEST_CASE("NF-A59 a unit whose formation forbids the tested pace takes the fastest it allows", "[napoleonic][unit]")
{
    const FiguresRuleset &rules = shippedFigures();
    FiguresUnit skirmishers = battalion(6);
    skirmishers.formation = formation("skirmish"); // PCH is X in skirmish order (NF-22)
    MoraleInput mac = moraleInputFor(rules, skirmishers, TestKind::Mac);
    mac.d6 = 3;
    mac.baseMorale = 6; // 2 + 1 + 3 + 6 = 12: CHARGE
    applyMorale(rules, skirmishers, moraleTest(rules, mac));
    CHECK(boxId(skirmishers.box) == "charge");
    CHECK(skirmishers.pace == pace("pac"));
    FiguresUnit square = battalion(6);
    square.formation = formation("square"); // only POR
    applyMorale(rules, square, moraleTest(rules, mac));
    CHECK(square.pace == pace("por"));
}
