// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "map_marks.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace arbitre::gui {

namespace {

const QColor Stone(0x33, 0x30, 0x2c);
const QColor Halo(255, 255, 255, 150);

// Teeth along segment a→b, pointing along `out`: triangles (palisade) or squares (merlons).
void teeth(QPainter &painter, QPointF a, QPointF b, QPointF out, double size, bool walls)
{
    const QPointF along = (b - a) / std::hypot(b.x() - a.x(), b.y() - a.y());
    for (double t : {0.2, 0.5, 0.8}) {
        const QPointF base = a + (b - a) * t;
        QPolygonF tooth;
        if (walls)
            tooth << base - along * size * 0.55 << base - along * size * 0.55 + out * size
                  << base + along * size * 0.55 + out * size << base + along * size * 0.55;
        else
            tooth << base - along * size * 0.6 << base + out * size * 1.1 << base + along * size * 0.6;
        painter.drawPolygon(tooth);
    }
}

} // namespace

void paintPositionMark(QPainter &painter, QPointF centre, double radius, const std::array<QPointF, 6> &corners,
                       int strength)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const bool walls = strength >= 2;
    // Close to the hex's edge, so that a pile of counters in the middle leaves it in sight.
    const double ring = 0.86 * radius;
    QPolygonF outer;
    for (const QPointF &corner : corners)
        outer << centre + corner * ring;
    const double width = std::max(1.5, (walls ? 0.1 : 0.07) * radius);
    if (radius < 7) {
        painter.setPen(QPen(Stone, std::max(1.5, 0.2 * radius)));
        painter.setBrush(Qt::NoBrush);
        painter.drawPolygon(outer);
        painter.restore();
        return;
    }
    // A light halo first, so the mark reads on dark forest as on pale plain.
    painter.setPen(QPen(Halo, width + 3, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    painter.drawPolygon(outer);
    painter.setPen(QPen(Stone, width, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
    painter.drawPolygon(outer);
    if (strength % 2 == 1) {
        QPolygonF inner;
        for (const QPointF &corner : corners)
            inner << centre + corner * (ring - 2.2 * width);
        painter.drawPolygon(inner);
    }
    painter.setPen(QPen(Stone, std::max(1.0, width * 0.4)));
    painter.setBrush(Stone);
    for (int k = 0; k < 6; ++k) {
        const QPointF a = outer[k];
        const QPointF b = outer[(k + 1) % 6];
        const QPointF mid = (a + b) / 2 - centre;
        const QPointF out = mid / std::hypot(mid.x(), mid.y());
        teeth(painter, a, b, out, (walls ? 0.1 : 0.09) * radius, walls);
    }
    if (walls) {
        // A keep at the top of the hex: the castle reads at a glance, above any counter.
        const double w = 0.3 * radius;
        const double h = 0.2 * radius;
        const QPointF base = centre + QPointF(0, -0.6 * radius);
        const QRectF body(base.x() - w / 2, base.y() - h, w, h);
        painter.setPen(QPen(Halo, 2.0));
        painter.setBrush(Stone);
        painter.drawRect(body);
        for (int i = 0; i < 3; ++i)
            painter.drawRect(QRectF(body.left() + i * w * 0.4, body.top() - h * 0.4, w * 0.2, h * 0.4));
        painter.setPen(Qt::NoPen);
        painter.setBrush(Halo);
        painter.drawRect(QRectF(base.x() - w * 0.1, base.y() - h * 0.55, w * 0.2, h * 0.55));
    }
    painter.restore();
}

void paintFortifySiteMark(QPainter &painter, QPointF centre, double radius)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QPointF a = centre + QPointF(-0.2 * radius, -0.66 * radius);
    const QPointF b = centre + QPointF(0.2 * radius, -0.66 * radius);
    const double width = std::max(1.2, 0.05 * radius);
    painter.setPen(QPen(Halo, width + 2, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(a, b);
    painter.setPen(QPen(QColor(0x6b, 0x48, 0x20), width, Qt::SolidLine, Qt::FlatCap));
    painter.setBrush(QColor(0x6b, 0x48, 0x20));
    painter.drawLine(a, b);
    teeth(painter, a, b, QPointF(0, -1), 0.08 * radius, false);
    painter.restore();
}

void paintSwordsBadge(QPainter &painter, QPointF c, double r, const QColor &fill)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(0, 0, 0, 120), std::max(1.0, 0.12 * r) + 1.5));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(c, r, r);
    painter.setPen(QPen(Qt::white, std::max(1.0, 0.12 * r)));
    painter.setBrush(fill);
    painter.drawEllipse(c, r, r);
    painter.setPen(QPen(Qt::white, std::max(1.2, 0.16 * r), Qt::SolidLine, Qt::RoundCap));
    for (double sign : {1.0, -1.0}) {
        const QPointF tip = c + QPointF(sign * 0.6 * r, -0.6 * r);
        const QPointF hilt = c + QPointF(-sign * 0.45 * r, 0.45 * r);
        painter.drawLine(tip, hilt);
        const QPointF guard = c + QPointF(-sign * 0.25 * r, 0.25 * r);
        painter.drawLine(guard + QPointF(-0.2 * r, -sign * 0.2 * r), guard + QPointF(0.2 * r, sign * 0.2 * r));
    }
    painter.restore();
}

void paintFightMark(QPainter &painter, QPointF centre, double radius)
{
    // Right of the counters, inside the hex: clear of the stack's badge, markers and the place name.
    const QPointF c = centre + QPointF(0.66 * radius, 0.34 * radius);
    paintSwordsBadge(painter, c, std::max(7.0, 0.22 * radius), QColor(0xc8, 0x1e, 0x1e));
}

QImage renderPlaceLabel(const QString &name, bool levyPoint, double zoom, double dpr)
{
    QFont font;
    font.setPixelSize(std::clamp(static_cast<int>(std::lround(0.4 * zoom)), 9, 14));
    font.setBold(levyPoint);
    font.setItalic(!levyPoint);
    const QFontMetricsF metrics(font);
    const double height = metrics.height() + 2.0;
    const double dot = std::round(height * 0.22);
    const double width = metrics.horizontalAdvance(name) + height * 0.9 + 6.0;
    QImage image(static_cast<int>(std::ceil(width * dpr)), static_cast<int>(std::ceil(height * dpr)),
                 QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(0x3c, 0x32, 0x1e, 140), 1.0));
    painter.setBrush(QColor(0xff, 0xfb, 0xf0, 225));
    painter.drawRoundedRect(QRectF(0.5, 0.5, width - 1, height - 1), height / 3, height / 3);
    const QPointF dotCentre(height * 0.45, height / 2);
    painter.setPen(QPen(QColor(0x20, 0x20, 0x20), 1.4));
    painter.setBrush(levyPoint ? QBrush(QColor(0x20, 0x20, 0x20)) : QBrush(Qt::NoBrush));
    painter.drawEllipse(dotCentre, dot, dot);
    painter.setFont(font);
    painter.setPen(QColor(0x1a, 0x16, 0x10));
    painter.drawText(QRectF(height * 0.85, 0, width - height * 0.85 - 3.0, height), Qt::AlignCenter, name);
    return image;
}

} // namespace arbitre::gui
