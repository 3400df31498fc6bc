// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/event_log.h"
#include "arbitre/core/ruleset.h"
#include "arbitre/umbra/map.h"
#include "arbitre/umbra/ruleset.h"
#include "arbitre/umbra/state.h"

#include <nlohmann/json.hpp>

#include <memory>
#include <string>

namespace arbitre::umbra {

/**
 * An Umbra Draconis scenario as read from a file: the initial state, the ruleset it was checked
 * against and the log of what has been played since (empty for a fresh scenario).
 */
class UmbraScenario final : public Scenario
{
public:
    UmbraScenario(std::filesystem::path path, std::shared_ptr<const UmbraRuleset> ruleset)
        : Scenario(std::move(path)), m_ruleset(std::move(ruleset))
    {}

    const UmbraRuleset &ruleset() const { return *m_ruleset; }
    const std::shared_ptr<const UmbraRuleset> &rulesetPtr() const { return m_ruleset; }

    std::string name;        /**< scenario title */
    std::string rulesetRef;  /**< the `ruleset` key as written (path relative to the scenario file) */
    UmbraMap map;            /**< the strategic map; empty when the scenario has none (one confrontation) */
    std::string firstMover;  /**< side id the GM makes move first on a VS and Force tie (UD-A22), or empty */
    BattleState initial;     /**< state before any event */
    EventLog log;            /**< events played since */
    nlohmann::json snapshot; /**< the `state` key as read (null if absent), for the session layer to verify */

private:
    std::shared_ptr<const UmbraRuleset> m_ruleset;
};

/**
 * Reads an Umbra Draconis scenario document (see docs/scenario-format.md). Every id is checked
 * against the ruleset; throws LoadError with every problem found.
 */
std::shared_ptr<UmbraScenario> readScenario(const JsonDocument &document, std::shared_ptr<const UmbraRuleset> ruleset);

/**
 * Writes a scenario: `ruleset`, `name`, the initial `sides`, the `log` and a `state` snapshot
 * (`current`, the state after the log) that readers can use without Arbitre. readScenario() keeps it
 * in `snapshot`; the session layer checks that replaying the log reproduces it.
 */
nlohmann::json writeScenario(const UmbraScenario &scenario, const BattleState &current);

/** The JSON of a state (sides, troops with force, morale, fatigue, blesse, status…) for `--json` and snapshots. */
nlohmann::json stateToJson(const UmbraRuleset &rules, const BattleState &state, const UmbraMap *map = nullptr);

} // namespace arbitre::umbra
