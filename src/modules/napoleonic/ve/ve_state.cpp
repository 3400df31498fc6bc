// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/napoleonic/ve_procedures.h"

#include "ve_procedure_support.h"

#include <algorithm>

namespace arbitre::napoleonic {

namespace ve {

const VeFormation &formationOf(const VeRuleset &rules, const VeUnit &unit)
{
    const VeFormation *f = rules.formation(unit.arm, unit.formation);
    if (!f) {
        throw ProcedureError("unknown formation '" + unit.formation + "' for this arm");
    }
    return *f;
}

int halved(const VeRuleset &rules, int value)
{
    return rules.parameters.halvingRounding > 0 ? (value + 1) / 2 : value / 2;
}

void checkFace(int face, int min, int max, std::string_view what)
{
    if (face < min || face > max) {
        throw ProcedureError(std::string(what) + " face " + std::to_string(face) + " is outside " +
                             std::to_string(min) + ".." + std::to_string(max));
    }
}

int d10Min(const VeRuleset &rules)
{
    return rules.parameters.d10ZeroToNine ? 0 : 1;
}

} // namespace ve

using namespace ve;

namespace {

template <typename T> bool matches(const std::vector<T> &from, T value)
{
    return from.empty() || std::find(from.begin(), from.end(), value) != from.end();
}

// VE-11, VE-A13: the 2-hex rout retreat, straight, else by any path, else eliminated.
void routRetreat(const VeRuleset &rules, const RetreatSituation &map, VeResultApplication &out)
{
    out.retreatHexes = 2;
    if (map.straightPathFree) {
        out.retreat = RetreatTaken::Straight;
    } else if (rules.parameters.straightBlockedAnyPath && map.anyPathFree) {
        out.retreat = RetreatTaken::AnyPath;
    } else {
        out.eliminated = true;
        out.eliminatedBy = "rout_impossible";
        out.retreatHexes = 0;
    }
}

// VE-A8: the reconstructed row read as a rout (row 6); artillery cannot rout away (VE-15).
void routInsteadOfOneStep(const VeRuleset &rules, VeArm arm, const RetreatSituation &map, VeResultApplication &out)
{
    out.cohesion = Cohesion::Deroute;
    if (arm == VeArm::Artillerie && rules.parameters.artilleryAnyRetreat) {
        out.eliminated = true; // VE-15
        out.eliminatedBy = "artillery_retreat";
    } else {
        routRetreat(rules, map, out);
    }
}

// VE-10–VE-12: the row's retreat along its path, or what the blocked path costs.
void takeRetreat(const VeRuleset &rules, const VeRetreat &retreat, Cohesion cohesion, const RetreatSituation &map,
                 VeResultApplication &out)
{
    switch (retreat.path) {
    case RetreatPath::Straight:
        if (retreat.blocked == RetreatBlocked::Eliminate && !map.straightPathFree) {
            out.eliminated = true;
            out.eliminatedBy = "rout_impossible";
        } else {
            routRetreat(rules, map, out);
        }
        break;
    case RetreatPath::Any:
        out.retreatHexes = retreat.hexes;
        out.retreat = RetreatTaken::AnyPath;
        if (!map.anyPathFree) {
            out.eliminated = true; // VE-12: in its rout direction, else eliminated
            out.eliminatedBy = "rout_impossible";
            out.retreatHexes = 0;
            out.retreat = RetreatTaken::None;
        }
        break;
    case RetreatPath::Rear:
        // VE-10, VE-A10: rear hex; else the owner picks a front hex or staying with one level lost.
        out.retreatHexes = retreat.hexes;
        if (map.rearHexFree) {
            out.retreat = RetreatTaken::Rear;
        } else if (map.frontHexFree && !map.ownerStays) {
            out.retreat = RetreatTaken::Front;
        } else {
            out.retreatHexes = 0;
            out.stayedAndLostLevel = true;
            out.cohesion = static_cast<Cohesion>(static_cast<int>(cohesion) + 1); // VE-8
            out.noAdvance = true;
            // VE-A11: staying into Déroute makes the rout retreat at once.
            if (out.cohesion == Cohesion::Deroute && rules.parameters.stayIntoDerouteMoves) {
                routRetreat(rules, map, out);
            }
        }
        break;
    }
}

} // namespace

VeResultApplication applyVeResult(const VeRuleset &rules, VeArm arm, Freshness freshness, Cohesion cohesion,
                                  CombatResult result, const RetreatSituation &map)
{
    const auto row = std::find_if(rules.transitions.begin(), rules.transitions.end(), [&](const VeTransition &t) {
        return t.result == result && matches(t.fromFreshness, freshness) && matches(t.fromCohesion, cohesion);
    });
    if (row == rules.transitions.end()) {
        throw ProcedureError("VE-9: no row for this state and result"); // the loader checks coverage
    }
    VeResultApplication out;
    out.row = row->row;
    out.freshness = row->toFreshness.value_or(freshness);
    out.cohesion = row->toCohesion.value_or(cohesion);
    out.noAdvance = row->noAdvance || out.cohesion != Cohesion::Vaillante; // VE-13
    if (row->toCohesion == Cohesion::Deroute && rules.parameters.derouteSetsFatiguee) {
        out.freshness = Freshness::Fatiguee; // VE-A9 alternative
    }
    // VE-A8: the reconstructed row may read as a rout (row 6) instead of row 3's one step.
    if (row->row == "VE-A8" && rules.parameters.vaillanteFatigueeToDeroute) {
        routInsteadOfOneStep(rules, arm, map, out);
        return out;
    }
    if (row->eliminate) {
        out.eliminated = true;
        out.eliminatedBy = "two_routs"; // VE-12, VE-20
        return out;
    }
    const VeRetreat &retreat = row->retreat;
    if (retreat.hexes == 0) {
        return out;
    }
    // VE-15, VE-A14: artillery cannot retreat; R (or, by default, any retreat) eliminates it.
    if (arm == VeArm::Artillerie && (rules.parameters.artilleryAnyRetreat || result == CombatResult::Recul)) {
        out.eliminated = true;
        out.eliminatedBy = "artillery_retreat";
        return out;
    }
    takeRetreat(rules, retreat, cohesion, map, out);
    return out;
}

namespace {

/** A morale modifier's value when its `when` holds for the unit (VE-82–VE-88), nullopt otherwise. */
std::optional<int> moraleModifierValue(const VeModifier &m, const VeUnit &unit, const MoraleContext &context,
                                       const VeFormation &formation)
{
    bool applies = false;
    int value = m.value;
    if (m.when == "leader_stacked") {
        applies = unit.leaderBonus.has_value();
        value = m.scaled ? m.value * unit.leaderBonus.value_or(0) : m.value;
    } else if (m.when == "carre_vs_cavalry") {
        applies = unit.formation == "carre" && context.causedByCavalry;
    } else if (m.when == "desorganise") {
        applies = formation.movement == VeMovement::TowardLoc;
    } else if (m.when == "decouragee") {
        applies = unit.cohesion == Cohesion::Decouragee;
    } else if (m.when == "deroute") {
        applies = unit.cohesion == Cohesion::Deroute;
    } else if (m.when == "encerclee") {
        applies = context.encircled; // VE-A51 encerclee
    } else if (m.when == "flank_attack") {
        applies = context.facing == AttackFacing::Flank && formation.id != "carre"; // VE-85: a square has no flank
    } else if (m.when == "rear_attack") {
        applies = context.facing == AttackFacing::Rear && formation.id != "carre";
    } else if (m.when == "unit_above_failed") {
        applies = context.unitAboveFailed;
    } else if (m.when == "losses_1_plus") {
        applies = unit.losses >= 1;
    } else if (m.when == "losses_2_plus") {
        applies = unit.losses >= 2;
    }
    return applies ? std::optional<int>(value) : std::nullopt;
}

/** The morale modifiers that hold, each exclusive group's worst only. */
void addMoraleModifiers(const VeRuleset &rules, const VeUnit &unit, const MoraleContext &context,
                        const VeFormation &formation, VeMoraleResult &out)
{
    std::vector<std::optional<int>> worst(rules.moraleGroups.size());
    std::vector<const VeModifier *> worstModifier(rules.moraleGroups.size(), nullptr);
    for (const VeModifier &m : rules.moraleModifiers) {
        const std::optional<int> applies = moraleModifierValue(m, unit, context, formation);
        if (!applies) {
            continue;
        }
        const int value = *applies;
        const std::size_t g = static_cast<std::size_t>(m.group);
        const VeGroup &group = rules.moraleGroups[g];
        const bool exclusive = group.worst && (group.id != "flanc_arriere" || rules.parameters.flankRearExclusive);
        if (exclusive) {
            // VE-85, VE-88, VE-A55: only the worst of an exclusive group counts.
            if (!worst[g] || value < *worst[g]) {
                worst[g] = value;
                worstModifier[g] = &m;
            }
            continue;
        }
        out.add(m.ruleId, m.id, group.id, value, unit.leaderBonus && m.scaled ? *unit.leaderBonus : 1);
    }
    for (std::size_t g = 0; g < worst.size(); ++g) {
        if (worstModifier[g]) {
            out.add(worstModifier[g]->ruleId, worstModifier[g]->id, rules.moraleGroups[g].id, *worst[g]);
        }
    }
}

/** The 2d6 against the score (VE-81, VE-89). */
void readMoraleRoll(const VeRuleset &rules, int roll, VeMoraleResult &out)
{
    out.score = out.breakdown.total();
    out.roll = roll;
    out.row = std::to_string(out.roll);
    // VE-81: a natural 2 always succeeds, a natural 12 always fails.
    if (out.roll == rules.naturalSuccess || out.roll == rules.naturalFailure) {
        out.natural = true;
        out.success = out.roll == rules.naturalSuccess;
    } else {
        out.success = out.roll <= out.score;
    }
    out.result = out.success ? "reussite" : "echec";
    out.needsGm = !out.success; // VE-89, VE-A15: the GM picks the VE-9 result
}

} // namespace

VeMoraleResult veMoraleTest(const VeRuleset &rules, const VeUnit &unit, const MoraleContext &context, int die1,
                            int die2)
{
    checkFace(die1, 1, 6, "morale d6");
    checkFace(die2, 1, 6, "morale d6");
    VeMoraleResult out;
    out.table = "morale";
    const VeFormation &formation = formationOf(rules, unit);
    // VE-76, VE-A48: an adapted unit in a town or château takes no test.
    if (std::find(formation.noTestIn.begin(), formation.noTestIn.end(), context.terrain) != formation.noTestIn.end()) {
        out.exempt = true;
        out.success = true;
        out.result = "exempt";
        return out;
    }
    // VE-80, VE-A4: the counter's morale value, or the unit's quality.
    if (rules.parameters.moraleFromQuality) {
        out.add("VE-A4", "qualite", "", unit.quality);
    } else {
        out.add("VE-80", "moral", "", unit.moral);
    }
    addMoraleModifiers(rules, unit, context, formation, out);
    readMoraleRoll(rules, die1 + die2, out);
    return out;
}

VeRallyResult veRally(const VeRuleset &rules, const VeUnit &unit, bool adjacentEnemy, int d10)
{
    checkFace(d10, d10Min(rules), d10Min(rules) + 9, "rally d10");
    if (unit.cohesion == Cohesion::Vaillante) {
        throw ProcedureError("VE-30: a Vaillante unit has nothing to rally from");
    }
    VeRallyResult out;
    out.table = "rally";
    out.row = std::to_string(d10);
    out.cohesion = unit.cohesion;
    // VE-30, VE-A24: the unit's quality, or its stacked leader's (the GM's call without one).
    if (rules.parameters.rallyLeaderQuality && !unit.leaderQuality) {
        out.needsGm = true;
        out.result = "gm";
        return out;
    }
    if (rules.parameters.rallyLeaderQuality) {
        out.add("VE-A24", "qualite_du_chef", "", *unit.leaderQuality);
    } else {
        out.add("VE-30", "qualite", "", unit.quality);
    }
    for (const VeModifier &m : rules.rallyModifiers) {
        if (m.when == "leader_stacked" && unit.leaderBonus) {
            out.add(m.ruleId, m.id, "", m.scaled ? m.value * *unit.leaderBonus : m.value, *unit.leaderBonus);
        } else if (m.when == "adjacent_enemy" && adjacentEnemy) {
            out.add(m.ruleId, m.id, "", m.value);
        }
    }
    out.score = out.breakdown.total();
    out.success = d10 <= out.score; // VE-30: d10 inf. ou égal à la qualité
    if (out.success) {
        out.cohesion = unit.cohesion == Cohesion::Deroute ? rules.rallyFromDeroute : rules.rallyFromDecouragee;
        out.reorient = unit.cohesion == Cohesion::Deroute; // VE-28: réorientée
    }
    out.result = out.success ? "ralliee" : "echec";
    return out;
}

} // namespace arbitre::napoleonic
