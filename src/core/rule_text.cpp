// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/rule_text.h"

#include <cstddef>
#include <vector>

namespace arbitre {

namespace {

bool isUpper(char c)
{
    return c >= 'A' && c <= 'Z';
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

/** Length of the rule id at the start of `text`, or 0. */
std::size_t ruleIdLength(std::string_view text)
{
    if (text.size() < 4 || !isUpper(text[0]) || !isUpper(text[1]) || text[2] != '-')
        return 0;
    std::size_t at = 3;
    if (at < text.size() && isUpper(text[at]))
        ++at;
    const std::size_t digits = at;
    while (at < text.size() && isDigit(text[at]))
        ++at;
    if (at == digits)
        return 0;
    // `UD-83` but not `UD-830` nor `UD-83a`: the id ends where a word would.
    if (at < text.size() && (isDigit(text[at]) || isUpper(text[at]) || (text[at] >= 'a' && text[at] <= 'z')))
        return 0;
    return at;
}

/** The id a line defines: `**ID…` at its start, or a heading `#… ID`; empty when it defines none. */
std::string_view definedId(std::string_view line)
{
    if (line.starts_with("**")) {
        line.remove_prefix(2);
    } else if (line.starts_with('#')) {
        line.remove_prefix(line.find_first_not_of('#') == std::string_view::npos ? line.size()
                                                                                 : line.find_first_not_of('#'));
        if (!line.starts_with(' '))
            return {};
        line.remove_prefix(1);
    } else {
        return {};
    }
    return line.substr(0, ruleIdLength(line));
}

bool isHeading(std::string_view line)
{
    return line.starts_with('#');
}

std::vector<std::string_view> splitLines(std::string_view text)
{
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        if (line.ends_with('\r'))
            line.remove_suffix(1);
        lines.push_back(line);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    }
    return lines;
}

} // namespace

bool isRuleId(std::string_view text)
{
    return !text.empty() && ruleIdLength(text) == text.size();
}

std::optional<std::string> findRuleParagraph(std::string_view markdown, std::string_view id)
{
    if (!isRuleId(id))
        return std::nullopt;
    const std::vector<std::string_view> lines = splitLines(markdown);
    std::size_t first = 0;
    while (first < lines.size() && definedId(lines[first]) != id)
        ++first;
    if (first == lines.size())
        return std::nullopt;
    std::size_t end = first + 1;
    while (end < lines.size() && definedId(lines[end]).empty() && !isHeading(lines[end]))
        ++end;
    while (end > first + 1 && lines[end - 1].find_first_not_of(" \t") == std::string_view::npos)
        --end;
    std::string paragraph;
    for (std::size_t at = first; at < end; ++at) {
        paragraph += lines[at];
        paragraph += '\n';
    }
    return paragraph;
}

} // namespace arbitre
