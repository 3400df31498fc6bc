// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/hex_layout.h"

#include <cstdint>
#include <string>

namespace arbitre::gui {

/** What the GM has selected: a unit (by id), a hex, or nothing. Shared by the map, the docks and the inspector. */
struct Selection
{
    enum class Kind : std::uint8_t
    {
        None,
        Unit,
        Side,
        Hex,
    } kind = Kind::None;
    std::string id;     /**< unit or side id */
    OffsetCoord cell{}; /**< the hex, for Kind::Hex */
    friend bool operator==(const Selection &, const Selection &) = default;
};

} // namespace arbitre::gui
