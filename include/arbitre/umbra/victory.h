// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/umbra/explanation.h"
#include "arbitre/umbra/ruleset.h"
#include "arbitre/umbra/state.h"

#include <optional>
#include <string>
#include <vector>

namespace arbitre::umbra {

/**
 * The slot (0 or 1) that has won `confrontation` (UD-98, UD-A64): its enemy has no present troop
 * left in it (enemy personalities count only with victory.counts_personalities) while it still
 * has one. nullopt while both fight on, or when neither has anything left.
 */
std::optional<int> victor(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation);

/** One winning troop's morale gain. */
struct VictoryGain
{
    int troop = 0; /**< index in the winner's side */
    std::string troopId;
    int moraleBefore = 0;
    int moraleAfter = 0;
};

/** What applyVictory did. */
struct VictoryOutcome
{
    std::optional<int> slot; /**< winning slot; nullopt: no victory (or already applied) */
    int side = -1;           /**< winning side index */
    std::vector<VictoryGain> gains;
    Explanation explanation;
};

/**
 * Gives the victory of `winnerSlot` in `confrontation` (an element of state.confrontations)
 * (UD-98, UD-A64): each present troop of the winner in it gains victory.morale_gain steps, capped
 * at the top of the ladder; the confrontation is marked ended (so the gain is given once) and its
 * troops that are in no other running confrontation are no longer engaged. Does nothing on an
 * ended confrontation. The caller has checked `winnerSlot` with victor().
 */
VictoryOutcome applyVictory(const UmbraRuleset &rules, BattleState &state, Confrontation &confrontation,
                            int winnerSlot);

/** victor() then applyVictory() for confrontation `confrontationIndex`; nothing while there is no victor. */
VictoryOutcome applyVictory(const UmbraRuleset &rules, BattleState &state, int confrontationIndex);

} // namespace arbitre::umbra
