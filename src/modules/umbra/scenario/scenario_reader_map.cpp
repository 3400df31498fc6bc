// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "scenario_reader_support.h"

namespace arbitre::umbra::reading {

// The strategic map (UD-67): grid, terrain rows through a legend, places, positions, fortify sites.
void ScenarioReader::readMap(const JsonNode &node, UmbraMap &map, std::vector<HexPosition> &positions)
{
    if (!node.requireObject()) {
        return;
    }
    node.allowOnlyKeys(
        {"width", "height", "orientation", "terrain", "legend", "rows", "places", "positions", "fortify_sites"});
    map.grid.width = static_cast<int>(node["width"].integer(1, MaxMapSide).value_or(0));
    map.grid.height = static_cast<int>(node["height"].integer(1, MaxMapSide).value_or(0));
    static constexpr std::array<std::string_view, 2> Orientations{"pointy", "flat"};
    map.grid.orientation = node["orientation"].oneOfOr(0, Orientations) == 0 ? Orientation::Pointy : Orientation::Flat;
    const int fill = optionalIndex(node["terrain"], m_ids.terrains).value_or(m_rules.defaultTerrain);
    if (map.grid.empty()) {
        m_reader.throwIfErrors(); // nothing below can be checked without a size
        return;
    }
    const std::size_t cells = static_cast<std::size_t>(map.grid.cellCount());
    map.terrain.assign(cells, static_cast<std::uint8_t>(fill));
    map.fortifySites.assign(cells, 0);

    // `legend` maps one character to a terrain id; `rows` draw the map with it, row 0 at the top.
    const std::map<char, int> legend = readLegend(node["legend"], map);
    readTerrainRows(node["rows"], legend, map);
    readPlaces(node["places"], map);
    m_map = &map;
    readPositions(node["positions"], positions);
    // Hexes the GM marks appropriate for raising a defensive position (UD-80, UD-A51).
    if (const JsonNode sites = node["fortify_sites"]; sites.exists() && sites.requireArray()) {
        for (const JsonNode &item : sites.items()) {
            if (const std::optional<Hex> hex = readHex(item)) {
                map.fortifySites[static_cast<std::size_t>(map.grid.index(*hex))] = 1;
            }
        }
    }
}

// The map's `legend`: one character per terrain id, also kept on the map so that the writer draws the same rows.
std::map<char, int> ScenarioReader::readLegend(const JsonNode &legendNode, UmbraMap &map)
{
    std::map<char, int> legend;
    if (legendNode.exists() && legendNode.requireObject()) {
        for (const auto &[symbol, terrain] : legendNode.members()) {
            if (symbol.size() != 1 || symbol[0] == ' ' || static_cast<unsigned char>(symbol[0]) >= 0x80) {
                terrain.error("a legend symbol is one ASCII character other than a space, got " + inQuotes(symbol));
            } else if (const std::optional<std::size_t> index = terrain.oneOf(m_ids.terrains)) {
                legend[symbol[0]] = static_cast<int>(*index);
                map.legend.resize(m_rules.terrains.size(), '\0');
                map.legend[*index] = symbol[0];
            }
        }
    }
    return legend;
}

// The map's `rows`, one string per row of the grid, one legend symbol per cell.
void ScenarioReader::readTerrainRows(const JsonNode &rows, const std::map<char, int> &legend, UmbraMap &map)
{
    if (!rows.exists() || !rows.requireArray()) {
        return;
    }
    const std::vector<JsonNode> items = rows.items();
    if (items.size() != static_cast<std::size_t>(map.grid.height)) {
        rows.error("expected " + std::to_string(map.grid.height) + " rows (the map's height), got " +
                   std::to_string(items.size()));
    }
    for (std::size_t row = 0; row < items.size() && row < static_cast<std::size_t>(map.grid.height); ++row) {
        const std::optional<std::string> text = items[row].string();
        if (!text) {
            continue;
        }
        if (text->size() != static_cast<std::size_t>(map.grid.width)) {
            items[row].error("row " + std::to_string(row) + " has " + std::to_string(text->size()) +
                             " cells, expected " + std::to_string(map.grid.width) + " (the map's width)");
            continue;
        }
        for (std::size_t col = 0; col < text->size(); ++col) {
            const auto symbol = legend.find((*text)[col]);
            if (symbol == legend.end()) {
                items[row].error("column " + std::to_string(col) + ": symbol " + inQuotes(text->substr(col, 1)) +
                                 " is not in the 'legend'");
                break;
            }
            map.terrain[row * static_cast<std::size_t>(map.grid.width) + col] =
                static_cast<std::uint8_t>(symbol->second);
        }
    }
}

// Named places (UD-69): ids share the scenario's id space.
void ScenarioReader::readPlaces(const JsonNode &places, UmbraMap &map)
{
    if (!places.exists() || !places.requireArray()) {
        return;
    }
    for (const JsonNode &item : places.items()) {
        if (!item.requireObject()) {
            continue;
        }
        item.allowOnlyKeys({"id", "name", "hex", "levy_point"});
        Place place;
        place.id = claimId(item["id"]);
        place.name = readName(item["name"]);
        m_map = &map; // hexes are checked against the grid
        place.hex = readHex(item["hex"]).value_or(Hex{});
        place.levyPoint = item["levy_point"].booleanOr(true);
        map.places.push_back(std::move(place));
    }
}

// Privileged positions (UD-79), one per hex.
void ScenarioReader::readPositions(const JsonNode &list, std::vector<HexPosition> &positions)
{
    if (!list.exists() || !list.requireArray()) {
        return;
    }
    for (const JsonNode &item : list.items()) {
        if (!item.requireObject()) {
            continue;
        }
        item.allowOnlyKeys({"hex", "position"});
        const std::optional<Hex> hex = readHex(item["hex"]);
        const std::optional<std::size_t> position = item["position"].oneOf(m_ids.positions);
        if (!hex || !position) {
            continue;
        }
        if (std::any_of(positions.begin(), positions.end(), [&](const HexPosition &p) { return p.hex == *hex; })) {
            item["hex"].error("this hex already has a position");
            continue;
        }
        positions.push_back({*hex, static_cast<int>(*position)});
    }
}

// A hex as [col, row] on the map's grid (offset coordinates, 0-based, as the GM reads the map).
std::optional<Hex> ScenarioReader::readHex(const JsonNode &node)
{
    if (!node.exists()) {
        node.error("missing hex [col, row]");
        return std::nullopt;
    }
    if (!node.requireArray()) {
        return std::nullopt;
    }
    const std::vector<JsonNode> items = node.items();
    if (items.size() != 2) {
        node.error("a hex is [col, row], got " + std::to_string(items.size()) + " numbers");
        return std::nullopt;
    }
    const std::optional<std::int64_t> col = items[0].integer(0, MaxMapSide);
    const std::optional<std::int64_t> row = items[1].integer(0, MaxMapSide);
    if (!col || !row || !m_map) {
        return std::nullopt;
    }
    const OffsetCoord cell{static_cast<int>(*col), static_cast<int>(*row)};
    if (!m_map->grid.contains(cell)) {
        node.error("hex [" + std::to_string(cell.col) + ", " + std::to_string(cell.row) + "] is off the " +
                   std::to_string(m_map->grid.width) + " × " + std::to_string(m_map->grid.height) + " map");
        return std::nullopt;
    }
    return m_map->grid.hexOf(cell);
}

// A troop's or personality's `hex`: only on a map, where the hex gives terrain and position.
void ScenarioReader::readHexKey(const JsonNode &node, bool &onMap, Hex &hex)
{
    const JsonNode key = node["hex"];
    if (!m_map) {
        if (key.exists()) {
            key.error("'hex' needs a 'map' in the scenario");
        }
        return;
    }
    for (const char *implied : {"terrain", "position", "order"}) {
        if (node[implied].exists()) {
            node[implied].error(std::string("on a map the hex gives '") + implied +
                                "' (terrain and position) or the movement step does (order)");
        }
    }
    if (key.exists()) {
        if (const std::optional<Hex> read = readHex(key)) {
            hex = *read;
            onMap = true;
        }
    }
}

// Levies raised at lieux-dits (UD-18, UD-69): piétailles and listed unités arrive over the schedule.
void ScenarioReader::readLevies(const JsonNode &node, Side &side)
{
    if (!m_map) {
        node.error("'levies' gather at places of a 'map' (UD-69); this scenario has no map");
        return;
    }
    if (!node.requireArray()) {
        return;
    }
    const std::optional<int> pietailleType = detail::pietailleType(m_rules);
    for (const JsonNode &item : node.items()) {
        if (!item.requireObject()) {
            continue;
        }
        item.allowOnlyKeys({"place", "start_day", "pietailles", "pietaille_name", "units"});
        LevyPlan plan;
        if (!readLevyPlace(item["place"], plan)) {
            continue;
        }
        plan.startDay = static_cast<int>(item["start_day"].integerOr(1, 1, MaxDay));
        plan.pietailles = static_cast<int>(item["pietailles"].integerOr(0, 0, MaxLevyCount));
        plan.pietailleName = readName(item["pietaille_name"]);
        std::vector<Troop> units = readLevyUnits(item["units"]);
        if (plan.pietailles > 0 && !pietailleType) {
            item["pietailles"].error("the ruleset has no piétaille troop type");
            continue;
        }
        // Checked before enrolling, so a file of many huge levies is refused without building them.
        const std::size_t troops = side.troops.size() + static_cast<std::size_t>(plan.pietailles) + units.size();
        if (!checkAtMost(item, troops, limits::MaxTroopsPerSide, "troops on a side, its levies' troops included")) {
            return;
        }
        enrolLevy(item, plan, pietailleType, units, side);
        side.levies.push_back(plan);
    }
}

// A levy's `place`: a levy point of the map. False when the levy has nowhere to gather.
bool ScenarioReader::readLevyPlace(const JsonNode &placeNode, LevyPlan &plan)
{
    const std::optional<std::string> place = placeNode.string();
    if (!place) {
        return false;
    }
    plan.place = m_map->findPlace(*place);
    if (plan.place < 0) {
        std::vector<std::string> ids;
        for (const Place &p : m_map->places) {
            ids.push_back(p.id);
        }
        placeNode.error("unknown place " + inQuotes(*place) + "; expected one of " + listOf(ids));
        return false;
    }
    if (!m_map->places[static_cast<std::size_t>(plan.place)].levyPoint) {
        placeNode.error("place " + inQuotes(*place) + " is not a levy point (levy_point: false)");
    }
    return true;
}

// A levy's listed unités: troops without a hex or status, which their arrival gives them.
std::vector<Troop> ScenarioReader::readLevyUnits(const JsonNode &list)
{
    std::vector<Troop> units;
    if (list.exists() && list.requireArray()) {
        const std::vector<JsonNode> items = list.items();
        if (!checkAtMost(list, items.size(), limits::MaxTroopsPerSide, "troops on a side")) {
            return units;
        }
        for (const JsonNode &unit : items) {
            for (const char *key : {"hex", "status"}) {
                if (unit.exists() && unit.value()->is_object() && unit[key].exists()) {
                    unit[key].error(std::string("a levied unit arrives at its place: no '") + key + "'");
                }
            }
            units.push_back(readTroop(unit));
        }
    }
    return units;
}

// UD-18, UD-19: the schedule of this place's levy: its unités and piétailles join the side, to be raised.
void ScenarioReader::enrolLevy(const JsonNode &item, const LevyPlan &plan, const std::optional<int> &pietailleType,
                               std::vector<Troop> &units, Side &side)
{
    const int levyIndex = static_cast<int>(side.levies.size());
    const std::vector<LevyArrival> arrivals = levySchedule(m_rules, plan.pietailles, static_cast<int>(units.size()));
    int pietailleNumber = 0;
    std::size_t unitIndex = 0;
    const std::string &placeId = m_map->places[static_cast<std::size_t>(plan.place)].id;
    for (const LevyArrival &arrival : arrivals) {
        const int day = plan.startDay + arrival.day - 1;
        for (int i = 0; i < arrival.unites && unitIndex < units.size(); ++i, ++unitIndex) {
            Troop troop = std::move(units[unitIndex]);
            troop.levy = levyIndex;
            troop.arrivalDay = day;
            troop.status = TroopStatus::ALever;
            side.troops.push_back(std::move(troop));
        }
        for (int i = 0; i < arrival.pietailles; ++i) {
            Troop troop = detail::makePietaille(m_rules, *pietailleType);
            troop.id = placeId + "-p" + std::to_string(++pietailleNumber);
            const auto [it, inserted] = m_idPointers.emplace(troop.id, item.pointer());
            if (!inserted) {
                item.error("levy piétaille id " + inQuotes(troop.id) + " is already used (at " + it->second +
                           "); one levy per place and side");
            }
            troop.name =
                plan.pietailleName.empty() ? troop.id : plan.pietailleName + " " + std::to_string(pietailleNumber);
            troop.levy = levyIndex;
            troop.arrivalDay = day;
            troop.status = TroopStatus::ALever;
            side.troops.push_back(std::move(troop));
        }
    }
}

} // namespace arbitre::umbra::reading
