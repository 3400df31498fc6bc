// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/hex.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdlib>
#include <map>
#include <set>
#include <sstream>
#include <unordered_set>
#include <vector>

using arbitre::Hex;

namespace {

// The exhaustive tests sweep every hex with |q|, |r| <= Extent: 625 hexes, 390 625 ordered pairs.
constexpr int Extent = 12;

std::vector<Hex> square(int extent)
{
    std::vector<Hex> hexes;
    for (int q = -extent; q <= extent; ++q)
        for (int r = -extent; r <= extent; ++r)
            hexes.push_back({q, r});
    return hexes;
}

bool allUnique(std::vector<Hex> hexes)
{
    std::sort(hexes.begin(), hexes.end());
    return std::adjacent_find(hexes.begin(), hexes.end()) == hexes.end();
}

bool consecutiveAdjacent(const std::vector<Hex> &hexes)
{
    for (std::size_t i = 1; i < hexes.size(); ++i)
        if (arbitre::distance(hexes[i - 1], hexes[i]) != 1)
            return false;
    return true;
}

} // namespace

TEST_CASE("Hex arithmetic obeys the cube identity and vector-space laws", "[hex]")
{
    const auto region = square(4);
    for (Hex a : region) {
        CHECK(a.q + a.r + a.s() == 0);
        CHECK(a * 0 == Hex{});
        CHECK(a * 3 == a + a + a);
        CHECK(-2 * a == a * -2);
        CHECK(-a == Hex{} - a);
        for (Hex b : region) {
            CHECK(a + b == b + a);
            CHECK(a + b - b == a);
            CHECK((a + b) * 2 == a * 2 + b * 2);
        }
    }
    STATIC_REQUIRE(Hex{2, -5}.s() == 3);
    STATIC_REQUIRE(Hex{1, 2} + Hex{3, -4} == Hex{4, -2});
}

TEST_CASE("Hex ordering is lexicographic by q then r and agrees with equality", "[hex]")
{
    STATIC_REQUIRE(Hex{0, 5} < Hex{1, -5});
    STATIC_REQUIRE(Hex{1, -5} < Hex{1, 0});
    for (Hex a : square(3))
        for (Hex b : square(3)) {
            const bool lexLess = a.q < b.q || (a.q == b.q && a.r < b.r);
            CHECK((a < b) == lexLess);
            CHECK(((a <=> b) == 0) == (a == b));
        }
    std::map<Hex, int> byHex{{{1, 0}, 1}, {{0, 1}, 2}, {{0, 0}, 3}};
    CHECK(byHex.begin()->first == Hex{0, 0});
}

TEST_CASE("std::hash<Hex> is consistent and collision-free over a region", "[hex]")
{
    const auto region = square(Extent);
    std::unordered_set<Hex> set(region.begin(), region.end());
    CHECK(set.size() == region.size());
    std::unordered_set<std::size_t> hashes;
    for (Hex h : region) {
        CHECK(std::hash<Hex>{}(h) == std::hash<Hex>{}(Hex{h.q, h.r}));
        hashes.insert(std::hash<Hex>{}(h));
    }
    CHECK(hashes.size() == region.size());
}

TEST_CASE("Hex prints as (q, r)", "[hex]")
{
    std::ostringstream out;
    out << Hex{-3, 7};
    CHECK(out.str() == "(-3, 7)");
}

TEST_CASE("directions are the six unit hexes in the documented order, modulo 6, opposite at +3", "[hex]")
{
    const std::vector<Hex> expected{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};
    for (int d = 0; d < 6; ++d) {
        CHECK(arbitre::direction(d) == expected[static_cast<std::size_t>(d)]);
        CHECK(arbitre::direction(d + 6) == arbitre::direction(d));
        CHECK(arbitre::direction(d - 6) == arbitre::direction(d));
        CHECK(arbitre::direction(d + 3) == -arbitre::direction(d));
        // Each direction is the previous one rotated 60 degrees: the ring walk relies on this.
        CHECK(arbitre::direction(d + 1) - arbitre::direction(d) == arbitre::direction(d + 2));
    }
    CHECK(arbitre::direction(-1) == Hex{0, 1});
    CHECK(arbitre::direction(-7) == Hex{0, 1});
}

TEST_CASE("distance is symmetric, zero exactly on equal hexes, and the cube max-norm", "[hex]")
{
    const auto region = square(Extent);
    for (Hex a : region)
        for (Hex b : region) {
            const int d = arbitre::distance(a, b);
            const Hex v = a - b;
            const int maxNorm = std::max({std::abs(v.q), std::abs(v.r), std::abs(v.s())});
            CHECK(d == arbitre::distance(b, a));
            CHECK(d == maxNorm);
            CHECK((d == 0) == (a == b));
        }
    STATIC_REQUIRE(arbitre::distance({0, 0}, {3, -1}) == 3);
    STATIC_REQUIRE(arbitre::distance({-2, 0}, {2, -4}) == 4);
}

TEST_CASE("distance satisfies the triangle inequality", "[hex]")
{
    // Triples grow as the cube of the region, so this one sweeps a smaller square (531 441 triples).
    const auto region = square(4);
    long violations = 0;
    for (Hex a : region)
        for (Hex b : region)
            for (Hex c : region)
                if (arbitre::distance(a, c) > arbitre::distance(a, b) + arbitre::distance(b, c))
                    ++violations;
    CHECK(violations == 0);
}

TEST_CASE("neighbours are distinct, at distance 1, and are all the hexes at distance 1", "[hex]")
{
    const auto region = square(Extent);
    for (Hex a : region) {
        const auto ns = arbitre::neighbours(a);
        for (int d = 0; d < 6; ++d) {
            CHECK(ns[static_cast<std::size_t>(d)] == arbitre::neighbour(a, d));
            CHECK(arbitre::distance(a, arbitre::neighbour(a, d)) == 1);
            CHECK(arbitre::neighbour(arbitre::neighbour(a, d), d + 3) == a);
        }
        const std::set<Hex> distinct(ns.begin(), ns.end());
        CHECK(distinct.size() == 6);
        std::set<Hex> atOne;
        for (Hex b : square(Extent + 1))
            if (arbitre::distance(a, b) == 1)
                atOne.insert(b);
        CHECK(atOne == distinct);
    }
    STATIC_REQUIRE(arbitre::neighbours({0, 0})[1] == Hex{1, -1});
}

TEST_CASE("ring has 6*radius unique hexes at exactly radius, walking corners in direction order", "[hex]")
{
    for (Hex center : square(3))
        for (int radius = 0; radius <= 9; ++radius) {
            const auto hexes = arbitre::ring(center, radius);
            INFO("center " << center << " radius " << radius);
            REQUIRE(hexes.size() == (radius == 0 ? 1u : static_cast<std::size_t>(6 * radius)));
            CHECK(
                std::all_of(hexes.begin(), hexes.end(), [&](Hex h) { return arbitre::distance(center, h) == radius; }));
            CHECK(allUnique(hexes));
            CHECK(consecutiveAdjacent(hexes));
            if (radius == 0) {
                CHECK(hexes.front() == center);
                continue;
            }
            CHECK(arbitre::distance(hexes.back(), hexes.front()) == 1);
            for (int k = 0; k < 6; ++k)
                CHECK(hexes[static_cast<std::size_t>(k * radius)] == center + arbitre::direction(k) * radius);
        }
}

TEST_CASE("ring holds exactly the hexes at that distance", "[hex]")
{
    const auto region = square(Extent);
    for (Hex center : {Hex{0, 0}, Hex{2, -3}, Hex{-1, -1}})
        for (int radius = 0; radius <= 8; ++radius) {
            std::set<Hex> expected;
            for (Hex h : region)
                if (arbitre::distance(center, h) == radius)
                    expected.insert(h);
            const auto hexes = arbitre::ring(center, radius);
            CHECK(std::set<Hex>(hexes.begin(), hexes.end()) == expected);
        }
}

TEST_CASE("ring of radius 1 starts east and goes counter-clockwise on screen", "[hex]")
{
    const std::vector<Hex> expected{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};
    CHECK(arbitre::ring({0, 0}, 1) == expected);
    const std::vector<Hex> two{{2, 0},  {2, -1}, {2, -2}, {1, -2}, {0, -2}, {-1, -1},
                               {-2, 0}, {-2, 1}, {-2, 2}, {-1, 2}, {0, 2},  {1, 1}};
    CHECK(arbitre::ring({0, 0}, 2) == two);
}

TEST_CASE("spiral has 1+3r(r+1) unique hexes within r, center first then ring by ring", "[hex]")
{
    for (Hex center : square(3))
        for (int radius = 0; radius <= 9; ++radius) {
            const auto hexes = arbitre::spiral(center, radius);
            INFO("center " << center << " radius " << radius);
            REQUIRE(hexes.size() == static_cast<std::size_t>(1 + 3 * radius * (radius + 1)));
            CHECK(hexes.front() == center);
            CHECK(allUnique(hexes));
            std::vector<Hex> rings;
            for (int k = 0; k <= radius; ++k) {
                const auto r = arbitre::ring(center, k);
                rings.insert(rings.end(), r.begin(), r.end());
            }
            CHECK(hexes == rings);
        }
}

TEST_CASE("withinRange is exactly the hexes within n, sorted by (q, r)", "[hex]")
{
    const auto region = square(Extent);
    for (Hex center : {Hex{0, 0}, Hex{3, -2}, Hex{-4, 1}})
        for (int n = 0; n <= 7; ++n) {
            std::vector<Hex> expected;
            for (Hex h : region) // square() yields (q, r) order already
                if (arbitre::distance(center, h) <= n)
                    expected.push_back(h);
            INFO("center " << center << " n " << n);
            CHECK(arbitre::withinRange(center, n) == expected);
        }
}

TEST_CASE("negative radii give empty ring, spiral and range", "[hex]")
{
    CHECK(arbitre::ring({1, 1}, -1).empty());
    CHECK(arbitre::spiral({1, 1}, -1).empty());
    CHECK(arbitre::withinRange({1, 1}, -3).empty());
}

TEST_CASE("line has distance+1 adjacent hexes from a to b, each one step further from a", "[hex]")
{
    // Lines cost O(distance) each, so this sweeps a smaller square (83 521 ordered pairs).
    const auto region = square(8);
    for (Hex a : region)
        for (Hex b : region) {
            const auto hexes = arbitre::line(a, b);
            const int n = arbitre::distance(a, b);
            if (hexes.size() != static_cast<std::size_t>(n + 1) || hexes.front() != a || hexes.back() != b ||
                !consecutiveAdjacent(hexes)) {
                FAIL_CHECK("bad line from " << a << " to " << b);
                continue;
            }
            for (int i = 0; i <= n; ++i)
                if (arbitre::distance(a, hexes[static_cast<std::size_t>(i)]) != i)
                    FAIL_CHECK("line from " << a << " to " << b << " steps back at " << i);
            std::vector<Hex> back = arbitre::line(b, a);
            std::reverse(back.begin(), back.end());
            if (back != hexes)
                FAIL_CHECK("line from " << b << " to " << a << " is not the reverse");
        }
    SUCCEED();
}

TEST_CASE("line known values, including a segment along a hex edge", "[hex]")
{
    CHECK(arbitre::line({0, 0}, {0, 0}) == std::vector<Hex>{{0, 0}});
    CHECK(arbitre::line({0, 0}, {3, 0}) == std::vector<Hex>{{0, 0}, {1, 0}, {2, 0}, {3, 0}});
    CHECK(arbitre::line({2, -1}, {-1, 2}) == std::vector<Hex>{{2, -1}, {1, 0}, {0, 1}, {-1, 2}});
    // (0, 0) to (1, 1) runs along the edge between (1, 0) and (0, 1); the nudge settles it on (0, 1).
    CHECK(arbitre::line({0, 0}, {1, 1}) == std::vector<Hex>{{0, 0}, {0, 1}, {1, 1}});
    CHECK(arbitre::line({1, 1}, {0, 0}) == std::vector<Hex>{{1, 1}, {0, 1}, {0, 0}});
    CHECK(arbitre::line({0, 0}, {2, 2}) == std::vector<Hex>{{0, 0}, {0, 1}, {1, 1}, {1, 2}, {2, 2}});
}

TEST_CASE("hexRound returns the hex for any point within half a step in cube coordinates", "[hex]")
{
    for (Hex h : square(6))
        for (int i = -4; i <= 4; ++i)
            for (int j = -4; j <= 4; ++j) {
                const double dq = i * 0.1;
                const double dr = j * 0.1;
                if (std::abs(dq + dr) >= 0.5) // keep |ds| < 0.5 as well
                    continue;
                CHECK(arbitre::hexRound(h.q + dq, h.r + dr) == h);
            }
}

TEST_CASE("hexRound known values fix the coordinate that moved furthest", "[hex]")
{
    CHECK(arbitre::hexRound(0.6, 0.3) == Hex{1, 0});
    CHECK(arbitre::hexRound(-0.6, -0.3) == Hex{-1, 0});
    // q and r round up to (1, 1) but s = -1.3 rounds to -1: q moved furthest (0.45), so q = -r - s = 0.
    CHECK(arbitre::hexRound(0.55, 0.75) == Hex{0, 1});
    CHECK(arbitre::hexRound(2.1, -3.05) == Hex{2, -3});
}
