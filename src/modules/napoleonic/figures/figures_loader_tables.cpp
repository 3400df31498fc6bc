// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "figures_loader_support.h"

#include <array>
#include <cctype>

namespace arbitre::napoleonic::detail {

namespace {

/** NF-15 cell grammar: "" | "*" | INT | INT "+"; null = absent (NF-A4). */
std::optional<LossCode> parseLossCode(const JsonNode &node, std::string &text)
{
    if (node.exists() && node.value()->is_null()) {
        return LossCode{0, 0, false, true};
    }
    const std::optional<std::string> cell = node.string();
    if (!cell) {
        return std::nullopt;
    }
    text = *cell;
    if (cell->empty()) {
        return LossCode{};
    }
    if (*cell == "*") {
        return LossCode{0, 0, true, false};
    }
    std::string digits = *cell;
    LossCode code;
    if (digits.back() == '+') {
        code.halves = 1;
        digits.pop_back();
    }
    const bool numeric = !digits.empty() && digits.size() <= 2 &&
                         std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (!numeric) {
        node.error("expected a loss code ('', '*', 'n' or 'n+'), got " + inQuotes(*cell));
        return std::nullopt;
    }
    code.steps = std::stoi(digits);
    return code;
}

/** An object whose keys are the integers min..max, each once: the rows of a table. */
std::vector<JsonNode> readRows(const JsonNode &cells, int min, int max, std::string_view what)
{
    std::vector<JsonNode> rows;
    if (!cells.requireObject()) {
        return rows;
    }
    for (const auto &[key, row] : cells.members()) {
        bool known = false;
        for (int i = min; i <= max; ++i) {
            known = known || key == std::to_string(i);
        }
        if (!known) {
            row.error("unknown " + std::string(what) + " row " + inQuotes(key) + "; expected " + std::to_string(min) +
                      " to " + std::to_string(max));
        }
    }
    for (int i = min; i <= max; ++i) {
        const JsonNode row = cells[std::to_string(i)];
        if (!row.exists()) {
            cells.error("missing " + std::string(what) + " row " + inQuotes(std::to_string(i)));
        }
        rows.push_back(row);
    }
    return rows;
}

std::vector<JsonNode> readCells(const JsonNode &row, std::size_t count)
{
    if (!row.exists()) {
        return {}; // readRows() reported the missing row
    }
    std::vector<JsonNode> cells = row.items();
    if (row.exists() && row.value()->is_array() && cells.size() != count) {
        row.error("expected " + std::to_string(count) + " cells, got " + std::to_string(cells.size()));
    }
    return cells;
}

std::optional<CohesionEffect> readEffect(const JsonNode &node)
{
    if (!node.exists() || node.value()->is_null()) {
        return CohesionEffect::None;
    }
    constexpr std::array<std::string_view, 2> Ids{"ddf", "des"};
    const std::optional<std::size_t> index = node.oneOf(Ids);
    return index ? std::optional(*index == 0 ? CohesionEffect::Ddf : CohesionEffect::Des) : std::nullopt;
}

} // namespace

void readLossTable(const JsonNode &node, FiguresRuleset &rules)
{
    if (!openBlock(node, {"rule", "rows", "columns", "artillery_figure_multiplier", "artillery_figure_multiplier_melee",
                          "cells"})) {
        return;
    }
    LossTable &table = rules.lossTable;
    const JsonNode rows = node["rows"];
    if (rows.requireObject()) {
        rows.allowOnlyKeys({"min", "max"});
        table.minScore = readInt(rows["min"], -20, 0).value_or(-6);
        table.maxScore = readInt(rows["max"], 0, 20).value_or(6);
    }
    const JsonNode columns = node["columns"];
    if (columns.requireObject()) {
        columns.allowOnlyKeys({"min", "max"});
        readInt(columns["min"], 1, 1);
        table.maxFigures = readInt(columns["max"], 1, 100).value_or(16);
    }
    table.artilleryMultiplier = readInt(node["artillery_figure_multiplier"], 1, 10).value_or(2);
    table.artilleryMultiplierMelee = readInt(node["artillery_figure_multiplier_melee"], 1, 10).value_or(1);
    for (const JsonNode &row : readRows(node["cells"], table.minScore, table.maxScore, "score")) {
        std::vector<LossCode> codes;
        std::vector<std::string> texts;
        for (const JsonNode &cell : readCells(row, static_cast<std::size_t>(table.maxFigures))) {
            std::string text;
            codes.push_back(parseLossCode(cell, text).value_or(LossCode{}));
            texts.push_back(std::move(text));
        }
        codes.resize(static_cast<std::size_t>(table.maxFigures), LossCode{0, 0, false, true});
        texts.resize(codes.size());
        table.cells.push_back(std::move(codes));
        table.texts.push_back(std::move(texts));
    }
}

void readPercentages(const JsonNode &node, FiguresRuleset &rules)
{
    if (!openBlock(node, {"rule", "columns", "cells", "literal_rows"})) {
        return;
    }
    PercentageTable &table = rules.percentages;
    int previous = 0;
    for (const JsonNode &column : readEntries(node["columns"], "figures column")) {
        const int figures = readInt(column, 1, 1000).value_or(previous + 1);
        if (figures <= previous) {
            column.error("expected figures above " + std::to_string(previous) + ", got " + std::to_string(figures));
        }
        previous = figures;
        table.columns.push_back(figures);
    }
    const auto readRow = [&](const JsonNode &row) {
        std::vector<std::optional<int>> cells;
        for (const JsonNode &cell : readCells(row, table.columns.size())) {
            bool present = true;
            cells.push_back(readNullableInt(cell, 0, 100, present));
        }
        cells.resize(table.columns.size());
        return cells;
    };
    // Rows are steps lost in the action, 1..20 (NF-18).
    int steps = 0;
    if (node["cells"].requireObject()) {
        steps = static_cast<int>(node["cells"].members().size());
    }
    for (const JsonNode &row : readRows(node["cells"], 1, std::max(steps, 1), "steps")) {
        table.cells.push_back(readRow(row));
    }
    const JsonNode literal = node["literal_rows"];
    if (literal.exists()) {
        const int count = literal.requireObject() ? static_cast<int>(literal.members().size()) : 0;
        table.literalFirstStep = std::max(1, steps - count + 1);
        for (const JsonNode &row : readRows(literal, table.literalFirstStep, steps, "steps")) {
            table.literalRows.push_back(readRow(row));
        }
    }
}

void readMovement(const JsonNode &node, FiguresRuleset &rules)
{
    if (!openBlock(node, {"rule", "inf_art_foot", "cav_art_horse", "backward_step_ud", "pch_change_ud_inf",
                          "pace_level_change_ud_cav"})) {
        return;
    }
    constexpr std::array<std::string_view, 2> Groups{"inf_art_foot", "cav_art_horse"};
    for (std::size_t g = 0; g < Groups.size(); ++g) {
        const JsonNode group = node[Groups[g]];
        MovementTable &table = rules.movement[g];
        table.ud.assign(rules.paces.size(), std::vector<std::optional<int>>(rules.formations.size()));
        table.listed.assign(rules.paces.size(), std::vector<bool>(rules.formations.size(), false));
        if (!group.requireObject()) {
            continue;
        }
        for (const auto &[paceId, row] : group.members()) {
            const std::optional<int> pace = findId(row, paceId, rules.paces, "pace");
            if (!pace || !row.requireObject()) {
                continue;
            }
            for (const auto &[formationId, cell] : row.members()) {
                const std::optional<int> formation = findId(cell, formationId, rules.formations, "formation");
                bool present = true;
                const std::optional<int> ud = readNullableInt(cell, 0, 100, present);
                if (formation) {
                    table.ud[static_cast<std::size_t>(*pace)][static_cast<std::size_t>(*formation)] = ud;
                    table.listed[static_cast<std::size_t>(*pace)][static_cast<std::size_t>(*formation)] = present;
                }
            }
        }
    }
    rules.backwardStepUd = readInt(node["backward_step_ud"], 0, 100).value_or(1);
    rules.pchChangeUdInf = readInt(node["pch_change_ud_inf"], 0, 100).value_or(1);
    rules.paceLevelChangeUdCav = readInt(node["pace_level_change_ud_cav"], 0, 100).value_or(1);
}

void readFormationChanges(const JsonNode &node, FiguresRuleset &rules)
{
    if (!openBlock(node, {"rule", "columns", "rows"})) {
        return;
    }
    std::vector<std::string> seen;
    for (const JsonNode &column : readEntries(node["columns"], "nation column")) {
        std::string id = column.string().value_or("");
        if (std::find(seen.begin(), seen.end(), id) != seen.end()) {
            column.error("duplicate nation column " + inQuotes(id));
        }
        seen.push_back(id);
        rules.nationColumns.push_back(std::move(id));
    }
    const auto readEnd = [&](const JsonNode &end, std::initializer_list<std::string_view> extra) {
        const std::optional<std::string> id = end.string();
        if (!id) {
            return std::string();
        }
        for (const std::string_view word : extra) {
            if (*id == word) {
                return *id;
            }
        }
        findId(end, *id, rules.formations, "formation");
        return *id;
    };
    for (const JsonNode &item : readEntries(node["rows"], "formation change")) {
        FormationChangeRow row;
        if (item.requireObject()) {
            item.allowOnlyKeys({"from", "to", "pa"});
            row.from = readEnd(item["from"], {"any", "reform"});
            row.to = readEnd(item["to"], {"pivot", "about_face", "reform"});
            for (const JsonNode &cell : readCells(item["pa"], rules.nationColumns.size())) {
                bool present = true;
                row.pa.push_back(readNullableInt(cell, 0, 20, present));
            }
            row.pa.resize(rules.nationColumns.size());
        }
        rules.formationChanges.push_back(std::move(row));
    }
}

void readTerrainPenalty(const JsonNode &node, FiguresRuleset &rules)
{
    if (!openBlock(node, {"rule", "inf", "cav", "art"})) {
        return;
    }
    constexpr std::array<std::string_view, 3> Arms{"inf", "cav", "art"};
    for (std::size_t a = 0; a < Arms.size(); ++a) {
        const JsonNode arm = node[Arms[a]];
        rules.terrainPenalty[a].assign(rules.terrains.size(), TerrainPenalty{0, CohesionEffect::None});
        if (!arm.requireObject()) {
            continue;
        }
        for (const auto &[terrainId, cell] : arm.members()) {
            const std::optional<int> terrain = findId(cell, terrainId, rules.terrains, "terrain");
            if (!cell.requireObject()) {
                continue;
            }
            cell.allowOnlyKeys({"ud", "effect"});
            TerrainPenalty penalty;
            bool present = true;
            penalty.ud = readNullableInt(cell["ud"], 0, 100, present); // null: impassable (xxx)
            penalty.effect = readEffect(cell["effect"]).value_or(CohesionEffect::None);
            if (terrain) {
                rules.terrainPenalty[a][static_cast<std::size_t>(*terrain)] = penalty;
            }
        }
    }
}

void readControlTest(const JsonNode &node, FiguresRuleset &rules)
{
    if (!openBlock(node, {"rule", "thresholds"})) {
        return;
    }
    const JsonNode thresholds = node["thresholds"];
    rules.controlThresholds.assign(rules.status.size(), {0, 0});
    std::vector<bool> given(rules.status.size(), false);
    if (!thresholds.requireObject()) {
        return;
    }
    for (const auto &[statusId, cell] : thresholds.members()) {
        const std::optional<int> status = findId(cell, statusId, rules.status, "status");
        if (!cell.requireObject()) {
            continue;
        }
        cell.allowOnlyKeys({"ret", "der"});
        const int ret = readInt(cell["ret"], 0, 6).value_or(0);
        const int der = readInt(cell["der"], 0, 6).value_or(0);
        if (status) {
            rules.controlThresholds[static_cast<std::size_t>(*status)] = {ret, der};
            given[static_cast<std::size_t>(*status)] = true;
        }
    }
    for (std::size_t i = 0; i < given.size(); ++i) {
        if (!given[i]) {
            thresholds.error("missing thresholds for status " + inQuotes(rules.status[i].id));
        }
    }
}

} // namespace arbitre::napoleonic::detail
