// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The orders of a napoleonic-figures event as they go into the log, and back.
#include "arbitre/napoleonic/figures_session.h"

#include "common/session_support.h"

#include <array>
#include <string>

namespace arbitre::napoleonic {

namespace {

using nlohmann::json;

constexpr std::array<std::string_view, 9> ProcedureIds{"fire",      "melee", "morale", "control", "reaction",
                                                       "formation", "move",  "action", "override"};

using session::boolOf;
using session::intOf;
using session::stringOf;
using session::stringsOf;

/** `[{ "id": …, "amount": n }]`, the amount written only when it is not 1. */
json choicesToJson(const std::vector<ModifierChoice> &choices)
{
    json out = json::array();
    for (const ModifierChoice &choice : choices) {
        json entry{{"id", choice.id}};
        if (choice.amount != 1)
            entry["amount"] = choice.amount;
        out.push_back(std::move(entry));
    }
    return out;
}

std::vector<ModifierChoice> choicesOf(const json &value, const std::string &what)
{
    if (!value.is_array())
        throw SessionError("'" + what + "' is an array of { id, amount }, got " + value.dump());
    std::vector<ModifierChoice> out;
    for (const json &item : value) {
        if (!item.is_object() || !item.contains("id"))
            throw SessionError("a modifier of '" + what + "' is { id, amount }, got " + item.dump());
        ModifierChoice choice{stringOf(item["id"], "id"), 1};
        for (const auto &[key, field] : item.items()) {
            if (key == "amount")
                choice.amount = intOf(field, "amount");
            else if (key != "id")
                throw SessionError("unknown key '" + key + "' in a modifier of '" + what + "'");
        }
        out.push_back(std::move(choice));
    }
    return out;
}

} // namespace

std::string_view figuresProcedureId(FiguresProcedure procedure)
{
    return ProcedureIds[static_cast<std::size_t>(procedure)];
}

std::optional<FiguresProcedure> parseFiguresProcedure(std::string_view id)
{
    const auto index = session::indexOf(ProcedureIds, id);
    return index ? std::optional<FiguresProcedure>(static_cast<FiguresProcedure>(*index)) : std::nullopt;
}

json figuresOrdersToJson(const FiguresOrders &orders)
{
    json out{{"unit", orders.unit}};
    const session::OrdersWriter write{out};
    write.text("target", orders.target);
    if (!orders.modifiers.empty())
        out["modifiers"] = choicesToJson(orders.modifiers);
    if (!orders.targetModifiers.empty())
        out["target_modifiers"] = choicesToJson(orders.targetModifiers);
    write.text("test", orders.test);
    write.list("friends", orders.friends);
    write.list("enemies", orders.enemies);
    write.list("situation", orders.situation);
    if (orders.figures)
        out["figures"] = *orders.figures;
    if (orders.stepsFromObjective != 0)
        out["steps_from_objective"] = orders.stepsFromObjective;
    if (orders.paToSpend != 0)
        out["pa_to_spend"] = orders.paToSpend;
    write.flag("threatened_by_cavalry", orders.threatenedByCavalry);
    write.flag("general", orders.general);
    write.flag("fires", orders.fires);
    write.flag("stops", orders.stops);
    write.text("to", orders.to);
    write.text("pace", orders.pace);
    write.list("terrains", orders.terrains);
    write.flag("backward_step", orders.backwardStep);
    write.text("field", orders.field);
    if (!orders.field.empty())
        out["value"] = orders.value;
    write.text("reason", orders.reason);
    return out;
}

FiguresOrders figuresOrdersFromJson(const json &value)
{
    if (!value.is_object())
        throw SessionError("orders are an object, got " + value.dump());
    FiguresOrders orders;
    for (const auto &[key, item] : value.items()) {
        if (key == "unit")
            orders.unit = stringOf(item, key);
        else if (key == "target")
            orders.target = stringOf(item, key);
        else if (key == "modifiers")
            orders.modifiers = choicesOf(item, key);
        else if (key == "target_modifiers")
            orders.targetModifiers = choicesOf(item, key);
        else if (key == "test")
            orders.test = stringOf(item, key);
        else if (key == "friends")
            orders.friends = stringsOf(item, key);
        else if (key == "enemies")
            orders.enemies = stringsOf(item, key);
        else if (key == "situation")
            orders.situation = stringsOf(item, key);
        else if (key == "figures")
            orders.figures = intOf(item, key);
        else if (key == "steps_from_objective")
            orders.stepsFromObjective = intOf(item, key);
        else if (key == "pa_to_spend")
            orders.paToSpend = intOf(item, key);
        else if (key == "threatened_by_cavalry")
            orders.threatenedByCavalry = boolOf(item, key);
        else if (key == "general")
            orders.general = boolOf(item, key);
        else if (key == "fires")
            orders.fires = boolOf(item, key);
        else if (key == "stops")
            orders.stops = boolOf(item, key);
        else if (key == "to")
            orders.to = stringOf(item, key);
        else if (key == "pace")
            orders.pace = stringOf(item, key);
        else if (key == "terrains")
            orders.terrains = stringsOf(item, key);
        else if (key == "backward_step")
            orders.backwardStep = boolOf(item, key);
        else if (key == "field")
            orders.field = stringOf(item, key);
        else if (key == "value")
            orders.value = item;
        else if (key == "reason")
            orders.reason = stringOf(item, key);
        else
            throw SessionError("unknown key '" + key + "' in the orders");
    }
    if (orders.unit.empty())
        throw SessionError("the orders name no unit");
    return orders;
}

} // namespace arbitre::napoleonic
