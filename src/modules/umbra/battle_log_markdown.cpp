// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT

// The battle log as Markdown, for players who read it without Arbitre.

#include "battle_log_support.h"

#include <cctype>
#include <string>

namespace arbitre::umbra {

namespace {

bool wordChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || (static_cast<unsigned char>(c) & 0x80) != 0;
}

/** Whether `text[i]` would be read as markup; what players read raw (`br_piquiers`, `[14, 10]`) is left alone. */
bool markup(std::string_view text, std::size_t i)
{
    const char c = text[i];
    if (std::string_view("\\`*<&#").find(c) != std::string_view::npos)
        return true;
    if (c == '_') // CommonMark never reads an underscore inside a word as emphasis
        return !(i > 0 && i + 1 < text.size() && wordChar(text[i - 1]) && wordChar(text[i + 1]));
    if (c == '[') // at the start of a line, `[label]: …` would define a link
        return i == 0;
    if (c == ']') // a link needs `](` or `][`
        return i + 1 < text.size() && (text[i + 1] == '(' || text[i + 1] == '[');
    return false;
}

/** Text that Markdown shows as written. */
std::string escape(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (markup(text, i))
            out += '\\';
        out += text[i];
    }
    return out;
}

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
    out += "# " + escape(name) + "\n\n";
    out += "*" + w.say("Journal de bataille", "Battle log") + " · " + escape(ruleset.name) + ", version " +
           escape(ruleset.version) + "*\n\n";
    out += "## " + w.say("Camps", "Sides") + "\n\n";
    for (const Side &side : session.scenario().initial.sides)
        out += "- **" + escape(side.name.empty() ? side.id : side.name) + "** (" + escape(side.id) + ")" + w.colon() +
               std::to_string(side.troops.size()) + w.say(" troupes, ", " troops, ") +
               std::to_string(side.personalities.size()) + w.say(" personnalités", " personalities") + "\n";
    out += "\n" + escape(detail::readingNote(language)) + "\n";
}

void writeEntry(const LogEntry &entry, LogLanguage language, std::string &out)
{
    out += "- **" + escape(entry.title) + "**";
    if (entry.highlights)
        out += " — *" + escape(highlightWords(language, entry.highlights)) + "*";
    out += "\n";
    for (const std::string &line : entry.lines)
        out += "  - " + escape(line) + "\n";
}

} // namespace

std::string battleLogMarkdown(const UmbraSession &session, const std::vector<LogEntry> &entries, LogLanguage language)
{
    std::string out;
    writeHeader(session, language, out);
    if (entries.empty())
        out += "\n" + escape(detail::nothingPlayed(language)) + "\n";
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
