// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT

// The battle log as one self-contained HTML page: inline style, no script, no external resource.

#include "battle_log_support.h"

#include <map>
#include <string>

namespace arbitre::umbra {

namespace {

constexpr const char *Style = R"(
:root { --ink: #1f1d1a; --muted: #6b645a; --rule: #d9d2c5; --paper: #fdfbf7; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 52rem; padding: 2rem 1.25rem 4rem; background: var(--paper); color: var(--ink);
       font: 16px/1.55 Georgia, "Iowan Old Style", "Palatino Linotype", Palatino, serif; }
h1 { font-size: 2rem; line-height: 1.2; margin: 0 0 .25rem; }
h2 { font-size: 1.45rem; margin: 2.5rem 0 .5rem; padding-bottom: .25rem; border-bottom: 2px solid var(--rule); }
h3 { font-size: 1.1rem; margin: 1.5rem 0 .5rem; color: var(--muted); text-transform: uppercase; letter-spacing: .06em; }
h4 { font-size: 1rem; margin: 0; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
.meta, .note { color: var(--muted); margin: 0 0 1rem; }
nav.toc ol { columns: 2; padding-left: 1.25rem; }
nav.toc a { color: inherit; }
.sides li { margin: .15rem 0; }
.entry { margin: .75rem 0; padding: .6rem .9rem; background: #fff; border: 1px solid var(--rule);
         border-left: 4px solid var(--rule); border-radius: 4px; break-inside: avoid; }
.entry.vert { border-left-color: #2e7d32; } .entry.rouge { border-left-color: #c62828; }
.entry ul { margin: .4rem 0 0; padding-left: 1.2rem; }
.entry li { margin: .1rem 0; }
.badges { display: inline; margin-left: .4rem; }
.badge { display: inline-block; margin: 0 .2rem .1rem 0; padding: 0 .45rem; border-radius: .7rem; color: #fff;
         font: 600 .72rem/1.5 system-ui, sans-serif; vertical-align: .1rem; }
.badge.vert { background: #2e7d32; } .badge.rouge { background: #c62828; } .badge.elimination { background: #37474f; }
.badge.flight { background: #e65100; } .badge.rally { background: #1565c0; } .badge.override { background: #6a1b9a; }
.badge.desertion { background: #795548; }
.ids { color: var(--muted); font-size: .85rem; }
@media print {
  body { background: #fff; max-width: none; padding: 0; font-size: 10.5pt; }
  nav.toc { break-after: page; }
  h2 { break-before: page; } h2:first-of-type { break-before: auto; }
  h3, h4 { break-after: avoid; }
  .entry { border-color: #999; }
  .badge { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  a { color: inherit; text-decoration: none; }
}
)";

/** The CSS class of each highlight bit. */
const char *highlightClass(LogHighlight bit)
{
    switch (bit) {
    case Vert:
        return "vert";
    case Rouge:
        return "rouge";
    case Elimination:
        return "elimination";
    case Flight:
        return "flight";
    case Rally:
        return "rally";
    case Override:
        return "override";
    case Desertion:
        return "desertion";
    }
    return "";
}

void writeHead(const UmbraSession &session, LogLanguage language, const std::string &title, std::string &out)
{
    const detail::LogWriter w(session, language);
    out += "<!DOCTYPE html>\n<html lang=\"" + w.say("fr", "en") + "\">\n<head>\n<meta charset=\"utf-8\">\n";
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
    out += "<title>" + escapeHtml(title) + " — " + w.say("journal de bataille", "battle log") + "</title>\n";
    out += "<style>" + std::string(Style) + "</style>\n</head>\n<body>\n";
    const RulesetHeader &ruleset = session.ruleset().header();
    out += "<header>\n<h1>" + escapeHtml(title) + "</h1>\n<p class=\"meta\">" +
           w.say("Journal de bataille", "Battle log") + " · " + escapeHtml(ruleset.name) + ", version " +
           escapeHtml(ruleset.version) + "</p>\n</header>\n";
}

void writeContents(const std::vector<LogEntry> &entries, LogLanguage language, std::string &out)
{
    std::map<int, int> perDay;
    for (const LogEntry &entry : entries)
        ++perDay[entry.day];
    if (perDay.empty())
        return;
    out += "<nav class=\"toc\">\n<h2>" + std::string(language == LogLanguage::French ? "Sommaire" : "Contents") +
           "</h2>\n<ol>\n";
    for (const auto &[day, count] : perDay)
        out += "<li><a href=\"#day-" + std::to_string(day) + "\">" + detail::dayHeading(language, day) +
               "</a> <span class=\"ids\">(" + std::to_string(count) +
               (language == LogLanguage::French ? " entrées" : " entries") + ")</span></li>\n";
    out += "</ol>\n</nav>\n";
}

void writeSides(const UmbraSession &session, LogLanguage language, std::string &out)
{
    const detail::LogWriter w(session, language);
    out += "<section class=\"sides\">\n<h2>" + w.say("Camps", "Sides") + "</h2>\n<ul>\n";
    for (const Side &side : session.scenario().initial.sides)
        out += "<li><strong>" + escapeHtml(side.name.empty() ? side.id : side.name) +
               "</strong> <span class=\"ids\">(" + escapeHtml(side.id) + ")</span>" + w.colon() +
               std::to_string(side.troops.size()) + w.say(" troupes, ", " troops, ") +
               std::to_string(side.personalities.size()) + w.say(" personnalités", " personalities") + "</li>\n";
    out += "</ul>\n<p class=\"note\">" + escapeHtml(detail::readingNote(language)) + "</p>\n</section>\n";
}

void writeEntry(const LogEntry &entry, LogLanguage language, std::string &out)
{
    std::string classes = "entry";
    std::string badges;
    for (const auto &[bit, name] : detail::highlightNames(language)) {
        if (!(entry.highlights & bit))
            continue;
        if (bit == Vert || bit == Rouge)
            classes += std::string(" ") + highlightClass(bit);
        badges += "<span class=\"badge " + std::string(highlightClass(bit)) + "\">" + escapeHtml(name) + "</span>";
    }
    out += "<article class=\"" + classes + "\">\n<h4>" + escapeHtml(entry.title);
    if (!badges.empty())
        out += " <span class=\"badges\">" + badges + "</span>";
    out += "</h4>\n";
    if (!entry.lines.empty()) {
        out += "<ul>\n";
        for (const std::string &line : entry.lines)
            out += "<li>" + escapeHtml(line) + "</li>\n";
        out += "</ul>\n";
    }
    out += "</article>\n";
}

void writeEntries(const std::vector<LogEntry> &entries, LogLanguage language, std::string &out)
{
    int day = -1;
    int turn = -1;
    for (const LogEntry &entry : entries) {
        if (entry.day != day) {
            out += day < 0 ? "" : "</section>\n</section>\n";
            day = entry.day;
            turn = -1;
            out += "<section class=\"day\" id=\"day-" + std::to_string(day) + "\">\n<h2>" +
                   detail::dayHeading(language, day) + "</h2>\n";
        }
        if (entry.turn != turn) {
            out += turn < 0 ? "" : "</section>\n";
            turn = entry.turn;
            out += "<section class=\"turn\">\n<h3>" + detail::turnHeading(language, turn) + "</h3>\n";
        }
        writeEntry(entry, language, out);
    }
    if (day >= 0)
        out += "</section>\n</section>\n";
}

} // namespace

std::string battleLogHtml(const UmbraSession &session, const std::vector<LogEntry> &entries, LogLanguage language)
{
    const std::string title = detail::logTitle(session);
    std::string out;
    writeHead(session, language, title, out);
    writeContents(entries, language, out);
    writeSides(session, language, out);
    if (entries.empty())
        out += "<p>" + escapeHtml(detail::nothingPlayed(language)) + "</p>\n";
    writeEntries(entries, language, out);
    out += "</body>\n</html>\n";
    return out;
}

} // namespace arbitre::umbra
