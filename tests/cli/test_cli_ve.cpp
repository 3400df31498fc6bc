// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// `arbitre-cli napoleonic …` on the Vive l'Empereur ! demo: the digest's worked examples
// VE-W1…VE-W5 number for number, each step saved and read back by the next, the saved file
// byte for byte, `validate` replaying it, and what the CLI refuses.
#include "arbitre/core/json_document.h"
#include "arbitre/modules/registry.h"
#include "arbitre/napoleonic/ve_session.h"
#include "cli_runner.h"
#include "test_paths.h"

#include "unsealed.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>

using arbitre::test::CliRun;
using arbitre::test::runCli;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

std::string demo()
{
    return (arbitre::test::sourceDir() / "resources" / "scenarios" / "vive-l-empereur-demo.json").string();
}

fs::path saveDir(const std::string &name)
{
    const fs::path dir = fs::temp_directory_path() / ("arbitre-cli-ve-" + name + "-" + std::to_string(::getpid()));
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

std::string readFile(const fs::path &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

} // namespace

TEST_CASE("cli napoleonic VE-W1 - fr-1-ligne fires on aut-ir-7, then its morale test on the saved file",
          "[cli][napoleonic][ve]")
{
    const fs::path dir = saveDir("w1");
    const std::string after = (dir / "after-fire.json").string();
    const json shot =
        play({"fire", demo(), "--unit", "fr-1-ligne", "--target", "aut-ir-7", "--dice", "5", "--save", after});
    CHECK(shot["event"] == "ve.fire");
    CHECK(modifier(shot, "de") == 5);
    CHECK(shot["score"] == 5);
    CHECK(shot["table"] == "fire");
    CHECK(shot["row"] == "5");
    CHECK(shot["column"] == "4");
    CHECK(shot["cell"] == "1");
    CHECK(shot["result"] == "pertes");
    CHECK(shot["distance"] == 2);
    CHECK(shot["changes"]["aut-ir-7"]["losses"] == json::array({0, 1}));
    CHECK(shot["dice"][0]["source"] == "scripted");
    CHECK(shot["dice"][0]["purpose"] == "fire of fr-1-ligne on aut-ir-7 (VE-40)");

    const json morale = play({"morale", after, "--unit", "aut-ir-7", "--dice", "2,4"});
    CHECK(modifier(morale, "moral") == 7);
    CHECK(modifier(morale, "pertes_1") == -1);
    CHECK(morale["score"] == 6);
    CHECK(morale["table"] == "morale");
    CHECK(morale["row"] == "6");
    CHECK(morale["result"] == "reussite");

    const CliRun text =
        runCli({"napoleonic", "fire", demo(), "--unit", "fr-1-ligne", "--target", "aut-ir-7", "--dice", "5"});
    CHECK(text.exitCode == 0);
    CHECK(text.out.find("table fire, row 5, column 4: cell 1") != std::string::npos);
    CHECK(text.out.find("fire value 4: valeur_de_feu 4 (VE-43)") != std::string::npos);
    CHECK(text.out.find("distance 2 hexes") != std::string::npos);
}

TEST_CASE("cli napoleonic VE-W2 - fr-batterie three hexes from aut-ir-9, beyond the maximum range refused (VE-46)",
          "[cli][napoleonic][ve]")
{
    const json shot = play({"fire", demo(), "--unit", "fr-batterie", "--target", "aut-ir-9", "--dice", "5"});
    CHECK(shot["distance"] == 3);
    CHECK(shot["fire_value"] == 2);
    CHECK(shot["column"] == "2");
    CHECK(shot["cell"] == "1");

    const fs::path dir = saveDir("w2");
    const std::string moved = (dir / "moved.json").string();
    play({"move", demo(), "--unit", "aut-ir-9", "--hex", "9,7", "--reason", "VE-W2 D", "--save", moved});
    const CliRun far =
        runCli({"napoleonic", "fire", moved, "--unit", "fr-batterie", "--target", "aut-ir-9", "--dice", "5"});
    CHECK(far.exitCode == 1);
    CHECK(far.err.find("beyond its maximum range of 4 (VE-46)") != std::string::npos);
    const CliRun copse =
        runCli({"napoleonic", "fire", demo(), "--unit", "fr-batterie", "--target", "aut-ir-7", "--dice", "5"});
    CHECK(copse.exitCode == 1);
    CHECK(copse.err.find("no line of sight to aut-ir-7: foret at [6,5] (VE-48, VE-49)") != std::string::npos);
}

TEST_CASE("cli napoleonic VE-W3 - fr-2-leger with Lannes attacks aut-ir-9 at 3/2, die 4, leader check 3",
          "[cli][napoleonic][ve]")
{
    const json melee = play({"melee", demo(), "--unit", "fr-2-leger", "--target", "aut-ir-9", "--dice", "4,3"});
    CHECK(melee["attacker_shock"] == 6);
    CHECK(melee["defender_shock"] == 4);
    CHECK(melee["column"] == "3/2");
    CHECK(modifier(melee, "general_en_attaque") == 1);
    CHECK(melee["score"] == 5);
    CHECK(melee["row"] == "5");
    CHECK(melee["cell"] == "0/D");
    CHECK(melee["changes"]["aut-ir-9"]["formation"] == json::array({"ligne", "desorganise"}));
    CHECK(melee["leader_checks"][0]["hit"] == false);
    CHECK(melee["dice"][1]["purpose"] == "leader check of lannes with fr-2-leger (VE-18)");
}

TEST_CASE("cli napoleonic VE-W4 VE-W5 - aut-ir-4 fails its test, the GM picks Découragée, it routs two hexes",
          "[cli][napoleonic][ve]")
{
    const fs::path dir = saveDir("w4");
    const std::string tested = (dir / "tested.json").string();
    const std::string routed = (dir / "routed.json").string();
    const json morale =
        play({"morale", demo(), "--unit", "aut-ir-4", "--mod", "attaque_flanc", "--dice", "3,4", "--save", tested});
    CHECK(modifier(morale, "general") == 1);
    CHECK(modifier(morale, "demoralise") == -1);
    CHECK(modifier(morale, "attaque_flanc") == -2);
    CHECK(modifier(morale, "pertes_1") == -1);
    CHECK(morale["score"] == 5);
    CHECK(morale["roll"] == 7);
    CHECK(morale["result"] == "echec");
    CHECK(morale["needs_gm"] == true);

    const json result = play({"result", tested, "--unit", "aut-ir-4", "--result", "decouragee", "--save", routed});
    CHECK(result["table"] == "combat_results");
    CHECK(result["row"] == "5");
    CHECK(result["retreat"] == "straight");
    CHECK(result["retreat_hexes"] == 2);
    CHECK(result["changes"]["aut-ir-4"]["cohesion"] == json::array({"decouragee", "deroute"}));

    const json move = play({"move", routed, "--unit", "aut-ir-4", "--hex", "13,3", "--save", routed});
    CHECK(move["distance"] == 2);
    const json fate = play({"leader", routed, "--leader", "hohenlohe", "--event", "rout_move"});
    CHECK(fate["row"] == "7");
    CHECK(fate["result"] == "follows_unit");
}

TEST_CASE("cli napoleonic VE - a saved file reads back and saves byte for byte, validate replays its log",
          "[cli][napoleonic][ve][validate]")
{
    const fs::path dir = saveDir("roundtrip");
    const fs::path first = dir / "first.json";
    const fs::path second = dir / "second.json";
    for (const fs::path &path : {first, second})
        play({"melee", demo(), "--unit", "fr-2-leger", "--target", "aut-ir-9", "--dice", "4,3", "--save",
              path.string()});
    CHECK(readFile(first) == readFile(second)); // same inputs, same bytes

    const auto scenario =
        std::dynamic_pointer_cast<const arbitre::napoleonic::VeScenario>(arbitre::shippedModules().loadScenario(first));
    REQUIRE(scenario);
    const arbitre::napoleonic::VeSession session(scenario);
    CHECK(session.toJson(first).dump(2) + "\n" == readFile(first));

    const CliRun valid = runCli({"validate", first.string(), demo()});
    CHECK(valid.exitCode == 0);
    CHECK(valid.err == "2 files are valid\n");
    json tampered = json::parse(readFile(first));
    tampered["log"]["events"][0]["dice"][0]["value"] = 6;
    arbitre::test::unseal(tampered); // the replay alone refuses it (the chain would first)
    std::ofstream(dir / "tampered.json") << tampered.dump(2);
    const CliRun refused = runCli({"validate", (dir / "tampered.json").string()});
    CHECK(refused.exitCode == 1);
    CHECK(refused.out.find("/log/events/0: event 0 (ve.melee): the event does not reproduce") != std::string::npos);
}

TEST_CASE("cli napoleonic VE-33 - initiative from the two scores, usage errors exit 2", "[cli][napoleonic][ve]")
{
    const json five = play({"initiative", demo(), "--scores", "7,2"});
    CHECK(five["margin"] == 5);
    CHECK(five["winner"] == "fra");
    CHECK(five["result"] == "activate_own_leader_of_choice");

    const CliRun unknown = runCli({"napoleonic", "control", demo(), "--unit", "fr-1-ligne"});
    CHECK(unknown.exitCode == 2);
    CHECK(unknown.err.find("unknown vive-l-empereur command 'control'") != std::string::npos);
    const CliRun offMap = runCli({"napoleonic", "move", demo(), "--unit", "fr-1-ligne", "--hex", "20,3"});
    CHECK(offMap.exitCode == 2);
    CHECK(offMap.err.find("--hex 20,3 is off the 14 × 10 map") != std::string::npos);
}

TEST_CASE("cli napoleonic VE-26 VE-66 - move and formation print as text, not only as --json", "[cli][napoleonic][ve]")
{
    // The printer read an override's `field` for any result with a `from`: a move or a change of
    // formation aborted on a json type_error without --json.
    const CliRun move = runCli({"napoleonic", "move", demo(), "--unit", "fr-1-ligne", "--hex", "5,3"});
    INFO(move.err);
    REQUIRE(move.exitCode == 0);
    CHECK(move.out.find("ve.move: fr-1-ligne\n") == 0);
    CHECK(move.out.find("  from [5,4] to [5,3], movement points 4\n") != std::string::npos);
    CHECK(move.out.find("  fr-1-ligne: hex [5,4] → [5,3]\n") != std::string::npos);
    CHECK(move.out.find("  distance 1 hexes\n") != std::string::npos);
    const CliRun formation = runCli({"napoleonic", "formation", demo(), "--unit", "fr-1-ligne", "--to", "colonne"});
    INFO(formation.err);
    REQUIRE(formation.exitCode == 0);
    CHECK(formation.out.find("  from ligne to colonne, 1 PM (VE-66)\n") != std::string::npos);
    const CliRun reason =
        runCli({"napoleonic", "move", demo(), "--unit", "aut-ir-9", "--hex", "9,7", "--reason", "VE-W2 D"});
    CHECK(reason.out.find("movement points 4: VE-W2 D\n") != std::string::npos);
}
