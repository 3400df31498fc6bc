// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "setup_support.h"

#include "arbitre/core/json_document.h"
#include "scenario/scenario_defaults.h"

#include <algorithm>

namespace arbitre::umbra::setup::support {

const json *find(const json &document, const std::string &pointer)
{
    try {
        const json::json_pointer parsed(pointer);
        return document.contains(parsed) ? &document.at(parsed) : nullptr;
    } catch (const json::exception &) {
        return nullptr;
    }
}

std::string child(const std::string &pointer, std::string_view token)
{
    return pointer + "/" + escapePointerToken(token);
}

std::string child(const std::string &pointer, std::size_t index)
{
    return pointer + "/" + std::to_string(index);
}

JsonEdit appendEdit(const json &document, const std::string &arrayPointer, json value)
{
    const json *array = find(document, arrayPointer);
    if (array == nullptr) {
        return {arrayPointer, std::nullopt, json::array({std::move(value)})};
    }
    if (!array->is_array()) {
        throw SetupError(arrayPointer + " is not an array");
    }
    // The exact index, not "-": the inverse must erase this very element.
    return {child(arrayPointer, array->size()), std::nullopt, std::move(value)};
}

JsonEdits objectEdits(const std::string &pointer, const json &before, const json &after)
{
    JsonEdits edits;
    for (const auto &[key, value] : before.items()) {
        if (!after.contains(key)) {
            edits.push_back({child(pointer, key), value, std::nullopt});
        } else if (after.at(key) != value) {
            edits.push_back({child(pointer, key), value, after.at(key)});
        }
    }
    for (const auto &[key, value] : after.items()) {
        if (!before.contains(key)) {
            edits.push_back({child(pointer, key), std::nullopt, value});
        }
    }
    return edits;
}

HexGrid mapGrid(const json &document)
{
    const json *map = find(document, "/map");
    const auto side = [&](const char *key) {
        return map != nullptr && map->is_object() && map->contains(key) && map->at(key).is_number_integer()
                   ? map->at(key).get<int>()
                   : 0;
    };
    HexGrid grid{side("width"), side("height"), Orientation::Pointy};
    if (grid.empty()) {
        throw SetupError("this scenario has no map (UD-67)");
    }
    if (map->value("orientation", json("pointy")) == "flat") {
        grid.orientation = Orientation::Flat;
    }
    return grid;
}

void requireCell(const HexGrid &grid, OffsetCoord cell)
{
    if (!grid.contains(cell)) {
        throw SetupError("hex [" + std::to_string(cell.col) + ", " + std::to_string(cell.row) + "] is off the " +
                         std::to_string(grid.width) + " × " + std::to_string(grid.height) + " map");
    }
}

json hexJson(OffsetCoord cell)
{
    return json::array({cell.col, cell.row});
}

const json &sideAt(const json &document, int side)
{
    const json *sides = find(document, "/sides");
    if (sides == nullptr || !sides->is_array() || side < 0 || static_cast<std::size_t>(side) >= sides->size()) {
        throw SetupError("no side " + std::to_string(side) + " in the scenario");
    }
    return sides->at(static_cast<std::size_t>(side));
}

std::optional<std::size_t> findPlace(const json &document, std::string_view id)
{
    const json *places = find(document, "/map/places");
    if (places == nullptr || !places->is_array()) {
        return std::nullopt;
    }
    for (std::size_t i = 0; i < places->size(); ++i) {
        const json &place = places->at(i);
        if (place.is_object() && place.value("id", json()) == id) {
            return i;
        }
    }
    return std::nullopt;
}

std::vector<std::size_t> baseTypes(const UmbraRuleset &rules)
{
    // As the reader (UD-22): foot archers or infantry given horses, not already rapide (cavalerie, UD-A11).
    std::vector<std::size_t> types;
    for (std::size_t i = 0; i < rules.troopTypes.size(); ++i) {
        const TroopType &type = rules.troopTypes[i];
        const bool foot = type.role == TroopRole::Standard || type.role == TroopRole::Archers;
        const int rapide = rules.adjectiveRapide;
        const bool alreadyRapide = rapide >= 0 && ((detail::typeAdjectiveMask(type) >> rapide) & 1u) != 0;
        if (foot && !alreadyRapide) {
            types.push_back(i);
        }
    }
    return types;
}

json makeTroop(const UmbraRuleset &rules, std::size_t type, const std::string &id, const std::string &name)
{
    const TroopType &troopType = rules.troopTypes.at(type);
    json troop{{"id", id}, {"type", troopType.id}};
    if (!name.empty()) {
        troop["name"] = name;
    }
    if (troopType.role == TroopRole::Mounted) {
        const std::vector<std::size_t> bases = baseTypes(rules);
        if (bases.empty()) {
            throw SetupError("the ruleset has no type a " + troopType.id + " can ride over (UD-22)");
        }
        troop["base_type"] = rules.troopTypes[bases.front()].id; // UD-22: required
    }
    if (troopType.role == TroopRole::Machine) {
        troop["force"] = std::max(troopType.force, 0); // UD-23: required, the GM sets it afterwards
    }
    return troop;
}

std::optional<std::size_t> troopTypeOf(const UmbraRuleset &rules, const json &troop)
{
    const json type = troop.value("type", json());
    if (!type.is_string()) {
        return std::nullopt;
    }
    const std::optional<int> index = rules.findTroopType(type.get<std::string>());
    return index ? std::optional<std::size_t>(static_cast<std::size_t>(*index)) : std::nullopt;
}

int trainingOf(const UmbraRuleset &rules, const json &troop)
{
    const json training = troop.value("entrainement", json(0));
    if (training.is_number_integer()) {
        const int value = training.get<int>();
        return rules.findTrainingValue(value) ? value : 0;
    }
    for (const ScaleLevel &level : rules.entrainement) {
        if (training == level.id) {
            return level.force;
        }
    }
    return 0;
}

} // namespace arbitre::umbra::setup::support
