// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "ruleset_loader_support.h"

#include <array>
#include <utility>

namespace arbitre::umbra::detail {

namespace {

/** UD-87: the procedures pick tables by position, so the ids are fixed in this order. */
constexpr std::array<std::string_view, 4> TableIds{"table_i", "table_ii", "table_iii", "table_iv"};

using DegatEffect = UmbraParameters::DegatEffect;
constexpr Choices<DegatEffect, 3> DegatEffects{
    {"blessure", "force_loss", "perte_de_moral"},
    {DegatEffect::Blessure, DegatEffect::ForceLoss, DegatEffect::PerteDeMoral}};
constexpr Choices<RallyResult, 3> RallyResults{{"deroute", "statu_quo", "ralliement"},
                                               {RallyResult::Deroute, RallyResult::StatuQuo, RallyResult::Ralliement}};

std::string tableIdList()
{
    std::string list;
    for (const std::string_view id : TableIds) {
        list += list.empty() ? "" : ", ";
        list += inQuotes(id);
    }
    return list;
}

/** What one side suffers or gains on a row (UD-96); absent keys are 0. */
RowEffect readEffect(const JsonNode &node)
{
    RowEffect effect;
    if (!node.exists() || !node.requireObject()) {
        return effect;
    }
    node.allowOnlyKeys({"wounds", "degats", "morale", "morale_major", "advantage"});
    effect.wounds = readIntOr(node["wounds"], 0, 0, MaxCount);
    effect.degats = readIntOr(node["degats"], 0, 0, MaxCount);
    effect.morale = readIntOr(node["morale"], 0, 0, MaxCount);
    effect.moraleMajor = readIntOr(node["morale_major"], -1, 0, MaxCount); // UD-A60: only rows that say so
    effect.advantage = readIntOr(node["advantage"], 0, 0, MaxForce);       // UD-A62
    return effect;
}

TableRow readRow(const JsonNode &row, int dieSides, const IdList &colours, std::optional<FaceRange> &range)
{
    TableRow result;
    if (!row.requireObject()) {
        return result;
    }
    row.allowOnlyKeys({"faces", "colour", "text", "superior", "inferior"});
    range = readFaces(row["faces"], dieSides);
    if (range) {
        result.minFace = range->first;
        result.maxFace = range->last;
    }
    result.colour = readReference(row["colour"], colours).value_or(0);
    result.text = readLabel(row["text"]).value_or(Label{});
    result.superior = readEffect(row["superior"]);
    result.inferior = readEffect(row["inferior"]);
    return result;
}

void readTable(const JsonNode &item, std::size_t index, IdRegistry &seen, UmbraRuleset &rules)
{
    ConfrontationTable table;
    if (!item.requireObject()) {
        rules.tables.push_back(std::move(table));
        return;
    }
    item.allowOnlyKeys({"id", "rule", "label", "die_sides", "degat_effect", "rows"});
    readRuleId(item["rule"]);
    table.id = seen.read(item["id"]).value_or("");
    if (index < TableIds.size() && !table.id.empty() && table.id != TableIds[index]) {
        item["id"].error("expected table id " + inQuotes(TableIds[index]) + " here (the tables are " + tableIdList() +
                         " in that order), got " + inQuotes(table.id));
    }
    table.label = readLabel(item["label"]).value_or(Label{});
    const std::optional<int> dieSides = readInt(item["die_sides"], MinDieSides, MaxDieSides);
    table.dieSides = dieSides.value_or(0);

    // UD-A59: "dégât" appears on table I only, and one switch says what it means.
    const JsonNode degat = item["degat_effect"];
    if (index == 0) {
        if (const std::optional<DegatEffect> effect = readChoice(degat, DegatEffects)) {
            rules.parameters.degatEffect = *effect;
        }
    } else if (degat.exists()) {
        degat.error("expected 'degat_effect' on table_i only (UD-A59)");
    }

    const IdList colours = idsOf("colour", rules.colours);
    const JsonNode rowsNode = item["rows"];
    std::vector<std::optional<FaceRange>> ranges;
    for (const JsonNode &row : readEntries(rowsNode, "row")) {
        std::optional<FaceRange> range;
        table.rows.push_back(readRow(row, table.dieSides, colours, range));
        ranges.push_back(range);
    }
    if (!table.rows.empty()) {
        checkFaceCoverage(rowsNode, table.dieSides, ranges, table.rowByFace);
    }
    rules.tables.push_back(std::move(table));
}

} // namespace

void readConfrontationTables(const JsonNode &node, UmbraRuleset &rules)
{
    if (!node.requireObject()) {
        return;
    }
    node.allowOnlyKeys({"rule", "entries"});
    readRuleId(node["rule"]);
    const JsonNode entries = node["entries"];
    IdRegistry seen("table");
    const std::vector<JsonNode> items = readEntries(entries, "table");
    for (std::size_t i = 0; i < items.size(); ++i) {
        readTable(items[i], i, seen, rules);
    }
    if (!items.empty() && items.size() != TableIds.size()) {
        entries.error("expected " + std::to_string(TableIds.size()) + " tables (" + tableIdList() +
                      " in that order), got " + std::to_string(items.size()));
    }
}

void readRally(const JsonNode &node, UmbraRuleset &rules)
{
    if (!node.requireObject()) {
        return;
    }
    node.allowOnlyKeys({"rule", "colours", "tables"});
    readRuleId(node["rule"]);

    // Rally colours are their own set (UD-101: rouge / blanc / vert).
    IdList colours{"rally colour", {}};
    IdRegistry seenColours("rally colour");
    for (const JsonNode &item : readEntries(node["colours"], "rally colour")) {
        RallyColour colour;
        if (item.requireObject()) {
            item.allowOnlyKeys({"id", "label", "display"});
            colour.id = seenColours.read(item["id"]).value_or("");
            colour.label = readLabel(item["label"]).value_or(Label{});
            colour.display = readDisplayColour(item["display"]);
        }
        colours.ids.push_back(colour.id);
        rules.rallyColours.push_back(std::move(colour));
    }

    IdRegistry seenTables("command level");
    for (const JsonNode &item : readEntries(node["tables"], "rally table")) {
        RallyTable table;
        if (item.requireObject()) {
            item.allowOnlyKeys({"id", "rule", "label", "die_sides", "rows"});
            readRuleId(item["rule"]);
            table.id = seenTables.read(item["id"]).value_or("");
            table.label = readLabel(item["label"]).value_or(Label{});
            table.dieSides = readInt(item["die_sides"], MinDieSides, MaxDieSides).value_or(0);
            const JsonNode rowsNode = item["rows"];
            std::vector<std::optional<FaceRange>> ranges;
            for (const JsonNode &row : readEntries(rowsNode, "row")) {
                RallyRow result;
                std::optional<FaceRange> range;
                if (row.requireObject()) {
                    row.allowOnlyKeys({"faces", "colour", "label", "result"});
                    range = readFaces(row["faces"], table.dieSides);
                    if (range) {
                        result.minFace = range->first;
                        result.maxFace = range->last;
                    }
                    if (const std::optional<int> colour = readReference(row["colour"], colours)) {
                        result.colour = colours.ids[static_cast<std::size_t>(*colour)];
                    }
                    result.label = readLabel(row["label"]).value_or(Label{});
                    result.result = readChoice(row["result"], RallyResults).value_or(RallyResult::StatuQuo);
                }
                table.rows.push_back(std::move(result));
                ranges.push_back(range);
            }
            std::array<std::uint8_t, 21> rowByFace{};
            if (!table.rows.empty()) {
                checkFaceCoverage(rowsNode, table.dieSides, ranges, rowByFace); // UD-A65: every face once
            }
        }
        rules.rallyTables.push_back(std::move(table));
    }
}

} // namespace arbitre::umbra::detail
