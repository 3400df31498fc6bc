// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The hex map's widget side shared by every rule system: zoom, pan, fit, the pointer's hex and the
// click-or-pan press. What is drawn is the subclass's (paintLayer), and so is what a click means.
#include "hex_map_canvas.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace arbitre::gui {

HexMapCanvas::HexMapCanvas(QWidget *parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(true);
    setFocusPolicy(Qt::WheelFocus);
}

MapViewport HexMapCanvas::viewport() const
{
    return MapViewport{m_zoom, m_centre, size(), devicePixelRatioF()};
}

double HexMapCanvas::minZoom() const
{
    // The whole map fits at the smallest zoom, and no map is so small that it cannot be zoomed out to fit.
    return fitZoom(mapBounds(), QSizeF(size()));
}

void HexMapCanvas::setZoom(double zoom)
{
    zoomAt(zoom, QPointF(width() / 2.0, height() / 2.0));
}

void HexMapCanvas::zoomIn()
{
    setZoom(m_zoom * ZoomStep);
}

void HexMapCanvas::zoomOut()
{
    setZoom(m_zoom / ZoomStep);
}

void HexMapCanvas::fitToWindow()
{
    m_followFit = true;
    applyFit();
}

void HexMapCanvas::applyFit()
{
    m_zoom = minZoom();
    setCentre(mapBounds().center());
}

void HexMapCanvas::recentre()
{
    m_zoom = std::clamp(m_zoom, minZoom(), MaxZoom);
    setCentre(mapBounds().center());
}

void HexMapCanvas::zoomAt(double zoom, QPointF anchor)
{
    zoom = std::clamp(zoom, minZoom(), MaxZoom);
    if (zoom == m_zoom)
        return;
    m_followFit = false;
    // The map point under the anchor stays under it.
    const QPointF anchored = viewport().toMap(anchor);
    m_zoom = zoom;
    setCentre(anchored - (anchor - QPointF(width() / 2.0, height() / 2.0)) / zoom);
    if (m_pan != Pan::None) {
        // A pan goes on from here at the new scale, rather than jumping by the old offset.
        m_pressPos = anchor.toPoint();
        m_pressCentre = m_centre;
    }
}

void HexMapCanvas::setCentre(QPointF centre)
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

void HexMapCanvas::centerOn(OffsetCoord cell)
{
    m_followFit = false;
    if (mapGeometry().grid().contains(cell))
        setCentre(mapGeometry().centre(cell));
}

void HexMapCanvas::centerOnMapPoint(QPointF point)
{
    m_followFit = false;
    setCentre(point);
}

QRectF HexMapCanvas::visibleMapRect() const
{
    return viewport().visibleMapRect();
}

std::optional<OffsetCoord> HexMapCanvas::cellAtPoint(QPointF widgetPos) const
{
    return mapGeometry().cellAt(viewport().toMap(widgetPos));
}

QPointF HexMapCanvas::cellCentre(OffsetCoord cell) const
{
    return viewport().toWidget(mapGeometry().centre(cell));
}

QPolygonF HexMapCanvas::cellPolygon(OffsetCoord cell, double inset) const
{
    const QPointF centre = cellCentre(cell);
    const double radius = m_zoom - inset;
    QPolygonF polygon;
    for (const QPointF &corner : mapGeometry().unitCorners())
        polygon << centre + corner * radius;
    return polygon;
}

void HexMapCanvas::setHover(std::optional<OffsetCoord> cell)
{
    if (cell == m_hover)
        return;
    m_hover = cell;
    hoverChanged(cell);
}

Qt::CursorShape HexMapCanvas::cursorAt(QPoint) const
{
    if (m_pan == Pan::Panning)
        return Qt::ClosedHandCursor;
    return m_spaceHeld ? Qt::OpenHandCursor : Qt::ArrowCursor;
}

void HexMapCanvas::refreshCursor(QPoint pos)
{
    const Qt::CursorShape shape = cursorAt(pos);
    if (cursor().shape() != shape)
        setCursor(shape);
}

void HexMapCanvas::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const MapViewport view = viewport();
    for (const MapLayer layer : MapLayers)
        paintLayer(painter, view, layer);
}

void HexMapCanvas::resizeEvent(QResizeEvent *)
{
    if (m_followFit) {
        applyFit();
        return;
    }
    m_zoom = std::clamp(m_zoom, minZoom(), MaxZoom);
    setCentre(m_centre);
}

void HexMapCanvas::showEvent(QShowEvent *event)
{
    // A window fits the map when it makes it, before it is shown at its size: fit again now.
    if (m_followFit)
        applyFit();
    QWidget::showEvent(event);
}

void HexMapCanvas::wheelEvent(QWheelEvent *event)
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

void HexMapCanvas::beginClickOrPan(QPoint pos)
{
    m_pan = Pan::Pending;
    m_pressPos = pos;
    m_pressCentre = m_centre;
}

void HexMapCanvas::mousePressEvent(QMouseEvent *event)
{
    const bool left = event->button() == Qt::LeftButton;
    if (m_pan != Pan::None || mapGeometry().empty() || (!left && event->button() != Qt::MiddleButton)) {
        event->ignore();
        return;
    }
    beginClickOrPan(event->position().toPoint());
    if (event->button() == Qt::MiddleButton || m_spaceHeld)
        m_pan = Pan::Panning;
    refreshCursor(m_pressPos);
    event->accept();
}

void HexMapCanvas::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    setHover(cellAtPoint(QPointF(pos)));
    if (m_pan == Pan::Pending && (pos - m_pressPos).manhattanLength() >= QApplication::startDragDistance())
        m_pan = Pan::Panning;
    if (m_pan == Pan::Panning) {
        m_followFit = false;
        setCentre(m_pressCentre - QPointF(pos - m_pressPos) / m_zoom);
    }
    refreshCursor(pos);
    event->accept();
}

void HexMapCanvas::mouseReleaseEvent(QMouseEvent *event)
{
    const Pan pan = m_pan;
    const bool ours = (pan == Pan::Panning && event->button() == Qt::MiddleButton) ||
                      (pan != Pan::None && event->button() == Qt::LeftButton);
    if (!ours) {
        event->ignore();
        return;
    }
    const QPoint pos = event->position().toPoint();
    m_pan = Pan::None;
    update();
    refreshCursor(pos);
    event->accept();
    if (pan == Pan::Pending)
        mapClicked(pos); // last: a slot may change what the map shows
}

void HexMapCanvas::keyPressEvent(QKeyEvent *event)
{
    const double stepX = width() / 8.0 / m_zoom;
    const double stepY = height() / 8.0 / m_zoom;
    QPointF step;
    switch (event->key()) {
    case Qt::Key_Left:
        step = QPointF(-stepX, 0);
        break;
    case Qt::Key_Right:
        step = QPointF(stepX, 0);
        break;
    case Qt::Key_Up:
        step = QPointF(0, -stepY);
        break;
    case Qt::Key_Down:
        step = QPointF(0, stepY);
        break;
    case Qt::Key_Space:
        if (!event->isAutoRepeat()) {
            m_spaceHeld = true;
            refreshCursor(mapFromGlobal(QCursor::pos()));
        }
        event->accept();
        return;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    m_followFit = false;
    setCentre(m_centre + step);
    event->accept();
}

void HexMapCanvas::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = false;
        refreshCursor(mapFromGlobal(QCursor::pos()));
        return;
    }
    QWidget::keyReleaseEvent(event);
}

void HexMapCanvas::focusOutEvent(QFocusEvent *event)
{
    m_spaceHeld = false;
    QWidget::focusOutEvent(event);
}

void HexMapCanvas::leaveEvent(QEvent *)
{
    setHover(std::nullopt);
    update();
}

} // namespace arbitre::gui
