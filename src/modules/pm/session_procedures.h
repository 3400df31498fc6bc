// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_pm: the session contract's procedures, their specs from the ruleset and the state,
// and their inputs read into the typed methods of PmSession.

#include "arbitre/core/procedure_spec.h"
#include "arbitre/pm/session.h"

#include <nlohmann/json.hpp>

#include <array>
#include <string_view>

namespace arbitre::pm::detail {

/** Every procedure; the event kind is `pm.` and the id. */
inline constexpr std::array<std::string_view, 3> ProcedureIds{"phase", "decision", "override"};

/** The spec of procedure `id` for `input`; its `dice` only `withDice` (play() reads none of them). */
ProcedureSpec procedureSpec(const PmSession &session, std::string_view id, const nlohmann::json &input, bool withDice);

ProcedureSpec phaseSpec(const PmSession &session, const nlohmann::json &input, bool withDice);
ProcedureSpec decisionSpec(const PmSession &session, const nlohmann::json &input);
ProcedureSpec overrideSpec(const PmSession &session, const nlohmann::json &input);

/** The phase orders a `phase` input gives; an absent input means its spec's default (a player's die). */
PhaseOrders phaseOrders(const PmSession &session, const ProcedureSpec &spec, const nlohmann::json &input);
PhaseDecisions phaseDecisions(const PmSession &session, const nlohmann::json &input);
StateOverride stateOverride(const nlohmann::json &input);

} // namespace arbitre::pm::detail
