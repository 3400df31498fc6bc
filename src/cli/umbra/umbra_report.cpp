// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "umbra_report.h"

#include "arbitre/umbra/force.h"
#include "arbitre/umbra/vs.h"

#include <algorithm>
#include <iomanip>
#include <ostream>

namespace arbitre::cli {

using nlohmann::json;
using namespace arbitre::umbra;

namespace {

json termsToJson(const Breakdown &breakdown)
{
    json terms = json::array();
    for (const Term &term : breakdown)
        terms.push_back({{"rule", term.ruleId}, {"label", term.label}, {"value", term.value}, {"sets", term.replaces}});
    return terms;
}

// Members in a confrontation get their engaged Force; others their own.
const Confrontation *confrontationOf(const BattleState &state, int side, int *slot)
{
    for (const Confrontation &c : state.confrontations)
        for (int s = 0; s < 2; ++s)
            if (!c.ended && c.sides[static_cast<std::size_t>(s)] == side) {
                *slot = s;
                return &c;
            }
    return nullptr;
}

} // namespace

json forceReport(const UmbraRuleset &rules, const BattleState &state)
{
    json sides = json::array();
    for (int sideIndex = 0; sideIndex < static_cast<int>(state.sides.size()); ++sideIndex) {
        const Side &side = state.sides[static_cast<std::size_t>(sideIndex)];
        int slot = 0;
        const Confrontation *c = confrontationOf(state, sideIndex, &slot);
        json troops = json::array();
        for (int i = 0; i < static_cast<int>(side.troops.size()); ++i) {
            const Troop &troop = side.troops[static_cast<std::size_t>(i)];
            Breakdown breakdown;
            const int force =
                c ? engagedTroopForce(rules, state, *c, slot, i, &breakdown) : troopForce(rules, troop, &breakdown);
            troops.push_back({{"id", troop.id},
                              {"type", rules.troopType(troop.type).id},
                              {"status", troopStatusId(troop.status)},
                              {"force", force},
                              {"breakdown", termsToJson(breakdown)},
                              {"explain", breakdown.explain()}});
        }
        json personalities = json::array();
        for (int i = 0; i < static_cast<int>(side.personalities.size()); ++i) {
            const Personality &p = side.personalities[static_cast<std::size_t>(i)];
            Breakdown breakdown;
            const int force = c ? engagedPersonalityForce(rules, state, *c, slot, i, &breakdown)
                                : personalityForce(rules, p, state.terrain, &breakdown);
            personalities.push_back({{"id", p.id},
                                     {"rank", rules.personalityRanks[static_cast<std::size_t>(p.rank)].id},
                                     {"status", personalityStatusId(p.status)},
                                     {"force", force},
                                     {"breakdown", termsToJson(breakdown)},
                                     {"explain", breakdown.explain()}});
        }
        Breakdown vsBreakdown;
        const int vs = armyVs(side, &vsBreakdown);
        json entry = {{"id", side.id},    {"name", side.name},
                      {"vs", vs},         {"vs_explain", vsBreakdown.explain()},
                      {"troops", troops}, {"personalities", personalities}};
        if (c) {
            const SideTotal total = sideTotal(rules, state, *c, slot);
            entry["force"] = total.total;
            entry["breakdown"] = termsToJson(total.breakdown);
            entry["explain"] = total.breakdown.explain();
        } else {
            entry["force"] = armyStrength(rules, side, state.terrain);
        }
        sides.push_back(std::move(entry));
    }
    json report = {{"day", state.day}, {"turn", state.turn}, {"sides", std::move(sides)}};
    if (state.sides.size() >= 2) { // UD-71: who moves first today
        const MoveOrder order = moveOrder(rules, state, 0, 1);
        report["move_order"] = {
            {"first", order.first >= 0 ? json(state.sides[static_cast<std::size_t>(order.first)].id) : json(nullptr)},
            {"reason", order.reason},
            {"rule", order.ruleId}};
    }
    return report;
}

void printForce(std::ostream &out, const json &report)
{
    for (const json &side : report["sides"]) {
        out << side["name"].get<std::string>() << " (" << side["id"].get<std::string>()
            << "): " << side["force"].get<int>() << " F, VS " << side["vs_explain"].get<std::string>() << '\n';
        for (const char *group : {"troops", "personalities"})
            for (const json &member : side[group]) {
                out << "  " << std::left << std::setw(10) << member["id"].get<std::string>() << ' '
                    << member["explain"].get<std::string>();
                if (member["status"] != "present")
                    out << "  [" << member["status"].get<std::string>() << ']';
                out << '\n';
            }
        if (side.contains("explain"))
            out << "  total " << side["explain"].get<std::string>() << '\n';
    }
    if (report.contains("move_order")) {
        const json &order = report["move_order"];
        out << (order["first"].is_null() ? std::string("Move order: the GM decides")
                                         : order["first"].get<std::string>() + " moves first")
            << " (" << order["reason"].get<std::string>() << ")\n";
    }
}

void printTurn(std::ostream &out, const json &turn)
{
    for (const json &c : turn["confrontations"]) {
        const json &a = c["sides"][0];
        const json &b = c["sides"][1];
        out << "Confrontation " << c["confrontation"].get<int>() << ": " << a["id"].get<std::string>() << ' '
            << a["force"].get<int>() << " F vs " << b["id"].get<std::string>() << ' ' << b["force"].get<int>()
            << " F\n";
        for (const json &side : c["sides"])
            out << "  " << side["id"].get<std::string>() << ": " << side["explain"].get<std::string>() << '\n';
        out << "  " << c["units"].get<int>()
            << " units: " << (c["major"].get<bool>() ? "bataille majeure, 2 draws" : "engagement classique, 1 draw")
            << " (UD-84); difference " << c["difference"].get<int>() << ": " << c["table"].get<std::string>() << " ("
            << c["table_reason"].get<std::string>() << ", " << c["table_rule"].get<std::string>() << "); "
            << c["roller"].get<std::string>() << " rolls (" << c["roller_rule"].get<std::string>() << ")\n";
        if (c.contains("galvanised"))
            for (const auto &[side, count] : c["galvanised"].items())
                out << "  " << side << ": Galvaniseur raises " << count.get<int>() << " troops one step (UD-52)\n";
        int n = 0;
        for (const json &draw : c["draws"]) {
            out << "  draw " << ++n << ": d10 " << draw["natural"].get<int>();
            if (draw.contains("redraw"))
                out << ", redrawn by " << draw["redraw"]["side"].get<std::string>() << ": "
                    << draw["redraw"]["die"].get<int>();
            if (draw.contains("sens_tactique"))
                for (const auto &[side, shift] : draw["sens_tactique"].items())
                    out << ", " << side << " Sens tactique " << std::showpos << shift.get<int>() << std::noshowpos;
            out << " → face " << draw["die"].get<int>() << ", " << draw["colour"].get<std::string>() << ": "
                << draw["text"]["fr"].get<std::string>() << '\n';
            for (const json &effect : draw["effects"]) {
                out << "    " << effect["side"].get<std::string>() << ": " << effect["kind"].get<std::string>();
                if (effect.contains("force"))
                    out << " +" << effect["force"].get<int>() << " F at its next resolution";
                else if (effect["target"].is_null())
                    out << " — no one left to take it";
                else
                    out << " → " << effect["target"].get<std::string>() << " (" << effect["outcome"].get<std::string>()
                        << (effect.contains("morale_steps")
                                ? ", morale −" + std::to_string(effect["morale_steps"].get<int>())
                                : std::string())
                        << (effect.contains("discipline_spent")
                                ? ", " + std::to_string(effect["discipline_spent"].get<int>()) +
                                      " Discipline point spent instead (UD-51)"
                                : std::string())
                        << ')';
                out << '\n';
            }
        }
        if (!c["winner"].is_null())
            out << "  " << c["winner"].get<std::string>() << " wins the resolution (UD-90)\n";
        if (!c["victor"].is_null())
            out << "  " << c["victor"].get<std::string>() << " is victorious: no enemy troop remains (UD-98)\n";
    }
}

void printEndOfDay(std::ostream &out, const json &result)
{
    for (const json &rally : result["rally"])
        out << "Rally " << rally["troop"].get<std::string>() << ": d10 " << rally["die"].get<int>() << " → "
            << rally["colour"].get<std::string>() << ", " << rally["result"].get<std::string>() << " (UD-101)\n";
    for (const json &rest : result["rest"])
        out << "Rest " << rest["troop"].get<std::string>() << " (" << rest["category"].get<std::string>()
            << "): " << rest["fatigue_before"].get<std::string>() << " → " << rest["fatigue_after"].get<std::string>()
            << " (UD-102)\n";
    out << "Day " << result["day"].get<int>() << " begins.\n";
}

void printState(std::ostream &out, const json &state)
{
    std::size_t sideWidth = 4;
    std::size_t idWidth = 5;
    for (const json &troop : state["troops"]) {
        sideWidth = std::max(sideWidth, troop["side"].get<std::string>().size());
        idWidth = std::max(idWidth, troop["id"].get<std::string>().size());
    }
    out << "State (day " << state["day"].get<int>() << ", turn " << state["turn"].get<int>() << "):\n";
    out << "  " << std::left << std::setw(static_cast<int>(sideWidth + 1)) << "side"
        << std::setw(static_cast<int>(idWidth + 1)) << "troop" << std::setw(6) << "own F" << std::setw(11) << "morale"
        << std::setw(9) << "fatigue"
        << "status\n";
    for (const json &troop : state["troops"]) {
        out << "  " << std::setw(static_cast<int>(sideWidth + 1)) << troop["side"].get<std::string>()
            << std::setw(static_cast<int>(idWidth + 1)) << troop["id"].get<std::string>() << std::setw(6)
            << troop["force"].get<int>() << std::setw(11) << troop["morale"].get<std::string>() << std::setw(9)
            << troop["fatigue"].get<std::string>() << (troop["blesse"].get<bool>() ? "blessé " : "")
            << troop["status"].get<std::string>() << '\n';
    }
}

json levyReport(const UmbraRuleset &, const LevyResult &levy)
{
    json arrivals = json::array();
    for (const LevyArrival &arrival : levy.arrivals)
        arrivals.push_back({{"day", arrival.day}, {"pietailles", arrival.pietailles}, {"unites", arrival.unites}});
    json explanation = json::array();
    for (const auto &line : levy.explanation)
        explanation.push_back({{"rule", line.ruleId}, {"text", line.text}});
    return {{"pietailles", levy.pietailles},   {"unites", levy.unites},
            {"cavalerie", levy.cavalryUnits},  {"hommes_d_armes_unites", levy.menAtArmsUnits},
            {"arrivals", std::move(arrivals)}, {"explanation", std::move(explanation)}};
}

void printLevy(std::ostream &out, const json &report)
{
    for (const json &line : report["explanation"])
        out << line["text"].get<std::string>() << " (" << line["rule"].get<std::string>() << ")\n";
    out << "Piétailles " << report["pietailles"].get<int>() << ", unités " << report["unites"].get<int>()
        << " (cavalerie " << report["cavalerie"].get<int>() << ")\n";
    for (const json &arrival : report["arrivals"])
        out << "  day " << arrival["day"].get<int>() << ": " << arrival["pietailles"].get<int>() << " piétailles, "
            << arrival["unites"].get<int>() << " unités\n";
}

} // namespace arbitre::cli
