// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/vs.h"

#include "arbitre/umbra/force.h"
#include "support/umbra_builders.h"
#include "support/umbra_fixtures.h"

#include <catch2/catch.hpp>

#include <vector>

using namespace arbitre::umbra;
using namespace arbitre::umbra::test;
using arbitre::ListDice;

namespace {

// Two armies: side 0 led by a figure of VS `vsA` with `typeA` troops, side 1 likewise.
BattleState twoArmies(const UmbraRuleset &rules, int vsA, std::string_view typeA, int vsB, std::string_view typeB)
{
    Side a =
        makeSide("bleu", {makeTroop(rules, "b1", typeA)}, {makePersonality(rules, "comte", "figure", {}, {.vs = vsA})});
    Side b = makeSide("rouge", {makeTroop(rules, "r1", typeB)},
                      {makePersonality(rules, "baron", "figure", {}, {.vs = vsB})});
    return makeBattle(rules, std::move(a), std::move(b));
}

} // namespace

TEST_CASE("UD-43: army VS sums the present personalities' VS and the scouts' VS (UD-39, UD-42)", "[vs]")
{
    const UmbraRuleset &rules = shippedRuleset();
    Side side =
        makeSide("bleu", {},
                 {makePersonality(rules, "comte", "figure", {}, {.vs = 2}),
                  makePersonality(rules, "vicomte", "figure", {}, {.vs = 3}),
                  makePersonality(rules, "otage", "figure", {}, {.vs = 4, .status = PersonalityStatus::Capture})});
    side.scoutsVs = 1;
    arbitre::Breakdown breakdown;
    CHECK(armyVs(side, &breakdown) == 6);
    REQUIRE(breakdown.size() == 3);
    CHECK(breakdown[0].ruleId == "UD-42");
    CHECK(breakdown[0].label == "comte");
    CHECK(breakdown[1].value == 3);
    CHECK(breakdown[2].ruleId == "UD-39");
    CHECK(breakdown[2].value == 1);
    CHECK(breakdown.total() == 6);
    side.scoutsVs = 0;
    CHECK(armyVs(side) == 5);
}

TEST_CASE("UD-71: the side with the lower army VS moves first, the higher second", "[vs]")
{
    const UmbraRuleset &rules = shippedRuleset();
    BattleState state = twoArmies(rules, 3, "fantassins", 2, "fantassins");
    state.sides[0].scoutsVs = 0;
    state.sides[1].scoutsVs = 3; // 2 + 3 = 5 > 3
    const MoveOrder order = moveOrder(rules, state, 0, 1);
    CHECK(order.vs == std::array<int, 2>{3, 5});
    CHECK(order.first == 0);
    CHECK(order.second == 1);
    CHECK(order.ruleId == "UD-71");
    CHECK(order.reason == "lower VS moves first (UD-71)");
    CHECK_FALSE(order.needsGmDecision);
    // The same, asked the other way round.
    const MoveOrder swapped = moveOrder(rules, state, 1, 0);
    CHECK(swapped.first == 0);
    CHECK(swapped.vs == std::array<int, 2>{5, 3});
}

TEST_CASE("UD-43: on equal VS the greater Force is more strategic and moves second (UD-A22)", "[vs]")
{
    const UmbraRuleset &rules = shippedRuleset();
    const BattleState state = twoArmies(rules, 2, "cavalerie", 2, "fantassins");
    const MoveOrder order = moveOrder(rules, state, 0, 1);
    CHECK(order.vs == std::array<int, 2>{2, 2});
    CHECK(order.strength[0] == armyStrength(rules, state.sides[0], state.terrain));
    CHECK(order.strength[1] == armyStrength(rules, state.sides[1], state.terrain));
    CHECK(order.strength[0] > order.strength[1]);
    CHECK(order.first == 1);
    CHECK(order.second == 0);
    CHECK(order.ruleId == "UD-43");
    CHECK(order.reason == "equal VS: greater Force is more strategic (UD-43)");
}

TEST_CASE("UD-A22: equal VS and Force need the GM, who names the side moving first", "[vs]")
{
    const UmbraRuleset &rules = shippedRuleset();
    const BattleState state = twoArmies(rules, 2, "fantassins", 2, "fantassins");
    const MoveOrder open = moveOrder(rules, state, 0, 1);
    CHECK(open.needsGmDecision);
    CHECK(open.first == -1);
    CHECK(open.second == -1);
    CHECK(open.ruleId == "UD-A22");
    CHECK(open.reason == "equal VS and Force: the GM decides (UD-A22)");

    const MoveOrder decided = moveOrder(rules, state, 0, 1, 1);
    CHECK_FALSE(decided.needsGmDecision);
    CHECK(decided.decidedByGm);
    CHECK(decided.first == 1);
    CHECK(decided.second == 0);
    CHECK_THROWS_AS(moveOrder(rules, state, 0, 1, 2), std::invalid_argument);

    // With vs.tiebreak `[force, gm]` dice are not touched.
    ListDice dice({5, 6});
    const MoveOrder noRoll = moveOrder(rules, state, 0, 1, dice);
    CHECK(noRoll.needsGmDecision);
    CHECK(dice.used() == 0);
}

TEST_CASE("UD-A22: the roll-off re-rolls ties and the highest die is more strategic, moving second", "[vs]")
{
    UmbraRuleset rules = shippedRuleset();
    rules.parameters.vsTiebreak = UmbraParameters::VsTiebreak::ForceThenRoll;
    const BattleState state = twoArmies(rules, 2, "fantassins", 2, "fantassins");
    ListDice dice({4, 4, 7, 3});
    const MoveOrder order = moveOrder(rules, state, 0, 1, dice);
    CHECK(order.rollOff == std::vector<RollOffRound>{{4, 4}, {7, 3}});
    CHECK(dice.remaining() == 0);
    CHECK(order.first == 1);
    CHECK(order.second == 0);
    CHECK_FALSE(order.needsGmDecision);
    CHECK(order.ruleId == "UD-A22");

    // Without dice the roll-off cannot be made: the GM decides.
    CHECK(moveOrder(rules, state, 0, 1).needsGmDecision);
    // VS decides before any die is rolled.
    const BattleState unequal = twoArmies(rules, 1, "fantassins", 2, "fantassins");
    ListDice unused({1, 2});
    CHECK(moveOrder(rules, unequal, 0, 1, unused).first == 0);
    CHECK(unused.used() == 0);
}

TEST_CASE("UD-71: move order refuses a side that does not exist or the same side twice", "[vs]")
{
    const UmbraRuleset &rules = shippedRuleset();
    const BattleState state = twoArmies(rules, 2, "fantassins", 2, "fantassins");
    CHECK_THROWS_AS(moveOrder(rules, state, 0, 2), std::invalid_argument);
    CHECK_THROWS_AS(moveOrder(rules, state, 1, 1), std::invalid_argument);
}
