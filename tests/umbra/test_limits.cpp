// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The limits of docs/ruleset-authoring.md ("Limits"): refused at load at their pointer, and at the limits
// every total is the exact positive number, never a wrapped one.
#include "arbitre/core/dice.h"
#include "arbitre/core/json_document.h"
#include "arbitre/umbra/force.h"
#include "arbitre/umbra/limits.h"
#include "arbitre/umbra/resolution.h"
#include "arbitre/umbra/scenario.h"
#include "arbitre/umbra/vs.h"

#include "support/umbra_builders.h"
#include "support/umbra_fixtures.h"

#include <catch2/catch.hpp>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

using namespace arbitre;
using namespace arbitre::umbra;
using namespace arbitre::umbra::test;
using nlohmann::json;

namespace {

std::shared_ptr<UmbraScenario> readJson(const json &scenario)
{
    return readScenario(JsonDocument::fromText(scenario.dump(), "limits.json"), sharedShippedRuleset());
}

/** "pointer: message" of every diagnostic of a refused scenario, empty when it loads. */
std::vector<std::string> errorsOf(const json &scenario)
{
    std::vector<std::string> out;
    try {
        readJson(scenario);
    } catch (const LoadError &error) {
        for (const Diagnostic &diagnostic : error.diagnostics())
            out.push_back(diagnostic.pointer + ": " + diagnostic.message);
    }
    return out;
}

json side(const std::string &id, json troops, json personalities = json::array())
{
    return {{"id", id}, {"troops", std::move(troops)}, {"personalities", std::move(personalities)}};
}

json scenarioOf(json sides)
{
    return {{"ruleset", "../../rulesets/umbra-draconis.json"}, {"sides", std::move(sides)}};
}

json machines(std::size_t count, int force)
{
    json troops = json::array();
    for (std::size_t i = 0; i < count; ++i)
        troops.push_back({{"id", "m" + std::to_string(i)}, {"type", "machine_de_guerre"}, {"force", force}});
    return troops;
}

json personalities(std::size_t count, int vs)
{
    json out = json::array();
    for (std::size_t i = 0; i < count; ++i)
        out.push_back({{"id", "p" + std::to_string(i)}, {"rank", "figure"}, {"vs", vs}, {"forestier", 1000}});
    return out;
}

json oneInfantry(const std::string &id)
{
    return json::array({{{"id", id}, {"type", "fantassins"}}});
}

} // namespace

TEST_CASE("Limits: at most 32 sides, refused at /sides before the movement ever sees them", "[limits][scenario]")
{
    json sides = json::array();
    for (int i = 0; i < 33; ++i)
        sides.push_back(side("s" + std::to_string(i), oneInfantry("t" + std::to_string(i))));
    CHECK(errorsOf(scenarioOf(sides)) == std::vector<std::string>{"/sides: at most 32 sides, got 33"});
    sides.erase(sides.end() - 1);
    CHECK(errorsOf(scenarioOf(sides)).empty());
}

TEST_CASE("Limits UD-23: at most 2000 troops on a side, machine F at most 1000", "[limits][scenario]")
{
    CHECK(errorsOf(scenarioOf({side("bleu", machines(2001, 1)), side("rouge", oneInfantry("r1"))})) ==
          std::vector<std::string>{"/sides/0/troops: at most 2000 troops on a side, got 2001"});
    CHECK(errorsOf(scenarioOf({side("bleu", machines(1, 1001)), side("rouge", oneInfantry("r1"))})) ==
          std::vector<std::string>{"/sides/0/troops/0/force: expected an integer from 0 to 1000, got 1001"});
}

TEST_CASE("Limits UD-42: at most 100 personalities on a side, VS at most 1000", "[limits][scenario]")
{
    CHECK(errorsOf(
              scenarioOf({side("bleu", oneInfantry("b1"), personalities(101, 1)), side("rouge", oneInfantry("r1"))})) ==
          std::vector<std::string>{"/sides/0/personalities: at most 100 personalities on a side, got 101"});
    CHECK(errorsOf(scenarioOf(
              {side("bleu", oneInfantry("b1"), personalities(1, 1000000)), side("rouge", oneInfantry("r1"))})) ==
          std::vector<std::string>{"/sides/0/personalities/0/vs: expected an integer from 0 to 1000, got 1000000"});
}

TEST_CASE("Limits: an id has at most 64 characters, a name at most 200", "[limits][scenario]")
{
    json scenario = scenarioOf({side("bleu", oneInfantry(std::string(65, 'b'))), side("rouge", oneInfantry("r1"))});
    scenario["sides"][1]["name"] = std::string(201, 'r');
    CHECK(errorsOf(scenario) ==
          std::vector<std::string>{"/sides/0/troops/0/id: an id has at most 64 characters, got 65",
                                   "/sides/1/name: a name has at most 200 characters, got 201"});
    // Characters, not bytes: 200 accented letters are 400 bytes and a valid name.
    std::string accented;
    for (int i = 0; i < 200; ++i)
        accented += "é";
    scenario = scenarioOf({side("bleu", oneInfantry("b1")), side("rouge", oneInfantry("r1"))});
    scenario["sides"][1]["name"] = accented;
    CHECK(errorsOf(scenario).empty());
}

TEST_CASE("Limits UD-23 UD-42 UD-45: at the limits the army's F and VS are exact and positive", "[limits][force]")
{
    const std::shared_ptr<UmbraScenario> scenario =
        readJson(scenarioOf({side("bleu", machines(limits::MaxTroopsPerSide, limits::MaxValue),
                                  personalities(limits::MaxPersonalitiesPerSide, limits::MaxValue)),
                             side("rouge", oneInfantry("r1"))}));
    const UmbraRuleset &r = scenario->ruleset();
    const Side &bleu = scenario->initial.sides[0];
    REQUIRE(bleu.troops.size() == 2000);
    REQUIRE(bleu.personalities.size() == 100);

    // UD-42 (+ UD-39 scouts): 100 × 1000 and the scouts' VS.
    CHECK(armyVs(bleu) == 100 * 1000 + bleu.scoutsVs);

    // UD-A22: every machine's F and every personality's, summed in 64 bits for the expectation.
    const int forest = terrainIndex(r, "foret");
    std::int64_t expected = 0;
    for (const Troop &troop : bleu.troops)
        expected += troopForce(r, troop);
    for (const Personality &personality : bleu.personalities)
        expected += personalityForce(r, personality, forest);
    CHECK(expected >= 2000 * 1000 + 100 * 1000); // Forestier 1000 counts in a forest (UD-45)
    CHECK(armyStrength(r, bleu, forest) == expected);

    // UD-M1: the side total of the confrontation, in range and exactly its terms.
    const SideTotal total = sideTotal(r, scenario->initial, scenario->initial.confrontations[0], 0);
    CHECK_FALSE(total.breakdown.outOfRange());
    CHECK(total.total >= 2000 * 1000);
    std::int64_t terms = 0;
    for (const Term &term : total.breakdown)
        terms = term.replaces ? term.value : terms + term.value;
    CHECK(total.total == terms);
}

TEST_CASE("Limits UD-61 UD-79 UD-M1: a side total beyond 10^9 is refused when resolved, never wrapped",
          "[limits][resolution]")
{
    UmbraRuleset r = shippedRuleset();
    // 2000 machines of F 1000 in a defensive position, raised by 100 engineers' Poliorcétique 1000 each:
    // about 2 × 10^6 F × 1000 — beyond an int, which once made the side negative.
    std::vector<Troop> troops;
    for (std::size_t i = 0; i < limits::MaxTroopsPerSide; ++i)
        troops.push_back(
            makeTroop(r, "M" + std::to_string(i), "machine_de_guerre",
                      {.machineForce = static_cast<int>(limits::MaxValue), .position = "position_defensive"}));
    std::vector<Personality> engineers;
    for (std::size_t i = 0; i < limits::MaxPersonalitiesPerSide; ++i)
        engineers.push_back(
            makePersonality(r, "I" + std::to_string(i), "figure",
                            {makeSkill(r, "poliorcetique", static_cast<int>(limits::MaxValue), /*offensive=*/false)}));
    BattleState state = makeBattle(r, makeSide("bleu", std::move(troops), std::move(engineers)),
                                   makeSide("rouge", {makeTroop(r, "R1", "fantassins")}));

    const SideTotal total = sideTotal(r, state, state.confrontations[0], 0);
    CHECK(total.breakdown.outOfRange());
    CHECK(total.total > Breakdown::MaxTotal); // positive, past the limit: never a wrapped negative
    CHECK(total.breakdown.explain().rfind("\u2212", 0) == std::string::npos);

    ListDice dice({5, 5, 5, 5});
    ResolutionResult result;
    CHECK_THROWS_WITH(resolveConfrontation(r, state, 0, dice, {}, result),
                      "the Force total of side 'bleu' is beyond 1000000000 (UD-M1): too large to resolve");

    SECTION("the GM's total (UD-M5) replaces it, and the turn is resolved")
    {
        ResolutionDecisions decisions;
        decisions.totalOverride[0] = 50;
        ListDice more({5, 5, 5, 5, 5, 5, 5, 5});
        CHECK_NOTHROW(resolveConfrontation(r, state, 0, more, decisions, result));
        CHECK(result.totals[0].total == 50);
    }
}
