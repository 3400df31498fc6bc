// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT

// The bundled demo battle through the command line: it validates, and its orders file plays through
// (the event-by-event checks are in tests/umbra/test_demo_battle.cpp).

#include "cli_runner.h"
#include "temp_dir.h"
#include "test_paths.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <string>

using namespace arbitre::test;
using nlohmann::json;

namespace {

std::string demoFile(const char *name)
{
    return (sourceDir() / "resources" / "scenarios" / name).string();
}

// The dice of tests/umbra/test_demo_battle.cpp: every draw and rally roll of the three days.
const char *const DemoDice = "4,8,6,8,7,2,5,9,3,5,8,4,6,7,9,7,1,10,2,5";

} // namespace

TEST_CASE("Vaudrey ford demo: arbitre-cli validate accepts it", "[demo][cli]")
{
    const CliRun run = runCli({"validate", demoFile("battle-of-vaudrey-ford.json")});
    INFO(run.out << run.err);
    CHECK(run.exitCode == 0);
    CHECK((run.out + run.err).find("1 file is valid") != std::string::npos);
}

TEST_CASE("Vaudrey ford demo: umbra play with its orders file plays three days and saves a valid session",
          "[demo][cli]")
{
    TempDir dir;
    const std::string saved = (dir / "vaudrey-day4.json").string();
    const CliRun run =
        runCli({"umbra", "play", demoFile("battle-of-vaudrey-ford.json"), "--orders",
                demoFile("battle-of-vaudrey-ford.orders.json"), "--dice", DemoDice, "--save", saved, "--json"});
    INFO(run.err);
    REQUIRE(run.exitCode == 0);
    CHECK(run.err.find("not used") == std::string::npos); // every die is used
    const json report = json::parse(run.out);
    CHECK(report["events"].size() == 41);
    CHECK(report["state"]["day"] == 4);
    CHECK(report["state"]["turn"] == 1);

    const CliRun check = runCli({"validate", saved});
    INFO(check.out << check.err);
    CHECK(check.exitCode == 0);
}
