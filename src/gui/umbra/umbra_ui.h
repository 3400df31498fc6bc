// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "common/module_ui.h"

namespace arbitre::gui {

/** Umbra Draconis's GUI: its document (set-up, prepared orders), the map window, New Map Scenario, its demos. */
std::unique_ptr<ModuleUi> umbraUi();

} // namespace arbitre::gui
