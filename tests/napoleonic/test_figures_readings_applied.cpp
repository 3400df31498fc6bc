// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Readings that used to be checked only: each alternative now changes what a procedure computes.
#include "support/figures_builders.h"
#include "support/figures_edit.h"

#include <catch2/catch.hpp>

using namespace arbitre;
using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;

namespace {

Movement moveFrom(const FiguresRuleset &rules, std::string_view from, std::string_view to, std::string_view formationId,
                  bool horse = false)
{
    MovementInput input;
    input.horse = horse;
    input.arm = horse ? Arm::Cavalry : Arm::Infantry;
    input.fromPace = pace(from);
    input.pace = pace(to);
    input.formation = formation(formationId);
    return movementAllowance(rules, input);
}

MoraleInput strength(int full, int lost)
{
    MoraleInput input;
    input.kind = TestKind::Other;
    input.d6 = 3;
    input.stepsAtFullStrength = full;
    input.stepsLostBefore = lost;
    return input;
}

} // namespace

TEST_CASE("NF-A34 movement.pace_change within_move: the run-up is covered inside the move", "[napoleonic][readings]")
{
    const Movement charge = moveFrom(shippedFigures(), "por", "pch", "line");
    CHECK(charge.allowance == 4);
    CHECK(charge.paceChangeUd == 1); // NF-24: 1 UD to take PCH on foot
    CHECK(term(charge, "pace_change") == 0);
    const Movement cavalry = moveFrom(shippedFigures(), "arr", "pch", "coc", true);
    CHECK(cavalry.allowance == 9);
    CHECK(cavalry.paceChangeUd == 3); // NF-24: 3 UD from ARR to PCH on horseback
}

TEST_CASE("NF-A34 movement.pace_change deducted: the run-up comes off the move", "[napoleonic][readings]")
{
    const auto rules = figuresWith("movement.pace_change", "deducted");
    const Movement charge = moveFrom(*rules, "por", "pch", "line");
    CHECK(charge.allowance == 3);
    CHECK(term(charge, "pace_change") == -1);
    CHECK(modifiersMirrorBreakdown(charge));
    CHECK(moveFrom(*rules, "pch", "por", "line").allowance == 1); // leaving PCH costs 1 UD too
    CHECK(moveFrom(*rules, "por", "pac", "line").allowance == 3); // no PCH on foot: nothing to deduct
    CHECK(moveFrom(*rules, "arr", "pch", "coc", true).allowance == 6);
    CHECK(moveFrom(*rules, "pac", "pch", "coc", true).allowance == 8);
    MovementInput same;
    same.pace = pace("pch");
    same.formation = formation("line");
    CHECK(movementAllowance(*rules, same).allowance == 4); // no pace before the move: no change
}

TEST_CASE("NF-A2 loss_table.star_effect half_step: a '*' stores a half step", "[napoleonic][readings]")
{
    const LossLookup plain = lookUpLosses(shippedFigures(), -6, 5);
    REQUIRE(plain.cells[0] == "*");
    CHECK(plain.loss == LossCode{0, 0, true, false});
    const auto rules = figuresWith("loss_table.star_effect", "half_step");
    const LossLookup half = lookUpLosses(*rules, -6, 5);
    CHECK(half.loss == LossCode{0, 1, true, false});
    // Two of them make a step (NF-A1 storage).
    const LossApplication first = applyLosses(*rules, LossState{10, 0, 0, 0}, half.loss);
    CHECK(first.steps == 0);
    CHECK(applyLosses(*rules, first.after, half.loss).steps == 1);
}

TEST_CASE("NF-A55 morale.strength.floor: M16 never below the number", "[napoleonic][readings]")
{
    const MoraleInput weak = strength(30, 27); // 90 % lost: 3 − 9
    CHECK(term(moraleTest(shippedFigures(), weak), "strength") == -6);
    CHECK(term(moraleTest(*figuresWith("morale.strength.floor", -2), weak), "strength") == -2);
    CHECK(term(moraleTest(*figuresWith("morale.strength.floor", -2), strength(30, 3)), "strength") == 2);
}

TEST_CASE("NF-A55 morale.strength.measure figures: only whole figures lost count", "[napoleonic][readings]")
{
    const MoraleInput input = strength(30, 5);                         // 1 figure and 2 steps of 10 figures
    CHECK(term(moraleTest(shippedFigures(), input), "strength") == 1); // 16.7 %
    CHECK(term(moraleTest(*figuresWith("morale.strength.measure", "figures"), input), "strength") == 2); // 10 %
}

TEST_CASE("NF-A62 situation.other_reasons.clamp false: past the ladder's ends the GM decides", "[napoleonic][readings]")
{
    MoraleInput down = strength(30, 30);
    down.box = box("retraite");
    down.d6 = 1;
    const MoraleResult clamped = moraleTest(shippedFigures(), down);
    REQUIRE(boxId(clamped.band) == "deroute");
    CHECK(boxId(clamped.newBox) == "deroute");
    CHECK_FALSE(clamped.needsGm);
    const auto rules = figuresWith("situation.other_reasons.clamp", false);
    const MoraleResult open = moraleTest(*rules, down);
    CHECK(boxId(open.newBox) == "deroute");
    CHECK(open.needsGm);
    MoraleInput up = strength(0, 0);
    up.box = box("charge");
    up.d6 = 6;
    up.baseMorale = 12;
    REQUIRE(boxId(moraleTest(*rules, up).band) == "charge");
    CHECK_FALSE(moraleTest(shippedFigures(), up).needsGm);
    CHECK(moraleTest(*rules, up).needsGm);
    up.box = box("avance"); // two boxes up stay on the ladder
    CHECK_FALSE(moraleTest(*rules, up).needsGm);
}

TEST_CASE("NF-A20 under_fire.min_result star and any: what puts a target under fire", "[napoleonic][readings]")
{
    FireInput star;
    star.shooterSkirmishers = true;
    star.modifiers = {{"range_p2", 1}};
    star.d6 = 3;
    star.figures = 2;
    REQUIRE(resolveFire(shippedFigures(), star).cell == "*");
    CHECK_FALSE(resolveFire(shippedFigures(), star).targetUnderFire);
    CHECK(resolveFire(*figuresWith("under_fire.min_result", "star"), star).targetUnderFire);
    FireInput nothing;
    nothing.modifiers = {{"range_p3", 1}};
    nothing.d6 = 1;
    nothing.figures = 1;
    REQUIRE(resolveFire(shippedFigures(), nothing).result.empty());
    CHECK_FALSE(resolveFire(*figuresWith("under_fire.min_result", "star"), nothing).targetUnderFire);
    CHECK(resolveFire(*figuresWith("under_fire.min_result", "any"), nothing).targetUnderFire);
}

TEST_CASE("NF-A69 control.failure_effect must_pursue: a failed control test must pursue", "[napoleonic][readings]")
{
    ControlInput input;
    input.status = shippedFigures().statusIndex("line").value();
    input.enemyRetraite = true;
    input.d6 = 1;
    const ControlResult failed = controlTest(shippedFigures(), input);
    REQUIRE_FALSE(failed.underControl);
    CHECK(failed.result == "out_of_control");
    CHECK(controlTest(*figuresWith("control.failure_effect", "must_pursue"), input).result == "must_pursue");
    input.d6 = 6; // 6 > 2 (line, RET): under control either way
    CHECK(controlTest(*figuresWith("control.failure_effect", "must_pursue"), input).result == "under_control");
}

TEST_CASE("NF-A35 terrain.apply per_ud: the penalty counts per UD moved inside the feature", "[napoleonic][readings]")
{
    MovementInput wood;
    wood.pace = pace("por");
    wood.formation = formation("com");
    wood.terrains = {terrain("boc")};
    wood.terrainUd = {3};
    const Movement once = movementAllowance(shippedFigures(), wood);
    CHECK(once.allowance == 4); // 5 − 1, once per feature
    CHECK(once.ddf == 1);
    const auto rules = figuresWith("terrain.apply", "per_ud");
    const Movement perUd = movementAllowance(*rules, wood);
    CHECK(perUd.allowance == 2); // 5 − 1 × 3 UD inside
    CHECK(term(perUd, "boc") == -3);
    CHECK(perUd.ddf == 1); // the cohesion effect stays once per feature
    CHECK(modifiersMirrorBreakdown(perUd));
    wood.terrainUd.clear();
    CHECK_THROWS_AS(movementAllowance(*rules, wood), ProcedureError);
    CHECK(movementAllowance(shippedFigures(), wood).allowance == 4);
}

TEST_CASE("NF-A34 movement.art_column: limbered artillery moves in the named column", "[napoleonic][readings]")
{
    MovementInput guns;
    guns.arm = Arm::Artillery;
    guns.pace = pace("por");
    guns.formation = formation("line");
    const Movement com = movementAllowance(shippedFigures(), guns);
    CHECK(com.column == "com");
    CHECK(com.allowance == 5);
    const Movement cod = movementAllowance(*figuresWith("movement.art_column", "cod"), guns);
    CHECK(cod.column == "cod");
    CHECK(cod.allowance == 3);
    guns.unlimberedArtillery = true;
    CHECK(movementAllowance(*figuresWith("movement.art_column", "cod"), guns).allowance == 0);
    CHECK_THROWS_AS(figuresWith("movement.art_column", "limber"), LoadError);
}

TEST_CASE("NF-A19 fire.fast_crossing_requires_crossing false: any target at PAC or PCH counts",
          "[napoleonic][readings]")
{
    FireInput fire;
    fire.d6 = 3;
    fire.figures = 4;
    fire.targetPace = pace("pch");
    fire.targetArm = Arm::Cavalry;
    CHECK(term(resolveFire(shippedFigures(), fire), "target_fast_crossing_cav") == 0); // the GM ticks the crossing
    const auto rules = figuresWith("fire.fast_crossing_requires_crossing", false);
    CHECK(term(resolveFire(*rules, fire), "target_fast_crossing_cav") == -2);
    fire.targetArm = Arm::Infantry;
    fire.targetPace = pace("pac");
    CHECK(term(resolveFire(*rules, fire), "target_fast_crossing_inf") == -1);
    fire.modifiers = {{"target_fast_crossing_inf", 1}}; // ticked already: counted once
    CHECK(term(resolveFire(*rules, fire), "target_fast_crossing_inf") == -1);
    fire.modifiers.clear();
    fire.targetPace = pace("por");
    CHECK(term(resolveFire(*rules, fire), "target_fast_crossing_inf") == 0);
    fire.targetPace.reset();
    CHECK(term(resolveFire(*rules, fire), "target_fast_crossing_inf") == 0);
}
