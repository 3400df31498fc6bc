// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Named tests for the fire, line-of-sight and melee rules (VE-1…VE-5, VE-39–VE-65) and vectors VE-T2…VE-T7, VE-T12.
#include "support/ve_fixtures.h"

#include <catch2/catch.hpp>

using namespace arbitre;
using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;

namespace {

VeUnit firer(int value)
{
    VeUnit u = veUnit(VeArm::Infanterie, "ligne");
    u.fireFront = value;
    u.fireBack = value - 1;
    return u;
}

VeUnit gun(int value, int losses, int maxRange)
{
    VeUnit u = veUnit(VeArm::Artillerie, "en_batterie");
    u.fireFront = value;
    u.losses = losses;
    u.maxRange = maxRange;
    return u;
}

std::optional<int> artilleryValue(const VeRuleset &rules, int value, int losses, int distance, int maxRange)
{
    return veFireValue(rules, gun(value, losses, maxRange), distance, nullptr);
}

VeMeleeInput melee(int attack, int defence, int d6)
{
    VeMeleeInput in;
    VeUnit a = veUnit(VeArm::Infanterie, "ligne");
    a.shockFront = attack;
    VeUnit d = veUnit(VeArm::Infanterie, "ligne");
    d.shockFront = defence;
    in.attackers = {a};
    in.defenders = {d};
    in.d6 = d6;
    return in;
}

const VeUnit Plain = veUnit(VeArm::Infanterie, "ligne");

} // namespace

TEST_CASE("VE-1 fire and melee dice are one d6", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    CHECK_THROWS_AS(resolveVeFire(rules, firer(4), Plain, 1, true, 0), ProcedureError);
    CHECK_THROWS_AS(resolveVeFire(rules, firer(4), Plain, 1, true, 7), ProcedureError);
    CHECK_THROWS_AS(resolveVeMelee(rules, melee(4, 4, 7)), ProcedureError);
    CHECK(resolveVeFire(rules, firer(4), Plain, 1, true, 6).natural == 6);
}

TEST_CASE("VE-2 melee die clamped to 0-7 and fire below 1 has no effect", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    VeMeleeInput in = melee(4, 4, 6);
    in.attackers[0].leaderBonus = 2;
    CHECK(resolveVeMelee(rules, in).score == 7);
    VeUnit skirmishers = Plain;
    skirmishers.skirmishers = true;
    CHECK(resolveVeFire(rules, firer(7), skirmishers, 1, true, 1).result == "no_effect");
    nlohmann::json edited = shippedVeJson();
    edited["parameters"]["fire.die_below_min"] = "row_1";
    CHECK(resolveVeFire(*veFrom(edited), firer(7), skirmishers, 1, true, 1).cell == "*");
}

TEST_CASE("VE-5 halves round up (artillery with a loss)", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    CHECK(artilleryValue(rules, 7, 1, 0, 5) == 4);
    nlohmann::json edited = shippedVeJson();
    edited["parameters"]["halving.rounding"] = "down";
    CHECK(artilleryValue(*veFrom(edited), 7, 1, 0, 5) == 3);
}

TEST_CASE("VE-T2 fire cells and VE-41 row 1 readings", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    CHECK(resolveVeFire(rules, firer(7), Plain, 1, true, 1).cell == "*");
    CHECK(resolveVeFire(rules, firer(9), Plain, 1, true, 4).column == "7+");
    CHECK(resolveVeFire(rules, firer(9), Plain, 1, true, 4).cell == "2");
    CHECK(resolveVeFire(rules, firer(3), Plain, 1, true, 3).cell == "");
    nlohmann::json printed = shippedVeJson();
    printed["parameters"]["fire.row_1_reading"] = "printed";
    CHECK(resolveVeFire(*veFrom(printed), firer(7), Plain, 1, true, 1).cell == "");
    nlohmann::json shift = shippedVeJson();
    shift["parameters"]["fire.row_1_reading"] = "shift";
    CHECK(resolveVeFire(*veFrom(shift), firer(7), Plain, 1, true, 1).cell == "*");
    CHECK(resolveVeFire(*veFrom(shift), firer(5), Plain, 1, true, 1).cell == "");
}

TEST_CASE("VE-42 numbered cells carry losses then a morale test", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    const VeFireResult r = resolveVeFire(rules, firer(7), Plain, 1, true, 6);
    CHECK(r.code.losses == 3);
    CHECK(r.code.moraleTest);
    nlohmann::json edited = shippedVeJson();
    edited["parameters"]["fire.loss_cells_morale_test"] = "none";
    CHECK_FALSE(resolveVeFire(*veFrom(edited), firer(7), Plain, 1, true, 6).code.moraleTest);
}

TEST_CASE("VE-43 fire value from the counter back when Fatiguee and VE-29", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    VeUnit tired = firer(5);
    tired.freshness = Freshness::Fatiguee;
    CHECK(resolveVeFire(rules, tired, Plain, 1, true, 5).fireValue == 4);
    CHECK_FALSE(resolveVeFire(rules, firer(0), Plain, 1, true, 5).fires);
}

TEST_CASE("VE-44 die +1 against a square and -1 against skirmishers", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    VeUnit square = veUnit(VeArm::Infanterie, "carre");
    VeUnit skirm = Plain;
    skirm.skirmishers = true;
    CHECK(resolveVeFire(rules, firer(4), square, 1, true, 3).score == 4);
    CHECK(resolveVeFire(rules, firer(4), skirm, 1, true, 3).score == 2);
    CHECK(resolveVeFire(rules, firer(4), square, 1, true, 3).modifiers.back().id == "cible_carre");
}

TEST_CASE("VE-T3 artillery value VE-45 VE-46 VE-47", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    CHECK(artilleryValue(rules, 5, 0, 3, 4) == 2);
    CHECK(artilleryValue(rules, 5, 1, 3, 4) == 1);
    CHECK(artilleryValue(rules, 3, 0, 3, 4) == 1);
    CHECK(artilleryValue(rules, 8, 0, 1, 6) == 7);
    CHECK(resolveVeFire(rules, gun(8, 0, 6), Plain, 1, true, 1).column == "7+");
    CHECK(artilleryValue(rules, 7, 1, 1, 5) == 3);
    CHECK(artilleryValue(rules, 6, 1, 2, 6) == 1);
    CHECK_FALSE(artilleryValue(rules, 4, 0, 5, 4).has_value());
    nlohmann::json edited = shippedVeJson();
    edited["parameters"]["artillery.order"] = "range_then_halve";
    CHECK(artilleryValue(*veFrom(edited), 6, 1, 2, 6) == 2);
}

TEST_CASE("VE-T12 line of sight VE-48 VE-49 VE-50", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    const Hex a{0, 0};
    const Hex b{3, 0};
    std::map<Hex, LosHex> map;
    CHECK(veLineOfSight(rules, map, a, b).clear);
    map[{1, 0}].terrain = "village";
    CHECK_FALSE(veLineOfSight(rules, map, a, b).clear);
    CHECK(veLineOfSight(rules, map, a, b).reason == "village");
    map.clear();
    map[{2, 0}].unit = true;
    CHECK(veLineOfSight(rules, map, a, b).reason == "unite");
    map.clear();
    map[b].terrain = "foret"; // the target's own hex does not block
    CHECK(veLineOfSight(rules, map, a, b).clear);
    map.clear();
    map[a].level = 1; // firer on the hill next to the crest
    CHECK(veLineOfSight(rules, map, a, b).clear);
    map[{-1, 0}].level = 1; // firer two hexes back from the crest
    CHECK_FALSE(veLineOfSight(rules, map, {-1, 0}, b).clear);
    map.clear();
    map[{1, 0}].level = 1; // both below, a hill between
    map[{2, 0}].level = 1;
    CHECK(veLineOfSight(rules, map, a, b).reason == "denivellee");
    // Along a hexside: (0,0)→(1,1) passes between (1,0) and (0,1); one side forest does not block.
    map.clear();
    map[{1, 0}].terrain = "foret";
    CHECK(veLineOfSight(rules, map, {0, 0}, {1, 1}).clear);
    map[{0, 1}].terrain = "foret";
    CHECK_FALSE(veLineOfSight(rules, map, {0, 0}, {1, 1}).clear);
}

TEST_CASE("VE-T4 ratio to column VE-55 VE-57", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    nlohmann::json append = shippedVeJson();
    append["parameters"]["melee.column_set"] = "append_5_1";
    nlohmann::json seven = shippedVeJson();
    seven["parameters"]["melee.column_set"] = "printed_seven";
    const auto appendRules = veFrom(append);
    const auto sevenRules = veFrom(seven);
    const std::vector<std::array<int, 5>> vectors{{1, 4, 1, 1, 1}, {3, 5, 1, 1, 1}, {2, 3, 2, 2, 2}, {5, 6, 2, 2, 2},
                                                  {1, 1, 3, 3, 3}, {7, 5, 3, 3, 3}, {3, 2, 4, 4, 4}, {2, 1, 5, 5, 5},
                                                  {9, 4, 5, 5, 5}, {5, 2, 6, 5, 5}, {3, 1, 7, 6, 6}, {7, 2, 7, 6, 6},
                                                  {4, 1, 8, 7, 7}, {5, 1, 8, 8, 7}, {12, 1, 8, 8, 7}};
    for (const auto &v : vectors) {
        INFO(v[0] << "/" << v[1]);
        CHECK(veMeleeColumn(rules, v[0], v[1]) + 1 == v[2]);
        CHECK(veMeleeColumn(*appendRules, v[0], v[1]) + 1 == v[3]);
        CHECK(veMeleeColumn(*sevenRules, v[0], v[1]) + 1 == v[4]);
    }
    CHECK(veMeleeColumn(rules, 3, 0) == 7);
}

TEST_CASE("VE-T5 melee die VE-63", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    auto row = [&](int d6, std::optional<int> attack, std::optional<int> defence) {
        VeMeleeInput in = melee(4, 4, d6);
        in.attackers[0].leaderBonus = attack;
        in.defenders[0].leaderBonus = defence;
        return resolveVeMelee(rules, in).score;
    };
    CHECK(row(1, {}, 1) == 0);
    CHECK(row(1, {}, 2) == 0);
    CHECK(row(6, 1, {}) == 7);
    CHECK(row(6, 2, {}) == 7);
    CHECK(row(3, 2, 2) == 3);
}

TEST_CASE("VE-T6 melee cells VE-56", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    // (attack, defence) chosen for each column: 1/2- 1/4, 2/3 2/3, 1/1 1/1, 3/2 3/2, 2/1 2/1, 3/1 3/1, 4/1+ 4/1.
    auto cell = [&](int a, int d, int d6, std::optional<int> attackBonus = {}, std::optional<int> defenceBonus = {}) {
        VeMeleeInput in = melee(a, d, d6);
        in.attackers[0].leaderBonus = attackBonus;
        in.defenders[0].leaderBonus = defenceBonus;
        return resolveVeMelee(rules, in).cell;
    };
    CHECK(cell(1, 4, 1, {}, 1) == "E/1");
    CHECK(cell(4, 1, 1, {}, 1) == "0/0");
    CHECK(cell(3, 1, 1) == "1/*1");
    CHECK(cell(2, 3, 2) == "D/1");
    CHECK(cell(1, 1, 3) == "*0/0");
    CHECK(cell(1, 1, 4) == "0/*0");
    CHECK(cell(2, 1, 4) == "1/D");
    CHECK(cell(3, 2, 5) == "0/D");
    CHECK(cell(1, 1, 6) == "0/D");
    CHECK(cell(4, 1, 6) == "0/E");
    CHECK(cell(2, 3, 6, 1) == "1/D");
    CHECK(cell(3, 1, 6, 1) == "0/D");
    CHECK(cell(4, 1, 6, 1) == "0/E");
}

TEST_CASE("VE-T7 cavalry charge VE-64", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    auto charge = [&](int d6, VeArm defenderArm, const char *formation, bool isCharge = true) {
        VeMeleeInput in;
        VeUnit cav = veUnit(VeArm::Cavalerie, "en_bataille");
        cav.shockFront = 4;
        VeUnit d = veUnit(defenderArm, formation);
        d.shockFront = 4;
        in.attackers = {cav};
        in.defenders = {d};
        in.cavalryCharge = isCharge;
        in.d6 = d6;
        return resolveVeMelee(rules, in);
    };
    // 1/1 column: die 2 → *1/1, die 3 → *0/0, die 5 → 1/*1, die 6 → 0/D.
    CHECK(charge(2, VeArm::Infanterie, "ligne").defender.losses == 2);
    CHECK(charge(5, VeArm::Infanterie, "ligne").defender.losses == 2);
    CHECK(charge(5, VeArm::Infanterie, "ligne").defender.moraleTest);
    CHECK(charge(3, VeArm::Infanterie, "ligne").defender.losses == 0);
    CHECK(charge(6, VeArm::Infanterie, "ligne").defender.losses == 0);
    CHECK(charge(5, VeArm::Infanterie, "ligne", false).defender.losses == 1);
    CHECK(charge(5, VeArm::Cavalerie, "en_bataille").defender.losses == 1);
    CHECK(charge(5, VeArm::Artillerie, "attelee").defender.losses == 1);
}

TEST_CASE("VE-59 VE-61 D1 disorganises with a loss and retreats 2 hexes", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    VeMeleeSideResult side;
    side.code = *rules.meleeCode("D1");
    side.losses = 1;
    side.disorganised = true;
    side.retreatHexes = 2;
    const VeCodeApplication ok = applyVeMeleeCode(rules, Plain, side, true);
    CHECK(ok.losses == 1);
    CHECK(ok.formation == "desorganise");
    CHECK(ok.retreatHexes == 2);
    CHECK(applyVeMeleeCode(rules, Plain, side, false).eliminated);                               // VE-A44
    CHECK(applyVeMeleeCode(rules, veUnit(VeArm::Artillerie, "attelee"), side, true).eliminated); // VE-15
    CHECK(applyVeMeleeCode(rules, veUnit(VeArm::Cavalerie, "colonne"), side, true).formation == "desorganisee");
}

TEST_CASE("VE-60 no star morale test in a town or chateau", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    VeMeleeInput in = melee(1, 1, 4); // 0/*0
    CHECK(resolveVeMelee(rules, in).defender.moraleTest);
    in.defenderTerrain = "ville";
    CHECK_FALSE(resolveVeMelee(rules, in).defender.moraleTest);
    in.defenderTerrain = "village";
    CHECK(resolveVeMelee(rules, in).defender.moraleTest);
}

TEST_CASE("VE-62 E eliminates", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    VeMeleeInput in = melee(1, 4, 1);
    in.defenders[0].leaderBonus = 1;
    const VeMeleeResult r = resolveVeMelee(rules, in);
    CHECK(r.attacker.eliminated);
    CHECK(applyVeMeleeCode(rules, Plain, r.attacker, true).eliminated);
    CHECK(veLeaderFate(rules, LeaderEvent::MeleeE, false, true).consequence == "captured"); // VE-A17
}

TEST_CASE("VE-65 melee procedure sums shocks of several units", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    VeMeleeInput in = melee(3, 4, 3);
    in.attackers.push_back(in.attackers[0]);
    const VeMeleeResult r = resolveVeMelee(rules, in);
    CHECK(r.attackerShock == 6);
    CHECK(r.column == "3/2");
}

TEST_CASE("VE-51 fire procedure: sight, value, die, cell, each step cited", "[ve][rules]")
{
    const VeRuleset &rules = shippedVe();
    const VeFireResult blocked = resolveVeFire(rules, gun(5, 0, 4), Plain, 3, false, 6);
    CHECK_FALSE(blocked.fires);
    CHECK(blocked.result == "no_line_of_sight");
    CHECK(blocked.cell.empty());
    Breakdown value;
    REQUIRE(veFireValue(rules, gun(5, 1, 4), 3, &value) == 1);
    REQUIRE(value.size() == 4);
    CHECK(value[0].ruleId == "VE-43");
    CHECK(value[1].ruleId == "VE-47");
    CHECK(value[2].ruleId == "VE-45");
    CHECK(value[3].ruleId == "VE-46");
    const VeFireResult r = resolveVeFire(rules, gun(5, 0, 4), veUnit(VeArm::Infanterie, "carre"), 3, true, 6);
    CHECK(r.table == "fire");
    CHECK(r.row == "7");
    CHECK(r.column == "2");
    CHECK(r.cell == "1");
    CHECK(r.modifiers.size() == 2);
}
