// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "cli_runner.h"
#include "temp_dir.h"
#include "test_paths.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace arbitre::test;
using nlohmann::json;

namespace {

/** A 12 × 8 plain with a forest column at 6 and a river at row 7; Blue's foot and horse, Red's foot. */
std::string writeScenario(const TempDir &dir)
{
    const json scenario{{"ruleset", (sourceDir() / "rulesets" / "umbra-draconis.json").string()},
                        {"name", "CLI map test"},
                        {"map",
                         {{"width", 12},
                          {"height", 8},
                          {"legend", {{".", "plaine"}, {"F", "foret"}, {"~", "riviere"}}},
                          {"rows",
                           {"......F.....", "......F.....", "......F.....", "......F.....", "......F.....",
                            "......F.....", "......F.....", "~~~~~~~~~~~~"}}}},
                        {"sides",
                         {{{"id", "blue"},
                           {"troops",
                            {{{"id", "b-inf"}, {"type", "fantassins"}, {"hex", {2, 3}}},
                             {{"id", "b-cav"}, {"type", "cavalerie"}, {"hex", {2, 3}}}}}},
                          {{"id", "red"}, {"troops", {{{"id", "r-inf"}, {"type", "fantassins"}, {"hex", {5, 3}}}}}}}}};
    return dir.write("map.json", scenario.dump(2)).string();
}

json runJson(const std::vector<std::string> &args)
{
    const CliRun run = runCli(args);
    INFO(run.err);
    REQUIRE(run.exitCode == 0);
    return json::parse(run.out);
}

bool reaches(const json &report, int col, int row)
{
    for (const json &reach : report["reachable"])
        if (reach["hex"] == json::array({col, row}))
            return true;
    return false;
}

} // namespace

TEST_CASE("UD-72 arbitre-cli umbra moves: a foot troop reaches 1 hex, a rapide troop 2, with costs", "[cli][map]")
{
    TempDir dir;
    const std::string scenario = writeScenario(dir);
    const json foot = runJson({"umbra", "moves", scenario, "--unit", "b-inf", "--json"});
    CHECK(foot["allowance"] == 1);
    CHECK(foot["hex"] == json::array({2, 3}));
    CHECK(reaches(foot, 3, 3));
    for (const json &reach : foot["reachable"]) {
        CHECK(reach["cost"].get<int>() <= (reach["forced_march"].get<bool>() ? 2 : 1));
    }
    const json horse = runJson({"umbra", "moves", scenario, "--unit", "b-cav", "--json"});
    CHECK(horse["allowance"] == 2);
    CHECK(reaches(horse, 4, 3));

    const CliRun text = runCli({"umbra", "moves", scenario, "--unit", "b-cav"});
    CHECK(text.exitCode == 0);
    CHECK_THAT(text.out, Catch::Contains("2 movement point(s) (UD-72)"));

    const CliRun unknown = runCli({"umbra", "moves", scenario, "--unit", "nobody"});
    CHECK(unknown.exitCode == 2);
    CHECK_THAT(unknown.err, Catch::Contains("no troop or personality 'nobody'"));
}

TEST_CASE("UD-68 arbitre-cli umbra play: moves in VS order, contact, resolution, saved log that replays", "[cli][map]")
{
    TempDir dir;
    const std::string scenario = writeScenario(dir);
    const json orders{{"dice", {6}},
                      {"turns",
                       {{{"day", 1},
                         {"turn", 1},
                         {"moves", {{"blue", {{{"unit", "b-cav"}, {"to", {4, 3}}}}}, {"red", json::array()}}}},
                        {{"turn", 2}, {"moves", {{"blue", {{{"unit", "b-cav"}, {"to", {5, 3}}}}}}}}}}};
    const std::string ordersPath = dir.write("orders.json", orders.dump(2)).string();
    const std::string saved = (dir / "saved.json").string();
    const json played = runJson({"umbra", "play", scenario, "--orders", ordersPath, "--save", saved, "--json"});
    std::vector<std::string> kinds;
    for (const json &event : played["events"])
        kinds.push_back(event["kind"].get<std::string>());
    // Turn 1: both move, no contact yet, the turn passes; turn 2: the horse enters Red's hex (UD-82).
    CHECK(kinds == std::vector<std::string>{"umbra.movement", "umbra.movement", "umbra.turn", "umbra.movement",
                                            "umbra.movement", "umbra.turn"});
    const json &contact = played["events"][4]["result"]["detection"];
    CHECK(contact["started"] == json::array({1}));
    const json &turn2 = played["events"][5];
    REQUIRE(turn2["result"]["confrontations"].size() == 1);
    CHECK(turn2["dice"][0]["value"] == 6);
    CHECK(played["state"]["phase"] == "movement");
    CHECK(played["state"]["turn"] == 3);

    // The saved session validates (its log replays) and plays on from where it stopped.
    const CliRun validate = runCli({"validate", saved});
    INFO(validate.out << validate.err);
    CHECK(validate.exitCode == 0);
    const json moves = runJson({"umbra", "moves", saved, "--unit", "b-cav", "--json"});
    CHECK(moves["hex"] == json::array({5, 3}));
}

TEST_CASE("UD-71 arbitre-cli umbra play refuses an illegal order with the file position and the rule", "[cli][map]")
{
    TempDir dir;
    const std::string scenario = writeScenario(dir);
    // A foot troop cannot reach 3 hexes away in one turn (UD-72).
    const json orders{{"turns", {{{"moves", {{"blue", {{{"unit", "b-inf"}, {"to", {5, 3}}}}}}}}}}};
    const std::string ordersPath = dir.write("orders.json", orders.dump(2)).string();
    const CliRun run = runCli({"umbra", "play", scenario, "--orders", ordersPath, "--seed", "1"});
    CHECK(run.exitCode == 1);
    CHECK_THAT(run.err, Catch::Contains("orders.json:"));
    CHECK_THAT(run.err, Catch::Contains("/turns/0: refused:"));
    CHECK_THAT(run.err, Catch::Contains("b-inf"));
}

TEST_CASE("UD-A52 arbitre-cli umbra play: three sides in one hex, one front, the third side told unopposed",
          "[cli][map]")
{
    TempDir dir;
    const auto troop = [](const char *id, const char *type) {
        return json{{"id", id}, {"type", type}, {"hex", {3, 3}}};
    };
    const json scenario{{"ruleset", (sourceDir() / "rulesets" / "umbra-draconis.json").string()},
                        {"name", "three sides"},
                        {"map",
                         {{"width", 6},
                          {"height", 6},
                          {"legend", {{".", "plaine"}}},
                          {"rows", {"......", "......", "......", "......", "......", "......"}}}},
                        {"sides",
                         {{{"id", "a"}, {"troops", {troop("a1", "fantassins")}}},
                          {{"id", "b"}, {"troops", {troop("b1", "cavalerie")}}},
                          {{"id", "c"}, {"troops", {troop("c1", "archers")}}}}}};
    const std::string path = dir.write("three.json", scenario.dump(2)).string();
    const json orders{{"dice", {6}}, {"turns", {{{"day", 1}, {"turn", 1}, {"moves", json::object()}}}}};
    const std::string ordersPath = dir.write("orders.json", orders.dump(2)).string();
    const std::string saved = (dir / "saved.json").string();
    const CliRun run = runCli({"umbra", "play", path, "--orders", ordersPath, "--save", saved});
    INFO(run.out << run.err);
    REQUIRE(run.exitCode == 0);
    CHECK_THAT(run.out, Catch::Contains("confrontation 1 in [3,3]: a (1) b (1) (UD-82)"));
    CHECK_THAT(run.out, Catch::Contains("c [3,3] (1): no enemy on any of its fronts, it waits (UD-A52)"));
    CHECK(runCli({"validate", saved}).exitCode == 0); // the log replays
}
