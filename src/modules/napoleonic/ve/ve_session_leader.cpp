// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Leaders in a VE session (VE-17–VE-23) and the GM's override of a unit's or leader's key.
#include "common/session_support.h"
#include "ve_session_support.h"

#include <algorithm>

namespace arbitre::napoleonic::vesession {

using nlohmann::json;

namespace {

constexpr std::array<std::pair<std::string_view, LeaderEvent>, 7> LeaderEvents{{
    {"fire_elimination", LeaderEvent::FireElimination},
    {"melee_two_routs", LeaderEvent::MeleeTwoRouts},
    {"melee_e", LeaderEvent::MeleeE},
    {"melee_retreat_impossible", LeaderEvent::MeleeRetreatImpossible},
    {"rout_move", LeaderEvent::RoutMove},
    {"rout_impossible", LeaderEvent::RoutImpossible},
    {"leaves_map", LeaderEvent::LeavesMap},
}};

template <typename Enum, std::size_t N>
Enum parseId(const std::array<std::string_view, N> &ids, const json &value, const std::string &field)
{
    const std::string id = session::stringOf(value, field);
    for (std::size_t i = 0; i < N; ++i) {
        if (ids[i] == id)
            return static_cast<Enum>(i);
    }
    std::string list;
    for (std::string_view each : ids)
        list += (list.empty() ? "" : ", ") + std::string(each);
    throw SessionError("'" + field + "' takes one of " + list + ", got " + value.dump());
}

constexpr std::array<std::string_view, 2> FreshnessIds{"fraiche", "fatiguee"};
constexpr std::array<std::string_view, 3> CohesionIds{"vaillante", "decouragee", "deroute"};

/** A hex coordinate of a logged input: an integer small enough to read as an int (the map checks the rest). */
bool isCoordinate(const json &value)
{
    return value.is_number_integer() && value.get<std::int64_t>() >= -100000 && value.get<std::int64_t>() <= 100000 &&
           !(value.is_number_unsigned() && value.get<std::uint64_t>() > 100000);
}

std::optional<Hex> hexValue(const Context &c, const json &value)
{
    if (value.is_null())
        return std::nullopt;
    if (!value.is_array() || value.size() != 2 || !isCoordinate(value[0]) || !isCoordinate(value[1]))
        throw SessionError("'hex' takes [col, row] or null, got " + value.dump());
    const OffsetCoord cell{value[0].get<int>(), value[1].get<int>()};
    if (!c.map().grid.contains(cell))
        throw SessionError("hex " + value.dump() + " is off the map");
    return c.map().grid.hexOf(cell);
}

/** The GM sets one key of a unit (docs/napoleonic-format.md). */
void overrideUnit(Context &c, VePiece &piece, const std::string &field, const json &value)
{
    VeUnit &u = piece.unit;
    if (field == "freshness")
        u.freshness = parseId<Freshness>(FreshnessIds, value, field);
    else if (field == "cohesion")
        u.cohesion = parseId<Cohesion>(CohesionIds, value, field);
    else if (field == "formation") {
        const std::string id = session::stringOf(value, field);
        if (!c.rules().formation(u.arm, id))
            throw SessionError("unknown formation '" + id + "' for " + std::string(veArmId(u.arm)));
        u.formation = id;
    } else if (field == "losses")
        u.losses = session::integerIn(value, field, 0, piece.lossSteps);
    else if (field == "commanded")
        u.commanded = session::boolOf(value, field);
    else if (field == "skirmishers")
        u.skirmishers = session::boolOf(value, field);
    else if (field == "eliminated")
        piece.eliminated = session::boolOf(value, field);
    else if (field == "hex")
        piece.hex = hexValue(c, value);
    else if (field == "facing") {
        const std::string id = session::stringOf(value, field);
        const auto &ids = veFacingIds(c.map().grid.orientation);
        if (std::find(ids.begin(), ids.end(), id) == ids.end())
            throw SessionError("unknown facing '" + id + "' on this map");
        piece.facing = id;
    } else
        throw SessionError("unknown unit field '" + field +
                           "'; expected freshness, cohesion, formation, losses, commanded, skirmishers, eliminated, "
                           "hex or facing");
}

void overrideLeader(Context &c, VeLeaderPiece &leader, const std::string &field, const json &value)
{
    if (field == "status")
        leader.status = std::string(LeaderStatusIds[parseId<std::size_t>(LeaderStatusIds, value, field)]);
    else if (field == "attached") {
        const std::string id = value.is_null() ? "" : session::stringOf(value, field);
        if (!id.empty() && c.unit(id, "unit").side != leader.side)
            throw SessionError("unit '" + id + "' is not of this leader's side");
        if (id.empty())
            leader.hex = c.state.leaderHex(leader); // left where his unit stood
        leader.attached = id;
    } else if (field == "hex") {
        leader.hex = hexValue(c, value);
        leader.attached.clear();
    } else
        throw SessionError("unknown leader field '" + field + "'; expected status, attached or hex");
}

} // namespace

json leader(Context &c)
{
    VeLeaderPiece &l = c.leader(c.orders.leader);
    if (!l.active())
        throw SessionError("leader '" + l.id + "' is " + l.status);
    const VeRuleset &rules = c.rules();
    if (c.orders.event == "hit_check") {
        // VE-18 on its own, when the GM rolls it outside a fire or a melee event.
        const int face = c.d10("leader check of " + l.id + " (VE-18)");
        const bool hit = veLeaderHit(rules, face);
        return json{{"table", "leader_check"}, {"row", std::to_string(face)},     {"d10", face}, {"hit", hit},
                    {"needs_gm", hit},         {"result", hit ? "hit" : "no_hit"}};
    }
    const auto event = std::find_if(LeaderEvents.begin(), LeaderEvents.end(),
                                    [&](const auto &entry) { return entry.first == c.orders.event; });
    if (event == LeaderEvents.end())
        throw SessionError("unknown leader event '" + c.orders.event +
                           "'; expected hit_check, fire_elimination, melee_two_routs, melee_e, "
                           "melee_retreat_impossible, rout_move, rout_impossible or leaves_map (VE-17)");
    // VE-19: a unit of his banner (his side) still on the map, other than the one he was with.
    const bool bannerUnitLeft = std::any_of(c.state.units.begin(), c.state.units.end(), [&](const VePiece &u) {
        return u.side == l.side && !u.eliminated && u.id != l.attached;
    });
    const VeLeaderFate fate =
        veLeaderFate(rules, event->second, c.orders.encircled, bannerUnitLeft, c.orders.holdsEnemyLeader);
    json out{{"table", "leader_fate"},         {"row", std::to_string(fate.row)},
             {"result", fate.consequence},     {"banner_unit_left", bannerUnitLeft},
             {"not_counted", fate.notCounted}, {"definitive_capture", fate.definitiveCapture}};
    if (fate.needsGm)
        out["needs_gm"] = true; // VE-A19 gm: the held enemy leader's fate
    if (fate.consequence == "killed")
        l.status = "killed";
    else if (fate.consequence == "captured")
        l.status = "captured";
    else if (fate.consequence == "removed_not_counted")
        l.status = "removed";
    else if (fate.consequence == "replaced_on_banner_unit") {
        // VE-19: the nearest unit of his banner; on a tie, and to read "nearest", the owner names it.
        if (c.orders.attach.empty())
            throw SessionError("leader '" + l.id + "' goes to the nearest unit of his banner (VE-19): name it");
        const VePiece &unit = c.unit(c.orders.attach, "banner unit");
        if (unit.side != l.side)
            throw SessionError("unit '" + unit.id + "' is not of leader '" + l.id + "''s banner");
        l.attached = unit.id;
        l.hex.reset();
    }
    return out;
}

json overrideField(Context &c)
{
    if (c.orders.reason.empty())
        throw SessionError("an override needs its reason in the log");
    const bool isLeader = !c.orders.leader.empty();
    const std::string &field = c.orders.field;
    json from;
    if (isLeader) {
        VeLeaderPiece &l = c.leader(c.orders.leader);
        const json before = veLeaderJson(c.scenario, l);
        from = before.contains(field) ? before[field] : json();
        overrideLeader(c, l, field, c.orders.value);
    } else {
        VePiece &piece = c.unit(c.orders.unit, "unit", true);
        const json before = vePieceJson(c.scenario, piece);
        from = before.contains(field) ? before[field] : json();
        overrideUnit(c, piece, field, c.orders.value);
    }
    return json{{"from", from}, {"reason", c.orders.reason}};
}

} // namespace arbitre::napoleonic::vesession
