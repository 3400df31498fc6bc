// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Shared by the Umbra Draconis tests: the shipped ruleset, loaded once per test binary.

#include "arbitre/core/json_document.h"
#include "arbitre/core/module_registry.h"
#include "arbitre/umbra/module.h"
#include "arbitre/umbra/ruleset.h"
#include "test_paths.h"

#include <filesystem>
#include <memory>

namespace arbitre::umbra::test {

/** A registry with the Umbra Draconis module, built once per test binary. */
inline const ModuleRegistry &umbraRegistry()
{
    static const ModuleRegistry registry = [] {
        ModuleRegistry r;
        registerModule(r);
        return r;
    }();
    return registry;
}

/** `rulesets/umbra-draconis.json` in the source tree. */
inline std::filesystem::path shippedRulesetPath()
{
    return arbitre::test::sourceDir() / "rulesets" / "umbra-draconis.json";
}

/**
 * The shipped ruleset, read like the application reads it (header checked by the registry, then
 * readRuleset) on first use and shared. A LoadError here means the shipped file is broken.
 */
inline std::shared_ptr<const UmbraRuleset> sharedShippedRuleset()
{
    static const std::shared_ptr<const UmbraRuleset> ruleset = [] {
        ModuleRegistry registry;
        registerModule(registry);
        const JsonDocument document = JsonDocument::fromFile(shippedRulesetPath());
        return readRuleset(document, registry.readHeader(document));
    }();
    return ruleset;
}

/** The same, for the tests that only read it. */
inline const UmbraRuleset &shippedRuleset()
{
    return *sharedShippedRuleset();
}

} // namespace arbitre::umbra::test
