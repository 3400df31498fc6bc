// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/event_log.h"
#include "arbitre/core/atomic_file.h"
#include "arbitre/core/ruleset_json.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>

namespace arbitre {

namespace {

constexpr int MaxDieSides = 1000;

// Indexed like the oneOf() ids below, so the returned index maps straight back to the enum.
constexpr std::array<DieSource, 3> Sources{DieSource::Seeded, DieSource::Scripted, DieSource::Entered};

} // namespace

nlohmann::json dieToJson(const DieRoll &die)
{
    return nlohmann::json{{"sides", die.sides},
                          {"value", die.value},
                          {"source", std::string(dieSourceId(die.source))},
                          {"purpose", die.purpose}};
}

nlohmann::json diceToJson(const std::vector<DieRoll> &dice)
{
    nlohmann::json out = nlohmann::json::array();
    for (const DieRoll &die : dice)
        out.push_back(dieToJson(die));
    return out;
}

namespace {

// An optional object member: missing gives {}, anything but an object is an error.
bool readObject(const JsonNode &node, nlohmann::json &out)
{
    if (!node.exists()) {
        return true;
    }
    if (!node.requireObject()) {
        return false;
    }
    out = *node.value();
    return true;
}

std::optional<DieRoll> readDie(const JsonNode &node)
{
    if (!node.requireObject()) {
        return std::nullopt;
    }
    node.allowOnlyKeys({"sides", "value", "source", "purpose"});
    const std::array<std::string_view, 3> sourceIds{dieSourceId(Sources[0]), dieSourceId(Sources[1]),
                                                    dieSourceId(Sources[2])};

    const std::optional<std::int64_t> sides = node["sides"].integer(1, MaxDieSides);
    const JsonNode valueNode = node["value"];
    const std::optional<std::int64_t> value = valueNode.integer();
    const std::optional<std::size_t> source = node["source"].oneOf(sourceIds);
    std::optional<std::string> purpose = node["purpose"].string();

    bool valueFits = value.has_value();
    if (value && sides && (*value < 1 || *value > *sides)) {
        valueNode.error("die value " + std::to_string(*value) + " does not fit a d" + std::to_string(*sides));
        valueFits = false;
    } else if (value && !sides && *value < 1) {
        // The sides are already reported; a value below 1 is wrong for any die, so say it now too.
        valueNode.error("die value " + std::to_string(*value) + " does not fit any die");
        valueFits = false;
    }
    if (!sides || !valueFits || !source || !purpose) {
        return std::nullopt;
    }
    return DieRoll{static_cast<int>(*sides), static_cast<int>(*value), Sources[*source], std::move(*purpose)};
}

std::optional<Event> readEvent(const JsonNode &node)
{
    if (!node.requireObject()) {
        return std::nullopt;
    }
    node.allowOnlyKeys({"kind", "input", "dice", "result", "hash"});

    Event event;
    bool ok = true;
    if (std::optional<std::string> kind = node["kind"].string()) {
        event.kind = std::move(*kind);
    } else {
        ok = false;
    }
    ok = readObject(node["input"], event.input) && ok;
    ok = readObject(node["result"], event.result) && ok;

    const JsonNode dice = node["dice"];
    if (dice.exists()) {
        if (dice.requireArray()) {
            for (const JsonNode &item : dice.items()) {
                if (std::optional<DieRoll> die = readDie(item)) {
                    event.dice.push_back(std::move(*die));
                } else {
                    ok = false;
                }
            }
        } else {
            ok = false;
        }
    }
    if (!ok) {
        return std::nullopt;
    }
    return event;
}

} // namespace

void EventLog::truncate(std::size_t count)
{
    if (count < m_events.size()) {
        m_events.erase(m_events.begin() + static_cast<std::ptrdiff_t>(count), m_events.end());
    }
    // A commitment made for a dropped event covers the event played in its place: its dice were derived from it.
    std::vector<DiceCommitment> &commitments = m_seal.commitments;
    for (DiceCommitment &commitment : commitments)
        commitment.from = std::min(commitment.from, count);
    for (std::size_t i = 0; i + 1 < commitments.size();) {
        if (commitments[i].from == commitments[i + 1].from)
            commitments.erase(commitments.begin() + static_cast<std::ptrdiff_t>(i));
        else
            ++i;
    }
    m_seal.sealedFrom = std::min(m_seal.sealedFrom, count);
}

const DiceSecret &EventLog::commitDice()
{
    const std::vector<DiceCommitment> &commitments = m_seal.commitments;
    // A revealed secret hides nothing any more: the dice to come need a fresh one.
    if (!commitments.empty() && commitments.back().secret && !commitments.back().publicSeed &&
        !commitments.back().revealed)
        return *commitments.back().secret;
    return commit(DiceSecret::fresh(), false);
}

const DiceSecret &EventLog::commitPublicSeed(std::uint64_t seed)
{
    const DiceSecret secret = DiceSecret::fromPublicSeed(seed);
    if (!m_seal.commitments.empty() && m_seal.commitments.back().secret == secret)
        return *m_seal.commitments.back().secret;
    return commit(secret, true);
}

const DiceSecret &EventLog::commit(const DiceSecret &secret, bool publicSeed)
{
    std::vector<DiceCommitment> &commitments = m_seal.commitments;
    if (!commitments.empty() && commitments.back().from == m_events.size())
        commitments.pop_back(); // covers no event yet: the new one takes its place
    // A public seed is known to all: revealed from the start.
    commitments.push_back(DiceCommitment{m_events.size(), commitmentOf(secret), secret, publicSeed, publicSeed});
    return *commitments.back().secret;
}

std::vector<std::string> EventLog::chain(const std::string &genesis) const
{
    std::vector<std::string> hashes;
    hashes.reserve(m_events.size());
    std::string previous = genesis;
    for (std::size_t i = 0; i < m_events.size(); ++i) {
        const DiceCommitment *commitment = m_seal.commitmentAt(i);
        previous = eventHash(previous, commitment ? commitment->commitment : std::string(), m_events[i]);
        hashes.push_back(previous);
    }
    return hashes;
}

std::string EventLog::head(std::string_view rulesetHash, std::string_view scenarioHash) const
{
    const std::string genesis = chainGenesis(rulesetHash, scenarioHash);
    const std::vector<std::string> hashes = chain(genesis);
    return hashes.empty() ? genesis : hashes.back();
}

namespace {

nlohmann::json commitmentToJson(const DiceCommitment &commitment)
{
    nlohmann::json out{{"from", commitment.from}, {"commitment", commitment.commitment}};
    if (commitment.secret)
        out["secret"] = commitment.secret->hex();
    if (commitment.revealed)
        out["revealed"] = true;
    if (commitment.publicSeed)
        out["public_seed"] = true;
    return out;
}

} // namespace

nlohmann::json EventLog::toJson(std::string_view rulesetHash, std::string_view scenarioHash) const
{
    // What the reader would refuse is never written: every save reloads (docs/reliability.md).
    if (m_events.size() > MaxEvents)
        throw SaveError("the log has " + std::to_string(m_events.size()) +
                        " events, more than Arbitre reads back (at most " + std::to_string(MaxEvents) +
                        "); the file is unchanged");
    const std::vector<std::string> hashes = chain(chainGenesis(rulesetHash, scenarioHash));
    nlohmann::json events = nlohmann::json::array();
    for (std::size_t i = 0; i < m_events.size(); ++i) {
        const Event &event = m_events[i];
        nlohmann::json item{
            {"kind", event.kind}, {"input", event.input}, {"dice", diceToJson(event.dice)}, {"result", event.result}};
        if (i >= m_seal.sealedFrom)
            item["hash"] = hashes[i];
        events.push_back(std::move(item));
    }
    nlohmann::json out{{"events", std::move(events)}};
    if (!rulesetHash.empty())
        out["ruleset"] = rulesetHash;
    if (!scenarioHash.empty())
        out["scenario"] = scenarioHash;
    if (m_seal.sealedFrom > 0)
        out["sealed_from"] = m_seal.sealedFrom;
    if (!m_seal.commitments.empty()) {
        nlohmann::json commitments = nlohmann::json::array();
        for (const DiceCommitment &commitment : m_seal.commitments)
            commitments.push_back(commitmentToJson(commitment));
        out["commitments"] = std::move(commitments);
    }
    return out;
}

namespace {

std::optional<std::string> readHash(const JsonNode &node)
{
    std::optional<std::string> text = node.string();
    if (text && !digestFromHex(*text)) {
        node.error("expected a SHA-256 hash (64 hexadecimal digits), got \"" + text->substr(0, 80) + "\"");
        return std::nullopt;
    }
    return text;
}

std::optional<DiceCommitment> readCommitment(const JsonNode &node, std::size_t events)
{
    if (!node.requireObject())
        return std::nullopt;
    node.allowOnlyKeys({"from", "commitment", "secret", "revealed", "public_seed"});
    DiceCommitment commitment;
    const std::optional<std::int64_t> from = node["from"].integer(0, static_cast<std::int64_t>(events));
    const std::optional<std::string> hash = readHash(node["commitment"]);
    commitment.revealed = node["revealed"].booleanOr(false);
    commitment.publicSeed = node["public_seed"].booleanOr(false);
    bool ok = from && hash;
    if (const JsonNode secret = node["secret"]; secret.exists()) {
        if (const std::optional<std::string> hex = readHash(secret)) {
            commitment.secret = DiceSecret::fromHex(*hex);
            if (hash && commitmentOf(*commitment.secret) != *hash) {
                secret.error("this secret is not the one committed to (its hash differs from 'commitment')");
                ok = false;
            }
        } else {
            ok = false;
        }
    }
    if (!ok)
        return std::nullopt;
    commitment.from = static_cast<std::size_t>(*from);
    commitment.commitment = *hash;
    return commitment;
}

void readCommitments(const JsonNode &node, std::size_t events, LogSeal &seal)
{
    if (!node.exists() || !node.requireArray())
        return;
    for (const JsonNode &item : node.items()) {
        std::optional<DiceCommitment> commitment = readCommitment(item, events);
        if (!commitment)
            continue;
        if (!seal.commitments.empty() && commitment->from <= seal.commitments.back().from) {
            item["from"].error("commitments are listed in the order of their first event, each after the last");
            continue;
        }
        seal.commitments.push_back(std::move(*commitment));
    }
}

} // namespace

EventLog EventLog::fromJson(const JsonNode &node)
{
    EventLog log;
    if (!node.requireObject()) {
        return log;
    }
    node.allowOnlyKeys({"ruleset", "scenario", "sealed_from", "commitments", "events"});
    const JsonNode events = node["events"];
    if (!events.requireArray()) {
        return log;
    }
    const std::vector<JsonNode> items = events.items();
    if (!checkAtMost(events, items.size(), EventLog::MaxEvents, "events in a log")) {
        return log;
    }
    // Every event is read even after an error so the reader reports all problems at once; events
    // with errors are left out, and the caller is expected to check the reader before using the log.
    std::vector<std::optional<std::string>> stored;
    for (const JsonNode &item : items) {
        if (std::optional<Event> event = readEvent(item)) {
            log.append(std::move(*event));
            const JsonNode hash = item["hash"];
            stored.push_back(hash.exists() ? readHash(hash) : std::nullopt);
        }
    }
    LogSeal &seal = log.m_seal;
    const bool chained = node["ruleset"].exists() || node["scenario"].exists() ||
                         std::any_of(stored.begin(), stored.end(), [](const auto &hash) { return hash.has_value(); });
    if (!chained) {
        // Written before logs were chained: it opens, and every event in it stays unverifiable.
        seal.sealedFrom = log.size();
        return log;
    }
    seal.rulesetHash = node["ruleset"].exists() ? readHash(node["ruleset"]).value_or("") : "";
    seal.scenarioHash = node["scenario"].exists() ? readHash(node["scenario"]).value_or("") : "";
    seal.sealedFrom =
        static_cast<std::size_t>(node["sealed_from"].integerOr(0, 0, static_cast<std::int64_t>(log.size())));
    readCommitments(node["commitments"], log.size(), seal);
    if (stored.size() != items.size())
        return log; // an event was refused: its place in the chain is unknown, the errors say why

    // Checked here, once for every rule system: an event changed after it was logged no longer matches its hash.
    const std::vector<std::string> hashes = log.chain(chainGenesis(seal.rulesetHash, seal.scenarioHash));
    for (std::size_t i = 0; i < items.size(); ++i) {
        const JsonNode hash = items[i]["hash"];
        if (i < seal.sealedFrom) {
            if (hash.exists())
                hash.error("an event logged before the log was sealed (sealed_from) carries no hash");
            continue;
        }
        if (!hash.exists()) {
            items[i].error("missing key 'hash': every event after the log was sealed carries its hash in the chain");
            continue;
        }
        if (stored[i] && *stored[i] != hashes[i]) {
            hash.error("the chain breaks here: this event was changed after it was logged, or an event before it "
                       "was removed, added or reordered (its content no longer matches its hash)");
            return log; // every later hash follows from this one
        }
        if (stored[i])
            seal.hashes.push_back(*stored[i]);
    }
    return log;
}

std::string scenarioHashOf(const nlohmann::json &file)
{
    nlohmann::json scenario = file;
    if (scenario.is_object()) {
        // The reference is rewritten on every "save as"; the ruleset's own hash stands for it. Bookmarks are a
        // reader's notes (bookmark.h): adding one must not change the chain's head.
        for (const char *key : {"log", "state", "ruleset", "$schema", "bookmarks"})
            scenario.erase(key);
    }
    return sha256Hex(scenario.dump());
}

void writeSessionLog(nlohmann::json &file, const EventLog &log, const Ruleset &ruleset)
{
    const std::string scenario = scenarioHashOf(file);
    file["log"] = log.toJson(ruleset.header().contentHash, scenario);
}

nlohmann::json playersCopy(nlohmann::json file)
{
    if (!file.is_object() || !file.contains("log") || !file["log"].is_object())
        return file;
    nlohmann::json &log = file["log"];
    if (log.contains("commitments") && log["commitments"].is_array()) {
        for (nlohmann::json &commitment : log["commitments"]) {
            if (commitment.is_object() && !commitment.value("revealed", false))
                commitment.erase("secret");
        }
    }
    return file;
}

} // namespace arbitre
