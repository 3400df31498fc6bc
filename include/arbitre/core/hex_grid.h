// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/hex.h"
#include "arbitre/core/hex_layout.h"

namespace arbitre {

/**
 * A rectangular map of width × height cells laid over the hexes with an offset layout: pointy maps
 * shove odd rows (OddR), flat maps odd columns (OddQ). Cells are numbered row by row, so per-hex
 * data lives in flat arrays of width × height entries.
 */
struct HexGrid
{
    int width = 0;
    int height = 0;
    Orientation orientation = Orientation::Pointy;

    constexpr OffsetLayout layout() const
    {
        return orientation == Orientation::Pointy ? OffsetLayout::OddR : OffsetLayout::OddQ;
    }
    constexpr int cellCount() const { return width * height; }
    constexpr bool empty() const { return width <= 0 || height <= 0; }

    constexpr bool contains(OffsetCoord cell) const
    {
        return cell.col >= 0 && cell.row >= 0 && cell.col < width && cell.row < height;
    }
    constexpr bool contains(Hex hex) const { return contains(toOffset(hex, layout())); }

    /** The cell number of a hex on the map, or −1 off it. */
    constexpr int index(Hex hex) const
    {
        const OffsetCoord cell = toOffset(hex, layout());
        return contains(cell) ? cell.row * width + cell.col : -1;
    }
    constexpr Hex hexAt(int index) const { return fromOffset({index % width, index / width}, layout()); }
    constexpr OffsetCoord cellOf(Hex hex) const { return toOffset(hex, layout()); }
    constexpr Hex hexOf(OffsetCoord cell) const { return fromOffset(cell, layout()); }

    friend constexpr bool operator==(const HexGrid &, const HexGrid &) = default;
};

} // namespace arbitre
