// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/dice.h"
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
/** --save OUT: the session, written atomically. */
void save(const Args &args, const umbra::UmbraSession &session, std::ostream &err);

/** `umbra moves SCENARIO --unit ID [--json]`: legal moves with costs and refusals (UD-72–UD-81). */
int movesCommand(const Invocation &call);
/** `umbra log SCENARIO [--format md|html] [--lang fr|en]`: the battle log of a saved session, for players. */
int logCommand(const Invocation &call);
/** `umbra play SCENARIO --orders ORDERS.json [dice] [--save OUT] [--json]`: turns and days of orders. */
int playCommand(const Invocation &call);

} // namespace arbitre::cli
