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

std::string demo(const char *name)
{
    return (sourceDir() / "resources" / "scenarios" / name).string();
}

json runJson(const std::vector<std::string> &args)
{
    const CliRun run = runCli(args);
    INFO(run.err);
    REQUIRE(run.exitCode == 0);
    return json::parse(run.out);
}

} // namespace

TEST_CASE("UD-W4 through the CLI: 10 vs 7, table II, die 8, then 10 vs 5, table III via --save", "[cli]")
{
    TempDir dir;
    const std::string turn1 = (dir / "turn1.json").string();
    const json first =
        runJson({"umbra", "resolve", demo("blue-vs-red.json"), "--entered", "8", "--save", turn1, "--json"});
    const json &c = first["confrontations"][0];
    CHECK(c["sides"][0]["id"] == "blue");
    CHECK(c["sides"][0]["force"] == 10);
    CHECK(c["sides"][1]["id"] == "red");
    CHECK(c["sides"][1]["force"] == 7);
    CHECK(c["table"] == "table_ii");
    CHECK(c["major"] == false);
    CHECK(c["roller"] == "blue");
    CHECK(c["draws"][0]["die"] == 8);
    CHECK(c["draws"][0]["colour"] == "vert");
    CHECK(c["draws"][0]["effects"][0]["kind"] == "blessure");
    CHECK(c["draws"][0]["effects"][0]["target"] == "r1");
    CHECK(first["dice"][0]["source"] == "entered");
    bool found = false;
    for (const json &troop : first["state"]["troops"])
        if (troop["id"] == "r1") {
            found = true;
            CHECK(troop["force"] == 2);
            CHECK(troop["morale"] == "doute");
            CHECK(troop["fatigue"] == "normal");
            CHECK(troop["blesse"] == true);
            CHECK(troop["status"] == "present");
        }
    CHECK(found);

    const json second = runJson({"umbra", "resolve", turn1, "--dice", "5", "--json"});
    CHECK(second["confrontations"][0]["sides"][1]["force"] == 5);
    CHECK(second["confrontations"][0]["table"] == "table_iii");
}

TEST_CASE("umbra force lists every troop's Force with its breakdown and each side's total", "[cli]")
{
    const json report = runJson({"umbra", "force", demo("blue-vs-red.json"), "--json"});
    CHECK(report["sides"][0]["force"] == 10);
    CHECK(report["sides"][1]["force"] == 7);
    CHECK(report["sides"][0]["troops"][0]["id"] == "b1");
    CHECK(report["sides"][0]["troops"][0]["force"] == 5);
    CHECK(report["sides"][0]["troops"][0]["explain"] == "5 = cavalerie 6 (UD-20) − fatigue 1 (UD-26)");

    const CliRun text = runCli({"umbra", "force", demo("blue-vs-red.json")});
    CHECK(text.exitCode == 0);
    CHECK_THAT(text.out, Catch::Contains("total 7 = r1 3 (UD-83) + r2 3 (UD-83) + consolider 1 (UD-78)"));
}

TEST_CASE("umbra levy gives UD-W3's counts and arrivals", "[cli]")
{
    const json report =
        runJson({"umbra", "levy", (sourceDir() / "resources" / "levy" / "peu-puissant.json").string(), "--json"});
    CHECK(report["pietailles"] == 8);
    CHECK(report["unites"] == 5);
    REQUIRE(report["arrivals"].size() == 3);
    CHECK(report["arrivals"][0] == json{{"day", 1}, {"pietailles", 2}, {"unites", 4}});
    CHECK(report["arrivals"][1] == json{{"day", 2}, {"pietailles", 2}, {"unites", 1}});
    CHECK(report["arrivals"][2] == json{{"day", 3}, {"pietailles", 4}, {"unites", 0}});
}

TEST_CASE("The same seed gives the same resolution, the dice of a resolution are logged with their purpose", "[cli]")
{
    const json a = runJson({"umbra", "resolve", demo("ford-of-the-grey-river.json"), "--seed", "42", "--json"});
    const json b = runJson({"umbra", "resolve", demo("ford-of-the-grey-river.json"), "--seed", "42", "--json"});
    CHECK(a == b);
    CHECK(a["dice"][0]["source"] == "seeded");
    CHECK_THAT(a["dice"][0]["purpose"].get<std::string>(), Catch::Contains("draw 1"));
}

TEST_CASE("The CLI refuses bad usage with exit 2 and rule violations with exit 1", "[cli]")
{
    CHECK(runCli({}).exitCode == 2);
    CHECK(runCli({"frobnicate"}).exitCode == 2);
    CHECK(runCli({"umbra", "resolve", demo("blue-vs-red.json"), "--dice", "8", "--seed", "1"}).exitCode == 2);
    CHECK(runCli({"umbra", "resolve", demo("blue-vs-red.json"), "--bogus"}).exitCode == 2);
    const CliRun noDice = runCli({"umbra", "resolve", demo("blue-vs-red.json"), "--dice", "8", "--allocate", "b1"});
    CHECK(noDice.exitCode == 1);
    CHECK_THAT(noDice.err, Catch::Contains("not of the suffering side"));
    const CliRun outOfRange = runCli({"umbra", "resolve", demo("blue-vs-red.json"), "--dice", "11"});
    CHECK(outOfRange.exitCode == 1);
    CHECK_THAT(outOfRange.err, Catch::Contains("does not fit a d10"));
}

TEST_CASE("A save is atomic: a failed save leaves no file behind and the target untouched", "[cli]")
{
    TempDir dir;
    const auto target = dir.write("kept.json", "old content");
    std::filesystem::permissions(dir.path(), std::filesystem::perms::owner_read | std::filesystem::perms::owner_exec);
    const CliRun run = runCli({"umbra", "resolve", demo("blue-vs-red.json"), "--dice", "8", "--save", target.string()});
    std::filesystem::permissions(dir.path(), std::filesystem::perms::owner_all);
    if (::geteuid() == 0)
        return; // root ignores directory permissions: nothing to prove here
    CHECK(run.exitCode == 1);
    CHECK(readFile(target) == "old content");
}

TEST_CASE("UD-65 Vision stratégique counters a named skill at once when known, else from the second turn (UD-A38)",
          "[cli]")
{
    TempDir dir;
    const std::string ruleset = (sourceDir() / "rulesets" / "umbra-draconis.json").string();
    const std::string scenario = dir.write("vision.json", R"({"ruleset": ")" + ruleset + R"(", "sides": [
        {"id": "a", "troops": [{"id": "a1", "type": "fantassins"}, {"id": "a2", "type": "fantassins"}],
         "personalities": [{"id": "seer", "rank": "figure", "vs": 2, "skills": [{"id": "vision_strategique"}]}]},
        {"id": "b", "troops": [{"id": "b1", "type": "fantassins"}, {"id": "b2", "type": "fantassins"}],
         "personalities": [{"id": "chief", "rank": "figure", "vs": 1, "skills": [{"id": "meneur"}]}]}]})")
                                     .string();
    const json known =
        runJson({"umbra", "resolve", scenario, "--dice", "6", "--vision", "seer:chief:meneur:known", "--json"});
    CHECK(known["confrontations"][0]["sides"][1]["force"] == 5); // 2 + 2 + 1, no Meneur
    const json unknown =
        runJson({"umbra", "resolve", scenario, "--dice", "6", "--vision", "seer:chief:meneur", "--json"});
    CHECK(unknown["confrontations"][0]["sides"][1]["force"] == 7); // Meneur still acts on the first turn

    const CliRun refused = runCli({"umbra", "resolve", scenario, "--dice", "6", "--vision", "chief:seer:meneur"});
    CHECK(refused.exitCode == 1);
    CHECK_THAT(refused.err, Catch::Contains("has no Vision stratégique"));
}

TEST_CASE("UD-43 UD-71 umbra force shows each army's VS and who moves first", "[cli]")
{
    const json report = runJson({"umbra", "force", demo("ford-of-the-grey-river.json"), "--json"});
    CHECK(report["sides"][0]["vs"] == 7);
    CHECK(report["sides"][1]["vs"] == 3);
    CHECK(report["move_order"]["first"] == "varennes"); // the lower VS plays first
}
