// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/module_registry.h"

#include "arbitre/core/bookmark.h"
#include "arbitre/core/digest.h"
#include "arbitre/core/json_reader.h"
#include "arbitre/core/safe_file.h"
#include "arbitre/core/session_error.h"

#include <cerrno>
#include <cstring>
#include <optional>
#include <stdexcept>
#include <string>
#include <system_error>
#include <utility>

namespace arbitre {

void ModuleRegistry::add(std::unique_ptr<RuleModule> module)
{
    // Programming errors of the executables, not of the designer's files: no LoadError here.
    if (module == nullptr) {
        throw std::invalid_argument("ModuleRegistry::add: null module");
    }
    if (find(module->system()) != nullptr) {
        throw std::invalid_argument("ModuleRegistry::add: rule system '" + std::string(module->system()) +
                                    "' registered twice");
    }
    m_modules.push_back(std::move(module));
}

const RuleModule *ModuleRegistry::find(std::string_view system) const
{
    for (const std::unique_ptr<RuleModule> &module : m_modules) {
        if (module->system() == system) {
            return module.get();
        }
    }
    return nullptr;
}

std::vector<std::string_view> ModuleRegistry::systems() const
{
    std::vector<std::string_view> result;
    result.reserve(m_modules.size());
    for (const std::unique_ptr<RuleModule> &module : m_modules) {
        result.push_back(module->system());
    }
    return result;
}

RulesetHeader ModuleRegistry::readHeader(const JsonDocument &document) const
{
    JsonReader reader(document);
    const JsonNode root = reader.root();
    RulesetHeader header;
    header.path = document.path();
    // What a session's log names as the ruleset it was played with (log_seal.h): its content, not its layout.
    header.contentHash = sha256Hex(document.root().dump());
    if (root.requireObject()) {
        // Every field is read even after a failure, so the designer sees all header problems at once.
        const std::optional<std::string> system = root["system"].string();
        const std::optional<std::string> id = root["id"].string();
        const std::optional<std::string> name = root["name"].string();
        const std::optional<std::string> version = root["version"].string();
        if (system && find(*system) == nullptr) {
            std::string message = "unknown rule system '" + *system + "'";
            std::string known;
            for (const std::string_view registered : systems()) {
                known += (known.empty() ? "'" : ", '") + std::string(registered) + "'";
            }
            message += known.empty() ? "; no rule system is registered" : "; expected one of " + known;
            root["system"].error(std::move(message));
        }
        header.system = system.value_or("");
        header.id = id.value_or("");
        header.name = name.value_or("");
        header.version = version.value_or("");
    }
    reader.throwIfErrors();
    return header;
}

std::shared_ptr<const Ruleset> ModuleRegistry::loadRuleset(const std::filesystem::path &path) const
{
    const JsonDocument document = JsonDocument::fromFile(path);
    RulesetHeader header = readHeader(document);
    const RuleModule *module = find(header.system); // never null: readHeader() checked it
    return module->loadRuleset(document, std::move(header));
}

std::filesystem::path resolveRulesetReference(const JsonDocument &document, const std::string &reference)
{
    const std::filesystem::path resolved = (document.path().parent_path() / reference).lexically_normal();
    // A NUL would cut the name short: another file than the one written would be read.
    if (reference.find('\0') != std::string::npos)
        throw LoadError(document.diagnostic("/ruleset", "the ruleset's file name contains a NUL character"));
    const std::string problem = regularFileProblem(resolved);
    if (problem == std::strerror(ENOENT))
        throw LoadError(document.diagnostic("/ruleset", "ruleset file not found: " + resolved.string()));
    if (!problem.empty())
        throw LoadError(
            document.diagnostic("/ruleset", "cannot open the ruleset file " + resolved.string() + ": " + problem));
    return resolved;
}

std::shared_ptr<const Ruleset> ModuleRegistry::rulesetOf(const JsonDocument &document) const
{
    JsonReader reader(document);
    const JsonNode root = reader.root();
    std::optional<std::string> rulesetPath;
    if (root.requireObject()) {
        rulesetPath = root["ruleset"].string();
    }
    reader.throwIfErrors();

    // Relative to the scenario, so a scenario folder can be moved or shared as a whole.
    const std::filesystem::path resolved = resolveRulesetReference(document, *rulesetPath);
    // A LoadError here names the ruleset file itself: that is where the designer has to look.
    return loadRuleset(resolved);
}

std::shared_ptr<const Scenario> ModuleRegistry::loadScenario(const std::filesystem::path &path) const
{
    const JsonDocument document = JsonDocument::fromFile(path);
    std::shared_ptr<const Ruleset> ruleset = rulesetOf(document);
    const RuleModule *module = find(ruleset->header().system);
    return module->loadScenario(document, std::move(ruleset));
}

std::unique_ptr<Session> ModuleRegistry::openSession(const std::filesystem::path &path) const
{
    std::vector<Bookmark> bookmarks;
    return openSession(path, bookmarks);
}

std::unique_ptr<Session> ModuleRegistry::openSession(const std::filesystem::path &path,
                                                     std::vector<Bookmark> &bookmarks) const
{
    const JsonDocument document = JsonDocument::fromFile(path);
    std::shared_ptr<const Ruleset> ruleset = rulesetOf(document);
    const RuleModule *module = find(ruleset->header().system);
    std::shared_ptr<const Scenario> scenario = module->loadScenario(document, std::move(ruleset));
    std::unique_ptr<Session> session;
    try {
        session = module->openSession(std::move(scenario));
    } catch (const SessionError &error) {
        throw LoadError(locateSessionError(document, error));
    }
    // The snapshot is for readers without Arbitre: never trusted, so it must be what the log replays to.
    const nlohmann::json &root = document.root();
    if (const auto snapshot = root.find("state"); snapshot != root.end()) {
        if (session->toJson({}).value("state", nlohmann::json()) != *snapshot)
            throw LoadError(document.diagnostic("/state", "the saved state is not what the log replays to: it was "
                                                          "changed, or the log was, after the file was saved"));
    }
    // A reader's notes, outside the chain: checked against the log they point into.
    JsonReader reader(document);
    bookmarks = readBookmarks(reader.root(), session->log().size());
    reader.throwIfErrors();
    return session;
}

void ModuleRegistry::validate(const std::filesystem::path &path) const
{
    const JsonDocument document = JsonDocument::fromFile(path);
    const nlohmann::json &root = document.root();
    if (!root.is_object()) {
        throw LoadError(document.diagnostic("", "expected an object (a ruleset or a scenario)"));
    }
    if (root.contains("system")) {
        RulesetHeader header = readHeader(document);
        find(header.system)->loadRuleset(document, std::move(header));
        return;
    }
    if (!root.contains("ruleset")) {
        throw LoadError(document.diagnostic(
            "", "not a ruleset (no 'system' key), nor a file that names its ruleset (no 'ruleset' key)"));
    }
    std::shared_ptr<const Ruleset> ruleset = rulesetOf(document);
    find(ruleset->header().system)->validate(document, std::move(ruleset));
}

} // namespace arbitre
