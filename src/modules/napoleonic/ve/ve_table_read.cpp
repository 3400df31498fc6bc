// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Where a VE event read the fire or melee table, as positions in the ruleset's tables, and why a line of sight
// is blocked in words: what the VE window draws without knowing the events' ids.
#include "arbitre/napoleonic/table_read.h"
#include "arbitre/napoleonic/ve_ruleset.h"
#include "common/log_event_fields.h"

#include <charconv>

namespace arbitre::napoleonic {

namespace {

/** `text` as a whole number, or nullopt. */
std::optional<int> wholeNumber(const std::string &text)
{
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

/** The index of `row` from `minRow` in a table of `rows` rows. */
std::optional<std::size_t> rowIndex(const std::string &row, int minRow, std::size_t rows)
{
    const std::optional<int> value = wholeNumber(row);
    if (!value || *value < minRow || static_cast<std::size_t>(*value - minRow) >= rows)
        return std::nullopt;
    return static_cast<std::size_t>(*value - minRow);
}

} // namespace

std::optional<VeTableRead> veTableRead(const VeRuleset &rules, const Event &event)
{
    using detail::str;
    const nlohmann::json &result = event.result;
    const std::string table = str(result, "table");
    const std::string row = str(result, "row");
    const std::string column = str(result, "column");
    if (table == "fire") {
        const auto r = rowIndex(row, rules.fireMinRow, rules.fireCells.size());
        for (std::size_t c = 0; r && c < rules.fireColumns.size(); ++c)
            if (rules.fireColumns[c] == column)
                return VeTableRead{VeTable::Fire, *r, c};
    } else if (table == "melee") {
        const auto r = rowIndex(row, rules.meleeMinRow, rules.meleeCells.size());
        for (std::size_t c = 0; r && c < rules.meleeColumns.size(); ++c)
            if (rules.meleeColumns[c].label == column)
                return VeTableRead{VeTable::Melee, *r, c};
    }
    return std::nullopt;
}

std::string veLosReason(const VeRuleset &rules, std::string_view reason, LogLanguage language)
{
    const bool fr = language == LogLanguage::French;
    if (reason == "unite")
        return fr ? "une unité (VE-49)" : "a unit (VE-49)";
    if (reason == "denivellee")
        return fr ? "un changement de niveau (VE-50)" : "a change of level (VE-50)";
    for (const VeTerrain &terrain : rules.terrains)
        if (terrain.id == reason && !pickLabel(terrain.label, language).empty())
            return pickLabel(terrain.label, language) + " (VE-49)";
    return std::string(reason) + " (VE-49)";
}

} // namespace arbitre::napoleonic
