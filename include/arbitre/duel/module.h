// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/module_registry.h"

namespace arbitre::duel {

/** Registers the duel module (`system: "duel"`). */
void registerModule(ModuleRegistry &registry);

} // namespace arbitre::duel
