// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// The procedures of the Vive l'Empereur ! hex game (VE-1…VE-90). Each takes the loaded ruleset
// and plain inputs (unit state, counter values, distances, dice faces) and returns an explained
// result: modifiers with values and rule ids, the score, the table, row, column and cell. No JSON
// is read and no die is drawn here.

#include "arbitre/core/hex.h"
#include "arbitre/napoleonic/common.h"
#include "arbitre/napoleonic/ve_ruleset.h"

#include <map>
#include <string>
#include <vector>

namespace arbitre::napoleonic {

/** A unit as the VE procedures read it: run-time state (VE-7) and counter data (VE-M1). */
struct VeUnit
{
    VeArm arm = VeArm::Infanterie;
    Freshness freshness = Freshness::Fraiche;
    Cohesion cohesion = Cohesion::Vaillante;
    std::string formation = "ligne";
    int losses = 0;
    bool commanded = true;
    bool skirmishers = false;         /**< en tirailleurs (VE-A36) */
    std::optional<int> leaderBonus;   /**< a leader stacked on the unit (VE-82) */
    std::optional<int> leaderQuality; /**< that leader's quality, for rally.quality_source leader (VE-A24) */
    // Counter data: front, and back for a Fatiguée unit (VE-29, VE-A7).
    int fireFront = 0, fireBack = 0;
    int shockFront = 0, shockBack = 0;
    int columnValue = 0; /**< cavalry Valeur col. (VE-A47) */
    int moral = 0;
    int quality = 0;
    int maxRange = 0; /**< artillery portée maximum (VE-46) */
};

/** Which side of the unit an attack comes through (VE-77, VE-85). */
enum class AttackFacing
{
    Front,
    Flank,
    Rear
};

struct VeFireResult : Resolution
{
    bool fires = false; /**< false: cannot fire (Aucun, out of range, no line of sight) */
    int fireValue = 0;  /**< after formation and artillery rules (VE-43, VE-45–VE-47) */
    int columnIndex = -1;
    int natural = 0;
    VeCode code;                  /**< losses and morale test of the cell (VE-42) */
    std::vector<int> firerValues; /**< resolveVeCombinedFire: each firer's value, 0 if it cannot fire (VE-A37) */
};
/** VE-40–VE-47: `distance` in hexes; `lineOfSight` from veLineOfSight (VE-48). */
VeFireResult resolveVeFire(const VeRuleset &rules, const VeUnit &firer, const VeUnit &target, int distance,
                           bool lineOfSight, int d6);
/** One of several units firing at one target (VE-A37). */
struct VeFirer
{
    VeUnit unit;
    int distance = 0;        /**< hexes to the target */
    bool lineOfSight = true; /**< from veLineOfSight (VE-48) */
};
/**
 * VE-43, VE-A37: several units firing at one target. With fire.combine_firers true their fire
 * values are added into one fire (one die, column 7+ for 7 or more); with false (the default) each
 * unit fires separately with resolveVeFire, and more than one firer is a ProcedureError.
 */
VeFireResult resolveVeCombinedFire(const VeRuleset &rules, const std::vector<VeFirer> &firers, const VeUnit &target,
                                   int d6);
/** The firer's fire value alone, with its breakdown; nullopt when it cannot fire. */
std::optional<int> veFireValue(const VeRuleset &rules, const VeUnit &firer, int distance, Breakdown *breakdown);

/** One hex of the map for line of sight (VE-49, VE-50). */
struct LosHex
{
    std::string terrain = "clair";
    int level = 0;
    bool unit = false;
};
struct LosResult
{
    bool clear = true;
    std::optional<Hex> blockedAt;
    std::string reason; /**< terrain id, "unite" or "denivellee" */
};
/** VE-48–VE-50, VE-A34, VE-A35: hexes absent from `map` are clear, level 0. */
LosResult veLineOfSight(const VeRuleset &rules, const std::map<Hex, LosHex> &map, Hex firer, Hex target);

struct VeMeleeInput
{
    std::vector<VeUnit> attackers;
    std::vector<VeUnit> defenders;
    AttackFacing facing = AttackFacing::Front;
    bool cavalryCharge = false;
    std::string attackerTerrain = "clair";
    std::string defenderTerrain = "clair";
    bool cavalryShock1Terrain = false; /**< the defender's hex is one of the divers terrains (VE-72) */
    int d6 = 0;
};
struct VeMeleeSideResult
{
    std::string cell;
    VeCode code;
    int losses = 0;
    bool moraleTest = false;
    bool disorganised = false;
    int retreatHexes = 0;
    bool eliminated = false;
    bool batteryDisorganisedAfter = false; /**< VE-A49 disorganise_after: a battery hit in rear or flank */
};
struct VeMeleeResult : Resolution
{
    int attackerShock = 0;
    int defenderShock = 0;
    int columnIndex = 0;
    int natural = 0;
    bool defenderEliminatedBefore = false; /**< disorganised artillery attacked, battery hit in rear/flank (VE-A49) */
    VeMeleeSideResult attacker, defender;
};
/** VE-55–VE-65. */
VeMeleeResult resolveVeMelee(const VeRuleset &rules, const VeMeleeInput &input);
/** VE-57: the column index a ratio falls in. */
int veMeleeColumn(const VeRuleset &rules, int attackerShock, int defenderShock);

/** What the map allows a unit that must retreat (VE-10–VE-12); the owner's choice on VE-10. */
struct RetreatSituation
{
    bool rearHexFree = true;
    bool frontHexFree = true;
    bool straightPathFree = true;
    bool anyPathFree = true;
    bool ownerStays = false; /**< VE-10: stay and lose a level rather than retreat onto a front hex */
};
enum class RetreatTaken
{
    None,
    Rear,
    Front,
    Straight,
    AnyPath
};
struct VeResultApplication
{
    std::string row; /**< row of VE-9 used ("VE-A8" for the reconstructed one) */
    Freshness freshness = Freshness::Fraiche;
    Cohesion cohesion = Cohesion::Vaillante;
    bool noAdvance = false;
    bool eliminated = false;
    std::string eliminatedBy; /**< two_routs, retreat_impossible, rout_impossible, artillery_retreat */
    RetreatTaken retreat = RetreatTaken::None;
    int retreatHexes = 0;
    bool stayedAndLostLevel = false;
};
/** VE-9–VE-16 for a unit of `arm` in (freshness, cohesion) receiving `result`. */
VeResultApplication applyVeResult(const VeRuleset &rules, VeArm arm, Freshness freshness, Cohesion cohesion,
                                  CombatResult result, const RetreatSituation &map = {});

/** A code of the melee table applied to a unit (VE-58–VE-61, VE-15). */
struct VeCodeApplication
{
    int losses = 0;
    std::string formation;
    bool eliminated = false;
    int retreatHexes = 0;
    bool moraleTest = false;
};
VeCodeApplication applyVeMeleeCode(const VeRuleset &rules, const VeUnit &unit, const VeMeleeSideResult &side,
                                   bool retreatPossible);

struct MoraleContext
{
    bool causedByCavalry = false;
    AttackFacing facing = AttackFacing::Front;
    bool unitAboveFailed = false;
    std::string terrain = "clair";
    bool encircled = false; /**< VE-A21 (the caller's); Désespéré with morale.desespere_state encerclee (VE-A51) */
};
struct VeMoraleResult : Resolution
{
    bool exempt = false; /**< no test at all (VE-A48) */
    int roll = 0;
    bool success = false;
    bool natural = false; /**< decided by a natural 2 or 12 (VE-81) */
};
/** VE-79–VE-90: 2d6 ≤ morale value + modifiers. */
VeMoraleResult veMoraleTest(const VeRuleset &rules, const VeUnit &unit, const MoraleContext &context, int die1,
                            int die2);

struct VeRallyResult : Resolution
{
    bool success = false;
    Cohesion cohesion = Cohesion::Vaillante;
    bool reorient = false;
};
/** VE-30: d10 ≤ quality + modifiers. Throws ProcedureError for a Vaillante unit. */
VeRallyResult veRally(const VeRuleset &rules, const VeUnit &unit, bool adjacentEnemy, int d10);

/** VE-31: whether the unit's states allow putting it at rest. */
bool veRestAllowed(const VeRuleset &rules, const VeUnit &unit);
/** VE-31, VE-A26: the freshness after rest; throws ProcedureError when rest is not allowed. */
Freshness veRest(const VeRuleset &rules, const VeUnit &unit);

enum class VeAction
{
    Mouvement,
    MeleeInitiative,
    Charge,
    ContreCharge,
    Ralliement,
    MiseAuRepos,
    CaptureChefAdverse
};
/** VE-24, VE-25: every applicable state row must allow the action. */
bool veActionAllowed(const VeRuleset &rules, const VeUnit &unit, VeAction action);
/** VE-26, VE-73: movement points this turn from the printed allowance (front or back). */
int veMovementPoints(const VeRuleset &rules, const VeUnit &unit, int printedMp);
/** VE-66: PM cost of a change of formation. Throws ProcedureError on an unknown formation. */
int veFormationChangeCost(const VeRuleset &rules, VeArm arm, std::string_view from, std::string_view to);

struct VeInitiativeResult
{
    int margin = 0;
    int winner = -1; /**< side 0 or 1; −1 on a tie */
    const InitiativeBand *band = nullptr;
};
/** VE-33, VE-34: the band read with the margin between two initiative scores. */
VeInitiativeResult veInitiative(const VeRuleset &rules, int scoreSide0, int scoreSide1);
struct VeLeader
{
    std::string id;
    int side = 0;
    int activation = 0;
};
/** VE-35: margin-0 activation order in the default reading (VE-A28 merged_ascending). */
std::vector<std::string> veMargin0Order(std::vector<VeLeader> leaders, std::array<int, 2> caBonus, int attackerSide);
struct VeMargin0Order
{
    std::vector<std::string> order; /**< leader ids, first activated first; empty when the GM decides */
    bool needsGm = false;           /**< initiative.margin0_order gm */
};
/** VE-35 in the reading initiative.margin0_order names (VE-A28). */
VeMargin0Order veMargin0Order(const VeRuleset &rules, std::vector<VeLeader> leaders, std::array<int, 2> caBonus,
                              int attackerSide);

enum class LeaderEvent
{
    FireElimination,
    MeleeTwoRouts,
    MeleeE,
    MeleeRetreatImpossible,
    RoutMove,
    RoutImpossible,
    LeavesMap
};
struct VeLeaderFate
{
    int row = 0;
    std::string consequence;        /**< killed, captured, replaced_on_banner_unit, follows_unit, removed_not_counted */
    bool notCounted = false;        /**< VE-23 */
    bool definitiveCapture = false; /**< VE-22, VE-A19 */
    bool needsGm = false;           /**< VE-A19 gm: a held enemy leader's fate is the GM's */
};
/** VE-17–VE-23. */
VeLeaderFate veLeaderFate(const VeRuleset &rules, LeaderEvent event, bool encircled, bool bannerUnitLeft,
                          bool holdsEnemyLeader = false);
/** VE-18: a leader is hit on a d10 of 0 or 9. */
bool veLeaderHit(const VeRuleset &rules, int d10);

} // namespace arbitre::napoleonic
