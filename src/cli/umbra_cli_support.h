// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/dice.h"
#include "arbitre/umbra/session.h"
#include "args.h"

#include <iosfwd>
#include <memory>
#include <string>

namespace arbitre::cli {

/** Loads a scenario through the registry; a scenario of another system is a usage error. */
std::shared_ptr<const umbra::UmbraScenario> loadUmbraScenario(const std::string &path);
/** The single positional argument, or a UsageError with `usage`. */
std::string requireOne(const Args &args, const char *usage);
/** --dice, --entered or --seed; without any, a fresh seed printed on `err` so the run can be repeated. */
std::unique_ptr<Dice> diceFromArgs(const Args &args, std::ostream &err);
void warnUnusedDice(const Dice &dice, std::ostream &err);
/** --save OUT: the session, written atomically. */
void save(const Args &args, const umbra::UmbraSession &session, std::ostream &err);

/** `umbra moves SCENARIO --unit ID [--json]`: legal moves with costs and refusals (UD-72–UD-81). */
int movesCommand(const Args &args, std::ostream &out);
/** `umbra log SCENARIO [--format md|html] [--lang fr|en]`: the battle log of a saved session, for players. */
int logCommand(const Args &args, std::ostream &out);
/** `umbra play SCENARIO --orders ORDERS.json [dice] [--save OUT] [--json]`: turns and days of orders. */
int playCommand(const Args &args, std::ostream &out, std::ostream &err);

} // namespace arbitre::cli
