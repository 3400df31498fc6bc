// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The orders of a VE event as they go into the log, and back.
#include "arbitre/napoleonic/ve_session.h"

#include "common/session_support.h"

namespace arbitre::napoleonic {

using nlohmann::json;
using session::boolOf;
using session::intOf;
using session::stringOf;
using session::stringsOf;

namespace {

constexpr std::array<std::string_view, 11> ProcedureIds{"fire",      "melee", "morale",     "result", "rally",   "rest",
                                                        "formation", "move",  "initiative", "leader", "override"};

/** A hex coordinate of a logged input: an integer small enough to read as an int (the map checks the rest). */
bool isCoordinate(const json &value)
{
    return value.is_number_integer() && value.get<std::int64_t>() >= -100000 && value.get<std::int64_t>() <= 100000 &&
           !(value.is_number_unsigned() && value.get<std::uint64_t>() > 100000);
}

Hex hexOf(const VeMap &map, const json &value)
{
    if (!value.is_array() || value.size() != 2 || !isCoordinate(value[0]) || !isCoordinate(value[1]))
        throw SessionError("'hex' is [col, row], got " + value.dump());
    const OffsetCoord cell{value[0].get<int>(), value[1].get<int>()};
    if (!map.grid.contains(cell))
        throw SessionError("hex " + value.dump() + " is off the " + std::to_string(map.grid.width) + " × " +
                           std::to_string(map.grid.height) + " map");
    return map.grid.hexOf(cell);
}

} // namespace

std::string_view veProcedureId(VeProcedure procedure)
{
    return ProcedureIds[static_cast<std::size_t>(procedure)];
}

std::optional<VeProcedure> parseVeProcedure(std::string_view id)
{
    const auto index = session::indexOf(ProcedureIds, id);
    return index ? std::optional<VeProcedure>(static_cast<VeProcedure>(*index)) : std::nullopt;
}

json veOrdersToJson(const VeMap &map, const VeOrders &orders)
{
    json out = json::object();
    const session::OrdersWriter write{out};
    write.text("unit", orders.unit);
    write.text("target", orders.target);
    write.list("with", orders.with);
    write.list("defenders", orders.defenders);
    write.list("modifiers", orders.modifiers);
    write.text("facing", orders.facing);
    write.list("blocked", orders.blocked);
    write.flag("stays", orders.stays);
    write.text("result", orders.result);
    write.text("to", orders.to);
    if (orders.hex)
        out["hex"] = veHexJson(map, *orders.hex);
    write.text("facing_to", orders.facingTo);
    write.text("leader", orders.leader);
    write.text("event", orders.event);
    write.flag("encircled", orders.encircled);
    write.flag("holds_enemy_leader", orders.holdsEnemyLeader);
    write.text("attach", orders.attach);
    if (!orders.scores.empty())
        out["scores"] = orders.scores;
    write.text("field", orders.field);
    if (!orders.field.empty())
        out["value"] = orders.value;
    write.text("reason", orders.reason);
    return out;
}

VeOrders veOrdersFromJson(const VeMap &map, const json &value)
{
    if (!value.is_object())
        throw SessionError("orders are an object, got " + value.dump());
    VeOrders orders;
    for (const auto &[key, item] : value.items()) {
        if (key == "unit")
            orders.unit = stringOf(item, key);
        else if (key == "target")
            orders.target = stringOf(item, key);
        else if (key == "with")
            orders.with = stringsOf(item, key);
        else if (key == "defenders")
            orders.defenders = stringsOf(item, key);
        else if (key == "modifiers")
            orders.modifiers = stringsOf(item, key);
        else if (key == "facing")
            orders.facing = stringOf(item, key);
        else if (key == "blocked")
            orders.blocked = stringsOf(item, key);
        else if (key == "stays")
            orders.stays = boolOf(item, key);
        else if (key == "result")
            orders.result = stringOf(item, key);
        else if (key == "to")
            orders.to = stringOf(item, key);
        else if (key == "hex")
            orders.hex = hexOf(map, item);
        else if (key == "facing_to")
            orders.facingTo = stringOf(item, key);
        else if (key == "leader")
            orders.leader = stringOf(item, key);
        else if (key == "event")
            orders.event = stringOf(item, key);
        else if (key == "encircled")
            orders.encircled = boolOf(item, key);
        else if (key == "holds_enemy_leader")
            orders.holdsEnemyLeader = boolOf(item, key);
        else if (key == "attach")
            orders.attach = stringOf(item, key);
        else if (key == "scores") {
            if (!item.is_array())
                throw SessionError("'scores' is an array of integers, got " + item.dump());
            for (const json &score : item)
                orders.scores.push_back(intOf(score, key));
        } else if (key == "field")
            orders.field = stringOf(item, key);
        else if (key == "value")
            orders.value = item;
        else if (key == "reason")
            orders.reason = stringOf(item, key);
        else
            throw SessionError("unknown key '" + key + "' in the orders");
    }
    return orders;
}

} // namespace arbitre::napoleonic
