// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/hex_layout.h"

namespace arbitre {

Hex pixelToHex(const Layout &layout, Point point)
{
    const auto &b = detail::matrix(layout.orientation).inverse;
    const double x = (point.x - layout.originX) / layout.size;
    const double y = (point.y - layout.originY) / layout.size;
    return hexRound(b[0] * x + b[1] * y, b[2] * x + b[3] * y);
}

} // namespace arbitre
