// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/napoleonic/ve_map_queries.h"

#include "arbitre/core/session_error.h"

#include <algorithm>

namespace arbitre::napoleonic {

std::map<Hex, LosHex> veLosMap(const VeScenario &scenario, const VeState &state)
{
    std::map<Hex, LosHex> out;
    const VeMap &map = scenario.map;
    for (int i = 0; i < map.grid.cellCount(); ++i) {
        const auto cell = static_cast<std::size_t>(i);
        out[map.grid.hexAt(i)] = LosHex{scenario.ruleset().terrains.at(map.terrain[cell]).id, map.level[cell], false};
    }
    for (const VePiece &piece : state.units) {
        if (piece.hex && !piece.eliminated)
            out[*piece.hex].unit = true; // VE-49: any unit, enemy or friendly
    }
    return out;
}

LosResult veLineOfSightOnMap(const VeScenario &scenario, const VeState &state, Hex from, Hex to)
{
    return veLineOfSight(scenario.ruleset(), veLosMap(scenario, state), from, to);
}

std::vector<VeRangeBand> veArtilleryBands(const VeRuleset &rules, const VeUnit &unit)
{
    std::vector<VeRangeBand> out;
    if (unit.arm != VeArm::Artillerie)
        return out;
    for (int d = 1; d <= unit.maxRange; ++d) {
        if (const std::optional<int> value = veFireValue(rules, unit, d, nullptr))
            out.push_back({d, *value});
    }
    return out;
}

std::vector<Hex> veHexesInRange(const VeMap &map, Hex from, int maxRange)
{
    std::vector<Hex> out;
    for (const Hex hex : withinRange(from, maxRange)) {
        if (hex != from && map.contains(hex))
            out.push_back(hex);
    }
    return out;
}

std::vector<Hex> veLastEventHexes(const VeSession &session)
{
    std::vector<Hex> hexes;
    if (session.log().empty())
        return hexes;
    VeOrders orders;
    try {
        orders = veOrdersFromJson(session.scenario().map, session.log()[session.log().size() - 1].input);
    } catch (const SessionError &) {
        return hexes; // an event of no orders (an initiative, a turn's end) marks nothing
    }
    const auto add = [&hexes](const std::optional<Hex> &hex) {
        if (hex && std::find(hexes.begin(), hexes.end(), *hex) == hexes.end())
            hexes.push_back(*hex);
    };
    const VeState &state = session.state();
    const auto addUnit = [&](const std::string &id) {
        for (const VePiece &piece : state.units)
            if (piece.id == id && !piece.eliminated)
                add(piece.hex);
    };
    addUnit(orders.unit);
    addUnit(orders.target);
    for (const std::string &id : orders.with)
        addUnit(id);
    for (const std::string &id : orders.defenders)
        addUnit(id);
    for (const VeLeaderPiece &leader : state.leaders)
        if (leader.id == orders.leader)
            add(state.leaderHex(leader));
    add(orders.hex);
    return hexes;
}

} // namespace arbitre::napoleonic
