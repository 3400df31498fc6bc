// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "terrain_layer.h"

#include "arbitre/umbra/map.h"
#include "arbitre/umbra/ruleset.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace arbitre::gui {

namespace {

constexpr int TileSize = 256;               /**< device pixels */
constexpr double PatternMinZoom = 5.0;      /**< below this hex radius (device pixels) patterns are noise */
constexpr double OutlineMinZoom = 6.0;      /**< below this the outlines would grey the whole map */
constexpr int AtlasRebuildThreshold = 2000; /**< changed hexes beyond which redrawing the atlas whole is cheaper */
// Tiles come from the atlas up to this much above its zoom: slightly soft, but drawing thousands of
// small hexes one by one would make the first frame after a zoom step miss 16 ms.
constexpr double AtlasUpscale = 1.3;

quint64 tileKey(int tx, int ty)
{
    return (quint64(quint32(tx)) << 32) | quint32(ty);
}

} // namespace

QColor TerrainLayer::background()
{
    return {0x5b, 0x61, 0x68};
}

void TerrainLayer::reset(const umbra::UmbraMap &map, const umbra::UmbraRuleset &rules)
{
    m_geometry = MapGeometry(map.grid);
    m_terrain = map.terrain;
    m_styles.clear();
    for (const umbra::Terrain &terrain : rules.terrains)
        m_styles.push_back(terrainStyle(terrain.id, terrain.mapSymbol));
    m_unknown = terrainStyle("?");
    dropCaches();
    m_atlas.clear();
    m_atlasDirty = true;
}

void TerrainLayer::update(const umbra::UmbraMap &map, const umbra::UmbraRuleset &rules)
{
    if (!(map.grid == m_geometry.grid()) || map.terrain.size() != m_terrain.size() ||
        rules.terrains.size() != m_styles.size()) {
        reset(map, rules);
        return;
    }
    std::vector<int> changed;
    for (std::size_t i = 0; i < m_terrain.size(); ++i)
        if (m_terrain[i] != map.terrain[i])
            changed.push_back(static_cast<int>(i));
    if (changed.empty())
        return;
    m_terrain = map.terrain;
    m_tiles.clear();
    if (static_cast<int>(changed.size()) > AtlasRebuildThreshold)
        m_atlasDirty = true;
    else if (!m_atlasDirty && !m_atlas.empty())
        redrawAtlas(changed);
}

void TerrainLayer::dropCaches()
{
    m_tiles.clear();
    m_tileZoom = 0.0;
    m_sprites = {};
}

const TerrainStyle &TerrainLayer::style(int terrain) const
{
    if (terrain < 0 || terrain >= static_cast<int>(m_styles.size()))
        return m_unknown;
    return m_styles[static_cast<std::size_t>(terrain)];
}

int TerrainLayer::variant(OffsetCoord cell) const
{
    return static_cast<int>(
               ((static_cast<unsigned>(cell.col) * 73856093u) ^ (static_cast<unsigned>(cell.row) * 19349663u)) >> 4) &
           1;
}

TerrainLayer::Sprites TerrainLayer::buildSprites(double zoom) const
{
    Sprites sprites;
    sprites.zoom = zoom;
    if (zoom < PatternMinZoom)
        return sprites;
    const int half = static_cast<int>(std::ceil(zoom)) + 1;
    const QPointF centre(half, half);
    // The clip is pulled in by a pixel: sprites land on whole pixels, up to half a pixel off the true centre.
    QPolygonF clip;
    for (const QPointF &corner : m_geometry.unitCorners())
        clip << centre + corner * (zoom - 1.0);
    for (std::size_t t = 0; t <= m_styles.size(); ++t) {
        const TerrainStyle &s = t < m_styles.size() ? m_styles[t] : m_unknown;
        std::array<QImage, 2> images;
        if (s.pattern != TerrainPattern::None) {
            for (int v = 0; v < 2; ++v) {
                QImage image(2 * half, 2 * half, QImage::Format_ARGB32_Premultiplied);
                image.fill(Qt::transparent);
                QPainter painter(&image);
                painter.setRenderHint(QPainter::Antialiasing);
                painter.setClipRegion(QRegion(clip.toPolygon()));
                paintTerrainPattern(painter, s.pattern, s.ink, centre, zoom, v);
                images[static_cast<std::size_t>(v)] = std::move(image);
            }
        }
        sprites.images.push_back(std::move(images));
    }
    return sprites;
}

void TerrainLayer::renderHexes(QPainter &painter, const CellSpan &span, QPointF origin, double zoom,
                               const Sprites &sprites) const
{
    if (span.empty())
        return;
    std::array<QPointF, 6> corners{};
    for (std::size_t i = 0; i < 6; ++i)
        corners[i] = m_geometry.unitCorners()[i] * zoom;
    const int width = m_geometry.grid().width;
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(Qt::NoPen);
    int lastTerrain = -1;
    std::array<QPointF, 6> polygon{};
    for (int row = span.row0; row <= span.row1; ++row) {
        for (int col = span.col0; col <= span.col1; ++col) {
            const int terrain = m_terrain[static_cast<std::size_t>(row * width + col)];
            if (terrain != lastTerrain) {
                painter.setBrush(style(terrain).fill);
                lastTerrain = terrain;
            }
            const QPointF c = m_geometry.centre(OffsetCoord{col, row}) * zoom - origin;
            for (std::size_t i = 0; i < 6; ++i)
                polygon[i] = c + corners[i];
            painter.drawConvexPolygon(polygon.data(), 6);
        }
    }
    if (!sprites.images.empty()) {
        for (int row = span.row0; row <= span.row1; ++row) {
            for (int col = span.col0; col <= span.col1; ++col) {
                const int terrain = std::min<int>(m_terrain[static_cast<std::size_t>(row * width + col)],
                                                  static_cast<int>(sprites.images.size()) - 1);
                const QImage &sprite =
                    sprites.images[static_cast<std::size_t>(terrain)][static_cast<std::size_t>(variant({col, row}))];
                if (sprite.isNull())
                    continue;
                const QPointF c = m_geometry.centre(OffsetCoord{col, row}) * zoom - origin;
                painter.drawImage(QPoint(qRound(c.x()) - sprite.width() / 2, qRound(c.y()) - sprite.height() / 2),
                                  sprite);
            }
        }
    }
    if (zoom < OutlineMinZoom)
        return;
    // Each hex draws its three upper edges, and the lower ones only on the map's border: every edge once.
    QList<QLineF> lines;
    lines.reserve((span.col1 - span.col0 + 1) * (span.row1 - span.row0 + 1) * 3 + 16);
    for (int row = span.row0; row <= span.row1; ++row) {
        for (int col = span.col0; col <= span.col1; ++col) {
            const OffsetCoord cell{col, row};
            const QPointF c = m_geometry.centre(cell) * zoom - origin;
            for (int k = 0; k < 6; ++k) {
                if (k < 3 && m_geometry.acrossEdge(cell, k))
                    continue;
                lines.append(QLineF(c + corners[static_cast<std::size_t>(k)],
                                    c + corners[static_cast<std::size_t>((k + 1) % 6)]));
            }
        }
    }
    painter.setPen(QPen(QColor(0x3c, 0x32, 0x1e, 80), 0));
    painter.drawLines(lines);
}

QImage TerrainLayer::renderTile(int tx, int ty, double zoom, double dpr)
{
    QImage tile(TileSize, TileSize, QImage::Format_RGB32);
    tile.fill(background());
    QPainter painter(&tile);
    const QPointF origin(tx * TileSize, ty * TileSize);
    if (zoom >= m_atlas.zoom() * AtlasUpscale || m_atlas.empty()) {
        const QRectF mapRect(origin / zoom, QSizeF(TileSize, TileSize) / zoom);
        renderHexes(painter, m_geometry.cellsIn(mapRect), origin, zoom, m_sprites);
    } else {
        m_atlas.draw(painter, QRectF(0, 0, TileSize, TileSize), QRectF(origin, QSizeF(TileSize, TileSize)), zoom);
    }
    painter.end();
    tile.setDevicePixelRatio(dpr);
    return tile;
}

TerrainAtlas::Renderer TerrainLayer::atlasRenderer(const Sprites &sprites) const
{
    return [this, &sprites](QPainter &painter, const QRectF &rect, double zoom) {
        const QRectF mapRect(rect.topLeft() / zoom, rect.size() / zoom);
        renderHexes(painter, m_geometry.cellsIn(mapRect), QPointF(0, 0), zoom, sprites);
    };
}

void TerrainLayer::redrawAtlas(const std::vector<int> &changedCells)
{
    const Sprites sprites = buildSprites(m_atlas.zoom());
    std::vector<QRect> rects;
    const double r = m_atlas.zoom() + 2.0;
    for (int index : changedCells) {
        const QPointF c = m_geometry.centre(m_geometry.cellOf(index)) * m_atlas.zoom();
        rects.push_back(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r).toAlignedRect());
    }
    m_atlas.redraw(rects, background(), atlasRenderer(sprites));
}

void TerrainLayer::paint(QPainter &painter, const MapViewport &viewport)
{
    painter.fillRect(QRectF(QPointF(0, 0), QSizeF(viewport.size)), background());
    if (m_geometry.empty())
        return;
    const double zoom = viewport.deviceZoom();
    if (zoom != m_tileZoom || viewport.dpr != m_tileDpr) {
        m_tiles.clear();
        m_tileZoom = zoom;
        m_tileDpr = viewport.dpr;
        m_sprites = buildSprites(zoom);
    }
    if (m_atlasDirty && zoom < TerrainAtlas::zoomFor(m_geometry.bounds()) * AtlasUpscale) {
        // Rendered only once a zoom needs it: a GM who never zooms out never pays for it.
        const Sprites sprites = buildSprites(TerrainAtlas::zoomFor(m_geometry.bounds()));
        m_atlas.build(m_geometry.bounds(), background(), atlasRenderer(sprites));
        m_atlasDirty = false;
    }
    const QPointF origin = viewport.deviceOrigin();
    const QRectF mapDevice(QPointF(0, 0), m_geometry.bounds().size() * zoom);
    const QRectF visible = QRectF(origin, QSizeF(viewport.size) * viewport.dpr).intersected(mapDevice);
    if (visible.isEmpty())
        return;
    const int tx0 = static_cast<int>(std::floor(visible.left() / TileSize));
    const int ty0 = static_cast<int>(std::floor(visible.top() / TileSize));
    const int tx1 = static_cast<int>(std::floor((visible.right() - 0.5) / TileSize));
    const int ty1 = static_cast<int>(std::floor((visible.bottom() - 0.5) / TileSize));
    const int visibleCount = (tx1 - tx0 + 1) * (ty1 - ty0 + 1);
    if (m_tiles.size() > std::max(64, 3 * visibleCount)) {
        // Keep only what is on screen: panning back re-renders, but memory stays bounded.
        for (auto it = m_tiles.begin(); it != m_tiles.end();) {
            const int tx = static_cast<int>(static_cast<qint32>(it.key() >> 32));
            const int ty = static_cast<int>(static_cast<qint32>(it.key() & 0xffffffffu));
            it = (tx < tx0 || tx > tx1 || ty < ty0 || ty > ty1) ? m_tiles.erase(it) : std::next(it);
        }
    }
    for (int ty = ty0; ty <= ty1; ++ty) {
        for (int tx = tx0; tx <= tx1; ++tx) {
            auto it = m_tiles.find(tileKey(tx, ty));
            if (it == m_tiles.end())
                it = m_tiles.insert(tileKey(tx, ty), renderTile(tx, ty, zoom, viewport.dpr));
            painter.drawImage(
                QPointF((tx * TileSize - origin.x()) / viewport.dpr, (ty * TileSize - origin.y()) / viewport.dpr),
                it.value());
        }
    }
}

void TerrainLayer::paintCells(QPainter &painter, const MapViewport &viewport, const std::vector<OffsetCoord> &cells,
                              int terrain)
{
    const TerrainStyle &s = style(terrain);
    const double zoom = viewport.zoom;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    for (const OffsetCoord &cell : cells) {
        const QPointF c = viewport.toWidget(m_geometry.centre(cell));
        QPolygonF hex;
        for (const QPointF &corner : m_geometry.unitCorners())
            hex << c + corner * zoom;
        painter.setPen(QPen(QColor(0x3c, 0x32, 0x1e, 120), 1.0));
        painter.setBrush(s.fill);
        painter.drawPolygon(hex);
        if (zoom >= PatternMinZoom) {
            painter.save();
            painter.setClipRegion(QRegion(hex.toPolygon()));
            paintTerrainPattern(painter, s.pattern, s.ink, c, zoom, variant(cell));
            painter.restore();
        }
    }
    painter.restore();
}

QImage TerrainLayer::thumbnail(QSize size, double scale) const
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    if (m_geometry.empty() || scale <= 0)
        return image;
    std::vector<QRgb> colours;
    for (std::size_t t = 0; t < m_styles.size(); ++t)
        colours.push_back(m_styles[t].fill.darker(108).rgb());
    const QRgb unknown = m_unknown.fill.rgb();
    const int width = m_geometry.grid().width;
    for (int y = 0; y < size.height(); ++y) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(y));
        for (int x = 0; x < size.width(); ++x) {
            const auto cell = m_geometry.cellAt(QPointF((x + 0.5) / scale, (y + 0.5) / scale));
            if (!cell)
                continue;
            const std::size_t terrain = m_terrain[static_cast<std::size_t>(cell->row * width + cell->col)];
            line[x] = terrain < colours.size() ? colours[terrain] : unknown;
        }
    }
    return image;
}

} // namespace arbitre::gui
