// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Where a figure-rules event read its table, as positions in the ruleset's tables: what the figures window
// draws without knowing the events' ids. The row of NF-25 is the first that applies, as the procedure reads it.
#include "arbitre/napoleonic/figures_ruleset.h"
#include "arbitre/napoleonic/figures_scenario.h"
#include "arbitre/napoleonic/table_read.h"
#include "common/log_event_fields.h"

#include <charconv>

namespace arbitre::napoleonic {

namespace {

using detail::str;

template <typename List> std::optional<std::size_t> indexOf(const List &list, const std::string &id)
{
    for (std::size_t i = 0; i < list.size(); ++i)
        if (list[i].id == id)
            return i;
    return std::nullopt;
}

/** NF-1: the row of score `row` and the columns it added up ("1+2" reads columns 1 and 2). */
FiguresTableRead lossRead(const FiguresRuleset &rules, const std::string &row, const std::string &column)
{
    FiguresTableRead read{FiguresTable::Loss, std::nullopt, {}, false};
    const LossTable &table = rules.lossTable;
    int score = 0;
    const char *begin = row.data() + (row.starts_with('+') ? 1 : 0);
    if (std::from_chars(begin, row.data() + row.size(), score).ec == std::errc() && score >= table.minScore &&
        static_cast<std::size_t>(score - table.minScore) < table.texts.size())
        read.row = static_cast<std::size_t>(score - table.minScore);
    std::size_t start = 0;
    while (start <= column.size()) {
        const std::size_t plus = std::min(column.find('+', start), column.size());
        int figures = 0;
        const char *first = column.data() + start;
        if (std::from_chars(first, column.data() + plus, figures).ec == std::errc() && figures >= 1)
            read.columns.push_back(static_cast<std::size_t>(figures - 1));
        start = plus + 1;
    }
    return read;
}

/** NF-25: the first row from the unit's formation (or from any) to the one it takes, and the nation's column. */
FiguresTableRead formationRead(const FiguresRuleset &rules, const std::string &row, const std::string &column)
{
    FiguresTableRead read{FiguresTable::FormationChange, std::nullopt, {}, false};
    const std::size_t arrow = row.find('>');
    const std::string from = row.substr(0, arrow);
    const std::string to = arrow == std::string::npos ? std::string() : row.substr(arrow + 1);
    for (std::size_t r = 0; r < rules.formationChanges.size() && !read.row; ++r) {
        const FormationChangeRow &change = rules.formationChanges[r];
        if (change.to == to && (change.from == from || change.from == "any"))
            read.row = r;
    }
    for (std::size_t n = 0; n < rules.nationColumns.size(); ++n)
        if (rules.nationColumns[n] == column)
            read.columns.push_back(n);
    return read;
}

} // namespace

std::optional<FiguresTableRead> figuresTableRead(const FiguresScenario &scenario, const Event &event)
{
    const FiguresRuleset &rules = scenario.ruleset();
    const nlohmann::json &result = event.result;
    const std::string table = str(result, "table");
    const std::string row = str(result, "row");
    const std::string column = str(result, "column");
    const auto columnOf = [&](std::initializer_list<const char *> ids) {
        std::vector<std::size_t> out;
        std::size_t i = 0;
        for (const char *id : ids) {
            if (column == id)
                out.push_back(i);
            ++i;
        }
        return out;
    };
    if (table == "loss_table")
        return lossRead(rules, row, column);
    if (table == "situation_table") // M19: the box the score fell in; MAC, standing fire, other reasons
        return FiguresTableRead{FiguresTable::Situation, indexOf(rules.boxes, str(result, "band")),
                                columnOf({"mac", "standing", "other"}), false};
    if (table == "control_test") // the status; RET/SAF/flank, DER/DES/rear
        return FiguresTableRead{FiguresTable::Control, indexOf(rules.status, row), columnOf({"ret", "der"}), false};
    if (table == "formation_change_pa")
        return formationRead(rules, row, column);
    if (table == "movement_ud") { // NF-22 foot, NF-23 horse: the pace and the formation
        FiguresTableRead read{FiguresTable::Movement, indexOf(rules.paces, row), {}, false};
        if (const auto unit = scenario.unitIndex(str(event.input, "unit")))
            read.horse = scenario.units[*unit].unit.horse;
        if (const auto formation = indexOf(rules.formations, column))
            read.columns.push_back(*formation);
        return read;
    }
    return std::nullopt;
}

} // namespace arbitre::napoleonic
