// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "session_orders.h"

#include <algorithm>
#include <string>

namespace arbitre::umbra::detail {

using nlohmann::json;

namespace {

int slotOfSide(const BattleState &state, const Confrontation &confrontation, const std::string &id)
{
    for (int slot = 0; slot < 2; ++slot)
        if (state.sides[static_cast<std::size_t>(confrontation.sides[static_cast<std::size_t>(slot)])].id == id)
            return slot;
    throw SessionError("side '" + id + "' is not in this confrontation");
}

MemberRef findMember(const BattleState &state, const std::string &id)
{
    for (std::size_t s = 0; s < state.sides.size(); ++s) {
        const Side &side = state.sides[s];
        for (std::size_t i = 0; i < side.troops.size(); ++i)
            if (side.troops[i].id == id)
                return {MemberRef::Kind::Troop, static_cast<int>(s), static_cast<int>(i)};
        for (std::size_t i = 0; i < side.personalities.size(); ++i)
            if (side.personalities[i].id == id)
                return {MemberRef::Kind::Personality, static_cast<int>(s), static_cast<int>(i)};
    }
    throw SessionError("no troop or personality has the id '" + id + "'");
}

} // namespace

DecodedOrders decodeOrders(const UmbraRuleset &rules, const BattleState &state, const ConfrontationOrders &orders)
{
    if (orders.confrontation < 0 || orders.confrontation >= static_cast<int>(state.confrontations.size()))
        throw SessionError("no confrontation #" + std::to_string(orders.confrontation + 1));
    const Confrontation &confrontation = state.confrontations[static_cast<std::size_t>(orders.confrontation)];
    DecodedOrders out;
    for (const std::string &id : orders.allocation)
        out.allocation.push_back(findMember(state, id));
    for (const auto &request : orders.postRoll)
        out.postRoll.push_back({request.draw, slotOfSide(state, confrontation, request.side), request.skill});
    for (const auto &aim : orders.contournement) {
        ContournementAim decoded;
        decoded.slot = slotOfSide(state, confrontation, aim.side);
        if (!aim.troopType.empty()) {
            const auto type = rules.findTroopType(aim.troopType);
            if (!type)
                throw SessionError("unknown troop type '" + aim.troopType + "'");
            decoded.troopType = *type;
        } else {
            const MemberRef ref = findMember(state, aim.personality);
            if (ref.kind != MemberRef::Kind::Personality)
                throw SessionError("'" + aim.personality + "' is not a personality");
            decoded.personality = ref.index;
        }
        out.contournement.push_back(decoded);
    }
    for (const auto &[side, points] : orders.discipline)
        out.decisions.disciplineSpend[static_cast<std::size_t>(slotOfSide(state, confrontation, side))] = points;
    if (orders.superior)
        out.decisions.superiorSlot = slotOfSide(state, confrontation, *orders.superior);
    const ConfrontationOrders::Override &gm = orders.gmOverride;
    if (!gm.empty()) {
        if (gm.reason.empty())
            throw SessionError("an override of the resolution needs the GM's reason (UD-M5)");
        for (const auto &[side, total] : gm.totals) {
            if (total < 0)
                throw SessionError("an overridden total is 0 or more, not " + std::to_string(total));
            out.decisions.totalOverride[static_cast<std::size_t>(slotOfSide(state, confrontation, side))] = total;
        }
        if (gm.table) {
            const auto table = std::find_if(rules.tables.begin(), rules.tables.end(),
                                            [&](const ConfrontationTable &t) { return t.id == *gm.table; });
            if (table == rules.tables.end())
                throw SessionError("no confrontation table '" + *gm.table + "'");
            out.decisions.tableOverride = static_cast<int>(table - rules.tables.begin());
        }
        if (gm.roller)
            out.decisions.rollerOverride = slotOfSide(state, confrontation, *gm.roller);
    }
    out.decisions.allocation = out.allocation;
    out.decisions.postRoll = out.postRoll;
    out.decisions.contournement = out.contournement;
    return out;
}

json ordersToJson(const ConfrontationOrders &orders)
{
    json out = {{"confrontation", orders.confrontation + 1}};
    if (!orders.allocation.empty())
        out["allocation"] = orders.allocation;
    for (const auto &request : orders.postRoll)
        out["post_roll"].push_back(
            {{"draw", request.draw + 1}, {"side", request.side}, {"skill", skillKindId(request.skill)}});
    for (const auto &aim : orders.contournement) {
        json entry = {{"side", aim.side}};
        if (!aim.troopType.empty())
            entry["troop_type"] = aim.troopType;
        else
            entry["personality"] = aim.personality;
        out["contournement"].push_back(entry);
    }
    for (const auto &[side, points] : orders.discipline)
        out["discipline"][side] = points;
    if (!orders.gmOverride.empty()) {
        json gm = {{"reason", orders.gmOverride.reason}};
        for (const auto &[side, total] : orders.gmOverride.totals)
            gm["totals"][side] = total;
        if (orders.gmOverride.table)
            gm["table"] = *orders.gmOverride.table;
        if (orders.gmOverride.roller)
            gm["roller"] = *orders.gmOverride.roller;
        out["override"] = std::move(gm);
    }
    if (orders.superior)
        out["superior"] = *orders.superior;
    return out;
}

int intFromJson(const json &value, std::string_view what, int min, int max)
{
    if (!value.is_number_integer())
        throw SessionError(std::string(what) + ": expected an integer, got " + value.dump());
    if (value.is_number_unsigned() ? value.get<std::uint64_t>() > static_cast<std::uint64_t>(max)
                                   : value.get<std::int64_t>() < min || value.get<std::int64_t>() > max)
        throw SessionError(std::string(what) + ": expected an integer from " + std::to_string(min) + " to " +
                           std::to_string(max) + ", got " + value.dump());
    return static_cast<int>(value.get<std::int64_t>());
}

ConfrontationOrders ordersFromJson(const UmbraRuleset &rules, const json &in)
{
    ConfrontationOrders orders;
    try {
        orders.confrontation = intFromJson(in.at("confrontation"), "confrontation") - 1;
        if (in.contains("allocation"))
            orders.allocation = in["allocation"].get<std::vector<std::string>>();
        if (in.contains("post_roll"))
            for (const json &request : in["post_roll"]) {
                const auto skill = rules.findSkill(request.at("skill").get<std::string>());
                if (!skill)
                    throw SessionError("unknown skill in a post-roll request");
                orders.postRoll.push_back(
                    {intFromJson(request.at("draw"), "draw") - 1, request.at("side").get<std::string>(), *skill});
            }
        if (in.contains("contournement"))
            for (const json &aim : in["contournement"])
                orders.contournement.push_back(
                    {aim.at("side").get<std::string>(), aim.value("troop_type", ""), aim.value("personality", "")});
        if (in.contains("discipline"))
            for (const auto &[side, points] : in["discipline"].items())
                orders.discipline.emplace_back(side, intFromJson(points, "discipline"));
        if (in.contains("override")) {
            const json &gm = in["override"];
            orders.gmOverride.reason = gm.value("reason", "");
            if (gm.contains("totals"))
                for (const auto &[side, total] : gm["totals"].items())
                    orders.gmOverride.totals.emplace_back(side, intFromJson(total, "override total"));
            if (gm.contains("table"))
                orders.gmOverride.table = gm["table"].get<std::string>();
            if (gm.contains("roller"))
                orders.gmOverride.roller = gm["roller"].get<std::string>();
            if (orders.gmOverride.empty() || orders.gmOverride.reason.empty())
                throw SessionError("an \"override\" names a total, a table or a roller, with the GM's reason (UD-M5)");
        }
        if (in.contains("superior"))
            orders.superior = in["superior"].get<std::string>();
    } catch (const json::exception &error) {
        throw SessionError(std::string("malformed orders in the log: ") + error.what());
    }
    return orders;
}

} // namespace arbitre::umbra::detail
