// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Bad files told apart: what a file that failed to open is, on real files (a PNG, a shipped ruleset, a demo cut
// short), so the app and the command line can say it in words instead of a parser's message.
#include "arbitre/core/file_kind.h"

#include "temp_dir.h"
#include "test_paths.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstddef>
#include <string>

using arbitre::classifyFile;
using arbitre::classifyText;
using arbitre::FileClassification;
using arbitre::FileKind;
using arbitre::test::readFile;
using arbitre::test::sourceDir;
using arbitre::test::TempDir;

namespace {

std::string demoText()
{
    return readFile(sourceDir() / "resources" / "scenarios" / "battle-of-vaudrey-ford.json");
}

/** 1-based line of the last non-blank character of `text`. */
int lastLine(const std::string &text)
{
    const std::size_t last = text.find_last_not_of(" \t\r\n");
    return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(last), '\n'));
}

} // namespace

TEST_CASE("A PNG renamed .json is not JSON at all, whole or by its first bytes", "[file-kind]")
{
    const std::filesystem::path png = sourceDir() / "docs" / "images" / "welcome.png";
    const std::string bytes = readFile(png);
    REQUIRE(bytes.starts_with("\x89PNG"));
    CHECK(classifyFile(png).kind == FileKind::NotJson);
    CHECK(classifyText(bytes.substr(0, 16)).kind == FileKind::NotJson);
    CHECK(classifyText("Dear GM, here is the battle.\n").kind == FileKind::NotJson);
    CHECK(classifyText("\xEF\xBB\xBF%PDF-1.7").kind == FileKind::NotJson);
    CHECK(arbitre::fileKindHint(classifyFile(png)) == "not an Arbitre file: not JSON text");
}

TEST_CASE("JSON that names neither a system nor a ruleset is not an Arbitre file", "[file-kind]")
{
    CHECK(classifyText(R"({"name": "my notes", "units": []})").kind == FileKind::NotArbitre);
    CHECK(classifyText("[1, 2, 3]").kind == FileKind::NotArbitre);
    CHECK(classifyText("42").kind == FileKind::NotArbitre);
    CHECK(classifyText(R"({"system": 3})").kind == FileKind::NotArbitre);
    CHECK(classifyFile(sourceDir() / "tests" / "data" / "invalid" / "file-neither-ruleset-nor-scenario.json").kind ==
          FileKind::NotArbitre);
}

TEST_CASE("Every shipped ruleset is told as a ruleset, with its system", "[file-kind]")
{
    for (const char *system : {"umbra-draconis", "pm-battle", "napoleonic-figures", "vive-l-empereur", "duel"}) {
        INFO(system);
        const FileClassification found = classifyFile(sourceDir() / "rulesets" / (std::string(system) + ".json"));
        CHECK(found.kind == FileKind::Ruleset);
        CHECK(found.system == system);
    }
    // A broken ruleset is still a ruleset: opening it as a session is the mistake to tell first.
    CHECK(classifyFile(sourceDir() / "tests" / "data" / "invalid" / "ruleset-missing-version.json").kind ==
          FileKind::Ruleset);
}

TEST_CASE("A demo cut short anywhere is told as truncated, at the line where it ends", "[file-kind]")
{
    const std::string demo = demoText();
    const std::size_t contentEnd = demo.find_last_not_of(" \t\r\n");
    // Every cut from the first byte to just before the closing brace: in a string, a number, a literal, a key.
    for (std::size_t cut = 1; cut < contentEnd; cut += 37) {
        const std::string text = demo.substr(0, cut);
        if (text.find_first_not_of(" \t\r\n") == std::string::npos)
            continue;
        INFO("cut at byte " << cut << ": ..." << text.substr(text.size() > 40 ? text.size() - 40 : 0));
        const FileClassification found = classifyText(text);
        CHECK(found.kind == FileKind::Truncated);
        CHECK(found.endLine == lastLine(text));
    }
    TempDir dir;
    const std::string half = demo.substr(0, demo.size() / 2);
    const FileClassification found = classifyFile(dir.write("cut.json", half));
    CHECK(found == FileClassification{FileKind::Truncated, {}, lastLine(half)});
    CHECK(arbitre::fileKindHint(found) ==
          "the file ends early, at line " + std::to_string(lastLine(half)) + ": it was cut short");
    CHECK(classifyText("").kind == FileKind::Truncated);
    CHECK(classifyText("\n  \n").endLine == 1);
}

TEST_CASE("An Arbitre file with a mistake of its own is neither truncated nor foreign", "[file-kind]")
{
    const std::string demo = demoText();
    // A comma missing on line 3 while the end is complete: a syntax error, not a cut.
    std::string missingComma = demo;
    const std::size_t firstComma = missingComma.find(',');
    missingComma.erase(firstComma, 1);
    CHECK(classifyText(missingComma).kind == FileKind::Invalid);
    // An early mistake in a file that is also open at its end is the mistake, not the end.
    CHECK(classifyText(missingComma.substr(0, missingComma.size() / 2)).kind == FileKind::Invalid);
    CHECK(classifyText(demo).kind == FileKind::Invalid); // valid: what failed is elsewhere (its ruleset, its log)
    CHECK(classifyText(R"({"ruleset": "../../rulesets/umbra-draconis.json", "sides": 3})").kind == FileKind::Invalid);
    CHECK(arbitre::fileKindHint(classifyText(demo)).empty());
}

TEST_CASE("A file that cannot be read is told as unreadable, not as a bad file", "[file-kind]")
{
    TempDir dir;
    CHECK(classifyFile(dir / "missing.json").kind == FileKind::Unreadable);
    CHECK(classifyFile(dir.path()).kind == FileKind::Unreadable);
    arbitre::JsonLimits small;
    small.maxBytes = 64;
    CHECK(classifyFile(sourceDir() / "rulesets" / "duel.json", small).kind == FileKind::Unreadable);
    CHECK(classifyFile(sourceDir() / "docs" / "images" / "welcome.png", small).kind == FileKind::NotJson);
}
