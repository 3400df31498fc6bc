// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The VE procedures that change a unit's states and place: the VE-9 result the GM picked, rally,
// rest, formation, a move on the map; and the turn's initiative.
#include "common/session_support.h"
#include "ve_session_support.h"

#include <algorithm>

namespace arbitre::napoleonic::vesession {

using nlohmann::json;
using session::resolutionJson;

namespace {

constexpr std::array<std::string_view, 5> RetreatIds{"none", "rear", "front", "straight", "any_path"};

bool has(const std::vector<std::string> &list, std::string_view id)
{
    return std::find(list.begin(), list.end(), id) != list.end();
}

void setFacing(const Context &c, VePiece &piece, const std::string &facing)
{
    if (facing.empty())
        return;
    const auto &ids = veFacingIds(c.map().grid.orientation);
    if (std::find(ids.begin(), ids.end(), facing) == ids.end())
        throw SessionError("unknown facing '" + facing + "' on this map");
    piece.facing = facing;
}

/** Whether an enemy unit stands next to the unit (VE-87). */
bool adjacentEnemy(const Context &c, const VePiece &piece)
{
    if (!piece.hex)
        return false;
    return std::any_of(c.state.units.begin(), c.state.units.end(), [&](const VePiece &other) {
        return other.side != piece.side && !other.eliminated && other.hex && distance(*other.hex, *piece.hex) == 1;
    });
}

} // namespace

json result(Context &c)
{
    VePiece &piece = c.unit(c.orders.unit, "unit");
    const VeRuleset &rules = c.rules();
    const auto found = std::find_if(rules.results.begin(), rules.results.end(),
                                    [&](const Named &r) { return r.id == c.orders.result; });
    if (found == rules.results.end())
        throw SessionError("the result event needs the VE-9 result the GM picked: fatiguee, decouragee, deroute or "
                           "recul (VE-89), got '" +
                           c.orders.result + "'");
    for (const std::string &b : c.orders.blocked) {
        if (b != "rear" && b != "front" && b != "straight" && b != "any")
            throw SessionError("unknown blocked path '" + b + "'; expected rear, front, straight or any (VE-10–VE-12)");
    }
    // VE-10–VE-12: what the map allows is the owner's and the GM's reading of the map, stated in the orders.
    RetreatSituation situation;
    situation.rearHexFree = !has(c.orders.blocked, "rear");
    situation.frontHexFree = !has(c.orders.blocked, "front");
    situation.straightPathFree = !has(c.orders.blocked, "straight");
    situation.anyPathFree = !has(c.orders.blocked, "any");
    situation.ownerStays = c.orders.stays;
    const auto result = static_cast<CombatResult>(found - rules.results.begin());
    const VeResultApplication applied =
        applyVeResult(rules, piece.unit.arm, piece.unit.freshness, piece.unit.cohesion, result, situation);
    piece.unit.freshness = applied.freshness;
    piece.unit.cohesion = applied.cohesion;
    piece.eliminated = piece.eliminated || applied.eliminated;
    return json{{"table", "combat_results"},
                {"row", applied.row},
                {"result", c.orders.result},
                {"no_advance", applied.noAdvance},
                {"eliminated", applied.eliminated},
                {"eliminated_by", applied.eliminatedBy},
                {"retreat", std::string(RetreatIds[static_cast<std::size_t>(applied.retreat)])},
                {"retreat_hexes", applied.retreatHexes},
                {"stayed_and_lost_level", applied.stayedAndLostLevel}};
}

json rally(Context &c)
{
    VePiece &piece = c.unit(c.orders.unit, "unit");
    const VeUnit unit = c.procedureUnit(piece);
    if (!veActionAllowed(c.rules(), unit, VeAction::Ralliement))
        throw SessionError("unit '" + piece.id + "' may not rally in its state (VE-24)");
    if (unit.cohesion == Cohesion::Vaillante)
        throw SessionError("VE-30: unit '" + piece.id + "' is vaillante, it has nothing to rally from");
    const bool adjacent = adjacentEnemy(c, piece);
    const int d10 = c.d10("rally of " + piece.id + " (VE-30)");
    const VeRallyResult r = veRally(c.rules(), unit, adjacent, d10);
    piece.unit.cohesion = r.cohesion;
    if (r.reorient)
        setFacing(c, piece, c.orders.facingTo); // VE-28: the owner gives the new facing
    json out = resolutionJson(r);
    out["adjacent_enemy"] = adjacent;
    out["success"] = r.success;
    out["reorient"] = r.reorient;
    return out;
}

json rest(Context &c)
{
    VePiece &piece = c.unit(c.orders.unit, "unit");
    // VE-31, VE-A26: the conditions of rest are the GM's; the state table says whether it may.
    piece.unit.freshness = veRest(c.rules(), c.procedureUnit(piece));
    return json{{"rule", "VE-31"}, {"freshness", std::string(freshnessId(piece.unit.freshness))}};
}

json formation(Context &c)
{
    VePiece &piece = c.unit(c.orders.unit, "unit");
    if (c.orders.to.empty())
        throw SessionError("a change of formation needs the new formation");
    const int pm = veFormationChangeCost(c.rules(), piece.unit.arm, piece.unit.formation, c.orders.to);
    json out{{"rule", "VE-66"}, {"from", piece.unit.formation}, {"to", c.orders.to}, {"pm", pm}};
    piece.unit.formation = c.orders.to;
    return out;
}

json move(Context &c)
{
    VePiece &piece = c.unit(c.orders.unit, "unit");
    if (!c.orders.hex)
        throw SessionError("a move needs the destination hex");
    const Hex to = *c.orders.hex;
    for (const VePiece &other : c.state.units) {
        if (other.side != piece.side && !other.eliminated && other.hex == to)
            throw SessionError("hex " + veHexJson(c.map(), to).dump() + " holds the enemy unit '" + other.id + "'");
    }
    // VE-26, VE-73: the allowance this turn, for the GM to compare with the path (terrain costs are not in
    // the extract); retreats of VE-10–VE-12 are moves too.
    const VeUnit unit = c.procedureUnit(piece);
    const int printed = unit.freshness == Freshness::Fatiguee ? piece.mpBack : piece.mpFront;
    json out{{"from", piece.hex ? veHexJson(c.map(), *piece.hex) : json()},
             {"to", veHexJson(c.map(), to)},
             {"distance", piece.hex ? json(distance(*piece.hex, to)) : json()},
             {"movement_points", veMovementPoints(c.rules(), unit, printed)}};
    if (!c.orders.reason.empty())
        out["reason"] = c.orders.reason;
    piece.hex = to;
    setFacing(c, piece, c.orders.facingTo);
    return out;
}

json initiative(Context &c)
{
    if (c.orders.scores.size() != 2)
        throw SessionError("the initiative needs the two sides' scores, in side order (VE-33, VE-A27)");
    const VeInitiativeResult r = veInitiative(c.rules(), c.orders.scores[0], c.orders.scores[1]);
    const std::vector<VeSide> &sides = c.scenario.sides;
    json out{{"table", "initiative"},
             {"row", std::to_string(r.margin)},
             {"margin", r.margin},
             {"winner", r.winner < 0 ? json() : json(sides[static_cast<std::size_t>(r.winner)].id)}};
    if (r.band) {
        out["result"] = r.band->winner;
        out["opponent"] = r.band->opponent;
    }
    if (r.margin == 0) {
        // VE-35, VE-A28: the order initiative.margin0_order reads (or the GM's).
        std::vector<VeLeader> leaders;
        for (const VeLeaderPiece &l : c.state.leaders) {
            if (l.active())
                leaders.push_back({l.id, static_cast<int>(l.side), l.activation});
        }
        const auto attacker =
            std::find_if(sides.begin(), sides.end(), [](const VeSide &s) { return s.attacker; }) - sides.begin();
        const VeMargin0Order order = veMargin0Order(c.rules(), leaders, {sides[0].caBonus, sides[1].caBonus},
                                                    attacker < 2 ? static_cast<int>(attacker) : -1);
        out["activation_order"] = order.order;
        if (order.needsGm)
            out["needs_gm"] = true;
    }
    return out;
}

} // namespace arbitre::napoleonic::vesession
