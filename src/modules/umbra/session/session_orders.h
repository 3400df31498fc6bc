// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/recorded_dice.h"
#include "arbitre/umbra/session.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace arbitre::umbra::detail {

using arbitre::RecordingDice;
using arbitre::ReplayDice;

/** Storage behind a ResolutionDecisions (it holds spans). */
struct DecodedOrders
{
    std::vector<MemberRef> allocation;
    std::vector<PostRollRequest> postRoll;
    std::vector<ContournementAim> contournement;
    ResolutionDecisions decisions;
};

/** Resolves ids against the state; throws SessionError on an unknown id. */
DecodedOrders decodeOrders(const UmbraRuleset &rules, const BattleState &state, const ConfrontationOrders &orders);

nlohmann::json ordersToJson(const ConfrontationOrders &orders);
/**
 * An integer of a logged input in [min, max] (an int): anything else, a float such as 1e308 or an integer
 * beyond an int, throws SessionError naming `what`, so no number of a tampered log is narrowed.
 */
int intFromJson(const nlohmann::json &value, std::string_view what, int min = -INT32_MAX, int max = INT32_MAX);
ConfrontationOrders ordersFromJson(const UmbraRuleset &rules, const nlohmann::json &json);

} // namespace arbitre::umbra::detail
