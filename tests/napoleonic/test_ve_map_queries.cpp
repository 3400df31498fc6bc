// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The map queries a view of a VE session makes: line of sight between two hexes and artillery range.
#include "arbitre/napoleonic/ve_map_queries.h"
#include "support/ve_session_support.h"

#include <catch2/catch.hpp>

using namespace arbitre;
using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;

namespace {

Hex hexOf(const VeScenario &scenario, const std::string &unit)
{
    return *scenario.initial.units[*scenario.unitIndex(unit)].hex;
}

} // namespace

TEST_CASE("VE-48 VE-49 map queries - the copse blocks fr-batterie's sight of aut-ir-7, not of aut-ir-9",
          "[ve][map][los]")
{
    const auto scenario = loadVe(veDemoPath());
    const Hex battery = hexOf(*scenario, "fr-batterie");
    const LosResult copse = veLineOfSightOnMap(*scenario, scenario->initial, battery, hexOf(*scenario, "aut-ir-7"));
    CHECK_FALSE(copse.clear);
    REQUIRE(copse.blockedAt);
    CHECK(scenario->map.grid.cellOf(*copse.blockedAt) == OffsetCoord{6, 5});
    CHECK(copse.reason == "foret");
    CHECK(veLineOfSightOnMap(*scenario, scenario->initial, battery, hexOf(*scenario, "aut-ir-9")).clear);
}

TEST_CASE("VE-49 map queries - a unit standing on the line blocks it, as in the session's fire", "[ve][map][los]")
{
    VeSession session = veDemoSession();
    VeOrders move = veOrders("fr-hussards");
    move.hex = veHex(session, 6, 7);
    move.reason = "test set-up";
    ListDice none({});
    session.apply(VeProcedure::Move, move, none);
    const LosResult los = veLineOfSightOnMap(session.scenario(), session.state(), *session.unit("fr-batterie").hex,
                                             *session.unit("aut-ir-9").hex);
    CHECK_FALSE(los.clear);
    CHECK(los.reason == "unite");
    CHECK(session.scenario().map.grid.cellOf(*los.blockedAt) == OffsetCoord{6, 7});
    ListDice dice({5});
    CHECK_THROWS_WITH(session.apply(VeProcedure::Fire, veOrders("fr-batterie", "aut-ir-9"), dice),
                      Catch::Contains("unite at [6,7]"));
}

TEST_CASE("VE-45 VE-46 map queries - the battery's fire value at each distance up to its maximum range",
          "[ve][map][range]")
{
    const auto scenario = loadVe(veDemoPath());
    const VeRuleset &rules = scenario->ruleset();
    const VePiece &battery = scenario->initial.units[*scenario->unitIndex("fr-batterie")];
    const std::vector<VeRangeBand> bands = veArtilleryBands(rules, battery.unit);
    REQUIRE(bands.size() == 4); // VE-46: max_range 4
    for (const VeRangeBand &band : bands)
        CHECK(band.fireValue == *veFireValue(rules, battery.unit, band.distance, nullptr));
    CHECK(bands.front().distance == 1);
    CHECK(bands.back().distance == 4);
    CHECK(bands.front().fireValue > bands.back().fireValue); // VE-45: the range penalty
    CHECK(veArtilleryBands(rules, scenario->initial.units[*scenario->unitIndex("fr-1-ligne")].unit).empty());

    const std::vector<Hex> hexes = veHexesInRange(scenario->map, *battery.hex, battery.unit.maxRange);
    CHECK_FALSE(hexes.empty());
    for (const Hex hex : hexes) {
        CHECK(scenario->map.contains(hex));
        CHECK(distance(hex, *battery.hex) >= 1);
        CHECK(distance(hex, *battery.hex) <= 4);
    }
}

TEST_CASE("A VE map picture marks the hexes of the last event: its units where they stand, a move's destination",
          "[ve][map][render]")
{
    VeSession session = veDemoSession();
    CHECK(veLastEventHexes(session).empty()); // no event yet

    VeOrders move = veOrders("fr-hussards");
    move.hex = veHex(session, 6, 7);
    move.reason = "test set-up";
    ListDice none({});
    session.apply(VeProcedure::Move, move, none);
    CHECK(veLastEventHexes(session) == std::vector<Hex>{veHex(session, 6, 7)});

    VeSession fired = veDemoSession();
    ListDice dice({1, 1, 1});
    fired.apply(VeProcedure::Fire, veOrders("fr-batterie", "aut-ir-9"), dice);
    REQUIRE_FALSE(fired.unit("aut-ir-9").eliminated);
    CHECK(veLastEventHexes(fired) == std::vector<Hex>{*fired.unit("fr-batterie").hex, *fired.unit("aut-ir-9").hex});
}
