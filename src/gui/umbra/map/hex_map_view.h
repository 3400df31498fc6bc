// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/hex_layout.h"
#include "map/hex_map_canvas.h"
#include "map_painter.h"

#include <QPointer>
#include <QWidget>

#include <optional>
#include <vector>

namespace arbitre::gui {

class UmbraDocument;
struct DocumentChange;
struct Selection;

/**
 * The hex map of the open session: terrain, places, positions, fortify sites and the counters of
 * both sides, drawn from the document's state. It never changes the document itself: it selects
 * through UmbraDocument::select() and reports the GM's gestures (a drop, a brush stroke) as signals
 * that the main window turns into undoable commands. Zoom, pan, fit and the hit tests are HexMapCanvas's;
 * it draws the MapPainter's layers.
 */
class HexMapView : public HexMapCanvas
{
    Q_OBJECT

public:
    enum class Tool
    {
        Select,       /**< click selects a counter (or a hex); a drag moves a counter in set-up */
        PaintTerrain, /**< click or drag paints the brush terrain; one stroke = one signal */
    };

    explicit HexMapView(QWidget *parent = nullptr);
    ~HexMapView() override;

    /** Shows `document` (or nothing). The view follows its changed() and selectionChanged() signals. */
    void setDocument(UmbraDocument *document);

    void setTool(Tool tool);
    Tool tool() const { return m_tool; }
    /** The terrain index (into the ruleset's terrains) the brush paints, and its radius in hexes (0 = one hex). */
    void setBrush(int terrain, int radius);
    /** Whether counters may be dragged (set-up, or the moving side's step in play). */
    void setCountersMovable(bool movable);
    /** Shows only the hexes where the selected unit leaves its confrontation (UD-73), until the selection changes. */
    void showLeavingReach();
    /** Hexes to mark (the battle-log entry the GM reads); empty clears. */
    void setMarkedCells(std::vector<OffsetCoord> cells);
    /** What the overlay shows now (tests check the reach, the pending orders and the outlook marks). */
    const MapOverlay &overlay() const { return m_overlay; }
    /** The tooltip of the outlook marks on `cell` (contacts, confrontations, arrivals), empty when none. */
    QString outlookTooltip(OffsetCoord cell) const;
    /** Why the last click beyond the selected unit's reach could not move it; empty when it was no such click. */
    const QString &lastRefusal() const { return m_refusal; }

    /** The hex under a widget position, if it is on the map. */
    std::optional<OffsetCoord> cellAt(QPoint widgetPos) const;
    /** Widget position of the centre of a hex (tests use it to click and drag). */
    QPoint cellCenter(OffsetCoord cell) const;
    /** Widget position of the centre of a unit's counter (tests use it to click and drag). */
    std::optional<QPoint> counterCenter(const QString &unitId) const;

Q_SIGNALS:
    /** The mouse is over this hex (col, row); (−1, −1) when off the map. */
    void hexHovered(int col, int row);
    /** A counter was dragged from its hex and dropped on `cell` (set-up): one drag, one signal. */
    void unitDropped(const QString &unitId, arbitre::OffsetCoord cell);
    /** A brush stroke ended: every cell it painted, once each. */
    void terrainPainted(const std::vector<arbitre::OffsetCoord> &cells);
    /** Right click on a hex (and on a unit's counter, `unitId` non-empty). */
    void contextMenuRequested(arbitre::OffsetCoord cell, const QString &unitId, QPoint globalPos);
    /** A click beyond the selected unit's reach: why it cannot go there, in words (the status bar may show it). */
    void moveRefused(const QString &why);

protected:
    const MapGeometry &mapGeometry() const override { return m_painter.geometry(); }
    void paintLayer(QPainter &painter, const MapViewport &viewport, MapLayer layer) override;
    void mapClicked(QPoint pos) override;
    void hoverChanged(std::optional<OffsetCoord> cell) override;
    Qt::CursorShape cursorAt(QPoint pos) const override;
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    // Counters explain themselves in a tooltip.
    bool event(QEvent *event) override;
    // A unit dragged from the order of battle is placed where it is dropped (set-up).
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    /** What the left button is doing since it was pressed on a counter or with the brush (a press on empty map,
     * a click or a pan, is HexMapCanvas's). */
    enum class Gesture
    {
        None,
        Click,    /**< pressed on a counter that cannot move: a click selects or cycles on release */
        Counter,  /**< pressed on a movable counter: becomes Dragging past the drag distance */
        Dragging, /**< a counter follows the pointer */
        Stroke,   /**< the terrain brush is down */
    };

    QPointer<UmbraDocument> m_document;
    Tool m_tool = Tool::Select;
    MapPainter m_painter;
    MapOverlay m_overlay; /**< hover, brush, drag and stroke as drawn; the selection is the document's */
    int m_brushTerrain = 0;
    int m_brushRadius = 0;
    bool m_countersMovable = false;
    bool m_leavingOnly = false; /**< the reach shown is the way out of a confrontation */
    QString m_refusal;          /**< lastRefusal() */

    Gesture m_gesture = Gesture::None;
    QPoint m_pressPos;
    std::string m_pressedUnit;
    bool m_cycleOnRelease = false;  /**< the pressed counter was already selected and on top */
    std::vector<char> m_strokeMask; /**< per cell: already in this stroke */
    std::optional<OffsetCoord> m_lastStrokeCell;

    void documentChanged(const DocumentChange &change);
    /** The selected unit's reach and the step's orders, from the document (play). */
    void refreshPlayMarks();
    void resetGesture();
    void paintStrokeAt(OffsetCoord cell);
    std::vector<OffsetCoord> brushCells(OffsetCoord cell) const;
    std::string selectedUnit() const;
    void updateCursor(QPoint pos);
    void selectNextInStack(const std::string &unitId);
    /** A click on `cell` beyond the reach of the selected unit `mover`: says why and returns true (see the .cpp). */
    bool explainOutOfReach(const std::string &mover, OffsetCoord cell, QPoint pos);

    friend class MapOverview; // draws its thumbnail from the view's document and geometry
};

} // namespace arbitre::gui
