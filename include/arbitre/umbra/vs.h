// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/breakdown.h"
#include "arbitre/core/dice.h"
#include "arbitre/umbra/ruleset.h"
#include "arbitre/umbra/state.h"

#include <array>
#include <optional>
#include <string_view>
#include <vector>

namespace arbitre::umbra {

/**
 * Army VS (UD-43): the VS of the side's present personalities (UD-42) plus its scouts' VS
 * (UD-39, UD-A21). The breakdown's labels point into `side`, which must outlive it.
 */
int armyVs(const Side &side, Breakdown *breakdown = nullptr);

/** One round of the d10 roll-off that settles a VS and Force tie (UD-A22, vs.tiebreak `[force, roll]`). */
struct RollOffRound
{
    int a = 0; /**< die of sideA */
    int b = 0; /**< die of sideB */

    friend bool operator==(const RollOffRound &, const RollOffRound &) = default;
};

/**
 * Who plays first in the movement step (UD-71): the lower army VS; on equal VS the greater Force
 * is the more strategic and plays second (UD-43, UD-A22); then the GM or a roll-off decides.
 */
struct MoveOrder
{
    int first = -1;                    /**< side index that moves first; −1 while the GM has not chosen */
    int second = -1;                   /**< side index that moves second (the more strategic) */
    std::array<int, 2> vs{};           /**< army VS of sideA, sideB */
    std::array<int, 2> strength{};     /**< armyStrength of sideA, sideB (UD-A22) */
    std::string_view ruleId;           /**< "UD-71", "UD-43" or "UD-A22" */
    std::string_view reason;           /**< static text, e.g. "lower VS moves first (UD-71)" */
    bool needsGmDecision = false;      /**< still tied and no GM choice given: `first` is −1 */
    bool decidedByGm = false;          /**< the tie went to the GM and `gmFirst` settled it */
    std::vector<RollOffRound> rollOff; /**< roll-off rounds, ties re-rolled (vs.tiebreak `[force, roll]`) */
};

/**
 * Move order between `sideA` and `sideB` (indexes into state.sides) for the day. `gmFirst` is the
 * GM's choice of the side that moves first (sideA or sideB), used only when VS and Force tie.
 * Throws std::invalid_argument on a bad side index or a `gmFirst` that is neither side.
 */
MoveOrder moveOrder(const UmbraRuleset &rules, const BattleState &state, int sideA, int sideB,
                    std::optional<int> gmFirst = std::nullopt);

/**
 * As above; with vs.tiebreak `[force, roll]` a VS and Force tie is settled by a roll-off on
 * `dice` (one die each, sideA then sideB, ties re-rolled; the highest is more strategic and
 * moves second). With `[force, gm]` the dice are not used.
 */
MoveOrder moveOrder(const UmbraRuleset &rules, const BattleState &state, int sideA, int sideB, Dice &dice,
                    std::optional<int> gmFirst = std::nullopt);

} // namespace arbitre::umbra
