// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The VE map's widget side: selection, clicks and the queries (line of sight, range) it asks the core
// for; zoom, pan, fit and hit tests are HexMapCanvas's. The drawing is paintVeMapLayer()'s (ve_map_painter.cpp).
#include "ve_map_view.h"

#include "ve_document.h"
#include "ve_text.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace arbitre::gui {

using namespace arbitre::napoleonic;

VeMapView::VeMapView(const VeDocument *document, QWidget *parent)
    : HexMapCanvas(parent), m_document(document), m_geometry(document->scenario().map.grid)
{
    setMinimumSize(400, 300);
    setFocusPolicy(Qt::ClickFocus);
    fitToWindow();
}

void VeMapView::setSelectedUnit(const QString &id)
{
    if (m_selected == id)
        return;
    m_selected = id;
    m_pinned.reset(); // another unit's target is not this one's
    update();
    Q_EMIT sightChanged();
}

void VeMapView::setLosTarget(std::optional<Hex> hex)
{
    m_pinned = hex;
    update();
    Q_EMIT sightChanged();
}

std::optional<Hex> VeMapView::losTarget() const
{
    if (m_pinned)
        return m_pinned;
    const std::optional<OffsetCoord> hover = hoveredCell();
    return hover ? std::optional(m_geometry.grid().hexOf(*hover)) : std::nullopt;
}

VeMapScene VeMapView::scene() const
{
    return VeMapScene{m_document->scenario(),
                      m_document->state(),
                      m_geometry,
                      m_selected.toStdString(),
                      losTarget(),
                      {},
                      font(),
                      palette().color(QPalette::Window)};
}

std::optional<LosResult> VeMapView::lineOfSight() const
{
    return veSelectedLineOfSight(scene());
}

std::vector<VeRangeBand> VeMapView::rangeBands() const
{
    return veSelectedRangeBands(scene());
}

std::vector<Hex> VeMapView::rangeHexes() const
{
    return veSelectedRangeHexes(scene());
}

QString VeMapView::counterName(const QString &id) const
{
    for (const VePiece &piece : m_document->state().units) {
        if (QString::fromStdString(piece.id) == id)
            return veCounterName(scene(), piece, zoom());
    }
    return {};
}

QPointF VeMapView::hexCentre(Hex hex) const
{
    return cellCentre(m_geometry.grid().cellOf(hex));
}

std::optional<Hex> VeMapView::hexAt(QPointF widgetPoint) const
{
    const std::optional<OffsetCoord> cell = cellAtPoint(widgetPoint);
    if (!cell)
        return std::nullopt;
    return m_geometry.grid().hexOf(*cell);
}

QString VeMapView::unitAt(Hex hex) const
{
    for (const VePiece &piece : m_document->state().units) {
        if (piece.hex && *piece.hex == hex && !piece.eliminated)
            return QString::fromStdString(piece.id);
    }
    return {};
}

bool VeMapView::event(QEvent *event)
{
    if (event->type() != QEvent::ToolTip)
        return QWidget::event(event);
    // The unit under the pointer, named, with its states; or the hex's terrain and level.
    const auto *help = static_cast<QHelpEvent *>(event);
    const std::optional<Hex> hex = hexAt(help->pos());
    if (!hex) {
        QToolTip::hideText();
        return true;
    }
    const VeRuleset &rules = m_document->ruleset();
    const VeMap &map = m_document->scenario().map;
    const OffsetCoord cell = map.grid.cellOf(*hex);
    QString text = tr("[%1, %2] %3, level %4")
                       .arg(cell.col)
                       .arg(cell.row)
                       .arg(ve_text::terrainLabel(rules, rules.terrains.at(map.terrainAt(*hex)).id))
                       .arg(map.levelAt(*hex));
    if (const QString id = unitAt(*hex); !id.isEmpty()) {
        const VePiece &piece = m_document->session().unit(id.toStdString());
        text = tr("%1 — %2: %3, %4, %5, losses %6 / %7")
                   .arg(id, QString::fromStdString(piece.name), ve_text::formationLabel(rules, piece.unit.formation),
                        ve_text::label(rules.freshness, freshnessId(piece.unit.freshness)),
                        ve_text::label(rules.cohesion, cohesionId(piece.unit.cohesion)))
                   .arg(piece.unit.losses)
                   .arg(piece.lossSteps) +
               QLatin1Char('\n') + text;
    }
    QToolTip::showText(help->globalPos(), text, this);
    return true;
}

void VeMapView::paintLayer(QPainter &painter, const MapViewport &viewport, MapLayer layer)
{
    paintVeMapLayer(painter, viewport, scene(), layer);
}

void VeMapView::hoverChanged(std::optional<OffsetCoord> cell)
{
    // The line of sight follows the pointer while a unit is selected and no target pinned; off the map, none.
    if (cell && (m_pinned || m_selected.isEmpty()))
        return;
    update();
    Q_EMIT sightChanged();
}

void VeMapView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::RightButton) {
        setLosTarget(std::nullopt); // back to following the pointer
        event->accept();
        return;
    }
    HexMapCanvas::mousePressEvent(event); // a left click (mapClicked) unless it is dragged: then it pans
}

void VeMapView::mapClicked(QPoint pos)
{
    const std::optional<Hex> hex = hexAt(QPointF(pos));
    if (!hex)
        return;
    const QString id = unitAt(*hex);
    const VePiece *selected = veSelectedPiece(scene());
    if (id.isEmpty()) {
        setLosTarget(hex);
        Q_EMIT hexPicked(*hex);
        return;
    }
    const VePiece &clicked = m_document->session().unit(id.toStdString());
    if (selected && clicked.side != selected->side) {
        setLosTarget(hex);
        Q_EMIT targetPicked(id);
        return;
    }
    setSelectedUnit(id);
    Q_EMIT unitSelected(id);
}

} // namespace arbitre::gui
