// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "icons.h"

#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace arbitre::gui {

namespace {

const QColor Ink(0x2b, 0x33, 0x3d);
const QColor Accent(0x2f, 0x6d, 0xb5);
const QColor Warm(0xb5, 0x3a, 0x2f);

void magnifier(QPainter &p, const QString &sign)
{
    p.setPen(QPen(Ink, 2.2));
    p.drawEllipse(QRectF(4, 4, 15, 15));
    p.setPen(QPen(Ink, 3.5, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(QPointF(17, 17), QPointF(27, 27));
    p.setPen(QPen(Accent, 2.2));
    if (sign == QStringLiteral("+") || sign == QStringLiteral("-"))
        p.drawLine(QPointF(8, 11.5), QPointF(15, 11.5));
    if (sign == QStringLiteral("+"))
        p.drawLine(QPointF(11.5, 8), QPointF(11.5, 15));
    if (sign == QStringLiteral("[]"))
        p.drawRect(QRectF(8, 8, 7, 7));
}

QPolygonF hexagon(QPointF centre, double radius)
{
    QPolygonF polygon;
    for (int i = 0; i < 6; ++i) {
        const double angle = (60.0 * i - 30.0) * 3.14159265358979 / 180.0;
        polygon << centre + QPointF(radius * std::cos(angle), radius * std::sin(angle));
    }
    return polygon;
}

void counter(QPainter &p, QColor fill)
{
    p.setPen(QPen(Ink, 1.6));
    p.setBrush(fill);
    p.drawRoundedRect(QRectF(4, 7, 24, 18), 2, 2);
    p.setPen(QPen(Qt::white, 1.6));
    p.drawRect(QRectF(10, 11, 12, 9));
    p.drawLine(QPointF(10, 11), QPointF(22, 20));
    p.drawLine(QPointF(22, 11), QPointF(10, 20));
}

/** A sheet with a hexagon; the accent says new (+), open (arrow out) or save (arrow down). */
void fileIcon(QPainter &p, IconKind kind)
{
    p.setPen(QPen(Ink, 1.6));
    p.setBrush(Qt::white);
    p.drawPolygon(QPolygonF{{7, 3}, {20, 3}, {26, 9}, {26, 29}, {7, 29}});
    p.setBrush(QColor(0x8f, 0xb3, 0x6b));
    p.drawPolygon(hexagon({16.5, 17}, 6.5));
    if (kind == IconKind::NewFile) {
        p.setPen(QPen(Accent, 2.6));
        p.drawLine(QPointF(24, 20), QPointF(24, 30));
        p.drawLine(QPointF(19, 25), QPointF(29, 25));
    } else if (kind == IconKind::Open) {
        p.setPen(QPen(Accent, 2.6, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(22, 26), QPointF(29, 19));
        p.drawLine(QPointF(29, 19), QPointF(29, 25));
        p.drawLine(QPointF(29, 19), QPointF(23, 19));
    } else {
        p.setPen(QPen(Accent, 2.6, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(25, 19), QPointF(25, 29));
        p.drawLine(QPointF(25, 29), QPointF(21, 25));
        p.drawLine(QPointF(25, 29), QPointF(29, 25));
    }
}

/** Undo's curved arrow; Redo is its mirror image. */
void turnBackArrow(QPainter &p, IconKind kind)
{
    if (kind == IconKind::Redo) {
        p.translate(32, 0);
        p.scale(-1, 1);
    }
    QPainterPath arc;
    arc.moveTo(8, 14);
    arc.cubicTo(14, 6, 28, 8, 26, 20);
    arc.cubicTo(25, 25, 20, 27, 15, 26);
    p.setPen(QPen(Accent, 3, Qt::SolidLine, Qt::RoundCap));
    p.drawPath(arc);
    p.setBrush(Accent);
    p.setPen(Qt::NoPen);
    p.drawPolygon(QPolygonF{{3, 9}, {13, 9}, {6, 19}});
}

/** A hex being painted: the terrain brush of the map editor. */
void terrainBrush(QPainter &p)
{
    p.setPen(QPen(Ink, 1.5));
    p.setBrush(QColor(0x8f, 0xb3, 0x6b));
    p.drawPolygon(hexagon({11, 21}, 9));
    p.setPen(QPen(QColor(0x8a, 0x5a, 0x2b), 3.5, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(QPointF(17, 15), QPointF(28, 4));
    p.setPen(QPen(Ink, 5, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(QPointF(14, 18), QPointF(16, 16));
}

/** A personality: a crown on a gold medal. */
void crown(QPainter &p)
{
    p.setPen(QPen(Ink, 1.5));
    p.setBrush(QColor(0xe8, 0xc5, 0x4a));
    p.drawEllipse(QRectF(3, 3, 26, 26));
    p.setBrush(Ink);
    p.drawPolygon(QPolygonF{{9, 21}, {8, 11}, {12.5, 15}, {16, 9}, {19.5, 15}, {24, 11}, {23, 21}});
}

/** A levy: a pennant above a counter. */
void levyPennant(QPainter &p)
{
    p.setPen(QPen(Ink, 2));
    p.drawLine(QPointF(6, 3), QPointF(6, 30));
    p.setBrush(Accent);
    p.drawPolygon(QPolygonF{{6, 4}, {26, 4}, {22, 10}, {26, 16}, {6, 16}});
    counter(p, Warm);
}

/** A position: a crenellated wall with its gate. */
void fortifiedWall(QPainter &p)
{
    p.setPen(QPen(Ink, 1.5));
    p.setBrush(QColor(0xc9, 0xc2, 0xb4));
    p.drawPolygon(QPolygonF{{5, 28},
                            {5, 10},
                            {9, 10},
                            {9, 14},
                            {13, 14},
                            {13, 10},
                            {19, 10},
                            {19, 14},
                            {23, 14},
                            {23, 10},
                            {27, 10},
                            {27, 28}});
    p.setBrush(Ink);
    p.drawRect(QRectF(14, 20, 4, 8));
}

void draw(QPainter &p, IconKind kind)
{
    p.setRenderHint(QPainter::Antialiasing);
    switch (kind) {
    case IconKind::App:
        p.setPen(QPen(Ink, 1.5));
        p.setBrush(QColor(0x8f, 0xb3, 0x6b));
        p.drawPolygon(hexagon({16, 16}, 15));
        counter(p, Warm);
        break;
    case IconKind::NewFile:
    case IconKind::Open:
    case IconKind::Save:
        fileIcon(p, kind);
        break;
    case IconKind::Undo:
    case IconKind::Redo:
        turnBackArrow(p, kind);
        break;
    case IconKind::ZoomIn:
        magnifier(p, QStringLiteral("+"));
        break;
    case IconKind::ZoomOut:
        magnifier(p, QStringLiteral("-"));
        break;
    case IconKind::ZoomFit:
        magnifier(p, QStringLiteral("[]"));
        break;
    case IconKind::Select:
        p.setPen(QPen(Ink, 1.5));
        p.setBrush(Qt::white);
        p.drawPolygon(QPolygonF{{8, 3}, {8, 26}, {13, 21}, {17, 30}, {21, 28}, {17, 19}, {24, 19}});
        break;
    case IconKind::Brush:
        terrainBrush(p);
        break;
    case IconKind::Place:
        p.setPen(QPen(Ink, 2));
        p.drawLine(QPointF(9, 4), QPointF(9, 29));
        p.setBrush(Warm);
        p.drawPolygon(QPolygonF{{9, 4}, {26, 9}, {9, 15}});
        break;
    case IconKind::Troop:
        counter(p, Accent);
        break;
    case IconKind::Personality:
        crown(p);
        break;
    case IconKind::Side:
        p.setPen(QPen(Ink, 1.5));
        p.setBrush(Accent);
        p.drawRect(QRectF(4, 6, 12, 20));
        p.setBrush(Warm);
        p.drawRect(QRectF(16, 6, 12, 20));
        break;
    case IconKind::Levy:
        levyPennant(p);
        break;
    case IconKind::Position:
        fortifiedWall(p);
        break;
    case IconKind::Remove:
        p.setPen(QPen(Warm, 3.2, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(8, 8), QPointF(24, 24));
        p.drawLine(QPointF(24, 8), QPointF(8, 24));
        break;
    }
}

/** Paints the icon at the size asked, so it stays sharp on high-DPI screens. */
class PaintedIconEngine : public QIconEngine
{
public:
    explicit PaintedIconEngine(IconKind kind) : m_kind(kind) {}
    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State) override
    {
        painter->save();
        painter->translate(rect.topLeft());
        painter->scale(rect.width() / 32.0, rect.height() / 32.0);
        if (mode == QIcon::Disabled)
            painter->setOpacity(0.35);
        draw(*painter, m_kind);
        painter->restore();
    }
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        QPixmap image(size);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        paint(&painter, QRect(QPoint(0, 0), size), mode, state);
        return image;
    }
    QIconEngine *clone() const override { return new PaintedIconEngine(m_kind); }

private:
    IconKind m_kind;
};

} // namespace

QIcon icon(IconKind kind)
{
    return QIcon(new PaintedIconEngine(kind));
}

} // namespace arbitre::gui
