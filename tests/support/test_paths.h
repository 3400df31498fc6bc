// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>

namespace arbitre::test {

/** The source tree, for fixtures and the shipped rulesets. */
inline std::filesystem::path sourceDir()
{
    return std::filesystem::path(ARBITRE_SOURCE_DIR);
}

inline std::filesystem::path dataDir()
{
    return sourceDir() / "tests" / "data";
}

} // namespace arbitre::test
