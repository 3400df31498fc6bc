// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "terrain_atlas.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace arbitre::gui {

namespace {

constexpr double AtlasMaxZoom = 10.0;    /**< pixels per map unit at most: beyond, tiles are drawn hex by hex */
constexpr double AtlasMaxPixels = 8.0e6; /**< level 0 stays below this (32 MB), whatever the map's size */
constexpr int SmallestLevel = 64;        /**< no level narrower than this */

// Halves `source` into `target` over `rect` (in source pixels): one mipmap step.
void halve(const QImage &source, QImage &target, QRect rect)
{
    rect = rect.intersected(source.rect());
    if (rect.isEmpty())
        return;
    const QImage part = source.copy(rect).scaled(std::max(1, rect.width() / 2), std::max(1, rect.height() / 2),
                                                 Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    QPainter painter(&target);
    painter.setCompositionMode(QPainter::CompositionMode_Source);
    painter.drawImage(QPoint(rect.x() / 2, rect.y() / 2), part);
}

} // namespace

double TerrainAtlas::zoomFor(const QRectF &bounds)
{
    return std::min(AtlasMaxZoom, std::sqrt(AtlasMaxPixels / std::max(1.0, bounds.width() * bounds.height())));
}

void TerrainAtlas::build(const QRectF &bounds, const QColor &background, const Renderer &render)
{
    m_zoom = zoomFor(bounds);
    m_levels.clear();
    QImage level0(static_cast<int>(std::ceil(bounds.width() * m_zoom)),
                  static_cast<int>(std::ceil(bounds.height() * m_zoom)), QImage::Format_RGB32);
    level0.fill(background);
    {
        QPainter painter(&level0);
        render(painter, QRectF(level0.rect()), m_zoom);
    }
    m_levels.push_back(std::move(level0));
    while (std::min(m_levels.back().width(), m_levels.back().height()) > SmallestLevel) {
        const QImage &last = m_levels.back();
        m_levels.push_back(
            last.scaled(last.width() / 2, last.height() / 2, Qt::IgnoreAspectRatio, Qt::SmoothTransformation));
    }
}

void TerrainAtlas::redraw(const std::vector<QRect> &rects, const QColor &background, const Renderer &render)
{
    if (m_levels.empty() || rects.empty())
        return;
    QRect dirty;
    {
        QPainter painter(&m_levels.front());
        for (const QRect &rect : rects) {
            painter.setClipRect(rect);
            painter.fillRect(rect, background);
            render(painter, QRectF(rect), m_zoom);
            dirty |= rect;
        }
    }
    for (std::size_t level = 1; level < m_levels.size(); ++level) {
        // Even-aligned and a little wider, so the halving reads whole 2 × 2 blocks around the change.
        dirty = QRect(QPoint((dirty.left() & ~1) - 2, (dirty.top() & ~1) - 2),
                      QPoint((dirty.right() | 1) + 2, (dirty.bottom() | 1) + 2));
        halve(m_levels[level - 1], m_levels[level], dirty);
        dirty = QRect(dirty.x() / 2, dirty.y() / 2, dirty.width() / 2 + 1, dirty.height() / 2 + 1);
    }
}

void TerrainAtlas::draw(QPainter &painter, const QRectF &target, const QRectF &source, double zoom) const
{
    if (m_levels.empty())
        return;
    std::size_t level = 0;
    while (level + 1 < m_levels.size() && m_zoom / double(1 << (level + 1)) >= zoom)
        ++level;
    const double scale = m_zoom / double(1 << level) / zoom;
    painter.save();
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.drawImage(target, m_levels[level], QRectF(source.topLeft() * scale, source.size() * scale));
    painter.restore();
}

} // namespace arbitre::gui
