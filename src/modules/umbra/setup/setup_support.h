// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_umbra: what the set-up edit builders (setup_*.cpp) share. They read the
// scenario document as the file writes it and never change it; every result is a JsonEdit.

#include "arbitre/core/hex_grid.h"
#include "arbitre/core/ruleset_json.h"
#include "arbitre/umbra/limits.h"
#include "arbitre/umbra/setup.h"

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre::umbra::setup::support {

using nlohmann::json;

/** The reader's upper bound of free counts (VS, machine F, Forestier X): only there to refuse nonsense. */
constexpr int MaxCount = static_cast<int>(limits::MaxValue); // the reader's limit

using arbitre::inQuotes; // "'id'", written once in the core

/** The value at `pointer`, or nullptr when there is none (or the pointer is malformed). */
const json *find(const json &document, const std::string &pointer);

/** `pointer` + "/" + the escaped token. */
std::string child(const std::string &pointer, std::string_view token);
std::string child(const std::string &pointer, std::size_t index);

/** Appends `value` to the array at `arrayPointer` (index == size), or creates the array when the key is absent. */
JsonEdit appendEdit(const json &document, const std::string &arrayPointer, json value);

/** One edit per key that differs between `before` and `after`, two objects at `pointer`. */
JsonEdits objectEdits(const std::string &pointer, const json &before, const json &after);

/** The size of the document's map; SetupError when the scenario has none. */
HexGrid mapGrid(const json &document);
/** SetupError when `cell` is off the map. */
void requireCell(const HexGrid &grid, OffsetCoord cell);
/** A hex as the file writes it: [col, row]. */
json hexJson(OffsetCoord cell);

/** The side at `side`; SetupError when there is none. */
const json &sideAt(const json &document, int side);

/** A lowercase ASCII slug of a name ("Gué de Vaudrey" -> "gue_de_vaudrey"); empty when nothing is left. */
std::string slug(std::string_view name);
/** Every id of the scenario's one id space: sides, troops, personalities, levy units and piétailles, places. */
std::set<std::string, std::less<>> usedIds(const json &document);
/** `stem`, else `stem_2`, `stem_3`… not in `used`. */
std::string freshIdAmong(const std::set<std::string, std::less<>> &used, std::string_view stem);

/** Index of a place in the map's `places` by id, or nullopt. */
std::optional<std::size_t> findPlace(const json &document, std::string_view id);

/** The types a troupe montée may ride over (UD-22): foot types that are neither piétaille nor already rapide. */
std::vector<std::size_t> baseTypes(const UmbraRuleset &rules);

/** A new troop of `type` with its required keys only, so the reader gives it the ruleset's defaults (UD-20–UD-27). */
json makeTroop(const UmbraRuleset &rules, std::size_t type, const std::string &id, const std::string &name);

/** The type index of a troop object, or nullopt when its `type` is missing or unknown. */
std::optional<std::size_t> troopTypeOf(const UmbraRuleset &rules, const json &troop);

/** The training value of a troop object (an integer or a training id, UD-25), 0 when absent or unreadable. */
int trainingOf(const UmbraRuleset &rules, const json &troop);

/** troopFields() without `status` for a levied unit, which arrives at its place (UD-18). */
std::vector<FieldSpec> troopFieldsOf(const UmbraRuleset &rules, const json &troop, bool levied);

/** A printable ASCII symbol for `terrain` not in `taken`: its first letter, lower then upper case, then others. */
std::optional<char> freeSymbol(std::string_view terrain, const std::string &taken);

} // namespace arbitre::umbra::setup::support
