// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_napoleonic: the pieces of the vive-l-empereur scenario reader.

#include "arbitre/core/json_reader.h"
#include "arbitre/napoleonic/ve_scenario.h"

#include <functional>
#include <optional>

namespace arbitre::napoleonic::ve {

/** The `map` block; records its problems on the node's reader. */
void readMap(const JsonNode &node, const VeRuleset &rules, VeMap &map);
/** `[col, row]` on the map's grid; an error (off the map, wrong shape) gives nullopt. */
std::optional<Hex> readHex(const JsonNode &node, const VeMap &map);

} // namespace arbitre::napoleonic::ve
