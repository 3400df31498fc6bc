// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// What the commands over any rule system's session (`procedures`, `play`) share: their command lines, the
// input read from a procedure's declared inputs, and a procedure as text and as JSON.

#include "arbitre/core/log_text.h"
#include "arbitre/core/procedure_spec.h"
#include "arbitre/core/session.h"
#include "args.h"
#include "command.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace arbitre::cli {

/** `validate FILE…` (validate_command.cpp). */
Command validateCommand();
/** `odds FILE PROCEDURE…` (odds_command.cpp). */
Command oddsCommand();

/** A command line of `procedures` or `play`: FILE [PROCEDURE] first, then the procedure's options. */
struct SessionArgs
{
    Args own;                               /**< the command's own options (anywhere) and FILE [PROCEDURE] */
    std::vector<std::string> procedureArgs; /**< from the first other `--KEY` on: the procedure's inputs */
};

/** Splits `args` by the options of `command`; `--help` and `-h` are left out. */
SessionArgs splitSessionArgs(const Command &command, const std::vector<std::string> &args);

/** The procedure `id` of `session`, or a UsageError naming the ones it has. */
void requireProcedure(const Session &session, const std::string &id);

/**
 * The input `options` (`--KEY VALUE…`) give procedure `id`, read by inputFromOptions() from the inputs the
 * procedure declares given those read so far (an input it declares once another is chosen is found too).
 * A malformed value or an option it does not read is a UsageError.
 */
nlohmann::json readInput(const Session &session, const std::string &id, const std::vector<std::string> &options);

/** `--lang fr|en` (English by default). */
LogLanguage languageOf(const Args &args);

/** The inputs of `spec` as options of `play`, each help line with its label, rule, bounds and choices. */
std::vector<Option> inputOptions(const ProcedureSpec &spec, LogLanguage language);
/** "d6: attack of a on b (DU-2)" for each die `spec` reads, or why none is listed. */
std::string diceText(const ProcedureSpec &spec);

nlohmann::json labelJson(const Label &label);
/** Everything `spec` says: label, rule, refusal, inputs (with their option names and choices) and dice. */
nlohmann::json procedureJson(const ProcedureSpec &spec);
/** An event as `play --json` prints it: kind, input, dice with their sources and purposes, result. */
nlohmann::json eventJson(const Event &event);

} // namespace arbitre::cli
