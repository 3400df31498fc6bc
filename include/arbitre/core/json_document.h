// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/diagnostic.h"
#include "arbitre/core/safe_file.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre {

namespace detail {
struct JsonPositionIndex; // private to arbitre_core (src/core/json_position_index.h)
}

/** Limits that keep hostile input from exhausting the machine. */
struct JsonLimits
{
    std::size_t maxBytes = MaxFileBytes; /**< larger files are refused before parsing (safe_file.h) */
    int maxDepth = 128;                  /**< deeper nesting is refused during the first pass */
};

/**
 * A parsed JSON file that remembers where every value stands in the text, so that a semantic
 * error found later on the DOM can still be reported as `file:line:col`.
 *
 * Parsing is two passes over the text: a SAX pass that checks depth and records the byte offset
 * of every value under its JSON pointer, then the DOM parse. Every `nlohmann::json` exception is
 * turned into a LoadError here; nothing escapes.
 */
class JsonDocument
{
public:
    /** Reads and parses a file. Throws LoadError (unreadable, too large, not UTF-8, syntax, depth). */
    static JsonDocument fromFile(const std::filesystem::path &path, const JsonLimits &limits = {});

    /** How many files fromFile() has read since the program started: a file opened once is parsed once (tests). */
    static std::size_t filesRead();

    /** Parses text already in memory; `fileName` is what diagnostics will name. */
    static JsonDocument fromText(std::string text, std::string fileName, const JsonLimits &limits = {});

    const nlohmann::json &root() const { return m_root; }
    const std::string &fileName() const { return m_fileName; }
    const std::filesystem::path &path() const { return m_path; }

    struct Position
    {
        int line = 1;   /**< 1-based */
        int column = 1; /**< 1-based, in bytes; a UTF-8 BOM does not count */
    };

    /**
     * Where the value at `pointer` starts. A pointer to a value that does not exist (a missing
     * key) falls back to its nearest existing ancestor, so "missing key" errors point at the
     * object that lacks it.
     */
    Position locate(std::string_view pointer) const;

    /** A diagnostic located at `pointer`. */
    Diagnostic diagnostic(std::string_view pointer, std::string message) const;

    /**
     * The number at `pointer` exactly as written in the file (`999999999999999999999999999999`),
     * for messages: nlohmann keeps such numbers as doubles, which would misquote them. Empty if
     * the value there is not a number.
     */
    std::string_view numberText(std::string_view pointer) const;

private:
    JsonDocument() = default;

    std::string m_fileName;
    std::filesystem::path m_path;
    nlohmann::json m_root;
    std::string m_text;
    std::shared_ptr<const detail::JsonPositionIndex> m_index; /**< where every value starts, by JSON pointer */
    std::vector<std::size_t> m_lineStarts;                    /**< byte offset of each line, for positionOf() */

    void parse(const JsonLimits &limits);
    Position positionOf(std::size_t offset) const;
};

/** Escapes one reference token for a JSON pointer (`~` -> `~0`, `/` -> `~1`). */
std::string escapePointerToken(std::string_view token);

} // namespace arbitre
