// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// The battle log for players of a Napoleonic session: one entry per logged event, worded in the
// log's language, then each side's summary. The entry model names no ruleset: a ruleset's
// builder (figuresBattleLog for the figure rules) words its events into it, and the Markdown
// and HTML renderers read only the model, so another Napoleonic ruleset plugs in with a builder.

#include "arbitre/core/dice.h"
#include "arbitre/core/log_text.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre::napoleonic {

class FiguresSession;
class VeSession;
class VeRuleset;

/** What a side's summary counts: figures (the figure rules) or loss steps left (Vive l'Empereur, VE-M1). */
enum class LogStrength
{
    Figures,
    Steps
};

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
    bool override = false; /**< the GM's word over the rules (NF-M6) */
    std::string reason;    /**< the GM's reason, for an override */
    bool needsGm = false;  /**< a reading the ruleset leaves to the GM */
};

/** One unit in a side's summary. */
struct LogUnitSummary
{
    std::string name;       /**< "Name (id)" */
    int figuresAtStart = 0; /**< before the first event (loss steps left, with LogStrength::Steps) */
    int figuresNow = 0;
    std::string cohesion; /**< now, in words */
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
    LogStrength strength = LogStrength::Figures;
    std::string title;   /**< the scenario's name */
    std::string ruleset; /**< the ruleset's name and version */
    std::vector<LogEntry> entries;
    std::vector<LogSideSummary> sides; /**< as they stand after the last event */
};

/**
 * The figure rules' log (NF-M7): every event of the session in order, with the acting unit and
 * target, each modifier with its label, value and rule id, the score, the table read, the dice with
 * their source and purpose, the result and the changes to the units; overrides with their reason
 * (NF-M6); then each side's units, figures at the start and now, and cohesion.
 */
BattleLog figuresBattleLog(const FiguresSession &session, LogLanguage language);

/**
 * The Vive l'Empereur ! log: every event in order, worded with the ruleset's labels (modifiers,
 * states, formations, results), the table read, the dice, the notes each result carries (distance
 * and fire value, shock and each side's cell, the 2d6, the retreat owed, leaders' checks), the
 * changes to units and leaders, overrides with their reason (VE-M6); then each side's units with
 * the loss steps they had and have left, and their state.
 */
BattleLog veBattleLog(const VeSession &session, LogLanguage language);

/** Event `index` of the session's log as its entry in figuresBattleLog (the session's eventText). */
LogEntry figuresLogEntry(const FiguresSession &session, std::size_t index, LogLanguage language);
/** Event `index` of the session's log as its entry in veBattleLog. */
LogEntry veLogEntry(const VeSession &session, std::size_t index, LogLanguage language);

/** A VE event kind's procedure in `language`: "Tir", "Fire" for `ve.fire`. */
std::string veProcedureName(std::string_view kind, LogLanguage language);

/** A VE score term in `language`: a modifier's ruleset label, or the words for a term a procedure adds (the die, the
 * morale value…). */
std::string veTermLabel(const VeRuleset &rules, std::string_view id, LogLanguage language);
/** A VE state, arm, formation, VE-9 result or outcome id (`pertes`, `echec`, `follows_unit`…) in `language`. */
std::string veIdLabel(const VeRuleset &rules, std::string_view id, LogLanguage language);

/** A Markdown document: title, ruleset, one section per entry, the sides' summary. Every text escaped. */
std::string battleLogMarkdown(const BattleLog &log);

/** One entry as battleLogMarkdown writes it: its heading, modifiers, table, notes, dice and changes. */
std::string logEntryMarkdown(const BattleLog &log, const LogEntry &entry);

/** One self-contained HTML page (UTF-8, inline style, no script, no external resource); every text escaped. */
std::string battleLogHtml(const BattleLog &log);

} // namespace arbitre::napoleonic
