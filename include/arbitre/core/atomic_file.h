// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <chrono>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>

namespace arbitre {

class SaveError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/**
 * Writes `content` to `path` so that readers see either the old file or the whole new one, even
 * after a crash or a power cut: write a temporary `.NAME.XXXXXX` beside it, flush it to disk, rename
 * it over the target, then flush the folder. The old file's mode (and owner, where permitted) is
 * kept; a new file gets 0666 less the umask. A symbolic link is written through: the link stays and
 * the file it points to is replaced in its own folder. Temporaries left by a crashed save of the same
 * file (older than a few minutes) are removed first.
 *
 * Throws SaveError, the target untouched, on any failure before the rename, and when `content` is
 * larger than the reader accepts (MaxFileBytes): every save reloads.
 */
void writeFileAtomically(const std::filesystem::path &path, std::string_view content);

/**
 * Removes the temporaries `.NAME.XXXXXX` of saves of `name` in `directory` older than `age`: what a
 * save killed between mkstemp and rename leaves. Younger ones may belong to a save running now.
 */
void removeStaleTemporaries(const std::filesystem::path &directory, const std::string &name,
                            std::chrono::seconds age = std::chrono::minutes(5));

} // namespace arbitre
