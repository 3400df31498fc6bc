// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/dice.h"
#include "arbitre/core/json_document.h"
#include "arbitre/umbra/session.h"
#include "args.h"
#include "cli_support.h"
#include "command.h"

#include <iosfwd>
#include <memory>
#include <string>

namespace arbitre::cli {

/** Loads a scenario through the registry; a scenario of another system is a usage error. */
std::shared_ptr<const umbra::UmbraScenario> loadUmbraScenario(const std::string &path);
/**
 * Loads a scenario or saved session and replays its log: a log or snapshot that does not replay is
 * reported as `file:line:col: pointer: message` at its event, as `validate` reports it.
 */
umbra::UmbraSession openUmbraSession(const std::string &path);
/** Refuses, at its root, an orders file that is not an object with a `turns` array. Throws LoadError. */
void checkOrdersFile(const JsonDocument &document);
/**
 * Plays an orders file (`umbra play`) on a session with a map: each entry of `turns` is a turn's movement,
 * conditional orders, regroupings and confrontations, or an end of day. An entry the session refuses, or a
 * malformed one, is a LoadError at `/turns/N`; the entries before it stay played.
 */
void playOrders(umbra::UmbraSession &session, Dice &dice, const JsonDocument &document);
/** --save OUT: the session, written atomically, with the bookmarks of the file it was read from (the first argument).
 */
void save(const Args &args, const umbra::UmbraSession &session, std::ostream &err);

/** `umbra moves SCENARIO --unit ID [--json]`: legal moves with costs and refusals (UD-72–UD-81). */
int movesCommand(const Invocation &call);
/** `umbra log SCENARIO [--format md|html] [--lang fr|en]`: the battle log of a saved session, for players. */
int logCommand(const Invocation &call);
/** `umbra play SCENARIO --orders ORDERS.json [dice] [--save OUT] [--json]`: turns and days of orders. */
int playCommand(const Invocation &call);

} // namespace arbitre::cli
