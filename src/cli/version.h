// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <string>

namespace arbitre {
class ModuleRegistry;
}

namespace arbitre::cli {

/**
 * `arbitre-cli --version`: the version, then the id, version and name of every ruleset in each data folder's
 * `rulesets` (arbitre::dataRoots(): the shipped ones beside the executable, then the user's and the system's).
 */
std::string versionText(const ModuleRegistry &modules);

} // namespace arbitre::cli
