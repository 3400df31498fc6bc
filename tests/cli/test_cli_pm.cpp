// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// `arbitre-cli pm phase|decide|log`: the digest's worked examples through the command line.
#include "cli_runner.h"
#include "temp_dir.h"
#include "test_paths.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>

using arbitre::test::runCli;
using nlohmann::json;

namespace {

/** The demo battle (the armies of PM-W2) with the players' PM-W2 dice written in, in `dir`. */
std::string w2Battle(const arbitre::test::TempDir &dir)
{
    std::ifstream in(arbitre::test::sourceDir() / "resources" / "scenarios" / "pm-bataille-de-lerac.json");
    json file = json::parse(in);
    file["ruleset"] = (arbitre::test::sourceDir() / "rulesets" / "pm-battle.json").string();
    file["sides"][0]["joueurs"][0]["de"] = 6;
    file["sides"][0]["joueurs"][1]["de"] = 2;
    file["sides"][1]["joueurs"][0]["de"] = 3;
    return dir.write("battle.json", file.dump(2)).string();
}

} // namespace

TEST_CASE("pm phase plays PM-W2 with --dice in the documented order", "[cli][pm][PM-W2]")
{
    arbitre::test::TempDir dir;
    const std::string battle = w2Battle(dir);
    const auto run = runCli({"pm", "phase", battle, "--dice", "4,2,6,3,1,5,3,3,2,5,4", "--json"});
    INFO(run.err);
    REQUIRE(run.exitCode == 0);
    const json report = json::parse(run.out);
    CHECK(report["gap"] == 7);
    CHECK(report["band"] == "victoire_nette");
    CHECK(report["winner"] == "A");
    const json &a = report["sides"][0];
    const json &b = report["sides"][1];
    CHECK(a["id"] == "A");
    CHECK(a["score"] == 38);
    CHECK(b["score"] == 31);
    CHECK(a["pm_before"] == 63);
    CHECK(a["pm_after"] == 61);
    CHECK(a["loss"] == 2);
    CHECK(b["loss"] == 6);
    CHECK(b["pm_after"] == 44);
    CHECK(a["morale_after"] == 6);
    CHECK(b["morale_after"] == 5);
    CHECK(b["bound"] == "plafond_degats");
    CHECK(a["bound"] == "plafond_vainqueur");
    CHECK(report["dice"].size() == 14);
    CHECK(report["dice"][11]["source"] == "entered"); // P1's own die, from the file
}

TEST_CASE("pm phase, decide and log chain PM-W2 and PM-W3 through saved files", "[cli][pm][PM-W3]")
{
    arbitre::test::TempDir dir;
    const std::string battle = w2Battle(dir);
    const std::string one = (dir / "after-1.json").string();
    const std::string two = (dir / "after-2.json").string();
    REQUIRE(runCli({"pm", "phase", battle, "--dice", "4,2,6,3,1,5,3,3,2,5,4", "--save", one}).exitCode == 0);
    const auto refused =
        runCli({"pm", "decide", one, "--side", "A:negocier+changer_de_strategie", "--side", "B:continuer"});
    CHECK(refused.exitCode == 1);
    CHECK_THAT(refused.err, Catch::Contains("goes with 'continuer'"));
    REQUIRE(runCli({"pm", "decide", one, "--side", "A:continuer", "--side",
                    "B:continuer+changer_de_strategie:on the hill", "--save", one})
                .exitCode == 0);
    const auto phase2 =
        runCli({"pm", "phase", one, "--dice", "5,1,2,4,3,2,4,5,2,3,5", "--players", "P1:1,P2:4,P3:5", "--save", two});
    INFO(phase2.err);
    REQUIRE(phase2.exitCode == 0);
    CHECK_THAT(phase2.out, Catch::Contains("score 31 ="));
    CHECK_THAT(phase2.out, Catch::Contains("victoire_etroite (PM-10)"));
    CHECK_THAT(phase2.out, Catch::Contains("drawn in 0–5 with a d6 showing 5"));
    CHECK_THAT(phase2.out, Catch::Contains("PM 61 → 59"));
    CHECK_THAT(phase2.out, Catch::Contains("morale 8 (+2 to base, 4 → 6, two consecutive wins, PM-16)"));
    const auto log = runCli({"pm", "log", two});
    REQUIRE(log.exitCode == 0);
    CHECK_THAT(log.out, Catch::Contains("## Phase 2 — Narrow victory (PM-10), Armée A wins"));
    CHECK_THAT(log.out, Catch::Contains("on the hill"));
    const auto html = runCli({"pm", "log", two, "--format", "html"});
    CHECK_THAT(html.out, Catch::Contains("<svg"));
}

TEST_CASE("pm phase refuses bad usage and bad files precisely", "[cli][pm]")
{
    arbitre::test::TempDir dir;
    const std::string battle = w2Battle(dir);
    CHECK(runCli({"pm", "phase", battle, "--engaged", "Z:10"}).exitCode == 2);
    CHECK(runCli({"pm", "phase", battle, "--players", "P9:3"}).exitCode == 2);
    const auto short_ = runCli({"pm", "phase", battle, "--dice", "1,2"});
    CHECK(short_.exitCode == 1);
    const std::string bad =
        dir.write("bad.json", "{\n  \"ruleset\": \"" +
                                  (arbitre::test::sourceDir() / "rulesets" / "pm-battle.json").string() +
                                  "\",\n  \"sides\": [ { \"id\": \"A\", \"pm\": -3 } ]\n}\n")
            .string();
    const auto run = runCli({"pm", "phase", bad});
    CHECK(run.exitCode == 1);
    CHECK_THAT(run.err, Catch::Contains("bad.json:3:"));
    CHECK_THAT(run.err, Catch::Contains("/sides: a PM battle has exactly 2 sides"));
    CHECK_THAT(run.err, Catch::Contains("/sides/0/pm"));
}
