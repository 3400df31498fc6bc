// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The GM's override of one key of a unit (NF-M6), the session's `napoleonic.override`.
#include "figures_override.h"

#include "arbitre/napoleonic/figures_session.h"
#include "common/session_support.h"

#include <string>

namespace arbitre::napoleonic {

using nlohmann::json;

namespace {

template <typename List> std::vector<const Named *> entries(const List &list)
{
    std::vector<const Named *> out;
    for (const auto &entry : list)
        out.push_back(&entry);
    return out;
}

/** The member an override key sets: every key is a count or an index into a ruleset list. */
int *slotOf(FiguresUnit &unit, std::string_view field)
{
    if (field == "figures")
        return &unit.losses.figures;
    if (field == "carried_steps")
        return &unit.losses.carriedSteps;
    if (field == "half_step")
        return &unit.losses.halves;
    if (field == "steps_this_action")
        return &unit.losses.stepsThisAction;
    if (field == "steps_lost_before_action")
        return &unit.stepsLostBeforeAction;
    if (field == "figures_at_action_start")
        return &unit.figuresAtActionStart;
    if (field == "pop")
        return &unit.pop;
    if (field == "pa_spent")
        return &unit.paSpent;
    if (field == "formation")
        return &unit.formation;
    if (field == "pace")
        return &unit.pace;
    if (field == "cohesion")
        return &unit.cohesion;
    if (field == "box")
        return &unit.box;
    if (field == "status")
        return &unit.status;
    return nullptr;
}

int idOf(const std::vector<const Named *> &list, const json &value, const std::string &field)
{
    if (value.is_string()) {
        for (std::size_t i = 0; i < list.size(); ++i) {
            if (list[i]->id == value.get<std::string>())
                return static_cast<int>(i);
        }
    }
    std::string ids;
    for (const Named *entry : list)
        ids += (ids.empty() ? "" : ", ") + entry->id;
    throw SessionError("'" + field + "' takes one of " + ids + ", got " + value.dump());
}

} // namespace

namespace detail {

std::optional<std::pair<int, int>> overrideBounds(const FiguresRuleset &rules, const FiguresUnit &unit,
                                                  std::string_view field)
{
    if (field == "figures" || field == "figures_at_action_start")
        return std::pair{0, unit.figuresAtStart};
    if (field == "carried_steps")
        return std::pair{0, rules.parameters.stepsPerFigure - 1};
    if (field == "half_step")
        return std::pair{0, 1};
    if (field == "steps_this_action" || field == "steps_lost_before_action")
        return std::pair{0, 100000};
    if (field == "pop" || field == "pa_spent")
        return std::pair{0, 100};
    return std::nullopt;
}

std::vector<const Named *> overrideIds(const FiguresRuleset &rules, std::string_view field)
{
    if (field == "formation")
        return entries(rules.formations);
    if (field == "pace")
        return entries(rules.paces);
    if (field == "cohesion")
        return entries(rules.cohesion);
    if (field == "box")
        return entries(rules.boxes);
    if (field == "status")
        return entries(rules.status);
    return {};
}

} // namespace detail

json overrideFiguresUnit(const FiguresScenario &scenario, const FiguresOrders &orders, FiguresUnit &unit)
{
    const FiguresRuleset &rules = scenario.ruleset();
    if (orders.reason.empty())
        throw SessionError("an override needs its reason in the log");
    const std::string &field = orders.field;
    const auto index = scenario.unitIndex(unit.id);
    const json current = figuresUnitToJson(rules, scenario.units[*index], unit);
    const json from = current.contains(field) ? current[field] : json();
    int *slot = slotOf(unit, field);
    if (slot == nullptr)
        throw SessionError("unknown field '" + field +
                           "'; expected figures, carried_steps, half_step, steps_this_action, "
                           "steps_lost_before_action, figures_at_action_start, pop, pa_spent, formation, pace, "
                           "cohesion, box or status");
    if (const auto bounds = detail::overrideBounds(rules, unit, field))
        *slot = session::integerIn(orders.value, field, bounds->first, bounds->second);
    else
        *slot = idOf(detail::overrideIds(rules, field), orders.value, field);
    return json{{"from", from}, {"reason", orders.reason}};
}

} // namespace arbitre::napoleonic
