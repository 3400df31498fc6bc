// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Golden files: outputs of the demos (saves, logs, exports, CLI transcripts) pinned byte for byte in
// tests/data/golden/<system>/, so a refactor that promises no change of behaviour can prove it.
//
// On a mismatch the test fails with the file, the first differing line (expected and actual) and
// where the actual output was written: ARBITRE_GOLDEN_ACTUAL_DIR, in the build tree, never the
// source tree. After a change of output that is meant, rewrite the golden files and review the diff:
//
//     ARBITRE_UPDATE_GOLDEN=1 ctest --preset dev -R golden
//     git diff tests/data/golden

#include "temp_dir.h"
#include "test_paths.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace arbitre::test {

inline std::filesystem::path goldenDir()
{
    return dataDir() / "golden";
}

/** True when ARBITRE_UPDATE_GOLDEN=1: golden files are rewritten from today's output, not compared. */
inline bool updatingGolden()
{
    const char *value = std::getenv("ARBITRE_UPDATE_GOLDEN");
    return value != nullptr && std::string_view(value) == "1";
}

/** `text` with every occurrence of `from` replaced by `to`. */
inline std::string replaceAll(std::string text, std::string_view from, std::string_view to)
{
    if (from.empty())
        return text;
    for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
        text.replace(at, from.size(), to);
    return text;
}

/** Where `expected` and `actual` first differ: line and column, and both lines (cut to 200 bytes). */
inline std::string firstDifference(const std::string &expected, const std::string &actual)
{
    const auto differs = std::mismatch(expected.begin(), expected.end(), actual.begin(), actual.end()).first;
    const std::size_t at = static_cast<std::size_t>(differs - expected.begin());
    const std::size_t lineStart = at == 0 ? 0 : expected.rfind('\n', at - 1) + 1; // npos + 1 == 0
    const auto lineOf = [&](const std::string &text) {
        if (lineStart >= text.size())
            return std::string("<end of file>");
        const std::size_t end = text.find('\n', lineStart);
        const std::string line = text.substr(lineStart, end == std::string::npos ? end : end - lineStart);
        return line.size() > 200 ? line.substr(0, 200) + "…" : line;
    };
    const auto line = std::count(expected.begin(), differs, '\n') + 1;
    return "first difference at line " + std::to_string(line) + ", column " + std::to_string(at - lineStart + 1) +
           "\n  expected: " + lineOf(expected) + "\n  actual:   " + lineOf(actual);
}

/**
 * CHECKs `actual` against the golden file `name` (a path under tests/data/golden) byte for byte.
 * A mismatch writes `actual` to the same name under ARBITRE_GOLDEN_ACTUAL_DIR and carries on, so
 * one run shows every file that changed; a match removes that stale copy.
 */
inline void checkGolden(const std::string &name, const std::string &actual)
{
    namespace fs = std::filesystem;
    const fs::path golden = goldenDir() / name;
    const fs::path copy = fs::path(ARBITRE_GOLDEN_ACTUAL_DIR) / name;
    if (updatingGolden()) {
        fs::create_directories(golden.parent_path());
        std::ofstream(golden, std::ios::binary) << actual;
        WARN("ARBITRE_UPDATE_GOLDEN=1: rewrote " << golden.string());
        return;
    }
    const bool exists = fs::exists(golden);
    const std::string expected = exists ? readFile(golden) : std::string();
    std::error_code ignored;
    if (exists && expected == actual) {
        fs::remove(copy, ignored);
        SUCCEED(name << " matches its golden file");
        return;
    }
    fs::create_directories(copy.parent_path());
    std::ofstream(copy, std::ios::binary) << actual;
    if (!exists)
        FAIL_CHECK("no golden file " << golden.string() << "\nactual output: " << copy.string()
                                     << "\n(ARBITRE_UPDATE_GOLDEN=1 writes it)");
    else
        FAIL_CHECK(name << " differs from its golden file " << golden.string() << "\n"
                        << firstDifference(expected, actual) << "\nactual output: " << copy.string()
                        << "\n(if the change is meant, ARBITRE_UPDATE_GOLDEN=1 rewrites the golden files)");
}

/**
 * The only rewriting a golden test does: the machine-dependent paths in an output, each replaced by
 * a fixed placeholder, everything else compared as written.
 *  - `<tmp>`: the scratch folder the test saves into; its name holds a process id or random letters.
 *  - `<src>`: the source tree; the tests name the bundled scenarios by absolute path.
 *  - `<src-from-tmp>`: the start of a saved file's `ruleset` value. On save the writers store the
 *    ruleset's path relative to the folder saved into (`fs::relative` of both canonical paths), which
 *    climbs from the scratch folder up to the source tree (`../../work/arbitre`) and so depends on
 *    the machine; the rest of that value (`/rulesets/NAME.json`) stays pinned. Saving under the
 *    build tree instead would only move the dependence to where the build tree is.
 */
class GoldenPaths
{
public:
    explicit GoldenPaths(const std::filesystem::path &scratch)
    {
        namespace fs = std::filesystem;
        const fs::path source = fs::weakly_canonical(sourceDir());
        m_rulesetClimb = fs::relative(source, fs::weakly_canonical(scratch)).generic_string();
        m_paths = {{scratch.string(), "<tmp>"},
                   {fs::weakly_canonical(scratch).string(), "<tmp>"},
                   {sourceDir().string(), "<src>"},
                   {source.string(), "<src>"}};
        // Longest first, so a path inside another is replaced whole.
        std::sort(m_paths.begin(), m_paths.end(),
                  [](const auto &a, const auto &b) { return a.first.size() > b.first.size(); });
    }

    std::string operator()(std::string text) const
    {
        text = replaceAll(std::move(text), "\"ruleset\": \"" + m_rulesetClimb + "/", "\"ruleset\": \"<src-from-tmp>/");
        for (const auto &[path, placeholder] : m_paths)
            text = replaceAll(std::move(text), path, placeholder);
        return text;
    }

private:
    std::string m_rulesetClimb;
    std::vector<std::pair<std::string, std::string>> m_paths;
};

} // namespace arbitre::test
