// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Every table of the digest walked cell by cell against the shipped ruleset.
#include "support/ve_fixtures.h"

#include <catch2/catch.hpp>

#include <array>
#include <string>

using namespace arbitre;
using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;

namespace {

// VE-41, default table (row 1, 7+ filled per VE-A30), rows 1–7 by columns 1–7+.
const std::array<std::array<const char *, 7>, 7> FireTable{{
    {"", "", "", "", "*", "*", "*"},
    {"", "", "", "", "*", "1", "1"},
    {"", "", "", "*", "1", "1", "1"},
    {"", "", "1", "1", "1", "1", "2"},
    {"", "1", "1", "1", "1", "2", "2"},
    {"1", "1", "1", "1", "2", "2", "3"},
    {"1", "1", "1", "2", "2", "3", "3"},
}};

// VE-56, default column set insert_5_2, "attacker/defender".
const std::array<std::array<const char *, 8>, 8> MeleeTable{{
    {"E/1", "D1/1", "D/0", "D/0", "*1/1", "*0/0", "0/*0", "0/0"},
    {"D1/1", "D/0", "D/0", "*1/1", "*0/0", "0/*0", "1/*1", "1/D"},
    {"D/0", "D/1", "*1/1", "*0/0", "0/*0", "1/*1", "1/D", "0/D"},
    {"D/1", "*1/1", "*0/0", "0/*0", "1/*1", "1/D", "0/D", "0/D"},
    {"*1/1", "*0/0", "0/*0", "1/*1", "1/D", "0/D", "0/D", "0/D"},
    {"*0/0", "0/*0", "1/*1", "0/D", "0/D", "0/D", "0/D", "0/D"},
    {"0/*0", "1/*1", "0/D", "0/D", "0/D", "0/D", "0/D", "0/E"},
    {"1/*1", "1/D", "0/D", "0/D", "0/D", "0/D", "0/D", "0/E"},
}};

} // namespace

TEST_CASE("VE-40 VE-41 fire table: every row and column as the digest prints it", "[ve][tables]")
{
    const VeRuleset &rules = shippedVe();
    REQUIRE(rules.fireColumns == std::vector<std::string>{"1", "2", "3", "4", "5", "6", "7+"});
    for (int die = 1; die <= 7; ++die) {
        for (int value = 1; value <= 7; ++value) {
            VeUnit firer = veUnit(VeArm::Infanterie, "ligne");
            firer.fireFront = value;
            const VeUnit target = veUnit(VeArm::Infanterie, "ligne");
            // Die 7 is only reached with +1 (target in square, VE-44).
            VeUnit squareTarget = target;
            squareTarget.formation = "carre";
            const VeFireResult r = die <= 6 ? resolveVeFire(rules, firer, target, 1, true, die)
                                            : resolveVeFire(rules, firer, squareTarget, 1, true, 6);
            INFO("die " << die << " value " << value);
            CHECK(r.row == std::to_string(die));
            CHECK(r.column == rules.fireColumns[static_cast<std::size_t>(value - 1)]);
            CHECK(r.cell == FireTable[static_cast<std::size_t>(die - 1)][static_cast<std::size_t>(value - 1)]);
        }
    }
}

TEST_CASE("VE-42 fire codes: losses and morale test per cell", "[ve][tables]")
{
    const VeRuleset &rules = shippedVe();
    CHECK(rules.fireCode("")->losses == 0);
    CHECK_FALSE(rules.fireCode("")->moraleTest);
    CHECK(rules.fireCode("*")->moraleTest);
    CHECK(rules.fireCode("*")->losses == 0);
    for (int n = 1; n <= 3; ++n) {
        CHECK(rules.fireCode(std::to_string(n))->losses == n);
        CHECK(rules.fireCode(std::to_string(n))->moraleTest); // VE-A31
    }
}

TEST_CASE("VE-56 melee table: every row and column as the digest prints it", "[ve][tables]")
{
    const VeRuleset &rules = shippedVe();
    const std::array<const char *, 8> labels{"1/2-", "2/3", "1/1", "3/2", "2/1", "5/2", "3/1", "4/1+"};
    REQUIRE(rules.meleeColumns.size() == 8);
    for (std::size_t c = 0; c < 8; ++c) {
        CHECK(rules.meleeColumns[c].label == labels[c]);
    }
    for (std::size_t row = 0; row < 8; ++row) {
        for (std::size_t c = 0; c < 8; ++c) {
            const auto &pair = rules.meleeCells[row][c];
            INFO("row " << row << " column " << labels[c]);
            CHECK(pair[0] + "/" + pair[1] == MeleeTable[row][c]);
        }
    }
}

TEST_CASE("VE-58 melee codes: losses, test, disorganised and retreat, eliminated", "[ve][tables]")
{
    const VeRuleset &rules = shippedVe();
    CHECK(rules.meleeCode("0")->losses == 0);
    CHECK(rules.meleeCode("1")->losses == 1);
    CHECK_FALSE(rules.meleeCode("1")->moraleTest);
    CHECK(rules.meleeCode("*0")->moraleTest);
    CHECK(rules.meleeCode("*1")->losses == 1);
    CHECK(rules.meleeCode("D")->disorganised);
    CHECK(rules.meleeCode("D")->retreatHexes == 2);
    CHECK(rules.meleeCode("D")->losses == 0);
    CHECK(rules.meleeCode("D1")->losses == 1);
    CHECK(rules.meleeCode("D1")->retreatHexes == 2);
    CHECK(rules.meleeCode("E")->eliminated);
}

TEST_CASE("VE-16 results table: every state and result", "[ve][tables]")
{
    const VeRuleset &rules = shippedVe();
    using C = Cohesion;
    using F = Freshness;
    struct Expected
    {
        C cohesion;
        F freshness;
        CombatResult result;
        const char *row;
        C toCohesion;
        F toFreshness;
        bool eliminated;
        int retreatHexes;
    };
    const std::vector<Expected> table{
        {C::Vaillante, F::Fraiche, CombatResult::Fatiguee, "1", C::Vaillante, F::Fatiguee, false, 0},
        {C::Vaillante, F::Fatiguee, CombatResult::Fatiguee, "2", C::Vaillante, F::Fatiguee, false, 0},
        {C::Decouragee, F::Fraiche, CombatResult::Fatiguee, "1", C::Decouragee, F::Fatiguee, false, 0},
        {C::Decouragee, F::Fatiguee, CombatResult::Fatiguee, "2", C::Decouragee, F::Fatiguee, false, 0},
        {C::Deroute, F::Fraiche, CombatResult::Fatiguee, "1", C::Deroute, F::Fatiguee, false, 0},
        {C::Deroute, F::Fatiguee, CombatResult::Fatiguee, "2", C::Deroute, F::Fatiguee, false, 0},
        {C::Vaillante, F::Fraiche, CombatResult::Decouragee, "3", C::Decouragee, F::Fraiche, false, 0},
        {C::Vaillante, F::Fatiguee, CombatResult::Decouragee, "VE-A8", C::Decouragee, F::Fatiguee, false, 0},
        {C::Decouragee, F::Fraiche, CombatResult::Decouragee, "4", C::Decouragee, F::Fatiguee, false, 0},
        {C::Decouragee, F::Fatiguee, CombatResult::Decouragee, "5", C::Deroute, F::Fatiguee, false, 2},
        {C::Deroute, F::Fraiche, CombatResult::Decouragee, "8", C::Deroute, F::Fraiche, false, 2},
        {C::Deroute, F::Fatiguee, CombatResult::Decouragee, "8", C::Deroute, F::Fatiguee, false, 2},
        {C::Vaillante, F::Fraiche, CombatResult::Deroute, "6", C::Deroute, F::Fraiche, false, 2},
        {C::Vaillante, F::Fatiguee, CombatResult::Deroute, "6", C::Deroute, F::Fatiguee, false, 2},
        {C::Decouragee, F::Fraiche, CombatResult::Deroute, "6", C::Deroute, F::Fraiche, false, 2},
        {C::Decouragee, F::Fatiguee, CombatResult::Deroute, "6", C::Deroute, F::Fatiguee, false, 2},
        {C::Deroute, F::Fraiche, CombatResult::Deroute, "10", C::Deroute, F::Fraiche, true, 0},
        {C::Deroute, F::Fatiguee, CombatResult::Deroute, "10", C::Deroute, F::Fatiguee, true, 0},
        {C::Vaillante, F::Fraiche, CombatResult::Recul, "7", C::Vaillante, F::Fraiche, false, 1},
        {C::Vaillante, F::Fatiguee, CombatResult::Recul, "7", C::Vaillante, F::Fatiguee, false, 1},
        {C::Decouragee, F::Fraiche, CombatResult::Recul, "7", C::Decouragee, F::Fraiche, false, 1},
        {C::Decouragee, F::Fatiguee, CombatResult::Recul, "7", C::Decouragee, F::Fatiguee, false, 1},
        {C::Deroute, F::Fraiche, CombatResult::Recul, "9", C::Deroute, F::Fraiche, false, 1},
        {C::Deroute, F::Fatiguee, CombatResult::Recul, "9", C::Deroute, F::Fatiguee, false, 1},
    };
    for (const Expected &e : table) {
        const VeResultApplication a = applyVeResult(rules, VeArm::Infanterie, e.freshness, e.cohesion, e.result);
        INFO("row " << e.row);
        CHECK(a.row == e.row);
        CHECK(a.cohesion == e.toCohesion);
        CHECK(a.freshness == e.toFreshness);
        CHECK(a.eliminated == e.eliminated);
        CHECK(a.retreatHexes == e.retreatHexes);
    }
}

TEST_CASE("VE-24 unit states table: every state and action", "[ve][tables]")
{
    const VeRuleset &rules = shippedVe();
    struct Row
    {
        const char *id;
        std::array<bool, 6> allowed; // mouvement, melee initiative, charge, contre-charge, ralliement, capture
        RestRule rest;
    };
    const std::array<Row, 4> rows{{
        {"non_commandee", {true, false, false, true, true, true}, RestRule::No},
        {"decouragee", {true, true, true, true, true, true}, RestRule::IfFatiguee},
        {"deroute", {true, false, false, false, true, true}, RestRule::No},
        {"fatiguee", {true, true, true, true, true, true}, RestRule::Yes},
    }};
    for (const Row &row : rows) {
        const StateActions *s = rules.state(row.id);
        REQUIRE(s);
        INFO(row.id);
        CHECK(s->mouvement == row.allowed[0]);
        CHECK(s->meleeInitiative == row.allowed[1]);
        CHECK(s->charge == row.allowed[2]);
        CHECK(s->contreCharge == row.allowed[3]);
        CHECK(s->ralliement == row.allowed[4]);
        CHECK(s->captureChefAdverse == row.allowed[5]);
        CHECK(s->miseAuRepos == row.rest);
    }
    CHECK(rules.state("non_commandee")->mpHalvings == 1);
}

TEST_CASE("VE-33 initiative table: every band", "[ve][tables]")
{
    const VeRuleset &rules = shippedVe();
    REQUIRE(rules.initiative.size() == 4);
    CHECK(veInitiative(rules, 3, 3).band->winner == "normal_alternating_activation");
    for (int margin : {1, 2, 3}) {
        CHECK(veInitiative(rules, margin, 0).band->opponent.empty());
        CHECK(veInitiative(rules, margin, 0).band->winner == "activate_own_leader_of_choice");
    }
    for (int margin : {4, 5, 6, 7}) {
        CHECK(veInitiative(rules, 0, margin).band->opponent ==
              std::vector<std::string>{"choose_enemy_leader_to_activate"});
    }
    CHECK(veInitiative(rules, 9, 1).band->opponent.size() == 2);
    CHECK(veInitiative(rules, 20, 0).band->opponent[1] == "enemy_leader_of_choice_inactive_for_turn");
}

TEST_CASE("VE-67 VE-68 VE-69 formation table: every formation of every arm", "[ve][tables]")
{
    const VeRuleset &rules = shippedVe();
    struct Row
    {
        VeArm arm;
        const char *id;
        VeMovement movement;
        FireMode fire;
        ShockMode shock;
        std::optional<int> morale;
        RearFlank rearFlank;
    };
    const std::vector<Row> rows{
        {VeArm::Infanterie, "colonne", VeMovement::Normal, FireMode::Normal, ShockMode::Add, {}, RearFlank::Half},
        {VeArm::Infanterie, "ligne", VeMovement::Normal, FireMode::Normal, ShockMode::Normal, {}, RearFlank::Half},
        {VeArm::Infanterie, "carre", VeMovement::MaxOne, FireMode::Set, ShockMode::HalfVsInfantry, 2, RearFlank::None},
        {VeArm::Infanterie, "adapte", VeMovement::Normal, FireMode::Set, ShockMode::Normal, {}, RearFlank::None},
        {VeArm::Infanterie, "desorganise", VeMovement::TowardLoc, FireMode::Set, ShockMode::Half, -2, RearFlank::None},
        {VeArm::Cavalerie,
         "en_bataille",
         VeMovement::Normal,
         FireMode::None,
         ShockMode::OneVsSquare,
         {},
         RearFlank::Half},
        {VeArm::Cavalerie, "colonne", VeMovement::Normal, FireMode::None, ShockMode::ColumnValue, {}, RearFlank::Half},
        {VeArm::Cavalerie,
         "adaptee",
         VeMovement::Normal,
         FireMode::None,
         ShockMode::ColumnValueOneVsSquare,
         {},
         RearFlank::None},
        {VeArm::Cavalerie, "desorganisee", VeMovement::TowardLoc, FireMode::None, ShockMode::Set, -2, RearFlank::None},
        {VeArm::Artillerie, "attelee", VeMovement::Normal, FireMode::None, ShockMode::NoAttack, {}, RearFlank::None},
        {VeArm::Artillerie,
         "en_batterie",
         VeMovement::None,
         FireMode::Normal,
         ShockMode::NoAttack,
         {},
         RearFlank::Disorganise},
        {VeArm::Artillerie, "desorganisee", VeMovement::TowardLoc, FireMode::None, ShockMode::Eliminated, -2,
         RearFlank::Eliminated},
    };
    CHECK(rules.formations.size() == rows.size());
    for (const Row &row : rows) {
        const VeFormation *f = rules.formation(row.arm, row.id);
        REQUIRE(f);
        INFO(row.id);
        CHECK(f->movement == row.movement);
        CHECK(f->fire == row.fire);
        CHECK(f->shock == row.shock);
        CHECK(f->morale == row.morale);
        CHECK(f->rearFlank == row.rearFlank);
    }
    CHECK(rules.formation(VeArm::Infanterie, "colonne")->shockValue == 1);
    CHECK(rules.formation(VeArm::Infanterie, "carre")->fireValue == 1);
    CHECK(rules.formation(VeArm::Infanterie, "carre")->moraleVsArm == VeArm::Cavalerie);
    CHECK(rules.formation(VeArm::Cavalerie, "desorganisee")->shockValue == 1);
    CHECK(rules.formation(VeArm::Infanterie, "adapte")->noTestIn == std::vector<std::string>{"ville", "chateau"});
}

TEST_CASE("VE-17 leaders fate table: every row", "[ve][tables]")
{
    const VeRuleset &rules = shippedVe();
    using E = LeaderEvent;
    CHECK(veLeaderFate(rules, E::FireElimination, false, true).consequence == "replaced_on_banner_unit");
    CHECK(veLeaderFate(rules, E::FireElimination, false, true).row == 2);
    CHECK(veLeaderFate(rules, E::FireElimination, true, true).consequence == "killed");
    CHECK(veLeaderFate(rules, E::MeleeTwoRouts, false, true).consequence == "captured");
    CHECK(veLeaderFate(rules, E::MeleeTwoRouts, true, true).row == 4);
    CHECK(veLeaderFate(rules, E::MeleeRetreatImpossible, false, true).consequence == "replaced_on_banner_unit");
    CHECK(veLeaderFate(rules, E::MeleeRetreatImpossible, false, false).consequence == "killed");
    CHECK(veLeaderFate(rules, E::MeleeRetreatImpossible, true, true).row == 6);
    CHECK(veLeaderFate(rules, E::MeleeRetreatImpossible, true, true).consequence == "captured");
    CHECK(veLeaderFate(rules, E::RoutMove, false, true).consequence == "follows_unit");
    CHECK(veLeaderFate(rules, E::RoutImpossible, true, true).consequence == "captured");
    CHECK(veLeaderFate(rules, E::RoutImpossible, false, true).consequence == "replaced_on_banner_unit");
    CHECK(veLeaderFate(rules, E::RoutImpossible, false, false).consequence == "removed_not_counted");
    CHECK(veLeaderFate(rules, E::LeavesMap, false, false).row == 9);
    CHECK(veLeaderFate(rules, E::LeavesMap, false, false).notCounted);
}

TEST_CASE("VE-79 morale modifiers list: ids, values and groups", "[ve][tables]")
{
    const VeRuleset &rules = shippedVe();
    const std::vector<std::pair<std::string, int>> expected{{"general", 1},          {"carre_contre_cavalerie", 2},
                                                            {"desorganise", -2},     {"demoralise", -1},
                                                            {"desespere", -2},       {"attaque_flanc", -2},
                                                            {"attaque_arriere", -3}, {"test_rate_unite_dessus", -2},
                                                            {"pertes_1", -1},        {"pertes_2", -2}};
    REQUIRE(rules.moraleModifiers.size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        CHECK(rules.moraleModifiers[i].id == expected[i].first);
        CHECK(rules.moraleModifiers[i].value == expected[i].second);
        CHECK_FALSE(rules.moraleModifiers[i].label.fr.empty());
        CHECK_FALSE(rules.moraleModifiers[i].label.en.empty());
    }
    CHECK(rules.moraleModifiers[0].scaled);
    REQUIRE(rules.rallyModifiers.size() == 2);
    CHECK(rules.rallyModifiers[1].id == "ralliement_adjacent_ennemi");
    CHECK(rules.rallyModifiers[1].value == -1);
}
