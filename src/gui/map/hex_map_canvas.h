// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "map/map_geometry.h"
#include "map/map_layer.h"

#include <QPolygonF>
#include <QWidget>

#include <optional>

class QPainter;

namespace arbitre::gui {

/**
 * The widget side every hex map shares, whatever its rule system: a MapViewport (zoom and centre) that
 * fits the map on open and keeps it fitted until the GM zooms or pans, zoom limits, the wheel, arrow keys,
 * space- or middle-drag panning, a press on the map that is a click unless it moves past the drag distance
 * (then it pans), the hex under the pointer, and the hit tests — all through the one MapGeometry.
 * paintEvent draws MapLayers in order through paintLayer(). A system's map (the Umbra HexMapView, the VE
 * VeMapView) says what its geometry is, draws its layers and answers clicks; it holds no rules.
 */
class HexMapCanvas : public QWidget
{
    Q_OBJECT

public:
    static constexpr double MaxZoom = MapZoom::Max;
    static constexpr double ZoomStep = 1.25;
    static constexpr double FitMargin = MapZoom::FitMargin;

    explicit HexMapCanvas(QWidget *parent = nullptr);

    /** Pixels per hex size unit (hex radius in pixels). */
    double zoom() const { return m_zoom; }
    /** The smallest zoom: the one at which the whole map fits the widget. */
    double minZoom() const;
    void setZoom(double zoom);
    void zoomIn();
    void zoomOut();
    /**
     * Zooms so that the whole map fits the widget. Until the GM zooms or pans, the map stays fitted as the
     * widget is shown and resized (a window lays its docks out after the map is made).
     */
    void fitToWindow();
    /** Whether the map is fitted and follows the widget's size (neither zoomed nor panned since). */
    bool followsFit() const { return m_followFit; }
    /** The part of the map shown, in map coordinates at zoom 1 (for the overview). */
    QRectF visibleMapRect() const;
    /** The whole map's extent in map coordinates at zoom 1. */
    QRectF mapBounds() const { return mapGeometry().bounds(); }
    /** Centres the view on a point in map coordinates at zoom 1 (the overview's clicks). */
    void centerOnMapPoint(QPointF point);
    void centerOn(OffsetCoord cell);

    /** The hex under a widget position, if it is on the map. */
    std::optional<OffsetCoord> cellAtPoint(QPointF widgetPos) const;
    /** Widget position of the centre of a hex. */
    QPointF cellCentre(OffsetCoord cell) const;
    /** The hex's outline in widget pixels, `inset` pixels inside its corners. */
    QPolygonF cellPolygon(OffsetCoord cell, double inset = 0.0) const;
    /** The hex under the pointer, if any. */
    std::optional<OffsetCoord> hoveredCell() const { return m_hover; }

Q_SIGNALS:
    /** Zoom or pan changed (the overview follows). */
    void viewportChanged();

protected:
    /** Where the hexes lie; an empty geometry draws nothing and hits nothing. */
    virtual const MapGeometry &mapGeometry() const = 0;
    /** Draws the map's items of `layer`. */
    virtual void paintLayer(QPainter &painter, const MapViewport &viewport, MapLayer layer) = 0;
    /** A press of the left button at `pos` that did not move past the drag distance before its release. */
    virtual void mapClicked(QPoint pos) { Q_UNUSED(pos) }
    /** The pointer went onto another hex, or off the map. */
    virtual void hoverChanged(std::optional<OffsetCoord> cell) { Q_UNUSED(cell) }
    /** The cursor the map shows at `pos`; by default the pan's hands. */
    virtual Qt::CursorShape cursorAt(QPoint pos) const;

    MapViewport viewport() const;
    /** After the map was replaced: the zoom kept within the limits, the view centred on the map. */
    void recentre();
    /** Keeps the map in view after its size changed. */
    void keepInView() { setCentre(m_centre); }
    /** Starts a press that is a click (mapClicked on release) unless it is dragged: then it pans. */
    void beginClickOrPan(QPoint pos);
    /** Whether the canvas has a press or a pan under way (the subclass starts no gesture then). */
    bool panGestureActive() const { return m_pan != Pan::None; }
    bool spaceHeld() const { return m_spaceHeld; }
    void cancelPan() { m_pan = Pan::None; }
    void refreshCursor(QPoint pos);

    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    enum class Pan
    {
        None,
        Pending, /**< pressed: a click on release, a pan past the drag distance */
        Panning,
    };

    double m_zoom = 28.0;
    QPointF m_centre; /**< the map point (map units) at the widget's centre */
    bool m_followFit = false;
    Pan m_pan = Pan::None;
    QPoint m_pressPos;
    QPointF m_pressCentre; /**< m_centre when the pan began */
    bool m_spaceHeld = false;
    std::optional<OffsetCoord> m_hover;

    void zoomAt(double zoom, QPointF anchor);
    void setCentre(QPointF centre);
    void applyFit();
    void setHover(std::optional<OffsetCoord> cell);
};

} // namespace arbitre::gui
