// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/napoleonic/ve_map_queries.h"
#include "map/hex_map_canvas.h"
#include "ve_map_painter.h"

#include <QPolygonF>
#include <QString>

#include <optional>
#include <vector>

class QPainter;

namespace arbitre::gui {

class VeDocument;

/**
 * The hex map of a Vive l'Empereur ! session: terrain and levels, the units as counters (side,
 * arm, formation, freshness, cohesion, losses, facing) and their leaders. With a unit selected it
 * draws the line of sight to the hex under the pointer or the one picked, as the core's
 * veLineOfSight finds it, and an artillery unit's range bands. It reads the document and never
 * changes it: clicks only select a unit, pick a target or a hex. Zoom, pan, fit and the hit tests are
 * HexMapCanvas's; what it draws is paintVeMapLayer()'s (ve_map_painter.h), as `arbitre-cli render` draws it.
 */
class VeMapView : public HexMapCanvas
{
    Q_OBJECT

public:
    explicit VeMapView(const VeDocument *document, QWidget *parent = nullptr);

    QSize sizeHint() const override { return {900, 650}; }

    QString selectedUnit() const { return m_selected; }
    /** Selects unit `id` ("" = none) without emitting unitSelected. */
    void setSelectedUnit(const QString &id);
    /** Pins the hex the line of sight goes to (nullopt: back to the hex under the pointer). */
    void setLosTarget(std::optional<Hex> hex);
    /** The hex the line of sight goes to: the pinned one, else the one under the pointer. */
    std::optional<Hex> losTarget() const;
    /** The selected unit's line of sight to losTarget(), from the core; nullopt without both. */
    std::optional<napoleonic::LosResult> lineOfSight() const;
    /** The selected artillery unit's range bands (VE-45, VE-46); empty for another unit. */
    std::vector<napoleonic::VeRangeBand> rangeBands() const;
    /** The hexes those bands cover. */
    std::vector<Hex> rangeHexes() const;

    /** Where hex `hex`'s centre is drawn, in widget pixels (tests click there). */
    QPointF hexCentre(Hex hex) const;
    std::optional<Hex> hexAt(QPointF widgetPoint) const;
    /** The standing unit on `hex`, "" when none. */
    QString unitAt(Hex hex) const;

    /**
     * The name a unit's counter shows under it at the present zoom: the unit's name, elided on the right to
     * the width of its hex (the whole name is in the counter's tooltip); "" for an unknown unit.
     */
    QString counterName(const QString &id) const;

Q_SIGNALS:
    /** The GM clicked a unit of the selected unit's side, or any unit with none selected. */
    void unitSelected(const QString &id);
    /** The GM clicked an enemy of the selected unit: the target of its procedure. */
    void targetPicked(const QString &id);
    /** The GM clicked a hex with no unit (a move's destination, a line of sight pinned). */
    void hexPicked(arbitre::Hex hex);
    /** The selection, the line of sight's target or the hex under the pointer changed. */
    void sightChanged();

protected:
    const MapGeometry &mapGeometry() const override { return m_geometry; }
    void paintLayer(QPainter &painter, const MapViewport &viewport, MapLayer layer) override;
    void mapClicked(QPoint pos) override;
    void hoverChanged(std::optional<OffsetCoord> cell) override;
    bool event(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    const VeDocument *m_document;
    MapGeometry m_geometry;
    QString m_selected;
    std::optional<Hex> m_pinned;

    /** What the map shows now: the document's session, the selection and the line of sight's target. */
    VeMapScene scene() const;
};

} // namespace arbitre::gui
