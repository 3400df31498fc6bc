// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Named tests for results, leaders, states, rally, initiative, formations and morale
// (VE-3…VE-38, VE-66–VE-90) and vectors VE-T1, VE-T8…VE-T11.
#include "support/ve_fixtures.h"

#include <catch2/catch.hpp>

using namespace arbitre;
using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;

namespace {

VeUnit unitIn(Cohesion cohesion, Freshness freshness = Freshness::Fraiche)
{
    VeUnit u = veUnit(VeArm::Infanterie, "ligne");
    u.cohesion = cohesion;
    u.freshness = freshness;
    u.moral = 7;
    u.quality = 5;
    return u;
}

VeResultApplication apply(Cohesion c, Freshness f, CombatResult r, const RetreatSituation &map = {},
                          VeArm arm = VeArm::Infanterie)
{
    return applyVeResult(shippedVe(), arm, f, c, r, map);
}

using C = Cohesion;
using F = Freshness;
using R = CombatResult;

} // namespace

TEST_CASE("VE-3 VE-81 VE-T8 morale 2d6 roll under with natural 2 and 12", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    auto outcome = [&](int target, int d1, int d2) {
        VeUnit u = unitIn(C::Vaillante);
        u.moral = target;
        return veMoraleTest(rules, u, {}, d1, d2).success;
    };
    CHECK(outcome(7, 3, 4));
    CHECK_FALSE(outcome(7, 4, 4));
    CHECK(outcome(1, 1, 1));
    CHECK(outcome(-3, 1, 1));
    CHECK_FALSE(outcome(-3, 1, 2));
    CHECK_FALSE(outcome(12, 6, 6));
    CHECK(outcome(15, 5, 6));
}

TEST_CASE("VE-4 VE-30 VE-T9 rally on a d10 read 0-9", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    const VeUnit routed = unitIn(C::Deroute);
    CHECK(veRally(rules, routed, false, 5).success);
    CHECK_FALSE(veRally(rules, routed, false, 6).success);
    CHECK_FALSE(veRally(rules, routed, true, 5).success);
    VeUnit led = routed;
    led.leaderBonus = 1;
    CHECK(veRally(rules, led, true, 5).success);
    VeUnit poor = routed;
    poor.quality = 0;
    CHECK(veRally(rules, poor, false, 0).success);
    CHECK_FALSE(veRally(rules, poor, false, 1).success);
    CHECK_THROWS_AS(veRally(rules, routed, false, 10), ProcedureError);
    const VeRallyResult fromRout = veRally(rules, routed, false, 0);
    CHECK(fromRout.cohesion == C::Decouragee);
    CHECK(fromRout.reorient);
    const VeRallyResult fromShaken = veRally(rules, unitIn(C::Decouragee, F::Fatiguee), false, 0);
    CHECK(fromShaken.cohesion == C::Vaillante);
    CHECK_FALSE(fromShaken.reorient);
    CHECK_THROWS_AS(veRally(rules, unitIn(C::Vaillante), false, 0), ProcedureError);
}

TEST_CASE("VE-8 VE-9 VE-T1 the organisation ladder ends in elimination", "[ve][rules]")
{
    CHECK(apply(C::Vaillante, F::Fraiche, R::Decouragee).cohesion == C::Decouragee);
    CHECK(apply(C::Vaillante, F::Fraiche, R::Deroute).cohesion == C::Deroute);
    CHECK(apply(C::Deroute, F::Fraiche, R::Deroute).eliminated);
    CHECK(apply(C::Deroute, F::Fraiche, R::Deroute).eliminatedBy == "two_routs");
}

TEST_CASE("VE-10 Recul rear hex then front hex or stay and lose a level", "[ve][rules]")
{
    CHECK(apply(C::Vaillante, F::Fraiche, R::Recul).retreat == RetreatTaken::Rear);
    RetreatSituation noRear;
    noRear.rearHexFree = false;
    CHECK(apply(C::Vaillante, F::Fraiche, R::Recul, noRear).retreat == RetreatTaken::Front);
    noRear.ownerStays = true;
    const VeResultApplication stay = apply(C::Vaillante, F::Fraiche, R::Recul, noRear);
    CHECK(stay.stayedAndLostLevel);
    CHECK(stay.cohesion == C::Decouragee);
    CHECK(stay.retreat == RetreatTaken::None);
    RetreatSituation boxed{false, false, true, true, false};
    CHECK(apply(C::Vaillante, F::Fraiche, R::Recul, boxed).stayedAndLostLevel);
}

TEST_CASE("VE-11 rout retreat 2 hexes straight then any path then eliminated", "[ve][rules]")
{
    const VeResultApplication straight = apply(C::Vaillante, F::Fraiche, R::Deroute);
    CHECK(straight.retreat == RetreatTaken::Straight);
    CHECK(straight.retreatHexes == 2);
    RetreatSituation map;
    map.straightPathFree = false;
    CHECK(apply(C::Vaillante, F::Fraiche, R::Deroute, map).retreat == RetreatTaken::AnyPath);
    map.anyPathFree = false;
    CHECK(apply(C::Vaillante, F::Fraiche, R::Deroute, map).eliminated);
    nlohmann::json edited = shippedVeJson();
    edited["parameters"]["rout.straight_blocked"] = "eliminate";
    RetreatSituation onlyAny;
    onlyAny.straightPathFree = false;
    CHECK(applyVeResult(*veFrom(edited), VeArm::Infanterie, F::Fraiche, C::Vaillante, R::Deroute, onlyAny).eliminated);
}

TEST_CASE("VE-A11 a Decouragee unit staying on a Recul routs at once", "[ve][rules]")
{
    RetreatSituation boxed{false, false, true, true, false};
    const VeResultApplication a = apply(C::Decouragee, F::Fraiche, R::Recul, boxed);
    CHECK(a.cohesion == C::Deroute);
    CHECK(a.retreat == RetreatTaken::Straight);
    CHECK(a.retreatHexes == 2);
}

TEST_CASE("VE-12 a routing unit retreats in its rout direction or is eliminated", "[ve][rules]")
{
    CHECK(apply(C::Deroute, F::Fraiche, R::Decouragee).retreatHexes == 2);
    CHECK(apply(C::Deroute, F::Fraiche, R::Recul).retreatHexes == 1);
    RetreatSituation none;
    none.anyPathFree = false;
    CHECK(apply(C::Deroute, F::Fraiche, R::Recul, none).eliminated);
    CHECK(apply(C::Deroute, F::Fraiche, R::Decouragee, none).eliminated);
}

TEST_CASE("VE-13 no advance after combat for Decouragee results and routing units", "[ve][rules]")
{
    CHECK(apply(C::Vaillante, F::Fraiche, R::Decouragee).noAdvance);
    CHECK(apply(C::Decouragee, F::Fraiche, R::Decouragee).noAdvance);
    CHECK(apply(C::Vaillante, F::Fraiche, R::Deroute).noAdvance);
    CHECK_FALSE(apply(C::Vaillante, F::Fraiche, R::Fatiguee).noAdvance);
}

TEST_CASE("VE-15 VE-14 artillery cannot retreat and is eliminated", "[ve][rules]")
{
    CHECK(apply(C::Vaillante, F::Fraiche, R::Recul, {}, VeArm::Artillerie).eliminated);
    CHECK(apply(C::Vaillante, F::Fraiche, R::Deroute, {}, VeArm::Artillerie).eliminated);
    CHECK(apply(C::Vaillante, F::Fraiche, R::Deroute, {}, VeArm::Artillerie).eliminatedBy == "artillery_retreat");
    CHECK_FALSE(apply(C::Vaillante, F::Fraiche, R::Fatiguee, {}, VeArm::Artillerie).eliminated);
    nlohmann::json edited = shippedVeJson();
    edited["parameters"]["artillery.retreat_results"] = "recul_only";
    const auto rules = veFrom(edited);
    CHECK_FALSE(applyVeResult(*rules, VeArm::Artillerie, F::Fraiche, C::Vaillante, R::Deroute).eliminated);
    CHECK(applyVeResult(*rules, VeArm::Artillerie, F::Fraiche, C::Vaillante, R::Recul).eliminated);
}

TEST_CASE("VE-16 VE-A8 Vaillante et Fatiguee plus Decouragee and its alternative", "[ve][rules]")
{
    const VeResultApplication a = apply(C::Vaillante, F::Fatiguee, R::Decouragee);
    CHECK(a.row == "VE-A8");
    CHECK(a.cohesion == C::Decouragee);
    nlohmann::json edited = shippedVeJson();
    edited["parameters"]["results.vaillante_fatiguee_decouragee"] = "deroute";
    const VeResultApplication b =
        applyVeResult(*veFrom(edited), VeArm::Infanterie, F::Fatiguee, C::Vaillante, R::Decouragee);
    CHECK(b.cohesion == C::Deroute);
    CHECK(b.retreatHexes == 2);
}

TEST_CASE("VE-18 leader hit on a d10 of 0 or 9", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    CHECK(veLeaderHit(rules, 0));
    CHECK(veLeaderHit(rules, 9));
    for (int face = 1; face <= 8; ++face) {
        CHECK_FALSE(veLeaderHit(rules, face));
    }
}

TEST_CASE("VE-T11 leaders VE-19 VE-20 VE-21 VE-22 VE-23", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    using E = LeaderEvent;
    CHECK(veLeaderFate(rules, E::FireElimination, false, false).consequence == "removed_not_counted"); // VE-19
    CHECK(veLeaderFate(rules, E::FireElimination, true, true).consequence == "killed");
    CHECK(veLeaderFate(rules, E::MeleeTwoRouts, true, true).consequence == "captured");          // VE-20
    CHECK(veLeaderFate(rules, E::MeleeRetreatImpossible, false, false).consequence == "killed"); // VE-21
    CHECK_FALSE(veLeaderFate(rules, E::MeleeRetreatImpossible, false, false).notCounted);
    CHECK(veLeaderFate(rules, E::LeavesMap, false, true).consequence == "replaced_on_banner_unit"); // VE-22
    CHECK(veLeaderFate(rules, E::LeavesMap, false, true, true).definitiveCapture);
    CHECK(veLeaderFate(rules, E::LeavesMap, false, false).notCounted); // VE-23
    nlohmann::json edited = shippedVeJson();
    edited["parameters"]["leader.on_melee_E"] = "as_retreat_impossible";
    CHECK(veLeaderFate(*veFrom(edited), E::MeleeE, false, true).consequence == "replaced_on_banner_unit");
}

TEST_CASE("VE-25 VE-26 VE-27 VE-28 allowed actions combine every applicable state", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    VeUnit u = unitIn(C::Vaillante);
    CHECK(veActionAllowed(rules, u, VeAction::Charge));
    u.commanded = false; // VE-26
    CHECK_FALSE(veActionAllowed(rules, u, VeAction::Charge));
    CHECK_FALSE(veActionAllowed(rules, u, VeAction::MeleeInitiative));
    CHECK(veActionAllowed(rules, u, VeAction::ContreCharge));
    CHECK(veMovementPoints(rules, u, 5) == 3);
    u = unitIn(C::Decouragee); // VE-27
    CHECK(veActionAllowed(rules, u, VeAction::Charge));
    CHECK_FALSE(veActionAllowed(rules, u, VeAction::MiseAuRepos));
    u.freshness = F::Fatiguee;
    CHECK(veActionAllowed(rules, u, VeAction::MiseAuRepos));
    u = unitIn(C::Deroute, F::Fatiguee); // VE-28: the Déroute row forbids what Fatiguée allows
    CHECK_FALSE(veActionAllowed(rules, u, VeAction::Charge));
    CHECK_FALSE(veActionAllowed(rules, u, VeAction::ContreCharge));
    CHECK_FALSE(veActionAllowed(rules, u, VeAction::MiseAuRepos));
    CHECK(veActionAllowed(rules, u, VeAction::CaptureChefAdverse));
    CHECK(veActionAllowed(rules, u, VeAction::Ralliement));
}

TEST_CASE("VE-31 rest only for a Fatiguee unit", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    CHECK_FALSE(veRestAllowed(rules, unitIn(C::Vaillante)));
    CHECK(veRestAllowed(rules, unitIn(C::Vaillante, F::Fatiguee)));
    VeUnit uncommanded = unitIn(C::Vaillante, F::Fatiguee);
    uncommanded.commanded = false;
    CHECK_FALSE(veRestAllowed(rules, uncommanded));
    CHECK(veRest(rules, unitIn(C::Decouragee, F::Fatiguee)) == F::Fraiche);
    CHECK_THROWS_AS(veRest(rules, uncommanded), ProcedureError);
}

TEST_CASE("VE-T10 initiative VE-34 VE-35 VE-36 VE-37 VE-38", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    CHECK(veInitiative(rules, 4, 4).winner == -1);
    CHECK(veInitiative(rules, 6, 4).margin == 2); // VE-36
    CHECK(veInitiative(rules, 6, 4).winner == 0);
    CHECK(veInitiative(rules, 1, 6).winner == 1); // VE-37
    CHECK(veInitiative(rules, 1, 6).band->opponent.size() == 1);
    CHECK(veInitiative(rules, 9, 1).band->opponent.size() == 2); // VE-38
    CHECK(veInitiative(rules, 12, 0).band->min == 8);
    const std::vector<VeLeader> leaders{{"A1", 0, 2}, {"A2", 0, 4}, {"B1", 1, 2}, {"B2", 1, 3}};
    CHECK(veMargin0Order(leaders, {1, 2}, 1) == std::vector<std::string>{"A1", "B1", "B2", "A2"}); // VE-35
    CHECK(veMargin0Order(leaders, {2, 2}, 1) == std::vector<std::string>{"B1", "A1", "B2", "A2"});
}

TEST_CASE("VE-66 change of formation costs by arm and free into adapte or desorganise", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    CHECK(veFormationChangeCost(rules, VeArm::Infanterie, "ligne", "colonne") == 1);
    CHECK(veFormationChangeCost(rules, VeArm::Artillerie, "attelee", "en_batterie") == 2);
    CHECK(veFormationChangeCost(rules, VeArm::Cavalerie, "colonne", "en_bataille") == 0);
    CHECK(veFormationChangeCost(rules, VeArm::Infanterie, "ligne", "adapte") == 0);
    CHECK(veFormationChangeCost(rules, VeArm::Infanterie, "desorganise", "ligne") == 0);
    CHECK_THROWS_AS(veFormationChangeCost(rules, VeArm::Infanterie, "ligne", "en_bataille"), ProcedureError);
}

TEST_CASE("VE-73 VE-74 movement and fire of formations", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    CHECK(veMovementPoints(rules, veUnit(VeArm::Infanterie, "carre"), 4) == 1);
    CHECK(veMovementPoints(rules, veUnit(VeArm::Artillerie, "en_batterie"), 4) == 0);
    CHECK(veMovementPoints(rules, veUnit(VeArm::Infanterie, "colonne"), 4) == 4);
    VeUnit cav = veUnit(VeArm::Cavalerie, "en_bataille");
    cav.fireFront = 4;
    CHECK_FALSE(veFireValue(rules, cav, 1, nullptr).has_value());
    VeUnit adapted = veUnit(VeArm::Infanterie, "adapte");
    adapted.fireFront = 4;
    CHECK(veFireValue(rules, adapted, 1, nullptr) == 1);
}

TEST_CASE("VE-67 VE-72 VE-75 VE-77 shock by formation and facing", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    auto fight = [&](VeUnit a, VeUnit d, AttackFacing facing = AttackFacing::Front) {
        VeMeleeInput in;
        in.attackers = {std::move(a)};
        in.defenders = {std::move(d)};
        in.facing = facing;
        in.d6 = 3;
        return resolveVeMelee(rules, in);
    };
    VeUnit inf = veUnit(VeArm::Infanterie, "ligne");
    inf.shockFront = 5;
    VeUnit square = veUnit(VeArm::Infanterie, "carre");
    square.shockFront = 5;
    CHECK(fight(inf, square).defenderShock == 3);                     // ½ si contre inf, rounded up
    CHECK(fight(inf, inf, AttackFacing::Flank).defenderShock == 3);   // ½ choc
    CHECK(fight(inf, square, AttackFacing::Rear).defenderShock == 3); // a square has no rear: only its ½ vs inf
    VeUnit cavColumn = veUnit(VeArm::Cavalerie, "colonne");
    cavColumn.shockFront = 4;
    cavColumn.columnValue = 6;
    CHECK(fight(cavColumn, inf).attackerShock == 6);
    VeUnit tired = inf;
    tired.freshness = F::Fatiguee;
    tired.shockBack = 3;
    CHECK(fight(tired, inf).attackerShock == 3); // VE-29
    VeUnit battery = veUnit(VeArm::Artillerie, "en_batterie");
    battery.shockFront = 2;
    CHECK(fight(inf, battery).defenderShock == 2);                            // VE-A49
    CHECK(fight(inf, battery, AttackFacing::Flank).defenderEliminatedBefore); // Des. Auto
    CHECK(fight(inf, veUnit(VeArm::Artillerie, "desorganisee")).defenderEliminatedBefore);
    CHECK_THROWS_AS(fight(battery, inf), ProcedureError);
}

TEST_CASE("VE-76 VE-A48 adapte in a town takes no morale test", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    VeUnit u = veUnit(VeArm::Infanterie, "adapte");
    MoraleContext town;
    town.terrain = "ville";
    CHECK(veMoraleTest(rules, u, town, 6, 6).exempt);
    CHECK_FALSE(veMoraleTest(rules, u, {}, 6, 6).exempt);
}

TEST_CASE("VE-79 VE-82 VE-83 VE-84 morale modifiers", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    auto target = [&](VeUnit u, MoraleContext c = {}) { return veMoraleTest(rules, u, c, 1, 2).score; };
    VeUnit u = unitIn(C::Vaillante);
    CHECK(target(u) == 7);
    u.leaderBonus = 2;
    CHECK(target(u) == 9); // VE-82
    VeUnit square = veUnit(VeArm::Infanterie, "carre");
    square.moral = 7;
    MoraleContext cav;
    cav.causedByCavalry = true;
    CHECK(target(square, cav) == 9); // VE-83
    CHECK(target(square) == 7);
    VeUnit disorganised = veUnit(VeArm::Cavalerie, "desorganisee");
    disorganised.moral = 7;
    CHECK(target(disorganised) == 5);
    CHECK(target(unitIn(C::Decouragee)) == 6); // VE-84
    CHECK(target(unitIn(C::Deroute)) == 5);
}

TEST_CASE("VE-85 VE-90 flank and rear are exclusive and a square has neither", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    MoraleContext flank;
    flank.facing = AttackFacing::Flank;
    MoraleContext rear;
    rear.facing = AttackFacing::Rear;
    CHECK(veMoraleTest(rules, unitIn(C::Vaillante), flank, 1, 2).score == 5);
    CHECK(veMoraleTest(rules, unitIn(C::Vaillante), rear, 1, 2).score == 4);
    VeUnit square = veUnit(VeArm::Infanterie, "carre");
    square.moral = 7;
    CHECK(veMoraleTest(rules, square, rear, 1, 2).score == 7);
}

TEST_CASE("VE-86 VE-87 VE-88 stack, rally and losses modifiers", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    MoraleContext above;
    above.unitAboveFailed = true;
    CHECK(veMoraleTest(rules, unitIn(C::Vaillante), above, 1, 2).score == 5); // VE-86
    VeUnit hurt = unitIn(C::Vaillante);
    hurt.losses = 1;
    CHECK(veMoraleTest(rules, hurt, {}, 1, 2).score == 6); // VE-88
    hurt.losses = 3;
    CHECK(veMoraleTest(rules, hurt, {}, 1, 2).score == 5);
    CHECK(veRally(rules, unitIn(C::Decouragee), true, 0).score == 4); // VE-87
}

TEST_CASE("VE-89 a failed test leaves the result to the GM", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    CHECK(veMoraleTest(rules, unitIn(C::Vaillante), {}, 6, 5).needsGm);
    CHECK_FALSE(veMoraleTest(rules, unitIn(C::Vaillante), {}, 1, 2).needsGm);
}

TEST_CASE("VE-32 every listed state may capture an enemy leader", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    VeUnit u = unitIn(C::Deroute, F::Fatiguee);
    u.commanded = false;
    CHECK(veActionAllowed(rules, u, VeAction::CaptureChefAdverse));
    CHECK(veActionAllowed(rules, unitIn(C::Decouragee), VeAction::CaptureChefAdverse));
}

TEST_CASE("VE-80 the morale target is the morale value plus modifiers, not clamped", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    VeUnit u = unitIn(C::Deroute);
    u.moral = 2;
    u.losses = 2;
    const VeMoraleResult r = veMoraleTest(rules, u, {}, 2, 3);
    CHECK(r.score == -2);
    CHECK_FALSE(r.success);
    REQUIRE(r.modifiers.size() == 3);
    CHECK(r.modifiers[0].ruleId == "VE-80");
    CHECK(r.modifiers[1].id == "desespere");
    CHECK(r.modifiers[2].id == "pertes_2");
}
