// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/json_edit.h"

#include <catch2/catch.hpp>

#include <string>

using arbitre::applyEdit;
using arbitre::applyEdits;
using arbitre::inverseEdits;
using arbitre::JsonEdit;
using arbitre::JsonEditError;
using arbitre::JsonEdits;
using arbitre::replaceEdit;
using nlohmann::json;

namespace {

json sample()
{
    return json::parse(R"({"name": "Vaudrey", "sides": [{"id": "a", "troops": [1, 2, 3]}, {"id": "b"}],
                           "a/b": {"~k": 0}})");
}

// Applies the edits, checks the result, then the inverse and checks the document is back exactly.
void roundTrip(const JsonEdits &edits, const json &expected)
{
    json document = sample();
    applyEdits(document, edits);
    CHECK(document == expected);
    applyEdits(document, inverseEdits(edits));
    CHECK(document.dump() == sample().dump());
}

} // namespace

TEST_CASE("json edit inserts, replaces and erases object keys", "[json-edit]")
{
    json expected = sample();
    SECTION("insert")
    {
        expected["day"] = 2;
        roundTrip({{"/day", std::nullopt, 2}}, expected);
    }
    SECTION("replace")
    {
        expected["name"] = "Gué";
        roundTrip({{"/name", "Vaudrey", "Gué"}}, expected);
    }
    SECTION("erase")
    {
        expected["sides"][1].erase("id");
        roundTrip({{"/sides/1/id", "b", std::nullopt}}, expected);
    }
    SECTION("escaped tokens")
    {
        expected["a/b"]["~k"] = 5;
        roundTrip({{"/a~1b/~0k", 0, 5}}, expected);
    }
}

TEST_CASE("json edit inserts, replaces and erases array elements", "[json-edit]")
{
    json expected = sample();
    SECTION("insert in the middle shifts the rest")
    {
        expected["sides"][0]["troops"] = {1, 9, 2, 3};
        roundTrip({{"/sides/0/troops/1", std::nullopt, 9}}, expected);
    }
    SECTION("insert at index == size appends")
    {
        expected["sides"][0]["troops"] = {1, 2, 3, 4};
        roundTrip({{"/sides/0/troops/3", std::nullopt, 4}}, expected);
    }
    SECTION("replace")
    {
        expected["sides"][0]["troops"][2] = "x";
        roundTrip({{"/sides/0/troops/2", 3, "x"}}, expected);
    }
    SECTION("erase")
    {
        expected["sides"].erase(0);
        roundTrip({{"/sides/0", sample()["sides"][0], std::nullopt}}, expected);
    }
}

TEST_CASE("json edit replaces the root with the empty pointer", "[json-edit]")
{
    roundTrip({{"", sample(), json::array()}}, json::array());
    json document = sample();
    CHECK_THROWS_AS(applyEdit(document, {"", std::nullopt, 1}), JsonEditError);
    CHECK_THROWS_AS(applyEdit(document, {"", sample(), std::nullopt}), JsonEditError);
    CHECK(document == sample());
}

TEST_CASE("json edit refuses a stale before and leaves the document unchanged", "[json-edit]")
{
    json document = sample();
    CHECK_THROWS_WITH(applyEdit(document, {"/name", "Brisemont", "Gué"}),
                      Catch::Contains("/name") && Catch::Contains("\"Brisemont\""));
    CHECK_THROWS_WITH(applyEdit(document, {"/name", std::nullopt, "Gué"}), Catch::Contains("already exists"));
    CHECK_THROWS_WITH(applyEdit(document, {"/day", 1, std::nullopt}), Catch::Contains("no key 'day'"));
    CHECK_THROWS_AS(applyEdit(document, {"/sides/0/troops/0", 2, std::nullopt}), JsonEditError);
    CHECK_THROWS_AS(applyEdit(document, {"/sides/0/troops/3", 3, std::nullopt}), JsonEditError);
    CHECK(document == sample());
}

TEST_CASE("json edit applies a list all or nothing", "[json-edit]")
{
    json document = sample();
    const JsonEdits edits{{"/day", std::nullopt, 2},
                          {"/sides/0/troops/0", 1, std::nullopt},
                          {"/name", "Vaudrey", "Gué"},
                          {"/sides/0/troops/5", std::nullopt, 7}}; // past the end: the whole list is refused
    CHECK_THROWS_WITH(applyEdits(document, edits), Catch::Contains("/sides/0/troops/5"));
    CHECK(document.dump() == sample().dump());
}

TEST_CASE("json edit refuses bad pointers", "[json-edit]")
{
    json document = sample();
    CHECK_THROWS_WITH(applyEdit(document, {"name", std::nullopt, 1}), Catch::Contains("not a JSON pointer"));
    CHECK_THROWS_WITH(applyEdit(document, {"/missing/key", std::nullopt, 1}), Catch::Contains("does not exist"));
    CHECK_THROWS_WITH(applyEdit(document, {"/sides/-", std::nullopt, 1}), Catch::Contains("not an array index"));
    CHECK_THROWS_WITH(applyEdit(document, {"/sides/01", std::nullopt, 1}), Catch::Contains("not an array index"));
    CHECK_THROWS_WITH(applyEdit(document, {"/name/x", std::nullopt, 1}), Catch::Contains("not an object or array"));
    CHECK_THROWS_WITH(applyEdit(document, {"/day", std::nullopt, std::nullopt}), Catch::Contains("before or after"));
    CHECK_THROWS_AS(replaceEdit(document, "no-slash", 1), JsonEditError);
    CHECK(document == sample());
}

TEST_CASE("json replaceEdit replaces what is there or inserts", "[json-edit]")
{
    const json document = sample();
    CHECK(replaceEdit(document, "/name", "Gué") == JsonEdit{"/name", json("Vaudrey"), json("Gué")});
    CHECK(replaceEdit(document, "/day", 3) == JsonEdit{"/day", std::nullopt, json(3)});
    CHECK(replaceEdit(document, "/sides/2", 3) == JsonEdit{"/sides/2", std::nullopt, json(3)});
    CHECK(replaceEdit(document, "", 1).before == document);
}
