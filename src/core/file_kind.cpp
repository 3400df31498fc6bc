// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/file_kind.h"

#include "arbitre/core/safe_file.h"

#include <algorithm>
#include <cstddef>
#include <system_error>

namespace arbitre {

namespace {

constexpr std::string_view Utf8Bom = "\xEF\xBB\xBF";
constexpr std::string_view Blank = " \t\r\n";
constexpr std::size_t SniffBytes = 4096;

/** How a JSON text stands at its end: inside a string, or with containers still open. */
struct EndState
{
    bool open = false;           /**< a string or a container is not closed */
    std::size_t stringStart = 0; /**< the opening quote of the unclosed string, if `inString` */
    bool inString = false;
};

FileClassification only(FileKind kind)
{
    return {kind, {}, 0};
}

EndState scanEnd(std::string_view text)
{
    EndState state;
    long depth = 0;
    bool escaped = false;
    for (std::size_t at = 0; at < text.size(); ++at) {
        const char c = text[at];
        if (state.inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                state.inString = false;
            continue;
        }
        if (c == '"') {
            state.inString = true;
            state.stringStart = at;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
    state.open = state.inString || depth > 0;
    return state;
}

/** 1-based line of `offset` in `text` (whose BOM, if any, is already removed). */
int lineOf(std::string_view text, std::size_t offset)
{
    offset = std::min(offset, text.size());
    return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
}

/** Whether the text can start a JSON value at all: a PNG's `\x89`, a PDF's `%`, prose cannot. */
bool startsLikeJson(std::string_view body)
{
    const std::size_t first = body.find_first_not_of(Blank);
    return first == std::string_view::npos ||
           std::string_view("{[\"-0123456789tfn").find(body[first]) != std::string_view::npos;
}

FileClassification classifyParsed(const nlohmann::json &root)
{
    if (!root.is_object())
        return only(FileKind::NotArbitre);
    const auto system = root.find("system");
    if (root.contains("ruleset"))
        return only(FileKind::Invalid);
    if (system != root.end() && system->is_string())
        return {FileKind::Ruleset, system->get<std::string>(), 0};
    return only(FileKind::NotArbitre);
}

} // namespace

FileClassification classifyText(std::string_view text)
{
    const std::string_view body = text.starts_with(Utf8Bom) ? text.substr(Utf8Bom.size()) : text;
    if (!startsLikeJson(body.substr(0, SniffBytes)))
        return only(FileKind::NotJson);
    const std::size_t last = body.find_last_not_of(Blank);
    if (last == std::string_view::npos)
        return {FileKind::Truncated, {}, 1}; // empty: an autosave or a copy cut before its first byte
    const int endLine = lineOf(body, last);
    try {
        return classifyParsed(JsonDocument::fromText(std::string(text), "file").root());
    } catch (const LoadError &error) {
        const EndState end = scanEnd(body);
        const int errorLine = error.diagnostics().empty() ? 0 : error.diagnostics().front().line;
        // Cut short when something is left open at the end and the parser stopped there (at the end, or at
        // the quote of the string the end is inside), not at an earlier mistake.
        const bool atEnd = errorLine >= endLine || (end.inString && errorLine >= lineOf(body, end.stringStart));
        if (end.open && atEnd)
            return {FileKind::Truncated, {}, endLine};
        return only(FileKind::Invalid);
    }
}

FileClassification classifyFile(const std::filesystem::path &path, const JsonLimits &limits)
{
    std::error_code error;
    const std::uintmax_t size = std::filesystem::file_size(path, error);
    try {
        if (!error && size > limits.maxBytes) {
            // Too large to parse: still, a large image is told as not JSON rather than as too large.
            const std::string start = readRegularFilePrefix(path, SniffBytes);
            return startsLikeJson(start) ? only(FileKind::Unreadable) : only(FileKind::NotJson);
        }
        return classifyText(readRegularFile(path, limits.maxBytes));
    } catch (const LoadError &) {
        return only(FileKind::Unreadable); // not a regular file, unreadable, or grown too large meanwhile
    }
}

std::string fileKindHint(const FileClassification &classification)
{
    switch (classification.kind) {
    case FileKind::NotJson:
        return "not an Arbitre file: not JSON text";
    case FileKind::NotArbitre:
        return "not an Arbitre file: JSON, but neither a ruleset ('system') nor a file that names its ruleset "
               "('ruleset')";
    case FileKind::Truncated:
        return "the file ends early, at line " + std::to_string(classification.endLine) + ": it was cut short";
    case FileKind::Ruleset:
    case FileKind::Unreadable:
    case FileKind::Invalid:
        break;
    }
    return {};
}

} // namespace arbitre
