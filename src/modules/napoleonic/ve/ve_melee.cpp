// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/napoleonic/ve_procedures.h"

#include "ve_procedure_support.h"

#include <algorithm>
#include <cmath>

namespace arbitre::napoleonic {

using namespace ve;

namespace {

bool anyOf(const std::vector<VeUnit> &units, auto predicate)
{
    return std::any_of(units.begin(), units.end(), predicate);
}

// VE-57, VE-67–VE-69, VE-72, VE-77: one unit's shock in this melee; nullopt = eliminated before.
std::optional<int> shockOf(const VeRuleset &rules, const VeUnit &unit, bool attacking, const VeMeleeInput &in,
                           const std::vector<VeUnit> &opponents, Breakdown &b, bool &batteryHit)
{
    const VeFormation &f = formationOf(rules, unit);
    const int base = unit.freshness == Freshness::Fatiguee ? unit.shockBack : unit.shockFront;
    const bool vsInfantry = anyOf(opponents, [](const VeUnit &u) { return u.arm == VeArm::Infanterie; });
    const bool vsSquare = anyOf(opponents, [](const VeUnit &u) { return u.formation == "carre"; });
    const bool shock1 = vsSquare || (attacking && in.cavalryShock1Terrain);
    int value = base;
    switch (f.shock) {
    case ShockMode::Normal:
        break;
    case ShockMode::Add:
        value = base + f.shockValue;
        break;
    case ShockMode::Half:
        value = halved(rules, base);
        break;
    case ShockMode::Set:
        value = f.shockValue;
        break;
    case ShockMode::HalfVsInfantry:
        value = vsInfantry ? halved(rules, base) : base; // VE-A50: whenever its opponent is infantry
        break;
    case ShockMode::OneVsSquare:
        value = shock1 ? 1 : base;
        break;
    case ShockMode::ColumnValue:
        value = unit.columnValue;
        break;
    case ShockMode::ColumnValueOneVsSquare:
        value = shock1 ? 1 : unit.columnValue;
        break;
    case ShockMode::NoAttack:
        if (attacking) {
            throw ProcedureError("VE-75: artillery may not attack in melee");
        }
        break; // VE-A49: it defends with its counter value
    case ShockMode::Eliminated:
        if (!attacking) {
            return std::nullopt;
        }
        throw ProcedureError("VE-69: disorganised artillery may not attack");
    }
    if (!attacking && in.facing != AttackFacing::Front) {
        if (f.rearFlank == RearFlank::Half) {
            value = halved(rules, value); // VE-77: ½ choc for the unit attacked in rear or flank
        } else if (f.rearFlank == RearFlank::Disorganise && rules.parameters.rearFlankAfter) {
            batteryHit = true; // VE-A49 disorganise_after: it fights with its counter value first
        } else if (f.rearFlank == RearFlank::Disorganise || f.rearFlank == RearFlank::Eliminated) {
            return std::nullopt; // VE-A49: Des. Auto, then the Désorganisée row eliminates it
        }
    }
    b.add("VE-57", f.id, value);
    return value;
}

void readSide(const VeRuleset &rules, const std::string &cell, VeMeleeSideResult &side)
{
    side.cell = cell;
    side.code = *rules.meleeCode(cell);
    side.losses = side.code.losses;
    side.moraleTest = side.code.moraleTest;
    side.disorganised = side.code.disorganised;
    side.retreatHexes = side.code.retreatHexes;
    side.eliminated = side.code.eliminated;
}

/** The arm's disorganised row (VE-69), or `current` if the arm has none. */
std::string disorganisedFormation(const VeRuleset &rules, VeArm arm, const std::string &current)
{
    std::string out = current;
    for (const VeFormation &f : rules.formations) {
        if (f.arm == arm && f.movement == VeMovement::TowardLoc) {
            out = f.id;
        }
    }
    return out;
}

std::optional<int> bestBonus(const std::vector<VeUnit> &units)
{
    std::optional<int> best;
    for (const VeUnit &u : units) {
        if (u.leaderBonus && (!best || *u.leaderBonus > *best)) {
            best = u.leaderBonus; // VE-A40: one general per side, the highest bonus
        }
    }
    return best;
}

} // namespace

int veMeleeColumn(const VeRuleset &rules, int attackerShock, int defenderShock)
{
    const int last = static_cast<int>(rules.meleeColumns.size()) - 1;
    if (defenderShock <= 0) {
        return last; // VE-T4: nothing to oppose, 4/1+
    }
    if (!rules.parameters.ratioDefenderFavour) {
        // nearest column by ratio, ties to the defender (lower column)
        const double ratio = static_cast<double>(attackerShock) / defenderShock;
        int best = 0;
        for (int c = 1; c <= last; ++c) {
            const MeleeColumn &col = rules.meleeColumns[static_cast<std::size_t>(c)];
            const MeleeColumn &bc = rules.meleeColumns[static_cast<std::size_t>(best)];
            if (std::abs(ratio - double(col.num) / col.den) < std::abs(ratio - double(bc.num) / bc.den)) {
                best = c;
            }
        }
        return best;
    }
    // VE-A39: the highest column whose ratio the attack reaches (attacker × den ≥ num × defender).
    int column = 0;
    for (int c = 0; c <= last; ++c) {
        const MeleeColumn &col = rules.meleeColumns[static_cast<std::size_t>(c)];
        if (attackerShock * col.den >= col.num * defenderShock) {
            column = c;
        }
    }
    return column;
}

VeMeleeResult resolveVeMelee(const VeRuleset &rules, const VeMeleeInput &in)
{
    checkFace(in.d6, 1, 6, "melee d6");
    if (in.attackers.empty() || in.defenders.empty()) {
        throw ProcedureError("a melee needs at least one attacker and one defender");
    }
    VeMeleeResult out;
    out.table = "melee";
    out.natural = in.d6;
    Breakdown attack;
    Breakdown defence;
    bool batteryHit = false;
    for (const VeUnit &u : in.attackers) {
        shockOf(rules, u, true, in, in.defenders, attack, batteryHit);
    }
    for (const VeUnit &u : in.defenders) {
        if (!shockOf(rules, u, false, in, in.attackers, defence, batteryHit)) {
            out.defenderEliminatedBefore = true;
        }
    }
    out.defender.batteryDisorganisedAfter = batteryHit;
    if (out.defenderEliminatedBefore) {
        out.defender.eliminated = true;
        out.result = "defender_eliminated";
        return out;
    }
    // VE-A39: engaged shock values are added on each side.
    out.attackerShock = attack.total();
    out.defenderShock = defence.total();
    out.columnIndex = veMeleeColumn(rules, out.attackerShock, out.defenderShock);
    out.column = rules.meleeColumns[static_cast<std::size_t>(out.columnIndex)].label;
    out.add("VE-1", "de", "", in.d6);
    const std::optional<int> attackBonus = bestBonus(in.attackers);
    const std::optional<int> defenceBonus = bestBonus(in.defenders);
    for (const VeModifier &m : rules.meleeDieModifiers) {
        const std::optional<int> bonus = m.when == "attacker_leader" ? attackBonus : defenceBonus;
        if (bonus) {
            out.add(m.ruleId, m.id, "", m.scaled ? m.value * *bonus : m.value, *bonus);
        }
    }
    // VE-2, VE-A2: the melee die is clamped to the printed rows.
    out.score = std::clamp(out.breakdown.total(), rules.meleeMinRow, rules.meleeMaxRow);
    out.row = std::to_string(out.score);
    const auto &pair = rules.meleeCells[static_cast<std::size_t>(out.score - rules.meleeMinRow)]
                                       [static_cast<std::size_t>(out.columnIndex)];
    out.cell = pair[0] + "/" + pair[1];
    readSide(rules, pair[0], out.attacker);
    readSide(rules, pair[1], out.defender);
    // VE-64, VE-A41: a cavalry charge adds a loss to infantry already losing one, not to a square.
    const bool cavalryAttacks = anyOf(in.attackers, [](const VeUnit &u) { return u.arm == VeArm::Cavalerie; });
    const bool infantryDefends = anyOf(in.defenders, [](const VeUnit &u) { return u.arm == VeArm::Infanterie; });
    const bool square = anyOf(in.defenders, [&](const VeUnit &u) {
        return std::find(rules.chargeNotIfFormation.begin(), rules.chargeNotIfFormation.end(), u.formation) !=
               rules.chargeNotIfFormation.end();
    });
    if (in.cavalryCharge && cavalryAttacks && infantryDefends && !square && !out.defender.eliminated &&
        out.defender.losses >= rules.parameters.cavalryChargeMinLosses) {
        out.defender.losses += rules.chargeExtraLosses;
        // Listed with the modifiers but not in the die's breakdown: it changes losses, not the row.
        out.modifiers.push_back({"charge_de_cavalerie", "VE-64", "pertes", 1, rules.chargeExtraLosses, false, false});
    }
    // VE-60, VE-A43: no `*` morale test in a town or château.
    auto exempt = [&](const std::string &terrain) {
        return std::find(rules.moraleExemptTerrain.begin(), rules.moraleExemptTerrain.end(), terrain) !=
               rules.moraleExemptTerrain.end();
    };
    out.attacker.moraleTest = out.attacker.moraleTest && !exempt(in.attackerTerrain);
    out.defender.moraleTest = out.defender.moraleTest && !exempt(in.defenderTerrain);
    out.result = out.cell;
    return out;
}

VeCodeApplication applyVeMeleeCode(const VeRuleset &rules, const VeUnit &unit, const VeMeleeSideResult &side,
                                   bool retreatPossible)
{
    VeCodeApplication out;
    out.formation = unit.formation;
    if (side.eliminated) {
        out.eliminated = true; // VE-62
        return out;
    }
    out.losses = side.losses;
    out.moraleTest = side.moraleTest;
    // VE-A49 disorganise_after: Des. Auto as a result of the melee, without a retreat of its own.
    if (side.batteryDisorganisedAfter && formationOf(rules, unit).rearFlank == RearFlank::Disorganise) {
        out.formation = disorganisedFormation(rules, unit.arm, out.formation);
    }
    if (side.disorganised) {
        // VE-61: D and D1 disorganise (the arm's disorganised row) and retreat 2 hexes.
        out.formation = disorganisedFormation(rules, unit.arm, out.formation);
        out.retreatHexes = side.retreatHexes;
        // VE-15: artillery cannot retreat; VE-A44: a blocked D retreat eliminates.
        const bool artillery = unit.arm == VeArm::Artillerie && rules.parameters.artilleryAnyRetreat;
        if (artillery || (!retreatPossible && rules.parameters.dRetreatBlockedEliminates)) {
            out.eliminated = true;
            out.retreatHexes = 0;
        }
    }
    return out;
}

} // namespace arbitre::napoleonic
