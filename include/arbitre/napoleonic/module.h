// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/module_registry.h"
#include "arbitre/napoleonic/figures_ruleset.h"
#include "arbitre/napoleonic/ve_ruleset.h"

#include <memory>
#include <string_view>

namespace arbitre::napoleonic {

/**
 * The `system` ids this module folder serves. RuleModule has one system(), so registerModule()
 * adds one RuleModule per rule system.
 */
inline constexpr std::string_view FiguresSystemId = "napoleonic-figures";
inline constexpr std::string_view VeSystemId = "vive-l-empereur";

/** Registers the Napoleonic rule systems: napoleonic-figures, then vive-l-empereur. */
void registerModule(ModuleRegistry &registry);

/** Reads the body of a napoleonic-figures ruleset (header already checked). Throws LoadError. */
std::shared_ptr<const FiguresRuleset> readFiguresRuleset(const JsonDocument &document, RulesetHeader header);

/** Reads the body of a vive-l-empereur ruleset (header already checked). Throws LoadError. */
std::shared_ptr<const VeRuleset> readVeRuleset(const JsonDocument &document, RulesetHeader header);

} // namespace arbitre::napoleonic
