// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// A battle log as one self-contained HTML page: inline style, no script, no external resource.
#include "battle_log_text.h"

namespace arbitre {

namespace {

using log_detail::say;

constexpr const char *Style = R"(
:root { --ink: #1f1d1a; --muted: #6b645a; --rule: #d9d2c5; --paper: #fdfbf7; }
body { margin: 0 auto; max-width: 52rem; padding: 2rem 1.25rem 4rem; background: var(--paper); color: var(--ink);
       font: 16px/1.55 Georgia, "Palatino Linotype", Palatino, serif; }
h1 { font-size: 2rem; margin: 0 0 .25rem; }
h2 { font-size: 1.45rem; margin: 2.5rem 0 .5rem; border-bottom: 2px solid var(--rule); }
h3 { font-size: 1.05rem; margin: 0 0 .4rem; font-family: system-ui, sans-serif; }
.meta { color: var(--muted); }
.entry { margin: .75rem 0; padding: .6rem .9rem; background: #fff; border: 1px solid var(--rule);
         border-left: 4px solid var(--rule); border-radius: 4px; break-inside: avoid; }
.entry.override { border-left-color: #6a1b9a; }
.reason { color: #6a1b9a; font-weight: 600; }
table { border-collapse: collapse; margin: .4rem 0; }
td, th { border: 1px solid var(--rule); padding: .15rem .5rem; text-align: left; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
.score td { font-weight: 600; }
.entry ul { margin: .4rem 0 0; padding-left: 1.2rem; }
.gm { font-style: italic; }
@media print {
  body { background: #fff; max-width: none; padding: 0; font-size: 10.5pt; }
  .entry { border-color: #999; }
}
)";

std::string h(std::string_view text)
{
    return escapeHtml(text);
}

void writeModifiers(const BattleLog &log, const LogEntry &entry, std::string &out)
{
    out += "<table>\n<tr><th>" + say(log, "Modificateur", "Modifier") + "</th><th>" + say(log, "Valeur", "Value") +
           "</th><th>" + say(log, "Règle", "Rule") + "</th></tr>\n";
    for (const LogTerm &term : entry.modifiers)
        out += "<tr><td>" + h(log_detail::termLabel(log, term)) + "</td><td class=\"n\">" +
               log_detail::signedNumber(term.value) + "</td><td>" + h(term.rule) + "</td></tr>\n";
    if (entry.score)
        out += "<tr class=\"score\"><td>" + say(log, "Score", "Score") + "</td><td class=\"n\">" +
               std::to_string(*entry.score) + "</td><td></td></tr>\n";
    out += "</table>\n";
}

void writeEntry(const BattleLog &log, const LogEntry &entry, std::string &out)
{
    out += std::string("<article class=\"entry") + (entry.override ? " override" : "") + "\" id=\"event-" +
           std::to_string(entry.event + 1) + "\">\n<h3>" + h(log_detail::entryTitle(entry)) + "</h3>\n";
    if (entry.override)
        out += "<p class=\"reason\">" + h(log_detail::reasonText(log, entry)) + "</p>\n";
    if (!entry.modifiers.empty())
        writeModifiers(log, entry, out);
    out += "<ul>\n";
    if (entry.table)
        out += "<li>" + say(log, "Table : ", "Table: ") + h(log_detail::tableText(log, *entry.table)) + "</li>\n";
    if (!entry.result.empty())
        out += "<li>" + say(log, "Résultat : ", "Result: ") + "<strong>" + h(entry.result) + "</strong></li>\n";
    for (const std::string &note : entry.notes)
        out += "<li>" + h(note) + "</li>\n";
    if (entry.needsGm)
        out += "<li class=\"gm\">" + h(log_detail::needsGmText(log)) + "</li>\n";
    for (const LogDie &die : entry.dice)
        out += "<li>" + say(log, "Dé : ", "Die: ") + h(log_detail::dieText(log, die)) + "</li>\n";
    if (entry.changes.empty())
        out += "<li>" + say(log, "Aucune unité ne change.", "No unit changes.") + "</li>\n";
    for (const LogChange &change : entry.changes)
        out += "<li>" + say(log, "Changement : ", "Change: ") + h(log_detail::changeText(log, change)) + "</li>\n";
    out += "</ul>\n</article>\n";
}

void writeSummary(const BattleLog &log, std::string &out)
{
    out += "<section class=\"summary\">\n<h2>" + say(log, "Bilan par camp", "Summary by side") + "</h2>\n";
    const BattleLog::Headings &headings = log.headings;
    for (const LogSideSummary &side : log.sides) {
        out += "<h3>" + h(side.name) + "</h3>\n<table>\n<tr><th>" + say(log, "Unité", "Unit") + "</th><th>" +
               h(headings.atStart) + "</th><th>" + h(headings.now) + "</th><th>" + h(headings.state) + "</th></tr>\n";
        for (const LogUnitSummary &unit : side.units)
            out += "<tr><td>" + h(unit.name) + "</td><td class=\"n\">" + std::to_string(unit.figuresAtStart) +
                   "</td><td class=\"n\">" + std::to_string(unit.figuresNow) + "</td><td>" + h(unit.cohesion) +
                   "</td></tr>\n";
        out += "<tr class=\"score\"><td>" + say(log, "Total", "Total") + "</td><td class=\"n\">" +
               std::to_string(side.figuresAtStart()) + "</td><td class=\"n\">" + std::to_string(side.figuresNow()) +
               "</td><td></td></tr>\n</table>\n";
    }
    out += "</section>\n";
}

} // namespace

std::string battleLogHtml(const BattleLog &log)
{
    std::string out = "<!DOCTYPE html>\n<html lang=\"" + say(log, "fr", "en") +
                      "\">\n<head>\n<meta charset=\"utf-8\">\n"
                      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>" +
                      h(log.title) + " — " + say(log, "journal de bataille", "battle log") + "</title>\n<style>" +
                      Style + "</style>\n</head>\n<body>\n<header>\n<h1>" + h(log.title) + "</h1>\n<p class=\"meta\">" +
                      say(log, "Journal de bataille", "Battle log") + " · " + h(log.ruleset) + "</p>\n</header>\n";
    out += "<section class=\"events\">\n<h2>" + say(log, "Événements", "Events") + "</h2>\n";
    if (log.entries.empty())
        out += "<p>" + h(log_detail::nothingPlayed(log)) + "</p>\n";
    for (const LogEntry &entry : log.entries)
        writeEntry(log, entry, out);
    out += "</section>\n";
    writeSummary(log, out);
    out += "</body>\n</html>\n";
    return out;
}

} // namespace arbitre
