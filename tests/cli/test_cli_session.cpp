// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// `procedures`, `play`, `log` and `validate` through the session contract: on the skirmish test module
// (skirmish_module.h), whose every output is known, then on the demos of every shipped rule system.
#include "cli.h"
#include "cli_runner.h"
#include "skirmish_module.h"
#include "temp_dir.h"

#include "unsealed.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace arbitre::test;
using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;
using nlohmann::json;

namespace {

/** `arbitre-cli ARGS…` over the skirmish module, in a scratch folder holding its ruleset and `mill.json`. */
class Skirmish
{
public:
    Skirmish() : m_modules(skirmishModules()), m_mill(writeSkirmish(m_folder.path()).string()) {}

    const std::string &mill() const { return m_mill; }
    std::string scratch(const char *name) const { return (m_folder / name).string(); }
    const arbitre::ModuleRegistry &modules() const { return m_modules; }

    CliRun operator()(const std::vector<std::string> &args) const
    {
        std::ostringstream out;
        std::ostringstream err;
        CliRun run;
        run.exitCode = arbitre::cli::run(args, out, err, m_modules);
        run.out = out.str();
        run.err = err.str();
        return run;
    }

private:
    TempDir m_folder;
    arbitre::ModuleRegistry m_modules;
    std::string m_mill;
};

} // namespace

TEST_CASE("cli procedures lists what a session offers now, with labels, rules and refusals", "[cli][session]")
{
    const Skirmish cli;
    const CliRun run = cli({"procedures", cli.mill()});
    CHECK(run.exitCode == 0);
    CHECK(run.out == "At the mill (skirmish), 0 events: After 0 strikes\n"
                     "  strike  Strike (SK-1)\n"
                     "  rest    Rest (SK-3)\n"
                     "          refused now: nobody is tired yet (SK-3)\n"
                     "\n'arbitre-cli procedures FILE PROCEDURE' lists a procedure's inputs;\n"
                     "'arbitre-cli play FILE PROCEDURE --KEY VALUE…' plays it.\n");
    CHECK_THAT(cli({"procedures", cli.mill(), "--lang", "fr"}).out, Contains("  strike  Coup (SK-1)\n"));

    const CliRun asJson = cli({"procedures", cli.mill(), "--json"});
    REQUIRE(asJson.exitCode == 0);
    const json list = json::parse(asJson.out);
    CHECK(list["system"] == "skirmish");
    CHECK(list["events"] == 0);
    REQUIRE(list["procedures"].size() == 2);
    CHECK(list["procedures"][0]["inputs"][0]["option"] == "--attacker");
    CHECK(list["procedures"][1]["refusal"] == "nobody is tired yet (SK-3)");
}

TEST_CASE("cli procedures FILE PROCEDURE gives each input's option, kind, bounds and choices, narrowed by those "
          "passed, and the dice",
          "[cli][session]")
{
    const Skirmish cli;
    const CliRun strike = cli({"procedures", cli.mill(), "strike"});
    REQUIRE(strike.exitCode == 0);
    CHECK_THAT(strike.out, StartsWith("usage: arbitre-cli play FILE strike --attacker ID --target ID [--bonus N] "
                                      "[--with ID,…] [--all-in]\n"));
    CHECK_THAT(strike.out, Contains("  --attacker ID             Attacker (SK-1); required; a unit, one of: a "
                                    "(Aubert, n), b (Bastien,\n"
                                    "                            s), c (Corentin, s)\n"));
    CHECK_THAT(strike.out,
               Contains("  --bonus N                 Bonus (SK-2); a whole number from 0 to 3; by default 0\n"));
    CHECK_THAT(strike.out,
               Contains("  --with ID,…               Modifiers (SK-2); any of: ford (Ford), hill (Hill)\n"));
    CHECK_THAT(strike.out, Contains("  --all-in                  All in; a flag\n"));
    CHECK_THAT(strike.out, Contains("  --note TEXT               Note; a text\n"));
    CHECK_THAT(strike.out, Contains("Dice: none listed before the inputs are chosen.\n"));
    // `procedures` is the --help of `play`.
    CHECK(cli({"play", cli.mill(), "strike", "--help"}).out == strike.out);

    const CliRun narrowed = cli({"procedures", cli.mill(), "strike", "--attacker", "b", "--target", "a", "--json"});
    REQUIRE(narrowed.exitCode == 0);
    const json spec = json::parse(narrowed.out);
    REQUIRE(spec["inputs"][1]["options"].size() == 1);
    CHECK(spec["inputs"][1]["options"][0]["id"] == "a");
    CHECK(spec["inputs"][2]["minimum"] == 0);
    CHECK(spec["inputs"][2]["maximum"] == 3);
    CHECK(spec["dice"] == json::array({{{"sides", 6}, {"purpose", "strike of b (SK-1)"}}}));
    CHECK_THAT(cli({"play", cli.mill(), "strike", "--attacker", "b", "--target", "a", "--help"}).out,
               Contains("Dice, in the order they are read:\n  d6: strike of b (SK-1)\n"));
}

TEST_CASE("cli play reads the inputs a procedure declares, prints the event, saves it, and the log has it",
          "[cli][session]")
{
    const Skirmish cli;
    const std::string saved = cli.scratch("struck.json");
    const CliRun play = cli({"play", cli.mill(), "strike", "--attacker", "a", "--target", "b", "--bonus", "2", "--with",
                             "ford,hill", "--all-in", "--note", "at dawn", "--dice", "3", "--save", saved});
    INFO(play.err);
    REQUIRE(play.exitCode == 0);
    CHECK(play.out == "a strikes b: 7 (SK-1)\n");
    CHECK(play.err == "saved " + saved + "\n");

    const auto reopened = cli.modules().openSession(saved);
    REQUIRE(reopened->log().size() == 1);
    CHECK(reopened->log()[0].input == json{{"attacker", "a"},
                                           {"target", "b"},
                                           {"bonus", 2},
                                           {"with", {"ford", "hill"}},
                                           {"all_in", true},
                                           {"note", "at dawn"}});
    // The module's log, then the core's verdict every export ends with (docs/verifiable-dice.md).
    const std::string markdown = cli({"log", saved}).out;
    CHECK_THAT(markdown, StartsWith("# At the mill\n\n- a strikes b: 7 (SK-1)\n\n## Checking this log\n\n- Log head "));
    CHECK_THAT(markdown, Contains(" after 1 event ("));
    CHECK_THAT(markdown, Contains("- Log verified. 1 die: 1 scripted.\n"));
    const std::string html = cli({"log", saved, "--format", "html", "--lang", "fr"}).out;
    CHECK_THAT(html,
               StartsWith("<h1>At the mill</h1>\n<p>a frappe b: 7 (SK-1)</p>\n<section class=\"verdict\"><h2>Vérifier "
                          "ce journal</h2>\n<p>Tête du journal "));
    CHECK_THAT(html, Contains("<p>Journal vérifié. 1 dé : 1 scripté.</p>"));
    CHECK_THAT(cli({"procedures", saved}).out, StartsWith("At the mill (skirmish), 1 event: After 1 strikes\n"));

    // The next event on the saved file, as JSON, with the GM's physical die; `rest` is allowed now.
    const CliRun second =
        cli({"play", saved, "strike", "--target", "a", "--attacker", "c", "--entered", "6", "--json", "--lang", "fr"});
    REQUIRE(second.exitCode == 0);
    const json event = json::parse(second.out);
    CHECK(event["kind"] == "skirmish.strike");
    CHECK(event["input"] == json{{"attacker", "c"}, {"target", "a"}});
    CHECK(event["dice"] ==
          json::array({{{"sides", 6}, {"value", 6}, {"source", "entered"}, {"purpose", "strike of c (SK-1)"}}}));
    CHECK(event["result"] == json{{"total", 6}});
    const CliRun rest = cli({"play", saved, "rest"});
    CHECK(rest.exitCode == 0);
    CHECK(rest.out == "Rest (SK-3)\n");
    CHECK(rest.err.empty()); // no die rolled: no fresh seed drawn nor printed
}

TEST_CASE("cli play commits to virtual dice only when asked for nothing else, and says to what", "[cli][session]")
{
    const Skirmish cli;
    const std::vector<std::string> strike{"play", cli.mill(), "strike", "--attacker", "a", "--target", "b"};
    const CliRun fresh = cli(strike);
    REQUIRE(fresh.exitCode == 0);
    CHECK_THAT(fresh.err, StartsWith("virtual dice committed to "));
    std::vector<std::string> seeded = strike;
    seeded.insert(seeded.end(), {"--seed", "4"});
    CHECK(cli(seeded).out == cli(seeded).out);
    CHECK(cli(seeded).err.empty());
    std::vector<std::string> spare = strike;
    spare.insert(spare.end(), {"--dice", "2,5"});
    CHECK(cli(spare).err == "note: 1 die value(s) given but not used\n");
}

TEST_CASE("cli play: a refusal of the session exits 1 with its message, bad usage exits 2", "[cli][session]")
{
    const Skirmish cli;
    const auto refused = [&](const std::vector<std::string> &args, const std::string &message) {
        const CliRun run = cli(args);
        INFO(run.err);
        CHECK(run.exitCode == 1);
        CHECK(run.out.empty());
        CHECK(run.err == "arbitre-cli: refused: " + message + "\n");
    };
    const std::string mill = cli.mill();
    refused({"play", mill, "strike", "--attacker", "b", "--target", "c", "--dice", "1"},
            R"(strike: target: expected one of a, not "c")");
    refused({"play", mill, "strike", "--attacker", "a", "--dice", "1"}, "strike: target: required");
    refused({"play", mill, "strike", "--attacker", "a", "--target", "b", "--bonus", "9"},
            "strike: bonus: expected a whole number from 0 to 3, not 9");
    refused({"play", mill, "rest"}, "nobody is tired yet (SK-3)");

    const auto usage = [&](const std::vector<std::string> &args, const std::string &message) {
        const CliRun run = cli(args);
        CHECK(run.exitCode == 2);
        CHECK(run.err == "arbitre-cli: " + message + "\n");
    };
    usage({"play", mill, "strike", "--charge"}, "strike: unknown option '--charge'");
    usage({"play", mill, "strike", "--attacker", "a", "--bonus", "two"},
          "strike: --bonus: expected a whole number, not 'two'");
    usage({"play", mill, "parley"}, "unknown procedure 'parley'; " + mill + " offers strike, rest");
    usage({"play", mill}, "usage: arbitre-cli play FILE PROCEDURE [--KEY VALUE…] [--dice D,… | --entered D,… | "
                          "--seed N] [--save OUT] [--json] [--lang fr|en]");
    usage({"play", mill, "strike", "--dice", "1", "--seed", "2"}, "give only one of --dice, --entered and --seed");

    const CliRun wrongDie = cli({"play", mill, "strike", "--attacker", "a", "--target", "b", "--dice", "7"});
    CHECK(wrongDie.exitCode == 1);
    CHECK_THAT(wrongDie.err, StartsWith("arbitre-cli: "));
}

TEST_CASE("cli procedures, play, log and validate report a file that does not load or replay as "
          "file:line:col: pointer: message, exit 1",
          "[cli][session][validate]")
{
    const Skirmish cli;
    const std::string saved = cli.scratch("struck.json");
    REQUIRE(cli({"play", cli.mill(), "strike", "--attacker", "a", "--target", "b", "--dice", "3", "--save", saved})
                .exitCode == 0);
    json tampered = json::parse(readFile(saved));
    tampered["log"]["events"][0]["result"]["total"] = 6;
    arbitre::test::unseal(tampered); // the replay alone refuses it (the chain would first)
    const std::string file = cli.scratch("tampered.json");
    std::ofstream(file) << tampered.dump(2) << '\n';

    for (const std::vector<std::string> &args :
         {std::vector<std::string>{"procedures", file}, std::vector<std::string>{"play", file, "rest"},
          std::vector<std::string>{"log", file}}) {
        const CliRun run = cli(args);
        CHECK(run.exitCode == 1);
        CHECK_THAT(run.err, StartsWith(file + ":"));
        CHECK_THAT(run.err, Contains(": /log/events/0: the event does not reproduce its result\n"));
    }
    const CliRun validate = cli({"validate", saved, file});
    CHECK(validate.exitCode == 1);
    CHECK_THAT(validate.out, StartsWith(file + ":"));
    CHECK_THAT(validate.out, Contains(": /log/events/0: the event does not reproduce its result\n"));
    const CliRun valid = cli({"validate", cli.mill(), saved, cli.scratch("skirmish.json")});
    CHECK(valid.exitCode == 0);
    CHECK(valid.err == "3 files are valid\n");

    const CliRun missing = cli({"procedures", cli.scratch("nowhere.json")});
    CHECK(missing.exitCode == 1);
    CHECK_THAT(missing.err, StartsWith(cli.scratch("nowhere.json") + ":"));
}
