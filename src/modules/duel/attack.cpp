// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/duel/duel.h"

#include <algorithm>

namespace arbitre::duel {

bool standing(const DuelScenario &scenario, const DuelState &state, std::size_t duellist)
{
    return state.wounds[duellist] < scenario.duellists[duellist].vigour; // DU-4
}

int defeatedSide(const DuelScenario &scenario, const DuelState &state)
{
    // DU-5: a side is beaten when none of its duellists stands.
    for (std::size_t side = 0; side < scenario.sides.size(); ++side) {
        bool anyStanding = false;
        for (std::size_t d = 0; d < scenario.duellists.size(); ++d) {
            anyStanding =
                anyStanding || (scenario.duellists[d].side == scenario.sides[side].id && standing(scenario, state, d));
        }
        if (!anyStanding) {
            return static_cast<int>(side);
        }
    }
    return -1;
}

AttackResult resolveAttack(const DuelRuleset &rules, const DuelScenario &scenario, DuelState &state,
                           const Attack &attack, Dice &dice)
{
    AttackResult result;
    // DU-2: the die, the modifiers ticked, the total kept within the die's faces.
    result.die = dice.roll(rules.die);
    result.total.add("DU-2", "die", result.die);
    for (const std::size_t index : attack.modifiers) {
        const Modifier &modifier = rules.modifiers[index];
        result.total.add("DU-2", modifier.id, modifier.value);
    }
    if (result.total.total() < 1 || result.total.total() > rules.die) {
        result.total.set("DU-2", "faces", std::clamp(result.total.total(), 1, rules.die));
    }
    // DU-3: the row of the total deals its wounds; DU-4: the target falls at its vigour.
    const ResultRow &row = rules.rowOf(result.total.total());
    result.row = static_cast<std::size_t>(&row - rules.results.data());
    const Duellist &target = scenario.duellists[attack.target];
    int &wounds = state.wounds[attack.target];
    result.wounds = std::min(row.wounds, target.vigour - wounds);
    wounds += result.wounds;
    result.falls = result.wounds > 0 && wounds >= target.vigour;
    return result;
}

} // namespace arbitre::duel
