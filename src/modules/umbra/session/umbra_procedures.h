// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_umbra: the session contract's procedures. Each spec is built from the ruleset and the
// state (with the inputs chosen so far), and each call is read into the typed method that logs its event.

#include "arbitre/core/procedure_spec.h"
#include "arbitre/umbra/session.h"

#include <nlohmann/json.hpp>

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre::umbra::detail {

/** Every procedure, in the order of the day (UD-68); the event kind is `umbra.` and the id. */
inline constexpr std::array<std::string_view, 7> ProcedureIds{"movement", "conditionals", "regroup", "counter_skill",
                                                              "turn",     "end_of_day",   "override"};

/** The spec of procedure `id` for `input`; its `dice` only `withDice` (play() reads none of them). */
ProcedureSpec procedureSpec(const UmbraSession &session, std::string_view id, const nlohmann::json &input,
                            bool withDice);

ProcedureSpec turnSpec(const UmbraSession &session, const nlohmann::json &input, bool withDice);
ProcedureSpec endOfDaySpec(const UmbraSession &session, const nlohmann::json &input, bool withDice);
ProcedureSpec counterSkillSpec(const UmbraSession &session, const nlohmann::json &input);
ProcedureSpec overrideSpec(const UmbraSession &session, const nlohmann::json &input);
ProcedureSpec movementSpec(const UmbraSession &session, const nlohmann::json &input);
ProcedureSpec conditionalsSpec(const UmbraSession &session, const nlohmann::json &input);
ProcedureSpec regroupSpec(const UmbraSession &session, const nlohmann::json &input);

/**
 * Plays `input`, already checked against `spec`, through the typed method: the event is the one that method
 * logs; an absent input means its spec's default. Throws SessionError (a DiceError or a malformed value too).
 */
void playChecked(UmbraSession &session, const ProcedureSpec &spec, const nlohmann::json &input, Dice &dice);

/**
 * The orders a `turn` input gives (UD-M4), one entry a confrontation named or decided for, in their order:
 * none for an empty input. Throws SessionError for a decision given twice.
 */
std::vector<ConfrontationOrders> turnOrders(const UmbraSession &session, const nlohmann::json &input);

/** The dice `input` makes `spec` read, found by playing it on a copy; empty when it is refused. */
std::vector<DieSpec> probeDice(const UmbraSession &session, const ProcedureSpec &spec, const nlohmann::json &input);

/** The confrontations being fought, by index. */
std::vector<int> foughtConfrontations(const BattleState &state);
/** The 1-based number of a confrontation as an option id ("2"). */
std::string confrontationId(int index);
/** The confrontation `input[key]` names among those fought, else the first fought, else −1. */
int chosenConfrontation(const BattleState &state, const nlohmann::json &input, const char *key = "confrontation");
/** The confrontations being fought as options: "Confrontation 2: Montfaucon — Brisemont". */
std::vector<InputOption> confrontationOptions(const BattleState &state);

/** The name of the troop or personality `id`, else the id. */
std::string memberName(const BattleState &state, const std::string &id);
/** A side's name, else its id. */
const std::string &sideName(const Side &side);

/** The string value of `input[key]`, or `fallback` when absent or not a string. */
std::string stringIn(const nlohmann::json &input, const char *key, const std::string &fallback = {});

/** An order of a movement step as an option id: `unit:action`, or `unit:deplacement:col,row` (see movementSpec). */
UnitOrder readOrderId(const UmbraMap &map, const std::string &id);

/** What the log and the panels call a status (the ruleset has no labels for them). */
Label troopStatusLabel(TroopStatus status);
Label personalityStatusLabel(PersonalityStatus status);
/** The rule that puts a troop in `status`. */
std::string troopStatusRule(TroopStatus status);

InputOption option(std::string id, Label label = {}, std::string rule = {}, std::string group = {});
InputSpec inputSpec(std::string key, InputKind kind, Label label, std::string rule, bool required = false);

} // namespace arbitre::umbra::detail
