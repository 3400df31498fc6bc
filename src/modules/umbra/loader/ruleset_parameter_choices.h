// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_umbra: the JSON ids of every enum switch of UmbraParameters (§16 parameter
// index), paired with their values.

#include "arbitre/umbra/ruleset_parameters.h"
#include "ruleset_loader_support.h"

namespace arbitre::umbra::detail::choices {

using P = UmbraParameters;

constexpr Choices<Rounding, 5> Roundings{
    {"floor", "ceil", "half_up", "half_even", "from_0_4"},
    {Rounding::Floor, Rounding::Ceil, Rounding::HalfUp, Rounding::HalfEven, Rounding::From04}};
constexpr Choices<P::LevyBasis, 2> LevyBases{{"cumulative", "per_stage"},
                                             {P::LevyBasis::Cumulative, P::LevyBasis::PerStage}};
constexpr Choices<P::MoraleShift, 3> MoraleShifts{
    {"proportional", "one_step", "none"},
    {P::MoraleShift::Proportional, P::MoraleShift::OneStep, P::MoraleShift::None}};
constexpr Choices<P::FatigueOverflow, 2> FatigueOverflows{{"ignore", "morale_step"},
                                                          {P::FatigueOverflow::Ignore, P::FatigueOverflow::MoraleStep}};
constexpr Choices<P::WoundForce, 3> WoundForces{
    {"fatigue_step", "set_fatigue", "flat_penalty"},
    {P::WoundForce::FatigueStep, P::WoundForce::SetFatigue, P::WoundForce::FlatPenalty}};
constexpr Choices<P::FloorConversion, 2> FloorConversions{{"per_point", "per_event"},
                                                          {P::FloorConversion::PerPoint, P::FloorConversion::PerEvent}};
constexpr Choices<P::FloorAppliesTo, 2> FloorAppliesTos{
    {"state_changes", "all_modifiers"}, {P::FloorAppliesTo::StateChanges, P::FloorAppliesTo::AllModifiers}};
constexpr Choices<P::Disloquee, 3> Disloquees{{"eliminated", "routed", "wounded"},
                                              {P::Disloquee::Eliminated, P::Disloquee::Routed, P::Disloquee::Wounded}};
constexpr Choices<P::PersonalityElimination, 2> PersonalityEliminations{
    {"second_wound", "force_zero"}, {P::PersonalityElimination::SecondWound, P::PersonalityElimination::ForceZero}};
constexpr Choices<P::MoraleAssignment, 3> MoraleAssignments{
    {"side_chooses", "distinct_troops", "every_troop"},
    {P::MoraleAssignment::SideChooses, P::MoraleAssignment::DistinctTroops, P::MoraleAssignment::EveryTroop}};
constexpr Choices<P::TerrainReference, 2> TerrainReferences{
    {"own_hex", "confrontation_hex"}, {P::TerrainReference::OwnHex, P::TerrainReference::ConfrontationHex}};
constexpr Choices<P::MultiSide, 2> MultiSides{{"divide", "whole_group"},
                                              {P::MultiSide::Divide, P::MultiSide::WholeGroup}};
constexpr Choices<P::GalvaniseurMode, 3> GalvaniseurModes{
    {"start_of_confrontation", "start_of_day", "aura"},
    {P::GalvaniseurMode::StartOfConfrontation, P::GalvaniseurMode::StartOfDay, P::GalvaniseurMode::Aura}};
constexpr Choices<P::MeneurStacking, 3> MeneurStackings{
    {"none", "by_skill", "full"}, {P::MeneurStacking::None, P::MeneurStacking::BySkill, P::MeneurStacking::Full}};
constexpr Choices<P::VictoryMode, 2> VictoryModes{{"colour", "losses"},
                                                  {P::VictoryMode::Colour, P::VictoryMode::Losses}};
constexpr Choices<P::PoliorcetiqueMode, 2> PoliorcetiqueModes{
    {"points", "relative"}, {P::PoliorcetiqueMode::Points, P::PoliorcetiqueMode::Relative}};
constexpr Choices<P::DecayUnit, 2> DecayUnits{{"resolution", "draw"}, {P::DecayUnit::Resolution, P::DecayUnit::Draw}};
constexpr Choices<P::InitialEngagement, 2> InitialEngagements{
    {"per_personality", "confrontation_start"},
    {P::InitialEngagement::PerPersonality, P::InitialEngagement::ConfrontationStart}};
constexpr Choices<P::ContournementGranularity, 2> ContournementGranularities{
    {"troop_type", "troop"}, {P::ContournementGranularity::TroopType, P::ContournementGranularity::Troop}};
constexpr Choices<P::DisciplineRefresh, 3> DisciplineRefreshes{
    {"per_day", "per_confrontation", "per_wargame"},
    {P::DisciplineRefresh::PerDay, P::DisciplineRefresh::PerConfrontation, P::DisciplineRefresh::PerWargame}};
constexpr Choices<P::VisionDuration, 2> VisionDurations{{"confrontation", "day"},
                                                        {P::VisionDuration::Confrontation, P::VisionDuration::Day}};
constexpr Choices<P::CastrametisationTiming, 2> CastrametisationTimings{
    {"end_of_day", "every_turn"}, {P::CastrametisationTiming::EndOfDay, P::CastrametisationTiming::EveryTurn}};
constexpr Choices<P::MalusDuration, 2> MalusDurations{{"rest_of_day", "next_resolution"},
                                                      {P::MalusDuration::RestOfDay, P::MalusDuration::NextResolution}};
constexpr Choices<P::ForcedMarchScope, 3> ForcedMarchScopes{
    {"any_hex_of_path", "start_hex", "forced_hex"},
    {P::ForcedMarchScope::AnyHexOfPath, P::ForcedMarchScope::StartHex, P::ForcedMarchScope::ForcedHex}};
constexpr Choices<P::ConsolidateScope, 2> ConsolidateScopes{
    {"per_side", "per_troop"}, {P::ConsolidateScope::PerSide, P::ConsolidateScope::PerTroop}};
constexpr Choices<P::PositionScope, 2> PositionScopes{{"side_total", "per_troop"},
                                                      {P::PositionScope::SideTotal, P::PositionScope::PerTroop}};
constexpr Choices<P::PositionBase, 2> PositionBases{{"before_flat_bonuses", "full_total"},
                                                    {P::PositionBase::BeforeFlatBonuses, P::PositionBase::FullTotal}};
constexpr Choices<P::EqualForceTiebreak, 3> EqualForceTiebreaks{
    {"vs_then_gm", "defender", "roll"},
    {P::EqualForceTiebreak::VsThenGm, P::EqualForceTiebreak::Defender, P::EqualForceTiebreak::Roll}};
constexpr Choices<P::VsTiebreak, 2> VsTiebreaks{{"force_then_gm", "force_then_roll"},
                                                {P::VsTiebreak::ForceThenGm, P::VsTiebreak::ForceThenRoll}};
constexpr Choices<P::RallySkillBonus, 2> RallySkillBonuses{
    {"extend_green", "die_plus"}, {P::RallySkillBonus::ExtendGreen, P::RallySkillBonus::DiePlus}};
constexpr Choices<P::EngagedDefinition, 2> EngagedDefinitions{
    {"at_end_of_day", "any_time_today"}, {P::EngagedDefinition::AtEndOfDay, P::EngagedDefinition::AnyTimeToday}};

} // namespace arbitre::umbra::detail::choices
