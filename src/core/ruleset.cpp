// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/ruleset.h"

namespace arbitre {

std::string rulesetReference(const std::filesystem::path &rulesetPath, const std::string &written,
                             const std::filesystem::path &destination)
{
    namespace fs = std::filesystem;
    if (destination.empty()) {
        return written;
    }
    const fs::path directory = fs::weakly_canonical(fs::absolute(destination)).parent_path();
    return fs::relative(fs::weakly_canonical(rulesetPath), directory).generic_string();
}

} // namespace arbitre
