// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/dice.h"
#include "arbitre/core/log_seal.h"

#include <cstddef>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace arbitre::gui {

/**
 * Arbitre's dice, committed to only when the first of them is rolled: a turn played with the table's dice alone
 * leaves the log without a commitment (and its saves reproducible byte for byte).
 */
class ArbitreDice final : public Dice
{
public:
    explicit ArbitreDice(std::function<CommittedDice()> make) : m_make(std::move(make)) {}
    int roll(int sides) override { return dice().roll(sides); }
    int rollAt(std::size_t position, int sides) override { return dice().rollAt(position, sides); }
    DieSource source() const override { return DieSource::Seeded; }

private:
    std::function<CommittedDice()> m_make;
    std::optional<CommittedDice> m_dice;

    CommittedDice &dice()
    {
        if (!m_dice)
            m_dice.emplace(m_make());
        return *m_dice;
    }
};

/**
 * The dice of a procedure panel, the one mechanism of every window that previews a procedure before the
 * GM confirms it: the faces typed at the table first, then Arbitre's. Arbitre's dice are derived from the
 * secret the session's log commits to and from each die's place in the log (Document::virtualDice), so a
 * preview and the Confirm that follows roll exactly the same, and nothing is pending between them.
 */
class ProcedureDice
{
public:
    /** `virtualDice` gives Arbitre's dice for the next event (Document::virtualDice). */
    explicit ProcedureDice(std::function<CommittedDice()> virtualDice) : m_virtualDice(std::move(virtualDice)) {}

    /** Runs `run` (a preview on a copy of the session) with `typed`, then Arbitre's dice. */
    template <typename Run> auto preview(const std::vector<int> &typed, Run &&run) const
    {
        ArbitreDice arbitre(m_virtualDice);
        TypedDice dice(typed, arbitre);
        return run(static_cast<Dice &>(dice));
    }

    /**
     * Runs `run` (the procedure played through the Document: one event, one undo step) with `typed`, then
     * Arbitre's dice: the dice the preview showed. Throws what `run` throws.
     */
    template <typename Run> auto play(const std::vector<int> &typed, Run &&run) const
    {
        ArbitreDice arbitre(m_virtualDice);
        TypedDice dice(typed, arbitre);
        return run(static_cast<Dice &>(dice));
    }

private:
    std::function<CommittedDice()> m_virtualDice;
};

} // namespace arbitre::gui
