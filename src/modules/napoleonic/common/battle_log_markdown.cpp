// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// A Napoleonic battle log as Markdown, for players who read it without Arbitre.
#include "battle_log_text.h"

namespace arbitre::napoleonic {

namespace {

using detail::say;

std::string md(std::string_view text)
{
    return escapeMarkdown(text);
}

void writeEntry(const BattleLog &log, const LogEntry &entry, std::string &out)
{
    out += "## " + md(detail::entryTitle(entry)) + "\n\n";
    if (entry.override)
        out += "**" + md(detail::reasonText(log, entry)) + "**\n\n";
    if (!entry.modifiers.empty()) {
        out += "| " + say(log, "Modificateur", "Modifier") + " | " + say(log, "Valeur", "Value") + " | " +
               say(log, "Règle", "Rule") + " |\n|---|---:|---|\n";
        for (const LogTerm &term : entry.modifiers)
            out += "| " + md(detail::termLabel(log, term)) + " | " + detail::signedNumber(term.value) + " | " +
                   md(term.rule) + " |\n";
        if (entry.score)
            out += "| **" + say(log, "Score", "Score") + "** | **" + std::to_string(*entry.score) + "** | |\n";
        out += "\n";
    }
    if (entry.table)
        out += "- " + say(log, "Table : ", "Table: ") + md(detail::tableText(log, *entry.table)) + "\n";
    if (!entry.result.empty())
        out += "- " + say(log, "Résultat : ", "Result: ") + md(entry.result) + "\n";
    for (const std::string &note : entry.notes)
        out += "- " + md(note) + "\n";
    if (entry.needsGm)
        out += "- *" + md(detail::needsGmText(log)) + "*\n";
    for (const LogDie &die : entry.dice)
        out += "- " + say(log, "Dé : ", "Die: ") + md(detail::dieText(log, die)) + "\n";
    if (entry.changes.empty())
        out += "- " + say(log, "Aucune unité ne change.", "No unit changes.") + "\n";
    for (const LogChange &change : entry.changes)
        out += "- " + say(log, "Changement : ", "Change: ") + md(detail::changeText(log, change)) + "\n";
}

void writeSummary(const BattleLog &log, std::string &out)
{
    out += "\n## " + say(log, "Bilan par camp", "Summary by side") + "\n";
    const detail::SummaryHeadings headings = detail::summaryHeadings(log);
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

std::string battleLogMarkdown(const BattleLog &log)
{
    std::string out = "# " + md(log.title) + "\n\n*" + say(log, "Journal de bataille", "Battle log") + " · " +
                      md(log.ruleset) + "*\n";
    if (log.entries.empty())
        out += "\n" + md(detail::nothingPlayed(log)) + "\n";
    for (const LogEntry &entry : log.entries)
        out += "\n" + logEntryMarkdown(log, entry);
    writeSummary(log, out);
    return out;
}

std::string logEntryMarkdown(const BattleLog &log, const LogEntry &entry)
{
    std::string out;
    writeEntry(log, entry, out);
    return out;
}

} // namespace arbitre::napoleonic
