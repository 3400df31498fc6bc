// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/napoleonic/ve_procedures.h"

#include "ve_procedure_support.h"

#include <algorithm>

namespace arbitre::napoleonic {

using namespace ve;

std::optional<int> veFireValue(const VeRuleset &rules, const VeUnit &firer, int distance, Breakdown *breakdown)
{
    Breakdown local;
    Breakdown &b = breakdown ? *breakdown : local;
    const VeFormation &formation = formationOf(rules, firer);
    // VE-29, VE-A7: a Fatiguée unit reads the back of its counter.
    const bool back = firer.freshness == Freshness::Fatiguee && rules.parameters.fatigueBackFire;
    b.add("VE-43", "valeur_de_feu", back ? firer.fireBack : firer.fireFront);
    if (formation.fire == FireMode::None) {
        return std::nullopt; // VE-74: Aucun
    }
    if (formation.fire == FireMode::Set) {
        b.set("VE-74", formation.id, formation.fireValue);
    }
    if (firer.arm == VeArm::Artillerie) {
        // VE-46: no fire beyond the maximum range.
        if (distance > firer.maxRange) {
            return std::nullopt;
        }
        const int range = rules.parameters.rangeMinusOne ? distance - 1 : distance; // VE-A32
        const bool halve = firer.losses >= rules.lossHalvingMinLosses;
        auto halveStep = [&] {
            if (halve) {
                b.set("VE-47", "artillerie_avec_perte", halved(rules, b.total()));
            }
        };
        // VE-A33: halve, then the range penalty (or the reverse, as the parameter says).
        if (!rules.parameters.rangeThenHalve) {
            halveStep();
        }
        b.add("VE-45", "portee", -rules.rangePenaltyPerHex * range);
        if (rules.parameters.rangeThenHalve) {
            halveStep();
        }
        if (b.total() < rules.artilleryFloor) {
            b.set("VE-46", "minimum", rules.artilleryFloor);
        }
    }
    if (b.total() < 1) {
        return std::nullopt; // VE-43: a value below 1 does not fire
    }
    return b.total();
}

namespace {

// VE-41–VE-44: the column of `fireValue`, the die and its modifiers, the cell and its code.
void readFireTable(const VeRuleset &rules, VeFireResult &out, int fireValue, const VeUnit &target, int d6)
{
    out.fires = true;
    out.fireValue = fireValue;
    // VE-43: a value of 7 or more reads the last column (7+).
    out.columnIndex = std::min(fireValue, static_cast<int>(rules.fireColumns.size())) - 1;
    out.column = rules.fireColumns[static_cast<std::size_t>(out.columnIndex)];
    out.add("VE-1", "de", "", d6);
    for (const VeModifier &m : rules.fireDieModifiers) {
        const bool applies = (m.when == "target_carre" && target.formation == "carre") ||
                             (m.when == "target_skirmish" && target.skirmishers);
        if (applies) {
            out.add(m.ruleId, m.id, "", m.value);
        }
    }
    int row = out.breakdown.total();
    // VE-2, VE-A2: below the first row no effect (or row 1), above the last row the last row.
    if (row < rules.fireMinRow) {
        if (rules.parameters.fireBelowMinNoEffect) {
            out.score = row;
            out.row = std::to_string(row);
            out.result = "no_effect";
            return;
        }
        row = rules.fireMinRow;
    }
    row = std::min(row, rules.fireMaxRow);
    out.score = row;
    out.row = std::to_string(row);
    out.cell =
        rules.fireCells[static_cast<std::size_t>(row - rules.fireMinRow)][static_cast<std::size_t>(out.columnIndex)];
    out.code = *rules.fireCode(out.cell);
    // VE-42, VE-A31: numbered cells also carry the morale test unless the reading says otherwise.
    if (out.code.losses > 0 && !rules.parameters.lossCellsMoraleTest) {
        out.code.moraleTest = false;
    }
    out.needsGm = out.code.losses > 0 && rules.parameters.lossCellsGm;
    out.result = out.code.losses > 0 ? "pertes" : (out.code.moraleTest ? "test_moral" : "no_effect");
}

} // namespace

VeFireResult resolveVeFire(const VeRuleset &rules, const VeUnit &firer, const VeUnit &target, int distance,
                           bool lineOfSight, int d6)
{
    checkFace(d6, 1, 6, "fire d6");
    VeFireResult out;
    out.table = "fire";
    out.natural = d6;
    Breakdown value;
    const std::optional<int> fireValue = veFireValue(rules, firer, distance, &value);
    if (!fireValue || !lineOfSight) {
        out.result = !lineOfSight ? "no_line_of_sight" : "cannot_fire";
        return out;
    }
    readFireTable(rules, out, *fireValue, target, d6);
    return out;
}

VeFireResult resolveVeCombinedFire(const VeRuleset &rules, const std::vector<VeFirer> &firers, const VeUnit &target,
                                   int d6)
{
    checkFace(d6, 1, 6, "fire d6");
    if (firers.size() > 1 && !rules.parameters.combineFirers) {
        throw ProcedureError("VE-43, VE-A37: each unit fires separately (fire.combine_firers is false)");
    }
    VeFireResult out;
    out.table = "fire";
    out.natural = d6;
    // VE-A37 true: the fire values of the units that can fire at the target are added.
    int total = 0;
    bool anySight = false;
    for (const VeFirer &f : firers) {
        const std::optional<int> value = veFireValue(rules, f.unit, f.distance, nullptr);
        const int counted = value && f.lineOfSight ? *value : 0;
        out.firerValues.push_back(counted);
        total += counted;
        anySight = anySight || f.lineOfSight;
    }
    if (total < 1) {
        out.result = anySight || firers.empty() ? "cannot_fire" : "no_line_of_sight"; // as resolveVeFire says
        return out;
    }
    readFireTable(rules, out, total, target, d6);
    return out;
}

namespace {

// The hexes crossed by a centre-to-centre line with the nudge on one side (VE-A34 both_sides).
std::vector<Hex> crossed(Hex a, Hex b, double sign)
{
    const int n = distance(a, b);
    std::vector<Hex> out;
    for (int i = 0; i <= n; ++i) {
        const double t = n == 0 ? 0.0 : static_cast<double>(i) / n;
        out.push_back(hexRound(a.q + sign * 1e-6 + (b.q - a.q) * t, a.r + sign * 2e-6 + (b.r - a.r) * t));
    }
    return out;
}

LosResult walk(const VeRuleset &rules, const std::map<Hex, LosHex> &map, const std::vector<Hex> &path)
{
    static const LosHex Clear;
    auto at = [&](Hex h) -> const LosHex & {
        const auto it = map.find(h);
        return it == map.end() ? Clear : it->second;
    };
    LosResult out;
    // VE-A34: only the hexes between firer and target block (unless los.endpoints_block).
    const std::size_t skip = rules.parameters.losEndpointsBlock ? 0 : 1;
    for (std::size_t i = skip; i + skip < path.size(); ++i) {
        const LosHex &hex = at(path[i]);
        if (std::find(rules.losBlockingTerrain.begin(), rules.losBlockingTerrain.end(), hex.terrain) !=
            rules.losBlockingTerrain.end()) {
            return {false, path[i], hex.terrain};
        }
        if (rules.losUnitsBlock && hex.unit) {
            return {false, path[i], "unite"};
        }
    }
    // VE-49, VE-50, VE-A35: a change of level crossed blocks, unless the firer or the target is the
    // upper hex of that change (on the high ground, next to the crest).
    for (std::size_t i = 0; rules.losLevelChangeBlocks && i + 1 < path.size(); ++i) {
        const LosHex &a = at(path[i]);
        const LosHex &b = at(path[i + 1]);
        if (a.level == b.level) {
            continue;
        }
        const Hex upper = a.level > b.level ? path[i] : path[i + 1];
        bool excused = upper == path.front() || upper == path.back();
        if (rules.parameters.crestBoth) {
            // VE-A35 both: the firer and the target must both be up, each at a crest the line crosses.
            const int high = std::max(a.level, b.level);
            const LosHex &firer = at(path.front());
            const LosHex &target = at(path.back());
            const bool firerAtCrest = firer.level > at(path[1]).level;
            const bool targetAtCrest = target.level > at(path[path.size() - 2]).level;
            excused = excused && firerAtCrest && targetAtCrest && firer.level >= high && target.level >= high;
        }
        if (!excused) {
            return {false, upper, "denivellee"};
        }
    }
    return out;
}

} // namespace

LosResult veLineOfSight(const VeRuleset &rules, const std::map<Hex, LosHex> &map, Hex firer, Hex target)
{
    const LosResult one = walk(rules, map, crossed(firer, target, 1.0));
    if (one.clear == !rules.parameters.losEitherSide) {
        return one;
    }
    // VE-A34: a line along a hexside is blocked only if both sides block.
    // VE-A34 either_side: one blocking side is enough.
    const LosResult other = walk(rules, map, crossed(firer, target, -1.0));
    return other.clear == !rules.parameters.losEitherSide ? other : one;
}

} // namespace arbitre::napoleonic
