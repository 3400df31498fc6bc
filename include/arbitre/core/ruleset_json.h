// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// The checks every ruleset and scenario loader makes, written once beside JsonReader: ids, rule ids,
// bounded integers, blocks and their entries, references between blocks. Each records its diagnostic on
// the node's reader and lets the loader carry on, as JsonNode's own accessors do.

#include "arbitre/core/json_reader.h"

#include <cstddef>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace arbitre {

/** "'text'", as every message quotes an id. */
std::string inQuotes(std::string_view text);

/** a-z, 0-9 and _, starting with a letter: the ids that bridge a ruleset and the code. */
bool isSnakeCase(std::string_view id);

/** A rule id of the digest numbered `prefix` ("UD"): "UD-91", "UD-A56", "UD-M1". */
bool isRuleId(std::string_view id, std::string_view prefix);

/** The longest id a ruleset or scenario may give (characters): ids bridge files and code, and are shown. */
inline constexpr std::size_t MaxIdLength = 64;
/** The longest name (characters): a name is shown in tables, logs and reports, one line. */
inline constexpr std::size_t MaxNameLength = 200;

/** The characters of UTF-8 `text` (code points; a stray continuation byte counts with its lead). */
std::size_t characterCount(std::string_view text);

/** A string of at most `maxLength` characters: "a name has at most 200 characters, got 250" beyond. */
std::optional<std::string> readBoundedString(const JsonNode &node, std::size_t maxLength, std::string_view what);
/** The same, `fallback` when the key is absent. */
std::string readBoundedStringOr(const JsonNode &node, std::string fallback, std::size_t maxLength,
                                std::string_view what);
/** A display name: at most MaxNameLength characters. */
std::string readName(const JsonNode &node, std::string fallback = {});

/**
 * Refuses `count` elements of `node` beyond `maximum`: "at most 32 sides, got 40" (what = "sides").
 * True when within the limit.
 */
bool checkAtMost(const JsonNode &node, std::size_t count, std::size_t maximum, std::string_view what);

/** An integer in [min, max] as an int. */
std::optional<int> readInt(const JsonNode &node, int min, int max);
/** The same, `fallback` when the key is absent. */
int readIntOr(const JsonNode &node, int fallback, int min, int max);

/** The two rule ids a refused `rule` is shown, after the prefix: "expected a rule id such as 'UD-14' or 'UD-A7'". */
struct RuleIdExamples
{
    std::string_view plain = "14";
    std::string_view lettered = "A7";
};

/**
 * The optional `rule` key that tells designers which rule a block implements, a rule id of `prefix`.
 * A digest may quote its own `examples` ("VE-9", "VE-A8") when refusing one.
 */
void readRuleId(const JsonNode &node, std::string_view prefix, RuleIdExamples examples = {});

/** A block object: its keys among `keys`, its optional `rule` a rule id of `prefix`. False when not an object. */
bool openBlock(const JsonNode &node, std::initializer_list<std::string_view> keys, std::string_view prefix,
               RuleIdExamples examples = {});

/** The entries of a block: an array of at least `minimum` elements ("expected at least one modifier"). */
std::vector<JsonNode> readEntries(const JsonNode &array, std::string_view what, std::size_t minimum = 1);

/**
 * Reads the `id`s of one block's entries: a snake_case string not seen before in the block. Duplicates and
 * malformed ids are reported; the id is still returned so references to it resolve.
 */
class IdRegistry
{
public:
    explicit IdRegistry(std::string_view what) : m_what(what) {}
    std::optional<std::string> read(const JsonNode &node);
    /** The ids read so far, in file order. */
    std::vector<std::string> ids() const;

private:
    std::string_view m_what;
    std::vector<std::pair<std::string, std::string>> m_seen; /**< id, pointer of its first definition */
};

/**
 * A reference to one of `ids`, the entries of a block named `what`: its index, or "unknown terrain 'x';
 * expected one of 'plaine', …". When `ids` is empty its own block is already in error: nothing more is said.
 */
std::optional<std::size_t> readReference(const JsonNode &node, const std::vector<std::string> &ids,
                                         std::string_view what);

} // namespace arbitre
