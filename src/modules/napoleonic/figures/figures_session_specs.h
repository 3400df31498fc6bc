// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_napoleonic: the inputs each napoleonic-figures procedure declares (ProcedureSpec) and
// how a spec-shaped input becomes the FiguresOrders the typed path takes.
//
// What the GM gives (NF-M5) is declared; what the session reads off the units and the dice (NF-M4: factors,
// POP, cohesion, paces, types, M9, M10, M15–M20) is never offered. Three inputs are not the logged keys,
// because an InputSpec holds ids, not objects or boxes:
//   - a scaled modifier's amount is `<modifier>_amount` beside its tick in `modifiers`;
//   - M11 names the units in sight (`friends_in_sight`, `enemies_in_sight`), each counted at its current
//     box unless `<unit>_box` says another (NF-32, NF-39); the log keeps their boxes (`friends`, `enemies`).

#include "arbitre/core/procedure_spec.h"
#include "arbitre/napoleonic/figures_session.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace arbitre::napoleonic::figures_spec {

/** The spec of `procedure` on `state`, its options narrowed by what `input` chose so far. No dry run. */
ProcedureSpec procedureSpec(const FiguresScenario &scenario, const FiguresState &state, FiguresProcedure procedure,
                            const nlohmann::json &input);

/** An input checked against its spec, as the orders the typed path takes. Throws SessionError. */
FiguresOrders ordersFromInput(const FiguresScenario &scenario, const FiguresState &state, FiguresProcedure procedure,
                              const nlohmann::json &input);

/**
 * Why the GM may not tick `modifier` in `procedure`, or empty: a term the session reads off the tester (NF-M4),
 * the control test's "+1 si le testeur est formé" and "+1 si non précisé" (NF-46, NF-A70).
 */
std::string derivedTickRefusal(const FiguresRuleset &rules, FiguresProcedure procedure, std::string_view modifier);

} // namespace arbitre::napoleonic::figures_spec
