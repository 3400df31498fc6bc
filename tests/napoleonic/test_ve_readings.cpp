// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Readings switched by one edit of the shipped file (docs/rules-interpretations.md, VE section).
#include "support/ve_fixtures.h"

#include <catch2/catch.hpp>

using namespace arbitre;
using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;

namespace {

std::shared_ptr<const VeRuleset> withParameter(const char *name, const nlohmann::json &value)
{
    nlohmann::json json = shippedVeJson();
    json["parameters"][name] = value;
    return veFrom(json);
}

} // namespace

TEST_CASE("VE-A7 fatigue.counter_back_values keeps the front fire value", "[ve][readings]")
{
    VeUnit tired = veUnit(VeArm::Infanterie, "ligne");
    tired.freshness = Freshness::Fatiguee;
    tired.fireFront = 5;
    tired.fireBack = 3;
    CHECK(veFireValue(shippedVe(), tired, 1, nullptr) == 3);
    CHECK(veFireValue(*withParameter("fatigue.counter_back_values", "movement_and_shock"), tired, 1, nullptr) == 5);
}

TEST_CASE("VE-A9 results.deroute_sets_fatiguee tires a routing unit", "[ve][readings]")
{
    const auto rules = withParameter("results.deroute_sets_fatiguee", true);
    CHECK(applyVeResult(*rules, VeArm::Infanterie, Freshness::Fraiche, Cohesion::Vaillante, CombatResult::Deroute)
              .freshness == Freshness::Fatiguee);
    CHECK(applyVeResult(shippedVe(), VeArm::Infanterie, Freshness::Fraiche, Cohesion::Vaillante, CombatResult::Deroute)
              .freshness == Freshness::Fraiche);
}

TEST_CASE("VE-A11 recul.stay_into_deroute_moves false routs in place", "[ve][readings]")
{
    const auto rules = withParameter("recul.stay_into_deroute_moves", false);
    const RetreatSituation boxed{false, false, true, true, false};
    const VeResultApplication a =
        applyVeResult(*rules, VeArm::Infanterie, Freshness::Fraiche, Cohesion::Decouragee, CombatResult::Recul, boxed);
    CHECK(a.cohesion == Cohesion::Deroute);
    CHECK(a.retreatHexes == 0);
}

TEST_CASE("VE-A31 fire.loss_cells_morale_test gm asks the GM", "[ve][readings]")
{
    VeUnit firer = veUnit(VeArm::Infanterie, "ligne");
    firer.fireFront = 4;
    const VeUnit target = veUnit(VeArm::Infanterie, "ligne");
    CHECK_FALSE(resolveVeFire(shippedVe(), firer, target, 1, true, 5).needsGm);
    CHECK(resolveVeFire(*withParameter("fire.loss_cells_morale_test", "gm"), firer, target, 1, true, 5).needsGm);
}

TEST_CASE("VE-A34 los.endpoints_block and los.hexside_line either_side", "[ve][readings]")
{
    std::map<Hex, LosHex> map;
    map[{3, 0}].terrain = "foret";
    CHECK(veLineOfSight(shippedVe(), map, {0, 0}, {3, 0}).clear);
    CHECK_FALSE(veLineOfSight(*withParameter("los.endpoints_block", true), map, {0, 0}, {3, 0}).clear);
    map.clear();
    map[{1, 0}].terrain = "foret";
    CHECK(veLineOfSight(shippedVe(), map, {0, 0}, {1, 1}).clear);
    CHECK_FALSE(veLineOfSight(*withParameter("los.hexside_line", "either_side"), map, {0, 0}, {1, 1}).clear);
}

TEST_CASE("VE-A39 melee.ratio_rounding nearest", "[ve][readings]")
{
    // 5/4 = 1.25: the defender's favour reads 1/1; the nearest of 1/1 and 3/2 is 1/1 too; 7/5 = 1.4 is nearest 3/2.
    const auto rules = withParameter("melee.ratio_rounding", "nearest");
    CHECK(veMeleeColumn(*rules, 5, 4) == 2);
    CHECK(veMeleeColumn(*rules, 7, 5) == 3);
    CHECK(veMeleeColumn(shippedVe(), 7, 5) == 2);
}

TEST_CASE("VE-A41 melee.cavalry_charge_min_losses 0 adds a loss to every charge result", "[ve][readings]")
{
    VeMeleeInput in;
    VeUnit cav = veUnit(VeArm::Cavalerie, "en_bataille");
    cav.shockFront = 4;
    VeUnit inf = veUnit(VeArm::Infanterie, "ligne");
    inf.shockFront = 4;
    in.attackers = {cav};
    in.defenders = {inf};
    in.cavalryCharge = true;
    in.d6 = 3; // 1/1 row 3: *0/0
    CHECK(resolveVeMelee(shippedVe(), in).defender.losses == 0);
    CHECK(resolveVeMelee(*withParameter("melee.cavalry_charge_min_losses", 0), in).defender.losses == 1);
}

TEST_CASE("VE-A44 melee.d_retreat_blocked stay_and_lose_level keeps the unit", "[ve][readings]")
{
    const auto rules = withParameter("melee.d_retreat_blocked", "stay_and_lose_level");
    VeMeleeSideResult side;
    side.disorganised = true;
    side.retreatHexes = 2;
    const VeUnit unit = veUnit(VeArm::Infanterie, "ligne");
    CHECK(applyVeMeleeCode(shippedVe(), unit, side, false).eliminated);
    CHECK_FALSE(applyVeMeleeCode(*rules, unit, side, false).eliminated);
}

TEST_CASE("VE-A46 formation.free_change into or out of", "[ve][readings]")
{
    const auto into = withParameter("formation.free_change", "into");
    CHECK(veFormationChangeCost(*into, VeArm::Infanterie, "ligne", "adapte") == 0);
    CHECK(veFormationChangeCost(*into, VeArm::Infanterie, "adapte", "ligne") == 1);
    const auto outOf = withParameter("formation.free_change", "out_of");
    CHECK(veFormationChangeCost(*outOf, VeArm::Infanterie, "ligne", "adapte") == 1);
    CHECK(veFormationChangeCost(*outOf, VeArm::Infanterie, "desorganise", "ligne") == 0);
}

TEST_CASE("VE-A5 dice.d10_faces 1_10 reads the d10 from 1 to 10", "[ve][readings]")
{
    const auto rules = withParameter("dice.d10_faces", "1_10");
    CHECK_THROWS_AS(veLeaderHit(*rules, 0), ProcedureError);
    CHECK(veLeaderHit(*rules, 10)); // the face printed 0, read as 10
    CHECK(veLeaderHit(*rules, 9));
    CHECK_FALSE(veLeaderHit(*rules, 1));
}
