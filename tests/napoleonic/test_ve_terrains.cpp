// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The ruleset's terrains (VE-M1) as the loader checks them and as a session's melee reads them
// from the defender's hex (VE-72).
#include "support/ve_session_support.h"

#include <catch2/catch.hpp>

using namespace arbitre;
using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;
using nlohmann::json;

TEST_CASE("VE-M1 ruleset - terrains are read, and the terrain lists of the other blocks must name them",
          "[ve][loader][terrain]")
{
    const VeRuleset &rules = shippedVe();
    REQUIRE(rules.terrains.size() == 5);
    CHECK(rules.terrains[0].id == "clair");
    CHECK(rules.terrain("foret") != nullptr);
    CHECK_FALSE(rules.terrain("foret")->cavalryShock1); // VE-A47: the list is not in the extract

    json edited = shippedVeJson();
    edited["fire"]["los"]["blocking_terrain"].push_back("marais");
    try {
        veFrom(edited);
        FAIL("a blocking terrain outside the terrains loaded");
    } catch (const LoadError &error) {
        REQUIRE(error.diagnostics().size() == 1);
        CHECK(error.diagnostics()[0].pointer == "/terrains/entries");
        CHECK(error.diagnostics()[0].message.find("'marais' of fire.los.blocking_terrain") != std::string::npos);
    }

    json bare = shippedVeJson();
    bare.erase("terrains");
    bare["fire"]["los"]["blocking_terrain"] = json::array();
    const auto clear = veFrom(bare);
    REQUIRE(clear->terrains.size() == 1);
    CHECK(clear->terrains[0].id == "clair");
}

TEST_CASE("VE-72 session - cavalry en bataille attacking into a divers terrain has shock 1", "[ve][session][terrain]")
{
    // A copy of the ruleset where forest is one of the divers terrains, next to a copy of the demo.
    const auto dir = std::filesystem::temp_directory_path() / "arbitre-ve-terrain";
    std::filesystem::create_directories(dir);
    json rules = shippedVeJson();
    for (json &terrain : rules["terrains"]["entries"])
        terrain["cavalry_shock_1"] = terrain["id"] == "foret";
    rules.erase("$schema");
    std::ofstream(dir / "ve.json") << rules.dump(2);
    json scenario = veDemoJson();
    scenario.erase("$schema");
    scenario["ruleset"] = "ve.json";
    std::string row = scenario["map"]["rows"][7];
    row[7] = 'F'; // aut-ir-9's hex
    scenario["map"]["rows"][7] = row;
    scenario["sides"][0]["units"][2]["hex"] = json::array({6, 7}); // fr-hussards next to it
    std::ofstream(dir / "scenario.json") << scenario.dump(2);

    VeSession session(loadVe(dir / "scenario.json"));
    ListDice dice({4});
    const json melee = session.apply(VeProcedure::Melee, veOrders("fr-hussards", "aut-ir-9"), dice);
    CHECK(melee["attacker_shock"] == 1);
    CHECK(melee["defender_shock"] == 4);
    CHECK(melee["column"] == "1/2-");
    std::filesystem::remove_all(dir);
}
