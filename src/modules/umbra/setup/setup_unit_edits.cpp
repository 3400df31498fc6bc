// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/setup.h"
#include "scenario/scenario_defaults.h"
#include "setup_support.h"

#include <stdexcept>

namespace arbitre::umbra::setup {

using nlohmann::json;
using namespace support;

namespace {

std::string sidePointer(const json &scenario, int side)
{
    sideAt(scenario, side); // throws when there is no such side
    return child("/sides", static_cast<std::size_t>(side));
}

// The limits the reader checks (arbitre/umbra/limits.h), refused before the edit rather than after it.
void requireRoom(const json &list, std::size_t limit, const std::string &what)
{
    if (list.is_array() && list.size() >= limit) {
        throw SetupError("at most " + std::to_string(limit) + " " + what);
    }
}

// Puts a new unit on `cell` when one is given (on a map only, UD-67).
void placeNew(const json &scenario, json &unit, const std::optional<OffsetCoord> &cell)
{
    if (cell) {
        requireCell(mapGrid(scenario), *cell);
        unit["hex"] = hexJson(*cell);
    }
}

std::size_t troopTypeIndex(const UmbraRuleset &rules, const std::string &type)
{
    const std::optional<int> index = rules.findTroopType(type);
    if (!index) {
        throw SetupError("unknown troop type " + inQuotes(type) + " (UD-20)");
    }
    return static_cast<std::size_t>(*index);
}

// The place a levy gathers at: on the map, a levy point, not already raising another levy (UD-69).
std::size_t levyPlace(const json &scenario, std::string_view placeId)
{
    mapGrid(scenario);
    const std::optional<std::size_t> index = findPlace(scenario, placeId);
    if (!index) {
        throw SetupError("no place " + inQuotes(placeId) + " on the map");
    }
    if (scenario["map"]["places"][*index].value("levy_point", json(true)) == false) {
        throw SetupError("place " + inQuotes(placeId) + " is not a levy point (UD-69)");
    }
    for (const json &side : scenario.value("sides", json::array())) {
        const json levies = side.is_object() ? side.value("levies", json::array()) : json::array();
        for (const json &levy : levies) {
            // Its piétailles are numbered after the place, so a second levy there would reuse their ids.
            if (levy.is_object() && levy.value("place", json()) == placeId) {
                throw SetupError("place " + inQuotes(placeId) + " already raises a levy: one levy per place");
            }
        }
    }
    return *index;
}

// `count` unités of `type` named after the place: "<place> cavalry 1", "<place> cavalry 2"…
void addLevyUnits(const UmbraRuleset &rules, std::set<std::string, std::less<>> &used, json &units, int count,
                  const std::string &type, const std::string &place, const std::string &placeName,
                  const std::string &what)
{
    if (count <= 0) {
        return;
    }
    const std::size_t typeIndex = troopTypeIndex(rules, type);
    std::string stem = slug(what);
    for (int n = 1; n <= count; ++n) {
        const std::string id = freshIdAmong(used, place + "_" + stem + "_" + std::to_string(n));
        used.insert(id);
        units.push_back(makeTroop(rules, typeIndex, id, placeName + " " + what + " " + std::to_string(n)));
    }
}

} // namespace

JsonEdits addSide(const json &scenario, const std::string &id, const std::string &name)
{
    if (id.empty()) {
        throw SetupError("a side needs an id");
    }
    if (usedIds(scenario).contains(id)) {
        throw SetupError("id " + inQuotes(id) + " is already used");
    }
    requireRoom(scenario.value("sides", json::array()), limits::MaxSides, "sides");
    json side{{"id", id}, {"troops", json::array()}, {"personalities", json::array()}};
    if (!name.empty()) {
        side["name"] = name;
    }
    return {appendEdit(scenario, "/sides", std::move(side))};
}

JsonEdits addTroop(const UmbraRuleset &rules, const json &scenario, int side, const std::string &type,
                   const std::string &name, const std::optional<OffsetCoord> &cell)
{
    const std::string pointer = sidePointer(scenario, side);
    requireRoom(sideAt(scenario, side).value("troops", json::array()), limits::MaxTroopsPerSide, "troops on a side");
    const std::size_t typeIndex = troopTypeIndex(rules, type);
    const std::string stem = slug(name);
    json troop = makeTroop(rules, typeIndex, freshId(scenario, stem.empty() ? type : stem), name);
    placeNew(scenario, troop, cell);
    return {appendEdit(scenario, pointer + "/troops", std::move(troop))};
}

JsonEdits addPersonality(const UmbraRuleset &rules, const json &scenario, int side, const std::string &name,
                         const std::optional<OffsetCoord> &cell)
{
    const std::string pointer = sidePointer(scenario, side);
    requireRoom(sideAt(scenario, side).value("personalities", json::array()), limits::MaxPersonalitiesPerSide,
                "personalities on a side");
    if (rules.personalityRanks.empty()) {
        throw SetupError("the ruleset has no personality rank (UD-44)");
    }
    const std::string stem = slug(name);
    json personality{{"id", freshId(scenario, stem.empty() ? "personality" : stem)},
                     {"rank", rules.personalityRanks.front().id}, // UD-44
                     {"vs", 0}};                                  // UD-42
    if (!name.empty()) {
        personality["name"] = name;
    }
    placeNew(scenario, personality, cell);
    return {appendEdit(scenario, pointer + "/personalities", std::move(personality))};
}

JsonEdits removeUnit(const json &scenario, std::string_view unitId)
{
    const UnitPath unit = findUnit(scenario, unitId);
    return {{unit.pointer, *find(scenario, unit.pointer), std::nullopt}};
}

JsonEdits raiseLevy(const UmbraRuleset &rules, const json &scenario, int side, std::string_view placeId, int startDay,
                    const Domain &domain, const std::string &cavalryType, const std::string &menAtArmsType)
{
    const std::string pointer = sidePointer(scenario, side);
    const std::size_t placeIndex = levyPlace(scenario, placeId);
    if (startDay < 1) {
        throw SetupError("a levy starts on day 1 or later, got " + std::to_string(startDay));
    }
    LevyResult levy;
    try {
        levy = banLevy(rules, domain); // UD-13–UD-19
    } catch (const std::invalid_argument &error) {
        throw SetupError(error.what());
    }
    if (levy.pietailles > 0 && !detail::pietailleType(rules)) {
        throw SetupError("the ruleset has no piétaille troop type (UD-15)");
    }
    const std::string place(placeId);
    const std::string placeName = scenario["map"]["places"][placeIndex].value("name", place);
    std::set<std::string, std::less<>> used = usedIds(scenario);
    json units = json::array();
    addLevyUnits(rules, used, units, levy.cavalryUnits, cavalryType, place, placeName, "cavalry");
    addLevyUnits(rules, used, units, levy.menAtArmsUnits, menAtArmsType, place, placeName, "men-at-arms");

    json plan{{"place", place}, {"pietailles", levy.pietailles}, {"units", std::move(units)}};
    if (startDay != 1) {
        plan["start_day"] = startDay;
    }
    if (levy.pietailles > 0) {
        plan["pietaille_name"] = placeName + " piétaille"; // numbered by the reader: "… piétaille 1"
    }
    return {appendEdit(scenario, pointer + "/levies", std::move(plan))};
}

} // namespace arbitre::umbra::setup
