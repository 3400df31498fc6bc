// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// `arbitre-cli napoleonic log`: the battle log of a saved figure-rules session (the entries
// themselves are checked in tests/napoleonic/test_figures_battle_log.cpp).
#include "cli_runner.h"
#include "temp_dir.h"
#include "test_paths.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <string>

using namespace arbitre::test;

namespace {

std::string demo()
{
    return (sourceDir() / "resources" / "scenarios" / "napoleonic-figures-demo.json").string();
}

/** NF-T1 played and saved: S fires on T (d6 = 3), T tests its morale (d6 = 2). */
std::string playedT1(const TempDir &dir)
{
    const std::string saved = (dir / "t1.json").string();
    for (const std::vector<std::string> &args :
         {std::vector<std::string>{"napoleonic", "fire", demo(), "--unit", "S", "--target", "T", "--mod",
                                   "range_p2,target_cover_light,first_fire", "--dice", "3", "--save", saved},
          std::vector<std::string>{"napoleonic", "morale", saved, "--unit", "T", "--mod",
                                   "own_cover_light,under_fire_inf,flank_secure", "--enemy", "arret", "--dice", "2",
                                   "--save", saved}}) {
        const CliRun run = runCli(args);
        INFO(run.err);
        REQUIRE(run.exitCode == 0);
    }
    return saved;
}

} // namespace

TEST_CASE("NF-M7 arbitre-cli napoleonic log: Markdown by default, HTML and French on request", "[cli][napoleonic]")
{
    TempDir dir;
    const std::string saved = playedT1(dir);

    const CliRun md = runCli({"napoleonic", "log", saved});
    INFO(md.err);
    REQUIRE(md.exitCode == 0);
    CHECK(md.out.rfind("# Les exemples du condensé\n", 0) == 0);
    CHECK_THAT(md.out,
               Catch::Contains("## 1. Fire — 1er bataillon du 8e de ligne (S) → 2nd battalion, 44th Foot (T)\n"));
    CHECK_THAT(md.out, Catch::Contains("| Target at medium range (P2) | -2 | NF-5 |\n"));
    CHECK_THAT(md.out, Catch::Contains("- Table: Loss table (NF-14), row -1, column 12: cell 2+\n"));
    CHECK_THAT(md.out, Catch::Contains("- Die: d6 = 3, scripted value — fire of S on T (NF-1)\n"));
    CHECK_THAT(md.out, Catch::Contains("## 2. Morale test — 2nd battalion, 44th Foot (T)\n"));
    CHECK_THAT(md.out, Catch::Contains("## Summary by side\n"));

    const CliRun html = runCli({"napoleonic", "log", saved, "--format", "html", "--lang", "fr"});
    REQUIRE(html.exitCode == 0);
    CHECK(html.out.rfind("<!DOCTYPE html>\n<html lang=\"fr\">", 0) == 0);
    CHECK_THAT(html.out, Catch::Contains("<td>Objectif à portée moyenne (P2)</td>"));
    CHECK_THAT(html.out, Catch::Contains("<h2>Bilan par camp</h2>"));
    CHECK_THAT(html.out, Catch::EndsWith("</html>\n"));
}

TEST_CASE("arbitre-cli napoleonic log refuses bad options and files of another system", "[cli][napoleonic]")
{
    TempDir dir;
    const std::string saved = playedT1(dir);
    CHECK(runCli({"napoleonic", "log", saved, "--format", "pdf"}).exitCode == 2);
    CHECK(runCli({"napoleonic", "log", saved, "--lang", "de"}).exitCode == 2);
    CHECK(runCli({"napoleonic", "log"}).exitCode == 2);
    const CliRun pm =
        runCli({"napoleonic", "log", (sourceDir() / "resources/scenarios/pm-bataille-de-lerac.json").string()});
    CHECK(pm.exitCode == 2);
    CHECK_THAT(pm.err, Catch::Contains("is not a napoleonic-figures scenario"));
}

TEST_CASE("NF-M7 arbitre-cli napoleonic log refuses a log whose die was edited, at its event", "[cli][napoleonic]")
{
    TempDir dir;
    const std::string saved = playedT1(dir);
    nlohmann::json file;
    {
        std::ifstream in(saved);
        in >> file;
    }
    file["log"]["events"][0]["dice"][0]["value"] = 6; // the fire's d6 was 3
    const std::filesystem::path tampered = dir.write("tampered.json", file.dump(2));
    const CliRun run = runCli({"napoleonic", "log", tampered.string()});
    CHECK(run.exitCode == 1);
    CHECK(run.out.empty());
    CHECK_THAT(run.err, Catch::Contains("tampered.json:"));
    CHECK_THAT(run.err, Catch::Contains("/log/events/0"));
}
