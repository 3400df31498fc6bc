// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/dice.h"
#include "arbitre/core/json_reader.h"
#include "arbitre/core/log_seal.h"
#include "arbitre/core/ruleset.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre {

/**
 * One thing that happened in a session. `input` holds what the GM or players decided (choices,
 * allocations, overrides); `dice` every die used, with its purpose and source; `result` what the
 * rules produced, kept so a replay can verify it reproduces the same numbers.
 */
struct Event
{
    std::string kind; /**< module-qualified, e.g. "umbra.turn" */
    nlohmann::json input = nlohmann::json::object();
    std::vector<DieRoll> dice;
    nlohmann::json result = nlohmann::json::object();

    friend bool operator==(const Event &, const Event &) = default;
};

/** A die as every file and report writes it: sides, value, source ("seeded", "scripted", "entered"), purpose. */
nlohmann::json dieToJson(const DieRoll &die);
/** The dice of an event, in the order they were rolled, each as dieToJson writes it. */
nlohmann::json diceToJson(const std::vector<DieRoll> &dice);

/** The append-only log of a session. Undo drops the tail; the state is replayed from the scenario. */
class EventLog
{
public:
    /** The most events a saved log may hold: a long campaign is some tens of thousands (docs/ruleset-authoring.md).
     *  toJson() refuses a longer log with a SaveError, so a save never writes what the reader refuses. */
    static constexpr std::size_t MaxEvents = 100000;

    void append(Event event) { m_events.push_back(std::move(event)); }
    /** Keeps the first `count` events (undo); a commitment made for a dropped event covers the next one. */
    void truncate(std::size_t count);

    std::size_t size() const { return m_events.size(); }
    bool empty() const { return m_events.empty(); }
    const Event &operator[](std::size_t i) const { return m_events[i]; }
    const std::vector<Event> &events() const { return m_events; }

    /** Its commitments and, as read from a file, its chain. */
    const LogSeal &seal() const { return m_seal; }
    LogSeal &seal() { return m_seal; }
    /**
     * The secret of the commitment covering the next event, committing to a fresh one if the log has none, or only
     * a public or revealed one (a revealed secret would foretell the dice to come).
     */
    const DiceSecret &commitDice();
    /** The same with a secret the GM gave in the open (`--seed N`): its dice are reproducible, not secret. */
    const DiceSecret &commitPublicSeed(std::uint64_t seed);

    /**
     * The log as a session file holds it: the hashes of the ruleset and of the scenario it was played with, its
     * commitments, and every event with its hash in the chain (log_seal.h).
     */
    nlohmann::json toJson(std::string_view rulesetHash = {}, std::string_view scenarioHash = {}) const;
    /** The hash of the last event in the chain `toJson` writes (or its genesis): the head players note. */
    std::string head(std::string_view rulesetHash, std::string_view scenarioHash) const;
    /** Every event's hash in the chain from `genesis` (chainGenesis()), in order. */
    std::vector<std::string> chain(const std::string &genesis) const;
    /**
     * Reads a log written by toJson(); errors are recorded on `node`'s reader. An event whose content no longer
     * matches its hash (changed after it was logged) is an error at its `hash`.
     */
    static EventLog fromJson(const JsonNode &node);

    friend bool operator==(const EventLog &a, const EventLog &b)
    {
        return a.m_events == b.m_events && a.m_seal == b.m_seal;
    }

private:
    /** Commits to `secret` from the next event on, in place of a commitment that covers no event yet. */
    const DiceSecret &commit(const DiceSecret &secret, bool publicSeed);

    std::vector<Event> m_events;
    LogSeal m_seal;
};

/** The hash a log names for its scenario: the file's keys but `log`, `state`, `ruleset`, `$schema`, `bookmarks`. */
std::string scenarioHashOf(const nlohmann::json &file);
/** Sets `file`'s `log`: `log` chained to `ruleset` and to the scenario `file` already holds (log_seal.h). */
void writeSessionLog(nlohmann::json &file, const EventLog &log, const Ruleset &ruleset);
/** A session file as players may hold it: every secret the GM has not revealed taken out (the rest untouched). */
nlohmann::json playersCopy(nlohmann::json file);

} // namespace arbitre
