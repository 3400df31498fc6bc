// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Helpers shared by force.cpp, side_total.cpp and table_choice.cpp; not part of the public API.

#include "arbitre/core/breakdown.h"
#include "arbitre/umbra/force.h"
#include "arbitre/umbra/ruleset.h"
#include "arbitre/umbra/state.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace arbitre::umbra::force_detail {

/** The rule that defines a skill (UD-46 … UD-65), cited by breakdown terms. */
inline std::string_view skillRuleId(SkillKind kind)
{
    // UD-46 … UD-65, in SkillKind order.
    static constexpr std::array<std::string_view, SkillKindCount> RuleIds{
        "UD-46", "UD-47", "UD-48", "UD-49", "UD-50", "UD-51", "UD-52", "UD-53", "UD-54", "UD-55",
        "UD-56", "UD-57", "UD-58", "UD-59", "UD-60", "UD-61", "UD-62", "UD-63", "UD-64", "UD-65"};
    const auto index = static_cast<std::size_t>(kind);
    return index < RuleIds.size() ? RuleIds[index] : std::string_view{};
}

/** Role of the type of index `type` (Standard when the index is out of range). */
inline TroopRole roleIn(std::span<const TroopType> types, int type)
{
    const auto at = static_cast<std::size_t>(static_cast<unsigned>(type)); // a negative index wraps past the end
    return at < types.size() ? types[at].role : TroopRole::Standard;
}

/** Role of a troop's type (Standard when the index is out of range). */
inline TroopRole roleOf(const UmbraRuleset &rules, const Troop &troop)
{
    return roleIn(rules.troopTypes, troop.type);
}

inline bool isPietaille(const UmbraRuleset &rules, const Troop &troop)
{
    return roleOf(rules, troop) == TroopRole::Pietaille;
}

/** Archers, or a troupe montée over archers (UD-21, UD-A11). */
inline bool isArcher(const UmbraRuleset &rules, const Troop &troop)
{
    const TroopRole role = roleOf(rules, troop);
    if (role == TroopRole::Archers) {
        return true;
    }
    // UD-A11: mounted archers are archers for UD-21.
    return role == TroopRole::Mounted && roleIn(rules.troopTypes, troop.baseType) == TroopRole::Archers;
}

inline bool contains(const std::vector<int> &values, int value)
{
    return std::find(values.begin(), values.end(), value) != values.end();
}

inline void addTerm(Breakdown *breakdown, std::string_view ruleId, std::string_view label, int value)
{
    if (breakdown != nullptr) {
        breakdown->add(ruleId, label, value);
    }
}

inline void setTerm(Breakdown *breakdown, std::string_view ruleId, std::string_view label, int value)
{
    if (breakdown != nullptr) {
        breakdown->set(ruleId, label, value);
    }
}

inline const Side &sideOf(const BattleState &state, const Confrontation &confrontation, int slot)
{
    return state.sides[static_cast<std::size_t>(confrontation.sides[static_cast<std::size_t>(slot)])];
}

inline const Troop &troopAt(const Side &side, int index)
{
    return side.troops[static_cast<std::size_t>(index)];
}

inline const Personality &personalityAt(const Side &side, int index)
{
    return side.personalities[static_cast<std::size_t>(index)];
}

inline const std::vector<int> &troopsOf(const Confrontation &confrontation, int slot)
{
    return confrontation.troops[static_cast<std::size_t>(slot)];
}

inline const std::vector<int> &personalitiesOf(const Confrontation &confrontation, int slot)
{
    return confrontation.personalities[static_cast<std::size_t>(slot)];
}

inline int sideIndexOf(const Confrontation &confrontation, int slot)
{
    return confrontation.sides[static_cast<std::size_t>(slot)];
}

/**
 * What the F of every troop of a slot reads from the rest of the slot, gathered once so that a
 * side total or an allocation does not rescan the slot for each troop. Valid while no member of
 * the slot changes presence and no personality of it is hit.
 *
 * No default values: slotContext() sets every field, and each resolution holds two contexts that it
 * fills before reading them (defaults would be stored and overwritten on every turn).
 */
struct SlotContext
{
    int terrain;                     /**< the confrontation's terrain: the cached values are for it */
    std::uint32_t terrainAdjectives; /**< bit i: troop adjective i has a bonus on `terrain` (UD-37, UD-38) */
    std::array<int, 2> meneur; /**< Meneur family on `terrain`: [0] other troops, [1] piétaille (UD-55–UD-58) */
    bool archersAlone;         /**< UD-21, UD-A12 (false when the malus is 0) */

    // What quickForce reads from the ruleset, loaded once with the rest.
    std::span<const TroopTypeForce> types; /**< empty when the ruleset's tables do not match (forceTablesMatch) */
    std::span<const int> armement;         /**< F of each armement level */
    std::span<const int> fatigue;          /**< F of each fatigue level */
    std::span<const TroopAdjective> adjectives;
    int pietailleForce;
    int floor;
    int archersAloneMalus; /**< 0 unless the slot's archers are alone (UD-21, UD-A12) */
    int disengageMalus;
    int woundPenalty; /**< UD-A16 reading 3, else 0 */
    int durACuire;
    bool terreur; /**< Terreur des faibles may strike the slot's piétailles (UD-64): left to engagedForce */
    /**
     * By troop role, what quickForce adds to a troop of that role for the slot rather than for the troop: the Meneur
     * family (UD-55–UD-58), archers alone (UD-21), and a piétaille's whole fixed F (UD-32).
     */
    std::array<int, TroopRoleCount> roleForce;
};

SlotContext slotContext(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation,
                        int slot);
/** slotContext into `context`, without building and copying a whole one. */
void slotContext(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation, int slot,
                 SlotContext &context);

inline int levelForce(std::span<const int> forces, int index)
{
    // One unsigned comparison: a negative index wraps past the end.
    const auto at = static_cast<std::size_t>(static_cast<unsigned>(index));
    return at < forces.size() ? forces[at] : 0;
}

inline int levelForce(std::span<const ScaleLevel> levels, int index)
{
    // One unsigned comparison: a negative index wraps past the end.
    const auto at = static_cast<std::size_t>(static_cast<unsigned>(index));
    return at < levels.size() ? levels[at].force : 0;
}

// engagedForce without terms for a troop on the context's terrain, of a known type and out of Terreur's reach: the
// same steps and sums (UD-M1) on lookups loaded once in the context. False when the troop needs engagedForce itself.
// Also says whether the troop is a piétaille, for the side total's count (UD-84).
inline bool quickForce(const SlotContext &context, const Troop &troop, int &result, bool &pietaille)
{
    // A negative type wraps past the end of the types: one comparison for both bounds.
    if ((troop.terrain >= 0 && troop.terrain != context.terrain) ||
        static_cast<std::size_t>(static_cast<unsigned>(troop.type)) >= context.types.size()) {
        return false;
    }
    const TroopTypeForce &type = context.types[static_cast<std::size_t>(troop.type)];
    const TroopRole role = type.role;
    int force = context.roleForce[static_cast<std::size_t>(role)];
    // Tests rather than a switch: a jump table's indirect branch is the harder one to predict troop after troop.
    pietaille = role == TroopRole::Pietaille;
    if (role == TroopRole::Standard || role == TroopRole::Archers) {
        force += type.force; // UD-20
    } else if (pietaille) {
        if (context.terreur) {
            return false;
        }
        // UD-32, UD-A19: the fixed F, then only Meneur légendaire (UD-57) and the maluses.
    } else if (role == TroopRole::Mounted) {
        // UD-22, UD-A11: the underlying type's F + the bonus; archers when the underlying type is.
        if (static_cast<std::size_t>(static_cast<unsigned>(troop.baseType)) < context.types.size()) {
            const TroopTypeForce &base = context.types[static_cast<std::size_t>(troop.baseType)];
            force += base.force - (base.role == TroopRole::Archers ? context.archersAloneMalus : 0);
        }
        force += type.force;
    } else {
        force += troop.machineForce; // UD-23
    }
    if (!pietaille) {
        force +=
            levelForce(context.armement, troop.armement) + troop.training + levelForce(context.fatigue, troop.fatigue);
        if (troop.blesse && context.woundPenalty != 0 && !troop.hasAdjective(context.durACuire)) {
            force -= context.woundPenalty; // UD-A16, UD-34
        }
        for (std::uint32_t held = troop.adjectives & context.terrainAdjectives; held != 0; held &= held - 1) {
            force += context.adjectives[static_cast<std::size_t>(std::countr_zero(held))].bonusForce; // UD-37, UD-38
        }
    }
    if (troop.disengaging) {
        force -= context.disengageMalus; // UD-73
    }
    result = std::max(force, context.floor); // UD-30, UD-A17
    return true;
}

inline bool quickForce(const SlotContext &context, const Troop &troop, int &result)
{
    bool pietaille = false;
    return quickForce(context, troop, result, pietaille);
}

/** rawTroopForce without a breakdown (UD-20–UD-28), inline for the loss path: the same sum, term for term. */
inline int rawForce(const UmbraRuleset &rules, const Troop &troop)
{
    if (troop.type < 0 || static_cast<std::size_t>(troop.type) >= rules.troopTypes.size()) {
        return 0;
    }
    const TroopType &type = rules.troopType(troop.type);
    const UmbraParameters &parameters = rules.parameters;
    int force = 0;
    switch (type.role) {
    case TroopRole::Pietaille:
        return parameters.pietailleFixedForce; // UD-32, UD-A19
    case TroopRole::Mounted:
        if (troop.baseType >= 0 && static_cast<std::size_t>(troop.baseType) < rules.troopTypes.size()) {
            force = rules.troopType(troop.baseType).force;
        }
        force += type.force; // UD-22
        break;
    case TroopRole::Machine:
        force = troop.machineForce; // UD-23
        break;
    case TroopRole::Standard:
    case TroopRole::Archers:
        force = type.force;
        break;
    }
    force +=
        levelForce(rules.armement, troop.armement) + troop.training + levelForce(rules.fatigue.levels, troop.fatigue);
    if (troop.blesse && parameters.woundForceEffect == UmbraParameters::WoundForce::FlatPenalty &&
        !troop.hasAdjective(rules.adjectiveDurACuire)) {
        force -= parameters.woundFlatPenalty; // UD-A16 reading 3, UD-34
    }
    return force;
}

/** engagedTroopForce without a breakdown, reading the slot's facts from `context`. */
int engagedTroopForce(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation, int slot,
                      int troopIndex, const SlotContext &context);

/** engagedTroopForce of each present troop among the first forces.size() of the slot's list, into forces[k]. */
void engagedTroopForces(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation,
                        int slot, const SlotContext &context, std::span<int> forces);

/**
 * sideTotal into `out`, evaluating each troop once with `context`; also leaves in forces[k] the F
 * of the k-th troop of the slot's list when it is present and k < forces.size(). Returns which of
 * the first 64 troops of the list are present (bit k).
 */
std::uint64_t sideTotal(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation,
                        int slot, const SlotContext &context, SideTotal &out, std::span<int> forces);

} // namespace arbitre::umbra::force_detail
