// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/victory.h"

#include "support/umbra_builders.h"
#include "support/umbra_fixtures.h"

#include <catch2/catch.hpp>

#include <string>

using namespace arbitre::umbra;
using namespace arbitre::umbra::test;

namespace {

// Blue: b1 beau_fixe, b2 discipline, b3 fled; Red: r1, r2 and a personality.
BattleState battle(const UmbraRuleset &rules)
{
    Troop b2 = makeTroop(rules, "b2", "fantassins");
    b2.morale = moraleIndex(rules, "discipline");
    Side blue = makeSide("bleu", {makeTroop(rules, "b1", "fantassins"), b2,
                                  makeTroop(rules, "b3", "archers", {.status = TroopStatus::EnFuite})});
    Side red = makeSide("rouge", {makeTroop(rules, "r1", "fantassins"), makeTroop(rules, "r2", "pietaille")},
                        {makePersonality(rules, "baron", "figure")});
    BattleState state = makeBattle(rules, std::move(blue), std::move(red));
    for (Side &side : state.sides) {
        for (Troop &troop : side.troops) {
            troop.engaged = troop.present();
        }
    }
    return state;
}

void rout(BattleState &state, int side)
{
    for (Troop &troop : state.sides[static_cast<std::size_t>(side)].troops) {
        troop.status = TroopStatus::EnFuite;
    }
}

} // namespace

TEST_CASE("UD-98: no victor while both sides have a troop present", "[victory]")
{
    const UmbraRuleset &rules = shippedRuleset();
    BattleState state = battle(rules);
    CHECK_FALSE(victor(rules, state, state.confrontations[0]).has_value());
    const VictoryOutcome outcome = applyVictory(rules, state, 0);
    CHECK_FALSE(outcome.slot.has_value());
    CHECK_FALSE(state.confrontations[0].ended);
}

TEST_CASE("UD-98: the winner's present troops gain one morale step, once, capped at discipline (UD-A64)", "[victory]")
{
    const UmbraRuleset &rules = shippedRuleset();
    BattleState state = battle(rules);
    rout(state, 1);
    state.sides[1].troops[1].status = TroopStatus::Disloque;
    REQUIRE(victor(rules, state, state.confrontations[0]) == 0); // the baron alone does not count

    const VictoryOutcome outcome = applyVictory(rules, state, 0);
    CHECK(outcome.slot == 0);
    CHECK(outcome.side == 0);
    REQUIRE(outcome.gains.size() == 2);
    CHECK(outcome.gains[0].troopId == "b1");
    CHECK(outcome.gains[0].moraleBefore == moraleIndex(rules, "beau_fixe"));
    CHECK(outcome.gains[0].moraleAfter == moraleIndex(rules, "discipline"));
    CHECK(outcome.gains[1].moraleAfter == moraleIndex(rules, "discipline")); // already at the top
    CHECK(state.sides[0].troops[0].morale == moraleIndex(rules, "discipline"));
    CHECK(state.sides[0].troops[2].morale == makeTroop(rules, "x", "archers").morale); // fled: nothing
    CHECK(state.confrontations[0].ended);
    CHECK_FALSE(state.sides[0].troops[0].engaged);
    REQUIRE_FALSE(outcome.explanation.empty());
    CHECK(outcome.explanation[0].ruleId == "UD-98, UD-A64");
    CHECK(outcome.explanation[0].text == "bleu wins: no troop of rouge is left in the confrontation");
    CHECK(outcome.explanation[1].text == "b1 morale beau_fixe → discipline");

    // Once: a second call changes nothing.
    state.sides[0].troops[0].morale = moraleIndex(rules, "doute");
    CHECK_FALSE(applyVictory(rules, state, 0).slot.has_value());
    CHECK(state.sides[0].troops[0].morale == moraleIndex(rules, "doute"));
}

TEST_CASE("UD-A64: enemy personalities block the victory only with victory.counts_personalities", "[victory]")
{
    UmbraRuleset rules = shippedRuleset();
    BattleState state = battle(rules);
    rout(state, 1);
    rules.parameters.victoryCountsPersonalities = true;
    CHECK_FALSE(victor(rules, state, state.confrontations[0]).has_value());
    state.sides[1].personalities[0].status = PersonalityStatus::Capture;
    CHECK(victor(rules, state, state.confrontations[0]) == 0);
}

TEST_CASE("UD-98: slot 1 can win, and nobody wins when neither side has a troop left", "[victory]")
{
    UmbraRuleset rules = shippedRuleset();
    rules.parameters.victoryMoraleGain = 2;
    BattleState state = battle(rules);
    rout(state, 0);
    REQUIRE(victor(rules, state, state.confrontations[0]) == 1);
    const VictoryOutcome outcome = applyVictory(rules, state, state.confrontations[0], 1);
    CHECK(outcome.side == 1);
    REQUIRE(outcome.gains.size() == 2);
    CHECK(outcome.gains[0].moraleAfter == moraleIndex(rules, "discipline")); // beau_fixe + 2, capped
    CHECK(outcome.gains[1].moraleAfter == moraleIndex(rules, "beau_fixe"));  // piétaille flanchant + 2

    BattleState empty = battle(rules);
    rout(empty, 0);
    rout(empty, 1);
    CHECK_FALSE(victor(rules, empty, empty.confrontations[0]).has_value());
}

TEST_CASE("UD-98: a troop still fighting another confrontation stays engaged after a victory", "[victory]")
{
    const UmbraRuleset &rules = shippedRuleset();
    BattleState state = battle(rules);
    state.confrontations.push_back(engageAll(state, 0, 1, state.terrain));
    state.confrontations[1].troops[0] = {0};
    state.confrontations[1].troops[1] = {0};
    state.confrontations[0].troops[0] = {0, 1};
    state.confrontations[0].troops[1] = {1};
    state.sides[1].troops[1].status = TroopStatus::EnFuite;
    REQUIRE(applyVictory(rules, state, 0).slot == 0);
    CHECK(state.sides[0].troops[0].engaged);       // b1 fights on in confrontation 2
    CHECK_FALSE(state.sides[0].troops[1].engaged); // b2 is free
}
