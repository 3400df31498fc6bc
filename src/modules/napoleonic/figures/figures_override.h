// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_napoleonic: the keys of a unit the GM may set (NF-M6), shared by the override
// itself and by the spec that offers them, so both take the same values.

#include "arbitre/napoleonic/figures_unit.h"

#include <array>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace arbitre::napoleonic::detail {

/** The unit keys an override sets (docs/napoleonic-format.md). */
inline constexpr std::array<std::string_view, 13> FiguresOverrideFields{"figures",
                                                                        "carried_steps",
                                                                        "half_step",
                                                                        "steps_this_action",
                                                                        "steps_lost_before_action",
                                                                        "figures_at_action_start",
                                                                        "pop",
                                                                        "pa_spent",
                                                                        "formation",
                                                                        "pace",
                                                                        "cohesion",
                                                                        "box",
                                                                        "status"};

/** The bounds an integer key takes on `unit`; nullopt for a key that takes an id of the ruleset. */
std::optional<std::pair<int, int>> overrideBounds(const FiguresRuleset &rules, const FiguresUnit &unit,
                                                  std::string_view field);
/** The entries of the ruleset list an id key takes (formations, paces, cohesion, boxes, status). */
std::vector<const Named *> overrideIds(const FiguresRuleset &rules, std::string_view field);

} // namespace arbitre::napoleonic::detail
