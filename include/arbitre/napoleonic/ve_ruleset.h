// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// The Vive l'Empereur ! hex game (VE-1…VE-90) as plain data, read once from
// rulesets/vive-l-empereur.json by readVeRuleset(); the procedures never see JSON.

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

/** The `system` id of Vive l'Empereur ! rulesets. */
inline constexpr std::string_view VeSystemId = "vive-l-empereur";

enum class VeArm
{
    Infanterie,
    Cavalerie,
    Artillerie
};
enum class Freshness
{
    Fraiche,
    Fatiguee
};
/** VE-8: the organisation ladder, in order. */
enum class Cohesion
{
    Vaillante,
    Decouragee,
    Deroute
};
/** The Résultat column of VE-9. */
enum class CombatResult
{
    Fatiguee,
    Decouragee,
    Deroute,
    Recul
};

/** How a retreat of VE-9 is walked and what happens when it cannot be. */
enum class RetreatPath
{
    Straight, /**< rows 5, 6: straight line in the rout direction (VE-11) */
    Rear,     /**< row 7: a rear hex (VE-10) */
    Any       /**< rows 8, 9: any path in the rout direction */
};
enum class RetreatBlocked
{
    AnyPathThenEliminate, /**< VE-A13 */
    Eliminate,
    FrontOrStay /**< VE-10: front hex, or stay and lose one level */
};
struct VeRetreat
{
    int hexes = 0; /**< 0 = no retreat */
    RetreatPath path = RetreatPath::Rear;
    RetreatBlocked blocked = RetreatBlocked::Eliminate;
};

/** One row of the results table (VE-9); empty `from` lists match any value. */
struct VeTransition
{
    std::string row; /**< "1"…"10", or "VE-A8" for the reconstructed row */
    CombatResult result = CombatResult::Fatiguee;
    std::vector<Freshness> fromFreshness;
    std::vector<Cohesion> fromCohesion;
    std::optional<Freshness> toFreshness;
    std::optional<Cohesion> toCohesion;
    bool noAdvance = false;
    bool eliminate = false;
    VeRetreat retreat;
};

enum class Encircled
{
    No,
    Yes,
    Any
};
/** One row of the leaders' fate table (VE-17). */
struct LeaderFateRow
{
    int row = 0;
    std::string event; /**< fire_elimination, melee_two_routs, … */
    Encircled encircled = Encircled::Any;
    std::string consequence; /**< killed, captured, replaced_on_banner_unit, follows_unit, … */
    std::string otherwise;   /**< when no unit of his banner remains ("" = none) */
};

enum class RestRule
{
    No,
    Yes,
    IfFatiguee
};
/** One row of the unit-state table (VE-24). */
struct StateActions : Named
{
    bool mouvement = true;
    bool meleeInitiative = true;
    bool charge = true;
    bool contreCharge = true;
    bool ralliement = true;
    RestRule miseAuRepos = RestRule::Yes;
    bool captureChefAdverse = true;
    int mpHalvings = 0; /**< VE-26: movement halved this many times */
    /** VE-A22: cells empty in the source (their `false` is the reading `forbidden`), by VeAction order. */
    std::array<bool, 7> blank{};
};

/** A modifier applied automatically when its `when` condition holds (VE-44, VE-63, VE-79). */
struct VeModifier : Named
{
    std::string ruleId;
    std::string when; /**< condition id checked by the procedure */
    int group = -1;   /**< index into VeRuleset::moraleGroups (morale only) */
    int value = 0;    /**< per point of leader bonus when `scaled` */
    bool scaled = false;
};

struct VeGroup : Named
{
    bool worst = false; /**< only the lowest modifier of the group counts (VE-85, VE-88) */
};

struct InitiativeBand
{
    int min = 0;
    std::optional<int> max;
    std::string winner;
    std::vector<std::string> opponent;
};

/** A fire or melee code (VE-42, VE-58). */
struct VeCode
{
    int losses = 0;
    bool moraleTest = false;
    bool disorganised = false;
    int retreatHexes = 0;
    bool eliminated = false;
};

struct MeleeColumn
{
    std::string label;
    int num = 0;
    int den = 1;
};

enum class FireMode
{
    Normal,
    Set,
    None
};
enum class ShockMode
{
    Normal,
    Add,
    Half,
    Set,
    HalfVsInfantry,         /**< square (VE-A50) */
    OneVsSquare,            /**< cavalry en bataille (VE-72) */
    ColumnValue,            /**< cavalry column (VE-A47) */
    ColumnValueOneVsSquare, /**< cavalry adaptée */
    NoAttack,               /**< artillery (VE-A49) */
    Eliminated              /**< disorganised artillery attacked */
};
enum class RearFlank
{
    None,
    Half,
    Disorganise,
    Eliminated
};
enum class VeMovement
{
    Normal,
    MaxOne,
    None,
    TowardLoc
};
/** One row of the formation table (VE-67–VE-69). */
struct VeFormation : Named
{
    VeArm arm = VeArm::Infanterie;
    VeMovement movement = VeMovement::Normal;
    FireMode fire = FireMode::Normal;
    int fireValue = 0;
    ShockMode shock = ShockMode::Normal;
    int shockValue = 0;
    std::optional<int> morale; /**< −2 disorganised, +2 square against `moraleVsArm` */
    std::optional<VeArm> moraleVsArm;
    std::vector<std::string> noTestIn; /**< VE-A48 */
    RearFlank rearFlank = RearFlank::None;
};

/** A terrain of the map (VE-49, VE-72, VE-M1): its id is what the los and melee lists name. */
struct VeTerrain : Named
{
    bool cavalryShock1 = false; /**< one of the divers terrains setting cavalry shock to 1 (VE-72, VE-A47) */
};

/** The switches of the readings the procedures honour (VE-A index); the others are recorded only. */
struct VeParameters
{
    bool fireBelowMinNoEffect = true; /**< VE-A2 */
    bool lossCellsMoraleTest = true;
    bool lossCellsGm = false;       /**< VE-A31 gm: the GM says whether a numbered cell tests */
    bool fatigueBackFire = true;    /**< VE-A7: a Fatiguée unit also fires with its back value */
    bool losEndpointsBlock = false; /**< VE-A34 */
    bool losEitherSide = false;     /**< VE-A34 either_side */
    int freeChange = 0; /**< VE-A46: 0 into or out of, 1 into, 2 out of */ /**< VE-A31 */
    bool rangeMinusOne = false;                                            /**< VE-A32 distance_minus_1 */
    bool rangeThenHalve = false;                                           /**< VE-A33 */
    bool artilleryAnyRetreat = true;                                       /**< VE-A14 */
    int halvingRounding = 1;                 /**< VE-A6: +1 up, 0 exact (not used), −1 down */
    bool derouteSetsFatiguee = false;        /**< VE-A9 */
    bool vaillanteFatigueeToDeroute = false; /**< VE-A8 alternative for the reconstructed row */
    bool stayIntoDerouteMoves = true;        /**< VE-A11 */
    bool straightBlockedAnyPath = true;      /**< VE-A13 */
    bool flankRearExclusive = true;          /**< VE-A55 */
    bool leaderCapturedOnMeleeE = true;      /**< VE-A17 */
    bool ratioDefenderFavour = true;         /**< VE-A39 */
    int cavalryChargeMinLosses = 1;          /**< VE-A41 */
    bool dRetreatBlockedEliminates = true;   /**< VE-A44 */
    bool d10ZeroToNine = true;               /**< VE-A5 */
    bool combineFirers = false;              /**< VE-A37: fire values at one target are added */
    bool desespereEncerclee = false;         /**< VE-A51: Désespéré = encircled, not Déroute */
    bool captiveExitGm = false;              /**< VE-A19 gm: the GM rules on a held enemy leader */
    bool blankMeansNoRule = false;           /**< VE-A22 no_rule: an empty cell forbids nothing */
    int margin0Order = 0;                    /**< VE-A28: 0 merged_ascending, 1 strict_alternation, 2 gm */
    bool crestBoth = false;                  /**< VE-A35 both: firer and target both on the high ground, at a crest */
    bool rearFlankAfter = false;             /**< VE-A49 disorganise_after: the battery fights, then is disorganised */
    bool moraleFromQuality = false;          /**< VE-A4 qualite: the morale test reads the unit's quality */
    bool rallyLeaderQuality = false;         /**< VE-A24 leader: the rally reads the stacked leader's quality */
    std::vector<std::pair<std::string, std::string>> all; /**< every parameter as written */
};

class VeRuleset final : public Ruleset
{
public:
    explicit VeRuleset(RulesetHeader header) : Ruleset(std::move(header)) {}

    std::vector<Named> arms, freshness, cohesion, results;
    std::vector<VeTransition> transitions;
    std::array<int, 2> leaderHitFaces{0, 9};
    std::vector<LeaderFateRow> leaderFate;
    std::vector<StateActions> states; /**< non_commandee, decouragee, deroute, fatiguee */
    Cohesion rallyFromDeroute = Cohesion::Decouragee;
    Cohesion rallyFromDecouragee = Cohesion::Vaillante;
    std::vector<VeModifier> rallyModifiers;
    Freshness restTo = Freshness::Fraiche; /**< VE-31, VE-A26 */
    std::vector<InitiativeBand> initiative;

    int fireMinRow = 1, fireMaxRow = 7;
    std::vector<std::string> fireColumns;
    std::vector<std::vector<std::string>> fireCells; /**< [row − fireMinRow][column] */
    std::vector<std::pair<std::string, VeCode>> fireCodes;
    std::vector<VeModifier> fireDieModifiers;
    int rangePenaltyPerHex = 1, artilleryFloor = 1, lossHalvingMinLosses = 1;
    std::vector<std::string> losBlockingTerrain;
    bool losUnitsBlock = true, losLevelChangeBlocks = true;

    int meleeMinRow = 0, meleeMaxRow = 7;
    std::vector<MeleeColumn> meleeColumns;                           /**< the column set chosen by melee.column_set */
    std::vector<std::vector<std::array<std::string, 2>>> meleeCells; /**< [row][column] attacker, defender */
    std::vector<std::pair<std::string, VeCode>> meleeCodes;
    std::vector<VeModifier> meleeDieModifiers;
    int chargeExtraLosses = 1;
    std::vector<std::string> chargeNotIfFormation;
    std::vector<std::string> moraleExemptTerrain;

    std::array<int, 3> changeCostPm{1, 0, 2};
    std::vector<std::string> freeFormations;
    std::vector<VeFormation> formations;

    int naturalSuccess = 2, naturalFailure = 12;
    std::vector<VeGroup> moraleGroups;
    std::vector<VeModifier> moraleModifiers;
    VeParameters parameters;
    std::vector<VeTerrain> terrains; /**< the map's terrains (VE-M1); the first is the default */

    const VeCode *fireCode(std::string_view cell) const;
    const VeCode *meleeCode(std::string_view cell) const;
    const VeFormation *formation(VeArm arm, std::string_view id) const;
    const StateActions *state(std::string_view id) const;
    const VeTerrain *terrain(std::string_view id) const;
};

/** Reads the body of a vive-l-empereur ruleset (header already checked). Throws LoadError. */
std::shared_ptr<const VeRuleset> readVeRuleset(const JsonDocument &document, RulesetHeader header);

} // namespace arbitre::napoleonic
