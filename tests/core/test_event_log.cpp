// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/event_log.h"

#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

using arbitre::Diagnostic;
using arbitre::DieRoll;
using arbitre::DieSource;
using arbitre::Event;
using arbitre::EventLog;
using arbitre::JsonDocument;
using arbitre::JsonReader;
using nlohmann::json;

namespace {

Event umbraResolve()
{
    Event event;
    event.kind = "umbra.resolve";
    event.input = json{{"confrontation", "c1"}, {"allocation", {{"c1", 3}, {"c2", 1}}}};
    event.dice = {DieRoll{10, 8, DieSource::Entered, "confrontation c1, turn 2, draw 1"},
                  DieRoll{6, 1, DieSource::Entered, "moral c1"}};
    event.result = json{{"winner", "bleus"}, {"losses", json::array({2, 0})}};
    return event;
}

EventLog sampleLog()
{
    EventLog log;
    log.append(umbraResolve());
    Event note;
    note.kind = "core.override";
    note.input = json{{"note", "arbitre : la rivière est gelée \u2014 pas de malus"}, {"value", -1.5}};
    log.append(std::move(note));
    Event seeded;
    seeded.kind = "umbra.resolve";
    seeded.dice = {DieRoll{10, 10, DieSource::Seeded, ""}, DieRoll{1000, 1, DieSource::Scripted, "d1000 table"}};
    log.append(std::move(seeded));
    return log;
}

struct ReadResult
{
    EventLog log;
    std::vector<Diagnostic> diagnostics;
};

ReadResult readLog(std::string text)
{
    const JsonDocument document = JsonDocument::fromText(std::move(text), "session.json");
    JsonReader reader(document);
    EventLog log = EventLog::fromJson(reader.root());
    return {std::move(log), reader.diagnostics()};
}

// The one error a single-mistake log must produce.
void checkSingleError(const std::string &text, const std::string &pointer)
{
    INFO(text);
    const ReadResult read = readLog(text);
    REQUIRE(read.diagnostics.size() == 1);
    CHECK(read.diagnostics[0].pointer == pointer);
}

std::vector<std::string> pointersOf(const std::vector<Diagnostic> &diagnostics)
{
    std::vector<std::string> pointers;
    for (const Diagnostic &diagnostic : diagnostics) {
        pointers.push_back(diagnostic.pointer);
    }
    return pointers;
}

} // namespace

TEST_CASE("truncate() keeps the first events and ignores a count past the end", "[eventlog]")
{
    EventLog log = sampleLog();
    REQUIRE(log.size() == 3);
    log.truncate(5);
    CHECK(log.size() == 3);
    log.truncate(3);
    CHECK(log.size() == 3);
    log.truncate(1);
    REQUIRE(log.size() == 1);
    CHECK(log[0] == umbraResolve());
    log.truncate(0);
    CHECK(log.empty());
}

TEST_CASE("toJson() writes every event with its input, dice and result", "[eventlog]")
{
    EventLog log;
    log.append(umbraResolve());
    Event bare;
    bare.kind = "core.note";
    log.append(std::move(bare));

    const json expected = json::parse(R"({"events": [
        {"kind": "umbra.resolve",
         "input": {"confrontation": "c1", "allocation": {"c1": 3, "c2": 1}},
         "dice": [{"sides": 10, "value": 8, "source": "entered", "purpose": "confrontation c1, turn 2, draw 1"},
                  {"sides": 6, "value": 1, "source": "entered", "purpose": "moral c1"}],
         "result": {"winner": "bleus", "losses": [2, 0]}},
        {"kind": "core.note", "input": {}, "dice": [], "result": {}}
    ]})");
    json written = log.toJson();
    // Each event also carries its hash in the chain (log_seal.h), 64 hexadecimal digits, each its own.
    REQUIRE(written["events"].size() == 2);
    CHECK(written["events"][0]["hash"].get<std::string>().size() == 64);
    CHECK(written["events"][0]["hash"] != written["events"][1]["hash"]);
    for (json &event : written["events"])
        event.erase("hash");
    CHECK(written == expected);
    CHECK(EventLog().toJson() == json::parse(R"({"events": []})"));
}

TEST_CASE("A log survives toJson, text, JsonDocument and fromJson unchanged", "[eventlog]")
{
    const EventLog original = sampleLog();
    for (const int indent : {-1, 2}) {
        const ReadResult read = readLog(original.toJson().dump(indent));
        CHECK(read.diagnostics.empty());
        CHECK(read.log == original);
    }
    const ReadResult empty = readLog(EventLog().toJson().dump());
    CHECK(empty.diagnostics.empty());
    CHECK(empty.log.empty());
}

TEST_CASE("fromJson() defaults missing input, result and dice", "[eventlog]")
{
    const ReadResult read = readLog(R"({"events": [{"kind": "core.note"}]})");
    CHECK(read.diagnostics.empty());
    REQUIRE(read.log.size() == 1);
    CHECK(read.log[0].kind == "core.note");
    CHECK(read.log[0].input == json::object());
    CHECK(read.log[0].result == json::object());
    CHECK(read.log[0].dice.empty());
}

TEST_CASE("fromJson() reports a die value outside the die at the value", "[eventlog]")
{
    const ReadResult read = readLog(R"({"events": [{"kind": "umbra.resolve", "dice": [
        {"sides": 10, "value": 8, "source": "entered", "purpose": "draw 1"},
        {"sides": 10, "value": 11, "source": "entered", "purpose": "draw 2"}]}]})");
    REQUIRE(read.diagnostics.size() == 1);
    CHECK(read.diagnostics[0].pointer == "/events/0/dice/1/value");
    CHECK(read.diagnostics[0].message == "die value 11 does not fit a d10");
    CHECK(read.diagnostics[0].file == "session.json");
    CHECK(read.diagnostics[0].line == 3);

    const ReadResult zero = readLog(R"({"events": [{"kind": "k", "dice": [
        {"sides": 6, "value": 0, "source": "seeded", "purpose": ""}]}]})");
    REQUIRE(zero.diagnostics.size() == 1);
    CHECK(zero.diagnostics[0].pointer == "/events/0/dice/0/value");
    CHECK(zero.diagnostics[0].message == "die value 0 does not fit a d6");
}

TEST_CASE("fromJson() reports a malformed log at the pointer of the offending value", "[eventlog]")
{
    SECTION("the log itself")
    {
        checkSingleError(R"([])", "");
        checkSingleError(R"({})", "/events");
        checkSingleError(R"({"events": {}})", "/events");
    }
    SECTION("an event")
    {
        checkSingleError(R"({"events": [3]})", "/events/0");
        checkSingleError(R"({"events": [{}]})", "/events/0/kind");
        checkSingleError(R"({"events": [{"kind": 4}]})", "/events/0/kind");
        checkSingleError(R"({"events": [{"kind": "k", "input": []}]})", "/events/0/input");
        checkSingleError(R"({"events": [{"kind": "k", "result": "won"}]})", "/events/0/result");
        checkSingleError(R"({"events": [{"kind": "k", "dice": {}}]})", "/events/0/dice");
        checkSingleError(R"({"events": [{"kind": "k", "dice": [7]}]})", "/events/0/dice/0");
    }
    SECTION("a die")
    {
        const std::string head = R"({"events": [{"kind": "k", "dice": [)";
        const std::string tail = "]}]}";
        checkSingleError(head + R"({"value": 1, "source": "seeded", "purpose": ""})" + tail, "/events/0/dice/0/sides");
        checkSingleError(head + R"({"sides": 0, "value": 1, "source": "seeded", "purpose": ""})" + tail,
                         "/events/0/dice/0/sides");
        checkSingleError(head + R"({"sides": 1001, "value": 1, "source": "seeded", "purpose": ""})" + tail,
                         "/events/0/dice/0/sides");
        checkSingleError(head + R"({"sides": 6.5, "value": 1, "source": "seeded", "purpose": ""})" + tail,
                         "/events/0/dice/0/sides");
        checkSingleError(head + R"({"sides": 6, "value": "3", "source": "seeded", "purpose": ""})" + tail,
                         "/events/0/dice/0/value");
        checkSingleError(head + R"({"sides": 6, "source": "seeded", "purpose": ""})" + tail, "/events/0/dice/0/value");
        checkSingleError(head + R"({"sides": 6, "value": 3, "source": "random", "purpose": ""})" + tail,
                         "/events/0/dice/0/source");
        checkSingleError(head + R"({"sides": 6, "value": 3, "purpose": ""})" + tail, "/events/0/dice/0/source");
        checkSingleError(head + R"({"sides": 6, "value": 3, "source": "seeded"})" + tail, "/events/0/dice/0/purpose");
        checkSingleError(head + R"({"sides": 6, "value": 3, "source": "seeded", "purpose": 2})" + tail,
                         "/events/0/dice/0/purpose");
    }
}

TEST_CASE("fromJson() refuses unknown keys in events and dice", "[eventlog]")
{
    const ReadResult read = readLog(R"({"events": [{"kind": "k", "reslut": {}, "dice": [
        {"sides": 6, "value": 3, "source": "seeded", "purpose": "", "colour": "red"}]}]})");
    REQUIRE(read.diagnostics.size() == 2);
    CHECK_THAT(read.diagnostics[0].message + read.diagnostics[1].message,
               Catch::Matchers::Contains("reslut") && Catch::Matchers::Contains("colour"));
}

TEST_CASE("fromJson() reports every error of the log at once and keeps the valid events", "[eventlog]")
{
    const ReadResult read = readLog(R"({"events": [
        {"kind": "first"},
        {"kind": 1},
        {"kind": "third", "dice": [{"sides": 10, "value": 11, "source": "entered", "purpose": "p"},
                                   {"sides": 10, "value": 2, "source": "dreamt", "purpose": "p"}]},
        {"kind": "fourth", "input": {"a": 1}}
    ]})");
    CHECK(pointersOf(read.diagnostics) ==
          std::vector<std::string>{"/events/1/kind", "/events/2/dice/0/value", "/events/2/dice/1/source"});
    REQUIRE(read.log.size() == 2);
    CHECK(read.log[0].kind == "first");
    CHECK(read.log[1].kind == "fourth");
    CHECK(read.log[1].input == json{{"a", 1}});
}

TEST_CASE("A log with errors makes the reader throw a LoadError", "[eventlog]")
{
    const JsonDocument document = JsonDocument::fromText(R"({"events": [{"kind": "k", "input": 3}]})", "bad.json");
    JsonReader reader(document);
    const EventLog log = EventLog::fromJson(reader.root());
    CHECK_FALSE(reader.ok());
    CHECK(log.empty());
    CHECK_THROWS_AS(reader.throwIfErrors(), arbitre::LoadError);
}

TEST_CASE("fromJson() refuses a log of more than EventLog::MaxEvents events at /events", "[eventlog][limits]")
{
    std::string events;
    for (std::size_t i = 0; i <= EventLog::MaxEvents; ++i)
        events += std::string(i == 0 ? "" : ",") + R"({"kind":"k"})";
    const ReadResult read = readLog(R"({"events": [)" + events + "]}");
    REQUIRE(read.diagnostics.size() == 1);
    CHECK(read.diagnostics[0].pointer == "/events");
    CHECK(read.diagnostics[0].message == "at most 100000 events in a log, got 100001");
    CHECK(read.log.empty());
}

TEST_CASE("toJson() refuses to write a log of more than EventLog::MaxEvents events so that every save reloads",
          "[eventlog][limits]")
{
    EventLog log;
    for (std::size_t i = 0; i < EventLog::MaxEvents; ++i)
        log.append(arbitre::Event{"k", nlohmann::json::object(), {}, nlohmann::json::object()});
    CHECK(log.toJson()["events"].size() == EventLog::MaxEvents);
    log.append(arbitre::Event{"k", nlohmann::json::object(), {}, nlohmann::json::object()});
    CHECK_THROWS_WITH(log.toJson(),
                      "the log has 100001 events, more than Arbitre reads back (at most 100000); the file is "
                      "unchanged");
}
