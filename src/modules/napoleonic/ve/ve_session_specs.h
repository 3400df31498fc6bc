// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_napoleonic: the inputs each Vive l'Empereur ! procedure declares (ProcedureSpec) and
// how a spec-shaped input becomes the VeOrders the typed path takes.
//
// What the GM or the owner gives (VE-M6) is declared; what the session reads off the map and the units
// (VE-M5: range, line of sight, terrain, the leaders' bonuses, the morale modifiers of the unit's state) is
// never offered. Two inputs are not the logged keys, because an InputSpec holds ids, not arrays:
//   - a hex is the id "col,row" (`hex`, and an override's `value` of `hex`, "off" for off the map);
//   - the initiative scores are `<side>_score`, one per side; the log keeps `scores` in side order.

#include "arbitre/core/procedure_spec.h"
#include "arbitre/napoleonic/ve_session.h"

#include <nlohmann/json.hpp>

#include <string>

namespace arbitre::napoleonic::ve_spec {

/** The spec of `procedure` on `state`, its options narrowed by what `input` chose so far. No dry run. */
ProcedureSpec procedureSpec(const VeScenario &scenario, const VeState &state, VeProcedure procedure,
                            const nlohmann::json &input);

/** An input checked against its spec, as the orders the typed path takes. Throws SessionError. */
VeOrders ordersFromInput(const VeScenario &scenario, VeProcedure procedure, const nlohmann::json &input);

/** A facing id (`e`, `nw`…) in words. */
Label facingLabel(std::string_view id);

/** A hex as an option id: "col,row" on the map's grid. */
std::string hexId(const VeMap &map, Hex hex);

} // namespace arbitre::napoleonic::ve_spec
