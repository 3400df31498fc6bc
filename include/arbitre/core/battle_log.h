// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// A battle log as players read it, neutral of any rule system: each module's builder words its events
// into this model, and one writer renders it as Markdown or as one HTML page.

#include "arbitre/core/dice.h"
#include "arbitre/core/log_text.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre {

/** One term of a score: "Target at medium range (P2) −2 (NF-5)". */
struct LogTerm
{
    std::string label;    /**< the ruleset's label in the log's language, or words for a term the procedure adds */
    std::string id;       /**< the ruleset id */
    std::string rule;     /**< "NF-5" */
    int value = 0;        /**< contribution (0 when dropped) */
    int amount = 1;       /**< ×amount for scaled modifiers (factors, POP, levels) */
    bool dropped = false; /**< left out by its group's combine rule */
    bool cap = false;     /**< the correction a group cap made */
};

/** Where the result was read. */
struct LogTableRead
{
    std::string table; /**< the table's name in the log's language, with its rule id */
    std::string row;
    std::string column;
    std::string cell;
};

/** One key of one unit the event changed, in words: "T: loss steps carried 0 → 2". */
struct LogChange
{
    std::string unit; /**< "Name (id)" */
    std::string key;  /**< the key in words */
    std::string before;
    std::string after;
};

/** One logged event as players read it. */
struct LogEntry
{
    std::size_t event = 0; /**< index of the event in the session's EventLog */
    std::string kind;      /**< "napoleonic.fire"… */
    std::string procedure; /**< the procedure's name in the log's language: "Tir", "Fire" */
    std::string unit;      /**< acting unit, "Name (id)" */
    std::string target;    /**< "" when the procedure has none */
    std::vector<LogTerm> modifiers;
    std::optional<int> score;
    std::optional<LogTableRead> table;
    std::string result;             /**< the outcome in words */
    std::vector<std::string> notes; /**< what else the result says (losses inflicted, band, PA…), one sentence each */
    std::vector<LogDie> dice;       /**< in the order they were rolled */
    std::vector<LogChange> changes;
    bool override = false;    /**< the GM's word over the rules */
    std::string overrideRule; /**< the rule that lets the GM override ("NF-M6", "VE-M7") */
    std::string reason;       /**< the GM's reason, for an override */
    bool needsGm = false;     /**< a reading the ruleset leaves to the GM */
};

/** One unit in a side's summary: its strength (figures, loss steps left, vigour…) before the first event and now. */
struct LogUnitSummary
{
    std::string name;       /**< "Name (id)" */
    int figuresAtStart = 0; /**< before the first event */
    int figuresNow = 0;
    std::string cohesion; /**< its state now, in words */
};

struct LogSideSummary
{
    std::string name;
    std::vector<LogUnitSummary> units;
    int figuresAtStart() const;
    int figuresNow() const;
};

/** A whole log, ready to render. */
struct BattleLog
{
    LogLanguage language = LogLanguage::English;
    /** The summary's columns after the unit, in the log's language: what its strength counts, at the start and now, and
     * its state. */
    struct Headings
    {
        std::string atStart, now, state;
    } headings;
    std::string title;   /**< the scenario's name */
    std::string ruleset; /**< the ruleset's name and version */
    std::vector<LogEntry> entries;
    std::vector<LogSideSummary> sides; /**< as they stand after the last event */
};

/** A Markdown document: title, ruleset, one section per entry, the sides' summary. Every text escaped. */
std::string battleLogMarkdown(const BattleLog &log);

/** One entry of `log` as the Markdown document writes it (a preview, one event of a session). */
std::string battleLogEntryMarkdown(const BattleLog &log, const LogEntry &entry);

/** One self-contained HTML page (UTF-8, inline style, no script, no external resource); every text escaped. */
std::string battleLogHtml(const BattleLog &log);

} // namespace arbitre
