// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Readings that used to be accepted and ignored: each alternative now changes what a procedure computes.
#include "support/ve_fixtures.h"

#include <catch2/catch.hpp>

using namespace arbitre;
using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;

namespace {

std::shared_ptr<const VeRuleset> withParameter(const char *name, const nlohmann::json &value)
{
    nlohmann::json json = shippedVeJson();
    REQUIRE(json["parameters"].contains(name));
    json["parameters"][name] = value;
    return veFrom(json);
}

int termOf(const Resolution &r, std::string_view label)
{
    int sum = 0;
    for (const Term &t : r.breakdown) {
        sum += t.label == label ? t.value : 0;
    }
    return sum;
}

VeFirer firer(int fire)
{
    VeFirer f;
    f.unit = veUnit(VeArm::Infanterie, "ligne");
    f.unit.fireFront = fire;
    f.distance = 1;
    return f;
}

} // namespace

TEST_CASE("VE-A37 fire.combine_firers false: each unit fires separately", "[ve][readings]")
{
    const VeUnit target = veUnit(VeArm::Infanterie, "ligne");
    CHECK_THROWS_AS(resolveVeCombinedFire(shippedVe(), {firer(3), firer(4)}, target, 4), ProcedureError);
    const VeFireResult alone = resolveVeCombinedFire(shippedVe(), {firer(3)}, target, 4);
    const VeFireResult single = resolveVeFire(shippedVe(), firer(3).unit, target, 1, true, 4);
    CHECK(alone.column == single.column);
    CHECK(alone.cell == single.cell);
    CHECK(alone.result == single.result);
}

TEST_CASE("VE-A37 fire.combine_firers true: the fire values are added into one fire", "[ve][readings]")
{
    const auto rules = withParameter("fire.combine_firers", true);
    const VeUnit target = veUnit(VeArm::Infanterie, "ligne");
    VeFirer blind = firer(5);
    blind.lineOfSight = false;
    const VeFireResult combined = resolveVeCombinedFire(*rules, {firer(3), firer(2), blind}, target, 4);
    CHECK(combined.fires);
    CHECK(combined.fireValue == 5);
    CHECK(combined.firerValues == std::vector<int>{3, 2, 0});
    const VeFireResult five = resolveVeFire(*rules, firer(5).unit, target, 1, true, 4);
    CHECK(combined.column == five.column);
    CHECK(combined.cell == five.cell);
    CHECK(resolveVeCombinedFire(*rules, {firer(4), firer(4)}, target, 4).column == "7+");
    CHECK(resolveVeCombinedFire(*rules, {blind}, target, 4).result == "no_line_of_sight");
    VeFirer cavalry = firer(3);
    cavalry.unit = veUnit(VeArm::Cavalerie, "en_bataille"); // cavalry never fires (VE-74)
    REQUIRE_FALSE(veFireValue(*rules, cavalry.unit, 1, nullptr));
    CHECK(resolveVeCombinedFire(*rules, {cavalry}, target, 4).result == "cannot_fire");
}

TEST_CASE("VE-A51 morale.desespere_state encerclee: Désespéré is the encircled unit", "[ve][readings]")
{
    VeUnit routing = veUnit(VeArm::Infanterie, "ligne");
    routing.moral = 8;
    routing.cohesion = Cohesion::Deroute;
    VeUnit ringed = veUnit(VeArm::Infanterie, "ligne");
    ringed.moral = 8;
    MoraleContext encircled;
    encircled.encircled = true;
    CHECK(termOf(veMoraleTest(shippedVe(), routing, {}, 3, 3), "desespere") == -2);
    CHECK(termOf(veMoraleTest(shippedVe(), ringed, encircled, 3, 3), "desespere") == 0);
    const auto rules = withParameter("morale.desespere_state", "encerclee");
    CHECK(termOf(veMoraleTest(*rules, routing, {}, 3, 3), "desespere") == 0);
    CHECK(termOf(veMoraleTest(*rules, ringed, encircled, 3, 3), "desespere") == -2);
    CHECK(termOf(veMoraleTest(*rules, ringed, {}, 3, 3), "desespere") == 0);
}

TEST_CASE("VE-A19 leader.captive_exit gm: a held enemy leader's fate is the GM's", "[ve][readings]")
{
    const VeLeaderFate captured = veLeaderFate(shippedVe(), LeaderEvent::LeavesMap, false, true, true);
    CHECK(captured.definitiveCapture);
    CHECK_FALSE(captured.needsGm);
    const auto rules = withParameter("leader.captive_exit", "gm");
    const VeLeaderFate asked = veLeaderFate(*rules, LeaderEvent::LeavesMap, false, true, true);
    CHECK_FALSE(asked.definitiveCapture);
    CHECK(asked.needsGm);
    CHECK(asked.consequence == captured.consequence);
    CHECK_FALSE(veLeaderFate(*rules, LeaderEvent::LeavesMap, false, true, false).needsGm);
}

TEST_CASE("VE-A22 states.blank_means no_rule: an empty cell forbids nothing", "[ve][readings]")
{
    VeUnit uncommanded = veUnit(VeArm::Infanterie, "ligne");
    uncommanded.commanded = false;
    VeUnit routing = veUnit(VeArm::Infanterie, "ligne");
    routing.cohesion = Cohesion::Deroute;
    routing.freshness = Freshness::Fatiguee;
    CHECK_FALSE(veActionAllowed(shippedVe(), uncommanded, VeAction::Charge));
    CHECK_FALSE(veActionAllowed(shippedVe(), routing, VeAction::ContreCharge));
    CHECK_FALSE(veActionAllowed(shippedVe(), routing, VeAction::MeleeInitiative));
    CHECK_FALSE(veRestAllowed(shippedVe(), routing));
    const auto rules = withParameter("states.blank_means", "no_rule");
    CHECK(veActionAllowed(*rules, uncommanded, VeAction::Charge));
    CHECK(veActionAllowed(*rules, routing, VeAction::ContreCharge));
    CHECK(veActionAllowed(*rules, routing, VeAction::MeleeInitiative));
    CHECK(veRestAllowed(*rules, routing));
    // A written cell still holds: "Aucune initiative" for the non-commanded unit.
    CHECK_FALSE(veActionAllowed(*rules, uncommanded, VeAction::MeleeInitiative));
}

TEST_CASE("VE-A22 a blank cell that reads as allowed is refused", "[ve][readings]")
{
    nlohmann::json json = shippedVeJson();
    json["unit_states"]["states"][0]["charge"] = true; // non_commandee lists charge as blank
    try {
        veFrom(json);
        FAIL("loaded");
    } catch (const LoadError &error) {
        REQUIRE(error.diagnostics().size() == 1);
        CHECK(error.diagnostics()[0].pointer == "/unit_states/states/0/blank_cells/0");
        CHECK(error.diagnostics()[0].message.find("blank cell 'charge'") != std::string::npos);
    }
}

TEST_CASE("VE-A28 initiative.margin0_order: merged, strict alternation or the GM", "[ve][readings]")
{
    const std::vector<VeLeader> leaders{{"a", 0, 1}, {"b", 1, 2}, {"c", 0, 3}, {"d", 1, 4}, {"e", 1, 5}};
    const std::array<int, 2> ca{2, 1};
    const std::vector<std::string> merged{"a", "b", "c", "d", "e"};
    CHECK(veMargin0Order(leaders, ca, 0) == merged);
    const VeMargin0Order byDefault = veMargin0Order(shippedVe(), leaders, ca, 0);
    CHECK(byDefault.order == merged);
    CHECK_FALSE(byDefault.needsGm);
    const auto strict = withParameter("initiative.margin0_order", "strict_alternation");
    // Side 1's CA has the smaller bonus: it opens; side 1 has one leader more and ends alone.
    CHECK(veMargin0Order(*strict, leaders, ca, 0).order == std::vector<std::string>{"b", "a", "d", "c", "e"});
    // Equal CA bonuses: the attacker (side 0) opens.
    CHECK(veMargin0Order(*strict, leaders, {1, 1}, 0).order == std::vector<std::string>{"a", "b", "c", "d", "e"});
    const VeMargin0Order gm = veMargin0Order(*withParameter("initiative.margin0_order", "gm"), leaders, ca, 0);
    CHECK(gm.needsGm);
    CHECK(gm.order.empty());
}

TEST_CASE("VE-A35 los.crest_exception both: firer and target both on the high ground", "[ve][readings]")
{
    const Hex firer{0, 0};
    const Hex middle{1, 0};
    const Hex target{2, 0};
    std::map<Hex, LosHex> downhill{{firer, {"clair", 1, false}}};
    CHECK(veLineOfSight(shippedVe(), downhill, firer, target).clear); // the firer is up, at the crest
    std::map<Hex, LosHex> dip{{firer, {"clair", 1, false}}, {target, {"clair", 1, false}}};
    CHECK(veLineOfSight(shippedVe(), dip, firer, target).clear);
    const auto rules = withParameter("los.crest_exception", "both");
    const LosResult blocked = veLineOfSight(*rules, downhill, firer, target);
    CHECK_FALSE(blocked.clear);
    CHECK(blocked.reason == "denivellee");
    CHECK(blocked.blockedAt == firer);
    CHECK(veLineOfSight(*rules, dip, firer, target).clear); // both up, each at the crest crossed
    std::map<Hex, LosHex> plateau{{firer, {"clair", 1, false}}, {middle, {"clair", 1, false}}};
    CHECK_FALSE(veLineOfSight(*rules, plateau, firer, target).clear); // the target is below
}

TEST_CASE("VE-A49 artillery.rear_flank disorganise_after: the battery fights, then is disorganised", "[ve][readings]")
{
    VeUnit attacker = veUnit(VeArm::Infanterie, "ligne");
    attacker.shockFront = 4;
    VeUnit battery = veUnit(VeArm::Artillerie, "en_batterie");
    battery.shockFront = 2;
    VeMeleeInput melee;
    melee.attackers = {attacker};
    melee.defenders = {battery};
    melee.facing = AttackFacing::Flank;
    melee.d6 = 3;
    const VeMeleeResult before = resolveVeMelee(shippedVe(), melee);
    CHECK(before.defenderEliminatedBefore);
    CHECK_FALSE(before.defender.batteryDisorganisedAfter);
    const auto rules = withParameter("artillery.rear_flank", "disorganise_after");
    const VeMeleeResult after = resolveVeMelee(*rules, melee);
    CHECK_FALSE(after.defenderEliminatedBefore);
    CHECK(after.defenderShock == 2); // its counter value, not halved
    CHECK(after.defender.batteryDisorganisedAfter);
    const VeCodeApplication applied = applyVeMeleeCode(*rules, battery, after.defender, true);
    REQUIRE(after.cell == "1/*1"); // the battery loses 1 and tests, then is disorganised
    CHECK_FALSE(applied.eliminated);
    CHECK(applied.losses == 1);
    CHECK(applied.formation == "desorganisee");
    CHECK(applied.retreatHexes == 0);
    VeMeleeSideResult untouched;
    untouched.batteryDisorganisedAfter = true;
    CHECK(applyVeMeleeCode(*rules, battery, untouched, true).formation == "desorganisee");
    CHECK(applyVeMeleeCode(*rules, attacker, untouched, true).formation == "ligne"); // only the battery
    melee.facing = AttackFacing::Front;
    CHECK_FALSE(resolveVeMelee(*rules, melee).defender.batteryDisorganisedAfter);
}

TEST_CASE("VE-A4 morale.target_attribute qualite: the morale test reads the quality", "[ve][readings]")
{
    VeUnit unit = veUnit(VeArm::Infanterie, "ligne");
    unit.moral = 8;
    unit.quality = 5;
    const VeMoraleResult byMoral = veMoraleTest(shippedVe(), unit, {}, 3, 4);
    CHECK(termOf(byMoral, "moral") == 8);
    CHECK(byMoral.success);
    const VeMoraleResult byQuality = veMoraleTest(*withParameter("morale.target_attribute", "qualite"), unit, {}, 3, 4);
    CHECK(termOf(byQuality, "moral") == 0);
    CHECK(termOf(byQuality, "qualite") == 5);
    CHECK_FALSE(byQuality.success);
}

TEST_CASE("VE-A24 rally.quality_source leader: the rally reads the stacked leader's quality", "[ve][readings]")
{
    VeUnit unit = veUnit(VeArm::Infanterie, "ligne");
    unit.cohesion = Cohesion::Decouragee;
    unit.quality = 2;
    CHECK_FALSE(veRally(shippedVe(), unit, false, 5).success);
    const auto rules = withParameter("rally.quality_source", "leader");
    const VeRallyResult noLeader = veRally(*rules, unit, false, 5);
    CHECK(noLeader.needsGm);
    CHECK_FALSE(noLeader.success);
    CHECK(noLeader.cohesion == Cohesion::Decouragee);
    unit.leaderQuality = 6;
    const VeRallyResult led = veRally(*rules, unit, false, 5);
    CHECK(termOf(led, "qualite_du_chef") == 6);
    CHECK(led.success);
    CHECK(led.cohesion == Cohesion::Vaillante);
    CHECK(veRally(shippedVe(), unit, false, 5).score == 2); // the default ignores the leader's quality
}
