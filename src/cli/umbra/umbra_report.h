// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/umbra/levy.h"
#include "arbitre/umbra/session.h"

#include <nlohmann/json.hpp>

#include <iosfwd>

namespace arbitre::cli {

/** Force of every member with its breakdown, and each side's total (text or JSON). */
nlohmann::json forceReport(const umbra::UmbraRuleset &rules, const umbra::BattleState &state);
void printForce(std::ostream &out, const nlohmann::json &report);

/** A turn's event result, as a GM reads it. */
void printTurn(std::ostream &out, const nlohmann::json &turn);
void printEndOfDay(std::ostream &out, const nlohmann::json &result);
/** The troops after an action: id, type, F, morale, fatigue, wounded, status. */
void printState(std::ostream &out, const nlohmann::json &state);

nlohmann::json levyReport(const umbra::UmbraRuleset &rules, const umbra::LevyResult &levy);
void printLevy(std::ostream &out, const nlohmann::json &report);

} // namespace arbitre::cli
