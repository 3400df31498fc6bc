// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Issue 19: odd paths and bad logs through the commands: a located message and exit 1, never an abort or a hang.
#include "cli_runner.h"
#include "temp_dir.h"
#include "test_paths.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <chrono>
#include <filesystem>
#include <string>
#include <sys/stat.h>
#include <vector>

using namespace arbitre::test;
using nlohmann::json;

namespace {

std::string umbraRuleset()
{
    return (sourceDir() / "rulesets" / "umbra-draconis.json").string();
}

/** A saved Umbra session on the Vaudrey Ford map after the first turn of its shipped orders. */
std::string playedSession(const TempDir &dir)
{
    json orders = json::parse(readFile(sourceDir() / "resources" / "scenarios" / "battle-of-vaudrey-ford.orders.json"));
    orders["turns"] = json::array({orders["turns"][0]});
    const std::string ordersPath = dir.write("orders.json", orders.dump()).string();
    const std::string saved = (dir / "saved.json").string();
    const CliRun run =
        runCli({"umbra", "play", (sourceDir() / "resources" / "scenarios" / "battle-of-vaudrey-ford.json").string(),
                "--orders", ordersPath, "--save", saved});
    INFO(run.err);
    REQUIRE(run.exitCode == 0);
    return saved;
}

/** A levy request of the shipped domain whose `ruleset` is `reference`. */
std::string levyNaming(const TempDir &dir, const std::string &reference)
{
    json levy = json::parse(readFile(sourceDir() / "resources" / "levy" / "peu-puissant.json"));
    levy.erase("ruleset");
    // `ruleset` first, at line 2, column 14.
    return dir.write("levy.json", "{\n  \"ruleset\": " + json(reference).dump() + "," + levy.dump(2).substr(1))
        .string();
}

} // namespace

TEST_CASE("Every umbra command reports a log that does not replay at its event, as validate does", "[cli][hostile]")
{
    const TempDir dir;
    const std::string saved = playedSession(dir);
    json session = json::parse(readFile(saved));
    session["ruleset"] = umbraRuleset();
    session["log"]["events"][0]["result"]["moves"] = json::array(); // not what the orders gave
    const std::string bad = dir.write("bad.json", session.dump(2)).string();

    const CliRun validate = runCli({"validate", bad});
    REQUIRE(validate.exitCode == 1);
    REQUIRE(validate.out.rfind(bad + ":", 0) == 0);
    CHECK(validate.out.find(": /log/events/0") != std::string::npos);
    const std::vector<std::vector<std::string>> commands = {{"umbra", "force", bad},
                                                            {"umbra", "resolve", bad, "--seed", "1"},
                                                            {"umbra", "end-of-day", bad, "--seed", "1"},
                                                            {"umbra", "moves", bad, "--unit", "mf_piquiers"},
                                                            {"umbra", "log", bad},
                                                            {"umbra", "play", bad, "--orders", bad}};
    for (const std::vector<std::string> &command : commands) {
        INFO(command[1]);
        const CliRun run = runCli(command);
        CHECK(run.exitCode == 1);
        CHECK(run.err == validate.out);
    }
}

TEST_CASE("A levy whose ruleset is a symlink loop or a 300-character name is refused at /ruleset", "[cli][hostile]")
{
    const TempDir dir;
    std::filesystem::create_symlink("loop.json", dir.path() / "loop.json");
    const std::string longName = std::string(300, 'r') + ".json";
    for (const auto &[reference, reason] : std::vector<std::pair<std::string, std::string>>{
             {"loop.json", "Too many levels of symbolic links"}, {longName, "File name too long"}}) {
        const std::string levy = levyNaming(dir, reference);
        const std::string expected = levy + ":2:14: /ruleset: cannot open the ruleset file " +
                                     (dir.path() / reference).string() + ": " + reason + "\n";
        const CliRun validate = runCli({"validate", levy});
        CHECK(validate.exitCode == 1);
        CHECK(validate.out == expected);
        const CliRun command = runCli({"umbra", "levy", levy});
        CHECK(command.exitCode == 1);
        CHECK(command.err == expected);
    }
}

TEST_CASE("validate refuses a FIFO at once, a directory, a NUL in a ruleset's name and a truncated save",
          "[cli][hostile]")
{
    const TempDir dir;
    const std::string fifo = (dir / "pipe.json").string();
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    const auto start = std::chrono::steady_clock::now();
    const CliRun pipe = runCli({"validate", fifo});
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::milliseconds(500));
    CHECK(pipe.exitCode == 1);
    CHECK(pipe.out == fifo + ":0:0: (document): cannot open file: not a regular file (a FIFO, which could block)\n");

    const CliRun folder = runCli({"validate", dir.path().string()});
    CHECK(folder.exitCode == 1);
    CHECK(folder.out == dir.path().string() + ":0:0: (document): cannot open file: Is a directory\n");

    const std::string nul = dir.write("nul.json", "{\n  \"ruleset\": \"a\\u0000b\"\n}").string();
    const CliRun withNul = runCli({"validate", nul});
    CHECK(withNul.exitCode == 1);
    CHECK(withNul.out == nul + ":2:14: /ruleset: the ruleset's file name contains a NUL character\n");

    const std::string saved = playedSession(dir);
    const std::string text = readFile(saved);
    const std::string truncated = dir.write("truncated.json", text.substr(0, text.size() / 2)).string();
    const CliRun cut = runCli({"validate", truncated});
    CHECK(cut.exitCode == 1);
    CHECK(cut.out.rfind(truncated + ":", 0) == 0);
    CHECK(cut.out.find(":0:0:") == std::string::npos); // located in the text, not "cannot open"
}
