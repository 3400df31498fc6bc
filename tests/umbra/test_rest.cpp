// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/rest.h"

#include "support/umbra_builders.h"
#include "support/umbra_fixtures.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace arbitre::umbra;
using namespace arbitre::umbra::test;

namespace {

Troop restingTroop(const UmbraRuleset &rules, std::string id, std::string_view fatigue, bool active, bool engaged,
                   std::string_view type = "fantassins")
{
    Troop troop = makeTroop(rules, std::move(id), type, {.fatigue = fatigue});
    troop.activeToday = active;
    troop.engaged = engaged;
    return troop;
}

} // namespace

TEST_CASE("UD-T7: the rest table, exactly (UD-102, UD-A69)", "[rest]")
{
    const UmbraRuleset &rules = shippedRuleset();
    const int ereinte = fatigueIndex(rules, "ereinte");
    const int fatigue = fatigueIndex(rules, "fatigue");
    const int normal = fatigueIndex(rules, "normal");
    const int repose = fatigueIndex(rules, "repose");

    // Full rest: +2 capped at repose.
    CHECK(restedFatigue(rules, RestCategory::ReposComplet, ereinte) == normal);
    CHECK(restedFatigue(rules, RestCategory::ReposComplet, fatigue) == repose);
    CHECK(restedFatigue(rules, RestCategory::ReposComplet, normal) == repose);
    CHECK(restedFatigue(rules, RestCategory::ReposComplet, repose) == repose);
    // Disengaged: +1 capped at normal; a cap limits gains and never lowers.
    CHECK(restedFatigue(rules, RestCategory::Desengagee, ereinte) == fatigue);
    CHECK(restedFatigue(rules, RestCategory::Desengagee, fatigue) == normal);
    CHECK(restedFatigue(rules, RestCategory::Desengagee, normal) == normal);
    CHECK(restedFatigue(rules, RestCategory::Desengagee, repose) == repose);
    // Engaged: no change.
    for (int level : {ereinte, fatigue, normal, repose}) {
        CHECK(restedFatigue(rules, RestCategory::Engagee, level) == level);
    }
}

TEST_CASE("UD-A69: rest.partial_cap repose lets a disengaged troop become reposée", "[rest]")
{
    UmbraRuleset rules = shippedRuleset();
    rules.parameters.restPartialCap = fatigueIndex(rules, "repose");
    CHECK(restedFatigue(rules, RestCategory::Desengagee, fatigueIndex(rules, "normal")) ==
          fatigueIndex(rules, "repose"));
}

TEST_CASE("UD-A70: engaged at the end of the day, idle all day, or disengaged", "[rest]")
{
    const UmbraRuleset &rules = shippedRuleset();
    CHECK(restCategory(rules, restingTroop(rules, "a", "normal", true, true)) == RestCategory::Engagee);
    CHECK(restCategory(rules, restingTroop(rules, "b", "normal", false, true)) == RestCategory::Engagee);
    CHECK(restCategory(rules, restingTroop(rules, "c", "normal", false, false)) == RestCategory::ReposComplet);
    CHECK(restCategory(rules, restingTroop(rules, "d", "normal", true, false)) == RestCategory::Desengagee);
    CHECK(restCategoryId(RestCategory::ReposComplet) == "repos_complet");
}

TEST_CASE("UD-102: the end-of-day rest of every present troop, piétailles included (UD-A19)", "[rest]")
{
    const UmbraRuleset &rules = shippedRuleset();
    Troop fled = restingTroop(rules, "b4", "ereinte", false, false);
    fled.status = TroopStatus::EnFuite;
    Side blue = makeSide("bleu", {restingTroop(rules, "b1", "ereinte", false, false),
                                  restingTroop(rules, "b2", "fatigue", true, false),
                                  restingTroop(rules, "b3", "fatigue", true, true), fled,
                                  restingTroop(rules, "b5", "fatigue", false, false, "pietaille")});
    Side red = makeSide("rouge", {restingTroop(rules, "r1", "repose", true, false)});
    BattleState state = makeBattle(rules, std::move(blue), std::move(red));

    const std::vector<RestRecord> records = applyEndOfDayRest(rules, state);
    REQUIRE(records.size() == 5);
    CHECK(records[0].troopId == "b1");
    CHECK(records[0].category == RestCategory::ReposComplet);
    CHECK(records[0].fatigueBefore == fatigueIndex(rules, "ereinte"));
    CHECK(records[0].fatigueAfter == fatigueIndex(rules, "normal"));
    CHECK(records[0].ruleId == "UD-102, UD-A69");
    CHECK(records[1].category == RestCategory::Desengagee);
    CHECK(records[1].fatigueAfter == fatigueIndex(rules, "normal"));
    CHECK(records[2].category == RestCategory::Engagee);
    CHECK(records[2].fatigueAfter == fatigueIndex(rules, "fatigue"));
    CHECK_FALSE(records[2].castrametisation);
    CHECK(records[3].troopId == "b5"); // the fled troop does not rest
    CHECK(records[3].fatigueAfter == fatigueIndex(rules, "repose"));
    CHECK(records[4].troopId == "r1");
    CHECK(records[4].side == 1);
    CHECK(records[4].fatigueAfter == fatigueIndex(rules, "repose")); // UD-T7: stays reposée

    CHECK(state.sides[0].troops[0].fatigue == fatigueIndex(rules, "normal"));
    CHECK(state.sides[0].troops[2].fatigue == fatigueIndex(rules, "fatigue"));
    CHECK(state.sides[0].troops[3].fatigue == fatigueIndex(rules, "ereinte"));
    CHECK(state.confrontations[0].castrametisation == std::array<bool, 2>{false, false});
}

TEST_CASE("UD-47: Castramétisation: engaged troops regain a step and consolidate overnight (UD-A27)", "[rest]")
{
    UmbraRuleset rules = shippedRuleset();
    Side blue =
        makeSide("bleu",
                 {restingTroop(rules, "b1", "ereinte", true, true), restingTroop(rules, "b2", "normal", true, true),
                  restingTroop(rules, "b3", "repose", true, true), restingTroop(rules, "b4", "fatigue", true, false)},
                 {makePersonality(rules, "ingenieur", "figure", {makeSkill(rules, "castrametisation")})});
    Side red = makeSide("rouge", {restingTroop(rules, "r1", "ereinte", true, true)});
    const BattleState start = makeBattle(rules, std::move(blue), std::move(red));

    BattleState state = start;
    const std::vector<RestRecord> records = applyEndOfDayRest(rules, state);
    REQUIRE(records.size() == 5);
    CHECK(records[0].category == RestCategory::Engagee);
    CHECK(records[0].castrametisation);
    CHECK(records[0].ruleId == "UD-47, UD-A27");
    CHECK(records[0].fatigueAfter == fatigueIndex(rules, "fatigue"));
    CHECK(records[1].fatigueAfter == fatigueIndex(rules, "normal")); // capped at rest.partial_cap
    CHECK(records[2].fatigueAfter == fatigueIndex(rules, "repose"));
    CHECK_FALSE(records[3].castrametisation); // disengaged: ordinary rest
    CHECK(records[3].fatigueAfter == fatigueIndex(rules, "normal"));
    CHECK_FALSE(records[4].castrametisation); // the enemy has no holder
    CHECK(records[4].fatigueAfter == fatigueIndex(rules, "ereinte"));
    CHECK(state.confrontations[0].castrametisation == std::array<bool, 2>{true, false});

    SECTION("a captured holder or an ended confrontation gives nothing")
    {
        BattleState captured = start;
        captured.sides[0].personalities[0].status = PersonalityStatus::Capture;
        CHECK_FALSE(applyEndOfDayRest(rules, captured)[0].castrametisation);
        CHECK(captured.confrontations[0].castrametisation == std::array<bool, 2>{false, false});

        BattleState ended = start;
        ended.confrontations[0].ended = true;
        CHECK_FALSE(applyEndOfDayRest(rules, ended)[0].castrametisation);
    }
    SECTION("with castrametisation.timing every_turn it is not an end-of-day effect")
    {
        rules.parameters.castrametisationTiming = UmbraParameters::CastrametisationTiming::EveryTurn;
        BattleState everyTurn = start;
        CHECK(applyEndOfDayRest(rules, everyTurn)[0].fatigueAfter == fatigueIndex(rules, "ereinte"));
        CHECK(everyTurn.confrontations[0].castrametisation == std::array<bool, 2>{false, false});
    }
}

TEST_CASE("UD-68: a new day starts at turn 1 with the per-day counters reset (UD-A30, UD-A34, UD-A44)", "[rest]")
{
    UmbraRuleset rules = shippedRuleset();
    Troop leaving = restingTroop(rules, "b1", "normal", true, true);
    leaving.disengaging = true;
    leaving.engagedLastTurn = true;
    Personality chef =
        makePersonality(rules, "chef", "figure", {makeSkill(rules, "discipline"), makeSkill(rules, "sens_tactique")});
    chef.sensTactiqueUsed = 1;
    chef.disciplineSpent = 1;
    chef.tactiquesVarieesUsed = 1;
    BattleState start = makeBattle(rules, makeSide("bleu", {leaving}, {chef}),
                                   makeSide("rouge", {restingTroop(rules, "r1", "normal", true, true)}));
    start.day = 2;
    start.turn = 4;
    start.confrontations[0].opportunisteStreak = {2, 0};
    start.confrontations[0].pendingAdvantage[1][1] = 4; // Table II noir
    start.confrontations[0].galvanised = {true, false};

    BattleState state = start;
    const Explanation why = startNewDay(rules, state);
    CHECK(state.day == 3);
    CHECK(state.turn == 1);
    const Troop &troop = state.sides[0].troops[0];
    CHECK_FALSE(troop.activeToday);
    CHECK_FALSE(troop.disengaging);
    CHECK(troop.engaged);         // the confrontation resumes in the morning (UD-99)
    CHECK(troop.engagedLastTurn); // cannot consolidate at once (UD-A48)
    const Personality &p = state.sides[0].personalities[0];
    CHECK(p.sensTactiqueUsed == 0);
    CHECK(p.disciplineSpent == 0);
    CHECK(p.tactiquesVarieesUsed == 1); // per wargame (UD-63)
    CHECK(state.confrontations[0].opportunisteStreak == std::array<int, 2>{0, 0});
    CHECK(state.confrontations[0].advantageDue(1) == 4); // carries over the night (UD-A62)
    CHECK(state.confrontations[0].galvanised == std::array<bool, 2>{true, false});
    REQUIRE_FALSE(why.empty());
    CHECK(why[0].ruleId == "UD-68");
    CHECK(why[0].text == "day 3, combat turn 1");

    SECTION("the alternatives keep or clear what they say")
    {
        rules.parameters.disengageMalusDuration = UmbraParameters::MalusDuration::NextResolution;
        rules.parameters.disciplineRefresh = UmbraParameters::DisciplineRefresh::PerWargame;
        rules.parameters.opportunisteResetAtEndOfDay = false;
        rules.parameters.strategicAdvantageCarryOverNight = false;
        rules.parameters.galvaniseurMode = UmbraParameters::GalvaniseurMode::StartOfDay;
        BattleState other = start;
        startNewDay(rules, other);
        CHECK(other.sides[0].troops[0].disengaging);
        CHECK(other.sides[0].personalities[0].disciplineSpent == 1);
        CHECK(other.sides[0].personalities[0].sensTactiqueUsed == 0);
        CHECK(other.confrontations[0].opportunisteStreak == std::array<int, 2>{2, 0});
        CHECK(other.confrontations[0].advantageDue(0) == 0);
        CHECK(other.confrontations[0].advantageDue(1) == 0);
        CHECK(other.confrontations[0].galvanised == std::array<bool, 2>{false, false});
    }
}
