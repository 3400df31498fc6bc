// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>

namespace arbitre {

/**
 * The largest file Arbitre reads, and so the largest it writes: a save the reader would refuse is
 * refused by the writer (writeFileAtomically), so every save reloads. 256 MiB holds a campaign of
 * several hundred thousand logged events (a 100,140-event Umbra session is about 34 MB).
 */
inline constexpr std::size_t MaxFileBytes = 256u * 1024u * 1024u;

/** Why `path` cannot name a file (a NUL inside it, which the system would silently cut), or empty. */
std::string pathNameProblem(const std::filesystem::path &path);

/**
 * Why `path` cannot be read as a file, or empty when it names a regular file: not found, a loop of
 * symbolic links, a name too long, a directory, a FIFO, a device, a socket, a NUL in the name.
 * Never throws, never opens the file.
 */
std::string regularFileProblem(const std::filesystem::path &path);

/**
 * Reads a whole regular file of at most `maxBytes`. The file is opened without blocking (a FIFO or a
 * terminal is refused at once, never waited on), checked again once open, and read to its end.
 * Throws LoadError naming the file: "cannot open file: …" or "file too large: …".
 */
std::string readRegularFile(const std::filesystem::path &path, std::size_t maxBytes);

/** As readRegularFile(), but a longer file is not refused: its first `maxBytes` bytes are returned. */
std::string readRegularFilePrefix(const std::filesystem::path &path, std::size_t maxBytes);

} // namespace arbitre
