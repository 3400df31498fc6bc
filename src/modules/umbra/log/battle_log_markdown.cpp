// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT

// The battle log as Markdown, for players who read it without Arbitre.

#include "battle_log_support.h"

#include <string>

namespace arbitre::umbra {

namespace {

std::string highlightWords(LogLanguage language, unsigned highlights)
{
    std::string words;
    for (const auto &[bit, name] : detail::highlightNames(language))
        if (highlights & bit)
            words += (words.empty() ? "" : ", ") + name;
    return words;
}

void writeHeader(const UmbraSession &session, LogLanguage language, std::string &out)
{
    const detail::LogWriter w(session, language);
    const std::string name = detail::logTitle(session);
    const RulesetHeader &ruleset = session.ruleset().header();
    out += "# " + escapeMarkdown(name) + "\n\n";
    out += "*" + w.say("Journal de bataille", "Battle log") + " · " + escapeMarkdown(ruleset.name) + ", version " +
           escapeMarkdown(ruleset.version) + "*\n\n";
    out += "## " + w.say("Camps", "Sides") + "\n\n";
    for (const Side &side : session.scenario().initial.sides)
        out += "- **" + escapeMarkdown(side.name.empty() ? side.id : side.name) + "** (" + escapeMarkdown(side.id) +
               ")" + w.colon() + std::to_string(side.troops.size()) + w.say(" troupes, ", " troops, ") +
               std::to_string(side.personalities.size()) + w.say(" personnalités", " personalities") + "\n";
    out += "\n" + escapeMarkdown(detail::readingNote(language)) + "\n";
}

void writeEntry(const LogEntry &entry, LogLanguage language, std::string &out)
{
    out += "- **" + escapeMarkdown(entry.title) + "**";
    if (entry.highlights)
        out += " — *" + escapeMarkdown(highlightWords(language, entry.highlights)) + "*";
    out += "\n";
    for (const std::string &line : entry.lines)
        out += "  - " + escapeMarkdown(line) + "\n";
}

} // namespace

std::string battleLogEntryMarkdown(const LogEntry &entry, LogLanguage language)
{
    std::string out;
    writeEntry(entry, language, out);
    return out;
}

std::string battleLogMarkdown(const UmbraSession &session, const std::vector<LogEntry> &entries, LogLanguage language)
{
    std::string out;
    writeHeader(session, language, out);
    if (entries.empty())
        out += "\n" + escapeMarkdown(detail::nothingPlayed(language)) + "\n";
    int day = -1;
    int turn = -1;
    for (const LogEntry &entry : entries) {
        if (entry.day != day) {
            day = entry.day;
            turn = -1;
            out += "\n## " + detail::dayHeading(language, day) + "\n";
        }
        if (entry.turn != turn) {
            turn = entry.turn;
            out += "\n### " + detail::turnHeading(language, turn) + "\n\n";
        }
        writeEntry(entry, language, out);
    }
    return out;
}

} // namespace arbitre::umbra
