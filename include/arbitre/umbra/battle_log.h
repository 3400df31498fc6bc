// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/dice.h"
#include "arbitre/core/hex_layout.h"
#include "arbitre/core/log_text.h"
#include "arbitre/umbra/session.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace arbitre::umbra {

/** The language of the battle log's sentences and of the ruleset labels it quotes (shared by every module's log). */
using LogLanguage = arbitre::LogLanguage;

/** What players may filter the log on (bit flags, UD-M6). */
enum LogHighlight : unsigned
{
    Vert = 1,        /**< a draw came up vert */
    Rouge = 2,       /**< a draw came up rouge */
    Elimination = 4, /**< a troop eliminated or disloquée, a personality captured (UD-28, UD-32, UD-41) */
    Flight = 8,      /**< a troop fled (UD-27) */
    Rally = 16,      /**< a fleeing troop rallied at night (UD-101) */
    Override = 32,   /**< a value the GM overrode, with the reason (UD-M5) */
    Desertion = 64,  /**< a fleeing troop deserted for good at night (UD-101) */
};

/** One die of an entry, as the event logged it ("day 1, turn 2, confrontation 1: draw 1, rolled by brisemont"). */
using LogDie = arbitre::LogDie;

/**
 * One readable entry of the battle log. An event gives one or more entries: one per confrontation
 * of a combat turn (and one for the positions it raised), one per side's movement step (and one for
 * the contacts found after the last), one for the end of the day. A combat turn with no confrontation
 * on the map gives none.
 */
struct LogEntry
{
    std::size_t event = 0; /**< index of the event in the session's EventLog */
    int day = 1;
    int turn = 1;      /**< combat turn 1–4; 0 for the end of the day (rally, rest, next day) */
    std::string kind;  /**< the event kind, e.g. "umbra.turn" */
    std::string title; /**< one line: "Confrontation 2 at [14, 10]: Montfaucon 12 — Brisemont 8 · …" */
    std::vector<std::string> lines; /**< details, one sentence each, with rule ids */
    std::vector<std::string> sides; /**< side ids involved */
    std::vector<std::string> units; /**< troop and personality ids involved */
    std::vector<OffsetCoord> hexes; /**< map cells (col, row) involved; empty without a map */
    unsigned highlights = 0;        /**< LogHighlight bits */
    std::vector<LogDie> dice;       /**< the dice behind this entry, in the order they were rolled */
};

/**
 * The session's log as entries for players, in log order: what happened, with unit and side names,
 * the ruleset's labels in `language`, every die with its purpose and source, and the rule ids.
 * Context the events do not carry (names, members, hexes) comes from replaying the log.
 */
std::vector<LogEntry> battleLog(const UmbraSession &session, LogLanguage language);

/** A Markdown document: title, ruleset, sides, then `## Day N`, `### Turn T` and one bullet per entry. */
std::string battleLogMarkdown(const UmbraSession &session, const std::vector<LogEntry> &entries, LogLanguage language);

/** One entry as battleLogMarkdown() writes it: a bullet with its title and highlights, a sub-bullet per line. */
std::string battleLogEntryMarkdown(const LogEntry &entry, LogLanguage language);

/**
 * One self-contained HTML file (UTF-8, inline style, no script, no external resource): a table of
 * contents by day, the entries with coloured badges for their highlights, print-friendly.
 */
std::string battleLogHtml(const UmbraSession &session, const std::vector<LogEntry> &entries, LogLanguage language);

} // namespace arbitre::umbra
