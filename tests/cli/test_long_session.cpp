// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Long campaigns (issue 23): sessions of many thousand events, made by the generator the benchmarks use
// (tests/bench/long_session.h), save and reopen through the path every command and the app take.
#include "arbitre/core/atomic_file.h"
#include "arbitre/core/event_log.h"
#include "arbitre/core/module_registry.h"
#include "arbitre/core/safe_file.h"
#include "arbitre/modules/registry.h"
#include "long_session.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <filesystem>

using namespace arbitre;

TEST_CASE("The long-session generator is deterministic and stops at the number of events asked (issue 23)",
          "[long-session]")
{
    const test::TempDir dir;
    const umbra::UmbraSession first = bench::longUmbraSession(400, 7);
    const umbra::UmbraSession second = bench::longUmbraSession(400, 7);
    CHECK(first.log().size() == 400);
    CHECK(bench::longUmbraSessionText(first, dir / "a.json") == bench::longUmbraSessionText(second, dir / "a.json"));
    // Played on past the demo's orders (movement steps, turns, ends of day) with Arbitre's dice from a public
    // seed, never a secret one: the log commits to it, marked public, so the session verifies.
    REQUIRE(first.log().seal().commitments.size() == 1);
    CHECK(first.log().seal().commitments[0].publicSeed);
    std::size_t ends = 0;
    for (const Event &event : first.log().events())
        ends += event.kind == "umbra.end_of_day" ? 1 : 0;
    CHECK(ends >= 10);
    const umbra::UmbraSession other = bench::longUmbraSession(400, 8);
    CHECK(bench::longUmbraSessionText(other, dir / "a.json") != bench::longUmbraSessionText(first, dir / "a.json"));
}

TEST_CASE("A campaign of 100 000 events saves and reopens: the writer and the reader agree on the limits (issue 23)",
          "[long-session][limits]")
{
    // The largest log a file may hold (EventLog::MaxEvents, for toJson and fromJson alike), well within the
    // size both the writer and the reader accept (MaxFileBytes): no wall a legal session can reach before.
    const std::size_t events = EventLog::MaxEvents;
    const test::TempDir dir;
    const std::filesystem::path path = dir / "campaign.json";
    umbra::UmbraSession session = bench::longUmbraSession(events);
    REQUIRE(session.log().size() == events);
    writeFileAtomically(path, bench::longUmbraSessionText(session, path)); // as `umbra play --save` writes it
    const std::uintmax_t bytes = std::filesystem::file_size(path);
    INFO(bytes << " bytes");
    CHECK(bytes > 16u * 1024u * 1024u); // past the old 16 MiB wall that refused such a session on reading
    CHECK(bytes < MaxFileBytes);

    const std::unique_ptr<Session> reopened = shippedModules().openSession(path);
    REQUIRE(reopened->log().size() == events);
    CHECK(reopened->log().events().back() == session.log().events().back());
    CHECK(reopened->log().events()[events / 2] == session.log().events()[events / 2]);

    // One event more: a file holding it is refused on reading, at its pointer, and the writer refuses to write it,
    // saying why, so that no save is ever written that would not reopen.
    nlohmann::json file = nlohmann::json::parse(test::readFile(path));
    nlohmann::json &logged = file["log"]["events"];
    logged.push_back(logged.back());
    const std::filesystem::path over = dir.write("one-over.json", file.dump());
    CHECK_THROWS_WITH(shippedModules().openSession(over),
                      Catch::Contains("/log/events: at most 100000 events in a log, got 100001"));
    SeededDice dice(24);
    bench::playOn(session, events + 1, dice);
    CHECK_THROWS_AS(session.toJson(path), SaveError);
    CHECK_THROWS_WITH(session.toJson(path), "the log has 100001 events, more than Arbitre reads back (at most "
                                            "100000); the file is unchanged");
    CHECK(shippedModules().openSession(path)->log().size() == events);
}
