// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/allocation.h"

#include "allocation_policy.h"
#include "arbitre/umbra/force.h"
#include "force_detail.h"

#include <cstddef>
#include <span>

namespace arbitre::umbra {

namespace {

using allocation_detail::better;
using allocation_detail::TargetKey;

// Engaged F of the slot's troops, from `known` when given; otherwise evaluated when a key needs it,
// with the slot-wide facts gathered once per choice rather than once per troop.
class TroopForces
{
public:
    TroopForces(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation, int slot,
                std::span<const int> known)
        : m_rules(rules), m_state(state), m_confrontation(confrontation), m_slot(slot), m_known(known)
    {}

    int operator()(std::size_t k, int index)
    {
        if (k < m_known.size())
            return m_known[k];
        if (!m_context)
            m_context = force_detail::slotContext(m_rules, m_state, m_confrontation, m_slot);
        return force_detail::engagedTroopForce(m_rules, m_state, m_confrontation, m_slot, index, *m_context);
    }

private:
    const UmbraRuleset &m_rules;
    const BattleState &m_state;
    const Confrontation &m_confrontation;
    int m_slot;
    std::span<const int> m_known;
    std::optional<force_detail::SlotContext> m_context;
};

/** The best troop of a scan and its place in the slot's list; `found` false when no troop qualified. */
struct Scan
{
    bool found = false;
    std::size_t place = 0;
    TargetKey key;
};

// The wound policy over the slot's troops (allocation_policy.h). A template on how F is read, so that the usual
// case, every F known, is a tight loop with nothing to spill for the evaluating case.
template <typename ForceOf>
Scan scanWound(const allocation_detail::WoundTiers &tierOf, std::span<const int> members, std::span<const Troop> troops,
               int onlyType, ForceOf &&forceOf)
{
    Scan best;
    best.key = {allocation_detail::NoWoundTier, 0, 0}; // no candidate yet: the first one wins
    for (std::size_t k = 0; k < members.size(); ++k) {
        const Troop &troop = troops[static_cast<std::size_t>(members[k])];
        if (!troop.present() || (onlyType >= 0 && troop.type != onlyType))
            continue;
        const int tier = tierOf(troop);
        if (tier > best.key.tier)
            continue; // loses on the tier alone: its F is not needed
        const TargetKey key = allocation_detail::woundKey(tier, troop, tier == 2 ? 0 : forceOf(k));
        if (better(key, best.key)) {
            best.place = k;
            best.key = key;
        }
    }
    best.found = best.key.tier != allocation_detail::NoWoundTier;
    return best;
}

// The morale-loss policy over the slot's troops not in `excludeMask`; a template as scanWound.
template <typename ForceOf>
Scan scanMorale(std::span<const int> members, std::span<const Troop> troops, std::uint64_t excludeMask,
                ForceOf &&forceOf)
{
    Scan best;
    // Bit 0 of `excluded` is the k-th troop's: shifted once a troop, it is empty past the 64th.
    std::uint64_t excluded = excludeMask;
    for (std::size_t k = 0; k < members.size(); ++k, excluded >>= 1) {
        const Troop &troop = troops[static_cast<std::size_t>(members[k])];
        if (!troop.present() || (excluded & 1u) != 0)
            continue;
        if (best.found && -troop.morale > best.key.first)
            continue; // a lower morale loses before F is compared
        const TargetKey key = allocation_detail::moraleKey(troop, forceOf(k));
        if (!best.found || better(key, best.key)) {
            best.found = true;
            best.place = k;
            best.key = key;
        }
    }
    return best;
}

} // namespace

std::optional<MemberRef> defaultWoundTarget(const UmbraRuleset &rules, const BattleState &state,
                                            const Confrontation &confrontation, int slot, int onlyType)
{
    return defaultWoundTarget(rules, state, confrontation, slot, onlyType, {});
}

std::optional<MemberRef> defaultWoundTarget(const UmbraRuleset &rules, const BattleState &state,
                                            const Confrontation &confrontation, int slot, int onlyType,
                                            std::span<const int> forces, std::size_t *place)
{
    const int sideIndex = confrontation.sides[static_cast<std::size_t>(slot)];
    const Side &side = state.sides[static_cast<std::size_t>(sideIndex)];
    const allocation_detail::WoundTiers tierOf(rules);
    const std::span<const int> members = confrontation.troops[static_cast<std::size_t>(slot)];
    const std::span<const Troop> troops = side.troops;
    Scan best;
    if (forces.size() >= members.size()) {
        best = scanWound(tierOf, members, troops, onlyType, [forces](std::size_t k) { return forces[k]; });
    } else {
        TroopForces forceOf(rules, state, confrontation, slot, forces);
        best = scanWound(tierOf, members, troops, onlyType, [&](std::size_t k) { return forceOf(k, members[k]); });
    }
    if (best.found) {
        if (place != nullptr)
            *place = best.place;
        return MemberRef{MemberRef::Kind::Troop, sideIndex, members[best.place]};
    }
    TargetKey bestKey = best.key;
    std::optional<MemberRef> chosen;
    if (onlyType >= 0 || !rules.parameters.woundsToPersonalities)
        return chosen;
    for (int index : confrontation.personalities[static_cast<std::size_t>(slot)]) {
        const Personality &personality = side.personalities[static_cast<std::size_t>(index)];
        if (!personality.present())
            continue;
        const TargetKey key{allocation_detail::PersonalityWoundTier,
                            rules.personalityRanks[static_cast<std::size_t>(personality.rank)].force, 0};
        if (!chosen || better(key, bestKey)) {
            chosen = MemberRef{MemberRef::Kind::Personality, sideIndex, index};
            bestKey = key;
        }
    }
    return chosen;
}

std::optional<MemberRef> defaultMoraleTarget(const UmbraRuleset &rules, const BattleState &state,
                                             const Confrontation &confrontation, int slot, std::uint64_t excludeMask)
{
    return defaultMoraleTarget(rules, state, confrontation, slot, excludeMask, {});
}

std::optional<MemberRef> defaultMoraleTarget(const UmbraRuleset &rules, const BattleState &state,
                                             const Confrontation &confrontation, int slot, std::uint64_t excludeMask,
                                             std::span<const int> forces, std::size_t *place)
{
    const int sideIndex = confrontation.sides[static_cast<std::size_t>(slot)];
    const Side &side = state.sides[static_cast<std::size_t>(sideIndex)];
    const std::span<const int> members = confrontation.troops[static_cast<std::size_t>(slot)];
    const std::span<const Troop> troops = side.troops;
    Scan best;
    if (forces.size() >= members.size()) {
        best = scanMorale(members, troops, excludeMask, [forces](std::size_t k) { return forces[k]; });
    } else {
        TroopForces forceOf(rules, state, confrontation, slot, forces);
        best = scanMorale(members, troops, excludeMask, [&](std::size_t k) { return forceOf(k, members[k]); });
    }
    if (!best.found)
        return std::nullopt;
    if (place != nullptr)
        *place = best.place;
    return MemberRef{MemberRef::Kind::Troop, sideIndex, members[best.place]};
}

} // namespace arbitre::umbra
