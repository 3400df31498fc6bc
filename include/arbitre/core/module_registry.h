// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/rule_module.h"
#include "arbitre/core/session.h"

#include <filesystem>
#include <memory>
#include <string_view>
#include <vector>

namespace arbitre {

struct Bookmark;

/**
 * Maps a ruleset's `system` to the module that reads and runs it.
 *
 * Registration is explicit (each module exposes `registerModule(ModuleRegistry &)`, called by the
 * executables), which survives static linking where self-registering globals get dropped.
 */
class ModuleRegistry
{
public:
    void add(std::unique_ptr<RuleModule> module);

    /** The module for `system`, or nullptr. */
    const RuleModule *find(std::string_view system) const;
    std::vector<std::string_view> systems() const;

    /**
     * Loads a ruleset file: checks the header (`system`, `id`, `name`, `version`), finds the
     * module and lets it read the rest. Throws LoadError.
     */
    std::shared_ptr<const Ruleset> loadRuleset(const std::filesystem::path &path) const;

    /**
     * Loads a scenario file: resolves its `ruleset` key (a path relative to the scenario file),
     * loads that ruleset (its errors are reported in the ruleset's own file, and a missing
     * ruleset is reported at the scenario's `/ruleset`), then lets the module read the scenario.
     */
    std::shared_ptr<const Scenario> loadScenario(const std::filesystem::path &path) const;

    /**
     * Opens a scenario or a saved session of any registered system: one parse of the file and one of its
     * ruleset, the module's loaders, then the replay of its log. Throws LoadError; a log that does not
     * replay is reported at its event (`/log/events/N`), a bookmark beyond the log at its own
     * (`/bookmarks/N/event`, bookmark.h).
     */
    std::unique_ptr<Session> openSession(const std::filesystem::path &path) const;
    /** The same, with the file's bookmarks. */
    std::unique_ptr<Session> openSession(const std::filesystem::path &path, std::vector<Bookmark> &bookmarks) const;

    /**
     * Checks any Arbitre file whole: a ruleset (it names its `system`), or a file that names its ruleset,
     * handed to that system's module (RuleModule::validate). Throws LoadError.
     */
    void validate(const std::filesystem::path &path) const;

    /** Reads the common ruleset header of an already parsed document. Throws LoadError. */
    RulesetHeader readHeader(const JsonDocument &document) const;

private:
    std::vector<std::unique_ptr<RuleModule>> m_modules;

    /** The ruleset a scenario-like document names in its `ruleset` key, relative to the document's folder. */
    std::shared_ptr<const Ruleset> rulesetOf(const JsonDocument &document) const;
};

/**
 * The file a document's `ruleset` names, relative to the document's folder. Throws LoadError at
 * `/ruleset` when it names no regular file (missing, a loop of links, a name too long, a directory,
 * a FIFO, a device) or holds a NUL character. Never throws a std::filesystem error.
 */
std::filesystem::path resolveRulesetReference(const JsonDocument &document, const std::string &reference);

} // namespace arbitre
