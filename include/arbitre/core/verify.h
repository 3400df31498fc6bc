// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// `verify`: is this the log of what was played, and were its virtual dice fair? (docs/verifiable-dice.md)

#include "arbitre/core/log_seal.h"
#include "arbitre/core/log_text.h"
#include "arbitre/core/session.h"

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace arbitre {

class EventLog;
class ModuleRegistry;
class Session;

/** How the dice of a log were rolled, and what could be checked of them. */
struct DiceTally
{
    std::size_t entered = 0;      /**< typed by the GM from physical dice: outside any software's reach */
    std::size_t scripted = 0;     /**< given as a list (tests, --dice) */
    std::size_t verified = 0;     /**< virtual, and derived from the committed secret */
    std::size_t unverifiable = 0; /**< virtual, with no commitment or no secret to check them against */
    std::size_t wrong = 0;        /**< virtual, but not what the committed secret gives */

    std::size_t virtualDice() const { return verified + unverifiable + wrong; }
    std::size_t total() const { return entered + scripted + virtualDice(); }
};

/** One problem `verify` found: where (an event, or −1 for the file) and why. */
struct VerifyProblem
{
    int event = -1;
    std::string pointer; /**< JSON pointer in the file, when there is one */
    std::string message; /**< "file:line:col: pointer: …" for what the loader refused */
};

/** Per event: its kind and its dice by source. */
struct VerifiedEvent
{
    std::string kind;
    DiceTally dice;
};

enum class HeadCheck
{
    NotGiven,
    Matches,
    Extended, /**< the noted head is an earlier event's: events were added after it */
    Missing,  /**< the noted head is nowhere in the log: cut short, or changed */
};

struct VerifyOptions
{
    std::optional<DiceSecret> secret; /**< the seed the GM revealed, for a players' copy that lacks it */
    std::string head;                 /**< the head a player noted at the table (at least 8 hexadecimal digits) */
    /**
     * The session as it would be saved now (the app's own verdict): the chain starts from the ruleset and the
     * scenario it holds now, as a save writes it, not from the hashes read from its file (a GM's edit of the set-up
     * or a reloaded ruleset is no tampering until the file says otherwise).
     */
    bool asSaved = false;
};

/** What `verify` and the app say of a session file. */
struct Verdict
{
    std::vector<VerifyProblem> problems; /**< empty: nothing was changed that Arbitre can see */
    bool chained = false; /**< false: written before logs were chained: nothing to check but the replay */
    std::size_t sealedFrom = 0;
    std::vector<VerifiedEvent> events;
    DiceTally dice;
    std::string head; /**< the chain's head: the last event's hash */
    HeadCheck headCheck = HeadCheck::NotGiven;
    std::size_t headEvent = 0; /**< for Extended: the number of events the noted head covers */
    bool secretKnown = false;  /**< every commitment's secret is at hand */
    bool unrevealed = false;   /**< some virtual dice hide behind a secret the GM has not revealed yet */

    bool trusted() const { return problems.empty(); }
    /** One sentence for the status bar and the exports: "47 dice: 31 virtual, all verified; 16 entered at the table".
     */
    std::string diceSummary(LogLanguage language = LogLanguage::English) const;
    /** "verified", "verified (unrevealed virtual dice)", "unverifiable (no commitment)" or "TAMPERED (n problems)". */
    std::string status(LogLanguage language = LogLanguage::English) const;
};

/**
 * True when some of `log`'s virtual dice hide behind a secret not revealed yet: a commitment neither revealed nor
 * public that covers a logged event (one that covers none yet hides nothing). Verdict::unrevealed, and what the
 * app's "Reveal the Dice Seed" offers.
 */
bool hidesDice(const EventLog &log);

/** Checks an opened session's log against the file's scenario and its ruleset, without reopening anything. */
Verdict verifyLog(const Session &session, const std::string &scenarioHash, const VerifyOptions &options = {});
/**
 * Opens `path` (every event replayed, every hash checked, the snapshot compared) and checks its chain,
 * commitments and virtual dice. A file the loader refuses gives a verdict with its diagnostics, never throws
 * for it.
 */
Verdict verifyFile(const ModuleRegistry &modules, const std::filesystem::path &path, const VerifyOptions &options = {});

/**
 * What a players' log ends with, in `language`: the chain's head to compare with the one noted at the table, how
 * its dice were rolled, and how to check them (a paragraph of plain sentences, one per line).
 */
std::vector<std::string> verdictNote(const Verdict &verdict, LogLanguage language);
/** `battleLog` (as Session::battleLog writes it) with verdictNote() as its last section (in a page, before </body>). */
std::string withVerdict(std::string battleLog, LogFormat format, const Verdict &verdict, LogLanguage language);

/** A head as players note it ("3f9a c210", "3F9A-C210…"): lower-case hexadecimal digits only. */
std::string normaliseHead(std::string_view text);

} // namespace arbitre
