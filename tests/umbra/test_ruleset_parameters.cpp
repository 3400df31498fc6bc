// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "support/umbra_fixtures.h"

#include <catch2/catch.hpp>

using namespace arbitre;
using namespace arbitre::umbra;
using arbitre::umbra::test::shippedRuleset;

namespace {

using P = UmbraParameters;

const P &params()
{
    return shippedRuleset().parameters;
}

int morale(const char *id)
{
    return shippedRuleset().morale.find(id).value();
}

int fatigue(const char *id)
{
    return shippedRuleset().fatigue.find(id).value();
}

} // namespace

TEST_CASE("UD-67 a day has 4 combat turns", "[ruleset][parameters]")
{
    CHECK(params().turnsPerDay == 4);
}

TEST_CASE("UD-A4 to UD-A10 levy parameters", "[ruleset][parameters]")
{
    CHECK(params().menAtArmsPerUnit == 5); // UD-A4
    CHECK(params().menAtArmsRounding == Rounding::Floor);
    CHECK(params().ridersPerCavalryUnit == 4); // UD-A5
    CHECK(params().cavalryRounding == Rounding::HalfUp);
    CHECK(params().levyRounding == Rounding::Ceil); // UD-A7, UD-19
    CHECK(params().levyBasis == P::LevyBasis::Cumulative);
    CHECK(params().contestedPlaceMaxPietaille == 1); // UD-70, UD-A10
    CHECK_FALSE(params().unitsConsumePietaille);     // UD-A9
}

TEST_CASE("UD-A12 to UD-A19 troop parameters", "[ruleset][parameters]")
{
    CHECK(params().archersAloneMalus == 2); // UD-21, UD-A12
    CHECK_FALSE(params().archersAlonePersonalitiesSupport);
    CHECK(params().archersAlonePietailleSupport);
    CHECK(params().trainingMoraleShift == P::MoraleShift::Proportional); // UD-A13
    CHECK(params().trainingStartMoraleMin == morale("flanchant"));
    CHECK(params().fatigueOverflow == P::FatigueOverflow::Ignore);  // UD-A15
    CHECK(params().woundForceEffect == P::WoundForce::FatigueStep); // UD-A16
    CHECK(params().woundMoraleSteps == 1);
    CHECK(params().woundSetFatigue == fatigue("fatigue"));
    CHECK(params().woundFlatPenalty == 1);
    CHECK(params().forceFloorMinimum == 1); // UD-30, UD-A17
    CHECK(params().floorConversion == P::FloorConversion::PerPoint);
    CHECK(params().floorAppliesTo == P::FloorAppliesTo::StateChanges);
    CHECK(params().pietailleFixedForce == 1);                    // UD-32
    CHECK(params().disloqueeEffect == P::Disloquee::Eliminated); // UD-A18
    CHECK(params().pietailleMeneurLegendaire);                   // UD-A19
    CHECK(params().pietailleTerreurDesFaibles);
}

TEST_CASE("UD-A23, UD-A24 and UD-A60 personalities and losses", "[ruleset][parameters]")
{
    CHECK(params().personalityElimination == P::PersonalityElimination::SecondWound);
    CHECK(params().personalityMinForce == 0);
    CHECK(params().personalityWoundForce == 1); // UD-41
    CHECK(params().woundsToPersonalities);
    CHECK(params().moraleAssignment == P::MoraleAssignment::SideChooses);
}

TEST_CASE("UD-A27 to UD-A39 skill parameters", "[ruleset][parameters]")
{
    CHECK(params().galvaniseurMode == P::GalvaniseurMode::StartOfConfrontation); // UD-A31
    CHECK(params().meneurStacking == P::MeneurStacking::None);                   // UD-A32
    CHECK(params().resolutionVictory == P::VictoryMode::Colour);                 // UD-A34
    CHECK(params().opportunisteResetAtEndOfDay);
    CHECK(params().poliorcetiqueMode == P::PoliorcetiqueMode::Points); // UD-A35
    CHECK(params().poliorcetiqueRequiresPosition);
    CHECK(params().skillDecayUnit == P::DecayUnit::Resolution); // UD-A28
    CHECK(params().initialEngagement == P::InitialEngagement::PerPersonality);
    CHECK(params().contournementGranularity == P::ContournementGranularity::TroopType); // UD-A29
    CHECK(params().disciplineRefresh == P::DisciplineRefresh::PerDay);                  // UD-A30
    CHECK(params().visionDuration == P::VisionDuration::Confrontation);                 // UD-A38
    CHECK(params().terreurOverridesBonuses);                                            // UD-A37
    CHECK(params().postRollClampMin == 1);                                              // UD-A36
    CHECK(params().postRollClampMax == 10);
    CHECK(params().castrametisationTiming == P::CastrametisationTiming::EndOfDay); // UD-A27
    CHECK(params().aimeDuPeupleRadius == 3);                                       // UD-46, UD-A39
    CHECK(params().meneurTirailleurMaxUnits == 5);                                 // UD-59, UD-A33
}

TEST_CASE("UD-A43 to UD-A52 movement, fortification and positions", "[ruleset][parameters]")
{
    CHECK(params().movementFoot == 1); // UD-72
    CHECK(params().movementRapide == 2);
    CHECK(params().movementDifficultCost == 2); // UD-A43
    CHECK(params().disengageMalus == 2);        // UD-73, UD-A44
    CHECK(params().disengageMalusDuration == P::MalusDuration::RestOfDay);
    CHECK(params().disengageFreeOnNewDay);
    CHECK(params().forcedMarchExtraHexes == 1);                            // UD-74, UD-A45
    CHECK(params().forcedMarchScope == P::ForcedMarchScope::AnyHexOfPath); // UD-A46
    CHECK(params().fortifyTurns == 4);                                     // UD-80
    CHECK(params().fortifyTurnsCastrametisationAppropriate == 2);          // UD-47, UD-A27
    CHECK(params().fortifyTurnsCastrametisationElsewhere == 4);
    CHECK(params().fortifyResultPosition == shippedRuleset().findPosition("position_defensive")); // UD-A51
    CHECK(params().fortifyConsecutive);
    CHECK(params().adjacencyTurns == 1);   // UD-82, UD-A52
    CHECK(params().consolidateBonus == 1); // UD-78, UD-A48
    CHECK(params().consolidateScope == P::ConsolidateScope::PerSide);
    CHECK_FALSE(params().consolidateAllowedWhenEngaged);
    CHECK(params().positionsRounding == Rounding::HalfUp); // UD-A49
    CHECK(params().positionsScope == P::PositionScope::SideTotal);
    CHECK(params().positionsIncludePersonalities);
    CHECK(params().positionsBase == P::PositionBase::BeforeFlatBonuses);
}

TEST_CASE("UD-A53 to UD-A64 confrontation parameters", "[ruleset][parameters]")
{
    CHECK(params().majorBattleMinUnits == 11); // UD-84, UD-A53
    CHECK(params().majorBattleCountPietaille);
    CHECK(params().majorBattleDraws == 2); // UD-A54
    CHECK_FALSE(params().majorBattleRecomputeBetweenDraws);
    CHECK(params().equalForceTiebreak == P::EqualForceTiebreak::VsThenGm); // UD-A55
    CHECK(params().tieMaxDifference == 1);                                 // UD-A57
    CHECK(params().superiorMinDifference == 2);
    CHECK(params().doubleRatio == 2); // UD-A58
    CHECK(params().tripleRatio == 3);
    CHECK(params().ratioInclusive);
    CHECK(params().tieBandOverridesRatio);
    CHECK(params().strategicAdvantageCarryOverNight); // UD-A62
    CHECK(params().victoryMoraleGain == 1);           // UD-98, UD-A64
    CHECK_FALSE(params().victoryCountsPersonalities);
    CHECK(params().vsTiebreak == P::VsTiebreak::ForceThenGm); // UD-43, UD-A22
}

TEST_CASE("UD-A65 to UD-A70 rally and rest parameters", "[ruleset][parameters]")
{
    CHECK(params().rallySkillBonus == P::RallySkillBonus::ExtendGreen); // UD-A66
    CHECK(params().rallySkillBonusFaces == 1);
    CHECK(params().ralliedMorale == P::RalliedMorale::Flanchant); // UD-A68
    CHECK(params().ralliedMoraleLevel == morale("flanchant"));
    CHECK(params().defaultCommandLevel == shippedRuleset().findRallyTable("moyenne")); // UD-A67
    CHECK(params().restFullGain == 2);                                                 // UD-102, UD-A69
    CHECK(params().restFullCap == fatigue("repose"));
    CHECK(params().restPartialGain == 1);
    CHECK(params().restPartialCap == fatigue("normal"));
    CHECK(params().restEngagedDefinition == P::EngagedDefinition::AtEndOfDay); // UD-A70
}
