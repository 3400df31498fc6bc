// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The usage at every level is generated from the command registry: these tests walk it, so a command added
// by any folder is covered without editing them.
#include "cli_runner.h"
#include "command.h"
#include "temp_dir.h"
#include "test_paths.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <regex>
#include <string>
#include <vector>

using namespace arbitre::test;
using arbitre::cli::Command;
using arbitre::cli::commands;
using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

namespace {

/** Every command with the arguments that name it: `{"validate"}`, `{"umbra", "resolve"}`. */
std::vector<std::pair<const Command *, std::vector<std::string>>> everyCommand()
{
    std::vector<std::pair<const Command *, std::vector<std::string>>> all;
    for (const Command *command : commands().commands(""))
        all.push_back({command, {command->name}});
    for (const arbitre::cli::Group &group : commands().groups())
        for (const Command *command : commands().commands(group.name))
            all.push_back({command, {group.name, command->name}});
    return all;
}

void requireNamesOptions(const std::string &usage, const Command &command)
{
    for (const arbitre::cli::Form &form : command.forms)
        for (const arbitre::cli::Option &option : form.options)
            CHECK_THAT(usage, Contains("--" + option.name));
}

} // namespace

TEST_CASE("cli --help, -h and help print the top-level usage on stdout and exit 0", "[cli][help]")
{
    for (const std::vector<std::string> &args :
         {std::vector<std::string>{"--help"}, std::vector<std::string>{"-h"}, std::vector<std::string>{"help"}}) {
        const CliRun run = runCli(args);
        CHECK(run.exitCode == 0);
        CHECK(run.err.empty());
        CHECK(run.out == arbitre::cli::topUsage(commands()));
    }
    const CliRun none = runCli({});
    CHECK(none.exitCode == 2);
    CHECK(none.out.empty());
    CHECK(none.err == arbitre::cli::topUsage(commands()));
}

TEST_CASE("cli top-level usage lists every registered command and the exit statuses", "[cli][help]")
{
    const std::string usage = runCli({"--help"}).out;
    CHECK_THAT(usage, StartsWith("usage: arbitre-cli COMMAND [ARGS…]\n"));
    CHECK_THAT(usage, Contains("Exit status: 0 success, 1 invalid input or a move the rules refuse, 2 bad usage."));
    std::size_t listed = 0;
    for (const auto &[command, names] : everyCommand()) {
        INFO(command->path());
        CHECK_THAT(usage, Contains("\n  " + command->path() + " " + command->forms.front().arguments.substr(0, 4)));
        CHECK_THAT(usage, Contains(command->summary.substr(0, 40)));
        ++listed;
    }
    CHECK(listed == commands().commands("").size() + commands().commands("umbra").size() +
                        commands().commands("pm").size() + commands().commands("napoleonic").size());
    for (const char *known : {"\n  validate FILE…", "\n  umbra resolve SCENARIO", "\n  pm phase BATTLE.json",
                              "\n  napoleonic fire SCENARIO"})
        CHECK_THAT(usage, Contains(known));
    for (const arbitre::cli::Group &group : commands().groups())
        CHECK_THAT(usage, Contains(group.title + " (arbitre-cli " + group.name + " --help):"));
}

TEST_CASE("cli every group's --help and help GROUP print its usage with each of its commands", "[cli][help]")
{
    REQUIRE(commands().groups().size() >= 3);
    for (const arbitre::cli::Group &group : commands().groups()) {
        INFO(group.name);
        const CliRun run = runCli({group.name, "--help"});
        CHECK(run.exitCode == 0);
        CHECK_THAT(run.out, StartsWith("usage: arbitre-cli " + group.name + " COMMAND [ARGS…]\n"));
        for (const Command *command : commands().commands(group.name))
            CHECK_THAT(run.out, Contains("\n  " + command->name + " " + command->forms.front().arguments));
        CHECK(runCli({"help", group.name}).out == run.out);
        CHECK(runCli({group.name, "-h"}).out == run.out);

        const CliRun bare = runCli({group.name});
        CHECK(bare.exitCode == 2);
        CHECK(bare.err == run.out);
    }
}

TEST_CASE("cli every command's --help, -h and help GROUP COMMAND print its usage naming every option", "[cli][help]")
{
    for (const auto &[command, names] : everyCommand()) {
        INFO(command->path());
        std::vector<std::string> args = names;
        args.push_back("--help");
        const CliRun run = runCli(args);
        CHECK(run.exitCode == 0);
        CHECK(run.err.empty());
        CHECK_THAT(run.out, StartsWith("usage: arbitre-cli " + command->path() + " "));
        CHECK_THAT(run.out, Contains("-h, --help"));
        requireNamesOptions(run.out, *command);
        CHECK(run.out == arbitre::cli::commandUsage(*command));

        args.back() = "-h";
        CHECK(runCli(args).out == run.out);
        std::vector<std::string> help{"help"};
        help.insert(help.end(), names.begin(), names.end());
        CHECK(runCli(help).out == run.out);
        // --help wins over anything else on the line, even arguments that would be refused.
        args = names;
        args.insert(args.end(), {"no-such-file.json", "--no-such-option", "--help"});
        CHECK(runCli(args).exitCode == 0);
    }
}

TEST_CASE("cli an unknown command or group prints the enclosing usage on stderr and exits 2", "[cli][help]")
{
    const CliRun top = runCli({"charge"});
    CHECK(top.exitCode == 2);
    CHECK(top.out.empty());
    CHECK(top.err == "arbitre-cli: unknown command 'charge'\n" + arbitre::cli::topUsage(commands()));
    CHECK(runCli({"help", "charge"}).err == top.err);

    const std::string umbra = runCli({"umbra", "--help"}).out;
    const CliRun inGroup = runCli({"umbra", "charge", "x.json"});
    CHECK(inGroup.exitCode == 2);
    CHECK(inGroup.err == "arbitre-cli: unknown umbra command 'charge'\n" + umbra);
    const CliRun helpInGroup = runCli({"help", "umbra", "charge"});
    CHECK(helpInGroup.exitCode == 2);
    CHECK(helpInGroup.err == inGroup.err);
    CHECK(runCli({"umbra", "--help", "charge"}).exitCode == 2);
}

TEST_CASE("cli a command's options are parsed from its description: an option it does not describe exits 2",
          "[cli][help]")
{
    const CliRun run =
        runCli({"umbra", "force", (sourceDir() / "resources/scenarios/blue-vs-red.json").string(), "--unit", "x"});
    CHECK(run.exitCode == 2);
    CHECK(run.err == "arbitre-cli: unknown option --unit\n");
    const CliRun missing = runCli({"umbra", "moves"});
    CHECK(missing.exitCode == 2);
    CHECK(missing.err == "arbitre-cli: usage: arbitre-cli umbra moves SCENARIO --unit ID [--json]\n");
}

TEST_CASE("cli --version prints the project's version and every shipped ruleset's id, version and name", "[cli][help]")
{
    const CliRun run = runCli({"--version"});
    CHECK(run.exitCode == 0);
    CHECK(run.err.empty());
    std::smatch project;
    const std::string cmake = readFile(sourceDir() / "CMakeLists.txt");
    REQUIRE(std::regex_search(cmake, project, std::regex(R"(project\(Arbitre VERSION ([0-9.]+))")));
    CHECK_THAT(run.out, StartsWith("arbitre-cli " + project[1].str() + "\nRulesets in "));
    std::size_t rulesets = 0;
    for (const auto &entry : std::filesystem::directory_iterator(sourceDir() / "rulesets")) {
        if (entry.path().extension() != ".json")
            continue;
        const nlohmann::json header = nlohmann::json::parse(readFile(entry.path()));
        const std::string id = header["id"];
        INFO(id);
        const std::size_t at = run.out.find("\n  " + id + " ");
        REQUIRE(at != std::string::npos);
        const std::string line = run.out.substr(at + 1, run.out.find('\n', at + 1) - at - 1);
        CHECK_THAT(line, Contains(" " + header["version"].get<std::string>() + " "));
        CHECK_THAT(line, Catch::Matchers::EndsWith("  " + header["name"].get<std::string>()));
        ++rulesets;
    }
    CHECK(rulesets >= 4);
}
