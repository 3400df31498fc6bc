// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/pm/ruleset.h"

#include <algorithm>

namespace arbitre::pm {

int divideRounded(long long numerator, long long denominator, Rounding rounding)
{
    long long quotient = numerator / denominator;
    const long long remainder = numerator % denominator;
    switch (rounding) {
    case Rounding::Floor:
        break;
    case Rounding::Ceil:
        quotient += remainder > 0 ? 1 : 0;
        break;
    case Rounding::Nearest:
        quotient += 2 * remainder >= denominator ? 1 : 0;
        break;
    }
    return static_cast<int>(quotient);
}

int PmRuleset::diceFor(int pm) const
{
    // PM-3, PM-A1: one die per tranche (a full one by default), never fewer than `min_dice`.
    return std::max(divideRounded(std::max(pm, 0), pmDice.tranche, pmDice.rounding), pmDice.minDice);
}

int PmRuleset::damageCapOf(int pm) const
{
    // PM-13, PM-A3: 1 PM per tranche of 10 PM engaged (45 PM → 4).
    return divideRounded(std::max(pm, 0), damageCap.tranche, damageCap.rounding) * damageCap.perTranche;
}

int PmRuleset::winnerCapFacing(int loserCap) const
{
    // PM-14, PM-A4: half of what the loser can inflict, rounded down (5 → 2).
    return divideRounded(static_cast<long long>(std::max(loserCap, 0)) * winnerCap.fractionPerThousand, 1000,
                         winnerCap.rounding);
}

std::size_t PmRuleset::outcomeFor(int gap) const
{
    // PM-8: the loader checked that the bands cover every gap from 0 up, in order.
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        if (!outcomes[i].maxGap || gap <= *outcomes[i].maxGap)
            return i;
    }
    return outcomes.size() - 1;
}

std::optional<std::size_t> PmRuleset::outcomeIndex(std::string_view id) const
{
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        if (outcomes[i].id == id)
            return i;
    }
    return std::nullopt;
}

bool PmRuleset::tieAllows(DecisionKind kind) const
{
    return std::find(tie.decisions.begin(), tie.decisions.end(), kind) != tie.decisions.end();
}

std::optional<DecisionKind> parseDecision(std::string_view id)
{
    for (std::size_t i = 0; i < DecisionIds.size(); ++i) {
        if (DecisionIds[i] == id)
            return static_cast<DecisionKind>(i);
    }
    return std::nullopt;
}

} // namespace arbitre::pm
