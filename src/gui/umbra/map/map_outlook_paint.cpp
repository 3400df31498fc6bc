// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The map's marks of what comes next: hostile groups adjacent that will fight (UD-A52) and troops that
// will arrive (UD-18, UD-A43). Drawn over the counters, sized to read at the zoom that fits the map.
#include "map_marks.h"
#include "map_painter.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace arbitre::gui {

namespace {

const QColor ContactNextTurn(0xf0, 0x9a, 0x1a); /**< amber: they fight next turn if they stay so */
const QColor ContactThisTurn(0xe0, 0x4a, 0x10); /**< red-orange: at the end of this movement */
const QColor ArrivalInk(0x14, 0x6e, 0x8c);

void paintContact(QPainter &painter, QPointF a, QPointF b, double r, bool soon)
{
    const QColor colour = soon ? ContactThisTurn : ContactNextTurn;
    const QPointF mid = (a + b) / 2;
    const QLineF across(a, b);
    const double length = std::max(1.0, across.length());
    const QPointF along = (b - a) / length;
    const QPointF perp(-along.y(), along.x());
    const double half = 0.5 * r; // the shared side is one radius long
    const double width = std::max(4.0, 0.16 * r);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    // A bar on the shared hex side, dark-edged to read on any terrain, then the swords on it.
    painter.setPen(QPen(QColor(0x20, 0x10, 0x00, 170), width + 3.0, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(mid - perp * half, mid + perp * half);
    painter.setPen(QPen(colour, width, soon ? Qt::SolidLine : Qt::DashLine, Qt::RoundCap));
    painter.drawLine(mid - perp * half, mid + perp * half);
    painter.restore();
    // The swords at one end of the shared side, on the hexes' common corner: the counters at the centres
    // stay in sight.
    paintSwordsBadge(painter, mid + perp * half, std::max(8.0, 0.24 * r), colour);
}

void paintArrival(QPainter &painter, QPointF centre, double r, int count, bool soon)
{
    const double h = std::max(14.0, 0.42 * r);
    QFont font = painter.font();
    font.setPixelSize(static_cast<int>(h * 0.72));
    font.setBold(true);
    const QString text = QStringLiteral("+%1").arg(count);
    const double w = QFontMetricsF(font).horizontalAdvance(text) + h * 0.9;
    // At the top left of the hex: clear of the counters' centre and of the fight swords at the right.
    const QRectF flag(centre.x() - 0.62 * r - w / 2 + h / 2, centre.y() - 0.62 * r - h / 2, w, h);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(Qt::white, 1.5, soon ? Qt::DashLine : Qt::SolidLine));
    painter.setBrush(ArrivalInk);
    painter.drawRoundedRect(flag, h * 0.3, h * 0.3);
    // An arrow pointing down into the hex, then the count.
    const double ax = flag.left() + h * 0.45;
    painter.setPen(QPen(Qt::white, std::max(1.5, h * 0.1), Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(QPointF(ax, flag.top() + h * 0.2), QPointF(ax, flag.bottom() - h * 0.25));
    painter.drawLine(QPointF(ax - h * 0.18, flag.bottom() - h * 0.42), QPointF(ax, flag.bottom() - h * 0.22));
    painter.drawLine(QPointF(ax + h * 0.18, flag.bottom() - h * 0.42), QPointF(ax, flag.bottom() - h * 0.22));
    painter.setFont(font);
    painter.drawText(QRectF(flag.left() + h * 0.75, flag.top(), w - h * 0.8, h), Qt::AlignVCenter | Qt::AlignLeft,
                     text);
    painter.restore();
}

} // namespace

void MapPainter::paintOutlook(QPainter &painter, const MapViewport &viewport, const MapOverlay &overlay,
                              bool underCounters) const
{
    const double r = viewport.zoom;
    for (const MapOverlay::Outlook &mark : overlay.outlook) {
        // Arrival flags lie under the counters, as place names do; contacts are drawn over them.
        if (mark.cells.empty() || underCounters != (mark.kind == MapOverlay::Outlook::Kind::Arrival))
            continue;
        const QPointF first = viewport.toWidget(geometry().centre(mark.cells.front()));
        switch (mark.kind) {
        case MapOverlay::Outlook::Kind::Contact:
            if (mark.cells.size() == 2)
                paintContact(painter, first, viewport.toWidget(geometry().centre(mark.cells[1])), r, mark.soon);
            break;
        case MapOverlay::Outlook::Kind::Arrival:
            paintArrival(painter, first, r, mark.count, mark.soon);
            break;
        case MapOverlay::Outlook::Kind::Fight: // drawn with the confrontations (paintFightMark)
            break;
        }
    }
}

} // namespace arbitre::gui
