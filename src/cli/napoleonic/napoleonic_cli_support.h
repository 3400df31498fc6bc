// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// What `arbitre-cli napoleonic` shares between the napoleonic-figures and vive-l-empereur
// scenarios: how an event is printed, its dice as JSON, list options, and the entry points of
// `napoleonic log` and of each ruleset's procedures.

#include "arbitre/core/event_log.h"
#include "args.h"
#include "command.h"

#include <nlohmann/json.hpp>

#include <iosfwd>
#include <string>
#include <vector>

namespace arbitre::cli {

/** Every value of a repeatable option, commas splitting too: `--mod a --mod b,c`. */
std::vector<std::string> listArg(const Args &args, const std::string &option);
/** The event as text: actor, modifiers with rule ids, score, table, row, column, cell, result, changes, dice. */
void printEvent(const Event &event, std::ostream &out);
/** The event's result with `event` (its kind) and `dice`: what `--json` prints. */
nlohmann::json eventReport(const Event &event);

/** An option of a ruleset's procedures and the procedures that read it (space-separated; empty: all). */
struct NapoleonicOption
{
    Option option;
    std::string procedures;
};

/** Every option of the napoleonic-figures procedures and of the vive-l-empereur ones (napoleonic_options.cpp). */
const std::vector<NapoleonicOption> &figuresOptions();
const std::vector<NapoleonicOption> &veOptions();
/** The options of `table` that `procedure` reads, in the table's order. */
std::vector<Option> optionsOf(const std::vector<NapoleonicOption> &table, const std::string &procedure);
/** `args` read with every option of `table`. */
Args napoleonicArgs(const std::vector<NapoleonicOption> &table, const std::vector<std::string> &args);

/** `napoleonic log`: the battle log for players (napoleonic_log_command.cpp). */
int napoleonicLogCommand(const Invocation &call);
/** `arbitre-cli napoleonic PROCEDURE SCENARIO …` on a napoleonic-figures scenario (args from the scenario on). */
int figuresProcedureCommand(const std::string &procedure, const std::vector<std::string> &args, std::ostream &out,
                            std::ostream &err);
/** True when `path` is a scenario whose ruleset is of system vive-l-empereur. Never throws. */
bool isVeScenario(const std::string &path);
/**
 * `arbitre-cli napoleonic PROCEDURE SCENARIO …` on a vive-l-empereur scenario (args from the scenario on);
 * `usage` names the procedures such a scenario has.
 */
int veProcedureCommand(const std::string &procedure, const std::vector<std::string> &args, const std::string &usage,
                       std::ostream &out, std::ostream &err);

} // namespace arbitre::cli
