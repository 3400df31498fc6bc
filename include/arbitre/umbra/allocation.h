// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/umbra/ruleset.h"
#include "arbitre/umbra/state.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>

namespace arbitre::umbra {

/**
 * The suffering side's default choices when nobody names a target (UD-88, UD-M4). Documented in
 * docs/rules-interpretations.md: keep Force on the field and avoid flights.
 */

/**
 * Who takes a wound: (1) an unwounded, non-piétaille troop that survives it without fleeing —
 * Dur à cuire first, then the highest morale, then the highest F; (2) a piétaille; (3) any
 * unwounded troop, lowest F first; (4) a wounded troop (eliminated), lowest F first; (5) a
 * personality (when losses.wounds_to_personalities), lowest rank first. Ties keep list order.
 * `onlyType` ≥ 0 restricts troops to that type (Contournement, UD-49).
 */
std::optional<MemberRef> defaultWoundTarget(const UmbraRuleset &rules, const BattleState &state,
                                            const Confrontation &confrontation, int slot, int onlyType = -1);

/**
 * Who takes a morale loss: the present troop with the highest morale, then the lowest F, then
 * list order — the loss lands where it is least likely to cause a flight. Bit i of `excludeMask`
 * skips the i-th troop of the slot's list (losses.morale_assignment = distinct_troops).
 */
std::optional<MemberRef> defaultMoraleTarget(const UmbraRuleset &rules, const BattleState &state,
                                             const Confrontation &confrontation, int slot,
                                             std::uint64_t excludeMask = 0);

/**
 * The same choices with the troops' F already known: forces[k] is engagedTroopForce() of the k-th
 * troop of the slot's list (read for present troops only); troops past its end are evaluated. The
 * resolution keeps these current across its losses, so the choice does not change — only the cost. A troop
 * chosen has its index in the slot's list written to `*place` when `place` is given.
 */
std::optional<MemberRef> defaultWoundTarget(const UmbraRuleset &rules, const BattleState &state,
                                            const Confrontation &confrontation, int slot, int onlyType,
                                            std::span<const int> forces, std::size_t *place = nullptr);
std::optional<MemberRef> defaultMoraleTarget(const UmbraRuleset &rules, const BattleState &state,
                                             const Confrontation &confrontation, int slot, std::uint64_t excludeMask,
                                             std::span<const int> forces, std::size_t *place = nullptr);

} // namespace arbitre::umbra
