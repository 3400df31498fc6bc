// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/json_document.h"

#include <filesystem>
#include <string>
#include <string_view>

namespace arbitre {

/**
 * What a file that did not open is, told apart so that a GM reads "this is not an Arbitre file" rather than
 * a parser's "invalid literal". The diagnostics of the LoadError stay the details, for designers.
 */
enum class FileKind
{
    Unreadable, /**< cannot be read at all: missing, a folder, no permission, too large */
    NotJson,    /**< not JSON text: an image, a binary, prose */
    NotArbitre, /**< JSON, but neither a ruleset (`system`) nor a file that names its ruleset (`ruleset`) */
    Ruleset,    /**< a ruleset, where a scenario or a saved session was expected */
    Truncated,  /**< JSON cut short: the file ends early (a copy or a save interrupted) */
    Invalid,    /**< an Arbitre file with errors of its own (or of its ruleset): the diagnostics say which */
};

struct FileClassification
{
    FileKind kind = FileKind::Invalid;
    std::string system; /**< Ruleset: the `system` it names */
    int endLine = 0;    /**< Truncated: the line the file ends at (1-based, a BOM not counted) */

    friend bool operator==(const FileClassification &, const FileClassification &) = default;
};

/** What `text` is (the contents of a file that failed to open). Never throws. */
FileClassification classifyText(std::string_view text);

/** What the file at `path` is, read again (within `limits`). Never throws. */
FileClassification classifyFile(const std::filesystem::path &path, const JsonLimits &limits = {});

/**
 * One English line a command line prints beside the diagnostics ("not an Arbitre file: not JSON text"),
 * for the kinds a designer may not see at once from them (not JSON, not Arbitre, truncated); empty for the
 * others (a ruleset is valid for `validate`; the diagnostics of an Arbitre file say enough).
 */
std::string fileKindHint(const FileClassification &classification);

} // namespace arbitre
