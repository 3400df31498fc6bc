// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/victory.h"

#include <algorithm>
#include <stdexcept>

namespace arbitre::umbra {

namespace {

const Side &sideOf(const BattleState &state, const Confrontation &confrontation, std::size_t slot)
{
    const int index = confrontation.sides[slot];
    if (index < 0 || index >= static_cast<int>(state.sides.size())) {
        throw std::invalid_argument("victory: confrontation names an unknown side");
    }
    return state.sides[static_cast<std::size_t>(index)];
}

bool hasPresentTroop(const Side &side, const std::vector<int> &troops)
{
    return std::any_of(troops.begin(), troops.end(), [&](int index) {
        return index >= 0 && index < static_cast<int>(side.troops.size()) &&
               side.troops[static_cast<std::size_t>(index)].present();
    });
}

bool hasPresentPersonality(const Side &side, const std::vector<int> &personalities)
{
    return std::any_of(personalities.begin(), personalities.end(), [&](int index) {
        return index >= 0 && index < static_cast<int>(side.personalities.size()) &&
               side.personalities[static_cast<std::size_t>(index)].present();
    });
}

// Still fighting in the confrontation: a present troop, or a present personality when they count (UD-A64).
bool fightsOn(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation, std::size_t slot)
{
    const Side &side = sideOf(state, confrontation, slot);
    return hasPresentTroop(side, confrontation.troops[slot]) ||
           (rules.parameters.victoryCountsPersonalities &&
            hasPresentPersonality(side, confrontation.personalities[slot]));
}

// True when `troop` of `side` is listed in a running confrontation other than `except`.
bool inOtherConfrontation(const BattleState &state, const Confrontation &except, int side, int troop)
{
    for (const Confrontation &other : state.confrontations) {
        if (&other == &except || other.ended) {
            continue;
        }
        for (std::size_t slot = 0; slot < 2; ++slot) {
            if (other.sides[slot] == side &&
                std::find(other.troops[slot].begin(), other.troops[slot].end(), troop) != other.troops[slot].end()) {
                return true;
            }
        }
    }
    return false;
}

} // namespace

std::optional<int> victor(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation)
{
    const bool first = fightsOn(rules, state, confrontation, 0);
    const bool second = fightsOn(rules, state, confrontation, 1);
    if (first == second) {
        return std::nullopt;
    }
    return first ? 0 : 1;
}

VictoryOutcome applyVictory(const UmbraRuleset &rules, BattleState &state, Confrontation &confrontation, int winnerSlot)
{
    if (winnerSlot != 0 && winnerSlot != 1) {
        throw std::invalid_argument("victory: the winner slot must be 0 or 1");
    }
    VictoryOutcome outcome;
    if (confrontation.ended) {
        return outcome;
    }
    const auto slot = static_cast<std::size_t>(winnerSlot);
    outcome.slot = winnerSlot;
    outcome.side = confrontation.sides[slot];
    Side &winner = state.sides[static_cast<std::size_t>(outcome.side)];
    const Side &loser = sideOf(state, confrontation, 1 - slot);
    outcome.explanation.push_back(
        {"UD-98, UD-A64", winner.id + " wins: no troop of " + loser.id + " is left in the confrontation"});

    const int gain = rules.parameters.victoryMoraleGain;
    const int top = rules.morale.top();
    for (int troopIndex : confrontation.troops[slot]) {
        if (troopIndex < 0 || troopIndex >= static_cast<int>(winner.troops.size())) {
            continue;
        }
        Troop &troop = winner.troops[static_cast<std::size_t>(troopIndex)];
        if (!troop.present()) {
            continue;
        }
        // A gain stops at the top of the ladder and never lowers a troop.
        const int after = std::max(troop.morale, std::min(troop.morale + gain, top));
        VictoryGain record{troopIndex, troop.id, troop.morale, after};
        troop.morale = after;
        outcome.explanation.push_back({"UD-98, UD-A64", troop.id + " morale " + rules.morale.id(record.moraleBefore) +
                                                            " → " + rules.morale.id(record.moraleAfter)});
        outcome.gains.push_back(std::move(record));
    }

    // The confrontation is over: it gives its victory once, and its troops are no longer engaged in it.
    confrontation.ended = true;
    for (std::size_t s = 0; s < 2; ++s) {
        const int sideIndex = confrontation.sides[s];
        Side &side = state.sides[static_cast<std::size_t>(sideIndex)];
        for (int troopIndex : confrontation.troops[s]) {
            if (troopIndex >= 0 && troopIndex < static_cast<int>(side.troops.size()) &&
                !inOtherConfrontation(state, confrontation, sideIndex, troopIndex)) {
                side.troops[static_cast<std::size_t>(troopIndex)].engaged = false;
            }
        }
    }
    return outcome;
}

VictoryOutcome applyVictory(const UmbraRuleset &rules, BattleState &state, int confrontationIndex)
{
    if (confrontationIndex < 0 || confrontationIndex >= static_cast<int>(state.confrontations.size())) {
        throw std::invalid_argument("victory: no confrontation " + std::to_string(confrontationIndex));
    }
    Confrontation &confrontation = state.confrontations[static_cast<std::size_t>(confrontationIndex)];
    if (confrontation.ended) {
        return {};
    }
    const std::optional<int> slot = victor(rules, state, confrontation);
    if (!slot) {
        return {};
    }
    return applyVictory(rules, state, confrontation, *slot);
}

} // namespace arbitre::umbra
