// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/napoleonic/ve_map_queries.h"

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

} // namespace arbitre::napoleonic
