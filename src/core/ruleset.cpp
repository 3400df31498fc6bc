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
    // error_code overloads: a destination the system cannot resolve is the writer's to refuse, not an abort here.
    std::error_code error;
    fs::path relative;
    const fs::path absolute = fs::absolute(destination, error);
    const fs::path directory = error ? fs::path() : fs::weakly_canonical(absolute, error).parent_path();
    if (!error) {
        const fs::path ruleset = fs::weakly_canonical(rulesetPath, error);
        if (!error)
            relative = fs::relative(ruleset, directory, error);
    }
    if (error || relative.empty())
        return fs::absolute(rulesetPath, error).generic_string(); // still names the ruleset from anywhere
    return relative.generic_string();
}

} // namespace arbitre
