// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// What comes next on the map: contacts that will fight, troops that will arrive (UD-82, UD-A52, UD-18,
// UD-69, UD-A43). Read from the state, never written to it: the map shows it, the log says it.
#include "arbitre/umbra/day_loop.h"

#include "map_support.h"

#include <algorithm>
#include <map>
#include <tuple>
#include <utility>

namespace arbitre::umbra {

using detail::contains;
using detail::onField;
using detail::slotOf;

namespace {

/** Present members on the map, one group per side and hex, in (side, hex) order. */
std::vector<MapGroup> groupsOnMap(const BattleState &state)
{
    std::map<std::pair<int, Hex>, MapGroup> byPlace;
    for (std::size_t s = 0; s < state.sides.size(); ++s) {
        const Side &side = state.sides[s];
        const int index = static_cast<int>(s);
        for (std::size_t t = 0; t < side.troops.size(); ++t)
            if (onField(side.troops[t])) {
                MapGroup &group = byPlace[{index, side.troops[t].hex}];
                group.side = index;
                group.hex = side.troops[t].hex;
                group.troops.push_back(static_cast<int>(t));
            }
        for (std::size_t p = 0; p < side.personalities.size(); ++p)
            if (onField(side.personalities[p])) {
                MapGroup &group = byPlace[{index, side.personalities[p].hex}];
                group.side = index;
                group.hex = side.personalities[p].hex;
                group.personalities.push_back(static_cast<int>(p));
            }
    }
    std::vector<MapGroup> groups;
    groups.reserve(byPlace.size());
    for (auto &[place, group] : byPlace)
        groups.push_back(std::move(group));
    return groups;
}

bool engagedIn(const Confrontation &c, int slot, const MapGroup &group)
{
    const auto &troops = c.troops[static_cast<std::size_t>(slot)];
    const auto &personalities = c.personalities[static_cast<std::size_t>(slot)];
    return std::any_of(group.troops.begin(), group.troops.end(), [&](int t) { return contains(troops, t); }) ||
           std::any_of(group.personalities.begin(), group.personalities.end(),
                       [&](int p) { return contains(personalities, p); });
}

/** A running confrontation already sets these two groups against each other. */
bool alreadyFighting(const BattleState &state, const MapGroup &a, const MapGroup &b)
{
    return std::any_of(state.confrontations.begin(), state.confrontations.end(), [&](const Confrontation &c) {
        const int slotA = slotOf(c, a.side);
        const int slotB = slotOf(c, b.side);
        return !c.ended && slotA >= 0 && slotB >= 0 && engagedIn(c, slotA, a) && engagedIn(c, slotB, b);
    });
}

std::vector<WaitingContact> waitingContacts(const UmbraRuleset &rules, const BattleState &state)
{
    // The next detection ends this turn's movement while it is still being given (or its conditionals settled).
    const bool detectionThisTurn = state.phase == Phase::Movement || state.phase == Phase::Conditional;
    const std::vector<MapGroup> groups = groupsOnMap(state);
    std::vector<WaitingContact> out;
    for (std::size_t a = 0; a < groups.size(); ++a)
        for (std::size_t b = a + 1; b < groups.size(); ++b) {
            const MapGroup &ga = groups[a];
            const MapGroup &gb = groups[b];
            if (ga.side == gb.side || distance(ga.hex, gb.hex) != 1 || alreadyFighting(state, ga, gb))
                continue;
            const HexContact pair{ga.side, ga.hex, gb.side, gb.hex}; // groups are in side order: a's is lower
            const bool waited = rules.parameters.adjacencyTurns <= 0 ||
                                std::binary_search(state.adjacency.begin(), state.adjacency.end(), pair);
            out.push_back({{ga, gb}, detectionThisTurn && waited});
        }
    return out;
}

std::vector<ComingArrival> comingArrivals(const UmbraMap &map, const BattleState &state)
{
    std::vector<ComingArrival> entering;
    std::map<std::tuple<int, int, int>, ComingArrival> levies; // (day, side, place)
    for (std::size_t s = 0; s < state.sides.size(); ++s) {
        const Side &side = state.sides[s];
        const int index = static_cast<int>(s);
        for (std::size_t t = 0; t < side.troops.size(); ++t) {
            const Troop &troop = side.troops[t];
            if (onField(troop) && troop.entering && map.contains(troop.entryHex)) {
                auto same = std::find_if(entering.begin(), entering.end(), [&](const ComingArrival &a) {
                    return a.side == index && a.hex == troop.entryHex;
                });
                if (same == entering.end())
                    same =
                        entering.insert(entering.end(), ComingArrival{index, troop.entryHex, state.day, true, -1, {}});
                same->troops.push_back(static_cast<int>(t));
                continue;
            }
            if (troop.status != TroopStatus::ALever || troop.levy < 0 ||
                troop.levy >= static_cast<int>(side.levies.size()))
                continue;
            const int place = side.levies[static_cast<std::size_t>(troop.levy)].place;
            if (place < 0 || place >= static_cast<int>(map.places.size()))
                continue;
            ComingArrival &arrival = levies[{troop.arrivalDay, index, place}];
            arrival.side = index;
            arrival.hex = map.places[static_cast<std::size_t>(place)].hex;
            arrival.day = troop.arrivalDay;
            arrival.place = place;
            arrival.troops.push_back(static_cast<int>(t));
        }
    }
    for (auto &[key, arrival] : levies)
        entering.push_back(std::move(arrival));
    return entering;
}

} // namespace

MapOutlook mapOutlook(const UmbraRuleset &rules, const UmbraMap &map, const BattleState &state)
{
    MapOutlook outlook;
    if (!map.present())
        return outlook;
    outlook.contacts = waitingContacts(rules, state);
    outlook.arrivals = comingArrivals(map, state);
    return outlook;
}

} // namespace arbitre::umbra
