// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Shared by the napoleonic-figures tests: the shipped ruleset, loaded once per test binary.

#include "arbitre/core/json_document.h"
#include "arbitre/core/module_registry.h"
#include "arbitre/napoleonic/figures_ruleset.h"
#include "arbitre/napoleonic/module.h"
#include "test_paths.h"

#include <filesystem>
#include <memory>

namespace arbitre::napoleonic::test {

inline const ModuleRegistry &figuresRegistry()
{
    static const ModuleRegistry registry = [] {
        ModuleRegistry r;
        registerModule(r);
        return r;
    }();
    return registry;
}

/** `rulesets/napoleonic-figures.json` in the source tree. */
inline std::filesystem::path shippedFiguresPath()
{
    return arbitre::test::sourceDir() / "rulesets" / "napoleonic-figures.json";
}

/** The shipped ruleset read through the registry, as the app reads it; cached. */
inline const FiguresRuleset &shippedFigures()
{
    static const std::shared_ptr<const FiguresRuleset> rules =
        std::dynamic_pointer_cast<const FiguresRuleset>(figuresRegistry().loadRuleset(shippedFiguresPath()));
    return *rules;
}

} // namespace arbitre::napoleonic::test
