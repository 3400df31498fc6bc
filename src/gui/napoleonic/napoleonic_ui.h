// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "common/module_ui.h"

namespace arbitre::gui {

/** The napoleonic-figures GUI: the table window (units, the table panel, the log). */
std::unique_ptr<ModuleUi> figuresUi();
/** The Vive l'Empereur ! GUI: the map window (line of sight, ranges, the units, the table panel). */
std::unique_ptr<ModuleUi> veUi();

} // namespace arbitre::gui
