// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/umbra/ids.h"

#include <array>
#include <cstdint>
#include <string>
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

    // Bookkeeping carried between turns.
    bool engagedLastTurn = false; /**< took part in the previous resolution: cannot consolidate (UD-A48) */
    bool disengaging = false;     /**< left a confrontation today: −2 F (UD-73) */
    bool activeToday = false;     /**< moved, consolidated, built or fought today (UD-A70) */
    bool engaged = false;         /**< in a confrontation now (rest, UD-102) */
    bool engagedToday = false;    /**< took part in a resolution today (rest.engaged_definition, UD-A70) */

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
    int terrain = 0;                         /**< terrain where it is fought (no map: the scenario's) */
    int resolutions = 0;                     /**< combat turns resolved so far */
    std::array<int, 2> pendingAdvantage{};   /**< strategic advantage due at the next resolution (UD-92–UD-94) */
    std::array<int, 2> opportunisteStreak{}; /**< consecutive resolutions won (UD-60) */
    std::array<bool, 2> galvanised{};        /**< galvaniseur boost given (UD-52, UD-A31) */
    std::array<bool, 2> castrametisation{};  /**< consolidation granted overnight (UD-47, UD-A27) */
    std::array<int, 2> terreurTargets{};     /**< how many enemy piétailles each side designates (UD-64) */
    bool ended = false;

    friend bool operator==(const Confrontation &, const Confrontation &) = default;
};

/** Everything that changes during play. A pure function of the scenario and the event log. */
struct BattleState
{
    int day = 1;
    int turn = 1;    /**< combat turn 1–4 (UD-67) */
    int terrain = 0; /**< the scenario's terrain when there is no map */
    std::vector<Side> sides;
    std::vector<Confrontation> confrontations;

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

} // namespace arbitre::umbra
