// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// `arbitre-cli odds` (issue 22) on the duel's demo: the outcomes in the rules' words with their odds (DU-3), the
// what-if beside them, the JSON, and the exit statuses `play` has.
#include "cli_runner.h"
#include "test_paths.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

using arbitre::test::CliRun;
using arbitre::test::runCli;
using nlohmann::json;

namespace {

std::string duel()
{
    return (arbitre::test::sourceDir() / "resources/scenarios/duel-at-the-mill.json").string();
}

} // namespace

TEST_CASE("cli odds: DU-3's rows with their odds, the expected wounds, and a modifier toggled beside them",
          "[cli][odds]")
{
    const CliRun run = runCli({"odds", duel(), "attack", "--attacker", "aubry", "--target", "renaud"});
    INFO(run.err);
    CHECK(run.exitCode == 0);
    CHECK(run.out == "Odds of Attack (DU-2), exact over 6 face sequences of at most 1 die\n"
                     "   33.33 %  Miss: 0 wounds dealt (DU-3).\n"
                     "   50.00 %  Hit: 1 wound dealt (DU-3).\n"
                     "   16.67 %  Critical hit: 2 wounds dealt (DU-3).\n"
                     "Expected values ± standard deviation:\n"
                     "  /die  3.5 ± 1.71\n"
                     "  /target_wounds  0.833 ± 0.687\n"
                     "  /terms/0/value  3.5 ± 1.71\n"
                     "  /total  3.5 ± 1.71\n"
                     "  /wounds  0.833 ± 0.687\n");

    const CliRun whatIf = runCli({"odds", duel(), "attack", "--attacker", "aubry", "--target", "renaud", "--what-if",
                                  "high_ground", "--lang", "fr"});
    CHECK(whatIf.exitCode == 0);
    CHECK(whatIf.out.find("   33.33 % →  16.67 %  Manqué : 0 blessures infligées (DU-3).\n") != std::string::npos);
    CHECK(whatIf.out.find("   16.67 % →  33.33 %  Coup décisif") != std::string::npos);
}

TEST_CASE("cli odds --json: the method, each outcome with its probability, the what-if's", "[cli][odds]")
{
    const CliRun run = runCli({"odds", duel(), "attack", "--attacker", "aubry", "--target", "renaud", "--modifiers",
                               "charge", "--what-if", "charge", "--json"});
    REQUIRE(run.exitCode == 0);
    const json out = json::parse(run.out);
    CHECK(out["method"] == "exact");
    CHECK(out["leaves"] == 6);
    CHECK(out["input"]["modifiers"] == json{"charge"});
    REQUIRE(out["outcomes"].size() == 2); // +2: no miss
    CHECK(out["outcomes"][0]["outcome"]["row"] == "hit");
    CHECK(out["outcomes"][0]["probability"].get<double>() == Approx(0.5).epsilon(1e-12));
    CHECK(out["what_if"]["modifier"] == "charge");
    CHECK(out["what_if"]["ticked"] == false);
    CHECK(out["what_if"]["outcomes"].size() == 3);

    const CliRun sampled = runCli(
        {"odds", duel(), "attack", "--attacker", "aubry", "--target", "renaud", "--sample", "--runs", "600", "--json"});
    REQUIRE(sampled.exitCode == 0);
    const json s = json::parse(sampled.out);
    CHECK(s["method"] == "sampled");
    CHECK(s["runs"] == 600);
    CHECK(s["outcomes"][0].contains("standard_error"));
}

TEST_CASE("cli odds: bad usage exits 2, an unknown procedure as play does, a refusal before any die exits 1",
          "[cli][odds]")
{
    const auto usage = [](const std::vector<std::string> &args, const std::string &message) {
        const CliRun run = runCli(args);
        CHECK(run.exitCode == 2);
        CHECK(run.out.empty());
        CHECK(run.err == "arbitre-cli: " + message + "\n");
    };
    usage({"odds", duel()}, "usage: arbitre-cli odds FILE PROCEDURE [--KEY VALUE…] [--what-if MOD] [--runs N] "
                            "[--sample] [--json] [--lang fr|en]");
    usage({"odds", duel(), "parley"}, "unknown procedure 'parley'; " + duel() + " offers attack");
    usage({"odds", duel(), "attack", "--attacker", "aubry", "--runs", "0"},
          "--runs: expected a whole number from 1 to 10000000, not 0");
    usage({"odds", duel(), "attack", "--charge"}, "attack: unknown option '--charge'");

    const CliRun refused = runCli({"odds", duel(), "attack", "--attacker", "aubry", "--target", "aubry"});
    CHECK(refused.exitCode == 1);
    CHECK(refused.err.find("arbitre-cli: refused: attack: target: expected one of renaud") == 0);
    const CliRun noSuchModifier =
        runCli({"odds", duel(), "attack", "--attacker", "aubry", "--target", "renaud", "--what-if", "ford"});
    CHECK(noSuchModifier.exitCode == 1);
    CHECK(noSuchModifier.err == "arbitre-cli: refused: attack: no list of choices offers 'ford'\n");
}
