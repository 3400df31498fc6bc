// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "unit_stacks.h"

#include "arbitre/umbra/map.h"
#include "arbitre/umbra/ruleset.h"
#include "arbitre/umbra/state.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace arbitre::gui {

namespace {

constexpr double FullZoom = 15.0;    /**< hex radius (logical px) from which counters show their Force */
constexpr double BlockZoom = 7.0;    /**< below it, counters are blocks of colour */
constexpr double LayerOffset = 0.1;  /**< of a counter's side, between layers of a stack */
constexpr double CounterSide = 1.05; /**< of the hex radius: as large as a pile of three still fits */

} // namespace

CounterDetail UnitStacks::detailFor(double zoom)
{
    if (zoom >= FullZoom)
        return CounterDetail::Full;
    return zoom >= BlockZoom ? CounterDetail::Symbol : CounterDetail::Block;
}

void UnitStacks::clear()
{
    m_stacks.clear();
    m_stackOf.clear();
    m_stackAt.clear();
    m_width = 0;
}

void UnitStacks::rebuild(const umbra::UmbraRuleset &rules, const umbra::BattleState &state, const umbra::UmbraMap &map,
                         const MapGeometry &geometry)
{
    clear();
    if (geometry.empty())
        return;
    m_width = geometry.grid().width;
    m_stackAt.assign(static_cast<std::size_t>(geometry.grid().cellCount()), -1);
    auto stackFor = [&](Hex hex) -> UnitStack & {
        const OffsetCoord cell = geometry.grid().cellOf(hex);
        int &slot = m_stackAt[static_cast<std::size_t>(geometry.index(cell))];
        if (slot < 0) {
            slot = static_cast<int>(m_stacks.size());
            m_stacks.push_back(UnitStack{cell, {}, {}});
        }
        return m_stacks[static_cast<std::size_t>(slot)];
    };
    for (std::size_t s = 0; s < state.sides.size(); ++s) {
        const umbra::Side &side = state.sides[s];
        const int sideIndex = static_cast<int>(s);
        for (const umbra::Troop &troop : side.troops) {
            // Fled, eliminated, deserted and not yet raised troops are off the board.
            if (troop.present() && troop.onMap && map.contains(troop.hex))
                stackFor(troop.hex).troops.push_back(
                    {troop.id, QString::fromStdString(troop.name), troopLook(rules, troop, sideIndex)});
        }
        for (const umbra::Personality &personality : side.personalities) {
            if (personality.present() && personality.onMap && map.contains(personality.hex))
                stackFor(personality.hex)
                    .personalities.push_back(
                        {personality.id, QString::fromStdString(personality.name),
                         personalityLook(rules, personality, sideIndex, map.terrainAt(personality.hex))});
        }
    }
    std::sort(m_stacks.begin(), m_stacks.end(), [](const UnitStack &a, const UnitStack &b) {
        return a.cell.row != b.cell.row ? a.cell.row < b.cell.row : a.cell.col < b.cell.col;
    });
    for (std::size_t i = 0; i < m_stacks.size(); ++i) {
        const UnitStack &stack = m_stacks[i];
        m_stackAt[static_cast<std::size_t>(geometry.index(stack.cell))] = static_cast<int>(i);
        for (const StackMember &member : stack.troops)
            m_stackOf[member.id] = static_cast<int>(i);
        for (const StackMember &member : stack.personalities)
            m_stackOf[member.id] = static_cast<int>(i);
    }
}

int UnitStacks::stackOf(const std::string &id) const
{
    const auto it = m_stackOf.find(id);
    return it == m_stackOf.end() ? -1 : it->second;
}

int UnitStacks::stackAt(OffsetCoord cell) const
{
    const int index = cell.row * m_width + cell.col;
    if (m_width == 0 || cell.col < 0 || cell.col >= m_width || index < 0 || index >= static_cast<int>(m_stackAt.size()))
        return -1;
    return m_stackAt[static_cast<std::size_t>(index)];
}

int UnitStacks::topTroop(const UnitStack &stack, const std::string &selectedId)
{
    for (std::size_t i = 0; i < stack.troops.size(); ++i)
        if (stack.troops[i].id == selectedId)
            return static_cast<int>(i);
    return 0;
}

std::vector<CounterPlacement> UnitStacks::layout(const UnitStack &stack, QPointF centre, double zoom,
                                                 const std::string &selectedId)
{
    const CounterDetail detail = detailFor(zoom);
    const double r = zoom;
    std::vector<CounterPlacement> placements;
    const int count = static_cast<int>(stack.troops.size());
    if (count > 0) {
        const double a = detail == CounterDetail::Block ? 0.9 * r : CounterSide * r;
        const int layers = detail == CounterDetail::Block ? 1 : std::min(3, count);
        const double delta = LayerOffset * a;
        const int top = topTroop(stack, selectedId);
        const QPointF base = centre + QPointF(stack.personalities.empty() ? 0.0 : 0.08 * r, 0.0);
        for (int depth = layers - 1; depth >= 0; --depth) {
            const double shift = (depth - (layers - 1) / 2.0) * delta;
            const QPointF c = base + QPointF(shift, -shift);
            CounterPlacement p;
            p.member = &stack.troops[static_cast<std::size_t>((top + depth) % count)];
            p.depth = depth;
            p.rect = QRectF(c.x() - a / 2, c.y() - a / 2, a, a);
            p.clickPoint = depth == 0 ? p.rect.center() : QPointF(p.rect.right() - delta / 2, p.rect.center().y());
            placements.push_back(p);
        }
    }
    const int tokens = std::min<int>(3, static_cast<int>(stack.personalities.size()));
    static constexpr std::array<QPointF, 3> besideTroops{{{-0.62, -0.3}, {-0.62, 0.3}, {0.62, 0.34}}};
    static constexpr std::array<std::array<QPointF, 3>, 3> alone{
        {{{{0, 0}, {}, {}}}, {{{-0.33, 0}, {0.33, 0}, {}}}, {{{-0.33, -0.2}, {0.33, -0.2}, {0, 0.36}}}}};
    for (int i = 0; i < tokens; ++i) {
        double radius = 0.3 * r;
        QPointF offset = besideTroops[static_cast<std::size_t>(i)];
        if (count == 0) {
            radius = (tokens == 1 ? 0.42 : 0.32) * r;
            offset = alone[static_cast<std::size_t>(tokens - 1)][static_cast<std::size_t>(i)];
        }
        if (detail == CounterDetail::Block)
            radius *= 0.8;
        const QPointF c = centre + offset * r;
        CounterPlacement p;
        p.member = &stack.personalities[static_cast<std::size_t>(i)];
        p.personality = true;
        p.rect = QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius);
        p.clickPoint = c;
        placements.push_back(p);
    }
    return placements;
}

QRectF UnitStacks::badgeRect(const UnitStack &stack, QPointF centre, double zoom)
{
    const CounterDetail detail = detailFor(zoom);
    if (stack.troops.size() < 2 || detail == CounterDetail::Block)
        return {};
    const std::vector<CounterPlacement> placements = layout(stack, centre, zoom, {});
    const QRectF bottom = placements.front().rect;
    const double radius = (detail == CounterDetail::Full ? 0.2 : 0.26) * bottom.width();
    return QRectF(bottom.right() - radius, bottom.top() - radius, 2 * radius, 2 * radius);
}

std::optional<CounterHit> UnitStacks::hitTest(const MapGeometry &geometry, const MapViewport &viewport, QPointF pos,
                                              const std::string &selectedId) const
{
    const auto cell = geometry.cellAt(viewport.toMap(pos));
    if (!cell)
        return std::nullopt;
    // The hex under the pointer first, then its neighbours: tokens and badges may overhang an edge.
    std::vector<OffsetCoord> candidates{*cell};
    for (int k = 0; k < 6; ++k)
        if (const auto next = geometry.acrossEdge(*cell, k))
            candidates.push_back(*next);
    for (const OffsetCoord &candidate : candidates) {
        const int index = stackAt(candidate);
        if (index < 0)
            continue;
        const UnitStack &stack = m_stacks[static_cast<std::size_t>(index)];
        const QPointF centre = viewport.toWidget(geometry.centre(candidate));
        const auto placements = UnitStacks::layout(stack, centre, viewport.zoom, selectedId);
        for (auto it = placements.rbegin(); it != placements.rend(); ++it) {
            const QPointF d = pos - it->rect.center();
            const bool inside =
                it->personality ? std::hypot(d.x(), d.y()) <= it->rect.width() / 2 : it->rect.contains(pos);
            if (inside)
                return CounterHit{it->member->id, index, it->personality, it->depth};
        }
    }
    return std::nullopt;
}

std::optional<QPointF> UnitStacks::clickPoint(const MapGeometry &geometry, const MapViewport &viewport,
                                              const std::string &id, const std::string &selectedId) const
{
    const int index = stackOf(id);
    if (index < 0)
        return std::nullopt;
    const UnitStack &stack = m_stacks[static_cast<std::size_t>(index)];
    const auto placements =
        UnitStacks::layout(stack, viewport.toWidget(geometry.centre(stack.cell)), viewport.zoom, selectedId);
    std::optional<QPointF> top;
    for (const CounterPlacement &p : placements) {
        if (p.member->id == id)
            return p.clickPoint;
        if (!p.personality && p.depth == 0)
            top = p.clickPoint;
    }
    return top;
}

} // namespace arbitre::gui
