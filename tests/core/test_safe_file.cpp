// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Issue 19: only regular files are read, never blocking, and a path error is a located message.
#include "arbitre/core/file_kind.h"
#include "arbitre/core/json_document.h"
#include "arbitre/core/module_registry.h"
#include "arbitre/core/safe_file.h"

#include "temp_dir.h"

#include "diagnostic_printer.h"

#include <catch2/catch.hpp>

#include <chrono>
#include <fcntl.h>
#include <filesystem>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

using arbitre::Diagnostic;
using arbitre::JsonDocument;
using arbitre::LoadError;
using arbitre::ModuleRegistry;
using arbitre::test::TempDir;

namespace {

/** The diagnostics `action` throws as a LoadError (empty when it throws nothing). */
template <typename Action> std::vector<Diagnostic> loadErrors(Action action)
{
    try {
        action();
    } catch (const LoadError &error) {
        return error.diagnostics();
    }
    return {};
}

/** The one message of reading `path` as a JSON document. */
std::string readMessage(const std::filesystem::path &path)
{
    const std::vector<Diagnostic> errors = loadErrors([&] { (void)JsonDocument::fromFile(path); });
    REQUIRE(errors.size() == 1);
    return errors[0].message;
}

/** The diagnostic of a scenario whose `ruleset` is `reference` (written as JSON text), loaded with no module. */
Diagnostic rulesetReferenceError(const TempDir &dir, const std::string &reference)
{
    const std::filesystem::path file = dir.write("s.json", "{\n  \"ruleset\": " + reference + "\n}");
    const std::vector<Diagnostic> errors = loadErrors([&] { (void)ModuleRegistry().loadScenario(file); });
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].file == file.string());
    return errors[0];
}

} // namespace

TEST_CASE("A FIFO is refused at once, never waited on", "[safe-file]")
{
    const TempDir dir;
    const std::filesystem::path fifo = dir.path() / "pipe.json";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    const auto start = std::chrono::steady_clock::now();
    CHECK(readMessage(fifo) == "cannot open file: not a regular file (a FIFO, which could block)");
    CHECK(arbitre::classifyFile(fifo).kind == arbitre::FileKind::Unreadable);
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::milliseconds(500));
}

TEST_CASE("A device is refused: /dev/null and /dev/stdin are no files to read", "[safe-file]")
{
    CHECK(readMessage("/dev/null") == "cannot open file: not a regular file (a device)");
    // /dev/stdin is whatever the test runs with (a terminal, a pipe, /dev/null): never a regular file here.
    struct stat status
    {};
    if (::stat("/dev/stdin", &status) == 0 && !S_ISREG(status.st_mode))
        CHECK(readMessage("/dev/stdin").rfind("cannot open file: not a regular file", 0) == 0);
}

TEST_CASE("A path with a NUL is refused, never cut short to another file", "[safe-file]")
{
    const TempDir dir;
    dir.write("a", "{}"); // what the name would open if the system cut it at the NUL
    const std::filesystem::path withNul = (dir.path() / "a").string() + std::string("\0b", 2);
    CHECK(readMessage(withNul) == "cannot open file: the file name contains a NUL character");
}

TEST_CASE("A scenario's ruleset with a NUL is refused at /ruleset", "[safe-file]")
{
    const TempDir dir;
    dir.write("a", R"({"system": "fake"})");
    CHECK(rulesetReferenceError(dir, R"("a\u0000b")") ==
          Diagnostic{(dir.path() / "s.json").string(), 2, 14, "/ruleset",
                     "the ruleset's file name contains a NUL character"});
}

TEST_CASE("A ruleset that is a symlink loop, a long name, a directory or a FIFO is refused at /ruleset", "[safe-file]")
{
    const TempDir dir;
    std::filesystem::create_symlink("loop.json", dir.path() / "loop.json");
    Diagnostic loop = rulesetReferenceError(dir, R"("loop.json")");
    CHECK(loop.pointer == "/ruleset");
    CHECK(loop.line == 2);
    CHECK(loop.message == "cannot open the ruleset file " + (dir.path() / "loop.json").string() +
                              ": Too many levels of symbolic links");

    const std::string longName(300, 'a');
    CHECK(rulesetReferenceError(dir, "\"" + longName + ".json\"").message ==
          "cannot open the ruleset file " + (dir.path() / (longName + ".json")).string() + ": File name too long");

    std::filesystem::create_directory(dir.path() / "folder");
    CHECK(rulesetReferenceError(dir, R"("folder")").message ==
          "cannot open the ruleset file " + (dir.path() / "folder").string() + ": Is a directory");

    REQUIRE(::mkfifo((dir.path() / "pipe").c_str(), 0600) == 0);
    CHECK(rulesetReferenceError(dir, R"("pipe")").message == "cannot open the ruleset file " +
                                                                 (dir.path() / "pipe").string() +
                                                                 ": not a regular file (a FIFO, which could block)");
}

TEST_CASE("A file read directly through a symlink loop or a long name gives the system's reason", "[safe-file]")
{
    const TempDir dir;
    std::filesystem::create_symlink("loop.json", dir.path() / "loop.json");
    CHECK(readMessage(dir.path() / "loop.json") == "cannot open file: Too many levels of symbolic links");
    CHECK(readMessage(dir.path() / (std::string(300, 'a') + ".json")) == "cannot open file: File name too long");
}

TEST_CASE("The reader's size limit is MaxFileBytes, refused before reading a byte", "[safe-file]")
{
    CHECK(arbitre::JsonLimits{}.maxBytes == arbitre::MaxFileBytes);
    CHECK(arbitre::MaxFileBytes == 256u * 1024u * 1024u);
    const TempDir dir;
    const std::filesystem::path large = dir.path() / "large.json";
    {
        const int fd = ::open(large.c_str(), O_WRONLY | O_CREAT, 0600);
        REQUIRE(fd >= 0);
        // Sparse: no disk used, and the reader must refuse it by its size alone.
        REQUIRE(::ftruncate(fd, static_cast<off_t>(arbitre::MaxFileBytes) + 1) == 0);
        ::close(fd);
    }
    const auto start = std::chrono::steady_clock::now();
    CHECK(readMessage(large) == "file too large: " + std::to_string(arbitre::MaxFileBytes + 1) + " bytes (at most " +
                                    std::to_string(arbitre::MaxFileBytes) + ")");
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::milliseconds(500));
}
