// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The digest's worked examples VE-W1…VE-W5, number for number.
#include "support/ve_fixtures.h"

#include <catch2/catch.hpp>

using namespace arbitre;
using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;

namespace {

VeUnit lineInfantry(int fire)
{
    VeUnit u = veUnit(VeArm::Infanterie, "ligne");
    u.fireFront = fire;
    return u;
}

VeUnit battery(int fire, int losses = 0)
{
    VeUnit u = veUnit(VeArm::Artillerie, "en_batterie");
    u.fireFront = fire;
    u.maxRange = 4;
    u.losses = losses;
    return u;
}

} // namespace

TEST_CASE("VE-W1 line infantry fire at value 4 die 5", "[ve][examples]")
{
    const VeRuleset &rules = shippedVe();
    VeUnit target = veUnit(VeArm::Infanterie, "colonne");
    target.moral = 7;
    const VeFireResult r = resolveVeFire(rules, lineInfantry(4), target, 1, true, 5);
    CHECK(r.fireValue == 4);
    CHECK(r.column == "4");
    CHECK(r.score == 5);
    CHECK(r.cell == "1");
    CHECK(r.code.losses == 1);
    CHECK(r.code.moraleTest);
    target.losses += r.code.losses; // VE-A31: losses first
    const VeMoraleResult ok = veMoraleTest(rules, target, {}, 2, 4);
    CHECK(ok.score == 6);
    CHECK(ok.success);
    CHECK_FALSE(veMoraleTest(rules, target, {}, 4, 4).success);

    SECTION("vectors on the same firer")
    {
        VeUnit square = veUnit(VeArm::Infanterie, "carre");
        VeUnit skirm = veUnit(VeArm::Infanterie, "ligne");
        skirm.skirmishers = true;
        const VeUnit plain = veUnit(VeArm::Infanterie, "ligne");
        CHECK(resolveVeFire(rules, lineInfantry(4), square, 1, true, 5).cell == "1");
        CHECK(resolveVeFire(rules, lineInfantry(4), square, 1, true, 5).score == 6);
        CHECK(resolveVeFire(rules, lineInfantry(4), skirm, 1, true, 5).score == 4);
        CHECK(resolveVeFire(rules, lineInfantry(4), skirm, 1, true, 5).cell == "1");
        CHECK(resolveVeFire(rules, lineInfantry(4), plain, 1, true, 2).cell == "");
        CHECK(resolveVeFire(rules, lineInfantry(4), plain, 1, true, 3).cell == "*");
        CHECK(resolveVeFire(rules, lineInfantry(4), square, 1, true, 6).cell == "2");
        CHECK(resolveVeFire(rules, lineInfantry(4), skirm, 1, true, 1).result == "no_effect");
        VeUnit firerSquare = veUnit(VeArm::Infanterie, "carre");
        firerSquare.fireFront = 4;
        const VeFireResult fromSquare = resolveVeFire(rules, firerSquare, plain, 1, true, 5);
        CHECK(fromSquare.fireValue == 1);
        CHECK(fromSquare.cell == "");
    }
}

TEST_CASE("VE-W2 artillery fire at 3 hexes", "[ve][examples]")
{
    const VeRuleset &rules = shippedVe();
    const VeUnit target = veUnit(VeArm::Infanterie, "ligne");
    const VeFireResult a = resolveVeFire(rules, battery(5), target, 3, true, 5);
    CHECK(a.fireValue == 2);
    CHECK(a.column == "2");
    CHECK(a.cell == "1");
    CHECK(resolveVeFire(rules, battery(5, 1), target, 3, true, 5).column == "1");                        // B
    CHECK(resolveVeFire(rules, battery(5, 1), target, 3, true, 5).cell == "");                           // B
    CHECK(resolveVeFire(rules, battery(5), veUnit(VeArm::Infanterie, "carre"), 3, true, 5).cell == "1"); // C
    CHECK(resolveVeFire(rules, battery(5), veUnit(VeArm::Infanterie, "carre"), 3, true, 5).score == 6);
    CHECK_FALSE(resolveVeFire(rules, battery(5), target, 5, true, 5).fires);     // D
    const VeFireResult e = resolveVeFire(rules, battery(5), target, 4, true, 6); // E
    CHECK(e.column == "1");
    CHECK(e.cell == "1");
    CHECK_FALSE(resolveVeFire(rules, battery(5), target, 3, false, 5).fires); // G
    VeUnit limbered = battery(5);
    limbered.formation = "attelee";
    CHECK_FALSE(resolveVeFire(rules, limbered, target, 3, true, 5).fires); // H

    nlohmann::json edited = shippedVeJson();
    edited["parameters"]["artillery.range_count"] = "distance_minus_1";
    const VeFireResult f = resolveVeFire(*veFrom(edited), battery(5), target, 3, true, 5); // F
    CHECK(f.column == "3");
    CHECK(f.cell == "1");
}

TEST_CASE("VE-W3 melee at 3/2 die 4 general attacking", "[ve][examples]")
{
    const VeRuleset &rules = shippedVe();
    VeMeleeInput in;
    VeUnit attacker = veUnit(VeArm::Infanterie, "colonne");
    attacker.shockFront = 5;
    attacker.leaderBonus = 1;
    VeUnit defender = veUnit(VeArm::Infanterie, "ligne");
    defender.shockFront = 4;
    in.attackers = {attacker};
    in.defenders = {defender};
    in.d6 = 4;
    const VeMeleeResult r = resolveVeMelee(rules, in);
    CHECK(r.attackerShock == 6);
    CHECK(r.defenderShock == 4);
    CHECK(r.column == "3/2");
    CHECK(r.score == 5);
    CHECK(r.cell == "0/D");
    CHECK(r.attacker.losses == 0);
    CHECK_FALSE(r.attacker.moraleTest);
    CHECK(r.defender.disorganised);
    CHECK(r.defender.retreatHexes == 2);
    CHECK_FALSE(r.defender.moraleTest);
    const VeCodeApplication d = applyVeMeleeCode(rules, defender, r.defender, true);
    CHECK(d.formation == "desorganise");
    CHECK(d.retreatHexes == 2);
    CHECK_FALSE(veLeaderHit(rules, 3));

    SECTION("vectors")
    {
        in.attackers[0].leaderBonus.reset();
        const VeMeleeResult none = resolveVeMelee(rules, in);
        CHECK(none.cell == "1/*1");
        in.attackers[0].leaderBonus = 1;
        in.defenders[0].leaderBonus = 1;
        CHECK(resolveVeMelee(rules, in).score == 4);
        CHECK(resolveVeMelee(rules, in).cell == "1/*1");

        VeUnit cavalry = veUnit(VeArm::Cavalerie, "en_bataille");
        cavalry.shockFront = 6;
        VeMeleeInput charge;
        charge.attackers = {cavalry};
        charge.defenders = {defender};
        charge.cavalryCharge = true;
        charge.d6 = 4;
        const VeMeleeResult c = resolveVeMelee(rules, charge);
        CHECK(c.cell == "1/*1");
        CHECK(c.defender.losses == 2);
        CHECK(c.defender.moraleTest);
        CHECK(c.attacker.losses == 1);

        charge.defenders[0].formation = "carre";
        const VeMeleeResult sq = resolveVeMelee(rules, charge);
        CHECK(sq.attackerShock == 1);
        CHECK(sq.defenderShock == 4);
        CHECK(sq.column == "1/2-");
        CHECK(sq.cell == "*1/1");
        CHECK(sq.defender.losses == 1);

        in.defenders[0].leaderBonus = 2;
        in.attackers[0].leaderBonus.reset();
        in.d6 = 1;
        CHECK(resolveVeMelee(rules, in).score == 0);
    }
}

TEST_CASE("VE-W4 morale test on 2d6", "[ve][examples]")
{
    const VeRuleset &rules = shippedVe();
    VeUnit unit = veUnit(VeArm::Infanterie, "ligne");
    unit.moral = 8;
    unit.cohesion = Cohesion::Decouragee;
    unit.freshness = Freshness::Fatiguee;
    unit.losses = 1;
    unit.leaderBonus = 1;
    MoraleContext flank;
    flank.facing = AttackFacing::Flank;
    const VeMoraleResult r = veMoraleTest(rules, unit, flank, 3, 4);
    CHECK(r.score == 5);
    CHECK(r.roll == 7);
    CHECK_FALSE(r.success);
    CHECK(r.needsGm);
    CHECK(veMoraleTest(rules, unit, flank, 2, 2).success);
    CHECK(veMoraleTest(rules, unit, flank, 1, 4).success);
    CHECK_FALSE(veMoraleTest(rules, unit, flank, 3, 3).success);

    VeUnit square = veUnit(VeArm::Infanterie, "carre");
    square.moral = 9;
    square.leaderBonus = 2;
    MoraleContext cavalry;
    cavalry.causedByCavalry = true;
    const VeMoraleResult high = veMoraleTest(rules, square, cavalry, 6, 6);
    CHECK(high.score == 13);
    CHECK_FALSE(high.success);
    CHECK(high.natural);

    VeUnit broken = veUnit(VeArm::Infanterie, "desorganise");
    broken.moral = 7;
    broken.cohesion = Cohesion::Deroute;
    broken.losses = 2;
    MoraleContext rear;
    rear.facing = AttackFacing::Rear;
    CHECK(veMoraleTest(rules, broken, rear, 1, 1).score == -2);
    CHECK(veMoraleTest(rules, broken, rear, 1, 1).success);
    CHECK_FALSE(veMoraleTest(rules, broken, rear, 1, 2).success);
}

TEST_CASE("VE-W5 result Decouragee on a unit Decouragee et Fatiguee", "[ve][examples]")
{
    const VeRuleset &rules = shippedVe();
    const VeResultApplication a =
        applyVeResult(rules, VeArm::Infanterie, Freshness::Fatiguee, Cohesion::Decouragee, CombatResult::Decouragee);
    CHECK(a.row == "5");
    CHECK(a.cohesion == Cohesion::Deroute);
    CHECK(a.freshness == Freshness::Fatiguee);
    CHECK(a.retreat == RetreatTaken::Straight);
    CHECK(a.retreatHexes == 2);
    CHECK(a.noAdvance);
    CHECK(veLeaderFate(rules, LeaderEvent::RoutMove, false, true).consequence == "follows_unit");
    VeUnit routed = veUnit(VeArm::Infanterie, "ligne");
    routed.cohesion = Cohesion::Deroute;
    routed.quality = 5;
    const VeRallyResult rally = veRally(rules, routed, false, 4);
    CHECK(rally.cohesion == Cohesion::Decouragee);
    CHECK(rally.reorient);

    RetreatSituation blocked;
    blocked.straightPathFree = false;
    const VeResultApplication any = applyVeResult(rules, VeArm::Infanterie, Freshness::Fatiguee, Cohesion::Decouragee,
                                                  CombatResult::Decouragee, blocked);
    CHECK(any.retreat == RetreatTaken::AnyPath);
    blocked.anyPathFree = false;
    const VeResultApplication none = applyVeResult(rules, VeArm::Infanterie, Freshness::Fatiguee, Cohesion::Decouragee,
                                                   CombatResult::Decouragee, blocked);
    CHECK(none.eliminated);
    CHECK(none.eliminatedBy == "rout_impossible");
    CHECK(veLeaderFate(rules, LeaderEvent::RoutImpossible, false, false).notCounted);
    CHECK(
        applyVeResult(rules, VeArm::Infanterie, Freshness::Fatiguee, Cohesion::Deroute, CombatResult::Decouragee).row ==
        "8");
    CHECK(applyVeResult(rules, VeArm::Infanterie, Freshness::Fatiguee, Cohesion::Deroute, CombatResult::Deroute)
              .eliminated);
    CHECK(veLeaderFate(rules, LeaderEvent::MeleeTwoRouts, false, true).consequence == "captured");
    CHECK(applyVeResult(rules, VeArm::Artillerie, Freshness::Fatiguee, Cohesion::Decouragee, CombatResult::Decouragee)
              .eliminated);
}
