// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/pm/phase.h"
#include "arbitre/pm/terms.h"

#include "arbitre/core/session_error.h"

#include <algorithm>
#include <cstdlib>
#include <string>

namespace arbitre::pm {

namespace {

std::string rangeText(const LossAmount &range)
{
    return std::to_string(range.min) + "–" + std::to_string(range.max);
}

/** Refusals name the side and the rule, so the GM knows what to change. Only on the error path: it allocates. */
[[noreturn]] void refuse(const PmBattle &battle, std::size_t side, const std::string &what)
{
    throw SessionError(battle.sides[side].name + ": " + what);
}

void checkOrders(const PmRuleset &rules, const PmBattle &battle, const BattleState &state, const PhaseOrders &orders)
{
    if (state.ended)
        throw SessionError("the battle is over (" + state.endReason + "); no phase can follow (PM-19)");
    for (std::size_t i = 0; i < 2; ++i) {
        const SideState &side = state.sides[i];
        if (side.outOfCombat)
            refuse(battle, i,
                   "out of combat (PM " + std::to_string(side.pm) + ", threshold " +
                       std::to_string(rules.outOfCombatThreshold) +
                       "): it must withdraw and cannot begin a phase (PM-17)");
        const SideOrders &input = orders.sides[i];
        if (input.engagedPm && (*input.engagedPm < 0 || *input.engagedPm > side.pm))
            refuse(battle, i,
                   "engaged PM " + std::to_string(*input.engagedPm) + " is not between 0 and its " +
                       std::to_string(side.pm) + " PM (PM-A2)");
        if (input.modifier != 0 && input.modifierReason.empty())
            refuse(battle, i, "a score modifier needs its reason in the log (PM-A18)");
        if (input.playerDice.size() > battle.sides[i].players.size())
            refuse(battle, i,
                   std::to_string(input.playerDice.size()) + " player dice for " +
                       std::to_string(battle.sides[i].players.size()) + " players (PM-6)");
        for (const std::optional<int> &die : input.playerDice) {
            if (die && (*die < 1 || *die > rules.playerDice.sides))
                refuse(battle, i,
                       "a player's die of " + std::to_string(*die) + " on a d" +
                           std::to_string(rules.playerDice.sides) + " (PM-6)");
        }
    }
    if ((orders.rangePick[0] || orders.rangePick[1]) && rules.lossPick != LossPick::Gm)
        throw SessionError("the GM picks no loss: the ruleset draws ranges by '" +
                           std::string(rules.lossPick == LossPick::Die ? "die" : "rule") +
                           "' (loss_range.pick, PM-A5)");
    const PhaseOverride &gm = orders.gmOverride;
    if (!gm.empty() && gm.reason.empty())
        throw SessionError("a GM override needs its reason in the log (PM-M4)");
    if (gm.outcome && !rules.outcomeIndex(*gm.outcome))
        throw SessionError("unknown outcome '" + *gm.outcome + "' in the GM override (PM-M4)");
    for (std::size_t i = 0; i < 2; ++i) {
        if ((gm.nominalLoss[i] && *gm.nominalLoss[i] < 0) || (gm.loss[i] && *gm.loss[i] < 0))
            refuse(battle, i, "a loss cannot be negative (PM-M4)");
    }
}

/** PM-A5: a loss given as a range becomes one number; the GM's pick is checked against the range. */
int drawRange(const PmRuleset &rules, const PmBattle &battle, std::size_t side, const LossAmount &range,
              const std::optional<int> &pick, Dice &dice, int &die)
{
    if (!range.isRange())
        return range.min;
    switch (rules.lossPick) {
    case LossPick::Die:
        // Each default range holds six whole values: d6 − 1 for 0–5, d6 + 4 for 5–10.
        die = dice.roll(range.max - range.min + 1);
        return range.min + die - 1;
    case LossPick::Midpoint:
        return (range.min + range.max) / 2;
    case LossPick::Min:
        return range.min;
    case LossPick::Max:
        return range.max;
    case LossPick::Gm:
        if (!pick)
            refuse(battle, side,
                   "the GM picks its loss between " + rangeText(range) + " PM (loss_range.pick gm, PM-A5)");
        if (*pick < range.min || *pick > range.max)
            refuse(battle, side,
                   "the GM's pick " + std::to_string(*pick) + " is outside " + rangeText(range) + " PM (PM-A5)");
        return *pick;
    }
    return range.min;
}

void capLoss(const PmRuleset &rules, SideResult &side, LossBound capKind)
{
    side.loss = side.nominalLoss;
    side.bound = LossBound::Nominal;
    if (side.lossCap < side.loss) {
        side.loss = side.lossCap;
        side.bound = capKind;
    }
    if (side.pmStart < side.loss) {
        side.loss = side.pmStart;
        side.bound = LossBound::Pm;
    }
    // PM-18: the caps are there so no army is destroyed in one phase; where they fall short (a small army
    // against ten times its strength), the intention holds.
    const int survivable = std::max(0, side.pmStart - rules.minPmLeft);
    if (survivable < side.loss) {
        side.loss = survivable;
        side.bound = LossBound::Survival;
    }
}

void applyMorale(const PmRuleset &rules, const BattleState &state, PhaseResult &result)
{
    for (std::size_t i = 0; i < 2; ++i) {
        SideResult &side = result.sides[i];
        const SideState &before = state.sides[i];
        side.moraleBaseBefore = before.moraleBase;
        side.winRunBefore = before.winRun;
        side.winRunAfter = before.winRun;
        if (!result.winner) {
            side.moraleChange = -rules.tie.moraleLoss; // PM-9, PM-A6
            if (rules.winStreak.tieBreaks)
                side.winRunAfter = 0; // PM-A9: a tie is not a win
        } else if (*result.winner != static_cast<int>(i)) {
            side.moraleChange = -rules.morale.loserLoss; // PM-15
            side.winRunAfter = 0;
        } else {
            // PM-16, PM-A9: the bonus of consecutive wins.
            const PmRuleset::WinStreak &streak = rules.winStreak;
            side.winRunAfter = before.winRun + 1;
            switch (streak.mode) {
            case StreakMode::Pairs:
                side.streakBonus = side.winRunAfter >= streak.length;
                if (side.streakBonus)
                    side.winRunAfter = 0;
                break;
            case StreakMode::EveryWinFromSecond:
                side.streakBonus = side.winRunAfter >= streak.length;
                break;
            case StreakMode::OncePerBattle:
                side.streakBonus = side.winRunAfter >= streak.length && !before.streakPaid;
                break;
            }
            side.moraleChange = side.streakBonus ? streak.bonus : 0;
        }
        side.moraleBaseAfter = before.moraleBase + side.moraleChange;
        // PM-A10: changes go to base morale; a floor, if the ruleset sets one, holds the total up without raising it.
        if (rules.morale.floor) {
            const int floorBase = *rules.morale.floor - before.unitBonus;
            side.moraleBaseAfter = std::max(side.moraleBaseAfter, std::min(before.moraleBase, floorBase));
        }
        side.moraleTotalAfter = side.moraleBaseAfter + before.unitBonus;
    }
}

/** PM-2–PM-6, PM-A1, PM-A2: the dice, in the documented order; the players' dice summed per side. */
std::array<int, 2> rollPhaseDice(const PmRuleset &rules, const PmBattle &battle, const BattleState &state,
                                 const PhaseOrders &orders, Dice &dice, PhaseResult &result)
{
    for (std::size_t i = 0; i < 2; ++i) {
        SideResult &side = result.sides[i];
        side.pmStart = state.sides[i].pm;
        side.engagedPm = orders.sides[i].engagedPm.value_or(side.pmStart);
        side.diceCount = rules.diceFor(rules.engagedAffectsDice ? side.engagedPm : side.pmStart);
    }
    for (SideResult &side : result.sides) {
        for (int d = 0; d < side.diceCount; ++d)
            side.pmDiceSum += dice.roll(rules.pmDice.sides);
    }
    std::array<int, 2> playerSums{};
    for (std::size_t i = 0; i < 2; ++i) {
        SideResult &side = result.sides[i];
        const std::vector<Player> &players = battle.sides[i].players;
        for (std::size_t p = 0; p < players.size() && p < MaxPlayersPerSide; ++p) {
            // PM-A12: players roll; non-player officers only when the ruleset says so.
            if (players[p].npc && !rules.playerDice.includeNpcs)
                continue;
            const int value = dice.roll(rules.playerDice.sides);
            side.rolled[p] = true;
            side.playerDice[p] = value;
            ++side.playerCount;
            playerSums[i] += value;
            if (value == rules.featOfArms.face)
                ++side.feats; // PM-7
        }
    }
    return playerSums;
}

/** PM-3–PM-6 and the GM's modifiers (PM-A13, PM-A18, PM-M4): each side's score. */
void scoreSides(const PmRuleset &rules, const PmBattle &battle, const BattleState &state, const PhaseOrders &orders,
                const std::array<int, 2> &playerSums, PhaseResult &result)
{
    for (std::size_t i = 0; i < 2; ++i) {
        SideResult &side = result.sides[i];
        const SideState &before = state.sides[i];
        side.moraleTotal = before.moraleTotal();
        side.command = battle.sides[i].command.value_or(0);
        Breakdown &score = side.score;
        score.add("PM-3", "des_pm", side.pmDiceSum);
        score.add("PM-4", "moral_total", side.moraleTotal);
        score.add("PM-5", "commandement", side.command);
        score.add("PM-6", "des_joueurs", playerSums[i]);
        if (side.feats > 0 && rules.featOfArms.bonus != 0)
            score.add("PM-A13", "fait_d_armes_majeur", side.feats * rules.featOfArms.bonus);
        if (before.changeStrategy)
            score.add("PM-A18", "changer_de_strategie", rules.strategy.modifier);
        if (orders.sides[i].modifier != 0)
            score.add("PM-A18", "modificateur_mj", orders.sides[i].modifier);
        if (orders.gmOverride.score[i]) {
            score.set("PM-M4", "override", *orders.gmOverride.score[i]);
            result.overridden = true;
        }
    }
}

/** PM-8–PM-12: the gap, its band and the winner. */
const Outcome &decideOutcome(const PmRuleset &rules, const PhaseOrders &orders, PhaseResult &result)
{
    const int scoreA = result.sides[0].score.total();
    const int scoreB = result.sides[1].score.total();
    result.gap = std::abs(scoreA - scoreB);
    result.outcome = rules.outcomeFor(result.gap);
    if (orders.gmOverride.outcome) {
        result.outcome = *rules.outcomeIndex(*orders.gmOverride.outcome);
        result.overridden = true;
    }
    const Outcome &outcome = rules.outcomes[result.outcome];
    if (!outcome.isTie()) {
        if (scoreA == scoreB)
            throw SessionError("the GM's outcome '" + outcome.id + "' needs a winner, and both scores are " +
                               std::to_string(scoreA) + ": override a score too (PM-M4)");
        result.winner = scoreA > scoreB ? 0 : 1;
    }
    return outcome;
}

/** PM-13, PM-14, PM-A8: the caps, from the PM each side engaged. */
void setLossCaps(const PmRuleset &rules, const Outcome &outcome, PhaseResult &result)
{
    for (SideResult &side : result.sides)
        side.damageCap = rules.damageCapOf(side.engagedPm);
    for (std::size_t i = 0; i < 2; ++i) {
        SideResult &side = result.sides[i];
        const SideResult &other = result.sides[1 - i];
        const bool winner = result.winner && *result.winner == static_cast<int>(i);
        side.lossCap = winner ? rules.winnerCapFacing(other.damageCap) : other.damageCap;
        side.nominalRange = winner ? *outcome.winnerLoss : outcome.loserLoss;
        side.lossLabel = winner ? outcome.winnerLabel : std::optional(outcome.loserLabel);
    }
}

/** PM-A5, PM-A15, PM-17: the ranges drawn, the losses capped, the PM that remains. */
void drawLosses(const PmRuleset &rules, const PmBattle &battle, const PhaseOrders &orders, Dice &dice,
                PhaseResult &result)
{
    // PM-A5: ranges drawn in side order, after every other die.
    for (std::size_t i = 0; i < 2; ++i) {
        SideResult &side = result.sides[i];
        side.nominalLoss = drawRange(rules, battle, i, side.nominalRange, orders.rangePick[i], dice, side.rangeDie);
        if (orders.gmOverride.nominalLoss[i]) {
            side.nominalLoss = *orders.gmOverride.nominalLoss[i];
            result.overridden = true;
        }
        const bool winner = result.winner && *result.winner == static_cast<int>(i);
        capLoss(rules, side, winner ? LossBound::WinnerCap : LossBound::DamageCap);
        if (orders.gmOverride.loss[i]) {
            side.loss = std::min(*orders.gmOverride.loss[i], side.pmStart);
            side.bound = LossBound::Override;
            result.overridden = true;
        }
        // PM-A15: both losses come from the PM at the start of the phase and land together.
        side.pmAfter = side.pmStart - side.loss;
        side.outOfCombat = side.pmAfter <= rules.outOfCombatThreshold; // PM-17
    }
}

} // namespace

std::string_view lossBoundId(LossBound bound)
{
    switch (bound) {
    case LossBound::Nominal:
        return "nominal";
    case LossBound::DamageCap:
        return "plafond_degats";
    case LossBound::WinnerCap:
        return "plafond_vainqueur";
    case LossBound::Pm:
        return "pm";
    case LossBound::Survival:
        return "survie";
    case LossBound::Override:
        return "override";
    }
    return "nominal";
}

PhaseResult resolvePhase(const PmRuleset &rules, const PmBattle &battle, const BattleState &state,
                         const PhaseOrders &orders, Dice &dice)
{
    checkOrders(rules, battle, state, orders);
    PhaseResult result;
    result.phase = state.phase + 1;
    // PM-2–PM-6, PM-A1, PM-A2: the dice, then the sums, in the documented order.
    const std::array<int, 2> playerSums = rollPhaseDice(rules, battle, state, orders, dice, result);
    scoreSides(rules, battle, state, orders, playerSums, result);
    // PM-8–PM-12: the gap and its band.
    const Outcome &outcome = decideOutcome(rules, orders, result);
    // PM-13, PM-14, PM-A8: the caps, from the PM each side engaged.
    setLossCaps(rules, outcome, result);
    drawLosses(rules, battle, orders, dice, result);
    applyMorale(rules, state, result);
    return result;
}

void applyPhase(const PhaseResult &result, BattleState &state)
{
    for (std::size_t i = 0; i < 2; ++i) {
        const SideResult &side = result.sides[i];
        SideState &after = state.sides[i];
        after.pm = side.pmAfter;
        after.moraleBase = side.moraleBaseAfter;
        after.winRun = side.winRunAfter;
        after.streakPaid = after.streakPaid || side.streakBonus;
        after.outOfCombat = side.outOfCombat;
        after.changeStrategy = false; // spent on this phase's score
        after.decision.reset();
    }
    state.phase = result.phase;
    state.lastWinner = result.winner;
    state.lastWasTie = !result.winner;
    state.decided = false;
}

std::string pmTermLabel(std::string_view id, LogLanguage language)
{
    struct Words
    {
        std::string_view id, fr, en;
    };
    static constexpr Words Terms[] = {
        {"des_pm", "dés de PM", "PM dice"},
        {"moral_total", "moral total", "total morale"},
        {"commandement", "commandement", "command"},
        {"des_joueurs", "dés des joueurs", "players' dice"},
        {"fait_d_armes_majeur", "faits d'armes", "feats of arms"},
        {"changer_de_strategie", "changement de stratégie", "change of strategy"},
        {"modificateur_mj", "modificateur du MJ", "GM's modifier"},
    };
    for (const Words &w : Terms)
        if (w.id == id)
            return std::string(language == LogLanguage::French ? w.fr : w.en);
    return language == LogLanguage::French ? "décision du MJ" : "GM override"; // PM-M4: `override`
}

} // namespace arbitre::pm
