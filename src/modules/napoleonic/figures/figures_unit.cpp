// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/napoleonic/figures_unit.h"

#include <algorithm>
#include <array>

namespace arbitre::napoleonic {

namespace {

constexpr int Formed = 0;
[[maybe_unused]] constexpr int Saf = 1; // unused by name: the level between, for the reader
constexpr int Des = 2;

/** The id a list gives a cohesion level (formed, SAF, DES). */
const char *cohesionTick(int cohesion, const std::array<const char *, 3> &ids)
{
    return ids[static_cast<std::size_t>(std::clamp(cohesion, Formed, Des))];
}

/** NF-A59: the fastest pace, no faster than `pace`, the unit's formation allows (NF-22, NF-23). */
int allowedPace(const FiguresRuleset &rules, const FiguresUnit &unit, int pace)
{
    const MovementTable &table = rules.movement[unit.horse ? 1 : 0];
    const auto f = static_cast<std::size_t>(unit.formation);
    for (int p = pace; p >= 0; --p) {
        const auto index = static_cast<std::size_t>(p);
        if (rules.paces[index].rank == 0 || (f < table.ud[index].size() && table.ud[index][f].has_value())) {
            return p;
        }
    }
    return pace;
}

} // namespace

int stepsAtFullStrength(const FiguresRuleset &rules, const FiguresUnit &unit)
{
    return unit.figuresAtStart * rules.parameters.stepsPerFigure;
}

int stepsLostSinceStart(const FiguresRuleset &rules, const FiguresUnit &unit)
{
    return (unit.figuresAtStart - unit.losses.figures) * rules.parameters.stepsPerFigure + unit.losses.carriedSteps;
}

void startAction(const FiguresRuleset &rules, FiguresUnit &unit)
{
    unit.figuresAtActionStart = unit.losses.figures;
    unit.stepsLostBeforeAction = stepsLostSinceStart(rules, unit);
    unit.losses.stepsThisAction = 0;
}

LossApplication sufferLosses(const FiguresRuleset &rules, FiguresUnit &unit, const LossCode &loss)
{
    const LossApplication applied = applyLosses(rules, unit.losses, loss);
    unit.losses = applied.after;
    return applied;
}

void applyDdf(const FiguresRuleset &rules, FiguresUnit &unit, int levels)
{
    if (levels <= 0) {
        return;
    }
    // NF-A15: one level per DDF; a unit in DES stays in DES.
    unit.cohesion = rules.parameters.ddfToDes ? Des : std::min(Des, unit.cohesion + levels);
}

void applyMorale(const FiguresRuleset &rules, FiguresUnit &unit, const MoraleResult &result)
{
    const bool moved = unit.box != result.newBox;
    unit.box = result.newBox;
    const SituationBox &box = rules.boxes[static_cast<std::size_t>(result.newBox)];
    // NF-35: "the pace printed in brackets is the pace of the unit in that box"; after a test for other reasons
    // (NF-36 c) by situation.other_reasons.pace: any box the unit moves to, or only the negative ones.
    const bool otherSetsPace = result.column == "other" && moved &&
                               rules.parameters.otherReasonsPace == FiguresParameters::OtherReasonsPace::NewBox;
    if (result.column == "mac" || box.mac == MacMove::FallBack || otherSetsPace) {
        // The bracketed pace of the box; ARRÊT and HALTE stop (NF-36 a, d).
        unit.pace = allowedPace(rules, unit, box.pace.value_or(rules.paceIndex("arr").value_or(0)));
    }
    if (result.disorder) {
        unit.cohesion = Des;
    } else if (result.ddf) {
        applyDdf(rules, unit);
    }
}

MoraleInput moraleInputFor(const FiguresRuleset &rules, const FiguresUnit &unit, TestKind kind)
{
    MoraleInput input;
    input.kind = kind;
    input.box = unit.box;
    input.arm = unit.arm;
    input.statusRank = rules.statusRank.at(static_cast<std::size_t>(unit.status));
    input.typeRank = unit.typeRank;
    input.paSpent = unit.paSpent;
    input.modifiers.push_back({cohesionTick(unit.cohesion, {"formed", "saf", "des"}), 1}); // M12
    input.strengthKind = unit.strengthKind;
    input.stepsAtFullStrength = stepsAtFullStrength(rules, unit);
    input.stepsLostBefore = unit.stepsLostBeforeAction;
    input.stepsThisAction = unit.losses.stepsThisAction;
    input.figuresAtActionStart = unit.figuresAtActionStart;
    input.baseMorale = unit.baseMorale;
    input.leader = unit.leader;
    return input;
}

FireInput fireInputFor(const FiguresRuleset &, const FiguresUnit &shooter)
{
    FireInput input;
    input.modifiers.push_back({"fire_factor", shooter.fireFactor});
    if (shooter.pop > 0) {
        input.modifiers.push_back({"shooter_pop", shooter.pop});
    }
    if (shooter.cohesion != Formed) {
        input.modifiers.push_back({cohesionTick(shooter.cohesion, {"", "shooter_saf", "shooter_des"}), 1});
    }
    input.figures = shooter.losses.figures;
    input.artillery = shooter.arm == Arm::Artillery;
    return input;
}

MeleeInput meleeInputFor(const FiguresRuleset &, const FiguresUnit &unit, const FiguresUnit &enemy)
{
    MeleeInput input;
    input.modifiers.push_back({"melee_factor", unit.meleeFactor});
    if (unit.pop > 0) {
        input.modifiers.push_back({"own_pop", unit.pop});
    }
    if (unit.cohesion != Formed) {
        input.modifiers.push_back({cohesionTick(unit.cohesion, {"", "own_saf", "own_des"}), 1});
    }
    if (enemy.cohesion != Formed) {
        input.modifiers.push_back({cohesionTick(enemy.cohesion, {"", "enemy_flank_or_saf", "enemy_rear_or_des"}), 1});
    }
    input.ownPace = unit.pace;
    input.enemyPace = enemy.pace;
    input.arm = unit.arm;
    input.enemyArm = enemy.arm;
    input.typeRank = unit.typeRank;
    input.enemyTypeRank = enemy.typeRank;
    input.figures = unit.losses.figures;
    return input;
}

} // namespace arbitre::napoleonic
