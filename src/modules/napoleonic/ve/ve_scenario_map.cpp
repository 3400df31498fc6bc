// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The `map` of a Vive l'Empereur ! scenario: grid, terrain rows drawn with a legend (the same
// drawing as the Umbra map, docs/scenario-format.md) and a row of level digits per map row.
#include "ve_scenario_support.h"

#include <algorithm>
#include <map>

namespace arbitre::napoleonic {

using nlohmann::json;

namespace {

constexpr std::int64_t MaxMapSide = 200;
constexpr std::array<std::string_view, 2> Orientations{"pointy", "flat"};
constexpr std::array<std::string_view, 6> PointyFacings{"e", "ne", "nw", "w", "sw", "se"};
constexpr std::array<std::string_view, 6> FlatFacings{"se", "ne", "n", "nw", "sw", "s"};

std::vector<std::string_view> terrainIds(const VeRuleset &rules)
{
    std::vector<std::string_view> ids;
    for (const VeTerrain &t : rules.terrains)
        ids.push_back(t.id);
    return ids;
}

/** `rows`: `height` strings of `width` symbols, each looked up by `cell`; returns false on a bad symbol. */
void readRows(const JsonNode &rows, const HexGrid &grid, const std::function<bool(std::size_t, char)> &cell,
              std::string_view what)
{
    if (!rows.exists() || !rows.requireArray())
        return;
    const std::vector<JsonNode> items = rows.items();
    if (items.size() != static_cast<std::size_t>(grid.height))
        rows.error("expected " + std::to_string(grid.height) + " rows (the map's height), got " +
                   std::to_string(items.size()));
    for (std::size_t row = 0; row < items.size() && row < static_cast<std::size_t>(grid.height); ++row) {
        const std::optional<std::string> text = items[row].string();
        if (!text)
            continue;
        if (text->size() != static_cast<std::size_t>(grid.width)) {
            items[row].error("row " + std::to_string(row) + " has " + std::to_string(text->size()) +
                             " cells, expected " + std::to_string(grid.width) + " (the map's width)");
            continue;
        }
        for (std::size_t col = 0; col < text->size(); ++col) {
            if (!cell(row * static_cast<std::size_t>(grid.width) + col, (*text)[col])) {
                items[row].error("column " + std::to_string(col) + ": '" + text->substr(col, 1) + "' is not " +
                                 std::string(what));
                break;
            }
        }
    }
}

} // namespace

const std::array<std::string_view, 6> &veFacingIds(Orientation orientation)
{
    return orientation == Orientation::Pointy ? PointyFacings : FlatFacings;
}

json veHexJson(const VeMap &map, Hex hex)
{
    const OffsetCoord cell = map.grid.cellOf(hex);
    return json::array({cell.col, cell.row});
}

namespace ve {

void readMap(const JsonNode &node, const VeRuleset &rules, VeMap &map)
{
    if (!node.requireObject())
        return;
    node.allowOnlyKeys({"width", "height", "orientation", "terrain", "legend", "rows", "levels"});
    map.grid.width = static_cast<int>(node["width"].integer(1, MaxMapSide).value_or(0));
    map.grid.height = static_cast<int>(node["height"].integer(1, MaxMapSide).value_or(0));
    map.grid.orientation = node["orientation"].oneOfOr(0, Orientations) == 0 ? Orientation::Pointy : Orientation::Flat;
    const std::vector<std::string_view> ids = terrainIds(rules);
    const std::size_t fill = node["terrain"].oneOfOr(0, ids);
    if (map.grid.empty())
        return;
    const auto cells = static_cast<std::size_t>(map.grid.cellCount());
    map.terrain.assign(cells, static_cast<std::uint8_t>(fill));
    map.level.assign(cells, 0);
    map.legend.assign(rules.terrains.size(), '\0');

    std::map<char, std::uint8_t> legend;
    if (const JsonNode legendNode = node["legend"]; legendNode.exists() && legendNode.requireObject()) {
        for (const auto &[symbol, terrain] : legendNode.members()) {
            if (symbol.size() != 1 || symbol[0] == ' ' || static_cast<unsigned char>(symbol[0]) >= 0x80) {
                terrain.error("a legend symbol is one ASCII character other than a space, got '" + symbol + "'");
            } else if (const std::optional<std::size_t> index = terrain.oneOf(ids)) {
                legend[symbol[0]] = static_cast<std::uint8_t>(*index);
                map.legend[*index] = symbol[0];
            }
        }
    }
    readRows(
        node["rows"], map.grid,
        [&](std::size_t i, char symbol) {
            const auto found = legend.find(symbol);
            if (found == legend.end())
                return false;
            map.terrain[i] = found->second;
            return true;
        },
        "in the 'legend'");
    // VE-49, VE-50: levels as digits; a change between neighbours is a slope, its upper side the crest.
    readRows(
        node["levels"], map.grid,
        [&](std::size_t i, char digit) {
            if (digit < '0' || digit > '9')
                return false;
            map.level[i] = static_cast<std::uint8_t>(digit - '0');
            return true;
        },
        "a level digit 0–9");
}

std::optional<Hex> readHex(const JsonNode &node, const VeMap &map)
{
    if (!node.requireArray())
        return std::nullopt;
    const std::vector<JsonNode> items = node.items();
    if (items.size() != 2) {
        node.error("a hex is [col, row], got " + std::to_string(items.size()) + " numbers");
        return std::nullopt;
    }
    const std::optional<std::int64_t> col = items[0].integer(0, MaxMapSide);
    const std::optional<std::int64_t> row = items[1].integer(0, MaxMapSide);
    if (!col || !row || map.grid.empty())
        return std::nullopt;
    const OffsetCoord cell{static_cast<int>(*col), static_cast<int>(*row)};
    if (!map.grid.contains(cell)) {
        node.error("hex [" + std::to_string(cell.col) + ", " + std::to_string(cell.row) + "] is off the " +
                   std::to_string(map.grid.width) + " × " + std::to_string(map.grid.height) + " map");
        return std::nullopt;
    }
    return map.grid.hexOf(cell);
}

} // namespace ve

json veMapJson(const VeScenario &scenario)
{
    const VeMap &map = scenario.map;
    const VeRuleset &rules = scenario.ruleset();
    json out{{"width", map.grid.width},
             {"height", map.grid.height},
             {"orientation", map.grid.orientation == Orientation::Pointy ? "pointy" : "flat"}};
    // Terrains the file drew without a symbol get the first free letter.
    std::vector<char> legend = map.legend;
    legend.resize(rules.terrains.size(), '\0');
    for (std::size_t t = 0; t < legend.size(); ++t) {
        for (char c = 'a'; legend[t] == '\0' && c <= 'z'; ++c) {
            if (std::find(legend.begin(), legend.end(), c) == legend.end())
                legend[t] = c;
        }
    }
    json legendJson = json::object();
    for (std::size_t t = 0; t < legend.size(); ++t) {
        if (std::find(map.terrain.begin(), map.terrain.end(), t) != map.terrain.end())
            legendJson[std::string(1, legend[t])] = rules.terrains[t].id;
    }
    out["legend"] = std::move(legendJson);
    json rows = json::array();
    json levels = json::array();
    for (int row = 0; row < map.grid.height; ++row) {
        std::string text;
        std::string digits;
        for (int col = 0; col < map.grid.width; ++col) {
            const auto i = static_cast<std::size_t>(row * map.grid.width + col);
            text += legend[map.terrain[i]];
            digits += static_cast<char>('0' + map.level[i]);
        }
        rows.push_back(std::move(text));
        levels.push_back(std::move(digits));
    }
    out["rows"] = std::move(rows);
    out["levels"] = std::move(levels);
    return out;
}

} // namespace arbitre::napoleonic
