// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT

// The specs of the day loop's steps on a map (UD-68–UD-82): a side's movement step, the conditional orders
// and the regrouping of confrontations. A unit's moves come from MovementRules, as the app's reach does.

#include "arbitre/umbra/movement.h"
#include "session/umbra_procedures.h"

#include <algorithm>
#include <string>

namespace arbitre::umbra::detail {

using nlohmann::json;

namespace {

std::string when(const BattleState &state)
{
    return "day " + std::to_string(state.day) + ", turn " + std::to_string(state.turn);
}

std::string cellId(const UmbraMap &map, Hex hex)
{
    const json cell = hexToJson(map, hex);
    return cell[0].dump() + "," + cell[1].dump();
}

/** The refusal of a step that needs a map and `phase` (UD-68), or empty. */
std::string mapStepRefusal(const UmbraSession &session, Phase phase, const std::string &why)
{
    if (!session.hasMap())
        return "this scenario has no map (UD-67)";
    if (session.state().phase != phase)
        return when(session.state()) + ": " + why + " (" + std::string(phaseId(session.state().phase)) + ", UD-68)";
    return {};
}

/** An order as an option: its id (readOrderId) and what the GM reads, grouped by unit. */
InputOption orderOption(const UmbraSession &session, const std::string &name, const UnitOrder &order)
{
    const std::string &unit = order.unit;
    switch (order.action) {
    case UnitOrder::Action::Move: {
        const std::string cell = cellId(session.map(), order.to);
        const std::string where =
            " → [" + cell.substr(0, cell.find(',')) + ", " + cell.substr(cell.find(',') + 1) + "]";
        if (order.forcedMarch)
            return option(unit + ":marche_forcee:" + cell,
                          {name + where + ", marche forcée", name + where + ", forced march"}, "UD-74", name);
        return option(unit + ":deplacement:" + cell, {name + where, name + where}, "UD-72", name);
    }
    case UnitOrder::Action::Consolidate:
        return option(unit + ":consolider", {name + " : consolide", name + ": consolidates"}, "UD-78", name);
    case UnitOrder::Action::BuildPosition:
        return option(unit + ":lever_position_defensive",
                      {name + " : lève une position défensive", name + ": builds a defensive position"}, "UD-80", name);
    case UnitOrder::Action::Stay:
        break;
    }
    return option(unit + ":rester", {name + " : reste en place", name + ": stays"}, "UD-71", name);
}

/** Every order a unit may be given now (UD-72–UD-80), as options. */
void unitOptions(const UmbraSession &session, const MovementRules &rules, MemberRef unit, const std::string &id,
                 const std::string &name, std::vector<InputOption> &options)
{
    LegalMoves legal;
    rules.legalMoves(unit, legal);
    UnitOrder order;
    order.unit = id;
    options.push_back(orderOption(session, name, order));
    for (const auto &[allowed, action] : {std::pair{legal.canConsolidate, UnitOrder::Action::Consolidate},
                                          std::pair{legal.canBuildPosition, UnitOrder::Action::BuildPosition}}) {
        order.action = action;
        if (allowed)
            options.push_back(orderOption(session, name, order));
    }
    order.action = UnitOrder::Action::Move;
    for (const Reach &reach : legal.reach) {
        order.to = reach.hex;
        order.forcedMarch = reach.forcedMarch;
        options.push_back(orderOption(session, name, order));
    }
}

/** The orders in `ids` that can be read (checkInput refuses the others), each with its option. */
std::vector<UnitOrder> readOrders(const UmbraSession &session, const json &ids, std::vector<InputOption> *options)
{
    std::vector<UnitOrder> orders;
    for (const json &id : ids.is_array() ? ids : json::array()) {
        try {
            orders.push_back(readOrderId(session.map(), id.is_string() ? id.get<std::string>() : std::string()));
        } catch (const SessionError &) {
            continue;
        }
        if (options) {
            options->push_back(orderOption(session, memberName(session.state(), orders.back().unit), orders.back()));
            options->back().id = id.get<std::string>();
        }
    }
    return orders;
}

/**
 * Every order of each unit of `side` on the field, on the state its orders chosen so far (`given`) leave, as
 * the app's reach does (UD-A47 and UD-A51 wait for the step's end).
 */
std::vector<InputOption> reachOptions(const UmbraSession &session, int side, const std::vector<UnitOrder> &given)
{
    BattleState after = session.state();
    try {
        applyMovementStep(session.ruleset(), session.map(), after, side, given, false);
    } catch (const MovementError &) { // refused when played; meanwhile the reach is the step's start
        after = session.state();
    }
    const MovementRules rules(session.ruleset(), session.map(), after);
    std::vector<InputOption> options;
    const Side &own = after.sides[static_cast<std::size_t>(side)];
    for (std::size_t i = 0; i < own.troops.size(); ++i)
        if (own.troops[i].present() && own.troops[i].onMap)
            unitOptions(session, rules, {MemberRef::Kind::Troop, side, static_cast<int>(i)}, own.troops[i].id,
                        memberName(after, own.troops[i].id), options);
    for (std::size_t i = 0; i < own.personalities.size(); ++i)
        if (own.personalities[i].present() && own.personalities[i].onMap)
            unitOptions(session, rules, {MemberRef::Kind::Personality, side, static_cast<int>(i)},
                        own.personalities[i].id, memberName(after, own.personalities[i].id), options);
    return options;
}

/**
 * The orders of `kept` first (any well-formed order the GM chose stays: the step checks it when played), then
 * those of `reach` not listed yet, but for the units `skip` already gives an order.
 */
std::vector<InputOption> withKept(const UmbraSession &session, const json &kept, const std::vector<InputOption> &reach,
                                  const std::vector<UnitOrder> &skip)
{
    std::vector<InputOption> options;
    readOrders(session, kept, &options);
    for (const InputOption &option : reach) {
        const std::string unit = option.id.substr(0, option.id.find(':'));
        if (std::none_of(skip.begin(), skip.end(), [&](const UnitOrder &order) { return order.unit == unit; }) &&
            std::none_of(options.begin(), options.end(), [&](const InputOption &o) { return o.id == option.id; }))
            options.push_back(option);
    }
    return options;
}

} // namespace

UnitOrder readOrderId(const UmbraMap &map, const std::string &id)
{
    // unit:action, or unit:deplacement|marche_forcee:col,row — read by the reader of logged orders.
    const std::size_t first = id.find(':');
    const std::size_t second = first == std::string::npos ? first : id.find(':', first + 1);
    if (first == std::string::npos || first == 0)
        throw SessionError("an order is UNIT:ACTION or UNIT:ACTION:COL,ROW, not '" + id + "'");
    json order{{"unit", id.substr(0, first)}, {"action", id.substr(first + 1, second - first - 1)}};
    if (second != std::string::npos) {
        const std::string cell = id.substr(second + 1);
        const std::size_t comma = cell.find(',');
        try {
            order["to"] = {std::stoi(cell.substr(0, comma)), std::stoi(cell.substr(comma + 1))};
        } catch (const std::exception &) {
            throw SessionError("order '" + id + "': the hex is COL,ROW");
        }
    }
    return unitOrderFromJson(map, order);
}

ProcedureSpec movementSpec(const UmbraSession &session, const json &input)
{
    ProcedureSpec spec;
    spec.id = "movement";
    spec.label = {"Mouvement d'un camp", "A side's movement step"};
    spec.rule = "UD-71";
    spec.refusal = mapStepRefusal(session, Phase::Movement, "this is not a movement step");
    if (!spec.refusal.empty())
        return spec;
    const BattleState &state = session.state();
    const int mover = state.moveOrder.at(static_cast<std::size_t>(state.moving));
    const Side &side = state.sides[static_cast<std::size_t>(mover)];
    InputSpec who = inputSpec("side", InputKind::Choice, {"Camp qui se déplace", "Side moving"}, "UD-71");
    who.options.push_back(option(side.id, {sideName(side), sideName(side)}, "UD-71"));
    who.defaultValue = side.id;
    spec.inputs.push_back(std::move(who));
    // One list, in the GM's order: the step checks each order on the positions the earlier ones left.
    InputSpec orders = inputSpec("orders", InputKind::Units, {"Ordres, dans l'ordre", "Orders, in order"}, "UD-72");
    const json given = input.value("orders", json::array());
    const std::vector<UnitOrder> chosen = readOrders(session, given, nullptr);
    const std::vector<InputOption> reach = reachOptions(session, mover, chosen);
    orders.options = withKept(session, given, reach, chosen); // a unit with an order is offered no other
    // UD-71, UD-A42: only a side that moves before another may make an order depend on the other's moves: any
    // order of its units from where its own orders leave them, checked when the GM carries it out.
    if (state.moving + 1 < static_cast<int>(state.moveOrder.size())) {
        InputSpec conditional =
            inputSpec("conditional", InputKind::Units, {"Ordres conditionnels", "Conditional orders"}, "UD-A42");
        conditional.options = withKept(session, input.value("conditional", json::array()), reach, {});
        spec.inputs.push_back(std::move(orders));
        spec.inputs.push_back(std::move(conditional));
        spec.inputs.push_back(inputSpec("trigger", InputKind::Text,
                                        {"Condition en mots (une ligne par ordre conditionnel, ou une pour tous)",
                                         "Condition in words (one line per conditional order, or one for all)"},
                                        "UD-71"));
    } else {
        spec.inputs.push_back(std::move(orders));
    }
    return spec;
}

ProcedureSpec conditionalsSpec(const UmbraSession &session, const json & /*input*/)
{
    ProcedureSpec spec;
    spec.id = "conditionals";
    spec.label = {"Ordres conditionnels", "Conditional orders"};
    spec.rule = "UD-A42";
    spec.refusal = mapStepRefusal(session, Phase::Conditional, "no conditional order waits for the GM");
    if (!spec.refusal.empty())
        return spec;
    const BattleState &state = session.state();
    // The orders carried out; the others are dismissed.
    InputSpec fire = inputSpec("fire", InputKind::Choices, {"Ordres exécutés", "Orders carried out"}, "UD-A42");
    for (std::size_t i = 0; i < state.conditionals.size(); ++i) {
        const ConditionalOrder &order = state.conditionals[i];
        const Side &side = state.sides[static_cast<std::size_t>(order.side)];
        InputOption entry = orderOption(session, memberName(state, order.action.unit), order.action);
        entry.id = std::to_string(i + 1);
        entry.label.fr += " — " + order.trigger;
        entry.label.en += " — " + order.trigger;
        entry.group = sideName(side);
        entry.rule = "UD-A42";
        fire.options.push_back(std::move(entry));
    }
    spec.inputs.push_back(std::move(fire));
    return spec;
}

ProcedureSpec regroupSpec(const UmbraSession &session, const json &input)
{
    ProcedureSpec spec;
    spec.id = "regroup";
    spec.label = {"Regrouper les confrontations", "Regroup the confrontations"};
    spec.rule = "UD-A52";
    spec.refusal =
        mapStepRefusal(session, Phase::Confrontation, "confrontations are regrouped after the movement step");
    const BattleState &state = session.state();
    if (spec.refusal.empty() && foughtConfrontations(state).empty())
        spec.refusal = "no confrontation is being fought (UD-A52)";
    if (!spec.refusal.empty())
        return spec;
    InputSpec action = inputSpec("action", InputKind::Choice, {"Regroupement", "Regrouping"}, "UD-A52", true);
    action.options = {option("merge", {"Réunir deux confrontations", "Merge two confrontations"}, "UD-A52"),
                      option("split", {"Scinder une confrontation", "Split a confrontation"}, "UD-A52")};
    spec.inputs.push_back(std::move(action));
    InputSpec which = inputSpec("confrontation", InputKind::Choice,
                                {"Confrontation gardée, ou scindée", "Confrontation kept, or split"}, "UD-A52", true);
    which.options = confrontationOptions(state);
    const int index = chosenConfrontation(state, input);
    InputSpec other = inputSpec("other", InputKind::Choice,
                                {"Confrontation réunie à la première", "Confrontation merged into it"}, "UD-A52");
    for (const InputOption &candidate : which.options)
        if (candidate.id != confrontationId(index))
            other.options.push_back(candidate);
    InputSpec hexes =
        inputSpec("hexes", InputKind::Choices, {"Cases qui forment la nouvelle", "Hexes of the new one"}, "UD-A52");
    for (const Hex hex : state.confrontations[static_cast<std::size_t>(index)].hexes)
        hexes.options.push_back(option(cellId(session.map(), hex)));
    spec.inputs.push_back(std::move(which));
    spec.inputs.push_back(std::move(other));
    spec.inputs.push_back(std::move(hexes));
    return spec;
}

} // namespace arbitre::umbra::detail
