// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "map_geometry.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace arbitre::gui {

namespace {

constexpr double Sqrt3 = detail::Sqrt3;

// Clamps before converting, so that a point far off the map cannot overflow the int.
int clampToInt(double value, int low, int high)
{
    if (!(value > low))
        return low;
    if (value > high)
        return high;
    return static_cast<int>(value);
}

} // namespace

MapGeometry::MapGeometry(const HexGrid &grid) : m_grid(grid)
{
    const bool isPointy = grid.orientation == Orientation::Pointy;
    // Cell (0, 0) is placed so that the bounding box of the whole grid starts at the origin.
    m_layout = Layout{grid.orientation, 1.0, isPointy ? Sqrt3 / 2 : 1.0, isPointy ? 1.0 : Sqrt3 / 2};
    if (!grid.empty()) {
        if (isPointy)
            m_bounds = QRectF(0, 0, Sqrt3 * grid.width + (grid.height > 1 ? Sqrt3 / 2 : 0.0), 1.5 * grid.height + 0.5);
        else
            m_bounds = QRectF(0, 0, 1.5 * grid.width + 0.5, Sqrt3 * grid.height + (grid.width > 1 ? Sqrt3 / 2 : 0.0));
    }
    const Layout unit{grid.orientation, 1.0, 0.0, 0.0};
    const auto corner = corners(unit, Hex{});
    for (std::size_t i = 0; i < 6; ++i)
        m_corners[i] = QPointF(corner[i].x, corner[i].y);
    // The neighbour across edge k is the one whose centre lies beyond the edge's midpoint.
    for (std::size_t k = 0; k < 6; ++k) {
        const QPointF mid = (m_corners[k] + m_corners[(k + 1) % 6]) / 2.0;
        double best = std::numeric_limits<double>::max();
        for (int d = 0; d < 6; ++d) {
            const Point p = hexToPixel(unit, direction(d));
            const double dist = std::hypot(p.x - mid.x() * 2.0, p.y - mid.y() * 2.0);
            if (dist < best) {
                best = dist;
                m_edgeDirection[k] = d;
            }
        }
    }
}

QPointF MapGeometry::centre(OffsetCoord cell) const
{
    return centre(m_grid.hexOf(cell));
}

QPointF MapGeometry::centre(Hex hex) const
{
    const Point p = hexToPixel(m_layout, hex);
    return {p.x, p.y};
}

std::optional<OffsetCoord> MapGeometry::cellAt(QPointF point) const
{
    if (m_grid.empty() || !m_bounds.adjusted(-1, -1, 1, 1).contains(point))
        return std::nullopt;
    const OffsetCoord cell = m_grid.cellOf(pixelToHex(m_layout, {point.x(), point.y()}));
    if (!m_grid.contains(cell))
        return std::nullopt;
    return cell;
}

CellSpan MapGeometry::cellsIn(const QRectF &rect) const
{
    if (m_grid.empty())
        return {};
    const int maxCol = m_grid.width - 1;
    const int maxRow = m_grid.height - 1;
    CellSpan span;
    if (pointy()) {
        span.row0 = clampToInt(std::floor((rect.top() - 2.0) / 1.5), 0, maxRow);
        span.row1 = clampToInt(std::ceil(rect.bottom() / 1.5), -1, maxRow);
        span.col0 = clampToInt(std::floor(rect.left() / Sqrt3 - 1.5), 0, maxCol);
        span.col1 = clampToInt(std::ceil(rect.right() / Sqrt3), -1, maxCol);
    } else {
        span.col0 = clampToInt(std::floor((rect.left() - 2.0) / 1.5), 0, maxCol);
        span.col1 = clampToInt(std::ceil(rect.right() / 1.5), -1, maxCol);
        span.row0 = clampToInt(std::floor(rect.top() / Sqrt3 - 1.5), 0, maxRow);
        span.row1 = clampToInt(std::ceil(rect.bottom() / Sqrt3), -1, maxRow);
    }
    return span;
}

std::optional<OffsetCoord> MapGeometry::acrossEdge(OffsetCoord cell, int edge) const
{
    const Hex next = m_grid.hexOf(cell) + HexDirections[static_cast<std::size_t>(m_edgeDirection[edge % 6])];
    const OffsetCoord result = m_grid.cellOf(next);
    if (!m_grid.contains(result))
        return std::nullopt;
    return result;
}

QPointF MapViewport::deviceOrigin() const
{
    return {std::round(centre.x() * deviceZoom() - size.width() * dpr / 2.0),
            std::round(centre.y() * deviceZoom() - size.height() * dpr / 2.0)};
}

QRectF MapViewport::visibleMapRect() const
{
    return QRectF(toMap(QPointF(0, 0)), toMap(QPointF(size.width(), size.height())));
}

double fitZoom(const QRectF &bounds, QSizeF size)
{
    if (bounds.isEmpty() || size.width() <= 0 || size.height() <= 0)
        return 1.0;
    const double fit = std::min(size.width() / bounds.width(), size.height() / bounds.height()) * MapZoom::FitMargin;
    return std::clamp(fit, MapZoom::Min, MapZoom::Max);
}

MapViewport fittedViewport(const MapGeometry &geometry, QSize size, double dpr)
{
    return MapViewport{fitZoom(geometry.bounds(), QSizeF(size)), geometry.bounds().center(), size, dpr};
}

} // namespace arbitre::gui
