// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_core: the sentences both renderers of a BattleLog write, unescaped, in the log's
// language. Each renderer escapes them for its format.

#include "arbitre/core/battle_log.h"

#include <string>
#include <string_view>

namespace arbitre::log_detail {

inline std::string say(const BattleLog &log, std::string_view fr, std::string_view en)
{
    return std::string(log.language == LogLanguage::French ? fr : en);
}

inline std::string signedNumber(int value)
{
    return value > 0 ? "+" + std::to_string(value) : std::to_string(value);
}

/** "1. Fire — S (Skirmishers) → T". */
inline std::string entryTitle(const LogEntry &entry)
{
    std::string title = std::to_string(entry.event + 1) + ". " + entry.procedure;
    if (!entry.unit.empty())
        title += " — " + entry.unit;
    if (!entry.target.empty())
        title += " → " + entry.target;
    return title;
}

/** "Fire factor ×2", "Flank secure (dropped)", "M11 Friends and enemies (cap)". */
inline std::string termLabel(const BattleLog &log, const LogTerm &term)
{
    std::string text = term.label;
    if (term.amount != 1)
        text += " ×" + std::to_string(term.amount);
    if (term.dropped)
        text += say(log, " (écarté)", " (dropped)");
    if (term.cap)
        text += say(log, " (plafond)", " (cap)");
    return text;
}

/** "Loss table (NF-14), row -1, column 12: cell 2+". */
inline std::string tableText(const BattleLog &log, const LogTableRead &table)
{
    std::string text = table.table;
    if (!table.row.empty())
        text += say(log, ", ligne ", ", row ") + table.row;
    if (!table.column.empty())
        text += say(log, ", colonne ", ", column ") + table.column;
    if (!table.cell.empty())
        text += say(log, " : case ", ": cell ") + table.cell;
    return text;
}

/** "d6 = 3, scripted value — fire of S on T (NF-1)". */
inline std::string dieText(const BattleLog &log, const LogDie &die)
{
    return "d" + std::to_string(die.sides) + " = " + std::to_string(die.value) + ", " +
           dieSourceWords(die.source, log.language) + (die.purpose.empty() ? "" : " — " + die.purpose);
}

/** "T (Line): loss steps carried 0 → 2". */
inline std::string changeText(const BattleLog &log, const LogChange &change)
{
    return change.unit + say(log, " : ", ": ") + change.key + " " + change.before + " → " + change.after;
}

inline std::string reasonText(const BattleLog &log, const LogEntry &entry)
{
    const std::string rule = entry.overrideRule.empty() ? std::string() : " (" + entry.overrideRule + ")";
    return say(log, "Décision du MJ", "GM override") + rule + say(log, ", raison : ", ", reason: ") + entry.reason;
}

inline std::string nothingPlayed(const BattleLog &log)
{
    return say(log, "Rien n'a encore été joué.", "Nothing has been played yet.");
}

inline std::string needsGmText(const BattleLog &log)
{
    return say(log, "Lecture laissée au MJ par le jeu de règles.", "A reading the ruleset leaves to the GM.");
}

} // namespace arbitre::log_detail
