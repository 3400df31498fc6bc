// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/module_registry.h"

namespace arbitre::napoleonic {

/**
 * Registers the Napoleonic rule systems: napoleonic-figures (FiguresSystemId), then vive-l-empereur
 * (VeSystemId). RuleModule has one system(), so this folder adds one RuleModule per rule system.
 */
void registerModule(ModuleRegistry &registry);

} // namespace arbitre::napoleonic
