// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/dice.h"

#include <string>
#include <vector>

namespace arbitre::gui {

/**
 * The dice of a table panel's preview: the ones the GM typed first, in order, then Arbitre's.
 * Every value and its source is kept, so that Confirm replays exactly what the preview drew.
 */
class PanelDice final : public Dice
{
public:
    PanelDice(Dice &inner, std::vector<int> typed) : m_inner(inner), m_typed(std::move(typed)) {}

    /** Throws DiceError for a typed value that does not fit the die. */
    int roll(int sides) override
    {
        int value = 0;
        if (values.size() < m_typed.size()) {
            value = m_typed[values.size()];
            if (value < 1 || value > sides)
                throw DiceError("a " + std::to_string(value) + " typed for a d" + std::to_string(sides));
            m_source = DieSource::Entered;
        } else {
            value = m_inner.roll(sides);
            m_source = m_inner.source();
        }
        values.push_back(value);
        sources.push_back(m_source);
        return value;
    }
    DieSource source() const override { return m_source; }

    std::vector<int> values;
    std::vector<DieSource> sources;

private:
    Dice &m_inner;
    std::vector<int> m_typed;
    DieSource m_source = DieSource::Seeded;
};

} // namespace arbitre::gui
