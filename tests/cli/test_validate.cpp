// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/file_kind.h"
#include "arbitre/core/json_document.h"
#include "arbitre/modules/registry.h"
#include "cli_runner.h"
#include "temp_dir.h"
#include "test_paths.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

using namespace arbitre::test;
namespace fs = std::filesystem;

namespace {

// Relative to the source dir: expected.txt names the fixtures the way `validate` is given them.
const fs::path InvalidDir = fs::path("tests") / "data" / "invalid";

/** Makes the source dir the working directory while a test runs (ctest already does), so relative paths resolve. */
class InSourceDir
{
public:
    InSourceDir() : m_previous(fs::current_path()) { fs::current_path(sourceDir()); }
    ~InSourceDir()
    {
        std::error_code ignored;
        fs::current_path(m_previous, ignored);
    }
    InSourceDir(const InSourceDir &) = delete;
    InSourceDir &operator=(const InSourceDir &) = delete;

private:
    fs::path m_previous;
};

std::vector<std::string> linesOf(const std::string &text)
{
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

std::vector<std::string> concat(std::vector<std::string> a, const std::vector<std::string> &b)
{
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

/** The one shape of every diagnostic line: `file:line:col: pointer: message`. */
bool isWellFormed(const std::string &line)
{
    static const std::regex Shape(R"(^[^:]+:\d+:\d+: \S+: .+$)");
    return std::regex_match(line, Shape);
}

std::string fixturePath(const std::string &name)
{
    return (InvalidDir / name).generic_string();
}

CliRun validate(const std::vector<std::string> &files)
{
    std::vector<std::string> args{"validate"};
    args.insert(args.end(), files.begin(), files.end());
    return runCli(args);
}

struct Expectation
{
    bool knownIssue = false;
    std::vector<std::string> lines;
};

/** tests/data/invalid/expected.txt, by fixture name (its format is described at its top). */
/** `{systems}` in expected.txt: the shipped rule systems as an unknown system's message lists them, so a new module
 * needs no edit of the fixtures. */
std::string withShippedSystems(std::string line)
{
    const std::string placeholder = "{systems}";
    const std::size_t at = line.find(placeholder);
    if (at == std::string::npos)
        return line;
    std::string systems;
    for (const std::string_view system : arbitre::shippedModules().systems())
        systems += (systems.empty() ? "'" : ", '") + std::string(system) + "'";
    return line.replace(at, placeholder.size(), systems);
}

std::map<std::string, Expectation> readExpectations()
{
    std::map<std::string, Expectation> expectations;
    std::istringstream in(readFile(sourceDir() / InvalidDir / "expected.txt"));
    Expectation *current = nullptr;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line.starts_with('#'))
            continue;
        if (line.starts_with("== ")) {
            std::string name = line.substr(3);
            const bool knownIssue = name.starts_with("KNOWN-ISSUE ");
            if (knownIssue)
                name.erase(0, std::string_view("KNOWN-ISSUE ").size());
            const auto [entry, inserted] = expectations.emplace(name, Expectation{knownIssue, {}});
            INFO("expected.txt: " << name);
            REQUIRE(inserted);
            current = &entry->second;
            continue;
        }
        INFO("expected.txt: " << line);
        REQUIRE(current != nullptr);
        current->lines.push_back(withShippedSystems(line));
    }
    return expectations;
}

/** The lines expected.txt gives for a fixture whose output is right. */
std::vector<std::string> expectedLines(const std::string &name)
{
    const std::map<std::string, Expectation> expectations = readExpectations();
    const auto entry = expectations.find(name);
    INFO("fixture " << name);
    REQUIRE(entry != expectations.end());
    REQUIRE_FALSE(entry->second.knownIssue);
    return entry->second.lines;
}

/** Every .json file directly in tests/data/invalid (the broken rulesets under rulesets/ are only referenced). */
std::vector<std::string> fixtureNames()
{
    std::vector<std::string> names;
    for (const fs::directory_entry &entry : fs::directory_iterator(sourceDir() / InvalidDir))
        if (entry.is_regular_file() && entry.path().extension() == ".json")
            names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

/** What Arbitre ships and must accept: rulesets, demo scenarios and levy files, relative to the source dir. */
std::vector<std::string> shippedFiles()
{
    std::vector<std::string> files;
    for (const fs::path &dir :
         {fs::path("rulesets"), fs::path("resources") / "scenarios", fs::path("resources") / "levy"})
        for (const fs::directory_entry &entry : fs::directory_iterator(sourceDir() / dir))
            if (entry.is_regular_file() && entry.path().extension() == ".json" &&
                !entry.path().filename().string().ends_with(".orders.json")) // orders files are for `umbra play`
                files.push_back((dir / entry.path().filename()).generic_string());
    std::sort(files.begin(), files.end());
    return files;
}

/** `line:col` of byte `offset`, counted as the diagnostics count them (1-based, columns in bytes). */
std::string positionOf(const std::string &text, std::size_t offset)
{
    const std::size_t line = static_cast<std::size_t>(std::count(text.begin(), text.begin() + offset, '\n')) + 1;
    const std::size_t lineStart = offset == 0 ? 0 : text.rfind('\n', offset - 1) + 1; // npos + 1 == 0
    return std::to_string(line) + ":" + std::to_string(offset - lineStart + 1);
}

} // namespace

TEST_CASE("validate refuses a table missing a die face with its pointer", "[validate]")
{
    InSourceDir inSourceDir;
    const CliRun run = validate({fixturePath("ruleset-table-missing-face.json")});
    CHECK(run.exitCode == 1);
    CHECK(linesOf(run.out) == std::vector<std::string>{"tests/data/invalid/ruleset-table-missing-face.json:167:17: "
                                                       "/tables/entries/0/rows: face 5 is not covered by any row"});
}

TEST_CASE("validate refuses a table with an overlapping face at the later row's faces", "[validate]")
{
    InSourceDir inSourceDir;
    const CliRun run = validate({fixturePath("ruleset-table-overlapping-face.json")});
    CHECK(run.exitCode == 1);
    CHECK(linesOf(run.out) ==
          std::vector<std::string>{"tests/data/invalid/ruleset-table-overlapping-face.json:171:22: "
                                   "/tables/entries/0/rows/3/faces: face 5 is covered twice (rows 2 and 3)"});
}

TEST_CASE("validate reports a scenario's broken ruleset in the ruleset's own file", "[validate]")
{
    InSourceDir inSourceDir;
    const CliRun run = validate({fixturePath("scenario-ruleset-broken.json")});
    CHECK(run.exitCode == 1);
    CHECK(linesOf(run.out) ==
          std::vector<std::string>{"tests/data/invalid/rulesets/gap-in-table-ii.json:180:17: "
                                   "/tables/entries/1/rows: faces 9-10 are not covered by any row"});
}

TEST_CASE("validate reports a missing key at the object lacking it and an unknown key with a did-you-mean",
          "[validate]")
{
    InSourceDir inSourceDir;
    const CliRun run = validate({fixturePath("levy-unknown-key.json")});
    CHECK(run.exitCode == 1);
    CHECK(linesOf(run.out) ==
          std::vector<std::string>{
              "tests/data/invalid/levy-unknown-key.json:1:1: /hommes_d_armes: missing required key 'hommes_d_armes'",
              "tests/data/invalid/levy-unknown-key.json:7:20: /hommes_darmes: unknown key 'hommes_darmes'; did you "
              "mean 'hommes_d_armes'?"});
}

TEST_CASE("validate refuses an unknown troop type with the ruleset's list of types", "[validate]")
{
    InSourceDir inSourceDir;
    const CliRun run = validate({fixturePath("scenario-unknown-troop-type.json")});
    CHECK(run.exitCode == 1);
    CHECK(linesOf(run.out) ==
          std::vector<std::string>{"tests/data/invalid/scenario-unknown-troop-type.json:5:29: /sides/0/troops/0/type: "
                                   "unknown id 'fantasins'; expected one of 'pietaille', 'fantassins', 'archers', "
                                   "'troupe_montee', 'cavalerie', 'machine_de_guerre'"});
}

TEST_CASE("validate refuses a saved session whose die was changed, at the event that no longer replays", "[validate]")
{
    InSourceDir inSourceDir;
    const CliRun run = validate({fixturePath("scenario-tampered-log.json")});
    CHECK(run.exitCode == 1);
    CHECK(linesOf(run.out) ==
          std::vector<std::string>{"tests/data/invalid/scenario-tampered-log.json:5:7: /log/events/0: event #1 "
                                   "(umbra.turn): replaying it does not reproduce its recorded result"});
}

TEST_CASE("validate refuses every fixture of tests/data/invalid with exactly its lines from expected.txt", "[validate]")
{
    InSourceDir inSourceDir;
    const std::map<std::string, Expectation> expectations = readExpectations();
    const std::vector<std::string> fixtures = fixtureNames();
    CHECK(fixtures.size() >= 36);

    for (const auto &[name, expectation] : expectations) {
        INFO("expected.txt entry " << name);
        CHECK(std::binary_search(fixtures.begin(), fixtures.end(), name));
    }
    for (const std::string &name : fixtures) {
        INFO("fixture " << name);
        const auto entry = expectations.find(name);
        REQUIRE(entry != expectations.end()); // every fixture says what validate must print
        const CliRun run = validate({fixturePath(name)});
        CHECK(run.exitCode == 1);
        // stderr says what a file is in words when it is not JSON, not an Arbitre file or cut short; else nothing.
        const std::string hint = arbitre::fileKindHint(arbitre::classifyFile(fixturePath(name)));
        CHECK(run.err == (hint.empty() ? std::string() : fixturePath(name) + ": " + hint + "\n"));
        const std::vector<std::string> lines = linesOf(run.out);
        if (!entry->second.knownIssue) {
            CHECK(lines == entry->second.lines);
            continue;
        }
        // A known product defect (described in expected.txt): at least refused cleanly.
        CHECK_FALSE(lines.empty());
        for (const std::string &line : lines) {
            INFO(line);
            CHECK(isWellFormed(line));
        }
    }
}

TEST_CASE("validate accepts every shipped ruleset, scenario and levy file", "[validate]")
{
    InSourceDir inSourceDir;
    const std::vector<std::string> files = shippedFiles();
    CHECK(std::find(files.begin(), files.end(), "rulesets/umbra-draconis.json") != files.end());
    CHECK(std::find(files.begin(), files.end(), "resources/scenarios/blue-vs-red.json") != files.end());
    CHECK(std::find(files.begin(), files.end(), "resources/levy/peu-puissant.json") != files.end());

    for (const std::string &file : files) {
        INFO(file);
        const CliRun run = validate({file});
        CHECK(run.exitCode == 0);
        CHECK(run.out.empty());
        CHECK(run.err == "1 file is valid\n");
    }
    const CliRun all = validate(files);
    CHECK(all.exitCode == 0);
    CHECK(all.out.empty());
    CHECK(all.err == std::to_string(files.size()) + " files are valid\n");
}

TEST_CASE("validate refuses a shipped file cut anywhere with well-formed lines and never crashes", "[validate]")
{
    InSourceDir inSourceDir;
    TempDir dir;
    constexpr std::size_t EvenCuts = 40;
    constexpr std::size_t EveryCutBelow = 64;
    for (const std::string &file : shippedFiles()) {
        const std::string text = readFile(file);
        // Cutting at or after the closing brace may leave a complete document: every cut is before it.
        const std::size_t contentEnd = text.find_last_not_of(" \t\r\n") + 1;
        REQUIRE(contentEnd > EveryCutBelow);
        std::set<std::size_t> cuts;
        for (std::size_t offset = 0; offset < EveryCutBelow; ++offset)
            cuts.insert(offset);
        for (std::size_t k = 0; k < EvenCuts; ++k)
            cuts.insert(k * contentEnd / EvenCuts);

        for (const std::size_t cut : cuts) {
            INFO(file << " cut after " << cut << " bytes");
            const fs::path path = dir.write(fs::path(file).stem().string() + "-" + std::to_string(cut) + ".json",
                                            std::string_view(text).substr(0, cut));
            const CliRun run = validate({path.string()});
            CHECK(run.exitCode == 1);
            // Every cut is told as one, on stderr, beside the parser's located lines.
            CHECK_THAT(run.err, Catch::StartsWith(path.string() + ": the file ends early, at line "));
            const std::vector<std::string> lines = linesOf(run.out);
            CHECK_FALSE(lines.empty());
            for (const std::string &line : lines) {
                INFO(line);
                CHECK(isWellFormed(line));
                CHECK(line.starts_with(path.string() + ":"));
            }
        }
    }
}

TEST_CASE("validate refuses a scenario over the size limit at once as too large", "[validate]")
{
    TempDir dir;
    const std::size_t limit = arbitre::JsonLimits{}.maxBytes;
    const fs::path path = dir.write("huge.json", R"({ "ruleset": "umbra-draconis.json", "name": ")");
    // Sparse past its start (MaxFileBytes is 256 MiB): no disk used, and the size alone must refuse it.
    fs::resize_file(path, limit + 1);

    const auto start = std::chrono::steady_clock::now();
    const CliRun run = validate({path.string()});
    const auto elapsed = std::chrono::steady_clock::now() - start;
    CHECK(run.exitCode == 1);
    CHECK(linesOf(run.out) ==
          std::vector<std::string>{path.string() + ":1:1: (document): file too large: " + std::to_string(limit + 1) +
                                   " bytes (at most " + std::to_string(limit) + ")"});
    CHECK(elapsed < std::chrono::seconds(1)); // refused by its size, before reading it
}

TEST_CASE("validate refuses the ruleset with any one byte turned into 0xFF, at that byte", "[validate]")
{
    InSourceDir inSourceDir;
    TempDir dir;
    const std::string ruleset = readFile("rulesets/umbra-draconis.json");
    constexpr std::size_t Flips = 50;
    for (std::size_t k = 0; k < Flips; ++k) {
        const std::size_t offset = k * ruleset.size() / Flips;
        std::string text = ruleset;
        text[offset] = '\xFF'; // never valid in UTF-8, so never valid anywhere in the file
        const fs::path path = dir.write("flip-" + std::to_string(offset) + ".json", text);
        INFO("0xFF at byte " << offset << ", " << positionOf(text, offset));
        const CliRun run = validate({path.string()});
        CHECK(run.exitCode == 1);
        const std::vector<std::string> lines = linesOf(run.out);
        REQUIRE(lines.size() == 1);
        CHECK(isWellFormed(lines[0]));
        CHECK(lines[0].starts_with(path.string() + ":" + positionOf(text, offset) + ": "));
        CHECK_THAT(lines[0], Catch::Contains("\\xFF"));
    }
}

TEST_CASE("validate given the same file twice prints its lines twice", "[validate]")
{
    InSourceDir inSourceDir;
    const std::string fixture = fixturePath("scenario-one-side.json");
    const std::vector<std::string> once = expectedLines("scenario-one-side.json");
    const CliRun run = validate({fixture, fixture});
    CHECK(run.exitCode == 1);
    CHECK(linesOf(run.out) == concat(once, once));
}

TEST_CASE("validate given good and bad files prints only the bad files' lines, in order", "[validate]")
{
    InSourceDir inSourceDir;
    const CliRun one = validate({"resources/scenarios/blue-vs-red.json", fixturePath("ruleset-table-missing-face.json"),
                                 "rulesets/umbra-draconis.json"});
    CHECK(one.exitCode == 1);
    CHECK(one.err.empty());
    CHECK(linesOf(one.out) == expectedLines("ruleset-table-missing-face.json"));

    const CliRun two = validate({fixturePath("levy-negative-count.json"), "resources/levy/peu-puissant.json",
                                 fixturePath("scenario-unknown-skill.json")});
    CHECK(two.exitCode == 1);
    CHECK(linesOf(two.out) ==
          concat(expectedLines("levy-negative-count.json"), expectedLines("scenario-unknown-skill.json")));
}

TEST_CASE("validate without a file is a usage error", "[validate]")
{
    const CliRun run = validate({});
    CHECK(run.exitCode == 2);
    CHECK(run.out.empty());
    CHECK_THAT(run.err, Catch::Contains("usage: arbitre-cli validate"));
}
