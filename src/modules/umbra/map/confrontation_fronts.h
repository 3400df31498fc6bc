// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_umbra: the groups the confrontation detection works on, and how a cluster of
// contacts touching three or more sides is shared into two-sided fronts (UD-82, UD-A52).

#include "arbitre/umbra/day_loop.h"

#include <utility>
#include <vector>

namespace arbitre::umbra::detail {

/** The troops and personalities of one side standing in one hex. */
struct Group
{
    int side = 0;
    Hex hex;
    int cell = 0;
    std::vector<int> troops;
    std::vector<int> personalities;
};

/** `assigned` value of a group whose members were shared out into the groups appended after it. */
inline constexpr int SharedOut = -2;

/**
 * Shares the cluster `members` (group indexes, in (side, cell) order) touching three or more sides
 * into one confrontation per pair of sides in contact (UD-82, UD-A52, confrontation.multi_side).
 * Each troop keeps a running confrontation that still opposes a side its group touches; the others
 * fight against a side their group touches: `divide` spreads a group's newcomers over the fronts
 * where its side has the fewest troops, `whole_group` keeps them together; a tie goes to the side
 * first in scenario order. A troop whose group touches no enemy in its front joins another front of
 * its group where it does, else it is listed in `detection.unopposed`. Each member gets `assigned` = SharedOut and
 * its parts are appended to `groups` and `assigned`; new confrontations go to `detection.started`.
 */
void shareFronts(const UmbraRuleset &rules, BattleState &state, std::vector<Group> &groups,
                 const std::vector<int> &members, const std::vector<std::pair<int, int>> &contacts,
                 std::vector<int> &assigned, Detection &detection);

} // namespace arbitre::umbra::detail
