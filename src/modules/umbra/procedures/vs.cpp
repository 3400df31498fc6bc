// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/vs.h"

#include "arbitre/umbra/force.h"

#include <stdexcept>

namespace arbitre::umbra {

namespace {

constexpr std::string_view ReasonLowerVs = "lower VS moves first (UD-71)";
constexpr std::string_view ReasonForce = "equal VS: greater Force is more strategic (UD-43)";
constexpr std::string_view ReasonGm = "equal VS and Force: the GM decides (UD-A22)";
constexpr std::string_view ReasonRollOff = "equal VS and Force: roll-off, the highest die is more strategic (UD-A22)";

// The game's die for the roll-off: that of the confrontation tables (a d10).
int rollOffSides(const UmbraRuleset &rules)
{
    return rules.tables.empty() ? 10 : rules.tables.front().dieSides;
}

void setOrder(MoveOrder &order, int first, int second, std::string_view ruleId, std::string_view reason)
{
    order.first = first;
    order.second = second;
    order.ruleId = ruleId;
    order.reason = reason;
}

// Steps UD-71 and UD-43; returns true when VS and Force are both equal (the caller settles it).
bool orderByVsThenForce(const UmbraRuleset &rules, const BattleState &state, int sideA, int sideB, MoveOrder &order)
{
    const int count = static_cast<int>(state.sides.size());
    if (sideA < 0 || sideA >= count || sideB < 0 || sideB >= count || sideA == sideB) {
        throw std::invalid_argument("moveOrder: sideA and sideB must be two distinct side indexes");
    }
    const Side &a = state.sides[static_cast<std::size_t>(sideA)];
    const Side &b = state.sides[static_cast<std::size_t>(sideB)];
    order.vs = {armyVs(a), armyVs(b)};
    order.strength = {armyStrength(rules, a, state.terrain), armyStrength(rules, b, state.terrain)};
    if (order.vs[0] != order.vs[1]) {
        // UD-71: the lower VS plays first, the higher second.
        const bool aFirst = order.vs[0] < order.vs[1];
        setOrder(order, aFirst ? sideA : sideB, aFirst ? sideB : sideA, "UD-71", ReasonLowerVs);
        return false;
    }
    if (order.strength[0] != order.strength[1]) {
        // UD-43, UD-A22: the greater Force is the more strategic, so it plays second.
        const bool aFirst = order.strength[0] < order.strength[1];
        setOrder(order, aFirst ? sideA : sideB, aFirst ? sideB : sideA, "UD-43", ReasonForce);
        return false;
    }
    return true;
}

void gmDecides(MoveOrder &order, int sideA, int sideB, std::optional<int> gmFirst)
{
    order.ruleId = "UD-A22";
    order.reason = ReasonGm;
    if (!gmFirst) {
        order.needsGmDecision = true;
        order.first = -1;
        order.second = -1;
        return;
    }
    if (*gmFirst != sideA && *gmFirst != sideB) {
        throw std::invalid_argument("moveOrder: gmFirst must be sideA or sideB");
    }
    order.decidedByGm = true;
    order.first = *gmFirst;
    order.second = *gmFirst == sideA ? sideB : sideA;
}

} // namespace

int armyVs(const Side &side, Breakdown *breakdown)
{
    int total = 0;
    for (const Personality &personality : side.personalities) {
        if (!personality.present()) {
            continue;
        }
        total += personality.vs;
        if (breakdown != nullptr) {
            breakdown->add("UD-42", personality.id, personality.vs);
        }
    }
    total += side.scoutsVs;
    if (breakdown != nullptr) {
        breakdown->add("UD-39", "eclaireurs", side.scoutsVs);
    }
    return total;
}

MoveOrder moveOrder(const UmbraRuleset &rules, const BattleState &state, int sideA, int sideB,
                    std::optional<int> gmFirst)
{
    MoveOrder order;
    if (orderByVsThenForce(rules, state, sideA, sideB, order)) {
        gmDecides(order, sideA, sideB, gmFirst);
    }
    return order;
}

MoveOrder moveOrder(const UmbraRuleset &rules, const BattleState &state, int sideA, int sideB, Dice &dice,
                    std::optional<int> gmFirst)
{
    MoveOrder order;
    if (!orderByVsThenForce(rules, state, sideA, sideB, order)) {
        return order;
    }
    if (rules.parameters.vsTiebreak != UmbraParameters::VsTiebreak::ForceThenRoll) {
        gmDecides(order, sideA, sideB, gmFirst);
        return order;
    }
    // UD-A22 `[force, roll]`: one die each, re-roll ties; the highest is more strategic and moves second.
    const int sides = rollOffSides(rules);
    RollOffRound round;
    do {
        round.a = dice.roll(sides);
        round.b = dice.roll(sides);
        order.rollOff.push_back(round);
    } while (round.a == round.b);
    const bool aFirst = round.a < round.b;
    setOrder(order, aFirst ? sideA : sideB, aFirst ? sideB : sideA, "UD-A22", ReasonRollOff);
    return order;
}

} // namespace arbitre::umbra
