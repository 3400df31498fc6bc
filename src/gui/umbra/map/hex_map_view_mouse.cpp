// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// HexMapView's pointer: select, cycle a stack, drag a counter, paint terrain, context menu and tooltips.
// A press on empty map (a click or a pan), zoom and keys are HexMapCanvas's.
#include "hex_map_view.h"

#include "umbra/docks/order_of_battle_model.h"
#include "umbra/play_text.h"
#include "umbra/umbra_document.h"
#include "umbra/unit_text.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QHelpEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QStringList>
#include <QToolTip>

#include <algorithm>

namespace arbitre::gui {

void HexMapView::resetGesture()
{
    cancelPan();
    m_gesture = Gesture::None;
    m_pressedUnit.clear();
    m_cycleOnRelease = false;
    m_overlay.draggedUnit.clear();
    m_overlay.dropTarget.reset();
    m_overlay.strokeCells.clear();
    m_strokeMask.clear();
    m_lastStrokeCell.reset();
}

void HexMapView::hoverChanged(std::optional<OffsetCoord> cell)
{
    m_overlay.hover = cell;
    if (m_tool == Tool::PaintTerrain)
        m_overlay.brushFootprint = cell ? brushCells(*cell) : std::vector<OffsetCoord>{};
    update();
    Q_EMIT hexHovered(cell ? cell->col : -1, cell ? cell->row : -1);
}

std::vector<OffsetCoord> HexMapView::brushCells(OffsetCoord cell) const
{
    const HexGrid &grid = m_painter.geometry().grid();
    std::vector<OffsetCoord> cells;
    for (const Hex &hex : spiral(grid.hexOf(cell), m_brushRadius))
        if (grid.contains(hex))
            cells.push_back(grid.cellOf(hex));
    return cells;
}

void HexMapView::paintStrokeAt(OffsetCoord cell)
{
    const MapGeometry &geometry = m_painter.geometry();
    const HexGrid &grid = geometry.grid();
    if (m_strokeMask.size() != static_cast<std::size_t>(grid.cellCount()))
        m_strokeMask.assign(static_cast<std::size_t>(grid.cellCount()), 0);
    // A fast stroke skips hexes between two mouse events: fill the straight line between them.
    const std::vector<Hex> path =
        m_lastStrokeCell ? line(grid.hexOf(*m_lastStrokeCell), grid.hexOf(cell)) : std::vector<Hex>{grid.hexOf(cell)};
    for (const Hex &step : path) {
        for (const OffsetCoord &painted : brushCells(grid.cellOf(step))) {
            char &seen = m_strokeMask[static_cast<std::size_t>(geometry.index(painted))];
            if (!seen) {
                seen = 1;
                m_overlay.strokeCells.push_back(painted);
            }
        }
    }
    m_lastStrokeCell = cell;
    m_overlay.strokeTerrain = m_brushTerrain;
    update();
}

void HexMapView::selectNextInStack(const std::string &unitId)
{
    const int index = m_painter.stacks().stackOf(unitId);
    if (index < 0 || !m_document)
        return;
    const UnitStack &stack = m_painter.stacks().stacks()[static_cast<std::size_t>(index)];
    if (stack.troops.size() < 2)
        return;
    const int next = (UnitStacks::topTroop(stack, unitId) + 1) % static_cast<int>(stack.troops.size());
    m_document->select({Selection::Kind::Unit, stack.troops[static_cast<std::size_t>(next)].id, {}});
}

void HexMapView::updateCursor(QPoint pos)
{
    refreshCursor(pos);
}

Qt::CursorShape HexMapView::cursorAt(QPoint pos) const
{
    if (m_gesture == Gesture::Dragging)
        return Qt::ClosedHandCursor;
    if (const Qt::CursorShape pan = HexMapCanvas::cursorAt(pos); pan != Qt::ArrowCursor)
        return pan;
    if (m_tool == Tool::PaintTerrain)
        return Qt::CrossCursor;
    if (m_countersMovable && m_document && m_painter.counterAt(viewport(), QPointF(pos), selectedUnit()))
        return Qt::OpenHandCursor;
    return Qt::ArrowCursor;
}

void HexMapView::mousePressEvent(QMouseEvent *event)
{
    if (!m_document || m_gesture != Gesture::None || panGestureActive()) {
        event->ignore();
        return;
    }
    m_pressPos = event->position().toPoint();
    const bool left = event->button() == Qt::LeftButton;
    if (!left || spaceHeld()) {
        HexMapCanvas::mousePressEvent(event); // the middle button or space pans
        return;
    }
    if (m_tool == Tool::PaintTerrain) {
        m_gesture = Gesture::Stroke;
        m_overlay.strokeCells.clear();
        if (const auto cell = cellAt(m_pressPos))
            paintStrokeAt(*cell);
    } else if (const auto hit = m_painter.counterAt(viewport(), QPointF(m_pressPos), selectedUnit())) {
        // A press on the selected top counter cycles on release (a drag moves it instead); any other
        // counter is selected at once so that the drag that may follow carries it.
        m_cycleOnRelease = !hit->personality && hit->depth == 0 && hit->id == selectedUnit();
        if (!m_cycleOnRelease)
            m_document->select({Selection::Kind::Unit, hit->id, {}});
        m_pressedUnit = hit->id;
        m_gesture = m_countersMovable ? Gesture::Counter : Gesture::Click;
    } else {
        beginClickOrPan(m_pressPos); // a click selects the hex, a drag pans
    }
    updateCursor(m_pressPos);
    event->accept();
}

void HexMapView::mouseMoveEvent(QMouseEvent *event)
{
    HexMapCanvas::mouseMoveEvent(event); // the hover, and the pan
    const QPoint pos = event->position().toPoint();
    const bool pastThreshold = (pos - m_pressPos).manhattanLength() >= QApplication::startDragDistance();
    switch (m_gesture) {
    case Gesture::Counter:
        if (!pastThreshold)
            break;
        m_gesture = Gesture::Dragging;
        m_overlay.draggedUnit = m_pressedUnit;
        m_cycleOnRelease = false;
        [[fallthrough]];
    case Gesture::Dragging:
        m_overlay.dragPosition = QPointF(pos);
        m_overlay.dropTarget = cellAt(pos);
        update();
        break;
    case Gesture::Stroke:
        if (const auto cell = cellAt(pos); cell && cell != m_lastStrokeCell)
            paintStrokeAt(*cell);
        break;
    case Gesture::Click:
    case Gesture::None:
        break;
    }
    updateCursor(pos);
}

void HexMapView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_gesture == Gesture::None || !m_document) {
        if (m_document)
            HexMapCanvas::mouseReleaseEvent(event); // a click on empty map (mapClicked) or the end of a pan
        else
            event->ignore();
        return;
    }
    const QPoint pos = event->position().toPoint();
    const Gesture gesture = m_gesture;
    const std::string unit = m_pressedUnit;
    const bool cycle = m_cycleOnRelease;
    const std::vector<OffsetCoord> stroke = m_overlay.strokeCells;
    if (event->button() != Qt::LeftButton) {
        event->ignore();
        return;
    }
    resetGesture();
    update();
    updateCursor(pos);
    event->accept();
    // Signals last: a slot may change the document, and this view with it.
    switch (gesture) {
    case Gesture::Dragging: {
        const auto target = cellAt(pos);
        const int stack = m_painter.stacks().stackOf(unit);
        const bool moved = stack >= 0 && !(m_painter.stacks().stacks()[static_cast<std::size_t>(stack)].cell == target);
        if (target && moved)
            Q_EMIT unitDropped(QString::fromStdString(unit), *target);
        break;
    }
    case Gesture::Counter:
    case Gesture::Click:
        if (cycle)
            selectNextInStack(unit);
        break;
    case Gesture::Stroke:
        if (!stroke.empty())
            Q_EMIT terrainPainted(stroke);
        break;
    case Gesture::None:
        break;
    }
}

void HexMapView::mapClicked(QPoint pos)
{
    if (!m_document)
        return;
    const auto cell = cellAt(pos);
    if (!cell) {
        m_document->select({});
        return;
    }
    // In a movement step a click on a shaded hex moves the selected unit there, as a drop would.
    const std::string mover = selectedUnit();
    const bool inReach = std::any_of(m_overlay.reach.begin(), m_overlay.reach.end(),
                                     [&](const MapOverlay::Reach &r) { return r.cell == *cell; });
    if (inReach && !mover.empty())
        Q_EMIT unitDropped(QString::fromStdString(mover), *cell);
    else if (!explainOutOfReach(mover, *cell, pos))
        m_document->select({Selection::Kind::Hex, {}, *cell});
}

bool HexMapView::explainOutOfReach(const std::string &mover, OffsetCoord cell, QPoint pos)
{
    // A click and a drop say the same thing. With a unit of the moving side selected, the map is the GM's
    // move tool: a click on a shaded hex orders the move, as a drop there does; a click beyond the reach
    // keeps the unit selected, its reach in sight, and says why it cannot go there in the words a drop's
    // refusal uses (the core's refusal, worded by refusalText) — in a tooltip at the pointer rather than a
    // dialog, since a click is often only a look. A click on the unit's own hex, or with no unit of the
    // moving side selected, selects the hex as before; Escape drops the selection.
    m_refusal.clear();
    const std::string moving = m_document ? m_document->movingSide() : std::string();
    if (mover.empty() || moving.empty())
        return false;
    const umbra::BattleState &state = m_document->state();
    const auto ref = UnitText::memberById(state, mover);
    if (!ref || state.sides[static_cast<std::size_t>(ref->side)].id != moving)
        return false;
    const int stack = m_painter.stacks().stackOf(mover);
    if (stack >= 0 && m_painter.stacks().stacks()[static_cast<std::size_t>(stack)].cell == cell)
        return false;
    const auto why = m_document->moveRefusal(mover, m_document->map().grid.hexOf(cell));
    if (!why)
        return false;
    m_refusal = refusalText(*m_document, *why);
    QToolTip::showText(mapToGlobal(pos), m_refusal, this);
    Q_EMIT moveRefused(m_refusal);
    return true;
}

QString HexMapView::outlookTooltip(OffsetCoord cell) const
{
    QStringList lines;
    for (const MapOverlay::Outlook &mark : m_overlay.outlook)
        if (std::find(mark.cells.begin(), mark.cells.end(), cell) != mark.cells.end())
            lines << mark.tooltip;
    return lines.join(QStringLiteral("\n\n"));
}

void HexMapView::contextMenuEvent(QContextMenuEvent *event)
{
    const auto cell = cellAt(event->pos());
    if (!cell || !m_document) {
        event->ignore();
        return;
    }
    const auto hit = m_painter.counterAt(viewport(), QPointF(event->pos()), selectedUnit());
    Q_EMIT contextMenuRequested(*cell, hit ? QString::fromStdString(hit->id) : QString(), event->globalPos());
    event->accept();
}

bool HexMapView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_document) {
        auto *help = static_cast<QHelpEvent *>(event);
        const auto hit = m_painter.counterAt(viewport(), QPointF(help->pos()), selectedUnit());
        // What comes next on this hex (a contact that will fight, a confrontation, an arrival) under the counter.
        const auto cell = cellAt(help->pos());
        const QString marks = cell ? outlookTooltip(*cell) : QString();
        if (!hit) {
            if (marks.isEmpty()) {
                QToolTip::hideText();
                event->ignore();
            } else {
                QToolTip::showText(help->globalPos(), marks, this);
            }
            return true;
        }
        const UnitStack &stack = m_painter.stacks().stacks()[static_cast<std::size_t>(hit->stack)];
        const auto &members = hit->personality ? stack.personalities : stack.troops;
        for (const StackMember &member : members) {
            if (member.id != hit->id)
                continue;
            QString text = tr("%1 — Force %2")
                               .arg(member.name.isEmpty() ? QString::fromStdString(member.id) : member.name)
                               .arg(member.look.force);
            if (!hit->personality && stack.troops.size() > 1)
                text += QLatin1Char('\n') + tr("%n counter(s) in this hex: click the top one to cycle", nullptr,
                                               static_cast<int>(stack.troops.size()));
            if (!marks.isEmpty())
                text += QStringLiteral("\n\n") + marks;
            QToolTip::showText(help->globalPos(), text, this);
        }
        return true;
    }
    return QWidget::event(event);
}

void HexMapView::dragEnterEvent(QDragEnterEvent *event)
{
    if (m_countersMovable && event->mimeData()->hasFormat(QString::fromLatin1(OrderOfBattleModel::UnitMimeType)))
        event->acceptProposedAction();
}

void HexMapView::dragMoveEvent(QDragMoveEvent *event)
{
    if (cellAt(event->position().toPoint()))
        event->acceptProposedAction();
    else
        event->ignore();
}

void HexMapView::dropEvent(QDropEvent *event)
{
    const auto cell = cellAt(event->position().toPoint());
    const QByteArray id = event->mimeData()->data(QString::fromLatin1(OrderOfBattleModel::UnitMimeType));
    if (!m_countersMovable || !cell || id.isEmpty())
        return;
    event->acceptProposedAction();
    Q_EMIT unitDropped(QString::fromUtf8(id), *cell);
}

} // namespace arbitre::gui
