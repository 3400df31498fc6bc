// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>

namespace arbitre {

class JsonNode;

/** The French and English labels of a ruleset id, shown to the GM and in logs. */
struct Label
{
    std::string fr;
    std::string en;
    friend bool operator==(const Label &, const Label &) = default;
};

/** Reads a `{ "fr": …, "en": … }` label; records the problem on the node's reader and returns nullopt. */
std::optional<Label> readLabel(const JsonNode &node);

} // namespace arbitre
