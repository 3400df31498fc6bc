// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/breakdown.h"
#include "arbitre/core/dice.h"
#include "arbitre/pm/battle.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace arbitre::pm {

/** What one side brings to a phase beyond the state: the GM's and the players' inputs. */
struct SideOrders
{
    std::optional<int> engagedPm; /**< less than all of its PM (PM-A2); none: all */
    int modifier = 0;             /**< the GM's score modifier (a change of strategy, PM-A18); needs a reason */
    std::string modifierReason;
    /** Per player of the side, the die the player rolled; none: Arbitre rolls it. */
    std::vector<std::optional<int>> playerDice;
    friend bool operator==(const SideOrders &, const SideOrders &) = default;
};

/** The GM's word over a phase's numbers (PM-M4); every value replaces the rules' and is logged with the reason. */
struct PhaseOverride
{
    std::array<std::optional<int>, 2> score;
    std::optional<std::string> outcome; /**< outcome id */
    std::array<std::optional<int>, 2> nominalLoss;
    std::array<std::optional<int>, 2> loss; /**< the loss after the caps */
    std::string reason;
    bool empty() const
    {
        return !score[0] && !score[1] && !outcome && !nominalLoss[0] && !nominalLoss[1] && !loss[0] && !loss[1];
    }
    friend bool operator==(const PhaseOverride &, const PhaseOverride &) = default;
};

/** The decisions taken for a phase, as logged (`pm.phase` input). */
struct PhaseOrders
{
    std::array<SideOrders, 2> sides;
    /** The GM's pick for a loss given as a range when `loss_range.pick` is `gm` (PM-A5), per side. */
    std::array<std::optional<int>, 2> rangePick;
    PhaseOverride gmOverride;
    friend bool operator==(const PhaseOrders &, const PhaseOrders &) = default;
};

/** Which bound decided a side's loss (PM-13, PM-14). */
enum class LossBound : std::uint8_t
{
    Nominal,   /**< the band's loss, under every cap */
    DamageCap, /**< the opponent's damage cap (PM-13) */
    WinnerCap, /**< half the loser's damage cap (PM-14) */
    Pm,        /**< the PM the side had left */
    Survival,  /**< what PM-18 leaves an army: `phase_survival.min_pm_left` */
    Override,  /**< the GM's value (PM-M4) */
};
/** "nominal", "plafond_degats", "plafond_vainqueur", "pm", "survie", "override" */
std::string_view lossBoundId(LossBound bound);

/** One side's phase, every number kept so the GM sees where it came from. */
struct SideResult
{
    int pmStart = 0;
    int engagedPm = 0;
    int diceCount = 0; /**< PM-3 */
    int pmDiceSum = 0;
    int moraleTotal = 0; /**< PM-4 */
    int command = 0;     /**< PM-5 */
    int playerCount = 0; /**< players who rolled (PM-6) */
    std::array<int, MaxPlayersPerSide> playerDice{};
    std::array<bool, MaxPlayersPerSide> rolled{}; /**< per SideSetup::players: false for a non-rolling NPC */
    int feats = 0;                                /**< `fait_d_armes_majeur` (PM-7) */
    Breakdown score;                              /**< PM-2, with every term's rule id */

    int damageCap = 0;       /**< what this side can inflict (PM-13) */
    int lossCap = 0;         /**< the cap on this side's loss: the opponent's damage cap, or the winner's cap (PM-14) */
    LossAmount nominalRange; /**< the band's loss for this side */
    int rangeDie = 0;        /**< the die that drew a range (PM-A5), 0 when none */
    int nominalLoss = 0;
    int loss = 0;
    LossBound bound = LossBound::Nominal;
    std::optional<std::size_t> lossLabel;
    int pmAfter = 0;

    int moraleBaseBefore = 0;
    int moraleChange = 0; /**< −2 for the loser or on a tie, +2 for a pair of wins */
    int moraleBaseAfter = 0;
    int moraleTotalAfter = 0;
    int winRunBefore = 0;
    int winRunAfter = 0;
    bool streakBonus = false;
    bool outOfCombat = false; /**< PM-17 */
};

/** A phase of PM-M1, complete: scores, gap, band, losses with their caps, morale, win runs, out of combat. */
struct PhaseResult
{
    int phase = 0; /**< 1-based */
    std::array<SideResult, 2> sides;
    int gap = 0;
    std::size_t outcome = 0;
    std::optional<int> winner; /**< 0, 1, or none on a tie */
    bool overridden = false;   /**< the GM replaced a score, the band or a loss */
};

/**
 * Plays one phase (PM-M1) on `state` with `dice`, rolled in this order: the first side's PM dice,
 * the second side's, the players' dice not given in `orders` (first side's players, then the
 * second's, in file order), then the die of a loss given as a range. Allocates nothing and leaves
 * the state alone; applyPhase() writes the result into it. Throws SessionError when a side cannot
 * fight or an input is out of range, DiceError when the dice run out.
 */
PhaseResult resolvePhase(const PmRuleset &rules, const PmBattle &battle, const BattleState &state,
                         const PhaseOrders &orders, Dice &dice);

/** Writes a phase's result into the state (PM-A15): PM, morale, win runs, out of combat; decisions pending. */
void applyPhase(const PhaseResult &result, BattleState &state);

} // namespace arbitre::pm
