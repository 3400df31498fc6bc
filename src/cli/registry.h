// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/module_registry.h"

namespace arbitre::cli {

/** Every rule module Arbitre ships, registered once. */
const ModuleRegistry &registry();

} // namespace arbitre::cli
