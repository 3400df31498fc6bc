// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_umbra: the defaults a scenario file may leave out, shared by its reader and
// writer so that the writer omits exactly what the reader would fill in.

#include "arbitre/umbra/ruleset.h"
#include "arbitre/umbra/state.h"

#include <cstdint>
#include <optional>

namespace arbitre::umbra::detail {

/** The type whose starting values a troop takes: its base type for a troupe_montee (UD-22, UD-A11). */
inline const TroopType *startingType(const UmbraRuleset &rules, int type, int baseType)
{
    const TroopType &own = rules.troopType(type);
    if (own.role == TroopRole::Mounted && baseType >= 0) {
        return &rules.troopType(baseType);
    }
    return &own;
}

/**
 * Starting morale of a troop (UD-20, UD-A11, UD-A13): its type's (a troupe_montee's base type's),
 * shifted by training per training.morale_shift and clamped to training.start_morale_min…top.
 * Piétaille is untrained. nullopt when the ruleset gives the type no starting morale.
 */
inline std::optional<int> defaultStartMorale(const UmbraRuleset &rules, int type, int baseType, int training)
{
    const TroopType &own = rules.troopType(type);
    int start = own.startMorale;
    if (start < 0) {
        start = startingType(rules, type, baseType)->startMorale;
    }
    if (start < 0) {
        return std::nullopt;
    }
    if (own.role == TroopRole::Pietaille || training == 0) {
        return start;
    }
    int shift = 0;
    switch (rules.parameters.trainingMoraleShift) {
    case UmbraParameters::MoraleShift::Proportional:
        shift = training;
        break;
    case UmbraParameters::MoraleShift::OneStep:
        shift = training > 0 ? 1 : -1;
        break;
    case UmbraParameters::MoraleShift::None:
        return start;
    }
    const int low = rules.parameters.trainingStartMoraleMin;
    const int shifted = start + shift;
    return shifted < low ? low : (shifted > rules.morale.top() ? rules.morale.top() : shifted);
}

/** Starting fatigue of a troop (UD-A14): its type's, else its base type's; nullopt if neither is set. */
inline std::optional<int> defaultStartFatigue(const UmbraRuleset &rules, int type, int baseType)
{
    int start = rules.troopType(type).startFatigue;
    if (start < 0) {
        start = startingType(rules, type, baseType)->startFatigue;
    }
    return start >= 0 ? std::optional<int>(start) : std::nullopt;
}

/** The armement level worth 0 F (`neutre`, UD-24), or nullopt. */
inline std::optional<int> neutralArmement(const UmbraRuleset &rules)
{
    for (std::size_t i = 0; i < rules.armement.size(); ++i) {
        if (rules.armement[i].force == 0) {
            return static_cast<int>(i);
        }
    }
    return std::nullopt;
}

/** The type's own adjectives as a bitmask (UD-33, UD-A11). */
inline std::uint32_t typeAdjectiveMask(const TroopType &type)
{
    std::uint32_t mask = 0;
    for (const int adjective : type.adjectives) {
        if (adjective >= 0 && adjective < 32) {
            mask |= 1u << adjective;
        }
    }
    return mask;
}

/** Skills with a number X in their name (UD-48, UD-50, UD-51, UD-61–UD-65); the others have none. */
constexpr bool skillTakesX(SkillKind kind)
{
    switch (kind) {
    case SkillKind::CombattantDeRupture:
    case SkillKind::Defenseur:
    case SkillKind::Discipline:
    case SkillKind::Poliorcetique:
    case SkillKind::SensTactique:
    case SkillKind::TactiquesVariees:
    case SkillKind::TerreurDesFaibles:
    case SkillKind::VisionStrategique:
        return true;
    default:
        return false;
    }
}

/** Only Sens tactique X/Y has a Y, its uses per day (UD-62). */
constexpr bool skillTakesY(SkillKind kind)
{
    return kind == SkillKind::SensTactique;
}

/** The scout VS used when a side gives none: the level's default, within its range (UD-A21). */
inline int defaultScoutsVs(const ScoutLevel &level)
{
    return level.defaultVs;
}

/** The piétaille troop type (UD-15), if the ruleset has one. */
inline std::optional<int> pietailleType(const UmbraRuleset &rules)
{
    for (std::size_t i = 0; i < rules.troopTypes.size(); ++i) {
        if (rules.troopTypes[i].role == TroopRole::Pietaille) {
            return static_cast<int>(i);
        }
    }
    return std::nullopt;
}

/** A levied piétaille with every default a scenario would give it (UD-15, UD-32, UD-A13, UD-A14). */
inline Troop makePietaille(const UmbraRuleset &rules, int type)
{
    Troop troop;
    troop.type = type;
    troop.armement = neutralArmement(rules).value_or(0);
    troop.fatigue = defaultStartFatigue(rules, type, -1).value_or(0);
    troop.morale = defaultStartMorale(rules, type, -1, 0).value_or(0);
    troop.adjectives = typeAdjectiveMask(rules.troopType(type));
    return troop;
}

} // namespace arbitre::umbra::detail
