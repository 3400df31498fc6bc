// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_napoleonic: what the napoleonic-figures and vive-l-empereur sessions share:
// the explained result as the log writes it, the changes an event made, replay of a logged event,
// the ruleset path on save, and the typed reading of orders.

#include "arbitre/core/event_log.h"
#include "arbitre/core/json_reader.h"
#include "arbitre/core/recorded_dice.h"
#include "arbitre/core/session_error.h"
#include "arbitre/napoleonic/common.h"

#include <nlohmann/json.hpp>

#include <array>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace arbitre::napoleonic::session {

/** `modifiers` (id, value, rule, group, amount), `score`, `table`, `row`, `column`, `cell`, `result`, `needs_gm`. */
nlohmann::json resolutionJson(const Resolution &resolution);

/** Every key that differs between `before` and `after` (id → unit JSON), as `{ id: { key: [old, new] } }`. */
nlohmann::json changesBetween(const std::vector<std::pair<std::string, nlohmann::json>> &before,
                              const std::vector<std::pair<std::string, nlohmann::json>> &after);

/**
 * Replays one logged event: `resolve` runs the procedure again on the logged dice and returns the
 * event it makes, which must match the logged result and use every die. Errors name the event.
 */
void replayChecked(const Event &event, int index, const std::function<Event(Dice &)> &resolve);

/** Resolves a new event on a copy of `state` (`resolve(State &)` returns it); all or nothing. */
template <typename State, typename Resolve> const nlohmann::json &applyNew(EventLog &log, State &state, Resolve resolve)
{
    State next = state;
    Event event = resolve(next);
    log.append(std::move(event));
    state = std::move(next);
    return log.events().back().result;
}

/**
 * Undo, or a review of an earlier state: keeps the first `events` events and replays them from `initial`
 * (`replay(event, State &, index)`). Keeping as many as there are, or more, changes nothing.
 */
template <typename State, typename Replay>
void keepFirst(EventLog &log, State &state, const State &initial, std::size_t events, Replay replay)
{
    if (events >= log.size())
        return;
    State again = initial;
    for (std::size_t i = 0; i < events; ++i)
        replay(log[i], again, static_cast<int>(i));
    log.truncate(events);
    state = std::move(again);
}

/** Redo, or an event read from a log: replayed on a copy of `state`, appended when it reproduces. */
template <typename State, typename Replay>
void appendReplayed(EventLog &log, State &state, const Event &event, Replay replay)
{
    State next = state;
    replay(event, next, static_cast<int>(log.size()));
    log.append(event);
    state = std::move(next);
}

/** The scenario keys kept verbatim on save (`$schema`, `description`), and the `log`; the `state`
 *  snapshot is checked to be an object and never read (the state is replayed from the log). */
void readKeptKeys(const JsonNode &root, nlohmann::json &extra, EventLog &log);

/** The `ruleset` key of a saved file: as written, or relative to `destination` when saving elsewhere. */
std::string rulesetRefFor(const std::filesystem::path &rulesetPath, const std::string &written,
                          const std::filesystem::path &destination);

/** Writes the orders' fields that are set: empty texts and lists and false flags are left out. */
struct OrdersWriter
{
    nlohmann::json &out;
    void text(const char *key, const std::string &value) const
    {
        if (!value.empty())
            out[key] = value;
    }
    void list(const char *key, const std::vector<std::string> &value) const
    {
        if (!value.empty())
            out[key] = value;
    }
    void flag(const char *key, bool value) const
    {
        if (value)
            out[key] = true;
    }
};

/** The index of `id` in a procedure table, or nullopt. */
template <std::size_t N>
std::optional<std::size_t> indexOf(const std::array<std::string_view, N> &ids, std::string_view id)
{
    for (std::size_t i = 0; i < N; ++i) {
        if (ids[i] == id)
            return i;
    }
    return std::nullopt;
}

// Typed values of logged orders; a wrong type is a SessionError naming the key.
std::string stringOf(const nlohmann::json &value, const std::string &what);
int intOf(const nlohmann::json &value, const std::string &what);
bool boolOf(const nlohmann::json &value, const std::string &what);
std::vector<std::string> stringsOf(const nlohmann::json &value, const std::string &what);
/** An integer within min..max, for an override. */
int integerIn(const nlohmann::json &value, const std::string &field, int min, int max);

} // namespace arbitre::napoleonic::session
