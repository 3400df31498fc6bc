// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace arbitre {
class ModuleRegistry;
}

namespace arbitre::cli {

class CommandRegistry;

/** Runs `arbitre-cli ARGS…`; returns the exit code (0 ok, 1 invalid input or refused, 2 usage). */
int run(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);
/** The same with the files read through `modules` (the shipped ones above; tests bring their own). */
int run(const std::vector<std::string> &args, std::ostream &out, std::ostream &err, const ModuleRegistry &modules);

/** Every command, registered once: the commands over any rule system's session, then one group a module. */
const CommandRegistry &commands();
/** `arbitre-cli --help`: every command of every group, the dice options and the exit statuses. */
std::string topUsage(const CommandRegistry &registry);

} // namespace arbitre::cli
