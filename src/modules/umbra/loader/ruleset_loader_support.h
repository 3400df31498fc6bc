// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_umbra: the pieces the ruleset loader's files share. Every helper records its
// problems on the node's JsonReader and returns nullopt / leaves its output untouched, so the
// loader keeps walking and reports every problem of the file at once.

#include "arbitre/core/json_reader.h"
#include "arbitre/core/ruleset_json.h"
#include "arbitre/umbra/ruleset.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace arbitre::umbra::detail {

/** The ids of a block's entries, in file order: what references from other blocks resolve against. */
struct IdList
{
    std::string_view what; /**< "morale level", "terrain"…: names the namespace in messages */
    std::vector<std::string> ids;
};

template <typename Entry> IdList idsOf(std::string_view what, const std::vector<Entry> &entries)
{
    IdList list{what, {}};
    for (const Entry &entry : entries) {
        list.ids.push_back(entry.id);
    }
    return list;
}

// The loader checks written once in the core (arbitre/core/ruleset_json.h): "'text'", bounded integers,
// entries' ids, a block's entries.
using arbitre::IdRegistry;
using arbitre::inQuotes;
using arbitre::readEntries;
using arbitre::readInt;
using arbitre::readIntOr;

/** The digest's rule numbering: "UD-91", "UD-A56", "UD-M1". */
inline constexpr std::string_view UmbraRulePrefix = "UD";

/** An integer in [min, max], nullopt when the key is absent or null ("none: the scenario must give it"). */
std::optional<int> readNullableInt(const JsonNode &node, int min, int max);

/** The optional `rule` key that tells designers which rule a block implements ("UD-91"). */
inline void readRuleId(const JsonNode &node)
{
    arbitre::readRuleId(node, UmbraRulePrefix, {"91", "A56"});
}

/**
 * A reference to an id of `ids`: "unknown terrain 'x'; expected one of 'plaine', …". When `ids`
 * is empty its own block is already in error, so nothing more is reported.
 */
std::optional<int> readReference(const JsonNode &node, const IdList &ids);
/** An array of references; optional (absent = empty). */
std::vector<int> readReferences(const JsonNode &node, const IdList &ids);

/** The JSON ids of an enum's values, side by side with the values (robust to enum reordering). */
template <typename E, std::size_t N> struct Choices
{
    std::array<std::string_view, N> ids;
    std::array<E, N> values;
};

/** One of `choices`' ids ("unknown id 'x'; expected one of …" otherwise). */
template <typename E, std::size_t N> std::optional<E> readChoice(const JsonNode &node, const Choices<E, N> &choices)
{
    const std::optional<std::size_t> index = node.oneOf(choices.ids);
    return index ? std::optional<E>(choices.values[*index]) : std::nullopt;
}

/** A die face range `[first, last]` (or a single face), within 1..dieSides. */
struct FaceRange
{
    int first = 1;
    int last = 1;
};
/** An optional display colour, "#rrggbb" (empty when absent; an error at the node when malformed). */
std::string readDisplayColour(const JsonNode &node);

std::optional<FaceRange> readFaces(const JsonNode &node, int dieSides);

/**
 * Checks that the rows' ranges cover every face 1..dieSides exactly once ("face 5 is not covered
 * by any row" at `rowsNode`, "face 6 is covered twice (rows 4 and 5)" at the later row's `/faces`).
 * `ranges[i]` is nullopt when row i's faces were already reported: gaps are then not reported.
 * Fills `rowByFace` (face -> row index).
 */
void checkFaceCoverage(const JsonNode &rowsNode, int dieSides, const std::vector<std::optional<FaceRange>> &ranges,
                       std::array<std::uint8_t, 21> &rowByFace);

/** A block object: checks its keys and its `rule`; false (reported) if it is not an object. */
inline bool openBlock(const JsonNode &node, std::initializer_list<std::string_view> keys)
{
    return arbitre::openBlock(node, keys, UmbraRulePrefix, {"91", "A56"});
}

/** Troop adjectives (UD-33–UD-38) and the semantic indexes; needs `rules.terrains`. */
void readTroopAdjectives(const JsonNode &block, UmbraRuleset &rules);
/** Troop types (UD-20–UD-23); needs morale, fatigue and troop adjectives. */
void readTroopTypes(const JsonNode &block, UmbraRuleset &rules);
/** Skills (UD-46–UD-65), exactly the SkillKind ids, stored in SkillKind order; needs `rules.terrains`. */
void readSkills(const JsonNode &block, UmbraRuleset &rules);
/** The levy schedule (UD-18): each column sums to 100. */
void readLevy(const JsonNode &block, UmbraRuleset &rules);
/** Confrontation tables (UD-87, UD-91–UD-94) into `rules.tables`; needs `rules.colours`. */
void readConfrontationTables(const JsonNode &node, UmbraRuleset &rules);
/** Rally tables (UD-100, UD-101) into `rules.rallyTables`. */
void readRally(const JsonNode &node, UmbraRuleset &rules);
/** The `parameters` object (§16 parameter index) into `rules.parameters`; needs the id blocks. */
void readParameters(const JsonNode &node, UmbraRuleset &rules);

/** Bounds the loader applies to designers' numbers (sanity, not rules). */
inline constexpr int MaxForce = 100;
inline constexpr int MaxCount = 1000;
inline constexpr int MaxPercent = 1000;
inline constexpr int MinDieSides = 2;
inline constexpr int MaxDieSides = 20; /**< ConfrontationTable::rowByFace holds faces 1..20 */

} // namespace arbitre::umbra::detail
