// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/dice.h"
#include "arbitre/core/log_text.h"
#include "arbitre/core/session.h"
#include "args.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <functional>
#include <iosfwd>
#include <memory>
#include <string>

namespace arbitre::cli {

/** The single positional argument, or a UsageError with `usage`. */
std::string requireOne(const Args &args, const std::string &usage);
/**
 * --dice, --entered or --seed (a public seed, marked so in the log); without any, virtual dice from the secret
 * `session`'s log commits to, its commitment said on `err`. The dice stay bound to `session`.
 */
std::unique_ptr<Dice> diceFromArgs(const Args &args, std::ostream &err, Session &session);
void warnUnusedDice(const Dice &dice, std::ostream &err);
/** A whole number given to `option`, or a UsageError naming it. */
int intArg(const std::string &text, const std::string &option);
/**
 * Runs a module's command and turns what it throws into the exit status and message every command
 * shares: 2 for bad usage, 1 with file:line:col lines for invalid input, a refusal, dice or a save.
 */
int reportErrors(std::ostream &err, const std::function<int()> &command);

/** What every `log` command takes: `--format md|html` (md by default) and `--lang fr|en` (en by default). */
struct LogOptions
{
    bool html = false;
    LogLanguage language = LogLanguage::English;
};
LogOptions logOptions(const Args &args);
/**
 * The log of `session`, opened from the file at `path`, as players read it: `log`, then the chain's head and the
 * dice's verdict that `verify` gives of the file (docs/verifiable-dice.md), without opening it again.
 */
std::string withFileVerdict(std::string log, const Session &session, const std::string &path,
                            const LogOptions &options);

/**
 * Writes `session` to `to`, atomically, with the bookmarks of `from`, the file it was read from (bookmark.h): a save,
 * a reveal or a players' copy loses no reader's note, as the app's saves lose none. `edit` changes the file's JSON
 * before it is written (playersCopy). A bookmark of `from` beyond the log is refused at its pointer and nothing is
 * written.
 */
void writeSessionFile(
    const Session &session, const std::string &from, const std::filesystem::path &to,
    const std::function<nlohmann::json(nlohmann::json)> &edit = [](nlohmann::json file) { return file; });

} // namespace arbitre::cli
