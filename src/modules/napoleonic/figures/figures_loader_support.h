// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_napoleonic: helpers the ruleset loader's files share. Each records its
// problems on the node's JsonReader and returns nullopt, so the loader reports every problem.

#include "arbitre/core/json_reader.h"
#include "arbitre/core/ruleset_json.h"
#include "arbitre/napoleonic/figures_ruleset.h"

#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre::napoleonic::detail {

// The loader checks written once in the core (arbitre/core/ruleset_json.h).
using arbitre::inQuotes;
using arbitre::readEntries;
using arbitre::readInt;

/** The digest's rule numbering: "NF-14", "NF-A7", "NF-M3", "NF-T1". */
inline constexpr std::string_view FiguresRulePrefix = "NF";

/** nullopt for null (an `X`, a `-`, `xxx`); an int otherwise. `present` is false after an error. */
std::optional<int> readNullableInt(const JsonNode &node, int min, int max, bool &present);
/** A block object: checks its keys and its optional `rule` ("NF-14", "NF-A7"). */
inline bool openBlock(const JsonNode &node, std::initializer_list<std::string_view> keys)
{
    return arbitre::openBlock(node, keys, FiguresRulePrefix);
}
/** The optional `rule` key of an entry ("NF-14", "NF-A7"). */
inline void readRuleId(const JsonNode &node)
{
    arbitre::readRuleId(node, FiguresRulePrefix);
}
/** `id`, `label_fr`, `label_en` of an entry, the id unique among `seen`. */
void readNamed(const JsonNode &node, Named &out, std::vector<std::string> &seen, std::string_view what);

/** "unknown pace 'x'; expected one of 'arr', …" */
template <typename Entry>
std::optional<int> findId(const JsonNode &node, std::string_view id, const std::vector<Entry> &entries,
                          std::string_view what)
{
    std::string list;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (entries[i].id == id) {
            return static_cast<int>(i);
        }
        list += (list.empty() ? "" : ", ") + inQuotes(entries[i].id);
    }
    if (!entries.empty()) {
        node.error("unknown " + std::string(what) + " " + inQuotes(id) + "; expected one of " + list);
    }
    return std::nullopt;
}

/** A string naming an entry of `entries`. */
template <typename Entry>
std::optional<int> readReference(const JsonNode &node, const std::vector<Entry> &entries, std::string_view what)
{
    const std::optional<std::string> id = node.string();
    return id ? findId(node, *id, entries, what) : std::nullopt;
}

void readGroupsAndModifiers(const JsonNode &root, FiguresRuleset &rules);
void readLossTable(const JsonNode &node, FiguresRuleset &rules);
void readPercentages(const JsonNode &node, FiguresRuleset &rules);
void readMovement(const JsonNode &node, FiguresRuleset &rules);
void readFormationChanges(const JsonNode &node, FiguresRuleset &rules);
void readTerrainPenalty(const JsonNode &node, FiguresRuleset &rules);
void readSituationTable(const JsonNode &node, FiguresRuleset &rules);
void readControlTest(const JsonNode &node, FiguresRuleset &rules);
void readParameters(const JsonNode &node, FiguresRuleset &rules);

} // namespace arbitre::napoleonic::detail
