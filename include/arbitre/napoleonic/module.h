// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/module_registry.h"
#include "arbitre/napoleonic/figures_ruleset.h"

#include <memory>
#include <string_view>

namespace arbitre::napoleonic {

/**
 * The `system` ids this module folder serves. RuleModule has one system(), so registerModule()
 * adds one RuleModule per rule system; `vive-l-empereur` joins when its ruleset reader exists.
 */
inline constexpr std::string_view FiguresSystemId = "napoleonic-figures";

/** Registers the Napoleonic rule systems (today: napoleonic-figures). */
void registerModule(ModuleRegistry &registry);

/** Reads the body of a napoleonic-figures ruleset (header already checked). Throws LoadError. */
std::shared_ptr<const FiguresRuleset> readFiguresRuleset(const JsonDocument &document, RulesetHeader header);

} // namespace arbitre::napoleonic
