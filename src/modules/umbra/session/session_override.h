// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_umbra: the GM's overrides of the state (UD-M5), as JSON in and out.

#include "arbitre/umbra/session.h"

#include <nlohmann/json.hpp>

#include <string_view>

namespace arbitre::umbra::detail {

/** The rule whose result an override of `field` replaces, for the log. */
std::string_view overriddenRule(std::string_view field);

/**
 * `umbra.override`: sets one value of a troop or personality (`unit`, `field`, `value`, `reason`);
 * returns the result to log: the value it replaced and the rule id. `map` is null without a map.
 */
nlohmann::json runOverride(const UmbraRuleset &rules, const UmbraMap *map, BattleState &state,
                           const nlohmann::json &input);

} // namespace arbitre::umbra::detail
