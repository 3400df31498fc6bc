// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// What the commands over any rule system's session share.

#include "command.h"

namespace arbitre::cli {

/** `validate FILE…` (validate_command.cpp). */
Command validateCommand();

} // namespace arbitre::cli
