// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// What a view of a VE session asks of the map without resolving anything: the line of sight
// between two hexes with the units as they stand, and how far an artillery unit fires.

#include "arbitre/napoleonic/ve_scenario.h"
#include "arbitre/napoleonic/ve_session.h"

#include <map>
#include <optional>
#include <vector>

namespace arbitre::napoleonic {

/** The map as line of sight reads it (VE-49): every hex's terrain and level, and the units still standing. */
std::map<Hex, LosHex> veLosMap(const VeScenario &scenario, const VeState &state);

/** VE-48–VE-50 from `from` to `to` on the scenario's map, the units of `state` standing on it. */
LosResult veLineOfSightOnMap(const VeScenario &scenario, const VeState &state, Hex from, Hex to);

/** One distance an artillery unit can fire at, and its fire value there (VE-45–VE-47). */
struct VeRangeBand
{
    int distance = 0;
    int fireValue = 0;
};

/**
 * VE-45, VE-46: the fire value of an artillery unit at each distance from 1 to its maximum range,
 * as veFireValue gives it; a distance it cannot fire at is left out. Empty for another arm.
 */
std::vector<VeRangeBand> veArtilleryBands(const VeRuleset &rules, const VeUnit &unit);

/** The hexes of the map within the unit's maximum range of `from`, `from` excluded (VE-46). */
std::vector<Hex> veHexesInRange(const VeMap &map, Hex from, int maxRange);

/**
 * The hexes the session's last event concerns, as a map picture marks them (`arbitre-cli render --at`): where the
 * units it names (acting, target, the others of a melee, a leader's) stand now, and a move's destination; empty
 * with no event. Nothing is resolved: the event's orders are read back as they were logged.
 */
std::vector<Hex> veLastEventHexes(const VeSession &session);

} // namespace arbitre::napoleonic
