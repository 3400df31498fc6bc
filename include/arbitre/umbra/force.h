// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/breakdown.h"
#include "arbitre/umbra/ruleset.h"
#include "arbitre/umbra/state.h"

namespace arbitre::umbra {

/**
 * Force (F) of troops, personalities and sides, in the evaluation order of UD-M1. Every function
 * fills an optional Breakdown whose terms cite their rule ids; none allocates.
 */

/** F of a troop from its own state only: base, armement, training, fatigue, wound penalty (UD-20–UD-26), no floor. */
int rawTroopForce(const UmbraRuleset &rules, const Troop &troop, Breakdown *breakdown = nullptr);

/** rawTroopForce floored at force_floor.minimum (UD-30); what the order of battle shows outside a fight. */
int troopForce(const UmbraRuleset &rules, const Troop &troop, Breakdown *breakdown = nullptr);

/** F of a personality: rank − wounds + Forestier X in forest, floored at personality.min_force (UD-41, UD-44, UD-45).
 */
int personalityForce(const UmbraRuleset &rules, const Personality &personality, int terrain,
                     Breakdown *breakdown = nullptr);

/** True when the skill of that personality is neutralised by Vision stratégique at this resolution (UD-65). */
bool isCountered(const Confrontation &confrontation, int side, int personality, SkillKind kind);

/**
 * F of a troop engaged in a confrontation at its next resolution: UD-M1 steps 1–6 (terrain
 * adjectives, the Meneur family, archers alone, disengaging, floor, Terreur des faibles).
 * `slot` is 0 or 1 (Confrontation::sides order).
 */
int engagedTroopForce(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation, int slot,
                      int troopIndex, Breakdown *breakdown = nullptr);

/** F of an engaged personality (rank, wounds, Forestier X on its hex's terrain). */
int engagedPersonalityForce(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation,
                            int slot, int personalityIndex, Breakdown *breakdown = nullptr);

/** One side's total for a resolution (UD-83, UD-M1 steps 7–9) and its explanation. */
struct SideTotal
{
    int total = 0;
    int troops = 0;     /**< troops engaged and present (UD-84 counts them) */
    int pietailles = 0; /**< of which piétailles */
    int personalities = 0;
    Breakdown breakdown; /**< members summed, then position, then flat side bonuses */
};

/** The side total of `slot` for the next resolution of `confrontation`. */
SideTotal sideTotal(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation, int slot);

/** Which table, and why (UD-87, UD-A56–UD-A58). */
struct TableChoice
{
    /** Why this table, for the words of a front end (`reason` says it in English for the log and the CLI). */
    enum class Why : std::uint8_t
    {
        TieBand,            /**< the difference is within the tie band (UD-A57) */
        TripleRatio,        /**< UD-A58 */
        DoubleRatio,        /**< UD-A58 */
        SuperiorDifference, /**< UD-A57 */
        BelowSuperior,      /**< between the tie band and the superior difference (UD-A57) */
        GmChoice,           /**< the GM's override (UD-M5) */
    };

    int table = 0;      /**< index into UmbraRuleset::tables (0 = table_i … 3 = table_iv) */
    int difference = 0; /**< stronger − weaker, ≥ 0 */
    const char *ruleId = "UD-87";
    const char *reason = ""; /**< static text: "difference 0–1", "ratio ≥ 2", … */
    Why why = Why::TieBand;
};

/** The table for these totals (stronger ≥ weaker ≥ 0). */
TableChoice chooseTable(const UmbraRuleset &rules, int stronger, int weaker);

/** Units counted for UD-84 (both sides, piétaille per major_battle.count_pietaille, no personalities). */
int countedUnits(const UmbraRuleset &rules, const SideTotal &a, const SideTotal &b);

/** True when the count makes a bataille majeure (UD-84, UD-A53). */
bool isMajorBattle(const UmbraRuleset &rules, int countedUnits);

/** Sum of troops' and personalities' F without situational bonuses, for VS ties (UD-43, UD-A22). */
int armyStrength(const UmbraRuleset &rules, const Side &side, int terrain);

} // namespace arbitre::umbra
