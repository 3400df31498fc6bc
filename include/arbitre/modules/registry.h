// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/module_registry.h"

namespace arbitre {

/**
 * Every rule module Arbitre ships, registered once, in a fixed order: Umbra Draconis, PM battle, Napoleonic.
 * The command line and the app read every file through it.
 */
const ModuleRegistry &shippedModules();

} // namespace arbitre
