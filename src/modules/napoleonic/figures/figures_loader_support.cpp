// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "figures_loader_support.h"

#include <algorithm>

namespace arbitre::napoleonic::detail {

namespace {

bool isSnakeCase(std::string_view id)
{
    if (id.empty() || id.front() < 'a' || id.front() > 'z') {
        return false;
    }
    return std::all_of(id.begin(), id.end(),
                       [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'; });
}

// "NF-14", "NF-A7", "NF-M3", "NF-T1": the digest's numbering.
bool isRuleId(std::string_view id)
{
    constexpr std::string_view Prefix = "NF-";
    if (!id.starts_with(Prefix)) {
        return false;
    }
    id.remove_prefix(Prefix.size());
    if (!id.empty() && id.front() >= 'A' && id.front() <= 'Z') {
        id.remove_prefix(1);
    }
    return !id.empty() && std::all_of(id.begin(), id.end(), [](char c) { return c >= '0' && c <= '9'; });
}

} // namespace

std::string inQuotes(std::string_view text)
{
    return "'" + std::string(text) + "'";
}

std::optional<int> readInt(const JsonNode &node, int min, int max)
{
    const std::optional<std::int64_t> value = node.integer(min, max);
    return value ? std::optional<int>(static_cast<int>(*value)) : std::nullopt;
}

std::optional<int> readNullableInt(const JsonNode &node, int min, int max, bool &present)
{
    present = true;
    if (node.exists() && node.value()->is_null()) {
        return std::nullopt;
    }
    const std::optional<int> value = readInt(node, min, max);
    present = value.has_value();
    return value;
}

void readRuleId(const JsonNode &node)
{
    if (!node.exists()) {
        return;
    }
    const std::optional<std::string> id = node.string();
    if (id && !isRuleId(*id)) {
        node.error("expected a rule id such as 'NF-14' or 'NF-A7', got " + inQuotes(*id));
    }
}

bool openBlock(const JsonNode &node, std::initializer_list<std::string_view> keys)
{
    if (!node.requireObject()) {
        return false;
    }
    node.allowOnlyKeys(keys);
    readRuleId(node["rule"]);
    return true;
}

void readNamed(const JsonNode &node, Named &out, std::vector<std::string> &seen, std::string_view what)
{
    const JsonNode idNode = node["id"];
    if (std::optional<std::string> id = idNode.string()) {
        if (!isSnakeCase(*id)) {
            idNode.error("expected a snake_case id (a-z, 0-9 and _, starting with a letter), got " + inQuotes(*id));
        }
        if (std::find(seen.begin(), seen.end(), *id) != seen.end()) {
            idNode.error("duplicate " + std::string(what) + " id " + inQuotes(*id));
        }
        seen.push_back(*id);
        out.id = std::move(*id);
    }
    out.label.fr = node["label_fr"].string().value_or("");
    out.label.en = node["label_en"].string().value_or("");
}

std::vector<JsonNode> readEntries(const JsonNode &array, std::string_view what)
{
    std::vector<JsonNode> items = array.items();
    if (array.exists() && array.value()->is_array() && items.empty()) {
        array.error("expected at least one " + std::string(what) + ", got an empty array");
    }
    return items;
}

} // namespace arbitre::napoleonic::detail
