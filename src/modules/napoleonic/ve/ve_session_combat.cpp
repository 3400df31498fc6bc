// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Fire and melee of a VE session: range and line of sight from the map, the table read by the
// procedures of ve_fire.cpp and ve_melee.cpp, and their effects on the units.
#include "arbitre/napoleonic/ve_map_queries.h"
#include "common/session_support.h"
#include "ve_session_support.h"

#include <algorithm>

namespace arbitre::napoleonic::vesession {

using nlohmann::json;
using session::resolutionJson;

namespace {

/** Why a unit that has a line of sight still cannot fire (VE-43, VE-46, VE-74). */
std::string whyNoFire(const VeRuleset &rules, const VeUnit &firer, int distance)
{
    const VeFormation *formation = rules.formation(firer.arm, firer.formation);
    if (formation && formation->fire == FireMode::None)
        return "its formation '" + firer.formation + "' cannot fire (VE-74)";
    if (firer.arm == VeArm::Artillerie && distance > firer.maxRange)
        return "the target is " + std::to_string(distance) + " hexes away, beyond its maximum range of " +
               std::to_string(firer.maxRange) + " (VE-46)";
    return "its fire value is below 1 (VE-43)";
}

json sideJson(const VeMeleeSideResult &side)
{
    return json{{"cell", side.cell},
                {"losses", side.losses},
                {"morale_test", side.moraleTest},
                {"disorganised", side.disorganised},
                {"retreat_hexes", side.retreatHexes},
                {"eliminated", side.eliminated}};
}

AttackFacing facingOf(const std::string &id)
{
    if (id.empty() || id == "front")
        return AttackFacing::Front;
    if (id == "flank")
        return AttackFacing::Flank;
    if (id == "rear")
        return AttackFacing::Rear;
    throw SessionError("unknown facing '" + id + "'; expected front, flank or rear (VE-77)");
}

/** VE-A49: the defender eliminated before the melee (disorganised artillery, a battery hit in rear or flank). */
bool eliminatedBefore(const VeRuleset &rules, const VeUnit &unit, AttackFacing facing)
{
    const VeFormation *f = rules.formation(unit.arm, unit.formation);
    if (!f)
        return false;
    return f->shock == ShockMode::Eliminated ||
           (facing != AttackFacing::Front &&
            (f->rearFlank == RearFlank::Disorganise || f->rearFlank == RearFlank::Eliminated));
}

} // namespace

json fire(Context &c)
{
    VePiece &firer = c.unit(c.orders.unit, "unit");
    VePiece &target = c.unit(c.orders.target, "target");
    if (firer.id == target.id)
        throw SessionError("a unit is not its own target");
    if (firer.side == target.side)
        throw SessionError("'" + target.id + "' is a unit of the firer's own side");
    const Hex from = c.hexOf(firer);
    const Hex to = c.hexOf(target);
    const int range = distance(from, to);
    const VeRuleset &rules = c.rules();
    // VE-48–VE-50: centre to centre over the scenario's map; no die is rolled for a fire that cannot be.
    const LosResult los = veLineOfSightOnMap(c.scenario, c.state, from, to);
    if (!los.clear)
        throw SessionError(firer.id + " has no line of sight to " + target.id + ": " + los.reason + " at " +
                           veHexJson(c.map(), *los.blockedAt).dump() + " (VE-48, VE-49)");
    const VeUnit shooter = c.procedureUnit(firer);
    Breakdown value;
    if (!veFireValue(rules, shooter, range, &value))
        throw SessionError(firer.id + " cannot fire on " + target.id + ": " + whyNoFire(rules, shooter, range));
    const int d6 = c.d6("fire of " + firer.id + " on " + target.id + " (VE-40)");
    const VeFireResult r = resolveVeFire(rules, shooter, c.procedureUnit(target), range, true, d6);
    json out = resolutionJson(r);
    out["distance"] = range;
    out["line_of_sight"] = true;
    out["fire_value"] = r.fireValue;
    // VE-43, VE-45–VE-47: how the counter value became the column.
    json terms = json::array();
    for (const Term &term : value)
        terms.push_back(json{{"id", std::string(term.label)},
                             {"rule", std::string(term.ruleId)},
                             {"value", term.value},
                             {"sets", term.replaces}});
    out["fire_value_terms"] = std::move(terms);
    out["losses"] = r.code.losses;
    out["morale_test"] = r.code.moraleTest; // VE-42: the GM follows with a morale event
    target.unit.losses += r.code.losses;
    checkLossSteps(target);
    out["leader_checks"] = c.leaderChecks({&target});
    return out;
}

json melee(Context &c)
{
    VeMeleeInput input;
    std::vector<VePiece *> attackers{&c.unit(c.orders.unit, "unit")};
    std::vector<VePiece *> defenders{&c.unit(c.orders.target, "target")};
    for (const std::string &id : c.orders.with)
        attackers.push_back(&c.unit(id, "attacker"));
    for (const std::string &id : c.orders.defenders)
        defenders.push_back(&c.unit(id, "defender"));
    for (VePiece *a : attackers) {
        if (a->side != attackers.front()->side || a->side == defenders.front()->side)
            throw SessionError("attacker '" + a->id + "' is not of the attacking side");
        for (const VePiece *d : defenders) {
            if (d->side != defenders.front()->side)
                throw SessionError("defender '" + d->id + "' is not of the defending side");
            if (d == a)
                throw SessionError("'" + a->id + "' cannot attack itself");
        }
        // VE-55: an attacker fights from a hex next to the defender.
        if (distance(c.hexOf(*a), c.hexOf(*defenders.front())) != 1)
            throw SessionError("attacker '" + a->id + "' is not adjacent to '" + defenders.front()->id + "' (VE-55)");
    }
    for (const VePiece *a : attackers)
        input.attackers.push_back(c.procedureUnit(*a));
    for (const VePiece *d : defenders)
        input.defenders.push_back(c.procedureUnit(*d));
    input.facing = facingOf(c.orders.facing);
    for (const std::string &id : c.orders.modifiers) {
        if (id != "charge_de_cavalerie")
            throw SessionError("unknown melee modifier '" + id +
                               "'; the GM states only charge_de_cavalerie (VE-64), the rest comes from the units");
        input.cavalryCharge = true;
    }
    input.attackerTerrain = c.terrainOf(*attackers.front());
    input.defenderTerrain = c.terrainOf(*defenders.front());
    input.cavalryShock1Terrain = c.rules().terrain(input.defenderTerrain)->cavalryShock1; // VE-72
    for (const std::string &side : c.orders.blocked) {
        if (side != "attacker" && side != "defender")
            throw SessionError("unknown blocked side '" + side + "'; expected attacker or defender (VE-A44)");
    }
    input.d6 = c.d6("melee of " + attackers.front()->id + " on " + defenders.front()->id + " (VE-56)");
    const VeMeleeResult r = resolveVeMelee(c.rules(), input);
    json out = resolutionJson(r);
    out["attacker_shock"] = r.attackerShock;
    out["defender_shock"] = r.defenderShock;
    out["attacker"] = sideJson(r.attacker);
    out["defender"] = sideJson(r.defender);
    const auto blocked = [&](const char *side) {
        return std::find(c.orders.blocked.begin(), c.orders.blocked.end(), side) != c.orders.blocked.end();
    };
    // VE-58–VE-62; VE-A56: the owner gives the side's losses to the unit he names first.
    const auto apply = [&](std::vector<VePiece *> &pieces, const VeMeleeSideResult &side, bool retreatPossible) {
        for (std::size_t i = 0; i < pieces.size(); ++i) {
            VePiece &piece = *pieces[i];
            const bool before = &side == &r.defender && r.defenderEliminatedBefore;
            if (before && !eliminatedBefore(c.rules(), piece.unit, input.facing))
                continue;
            const VeCodeApplication applied = applyVeMeleeCode(c.rules(), piece.unit, side, retreatPossible);
            piece.unit.formation = applied.formation;
            piece.unit.losses += i == 0 ? applied.losses : 0;
            piece.eliminated = piece.eliminated || applied.eliminated;
            checkLossSteps(piece);
        }
    };
    apply(attackers, r.attacker, !blocked("attacker"));
    apply(defenders, r.defender, !blocked("defender"));
    std::vector<const VePiece *> engaged(attackers.begin(), attackers.end());
    engaged.insert(engaged.end(), defenders.begin(), defenders.end());
    out["leader_checks"] = c.leaderChecks(engaged);
    return out;
}

json morale(Context &c)
{
    VePiece &piece = c.unit(c.orders.unit, "unit");
    const VeRuleset &rules = c.rules();
    MoraleContext context;
    context.terrain = c.terrainOf(piece);
    // The GM states the circumstances of the test; the unit's own state gives the other modifiers.
    for (const std::string &id : c.orders.modifiers) {
        const auto m = std::find_if(rules.moraleModifiers.begin(), rules.moraleModifiers.end(),
                                    [&](const VeModifier &mod) { return mod.id == id; });
        if (m == rules.moraleModifiers.end())
            throw SessionError("unknown morale modifier '" + id + "'");
        if (m->when == "flank_attack")
            context.facing = AttackFacing::Flank;
        else if (m->when == "rear_attack")
            context.facing = AttackFacing::Rear;
        else if (m->when == "unit_above_failed")
            context.unitAboveFailed = true;
        else if (m->when == "carre_vs_cavalry")
            context.causedByCavalry = true;
        else if (m->when == "encerclee")
            context.encircled = true; // VE-A21, VE-A51 encerclee: encircled is the GM's
        else
            throw SessionError("morale modifier '" + id + "' comes from the unit's state (" + m->ruleId +
                               "), not from the GM");
    }
    const VeUnit unit = c.procedureUnit(piece);
    const VeFormation *formation = rules.formation(unit.arm, unit.formation);
    // VE-76, VE-A48: no test, no dice.
    const bool exempt = formation && std::find(formation->noTestIn.begin(), formation->noTestIn.end(),
                                               context.terrain) != formation->noTestIn.end();
    const int die1 = exempt ? 1 : c.d6("morale test of " + piece.id + " (VE-80), first die");
    const int die2 = exempt ? 1 : c.d6("morale test of " + piece.id + " (VE-80), second die");
    const VeMoraleResult r = veMoraleTest(rules, unit, context, die1, die2);
    json out = resolutionJson(r);
    out["exempt"] = r.exempt;
    out["roll"] = exempt ? 0 : r.roll;
    out["success"] = r.success;
    out["natural"] = r.natural;
    return out;
}

} // namespace arbitre::napoleonic::vesession
