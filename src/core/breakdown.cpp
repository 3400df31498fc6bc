// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/breakdown.h"

#include <algorithm>
#include <cstdint>

namespace arbitre {

namespace {

constexpr std::string_view Minus = "\u2212"; // typographic minus, as printed in the rulebooks
constexpr std::string_view FoldedLabel = "\u2026";

// Printed with a Unicode minus; int64 so that INT_MIN has a magnitude.
void appendNumber(std::string &out, std::int64_t value)
{
    if (value < 0) {
        out += Minus;
        value = -value;
    }
    out += std::to_string(value);
}

// `label value (rule)`, each part optional except the value.
void appendTerm(std::string &out, const Term &term, std::int64_t shown)
{
    if (!term.label.empty()) {
        out += term.label;
        out += ' ';
    }
    appendNumber(out, shown);
    if (!term.ruleId.empty()) {
        out += " (";
        out += term.ruleId;
        out += ')';
    }
}

} // namespace

void Breakdown::foldAdd(int value)
{
    // Full: the last line becomes "…" and absorbs the rest. Adding to its value is right whether it
    // adds (the sum grows) or replaces (the total it set grows), so replaying the terms still gives m_total.
    Term &last = m_terms[Capacity - 1];
    last.ruleId = {};
    last.label = FoldedLabel;
    // Saturated: past the int range the total itself, summed in 64 bits, is out of range and refused.
    last.value = static_cast<int>(std::clamp<std::int64_t>(std::int64_t{last.value} + value, INT32_MIN, INT32_MAX));
}

void Breakdown::foldSet(int value)
{
    // Past capacity a set wipes out what the folded line summed: it becomes the new total.
    Term &last = m_terms[Capacity - 1];
    last.ruleId = {};
    last.label = FoldedLabel;
    last.value = value;
    last.replaces = true;
}

void Breakdown::clear()
{
    m_size = 0;
    m_total = 0;
}

std::string Breakdown::explain() const
{
    std::string out;
    appendNumber(out, m_total);
    if (m_size == 0) {
        return out;
    }
    out += " = ";
    for (std::size_t i = 0; i < m_size; ++i) {
        const Term &term = m_terms[i];
        const std::int64_t value = term.value;
        if (i == 0) {
            // From an empty total a set and an add read the same: no sign, no arrow.
            appendTerm(out, term, value);
        } else if (term.replaces) {
            out += " \u2192 ";
            appendTerm(out, term, value);
        } else {
            out += value < 0 ? " " : " + ";
            if (value < 0) {
                out += Minus;
                out += ' ';
            }
            appendTerm(out, term, value < 0 ? -value : value);
        }
    }
    return out;
}

} // namespace arbitre
