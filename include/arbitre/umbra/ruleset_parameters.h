// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>

namespace arbitre::umbra {

/** How a fractional count becomes whole. */
enum class Rounding : std::uint8_t
{
    Floor,
    Ceil,
    HalfUp,
    HalfEven,
    From04, /**< up from .4, down below (UD-A7 reading 2) */
};

/**
 * Every switch of the digest's parameter index (§16) with its default reading; the JSON
 * `parameters` object sets them. Field comments name the JSON path and the ambiguity.
 */
struct UmbraParameters
{
    // Time (UD-67)
    int turnsPerDay = 4; /**< time.turns_per_day: combat turns in a journée */

    // Levy (UD-A4–UD-A10)
    int menAtArmsPerUnit = 5;                     /**< levy.men_at_arms_per_unit */
    Rounding menAtArmsRounding = Rounding::Floor; /**< levy.men_at_arms_rounding */
    int ridersPerCavalryUnit = 4;                 /**< levy.riders_per_cavalry_unit */
    Rounding cavalryRounding = Rounding::HalfUp;  /**< levy.cavalry_rounding */
    Rounding levyRounding = Rounding::Ceil;       /**< levy.rounding */
    enum class LevyBasis : std::uint8_t
    {
        Cumulative,
        PerStage
    } levyBasis = LevyBasis::Cumulative; /**< levy.rounding_basis */
    int contestedPlaceMaxPietaille = 1;  /**< levy.contested_place_max_pietaille */
    bool unitsConsumePietaille = false;  /**< levy.units_consume_pietaille (UD-A9) */

    // Archers alone (UD-A12)
    int archersAloneMalus = 2;                     /**< archers_alone.malus */
    bool archersAlonePersonalitiesSupport = false; /**< archers_alone.personalities_support */
    bool archersAlonePietailleSupport = true;      /**< archers_alone.pietaille_support */

    // Training and morale (UD-A13)
    enum class MoraleShift : std::uint8_t
    {
        Proportional,
        OneStep,
        None
    } trainingMoraleShift = MoraleShift::Proportional;
    int trainingStartMoraleMin = 1; /**< training.start_morale_min (morale index; flanchant) */

    // Fatigue, wounds, floor (UD-A15–UD-A17)
    enum class FatigueOverflow : std::uint8_t
    {
        Ignore,
        MoraleStep
    } fatigueOverflow = FatigueOverflow::Ignore;
    enum class WoundForce : std::uint8_t
    {
        FatigueStep,
        SetFatigue,
        FlatPenalty
    } woundForceEffect = WoundForce::FatigueStep;
    int woundMoraleSteps = 1;  /**< wound.morale_steps */
    int woundSetFatigue = -1;  /**< wound.set_fatigue_level (fatigue index) for SetFatigue */
    int woundFlatPenalty = 1;  /**< wound.flat_penalty: F lost while wounded, for FlatPenalty */
    int forceFloorMinimum = 1; /**< force_floor.minimum */
    enum class FloorConversion : std::uint8_t
    {
        PerPoint,
        PerEvent
    } floorConversion = FloorConversion::PerPoint;
    enum class FloorAppliesTo : std::uint8_t
    {
        StateChanges,
        AllModifiers
    } floorAppliesTo = FloorAppliesTo::StateChanges;

    // Piétaille (UD-A18, UD-A19)
    int pietailleFixedForce = 1;
    enum class Disloquee : std::uint8_t
    {
        Eliminated,
        Routed,
        Wounded
    } disloqueeEffect = Disloquee::Eliminated;
    bool pietailleMeneurLegendaire = true;  /**< pietaille.modifiers_apply contains meneur_legendaire */
    bool pietailleTerreurDesFaibles = true; /**< pietaille.modifiers_apply contains terreur_des_faibles */

    // Personalities and losses (UD-A23, UD-A24, UD-A60)
    enum class PersonalityElimination : std::uint8_t
    {
        SecondWound,
        ForceZero
    } personalityElimination = PersonalityElimination::SecondWound;
    int personalityMinForce = 0;
    int personalityWoundForce = 1;     /**< personality.wound_force_loss (UD-41) */
    bool woundsToPersonalities = true; /**< losses.wounds_to_personalities */
    enum class MoraleAssignment : std::uint8_t
    {
        SideChooses,
        DistinctTroops,
        EveryTroop
    } moraleAssignment = MoraleAssignment::SideChooses;

    /** Which terrain a troop fights in when the sides stand in different hexes (UD-A20,
     * `adjectives.terrain_reference`). */
    enum class TerrainReference : std::uint8_t
    {
        OwnHex,          /**< each in its own hex's terrain */
        ConfrontationHex /**< all in the confrontation's hex: where they meet, else the hex held against the attack */
    } terrainReference = TerrainReference::OwnHex;

    // Skills (UD-A25–UD-A38)
    enum class GalvaniseurMode : std::uint8_t
    {
        StartOfConfrontation,
        StartOfDay,
        Aura
    } galvaniseurMode = GalvaniseurMode::StartOfConfrontation;
    enum class MeneurStacking : std::uint8_t
    {
        None,
        BySkill,
        Full
    } meneurStacking = MeneurStacking::None;
    enum class VictoryMode : std::uint8_t
    {
        Colour,
        Losses
    } resolutionVictory = VictoryMode::Colour;
    bool opportunisteResetAtEndOfDay = true;
    enum class PoliorcetiqueMode : std::uint8_t
    {
        Points,
        Relative
    } poliorcetiqueMode = PoliorcetiqueMode::Points;
    bool poliorcetiqueRequiresPosition = true;
    enum class DecayUnit : std::uint8_t
    {
        Resolution,
        Draw
    } skillDecayUnit = DecayUnit::Resolution;
    enum class InitialEngagement : std::uint8_t
    {
        PerPersonality,
        ConfrontationStart
    } initialEngagement = InitialEngagement::PerPersonality;
    enum class ContournementGranularity : std::uint8_t
    {
        TroopType,
        Troop
    } contournementGranularity = ContournementGranularity::TroopType;
    enum class DisciplineRefresh : std::uint8_t
    {
        PerDay,
        PerConfrontation,
        PerWargame
    } disciplineRefresh = DisciplineRefresh::PerDay;
    enum class VisionDuration : std::uint8_t
    {
        Confrontation,
        Day
    } visionDuration = VisionDuration::Confrontation;
    bool terreurOverridesBonuses = true; /**< terreur_des_faibles.overrides_bonuses */
    int postRollClampMin = 1;            /**< post_roll.clamp[0] */
    int postRollClampMax = 10;           /**< post_roll.clamp[1] */
    enum class CastrametisationTiming : std::uint8_t
    {
        EndOfDay,
        EveryTurn
    } castrametisationTiming = CastrametisationTiming::EndOfDay;

    // Movement and fortification (UD-A43–UD-A51; used on the map)
    int movementFoot = 1;
    int movementRapide = 2;
    int movementDifficultCost = 2;
    int movementPersonality = 2; /**< movement.personality: a lord and his entourage ride */
    int disengageMalus = 2;
    enum class MalusDuration : std::uint8_t
    {
        RestOfDay,
        NextResolution
    } disengageMalusDuration = MalusDuration::RestOfDay;
    bool disengageFreeOnNewDay = true;
    int forcedMarchExtraHexes = 1; /**< forced_march.extra_hexes; 0 = `double` */
    enum class ForcedMarchScope : std::uint8_t
    {
        AnyHexOfPath,
        StartHex,
        ForcedHex
    } forcedMarchScope = ForcedMarchScope::AnyHexOfPath;
    int fortifyTurns = 4;
    int fortifyTurnsCastrametisationAppropriate = 2;
    int fortifyTurnsCastrametisationElsewhere = 4;
    int fortifyResultPosition = 0; /**< position index built (position_defensive) */
    bool fortifyConsecutive = true;
    int adjacencyTurns = 1; /**< confrontation.adjacency_turns */
    /** How a group touching several enemy sides is shared between its fronts (UD-A52, `confrontation.multi_side`). */
    enum class MultiSide : std::uint8_t
    {
        Divide,    /**< its newcomers spread over the fronts where its side has the fewest troops */
        WholeGroup /**< its newcomers fight together on one front */
    } multiSide = MultiSide::Divide;
    int aimeDuPeupleRadius = 3;
    int meneurTirailleurMaxUnits = 5;

    // Consolidation and positions (UD-A48–UD-A50)
    int consolidateBonus = 1;
    enum class ConsolidateScope : std::uint8_t
    {
        PerSide,
        PerTroop
    } consolidateScope = ConsolidateScope::PerSide;
    bool consolidateAllowedWhenEngaged = false;
    Rounding positionsRounding = Rounding::HalfUp;
    enum class PositionScope : std::uint8_t
    {
        SideTotal,
        PerTroop
    } positionsScope = PositionScope::SideTotal;
    bool positionsIncludePersonalities = true;
    enum class PositionBase : std::uint8_t
    {
        BeforeFlatBonuses,
        FullTotal
    } positionsBase = PositionBase::BeforeFlatBonuses;

    // Confrontation (UD-A53–UD-A64)
    int majorBattleMinUnits = 11;
    bool majorBattleCountPietaille = true;
    int majorBattleDraws = 2;
    bool majorBattleRecomputeBetweenDraws = false;
    enum class EqualForceTiebreak : std::uint8_t
    {
        VsThenGm,
        Defender,
        Roll
    } equalForceTiebreak = EqualForceTiebreak::VsThenGm;
    int tieMaxDifference = 1;
    int superiorMinDifference = 2;
    int doubleRatio = 2;
    int tripleRatio = 3;
    bool ratioInclusive = true;
    bool tieBandOverridesRatio = true;
    enum class DegatEffect : std::uint8_t
    {
        Blessure,
        ForceLoss,
        PerteDeMoral
    } degatEffect = DegatEffect::Blessure;
    bool strategicAdvantageCarryOverNight = true;
    int victoryMoraleGain = 1;
    bool victoryCountsPersonalities = false;

    // VS (UD-A22)
    enum class VsTiebreak : std::uint8_t
    {
        ForceThenGm,
        ForceThenRoll
    } vsTiebreak = VsTiebreak::ForceThenGm;

    // Rally (UD-A65–UD-A68)
    enum class RallySkillBonus : std::uint8_t
    {
        ExtendGreen,
        DiePlus
    } rallySkillBonus = RallySkillBonus::ExtendGreen;
    int rallySkillBonusFaces = 1;
    enum class RalliedMorale : std::uint8_t
    {
        Flanchant,
        StartMorale
    } ralliedMorale = RalliedMorale::Flanchant;
    int ralliedMoraleLevel = 1;  /**< rally.rallied_morale as a morale index when Flanchant */
    int defaultCommandLevel = 0; /**< rally.command_level (rally table index) */

    // Rest (UD-A69, UD-A70)
    int restFullGain = 2;
    int restFullCap = 3; /**< fatigue index (repose) */
    int restPartialGain = 1;
    int restPartialCap = 2; /**< fatigue index (normal) */
    enum class EngagedDefinition : std::uint8_t
    {
        AtEndOfDay,
        AnyTimeToday
    } restEngagedDefinition = EngagedDefinition::AtEndOfDay;
};

} // namespace arbitre::umbra
