// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_umbra: the day loop's events on a map (UD-68–UD-82), as JSON in and out.

#include "arbitre/umbra/day_loop.h"
#include "arbitre/umbra/movement.h"
#include "arbitre/umbra/session.h"

#include <nlohmann/json.hpp>

#include <vector>

namespace arbitre::umbra::detail {

/** [col, row] on the map; throws SessionError when malformed or off the map. */
Hex hexFromJson(const UmbraMap &map, const nlohmann::json &json);

nlohmann::json unitOrderToJson(const UmbraMap &map, const UnitOrder &order);
UnitOrder readUnitOrder(const UmbraMap &map, const nlohmann::json &json);

nlohmann::json moveRecordsToJson(const UmbraMap &map, const BattleState &state, const std::vector<MoveRecord> &records);
nlohmann::json detectionToJson(const UmbraMap &map, const BattleState &state, const Detection &detection);
nlohmann::json dayStartToJson(const UmbraMap &map, const BattleState &state, const DayStart &start);

/** What a map event did: its result, to compare on replay. */
struct MapOutcome
{
    nlohmann::json result = nlohmann::json::object();
};

/** `umbra.movement`: the moving side's orders and conditional orders; detection once every side has moved. */
MapOutcome runMovement(const UmbraRuleset &rules, const UmbraMap &map, BattleState &state, const nlohmann::json &input);
/** `umbra.conditionals`: the GM confirms or dismisses each conditional order, then detection. */
MapOutcome runConditionals(const UmbraRuleset &rules, const UmbraMap &map, BattleState &state,
                           const nlohmann::json &input);
/** `umbra.regroup`: the GM merges or splits confrontations (UD-A52). */
MapOutcome runRegroup(const UmbraMap &map, BattleState &state, const nlohmann::json &input);

} // namespace arbitre::umbra::detail
