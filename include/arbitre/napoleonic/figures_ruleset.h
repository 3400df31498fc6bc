// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/ruleset.h"
#include "arbitre/napoleonic/common.h"

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre {
class JsonDocument;
}

namespace arbitre::napoleonic {

/** The `system` id of napoleonic-figures rulesets. */
inline constexpr std::string_view FiguresSystemId = "napoleonic-figures";

/** A pace (NF-0 glossary): rank for pace differences (NF-10), PA cost (NF-2). */
struct Pace : Named
{
    int rank = 0;
    int pa = 0;
};

/** How the chosen modifiers of one group combine before they enter a total. */
enum class Combine
{
    One,   /**< at most one modifier of the group may be chosen (range bands) */
    Sum,   /**< every chosen modifier adds */
    Worst, /**< only the lowest chosen value counts (under fire, NF-A20; flanks, NF-A52) */
};

/** A modifier group (NF-5 target range, M9 superior enemy…) with its caps. */
struct ModifierGroup : Named
{
    std::string ruleId;
    Combine combine = Combine::Sum;
    std::optional<int> min; /**< cap on the group's contribution (M9, M10: −3) */
    std::optional<int> max; /**< cap on the group's contribution (M11: +3) */
};

/** One modifier of a fire, melee, morale or control list. */
struct Modifier : Named
{
    std::string ruleId;           /**< "NF-5" */
    int group = 0;                /**< index into FiguresRuleset::groups */
    int value = 0;                /**< per amount when `scaled` */
    bool scaled = false;          /**< value × amount (factors, per POP, per level, per UD) */
    bool doubledCavVsInf = false; /**< "**" melee factors, doubled for cavalry against infantry (NF-10) */
};

/** The four modifier lists of the play sheet. */
enum class ModifierList
{
    Fire,
    Melee,
    Morale,
    Control
};

/** One cell of the loss table as parsed (NF-15): `""`, `*`, `n`, `n+`, or absent. */
struct LossCode
{
    int steps = 0;       /**< whole loss steps */
    int halves = 0;      /**< `+` = a half step (NF-A1) */
    bool harass = false; /**< `*`: felt, no step */
    bool absent = false; /**< not in the source (`?`, NF-A4) */

    friend bool operator==(const LossCode &, const LossCode &) = default;
};

/** NF-12–NF-16: rows = score, columns = figures. */
struct LossTable
{
    int minScore = -6;
    int maxScore = 6;
    int maxFigures = 16;
    int artilleryMultiplier = 2;                 /**< NF-A18 firing */
    int artilleryMultiplierMelee = 1;            /**< NF-A18 melee */
    std::vector<std::vector<LossCode>> cells;    /**< [score − minScore][figures − 1] */
    std::vector<std::vector<std::string>> texts; /**< the cells as written, for display */
};

/** NF-18, NF-19: rows = steps lost in the action, columns = figures at its start. */
struct PercentageTable
{
    std::vector<int> columns;                                 /**< figures: 1..24, 30 */
    std::vector<std::vector<std::optional<int>>> cells;       /**< [steps − 1][column index]; nullopt = eliminated */
    int literalFirstStep = 15;                                /**< NF-A7: rows 15–20 as extracted */
    std::vector<std::vector<std::optional<int>>> literalRows; /**< [steps − literalFirstStep][column index] */
};

/** Movement allowances (NF-22, NF-23): [pace][formation] in UD, nullopt = X. */
struct MovementTable
{
    std::vector<std::vector<std::optional<int>>> ud; /**< [pace index][formation index] */
    std::vector<std::vector<bool>> listed;           /**< a cell given in the table (X included) */
};

/** NF-25: one row over the nation-and-arm columns, nullopt = `-`. */
struct FormationChangeRow
{
    std::string from; /**< a formation id, "any" or "reform" */
    std::string to;   /**< a formation id, "pivot", "about_face" or "reform" */
    std::vector<std::optional<int>> pa;
};

/** Cohesion effect of a terrain or a box (NF-28, NF-35). */
enum class CohesionEffect
{
    None,
    Ddf, /**< one level lost (NF-A15) */
    Des, /**< straight into disorder */
};

/** NF-27: one arm crossing one terrain; nullopt ud = impassable (`xxx`). */
struct TerrainPenalty
{
    std::optional<int> ud;
    CohesionEffect effect = CohesionEffect::None;
};

/** What a MAC unit does in a band (NF-36 a). */
enum class MacMove
{
    Advance,
    Halt,
    FallBack
};

/** A box of the situation table (NF-35), best first in FiguresRuleset::boxes. */
struct SituationBox : Named
{
    int min = 0;
    int max = 0;
    std::optional<int> pace;         /**< index into paces; nullopt for ARRÊT and HALTE */
    int value = 0;                   /**< M1 and the friend column of M11 (NF-31, NF-32) */
    MacMove mac = MacMove::Halt;     /**< column "Unité MAC ou Contre-MAC" */
    std::optional<int> standingFire; /**< index of the fire range modifier (NF-36 b); nullopt = ineffective */
    int otherShift = 0;              /**< column "Tests pour autres raisons": boxes up (+) or down (−) */
    bool ddf = false;
    CohesionEffect cohesion = CohesionEffect::None; /**< DÉROUTE: disorder */
    bool fights = true;
    bool enemyPursues = true;
    std::string facing; /**< "", "enemy", "away" */
};

/** Every default reading of NF-A1…NF-A73 that changes what a procedure computes. */
struct FiguresParameters
{
    enum class PlusMode
    {
        HalfStore,
        Die46,
        Ignore,
        RoundUp
    };
    enum class MissingCol16
    {
        RepeatCol15,
        Extrapolate,
        Gm
    };
    enum class Over16
    {
        Split,
        Clamp,
        Gm
    };
    enum class PercentRows
    {
        Reconstructed,
        Literal,
        Formula
    };
    enum class PercentFallback
    {
        Formula,
        NearestColumn,
        Gm
    };
    enum class StandingCountsAs
    {
        Response,
        OwnBox
    };
    enum class CounterMacStart
    {
        ByKind,
        Always1,
        Always0
    };
    enum class StruckDown
    {
        Subtract,
        Ignore
    };

    PlusMode plusMode = PlusMode::HalfStore;
    bool starUnderFireAll = false;  /**< loss_table.star_effect under_fire_all */
    bool starHalfStep = false;      /**< loss_table.star_effect half_step: a `*` is worth a half step (NF-A2) */
    int artVsSkirmishUnderFire = 0; /**< fire.art_vs_skirmish_under_fire: 0 1_step, 1 star, 2 any */
    bool rightAligned = false;      /**< loss_table.alignment */
    MissingCol16 missingCol16 = MissingCol16::RepeatCol15;
    bool scoreClamp = true; /**< loss_table.score_out_of_range */
    Over16 over16 = Over16::Split;
    PercentRows percentRows = PercentRows::Reconstructed;
    PercentFallback percentFallback = PercentFallback::Formula;
    int stepsPerFigure = 3;
    bool carrySteps = true;
    bool randomDiePlus1On6 = false; /**< fire.random_die */
    std::vector<int> generalDownFaces{6};
    bool dashNever = false;                 /**< formation_change.dash */
    bool ddfToDes = false;                  /**< ddf.effect */
    bool underFireSum = false;              /**< under_fire.stacking */
    bool fastCrossingAnyPace = false;       /**< fire.fast_crossing_requires_crossing false (NF-A19) */
    int underFireMinResult = 0;             /**< under_fire.min_result: 0 1_step, 1 star, 2 any (NF-A20) */
    bool cavVsInfDoubleBoth = false;        /**< melee.cav_vs_inf_double */
    int meleeInfVsCavType = 1;              /**< melee.type_gap.inf_vs_cav_type */
    std::vector<int> cavTypeGapPaces{2, 3}; /**< melee.type_gap.cav_needs_heavier_pace, as pace indexes */
    bool supportedMax1 = false;             /**< fire.supported_and_general */
    int evasionNoFireOverUd = 2;
    bool flankUnlimberedAdds = false; /**< art.flank_unlimbered_mode */
    bool canisterToP2Only = false;    /**< art.canister_max_range */
    bool paceChangeDeducted = false;  /**< movement.pace_change: the run-up UD come off the move (NF-A34) */
    int cofUd = 2;
    std::optional<int> artColumn; /**< movement.art_column: formation index limbered artillery moves in (NF-A34) */
    bool terrainPerUd = false;    /**< terrain.apply per_ud: the penalty per UD moved inside a feature (NF-A35) */
    StandingCountsAs standingCountsAs = StandingCountsAs::Response;
    CounterMacStart counterMacStart = CounterMacStart::ByKind;
    bool superiorEnemyMax = false; /**< morale.superior_enemy.combine */
    int counterMacPa = 2;
    bool friendsEnemiesSeparate = false; /**< morale.friends_enemies.cap_mode */
    bool flankSum = false;               /**< morale.flank.combine */
    bool flankDoubleInfVsCav = true;
    bool cavVsInfUseDoubledThreat = false;
    bool actionLossesExcludeObjective = true;
    bool strengthInFigures = false;   /**< morale.strength.measure figures: whole figures, not steps (NF-A55) */
    std::optional<int> strengthFloor; /**< morale.strength.floor: M16 never below this; nullopt = no floor */
    int leaderFarUd = 4;
    StruckDown struckDown = StruckDown::Subtract;
    bool halteDdfForMac = true;
    bool otherReasonsClamp =
        true; /**< situation.other_reasons.clamp: false = a move past the ladder's end asks the GM */
    /** situation.other_reasons.pace (NF-35, NF-36 c): the pace after a test for other reasons moves the unit. */
    enum class OtherReasonsPace
    {
        NewBox,       /**< the new box's pace in brackets, ARRÊT and HALTE halted */
        NegativeBoxes /**< only REPLI, RETRAITE, DÉROUTE set it (NF-36 d); otherwise the unit keeps its pace */
    };
    OtherReasonsPace otherReasonsPace = OtherReasonsPace::NewBox;
    int macContactMinScore = 1;
    bool tieGoesToAttacker = true;
    bool formedInfFrontStopsCav = true;
    int controlGeneralRangeUd = 4;
    int controlNoGeneral = 0;
    bool controlMustPursue = false; /**< control.failure_effect must_pursue (NF-A69) */
    int reactionSuccessMinBox = 3;  /**< index of the worst box that still reacts (ARRÊT) */
    int reactionFirePa = 0;
    bool reactionExcessAlsoInM10 = true;
    int reactionPopPerExcessPa = 1;
    int natural = 0; /**< dice.natural_roll_override: 0 none, 1 nat1 fails / nat6 succeeds */
};

/**
 * The napoleonic-figures ruleset: every table, modifier, threshold and reading of the digest
 * `napoleonic-figures.md`, read once from JSON. Procedures (figures_procedures.h) read only this.
 */
class FiguresRuleset final : public Ruleset
{
public:
    explicit FiguresRuleset(RulesetHeader header) : Ruleset(std::move(header)) {}

    int dieSides = 6;
    std::array<int, 6> randomDie{-1, 0, 0, 0, 0, 1};     /**< NF-1: face − 1 → −1 / 0 / +1 */
    std::array<int, 6> fireRandomDie{-1, 0, 0, 0, 0, 1}; /**< NF-A10: the fire score's die (fire.random_die) */
    std::array<int, 6> plus1On6Die{0, 0, 0, 0, 0, 1};    /**< NF-A10 alternative, from random_die_alternatives */
    std::vector<Pace> paces;
    std::vector<Named> formations;
    std::vector<Named> cohesion; /**< formed, saf, des (NF-A15 ladder) */
    std::vector<Named> status;
    std::vector<int> statusRank; /**< NF-33, by status index */
    std::vector<Named> terrains;
    std::vector<ModifierGroup> groups;
    std::array<std::vector<Modifier>, 4> modifiers; /**< by ModifierList */

    LossTable lossTable;
    PercentageTable percentages;
    std::array<MovementTable, 2> movement; /**< 0: INF and ARP (NF-22), 1: CAV and ARC (NF-23) */
    int backwardStepUd = 1;
    int pchChangeUdInf = 1;
    int paceLevelChangeUdCav = 1;
    std::vector<std::string> nationColumns; /**< "fra_inf1"… (NF-25) */
    std::vector<FormationChangeRow> formationChanges;
    std::array<std::vector<TerrainPenalty>, 3> terrainPenalty; /**< inf, cav, art; by terrain index */

    std::vector<SituationBox> boxes; /**< best first (NF-35) */
    int clampMin = -12;
    int clampMax = 12;
    int zeroFromPlus = 3;      /**< box index of line 0 from "+" (ARRÊT) */
    int zeroFromMinus = 4;     /**< box index of line 0 from "−" (HALTE) */
    int macSituation = 2;      /**< M1 of a MAC test */
    int responseSituation = 1; /**< M1 of a response */
    int reactionSituation = 0; /**< M1 of a reaction (NF-47) */

    std::array<int, 3> strengthComplete{3, 1, 2}; /**< M16: unit, detachment, parent (NF-34) */
    int strengthBandPct = 10;
    int strengthPerBand = -1;
    int actionLossPct = 5; /**< M17: per 5 % */
    int actionLossValue = -1;
    int m9InfVsCavType = 1;    /**< NF-33 */
    int m13InfByCavFactor = 2; /**< NF-34 */
    int paCredit = 3;          /**< NF-2 */

    int macOpponentBox = 2; /**< NF-39, NF-40: the other counted at AVANCE */
    int macScoreCap = 12;   /**< NF-42 */
    int fireDropPoints = 3; /**< NF-43 */
    int fireDropPerPct = 5;

    std::vector<std::array<int, 2>> controlThresholds; /**< by status: RET, DER (NF-45) */
    int reactionLostPa = 1;                            /**< NF-48 */
    int reactionPaCredit = 3;

    FiguresParameters parameters;

    /** Index of `id` in a list, or nullopt. */
    std::optional<int> modifierIndex(ModifierList list, std::string_view id) const;
    const Modifier &modifier(ModifierList list, std::string_view id) const; /**< the loader guarantees the ids used */
    std::optional<int> paceIndex(std::string_view id) const;
    std::optional<int> formationIndex(std::string_view id) const;
    std::optional<int> boxIndex(std::string_view id) const;
    std::optional<int> statusIndex(std::string_view id) const;
    std::optional<int> terrainIndex(std::string_view id) const;
    std::optional<int> nationColumnIndex(std::string_view id) const;
};

/** Reads the body of a napoleonic-figures ruleset (header already checked). Throws LoadError. */
std::shared_ptr<const FiguresRuleset> readFiguresRuleset(const JsonDocument &document, RulesetHeader header);

} // namespace arbitre::napoleonic
