// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/rally.h"

#include "support/umbra_builders.h"
#include "support/umbra_fixtures.h"

#include <catch2/catch.hpp>

#include <initializer_list>
#include <string>
#include <vector>

using namespace arbitre::umbra;
using namespace arbitre::umbra::test;
using arbitre::ListDice;

namespace {

// A side whose troop 0 fled (morale rupture), led by personalities holding `skills`.
Side fleeingSide(const UmbraRuleset &rules, std::initializer_list<std::string_view> skills,
                 PersonalityStatus holderStatus = PersonalityStatus::Present)
{
    std::vector<Personality> personalities;
    int n = 0;
    for (std::string_view skill : skills) {
        personalities.push_back(makePersonality(rules, "chef" + std::to_string(++n), "figure",
                                                {makeSkill(rules, skill)}, {.status = holderStatus}));
    }
    Troop fled = makeTroop(rules, "f1", "fantassins", {.status = TroopStatus::EnFuite});
    fled.morale = moraleIndex(rules, "rupture");
    return makeSide("bleu", {fled}, std::move(personalities));
}

RallyResult resultFor(const UmbraRuleset &rules, const Side &side, int die)
{
    return rallyTroop(rules, side, 0, die).result;
}

bool explains(const RallyRoll &roll, std::string_view ruleId, std::string_view text)
{
    for (const ExplanationLine &line : roll.explanation) {
        if (line.ruleId == ruleId && line.text.find(text) != std::string::npos) {
            return true;
        }
    }
    return false;
}

} // namespace

TEST_CASE("UD-T8: moyenne: 2 deserts, 5 stays in flight, 9 rallies at flanchant (UD-101, UD-A65)", "[rally]")
{
    const UmbraRuleset &rules = shippedRuleset();
    const Side side = fleeingSide(rules, {});
    CHECK(resultFor(rules, side, 1) == RallyResult::Deroute);
    CHECK(resultFor(rules, side, 2) == RallyResult::Deroute);
    CHECK(resultFor(rules, side, 3) == RallyResult::StatuQuo);
    CHECK(resultFor(rules, side, 5) == RallyResult::StatuQuo);
    CHECK(resultFor(rules, side, 8) == RallyResult::StatuQuo);
    CHECK(resultFor(rules, side, 10) == RallyResult::Ralliement);

    const RallyRoll nine = rallyTroop(rules, side, 0, 9);
    CHECK(nine.result == RallyResult::Ralliement);
    CHECK(nine.table == *rules.findRallyTable("moyenne"));
    CHECK(nine.skills == 0);
    CHECK(nine.face == 9);
    CHECK_FALSE(nine.turnedGreen);
    CHECK(explains(nine, "UD-100, UD-A67", "command level moyenne"));
    CHECK(explains(nine, "UD-101, UD-A65", "d10 = 9: vert, ralliement"));
    CHECK(explains(nine, "UD-A68", "f1 rallies at flanchant"));
    CHECK(explains(rallyTroop(rules, side, 0, 2), "UD-101", "f1 deserts for good"));
}

TEST_CASE("UD-T8: with a Galvaniseur on the side 8 rallies, 7 stays, 2 deserts (UD-52, UD-A66)", "[rally]")
{
    const UmbraRuleset &rules = shippedRuleset();
    const Side side = fleeingSide(rules, {"galvaniseur"});
    const RallyRoll eight = rallyTroop(rules, side, 0, 8);
    CHECK(eight.result == RallyResult::Ralliement);
    CHECK(eight.skills == 1);
    CHECK(eight.greenFaces == 1);
    CHECK(eight.turnedGreen);
    CHECK(explains(eight, "UD-101, UD-A66", "galvaniseur (chef1): +1 white face turned green"));
    CHECK(explains(eight, "UD-101, UD-A65", "d10 = 8: vert, ralliement (white face turned green)"));
    CHECK(resultFor(rules, side, 7) == RallyResult::StatuQuo);
    CHECK(resultFor(rules, side, 2) == RallyResult::Deroute);
    CHECK(resultFor(rules, side, 3) == RallyResult::StatuQuo);
}

TEST_CASE("UD-A66: with Galvaniseur and Discipline 7 rallies and 6 stays, a captured holder does not count", "[rally]")
{
    const UmbraRuleset &rules = shippedRuleset();
    const Side both = fleeingSide(rules, {"galvaniseur", "discipline"});
    CHECK(rallyTroop(rules, both, 0, 7).skills == 2);
    CHECK(resultFor(rules, both, 7) == RallyResult::Ralliement);
    CHECK(resultFor(rules, both, 6) == RallyResult::StatuQuo);
    CHECK(resultFor(rules, both, 2) == RallyResult::Deroute);

    // Two holders of the same skill count once: each skill turns one face.
    const Side twice = fleeingSide(rules, {"discipline", "discipline"});
    CHECK(rallyTroop(rules, twice, 0, 8).skills == 1);
    CHECK(resultFor(rules, twice, 7) == RallyResult::StatuQuo);

    const Side captured = fleeingSide(rules, {"galvaniseur"}, PersonalityStatus::Capture);
    CHECK(resultFor(rules, captured, 8) == RallyResult::StatuQuo);
}

TEST_CASE("UD-A66: the green band never eats red faces, however many faces the skills turn", "[rally]")
{
    UmbraRuleset rules = shippedRuleset();
    rules.parameters.rallySkillBonusFaces = 9;
    const Side side = fleeingSide(rules, {"galvaniseur"});
    CHECK(resultFor(rules, side, 3) == RallyResult::Ralliement);
    CHECK(rallyTroop(rules, side, 0, 3).greenFaces == 6);
    CHECK(resultFor(rules, side, 2) == RallyResult::Deroute);
}

TEST_CASE("UD-A66 die_plus: each skill adds 1 to the die, clamped to the die's sides", "[rally]")
{
    UmbraRuleset rules = shippedRuleset();
    rules.parameters.rallySkillBonus = UmbraParameters::RallySkillBonus::DiePlus;
    const Side one = fleeingSide(rules, {"galvaniseur"});
    const RallyRoll eight = rallyTroop(rules, one, 0, 8);
    CHECK(eight.face == 9);
    CHECK(eight.result == RallyResult::Ralliement);
    CHECK_FALSE(eight.turnedGreen);
    CHECK(explains(eight, "UD-101, UD-A65", "d10 = 8 + 1 → 9: vert, ralliement"));
    CHECK(resultFor(rules, one, 2) == RallyResult::StatuQuo); // 2 + 1 = 3: the bonus also saves from desertion
    CHECK(resultFor(rules, one, 1) == RallyResult::Deroute);
    CHECK(rallyTroop(rules, one, 0, 10).face == 10);

    const Side both = fleeingSide(rules, {"galvaniseur", "discipline"});
    CHECK(rallyTroop(rules, both, 0, 7).face == 9);
    CHECK(resultFor(rules, both, 7) == RallyResult::Ralliement);
    CHECK(resultFor(rules, both, 6) == RallyResult::StatuQuo);
    CHECK(rallyTroop(rules, both, 0, 10).face == 10);
}

TEST_CASE("UD-101: a rally roll needs a fleeing troop and a die that fits the table", "[rally]")
{
    const UmbraRuleset &rules = shippedRuleset();
    Side side = fleeingSide(rules, {});
    CHECK_THROWS_AS(rallyTroop(rules, side, 0, 0), std::invalid_argument);
    CHECK_THROWS_AS(rallyTroop(rules, side, 0, 11), std::invalid_argument);
    CHECK_THROWS_AS(rallyTroop(rules, side, 1, 5), std::invalid_argument);
    side.troops[0].status = TroopStatus::Present;
    CHECK_THROWS_AS(rallyTroop(rules, side, 0, 9), std::invalid_argument);
    CHECK_THROWS_AS(applyRally(rules, side, 0, RallyResult::Ralliement), std::invalid_argument);
    side.troops[0].status = TroopStatus::EnFuite;
    side.commandLevel = 5;
    CHECK_THROWS_AS(rallyTroop(rules, side, 0, 9), std::invalid_argument);
}

TEST_CASE("UD-101: déroute deserts for good, statu quo stays en fuite", "[rally]")
{
    const UmbraRuleset &rules = shippedRuleset();
    Side side = fleeingSide(rules, {});
    applyRally(rules, side, 0, RallyResult::StatuQuo);
    CHECK(side.troops[0].status == TroopStatus::EnFuite);
    applyRally(rules, side, 0, RallyResult::Deroute);
    CHECK(side.troops[0].status == TroopStatus::Deserte);
}

TEST_CASE("UD-A68: a rallied troop is present at flanchant, disengaged, or at its start morale", "[rally]")
{
    UmbraRuleset rules = shippedRuleset();
    Side side = fleeingSide(rules, {});
    side.troops[0].engaged = true;
    side.troops[0].engagedLastTurn = true;
    applyRally(rules, side, 0, RallyResult::Ralliement);
    const Troop &troop = side.troops[0];
    CHECK(troop.status == TroopStatus::Present);
    CHECK(troop.morale == moraleIndex(rules, "flanchant"));
    CHECK_FALSE(troop.engaged);
    CHECK_FALSE(troop.engagedLastTurn);
    CHECK(troop.activeToday); // rests as disengaged, not as a full rest

    rules.parameters.ralliedMorale = UmbraParameters::RalliedMorale::StartMorale;
    Side again = fleeingSide(rules, {});
    applyRally(rules, again, 0, RallyResult::Ralliement);
    CHECK(again.troops[0].morale == moraleIndex(rules, "beau_fixe")); // fantassins (UD-20)
    CHECK(explains(rallyTroop(rules, fleeingSide(rules, {}), 0, 9), "UD-A68", "f1 rallies at beau_fixe"));
}

TEST_CASE("UD-100: rallyAll rolls one die per fleeing troop, side by side and troop by troop", "[rally]")
{
    const UmbraRuleset &rules = shippedRuleset();
    Side blue = makeSide("bleu", {makeTroop(rules, "b1", "fantassins", {.status = TroopStatus::EnFuite}),
                                  makeTroop(rules, "b2", "archers"),
                                  makeTroop(rules, "b3", "pietaille", {.status = TroopStatus::EnFuite})});
    Side red = makeSide("rouge",
                        {makeTroop(rules, "r1", "cavalerie", {.status = TroopStatus::EnFuite}),
                         makeTroop(rules, "r2", "fantassins", {.status = TroopStatus::Elimine})},
                        {makePersonality(rules, "baron", "figure", {makeSkill(rules, "galvaniseur")})});
    BattleState state = makeBattle(rules, std::move(blue), std::move(red));
    ListDice dice({2, 9, 8});
    const std::vector<RallyRecord> records = rallyAll(rules, state, dice);
    CHECK(dice.remaining() == 0);
    REQUIRE(records.size() == 3);
    CHECK(records[0].troopId == "b1");
    CHECK(records[0].roll.die == 2);
    CHECK(records[0].roll.result == RallyResult::Deroute);
    CHECK(records[1].troopId == "b3");
    CHECK(records[1].side == 0);
    CHECK(records[1].troop == 2);
    CHECK(records[1].roll.result == RallyResult::Ralliement);
    CHECK(records[2].troopId == "r1");
    CHECK(records[2].side == 1);
    CHECK(records[2].roll.row == 2);
    CHECK(records[2].roll.result == RallyResult::Ralliement); // 8 with the baron's Galvaniseur
    CHECK(state.sides[0].troops[0].status == TroopStatus::Deserte);
    CHECK(state.sides[0].troops[1].status == TroopStatus::Present);
    CHECK(state.sides[0].troops[2].status == TroopStatus::Present);
    CHECK(state.sides[1].troops[0].status == TroopStatus::Present);
    CHECK(state.sides[1].troops[0].morale == moraleIndex(rules, "flanchant"));
    CHECK(state.sides[1].troops[1].status == TroopStatus::Elimine);

    ListDice none(std::vector<int>{});
    CHECK(rallyAll(rules, state, none).empty()); // nobody left in flight
}
