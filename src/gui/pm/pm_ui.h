// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "common/module_ui.h"

namespace arbitre::gui {

/** The PM battle's GUI: its document and the battle window (PM-1–PM-20). */
std::unique_ptr<ModuleUi> pmUi();

} // namespace arbitre::gui
