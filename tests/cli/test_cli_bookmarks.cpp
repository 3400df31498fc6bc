// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// A command that writes a session again (`play --save`, a module's `--save`, `reveal`, `share`) keeps the bookmarks of
// the file it read (issue 24): a reader's notes are lost by no save, the app's or the command line's.
#include "cli_runner.h"
#include "temp_dir.h"
#include "test_paths.h"

#include <nlohmann/json.hpp>

#include <catch2/catch.hpp>

#include <fstream>
#include <string>

using arbitre::test::runCli;
using nlohmann::json;

namespace {

json readJson(const std::filesystem::path &path)
{
    std::ifstream in(path);
    return json::parse(in);
}

/** A shipped scenario copied with its ruleset named by an absolute path, and `bookmarks` added. */
std::string scenarioWith(const arbitre::test::TempDir &dir, const char *scenario, const char *ruleset,
                         const json &bookmarks)
{
    json file = readJson(arbitre::test::sourceDir() / "resources" / "scenarios" / scenario);
    file["ruleset"] = (arbitre::test::sourceDir() / "rulesets" / ruleset).string();
    file["bookmarks"] = bookmarks;
    return dir.write(scenario, file.dump(2)).string();
}

} // namespace

TEST_CASE("play --save, reveal and share keep the file's bookmarks", "[cli][bookmark]")
{
    arbitre::test::TempDir dir;
    const std::string start = scenarioWith(dir, "duel-at-the-mill.json", "duel.json",
                                           json::array({{{"event", 0}, {"note", "before the first blow"}}}));
    const std::string gm = (dir / "gm.json").string();
    const auto first = runCli({"play", start, "attack", "--attacker", "aubry", "--target", "renaud", "--save", gm});
    INFO(first.out << first.err);
    REQUIRE(first.exitCode == 0);
    CHECK(readJson(gm)["bookmarks"] == json::array({{{"event", 0}, {"note", "before the first blow"}}}));

    // A note on the event just played, then one more event on the saved file: both notes kept.
    json saved = readJson(gm);
    saved["bookmarks"].push_back({{"event", 1}, {"note", "Aubry strikes first"}});
    std::ofstream(gm) << saved.dump(2);
    const auto second =
        runCli({"play", gm, "attack", "--attacker", "renaud", "--target", "aubry", "--entered", "4", "--save", gm});
    INFO(second.out << second.err);
    REQUIRE(second.exitCode == 0);
    const json both = json::array(
        {{{"event", 0}, {"note", "before the first blow"}}, {{"event", 1}, {"note", "Aubry strikes first"}}});
    CHECK(readJson(gm)["bookmarks"] == both);

    REQUIRE(runCli({"reveal", gm}).exitCode == 0);
    CHECK(readJson(gm)["bookmarks"] == both);
    const std::string players = (dir / "players.json").string();
    REQUIRE(runCli({"share", gm, "--output", players}).exitCode == 0);
    CHECK(readJson(players)["bookmarks"] == both);
    CHECK(runCli({"verify", players}).exitCode == 0); // bookmarks are outside the chain
}

TEST_CASE("PM-W2 a module's own --save keeps the bookmarks of the battle it played on", "[cli][bookmark][pm]")
{
    arbitre::test::TempDir dir;
    json bookmarks = json::array({{{"event", 0}, {"note", "the armies face each other"}}});
    std::string battle = scenarioWith(dir, "pm-bataille-de-lerac.json", "pm-battle.json", bookmarks);
    json file = readJson(battle);
    file["sides"][0]["joueurs"][0]["de"] = 6;
    file["sides"][0]["joueurs"][1]["de"] = 2;
    file["sides"][1]["joueurs"][0]["de"] = 3;
    battle = dir.write("battle.json", file.dump(2)).string();
    const std::string one = (dir / "after-1.json").string();
    REQUIRE(runCli({"pm", "phase", battle, "--dice", "4,2,6,3,1,5,3,3,2,5,4", "--save", one}).exitCode == 0);
    CHECK(readJson(one)["bookmarks"] == bookmarks);

    // A note beyond the log of the file read is refused at its pointer, and nothing is written.
    file["bookmarks"] = json::array({{{"event", 5}, {"note", "too far"}}});
    battle = dir.write("beyond.json", file.dump(2)).string();
    const std::string refused = (dir / "refused.json").string();
    const auto run = runCli({"pm", "phase", battle, "--dice", "4,2,6,3,1,5,3,3,2,5,4", "--save", refused});
    CHECK(run.exitCode == 1);
    CHECK(run.err.find("/bookmarks/0/event") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(refused));
}
