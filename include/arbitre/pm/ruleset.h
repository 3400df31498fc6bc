// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/label.h"
#include "arbitre/core/ruleset.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre::pm {

/** The `system` id of PM battle rulesets. */
inline constexpr std::string_view SystemId = "pm-battle";

/** How a fraction becomes a whole number of dice or PM (PM-A1, PM-A3, PM-A4). */
enum class Rounding : std::uint8_t
{
    Floor,
    Ceil,
    Nearest, /**< halves up */
};

/** numerator / denominator rounded as asked; both non-negative, denominator > 0. */
int divideRounded(long long numerator, long long denominator, Rounding rounding);

/** A loss in PM: one number, or a range `min`–`max` drawn per PM-A5. */
struct LossAmount
{
    int min = 0;
    int max = 0;
    bool isRange() const { return min != max; }
    friend bool operator==(const LossAmount &, const LossAmount &) = default;
};

/** How a loss given as a range becomes one number (PM-A5, `loss_range.pick`). */
enum class LossPick : std::uint8_t
{
    Die,      /**< min + (d(max − min + 1) − 1): d6 − 1 for 0–5, d6 + 4 for 5–10 */
    Midpoint, /**< (min + max) / 2 rounded down */
    Gm,       /**< the GM picks a value in the range */
    Min,
    Max,
};

/** When two consecutive wins pay the morale bonus (PM-A9, `win_streak.mode`). */
enum class StreakMode : std::uint8_t
{
    Pairs,              /**< on the 2nd win, then the run restarts */
    EveryWinFromSecond, /**< on every win from the 2nd of an unbroken run */
    OncePerBattle,      /**< on the first 2nd win of the battle only */
};

/** The end-of-phase choices of PM-19; `changer_de_strategie` goes with `continuer` (PM-A18). */
enum class DecisionKind : std::uint8_t
{
    Continuer,
    SeRetirer,
    Negocier,
};
inline constexpr std::array<std::string_view, 3> DecisionIds{"continuer", "se_retirer", "negocier"};

/** A loss label (`pertes_legeres`…): display text only, the numbers govern (PM-A14). */
struct LossLabel
{
    std::string id;
    Label label;
};

/** One outcome band of PM-8–PM-12: its gap range and the nominal losses of loser and winner. */
struct Outcome
{
    std::string id; /**< `egalite`, `victoire_etroite`, … */
    std::string rule;
    Label label;
    int minGap = 0;
    std::optional<int> maxGap; /**< none: open-ended (`victoire_ecrasante`) */
    LossAmount loserLoss;      /**< on a tie, each side's loss (PM-9) */
    std::optional<LossAmount> winnerLoss;
    std::size_t loserLabel = 0; /**< index into lossLabels */
    std::optional<std::size_t> winnerLabel;
    bool isTie() const { return minGap == 0 && maxGap == 0; }
};

/** A decision of PM-19 with its labels. */
struct DecisionDefinition
{
    DecisionKind kind = DecisionKind::Continuer;
    std::string rule;
    Label label;
};

/**
 * A PM battle ruleset (`rulesets/pm-battle.json`), read once into plain numbers. Every threshold,
 * loss, cap and rounding, and every default reading of the digest (PM-A1…A18), is here.
 */
class PmRuleset final : public Ruleset
{
public:
    explicit PmRuleset(RulesetHeader header) : Ruleset(std::move(header)) {}

    struct PmDice
    {
        int sides = 6;
        int tranche = 10;
        Rounding rounding = Rounding::Floor;
        int minDice = 0;
    } pmDice;                        /**< PM-3, PM-A1 */
    bool engagedAffectsDice = false; /**< PM-A2 */
    struct PlayerDice
    {
        int sides = 6;
        bool includeNpcs = false;
    } playerDice; /**< PM-6, PM-A12 */
    struct FeatOfArms
    {
        int face = 6;
        int bonus = 0;
    } featOfArms; /**< PM-7, PM-A13 */
    struct DamageCap
    {
        int perTranche = 1;
        int tranche = 10;
        Rounding rounding = Rounding::Floor;
    } damageCap; /**< PM-13, PM-A3 */
    struct WinnerCap
    {
        int fractionPerThousand = 500; /**< `fraction` 0.5, kept exact in thousandths */
        Rounding rounding = Rounding::Floor;
    } winnerCap;                       /**< PM-14, PM-A4 */
    LossPick lossPick = LossPick::Die; /**< PM-A5 */
    std::vector<LossLabel> lossLabels;
    std::vector<Outcome> outcomes; /**< by gap, contiguous from 0; the first is the tie */
    struct Morale
    {
        int loserLoss = 2;
        std::optional<int> floor; /**< lowest total morale; none by default (PM-A10) */
    } morale;                     /**< PM-15 */
    struct Tie
    {
        int moraleLoss = 2;
        std::vector<DecisionKind> decisions; /**< allowed after a tie (PM-A7) */
    } tie;                                   /**< PM-9, PM-A6 */
    struct WinStreak
    {
        StreakMode mode = StreakMode::Pairs;
        int length = 2;
        int bonus = 2;
        bool tieBreaks = true;
    } winStreak;                  /**< PM-16, PM-A9 */
    int outOfCombatThreshold = 2; /**< PM-17, PM-A17 */
    int minPmLeft = 1;            /**< PM-18: no phase takes an army below this (docs/rules-interpretations.md) */
    struct Strategy
    {
        int modifier = 0;
        Label label;
    } strategy; /**< PM-19, PM-A18 */
    std::array<DecisionDefinition, 3> decisions;

    /** PM dice for `pm` (PM-3): tranches rounded as asked, at least `min_dice`. */
    int diceFor(int pm) const;
    /** Most PM an army engaging `pm` can inflict in a phase (PM-13). */
    int damageCapOf(int pm) const;
    /** Most PM a winner can lose facing a loser whose damage cap is `loserCap` (PM-14). */
    int winnerCapFacing(int loserCap) const;
    /** The outcome band of `gap` (PM-8); every gap ≥ 0 has one. */
    std::size_t outcomeFor(int gap) const;
    /** Outcome index by id, or nullopt. */
    std::optional<std::size_t> outcomeIndex(std::string_view id) const;
    const DecisionDefinition &decision(DecisionKind kind) const { return decisions[static_cast<std::size_t>(kind)]; }
    bool tieAllows(DecisionKind kind) const;
};

/** Parses `continuer`, `se_retirer`, `negocier`. */
std::optional<DecisionKind> parseDecision(std::string_view id);

} // namespace arbitre::pm
