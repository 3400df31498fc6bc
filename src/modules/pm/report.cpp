// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/pm/report.h"

#include <sstream>
#include <string>

namespace arbitre::pm {

namespace {

std::string signedValue(int value)
{
    return (value < 0 ? "−" : "+") + std::to_string(value < 0 ? -value : value);
}

std::string scoreLine(const SideResult &side)
{
    std::string text = std::to_string(side.score.total()) + " =";
    bool first = true;
    for (const Term &term : side.score) {
        if (term.replaces)
            text += " → " + std::string(term.label) + " " + std::to_string(term.value);
        else if (first)
            text += " " + std::string(term.label) + " " + std::to_string(term.value);
        else
            text += " " + std::string(term.value < 0 ? "−" : "+") + " " + std::string(term.label) + " " +
                    std::to_string(term.value < 0 ? -term.value : term.value);
        text += " (" + std::string(term.ruleId) + ")";
        first = false;
    }
    return text;
}

} // namespace

std::string lossExplanation(const PmRuleset &rules, const PmBattle &battle, const PhaseResult &result, std::size_t side)
{
    const SideResult &self = result.sides[side];
    const SideResult &other = result.sides[1 - side];
    const std::string &otherName = battle.sides[1 - side].name;
    std::string text;
    if (self.rangeDie != 0)
        text = "drawn in " + std::to_string(self.nominalRange.min) + "–" + std::to_string(self.nominalRange.max) +
               " with a d" + std::to_string(self.nominalRange.max - self.nominalRange.min + 1) + " showing " +
               std::to_string(self.rangeDie) + " (PM-A5); ";
    switch (self.bound) {
    case LossBound::Nominal:
        text += "the band's loss, within the cap of " + std::to_string(self.lossCap);
        break;
    case LossBound::DamageCap:
        text += "capped: " + otherName + "'s " + std::to_string(other.engagedPm) + " PM can inflict at most " +
                std::to_string(other.damageCap) + " (PM-13)";
        break;
    case LossBound::WinnerCap:
        text += "capped: " + otherName + "'s " + std::to_string(other.engagedPm) + " PM can inflict at most " +
                std::to_string(other.damageCap) + ", and a winner loses at most " +
                std::to_string(rules.winnerCap.fractionPerThousand / 10) +
                "% of that: " + std::to_string(self.lossCap) + " (PM-14)";
        break;
    case LossBound::Pm:
        text += "all the PM it had left (PM-A15)";
        break;
    case LossBound::Survival:
        text += "no army is destroyed in one phase: it keeps " + std::to_string(rules.minPmLeft) + " PM (PM-18)";
        break;
    case LossBound::Override:
        text += "the GM's value (PM-M4)";
        break;
    }
    return text;
}

std::string phaseText(const PmRuleset &rules, const PmBattle &battle, const PhaseResult &result,
                      const std::vector<DieRoll> &dice)
{
    std::ostringstream out;
    const Outcome &outcome = rules.outcomes[result.outcome];
    out << "Phase " << result.phase << " — " << battle.sides[0].name << " vs " << battle.sides[1].name << '\n';
    std::size_t die = 0;
    for (std::size_t i = 0; i < 2; ++i) {
        const SideResult &side = result.sides[i];
        out << "  " << battle.sides[i].name << ": score " << scoreLine(side) << '\n';
        out << "    PM " << side.pmStart;
        if (side.engagedPm != side.pmStart)
            out << " (" << side.engagedPm << " engaged)";
        out << " → " << side.diceCount << " dice (PM-3):";
        for (int d = 0; d < side.diceCount && die < dice.size(); ++d, ++die)
            out << ' ' << dice[die].value;
        out << " = " << side.pmDiceSum << '\n';
    }
    for (std::size_t i = 0; i < 2; ++i) {
        const SideResult &side = result.sides[i];
        if (side.playerCount == 0)
            continue;
        out << "    " << battle.sides[i].name << "'s players (PM-6):";
        for (std::size_t p = 0; p < battle.sides[i].players.size(); ++p) {
            if (!side.rolled[p])
                continue;
            out << ' ' << battle.sides[i].players[p].name << ' ' << side.playerDice[p];
            if (side.playerDice[p] == rules.featOfArms.face)
                out << " (fait d'armes majeur, PM-7)";
        }
        out << '\n';
    }
    out << "  Gap " << result.gap << " → " << outcome.id << " (" << outcome.rule << ")";
    if (result.winner)
        out << ", " << battle.sides[static_cast<std::size_t>(*result.winner)].name << " wins";
    else
        out << ", no winner";
    if (result.overridden)
        out << " [GM override, PM-M4]";
    out << '\n';
    for (std::size_t i = 0; i < 2; ++i) {
        const SideResult &side = result.sides[i];
        const bool winner = result.winner && *result.winner == static_cast<int>(i);
        out << "  " << battle.sides[i].name
            << (winner          ? " (winner)"
                : result.winner ? " (loser)"
                                : "")
            << ": loses " << side.loss << " PM, nominal " << side.nominalLoss;
        if (side.lossLabel)
            out << " (" << rules.lossLabels[*side.lossLabel].id << ")";
        out << "; " << lossExplanation(rules, battle, result, i) << "; PM " << side.pmStart << " → " << side.pmAfter
            << '\n';
    }
    for (std::size_t i = 0; i < 2; ++i) {
        const SideResult &side = result.sides[i];
        out << "  " << battle.sides[i].name << ": morale " << side.moraleTotalAfter;
        if (side.moraleChange != 0)
            out << " (" << signedValue(side.moraleChange) << " to base, " << side.moraleBaseBefore << " → "
                << side.moraleBaseAfter
                << (side.streakBonus ? ", two consecutive wins, PM-16"
                    : result.winner  ? ", PM-15"
                                     : ", tie, PM-9, PM-A6")
                << ")";
        out << "; win run " << side.winRunAfter;
        if (side.outOfCombat)
            out << "; OUT OF COMBAT, must withdraw (PM-17)";
        out << '\n';
    }
    return out.str();
}

} // namespace arbitre::pm
