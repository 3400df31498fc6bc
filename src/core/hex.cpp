// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/hex.h"

#include <cmath>
#include <cstddef>
#include <ostream>

namespace arbitre {

namespace {

// Breaks ties for points exactly on a hex edge. Its three components differ, so it is never parallel to an edge
// (edges run along (1, 1, -2) and its rotations) and always pushes such a point off it.
constexpr double NudgeQ = 1e-6;
constexpr double NudgeR = 2e-6;

std::size_t hexCount(int radius)
{
    return static_cast<std::size_t>(1 + 3 * radius * (radius + 1));
}

void appendRing(std::vector<Hex> &out, Hex center, int radius)
{
    if (radius == 0) {
        out.push_back(center);
        return;
    }
    Hex hex = center + direction(0) * radius;
    for (int side = 0; side < 6; ++side) {
        for (int step = 0; step < radius; ++step) {
            out.push_back(hex);
            hex = neighbour(hex, side + 2);
        }
    }
}

} // namespace

std::ostream &operator<<(std::ostream &out, Hex hex)
{
    return out << '(' << hex.q << ", " << hex.r << ')';
}

std::vector<Hex> ring(Hex center, int radius)
{
    std::vector<Hex> result;
    if (radius < 0)
        return result;
    result.reserve(radius == 0 ? 1 : static_cast<std::size_t>(6 * radius));
    appendRing(result, center, radius);
    return result;
}

std::vector<Hex> spiral(Hex center, int radius)
{
    std::vector<Hex> result;
    if (radius < 0)
        return result;
    result.reserve(hexCount(radius));
    for (int k = 0; k <= radius; ++k)
        appendRing(result, center, k);
    return result;
}

std::vector<Hex> withinRange(Hex center, int n)
{
    std::vector<Hex> result;
    if (n < 0)
        return result;
    result.reserve(hexCount(n));
    // Iterating q outer and r inner yields the (q, r) order directly, with no sort.
    for (int dq = -n; dq <= n; ++dq) {
        const int lo = dq < 0 ? -n - dq : -n;
        const int hi = dq < 0 ? n : n - dq;
        for (int dr = lo; dr <= hi; ++dr)
            result.push_back(center + Hex{dq, dr});
    }
    return result;
}

std::vector<Hex> line(Hex a, Hex b)
{
    const int n = distance(a, b);
    std::vector<Hex> result;
    result.reserve(static_cast<std::size_t>(n + 1));
    if (n == 0) {
        result.push_back(a);
        return result;
    }
    const double aq = a.q + NudgeQ;
    const double ar = a.r + NudgeR;
    const double dq = b.q - a.q;
    const double dr = b.r - a.r;
    for (int i = 0; i <= n; ++i) {
        const double t = static_cast<double>(i) / n;
        result.push_back(hexRound(aq + dq * t, ar + dr * t));
    }
    return result;
}

Hex hexRound(double q, double r)
{
    const double s = -q - r;
    double rq = std::round(q);
    double rr = std::round(r);
    const double rs = std::round(s);
    const double dq = std::abs(rq - q);
    const double dr = std::abs(rr - r);
    const double ds = std::abs(rs - s);
    // Rounding each coordinate alone can break q + r + s == 0; recompute the one that moved furthest.
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return {static_cast<int>(rq), static_cast<int>(rr)};
}

} // namespace arbitre
