// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace arbitre::umbra {

/**
 * One line of an end-of-day or army-level procedure's explanation, shown to the GM:
 * `day 1: 2 piétailles arrive` with the rule ids it applies (`UD-18, UD-A7`). Not on the hot
 * path, so the text is owned; the rule id points at static text.
 */
struct ExplanationLine
{
    std::string_view ruleId;
    std::string text;

    friend bool operator==(const ExplanationLine &, const ExplanationLine &) = default;
};

using Explanation = std::vector<ExplanationLine>;

/** `text (ruleId)` per line, newline-separated, for logs and the console. */
inline std::string formatExplanation(const Explanation &lines)
{
    std::string out;
    for (const ExplanationLine &line : lines) {
        if (!out.empty()) {
            out += '\n';
        }
        out += line.text;
        if (!line.ruleId.empty()) {
            out += " (";
            out += line.ruleId;
            out += ')';
        }
    }
    return out;
}

} // namespace arbitre::umbra
