// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "map/map_geometry.h"
#include "map/terrain_style.h"
#include "terrain_atlas.h"

#include <QHash>
#include <QImage>

#include <array>
#include <cstdint>
#include <vector>

class QPainter;

namespace arbitre::umbra {
struct UmbraMap;
class UmbraRuleset;
} // namespace arbitre::umbra

namespace arbitre::gui {

/**
 * The terrain of a map (fills, patterns, hex outlines) drawn from caches, so that a frame costs a
 * few image copies however large the map:
 * - above the atlas zoom, square tiles of 256 device pixels are drawn hex by hex at the current zoom
 *   and kept while the GM pans; a new zoom drops them;
 * - below it, the tiles are scaled from an atlas, the whole map rendered once at a small hex size
 *   with halved copies (mipmaps), so a zoomed-out 200 × 200 map never draws 40,000 polygons a frame.
 * A terrain edit redraws only the hexes that changed in the atlas.
 */
class TerrainLayer
{
public:
    /** Takes the terrain of `map` and a style per ruleset terrain; drops every cache. */
    void reset(const umbra::UmbraMap &map, const umbra::UmbraRuleset &rules);
    /** Follows an edit of the same map: the atlas redraws only the hexes whose terrain changed. */
    void update(const umbra::UmbraMap &map, const umbra::UmbraRuleset &rules);
    /** Forgets the tiles and pattern images, not the atlas, which only a terrain edit invalidates (the benchmark times
     * cold frames with it). */
    void dropCaches();

    const MapGeometry &geometry() const { return m_geometry; }
    const TerrainStyle &style(int terrain) const;

    /** Fills the widget with the background and draws the visible terrain. */
    void paint(QPainter &painter, const MapViewport &viewport);
    /** Draws `cells` as if they had `terrain`, over the cached layer (the brush preview). */
    void paintCells(QPainter &painter, const MapViewport &viewport, const std::vector<OffsetCoord> &cells, int terrain);

    /**
     * The whole map in `size` pixels at `scale` pixels per map unit, one terrain colour per pixel and
     * transparent off the map: the overview's picture, cheap at any map size.
     */
    QImage thumbnail(QSize size, double scale) const;

    /** The colour around the map. */
    static QColor background();

private:
    /** Pattern images of every terrain at one device zoom: two variants each, centred on the image. */
    struct Sprites
    {
        double zoom = 0.0;
        std::vector<std::array<QImage, 2>> images;
    };

    MapGeometry m_geometry;
    std::vector<std::uint8_t> m_terrain;
    std::vector<TerrainStyle> m_styles;
    TerrainStyle m_unknown;

    QHash<quint64, QImage> m_tiles;
    double m_tileZoom = 0.0;
    double m_tileDpr = 1.0;
    Sprites m_sprites;

    TerrainAtlas m_atlas;
    bool m_atlasDirty = true; /**< to be built (again) the next time a zoom needs it */

    Sprites buildSprites(double deviceZoom) const;
    void renderHexes(QPainter &painter, const CellSpan &span, QPointF deviceOrigin, double deviceZoom,
                     const Sprites &sprites) const;
    QImage renderTile(int tx, int ty, double deviceZoom, double dpr);
    TerrainAtlas::Renderer atlasRenderer(const Sprites &sprites) const;
    void redrawAtlas(const std::vector<int> &changedCells);
    int variant(OffsetCoord cell) const;
};

} // namespace arbitre::gui
