// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_napoleonic: what the napoleonic-figures and vive-l-empereur sessions share:
// the explained result as the log writes it, the changes an event made, replay of a logged event,
// the ruleset path on save, and the typed reading of orders.

#include "arbitre/core/event_log.h"
#include "arbitre/core/recorded_dice.h"
#include "arbitre/core/session_error.h"
#include "arbitre/napoleonic/figures_procedures.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <functional>
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

/** The `ruleset` key of a saved file: as written, or relative to `destination` when saving elsewhere. */
std::string rulesetRefFor(const std::filesystem::path &rulesetPath, const std::string &written,
                          const std::filesystem::path &destination);

// Typed values of logged orders; a wrong type is a SessionError naming the key.
std::string stringOf(const nlohmann::json &value, const std::string &what);
int intOf(const nlohmann::json &value, const std::string &what);
bool boolOf(const nlohmann::json &value, const std::string &what);
std::vector<std::string> stringsOf(const nlohmann::json &value, const std::string &what);
/** An integer within min..max, for an override. */
int integerIn(const nlohmann::json &value, const std::string &field, int min, int max);

} // namespace arbitre::napoleonic::session
