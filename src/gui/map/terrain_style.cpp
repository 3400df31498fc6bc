// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "terrain_style.h"

#include <QPainter>
#include <QPainterPath>

#include <array>
#include <cmath>
#include <initializer_list>

namespace arbitre::gui {

namespace {

bool contains(std::string_view id, std::initializer_list<std::string_view> words)
{
    for (std::string_view word : words)
        if (id.find(word) != std::string_view::npos)
            return true;
    return false;
}

// FNV-1a: stable across runs and platforms, unlike std::hash.
std::uint32_t stableHash(std::string_view text)
{
    std::uint32_t h = 2166136261u;
    for (char c : text) {
        h ^= static_cast<unsigned char>(c);
        h *= 16777619u;
    }
    return h;
}

// A point of the hex in units of its radius.
QPointF at(QPointF centre, double radius, double x, double y)
{
    return {centre.x() + x * radius, centre.y() + y * radius};
}

void wave(QPainter &painter, QPointF c, double r, double y, double halfWidth)
{
    QPainterPath path(at(c, r, -halfWidth, y));
    const int steps = 3;
    const double step = 2.0 * halfWidth / steps;
    for (int i = 0; i < steps; ++i) {
        const double x0 = -halfWidth + i * step;
        path.cubicTo(at(c, r, x0 + step / 3, y - 0.1), at(c, r, x0 + 2 * step / 3, y + 0.1), at(c, r, x0 + step, y));
    }
    painter.drawPath(path);
}

void trees(QPainter &painter, QPointF c, double r, const QColor &ink, double mirror)
{
    static constexpr std::array<QPointF, 4> spots{{{-0.40, -0.28}, {0.36, -0.36}, {-0.06, 0.26}, {0.48, 0.30}}};
    const double crown = 0.17 * r;
    for (const QPointF &spot : spots) {
        const QPointF p = at(c, r, spot.x() * mirror, spot.y());
        if (r >= 8) {
            painter.setPen(QPen(ink, std::max(1.0, 0.05 * r)));
            painter.drawLine(p, p + QPointF(0, crown * 1.6));
        }
        painter.setPen(Qt::NoPen);
        painter.setBrush(ink);
        painter.drawEllipse(p, crown, crown);
    }
}

void hachures(QPainter &painter, QPointF c, double r, double shift, bool steep)
{
    if (!steep) {
        // A contour arc with short strokes pointing downslope.
        const QPointF top = at(c, r, shift, -0.18);
        QPainterPath arc;
        const QRectF box(top.x() - 0.55 * r, top.y(), 1.1 * r, 0.75 * r);
        arc.arcMoveTo(box, 10);
        arc.arcTo(box, 10, 160);
        painter.drawPath(arc);
        for (int i = 0; i < 7; ++i) {
            const double angle = (15.0 + i * 25.0) * M_PI / 180.0;
            const QPointF on(box.center().x() + std::cos(angle) * box.width() / 2,
                             box.center().y() - std::sin(angle) * box.height() / 2);
            const QPointF out(std::cos(angle), -std::sin(angle));
            painter.drawLine(on, on - out * (0.16 * r));
        }
        return;
    }
    // A jagged ridge with dense strokes down both flanks.
    const std::array<QPointF, 5> ridge{{at(c, r, -0.6 + shift, 0.2), at(c, r, -0.28 + shift, -0.34),
                                        at(c, r, 0.02 + shift, 0.02), at(c, r, 0.3 + shift, -0.4),
                                        at(c, r, 0.62 + shift, 0.2)}};
    painter.drawPolyline(ridge.data(), static_cast<int>(ridge.size()));
    for (std::size_t s = 0; s + 1 < ridge.size(); ++s) {
        for (int i = 1; i < 4; ++i) {
            const QPointF on = ridge[s] + (ridge[s + 1] - ridge[s]) * (i / 4.0);
            painter.drawLine(on, on + QPointF(0, 0.2 * r));
        }
    }
}

void houses(QPainter &painter, QPointF c, double r, const QColor &ink, double mirror)
{
    static constexpr std::array<QPointF, 3> spots{{{-0.32, -0.18}, {0.3, -0.26}, {0.02, 0.3}}};
    painter.setPen(Qt::NoPen);
    painter.setBrush(ink);
    const double w = 0.26 * r;
    for (const QPointF &spot : spots) {
        const QPointF p = at(c, r, spot.x() * mirror, spot.y());
        painter.drawRect(QRectF(p.x() - w / 2, p.y(), w, w * 0.8));
        const std::array<QPointF, 3> roof{
            {p + QPointF(-w * 0.62, 0), p + QPointF(0, -w * 0.55), p + QPointF(w * 0.62, 0)}};
        painter.drawPolygon(roof.data(), 3);
    }
}

} // namespace

TerrainStyle styleOf(TerrainPattern pattern)
{
    switch (pattern) {
    case TerrainPattern::DenseHachures:
        return {QColor(0xcb, 0xad, 0x7c), QColor(0x6b, 0x48, 0x20), pattern};
    case TerrainPattern::Hachures:
        return {QColor(0xe2, 0xd2, 0x9f), QColor(0x8c, 0x6a, 0x38), pattern};
    case TerrainPattern::Peaks:
        return {QColor(0xb9, 0xac, 0x9c), QColor(0x5a, 0x4a, 0x3a), pattern};
    case TerrainPattern::Trees:
        return {QColor(0xa3, 0xc7, 0x86), QColor(0x35, 0x66, 0x30), pattern};
    case TerrainPattern::Ford:
        return {QColor(0xae, 0xd3, 0xef), QColor(0x6b, 0x4f, 0x2c), pattern};
    case TerrainPattern::Waves:
        return {QColor(0x5f, 0x9e, 0xd8), QColor(0xe6, 0xf2, 0xfb), pattern};
    case TerrainPattern::Marsh:
        return {QColor(0xb4, 0xc4, 0x9c), QColor(0x3f, 0x64, 0x5c), pattern};
    case TerrainPattern::Houses:
        return {QColor(0xd9, 0xcf, 0xc1), QColor(0x7a, 0x4b, 0x3a), pattern};
    case TerrainPattern::Fields:
        return {QColor(0xee, 0xe2, 0xa6), QColor(0xb0, 0x98, 0x50), pattern};
    case TerrainPattern::None:
        return {QColor(0xea, 0xed, 0xc8), QColor(0x9a, 0x9a, 0x70), pattern};
    case TerrainPattern::Dots:
        break;
    }
    return {QColor(0xb0, 0xb0, 0xb0), QColor(0x50, 0x50, 0x50), TerrainPattern::Dots};
}

TerrainStyle terrainStyle(std::string_view id, std::string_view mapSymbol)
{
    // The ruleset's map_symbol, in the order of the core's TerrainSymbols ("none", "trees"…, "fields").
    static constexpr std::array<std::pair<std::string_view, TerrainPattern>, 10> symbols{{
        {"none", TerrainPattern::None},
        {"trees", TerrainPattern::Trees},
        {"hachures", TerrainPattern::Hachures},
        {"dense_hachures", TerrainPattern::DenseHachures},
        {"peaks", TerrainPattern::Peaks},
        {"waves", TerrainPattern::Waves},
        {"ford", TerrainPattern::Ford},
        {"marsh", TerrainPattern::Marsh},
        {"houses", TerrainPattern::Houses},
        {"fields", TerrainPattern::Fields},
    }};
    for (const auto &[symbol, pattern] : symbols)
        if (symbol == mapSymbol)
            return styleOf(pattern);
    // No symbol stated: a guess from the id's usual words. Order matters: "escarpee" before "colline".
    if (contains(id, {"escarp", "steep", "falaise", "cliff"}))
        return styleOf(TerrainPattern::DenseHachures);
    if (contains(id, {"colline", "hill"}))
        return styleOf(TerrainPattern::Hachures);
    if (contains(id, {"montagne", "mountain"}))
        return styleOf(TerrainPattern::Peaks);
    if (contains(id, {"foret", "forest", "bois", "wood"}))
        return styleOf(TerrainPattern::Trees);
    if (contains(id, {"ford"}))
        return styleOf(TerrainPattern::Ford);
    if (contains(id, {"riviere", "river", "fleuve", "lac", "lake", "water", "etang", "pond"}))
        return styleOf(TerrainPattern::Waves);
    if (contains(id, {"marais", "marsh", "swamp", "tourbi"}))
        return styleOf(TerrainPattern::Marsh);
    if (contains(id, {"ville", "village", "town", "city", "bourg", "hameau", "cite"}))
        return styleOf(TerrainPattern::Houses);
    if (contains(id, {"champ", "field", "culture", "vigne", "farm"}))
        return styleOf(TerrainPattern::Fields);
    if (contains(id, {"plaine", "plain", "prairie", "lande", "clair", "open", "clear"}))
        return styleOf(TerrainPattern::None);
    const std::uint32_t h = stableHash(id);
    const QColor fill = QColor::fromHsv(static_cast<int>(h % 360), 70 + static_cast<int>((h >> 9) % 50), 215);
    return {fill, fill.darker(220), TerrainPattern::Dots};
}

void paintTerrainPattern(QPainter &painter, TerrainPattern pattern, const QColor &ink, QPointF c, double r, int variant)
{
    const double mirror = variant % 2 == 0 ? 1.0 : -1.0;
    const double shift = variant % 2 == 0 ? -0.06 : 0.06;
    QPen pen(ink, std::max(1.0, 0.06 * r), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    switch (pattern) {
    case TerrainPattern::None:
        break;
    case TerrainPattern::Trees:
        trees(painter, c, r, ink, mirror);
        break;
    case TerrainPattern::Hachures:
        hachures(painter, c, r, shift, false);
        break;
    case TerrainPattern::DenseHachures:
        hachures(painter, c, r, shift, true);
        break;
    case TerrainPattern::Peaks: {
        const std::array<QPointF, 3> peak{{at(c, r, -0.55, 0.4), at(c, r, shift, -0.5), at(c, r, 0.55, 0.4)}};
        painter.setBrush(ink);
        painter.drawPolygon(peak.data(), 3);
        painter.setBrush(Qt::white);
        painter.setPen(Qt::NoPen);
        const std::array<QPointF, 3> snow{
            {at(c, r, shift - 0.18, -0.18), at(c, r, shift, -0.5), at(c, r, shift + 0.18, -0.18)}};
        painter.drawPolygon(snow.data(), 3);
        break;
    }
    case TerrainPattern::Waves:
        for (double y : {-0.38, 0.0, 0.38})
            wave(painter, c, r, y + shift, 0.6);
        break;
    case TerrainPattern::Ford: {
        painter.setPen(QPen(QColor(0xf2, 0xf8, 0xfd), pen.widthF()));
        wave(painter, c, r, -0.42, 0.5);
        wave(painter, c, r, 0.42, 0.5);
        painter.setPen(Qt::NoPen);
        painter.setBrush(ink);
        for (int i = -2; i <= 2; ++i)
            painter.drawEllipse(at(c, r, 0.26 * i, 0.0), 0.07 * r, 0.07 * r);
        break;
    }
    case TerrainPattern::Marsh:
        for (double y : {-0.3, 0.1, 0.45})
            painter.drawLine(at(c, r, -0.45 + shift, y), at(c, r, -0.05 + shift, y));
        for (const QPointF base : {at(c, r, 0.3 * mirror, -0.05), at(c, r, -0.3 * mirror, -0.45)}) {
            for (double dx : {-0.12, 0.0, 0.12})
                painter.drawLine(base, base + QPointF(dx * r, -0.25 * r));
        }
        break;
    case TerrainPattern::Houses:
        houses(painter, c, r, ink, mirror);
        break;
    case TerrainPattern::Fields:
        for (double x = -1.0; x <= 1.0; x += 0.3)
            painter.drawLine(at(c, r, x + shift - 0.5, 0.9), at(c, r, x + shift + 0.5, -0.9));
        break;
    case TerrainPattern::Dots:
        painter.setPen(Qt::NoPen);
        painter.setBrush(ink);
        for (const QPointF spot : {QPointF(-0.3, -0.2), QPointF(0.3, -0.1), QPointF(0.0, 0.35)})
            painter.drawEllipse(at(c, r, spot.x() * mirror, spot.y()), 0.06 * r, 0.06 * r);
        break;
    }
}

} // namespace arbitre::gui
