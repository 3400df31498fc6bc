// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <vector>

namespace arbitre {

/**
 * A hex in axial coordinates (q, r); the third cube coordinate is s() = -q - r. Ordering is lexicographic by
 * (q, r), which is all std::map needs. Arithmetic does not check for overflow: keep |q|, |r| below 2^29.
 */
struct Hex
{
    int q = 0;
    int r = 0;

    /** The cube coordinate s, so that q + r + s == 0. */
    constexpr int s() const { return -q - r; }

    friend constexpr bool operator==(Hex, Hex) = default;
    friend constexpr auto operator<=>(Hex, Hex) = default;

    friend constexpr Hex operator+(Hex a, Hex b) { return {a.q + b.q, a.r + b.r}; }
    friend constexpr Hex operator-(Hex a, Hex b) { return {a.q - b.q, a.r - b.r}; }
    friend constexpr Hex operator-(Hex a) { return {-a.q, -a.r}; }
    friend constexpr Hex operator*(Hex a, int k) { return {a.q * k, a.r * k}; }
    friend constexpr Hex operator*(int k, Hex a) { return a * k; }
};

/** Writes "(q, r)"; for diagnostics and test output. */
std::ostream &operator<<(std::ostream &out, Hex hex);

/**
 * The six unit steps, in this order: 0 (+1, 0), 1 (+1, -1), 2 (0, -1), 3 (-1, 0), 4 (-1, +1), 5 (0, +1).
 * On a y-down screen that is E, NE, NW, W, SW, SE for pointy-top hexes and SE, NE, N, NW, SW, S for flat-top
 * ones: each index is 60 degrees counter-clockwise of the previous, and direction(d + 3) is opposite direction(d).
 */
inline constexpr std::array<Hex, 6> HexDirections{{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}};

/** The unit step of direction dir, taken modulo 6 so that rotations can be written as dir + k, even negative. */
constexpr Hex direction(int dir)
{
    return HexDirections[static_cast<std::size_t>((dir % 6 + 6) % 6)];
}

/** The hex adjacent to hex in direction dir (modulo 6, see HexDirections). */
constexpr Hex neighbour(Hex hex, int dir)
{
    return hex + direction(dir);
}

/** The six hexes adjacent to hex, indexed by direction (see HexDirections). */
constexpr std::array<Hex, 6> neighbours(Hex hex)
{
    std::array<Hex, 6> result{};
    for (std::size_t i = 0; i < result.size(); ++i)
        result[i] = hex + HexDirections[i];
    return result;
}

/** The number of steps between a and b on the grid (the cube max-norm of a - b). */
constexpr int distance(Hex a, Hex b)
{
    const Hex d = a - b;
    const auto magnitude = [](int v) { return v < 0 ? -v : v; };
    return (magnitude(d.q) + magnitude(d.r) + magnitude(d.s())) / 2;
}

/**
 * The 6 * radius hexes at exactly radius from center ({center} for radius 0, empty for a negative radius). It
 * starts at center + radius * direction(0) and walks side i along direction(i + 2), so it passes the corners
 * center + radius * direction(k) in increasing k: counter-clockwise on a y-down screen.
 */
std::vector<Hex> ring(Hex center, int radius);

/**
 * The 1 + 3 * radius * (radius + 1) hexes within radius of center, center first and then ring(center, 1),
 * ring(center, 2), ... in their own order (empty for a negative radius).
 */
std::vector<Hex> spiral(Hex center, int radius);

/** The hexes within n of center, sorted ascending by (q, r) (empty for a negative n). */
std::vector<Hex> withinRange(Hex center, int n);

/**
 * The distance(a, b) + 1 hexes from a to b, each adjacent to the previous, found by rounding evenly spaced
 * points of the straight cube segment. Both ends are nudged by the same (1e-6, 2e-6, -3e-6) so a segment running
 * along a hex edge always falls to the same side; line(b, a) is line(a, b) reversed.
 */
std::vector<Hex> line(Hex a, Hex b);

/** The hex containing the fractional axial point (q, r), by cube rounding; ties go to a fixed side. */
Hex hexRound(double q, double r);

} // namespace arbitre

/** Hashes a Hex by mixing both coordinates, so std::unordered_map<Hex, T> spreads well on any bucket count. */
template <> struct std::hash<arbitre::Hex>
{
    constexpr std::size_t operator()(arbitre::Hex hex) const noexcept
    {
        // Pack both coordinates losslessly, then use the SplitMix64 finaliser (a bijection) to spread the bits.
        std::uint64_t x = (std::uint64_t{static_cast<std::uint32_t>(hex.q)} << 32) | static_cast<std::uint32_t>(hex.r);
        x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
        x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
        return static_cast<std::size_t>(x ^ (x >> 31));
    }
};
