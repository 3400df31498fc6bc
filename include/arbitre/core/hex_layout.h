// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/hex.h"

#include <array>
#include <cstddef>

namespace arbitre {

/**
 * How a rectangular (col, row) grid is laid over the hexes: OddR/EvenR shove odd/even rows half a hex right
 * (pointy-top), OddQ/EvenQ shove odd/even columns half a hex down (flat-top). Axial (0, 0) is offset (0, 0) in all.
 */
enum class OffsetLayout
{
    OddR,
    EvenR,
    OddQ,
    EvenQ,
};

/** A cell of a rectangular map grid, meaningful only together with its OffsetLayout. */
struct OffsetCoord
{
    int col = 0;
    int row = 0;

    friend constexpr bool operator==(OffsetCoord, OffsetCoord) = default;
};

/** The grid cell of hex under layout; the inverse of fromOffset, and correct for negative coordinates too. */
constexpr OffsetCoord toOffset(Hex hex, OffsetLayout layout)
{
    // `& 1` rather than `% 2`: it gives 1 for odd negatives too, and the subtraction leaves an even number to halve.
    switch (layout) {
    case OffsetLayout::OddR:
        return {hex.q + (hex.r - (hex.r & 1)) / 2, hex.r};
    case OffsetLayout::EvenR:
        return {hex.q + (hex.r + (hex.r & 1)) / 2, hex.r};
    case OffsetLayout::OddQ:
        return {hex.q, hex.r + (hex.q - (hex.q & 1)) / 2};
    case OffsetLayout::EvenQ:
        return {hex.q, hex.r + (hex.q + (hex.q & 1)) / 2};
    }
    return {};
}

/** The hex at grid cell cell under layout; the inverse of toOffset. */
constexpr Hex fromOffset(OffsetCoord cell, OffsetLayout layout)
{
    switch (layout) {
    case OffsetLayout::OddR:
        return {cell.col - (cell.row - (cell.row & 1)) / 2, cell.row};
    case OffsetLayout::EvenR:
        return {cell.col - (cell.row + (cell.row & 1)) / 2, cell.row};
    case OffsetLayout::OddQ:
        return {cell.col, cell.row - (cell.col - (cell.col & 1)) / 2};
    case OffsetLayout::EvenQ:
        return {cell.col, cell.row - (cell.col + (cell.col & 1)) / 2};
    }
    return {};
}

/** Pointy: a vertex at the top, rows are horizontal. Flat: an edge at the top, columns are vertical. */
enum class Orientation
{
    Pointy,
    Flat,
};

/** A position in pixels; y grows downwards as on screens. */
struct Point
{
    double x = 0.0;
    double y = 0.0;

    friend constexpr bool operator==(Point, Point) = default;
};

/** How hexes are drawn: size is the circumradius in pixels (> 0) and (originX, originY) is the centre of hex (0, 0). */
struct Layout
{
    Orientation orientation = Orientation::Pointy;
    double size = 1.0;
    double originX = 0.0;
    double originY = 0.0;
};

// Implementation details of the pixel layout, not API. The values are written out rather than computed with
// std::sqrt/std::cos (not constexpr) so they are compile-time constants and no call does trigonometry.
namespace detail {

inline constexpr double Sqrt3 = 1.7320508075688772935;

/** Unit-size axial-to-pixel matrix and its inverse (both 2x2, row-major), plus unit corner offsets. */
struct OrientationMatrix
{
    std::array<double, 4> forward;
    std::array<double, 4> inverse;
    std::array<Point, 6> corners;
};

inline constexpr OrientationMatrix PointyMatrix{
    {Sqrt3, Sqrt3 / 2.0, 0.0, 1.5},
    {Sqrt3 / 3.0, -1.0 / 3.0, 0.0, 2.0 / 3.0},
    {{{Sqrt3 / 2, 0.5}, {0, 1}, {-Sqrt3 / 2, 0.5}, {-Sqrt3 / 2, -0.5}, {0, -1}, {Sqrt3 / 2, -0.5}}}};

inline constexpr OrientationMatrix FlatMatrix{
    {1.5, 0.0, Sqrt3 / 2.0, Sqrt3},
    {2.0 / 3.0, 0.0, -1.0 / 3.0, Sqrt3 / 3.0},
    {{{1, 0}, {0.5, Sqrt3 / 2}, {-0.5, Sqrt3 / 2}, {-1, 0}, {-0.5, -Sqrt3 / 2}, {0.5, -Sqrt3 / 2}}}};

/** The precomputed matrix for orientation. */
constexpr const OrientationMatrix &matrix(Orientation orientation)
{
    return orientation == Orientation::Pointy ? PointyMatrix : FlatMatrix;
}

} // namespace detail

/** The pixel centre of hex under layout. */
constexpr Point hexToPixel(const Layout &layout, Hex hex)
{
    const auto &f = detail::matrix(layout.orientation).forward;
    return {(f[0] * hex.q + f[1] * hex.r) * layout.size + layout.originX,
            (f[2] * hex.q + f[3] * hex.r) * layout.size + layout.originY};
}

/** The hex whose cell contains point (the one with the nearest centre); the inverse of hexToPixel on centres. */
Hex pixelToHex(const Layout &layout, Point point);

/**
 * The six vertices of hex, each at layout.size from its centre. Vertex i is at angle (60 i + 30) degrees for
 * Pointy and 60 i degrees for Flat, measured from +x towards +y: clockwise on screen, vertex 0 being the
 * lower-right vertex of a pointy hex and the rightmost vertex of a flat one.
 */
constexpr std::array<Point, 6> corners(const Layout &layout, Hex hex)
{
    const detail::OrientationMatrix &m = detail::matrix(layout.orientation);
    const Point centre = hexToPixel(layout, hex);
    std::array<Point, 6> result{};
    for (std::size_t i = 0; i < result.size(); ++i)
        result[i] = {centre.x + m.corners[i].x * layout.size, centre.y + m.corners[i].y * layout.size};
    return result;
}

} // namespace arbitre
