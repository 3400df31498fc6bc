// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Where the installed app and CLI find their data (arbitre::dataRoots), and what the build installs from the
// command table: the manual page and the bash completion. The installed tree itself is checked by ctest's
// `install` and `package` (scripts/check-install.sh).
#include "arbitre/modules/data_folders.h"
#include "cli_runner.h"
#include "command.h"
#include "temp_dir.h"
#include "test_paths.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <string>
#include <vector>

using namespace arbitre::test;
using arbitre::DataEnvironment;
using arbitre::DataKind;
using arbitre::DataRoot;
using arbitre::cli::commands;
using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;
namespace fs = std::filesystem;

namespace {

std::vector<fs::path> folders(const std::vector<DataRoot> &roots)
{
    std::vector<fs::path> found;
    for (const DataRoot &root : roots)
        found.push_back(root.folder);
    return found;
}

fs::path made(const fs::path &folder)
{
    fs::create_directories(folder);
    return fs::canonical(folder);
}

/** `text` with its hyphens as roff writes them. */
std::string roffText(const std::string &text)
{
    std::string out;
    for (const char c : text)
        out += c == '-' ? std::string("\\-") : std::string(1, c);
    return out;
}

} // namespace

TEST_CASE("data lookup: beside the installed executable, then XDG_DATA_HOME, then each XDG_DATA_DIRS folder",
          "[cli][install]")
{
    const TempDir tmp;
    const fs::path installed = made(tmp / "prefix/share/arbitre");
    made(tmp / "prefix/bin");
    const fs::path user = made(tmp / "data-home/arbitre");
    const fs::path system = made(tmp / "system-two/arbitre");
    // A folder without arbitre/, a relative one (invalid in the XDG specification) and the prefix again: skipped.
    const DataEnvironment environment{tmp / "prefix/bin", (tmp / "data-home").string(),
                                      (tmp / "system-one").string() + ":relative/share:" +
                                          (tmp / "system-two").string() + ":" + (tmp / "prefix/share").string(),
                                      (tmp / "home").string()};
    const std::vector<DataRoot> roots = arbitre::dataRoots(environment);
    CHECK(folders(roots) == std::vector<fs::path>{installed, user, system});
    REQUIRE(roots.size() == 3);
    CHECK_FALSE(roots[0].user);
    CHECK_FALSE(roots[0].sourceTree);
    CHECK(roots[1].user);
    CHECK_FALSE(roots[2].user);

    CHECK(arbitre::dataFolder(roots[0], DataKind::Rulesets) == installed / "rulesets");
    CHECK(arbitre::dataFolder(roots[0], DataKind::Schema) == installed / "schema");
    CHECK(arbitre::dataFolder(roots[0], DataKind::Scenarios) == installed / "scenarios");
    CHECK(arbitre::dataFolder(roots[0], DataKind::Levy) == installed / "levy");
    CHECK(arbitre::dataFolder(roots[0], DataKind::Rules) == installed / "rules");
    CHECK(arbitre::dataFolder(roots[0], DataKind::Doc) == installed.parent_path() / "doc" / "arbitre");
}

TEST_CASE("data lookup: XDG_DATA_HOME unset or relative is ~/.local/share, XDG_DATA_DIRS unset is /usr/share",
          "[cli][install]")
{
    const TempDir tmp;
    const fs::path user = made(tmp / "home/.local/share/arbitre");
    for (const std::string &dataHome : {std::string(), std::string("relative/data")}) {
        INFO(dataHome);
        const std::vector<DataRoot> roots =
            arbitre::dataRoots(DataEnvironment{tmp / "bin", dataHome, "", (tmp / "home").string()});
        REQUIRE_FALSE(roots.empty());
        CHECK(roots.front().folder == user);
        CHECK(roots.front().user);
        for (const DataRoot &root : roots) // only /usr/local/share/arbitre or /usr/share/arbitre, if installed here
            CHECK((root.user || root.folder.parent_path() == "/usr/share" ||
                   root.folder.parent_path() == "/usr/local/share"));
    }
}

TEST_CASE("data lookup: the source tree for an executable in its build tree, never for one elsewhere", "[cli][install]")
{
    // This test binary is in the build tree: the source tree comes first, laid out as the source tree.
    const std::vector<DataRoot> here = arbitre::dataRoots(DataEnvironment::current());
    REQUIRE_FALSE(here.empty());
    CHECK(here.front().folder == fs::canonical(sourceDir()));
    CHECK(here.front().sourceTree);
    CHECK(arbitre::dataFolder(here.front(), DataKind::Scenarios) == fs::canonical(sourceDir()) / "resources/scenarios");
    CHECK(arbitre::dataFolder(here.front(), DataKind::Schema) == fs::canonical(sourceDir()) / "rulesets/schema");
    CHECK(arbitre::dataFolder(here.front(), DataKind::Doc) == fs::canonical(sourceDir()) / "docs");
    CHECK(arbitre::findDataFile(DataKind::Rulesets, "umbra-draconis.json") ==
          fs::canonical(sourceDir()) / "rulesets/umbra-draconis.json");
    CHECK(arbitre::findDataFile(DataKind::Rulesets, "no-such-ruleset.json").empty());

    // An executable installed elsewhere, with no share/arbitre beside it, reads no source tree.
    const TempDir tmp;
    made(tmp / "bin");
    const std::vector<DataRoot> elsewhere = arbitre::dataRoots(
        DataEnvironment{tmp / "bin", (tmp / "data").string(), (tmp / "none").string(), (tmp / "home").string()});
    CHECK(elsewhere.empty());
}

TEST_CASE("cli --man prints arbitre-cli(1) with every command, every option and the exit statuses", "[cli][install]")
{
    const CliRun run = runCli({"--man"});
    CHECK(run.exitCode == 0);
    CHECK(run.err.empty());
    CHECK_THAT(run.out, Contains(".TH ARBITRE\\-CLI 1 "));
    for (const char *section : {".SH NAME\n", ".SH SYNOPSIS\n", ".SH COMMANDS\n", ".SH EXIT STATUS\n", ".SH FILES\n"})
        CHECK_THAT(run.out, Contains(section));
    for (const char *status : {".B 0\nSuccess", ".B 1\nInvalid input", ".B 2\nBad usage", ".B 3\nAn internal error"})
        CHECK_THAT(run.out, Contains(status));
    CHECK(run.out.find("…") == std::string::npos);
    std::vector<const arbitre::cli::Command *> all = commands().commands("");
    for (const arbitre::cli::Group &group : commands().groups()) {
        CHECK_THAT(run.out, Contains(".SS \"" + roffText(group.title)));
        for (const arbitre::cli::Command *command : commands().commands(group.name))
            all.push_back(command);
    }
    for (const arbitre::cli::Command *command : all) {
        INFO(command->path());
        CHECK_THAT(run.out, Contains("\\fBarbitre\\-cli " + roffText(command->path()) + "\\fR "));
        for (const arbitre::cli::Form &form : command->forms)
            for (const arbitre::cli::Option &option : form.options)
                CHECK_THAT(run.out, Contains(roffText("--" + option.name)));
    }
    // No text line starts with a roff control character (a period or an apostrophe).
    std::size_t at = 0;
    while ((at = run.out.find('\n', at)) != std::string::npos) {
        ++at;
        if (at < run.out.size() && run.out[at] == '\'')
            FAIL("a line starts with an apostrophe at " << at);
    }
}

TEST_CASE("cli --bash-completion completes every group, command and option of the command table", "[cli][install]")
{
    const CliRun run = runCli({"--bash-completion"});
    CHECK(run.exitCode == 0);
    CHECK_THAT(run.out, StartsWith("# bash completion for arbitre-cli."));
    CHECK_THAT(run.out, Contains("complete -o filenames -o bashdefault -F _arbitre_cli arbitre-cli\n"));
    for (const arbitre::cli::Command *command : commands().commands(""))
        CHECK_THAT(run.out, Contains("    '" + command->name + "') options="));
    for (const arbitre::cli::Group &group : commands().groups()) {
        CHECK_THAT(run.out, Contains("    " + group.name + ") names="));
        for (const arbitre::cli::Command *command : commands().commands(group.name)) {
            INFO(command->path());
            const std::size_t at = run.out.find("    '" + command->path() + "') options=");
            REQUIRE(at != std::string::npos);
            const std::string line = run.out.substr(at, run.out.find('\n', at) - at);
            for (const arbitre::cli::Option &option : command->forms.front().options)
                CHECK_THAT(line, Contains("--" + option.name));
        }
    }
    CHECK_THAT(run.out, Contains("    'log --format') choices='md html' ;;"));
}
