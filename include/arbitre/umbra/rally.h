// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/dice.h"
#include "arbitre/umbra/explanation.h"
#include "arbitre/umbra/ruleset.h"
#include "arbitre/umbra/state.h"

#include <string>
#include <vector>

namespace arbitre::umbra {

/** One rally roll of a fleeing troop at the end of the day (UD-100, UD-101, UD-A65–UD-A67). */
struct RallyRoll
{
    int table = 0;            /**< rally table index = the side's command level (UD-A67) */
    int die = 0;              /**< the face rolled */
    int face = 0;             /**< the face read on the table: die, or die + bonus with rally.skill_bonus `die_plus` */
    int skills = 0;           /**< rally skills present on the side: galvaniseur, discipline (UD-51, UD-52) */
    int greenFaces = 0;       /**< white faces turned green (rally.skill_bonus `extend_green`, UD-A66) */
    int row = 0;              /**< row of the table giving the result */
    bool turnedGreen = false; /**< a white face read as green because of the skills */
    RallyResult result = RallyResult::StatuQuo;
    Explanation explanation;
};

/**
 * Reads the rally table of `side` for its fleeing troop `troopIndex` and a rolled `die`
 * (UD-101): the side's command level table, Galvaniseur and Discipline held by present
 * personalities (rally.skill_bonus, rally.skill_bonus_faces), the row and the result. Changes
 * nothing. Throws std::invalid_argument when the troop is not en fuite, the command level has
 * no table or the die does not fit it.
 */
RallyRoll rallyTroop(const UmbraRuleset &rules, const Side &side, int troopIndex, int die);

/**
 * Applies a rally result to a fleeing troop (UD-101, UD-A68): `deroute` → deserted for good;
 * `statu_quo` → stays en fuite; `ralliement` → present again at rally.rallied_morale, not
 * engaged, and active today so the end-of-day rest counts it as disengaged.
 */
void applyRally(const UmbraRuleset &rules, Side &side, int troopIndex, RallyResult result);

/** One fleeing troop's roll in rallyAll, for the log. */
struct RallyRecord
{
    int side = 0;
    int troop = 0;
    std::string troopId;
    RallyRoll roll;
};

/**
 * The end-of-day rally (UD-100): one die per fleeing troop of every side, in side then troop
 * order, each read with rallyTroop and applied with applyRally.
 */
std::vector<RallyRecord> rallyAll(const UmbraRuleset &rules, BattleState &state, Dice &dice);

} // namespace arbitre::umbra
