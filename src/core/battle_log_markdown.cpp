// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// A battle log as Markdown, for players who read it without Arbitre.
#include "battle_log_text.h"

#include <numeric>

namespace arbitre {

namespace {

using log_detail::say;

std::string md(std::string_view text)
{
    return escapeMarkdown(text);
}

void writeEntry(const BattleLog &log, const LogEntry &entry, std::string &out)
{
    out += "\n## " + md(log_detail::entryTitle(entry)) + "\n\n";
    if (entry.override)
        out += "**" + md(log_detail::reasonText(log, entry)) + "**\n\n";
    if (!entry.modifiers.empty()) {
        out += "| " + say(log, "Modificateur", "Modifier") + " | " + say(log, "Valeur", "Value") + " | " +
               say(log, "Règle", "Rule") + " |\n|---|---:|---|\n";
        for (const LogTerm &term : entry.modifiers)
            out += "| " + md(log_detail::termLabel(log, term)) + " | " + log_detail::signedNumber(term.value) + " | " +
                   md(term.rule) + " |\n";
        if (entry.score)
            out += "| **" + say(log, "Score", "Score") + "** | **" + std::to_string(*entry.score) + "** | |\n";
        out += "\n";
    }
    if (entry.table)
        out += "- " + say(log, "Table : ", "Table: ") + md(log_detail::tableText(log, *entry.table)) + "\n";
    if (!entry.result.empty())
        out += "- " + say(log, "Résultat : ", "Result: ") + md(entry.result) + "\n";
    for (const std::string &note : entry.notes)
        out += "- " + md(note) + "\n";
    if (entry.needsGm)
        out += "- *" + md(log_detail::needsGmText(log)) + "*\n";
    for (const LogDie &die : entry.dice)
        out += "- " + say(log, "Dé : ", "Die: ") + md(log_detail::dieText(log, die)) + "\n";
    if (entry.changes.empty())
        out += "- " + say(log, "Aucune unité ne change.", "No unit changes.") + "\n";
    for (const LogChange &change : entry.changes)
        out += "- " + say(log, "Changement : ", "Change: ") + md(log_detail::changeText(log, change)) + "\n";
}

void writeSummary(const BattleLog &log, std::string &out)
{
    out += "\n## " + say(log, "Bilan par camp", "Summary by side") + "\n";
    const BattleLog::Headings &headings = log.headings;
    for (const LogSideSummary &side : log.sides) {
        out += "\n### " + md(side.name) + "\n\n| " + say(log, "Unité", "Unit") + " | " + headings.atStart + " | " +
               headings.now + " | " + headings.state + " |\n|---|---:|---:|---|\n";
        for (const LogUnitSummary &unit : side.units)
            out += "| " + md(unit.name) + " | " + std::to_string(unit.figuresAtStart) + " | " +
                   std::to_string(unit.figuresNow) + " | " + md(unit.cohesion) + " |\n";
        out += "| **" + say(log, "Total", "Total") + "** | **" + std::to_string(side.figuresAtStart()) + "** | **" +
               std::to_string(side.figuresNow()) + "** | |\n";
    }
}

} // namespace

std::string battleLogEntryMarkdown(const BattleLog &log, const LogEntry &entry)
{
    std::string out;
    writeEntry(log, entry, out);
    return out.substr(1); // the blank line that parts it from the entry before
}

int LogSideSummary::figuresAtStart() const
{
    return std::accumulate(units.begin(), units.end(), 0,
                           [](int sum, const LogUnitSummary &unit) { return sum + unit.figuresAtStart; });
}

int LogSideSummary::figuresNow() const
{
    return std::accumulate(units.begin(), units.end(), 0,
                           [](int sum, const LogUnitSummary &unit) { return sum + unit.figuresNow; });
}

std::string battleLogMarkdown(const BattleLog &log)
{
    std::string out = "# " + md(log.title) + "\n\n*" + say(log, "Journal de bataille", "Battle log") + " · " +
                      md(log.ruleset) + "*\n";
    if (log.entries.empty())
        out += "\n" + md(log_detail::nothingPlayed(log)) + "\n";
    for (const LogEntry &entry : log.entries)
        writeEntry(log, entry, out);
    writeSummary(log, out);
    return out;
}

} // namespace arbitre
