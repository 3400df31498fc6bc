// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/dice.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace arbitre::gui {

/**
 * The dice of a procedure panel, the one mechanism of every window that previews a procedure before the
 * GM confirms it: the faces typed at the table first, then Arbitre's. A preview reads a copy of Arbitre's
 * dice, so it draws nothing and nothing is pending between Preview and Confirm; Confirm draws from the
 * dice themselves and so rolls exactly what the last preview of the same input showed.
 */
class ProcedureDice
{
public:
    explicit ProcedureDice(std::uint64_t seed = randomSeed()) : m_virtual(seed) {}

    /** Test and screenshot hook: reproducible virtual dice. */
    void reseed(std::uint64_t seed) { m_virtual = SeededDice(seed); }

    /** Runs `run` (a preview on a copy of the session) with `typed`, then a copy of Arbitre's dice. */
    template <typename Run> auto preview(const std::vector<int> &typed, Run &&run) const
    {
        SeededDice copy = m_virtual;
        TypedDice dice(typed, copy);
        return run(static_cast<Dice &>(dice));
    }

    /**
     * Runs `run` (the procedure played through the Document: one event, one undo step) with `typed`, then
     * Arbitre's own dice: the dice the preview showed. Throws what `run` throws.
     */
    template <typename Run> auto play(const std::vector<int> &typed, Run &&run)
    {
        TypedDice dice(typed, m_virtual);
        return run(static_cast<Dice &>(dice));
    }

private:
    SeededDice m_virtual;
};

} // namespace arbitre::gui
