// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_napoleonic: helpers of the vive-l-empereur loader's files. Each records its
// problems on the node's JsonReader, so one load reports every problem (all-or-nothing).

#include "arbitre/core/json_reader.h"
#include "arbitre/core/ruleset_json.h"
#include "arbitre/napoleonic/ve_ruleset.h"

#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre::napoleonic::ve {

/** The digest's rule numbering: "VE-9", "VE-A8". */
inline constexpr std::string_view VeRulePrefix = "VE";

/** A block object: checks its keys and its optional `rule` ("VE-9", "VE-A8"). */
inline bool openBlock(const JsonNode &node, std::initializer_list<std::string_view> keys)
{
    return arbitre::openBlock(node, keys, VeRulePrefix, {"9", "A8"});
}
/** Index of the string in `allowed`, with an "expected one of" message. */
std::optional<std::size_t> readChoice(const JsonNode &node, std::span<const std::string_view> allowed);
/** `id`, `label_fr`, `label_en`, the id unique among `seen`. */
void readNamed(const JsonNode &node, Named &out, std::vector<std::string> &seen, std::string_view what);
std::vector<Named> readNamedList(const JsonNode &array, std::string_view what,
                                 std::initializer_list<std::string_view> expected);
/** A string that must be one of `ids` (cross-reference). */
std::optional<int> readRef(const JsonNode &node, const std::vector<Named> &ids, std::string_view what);
std::vector<std::string> readStrings(const JsonNode &array);
/** A list of modifiers whose `when` must be one of `conditions`. */
std::vector<VeModifier> readModifiers(const JsonNode &array, std::span<const std::string_view> conditions,
                                      const std::vector<VeGroup> *groups);

void readCombatResults(const JsonNode &node, VeRuleset &rules);
void readLeaderFate(const JsonNode &node, VeRuleset &rules);
void readUnitStates(const JsonNode &node, VeRuleset &rules);
void readFire(const JsonNode &node, VeRuleset &rules, std::string_view row1Reading);
void readMelee(const JsonNode &node, VeRuleset &rules, std::string_view columnSet);
void readFormations(const JsonNode &node, VeRuleset &rules);
void readMorale(const JsonNode &node, VeRuleset &rules);
void readParameters(const JsonNode &node, VeRuleset &rules);
void readTerrains(const JsonNode &node, VeRuleset &rules);

} // namespace arbitre::napoleonic::ve
