// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// `validate` tells a bad file's kind in words on stderr (issue 18): a renamed PNG, JSON that is not Arbitre's, a
// demo cut short; a file with mistakes of its own gets its located lines only.
#include "cli_runner.h"
#include "temp_dir.h"
#include "test_paths.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

using arbitre::test::readFile;
using arbitre::test::runCli;
using arbitre::test::sourceDir;

TEST_CASE("validate says a renamed PNG is not an Arbitre file, and a cut demo where it ends", "[validate]")
{
    arbitre::test::TempDir dir;
    const std::string png =
        dir.write("battle.json", readFile(sourceDir() / "docs" / "images" / "welcome.png")).string();
    const arbitre::test::CliRun image = runCli({"validate", png});
    CHECK(image.exitCode == 1);
    CHECK_THAT(image.out, Catch::StartsWith(png + ":1:1: (document): "));
    CHECK(image.err == png + ": not an Arbitre file: not JSON text\n");

    const std::string notes = dir.write("notes.json", R"({"name": "my notes"})").string();
    CHECK(runCli({"validate", notes}).err ==
          notes + ": not an Arbitre file: JSON, but neither a ruleset ('system') nor a file that names its ruleset "
                  "('ruleset')\n");

    const std::string demo = readFile(sourceDir() / "resources" / "scenarios" / "battle-of-vaudrey-ford.json");
    const std::string cut = demo.substr(0, demo.find("\n", demo.size() / 2)); // ends at the end of a line
    const int lastLine = 1 + static_cast<int>(std::count(cut.begin(), cut.end(), '\n'));
    const std::string truncated = dir.write("cut.json", cut).string();
    const arbitre::test::CliRun early = runCli({"validate", truncated});
    CHECK(early.exitCode == 1);
    CHECK(early.err ==
          truncated + ": the file ends early, at line " + std::to_string(lastLine) + ": it was cut short\n");

    // A ruleset is valid to `validate`; a scenario with a mistake of its own gets no hint, only its lines.
    CHECK(runCli({"validate", (sourceDir() / "rulesets" / "pm-battle.json").string()}).exitCode == 0);
    const arbitre::test::CliRun oneSide =
        runCli({"validate", (sourceDir() / "tests" / "data" / "invalid" / "scenario-one-side.json").string()});
    CHECK(oneSide.exitCode == 1);
    CHECK(oneSide.err.empty());
}
