// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/json_document.h"

#include "temp_dir.h"

#include "diagnostic_printer.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <string_view>
#include <vector>

using arbitre::Diagnostic;
using arbitre::JsonDocument;
using arbitre::LoadError;

namespace {

using arbitre::test::TempDir;

// The single diagnostic of a text that must fail to parse.
Diagnostic parseFailure(std::string text)
{
    try {
        (void)JsonDocument::fromText(std::move(text), "bad.json");
    } catch (const LoadError &error) {
        REQUIRE(error.diagnostics().size() == 1);
        return error.diagnostics().front();
    }
    FAIL("the text was accepted");
    return {};
}

std::string where(const JsonDocument &document, std::string_view pointer)
{
    const JsonDocument::Position position = document.locate(pointer);
    return std::to_string(position.line) + ":" + std::to_string(position.column);
}

const std::string NestedDocument = R"({
  "name": "Bataille de l'Ebre",
  "units": [
    {"id": "u1", "stats": {"force": 3, "moral": -2.5e1}},
    {
      "id": "u/2",
      "tags": ["a\"b\\", true, null],
      "odd~key": {"a/b": [10, {"deep": false}]}
    }
  ],
  "": 7
})";

} // namespace

TEST_CASE("escapePointerToken escapes '~' as ~0 and '/' as ~1", "[json]")
{
    CHECK(arbitre::escapePointerToken("force") == "force");
    CHECK(arbitre::escapePointerToken("a/b~c") == "a~1b~0c");
    CHECK(arbitre::escapePointerToken("~1") == "~01");
    CHECK(arbitre::escapePointerToken("") == "");
}

TEST_CASE("Every value of a nested document is located at its first byte", "[json]")
{
    const JsonDocument document = JsonDocument::fromText(NestedDocument, "nested.json");
    CHECK(where(document, "") == "1:1");
    CHECK(where(document, "/name") == "2:11");
    CHECK(where(document, "/units") == "3:12");
    CHECK(where(document, "/units/0") == "4:5");
    CHECK(where(document, "/units/0/id") == "4:12");
    CHECK(where(document, "/units/0/stats") == "4:27");
    CHECK(where(document, "/units/0/stats/force") == "4:37");
    CHECK(where(document, "/units/0/stats/moral") == "4:49");
    CHECK(where(document, "/units/1") == "5:5");
    CHECK(where(document, "/units/1/id") == "6:13");
    CHECK(where(document, "/units/1/tags") == "7:15");
    CHECK(where(document, "/units/1/tags/0") == "7:16");
    CHECK(where(document, "/units/1/tags/1") == "7:26");
    CHECK(where(document, "/units/1/tags/2") == "7:32");
    CHECK(where(document, "/units/1/odd~0key") == "8:18");
    CHECK(where(document, "/units/1/odd~0key/a~1b") == "8:26");
    CHECK(where(document, "/units/1/odd~0key/a~1b/0") == "8:27");
    CHECK(where(document, "/units/1/odd~0key/a~1b/1") == "8:31");
    CHECK(where(document, "/units/1/odd~0key/a~1b/1/deep") == "8:40");
    CHECK(where(document, "/") == "11:7");
    CHECK(document.root()["units"][1]["odd~key"]["a/b"][1]["deep"] == false);
}

TEST_CASE("A missing value is located at its nearest existing ancestor", "[json]")
{
    const JsonDocument document = JsonDocument::fromText(NestedDocument, "nested.json");
    CHECK(where(document, "/units/0/stats/cohesion") == "4:27");
    CHECK(where(document, "/units/0/stats/cohesion/deeper/still") == "4:27");
    CHECK(where(document, "/units/7") == "3:12");
    CHECK(where(document, "/nothing") == "1:1");
    CHECK(where(document, "/units/1/odd~1key") == "5:5"); // "odd/key" is not "odd~key"
}

TEST_CASE("Malformed or out-of-range pointer tokens fall back to the container", "[json]")
{
    const JsonDocument document = JsonDocument::fromText(NestedDocument, "nested.json");
    CHECK(where(document, "/units/01") == "3:12"); // no leading zeros in RFC 6901 indices
    CHECK(where(document, "/units/-") == "3:12");
    CHECK(where(document, "/units/1x") == "3:12");
    CHECK(where(document, "/units/99999999999999999999") == "3:12");
    CHECK(where(document, "/name/x") == "2:11"); // below a scalar
    CHECK(where(document, "units") == "1:1");    // not a pointer at all
}

TEST_CASE("Members of large objects and arrays are found whatever their order", "[json]")
{
    std::string text = "{";
    for (int i = 999; i >= 0; --i) {
        text += "\n\"k" + std::to_string(i) + "\": [" + std::to_string(i) + ", " + std::to_string(i) + "]" +
                (i > 0 ? "," : "");
    }
    text += "\n}";
    const JsonDocument document = JsonDocument::fromText(text, "big.json");
    for (const int i : {0, 1, 10, 500, 998, 999}) {
        INFO(i);
        const int line = 1000 - i + 1;
        const int column = static_cast<int>(std::to_string(i).size()) * 2 + 9;
        CHECK(where(document, "/k" + std::to_string(i) + "/1") == std::to_string(line) + ":" + std::to_string(column));
    }
    CHECK(where(document, "/k1000") == "1:1");
}

TEST_CASE("Positions skip leading whitespace and count CRLF lines", "[json]")
{
    const JsonDocument document = JsonDocument::fromText("\r\n\r\n  {\r\n    \"a\": [1,\r\n  2]}\r\n", "crlf.json");
    CHECK(where(document, "") == "3:3");
    CHECK(where(document, "/a") == "4:10");
    CHECK(where(document, "/a/1") == "5:3");
}

TEST_CASE("Scalars at the root and at the end of the text are located", "[json]")
{
    CHECK(where(JsonDocument::fromText("  42", "n.json"), "") == "1:3");
    CHECK(where(JsonDocument::fromText("[1,-20.5e3]", "n.json"), "/1") == "1:4");
    CHECK(where(JsonDocument::fromText(R"({"s":"\\\"\\"})", "s.json"), "/s") == "1:6");
}

TEST_CASE("A UTF-8 BOM is accepted and does not count as a column", "[json]")
{
    const JsonDocument document = JsonDocument::fromText("\xEF\xBB\xBF{\"a\": 1}", "bom.json");
    CHECK(document.root()["a"] == 1);
    CHECK(where(document, "") == "1:1");
    CHECK(where(document, "/a") == "1:7");

    const Diagnostic error = parseFailure("\xEF\xBB\xBF{\"a\": x}");
    CHECK(error.line == 1);
    CHECK(error.column == 7);
    CHECK(error.pointer == "/a");
}

TEST_CASE("JsonDocument::diagnostic carries the file name, the position and the pointer", "[json]")
{
    const JsonDocument document = JsonDocument::fromText(NestedDocument, "rulesets/ebre.json");
    CHECK(document.fileName() == "rulesets/ebre.json");
    const Diagnostic diagnostic = document.diagnostic("/units/0/stats/force", "too strong");
    CHECK(diagnostic == Diagnostic{"rulesets/ebre.json", 4, 37, "/units/0/stats/force", "too strong"});
    CHECK(diagnostic.format() == "rulesets/ebre.json:4:37: /units/0/stats/force: too strong");
}

TEST_CASE("Diagnostic::format prints the root pointer as (document)", "[json]")
{
    CHECK(Diagnostic{"a.json", 1, 1, "", "empty file: expected a JSON value"}.format() ==
          "a.json:1:1: (document): empty file: expected a JSON value");
    CHECK(Diagnostic{"a.json", 2, 3, "/", "key ''"}.format() == "a.json:2:3: /: key ''");
}

TEST_CASE("LoadError::what joins every formatted diagnostic with newlines", "[json]")
{
    const LoadError error({Diagnostic{"a.json", 1, 2, "/x", "one"}, Diagnostic{"a.json", 3, 4, "", "two"}});
    CHECK(std::string(error.what()) == "a.json:1:2: /x: one\na.json:3:4: (document): two");
    CHECK(error.diagnostics().size() == 2);
    CHECK(std::string(LoadError(Diagnostic{"b.json", 0, 0, "", "gone"}).what()) == "b.json:0:0: (document): gone");
}

TEST_CASE("Syntax errors give the exact line, column, pointer and a readable message", "[json]")
{
    struct Case
    {
        std::string text;
        int line;
        int column;
        std::string pointer;
        std::string message;
    };
    const std::vector<Case> cases{
        {"{\n  \"a\": 1\n  \"b\": 2\n}", 3, 3, "",
         "syntax error while parsing object - unexpected string literal; expected '}'"},
        {"{\"a\": 1,\n \"b\": tru}", 2, 10, "/b",
         "syntax error while parsing value - invalid literal; last read: 'tru}'"},
        {"{\"a\":", 1, 6, "/a",
         "syntax error while parsing value - unexpected end of input; expected '[', '{', or a literal"},
        {"{", 1, 2, "", "syntax error while parsing object key - unexpected end of input; expected string literal"},
        {"{\"a\":1,}", 1, 8, "", "syntax error while parsing object key - unexpected '}'; expected string literal"},
        {"[1,,2]", 1, 4, "/1", "syntax error while parsing value - unexpected ','; expected '[', '{', or a literal"},
        {"[1 2]", 1, 4, "", "syntax error while parsing array - unexpected number literal; expected ']'"},
        {"{\"x\": [1, {\"y\": [nul]}]}", 1, 21, "/x/1/y/0",
         "syntax error while parsing value - invalid literal; last read: 'nul]'"},
        {"{\"a\" 1}", 1, 6, "/a",
         "syntax error while parsing object separator - unexpected number literal; expected ':'"},
        {"{\"a\": 1} x", 1, 10, "",
         "syntax error while parsing value - invalid literal; last read: 'x'; expected end of input"},
        {"[1]]", 1, 4, "", "syntax error while parsing value - unexpected ']'; expected end of input"},
        {"\"abc", 1, 5, "",
         "syntax error while parsing value - invalid string: missing closing quote; last read: '\"abc'"},
        {"[\n  1,\n  -\n]", 3, 4, "/1",
         "syntax error while parsing value - invalid number; expected digit after '-'; last read: '-<U+000A>'"},
    };
    for (const Case &c : cases) {
        INFO(c.text);
        const Diagnostic error = parseFailure(c.text);
        CHECK(error.file == "bad.json");
        CHECK(error.line == c.line);
        CHECK(error.column == c.column);
        CHECK(error.pointer == c.pointer);
        CHECK(error.message == c.message);
    }
}

TEST_CASE("An empty or blank file is reported as empty", "[json]")
{
    for (const std::string text : {"", "   \n\t\r\n", "\xEF\xBB\xBF"}) {
        const Diagnostic error = parseFailure(text);
        CHECK(error == Diagnostic{"bad.json", 1, 1, "", "empty file: expected a JSON value"});
    }
}

TEST_CASE("fromFile reads the file byte for byte and remembers its path", "[json]")
{
    const TempDir dir;
    const std::string content = "{\r\n  \"nom\": \"r\xC3\xA9serve\\u0021\",\n  \"n\": [1, 2]\r\n}";
    const std::filesystem::path file = dir.write("exact.json", content);
    const JsonDocument document = JsonDocument::fromFile(file);
    CHECK(document.root()["nom"] == "r\xC3\xA9serve!");
    CHECK(document.path() == file);
    CHECK(document.fileName() == file.string());
    CHECK(where(document, "/n/1") == "3:12");
}

TEST_CASE("fromFile reports a missing file at line 0 with the system's reason", "[json]")
{
    const TempDir dir;
    const std::filesystem::path missing = dir.path() / "nowhere.json";
    try {
        (void)JsonDocument::fromFile(missing);
        FAIL("a missing file was accepted");
    } catch (const LoadError &error) {
        REQUIRE(error.diagnostics().size() == 1);
        CHECK(error.diagnostics()[0] ==
              Diagnostic{missing.string(), 0, 0, "", "cannot open file: No such file or directory"});
    }
}

TEST_CASE("fromFile refuses a directory", "[json]")
{
    const TempDir dir;
    try {
        (void)JsonDocument::fromFile(dir.path());
        FAIL("a directory was accepted");
    } catch (const LoadError &error) {
        REQUIRE(error.diagnostics().size() == 1);
        CHECK(error.diagnostics()[0] == Diagnostic{dir.path().string(), 0, 0, "", "cannot open file: Is a directory"});
    }
}

TEST_CASE("A key given twice in one object is refused at its second value", "[json]")
{
    try {
        arbitre::JsonDocument::fromText("{\n  \"a\": {\"x\": 1,\n         \"x\": 2}\n}", "dup.json");
        FAIL("a duplicate key was accepted");
    } catch (const arbitre::LoadError &error) {
        REQUIRE(error.diagnostics().size() == 1);
        CHECK(error.diagnostics()[0].format() == "dup.json:3:15: /a/x: duplicate key 'x'");
    }
    CHECK_NOTHROW(arbitre::JsonDocument::fromText(R"({"a": {"x": 1}, "b": {"x": 1}})", "ok.json"));
}

TEST_CASE("One pass builds the same document as nlohmann's parser, for every shipped file and odd values (issue 23)",
          "[json]")
{
    std::vector<std::string> texts = {
        R"([])",
        R"({})",
        R"("é\u00e9\ud83d\ude00")",
        R"({"a": [1, -2, 3.5, 1e300, 18446744073709551615, -9223372036854775808, true, false, null, "x"],
            "b": {"c": {"d": [[], {}, [[{"e": 0}]]]}, "": "empty key"}, "z": -0.0})",
    };
    for (const char *folder : {"rulesets", "resources/scenarios"})
        for (const auto &entry :
             std::filesystem::directory_iterator(std::filesystem::path(ARBITRE_SOURCE_DIR) / folder))
            if (entry.path().extension() == ".json")
                texts.push_back(arbitre::test::readFile(entry.path()));
    REQUIRE(texts.size() > 10);
    for (const std::string &text : texts) {
        INFO(text.substr(0, 80));
        const arbitre::JsonDocument document = arbitre::JsonDocument::fromText(text, "t.json");
        const nlohmann::json expected = nlohmann::json::parse(text);
        CHECK(document.root() == expected);
        CHECK(document.root().dump() == expected.dump());
    }
}
