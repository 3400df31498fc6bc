// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The VE session under alternative readings: the demo scenario over an edited copy of the ruleset.
#include "support/ve_session_support.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

using namespace arbitre;
using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;
using nlohmann::json;

namespace {

/** The demo session over the shipped ruleset with one parameter changed. */
VeSession demoWith(const arbitre::test::TempDir &dir, const char *parameter, const json &value)
{
    json rules = shippedVeJson();
    REQUIRE(rules["parameters"].contains(parameter));
    rules["parameters"][parameter] = value;
    const auto rulesPath = dir.path() / "ve-rules.json";
    std::ofstream(rulesPath) << rules.dump(2);
    json scenario = veDemoJson();
    scenario["ruleset"] = rulesPath.string();
    scenario.erase("$schema");
    const auto scenarioPath = dir.path() / "ve-scenario.json";
    std::ofstream(scenarioPath) << scenario.dump(2);
    return VeSession(loadVe(scenarioPath));
}

} // namespace

TEST_CASE("VE-A28 session - initiative.margin0_order gm leaves the margin-0 order to the GM", "[ve][session]")
{
    arbitre::test::TempDir dir;
    VeSession session = demoWith(dir, "initiative.margin0_order", "gm");
    ListDice none({});
    VeOrders scores;
    scores.scores = {4, 4};
    const json tie = session.apply(VeProcedure::Initiative, scores, none);
    CHECK(tie["needs_gm"] == true);
    CHECK(tie["activation_order"] == json::array());
    VeSession plain = veDemoSession();
    CHECK_FALSE(plain.apply(VeProcedure::Initiative, scores, none).contains("needs_gm"));
}

TEST_CASE("VE-A19 session - leader.captive_exit gm: a held enemy leader's fate is the GM's", "[ve][session]")
{
    arbitre::test::TempDir dir;
    VeSession session = demoWith(dir, "leader.captive_exit", "gm");
    ListDice none({});
    VeOrders fate;
    fate.leader = "lannes";
    fate.event = "leaves_map";
    fate.holdsEnemyLeader = true;
    fate.attach = "fr-1-ligne";
    const json r = session.apply(VeProcedure::Leader, fate, none);
    CHECK(r["definitive_capture"] == false);
    CHECK(r["needs_gm"] == true);
    VeSession plain = veDemoSession();
    const json d = plain.apply(VeProcedure::Leader, fate, none);
    CHECK(d["definitive_capture"] == true);
    CHECK_FALSE(d.contains("needs_gm"));
}

TEST_CASE("VE-A51 session - morale.desespere_state encerclee: the GM states the encirclement", "[ve][session]")
{
    VeOrders encircled = veOrders("aut-ir-7");
    encircled.modifiers = {"desespere"};
    VeSession plain = veDemoSession();
    ListDice dice({3, 3, 3, 3});
    CHECK_THROWS_WITH(plain.apply(VeProcedure::Morale, encircled, dice), Catch::Contains("from the unit's state"));
    arbitre::test::TempDir dir;
    VeSession session = demoWith(dir, "morale.desespere_state", "encerclee");
    const json r = session.apply(VeProcedure::Morale, encircled, dice);
    CHECK(veModifier(r, "desespere") == -2);
}
