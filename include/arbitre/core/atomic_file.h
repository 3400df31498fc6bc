// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <stdexcept>
#include <string_view>

namespace arbitre {

class SaveError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/**
 * Writes `content` to `path` so that readers see either the old file or the whole new one:
 * write a temporary file beside it, flush it to disk, then rename over the target. Throws
 * SaveError (the target is untouched) on any failure.
 */
void writeFileAtomically(const std::filesystem::path &path, std::string_view content);

} // namespace arbitre
