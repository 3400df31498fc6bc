// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <string>

namespace arbitre::cli {

class CommandRegistry;

/** `arbitre-cli --man`: the manual page arbitre-cli(1) in roff, from the commands' descriptions. */
std::string manPage(const CommandRegistry &registry);

/** `arbitre-cli --bash-completion`: a bash completion script for the commands, groups and options described. */
std::string bashCompletion(const CommandRegistry &registry);

} // namespace arbitre::cli
