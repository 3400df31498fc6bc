// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "map/map_layer.h"
#include "terrain_layer.h"
#include "umbra/selection.h"
#include "unit_stacks.h"

#include <QHash>
#include <QImage>
#include <QString>

#include <optional>
#include <string>
#include <vector>

class QPainter;

namespace arbitre::gui {

/** What the view draws over the session's state: the pointer's hex, a counter being dragged, a brush stroke. */
struct MapOverlay
{
    Selection selection;
    std::optional<OffsetCoord> hover;
    std::vector<OffsetCoord> brushFootprint; /**< the cells the brush would paint here */
    std::vector<OffsetCoord> strokeCells;    /**< painted so far in this stroke, shown as `strokeTerrain` */
    int strokeTerrain = -1;
    std::string draggedUnit; /**< id of the counter following the pointer, empty when none */
    QPointF dragPosition;    /**< where the dragged counter's centre is, in widget pixels */
    std::optional<OffsetCoord> dropTarget;

    /** A hex the selected unit can reach this movement step (UD-72–UD-75), and what it costs. */
    struct Reach
    {
        OffsetCoord cell;
        bool forcedMarch = false;
        bool entering = false; /**< arrives next turn (UD-A43) */
        bool contact = false;  /**< ends in contact with the enemy (UD-82) */
        int fatigue = 0;       /**< fatigue steps the forced march costs */
        bool leaves = false;   /**< leaves the unit's confrontation (UD-73) */
        int disengage = 0;     /**< the F malus for leaving, 0 when free (UD-73, UD-A44) */
    };
    std::vector<Reach> reach;
    /** An order given this step and not played yet: an arrow, or a sign on the unit's hex. */
    struct Order
    {
        OffsetCoord from;
        OffsetCoord to;
        char action = 'm'; /**< m move, c consolidate, p build a position */
        bool forcedMarch = false;
    };
    std::vector<Order> orders;
    std::vector<OffsetCoord> marked; /**< hexes of the battle-log entry selected */
    /** What comes next on the map, as the core's mapOutlook and the confrontations say (UD-82, UD-A52, UD-18). */
    struct Outlook
    {
        enum class Kind : std::uint8_t
        {
            Contact, /**< two hostile groups adjacent: they fight if they stay so (UD-A52) */
            Fight,   /**< a confrontation under way, to resolve this turn (UD-83); drawn with the fights */
            Arrival, /**< troops that will come: a levy on its day (UD-18), an entry next turn (UD-A43) */
        };
        Kind kind = Kind::Contact;
        std::vector<OffsetCoord> cells; /**< Contact: both groups' hexes; Fight: the confrontation's; Arrival: one */
        bool soon = false;              /**< Contact: fights this turn; Arrival: comes next turn */
        int count = 0;                  /**< Arrival: how many troops */
        QString tooltip;                /**< the facts in the GM's language */
    };
    std::vector<Outlook> outlook;
};

/**
 * Draws a session's map into any QPainter for a MapViewport: terrain (TerrainLayer), positions, fortify
 * sites, fights, counters and place names. It needs no widget (QtGui only, library arbitre::map_render), so
 * the app's HexMapView, `arbitre-cli render`, the benchmark and the tests all draw the map with it. It copies what it
 * draws from the session (the document replaces its objects on every edit), keeps images of counters and labels for the
 * current zoom, and answers the view's hit tests with the same layout it draws.
 */
class MapPainter
{
public:
    /** Takes what to draw; `terrainChanged` says the terrain's caches are stale (true for a new session). */
    void setScene(const umbra::UmbraMap &map, const umbra::UmbraRuleset &rules, const umbra::BattleState &state,
                  bool terrainChanged);
    void clear();
    /** Forgets the images cached for the current zoom (the next frame is drawn as after a zoom step). */
    void dropCaches();

    const MapGeometry &geometry() const { return m_terrain.geometry(); }
    const UnitStacks &stacks() const { return m_stacks; }
    const TerrainLayer &terrain() const { return m_terrain; }

    /** Draws every MapLayer in order. */
    void paint(QPainter &painter, const MapViewport &viewport, const MapOverlay &overlay);
    /**
     * Draws one layer: Terrain (the background, terrain, positions, fortify sites, the brush stroke), Areas
     * (reach, hover and marked hexes), Places (names, arrivals), Counters (with the selection), Marks (fights,
     * contacts, orders), Gesture (the dragged counter).
     */
    void paintLayer(QPainter &painter, const MapViewport &viewport, const MapOverlay &overlay, MapLayer layer);

    std::optional<CounterHit> counterAt(const MapViewport &viewport, QPointF widgetPos,
                                        const std::string &selectedId) const;
    /** Where to click to reach unit `id`; a troop hidden deep in a stack answers its stack's top counter. */
    std::optional<QPointF> counterCentre(const MapViewport &viewport, const std::string &id,
                                         const std::string &selectedId) const;

private:
    struct PlaceMark
    {
        QString name;
        OffsetCoord cell;
        bool levyPoint = true;
    };
    struct PositionMark
    {
        OffsetCoord cell;
        int strength = 0; /**< 0 palisade, 1 double palisade, 2 walls, 3 double walls */
    };

    TerrainLayer m_terrain;
    UnitStacks m_stacks;
    std::vector<PlaceMark> m_places;
    std::vector<PositionMark> m_positions;
    std::vector<OffsetCoord> m_fortifySites;
    std::vector<OffsetCoord> m_fights; /**< hexes of confrontations not ended */

    QHash<quint64, QImage> m_counterImages;
    QHash<int, QImage> m_labelImages;
    double m_imageZoom = 0.0;
    double m_imageDpr = 1.0;

    void paintMarks(QPainter &painter, const MapViewport &viewport, const QRectF &visible) const;
    void paintHighlights(QPainter &painter, const MapViewport &viewport, const MapOverlay &overlay) const;
    /** Reach shading under the counters, pending orders and log marks over them (map_play_marks.cpp). */
    void paintReach(QPainter &painter, const MapViewport &viewport, const MapOverlay &overlay) const;
    void paintOrders(QPainter &painter, const MapViewport &viewport, const MapOverlay &overlay) const;
    /** Troops that will arrive (under the counters), contacts that will fight (over them): map_outlook_paint.cpp. */
    void paintOutlook(QPainter &painter, const MapViewport &viewport, const MapOverlay &overlay,
                      bool underCounters) const;
    /** Draws every visible stack; answers where the selected counter went (without its member). */
    std::optional<CounterPlacement> paintCounters(QPainter &painter, const MapViewport &viewport, const QRectF &visible,
                                                  const MapOverlay &overlay);
    void paintSelection(QPainter &painter, const CounterPlacement &selected, double zoom) const;
    void paintDragged(QPainter &painter, const MapViewport &viewport, const MapOverlay &overlay);
    void paintLabels(QPainter &painter, const MapViewport &viewport, const QRectF &visible);
    void drawCounter(QPainter &painter, const CounterPlacement &placement, const MapViewport &viewport,
                     CounterDetail detail);
    const QImage &counterImage(const CounterLook &look, double size, CounterDetail detail, double dpr);
    const QImage &labelImage(int place, double zoom, double dpr);
    void outlineHex(QPainter &painter, const MapViewport &viewport, OffsetCoord cell, const QColor &colour,
                    double width, double inset = 0.0) const;
};

} // namespace arbitre::gui
