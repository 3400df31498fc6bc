// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "counter_style.h"
#include "map/map_geometry.h"

#include <QPointF>
#include <QRectF>
#include <QString>

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace arbitre::umbra {
class UmbraRuleset;
struct BattleState;
struct UmbraMap;
} // namespace arbitre::umbra

namespace arbitre::gui {

/** A unit drawn on the map: its id and how its counter looks. */
struct StackMember
{
    std::string id;
    QString name;
    CounterLook look;
};

/** Everything standing in one hex: troops in the order of battle, personalities apart. */
struct UnitStack
{
    OffsetCoord cell;
    std::vector<StackMember> troops;
    std::vector<StackMember> personalities;
};

/** Where one counter of a stack is drawn, in widget pixels. */
struct CounterPlacement
{
    const StackMember *member = nullptr;
    bool personality = false;
    int depth = 0;      /**< troops: 0 = on top of the stack, 1 and 2 peek out beneath */
    QRectF rect;        /**< the counter's square, or the token's bounding square */
    QPointF clickPoint; /**< a point where a click reaches this counter and no other */
};

/** A counter under the pointer. */
struct CounterHit
{
    std::string id;
    int stack = -1;
    bool personality = false;
    int depth = 0; /**< 0: the top of its stack (or a personality) */
};

/**
 * The present, on-map units grouped by hex, and how a stack is laid out at a zoom. A stack shows at
 * most three troop counters, offset like a physical pile, plus a count badge; the selected troop is
 * always on top, so clicking the top counter of a stack when it is already selected selects the next
 * one (the selection cycles through the pile), and a counter peeking out beneath is selected directly.
 * Personalities are round tokens along the hex's left side, always visible and clickable one by one.
 */
class UnitStacks
{
public:
    /** Counters and tokens shrink to blocks below this zoom, and lose their text below Full. */
    static CounterDetail detailFor(double zoom);

    void rebuild(const umbra::UmbraRuleset &rules, const umbra::BattleState &state, const umbra::UmbraMap &map,
                 const MapGeometry &geometry);
    void clear();

    const std::vector<UnitStack> &stacks() const { return m_stacks; }
    /** The stack holding unit `id`, or −1. */
    int stackOf(const std::string &id) const;
    int stackAt(OffsetCoord cell) const;
    /** The troop drawn on top: the selected one if it is in the stack, else the first. */
    static int topTroop(const UnitStack &stack, const std::string &selectedId);

    /** The drawn counters of a stack centred on `centre`, bottom first (the drawing order). */
    static std::vector<CounterPlacement> layout(const UnitStack &stack, QPointF centre, double zoom,
                                                const std::string &selectedId);
    /** The square of the badge showing the stack's troop count (empty when it has none to show). */
    static QRectF badgeRect(const UnitStack &stack, QPointF centre, double zoom);

    /** The counter drawn at `pos` (widget pixels): the hex under it first, then its neighbours (tokens overhang). */
    std::optional<CounterHit> hitTest(const MapGeometry &geometry, const MapViewport &viewport, QPointF pos,
                                      const std::string &selectedId) const;
    /** Where a click reaches unit `id`; a troop hidden deep in its stack answers the stack's top counter. */
    std::optional<QPointF> clickPoint(const MapGeometry &geometry, const MapViewport &viewport, const std::string &id,
                                      const std::string &selectedId) const;

private:
    std::vector<UnitStack> m_stacks; /**< by row, then column: lower stacks are drawn over upper ones */
    std::unordered_map<std::string, int> m_stackOf;
    std::vector<int> m_stackAt; /**< per cell, −1 when empty */
    int m_width = 0;
};

} // namespace arbitre::gui
