// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/hex_layout.h"

#include <catch2/catch.hpp>

#include <array>
#include <cmath>
#include <cstddef>
#include <utility>
#include <vector>

using arbitre::Hex;
using arbitre::Layout;
using arbitre::OffsetCoord;
using arbitre::OffsetLayout;
using arbitre::Orientation;
using arbitre::Point;

namespace {

constexpr int Extent = 12;
constexpr double Sqrt3 = 1.7320508075688772935;
constexpr double Pi = 3.14159265358979323846;
constexpr std::array<OffsetLayout, 4> AllOffsetLayouts{OffsetLayout::OddR, OffsetLayout::EvenR, OffsetLayout::OddQ,
                                                       OffsetLayout::EvenQ};
// Odd sizes and origins, so that a swapped or forgotten term cannot cancel out.
const std::array<Layout, 4> Layouts{{{Orientation::Pointy, 30.0, 400.0, -120.5},
                                     {Orientation::Flat, 17.25, -3.0, 99.0},
                                     {Orientation::Pointy, 1.0, 0.0, 0.0},
                                     {Orientation::Flat, 1.0, 0.0, 0.0}}};

std::vector<Hex> square(int extent)
{
    std::vector<Hex> hexes;
    for (int q = -extent; q <= extent; ++q)
        for (int r = -extent; r <= extent; ++r)
            hexes.push_back({q, r});
    return hexes;
}

double dist(Point a, Point b)
{
    return std::hypot(a.x - b.x, a.y - b.y);
}

bool near(Point a, Point b)
{
    return dist(a, b) < 1e-9;
}

const char *name(OffsetLayout layout)
{
    switch (layout) {
    case OffsetLayout::OddR:
        return "odd-r";
    case OffsetLayout::EvenR:
        return "even-r";
    case OffsetLayout::OddQ:
        return "odd-q";
    case OffsetLayout::EvenQ:
        return "even-q";
    }
    return "?";
}

} // namespace

TEST_CASE("offset known values for all four layouts, including negative odd rows and columns", "[hex]")
{
    struct Known
    {
        OffsetLayout layout;
        OffsetCoord cell;
        Hex hex;
    };
    // Worked by hand from the standard formulas; (2, -3) odd-r is the case a `% 2` implementation gets wrong.
    const std::vector<Known> known{
        {OffsetLayout::OddR, {1, 1}, {1, 1}},    {OffsetLayout::OddR, {2, -3}, {4, -3}},
        {OffsetLayout::OddR, {0, -1}, {1, -1}},  {OffsetLayout::OddR, {-3, -5}, {0, -5}},
        {OffsetLayout::EvenR, {1, 1}, {0, 1}},   {OffsetLayout::EvenR, {2, -3}, {3, -3}},
        {OffsetLayout::EvenR, {0, -1}, {0, -1}}, {OffsetLayout::EvenR, {-3, -5}, {-1, -5}},
        {OffsetLayout::OddQ, {1, 1}, {1, 1}},    {OffsetLayout::OddQ, {-1, 0}, {-1, 1}},
        {OffsetLayout::OddQ, {-3, 2}, {-3, 4}},  {OffsetLayout::OddQ, {4, -2}, {4, -4}},
        {OffsetLayout::EvenQ, {1, 1}, {1, 0}},   {OffsetLayout::EvenQ, {-1, 0}, {-1, 0}},
        {OffsetLayout::EvenQ, {-3, 2}, {-3, 3}}, {OffsetLayout::EvenQ, {4, -2}, {4, -4}},
    };
    for (const Known &k : known) {
        INFO(name(k.layout) << " (" << k.cell.col << ", " << k.cell.row << ") <-> " << k.hex);
        CHECK(arbitre::fromOffset(k.cell, k.layout) == k.hex);
        CHECK(arbitre::toOffset(k.hex, k.layout) == k.cell);
    }
    for (OffsetLayout layout : AllOffsetLayouts)
        CHECK(arbitre::toOffset({0, 0}, layout) == OffsetCoord{0, 0});
    STATIC_REQUIRE(arbitre::fromOffset({2, -3}, OffsetLayout::OddR) == Hex{4, -3});
}

TEST_CASE("offset conversion round-trips both ways for all four layouts over negative and positive coordinates",
          "[hex]")
{
    for (OffsetLayout layout : AllOffsetLayouts) {
        INFO(name(layout));
        for (Hex h : square(Extent)) {
            const OffsetCoord cell = arbitre::toOffset(h, layout);
            CHECK(arbitre::fromOffset(cell, layout) == h);
            const OffsetCoord asCell{h.q, h.r}; // the same square read as grid cells
            CHECK(arbitre::toOffset(arbitre::fromOffset(asCell, layout), layout) == asCell);
        }
    }
}

TEST_CASE("offset layouts form the documented rectangular grids on screen", "[hex]")
{
    // Independent of the conversion formulas: where each grid cell's centre must land for unit-size hexes.
    const Layout pointy{Orientation::Pointy, 1.0, 0.0, 0.0};
    const Layout flat{Orientation::Flat, 1.0, 0.0, 0.0};
    for (int col = -Extent; col <= Extent; ++col)
        for (int row = -Extent; row <= Extent; ++row) {
            INFO("cell (" << col << ", " << row << ")");
            const double rowShift = 0.5 * (row & 1);
            const double colShift = 0.5 * (col & 1);
            CHECK(near(arbitre::hexToPixel(pointy, arbitre::fromOffset({col, row}, OffsetLayout::OddR)),
                       {Sqrt3 * (col + rowShift), 1.5 * row}));
            CHECK(near(arbitre::hexToPixel(pointy, arbitre::fromOffset({col, row}, OffsetLayout::EvenR)),
                       {Sqrt3 * (col - rowShift), 1.5 * row}));
            CHECK(near(arbitre::hexToPixel(flat, arbitre::fromOffset({col, row}, OffsetLayout::OddQ)),
                       {1.5 * col, Sqrt3 * (row + colShift)}));
            CHECK(near(arbitre::hexToPixel(flat, arbitre::fromOffset({col, row}, OffsetLayout::EvenQ)),
                       {1.5 * col, Sqrt3 * (row - colShift)}));
        }
}

TEST_CASE("axial neighbours in offset are the six expected cells for even and odd rows and columns", "[hex]")
{
    using Deltas = std::array<OffsetCoord, 6>;                                        // (dcol, drow) in direction order
    const Deltas shiftedBack{{{1, 0}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}, {0, 1}}};  // row left of its neighbours
    const Deltas shiftedAhead{{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {0, 1}, {1, 1}}};   // row right of its neighbours
    const Deltas colShiftedUp{{{1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {0, 1}}}; // column above its neighbours
    const Deltas colShiftedDown{{{1, 1}, {1, 0}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}}; // column below its neighbours
    struct Case
    {
        OffsetLayout layout;
        Deltas even; // for cells whose row (R layouts) or column (Q layouts) is even
        Deltas odd;
    };
    const std::array<Case, 4> cases{{{OffsetLayout::OddR, shiftedBack, shiftedAhead},
                                     {OffsetLayout::EvenR, shiftedAhead, shiftedBack},
                                     {OffsetLayout::OddQ, colShiftedUp, colShiftedDown},
                                     {OffsetLayout::EvenQ, colShiftedDown, colShiftedUp}}};
    for (const Case &c : cases)
        for (int col = -7; col <= 7; ++col)
            for (int row = -7; row <= 7; ++row) {
                const bool rowLayout = c.layout == OffsetLayout::OddR || c.layout == OffsetLayout::EvenR;
                const bool odd = ((rowLayout ? row : col) & 1) != 0;
                const Deltas &expected = odd ? c.odd : c.even;
                const auto ns = arbitre::neighbours(arbitre::fromOffset({col, row}, c.layout));
                INFO(name(c.layout) << " cell (" << col << ", " << row << ")");
                for (std::size_t d = 0; d < 6; ++d) {
                    const OffsetCoord n = arbitre::toOffset(ns[d], c.layout);
                    CHECK(OffsetCoord{n.col - col, n.row - row} == expected[d]);
                }
            }
}

TEST_CASE("hexToPixel known values for both orientations", "[hex]")
{
    const Layout pointy{Orientation::Pointy, 10.0, 5.0, 7.0};
    const Layout flat{Orientation::Flat, 10.0, 5.0, 7.0};
    STATIC_REQUIRE(arbitre::hexToPixel({Orientation::Pointy, 10.0, 5.0, 7.0}, {0, 0}) == Point{5.0, 7.0});
    CHECK(near(arbitre::hexToPixel(pointy, {1, 0}), {5.0 + 10.0 * Sqrt3, 7.0}));
    CHECK(near(arbitre::hexToPixel(pointy, {0, 1}), {5.0 + 5.0 * Sqrt3, 22.0}));
    CHECK(near(arbitre::hexToPixel(flat, {1, 0}), {20.0, 7.0 + 5.0 * Sqrt3}));
    CHECK(near(arbitre::hexToPixel(flat, {0, 1}), {5.0, 7.0 + 10.0 * Sqrt3}));
}

TEST_CASE("directions point at the documented screen angles for both orientations", "[hex]")
{
    // Degrees from +x towards +y (y down): pointy E, NE, NW, W, SW, SE; flat SE, NE, N, NW, SW, S.
    const std::array<double, 6> pointyAngles{0, -60, -120, 180, 120, 60};
    const std::array<double, 6> flatAngles{30, -30, -90, -150, 150, 90};
    for (std::size_t d = 0; d < 6; ++d) {
        for (const auto &[orientation, angle] :
             {std::pair{Orientation::Pointy, pointyAngles[d]}, std::pair{Orientation::Flat, flatAngles[d]}}) {
            const double radians = angle * Pi / 180.0;
            const Point p = arbitre::hexToPixel({orientation, 1.0, 0.0, 0.0}, arbitre::HexDirections[d]);
            CHECK(near(p, {Sqrt3 * std::cos(radians), Sqrt3 * std::sin(radians)}));
        }
    }
}

TEST_CASE("pixel round-trip hex -> centre -> hex for both orientations", "[hex]")
{
    for (const Layout &layout : Layouts)
        for (Hex h : square(Extent))
            CHECK(arbitre::pixelToHex(layout, arbitre::hexToPixel(layout, h)) == h);
}

TEST_CASE("pixelToHex keeps points near a centre in that hex", "[hex]")
{
    for (const Layout &layout : Layouts)
        for (Hex h : square(6)) {
            const Point c = arbitre::hexToPixel(layout, h);
            // 0.4 is well inside; 0.85 is just inside the inradius sqrt(3)/2 ~ 0.866.
            for (double fraction : {0.1, 0.4, 0.85})
                for (int k = 0; k < 24; ++k) {
                    const double a = k * Pi / 12.0;
                    const double rad = fraction * layout.size;
                    CHECK(arbitre::pixelToHex(layout, {c.x + rad * std::cos(a), c.y + rad * std::sin(a)}) == h);
                }
        }
}

TEST_CASE("pixelToHex returns the hex with the nearest centre", "[hex]")
{
    for (const Layout &layout : Layouts) {
        long wrong = 0;
        for (int i = -160; i <= 160; ++i)
            for (int j = -160; j <= 160; ++j) {
                const Point p{layout.originX + i * 0.05 * layout.size, layout.originY + j * 0.05 * layout.size};
                const Hex h = arbitre::pixelToHex(layout, p);
                // Cells are Voronoi cells of the centres, bounded by the six neighbours alone.
                const double own = dist(p, arbitre::hexToPixel(layout, h));
                for (Hex n : arbitre::neighbours(h))
                    if (dist(p, arbitre::hexToPixel(layout, n)) < own - 1e-9 * layout.size)
                        ++wrong;
            }
        CHECK(wrong == 0);
    }
}

TEST_CASE("corners lie at size from the centre, size apart, starting at the documented angle", "[hex]")
{
    for (const Layout &layout : Layouts)
        for (Hex h : square(Extent)) {
            const Point c = arbitre::hexToPixel(layout, h);
            const auto cs = arbitre::corners(layout, h);
            const double start = layout.orientation == Orientation::Pointy ? Pi / 6.0 : 0.0;
            for (std::size_t i = 0; i < 6; ++i) {
                CHECK(std::abs(dist(c, cs[i]) - layout.size) < 1e-9);
                CHECK(std::abs(dist(cs[i], cs[(i + 1) % 6]) - layout.size) < 1e-9);
                const double a = start + static_cast<double>(i) * Pi / 3.0;
                CHECK(near(cs[i], {c.x + layout.size * std::cos(a), c.y + layout.size * std::sin(a)}));
            }
        }
}

TEST_CASE("adjacent centres are sqrt(3)*size apart and adjacent hexes share exactly two corners", "[hex]")
{
    for (const Layout &layout : Layouts)
        for (Hex h : square(Extent)) {
            const auto own = arbitre::corners(layout, h);
            for (Hex n : arbitre::neighbours(h)) {
                const double d = dist(arbitre::hexToPixel(layout, h), arbitre::hexToPixel(layout, n));
                CHECK(std::abs(d - Sqrt3 * layout.size) < 1e-9);
                int shared = 0;
                for (Point a : own)
                    for (Point b : arbitre::corners(layout, n))
                        shared += near(a, b) ? 1 : 0;
                CHECK(shared == 2);
            }
        }
}
