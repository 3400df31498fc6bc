// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/module_registry.h"

namespace arbitre::pm {

/** Registers the PM battle module (`system: "pm-battle"`). */
void registerModule(ModuleRegistry &registry);

} // namespace arbitre::pm
