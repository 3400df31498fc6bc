// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/ruleset_json.h"

#include <algorithm>
#include <cstdint>

namespace arbitre {

std::string inQuotes(std::string_view text)
{
    return "'" + std::string(text) + "'";
}

bool isSnakeCase(std::string_view id)
{
    if (id.empty() || id.front() < 'a' || id.front() > 'z') {
        return false;
    }
    return std::all_of(id.begin(), id.end(),
                       [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'; });
}

bool isRuleId(std::string_view id, std::string_view prefix)
{
    if (!id.starts_with(prefix) || id.substr(prefix.size(), 1) != "-") {
        return false;
    }
    id.remove_prefix(prefix.size() + 1);
    if (!id.empty() && id.front() >= 'A' && id.front() <= 'Z') {
        id.remove_prefix(1);
    }
    return !id.empty() && std::all_of(id.begin(), id.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::optional<int> readInt(const JsonNode &node, int min, int max)
{
    const std::optional<std::int64_t> value = node.integer(min, max);
    return value ? std::optional<int>(static_cast<int>(*value)) : std::nullopt;
}

int readIntOr(const JsonNode &node, int fallback, int min, int max)
{
    return node.exists() ? readInt(node, min, max).value_or(fallback) : fallback;
}

void readRuleId(const JsonNode &node, std::string_view prefix, RuleIdExamples examples)
{
    if (!node.exists()) {
        return;
    }
    const std::optional<std::string> id = node.string();
    if (id && !isRuleId(*id, prefix)) {
        const std::string p(prefix);
        node.error("expected a rule id such as '" + p + "-" + std::string(examples.plain) + "' or '" + p + "-" +
                   std::string(examples.lettered) + "', got " + inQuotes(*id));
    }
}

bool openBlock(const JsonNode &node, std::initializer_list<std::string_view> keys, std::string_view prefix,
               RuleIdExamples examples)
{
    if (!node.requireObject()) {
        return false;
    }
    node.allowOnlyKeys(keys);
    readRuleId(node["rule"], prefix, examples);
    return true;
}

std::vector<JsonNode> readEntries(const JsonNode &array, std::string_view what, std::size_t minimum)
{
    std::vector<JsonNode> items = array.items();
    if (!array.exists() || !array.value()->is_array()) {
        return items; // items() reported it
    }
    if (items.size() < minimum) {
        array.error(minimum == 1 ? "expected at least one " + std::string(what) + ", got an empty array"
                                 : "expected at least " + std::to_string(minimum) + " " + std::string(what) +
                                       "s, got " + std::to_string(items.size()));
    }
    return items;
}

std::size_t characterCount(std::string_view text)
{
    return static_cast<std::size_t>(std::count_if(
        text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0u) != 0x80u; }));
}

std::optional<std::string> readBoundedString(const JsonNode &node, std::size_t maxLength, std::string_view what)
{
    std::optional<std::string> text = node.string();
    if (text && text->size() > maxLength) {
        if (const std::size_t length = characterCount(*text); length > maxLength) {
            node.error(std::string(what) + " has at most " + std::to_string(maxLength) + " characters, got " +
                       std::to_string(length));
        }
    }
    return text;
}

std::string readBoundedStringOr(const JsonNode &node, std::string fallback, std::size_t maxLength,
                                std::string_view what)
{
    if (!node.exists()) {
        return fallback;
    }
    return readBoundedString(node, maxLength, what).value_or(std::move(fallback));
}

std::string readName(const JsonNode &node, std::string fallback)
{
    return readBoundedStringOr(node, std::move(fallback), MaxNameLength, "a name");
}

bool checkAtMost(const JsonNode &node, std::size_t count, std::size_t maximum, std::string_view what)
{
    if (count <= maximum) {
        return true;
    }
    node.error("at most " + std::to_string(maximum) + " " + std::string(what) + ", got " + std::to_string(count));
    return false;
}

std::optional<std::string> IdRegistry::read(const JsonNode &node)
{
    std::optional<std::string> id = readBoundedString(node, MaxIdLength, "an id");
    if (!id) {
        return std::nullopt;
    }
    if (!isSnakeCase(*id)) {
        node.error("expected a snake_case id (a-z, 0-9 and _, starting with a letter), got " + inQuotes(*id));
    }
    const auto previous =
        std::find_if(m_seen.begin(), m_seen.end(), [&](const auto &seen) { return seen.first == *id; });
    if (previous != m_seen.end()) {
        node.error("duplicate " + std::string(m_what) + " id " + inQuotes(*id) + " (first defined at " +
                   previous->second + ")");
    } else {
        m_seen.emplace_back(*id, node.pointer());
    }
    return id;
}

std::vector<std::string> IdRegistry::ids() const
{
    std::vector<std::string> ids;
    ids.reserve(m_seen.size());
    for (const auto &[id, pointer] : m_seen) {
        ids.push_back(id);
    }
    return ids;
}

std::optional<std::size_t> readReference(const JsonNode &node, const std::vector<std::string> &ids,
                                         std::string_view what)
{
    const std::optional<std::string> id = node.string();
    if (!id) {
        return std::nullopt;
    }
    const auto found = std::find(ids.begin(), ids.end(), *id);
    if (found != ids.end()) {
        return static_cast<std::size_t>(found - ids.begin());
    }
    if (!ids.empty()) {
        std::string list;
        for (const std::string &known : ids) {
            list += (list.empty() ? "" : ", ") + inQuotes(known);
        }
        node.error("unknown " + std::string(what) + " " + inQuotes(*id) + "; expected one of " + list);
    }
    return std::nullopt;
}

} // namespace arbitre
