// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Bookmarks (issue 24): a reader's notes next to the log, checked by the loaders, outside the chain.
#include "arbitre/core/bookmark.h"

#include "arbitre/core/event_log.h"
#include "arbitre/core/json_document.h"
#include "arbitre/core/json_reader.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using arbitre::Bookmark;
using arbitre::JsonDocument;
using arbitre::JsonReader;
using arbitre::LoadError;
using nlohmann::json;

namespace {

std::vector<Bookmark> read(const std::string &text, std::size_t events)
{
    const JsonDocument document = JsonDocument::fromText(text, "battle.json");
    JsonReader reader(document);
    std::vector<Bookmark> bookmarks = arbitre::readBookmarks(reader.root(), events);
    reader.throwIfErrors();
    return bookmarks;
}

std::string refusal(const std::string &text, std::size_t events)
{
    try {
        read(text, events);
    } catch (const LoadError &error) {
        return error.what();
    }
    return {};
}

} // namespace

TEST_CASE("A file's bookmarks are read sorted by event, none when the file has none", "[bookmark]")
{
    CHECK(read(R"({"name": "x"})", 3).empty());
    const std::vector<Bookmark> bookmarks =
        read(R"({"bookmarks": [{"event": 3, "note": "the ford falls"}, {"event": 0, "note": "dawn"}]})", 3);
    REQUIRE(bookmarks.size() == 2);
    CHECK(bookmarks[0] == Bookmark{0, "dawn"});
    CHECK(bookmarks[1] == Bookmark{3, "the ford falls"}); // the log's end is a moment too
}

TEST_CASE("A bookmark beyond the log is refused at its JSON pointer, with its line and column", "[bookmark]")
{
    const std::string text =
        "{\n  \"bookmarks\": [\n    {\"event\": 1, \"note\": \"a\"},\n    {\"event\": 4, \"note\": "
        "\"b\"}\n  ]\n}\n";
    const std::string message = refusal(text, 3);
    INFO(message);
    CHECK(message.find("battle.json:4:") != std::string::npos);
    CHECK(message.find("/bookmarks/1/event") != std::string::npos);
    CHECK(message.find("after event 4 but the log holds 3 events") != std::string::npos);
    CHECK(refusal(text, 4).empty());
}

TEST_CASE("A bookmark of the wrong shape is refused at its pointer", "[bookmark]")
{
    CHECK(refusal(R"({"bookmarks": {"event": 1}})", 3).find("/bookmarks") != std::string::npos);
    CHECK(refusal(R"({"bookmarks": [{"event": 1, "note": 7}]})", 3).find("/bookmarks/0/note") != std::string::npos);
    CHECK(refusal(R"({"bookmarks": [{"event": -1, "note": "x"}]})", 3).find("/bookmarks/0/event") != std::string::npos);
    CHECK(refusal(R"({"bookmarks": [{"note": "x"}]})", 3).find("/bookmarks/0") != std::string::npos);
    CHECK(refusal(R"({"bookmarks": [{"event": 1, "note": "x", "page": 2}]})", 3).find("/bookmarks/0") !=
          std::string::npos);
}

TEST_CASE("Bookmarks are written sorted, without those whose events were undone", "[bookmark]")
{
    const json out = arbitre::bookmarksToJson({{5, "late"}, {1, "early"}, {9, "undone"}}, 6);
    CHECK(out == json::parse(R"([{"event": 1, "note": "early"}, {"event": 5, "note": "late"}])"));
    CHECK(arbitre::bookmarksToJson({}, 6) == json::array());
}

TEST_CASE("Bookmarks are no part of the scenario the log's chain starts from", "[bookmark]")
{
    json file = json::parse(R"({"name": "Vaudrey", "sides": [], "log": {"events": []}})");
    const std::string before = arbitre::scenarioHashOf(file);
    file["bookmarks"] = arbitre::bookmarksToJson({{0, "dawn"}}, 0);
    CHECK(arbitre::scenarioHashOf(file) == before);
    file["name"] = "Vaudrey ford";
    CHECK(arbitre::scenarioHashOf(file) != before); // the hash still sees the scenario
}
