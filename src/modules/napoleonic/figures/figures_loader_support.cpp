// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "figures_loader_support.h"

#include <algorithm>

namespace arbitre::napoleonic::detail {

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

} // namespace arbitre::napoleonic::detail
