// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/label.h"
#include "arbitre/core/log_text.h"
#include "arbitre/core/session.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <string>
#include <vector>

namespace arbitre {

class JsonNode;

/**
 * A reader's note on a moment of a session ("the ford falls"), kept in the session file's `bookmarks` array next to
 * the log. It is no part of the scenario nor of the hash-chained log (scenarioHashOf() leaves it out): adding,
 * changing or removing one never changes the chain's head nor `verify`'s verdict.
 */
struct Bookmark
{
    std::size_t event = 0; /**< the state after this many events of the log: 0 the start, the log's size its end */
    std::string note;      /**< the reader's words, as typed */
    friend bool operator==(const Bookmark &, const Bookmark &) = default;
};

/**
 * Reads a session file's `bookmarks` (none when absent) for a log of `events` events; each problem (not an array, a
 * note that is not a string, a bookmark beyond the log) is recorded on the reader at its pointer
 * (`/bookmarks/2/event`). Sorted by event, in the file's order for the same event.
 */
std::vector<Bookmark> readBookmarks(const JsonNode &root, std::size_t events);

/** The `bookmarks` array a session file holds, sorted by event; a bookmark beyond `events` (its events undone) is
 * left out, so a save never writes what the reader refuses. */
nlohmann::json bookmarksToJson(std::vector<Bookmark> bookmarks, std::size_t events);

/**
 * Where the battle stands (StateView::when) after each of `positions` events of `session`'s log, in order: the log
 * replayed once from its start on a copy.
 */
std::vector<Label> whenAt(const Session &session, const std::vector<std::size_t> &positions);

/**
 * `battleLog` (as Session::battleLog writes it) with its bookmarks as a section of their own, before the verdict
 * withVerdict() adds: each with its event, where the battle stood then and its note. Unchanged when there are none.
 */
std::string withBookmarks(std::string battleLog, LogFormat format, const std::vector<Bookmark> &bookmarks,
                          const Session &session, LogLanguage language);

} // namespace arbitre
