// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// `arbitre-cli napoleonic …` on the demo scenario: the digest's worked examples NF-T1…NF-T4
// number for number, each step saved and read back by the next, and what the CLI refuses.
#include "cli_runner.h"
#include "test_paths.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

using arbitre::test::CliRun;
using arbitre::test::runCli;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

std::string demo()
{
    return (arbitre::test::sourceDir() / "resources" / "scenarios" / "napoleonic-figures-demo.json").string();
}

/** A fresh temporary directory for the saves of one test. */
fs::path saveDir(const std::string &name)
{
    const fs::path dir = fs::temp_directory_path() / ("arbitre-cli-nf-" + name + "-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

/** Runs a napoleonic command with --json; REQUIREs success and returns the report. */
json play(std::vector<std::string> args)
{
    args.insert(args.begin(), "napoleonic");
    args.push_back("--json");
    const CliRun run = runCli(args);
    INFO(run.err);
    REQUIRE(run.exitCode == 0);
    return json::parse(run.out);
}

int modifier(const json &report, const std::string &id)
{
    int sum = 0;
    for (const json &m : report["modifiers"])
        sum += m["id"] == id ? m["value"].get<int>() : 0;
    return sum;
}

} // namespace

TEST_CASE("cli napoleonic NF-T1 - fire of S on T then T's morale test", "[cli][napoleonic]")
{
    const fs::path dir = saveDir("t1");
    const std::string after = (dir / "after-fire.json").string();
    const json shot = play({"fire", demo(), "--unit", "S", "--target", "T", "--mod", "range_p2,target_cover_light",
                            "--mod", "first_fire", "--dice", "3", "--save", after});
    CHECK(modifier(shot, "fire_factor") == 2);
    CHECK(modifier(shot, "range_p2") == -2);
    CHECK(modifier(shot, "target_cover_light") == -2);
    CHECK(modifier(shot, "first_fire") == 1);
    CHECK(modifier(shot, "random_die") == 0);
    CHECK(shot["score"] == -1);
    CHECK(shot["table"] == "loss_table");
    CHECK(shot["row"] == "-1");
    CHECK(shot["column"] == "12");
    CHECK(shot["cell"] == "2+");
    CHECK(shot["result"].is_string());
    CHECK(shot["changes"]["T"]["carried_steps"] == json::array({0, 2}));
    CHECK(shot["changes"]["T"]["half_step"] == json::array({0, 1}));
    CHECK(shot["dice"][0]["source"] == "scripted");

    const json morale = play({"morale", after, "--unit", "T", "--mod", "own_cover_light,under_fire_inf,flank_secure",
                              "--enemy", "arret", "--dice", "2"});
    CHECK(modifier(morale, "situation") == 1);
    CHECK(modifier(morale, "own_cover_light") == 2);
    CHECK(modifier(morale, "m11_friends_enemies") == -1);
    CHECK(modifier(morale, "strength") == 3);
    CHECK(modifier(morale, "action_losses") == -1);
    CHECK(morale["score"] == 6);
    CHECK(morale["table"] == "situation_table");
    CHECK(morale["band"] == "avance");
    CHECK(morale["new_box"] == "arret");
}

TEST_CASE("cli napoleonic NF-T2 and NF-T3 - the charge of A on I and the melee", "[cli][napoleonic]")
{
    const fs::path dir = saveDir("t2");
    const std::string one = (dir / "1.json").string();
    const std::string two = (dir / "2.json").string();
    const std::string three = (dir / "3.json").string();
    const json a = play({"morale",       demo(),
                         "--unit",       "A",
                         "--target",     "I",
                         "--test",       "mac",
                         "--mod",        "support_one_arm,flank_secure",
                         "--friend",     "avance,arret",
                         "--enemy",      "arret",
                         "--pa",         "3",
                         "--target-mod", "flank_threatened",
                         "--dice",       "6",
                         "--save",       one});
    CHECK(a["raw_score"] == 13);
    CHECK(a["row"] == "12");
    CHECK(a["band"] == "charge");
    CHECK(modifier(a, "m11_friends_enemies") == 2);
    CHECK(modifier(a, "leader") == 1);
    CHECK(a["changes"]["A"]["pace"] == json::array({"arr", "pch"}));

    const json i = play({"morale", one, "--unit", "I", "--target", "A", "--test", "standing", "--mod",
                         "under_fire_roundshot,flank_threatened", "--threatened-by-cavalry", "--friend", "arret",
                         "--enemy", "charge,avance,arret", "--dice", "3", "--save", two});
    CHECK(i["score"] == -3);
    CHECK(i["band"] == "halte");
    CHECK(i["result"] == "fire_ineffective");
    CHECK(modifier(i, "superior_enemy") == -1);
    CHECK(modifier(i, "m11_friends_enemies") == -3);
    CHECK(i["changes"]["I"]["cohesion"] == json::array({"formed", "saf"}));

    const json byA = play({"melee", two, "--unit", "A", "--target", "I", "--dice", "2", "--save", three});
    CHECK(modifier(byA, "pace_advantage") == 6);
    CHECK(modifier(byA, "enemy_flank_or_saf") == 2);
    CHECK(byA["score"] == 6);
    CHECK(byA["cell"] == "6");
    CHECK(byA["changes"]["I"]["figures"] == json::array({11, 9}));
    CHECK(byA["inflicted"]["action_percent"] == 20);

    const json byI = play({"melee", three, "--unit", "I", "--target", "A", "--figures", "8", "--dice", "5"});
    CHECK(modifier(byI, "type_disadvantage") == -1);
    CHECK(modifier(byI, "own_saf") == -1);
    CHECK(byI["score"] == -2);
    CHECK(byI["cell"] == "1+");
    CHECK(byI["changes"]["A"]["half_step"] == json::array({0, 1}));
    CHECK(byI["inflicted"]["action_percent"] == 5);
}

TEST_CASE("cli napoleonic NF-T4 - control test of the hussars, text and JSON", "[cli][napoleonic]")
{
    const json control = play({"control", demo(), "--unit", "H", "--target", "R", "--situation", "flank", "--mod",
                               "light_cavalry,general_negative", "--entered", "4"});
    CHECK(control["threshold"] == 2);
    CHECK(control["table"] == "control_test");
    CHECK(control["row"] == "line");
    CHECK(control["column"] == "ret");
    CHECK(control["cell"] == "2");
    CHECK(control["score"] == 2);
    CHECK(control["result"] == "out_of_control");
    CHECK(control["dice"][0]["source"] == "entered");

    const CliRun text = runCli({"napoleonic", "control", demo(), "--unit", "H", "--target", "R", "--situation", "flank",
                                "--mod", "light_cavalry,general_negative", "--dice", "5"});
    REQUIRE(text.exitCode == 0);
    CHECK(text.out.find("light_cavalry") != std::string::npos);
    CHECK(text.out.find("NF-46") != std::string::npos);
    CHECK(text.out.find("table control_test, row line, column ret: cell 2") != std::string::npos);
    CHECK(text.out.find("result under_control") != std::string::npos);
}

TEST_CASE("cli napoleonic - refusals, and validate replays a saved NF-1 fire and refuses it tampered",
          "[cli][napoleonic]")
{
    CHECK(runCli({"napoleonic", "fire", demo(), "--target", "T", "--dice", "3"}).exitCode == 2); // no --unit
    CHECK(runCli({"napoleonic", "charge", demo(), "--unit", "S"}).exitCode == 2);
    const CliRun unknown =
        runCli({"napoleonic", "fire", demo(), "--unit", "S", "--target", "T", "--mod", "volley", "--dice", "3"});
    CHECK(unknown.exitCode == 1);
    CHECK(unknown.err.find("volley") != std::string::npos);

    const fs::path dir = saveDir("validate");
    const std::string saved = (dir / "saved.json").string();
    play({"fire", demo(), "--unit", "S", "--target", "T", "--mod", "range_p2", "--seed", "7", "--save", saved});
    CHECK(runCli({"validate", saved}).exitCode == 0);

    json tampered;
    {
        std::ifstream in(saved);
        tampered = json::parse(in);
    }
    tampered["log"]["events"][0]["result"]["score"] = 5;
    {
        std::ofstream out(saved);
        out << tampered.dump(2);
    }
    const CliRun refused = runCli({"validate", saved});
    CHECK(refused.exitCode == 1);
    CHECK(refused.out.find("/log/events/0") != std::string::npos);
}
