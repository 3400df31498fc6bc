// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/dice.h"

#include <vector>

namespace arbitre {

/** A die source that records every value it hands out, with its source, for the log. */
class RecordingDice final : public Dice
{
public:
    explicit RecordingDice(Dice &inner) : m_inner(inner) {}
    int roll(int sides) override
    {
        // The die's place in the event: a committed source derives the die from it (log_seal.h).
        const int value = m_inner.rollAt(m_rolls.size(), sides);
        m_rolls.push_back(DieRoll{sides, value, m_inner.source(), {}});
        return value;
    }
    DieSource source() const override { return m_inner.source(); }
    std::vector<DieRoll> &rolls() { return m_rolls; }

private:
    Dice &m_inner;
    std::vector<DieRoll> m_rolls;
};

/** The dice of a logged event, replayed in order; a missing die or one of the wrong size is a corrupt log
 * (SessionError). */
class ReplayDice final : public Dice
{
public:
    explicit ReplayDice(const std::vector<DieRoll> &rolls) : m_rolls(rolls) {}
    int roll(int sides) override;
    DieSource source() const override { return m_next > 0 ? m_rolls[m_next - 1].source : DieSource::Scripted; }
    bool exhausted() const { return m_next == m_rolls.size(); }

private:
    const std::vector<DieRoll> &m_rolls;
    std::size_t m_next = 0;
};

} // namespace arbitre
