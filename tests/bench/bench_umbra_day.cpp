// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "bench.h"

#include "arbitre/core/json_document.h"
#include "arbitre/core/module_registry.h"
#include "arbitre/umbra/module.h"
#include "arbitre/umbra/session.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace arbitre::bench {

using namespace arbitre::umbra;
using nlohmann::json;

namespace {

/** One entry of the orders file, decoded once: what `umbra play` hands the session for it. */
struct Entry
{
    bool endOfDay = false;
    std::map<std::string, std::vector<UnitOrder>> moves;
    std::map<std::string, std::vector<ConditionalOrder>> conditionals;
    std::vector<bool> fire;
    std::vector<ConfrontationOrders> confrontations;
};

Entry decode(const UmbraSession &session, const json &item)
{
    Entry entry;
    entry.endOfDay = item.value("end_of_day", false);
    const json moves = item.value("moves", json::object()); // kept alive across the loops below
    const json conditionals = item.value("conditional", json::object());
    for (const auto &[side, orders] : moves.items())
        for (const json &order : orders)
            entry.moves[side].push_back(unitOrderFromJson(session.map(), order));
    for (const auto &[side, orders] : conditionals.items())
        for (const json &order : orders) {
            ConditionalOrder conditional;
            conditional.trigger = order.at("trigger").get<std::string>();
            conditional.action = unitOrderFromJson(session.map(), order.at("order"));
            entry.conditionals[side].push_back(conditional);
        }
    if (item.contains("fire"))
        entry.fire = item["fire"].get<std::vector<bool>>();
    for (const json &orders : item.value("confrontations", json::array()))
        entry.confrontations.push_back(confrontationOrdersFromJson(session.ruleset(), orders));
    return entry;
}

// The same steps as playTurn in src/cli/umbra_map_command.cpp: movement steps in the day's order,
// conditional orders, the turn; or the end of the day.
void play(UmbraSession &session, Dice &dice, const Entry &entry)
{
    static const std::vector<UnitOrder> none;
    static const std::vector<ConditionalOrder> noConditionals;
    if (entry.endOfDay) {
        session.endOfDay(dice);
        return;
    }
    while (session.state().phase == Phase::Movement) {
        const BattleState &now = session.state();
        const std::string &side =
            now.sides[static_cast<std::size_t>(now.moveOrder[static_cast<std::size_t>(now.moving)])].id;
        const auto orders = entry.moves.find(side);
        const auto conditionals = entry.conditionals.find(side);
        session.move(side, orders == entry.moves.end() ? none : orders->second,
                     conditionals == entry.conditionals.end() ? noConditionals : conditionals->second);
    }
    if (session.state().phase == Phase::Conditional)
        session.settleConditionals(entry.fire);
    session.resolveTurn(dice, entry.confrontations);
}

} // namespace

// Day 1 of the demo battle (resources/scenarios/battle-of-vaudrey-ford*.json): 4 turns of movement,
// detection and resolution, then the evening (rally, rest, levy arrivals, move order), from a loaded session.
bool benchUmbraDay(bool smoke)
{
    const std::filesystem::path scenarios = std::filesystem::path(ARBITRE_SOURCE_DIR) / "resources" / "scenarios";
    ModuleRegistry registry;
    registerModule(registry);
    const auto scenario = std::dynamic_pointer_cast<const UmbraScenario>(
        registry.loadScenario(scenarios / "battle-of-vaudrey-ford.json"));
    if (!scenario) {
        std::printf("umbra day: the demo scenario did not load as Umbra Draconis\n");
        return false;
    }
    const UmbraSession loaded(scenario);
    const json turns = JsonDocument::fromFile(scenarios / "battle-of-vaudrey-ford.orders.json").root().at("turns");
    std::vector<Entry> day;
    for (std::size_t i = 0; i < 5; ++i) // day 1: turns 1–4 and its end
        day.push_back(decode(loaded, turns.at(i)));
    const std::vector<int> dice{4, 8, 6, 8}; // the draws of turns 2, 3 and 4, and the picket's rally

    const auto playDay = [&](UmbraSession &session) {
        ListDice rolls(dice);
        for (const Entry &entry : day)
            play(session, rolls, entry);
        return rolls.remaining() == 0;
    };
    // The day must play as the demo test expects before it is timed.
    UmbraSession reference = loaded;
    if (!playDay(reference) || reference.state().day != 2 || reference.log().size() != 14) {
        std::printf("umbra day: day 1 of the demo did not play to day 2 in 14 events\n");
        return false;
    }

    const int days = smoke ? 1 : 2'000;
    bool same = true;
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < days; ++i) {
        UmbraSession session = loaded; // the loaded session: scenario shared, state and empty log copied
        same = playDay(session) && same;
        same = same && session.state() == reference.state();
    }
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double perDay = elapsed / days * 1e3;
    std::printf("umbra day, demo battle (Vaudrey ford), day 1: 8 movement steps, 1 conditional order, 4 turns, "
                "end of day\n");
    std::printf("  %d day(s) in %.3f s: %.3f ms a day (target < 5 ms)\n", days, elapsed, perDay);
    return same && (smoke || perDay < 5.0);
}

} // namespace arbitre::bench
