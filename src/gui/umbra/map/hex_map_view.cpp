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

namespace {

constexpr double MaxZoom = 160.0; /**< a hex 320 px tall: enough to read any counter */
constexpr double ZoomStep = 1.25;
constexpr double FitMargin = 0.96; /**< fitToWindow leaves a thin border around the map */

} // namespace

HexMapView::HexMapView(QWidget *parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(true);
    setFocusPolicy(Qt::WheelFocus);
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
        m_painter.setScene(m_document->map(), m_document->ruleset(), m_document->state(), DocumentChange::everything());
        m_zoom = std::clamp(m_zoom, minZoom(), MaxZoom);
        m_centre = mapBounds().center();
    }
    setCentre(m_centre);
    update();
    Q_EMIT viewportChanged();
}

void HexMapView::documentChanged(const DocumentChange &change)
{
    // The document replaces its session on every set-up edit: take the new objects whatever changed.
    m_painter.setScene(m_document->map(), m_document->ruleset(), m_document->state(), change);
    if (m_gesture == Gesture::Dragging && m_painter.stacks().stackOf(m_pressedUnit) < 0)
        resetGesture();
    if (change.terrain)
        setCentre(m_centre); // the map may have been resized
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
    m_overlay.outlook = outlookMarks(*m_document);
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

MapViewport HexMapView::viewport() const
{
    return MapViewport{m_zoom, m_centre, size(), devicePixelRatioF()};
}

double HexMapView::minZoom() const
{
    const QRectF bounds = mapBounds();
    if (bounds.isEmpty() || width() <= 0 || height() <= 0)
        return 1.0;
    // The whole map fits at the smallest zoom, and no map is so small that it cannot be zoomed out to fit.
    const double fit = std::min(width() / bounds.width(), height() / bounds.height()) * FitMargin;
    return std::clamp(fit, 0.25, MaxZoom);
}

void HexMapView::setZoom(double zoom)
{
    zoomAt(zoom, QPointF(width() / 2.0, height() / 2.0));
}

void HexMapView::zoomIn()
{
    setZoom(m_zoom * ZoomStep);
}

void HexMapView::zoomOut()
{
    setZoom(m_zoom / ZoomStep);
}

void HexMapView::fitToWindow()
{
    m_followFit = true;
    applyFit();
}

void HexMapView::applyFit()
{
    m_zoom = minZoom();
    setCentre(mapBounds().center());
}

void HexMapView::zoomAt(double zoom, QPointF anchor)
{
    zoom = std::clamp(zoom, minZoom(), MaxZoom);
    if (zoom == m_zoom)
        return;
    m_followFit = false;
    // The map point under the anchor stays under it.
    const QPointF anchored = viewport().toMap(anchor);
    m_zoom = zoom;
    setCentre(anchored - (anchor - QPointF(width() / 2.0, height() / 2.0)) / zoom);
    if (m_gesture == Gesture::Panning || m_gesture == Gesture::Empty) {
        // A pan goes on from here at the new scale, rather than jumping by the old offset.
        m_pressPos = anchor.toPoint();
        m_pressCentre = m_centre;
    }
}

void HexMapView::setCentre(QPointF centre)
{
    const QRectF bounds = mapBounds();
    if (!bounds.isEmpty()) {
        // The map may not be scrolled away: along each axis either it is centred (it fits) or it fills the view.
        const double halfW = width() / (2.0 * m_zoom);
        const double halfH = height() / (2.0 * m_zoom);
        const double margin = 1.0;
        centre.setX(bounds.width() + 2 * margin <= 2 * halfW
                        ? bounds.center().x()
                        : std::clamp(centre.x(), bounds.left() - margin + halfW, bounds.right() + margin - halfW));
        centre.setY(bounds.height() + 2 * margin <= 2 * halfH
                        ? bounds.center().y()
                        : std::clamp(centre.y(), bounds.top() - margin + halfH, bounds.bottom() + margin - halfH));
    }
    m_centre = centre;
    update();
    Q_EMIT viewportChanged();
}

void HexMapView::centerOn(OffsetCoord cell)
{
    m_followFit = false;
    if (m_painter.geometry().grid().contains(cell))
        setCentre(m_painter.geometry().centre(cell));
}

void HexMapView::centerOnMapPoint(QPointF point)
{
    m_followFit = false;
    setCentre(point);
}

QRectF HexMapView::visibleMapRect() const
{
    return viewport().visibleMapRect();
}

QRectF HexMapView::mapBounds() const
{
    return m_painter.geometry().bounds();
}

std::optional<OffsetCoord> HexMapView::cellAt(QPoint widgetPos) const
{
    return m_painter.geometry().cellAt(viewport().toMap(QPointF(widgetPos)));
}

QPoint HexMapView::cellCenter(OffsetCoord cell) const
{
    return viewport().toWidget(m_painter.geometry().centre(cell)).toPoint();
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

void HexMapView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    if (!m_document) {
        painter.fillRect(rect(), TerrainLayer::background());
        painter.setPen(QColor(0xe0, 0xe0, 0xe0));
        painter.drawText(rect(), Qt::AlignCenter, tr("No scenario open"));
        return;
    }
    m_overlay.selection = m_document->selection();
    m_painter.paint(painter, viewport(), m_overlay);
}

void HexMapView::resizeEvent(QResizeEvent *)
{
    if (m_followFit) {
        applyFit();
        return;
    }
    m_zoom = std::clamp(m_zoom, minZoom(), MaxZoom);
    setCentre(m_centre);
}

void HexMapView::showEvent(QShowEvent *event)
{
    // A window fits the map when it attaches the document, before it is shown at its size: fit again now.
    if (m_followFit)
        applyFit();
    QWidget::showEvent(event);
}

void HexMapView::wheelEvent(QWheelEvent *event)
{
    const QPoint delta = event->angleDelta();
    if (delta.y() == 0) {
        event->ignore();
        return;
    }
    // 120 units make one notch; high-resolution wheels and touchpads send fractions of it.
    zoomAt(m_zoom * std::pow(ZoomStep, delta.y() / 120.0), event->position());
    event->accept();
}

void HexMapView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Left || event->key() == Qt::Key_Right || event->key() == Qt::Key_Up ||
        event->key() == Qt::Key_Down)
        m_followFit = false;
    const double stepX = width() / 8.0 / m_zoom;
    const double stepY = height() / 8.0 / m_zoom;
    switch (event->key()) {
    case Qt::Key_Left:
        setCentre(m_centre - QPointF(stepX, 0));
        break;
    case Qt::Key_Right:
        setCentre(m_centre + QPointF(stepX, 0));
        break;
    case Qt::Key_Up:
        setCentre(m_centre - QPointF(0, stepY));
        break;
    case Qt::Key_Down:
        setCentre(m_centre + QPointF(0, stepY));
        break;
    case Qt::Key_Space:
        if (!event->isAutoRepeat()) {
            m_spaceHeld = true;
            updateCursor(mapFromGlobal(QCursor::pos()));
        }
        break;
    case Qt::Key_Escape:
        // Escape ends a gesture; with none under way it drops the selection (and the reach with it).
        if (m_gesture == Gesture::None && m_document && m_document->selection().kind != Selection::Kind::None)
            m_document->select({});
        resetGesture();
        update();
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void HexMapView::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = false;
        updateCursor(mapFromGlobal(QCursor::pos()));
        return;
    }
    QWidget::keyReleaseEvent(event);
}

void HexMapView::focusOutEvent(QFocusEvent *event)
{
    m_spaceHeld = false;
    QWidget::focusOutEvent(event);
}

void HexMapView::leaveEvent(QEvent *)
{
    setHover(std::nullopt);
    m_overlay.brushFootprint.clear();
    update();
}

} // namespace arbitre::gui
