// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/allocation.h"

#include "arbitre/umbra/force.h"
#include "force_detail.h"

#include <cstddef>
#include <span>

namespace arbitre::umbra {

namespace {

// Lower tuples win; every field is "smaller is better" so one comparison orders the candidates.
struct WoundCandidate
{
    int tier = 0;
    int key1 = 0;
    int key2 = 0;
};

bool better(const WoundCandidate &a, const WoundCandidate &b)
{
    if (a.tier != b.tier)
        return a.tier < b.tier;
    if (a.key1 != b.key1)
        return a.key1 < b.key1;
    return a.key2 < b.key2;
}

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

} // namespace

std::optional<MemberRef> defaultWoundTarget(const UmbraRuleset &rules, const BattleState &state,
                                            const Confrontation &confrontation, int slot, int onlyType)
{
    return defaultWoundTarget(rules, state, confrontation, slot, onlyType, {});
}

std::optional<MemberRef> defaultWoundTarget(const UmbraRuleset &rules, const BattleState &state,
                                            const Confrontation &confrontation, int slot, int onlyType,
                                            std::span<const int> forces)
{
    const int sideIndex = confrontation.sides[static_cast<std::size_t>(slot)];
    const Side &side = state.sides[static_cast<std::size_t>(sideIndex)];
    TroopForces forceOf(rules, state, confrontation, slot, forces);
    // No candidate yet: a tier worse than any (troops 0–4, personalities 5), so the first candidate wins.
    WoundCandidate bestKey{6, 0, 0};
    int bestTroop = -1;
    // Spans and copies: they stay in registers across the calls that evaluate F.
    const std::span<const int> members = confrontation.troops[static_cast<std::size_t>(slot)];
    const std::span<const Troop> troops = side.troops;
    const std::span<const TroopType> types = rules.troopTypes;
    const int durACuire = rules.adjectiveDurACuire;
    const int woundMoraleSteps = rules.parameters.woundMoraleSteps;
    for (std::size_t k = 0; k < members.size(); ++k) {
        const int index = members[k];
        const Troop &troop = troops[static_cast<std::size_t>(index)];
        if (!troop.present() || (onlyType >= 0 && troop.type != onlyType))
            continue;
        const bool pietaille = types[static_cast<std::size_t>(troop.type)].role == TroopRole::Pietaille;
        const bool tough = troop.hasAdjective(durACuire);
        const bool survives = troop.morale - woundMoraleSteps > 0;
        int tier = 0;
        if (troop.blesse && !pietaille)
            tier = 4;
        else if (pietaille)
            tier = 2;
        else
            tier = survives ? (tough ? 0 : 1) : 3;
        if (tier > bestKey.tier)
            continue; // loses on the tier alone: its F is not needed
        WoundCandidate key;
        switch (tier) {
        case 2:
            key = {2, 0, 0};
            break;
        case 0:
        case 1:
            key = {tier, -troop.morale, -forceOf(k, index)};
            break;
        default:
            key = {tier, forceOf(k, index), 0};
            break;
        }
        if (better(key, bestKey)) {
            bestTroop = index;
            bestKey = key;
        }
    }
    std::optional<MemberRef> best;
    if (bestTroop >= 0)
        best = MemberRef{MemberRef::Kind::Troop, sideIndex, bestTroop};
    if (best || onlyType >= 0 || !rules.parameters.woundsToPersonalities)
        return best;
    for (int index : confrontation.personalities[static_cast<std::size_t>(slot)]) {
        const Personality &personality = side.personalities[static_cast<std::size_t>(index)];
        if (!personality.present())
            continue;
        const WoundCandidate key{5, rules.personalityRanks[static_cast<std::size_t>(personality.rank)].force, 0};
        if (!best || better(key, bestKey)) {
            best = MemberRef{MemberRef::Kind::Personality, sideIndex, index};
            bestKey = key;
        }
    }
    return best;
}

std::optional<MemberRef> defaultMoraleTarget(const UmbraRuleset &rules, const BattleState &state,
                                             const Confrontation &confrontation, int slot, std::uint64_t excludeMask)
{
    return defaultMoraleTarget(rules, state, confrontation, slot, excludeMask, {});
}

std::optional<MemberRef> defaultMoraleTarget(const UmbraRuleset &rules, const BattleState &state,
                                             const Confrontation &confrontation, int slot, std::uint64_t excludeMask,
                                             std::span<const int> forces)
{
    const int sideIndex = confrontation.sides[static_cast<std::size_t>(slot)];
    const Side &side = state.sides[static_cast<std::size_t>(sideIndex)];
    TroopForces forceOf(rules, state, confrontation, slot, forces);
    bool found = false;
    int bestTroop = 0;
    int bestMorale = 0; // the candidates' key is (−morale, F): the highest morale, then the lowest F
    int bestForce = 0;
    const std::span<const int> members = confrontation.troops[static_cast<std::size_t>(slot)];
    const std::span<const Troop> troops = side.troops;
    for (std::size_t i = 0; i < members.size(); ++i) {
        const Troop &troop = troops[static_cast<std::size_t>(members[i])];
        if (!troop.present() || (i < 64 && ((excludeMask >> i) & 1u)))
            continue;
        const int morale = troop.morale;
        if (found && -morale > -bestMorale)
            continue; // a lower morale loses before F is compared
        const int force = forceOf(i, members[i]);
        if (!found || -morale < -bestMorale || force < bestForce) {
            found = true;
            bestTroop = members[i];
            bestMorale = morale;
            bestForce = force;
        }
    }
    if (!found)
        return std::nullopt;
    return MemberRef{MemberRef::Kind::Troop, sideIndex, bestTroop};
}

} // namespace arbitre::umbra
