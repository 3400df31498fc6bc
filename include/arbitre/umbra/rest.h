// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/umbra/explanation.h"
#include "arbitre/umbra/ruleset.h"
#include "arbitre/umbra/state.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre::umbra {

/** How a troop spent the day, for the rest (UD-102, UD-A70). */
enum class RestCategory : std::uint8_t
{
    Engagee,      /**< still in a confrontation at the end of the day: no rest (but UD-47a) */
    Desengagee,   /**< every other troop: partial rest */
    ReposComplet, /**< did nothing all day: full rest */
};

/** "engagee", "desengagee", "repos_complet". */
std::string_view restCategoryId(RestCategory category);

/** The rest category of a troop at the end of the day (UD-102, UD-A70). */
RestCategory restCategory(const UmbraRuleset &rules, const Troop &troop);

/**
 * The fatigue index after a rest of `category` from `fatigue` (UD-102, UD-A69): full rest gains
 * rest.full_gain up to rest.full_cap, disengaged rest.partial_gain up to rest.partial_cap, engaged
 * nothing. A cap limits the gain and never lowers a troop already above it.
 */
int restedFatigue(const UmbraRuleset &rules, RestCategory category, int fatigue);

/** What the end-of-day rest did to one present troop. */
struct RestRecord
{
    int side = 0;
    int troop = 0;
    std::string troopId;
    RestCategory category = RestCategory::Desengagee;
    int fatigueBefore = 0;
    int fatigueAfter = 0;
    bool castrametisation = false; /**< engaged, yet regained a step from Castramétisation (UD-47a) */
    std::string_view ruleId;       /**< the rule that set `fatigueAfter` */
};

/**
 * The end-of-day rest (UD-102) of every present troop of every side, piétailles included
 * (UD-A19), in side then troop order. With castrametisation.timing `end_of_day` (UD-A27), the
 * engaged troops of a confrontation slot where a present personality of that slot holds
 * Castramétisation regain rest.partial_gain up to rest.partial_cap (UD-47a), and the slot's
 * overnight consolidation flag is set for the next day's first resolution (UD-47b).
 */
std::vector<RestRecord> applyEndOfDayRest(const UmbraRuleset &rules, BattleState &state);

/**
 * Starts the next day (UD-68, UD-M2): day + 1, turn 1; clears the per-day counters: activeToday;
 * the disengagement malus (disengage.malus_duration `rest_of_day`, UD-A44); Sens tactique uses
 * (UD-62); the Discipline reserve (discipline.refresh `per_day`, UD-A30); Opportuniste streaks
 * (UD-A34); galvanised flags (galvaniseur.mode `start_of_day`, UD-A31); Vision stratégique
 * counters (vision_strategique.duration `day`, UD-A38); strategic advantages when they do not
 * carry over the night (UD-A62). Returns what it reset.
 */
Explanation startNewDay(const UmbraRuleset &rules, BattleState &state);

} // namespace arbitre::umbra
