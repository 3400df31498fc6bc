// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// The default allocation policies of allocation.h (UD-88, UD-M4) as orderings of the candidates, shared by the
// reference scan (allocation.cpp) and the resolution's kept keys (resolution_support.cpp), so that the policy is
// written once. Not part of the public API.

#include "arbitre/umbra/ruleset.h"
#include "arbitre/umbra/state.h"

#include <cstddef>
#include <cstdint>
#include <span>

namespace arbitre::umbra::allocation_detail {

/** A candidate's place in a policy: lower tuples win, compared field by field; equal keys keep list order. */
struct TargetKey
{
    int tier = 0;
    int first = 0;
    int second = 0;
};

inline bool better(const TargetKey &a, const TargetKey &b)
{
    if (a.tier != b.tier)
        return a.tier < b.tier;
    if (a.first != b.first)
        return a.first < b.first;
    return a.second < b.second;
}

/** Tier of the troops for a wound (1)–(4); personalities are tier 5, and 6 is worse than any. */
constexpr int PersonalityWoundTier = 5;
constexpr int NoWoundTier = 6;

/** What the wound tiers read from the ruleset, loaded once per choice rather than once per candidate. */
class WoundTiers
{
public:
    explicit WoundTiers(const UmbraRuleset &rules)
        : m_forces(rules.forceTablesMatch() ? std::span<const TroopTypeForce>(rules.typeForces)
                                            : std::span<const TroopTypeForce>{}),
          m_types(rules.troopTypes), m_moraleSteps(rules.parameters.woundMoraleSteps),
          m_durACuire(adjectiveBit(rules.adjectiveDurACuire))
    {}

    /**
     * The wound tier of a present troop, known without its F: 0 survives it and is Dur à cuire, 1 survives it,
     * 2 piétaille, 3 unwounded but flees, 4 already wounded (eliminated).
     */
    int operator()(const Troop &troop) const
    {
        // A negative type wraps past the end: one comparison for both bounds. The compact table when it is the
        // types' own (filled with them at load), the types themselves otherwise.
        const auto type = static_cast<std::size_t>(static_cast<unsigned>(troop.type));
        const bool pietaille = type < m_forces.size()  ? m_forces[type].role == TroopRole::Pietaille
                               : type < m_types.size() ? m_types[type].role == TroopRole::Pietaille
                                                       : false;
        if (pietaille)
            return 2;
        if (troop.blesse)
            return 4;
        if (troop.morale - m_moraleSteps > 0)
            return (troop.adjectives & m_durACuire) != 0 ? 0 : 1;
        return 3;
    }

private:
    /** Troop::hasAdjective(index) is (adjectives & adjectiveBit(index)) != 0. */
    static std::uint32_t adjectiveBit(int index) { return index >= 0 && index < 32 ? std::uint32_t{1} << index : 0; }

    std::span<const TroopTypeForce> m_forces;
    std::span<const TroopType> m_types;
    int m_moraleSteps;
    std::uint32_t m_durACuire; /**< the Dur à cuire bit of Troop::adjectives, 0 when the ruleset has none */
};

/** The full wound key of a troop of `tier` with engaged F `force`: highest morale then highest F for the
 *  survivors, lowest F for the others; piétailles are all alike. */
inline TargetKey woundKey(int tier, const Troop &troop, int force)
{
    switch (tier) {
    case 2:
        return {2, 0, 0};
    case 0:
    case 1:
        return {tier, -troop.morale, -force};
    default:
        return {tier, force, 0};
    }
}

/** The morale-loss key: the highest morale, then the lowest F. */
inline TargetKey moraleKey(const Troop &troop, int force)
{
    return {0, -troop.morale, force};
}

} // namespace arbitre::umbra::allocation_detail
