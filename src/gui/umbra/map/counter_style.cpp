// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "counter_style.h"

#include "arbitre/umbra/force.h"
#include "arbitre/umbra/ruleset.h"
#include "arbitre/umbra/state.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <array>
#include <cmath>

namespace arbitre::gui {

namespace {

const QColor Ink(0x1e, 0x1e, 0x1e);
const QColor Paper(0xf7, 0xf5, 0xee);
const QColor Gold(0xe3, 0xb2, 0x3c);

UnitSymbol symbolOf(const umbra::TroopType &type)
{
    switch (type.role) {
    case umbra::TroopRole::Pietaille:
        return UnitSymbol::Pietaille;
    case umbra::TroopRole::Archers:
        return UnitSymbol::Archers;
    case umbra::TroopRole::Machine:
        return UnitSymbol::Machine;
    case umbra::TroopRole::Mounted:
        return UnitSymbol::Cavalry;
    case umbra::TroopRole::Standard:
        break;
    }
    // The role does not tell horse from foot among standard types; the id does, in the rulesets we know.
    for (const char *word : {"caval", "chevali", "horse", "knight", "lance"})
        if (type.id.find(word) != std::string::npos)
            return UnitSymbol::Cavalry;
    return UnitSymbol::Infantry;
}

QString labelText(const Label &label)
{
    const bool french = QLocale().language() == QLocale::French;
    return QString::fromStdString(french || label.en.empty() ? label.fr : label.en);
}

void drawSymbol(QPainter &painter, const QRectF &box, UnitSymbol symbol, bool mounted, double pen)
{
    painter.setPen(QPen(Ink, pen, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
    painter.setBrush(Paper);
    painter.drawRect(box);
    const QPointF c = box.center();
    const double w = box.width();
    const double h = box.height();
    painter.setBrush(Qt::NoBrush);
    switch (symbol) {
    case UnitSymbol::Infantry:
        painter.drawLine(box.topLeft(), box.bottomRight());
        painter.drawLine(box.bottomLeft(), box.topRight());
        break;
    case UnitSymbol::Cavalry:
        painter.drawLine(box.bottomLeft(), box.topRight());
        break;
    case UnitSymbol::Pietaille:
        painter.drawLine(box.bottomLeft(), QPointF(c.x(), box.top()));
        painter.drawLine(QPointF(c.x(), box.top()), box.bottomRight());
        break;
    case UnitSymbol::Archers: {
        const QPointF top(c.x() - 0.08 * w, box.top() + 0.14 * h);
        const QPointF bottom(c.x() - 0.08 * w, box.bottom() - 0.14 * h);
        QPainterPath bow(top);
        bow.quadTo(QPointF(c.x() + 0.3 * w, c.y()), bottom);
        painter.drawPath(bow);
        painter.drawLine(top, bottom);
        const QPointF tip(c.x() + 0.34 * w, c.y());
        painter.drawLine(QPointF(c.x() - 0.3 * w, c.y()), tip);
        painter.drawLine(tip, tip + QPointF(-0.1 * w, -0.12 * h));
        painter.drawLine(tip, tip + QPointF(-0.1 * w, 0.12 * h));
        break;
    }
    case UnitSymbol::Machine:
        painter.setPen(Qt::NoPen);
        painter.setBrush(Ink);
        painter.drawEllipse(c, 0.17 * h + 0.5, 0.17 * h + 0.5);
        break;
    }
    if (mounted) {
        // A mount mark: a bar along the bottom of the box, readable in black and white.
        painter.setPen(Qt::NoPen);
        painter.setBrush(Ink);
        painter.drawRect(QRectF(c.x() - 0.22 * w, box.bottom() - 0.2 * h, 0.44 * w, 0.2 * h));
    }
}

void drawWound(QPainter &painter, QPointF centre, double radius)
{
    painter.setPen(QPen(Ink, std::max(0.8, radius * 0.15)));
    painter.setBrush(Qt::white);
    painter.drawEllipse(centre, radius, radius);
    painter.setPen(QPen(QColor(0xc6, 0x1b, 0x1b), std::max(1.0, radius * 0.45), Qt::SolidLine, Qt::FlatCap));
    painter.drawLine(centre - QPointF(radius * 0.6, 0), centre + QPointF(radius * 0.6, 0));
    painter.drawLine(centre - QPointF(0, radius * 0.6), centre + QPointF(0, radius * 0.6));
}

QColor moraleColour(int step)
{
    static const std::array<QColor, 5> colours{{QColor(0xd7, 0x30, 0x1f), QColor(0xf4, 0x8c, 0x3c),
                                                QColor(0xf6, 0xd8, 0x4a), QColor(0x8c, 0xc8, 0x5a),
                                                QColor(0x2a, 0x9d, 0x5a)}};
    return colours[static_cast<std::size_t>(std::clamp(step, 0, 4))];
}

QFont boldFont(double pixelSize)
{
    QFont font;
    font.setBold(true);
    font.setPixelSize(std::max(6, static_cast<int>(std::lround(pixelSize))));
    return font;
}

} // namespace

quint64 CounterLook::key() const
{
    quint64 k = personality ? 1 : 0;
    k = (k << 6) | quint64(std::clamp(side, 0, 63));
    k = (k << 3) | quint64(symbol);
    k = (k << 1) | (mounted ? 1 : 0);
    k = (k << 8) | quint64(std::clamp(force + 64, 0, 255));
    k = (k << 3) | quint64(std::clamp(moraleStep + 1, 0, 7));
    k = (k << 3) | quint64(std::clamp(fatigue, 0, 7));
    k = (k << 1) | (wounded ? 1 : 0);
    return (k << 16) | initial.unicode();
}

QColor sideColour(int index)
{
    static const std::array<QColor, 6> colours{{QColor(0x3f, 0x6e, 0xb8), QColor(0xb8, 0x3b, 0x35),
                                                QColor(0x3b, 0x8a, 0x4c), QColor(0xc9, 0x9a, 0x1e),
                                                QColor(0x7a, 0x55, 0xa6), QColor(0x8a, 0x62, 0x40)}};
    return colours[static_cast<std::size_t>(std::max(0, index)) % colours.size()];
}

CounterLook troopLook(const umbra::UmbraRuleset &rules, const umbra::Troop &troop, int side)
{
    CounterLook look;
    look.side = side;
    const umbra::TroopType &type = rules.troopType(troop.type);
    look.symbol = symbolOf(type);
    if (type.role == umbra::TroopRole::Mounted && troop.baseType >= 0) {
        look.symbol = symbolOf(rules.troopType(troop.baseType));
        look.mounted = true;
    }
    look.force = umbra::troopForce(rules, troop);
    if (rules.morale.size() > 1)
        look.moraleStep = static_cast<int>(std::lround(troop.morale * 4.0 / rules.morale.top()));
    if (troop.fatigue >= 0 && troop.fatigue < rules.fatigue.size())
        look.fatigue = std::max(0, -rules.fatigue.levels[static_cast<std::size_t>(troop.fatigue)].force);
    look.wounded = troop.blesse;
    return look;
}

CounterLook personalityLook(const umbra::UmbraRuleset &rules, const umbra::Personality &personality, int side,
                            int terrain)
{
    CounterLook look;
    look.personality = true;
    look.side = side;
    look.force = umbra::personalityForce(rules, personality, terrain);
    look.wounded = personality.wounds > 0;
    if (personality.rank >= 0 && personality.rank < static_cast<int>(rules.personalityRanks.size())) {
        const QString label = labelText(rules.personalityRanks[static_cast<std::size_t>(personality.rank)].label);
        if (!label.isEmpty())
            look.initial = label.at(0).toUpper();
    }
    return look;
}

void paintCounter(QPainter &painter, const QRectF &rect, const CounterLook &look, CounterDetail detail)
{
    const QColor colour = sideColour(look.side);
    const double a = rect.width();
    if (detail == CounterDetail::Block) {
        painter.fillRect(rect, colour.darker(150));
        painter.fillRect(rect.adjusted(1, 1, -1, -1), colour);
        return;
    }
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const double radius = 0.1 * a;
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 90));
    painter.drawRoundedRect(rect.translated(0.05 * a, 0.06 * a), radius, radius);
    painter.setPen(QPen(colour.darker(170), std::max(1.0, 0.04 * a)));
    painter.setBrush(colour);
    painter.drawRoundedRect(rect, radius, radius);
    const double pen = std::max(1.0, 0.045 * a);
    if (detail == CounterDetail::Symbol) {
        const QRectF box(rect.x() + 0.16 * a, rect.y() + 0.24 * a, 0.68 * a, 0.52 * a);
        drawSymbol(painter, box, look.symbol, look.mounted, pen);
        painter.restore();
        return;
    }
    const QRectF box(rect.x() + 0.22 * a, rect.y() + 0.13 * a, 0.56 * a, 0.36 * a);
    drawSymbol(painter, box, look.symbol, look.mounted, pen);
    painter.setFont(boldFont(0.42 * a));
    painter.setPen(Qt::white);
    painter.drawText(QRectF(rect.x(), rect.y() + 0.5 * a, a, 0.48 * a), Qt::AlignCenter, QString::number(look.force));
    if (look.moraleStep >= 0) {
        painter.setPen(QPen(Ink, std::max(0.8, 0.025 * a)));
        painter.setBrush(moraleColour(look.moraleStep));
        painter.drawEllipse(QPointF(rect.x() + 0.115 * a, rect.y() + 0.15 * a), 0.075 * a, 0.075 * a);
    }
    for (int i = 0; i < std::min(look.fatigue, 3); ++i) {
        painter.setPen(QPen(Ink, std::max(0.6, 0.02 * a)));
        painter.setBrush(QColor(0xff, 0xd2, 0x4a));
        painter.drawRect(QRectF(rect.x() + (0.08 + 0.075 * i) * a, rect.y() + 0.64 * a, 0.05 * a, 0.24 * a));
    }
    if (look.wounded)
        drawWound(painter, QPointF(rect.x() + 0.86 * a, rect.y() + 0.76 * a), 0.1 * a);
    painter.restore();
}

void paintPersonality(QPainter &painter, QPointF centre, double radius, const CounterLook &look, CounterDetail detail)
{
    const QColor colour = sideColour(look.side);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    if (detail == CounterDetail::Block) {
        painter.setPen(QPen(Gold, std::max(1.0, 0.25 * radius)));
        painter.setBrush(colour);
        painter.drawEllipse(centre, radius, radius);
        painter.restore();
        return;
    }
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 90));
    painter.drawEllipse(centre + QPointF(0.1 * radius, 0.12 * radius), radius, radius);
    painter.setPen(QPen(Gold, std::max(1.5, 0.16 * radius)));
    painter.setBrush(colour);
    painter.drawEllipse(centre, radius * 0.92, radius * 0.92);
    // A five-pointed star above the rank initial: the mark of a personality, whatever its side.
    QPolygonF star;
    const QPointF starCentre = centre + QPointF(0, -0.42 * radius);
    const double outer = 0.26 * radius;
    for (int i = 0; i < 10; ++i) {
        const double angle = -M_PI / 2 + i * M_PI / 5;
        const double r = i % 2 == 0 ? outer : outer * 0.45;
        star << starCentre + QPointF(std::cos(angle) * r, std::sin(angle) * r);
    }
    painter.setPen(Qt::NoPen);
    painter.setBrush(Gold);
    painter.drawPolygon(star);
    if (!look.initial.isNull()) {
        painter.setFont(boldFont(detail == CounterDetail::Full ? 0.9 * radius : 0.8 * radius));
        painter.setPen(Qt::white);
        painter.drawText(QRectF(centre.x() - radius, centre.y() - 0.22 * radius, 2 * radius, 0.95 * radius),
                         Qt::AlignCenter, QString(look.initial));
    }
    if (look.wounded && detail == CounterDetail::Full)
        drawWound(painter, centre + QPointF(0.72 * radius, 0.62 * radius), 0.28 * radius);
    painter.restore();
}

void paintStackBadge(QPainter &painter, QPointF centre, double radius, int count)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(Qt::white, std::max(1.0, 0.14 * radius)));
    painter.setBrush(QColor(0x1d, 0x1d, 0x1d));
    painter.drawEllipse(centre, radius, radius);
    painter.setFont(boldFont(count > 9 ? 1.05 * radius : 1.3 * radius));
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius), Qt::AlignCenter,
                     QString::number(count));
    painter.restore();
}

} // namespace arbitre::gui
