// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/hex.h"
#include "arbitre/umbra/ids.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace arbitre::umbra {

/** A skill held by a personality, with its numbers (UD-46–UD-65). */
struct SkillInstance
{
    SkillKind kind = SkillKind::Meneur;
    int x = 0;             /**< X (ruleset default when the scenario omits it) */
    int y = 0;             /**< Y (sens_tactique uses per day) */
    bool offensive = true; /**< poliorcetique `sens`: offensif / defensif */

    friend bool operator==(const SkillInstance &, const SkillInstance &) = default;
};

/** One counter: an Unité or a Piétaille (UD-13–UD-38). Indexes point into the UmbraRuleset. */
struct Troop
{
    std::string id;
    std::string name;
    int type = 0;                 /**< troop type index */
    int baseType = -1;            /**< troupe_montee's underlying type (UD-22) */
    int machineForce = 0;         /**< machine_de_guerre F set by the GM (UD-23) */
    int armement = 0;             /**< armement index (UD-24) */
    int training = 0;             /**< training value −1…+2 (UD-25) */
    int fatigue = 0;              /**< fatigue index (UD-26) */
    int morale = 0;               /**< morale index (UD-27) */
    bool blesse = false;          /**< UD-28 */
    std::uint32_t adjectives = 0; /**< bit i = troop adjective i (its own and its type's) */
    TroopStatus status = TroopStatus::Present;
    TroopOrder order = TroopOrder::None;
    int position = -1; /**< privileged position index it holds (UD-79), −1 none */
    int terrain = -1;  /**< terrain of its hex, −1 = the confrontation's (UD-A20) */

    // Bookkeeping carried between turns. The four flags every resolution sets sit side by side, so that setting
    // them is one store (Resolver::afterResolution).
    bool engagedLastTurn = false; /**< took part in the previous resolution: cannot consolidate (UD-A48) */
    bool engaged = false;         /**< in a confrontation now (rest, UD-102) */
    bool engagedToday = false;    /**< took part in a resolution today (rest.engaged_definition, UD-A70) */
    bool activeToday = false;     /**< moved, consolidated, built or fought today (UD-A70) */
    bool disengaging = false;     /**< left a confrontation today: −2 F (UD-73) */

    // On the map (UD-67–UD-82).
    Hex hex;               /**< where it stands, when onMap */
    bool onMap = false;    /**< false: no map, or not arrived, or fled */
    int levy = -1;         /**< index of the Side::levies plan that raises it, −1 = present from the start */
    int arrivalDay = 0;    /**< day its levy stage brings it (UD-18), with status a_lever */
    int movementSpent = 0; /**< movement points used this turn (UD-72, UD-A43) */
    bool forcedMarchThisTurn = false; /**< one forced march per turn (UD-74) */
    bool coriaceUsedToday = false;    /**< the free forced march of the day is used (UD-77) */
    bool entering = false;            /**< spent a turn entering entryHex, a hex it lacked the points for (UD-A43) */
    Hex entryHex;
    int fortifyTurns = 0; /**< turns spent raising a position in its hex (UD-80, UD-A51) */
    Hex fortifyHex{};     /**< where those turns were spent: the work belongs to the hex (fortify.consecutive false) */

    bool hasAdjective(int index) const { return index >= 0 && (adjectives >> index) & 1u; }
    bool present() const { return status == TroopStatus::Present; }

    friend bool operator==(const Troop &, const Troop &) = default;
};

/** A personality (UD-40–UD-45) and its skill counters. */
struct Personality
{
    std::string id;
    std::string name;
    int rank = 0;      /**< personality rank index (UD-44) */
    int vs = 0;        /**< valeur de stratégie (UD-42) */
    int forestier = 0; /**< personality adjective Forestier X (UD-45), 0 = none */
    std::vector<SkillInstance> skills;
    int wounds = 0; /**< UD-41: a wound costs F; the second eliminates (UD-A23) */
    PersonalityStatus status = PersonalityStatus::Present;
    int position = -1;
    int terrain = -1;
    bool moved = false; /**< moved during this turn's movement step (UD-A28) */
    Hex hex;            /**< where it stands, when onMap */
    bool onMap = false;
    int movementSpent = 0; /**< movement points used this turn */
    int escorted = 0;      /**< troops moved with its Meneur tirailleur this turn (UD-59, UD-A33) */

    // Skill counters.
    int resolutionsFought = 0;    /**< resolutions taken part in, this confrontation (decay UD-48, UD-50) */
    bool enteredMoving = false;   /**< moved before its first resolution: rupture rather than défenseur */
    int sensTactiqueUsed = 0;     /**< today (UD-62) */
    int tactiquesVarieesUsed = 0; /**< this wargame (UD-63) */
    int disciplineSpent = 0;      /**< of its reserve (UD-51, UD-A30) */

    bool present() const { return status == PersonalityStatus::Present; }
    const SkillInstance *skill(SkillKind kind) const;

    friend bool operator==(const Personality &, const Personality &) = default;
};

/**
 * A levy raised at a lieu-dit (UD-69): so many piétailles and the listed unités, arriving over the
 * days of the levy schedule from `startDay` on (UD-18, UD-19). Its troops are in Side::troops with
 * `levy` set to the plan's index.
 */
struct LevyPlan
{
    int place = 0; /**< UmbraMap::places index */
    int startDay = 1;
    int pietailles = 0;
    std::string pietailleName; /**< name given to its piétailles (numbered) */

    friend bool operator==(const LevyPlan &, const LevyPlan &) = default;
};

/** One side (parti) with its army and side-level facts. */
struct Side
{
    std::string id;
    std::string name;
    int scouts = 0;       /**< scout level index (UD-39) */
    int scoutsVs = 0;     /**< VS the scouts add (UD-A21) */
    int commandLevel = 0; /**< rally table index (UD-100, UD-A67) */
    std::vector<Troop> troops;
    std::vector<Personality> personalities;
    std::vector<LevyPlan> levies;

    friend bool operator==(const Side &, const Side &) = default;
};

/** An enemy skill neutralised by Vision stratégique (UD-65, UD-A38). */
struct CounteredSkill
{
    int side = 0;        /**< side index of the personality whose skill is countered */
    int personality = 0; /**< its index in that side */
    SkillKind kind = SkillKind::Meneur;
    int fromResolution = 0; /**< countered from this resolution on (0 = at once, 1 = the second turn) */

    friend bool operator==(const CounteredSkill &, const CounteredSkill &) = default;
};

/**
 * A confrontation between two sides and what it carries from turn to turn. Its members are the
 * troops and personalities engaged in it (without a map: every member of both sides); members
 * whose status is no longer present are skipped.
 */
struct Confrontation
{
    std::array<int, 2> sides{0, 1};                /**< side indexes; slot 0 and slot 1 below follow this order */
    std::array<std::vector<int>, 2> troops;        /**< troop indexes engaged, per slot */
    std::array<std::vector<int>, 2> personalities; /**< personality indexes engaged, per slot */
    std::vector<CounteredSkill> countered;
    int terrain = 0;     /**< terrain where it is fought (no map: the scenario's) */
    int resolutions = 0; /**< combat turns resolved so far */
    /** Strategic advantage due at the next resolution, per slot and per table that granted it (UD-92–UD-94). */
    std::array<std::array<int, TableCount>, 2> pendingAdvantage{};
    std::array<int, 2> opportunisteStreak{}; /**< consecutive resolutions won (UD-60) */
    std::array<bool, 2> galvanised{};        /**< galvaniseur boost given (UD-52, UD-A31) */
    std::array<bool, 2> castrametisation{};  /**< consolidation granted overnight (UD-47, UD-A27) */
    std::array<int, 2> terreurTargets{};     /**< how many enemy piétailles each side designates (UD-64) */
    std::vector<Hex> hexes;                  /**< on a map: the hexes of its members, sorted */
    int startDay = 1;                        /**< the day it began (free disengagement on a later day, UD-A44) */
    bool ended = false;

    /** The strategic advantage due to `slot` at its next resolution, every table's together. */
    int advantageDue(int slot) const
    {
        int due = 0;
        for (const int amount : pendingAdvantage[static_cast<std::size_t>(slot)])
            due += amount;
        return due;
    }

    friend bool operator==(const Confrontation &, const Confrontation &) = default;
};

/** A privileged position on a hex of the map (UD-79), given by the scenario or raised (UD-80). */
struct HexPosition
{
    Hex hex;
    int position = 0; /**< position type index */

    friend bool operator==(const HexPosition &, const HexPosition &) = default;
};

/** Two hostile groups in adjacent hexes at the end of a movement step (UD-82, UD-A52). */
struct HexContact
{
    int sideA = 0; /**< the lower side index */
    Hex hexA;
    int sideB = 0;
    Hex hexB;

    friend bool operator==(const HexContact &, const HexContact &) = default;
    friend auto operator<=>(const HexContact &a, const HexContact &b)
    {
        return std::tie(a.sideA, a.hexA, a.sideB, a.hexB) <=> std::tie(b.sideA, b.hexA, b.sideB, b.hexB);
    }
};

/** What a side orders one of its troops or personalities to do in a movement step (UD-71–UD-80). */
struct UnitOrder
{
    enum class Action : std::uint8_t
    {
        Move,          /**< deplacement to `to` (UD-72), with a forced march if asked (UD-74) */
        Consolidate,   /**< consolider (UD-78) */
        BuildPosition, /**< lever_position_defensive (UD-80) */
        Stay,          /**< nothing */
    } action = Action::Stay;
    std::string unit; /**< troop or personality id */
    Hex to;
    bool forcedMarch = false;

    friend bool operator==(const UnitOrder &, const UnitOrder &) = default;
};

/** An order's id, in the log, orders files and the CLI's JSON alike: deplacement, consolider, lever_position_defensive,
 * rester. */
std::string_view unitOrderActionId(UnitOrder::Action action);

/** A conditional order (UD-71, UD-A42): recorded in its side's movement step, carried out if the GM confirms. */
struct ConditionalOrder
{
    int side = 0;
    std::string trigger; /**< what the opponent must do, in the GM's words */
    UnitOrder action;
    bool settled = false; /**< the GM has confirmed or dismissed it */

    friend bool operator==(const ConditionalOrder &, const ConditionalOrder &) = default;
};

/** Where the day stands on a map (UD-68, UD-M2). Without a map every turn is a confrontation step. */
enum class Phase : std::uint8_t
{
    Movement,      /**< side moveOrder[moving] gives its orders (UD-71) */
    Conditional,   /**< the GM settles the conditional orders recorded this turn (UD-A42) */
    Confrontation, /**< confrontations are detected; the GM may regroup them, then the turn is resolved */
    EndOfDay,      /**< the last turn is played: rally, rest, next day (UD-99–UD-102) */
};
std::string_view phaseId(Phase phase);

/** Everything that changes during play. A pure function of the scenario and the event log. */
struct BattleState
{
    int day = 1;
    int turn = 1;    /**< combat turn 1–4 (UD-67) */
    int terrain = 0; /**< the scenario's terrain when there is no map */
    std::vector<Side> sides;
    std::vector<Confrontation> confrontations;

    // The day loop on a map (UD-68–UD-82).
    Phase phase = Phase::Confrontation;
    std::vector<int> moveOrder;                 /**< side indexes, first mover first (UD-71), set at day start */
    int moving = 0;                             /**< index into moveOrder during Phase::Movement */
    std::vector<HexPosition> positions;         /**< privileged positions on the map (UD-79, UD-80) */
    std::vector<HexContact> adjacency;          /**< hostile adjacencies at the last detection, sorted (UD-A52) */
    std::vector<std::uint8_t> contestedPlaces;  /**< per map place: a confrontation took place there (UD-70) */
    std::vector<ConditionalOrder> conditionals; /**< this turn's (UD-71) */

    friend bool operator==(const BattleState &, const BattleState &) = default;
};

/** A troop or personality of a side: the target of a loss. */
struct MemberRef
{
    enum class Kind : std::uint8_t
    {
        Troop,
        Personality
    } kind = Kind::Troop;
    int side = 0;
    int index = 0;

    friend bool operator==(const MemberRef &, const MemberRef &) = default;
};

/** The id of the troop or personality `ref` names. */
const std::string &memberId(const BattleState &state, const MemberRef &ref);

} // namespace arbitre::umbra
