// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/label.h"

#include "arbitre/core/json_reader.h"

#include <utility>

namespace arbitre {

std::optional<Label> readLabel(const JsonNode &node)
{
    if (!node.requireObject()) {
        return std::nullopt;
    }
    node.allowOnlyKeys({"fr", "en"});
    std::optional<std::string> fr = node["fr"].string();
    std::optional<std::string> en = node["en"].string();
    if (!fr || !en) {
        return std::nullopt;
    }
    return Label{std::move(*fr), std::move(*en)};
}

} // namespace arbitre
