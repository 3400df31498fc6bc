// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// What the map shows while a battle is played: the selected unit's reach, the orders of the step and
// the hexes of the log entry the GM is reading.
#include "map_painter.h"

#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace arbitre::gui {

namespace {

const QColor NormalReach(0x2e, 0xcc, 0x71);
const QColor ForcedReach(0xf3, 0x9c, 0x12);
const QColor ContactReach(0xd6, 0x20, 0x20);
const QColor OrderInk(0x1b, 0x3a, 0x8c);
const QColor LogMark(0x8e, 0x44, 0xad);

QPolygonF hexPolygon(const MapGeometry &geometry, const MapViewport &viewport, OffsetCoord cell, double inset)
{
    const QPointF c = viewport.toWidget(geometry.centre(cell));
    QPolygonF hex;
    for (const QPointF &corner : geometry.unitCorners())
        hex << c + corner * (viewport.zoom - inset);
    return hex;
}

void arrow(QPainter &painter, QPointF from, QPointF to, double width, const QColor &colour, bool dashed)
{
    const QLineF line(from, to);
    if (line.length() < 1.0)
        return;
    QPen pen(colour, width, dashed ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap);
    painter.setPen(pen);
    const QLineF shaft(from, line.pointAt(std::max(0.0, 1.0 - 2.5 * width / line.length())));
    painter.drawLine(shaft);
    const double angle = std::atan2(-line.dy(), line.dx());
    const double head = 3.5 * width;
    const QPointF left = to - QPointF(std::cos(angle - 0.45) * head, -std::sin(angle - 0.45) * head);
    const QPointF right = to - QPointF(std::cos(angle + 0.45) * head, -std::sin(angle + 0.45) * head);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawPolygon(QPolygonF{to, left, right});
}

} // namespace

void MapPainter::paintReach(QPainter &painter, const MapViewport &viewport, const MapOverlay &overlay) const
{
    if (overlay.reach.empty())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const double r = viewport.zoom;
    for (const MapOverlay::Reach &reach : overlay.reach) {
        const QColor base = reach.forcedMarch ? ForcedReach : NormalReach;
        const QPolygonF hex = hexPolygon(geometry(), viewport, reach.cell, 0.04 * r);
        painter.setPen(Qt::NoPen);
        // Forced march and a difficult hex entered next turn are hatched: they read apart in black and white.
        const Qt::BrushStyle style = reach.entering      ? Qt::BDiagPattern
                                     : reach.forcedMarch ? Qt::Dense5Pattern
                                                         : Qt::SolidPattern;
        painter.setBrush(QBrush(QColor(base.red(), base.green(), base.blue(), reach.forcedMarch ? 150 : 90), style));
        painter.drawPolygon(hex);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(reach.contact ? ContactReach : base.darker(130), std::max(1.5, 0.06 * r),
                            reach.contact ? Qt::SolidLine : Qt::DotLine));
        painter.drawPolygon(hex);
        if (reach.fatigue > 0 && r >= 18.0) {
            // The fatigue a forced march costs (UD-74): a small tab at the foot of the hex.
            const QPointF c = viewport.toWidget(geometry().centre(reach.cell));
            QFont font = painter.font();
            font.setPixelSize(std::max(8, static_cast<int>(0.3 * r)));
            font.setBold(true);
            painter.setFont(font);
            const QRectF tab(c.x() - 0.3 * r, c.y() + 0.5 * r, 0.6 * r, 0.36 * r);
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor(0x5a, 0x2d, 0x00, 200));
            painter.drawRoundedRect(tab, 0.08 * r, 0.08 * r);
            painter.setPen(Qt::white);
            painter.drawText(tab, Qt::AlignCenter, QStringLiteral("+%1").arg(reach.fatigue));
        }
        if (reach.disengage != 0 && r >= 18.0) {
            // Leaving the fight costs Force today (UD-73): a red tab at the top of the hex.
            const QPointF c = viewport.toWidget(geometry().centre(reach.cell));
            QFont font = painter.font();
            font.setPixelSize(std::max(8, static_cast<int>(0.3 * r)));
            font.setBold(true);
            painter.setFont(font);
            const QRectF tab(c.x() - 0.4 * r, c.y() - 0.86 * r, 0.8 * r, 0.36 * r);
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor(0x9b, 0x11, 0x1e, 210));
            painter.drawRoundedRect(tab, 0.08 * r, 0.08 * r);
            painter.setPen(Qt::white);
            painter.drawText(tab, Qt::AlignCenter, QStringLiteral("−%1 F").arg(std::abs(reach.disengage)));
        }
    }
    painter.restore();
}

void MapPainter::paintOrders(QPainter &painter, const MapViewport &viewport, const MapOverlay &overlay) const
{
    if (overlay.orders.empty() && overlay.marked.empty())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const double r = viewport.zoom;
    // Over the counters: the hexes of the log entry being read must show whatever stands there.
    for (const OffsetCoord &cell : overlay.marked) {
        painter.setPen(QPen(QColor(255, 255, 255, 220), std::max(4.0, 0.2 * r)));
        painter.setBrush(Qt::NoBrush);
        painter.drawPolygon(hexPolygon(geometry(), viewport, cell, 0.1 * r));
        painter.setPen(QPen(LogMark, std::max(2.5, 0.12 * r)));
        painter.drawPolygon(hexPolygon(geometry(), viewport, cell, 0.1 * r));
    }
    for (const MapOverlay::Order &order : overlay.orders) {
        const QPointF from = viewport.toWidget(geometry().centre(order.from));
        if (order.action == 'm') {
            const QPointF to = viewport.toWidget(geometry().centre(order.to));
            arrow(painter, from, to, std::max(2.0, 0.12 * r), QColor(255, 255, 255, 200), false);
            arrow(painter, from, to, std::max(1.2, 0.07 * r), order.forcedMarch ? ForcedReach.darker(140) : OrderInk,
                  order.forcedMarch);
            continue;
        }
        // Consolidate (UD-78) or build a position (UD-80): a lettered badge at the top of the hex.
        const QPointF at = from + QPointF(0, -0.62 * r);
        const double radius = std::max(6.0, 0.22 * r);
        painter.setPen(QPen(Qt::white, 1.5));
        painter.setBrush(OrderInk);
        painter.drawEllipse(at, radius, radius);
        QFont font = painter.font();
        font.setPixelSize(static_cast<int>(radius * 1.3));
        font.setBold(true);
        painter.setFont(font);
        painter.drawText(QRectF(at.x() - radius, at.y() - radius, 2 * radius, 2 * radius), Qt::AlignCenter,
                         order.action == 'c' ? QStringLiteral("C") : QStringLiteral("P"));
    }
    painter.restore();
}

} // namespace arbitre::gui
