// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/log_text.h"

#include "arbitre/core/log_section.h"

#include <cctype>

namespace arbitre {

namespace {

bool wordChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || (static_cast<unsigned char>(c) & 0x80) != 0;
}

/** Whether `text[i]` would be read as markup. */
bool markup(std::string_view text, std::size_t i)
{
    const char c = text[i];
    if (std::string_view("\\`*<&#|").find(c) != std::string_view::npos)
        return true;
    if (c == '_') // CommonMark never reads an underscore inside a word as emphasis
        return !(i > 0 && i + 1 < text.size() && wordChar(text[i - 1]) && wordChar(text[i + 1]));
    if (c == '[') // at the start of a line, `[label]: …` would define a link
        return i == 0;
    if (c == ']') // a link needs `](` or `][`
        return i + 1 < text.size() && (text[i + 1] == '(' || text[i + 1] == '[');
    return false;
}

} // namespace

std::string pickLabel(const Label &label, LogLanguage language)
{
    const std::string &chosen = language == LogLanguage::French ? label.fr : label.en;
    return chosen.empty() ? (label.fr.empty() ? label.en : label.fr) : chosen;
}

std::string dieSourceWords(DieSource source, LogLanguage language)
{
    const bool fr = language == LogLanguage::French;
    switch (source) {
    case DieSource::Seeded:
        return fr ? "tiré par Arbitre (graine reproductible)" : "rolled by Arbitre (reproducible seed)";
    case DieSource::Scripted:
        return fr ? "valeur imposée (script)" : "scripted value";
    case DieSource::Entered:
        return fr ? "saisi depuis un dé physique" : "entered from a physical die";
    }
    return std::string(dieSourceId(source));
}

std::string escapeHtml(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        case '\'':
            out += "&#39;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

std::string escapeMarkdown(std::string_view text)
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

std::string appendLogSection(std::string battleLog, LogFormat format, std::string_view cssClass, std::string_view title,
                             const std::vector<std::string> &lines, SectionLines style)
{
    if (format == LogFormat::Markdown) {
        if (!battleLog.empty() && !battleLog.ends_with('\n'))
            battleLog += '\n';
        battleLog += "\n## " + std::string(title) + "\n\n";
        for (const std::string &line : lines)
            battleLog += "- " + escapeMarkdown(line) + "\n";
        return battleLog;
    }
    const bool list = style == SectionLines::List;
    std::string section = "<section class=\"" + escapeHtml(cssClass) + "\"><h2>" + escapeHtml(title) + "</h2>\n";
    if (list)
        section += "<ul>\n";
    for (const std::string &line : lines)
        section += (list ? "<li>" : "<p>") + escapeHtml(line) + (list ? "</li>\n" : "</p>\n");
    if (list)
        section += "</ul>\n";
    section += "</section>\n";
    const std::size_t end = battleLog.rfind("</body>");
    battleLog.insert(end == std::string::npos ? battleLog.size() : end, section);
    return battleLog;
}

} // namespace arbitre
