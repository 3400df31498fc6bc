// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Verifiable dice and the hash-chained log (docs/verifiable-dice.md).
#include "arbitre/core/digest.h"
#include "arbitre/core/event_log.h"
#include "arbitre/core/log_seal.h"
#include "arbitre/core/verify.h"

#include <catch2/catch.hpp>

#include <array>
#include <functional>
#include <string>
#include <vector>

using arbitre::DiceSecret;
using arbitre::DieRoll;
using arbitre::DieSource;
using arbitre::Event;
using arbitre::EventLog;
using nlohmann::json;

namespace {

DiceSecret secretOf(std::uint8_t fill)
{
    DiceSecret secret;
    secret.bytes.fill(fill);
    return secret;
}

/** Pearson's statistic of `rolls` d`sides` from event 0 on, `perEvent` dice an event. */
double chiSquare(const DiceSecret &secret, int sides, std::size_t rolls, std::size_t perEvent)
{
    std::vector<double> counts(static_cast<std::size_t>(sides), 0.0);
    for (std::size_t i = 0; i < rolls; ++i)
        counts[static_cast<std::size_t>(arbitre::deriveDie(secret, i / perEvent, i % perEvent, sides) - 1)] += 1;
    const double expected = static_cast<double>(rolls) / sides;
    double statistic = 0;
    for (const double count : counts)
        statistic += (count - expected) * (count - expected) / expected;
    return statistic;
}

Event withDie(int value, DieSource source)
{
    return Event{"test.roll", json{{"who", "a"}}, {DieRoll{6, value, source, "a roll"}}, json{{"value", value}}};
}

EventLog readLog(const json &value, std::vector<std::string> &errors)
{
    const arbitre::JsonDocument document = arbitre::JsonDocument::fromText(value.dump(1), "log.json");
    arbitre::JsonReader reader(document);
    EventLog log = EventLog::fromJson(reader.root());
    for (const arbitre::Diagnostic &diagnostic : reader.diagnostics())
        errors.push_back(diagnostic.pointer + ": " + diagnostic.message);
    return log;
}

} // namespace

TEST_CASE("SHA-256 and HMAC-SHA-256 come from libcrypto and give the published test vectors", "[seal]")
{
    CHECK(arbitre::sha256Hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const std::string key = "Jefe"; // RFC 4231, test case 2
    const auto *bytes = reinterpret_cast<const std::uint8_t *>(key.data());
    CHECK(arbitre::toHex(arbitre::hmacSha256({bytes, key.size()}, "what do ya want for nothing?")) ==
          "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
    CHECK_FALSE(arbitre::digestFromHex("xyz"));
    CHECK(arbitre::digestFromHex(std::string(64, 'A')));
}

TEST_CASE("Derived dice are uniform: chi-square over 600 000 rolls of d6 and of d10", "[seal]")
{
    // 600 000 rolls each; the 0.1 % critical values are 20.52 (5 degrees of freedom) and 27.88 (9).
    CHECK(chiSquare(secretOf(7), 6, 600000, 40) < 20.52);
    CHECK(chiSquare(secretOf(9), 10, 600000, 40) < 27.88);
}

TEST_CASE("Derived dice are reproducible from the revealed seed, and another secret rolls differently", "[seal]")
{
    const DiceSecret secret = secretOf(1);
    std::vector<int> first;
    std::vector<int> again;
    std::vector<int> other;
    for (std::size_t i = 0; i < 64; ++i) {
        first.push_back(arbitre::deriveDie(secret, 3, i, 10));
        again.push_back(arbitre::deriveDie(*DiceSecret::fromHex(secret.hex()), 3, i, 10));
        other.push_back(arbitre::deriveDie(secretOf(2), 3, i, 10));
    }
    CHECK(first == again);
    CHECK(first != other); // the same place in the same log: the log alone does not give the roll
    CHECK(arbitre::commitmentOf(secret) != arbitre::commitmentOf(secretOf(2)));
    CHECK(arbitre::commitmentOf(secret).find(secret.hex()) == std::string::npos);
    CHECK(DiceSecret::fresh() != DiceSecret::fresh());
}

TEST_CASE("A committed die depends on its event and its place, so an undone event rolls the same again", "[seal]")
{
    EventLog log;
    const DiceSecret secret = log.commitDice();
    CHECK(&log.commitDice() == &log.seal().commitments.back().secret.value()); // committed once
    arbitre::CommittedDice dice(secret, [&log] { return log.size(); });
    const int first = dice.rollAt(0, 6);
    log.append(withDie(first, DieSource::Seeded));
    std::vector<int> next;
    for (std::size_t p = 0; p < 8; ++p)
        next.push_back(dice.rollAt(p, 6));
    CHECK(next[0] == arbitre::deriveDie(secret, 1, 0, 6));
    log.truncate(0);
    CHECK(dice.rollAt(0, 6) == first);
    // roll() counts its own places, from 0 at each new event
    arbitre::CommittedDice counting(secret, [&log] { return log.size(); });
    CHECK(counting.roll(6) == first);
    CHECK(counting.roll(6) == arbitre::deriveDie(secret, 0, 1, 6));
}

TEST_CASE("Once the GM reveals the secret, the dice to come are derived from a fresh one", "[seal]")
{
    EventLog log;
    const DiceSecret first = log.commitDice();
    log.append(withDie(arbitre::deriveDie(first, 0, 0, 6), DieSource::Seeded));
    log.seal().commitments.back().revealed = true; // Session::revealDice()
    const DiceSecret next = log.commitDice();
    CHECK(next != first); // the revealed seed would let anyone foresee every roll to come
    REQUIRE(log.seal().commitments.size() == 2);
    CHECK(log.seal().commitments[1].from == 1);
    CHECK_FALSE(log.seal().commitments[1].revealed);
    CHECK(log.seal().commitmentAt(0)->secret == first); // the revealed one still covers what it rolled
    CHECK(&log.commitDice() == &log.seal().commitments.back().secret.value());
}

TEST_CASE("Dice hide behind a secret only once it covers an event and until it is revealed, a public seed hides none",
          "[seal][verify]")
{
    EventLog log;
    const DiceSecret secret = log.commitDice();
    CHECK_FALSE(arbitre::hidesDice(log)); // committed, nothing rolled with it yet
    log.append(withDie(arbitre::deriveDie(secret, 0, 0, 6), DieSource::Seeded));
    CHECK(arbitre::hidesDice(log));
    log.seal().commitments.back().revealed = true;
    CHECK_FALSE(arbitre::hidesDice(log));
    // Dice from a seed given in the open (--seed, the long-session generator) are public from the start.
    log.commitPublicSeed(42);
    log.append(withDie(3, DieSource::Seeded));
    CHECK_FALSE(arbitre::hidesDice(log));
    log.commitDice(); // a fresh secret after the public one
    log.append(withDie(4, DieSource::Seeded));
    CHECK(arbitre::hidesDice(log));
}

TEST_CASE("The log is chained: every event carries its hash, and an edit breaks the chain at its event", "[seal]")
{
    EventLog log;
    log.commitDice();
    for (int value : {3, 5, 1})
        log.append(withDie(value, DieSource::Entered));
    const std::string rulesetHash = arbitre::sha256Hex("ruleset");
    const std::string scenarioHash = arbitre::sha256Hex("scenario");
    const json written = log.toJson(rulesetHash, scenarioHash);
    CHECK(written["ruleset"] == rulesetHash);
    CHECK(written["events"][2]["hash"] == log.head(rulesetHash, scenarioHash));
    CHECK(written["commitments"][0]["secret"].is_string());
    CHECK_FALSE(arbitre::playersCopy(json{{"log", written}})["log"]["commitments"][0].contains("secret"));

    std::vector<std::string> errors;
    const EventLog read = readLog(written, errors);
    CHECK(errors.empty());
    CHECK(read == log);
    CHECK(read.seal().hashes.size() == 3);

    const auto refusal = [&](const std::function<void(json &)> &edit) {
        json copy = written;
        edit(copy);
        std::vector<std::string> found;
        readLog(copy, found);
        return found.empty() ? std::string() : found.front();
    };
    CHECK(refusal([](json &f) { f["events"][1]["dice"][0]["source"] = "seeded"; })
              .starts_with("/events/1/hash: the "
                           "chain breaks here"));
    CHECK(refusal([](json &f) { f["events"][0]["dice"][0]["purpose"] = "another"; }).starts_with("/events/0/hash"));
    CHECK(refusal([](json &f) { f["events"][2]["input"]["extra"] = 1; }).starts_with("/events/2/hash"));
    CHECK(refusal([](json &f) { f["events"].erase(1); }).starts_with("/events/1/hash"));
    CHECK(refusal([](json &f) { f["ruleset"] = arbitre::sha256Hex("another"); }).starts_with("/events/0/hash"));
    CHECK(refusal([](json &f) { f["events"][1].erase("hash"); }).starts_with("/events/1: missing key 'hash'"));
    CHECK(refusal([](json &f) {
              f["commitments"][0]["secret"] = std::string(64, '0');
          }).starts_with("/commitments/0/secret: this secret is not the one committed to"));
    CHECK(refusal([](json &f) { f["events"][0]["note"] = "x"; }) == "/events/0/note: unknown key 'note'");
    CHECK(refusal([](json &f) { f["surprise"] = 1; }) == "/surprise: unknown key 'surprise'");
}

TEST_CASE("A log written before logs were chained opens, every event of it unverifiable, and is sealed after", "[seal]")
{
    json legacy{{"events", json::array()}};
    for (int value : {2, 4})
        legacy["events"].push_back(json{
            {"kind", "test.roll"},
            {"input", json::object()},
            {"dice", json::array({json{{"sides", 6}, {"value", value}, {"source", "seeded"}, {"purpose", "a roll"}}})},
            {"result", json::object()}});
    std::vector<std::string> errors;
    EventLog log = readLog(legacy, errors);
    CHECK(errors.empty());
    CHECK(log.seal().sealedFrom == 2);
    log.commitDice();
    log.append(withDie(6, DieSource::Seeded));
    const json written = log.toJson();
    CHECK(written["sealed_from"] == 2);
    CHECK_FALSE(written["events"][0].contains("hash"));
    CHECK(written["events"][2].contains("hash"));
    CHECK(written["commitments"][0]["from"] == 2);
    std::vector<std::string> again;
    CHECK(readLog(written, again) == log);
    CHECK(again.empty());
}
