// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/json_document.h"

#include "temp_dir.h"

#include "diagnostic_printer.h"

#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <string_view>
#include <vector>

using arbitre::Diagnostic;
using arbitre::JsonDocument;
using arbitre::JsonLimits;
using arbitre::LoadError;

namespace {

using arbitre::test::TempDir;

// About 1 KB with every kind of token, escapes, multi-byte UTF-8 and keys needing pointer escapes.
const std::string Sample = R"({
  "system": "umbra-draconis",
  "id": "ebre-1938",
  "name": "Bataille de l'\u00c8bre \u2014 \"r\u00e9serve\"",
  "version": "1.0.0-beta",
  "tables": {
    "moral": [[1, 2, 3], [-4, 5.25, 6e2], [7E-1, 0, -0.5]],
    "pertes/tour": {"~x": true, "y/": false, "z": null},
    "texte": "ligne\nsuivante\t\\ fin \ud83d\ude00"
  },
  "unités": [
    {"id": "u1", "force": 12, "moral": 3, "tags": ["infanterie", "réserve"]},
    {"id": "u2", "force": 8, "moral": -1, "tags": []},
    {"id": "u3", "force": 0, "moral": 0, "tags": [{}], "notes": {"a": {"b": {"c": [1, [2, [3]]]}}}}
  ],
  "effets": ["blessure", "perte_de_moral", "déroute"],
  "seuils": {"bas": 1, "haut": 10, "ratio": 0.333333333333,
             "grand": 18446744073709551615, "petit": -9223372036854775808},
  "vide": "",
  "espaces": [ 1 , 2 ,	3 ],
  "scénario": {
    "tours": 12, "météo": "pluie", "cases": [[0, 0], [1, -1], [2, -2], [3, -3]],
    "camps": [{"nom": "bleus", "ordre": 1}, {"nom": "rouges", "ordre": 2}]
  },
  "échappements": "\u0041\/\b\f\r\"",
  "profond": [[[[[[[[{"x": [[[[true]]]]}]]]]]]]]
})";

// What a message must be to be printed anywhere: valid UTF-8 and not absurdly long.
bool printable(const std::string &message)
{
    if (message.empty() || message.size() > 300) {
        return false;
    }
    for (std::size_t i = 0; i < message.size();) {
        const auto lead = static_cast<unsigned char>(message[i]);
        const std::size_t length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0;
        if (length == 0 || i + length > message.size()) {
            return false;
        }
        for (std::size_t k = 1; k < length; ++k) {
            if ((static_cast<unsigned char>(message[i + k]) & 0xC0) != 0x80) {
                return false;
            }
        }
        i += length;
    }
    return true;
}

enum class Outcome
{
    Loaded,
    Refused,
    Broken // anything but a clean LoadError with one printable, located diagnostic
};

Outcome tryLoad(std::string text, const JsonLimits &limits = {})
{
    try {
        (void)JsonDocument::fromText(std::move(text), "hostile.json", limits);
        return Outcome::Loaded;
    } catch (const LoadError &error) {
        if (error.diagnostics().size() != 1) {
            return Outcome::Broken;
        }
        const Diagnostic &d = error.diagnostics().front();
        return d.line >= 1 && d.column >= 1 && printable(d.message) ? Outcome::Refused : Outcome::Broken;
    } catch (...) {
        return Outcome::Broken;
    }
}

Diagnostic failure(std::string text, const JsonLimits &limits = {})
{
    try {
        (void)JsonDocument::fromText(std::move(text), "hostile.json", limits);
    } catch (const LoadError &error) {
        REQUIRE(error.diagnostics().size() == 1);
        return error.diagnostics().front();
    }
    FAIL("the text was accepted");
    return {};
}

std::string repeat(std::string_view piece, std::size_t count)
{
    std::string result;
    result.reserve(piece.size() * count);
    for (std::size_t i = 0; i < count; ++i) {
        result += piece;
    }
    return result;
}

} // namespace

TEST_CASE("The hostile-input sample itself loads", "[json][hostile]")
{
    REQUIRE(Sample.size() > 900);
    CHECK(tryLoad(Sample) == Outcome::Loaded);
}

TEST_CASE("A document truncated at every byte offset is refused cleanly", "[json][hostile]")
{
    std::vector<std::size_t> wrong;
    for (std::size_t length = 0; length < Sample.size(); ++length) {
        if (tryLoad(Sample.substr(0, length)) != Outcome::Refused) {
            wrong.push_back(length);
        }
    }
    CHECK(wrong.empty());
}

TEST_CASE("A document with any byte replaced by a hostile one loads or is refused cleanly", "[json][hostile]")
{
    std::vector<std::size_t> broken;
    for (const char replacement : {'\0', '\xFF', '"', '{'}) {
        for (std::size_t offset = 0; offset < Sample.size(); ++offset) {
            std::string text = Sample;
            text[offset] = replacement;
            if (tryLoad(std::move(text)) == Outcome::Broken) {
                broken.push_back(offset);
            }
        }
    }
    CHECK(broken.empty());
}

TEST_CASE("A 50 MB file is refused by its size before being read", "[json][hostile]")
{
    const TempDir dir;
    const std::filesystem::path file = dir.path() / "huge.json";
    {
        std::ofstream out(file, std::ios::binary);
        const std::string chunk = "[" + repeat("1234567,", 1u << 17) + "0]\n"; // ~1 MB of valid JSON
        for (int i = 0; i < 50; ++i) {
            out << chunk;
        }
    }
    const auto size = std::filesystem::file_size(file);
    REQUIRE(size > 50u * 1000u * 1000u);

    // A 16 MiB limit: the default (MaxFileBytes, 256 MiB) is tested on a sparse file in test_safe_file.cpp.
    JsonLimits limits;
    limits.maxBytes = 16u * 1024u * 1024u;
    const auto start = std::chrono::steady_clock::now();
    try {
        (void)JsonDocument::fromFile(file, limits);
        FAIL("a 50 MB file was accepted");
    } catch (const LoadError &error) {
        REQUIRE(error.diagnostics().size() == 1);
        CHECK(error.diagnostics()[0] ==
              Diagnostic{file.string(), 1, 1, "",
                         "file too large: " + std::to_string(size) + " bytes (at most 16777216)"});
    }
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(1));
}

TEST_CASE("Text longer than the byte limit is refused before parsing", "[json][hostile]")
{
    JsonLimits limits;
    limits.maxBytes = 16;
    CHECK(failure("[1, 2, 3, 4, 5, 6]", limits) ==
          Diagnostic{"hostile.json", 1, 1, "", "file too large: 18 bytes (at most 16)"});
    CHECK(tryLoad("[1, 2, 3, 4, 5]", limits) == Outcome::Loaded);
}

TEST_CASE("10 000 nested arrays in a file are refused with the depth message", "[json][hostile]")
{
    const TempDir dir;
    const std::filesystem::path file = dir.path() / "deep.json";
    std::ofstream(file, std::ios::binary) << repeat("[", 10000) << repeat("]", 10000);
    try {
        (void)JsonDocument::fromFile(file);
        FAIL("10 000 levels were accepted");
    } catch (const LoadError &error) {
        REQUIRE(error.diagnostics().size() == 1);
        CHECK(error.diagnostics()[0] ==
              Diagnostic{file.string(), 1, 129, repeat("/0", 128), "nesting deeper than 128 levels"});
    }
}

TEST_CASE("1 000 000 nested objects are refused without exhausting the stack", "[json][hostile]")
{
    // Unterminated on purpose: the depth limit must stop the parse long before the end.
    const Diagnostic error = failure(repeat("{\"a\": ", 1000000) + "1");
    CHECK(error == Diagnostic{"hostile.json", 1, 128 * 6 + 1, repeat("/a", 128), "nesting deeper than 128 levels"});
    CHECK(tryLoad(repeat("[", 1000000) + repeat("]", 1000000)) == Outcome::Refused);
}

TEST_CASE("Exactly maxDepth levels load and one more is refused", "[json][hostile]")
{
    CHECK(tryLoad(repeat("[", 128) + repeat("]", 128)) == Outcome::Loaded);
    CHECK(failure(repeat("[", 129) + repeat("]", 129)).message == "nesting deeper than 128 levels");

    JsonLimits limits;
    limits.maxDepth = 2;
    CHECK(tryLoad(R"({"a": [1, 2]})", limits) == Outcome::Loaded);
    CHECK(failure(R"({"a": [1, {"b": 2}]})", limits) ==
          Diagnostic{"hostile.json", 1, 11, "/a/1", "nesting deeper than 2 levels"});
}

TEST_CASE("Bytes that are not UTF-8 are refused at the bad byte with a printable message", "[json][hostile]")
{
    const Diagnostic inString = failure("{\"nom\": \"caf\xE9\"}");
    CHECK(inString.line == 1);
    CHECK(inString.column == 13);
    CHECK(inString.pointer == "/nom");
    CHECK(inString.message ==
          "syntax error while parsing value - invalid string: ill-formed UTF-8 byte; last read: '\"caf\\xE9\"'");

    const Diagnostic overlong = failure("[\"\xC0\x80\"]");
    CHECK(overlong.column == 3);
    CHECK(printable(overlong.message));

    const Diagnostic outside = failure("{\xFF: 1}");
    CHECK(outside.column == 2);
    CHECK(printable(outside.message));
}

TEST_CASE("A NUL byte is refused wherever it is", "[json][hostile]")
{
    using namespace std::string_literals;
    const Diagnostic inString = failure("{\"a\": \"x\0y\"}"s);
    CHECK(inString.column == 9);
    CHECK(inString.pointer == "/a");
    CHECK(inString.message == "syntax error while parsing value - invalid string: control character U+0000 (NUL) must "
                              "be escaped to \\u0000; last read: '\"x<U+0000>'");
    CHECK(failure("[1]\0"s).column == 4);
    CHECK(failure("\0"s).column == 1);
}

TEST_CASE("Numbers too large for a double are refused at their first digit", "[json][hostile]")
{
    CHECK(failure("{\"hp\": 1e400}") == Diagnostic{"hostile.json", 1, 8, "/hp", "number overflow parsing '1e400'"});
    CHECK(failure("[0, -1e400]") == Diagnostic{"hostile.json", 1, 5, "/1", "number overflow parsing '-1e400'"});
    const Diagnostic digits = failure("[" + repeat("9", 400) + "]");
    CHECK(digits.column == 2);
    CHECK(digits.message == "number overflow parsing '..." + repeat("9", 40) + "'");
}

TEST_CASE("A huge bad string gives a short message ending at the bad byte", "[json][hostile]")
{
    const Diagnostic error = failure("[\"" + repeat("abc\xC3\xA9", 200000) + "\x01\"]");
    CHECK(error.column == 1000003);
    CHECK(printable(error.message));
    CHECK(error.message == "syntax error while parsing value - invalid string: control character U+0001 (SOH) must be "
                           "escaped to \\u0001; last read: '...\xC3\xA9" +
                               repeat("abc\xC3\xA9", 6) + "<U+0001>'");
}
