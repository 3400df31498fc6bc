// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/hex_grid.h"

#include <QPointF>
#include <QRectF>
#include <QSize>

#include <array>
#include <optional>

namespace arbitre::gui {

/** An inclusive span of columns and rows of the grid; empty when col1 < col0 or row1 < row0. */
struct CellSpan
{
    int col0 = 0;
    int col1 = -1;
    int row0 = 0;
    int row1 = -1;

    bool empty() const { return col1 < col0 || row1 < row0; }
};

/**
 * Where the hexes of a grid lie in "map units": a hex has radius 1 and the map's bounding box starts
 * at (0, 0). Every drawing and hit test goes through it, so that the view, the painters and the
 * overview agree to the pixel. It reuses the core pixel layout (hexToPixel, pixelToHex).
 */
class MapGeometry
{
public:
    MapGeometry() = default;
    explicit MapGeometry(const HexGrid &grid);

    const HexGrid &grid() const { return m_grid; }
    bool empty() const { return m_grid.empty(); }
    bool pointy() const { return m_grid.orientation == Orientation::Pointy; }

    /** The bounding box of every hex, from (0, 0). */
    QRectF bounds() const { return m_bounds; }
    QPointF centre(OffsetCoord cell) const;
    QPointF centre(Hex hex) const;
    /** The cell whose hex contains `point`, if it is on the map. */
    std::optional<OffsetCoord> cellAt(QPointF point) const;
    /** The cells whose hexes may meet `rect` (map units), clamped to the grid. */
    CellSpan cellsIn(const QRectF &rect) const;

    int index(OffsetCoord cell) const { return cell.row * m_grid.width + cell.col; }
    OffsetCoord cellOf(int index) const { return {index % m_grid.width, index / m_grid.width}; }

    /** Corner i of a radius-1 hex relative to its centre (hex_layout.h numbering). */
    const std::array<QPointF, 6> &unitCorners() const { return m_corners; }
    /** The neighbour across edge k (corner k to corner k + 1), or nullopt off the map. */
    std::optional<OffsetCoord> acrossEdge(OffsetCoord cell, int edge) const;

private:
    HexGrid m_grid;
    Layout m_layout;
    QRectF m_bounds;
    std::array<QPointF, 6> m_corners{};
    std::array<int, 6> m_edgeDirection{}; /**< HexDirections index of the neighbour across each edge */
};

/**
 * What part of the map a widget shows: `zoom` logical pixels per map unit (the hex radius), the map
 * point at the widget's centre and the widget's size. The top-left is rounded to whole device pixels
 * so that cached terrain tiles and live drawing land on the same pixels.
 */
struct MapViewport
{
    double zoom = 28.0;
    QPointF centre;
    QSize size;
    double dpr = 1.0;

    double deviceZoom() const { return zoom * dpr; }
    /** The widget's top-left in device pixels of the zoomed map. */
    QPointF deviceOrigin() const;
    QPointF toWidget(QPointF mapPoint) const { return (mapPoint * deviceZoom() - deviceOrigin()) / dpr; }
    QPointF toMap(QPointF widgetPoint) const { return (widgetPoint * dpr + deviceOrigin()) / deviceZoom(); }
    QRectF visibleMapRect() const;
};

/** The zoom limits every view of a map shares, the app's canvas and the map pictures alike. */
namespace MapZoom {
inline constexpr double Min = 0.25;       /**< no map is so large that it cannot be zoomed out to this */
inline constexpr double Max = 160.0;      /**< a hex 320 px tall: enough to read any counter */
inline constexpr double FitMargin = 0.96; /**< the fitted map leaves a thin border */
} // namespace MapZoom

/** The zoom at which the whole of `bounds` (map units) fits `size` pixels with the fit margin, within the limits. */
double fitZoom(const QRectF &bounds, QSizeF size);
/**
 * The viewport that shows the whole map in `size` pixels, as a fitted view does: the fit zoom, the map's
 * centre in the middle. The app's canvas when fitted to a widget of that size and the map pictures use it.
 */
MapViewport fittedViewport(const MapGeometry &geometry, QSize size, double dpr = 1.0);

} // namespace arbitre::gui
