// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// A unit of the figure rules as the procedures need it, and the few state changes the tables
// imply. The event-logged FiguresSession (figures_session.h) calls these on the units it holds.

#include "arbitre/napoleonic/figures_procedures.h"

#include <optional>
#include <string>

namespace arbitre::napoleonic {

/** One battalion, squadron or battery (NF-32: one equivalent unit each). */
struct FiguresUnit
{
    std::string id;
    Arm arm = Arm::Infantry;
    bool horse = false;       /**< CAV and ARC move on the NF-23 table */
    std::string nationColumn; /**< its column of the formation-change table, e.g. "fra_inf1" (NF-25, NF-A17) */
    int status = 2;           /**< index into FiguresRuleset::status */
    int typeRank = 1;         /**< unit data, higher = heavier (NF-33, NF-A24) */
    int fireFactor = 0;       /**< FEU (national data) */
    int meleeFactor = 0;      /**< CAC (national data) */
    int baseMorale = 0;       /**< M18 (NF-A57: 0 if not entered) */
    StrengthKind strengthKind = StrengthKind::Unit;
    int figuresAtStart = 0;        /**< full strength, figures */
    LossState losses;              /**< figures now, steps carried, stored half, steps of the action */
    int figuresAtActionStart = 0;  /**< column of NF-19 */
    int stepsLostBeforeAction = 0; /**< M16 */
    int formation = 0;             /**< index into formations */
    int pace = 0;                  /**< index into paces */
    int cohesion = 0;              /**< index into cohesion: formed, saf, des */
    int box = 3;                   /**< situation box, best first (ARRÊT by default) */
    int pop = 0;                   /**< penalty points (NF-3) */
    int paSpent = 0;               /**< this turn (NF-2) */
    std::optional<Leader> leader;  /**< M20 */
    friend bool operator==(const FiguresUnit &, const FiguresUnit &) = default;
};

/** Loss steps at full strength and lost since the start of the battle (NF-A9, NF-A55). */
int stepsAtFullStrength(const FiguresRuleset &rules, const FiguresUnit &unit);
int stepsLostSinceStart(const FiguresRuleset &rules, const FiguresUnit &unit);

/** Opens a new action (NF-A25): figures at its start, strength before it, no step lost in it yet. */
void startAction(const FiguresRuleset &rules, FiguresUnit &unit);

/** NF-17: removes the steps of a loss code, figures every 3 steps, the half stored. */
LossApplication sufferLosses(const FiguresRuleset &rules, FiguresUnit &unit, const LossCode &loss);

/** NF-A15: `levels` DDFs, one cohesion level each (or straight to DES with ddf.effect to_des). */
void applyDdf(const FiguresRuleset &rules, FiguresUnit &unit, int levels = 1);

/** NF-36: the box, pace and cohesion a morale result gives the unit. */
void applyMorale(const FiguresRuleset &rules, FiguresUnit &unit, const MoraleResult &result);

/** The unit's own part of a morale test: M1 box, M9 ranks, M10 PA, M12 cohesion, M16–M20. */
MoraleInput moraleInputFor(const FiguresRuleset &rules, const FiguresUnit &unit, TestKind kind);

/** The shooter's own modifiers (NF-6: factor, POP, cohesion) and figures. */
FireInput fireInputFor(const FiguresRuleset &rules, const FiguresUnit &shooter);

/** One side of a melee: factor, POP, cohesion, paces, arms, types, the enemy's SAF or DES (NF-10). */
MeleeInput meleeInputFor(const FiguresRuleset &rules, const FiguresUnit &unit, const FiguresUnit &enemy);

} // namespace arbitre::napoleonic
