// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/setup.h"
#include "setup_support.h"

#include <algorithm>

namespace arbitre::umbra::setup {

using nlohmann::json;
using namespace support;

namespace {

/** The map's terrain drawing (UD-67) as paintTerrain() changes it: legend symbols and rows of symbols. */
class TerrainCanvas
{
public:
    TerrainCanvas(const json &map, const HexGrid &grid) : m_grid(grid)
    {
        const json *legend = map.contains("legend") ? &map["legend"] : nullptr;
        if (legend != nullptr && !legend->is_object()) {
            throw SetupError("the map's legend is not an object: fix it in the file");
        }
        m_hasLegend = legend != nullptr;
        const json symbols = m_hasLegend ? *legend : json::object();
        for (const auto &[symbol, terrain] : symbols.items()) {
            m_legend.emplace_back(symbol, terrain);
        }
        m_hasRows = map.contains("rows");
        if (m_hasRows) {
            readRows(map["rows"]);
        }
    }

    /** The terrain drawn at `cell`: `fill` for a map without rows. */
    json terrainAt(OffsetCoord cell, const json &fill) const
    {
        if (!m_hasRows) {
            return fill;
        }
        const std::string symbol(1, m_rows[static_cast<std::size_t>(cell.row)][static_cast<std::size_t>(cell.col)]);
        const auto entry =
            std::find_if(m_legend.begin(), m_legend.end(), [&](const auto &e) { return e.first == symbol; });
        return entry != m_legend.end() ? entry->second : json();
    }

    /** The symbol of `terrain`, added to the legend with an edit when it has none yet. */
    char symbolFor(const std::string &terrain, JsonEdits &edits)
    {
        std::string taken;
        for (const auto &[symbol, id] : m_legend) {
            if (symbol.size() == 1 && id == terrain) {
                return symbol[0];
            }
            taken += symbol;
        }
        const std::optional<char> symbol = freeSymbol(terrain, taken);
        if (!symbol) {
            throw SetupError("no free legend symbol is left for " + inQuotes(terrain));
        }
        const std::string key(1, *symbol);
        edits.push_back(m_hasLegend ? JsonEdit{child("/map/legend", key), std::nullopt, terrain}
                                    : JsonEdit{"/map/legend", std::nullopt, json::object({{key, terrain}})});
        m_hasLegend = true;
        m_legend.emplace_back(key, terrain);
        return *symbol;
    }

    /** Draws the map with one symbol when it had no rows (every hex its `fill`). */
    void fillRows(char symbol)
    {
        m_rows.assign(static_cast<std::size_t>(m_grid.height),
                      std::string(static_cast<std::size_t>(m_grid.width), symbol));
    }

    std::string &row(int index) { return m_rows[static_cast<std::size_t>(index)]; }
    const std::vector<std::string> &rows() const { return m_rows; }
    bool hasRows() const { return m_hasRows; }

private:
    HexGrid m_grid;
    bool m_hasLegend = false;
    bool m_hasRows = false;
    std::vector<std::pair<std::string, json>> m_legend;
    std::vector<std::string> m_rows;

    void readRows(const json &rows)
    {
        const bool fits =
            rows.is_array() && rows.size() == static_cast<std::size_t>(m_grid.height) &&
            std::all_of(rows.begin(), rows.end(), [&](const json &row) {
                return row.is_string() && row.get<std::string>().size() == static_cast<std::size_t>(m_grid.width);
            });
        if (!fits) {
            throw SetupError("the map's rows are not " + std::to_string(m_grid.height) + " rows of " +
                             std::to_string(m_grid.width) + " symbols: fix them in the file");
        }
        m_rows = rows.get<std::vector<std::string>>();
    }
};

// The levy place a levied unit arrives at, by name (UD-18, UD-69).
std::string levyPlaceName(const json &scenario, const std::string &unitPointer)
{
    const std::string levy = unitPointer.substr(0, unitPointer.rfind("/units/"));
    const json *place = find(scenario, levy + "/place");
    if (place == nullptr || !place->is_string()) {
        return "its place";
    }
    const std::optional<std::size_t> index = findPlace(scenario, place->get<std::string>());
    return index ? scenario["map"]["places"][*index].value("name", place->get<std::string>())
                 : place->get<std::string>();
}

// The index of the entry of the array at `pointer` whose hex (`key`, or the entry itself) is `cell`.
std::optional<std::size_t> entryAt(const json &scenario, const std::string &pointer, OffsetCoord cell, const char *key)
{
    const json *list = find(scenario, pointer);
    for (std::size_t i = 0; list != nullptr && list->is_array() && i < list->size(); ++i) {
        const json &entry = list->at(i);
        const json hex = key != nullptr && entry.is_object() ? entry.value(key, json()) : entry;
        if (hex == hexJson(cell)) {
            return i;
        }
    }
    return std::nullopt;
}

} // namespace

JsonEdits paintTerrain(const UmbraRuleset &rules, const json &scenario, const std::vector<OffsetCoord> &cells,
                       const std::string &terrain)
{
    const HexGrid grid = mapGrid(scenario);
    if (!rules.findTerrain(terrain)) {
        throw SetupError("unknown terrain " + inQuotes(terrain));
    }
    const json &map = scenario["map"];
    const json fill = map.value("terrain", json(rules.terrains.at(static_cast<std::size_t>(rules.defaultTerrain)).id));
    if (!fill.is_string()) {
        throw SetupError("the map's terrain is not a terrain id: fix it in the file");
    }
    TerrainCanvas canvas(map, grid);
    std::vector<OffsetCoord> changed;
    for (const OffsetCoord cell : cells) {
        if (grid.contains(cell) && canvas.terrainAt(cell, fill) != terrain) {
            changed.push_back(cell);
        }
    }
    if (changed.empty()) {
        return {};
    }
    JsonEdits edits; // the legend first, so the rows' new symbol is known when they are read
    if (!canvas.hasRows()) {
        canvas.fillRows(canvas.symbolFor(fill.get<std::string>(), edits));
    }
    const char symbol = canvas.symbolFor(terrain, edits);
    const std::vector<std::string> before = canvas.rows();
    for (const OffsetCoord cell : changed) {
        canvas.row(cell.row)[static_cast<std::size_t>(cell.col)] = symbol;
    }
    if (!canvas.hasRows()) {
        edits.push_back({"/map/rows", std::nullopt, canvas.rows()});
        return edits;
    }
    for (std::size_t row = 0; row < before.size(); ++row) {
        if (canvas.rows()[row] != before[row]) {
            edits.push_back({child("/map/rows", row), before[row], canvas.rows()[row]});
        }
    }
    return edits;
}

JsonEdits placeUnit(const json &scenario, std::string_view unitId, OffsetCoord cell)
{
    const UnitPath unit = findUnit(scenario, unitId);
    if (unit.levied) {
        throw SetupError(inQuotes(unitId) + " arrives with its levy at " + levyPlaceName(scenario, unit.pointer) +
                         " (UD-18, UD-69)");
    }
    requireCell(mapGrid(scenario), cell);
    JsonEdit edit = replaceEdit(scenario, unit.pointer + "/hex", hexJson(cell));
    return edit.before == edit.after ? JsonEdits{} : JsonEdits{std::move(edit)};
}

JsonEdits unplaceUnit(const json &scenario, std::string_view unitId)
{
    const UnitPath unit = findUnit(scenario, unitId);
    const std::string pointer = unit.pointer + "/hex";
    const json *hex = find(scenario, pointer);
    return hex != nullptr ? JsonEdits{{pointer, *hex, std::nullopt}} : JsonEdits{};
}

JsonEdits addPlace(const json &scenario, const std::string &name, OffsetCoord cell, bool levyPoint)
{
    requireCell(mapGrid(scenario), cell);
    const std::string stem = slug(name);
    json place{{"id", freshId(scenario, stem.empty() ? "place" : stem)}, {"name", name}, {"hex", hexJson(cell)}};
    if (!levyPoint) {
        place["levy_point"] = false; // UD-69: a landmark where nobody is raised
    }
    return {appendEdit(scenario, "/map/places", std::move(place))};
}

JsonEdits removePlace(const json &scenario, std::string_view placeId)
{
    const std::optional<std::size_t> index = findPlace(scenario, placeId);
    if (!index) {
        throw SetupError("no place " + inQuotes(placeId) + " on the map");
    }
    for (const json &side : scenario.value("sides", json::array())) {
        const json levies = side.is_object() ? side.value("levies", json::array()) : json::array();
        for (const json &levy : levies) {
            if (levy.is_object() && levy.value("place", json()) == placeId) {
                throw SetupError("place " + inQuotes(placeId) + " is where " + inQuotes(side.value("id", "")) +
                                 " raises a levy (UD-69): remove the levy first");
            }
        }
    }
    const std::string pointer = child("/map/places", *index);
    return {{pointer, scenario["map"]["places"][*index], std::nullopt}};
}

JsonEdits setPosition(const UmbraRuleset &rules, const json &scenario, OffsetCoord cell, const std::string &position)
{
    requireCell(mapGrid(scenario), cell);
    if (!position.empty() && !rules.findPosition(position)) {
        throw SetupError("unknown position " + inQuotes(position) + " (UD-79)");
    }
    const std::optional<std::size_t> index = entryAt(scenario, "/map/positions", cell, "hex");
    if (!index) {
        return position.empty() ? JsonEdits{}
                                : JsonEdits{appendEdit(scenario, "/map/positions",
                                                       {{"hex", hexJson(cell)}, {"position", position}})};
    }
    const std::string pointer = child("/map/positions", *index);
    const json &entry = scenario["map"]["positions"][*index];
    if (position.empty()) {
        return {{pointer, entry, std::nullopt}};
    }
    JsonEdit edit = replaceEdit(scenario, pointer + "/position", position); // one position per hex (UD-79)
    return edit.before == edit.after ? JsonEdits{} : JsonEdits{std::move(edit)};
}

JsonEdits setFortifySite(const json &scenario, OffsetCoord cell, bool site)
{
    requireCell(mapGrid(scenario), cell);
    const std::optional<std::size_t> index = entryAt(scenario, "/map/fortify_sites", cell, nullptr);
    if (site && !index) {
        return {appendEdit(scenario, "/map/fortify_sites", hexJson(cell))}; // UD-80, UD-A51
    }
    if (!site && index) {
        return {{child("/map/fortify_sites", *index), hexJson(cell), std::nullopt}};
    }
    return {};
}

} // namespace arbitre::umbra::setup
