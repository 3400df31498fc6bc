// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QImage>
#include <QRectF>

#include <functional>
#include <vector>

class QPainter;

namespace arbitre::gui {

/**
 * The whole map's terrain rendered once at a small hex size, with halved copies (mipmaps), so that a
 * zoomed-out view is scaled from an image instead of drawing every hex of a 200 × 200 map. A terrain
 * edit redraws only the rectangles it touches, in every level.
 */
class TerrainAtlas
{
public:
    /** Draws the hexes meeting `rect` (atlas pixels) at `zoom` pixels per map unit, the painter's origin being the
     * map's. */
    using Renderer = std::function<void(QPainter &painter, const QRectF &rect, double zoom)>;

    /** The zoom an atlas of a map this size is rendered at: the most detail the pixel budget allows. */
    static double zoomFor(const QRectF &mapBounds);

    void build(const QRectF &mapBounds, const QColor &background, const Renderer &render);
    /** Redraws `rects` (atlas pixels at zoom()) and the levels below them. */
    void redraw(const std::vector<QRect> &rects, const QColor &background, const Renderer &render);
    void clear() { m_levels.clear(); }

    bool empty() const { return m_levels.empty(); }
    double zoom() const { return m_zoom; }

    /**
     * Draws what lies in `source` (device pixels of the map at `zoom`) into `target`, from the smallest
     * level that is still at least as detailed: scaling down by at most half, so without aliasing.
     */
    void draw(QPainter &painter, const QRectF &target, const QRectF &source, double zoom) const;

private:
    std::vector<QImage> m_levels; /**< level 0 at m_zoom pixels per map unit, each next one half as large */
    double m_zoom = 0.0;
};

} // namespace arbitre::gui
