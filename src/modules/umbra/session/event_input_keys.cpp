// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "event_input_keys.h"

#include "arbitre/core/session_error.h"

#include <algorithm>
#include <initializer_list>
#include <string>

namespace arbitre::umbra::detail {

using nlohmann::json;

namespace {

using Keys = std::initializer_list<std::string_view>;

/** `value`, if an object, holds only `keys`; `pointer` is where it lies in the event. */
void only(const json &value, Keys keys, const std::string &pointer)
{
    if (!value.is_object())
        return; // a wrong type is the replay's to refuse, with the rule that reads it
    for (const auto &[key, item] : value.items()) {
        (void)item;
        if (std::find(keys.begin(), keys.end(), key) == keys.end()) {
            std::string expected;
            for (const std::string_view k : keys)
                expected += (expected.empty() ? "" : ", ") + std::string(k);
            throw SessionError("unknown key '" + key + "' (expected " + expected + ")", -1, pointer + "/" + key);
        }
    }
}

/** Each object of the array `value[key]` holds only `keys`; `check` looks further into each. */
template <typename Check = void (*)(const json &, const std::string &)>
void eachOf(
    const json &value, std::string_view key, Keys keys, const std::string &pointer,
    Check check = [](const json &, const std::string &) {})
{
    if (!value.is_object() || !value.contains(key) || !value[std::string(key)].is_array())
        return;
    const json &items = value[std::string(key)];
    for (std::size_t i = 0; i < items.size(); ++i) {
        const std::string at = pointer + "/" + std::string(key) + "/" + std::to_string(i);
        only(items[i], keys, at);
        check(items[i], at);
    }
}

void unitOrder(const json &order, const std::string &at)
{
    only(order, {"unit", "to", "forced_march", "action"}, at);
}

void confrontationOrders(const json &orders, const std::string &at)
{
    eachOf(orders, "post_roll", {"draw", "side", "skill"}, at);
    eachOf(orders, "contournement", {"side", "troop_type", "personality"}, at);
    if (orders.is_object() && orders.contains("override"))
        only(orders["override"], {"reason", "totals", "table", "roller"}, at + "/override");
}

} // namespace

void checkInputKeys(std::string_view kind, const json &input)
{
    const std::string at = "/input";
    if (kind == "umbra.turn") {
        only(input, {"day", "turn", "confrontations"}, at);
        eachOf(input, "confrontations",
               {"confrontation", "allocation", "post_roll", "contournement", "discipline", "override", "superior"}, at,
               confrontationOrders);
    } else if (kind == "umbra.end_of_day") {
        only(input, {"day", "first_mover"}, at);
    } else if (kind == "umbra.counter_skill") {
        only(input, {"confrontation", "holder", "target", "skill", "known"}, at);
    } else if (kind == "umbra.override") {
        only(input, {"day", "turn", "unit", "field", "value", "reason"}, at);
    } else if (kind == "umbra.movement") {
        only(input, {"day", "turn", "side", "orders", "conditional"}, at);
        eachOf(input, "orders", {"unit", "to", "forced_march", "action"}, at);
        eachOf(input, "conditional", {"trigger", "order"}, at, [](const json &conditional, const std::string &where) {
            if (conditional.is_object() && conditional.contains("order"))
                unitOrder(conditional["order"], where + "/order");
        });
    } else if (kind == "umbra.conditionals") {
        only(input, {"day", "turn", "fire"}, at);
    } else if (kind == "umbra.regroup") {
        only(input, {"merge", "hexes", "split"}, at);
    }
}

} // namespace arbitre::umbra::detail
