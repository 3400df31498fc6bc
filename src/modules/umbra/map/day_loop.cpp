// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/day_loop.h"

#include "arbitre/umbra/force.h"
#include "arbitre/umbra/levy.h"
#include "arbitre/umbra/vs.h"
#include "map_support.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <utility>

namespace arbitre::umbra {

using detail::onField;

namespace {

bool isPietaille(const UmbraRuleset &rules, const Troop &troop)
{
    return rules.troopType(troop.type).role == TroopRole::Pietaille;
}

} // namespace

int positionAt(const BattleState &state, Hex hex)
{
    for (const HexPosition &position : state.positions) {
        if (position.hex == hex) {
            return position.position;
        }
    }
    return -1;
}

DayMoveOrder dayMoveOrder(const UmbraRuleset &rules, const BattleState &state, const std::string &firstMover)
{
    DayMoveOrder result;
    const std::size_t count = state.sides.size();
    std::vector<int> strength(count);
    result.vs.resize(count);
    for (std::size_t i = 0; i < count; ++i) {
        result.vs[i] = armyVs(state.sides[i]);
        strength[i] = armyStrength(rules, state.sides[i], state.terrain);
    }
    result.order.resize(count);
    std::iota(result.order.begin(), result.order.end(), 0);
    const auto gmFirst = [&](int side) { return state.sides[static_cast<std::size_t>(side)].id == firstMover; };
    std::stable_sort(result.order.begin(), result.order.end(), [&](int a, int b) {
        const std::size_t ia = static_cast<std::size_t>(a);
        const std::size_t ib = static_cast<std::size_t>(b);
        if (result.vs[ia] != result.vs[ib]) {
            return result.vs[ia] < result.vs[ib]; // UD-71: the lower VS plays first
        }
        if (strength[ia] != strength[ib]) {
            return strength[ia] < strength[ib]; // UD-43, UD-A22: the greater Force is the more strategic
        }
        return gmFirst(a) && !gmFirst(b);
    });
    result.strength = strength;
    result.gmChose = count >= 2 && gmFirst(result.order[0]);
    if (count < 2) {
        result.rule = "UD-71";
        return result;
    }
    const std::size_t first = static_cast<std::size_t>(result.order[0]);
    const std::size_t second = static_cast<std::size_t>(result.order[1]);
    const std::string &firstId = state.sides[first].id;
    const std::string &secondId = state.sides[second].id;
    const std::string vsText = "VS " + firstId + " " + std::to_string(result.vs[first]) + ", " + secondId + " " +
                               std::to_string(result.vs[second]);
    if (result.vs[first] != result.vs[second]) {
        result.rule = "UD-71";
        result.reason = vsText + ": the lower VS moves first";
    } else if (strength[first] != strength[second]) {
        result.rule = "UD-43";
        result.reason = vsText + ", equal; Force " + std::to_string(strength[first]) + " against " +
                        std::to_string(strength[second]) + ": the greater Force is the more strategic and moves second";
    } else {
        result.rule = "UD-A22";
        result.reason = vsText + " and Force " + std::to_string(strength[first]) + " equal: " +
                        (gmFirst(result.order[0]) ? "the GM has " + firstId + " move first"
                                                  : "the GM has not chosen, the scenario's side order stands");
    }
    return result;
}

DayStart beginMapDay(const UmbraRuleset &rules, const UmbraMap &map, BattleState &state, const std::string &firstMover)
{
    DayStart start;
    for (std::size_t s = 0; s < state.sides.size(); ++s) {
        Side &side = state.sides[s];
        std::vector<int> raised(side.levies.size(), 0); // piétailles each levy has raised so far
        for (const Troop &troop : side.troops) {
            if (troop.levy >= 0 && isPietaille(rules, troop) && troop.status != TroopStatus::ALever &&
                troop.status != TroopStatus::NonLevee) {
                ++raised[static_cast<std::size_t>(troop.levy)];
            }
        }
        for (std::size_t t = 0; t < side.troops.size(); ++t) {
            Troop &troop = side.troops[t];
            troop.coriaceUsedToday = false; // UD-77: one free forced march per day
            if (troop.status != TroopStatus::ALever || troop.arrivalDay > state.day) {
                continue;
            }
            const LevyPlan &plan = side.levies[static_cast<std::size_t>(troop.levy)];
            const int place = plan.place;
            // UD-70, UD-A10: a lieu-dit that suffered a confrontation raises at most so many piétailles in all.
            if (isPietaille(rules, troop) && state.contestedPlaces[static_cast<std::size_t>(place)] != 0 &&
                contestedPlaceLevy(rules.parameters, 1, raised[static_cast<std::size_t>(troop.levy)]) == 0) {
                troop.status = TroopStatus::NonLevee;
                start.lost.push_back({static_cast<int>(s), static_cast<int>(t), place});
                continue;
            }
            if (isPietaille(rules, troop)) {
                ++raised[static_cast<std::size_t>(troop.levy)];
            }
            troop.status = TroopStatus::Present; // UD-18, UD-A7: at the start of its day, at its place (UD-69)
            troop.onMap = true;
            troop.hex = map.places[static_cast<std::size_t>(place)].hex;
            start.arrivals.push_back({static_cast<int>(s), static_cast<int>(t), place});
        }
    }
    start.moveOrder = dayMoveOrder(rules, state, firstMover);
    state.moveOrder = start.moveOrder.order;
    state.moving = 0;
    state.phase = Phase::Movement;
    state.conditionals.clear();
    return start;
}

TurnEnd endMapTurn(const UmbraRuleset &rules, const UmbraMap &map, BattleState &state)
{
    TurnEnd end;
    const UmbraParameters &p = rules.parameters;
    for (std::size_t s = 0; s < state.sides.size(); ++s) {
        Side &side = state.sides[s];
        // UD-80, UD-A51: builders add a turn; a hex whose builders reach the turns needed gets its position.
        std::map<int, int> progress; // cell -> most consecutive turns of a builder there
        for (Troop &troop : side.troops) {
            // UD-A51: builders must not be engaged; a turn spent fighting does not count.
            const bool building = onField(troop) && troop.order == TroopOrder::LeverPositionDefensive && !troop.engaged;
            // UD-A51: by default a turn without building starts the count again; with fortify.consecutive
            // false the turns add up, as long as they are spent on the same hex.
            const bool sameWork = onField(troop) && troop.fortifyTurns > 0 && troop.fortifyHex == troop.hex;
            if (building) {
                troop.fortifyTurns = sameWork ? troop.fortifyTurns + 1 : 1;
                troop.fortifyHex = troop.hex;
                int &best = progress[map.grid.index(troop.hex)];
                best = std::max(best, troop.fortifyTurns);
            } else if (p.fortifyConsecutive || !sameWork) {
                troop.fortifyTurns = 0;
            }
        }
        for (const auto &[cell, turns] : progress) {
            const Hex hex = map.grid.hexAt(cell);
            const bool castrametisation =
                std::any_of(side.personalities.begin(), side.personalities.end(), [&](const Personality &person) {
                    return onField(person) && person.hex == hex && person.skill(SkillKind::Castrametisation);
                });
            const int needed = !castrametisation      ? p.fortifyTurns
                               : map.fortifySite(hex) ? p.fortifyTurnsCastrametisationAppropriate
                                                      : p.fortifyTurnsCastrametisationElsewhere;
            if (turns >= needed && positionAt(state, hex) < 0) {
                state.positions.push_back({hex, p.fortifyResultPosition});
                end.built.push_back(state.positions.back());
                for (Troop &troop : side.troops) {
                    if (onField(troop) && troop.hex == hex) {
                        troop.fortifyTurns = 0;
                    }
                }
            }
        }
        // UD-97: the fled and the removed leave the map; orders and movement last one turn.
        for (Troop &troop : side.troops) {
            if (!troop.present()) {
                troop.onMap = false;
                troop.engaged = false;
            }
            if (troop.movementSpent == 0) {
                troop.entering = false; // UD-A43: entering difficult terrain takes two consecutive turns
            }
            troop.order = TroopOrder::None;
            troop.movementSpent = 0;
            troop.forcedMarchThisTurn = false;
        }
        for (Personality &personality : side.personalities) {
            if (!personality.present()) {
                personality.onMap = false;
            }
            personality.moved = false;
            personality.movementSpent = 0;
            personality.escorted = 0;
        }
    }
    state.conditionals.clear();
    state.moving = 0;
    state.phase = state.turn > p.turnsPerDay ? Phase::EndOfDay : Phase::Movement;
    return end;
}

} // namespace arbitre::umbra
