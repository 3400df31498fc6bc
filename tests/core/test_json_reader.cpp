// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/json_reader.h"

#include "diagnostic_printer.h"

#include <catch2/catch.hpp>

#include <array>
#include <string>
#include <string_view>
#include <vector>

using arbitre::Diagnostic;
using arbitre::JsonDocument;
using arbitre::JsonNode;
using arbitre::JsonReader;
using arbitre::LoadError;

namespace {

constexpr std::array<std::string_view, 2> Effects{"blessure", "perte_de_moral"};

// Runs `read` on a reader over `text` and returns the messages it recorded, in order.
template <typename Read> std::vector<std::string> messages(const std::string &text, Read read)
{
    const JsonDocument document = JsonDocument::fromText(text, "test.json");
    JsonReader reader(document);
    read(reader.root());
    std::vector<std::string> result;
    for (const Diagnostic &diagnostic : reader.diagnostics()) {
        result.push_back(diagnostic.pointer + ": " + diagnostic.message);
    }
    return result;
}

using Messages = std::vector<std::string>;

} // namespace

TEST_CASE("A missing required key is reported at its parent, under its own pointer", "[json]")
{
    const JsonDocument document = JsonDocument::fromText("{\n  \"unit\": {\"moral\": 3}\n}", "units.json");
    JsonReader reader(document);
    CHECK_FALSE(reader.root()["unit"]["force"].integer().has_value());
    REQUIRE(reader.diagnostics().size() == 1);
    CHECK(reader.diagnostics()[0] == Diagnostic{"units.json", 2, 11, "/unit/force", "missing required key 'force'"});
    CHECK_FALSE(reader.ok());
}

TEST_CASE("A missing key with '/' or '~' is named unescaped and pointed to escaped", "[json]")
{
    CHECK(messages("{}", [](const JsonNode &root) { (void)root["a/b~c"].string(); }) ==
          Messages{"/a~1b~0c: missing required key 'a/b~c'"});
}

TEST_CASE("A missing required element is reported by index", "[json]")
{
    CHECK(messages("[1, 2]", [](const JsonNode &root) { (void)root[2].integer(); }) ==
          Messages{"/2: missing required element 2"});
}

TEST_CASE("A wrong type is reported as 'expected X, got Y'", "[json]")
{
    const std::string text =
        R"({"o": {}, "a": [], "s": "x", "i": 3, "u": 18446744073709551615, "f": 2.5, "b": true, "n": null})";
    CHECK(messages(text, [](const JsonNode &root) { (void)root["s"].integer(); }) ==
          Messages{"/s: expected an integer, got a string"});
    CHECK(messages(text, [](const JsonNode &root) { (void)root["f"].integer(); }) ==
          Messages{"/f: expected an integer, got a number"});
    CHECK(messages(text, [](const JsonNode &root) { (void)root["o"].string(); }) ==
          Messages{"/o: expected a string, got an object"});
    CHECK(messages(text, [](const JsonNode &root) { (void)root["a"].boolean(); }) ==
          Messages{"/a: expected a boolean, got an array"});
    CHECK(messages(text, [](const JsonNode &root) { (void)root["b"].number(0, 1); }) ==
          Messages{"/b: expected a number, got a boolean"});
    CHECK(messages(text, [](const JsonNode &root) { (void)root["n"].requireObject(); }) ==
          Messages{"/n: expected an object, got null"});
    CHECK(messages(text, [](const JsonNode &root) { (void)root["i"].requireArray(); }) ==
          Messages{"/i: expected an array, got an integer"});
    CHECK(messages(text, [](const JsonNode &root) { (void)root["u"].items(); }) ==
          Messages{"/u: expected an array, got an integer"});
    CHECK(messages(text, [](const JsonNode &root) { (void)root["a"].members(); }) ==
          Messages{"/a: expected an object, got an array"});
}

TEST_CASE("describeJsonType names every JSON type with its article", "[json]")
{
    using nlohmann::json;
    CHECK(arbitre::describeJsonType(json::object()) == "an object");
    CHECK(arbitre::describeJsonType(json::array()) == "an array");
    CHECK(arbitre::describeJsonType(json("x")) == "a string");
    CHECK(arbitre::describeJsonType(json(-3)) == "an integer");
    CHECK(arbitre::describeJsonType(json(3u)) == "an integer");
    CHECK(arbitre::describeJsonType(json(0.5)) == "a number");
    CHECK(arbitre::describeJsonType(json(false)) == "a boolean");
    CHECK(arbitre::describeJsonType(json()) == "null");
}

TEST_CASE("Integers are checked against their range without overflow", "[json]")
{
    const std::string text = R"({"ok": 10, "high": 12, "low": -4, "max": 18446744073709551615,
        "long": 100000000000000000000, "whole": 2.0, "min64": -9223372036854775808})";
    const auto check = [&](std::string_view key, std::int64_t min, std::int64_t max) {
        std::optional<std::int64_t> value;
        const Messages found = messages(text, [&](const JsonNode &root) { value = root[key].integer(min, max); });
        return std::pair{value, found};
    };
    CHECK(check("ok", 1, 10) == std::pair{std::optional<std::int64_t>(10), Messages{}});
    CHECK(check("high", 1, 10).second == Messages{"/high: expected an integer from 1 to 10, got 12"});
    CHECK(check("low", 0, 5).second == Messages{"/low: expected an integer from 0 to 5, got -4"});
    CHECK(check("max", 1, 10).second == Messages{"/max: expected an integer from 1 to 10, got 18446744073709551615"});
    CHECK(check("long", 1, 10).second ==
          Messages{"/long: expected an integer from 1 to 10, got 100000000000000000000"}); // as written
    CHECK(check("whole", 1, 10).second == Messages{"/whole: expected an integer, got a number"});
    CHECK(check("min64", INT64_MIN, 0).first == INT64_MIN);
    CHECK(check("min64", 0, 1).second == Messages{"/min64: expected an integer from 0 to 1, got -9223372036854775808"});
    CHECK(check("ok", INT64_MIN, INT64_MAX).first == 10);
}

TEST_CASE("Numbers accept integers and are checked against their range", "[json]")
{
    std::optional<double> value;
    CHECK(messages(R"({"x": 3})", [&](const JsonNode &root) { value = root["x"].number(0, 10); }).empty());
    CHECK(value == 3.0);
    CHECK(messages(R"({"x": 1.5})", [](const JsonNode &root) { (void)root["x"].number(0, 1); }) ==
          Messages{"/x: expected a number from 0 to 1, got 1.5"});
    CHECK(messages(R"({"x": -1})", [](const JsonNode &root) { (void)root["x"].number(-0.5, 0.25); }) ==
          Messages{"/x: expected a number from -0.5 to 0.25, got -1"});
}

TEST_CASE("oneOf returns the index and lists every allowed id in order", "[json]")
{
    std::optional<std::size_t> index;
    CHECK(messages(R"({"e": "perte_de_moral"})", [&](const JsonNode &root) {
              index = root["e"].oneOf(Effects);
          }).empty());
    CHECK(index == 1u);
    CHECK(messages(R"({"e": "blesure"})", [](const JsonNode &root) { (void)root["e"].oneOf(Effects); }) ==
          Messages{"/e: unknown id 'blesure'; expected one of 'blessure', 'perte_de_moral'"});
    CHECK(messages(R"({"e": 2})", [](const JsonNode &root) { (void)root["e"].oneOf(Effects); }) ==
          Messages{"/e: expected a string, got an integer"});
    CHECK(messages(R"({})", [](const JsonNode &root) { (void)root["e"].oneOf(Effects); }) ==
          Messages{"/e: missing required key 'e'"});
}

TEST_CASE("allowOnlyKeys reports unknown keys and suggests a close known key", "[json]")
{
    const auto check = [](const std::string &text) {
        return messages(text, [](const JsonNode &root) { root.allowOnlyKeys({"force", "moral", "id"}); });
    };
    CHECK(check(R"({"force": 1, "moral": 2, "id": "a"})").empty());
    CHECK(check(R"({"forse": 1})") == Messages{"/forse: unknown key 'forse'; did you mean 'force'?"});
    CHECK(check(R"({"mroal": 1})") == Messages{"/mroal: unknown key 'mroal'; did you mean 'moral'?"});
    CHECK(check(R"({"fo": 1})") == Messages{"/fo: unknown key 'fo'"});
    CHECK(check(R"({"speed": 1})") == Messages{"/speed: unknown key 'speed'"});
    CHECK(check(R"({"x": 1})") == Messages{"/x: unknown key 'x'"});
    CHECK(check(R"({"a/b": 1})") == Messages{"/a~1b: unknown key 'a/b'"});
    CHECK(check(R"([1])").empty()); // the shape is requireObject()'s business
}

TEST_CASE("Optional accessors fall back silently when missing and report when wrong", "[json]")
{
    const std::string text = R"({"i": "x", "b": 1, "s": 2, "e": "nope", "good": "blessure"})";
    std::vector<std::string> values;
    const Messages found = messages(text, [&](const JsonNode &root) {
        values.push_back(std::to_string(root["missing"].integerOr(7)));
        values.push_back(std::to_string(root["i"].integerOr(8)));
        values.push_back(root["missing"].booleanOr(true) ? "true" : "false");
        values.push_back(root["b"].booleanOr(false) ? "true" : "false");
        values.push_back(root["missing"].stringOr("fallback"));
        values.push_back(root["s"].stringOr("other"));
        values.push_back(std::to_string(root["missing"].oneOfOr(1, Effects)));
        values.push_back(std::to_string(root["e"].oneOfOr(1, Effects)));
        values.push_back(std::to_string(root["good"].oneOfOr(1, Effects)));
    });
    CHECK(values == std::vector<std::string>{"7", "8", "true", "false", "fallback", "other", "1", "1", "0"});
    CHECK(found == Messages{"/i: expected an integer, got a string", "/b: expected a boolean, got an integer",
                            "/s: expected a string, got an integer",
                            "/e: unknown id 'nope'; expected one of 'blessure', 'perte_de_moral'"});
}

TEST_CASE("items and members hand out nodes with their own pointers", "[json]")
{
    const JsonDocument document = JsonDocument::fromText(R"({"list": [{"a/b": 1}, {"z": 2, "a": 3}]})", "t.json");
    JsonReader reader(document);
    const std::vector<JsonNode> items = reader.root()["list"].items();
    REQUIRE(items.size() == 2);
    CHECK(items[1].pointer() == "/list/1");
    const auto first = items[0].members();
    REQUIRE(first.size() == 1);
    CHECK(first[0].first == "a/b");
    CHECK(first[0].second.pointer() == "/list/0/a~1b");
    const auto second = items[1].members();
    REQUIRE(second.size() == 2);
    CHECK(second[0].first == "a");
    CHECK(second[1].second.integer() == 2);
    CHECK(reader.ok());
}

TEST_CASE("Semantic errors deep in a valid file are located and thrown sorted by position", "[json]")
{
    const std::string text = R"({
  "units": [
    {"id": "a", "force": 3},
    {"id": "b", "force": "strong",
     "effects": ["blessure", "blesure"]},
    {"id": 4}
  ]
})";
    const JsonDocument document = JsonDocument::fromText(text, "army.json");
    const JsonReader reader(document); // a const reader still collects errors
    // Read in an order unrelated to the text, to check the sort.
    for (std::size_t i = 3; i-- > 0;) {
        const JsonNode unit = reader.root()["units"][i];
        for (const JsonNode &effect : unit["effects"].exists() ? unit["effects"].items() : std::vector<JsonNode>{}) {
            (void)effect.oneOf(Effects);
        }
        (void)unit["force"].integer(1, 10);
        (void)unit["id"].string();
    }
    try {
        reader.throwIfErrors();
        FAIL("no LoadError");
    } catch (const LoadError &error) {
        CHECK(std::string(error.what()) ==
              "army.json:4:26: /units/1/force: expected an integer, got a string\n"
              "army.json:5:30: /units/1/effects/1: unknown id 'blesure'; expected one of 'blessure', 'perte_de_moral'\n"
              "army.json:6:5: /units/2/force: missing required key 'force'\n"
              "army.json:6:12: /units/2/id: expected a string, got an integer");
    }
}

TEST_CASE("throwIfErrors does nothing when there is no error and drops exact duplicates", "[json]")
{
    const JsonDocument document = JsonDocument::fromText(R"({"a": "x"})", "t.json");
    JsonReader reader(document);
    CHECK_NOTHROW(reader.throwIfErrors());
    (void)reader.root()["a"].integer();
    (void)reader.root()["a"].integer();
    CHECK(reader.diagnostics().size() == 2);
    try {
        reader.throwIfErrors();
        FAIL("no LoadError");
    } catch (const LoadError &error) {
        CHECK(error.diagnostics().size() == 1);
    }
}
