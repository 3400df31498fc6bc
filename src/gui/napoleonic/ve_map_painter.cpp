// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// How the VE map is drawn: terrain with the shared terrain styles, levels and crests, the range
// bands of a selected battery, counters with their states, leaders, and the line of sight. No widget:
// VeMapView and `arbitre-cli render` draw through paintVeMapLayer().
#include "ve_map_painter.h"

#include "ve_text.h"

#include "map/terrain_style.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace arbitre::gui {

using namespace arbitre::napoleonic;

namespace {

const QColor CrestInk(120, 72, 30);
const QColor LosClear(30, 150, 60);
const QColor LosBlocked(200, 30, 30);
const QColor SelectionInk(255, 200, 0);

/** The two sides' counter colours: French blue, Austrian white; a third side falls back to grey. */
QColor sideFill(std::size_t side)
{
    static const QColor fills[] = {QColor(52, 84, 160), QColor(236, 232, 218)};
    return side < 2 ? fills[side] : QColor(150, 150, 150);
}

QColor sideInk(std::size_t side)
{
    return side == 0 ? QColor(Qt::white) : QColor(20, 20, 20);
}

/** Higher ground is drawn darker and browner, one step a level (VE-49). */
QColor levelled(QColor fill, int level)
{
    if (level <= 0)
        return fill;
    const double t = std::min(0.12 * level, 0.6);
    return QColor::fromRgbF(static_cast<float>(fill.redF() * (1 - t) + 0.55 * t),
                            static_cast<float>(fill.greenF() * (1 - t) + 0.42 * t),
                            static_cast<float>(fill.blueF() * (1 - t) + 0.25 * t));
}

/** The words the map draws (marked for lupdate with QT_TRANSLATE_NOOP), in the context they always had: the map view's.
 */
QString mapText(const char *text)
{
    return QCoreApplication::translate("arbitre::gui::VeMapView", text);
}

/** One frame of the map: the scene seen through a viewport. */
class VePainting
{
public:
    VePainting(const VeMapScene &scene, const MapViewport &viewport) : m_scene(scene), m_view(viewport) {}

    void paintTerrain(QPainter &painter) const;
    void paintMarked(QPainter &painter) const;
    void paintRange(QPainter &painter) const;
    void paintUnits(QPainter &painter) const;
    void paintLeaders(QPainter &painter) const;
    void paintLineOfSight(QPainter &painter) const;

private:
    const VeMapScene &m_scene;
    const MapViewport &m_view;
    const MapGeometry &m_geometry = m_scene.geometry;

    double zoom() const { return m_view.zoom; }
    QPointF hexCentre(Hex hex) const { return m_view.toWidget(m_geometry.centre(m_geometry.grid().cellOf(hex))); }
    QPolygonF hexPolygon(Hex hex, double inset = 0.0) const;
    void paintCounter(QPainter &painter, const VePiece &piece, QPointF centre, double size) const;
    // The counter's parts, drawn in this order over its side's colour.
    void paintFacing(QPainter &painter, const VePiece &piece, QPointF centre, double size) const;
    void paintArmSymbol(QPainter &painter, const VePiece &piece, const QRectF &box, double size,
                        const QColor &ink) const;
    void paintFormation(QPainter &painter, const VePiece &piece, const QRectF &box, double size,
                        const QColor &ink) const;
    void paintLossPips(QPainter &painter, const VePiece &piece, const QRectF &box, QPointF centre, double size,
                       const QColor &ink) const;
    void paintStateMarkers(QPainter &painter, const VePiece &piece, const QRectF &box, double size) const;
    /** The unit's name on a light strip under its counter. */
    void paintName(QPainter &painter, const VePiece &piece, const QRectF &box) const;
};

QFont nameFont(const VeMapScene &scene, double zoom)
{
    // Narrow type: most names fit their hex whole at a laptop's zoom.
    QFont font = scene.font;
    font.setPixelSize(std::max(8, static_cast<int>(zoom * 0.26)));
    font.setStretch(QFont::SemiCondensed);
    return font;
}

QPolygonF VePainting::hexPolygon(Hex hex, double inset) const
{
    const QPointF centre = hexCentre(hex);
    const double radius = zoom() - inset;
    QPolygonF polygon;
    for (const QPointF &corner : m_geometry.unitCorners())
        polygon << centre + corner * radius;
    return polygon;
}

void VePainting::paintTerrain(QPainter &painter) const
{
    const VeMap &map = m_scene.scenario.map;
    const double radius = zoom();
    for (int i = 0; i < map.grid.cellCount(); ++i) {
        const Hex hex = map.grid.hexAt(i);
        const auto cell = static_cast<std::size_t>(i);
        const std::string &id = m_scene.scenario.ruleset().terrains.at(map.terrain[cell]).id;
        const TerrainStyle style = terrainStyle(id);
        const QPolygonF polygon = hexPolygon(hex);
        painter.setPen(QPen(QColor(0, 0, 0, 60), 0.8));
        painter.setBrush(levelled(style.fill, map.level[cell]));
        painter.drawPolygon(polygon);
        if (style.pattern != TerrainPattern::None) {
            painter.save();
            QPainterPath clip;
            clip.addPolygon(polygon);
            painter.setClipPath(clip);
            paintTerrainPattern(painter, style.pattern, style.ink, hexCentre(hex), radius, i % 2);
            painter.restore();
        }
        if (map.level[cell] > 0) {
            painter.setPen(CrestInk);
            QFont font = painter.font();
            font.setPixelSize(std::max(8, static_cast<int>(radius * 0.32)));
            painter.setFont(font);
            const QPointF c = hexCentre(hex);
            painter.drawText(QRectF(c.x() - radius * 0.5, c.y() + radius * 0.61, radius, radius * 0.34),
                             Qt::AlignCenter, QString::number(map.level[cell]));
        }
    }
    // VE-49, VE-50: a change of level is a slope or crest, drawn on the edge between the two hexes.
    painter.setPen(QPen(CrestInk, std::max(2.0, radius * 0.1), Qt::SolidLine, Qt::RoundCap));
    const auto &corners = m_geometry.unitCorners();
    for (int i = 0; i < map.grid.cellCount(); ++i) {
        const OffsetCoord cell = map.grid.cellOf(map.grid.hexAt(i));
        for (int k = 0; k < 6; ++k) {
            const std::optional<OffsetCoord> other = m_geometry.acrossEdge(cell, k);
            if (!other)
                continue;
            const int here = map.level[static_cast<std::size_t>(i)];
            const int there = map.level[static_cast<std::size_t>(m_geometry.index(*other))];
            if (here > there) {
                const QPointF c = hexCentre(map.grid.hexAt(i));
                painter.drawLine(c + corners[static_cast<std::size_t>(k)] * radius,
                                 c + corners[static_cast<std::size_t>((k + 1) % 6)] * radius);
            }
        }
    }
}

void VePainting::paintRange(QPainter &painter) const
{
    const std::vector<VeRangeBand> bands = veSelectedRangeBands(m_scene);
    const VePiece *piece = veSelectedPiece(m_scene);
    if (bands.empty() || !piece)
        return;
    const double radius = zoom();
    QFont font = painter.font();
    font.setPixelSize(std::max(8, static_cast<int>(radius * 0.28)));
    font.setBold(true);
    painter.setFont(font);
    for (const Hex hex : veSelectedRangeHexes(m_scene)) {
        const int d = distance(hex, *piece->hex);
        const auto band =
            std::find_if(bands.begin(), bands.end(), [d](const VeRangeBand &b) { return b.distance == d; });
        // Closer bands are stronger: the fire value drops with range (VE-45).
        const int alpha = 40 + 90 * band->fireValue / std::max(1, bands.front().fireValue);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(240, 120, 20, alpha));
        painter.drawPolygon(hexPolygon(hex, radius * 0.06));
        painter.setPen(QColor(120, 40, 0));
        const QPointF c = hexCentre(hex);
        painter.drawText(QRectF(c.x() - radius * 0.6, c.y() - radius * 0.95, radius * 1.2, radius * 0.34),
                         Qt::AlignCenter, QString::number(band->fireValue));
    }
    // The maximum range's edge (VE-46).
    painter.setPen(QPen(QColor(200, 80, 0), std::max(1.5, radius * 0.06), Qt::DashLine));
    painter.setBrush(Qt::NoBrush);
    const auto &corners = m_geometry.unitCorners();
    const int maxRange = bands.back().distance;
    for (const Hex hex : veSelectedRangeHexes(m_scene)) {
        if (distance(hex, *piece->hex) != maxRange)
            continue;
        const OffsetCoord cell = m_geometry.grid().cellOf(hex);
        for (int k = 0; k < 6; ++k) {
            const std::optional<OffsetCoord> other = m_geometry.acrossEdge(cell, k);
            if (other && distance(m_geometry.grid().hexOf(*other), *piece->hex) <= maxRange)
                continue;
            const QPointF c = hexCentre(hex);
            painter.drawLine(c + corners[static_cast<std::size_t>(k)] * radius,
                             c + corners[static_cast<std::size_t>((k + 1) % 6)] * radius);
        }
    }
}

void VePainting::paintUnits(QPainter &painter) const
{
    const double size = zoom() * 1.2;
    for (const VePiece &piece : m_scene.state.units) {
        if (!piece.hex || piece.eliminated)
            continue;
        const QPointF centre = hexCentre(*piece.hex);
        if (piece.id == m_scene.selected) {
            painter.setPen(QPen(SelectionInk, std::max(3.0, zoom() * 0.14)));
            painter.setBrush(Qt::NoBrush);
            painter.drawPolygon(hexPolygon(*piece.hex, zoom() * 0.05));
        }
        paintCounter(painter, piece, centre, size);
    }
}

void VePainting::paintCounter(QPainter &painter, const VePiece &piece, QPointF centre, double size) const
{
    const QRectF box(centre.x() - size / 2, centre.y() - size / 2, size, size);
    const QColor fill = sideFill(piece.side);
    const QColor ink = sideInk(piece.side);
    painter.setPen(QPen(QColor(20, 20, 20), 1.2));
    painter.setBrush(fill);
    painter.drawRoundedRect(box, size * 0.08, size * 0.08);
    paintFacing(painter, piece, centre, size);
    paintArmSymbol(painter, piece, box, size, ink);
    paintFormation(painter, piece, box, size, ink);
    paintLossPips(painter, piece, box, centre, size, ink);
    paintStateMarkers(painter, piece, box, size);
    paintName(painter, piece, box);
}

void VePainting::paintName(QPainter &painter, const VePiece &piece, const QRectF &box) const
{
    const QString name = veCounterName(m_scene, piece, zoom());
    const QFont font = nameFont(m_scene, zoom());
    const QFontMetricsF metrics(font);
    const double width = metrics.horizontalAdvance(name) + metrics.height() * 0.5;
    const QRectF strip(box.center().x() - width / 2, box.bottom() + 1.0, width, metrics.height());
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(255, 255, 255, 215));
    painter.drawRoundedRect(strip, 3.0, 3.0);
    painter.setFont(font);
    painter.setPen(QColor(20, 20, 20));
    painter.drawText(strip, Qt::AlignCenter, name);
}

/** VE-28: the facing, a notch on the counter's front edge. */
void VePainting::paintFacing(QPainter &painter, const VePiece &piece, QPointF centre, double size) const
{
    const auto &ids = veFacingIds(m_geometry.grid().orientation);
    const auto facing = std::find(ids.begin(), ids.end(), piece.facing);
    if (facing == ids.end())
        return;
    const Hex step = HexDirections[static_cast<std::size_t>(facing - ids.begin())];
    const QPointF towards = m_geometry.centre(step) - m_geometry.centre(Hex{});
    const QPointF unit = towards / std::hypot(towards.x(), towards.y());
    const QPointF tip = centre + unit * size * 0.62;
    const QPointF side(-unit.y() * size * 0.14, unit.x() * size * 0.14);
    const QPointF base = centre + unit * size * 0.46;
    painter.setBrush(QColor(20, 20, 20));
    painter.drawPolygon(QPolygonF({tip, base + side, base - side}));
}

/** NATO arm symbol: a crossed box for infantry, one diagonal for cavalry, a dot for artillery. */
void VePainting::paintArmSymbol(QPainter &painter, const VePiece &piece, const QRectF &box, double size,
                                const QColor &ink) const
{
    const QRectF symbol(box.left() + size * 0.25, box.top() + size * 0.12, size * 0.5, size * 0.34);
    painter.setPen(QPen(ink, std::max(1.0, size * 0.04)));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(symbol);
    switch (piece.unit.arm) {
    case VeArm::Infanterie:
        painter.drawLine(symbol.topLeft(), symbol.bottomRight());
        painter.drawLine(symbol.bottomLeft(), symbol.topRight());
        break;
    case VeArm::Cavalerie:
        painter.drawLine(symbol.bottomLeft(), symbol.topRight());
        break;
    case VeArm::Artillerie:
        painter.setBrush(ink);
        painter.drawEllipse(symbol.center(), size * 0.08, size * 0.08);
        break;
    }
}

/** The formation (VE-66–VE-69), in a smaller type when it is long, cut short only if it still does not fit. */
void VePainting::paintFormation(QPainter &painter, const VePiece &piece, const QRectF &box, double size,
                                const QColor &ink) const
{
    const VeRuleset &rules = m_scene.scenario.ruleset();
    const QString formation = ve_text::formationLabel(rules, piece.unit.formation);
    QFont font = painter.font();
    font.setBold(false);
    font.setPixelSize(std::max(7, static_cast<int>(size * 0.2)));
    const double room = size * 0.94;
    const double wide = QFontMetricsF(font).horizontalAdvance(formation);
    if (wide > room)
        font.setPixelSize(std::max(6, static_cast<int>(font.pixelSize() * room / wide)));
    painter.setFont(font);
    painter.setPen(ink);
    painter.drawText(QRectF(box.left(), box.top() + size * 0.5, size, size * 0.24), Qt::AlignCenter,
                     painter.fontMetrics().elidedText(formation, Qt::ElideRight, static_cast<int>(room)));
}

/** Losses: one pip a loss step, filled when taken (VE-M1). */
void VePainting::paintLossPips(QPainter &painter, const VePiece &piece, const QRectF &box, QPointF centre, double size,
                               const QColor &ink) const
{
    const double pip = size * 0.09;
    const double pipsWidth = piece.lossSteps * pip * 2.4;
    for (int i = 0; i < piece.lossSteps; ++i) {
        const QPointF at(centre.x() - pipsWidth / 2 + pip * 1.2 + i * pip * 2.4, box.bottom() - pip * 1.4);
        painter.setPen(QPen(ink, 1.0));
        painter.setBrush(i < piece.unit.losses ? QBrush(LosBlocked) : QBrush(Qt::NoBrush));
        painter.drawEllipse(at, pip, pip);
    }
}

/** VE-7, VE-8: Fatiguée and the cohesion as corner markers. */
void VePainting::paintStateMarkers(QPainter &painter, const VePiece &piece, const QRectF &box, double size) const
{
    if (piece.unit.freshness == Freshness::Fatiguee) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(110, 110, 110));
        painter.drawRect(QRectF(box.left(), box.top(), size * 0.22, size * 0.22));
        painter.setPen(Qt::white);
        painter.drawText(QRectF(box.left(), box.top(), size * 0.22, size * 0.22), Qt::AlignCenter,
                         mapText(QT_TRANSLATE_NOOP("arbitre::gui::VeMapView", "F")));
    }
    if (piece.unit.cohesion != Cohesion::Vaillante) {
        const bool rout = piece.unit.cohesion == Cohesion::Deroute;
        painter.setPen(QPen(QColor(20, 20, 20), 1.0));
        painter.setBrush(rout ? QColor(210, 30, 30) : QColor(245, 200, 20));
        const QRectF mark(box.right() - size * 0.26, box.top(), size * 0.26, size * 0.26);
        painter.drawRect(mark);
        painter.setPen(rout ? Qt::white : Qt::black);
        painter.drawText(mark, Qt::AlignCenter,
                         rout ? mapText(QT_TRANSLATE_NOOP("arbitre::gui::VeMapView", "R"))
                              : mapText(QT_TRANSLATE_NOOP("arbitre::gui::VeMapView", "S")));
    }
}

void VePainting::paintLeaders(QPainter &painter) const
{
    const VeState &state = m_scene.state;
    const double r = zoom() * 0.2;
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(7, static_cast<int>(r * 1.2)));
    painter.setFont(font);
    for (const VeLeaderPiece &leader : state.leaders) {
        const std::optional<Hex> hex = state.leaderHex(leader);
        if (!hex || !leader.active())
            continue;
        // A leader on a unit sits on its counter's lower-right corner, one alone in his hex's middle.
        const QPointF at =
            hexCentre(*hex) + (leader.attached.empty() ? QPointF() : QPointF(zoom() * 0.62, zoom() * 0.5));
        painter.setPen(QPen(QColor(20, 20, 20), 1.2));
        painter.setBrush(QColor(250, 215, 60));
        painter.drawEllipse(at, r, r);
        painter.setPen(QColor(20, 20, 20));
        painter.drawText(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r), Qt::AlignCenter,
                         QString::fromStdString(leader.name).left(1));
    }
}

void VePainting::paintLineOfSight(QPainter &painter) const
{
    const std::optional<LosResult> los = veSelectedLineOfSight(m_scene);
    const VePiece *piece = veSelectedPiece(m_scene);
    if (!los || !piece)
        return;
    const QPointF from = hexCentre(*piece->hex);
    const QPointF to = hexCentre(*m_scene.losTarget);
    const double width = std::max(2.5, zoom() * 0.1);
    if (los->clear) {
        painter.setPen(QPen(LosClear, width, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(from, to);
        return;
    }
    // Red up to the hex that blocks, dashed beyond, the blocking hex ringed with the reason.
    const QPointF blocked = hexCentre(*los->blockedAt);
    painter.setPen(QPen(LosBlocked, width, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(from, blocked);
    painter.setPen(
        QPen(QColor(LosBlocked.red(), LosBlocked.green(), LosBlocked.blue(), 120), width * 0.6, Qt::DashLine));
    painter.drawLine(blocked, to);
    painter.setPen(QPen(LosBlocked, width));
    painter.setBrush(Qt::NoBrush);
    painter.drawPolygon(hexPolygon(*los->blockedAt, zoom() * 0.1));
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(9, static_cast<int>(zoom() * 0.34)));
    painter.setFont(font);
    const QString text = mapText(QT_TRANSLATE_NOOP("arbitre::gui::VeMapView", "Blocked: %1"))
                             .arg(ve_text::losReason(m_scene.scenario.ruleset(), los->reason));
    // The reason goes beside the blocking hex, on the side away from the firer, clear of the red line.
    const QSizeF textSize = painter.fontMetrics().size(Qt::TextSingleLine, text);
    const double x =
        from.x() <= blocked.x() ? blocked.x() + zoom() * 0.95 : blocked.x() - zoom() * 0.95 - textSize.width();
    const QRectF label(QPointF(x, blocked.y() - textSize.height() / 2), textSize);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(255, 255, 255, 215));
    painter.drawRoundedRect(label.adjusted(-4, -2, 4, 2), 3, 3);
    painter.setPen(LosBlocked);
    painter.drawText(label, Qt::AlignCenter, text);
}

void VePainting::paintMarked(QPainter &painter) const
{
    // As the Umbra map marks a log entry's hexes: an amber outline over a light wash.
    const double width = std::max(2.0, zoom() * 0.1);
    for (const OffsetCoord &cell : m_scene.marked) {
        if (!m_geometry.grid().contains(cell))
            continue;
        const QPolygonF polygon = hexPolygon(m_geometry.grid().hexOf(cell), zoom() * 0.05);
        painter.setPen(QPen(QColor(0, 0, 0, 110), width + 2.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.setBrush(QColor(255, 179, 0, 60));
        painter.drawPolygon(polygon);
        painter.setPen(QPen(QColor(255, 179, 0), width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.setBrush(Qt::NoBrush);
        painter.drawPolygon(polygon);
    }
}

} // namespace

const VePiece *veSelectedPiece(const VeMapScene &scene)
{
    if (scene.selected.empty())
        return nullptr;
    const auto index = scene.scenario.unitIndex(scene.selected);
    if (!index)
        return nullptr;
    const VePiece &piece = scene.state.units[*index];
    return piece.hex && !piece.eliminated ? &piece : nullptr;
}

std::optional<LosResult> veSelectedLineOfSight(const VeMapScene &scene)
{
    const VePiece *piece = veSelectedPiece(scene);
    if (!piece || !scene.losTarget || *scene.losTarget == *piece->hex)
        return std::nullopt;
    return veLineOfSightOnMap(scene.scenario, scene.state, *piece->hex, *scene.losTarget);
}

std::vector<VeRangeBand> veSelectedRangeBands(const VeMapScene &scene)
{
    const VePiece *piece = veSelectedPiece(scene);
    if (!piece)
        return {};
    return veArtilleryBands(scene.scenario.ruleset(), piece->unit);
}

std::vector<Hex> veSelectedRangeHexes(const VeMapScene &scene)
{
    const VePiece *piece = veSelectedPiece(scene);
    const std::vector<VeRangeBand> bands = veSelectedRangeBands(scene);
    if (!piece || bands.empty())
        return {};
    std::vector<Hex> out;
    for (const Hex hex : veHexesInRange(scene.scenario.map, *piece->hex, bands.back().distance)) {
        const int d = distance(hex, *piece->hex);
        if (std::any_of(bands.begin(), bands.end(), [d](const VeRangeBand &b) { return b.distance == d; }))
            out.push_back(hex);
    }
    return out;
}

QString veCounterName(const VeMapScene &scene, const VePiece &piece, double zoom)
{
    const QString name = QString::fromStdString(piece.name.empty() ? piece.id : piece.name);
    // As wide as the hex: a name never covers its neighbours' counters.
    const int room = static_cast<int>(zoom * 1.72);
    return QFontMetrics(nameFont(scene, zoom)).elidedText(name, Qt::ElideRight, room);
}

void paintVeMapLayer(QPainter &painter, const MapViewport &viewport, const VeMapScene &scene, MapLayer layer)
{
    const VePainting frame(scene, viewport);
    switch (layer) {
    case MapLayer::Terrain:
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setFont(scene.font);
        painter.fillRect(QRectF(QPointF(0, 0), QSizeF(viewport.size)), scene.background);
        frame.paintTerrain(painter);
        break;
    case MapLayer::Areas:
        frame.paintRange(painter);
        frame.paintMarked(painter);
        break;
    case MapLayer::Counters:
        frame.paintUnits(painter);
        frame.paintLeaders(painter);
        break;
    case MapLayer::Marks:
        frame.paintLineOfSight(painter);
        break;
    case MapLayer::Places: // the VE scenarios name no places
    case MapLayer::Gesture:
        break;
    }
}

} // namespace arbitre::gui
