// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/diagnostic.h"
#include "arbitre/core/json_document.h"
#include "arbitre/umbra/setup.h"
#include "setup_support.h"

#include <utility>

namespace arbitre::umbra::setup {

using nlohmann::json;
using namespace support;

namespace {

constexpr int MaxMapSide = 1000; // the reader's limit

// The unit with `id` in the array at `pointer`, if there is one.
std::optional<std::string> findIn(const json &document, const std::string &pointer, std::string_view id)
{
    const json *list = find(document, pointer);
    if (list == nullptr || !list->is_array()) {
        return std::nullopt;
    }
    for (std::size_t i = 0; i < list->size(); ++i) {
        const json &item = list->at(i);
        if (item.is_object() && item.value("id", json()) == id) {
            return child(pointer, i);
        }
    }
    return std::nullopt;
}

} // namespace

json setupDocument(const UmbraScenario &scenario)
{
    json document = writeScenario(scenario, scenario.initial);
    document.erase("state");
    if (scenario.log.empty()) {
        document.erase("log");
    }
    return document;
}

std::shared_ptr<UmbraScenario> readSetup(const json &document, const std::filesystem::path &path,
                                         std::shared_ptr<const UmbraRuleset> ruleset)
{
    std::string text;
    try {
        text = document.dump(2);
    } catch (const json::exception &error) { // a name that is not UTF-8
        throw LoadError(Diagnostic{path.string(), 0, 0, "", error.what()});
    }
    // fromText() takes the name it is given as the document's path too, so the scenario's path() is `path`.
    return readScenario(JsonDocument::fromText(std::move(text), path.string()), std::move(ruleset));
}

UnitPath findUnit(const json &scenario, std::string_view id)
{
    const json *sides = find(scenario, "/sides");
    const std::size_t count = sides != nullptr && sides->is_array() ? sides->size() : 0;
    for (std::size_t s = 0; s < count; ++s) {
        const std::string side = child("/sides", s);
        const int index = static_cast<int>(s);
        if (std::optional<std::string> troop = findIn(scenario, side + "/troops", id)) {
            return {std::move(*troop), index, false, false};
        }
        if (std::optional<std::string> personality = findIn(scenario, side + "/personalities", id)) {
            return {std::move(*personality), index, true, false};
        }
        const json *levies = find(scenario, side + "/levies");
        for (std::size_t j = 0; levies != nullptr && levies->is_array() && j < levies->size(); ++j) {
            if (std::optional<std::string> unit = findIn(scenario, child(side + "/levies", j) + "/units", id)) {
                return {std::move(*unit), index, false, true};
            }
        }
    }
    throw SetupError("no troop or personality " + inQuotes(id) + " in the scenario");
}

std::string freshId(const json &scenario, std::string_view stem)
{
    return freshIdAmong(usedIds(scenario), stem);
}

json newScenario(const UmbraRuleset &rules, const std::string &rulesetRef, const std::string &name, int width,
                 int height, Orientation orientation, const std::string &terrain)
{
    if (width < 1 || height < 1 || width > MaxMapSide || height > MaxMapSide) {
        throw SetupError("a map is 1 to " + std::to_string(MaxMapSide) + " hexes a side, got " + std::to_string(width) +
                         " × " + std::to_string(height));
    }
    if (!rules.findTerrain(terrain)) {
        throw SetupError("unknown terrain " + inQuotes(terrain));
    }
    const std::string symbol(1, freeSymbol(terrain, "").value_or('.'));
    json rows = json::array();
    for (int row = 0; row < height; ++row) {
        rows.push_back(std::string(static_cast<std::size_t>(width), symbol[0]));
    }
    json map{{"width", width},
             {"height", height},
             {"orientation", orientation == Orientation::Pointy ? "pointy" : "flat"},
             {"legend", json::object({{symbol, terrain}})},
             {"rows", std::move(rows)}};
    // The reader wants two sides at least: two empty ones the GM renames.
    json sides = json::array();
    for (int n = 1; n <= 2; ++n) {
        sides.push_back({{"id", "side_" + std::to_string(n)},
                         {"name", "Side " + std::to_string(n)},
                         {"troops", json::array()},
                         {"personalities", json::array()}});
    }
    return {{"ruleset", rulesetRef}, {"name", name}, {"map", std::move(map)}, {"sides", std::move(sides)}};
}

} // namespace arbitre::umbra::setup
