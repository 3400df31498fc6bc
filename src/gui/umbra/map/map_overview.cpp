// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "map_overview.h"

#include "hex_map_view.h"
#include "umbra/umbra_document.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace arbitre::gui {

MapOverview::MapOverview(QWidget *parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(80, 60);
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("Click or drag to move the map view"));
}

QSize MapOverview::sizeHint() const
{
    return {240, 170};
}

void MapOverview::setView(HexMapView *view)
{
    if (m_view == view)
        return;
    if (m_view)
        disconnect(m_view, nullptr, this, nullptr);
    m_view = view;
    if (m_view) {
        connect(m_view, &HexMapView::viewportChanged, this, &MapOverview::viewChanged);
        // A view being destroyed is a QWidget by now: forget it without reading it (UBSan's downcast check).
        connect(m_view, &QObject::destroyed, this, [this] {
            m_view = nullptr;
            viewChanged();
        });
    }
    viewChanged();
}

void MapOverview::viewChanged()
{
    // The view says "viewport changed" when it takes a new document too: follow it here.
    UmbraDocument *document = m_view ? m_view->m_document.data() : nullptr;
    if (document != m_document) {
        if (m_document)
            disconnect(m_document, nullptr, this, nullptr);
        m_document = document;
        if (m_document)
            connect(m_document, &UmbraDocument::changed, this, &MapOverview::documentChanged);
        m_dirty = true;
    }
    update();
}

void MapOverview::documentChanged(const DocumentChange &change)
{
    if (change.terrain)
        m_dirty = true;
    update();
}

void MapOverview::resizeEvent(QResizeEvent *)
{
    m_dirty = true;
}

void MapOverview::layoutMap()
{
    const QRectF bounds = m_view ? m_view->mapBounds() : QRectF();
    if (bounds.isEmpty()) {
        m_target = QRectF();
        return;
    }
    const double margin = 4.0;
    m_scale = std::min((width() - 2 * margin) / bounds.width(), (height() - 2 * margin) / bounds.height());
    const QSizeF size = bounds.size() * m_scale;
    m_target = QRectF(QPointF((width() - size.width()) / 2, (height() - size.height()) / 2), size);
}

void MapOverview::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), TerrainLayer::background().darker(120));
    if (!m_view || !m_document)
        return;
    const MapPainter &map = m_view->m_painter;
    if (m_dirty) {
        layoutMap();
        const double dpr = devicePixelRatioF();
        const QSize pixels(static_cast<int>(std::ceil(m_target.width() * dpr)),
                           static_cast<int>(std::ceil(m_target.height() * dpr)));
        m_thumbnail = m_target.isEmpty() ? QImage() : map.terrain().thumbnail(pixels, m_scale * dpr);
        m_thumbnail.setDevicePixelRatio(dpr);
        m_dirty = false;
    }
    if (m_target.isEmpty())
        return;
    painter.drawImage(m_target.topLeft(), m_thumbnail);
    // One dot per stack, in the colour of its first unit's side.
    const double dot = std::max(2.0, std::min(6.0, m_scale * 1.6));
    for (const UnitStack &stack : map.stacks().stacks()) {
        const auto &first = stack.troops.empty() ? stack.personalities.front() : stack.troops.front();
        const QPointF c = m_target.topLeft() + map.geometry().centre(stack.cell) * m_scale;
        painter.fillRect(QRectF(c.x() - dot / 2, c.y() - dot / 2, dot, dot), sideColour(first.look.side).darker(115));
    }
    const QRectF visible = m_view->visibleMapRect();
    QRectF frame(m_target.topLeft() + visible.topLeft() * m_scale, visible.size() * m_scale);
    frame = frame.intersected(QRectF(rect()).adjusted(1, 1, -1, -1));
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0, 0, 0, 160), 3.0));
    painter.drawRect(frame);
    painter.setPen(QPen(QColor(0xff, 0xb3, 0x00), 1.5));
    painter.drawRect(frame);
}

void MapOverview::panTo(QPointF widgetPos)
{
    if (!m_view || m_target.isEmpty() || m_scale <= 0)
        return;
    m_view->centerOnMapPoint((widgetPos - m_target.topLeft()) / m_scale);
}

void MapOverview::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        event->ignore();
        return;
    }
    panTo(event->position());
    event->accept();
}

void MapOverview::mouseMoveEvent(QMouseEvent *event)
{
    if (!(event->buttons() & Qt::LeftButton)) {
        event->ignore();
        return;
    }
    panTo(event->position());
    event->accept();
}

} // namespace arbitre::gui
