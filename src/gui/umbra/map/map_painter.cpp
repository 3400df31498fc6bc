// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "map_painter.h"

#include "map_marks.h"

#include "arbitre/umbra/map.h"
#include "arbitre/umbra/ruleset.h"
#include "arbitre/umbra/state.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace arbitre::gui {

namespace {

const QColor Selected(0xff, 0xb3, 0x00);
const QColor DropTarget(0x2e, 0xcc, 0x71);
const QColor Fight(0xd6, 0x20, 0x20);
constexpr double LabelMinZoom = 5.0;
constexpr double MarkMinZoom = 6.0; /**< fortify sites and fight swords need this much room */

bool near(const QRectF &visible, QPointF point)
{
    return visible.contains(point);
}

} // namespace

void MapPainter::clear()
{
    m_terrain = TerrainLayer();
    m_stacks.clear();
    m_places.clear();
    m_positions.clear();
    m_fortifySites.clear();
    m_fights.clear();
    dropCaches();
}

void MapPainter::dropCaches()
{
    m_terrain.dropCaches();
    m_counterImages.clear();
    m_labelImages.clear();
}

void MapPainter::setScene(const umbra::UmbraMap &map, const umbra::UmbraRuleset &rules, const umbra::BattleState &state,
                          bool terrainChanged)
{
    if (terrainChanged || !(map.grid == geometry().grid()))
        m_terrain.update(map, rules);
    const MapGeometry &geo = geometry();
    const HexGrid &grid = geo.grid();
    m_places.clear();
    for (const umbra::Place &place : map.places)
        if (map.contains(place.hex))
            m_places.push_back({QString::fromStdString(place.name), grid.cellOf(place.hex), place.levyPoint});
    m_positions.clear();
    for (const umbra::HexPosition &position : state.positions) {
        if (!map.contains(position.hex) || position.position < 0 ||
            position.position >= static_cast<int>(rules.positions.size()))
            continue;
        // The mark grows with the position's percentage: 25 %, 50 %, 75 %, 100 % in the shipped ruleset.
        const int percent = rules.positions[static_cast<std::size_t>(position.position)].percent;
        const int strength = percent <= 25 ? 0 : percent <= 50 ? 1 : percent <= 75 ? 2 : 3;
        m_positions.push_back({grid.cellOf(position.hex), strength});
    }
    m_fortifySites.clear();
    for (std::size_t i = 0; i < map.fortifySites.size(); ++i)
        if (map.fortifySites[i] != 0)
            m_fortifySites.push_back(geo.cellOf(static_cast<int>(i)));
    m_fights.clear();
    for (const umbra::Confrontation &confrontation : state.confrontations)
        if (!confrontation.ended)
            for (const Hex &hex : confrontation.hexes)
                if (map.contains(hex))
                    m_fights.push_back(grid.cellOf(hex));
    m_stacks.rebuild(rules, state, map, geo);
    m_counterImages.clear();
    if (terrainChanged)
        m_labelImages.clear();
}

void MapPainter::paint(QPainter &painter, const MapViewport &viewport, const MapOverlay &overlay)
{
    for (const MapLayer layer : MapLayers)
        paintLayer(painter, viewport, overlay, layer);
}

void MapPainter::paintLayer(QPainter &painter, const MapViewport &viewport, const MapOverlay &overlay, MapLayer layer)
{
    if (layer == MapLayer::Terrain && (viewport.zoom != m_imageZoom || viewport.dpr != m_imageDpr)) {
        m_counterImages.clear();
        m_labelImages.clear();
        m_imageZoom = viewport.zoom;
        m_imageDpr = viewport.dpr;
    }
    if (layer == MapLayer::Terrain)
        m_terrain.paint(painter, viewport);
    if (geometry().empty())
        return;
    const QRectF visible = viewport.visibleMapRect().adjusted(-1.5, -1.5, 1.5, 1.5);
    switch (layer) {
    case MapLayer::Terrain:
        paintMarks(painter, viewport, visible);
        if (!overlay.strokeCells.empty() && overlay.strokeTerrain >= 0)
            m_terrain.paintCells(painter, viewport, overlay.strokeCells, overlay.strokeTerrain);
        break;
    case MapLayer::Areas:
        paintReach(painter, viewport, overlay);
        paintHighlights(painter, viewport, overlay);
        break;
    case MapLayer::Places:
        // Names under the counters: a plate overhangs the row below, and a counter standing there stays whole.
        paintLabels(painter, viewport, visible);
        if (viewport.zoom >= MarkMinZoom)
            paintOutlook(painter, viewport, overlay, true);
        break;
    case MapLayer::Counters:
        if (const std::optional<CounterPlacement> selected = paintCounters(painter, viewport, visible, overlay))
            paintSelection(painter, *selected, viewport.zoom);
        break;
    case MapLayer::Marks:
        if (viewport.zoom >= MarkMinZoom) {
            for (const OffsetCoord &cell : m_fights)
                if (near(visible, geometry().centre(cell)))
                    paintFightMark(painter, viewport.toWidget(geometry().centre(cell)), viewport.zoom);
            paintOutlook(painter, viewport, overlay, false);
        }
        paintOrders(painter, viewport, overlay);
        break;
    case MapLayer::Gesture:
        paintDragged(painter, viewport, overlay);
        break;
    }
}

void MapPainter::paintMarks(QPainter &painter, const MapViewport &viewport, const QRectF &visible) const
{
    const double r = viewport.zoom;
    if (r >= MarkMinZoom) {
        for (const OffsetCoord &cell : m_fortifySites) {
            // A position already raised says more than the site it stands on.
            const bool built = std::any_of(m_positions.begin(), m_positions.end(),
                                           [&](const PositionMark &mark) { return mark.cell == cell; });
            if (!built && near(visible, geometry().centre(cell)))
                paintFortifySiteMark(painter, viewport.toWidget(geometry().centre(cell)), r);
        }
    }
    for (const PositionMark &mark : m_positions)
        if (near(visible, geometry().centre(mark.cell)))
            paintPositionMark(painter, viewport.toWidget(geometry().centre(mark.cell)), r, geometry().unitCorners(),
                              mark.strength);
    for (const OffsetCoord &cell : m_fights)
        if (near(visible, geometry().centre(cell)))
            outlineHex(painter, viewport, cell, Fight, std::max(2.0, 0.09 * r), 0.06 * r);
}

void MapPainter::outlineHex(QPainter &painter, const MapViewport &viewport, OffsetCoord cell, const QColor &colour,
                            double width, double inset) const
{
    const QPointF c = viewport.toWidget(geometry().centre(cell));
    QPolygonF hex;
    for (const QPointF &corner : geometry().unitCorners())
        hex << c + corner * (viewport.zoom - inset);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0, 0, 0, 110), width + 2.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPolygon(hex);
    painter.setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPolygon(hex);
    painter.restore();
}

void MapPainter::paintHighlights(QPainter &painter, const MapViewport &viewport, const MapOverlay &overlay) const
{
    const double r = viewport.zoom;
    for (const OffsetCoord &cell : overlay.brushFootprint)
        outlineHex(painter, viewport, cell, QColor(255, 255, 255, 220), 1.5, 0.0);
    if (overlay.hover && overlay.brushFootprint.empty() && overlay.draggedUnit.empty())
        outlineHex(painter, viewport, *overlay.hover, QColor(255, 255, 255, 170), 1.5, 0.0);
    std::optional<OffsetCoord> selectedCell;
    if (overlay.selection.kind == Selection::Kind::Hex) {
        selectedCell = overlay.selection.cell;
    } else if (overlay.selection.kind == Selection::Kind::Unit) {
        const int stack = m_stacks.stackOf(overlay.selection.id);
        if (stack >= 0)
            selectedCell = m_stacks.stacks()[static_cast<std::size_t>(stack)].cell;
    }
    if (selectedCell && geometry().grid().contains(*selectedCell))
        outlineHex(painter, viewport, *selectedCell, Selected, std::max(2.0, 0.1 * r), 0.05 * r);
    if (overlay.dropTarget && !overlay.draggedUnit.empty()) {
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing);
        QPolygonF hex;
        const QPointF c = viewport.toWidget(geometry().centre(*overlay.dropTarget));
        for (const QPointF &corner : geometry().unitCorners())
            hex << c + corner * r;
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(DropTarget.red(), DropTarget.green(), DropTarget.blue(), 70));
        painter.drawPolygon(hex);
        painter.restore();
        outlineHex(painter, viewport, *overlay.dropTarget, DropTarget, std::max(2.0, 0.1 * r), 0.05 * r);
    }
}

std::optional<CounterPlacement> MapPainter::paintCounters(QPainter &painter, const MapViewport &viewport,
                                                          const QRectF &visible, const MapOverlay &overlay)
{
    const double r = viewport.zoom;
    const CounterDetail detail = UnitStacks::detailFor(r);
    const std::string &selectedId =
        overlay.selection.kind == Selection::Kind::Unit ? overlay.selection.id : std::string();
    const int draggedStack = overlay.draggedUnit.empty() ? -1 : m_stacks.stackOf(overlay.draggedUnit);
    UnitStack without; // the dragged unit's stack, as it looks while the unit is lifted off it
    if (draggedStack >= 0) {
        without = m_stacks.stacks()[static_cast<std::size_t>(draggedStack)];
        std::erase_if(without.troops, [&](const StackMember &m) { return m.id == overlay.draggedUnit; });
        std::erase_if(without.personalities, [&](const StackMember &m) { return m.id == overlay.draggedUnit; });
    }
    const auto &stacks = m_stacks.stacks();
    std::optional<CounterPlacement> selected;
    for (std::size_t i = 0; i < stacks.size(); ++i) {
        const QPointF mapCentre = geometry().centre(stacks[i].cell);
        if (!near(visible, mapCentre))
            continue;
        const UnitStack &stack = static_cast<int>(i) == draggedStack ? without : stacks[i];
        const QPointF centre = viewport.toWidget(mapCentre);
        for (const CounterPlacement &p : UnitStacks::layout(stack, centre, r, selectedId)) {
            drawCounter(painter, p, viewport, detail);
            if (!selectedId.empty() && p.member->id == selectedId) {
                selected = p;
                selected->member = nullptr; // it may point into `without`
            }
        }
        const QRectF badge = UnitStacks::badgeRect(stack, centre, r);
        if (!badge.isEmpty())
            paintStackBadge(painter, badge.center(), badge.width() / 2, static_cast<int>(stack.troops.size()));
    }
    return selected;
}

void MapPainter::paintSelection(QPainter &painter, const CounterPlacement &selected, double zoom) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    for (const auto &[colour, width] : {std::pair{QColor(0, 0, 0, 150), 4.5}, std::pair{Selected, 2.5}}) {
        painter.setPen(QPen(colour, width));
        if (selected.personality)
            painter.drawEllipse(selected.rect.adjusted(-1, -1, 1, 1));
        else
            painter.drawRoundedRect(selected.rect.adjusted(-1, -1, 1, 1), 0.12 * zoom, 0.12 * zoom);
    }
    painter.restore();
}

void MapPainter::paintDragged(QPainter &painter, const MapViewport &viewport, const MapOverlay &overlay)
{
    const int stack = overlay.draggedUnit.empty() ? -1 : m_stacks.stackOf(overlay.draggedUnit);
    if (stack < 0)
        return;
    // Laid out as if selected, so that even a troop deep in its stack is found.
    for (CounterPlacement p : UnitStacks::layout(m_stacks.stacks()[static_cast<std::size_t>(stack)], {}, viewport.zoom,
                                                 overlay.draggedUnit)) {
        if (p.member->id != overlay.draggedUnit)
            continue;
        p.rect.moveCenter(overlay.dragPosition);
        const CounterDetail detail = UnitStacks::detailFor(viewport.zoom);
        painter.setOpacity(0.9);
        drawCounter(painter, p, viewport, detail == CounterDetail::Block ? CounterDetail::Symbol : detail);
        painter.setOpacity(1.0);
    }
}

void MapPainter::drawCounter(QPainter &painter, const CounterPlacement &p, const MapViewport &viewport,
                             CounterDetail detail)
{
    if (detail == CounterDetail::Block) {
        if (p.personality)
            paintPersonality(painter, p.rect.center(), p.rect.width() / 2, p.member->look, detail);
        else
            paintCounter(painter, p.rect, p.member->look, detail);
        return;
    }
    const QImage &image = counterImage(p.member->look, p.rect.width(), detail, viewport.dpr);
    const double pad = (image.width() / viewport.dpr - p.rect.width()) / 2;
    // Whole device pixels: the cached image stays sharp.
    const QPointF topLeft = p.rect.topLeft() - QPointF(pad, pad);
    painter.drawImage(QPointF(std::round(topLeft.x() * viewport.dpr) / viewport.dpr,
                              std::round(topLeft.y() * viewport.dpr) / viewport.dpr),
                      image);
}

const QImage &MapPainter::counterImage(const CounterLook &look, double size, CounterDetail detail, double dpr)
{
    const quint64 key = look.key() ^ (quint64(std::lround(size * 4.0)) << 43) ^ (quint64(detail) << 62);
    auto it = m_counterImages.find(key);
    if (it != m_counterImages.end())
        return it.value();
    const double pad = std::ceil(std::max(2.0, 0.1 * size));
    const int pixels = static_cast<int>(std::ceil((size + 2 * pad) * dpr));
    QImage image(pixels, pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.scale(dpr, dpr);
        const QRectF rect(pad, pad, size, size);
        if (look.personality)
            paintPersonality(painter, rect.center(), size / 2, look, detail);
        else
            paintCounter(painter, rect, look, detail);
    }
    image.setDevicePixelRatio(dpr);
    return m_counterImages.insert(key, std::move(image)).value();
}

const QImage &MapPainter::labelImage(int place, double zoom, double dpr)
{
    auto it = m_labelImages.find(place);
    if (it == m_labelImages.end()) {
        const PlaceMark &mark = m_places[static_cast<std::size_t>(place)];
        it = m_labelImages.insert(place, renderPlaceLabel(mark.name, mark.levyPoint, zoom, dpr));
    }
    return it.value();
}

void MapPainter::paintLabels(QPainter &painter, const MapViewport &viewport, const QRectF &visible)
{
    if (viewport.zoom < LabelMinZoom)
        return;
    // Levy points first, then landmarks: a name that would lie over one already placed goes above its hex
    // instead, and waits for a closer zoom when both places are taken.
    std::vector<std::size_t> order(m_places.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return m_places[a].levyPoint && !m_places[b].levyPoint; });
    std::vector<QRectF> placed;
    for (const std::size_t i : order) {
        const QPointF mapCentre = geometry().centre(m_places[i].cell);
        if (!near(visible, mapCentre))
            continue;
        const QImage &image = labelImage(static_cast<int>(i), viewport.zoom, viewport.dpr);
        const QSizeF size = QSizeF(image.size()) / viewport.dpr;
        const QPointF c = viewport.toWidget(mapCentre);
        const double left = std::round(c.x() - size.width() / 2);
        // Below the hex's counters, centred: the plate may overhang the next row, never the stack.
        for (const double top :
             {std::round(c.y() + 0.66 * viewport.zoom), std::round(c.y() - 0.66 * viewport.zoom - size.height())}) {
            const QRectF rect(QPointF(left, top), size);
            if (std::any_of(placed.begin(), placed.end(), [&](const QRectF &other) { return other.intersects(rect); }))
                continue;
            painter.drawImage(rect.topLeft(), image);
            placed.push_back(rect);
            break;
        }
    }
}

std::optional<CounterHit> MapPainter::counterAt(const MapViewport &viewport, QPointF pos,
                                                const std::string &selectedId) const
{
    return m_stacks.hitTest(geometry(), viewport, pos, selectedId);
}

std::optional<QPointF> MapPainter::counterCentre(const MapViewport &viewport, const std::string &id,
                                                 const std::string &selectedId) const
{
    return m_stacks.clickPoint(geometry(), viewport, id, selectedId);
}

} // namespace arbitre::gui
