// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// One test per mechanical rule of NF-38…NF-48: the MAC procedure, the control and reaction tests.
#include "support/figures_builders.h"

#include <catch2/catch.hpp>

using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;

namespace {

MacSide side(int score, Arm arm = Arm::Infantry, bool formedFront = false)
{
    return MacSide{score, true, arm, formedFront};
}

} // namespace

TEST_CASE("NF-38 the MAC sequence: test then cap then fire drop then contact", "[napoleonic][rules]")
{
    const FiguresRuleset &rules = shippedFigures();
    MoraleInput attacker;
    attacker.kind = TestKind::Mac;
    attacker.enemies = {box("arret")}; // a target at the halt counts −1
    attacker.baseMorale = 10;
    attacker.d6 = 3;
    const MoraleResult test = moraleTest(rules, attacker);
    CHECK(term(test, "m11_friends_enemies") == -1);
    CHECK(test.rawScore == 14);
    const int capped = capMacScore(rules, test.rawScore);
    const int final = capped - fireDrop(rules, 2, 12).drop; // 2 steps of 12 figures: 5 % → −3
    CHECK(final == 9);
    CHECK(macContact(rules, MacCase::Standing, side(final), side(5)).melee);
}

TEST_CASE("NF-39 crossed MACs fight when both tests are positive", "[napoleonic][rules]")
{
    const FiguresRuleset &rules = shippedFigures();
    CHECK(macContact(rules, MacCase::Crossed, side(4), side(1)).melee);
    CHECK_FALSE(macContact(rules, MacCase::Crossed, side(9), side(-1)).melee);
    MacSide zeroFromMinus = side(0);
    zeroFromMinus.fromPlus = false;
    CHECK_FALSE(macContact(rules, MacCase::Crossed, side(9), zeroFromMinus).melee);
    CHECK(macContact(rules, MacCase::Crossed, side(9), side(0)).melee); // line 0 from "+" reads ARRÊT
}

TEST_CASE("NF-40 a counter-MAC tests from 1 and counts the attacker at AVANCE", "[napoleonic][rules]")
{
    const FiguresRuleset &rules = shippedFigures();
    MoraleInput defender;
    defender.kind = TestKind::CounterMac;
    defender.box = box("halte");
    defender.enemies = {rules.macOpponentBox};
    defender.d6 = 3;
    const MoraleResult result = moraleTest(rules, defender);
    CHECK(boxId(rules.macOpponentBox) == "avance");
    CHECK(term(result, "situation") == 1);
    CHECK(term(result, "m11_friends_enemies") == -2);
    CHECK(result.column == "mac");
    CHECK(macContact(rules, MacCase::CounterMac, side(6), side(result.score)).melee);
}

TEST_CASE("NF-41 a unit at the halt counts the attacker at its tested box and fires by its band", "[napoleonic][rules]")
{
    const FiguresRuleset &rules = shippedFigures();
    MoraleInput standing;
    standing.kind = TestKind::Standing;
    standing.box = box("arret");
    standing.baseMorale = 2;
    standing.d6 = 3;
    standing.enemies = {box("charge")};
    const MoraleResult charged = moraleTest(rules, standing);
    CHECK(term(charged, "m11_friends_enemies") == -3);
    CHECK(charged.score == 3); // 1 − 3 + 3 + 2
    CHECK(charged.result == "fire_ineffective");
    standing.enemies = {box("avance")};
    const MoraleResult advanced = moraleTest(rules, standing);
    CHECK(advanced.score == 4);
    REQUIRE(advanced.fireRange);
    CHECK(rules.modifiers[0][static_cast<std::size_t>(*advanced.fireRange)].id == "range_p3");
}

TEST_CASE("NF-42 MAC scores above 12 are capped at 12", "[napoleonic][rules]")
{
    const FiguresRuleset &rules = shippedFigures();
    CHECK(capMacScore(rules, 17) == 12);
    CHECK(capMacScore(rules, 12) == 12);
    CHECK(capMacScore(rules, 5) == 5);
    CHECK(capMacScore(rules, -15) == -15);
}

TEST_CASE("NF-43 the target's fire lowers the MAC score by 3 points per 5 percent", "[napoleonic][rules]")
{
    const FiguresRuleset &rules = shippedFigures();
    // 12 figures: 0, 2, 3, 6, 7, 9, 11 steps → 0, 5, 10, 15, 20, 25, 30 %.
    const std::vector<std::pair<int, int>> rows{{0, 0}, {2, -3}, {3, -6}, {6, -9}, {7, -12}, {9, -15}, {11, -18}};
    for (const auto &[steps, drop] : rows) {
        INFO(steps << " steps");
        CHECK(-fireDrop(rules, steps, 12).drop == drop);
    }
}

TEST_CASE("NF-44 contact against a unit at the halt", "[napoleonic][rules]")
{
    const FiguresRuleset &rules = shippedFigures();
    CHECK(macContact(rules, MacCase::Standing, side(5), side(5)).melee); // a tie goes to the attacker
    CHECK(macContact(rules, MacCase::Standing, side(4), side(5)).result == "attacker_halts_and_fires");
    CHECK(macContact(rules, MacCase::Standing, side(4, Arm::Cavalry), side(5)).result == "attacker_gives_up_ddf");
    CHECK(macContact(rules, MacCase::Standing, side(-2), side(-5)).result == "defender_leaves");
    CHECK(macContact(rules, MacCase::Standing, side(-1), side(-3)).result == "attacker_halts_and_fires");
    CHECK(macContact(rules, MacCase::Standing, side(12, Arm::Cavalry), side(2, Arm::Infantry, true)).result ==
          "formed_infantry_stops_cavalry");
    CHECK(macContact(rules, MacCase::Standing, side(12, Arm::Infantry), side(2, Arm::Infantry, true)).melee);
}

TEST_CASE("NF-45 staying under control needs more than the threshold on a d6", "[napoleonic][rules]")
{
    const FiguresRuleset &rules = shippedFigures();
    ControlInput irregular;
    irregular.status = *rules.statusIndex("irregular");
    irregular.enemyRetraite = true;
    for (int d6 = 1; d6 <= 6; ++d6) {
        irregular.d6 = d6;
        const ControlResult result = controlTest(rules, irregular);
        CHECK(result.threshold == 4);
        CHECK(result.underControl == (d6 > 4));
        CHECK(result.column == "ret");
        CHECK(result.row == "irregular");
    }
    irregular.enemyRetraite = false;
    CHECK_THROWS_AS(controlTest(rules, irregular), ProcedureError);
}

TEST_CASE("NF-46 the enemy's state and the die modifiers of the control test", "[napoleonic][rules]")
{
    const FiguresRuleset &rules = shippedFigures();
    ControlInput input;
    input.status = *rules.statusIndex("guard");
    input.d6 = 3;
    input.enemyFlank = true;
    CHECK(controlTest(rules, input).column == "ret");
    input.enemyRear = true; // DER wins over RET
    CHECK(controlTest(rules, input).column == "der");
    input.general = GeneralCharacter::Positive;
    input.generalDistanceUd = 3;
    CHECK(term(controlTest(rules, input), "general_positive") == 1);
    input.generalDistanceUd = 5; // beyond 4 UD: no general present (NF-A70)
    CHECK(term(controlTest(rules, input), "general_positive") == 0);
    input.formed = true;
    input.lightCavalry = true;
    CHECK(controlTest(rules, input).modifiedRoll == 3);
}

TEST_CASE("NF-47 the reaction test starts from line 0 and stops cost -1 per pace", "[napoleonic][rules]")
{
    const FiguresRuleset &rules = shippedFigures();
    ReactionInput reaction;
    reaction.stops = true;
    reaction.test.box = box("charge");
    reaction.test.stopFromPace = pace("pch");
    reaction.test.d6 = 3;
    const ReactionResult fromCharge = reactionTest(rules, reaction);
    CHECK(term(fromCharge.test, "situation") == 0);
    CHECK(term(fromCharge.test, "reaction_stop") == -3);
    CHECK(fromCharge.test.score == 0); // 0 − 3 + 3: line 0 from "+" (it was at CHARGE)
    CHECK(fromCharge.reacts);
    reaction.test.box = box("repli");
    reaction.test.stopFromPace = pace("por");
    reaction.test.baseMorale = -4; // 0 − 1 + 3 − 4 = −2
    const ReactionResult fails = reactionTest(rules, reaction);
    CHECK(boxId(fails.test.band) == "halte");
    CHECK_FALSE(fails.reacts);
    // A fire decided before the test is read in the column "at the halt".
    reaction.fires = true;
    reaction.test.baseMorale = 5; // 0 − 1 + 3 + 5 = 7: ATTAQUE → P2
    const ReactionResult fires = reactionTest(rules, reaction);
    REQUIRE(fires.test.fireRange);
    CHECK(rules.modifiers[0][static_cast<std::size_t>(*fires.test.fireRange)].id == "range_p2");
}

TEST_CASE("NF-48 PA in a reaction: 1 lost and the excess over 3 as POP on top of M10", "[napoleonic][rules]")
{
    const FiguresRuleset &rules = shippedFigures();
    struct Row
    {
        int spent, reaction, total, excess, pop, m10;
    };
    const std::array<Row, 4> rows{{{0, 2, 3, 0, 0, 0}, {1, 2, 4, 1, 1, -1}, {2, 2, 5, 2, 2, -2}, {3, 3, 7, 4, 4, -3}}};
    for (const Row &row : rows) {
        ReactionInput reaction;
        reaction.test.paSpent = row.spent;
        reaction.reactionPa = row.reaction;
        reaction.test.d6 = 3;
        const ReactionResult result = reactionTest(rules, reaction);
        INFO(row.spent << " PA spent");
        CHECK(result.totalPa == row.total);
        CHECK(result.excess == row.excess);
        CHECK(result.pop == row.pop);
        CHECK(term(result.test, "pa_excess") + term(result.test, "m10_pa_excess") == row.m10);
    }
}
