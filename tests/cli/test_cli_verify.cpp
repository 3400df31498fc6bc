// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// `verify`, `reveal` and `share` on a saved session of each rule system: the tamper matrix (docs/verifiable-dice.md).
#include "cli_runner.h"
#include "temp_dir.h"
#include "test_paths.h"

#include "arbitre/core/event_log.h"
#include "arbitre/core/json_document.h"
#include "arbitre/core/json_reader.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <functional>
#include <sstream>
#include <string>

using arbitre::test::runCli;
using nlohmann::json;

namespace {

json readJson(const std::filesystem::path &path)
{
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return json::parse(text.str());
}

/** A session saved by the app (tests/data/golden), copied with its ruleset named by an absolute path. */
struct Saved
{
    arbitre::test::TempDir dir;
    json file;
    std::filesystem::path rulesetPath;

    explicit Saved(const std::string &golden)
    {
        const std::filesystem::path original = arbitre::test::dataDir() / "golden" / golden;
        file = readJson(original);
        // The golden files name the source tree by a placeholder (tests/support/golden.h).
        std::string reference = file["ruleset"].get<std::string>();
        const std::string placeholder = "<src-from-tmp>";
        REQUIRE(reference.starts_with(placeholder));
        rulesetPath = arbitre::test::sourceDir() / reference.substr(placeholder.size() + 1);
        file["ruleset"] = rulesetPath.string();
    }

    std::string write(const std::string &name, const json &content) const
    {
        return dir.write(name, content.dump(2)).string();
    }

    /** `verify` of the file changed by `edit`, with `extra` options. */
    arbitre::test::CliRun verify(const std::function<void(json &)> &edit, std::vector<std::string> extra = {}) const
    {
        json copy = file;
        edit(copy);
        std::vector<std::string> args{"verify", write("edited.json", copy)};
        args.insert(args.end(), extra.begin(), extra.end());
        return runCli(args);
    }

    /** The first event with a die of `source` (empty: of any source). */
    std::size_t eventWith(const std::string &source) const
    {
        const json &events = file["log"]["events"];
        for (std::size_t i = 0; i < events.size(); ++i) {
            for (const json &die : events[i]["dice"]) {
                if (source.empty() || die["source"] == source)
                    return i;
            }
        }
        FAIL("no die of source " << source << " in " << file["name"]);
        return 0;
    }
    bool has(const std::string &source) const { return file.dump().find("\"" + source + "\"") != std::string::npos; }
};

/** The log rewritten with every hash recomputed, as a forger with Arbitre's own code would. */
void rehash(json &file)
{
    json log = file["log"];
    for (json &event : log["events"])
        event.erase("hash");
    const arbitre::JsonDocument unhashed = arbitre::JsonDocument::fromText(log.dump(), "log.json");
    arbitre::JsonReader again(unhashed);
    arbitre::EventLog read = arbitre::EventLog::fromJson(again.root());
    read.seal().sealedFrom = 0;
    file["log"] = read.toJson(file["log"]["ruleset"].get<std::string>(), file["log"]["scenario"].get<std::string>());
}

} // namespace

TEST_CASE("verify: a saved session of each rule system verifies untouched, and every tamper is found at its event",
          "[cli][verify]")
{
    for (const std::string golden : {"umbra-draconis/app/vaudrey-day2.json", "pm-battle/app/lerac-phase2.json",
                                     "napoleonic-figures/app/figures-demo.json", "vive-l-empereur/app/ve-demo.json"}) {
        DYNAMIC_SECTION(golden)
        {
            const Saved saved(golden);
            const auto untouched = saved.verify([](json &) {});
            CHECK(untouched.exitCode == 0);
            CHECK(untouched.out.find(": verified\n") != std::string::npos);
            CHECK(untouched.out.find("not verifiable") == std::string::npos);
            if (saved.has("seeded"))
                CHECK(untouched.out.find("virtual (verified)") != std::string::npos);

            const std::size_t seeded = saved.eventWith(saved.has("seeded") ? "seeded" : "");
            const std::string at = "problem at event " + std::to_string(seeded) + ": ";
            const auto refusedAt = [&](const std::function<void(json &)> &edit, const std::string &where,
                                       const std::string &why) {
                const auto run = saved.verify(edit);
                INFO("expected at '" << where << "': " << why);
                CHECK(run.exitCode == 1);
                CHECK(run.out.find("TAMPERED") != std::string::npos);
                INFO(run.out);
                CHECK(run.out.find(where) != std::string::npos);
                CHECK(run.out.find(why) != std::string::npos);
            };
            const std::string chain = "the chain breaks here";
            refusedAt(
                [&](json &f) {
                    f["log"]["events"][seeded]["dice"][0]["value"] =
                        1 + f["log"]["events"][seeded]["dice"][0]["value"].get<int>() % 2;
                },
                at, "");
            refusedAt(
                [&](json &f) {
                    json &source = f["log"]["events"][seeded]["dice"][0]["source"];
                    source = source == "entered" ? "seeded" : "entered";
                },
                at, chain);
            refusedAt([&](json &f) { f["log"]["events"][seeded]["dice"][0]["purpose"] = "rewritten"; }, at, chain);
            refusedAt([&](json &f) { f["log"]["events"][seeded]["input"]["added"] = 1; }, at, chain);
            refusedAt([&](json &f) { f["log"]["events"][seeded]["result"]["added"] = 1; }, at, chain);
            const std::size_t last = saved.file["log"]["events"].size() - 1;
            refusedAt([&](json &f) { f["log"]["events"].push_back(f["log"]["events"][last]); },
                      "problem at event " + std::to_string(last + 1), chain);
            refusedAt([&](json &f) { f["log"]["events"].erase(0); }, "problem at event 0", chain);
            refusedAt([&](json &f) { std::swap(f["log"]["events"][0], f["log"]["events"][last]); },
                      "problem at event 0", chain);
            refusedAt([&](json &f) { f["log"]["events"].erase(last); }, "problem: ", "replays to"); // the snapshot
            refusedAt([&](json &f) { f["name"] = "Another battle"; }, "problem: ", "the scenario");
            refusedAt(
                [&](json &f) {
                    f["ruleset"] = saved.write("ruleset.json", [&] {
                        json ruleset = readJson(saved.rulesetPath);
                        ruleset["name"] = "Edited";
                        return ruleset;
                    }());
                },
                "problem: ", "is not the one the log was played with");

            // Cut short with its snapshot: the chain alone cannot tell; the head noted at the table can.
            const std::string head = saved.file["log"]["events"][last]["hash"];
            const auto cut = [&](json &f) {
                f["log"]["events"].erase(last);
                f.erase("state");
            };
            CHECK(saved.verify(cut).exitCode == 0);
            const auto noted = saved.verify(cut, {"--head", head.substr(0, 4) + " " + head.substr(4, 4)});
            CHECK(noted.exitCode == 1);
            CHECK(noted.out.find("is nowhere in this log: it was cut short or changed") != std::string::npos);
            CHECK(saved.verify([](json &) {}, {"--head", head.substr(0, 8)}).exitCode == 0);
            // Extended since the head was noted: the head of one event fewer is found, and the events after it named.
            const std::string earlier = saved.file["log"]["events"][last - 1]["hash"];
            const auto extended = saved.verify([](json &) {}, {"--head", earlier.substr(0, 12)});
            CHECK(extended.exitCode == 1);
            CHECK(extended.out.find("1 event was added after it") != std::string::npos);

            // A forger who recomputes every hash still cannot claim an entered die was rolled by Arbitre.
            const std::size_t entered = saved.eventWith("entered");
            const auto forged = saved.verify([&](json &f) {
                for (json &die : f["log"]["events"][entered]["dice"])
                    die["source"] = "seeded";
                rehash(f);
            });
            CHECK(forged.exitCode == 1);
            CHECK(forged.out.find("problem at event " + std::to_string(entered) + ": ") != std::string::npos);
            CHECK(forged.out.find("Arbitre did not roll it") != std::string::npos);
        }
    }
}

TEST_CASE("verify, reveal and share: a players' copy cannot foresee the dice until the GM reveals the seed",
          "[cli][verify]")
{
    arbitre::test::TempDir dir;
    const std::string demo =
        (arbitre::test::sourceDir() / "resources" / "scenarios" / "duel-at-the-mill.json").string();
    json scenario = readJson(demo);
    scenario["ruleset"] = (arbitre::test::sourceDir() / "rulesets" / "duel.json").string();
    const std::string start = dir.write("start.json", scenario.dump(2)).string();
    const std::string gm = (dir / "gm.json").string();
    // The virtual dice come from a fresh secret, so any outcome must leave both duellists standing (DU-4):
    // Renaud takes at most two wounds before the third attack, Aubry one.
    const auto play = [&](const std::string &from, const std::string &attacker, const std::string &target,
                          std::vector<std::string> dice) {
        std::vector<std::string> args{"play", from, "attack", "--attacker", attacker, "--target", target, "--save", gm};
        args.insert(args.end(), dice.begin(), dice.end());
        const auto run = runCli(args);
        INFO(run.out << run.err);
        REQUIRE(run.exitCode == 0);
    };
    play(start, "aubry", "renaud", {});
    play(gm, "renaud", "aubry", {"--entered", "4"});
    play(gm, "aubry", "renaud", {});

    const auto verified = runCli({"verify", gm, "--json"});
    CHECK(verified.exitCode == 0);
    const json verdict = json::parse(verified.out);
    CHECK(verdict["status"] == "verified");
    CHECK(verdict["dice"]["virtual_verified"] == 2);
    CHECK(verdict["dice"]["entered"] == 1);
    CHECK(verdict["events"][1]["entered"] == 1);
    CHECK(verdict["dice_summary"] == "3 dice: 2 virtual, all verified; 1 entered at the table");

    const std::string players = (dir / "players.json").string();
    REQUIRE(runCli({"share", gm, "--output", players}).exitCode == 0);
    CHECK_FALSE(readJson(players)["log"]["commitments"][0].contains("secret"));
    const auto unrevealed = runCli({"verify", players});
    CHECK(unrevealed.exitCode == 0);
    CHECK(unrevealed.out.find("the GM has not revealed the seed") != std::string::npos);
    CHECK(unrevealed.out.find("2 virtual, not verifiable yet") != std::string::npos);

    const auto revealed = runCli({"reveal", gm});
    REQUIRE(revealed.exitCode == 0);
    const std::string seed = revealed.out.substr(revealed.out.find("seed ") + 5, 64);
    const auto checked = runCli({"verify", players, "--seed", seed});
    CHECK(checked.exitCode == 0);
    CHECK(checked.out.find("2 virtual, all verified") != std::string::npos);
    CHECK(runCli({"verify", players, "--seed", std::string(64, '1')}).exitCode == 1);
    const std::string seedFile = dir.write("seed.txt", seed + "\n").string();
    CHECK(runCli({"verify", players, "--seed-file", seedFile}).exitCode == 0);
    REQUIRE(runCli({"share", gm, "--output", players}).exitCode == 0);
    CHECK(readJson(players)["log"]["commitments"][0]["secret"] == seed); // revealed: the copy carries it
    CHECK(runCli({"verify", players, "--head", "zz"}).exitCode == 2);
}
