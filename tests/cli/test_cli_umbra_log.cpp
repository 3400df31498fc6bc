// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT

// `arbitre-cli umbra log`: the battle log of a saved session (the entries themselves are checked in
// tests/umbra/test_battle_log.cpp).

#include "cli_runner.h"
#include "temp_dir.h"
#include "test_paths.h"

#include <catch2/catch.hpp>

#include <string>

using namespace arbitre::test;

namespace {

std::string demoFile(const char *name)
{
    return (sourceDir() / "resources" / "scenarios" / name).string();
}

/** The demo's three days, played and saved with its orders file's own dice. */
std::string playedDemo(const TempDir &dir)
{
    const std::string saved = (dir / "vaudrey.json").string();
    const CliRun run = runCli({"umbra", "play", demoFile("battle-of-vaudrey-ford.json"), "--orders",
                               demoFile("battle-of-vaudrey-ford.orders.json"), "--save", saved});
    INFO(run.err);
    REQUIRE(run.exitCode == 0);
    return saved;
}

} // namespace

TEST_CASE("UD-M6 arbitre-cli umbra log: Markdown by default, HTML and French on request", "[cli][battle-log]")
{
    TempDir dir;
    const std::string saved = playedDemo(dir);

    const CliRun md = runCli({"umbra", "log", saved});
    INFO(md.err);
    REQUIRE(md.exitCode == 0);
    CHECK(md.out.rfind("# La bataille du gué de Vaudrey\n", 0) == 0);
    CHECK_THAT(md.out, Catch::Contains("\n## Day 3\n"));
    CHECK_THAT(md.out, Catch::Contains("- **Confrontation 1 at [15, 10], [16, 10]: Maison de Montfaucon 2 — Maison "
                                       "de Brisemont 8 · Table IV, 4 (Grey)**"));
    CHECK_THAT(md.out, Catch::Contains("d10 = 4, scripted value"));

    const CliRun html = runCli({"umbra", "log", saved, "--format", "html", "--lang", "fr"});
    REQUIRE(html.exitCode == 0);
    CHECK(html.out.rfind("<!DOCTYPE html>\n<html lang=\"fr\">", 0) == 0);
    CHECK_THAT(html.out, Catch::Contains("<a href=\"#day-2\">Jour 2</a>"));
    CHECK_THAT(html.out, Catch::Contains("Tirage 1 (lancé par Maison de Brisemont)"));
    CHECK_THAT(html.out, !Catch::Contains("src="));

    // A scenario with nothing played yet has an empty log.
    const CliRun fresh = runCli({"umbra", "log", demoFile("battle-of-vaudrey-ford.json")});
    REQUIRE(fresh.exitCode == 0);
    CHECK_THAT(fresh.out, Catch::Contains("Nothing played yet."));
}

TEST_CASE("arbitre-cli umbra log refuses an unknown format or language", "[cli][battle-log]")
{
    const std::string scenario = demoFile("battle-of-vaudrey-ford.json");
    const CliRun format = runCli({"umbra", "log", scenario, "--format", "pdf"});
    CHECK(format.exitCode == 2);
    CHECK_THAT(format.err, Catch::Contains("--format takes md or html, not 'pdf'"));
    const CliRun lang = runCli({"umbra", "log", scenario, "--lang", "de"});
    CHECK(lang.exitCode == 2);
    CHECK_THAT(lang.err, Catch::Contains("--lang takes fr or en, not 'de'"));
    CHECK(runCli({"umbra", "log"}).exitCode == 2);
}
