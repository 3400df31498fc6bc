// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Issue 19: saves survive a kill and a full disk, keep the file's mode, write through links, always reload.
#include "arbitre/core/atomic_file.h"
#include "arbitre/core/json_document.h"
#include "arbitre/core/safe_file.h"

#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <random>
#include <string>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

using arbitre::SaveError;
using arbitre::writeFileAtomically;
using arbitre::test::readFile;
using arbitre::test::TempDir;

namespace fs = std::filesystem;

namespace {

/** A JSON text of about `bytes` bytes, every one of them `fill`: a torn file is neither this nor another. */
std::string content(char fill, std::size_t bytes)
{
    return "{\"x\": \"" + std::string(bytes, fill) + "\"}";
}

mode_t modeOf(const fs::path &path)
{
    struct stat status
    {};
    REQUIRE(::stat(path.c_str(), &status) == 0);
    return status.st_mode & 07777;
}

/** The names in `dir` that look like temporaries of saves (`.NAME.XXXXXX`). */
std::vector<std::string> temporaries(const fs::path &dir)
{
    std::vector<std::string> names;
    for (const auto &entry : fs::directory_iterator(dir)) {
        if (entry.path().filename().string().rfind('.', 0) == 0)
            names.push_back(entry.path().filename().string());
    }
    return names;
}

void makeOld(const fs::path &path)
{
    const struct timeval old[2] = {{std::time(nullptr) - 3600, 0}, {std::time(nullptr) - 3600, 0}};
    REQUIRE(::utimes(path.c_str(), old) == 0);
}

/** What a forked child's SaveError said when saving `text` to `path` under a file size limit of `limit` bytes. */
std::string saveInChildWithFileSizeLimit(const fs::path &path, const std::string &text, rlim_t limit)
{
    int pipeFds[2];
    REQUIRE(::pipe(pipeFds) == 0);
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        ::close(pipeFds[0]);
        // A full disk, as the writer sees it: write() fails (EFBIG) instead of the process being killed.
        std::signal(SIGXFSZ, SIG_IGN);
        const struct rlimit small = {limit, limit};
        ::setrlimit(RLIMIT_FSIZE, &small);
        std::string message = "saved";
        try {
            writeFileAtomically(path, text);
        } catch (const SaveError &error) {
            message = error.what();
        }
        [[maybe_unused]] const ssize_t n = ::write(pipeFds[1], message.data(), message.size());
        ::_exit(0);
    }
    ::close(pipeFds[1]);
    std::string message;
    char buffer[512];
    for (ssize_t n; (n = ::read(pipeFds[0], buffer, sizeof buffer)) > 0;)
        message.append(buffer, static_cast<std::size_t>(n));
    ::close(pipeFds[0]);
    int status = 0;
    ::waitpid(child, &status, 0);
    CHECK(WIFEXITED(status));
    return message;
}

} // namespace

TEST_CASE("Saves killed at random points leave the old or the new file whole, never a torn one", "[atomic-save]")
{
    const TempDir dir;
    const fs::path path = dir.path() / "session.json";
    const std::string first = content('a', 1u << 20);
    const std::string second = content('b', 1u << 20);
    writeFileAtomically(path, first);
    std::mt19937 random(19);
    std::uniform_int_distribution<int> delayUs(0, 20000);
    int sawSecond = 0;
    const int runs = 40;
    for (int run = 0; run < runs; ++run) {
        const pid_t child = ::fork();
        REQUIRE(child >= 0);
        if (child == 0) {
            for (int i = 0;; ++i)
                writeFileAtomically(path, i % 2 == 0 ? second : first);
        }
        std::this_thread::sleep_for(std::chrono::microseconds(delayUs(random)));
        ::kill(child, SIGKILL);
        int status = 0;
        ::waitpid(child, &status, 0);
        REQUIRE(WIFSIGNALED(status));
        const std::string now = readFile(path);
        INFO("run " << run << ": " << now.size() << " bytes");
        REQUIRE((now == first || now == second));
        sawSecond += now == second ? 1 : 0;
        (void)arbitre::JsonDocument::fromFile(path); // and it reloads
    }
    CHECK(sawSecond > 0); // the kills did land during saves, not all before the first one
    CHECK(sawSecond < runs);
}

TEST_CASE("A full disk leaves the old file whole and the error says so", "[atomic-save]")
{
    const TempDir dir;
    const fs::path path = dir.path() / "session.json";
    const std::string old = content('a', 100);
    writeFileAtomically(path, old);
    const std::string message = saveInChildWithFileSizeLimit(path, content('b', 100000), 4096);
    INFO(message);
    CHECK(message.rfind("cannot write '", 0) == 0);
    CHECK(message.find(std::strerror(EFBIG)) != std::string::npos);
    CHECK(message.find("; '" + path.string() + "' is unchanged") != std::string::npos);
    CHECK(readFile(path) == old);
    CHECK(temporaries(dir.path()).empty()); // the half-written temporary is removed
}

TEST_CASE("A save larger than the reader accepts is refused and the old file kept", "[atomic-save]")
{
    const TempDir dir;
    const fs::path path = dir.path() / "session.json";
    writeFileAtomically(path, "{}");
    // One byte over the limit, mapped but never touched: the writer refuses by size before reading it.
    const std::size_t size = arbitre::MaxFileBytes + 1;
    void *memory = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    REQUIRE(memory != MAP_FAILED);
    try {
        writeFileAtomically(path, std::string_view(static_cast<const char *>(memory), size));
        FAIL("a save the reader would refuse was written");
    } catch (const SaveError &error) {
        CHECK(std::string(error.what()) == "cannot save '" + path.string() + "': " + std::to_string(size) +
                                               " bytes, more than Arbitre reads back (at most " +
                                               std::to_string(arbitre::MaxFileBytes) + "); '" + path.string() +
                                               "' is unchanged");
    }
    ::munmap(memory, size);
    CHECK(readFile(path) == "{}");
    CHECK(temporaries(dir.path()).empty());
}

TEST_CASE("A save keeps the file's mode, and a new file gets 0666 less the umask", "[atomic-save]")
{
    const TempDir dir;
    const fs::path path = dir.path() / "private.json";
    writeFileAtomically(path, "{}");
    const mode_t mask = ::umask(0);
    ::umask(mask);
    CHECK(modeOf(path) == (0666 & ~mask));
    REQUIRE(::chmod(path.c_str(), 0600) == 0);
    writeFileAtomically(path, "{\"a\": 1}");
    CHECK(modeOf(path) == 0600);
    REQUIRE(::chmod(path.c_str(), 0640) == 0);
    writeFileAtomically(path, "{\"a\": 2}");
    CHECK(modeOf(path) == 0640);
    CHECK(readFile(path) == "{\"a\": 2}");
}

TEST_CASE("A save through a symlink replaces its target in the target's folder and keeps the link", "[atomic-save]")
{
    const TempDir dir;
    fs::create_directory(dir.path() / "real");
    const fs::path target = dir.write("real/session.json", "{}");
    const fs::path link = dir.path() / "link.json";
    fs::create_symlink("real/session.json", link);
    const fs::path chained = dir.path() / "chained.json";
    fs::create_symlink("link.json", chained);

    writeFileAtomically(link, "{\"saved\": 1}");
    CHECK(fs::is_symlink(fs::symlink_status(link)));
    CHECK(fs::read_symlink(link) == "real/session.json");
    CHECK(readFile(target) == "{\"saved\": 1}");

    writeFileAtomically(chained, "{\"saved\": 2}");
    CHECK(fs::is_symlink(fs::symlink_status(chained)));
    CHECK(fs::is_symlink(fs::symlink_status(link)));
    CHECK(readFile(target) == "{\"saved\": 2}");
    CHECK(temporaries(dir.path()).empty());
    CHECK(temporaries(dir.path() / "real").empty());

    const fs::path loop = dir.path() / "loop.json";
    fs::create_symlink("loop.json", loop);
    CHECK_THROWS_WITH(writeFileAtomically(loop, "{}"),
                      Catch::Contains("Too many levels of symbolic links") && Catch::Contains("is unchanged"));
}

TEST_CASE("Stale temporaries of a crashed save of the same file are removed at its next save, no others",
          "[atomic-save]")
{
    const TempDir dir;
    const fs::path path = dir.path() / "session.json";
    const fs::path stale = dir.write(".session.json.Ab12Cd", "torn");
    const fs::path young = dir.write(".session.json.Xy34Zw", "a save running now");
    const fs::path otherFile = dir.write(".other.json.Ab12Cd", "another file's");
    const fs::path notOurs = dir.write(".session.json.Ab12Cd7", "not the pattern");
    const fs::path notOursEither = dir.write(".session.json.Ab-2Cd", "not the pattern");
    for (const fs::path &file : {stale, otherFile, notOurs, notOursEither})
        makeOld(file);

    writeFileAtomically(path, "{}");
    CHECK_FALSE(fs::exists(stale));
    CHECK(fs::exists(young));
    CHECK(fs::exists(otherFile));
    CHECK(fs::exists(notOurs));
    CHECK(fs::exists(notOursEither));
    CHECK(readFile(path) == "{}");
}

TEST_CASE("A save to a path with a NUL is refused", "[atomic-save]")
{
    const TempDir dir;
    const fs::path path = (dir.path() / "a").string() + std::string("\0b", 2);
    CHECK_THROWS_WITH(writeFileAtomically(path, "{}"), "cannot save: the file name contains a NUL character");
    CHECK(temporaries(dir.path()).empty());
    CHECK_FALSE(fs::exists(dir.path() / "a"));
}
