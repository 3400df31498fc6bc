// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/hex_grid.h"
#include "arbitre/umbra/ids.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace arbitre::umbra {

/** A named place of the map (lieu-dit, UD-69): where levies gather, and a landmark for the GM. */
struct Place
{
    std::string id;
    std::string name;
    Hex hex;
    bool levyPoint = true; /**< troops may be raised here (UD-69) */

    friend bool operator==(const Place &, const Place &) = default;
};

/**
 * The strategic map of a scenario (UD-67): the hex grid, the terrain of every hex (indexes into
 * UmbraRuleset::terrains), the named places and the hexes the GM marked appropriate for raising a
 * defensive position (UD-80, UD-A51). It does not change during play; privileged positions do
 * (they can be built), so they live in BattleState.
 */
struct UmbraMap
{
    HexGrid grid;
    std::vector<std::uint8_t> terrain;      /**< per cell, terrain index */
    std::vector<std::uint8_t> fortifySites; /**< per cell, 1 = appropriate place for a position (UD-A51) */
    std::vector<Place> places;
    std::vector<char> legend; /**< per terrain index, the symbol the file drew it with ('\0' = none); kept for saving */

    bool present() const { return !grid.empty(); }
    bool contains(Hex hex) const { return grid.contains(hex); }
    /** Terrain index of a hex on the map (the caller checks contains()). */
    int terrainAt(Hex hex) const { return terrain[static_cast<std::size_t>(grid.index(hex))]; }
    bool fortifySite(Hex hex) const
    {
        const int cell = grid.index(hex);
        return cell >= 0 && fortifySites[static_cast<std::size_t>(cell)] != 0;
    }
    /** The index of a place by id, or −1. */
    int findPlace(const std::string &id) const;

    friend bool operator==(const UmbraMap &, const UmbraMap &) = default;
};

/** A hex as files and logs write it: `[col, row]` on the map's grid (docs/scenario-format.md). */
nlohmann::json hexToJson(const UmbraMap &map, Hex hex);

} // namespace arbitre::umbra
