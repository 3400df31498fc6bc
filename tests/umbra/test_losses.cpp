// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/losses.h"

#include "arbitre/umbra/force.h"
#include "support/umbra_builders.h"
#include "support/umbra_fixtures.h"

#include <catch2/catch.hpp>

using namespace arbitre::umbra;
using namespace arbitre::umbra::test;

namespace {

std::string moraleOf(const UmbraRuleset &rules, const Troop &troop)
{
    return rules.morale.id(troop.morale);
}

std::string fatigueOf(const UmbraRuleset &rules, const Troop &troop)
{
    return rules.fatigue.id(troop.fatigue);
}

} // namespace

TEST_CASE("UD-W2 UD-30 UD-31: a fatigue step past the Force floor costs a morale step instead", "[losses]")
{
    const UmbraRuleset &rules = shippedRuleset();
    Troop troop = makeTroop(rules, "t", "fantassins", {.fatigue = "fatigue"});
    REQUIRE(moraleOf(rules, troop) == "beau_fixe");
    REQUIRE(troopForce(rules, troop) == 1); // 2 + 0 + 0 − 1
    const int moraleSteps = fatigueStepsDown(rules, troop, 1);
    CHECK(fatigueOf(rules, troop) == "ereinte");
    CHECK(rawTroopForce(rules, troop) == 0);
    CHECK(troopForce(rules, troop) == 1); // floored (UD-30)
    CHECK(moraleSteps == 1);              // UD-A17: one step per point below the floor
    loseMorale(rules, troop, moraleSteps, nullptr, nullptr);
    CHECK(moraleOf(rules, troop) == "doute");
}

TEST_CASE("UD-A17 force_floor.conversion per_event: one step however many points fall below", "[losses]")
{
    UmbraRuleset rules = shippedRuleset();
    Troop perPoint = makeTroop(rules, "t", "fantassins", {.armement = "pietre", .fatigue = "normal"}); // raw 1
    CHECK(fatigueStepsDown(rules, perPoint, 2) == 2); // raw −1: two points below 1
    rules.parameters.floorConversion = UmbraParameters::FloorConversion::PerEvent;
    Troop perEvent = makeTroop(rules, "t", "fantassins", {.armement = "pietre", .fatigue = "normal"});
    CHECK(fatigueStepsDown(rules, perEvent, 2) == 1);
}

TEST_CASE("UD-26 UD-A15: fatigue steps beyond éreinté are ignored, or cost morale with fatigue.overflow", "[losses]")
{
    UmbraRuleset rules = shippedRuleset();
    Troop troop = makeTroop(rules, "t", "cavalerie", {.fatigue = "ereinte"}); // 6 − 2 = 4: far from the floor
    CHECK(fatigueStepsDown(rules, troop, 1) == 0);
    CHECK(fatigueOf(rules, troop) == "ereinte");
    rules.parameters.fatigueOverflow = UmbraParameters::FatigueOverflow::MoraleStep;
    CHECK(fatigueStepsDown(rules, troop, 1) == 1);
}

TEST_CASE("UD-28 UD-A16: a wound is a fatigue step and a morale step, a second wound eliminates", "[losses]")
{
    const UmbraRuleset &rules = shippedRuleset();
    Troop troop = makeTroop(rules, "r1", "fantassins", {.fatigue = "repose"});
    LossRecord first;
    woundTroop(rules, troop, nullptr, first);
    CHECK(first.outcome == LossOutcome::Wounded);
    CHECK(troop.blesse);
    CHECK(fatigueOf(rules, troop) == "normal");
    CHECK(moraleOf(rules, troop) == "doute");
    CHECK(first.moraleSteps == 1);
    LossRecord second;
    woundTroop(rules, troop, nullptr, second);
    CHECK(second.outcome == LossOutcome::Eliminated);
    CHECK(troop.status == TroopStatus::Elimine);
}

TEST_CASE("UD-A16 wound.force_effect set_fatigue and flat_penalty", "[losses]")
{
    UmbraRuleset rules = shippedRuleset();
    rules.parameters.woundForceEffect = UmbraParameters::WoundForce::SetFatigue;
    Troop rested = makeTroop(rules, "r1", "fantassins", {.fatigue = "repose"});
    LossRecord record;
    woundTroop(rules, rested, nullptr, record);
    CHECK(fatigueOf(rules, rested) == "fatigue"); // set to fatigué: 3 → 1, the reading UD-W4 contradicts
    CHECK(troopForce(rules, rested) == 1);

    rules.parameters.woundForceEffect = UmbraParameters::WoundForce::FlatPenalty;
    Troop flat = makeTroop(rules, "r1", "fantassins", {.fatigue = "repose"});
    woundTroop(rules, flat, nullptr, record);
    CHECK(fatigueOf(rules, flat) == "repose"); // fatigue untouched, −1 while wounded
    CHECK(troopForce(rules, flat) == 2);
}

TEST_CASE("UD-34 Dur à cuire loses no Force to a wound but still its morale step", "[losses]")
{
    const UmbraRuleset &rules = shippedRuleset();
    Troop troop = makeTroop(rules, "t", "fantassins", {.adjectives = {"dur_a_cuire"}});
    LossRecord record;
    woundTroop(rules, troop, nullptr, record);
    CHECK(troopForce(rules, troop) == 2);
    CHECK(fatigueOf(rules, troop) == "normal");
    CHECK(moraleOf(rules, troop) == "doute");
}

TEST_CASE("UD-32 UD-A18: a piétaille is never wounded, it is disloquée (or routed, or wounded, by parameter)",
          "[losses]")
{
    UmbraRuleset rules = shippedRuleset();
    Troop pietaille = makeTroop(rules, "p", "pietaille");
    LossRecord record;
    woundTroop(rules, pietaille, nullptr, record);
    CHECK(record.outcome == LossOutcome::Disloquee);
    CHECK(pietaille.status == TroopStatus::Disloque);
    CHECK_FALSE(pietaille.blesse);

    rules.parameters.disloqueeEffect = UmbraParameters::Disloquee::Routed;
    Troop routed = makeTroop(rules, "p", "pietaille");
    woundTroop(rules, routed, nullptr, record);
    CHECK(routed.status == TroopStatus::EnFuite);

    rules.parameters.disloqueeEffect = UmbraParameters::Disloquee::Wounded;
    Troop wounded = makeTroop(rules, "p", "pietaille");
    woundTroop(rules, wounded, nullptr, record);
    CHECK(wounded.blesse);
    CHECK(troopForce(rules, wounded) == 1); // piétaille F never changes (UD-A19)
}

TEST_CASE("UD-27 a troop that reaches rupture flees (en fuite)", "[losses]")
{
    const UmbraRuleset &rules = shippedRuleset();
    Troop troop = makeTroop(rules, "t", "pietaille"); // starts flanchant
    int taken = 0;
    CHECK(loseMorale(rules, troop, 1, nullptr, &taken) == LossOutcome::Fled);
    CHECK(taken == 1);
    CHECK(troop.status == TroopStatus::EnFuite);
    CHECK(loseMorale(rules, troop, 1, nullptr, &taken) == LossOutcome::Fled);
    CHECK(taken == 0); // a fled troop takes no further step (UD-A60)
}

TEST_CASE("UD-51 a Discipline purse cancels morale steps, wound steps included (UD-A30)", "[losses]")
{
    const UmbraRuleset &rules = shippedRuleset();
    Troop troop = makeTroop(rules, "t", "fantassins");
    DisciplinePurse purse{1, 0};
    LossRecord record;
    woundTroop(rules, troop, &purse, record);
    CHECK(record.disciplineSpent == 1);
    CHECK(moraleOf(rules, troop) == "beau_fixe");
    CHECK(purse.spent == 1);
}

TEST_CASE("UD-41 UD-A23: a wounded personality loses 1 F, a second wound captures it", "[losses]")
{
    UmbraRuleset rules = shippedRuleset();
    const int plaine = terrainIndex(rules, "plaine");
    Personality legend = makePersonality(rules, "p", "legende");
    LossRecord record;
    woundPersonality(rules, legend, plaine, record);
    CHECK(record.outcome == LossOutcome::Wounded);
    CHECK(personalityForce(rules, legend, plaine) == 2);
    woundPersonality(rules, legend, plaine, record);
    CHECK(record.outcome == LossOutcome::Captured);
    CHECK(legend.status == PersonalityStatus::Capture);

    rules.parameters.personalityElimination = UmbraParameters::PersonalityElimination::ForceZero;
    Personality figure = makePersonality(rules, "f", "figure");
    woundPersonality(rules, figure, plaine, record);
    CHECK(record.outcome == LossOutcome::Captured); // 1 F − 1 = 0
}

TEST_CASE("UD-52 UD-98 morale gains stop at the top of the ladder and never touch a fled troop", "[losses]")
{
    const UmbraRuleset &rules = shippedRuleset();
    Troop troop = makeTroop(rules, "t", "fantassins", {.training = 2}); // starts discipline
    gainMorale(rules, troop, 1);
    CHECK(moraleOf(rules, troop) == "discipline");
    Troop fled = makeTroop(rules, "f", "pietaille", {.status = TroopStatus::EnFuite});
    const int before = fled.morale;
    gainMorale(rules, fled, 1);
    CHECK(fled.morale == before);
}
