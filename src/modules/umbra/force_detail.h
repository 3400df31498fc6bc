// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Helpers shared by force.cpp, side_total.cpp and table_choice.cpp; not part of the public API.

#include "arbitre/core/breakdown.h"
#include "arbitre/umbra/ruleset.h"
#include "arbitre/umbra/state.h"

#include <algorithm>
#include <cstddef>
#include <string_view>
#include <vector>

namespace arbitre::umbra::force_detail {

/** The rule that defines a skill (UD-46 … UD-65), cited by breakdown terms. */
std::string_view skillRuleId(SkillKind kind);

/** Role of a troop's type (Standard when the index is out of range). */
TroopRole roleOf(const UmbraRuleset &rules, const Troop &troop);

inline bool isPietaille(const UmbraRuleset &rules, const Troop &troop)
{
    return roleOf(rules, troop) == TroopRole::Pietaille;
}

/** Archers, or a troupe montée over archers (UD-21, UD-A11). */
bool isArcher(const UmbraRuleset &rules, const Troop &troop);

inline bool contains(const std::vector<int> &values, int value)
{
    return std::find(values.begin(), values.end(), value) != values.end();
}

inline void addTerm(Breakdown *breakdown, std::string_view ruleId, std::string_view label, int value)
{
    if (breakdown != nullptr) {
        breakdown->add(ruleId, label, value);
    }
}

inline void setTerm(Breakdown *breakdown, std::string_view ruleId, std::string_view label, int value)
{
    if (breakdown != nullptr) {
        breakdown->set(ruleId, label, value);
    }
}

inline const Side &sideOf(const BattleState &state, const Confrontation &confrontation, int slot)
{
    return state.sides[static_cast<std::size_t>(confrontation.sides[static_cast<std::size_t>(slot)])];
}

inline const Troop &troopAt(const Side &side, int index)
{
    return side.troops[static_cast<std::size_t>(index)];
}

inline const Personality &personalityAt(const Side &side, int index)
{
    return side.personalities[static_cast<std::size_t>(index)];
}

inline const std::vector<int> &troopsOf(const Confrontation &confrontation, int slot)
{
    return confrontation.troops[static_cast<std::size_t>(slot)];
}

inline const std::vector<int> &personalitiesOf(const Confrontation &confrontation, int slot)
{
    return confrontation.personalities[static_cast<std::size_t>(slot)];
}

inline int sideIndexOf(const Confrontation &confrontation, int slot)
{
    return confrontation.sides[static_cast<std::size_t>(slot)];
}

} // namespace arbitre::umbra::force_detail
