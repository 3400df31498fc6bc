// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <string>
#include <utility>

namespace arbitre {

/** What every ruleset file says about itself, whatever its rule system. */
struct RulesetHeader
{
    std::string system;  /**< "umbra-draconis", "pm-battle", "napoleonic-figures", "vive-l-empereur" */
    std::string id;      /**< the ruleset's own id (several rulesets may share a system) */
    std::string name;    /**< shown to the GM */
    std::string version; /**< the designer's version string, recorded in every session */
    std::filesystem::path path;
    std::string contentHash; /**< SHA-256 of the file's JSON, canonical (keys sorted, no layout) */
};

/** Base of every module's parsed ruleset: plain data, read once, never JSON at play time. */
class Ruleset
{
public:
    virtual ~Ruleset() = default;
    const RulesetHeader &header() const { return m_header; }

protected:
    explicit Ruleset(RulesetHeader header) : m_header(std::move(header)) {}

private:
    RulesetHeader m_header;
};

/** Base of every module's parsed scenario (sides, units, map…), tied to the ruleset it was read against. */
class Scenario
{
public:
    virtual ~Scenario() = default;
    const std::filesystem::path &path() const { return m_path; }

protected:
    explicit Scenario(std::filesystem::path path) : m_path(std::move(path)) {}

private:
    std::filesystem::path m_path;
};

/**
 * The `ruleset` key of a file saved at `destination`: `written` (the key as read) when saving in place
 * (`destination` empty), else the ruleset's path relative to the destination's folder, so that the saved
 * file still finds its ruleset.
 */
std::string rulesetReference(const std::filesystem::path &rulesetPath, const std::string &written,
                             const std::filesystem::path &destination);

} // namespace arbitre
