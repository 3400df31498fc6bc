// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "hex_map_view.h"

#include "outlook_marks.h"
#include "umbra/umbra_document.h"

#include <QKeyEvent>
#include <QPainter>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace arbitre::gui {

namespace {

/** Where a unit stands on the map now, if it does. */
std::optional<OffsetCoord> unitCell(const umbra::BattleState &state, const umbra::UmbraMap &map, const std::string &id)
{
    for (const umbra::Side &side : state.sides) {
        for (const umbra::Troop &troop : side.troops)
            if (troop.id == id)
                return troop.onMap ? std::optional(map.grid.cellOf(troop.hex)) : std::nullopt;
        for (const umbra::Personality &p : side.personalities)
            if (p.id == id)
                return p.onMap ? std::optional(map.grid.cellOf(p.hex)) : std::nullopt;
    }
    return std::nullopt;
}

} // namespace

HexMapView::HexMapView(QWidget *parent) : HexMapCanvas(parent)
{
    setMinimumSize(120, 90);
}

HexMapView::~HexMapView() = default;

void HexMapView::setDocument(UmbraDocument *document)
{
    if (m_document == document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_painter.clear();
    resetGesture();
    m_overlay = MapOverlay();
    if (m_document) {
        connect(m_document, &UmbraDocument::changed, this, &HexMapView::documentChanged);
        connect(m_document, &UmbraDocument::selectionChanged, this, [this] {
            m_leavingOnly = false;
            refreshPlayMarks();
            update();
        });
        connect(m_document, &QObject::destroyed, this, [this] {
            m_painter.clear();
            update();
        });
        m_painter.setScene(m_document->map(), m_document->ruleset(), m_document->state(), true);
        refreshPlayMarks(); // what comes next shows from the start, not after the first change
        recentre();
    } else {
        keepInView();
    }
    update();
}

void HexMapView::documentChanged(const DocumentChange &change)
{
    // The document replaces its session on every set-up edit: take the new objects whatever changed.
    m_painter.setScene(m_document->map(), m_document->ruleset(), m_document->state(), change.terrain);
    if (m_gesture == Gesture::Dragging && m_painter.stacks().stackOf(m_pressedUnit) < 0)
        resetGesture();
    if (change.terrain)
        keepInView(); // the map may have been resized
    refreshPlayMarks();
    update();
}

void HexMapView::refreshPlayMarks()
{
    m_overlay.reach.clear();
    m_overlay.orders.clear();
    m_overlay.outlook.clear();
    if (!m_document)
        return;
    if (!m_document->inSetup() && m_document->session().hasMap())
        m_overlay.outlook = outlookMarks(m_document->map(), m_document->state(), m_document->outlook());
    if (m_document->inSetup() || m_document->movingSide().empty())
        return;
    const umbra::UmbraMap &map = m_document->map();
    const umbra::BattleState &state = m_document->state();
    for (const umbra::UnitOrder &order : m_document->draft().orders) {
        const auto where = unitCell(state, map, order.unit);
        if (!where)
            continue;
        MapOverlay::Order mark;
        mark.from = *where;
        mark.to = map.grid.cellOf(order.to);
        mark.forcedMarch = order.forcedMarch;
        mark.action = order.action == umbra::UnitOrder::Action::Move          ? 'm'
                      : order.action == umbra::UnitOrder::Action::Consolidate ? 'c'
                                                                              : 'p';
        if (order.action != umbra::UnitOrder::Action::Stay)
            m_overlay.orders.push_back(mark);
    }
    const Selection &selection = m_document->selection();
    if (selection.kind != Selection::Kind::Unit)
        return;
    for (const umbra::Reach &reach : m_document->legalMoves(selection.id).reach)
        if (!m_leavingOnly || reach.leavesConfrontation)
            m_overlay.reach.push_back({map.grid.cellOf(reach.hex), reach.forcedMarch, reach.entering, reach.contact,
                                       reach.fatigueSteps, reach.leavesConfrontation, reach.disengageMalus});
}

void HexMapView::showLeavingReach()
{
    m_leavingOnly = true;
    refreshPlayMarks();
    update();
}

void HexMapView::setMarkedCells(std::vector<OffsetCoord> cells)
{
    m_overlay.marked = std::move(cells);
    update();
}

void HexMapView::setTool(Tool tool)
{
    m_tool = tool;
    resetGesture();
    m_overlay.brushFootprint.clear();
    updateCursor(mapFromGlobal(QCursor::pos()));
    update();
}

void HexMapView::setBrush(int terrain, int radius)
{
    m_brushTerrain = terrain;
    m_brushRadius = std::max(0, radius);
    if (m_tool == Tool::PaintTerrain && m_overlay.hover)
        m_overlay.brushFootprint = brushCells(*m_overlay.hover);
    update();
}

void HexMapView::setCountersMovable(bool movable)
{
    m_countersMovable = movable;
    setAcceptDrops(movable);
    if (!movable && (m_gesture == Gesture::Counter || m_gesture == Gesture::Dragging))
        resetGesture();
}

std::optional<OffsetCoord> HexMapView::cellAt(QPoint widgetPos) const
{
    return cellAtPoint(QPointF(widgetPos));
}

QPoint HexMapView::cellCenter(OffsetCoord cell) const
{
    return cellCentre(cell).toPoint();
}

std::optional<QPoint> HexMapView::counterCenter(const QString &unitId) const
{
    const auto centre = m_painter.counterCentre(viewport(), unitId.toStdString(), selectedUnit());
    if (!centre)
        return std::nullopt;
    return centre->toPoint();
}

std::string HexMapView::selectedUnit() const
{
    if (!m_document || m_document->selection().kind != Selection::Kind::Unit)
        return {};
    return m_document->selection().id;
}

void HexMapView::paintEvent(QPaintEvent *event)
{
    if (!m_document) {
        QPainter painter(this);
        painter.fillRect(rect(), TerrainLayer::background());
        painter.setPen(QColor(0xe0, 0xe0, 0xe0));
        painter.drawText(rect(), Qt::AlignCenter, tr("No scenario open"));
        return;
    }
    m_overlay.selection = m_document->selection();
    HexMapCanvas::paintEvent(event);
}

void HexMapView::paintLayer(QPainter &painter, const MapViewport &viewport, MapLayer layer)
{
    m_painter.paintLayer(painter, viewport, m_overlay, layer);
}

void HexMapView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() != Qt::Key_Escape) {
        HexMapCanvas::keyPressEvent(event);
        return;
    }
    // Escape ends a gesture; with none under way it drops the selection (and the reach with it).
    if (m_gesture == Gesture::None && !panGestureActive() && m_document &&
        m_document->selection().kind != Selection::Kind::None)
        m_document->select({});
    resetGesture();
    update();
    event->accept();
}

void HexMapView::leaveEvent(QEvent *event)
{
    HexMapCanvas::leaveEvent(event);
    m_overlay.brushFootprint.clear();
}

} // namespace arbitre::gui
