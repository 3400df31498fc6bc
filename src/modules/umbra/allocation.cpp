// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/allocation.h"

#include "arbitre/umbra/force.h"

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

} // namespace

std::optional<MemberRef> defaultWoundTarget(const UmbraRuleset &rules, const BattleState &state,
                                            const Confrontation &confrontation, int slot, int onlyType)
{
    const int sideIndex = confrontation.sides[static_cast<std::size_t>(slot)];
    const Side &side = state.sides[static_cast<std::size_t>(sideIndex)];
    std::optional<MemberRef> best;
    WoundCandidate bestKey{};
    for (int index : confrontation.troops[static_cast<std::size_t>(slot)]) {
        const Troop &troop = side.troops[static_cast<std::size_t>(index)];
        if (!troop.present() || (onlyType >= 0 && troop.type != onlyType))
            continue;
        const bool pietaille = rules.troopType(troop.type).role == TroopRole::Pietaille;
        const int force = engagedTroopForce(rules, state, confrontation, slot, index);
        WoundCandidate key;
        if (troop.blesse && !pietaille) {
            key = {4, force, 0};
        } else if (pietaille) {
            key = {2, 0, 0};
        } else {
            const bool tough = troop.hasAdjective(rules.adjectiveDurACuire);
            const int moraleAfter = troop.morale - rules.parameters.woundMoraleSteps;
            if (moraleAfter > 0)
                key = {tough ? 0 : 1, -troop.morale, -force};
            else
                key = {3, force, 0};
        }
        if (!best || better(key, bestKey)) {
            best = MemberRef{MemberRef::Kind::Troop, sideIndex, index};
            bestKey = key;
        }
    }
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
    const int sideIndex = confrontation.sides[static_cast<std::size_t>(slot)];
    const Side &side = state.sides[static_cast<std::size_t>(sideIndex)];
    std::optional<MemberRef> best;
    WoundCandidate bestKey{};
    const auto &members = confrontation.troops[static_cast<std::size_t>(slot)];
    for (std::size_t i = 0; i < members.size(); ++i) {
        const Troop &troop = side.troops[static_cast<std::size_t>(members[i])];
        if (!troop.present() || (i < 64 && ((excludeMask >> i) & 1u)))
            continue;
        const WoundCandidate key{0, -troop.morale, engagedTroopForce(rules, state, confrontation, slot, members[i])};
        if (!best || better(key, bestKey)) {
            best = MemberRef{MemberRef::Kind::Troop, sideIndex, members[i]};
            bestKey = key;
        }
    }
    return best;
}

} // namespace arbitre::umbra
