// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// The procedures of the napoleonic-figures rules (NF-1…NF-48). Each takes the loaded ruleset and
// plain inputs (what the GM ticked, the dice, the figures) and returns an explained result: the
// modifiers chosen with their values and rule ids, the total, and the table, row, column and cell
// it was read from. No JSON is read here and no die is drawn: dice come in as faces.

#include "arbitre/napoleonic/common.h"
#include "arbitre/napoleonic/figures_ruleset.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace arbitre::napoleonic {

/** A ticked modifier; `amount` multiplies scaled ones (factor, POP, levels, UD, ranks). */
struct ModifierChoice
{
    std::string id;
    int amount = 1;
};

/** The loss code read for a score and a number of figures (NF-12–NF-16). */
struct LossLookup
{
    int row = 0;              /**< score after the clamp */
    std::vector<int> columns; /**< one per block of figures (NF-A6) */
    std::vector<std::string> cells;
    LossCode loss; /**< summed over the blocks, after loss_table.plus_mode */
    bool needsGm = false;
};
LossLookup lookUpLosses(const FiguresRuleset &rules, int score, int figures);

/** A unit's casualties bookkeeping (NF-17, NF-A9). */
struct LossState
{
    int figures = 0;
    int carriedSteps = 0;    /**< 0..steps_per_figure − 1 */
    int halves = 0;          /**< stored half step: 0 or 1 (NF-A1) */
    int stepsThisAction = 0; /**< feeds NF-18 */
    friend bool operator==(const LossState &, const LossState &) = default;
};
struct LossApplication
{
    LossState after;
    int steps = 0; /**< steps lost, the half completed included */
    int figuresRemoved = 0;
};
LossApplication applyLosses(const FiguresRuleset &rules, const LossState &before, const LossCode &loss);

/** NF-18–NF-21: the percentage of a unit lost in the action. */
struct PercentageLookup
{
    int percent = 0;
    bool eliminated = false;
    bool formula = false; /**< outside the grid (NF-A8) or rows 15–20 by formula (NF-A7) */
    int column = 0;       /**< figures column read (0 with the formula) */
    bool needsGm = false;
};
PercentageLookup lossPercentage(const FiguresRuleset &rules, int steps, int figures);

enum class Arm
{
    Infantry,
    Cavalry,
    Artillery
};

struct FireInput
{
    std::vector<ModifierChoice> modifiers; /**< NF-5–NF-7, `fire_factor` with the factor as amount */
    int d6 = 0;                            /**< the random die's face (NF-1, NF-A10) */
    int figures = 0;                       /**< figures firing */
    bool artillery = false;                /**< figures counted ×2 (NF-4, NF-A18) */
    bool targetSkirmishers = false;        /**< artillery removes no step from skirmishers (NF-8 a) */
    bool targetDeployedArtillery = false;  /**< under skirmisher fire it counts a `*` (NF-8 b) */
    bool shooterSkirmishers = false;
    /** The target's pace and arm: with fire.fast_crossing_requires_crossing false, a target at PAC or
        PCH counts as fast crossing without a tick (NF-A19). nullopt: only the GM's tick counts. */
    std::optional<int> targetPace;
    std::optional<Arm> targetArm;
};
struct FireResult : Resolution
{
    LossLookup losses;
    int figuresCounted = 0;
    bool noFire = false;          /**< evaded more than 2 UD (NF-8 c, NF-A30) */
    bool lossesIgnored = false;   /**< artillery on skirmishers: the code is read, no step removed (NF-8 a) */
    bool targetUnderFire = false; /**< the target now counts `under_fire` (NF-6, NF-8, NF-A20, NF-A28) */
};
FireResult resolveFire(const FiguresRuleset &rules, const FireInput &input);

struct MeleeInput
{
    std::vector<ModifierChoice> modifiers; /**< NF-10 ticks; `melee_factor` with the factor as amount */
    int ownPace = 0;                       /**< pace index of this side and of the enemy (NF-10 pace advantage) */
    int enemyPace = 0;
    Arm arm = Arm::Infantry;
    Arm enemyArm = Arm::Infantry;
    int typeRank = 1; /**< unit data; infantry against cavalry counts 1 (NF-A24) */
    int enemyTypeRank = 1;
    std::optional<int> generalD6; /**< engaged general's die (NF-11); nullopt: no general */
    int d6 = 0;
    int figures = 0; /**< fighting (GM input, NF-A42) */
};
struct MeleeResult : Resolution
{
    LossLookup losses;
    bool generalDown = false;
};
MeleeResult resolveMelee(const FiguresRuleset &rules, const MeleeInput &input);

/** Why a morale test is taken (NF-29): sets M1 and the column read. */
enum class TestKind
{
    Mac,        /**< M1 2, MAC column */
    CounterMac, /**< response (1) or, preceded by a change, reaction (0) (NF-A44); MAC column */
    Standing,   /**< unit at the halt receiving a MAC (NF-41): response, column "de pied ferme" */
    Reaction,   /**< NF-47: from line 0 */
    Other,      /**< own box (M1), column "autres raisons" */
};

enum class StrengthKind
{
    Unit,
    Detachment,
    Parent
};

struct Leader
{
    int factor = 0;
    int distanceUd = 0;
    bool struckDown = false;
    friend bool operator==(const Leader &, const Leader &) = default;
};

/** M15 (NF-A54): the morale groups of the infantry's parameters: its cohesion from the unit, the rest ticked. */
inline constexpr std::array<std::string_view, 2> InfantryParameterGroups{"m12_formation", "m13_flank"};

struct MoraleInput
{
    TestKind kind = TestKind::Other;
    int box = 3; /**< box before the test (index, best first) */
    bool counterMacAfterChange = false;
    std::vector<ModifierChoice> modifiers; /**< M2–M8, M12–M14 ticks (ids of the morale list) */
    Arm arm = Arm::Infantry;
    Arm enemyArm = Arm::Infantry;
    int statusRank = 3; /**< M9 (NF-33) */
    int enemyStatusRank = 3;
    int typeRank = 1;
    int enemyTypeRank = 1;
    bool threatenedByCavalry = false; /**< M13 doubled for infantry (NF-34) */
    int paSpent = 0;                  /**< M10: spent this turn + to be spent */
    int paToSpend = 0;
    std::vector<int> friends;                      /**< M11: boxes of friends in sight at tactical distance */
    std::vector<int> enemies;                      /**< M11: boxes of enemies, the opponent included */
    bool cavalryMacOnInfantry = false;             /**< M15 replaces M14 */
    std::vector<ModifierChoice> infantryModifiers; /**< M15: the infantry's M12 and M13 ticks */
    StrengthKind strengthKind = StrengthKind::Unit;
    int stepsAtFullStrength = 0; /**< M16 */
    int stepsLostBefore = 0;     /**< since the start of the battle, before this action */
    int stepsThisAction = 0;     /**< M17 */
    int stepsFromObjective = 0;  /**< M17 exclusion for MAC units (NF-A56) */
    int figuresAtActionStart = 0;
    int baseMorale = 0;           /**< M18 */
    int d6 = 0;                   /**< M19 */
    std::optional<Leader> leader; /**< M20 */
    int stopFromPace = 0;         /**< reaction: pace index it stops from (NF-47) */
};

struct MoraleResult : Resolution
{
    int rawScore = 0;
    int band = 0; /**< box index of the band read */
    bool zeroLine = false;
    bool fromPlus = true; /**< line 0 side (NF-37, NF-A60) */
    int newBox = 0;
    std::optional<int> highestBox; /**< other reasons: the box it may rise to (NF-36 c) */
    std::optional<int> pace;       /**< MAC column: pace it goes on at */
    std::optional<int> fireRange;  /**< standing column: fire modifier index (P1/P2/P3), nullopt = ineffective */
    bool ddf = false;
    bool disorder = false;
    bool fights = true;
};
MoraleResult moraleTest(const FiguresRuleset &rules, const MoraleInput &input);
/** The band a score falls in (NF-35, NF-37): clamp to ±12, line 0 by side. */
int bandOf(const FiguresRuleset &rules, int score, bool fromPlus);

/** NF-42: scores above 12 become 12. */
int capMacScore(const FiguresRuleset &rules, int score);
/** NF-43: 3 points per 5 % of the MAC unit lost to the target's fire. */
struct FireDrop
{
    PercentageLookup percentage;
    int drop = 0; /**< subtracted from the MAC unit's score */
};
FireDrop fireDrop(const FiguresRuleset &rules, int steps, int figuresAtActionStart);

enum class MacCase
{
    Crossed,    /**< NF-39 */
    CounterMac, /**< NF-40 */
    Standing,   /**< NF-41 */
};
struct MacSide
{
    int score = 0; /**< final: after NF-42 and NF-43 */
    bool fromPlus = true;
    Arm arm = Arm::Infantry;
    bool formedFront = false; /**< defender: infantry still formed, attacked from its front (NF-A68) */
};
struct MacContact
{
    bool melee = false;
    int attackerBand = 0;
    int defenderBand = 0;
    std::string result; /**< melee, no_melee, defender_leaves, attacker_halts_and_fires, attacker_gives_up_ddf,
                             formed_infantry_stops_cavalry */
};
MacContact macContact(const FiguresRuleset &rules, MacCase kind, const MacSide &attacker, const MacSide &defender);

enum class GeneralCharacter
{
    None,
    Positive,
    Negative,
    Unspecified
};
struct ControlInput
{
    int status = 0; /**< tester's status index */
    bool enemyRetraite = false, enemySaf = false, enemyFlank = false;
    bool enemyDeroute = false, enemyDes = false, enemyRear = false;
    bool lightCavalry = false;
    GeneralCharacter general = GeneralCharacter::None;
    int generalDistanceUd = 0;
    bool formed = false;
    int d6 = 0;
};
struct ControlResult : Resolution
{
    int threshold = 0;
    int modifiedRoll = 0;
    bool underControl = false;
};
ControlResult controlTest(const FiguresRuleset &rules, const ControlInput &input);

struct ReactionInput
{
    MoraleInput test;   /**< the unit's state before the reaction; kind, M10 and the stop are set here */
    int reactionPa = 0; /**< formation change, pivot, about face, counter-MAC pace (NF-47) */
    bool fires = false;
    bool stops = false; /**< stops from test.stopFromPace */
};
struct ReactionResult
{
    int totalPa = 0;
    int excess = 0;
    int pop = 0;
    MoraleResult test;
    bool reacts = false;
};
ReactionResult reactionTest(const FiguresRuleset &rules, const ReactionInput &input);

struct FormationChange : Resolution
{
    std::optional<int> pa; /**< nullopt: not available directly (`-`, NF-A12) or not listed (NF-A13) */
    bool listed = false;
};
/** `from`, `to`: formation ids, or "pivot", "about_face", "reform" (NF-25). */
FormationChange formationChangeCost(const FiguresRuleset &rules, std::string_view nationColumn, std::string_view from,
                                    std::string_view to);

struct MovementInput
{
    bool horse = false;      /**< CAV and ARC table (NF-23) or INF and ARP (NF-22) */
    Arm arm = Arm::Infantry; /**< terrain row (NF-27) */
    int pace = 1;
    int formation = 0;
    bool backwardStep = false;
    bool unlimberedArtillery = false;
    std::vector<int> terrains;   /**< features entered or crossed (NF-A35) */
    std::optional<int> fromPace; /**< pace index before the move (NF-24 pace change); nullopt: no change */
    std::vector<int> terrainUd;  /**< UD moved inside each of `terrains`; needed by terrain.apply per_ud (NF-A35) */
};
struct Movement : Resolution
{
    std::optional<int> allowance; /**< UD; nullopt: pace not allowed in that formation or terrain impassable */
    int ddf = 0;                  /**< DDF levels suffered on the way */
    bool disorder = false;
    int paceChangeUd = 0; /**< NF-24 run-up or slowing UD: inside the move, or taken off it (NF-A34 deducted) */
};
Movement movementAllowance(const FiguresRuleset &rules, const MovementInput &input);

} // namespace arbitre::napoleonic
