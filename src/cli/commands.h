// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

namespace arbitre::cli {

class CommandRegistry;

/** `validate`, `procedures`, `play`, `odds` and `log`: the commands over any rule system's session
 * (session_commands.cpp). */
void registerSessionCommands(CommandRegistry &registry);
/** `verify`, `reveal` and `share`: a log players can trust (verify_command.cpp). */
void registerTrustCommands(CommandRegistry &registry);
/** `render`: a session's map as a picture, with the app's painters (render_command.cpp; builds with Qt only). */
void registerRenderCommand(CommandRegistry &registry);
/** `umbra …` (umbra/umbra_command.cpp). */
void registerUmbraCommands(CommandRegistry &registry);
/** `pm …` (pm/pm_command.cpp). */
void registerPmCommands(CommandRegistry &registry);
/** `napoleonic …` (napoleonic/napoleonic_command.cpp). */
void registerNapoleonicCommands(CommandRegistry &registry);

} // namespace arbitre::cli
