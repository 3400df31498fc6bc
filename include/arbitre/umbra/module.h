// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/module_registry.h"
#include "arbitre/umbra/ruleset.h"

#include <memory>

namespace arbitre::umbra {

/** The `system` id of Umbra Draconis rulesets. */
inline constexpr std::string_view SystemId = "umbra-draconis";

/** Registers the Umbra Draconis module. */
void registerModule(ModuleRegistry &registry);

/** Reads the body of an Umbra Draconis ruleset (header already checked). Throws LoadError. */
std::shared_ptr<const UmbraRuleset> readRuleset(const JsonDocument &document, RulesetHeader header);

} // namespace arbitre::umbra
