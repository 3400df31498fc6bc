// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <string>

namespace arbitre {
class ModuleRegistry;
}

namespace arbitre::cli {

/**
 * The folder of the shipped rulesets: `../share/arbitre/rulesets` beside the executable once installed,
 * else the source tree's `rulesets/` (a build run in place).
 */
std::filesystem::path rulesetsFolder();

/** `arbitre-cli --version`: the version, then the id, version and name of every ruleset in rulesetsFolder(). */
std::string versionText(const ModuleRegistry &modules);

} // namespace arbitre::cli
