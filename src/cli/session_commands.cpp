// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The commands over any rule system's file, opened through the module registry; no module's types here.
#include "commands.h"

#include "command.h"
#include "session_cli_support.h"

namespace arbitre::cli {

void registerSessionCommands(CommandRegistry &registry)
{
    registry.add(validateCommand());
}

} // namespace arbitre::cli
