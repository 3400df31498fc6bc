// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/json_document.h"

#include "arbitre/core/safe_file.h"
#include "json_position_index.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <climits>
#include <cstdint>
#include <cstring>
#include <optional>
#include <system_error>
#include <utility>

namespace arbitre {

namespace {

constexpr std::string_view Utf8Bom = "\xEF\xBB\xBF";

std::string tooLargeMessage(std::string size, std::size_t maxBytes)
{
    return "file too large: " + size + " bytes (at most " + std::to_string(maxBytes) + ")";
}

bool isBlank(std::string_view text)
{
    return text.find_first_not_of(" \t\r\n") == std::string_view::npos;
}

int clampToInt(std::size_t value)
{
    return value > static_cast<std::size_t>(INT_MAX) ? INT_MAX : static_cast<int>(value);
}

std::atomic<std::size_t> &filesReadCounter()
{
    static std::atomic<std::size_t> counter{0};
    return counter;
}

} // namespace

std::size_t JsonDocument::filesRead()
{
    return filesReadCounter().load(std::memory_order_relaxed);
}

JsonDocument JsonDocument::fromFile(const std::filesystem::path &path, const JsonLimits &limits)
{
    filesReadCounter().fetch_add(1, std::memory_order_relaxed);
    // Regular files only, opened without blocking: a FIFO, a device or a directory is refused at once.
    JsonDocument document = fromText(readRegularFile(path, limits.maxBytes), path.string(), limits);
    document.m_path = path;
    return document;
}

JsonDocument JsonDocument::fromText(std::string text, std::string fileName, const JsonLimits &limits)
{
    JsonDocument document;
    document.m_path = fileName;
    document.m_fileName = std::move(fileName);
    document.m_text = std::move(text);
    document.parse(limits);
    return document;
}

void JsonDocument::parse(const JsonLimits &limits)
{
    if (m_text.size() > limits.maxBytes) {
        throw LoadError(
            Diagnostic{m_fileName, 1, 1, "", tooLargeMessage(std::to_string(m_text.size()), limits.maxBytes)});
    }

    // A BOM is invisible in editors, so line 1 starts after it and columns match what the designer sees.
    const std::size_t bomLength = std::string_view(m_text).starts_with(Utf8Bom) ? Utf8Bom.size() : 0;
    m_lineStarts.assign(1, bomLength);
    for (const char *at = m_text.data() + bomLength, *end = m_text.data() + m_text.size();
         (at = static_cast<const char *>(std::memchr(at, '\n', static_cast<std::size_t>(end - at)))) != nullptr;) {
        ++at;
        m_lineStarts.push_back(static_cast<std::size_t>(at - m_text.data()));
    }

    if (isBlank(std::string_view(m_text).substr(bomLength))) {
        throw LoadError(Diagnostic{m_fileName, 1, 1, "", "empty file: expected a JSON value"});
    }

    // One pass over the text: the positions of every value and the document itself (issue 23: the file was lexed
    // twice, once for positions and once for the DOM). A line and column are computed only for a message.
    auto index = std::make_shared<detail::JsonPositionIndex>();
    nlohmann::json root;
    if (std::optional<detail::JsonSyntaxError> error =
            detail::indexJsonPositions(m_text, limits.maxDepth, *index, &root)) {
        const Position position = positionOf(error->offset);
        throw LoadError(Diagnostic{m_fileName, position.line, position.column, std::move(error->pointer),
                                   std::move(error->message)});
    }
    m_index = std::move(index);
    m_root = std::move(root);
}

JsonDocument::Position JsonDocument::locate(std::string_view pointer) const
{
    return m_index ? positionOf(m_index->offsetOf(pointer, m_text)) : Position{};
}

std::string_view JsonDocument::numberText(std::string_view pointer) const
{
    if (!m_index)
        return {};
    const std::size_t start = m_index->offsetOf(pointer, m_text);
    std::size_t end = start;
    while (end < m_text.size() && std::string_view("+-0123456789.eE").find(m_text[end]) != std::string_view::npos)
        ++end;
    return std::string_view(m_text).substr(start, end - start);
}

Diagnostic JsonDocument::diagnostic(std::string_view pointer, std::string message) const
{
    const Position position = locate(pointer);
    return Diagnostic{m_fileName, position.line, position.column, std::string(pointer), std::move(message)};
}

JsonDocument::Position JsonDocument::positionOf(std::size_t offset) const
{
    offset = std::min(offset, m_text.size());
    const auto next = std::upper_bound(m_lineStarts.begin(), m_lineStarts.end(), offset);
    if (next == m_lineStarts.begin()) {
        return Position{}; // inside the BOM
    }
    const auto line = static_cast<std::size_t>(next - m_lineStarts.begin());
    return Position{clampToInt(line), clampToInt(offset - *(next - 1) + 1)};
}

std::string escapePointerToken(std::string_view token)
{
    std::string escaped;
    escaped.reserve(token.size());
    for (const char c : token) {
        if (c == '~') {
            escaped += "~0";
        } else if (c == '/') {
            escaped += "~1";
        } else {
            escaped += c;
        }
    }
    return escaped;
}

namespace detail {

namespace {

// The decimal index of an array element: digits only, no leading zero (RFC 6901).
std::optional<std::size_t> arrayIndex(std::string_view token)
{
    if (token.empty() || token.size() > 10 || (token.size() > 1 && token[0] == '0')) {
        return std::nullopt;
    }
    std::size_t index = 0;
    for (const char c : token) {
        if (c < '0' || c > '9') {
            return std::nullopt;
        }
        index = index * 10 + static_cast<std::size_t>(c - '0');
    }
    return index;
}

} // namespace

std::size_t JsonPositionIndex::offsetOf(std::string_view pointer, std::string_view text) const
{
    if (nodes.empty()) {
        return 0;
    }
    std::size_t current = 0;
    // One reference token per step; the walk stops at the first one that does not exist.
    while (pointer.starts_with('/')) {
        const std::size_t slash = pointer.find('/', 1);
        const std::string_view token = pointer.substr(1, slash == std::string_view::npos ? pointer.npos : slash - 1);
        pointer = slash == std::string_view::npos ? std::string_view() : pointer.substr(slash);
        const Node &node = nodes[current];
        const char kind = node.offset < text.size() ? text[node.offset] : '\0';
        if (kind == '[') {
            const std::optional<std::size_t> index = arrayIndex(token);
            if (!index || *index >= node.childCount) {
                break;
            }
            current = elements[node.firstChild + *index];
        } else if (kind == '{') {
            const std::string name = unescapePointerToken(token);
            const auto first = members.begin() + node.firstChild;
            const auto last = first + node.childCount;
            // The last of equal names, the one nlohmann keeps.
            const auto after =
                std::upper_bound(first, last, std::string_view(name),
                                 [this](std::string_view key, const Member &member) { return key < keyOf(member); });
            if (after == first || keyOf(*(after - 1)) != name) {
                break;
            }
            current = (after - 1)->node;
        } else {
            break;
        }
    }
    return nodes[current].offset;
}

} // namespace detail

} // namespace arbitre
