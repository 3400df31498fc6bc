// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/dice.h"
#include "arbitre/core/json_reader.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <string>
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
    /** Keeps the first `count` events (undo). */
    void truncate(std::size_t count);

    std::size_t size() const { return m_events.size(); }
    bool empty() const { return m_events.empty(); }
    const Event &operator[](std::size_t i) const { return m_events[i]; }
    const std::vector<Event> &events() const { return m_events; }

    nlohmann::json toJson() const;
    /** Reads a log written by toJson(); errors are recorded on `node`'s reader. */
    static EventLog fromJson(const JsonNode &node);

    friend bool operator==(const EventLog &, const EventLog &) = default;

private:
    std::vector<Event> m_events;
};

} // namespace arbitre
