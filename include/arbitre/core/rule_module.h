// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/json_document.h"
#include "arbitre/core/ruleset.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre {

class Session;

/**
 * The contract of a rule system (Umbra Draconis, PM battle, the Napoleonic tables…).
 *
 * A module turns its JSON into plain structs and runs its procedures on them; the core only knows
 * this interface. Every loader is all-or-nothing: it returns a complete object or throws a
 * LoadError listing every problem with file, line:col and JSON pointer. Once loaded, a scenario is played
 * through the module's Session, which is all the app's shared parts and the generic commands know of it.
 */
class RuleModule
{
public:
    virtual ~RuleModule() = default;

    /** The `system` value of the ruleset files this module reads. */
    virtual std::string_view system() const = 0;
    /** Human name of the rule system, e.g. "Umbra Draconis". */
    virtual std::string_view displayName() const = 0;

    /**
     * Reads a ruleset document whose header is already checked (`header.system == system()`).
     * Checks every table, id and number; throws LoadError.
     */
    virtual std::shared_ptr<const Ruleset> loadRuleset(const JsonDocument &document, RulesetHeader header) const = 0;

    /**
     * Reads a scenario document against `ruleset` (which this module loaded). The scenario's
     * `ruleset` key has already been resolved by the caller. Throws LoadError.
     */
    virtual std::shared_ptr<const Scenario> loadScenario(const JsonDocument &document,
                                                         std::shared_ptr<const Ruleset> ruleset) const = 0;

    /**
     * A session over a scenario this module loaded: its log replayed, every recorded result checked.
     * Throws SessionError (with the index of the event at fault).
     */
    virtual std::unique_ptr<Session> openSession(std::shared_ptr<const Scenario> scenario) const = 0;

    /**
     * Checks, whole, a document that names a ruleset of this system: by default a scenario, loaded and its
     * log replayed. A module whose system has other kinds of files (Umbra's levy requests) tells them apart
     * here. Throws LoadError; a log that does not replay is reported at its event.
     */
    virtual void validate(const JsonDocument &document, std::shared_ptr<const Ruleset> ruleset) const;

    /** The demo scenarios bundled for this system, as file names in resources/scenarios; the first is its main demo. */
    virtual std::vector<std::string> demoScenarios() const { return {}; }
};

} // namespace arbitre
