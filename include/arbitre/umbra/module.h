// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/module_registry.h"

namespace arbitre::umbra {

/** Registers the Umbra Draconis module. */
void registerModule(ModuleRegistry &registry);

} // namespace arbitre::umbra
