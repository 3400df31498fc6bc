// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "json_position_index.h"

#include <algorithm>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace arbitre::detail {

namespace {

// Long enough to recognise the token, short enough that a 1 MB string does not end up in a message.
constexpr std::size_t MaxExcerptBytes = 40;

// The quoted excerpt after `marker`, as [begin, end) in `message`.
std::optional<std::pair<std::size_t, std::size_t>> excerpt(const std::string &message, std::string_view marker)
{
    const std::size_t markerAt = message.find(marker);
    if (markerAt == std::string::npos) {
        return std::nullopt;
    }
    const std::size_t begin = markerAt + marker.size();
    std::size_t end = message.rfind("'; expected ");
    if (end == std::string::npos || end < begin) {
        end = (!message.empty() && message.back() == '\'') ? message.size() - 1 : message.size();
    }
    if (end < begin) {
        return std::nullopt;
    }
    return std::pair{begin, end};
}

// nlohmann does not restart its excerpt for literals ("last read: '"b": tru}'"): keep only the word.
void trimLiteralExcerpt(std::string &message)
{
    const auto bounds = excerpt(message, "invalid literal; last read: '");
    if (!bounds || bounds->second - bounds->first < 2) {
        return;
    }
    const auto [begin, end] = *bounds;
    // The last character is the offending one, whatever it is; the word starts after the last separator before it.
    std::size_t start = begin;
    for (const std::string_view separator : {" ", "[", "{", ",", ":", "<U+0009>", "<U+000A>", "<U+000D>"}) {
        const std::size_t found = message.rfind(separator, end - 1 - separator.size());
        if (found != std::string::npos && found >= begin && found + separator.size() > start) {
            start = found + separator.size();
        }
    }
    message.erase(begin, start - begin);
}

// Replaces excerpts longer than MaxExcerptBytes by their tail (nearest to the error).
void shortenExcerpt(std::string &message, std::string_view marker)
{
    const auto bounds = excerpt(message, marker);
    if (!bounds || bounds->second - bounds->first <= MaxExcerptBytes) {
        return;
    }
    const auto [begin, end] = *bounds;
    std::size_t cut = end - MaxExcerptBytes;
    while (cut < end && (static_cast<unsigned char>(message[cut]) & 0xC0u) == 0x80u) {
        ++cut; // do not start in the middle of a UTF-8 sequence
    }
    message.replace(begin, cut - begin, "...");
}

// Length of the valid UTF-8 sequence starting at `i`, or 0 if the byte there starts none.
std::size_t utf8SequenceLength(std::string_view text, std::size_t i)
{
    const auto byte = [&](std::size_t k) { return k < text.size() ? static_cast<unsigned char>(text[k]) : 0u; };
    const unsigned lead = byte(i);
    const auto continuation = [&](std::size_t k, unsigned low, unsigned high) {
        return byte(k) >= low && byte(k) <= high;
    };
    if (lead < 0x80) {
        return 1;
    }
    if (lead >= 0xC2 && lead <= 0xDF) {
        return continuation(i + 1, 0x80, 0xBF) ? 2 : 0;
    }
    if (lead >= 0xE0 && lead <= 0xEF) {
        const unsigned low = lead == 0xE0 ? 0xA0 : 0x80;
        const unsigned high = lead == 0xED ? 0x9F : 0xBF;
        return continuation(i + 1, low, high) && continuation(i + 2, 0x80, 0xBF) ? 3 : 0;
    }
    if (lead >= 0xF0 && lead <= 0xF4) {
        const unsigned low = lead == 0xF0 ? 0x90 : 0x80;
        const unsigned high = lead == 0xF4 ? 0x8F : 0xBF;
        return continuation(i + 1, low, high) && continuation(i + 2, 0x80, 0xBF) && continuation(i + 3, 0x80, 0xBF) ? 4
                                                                                                                    : 0;
    }
    return 0;
}

// Messages end up in terminals, logs and the GUI: bytes that are not UTF-8 are shown as \xNN.
std::string escapeInvalidUtf8(std::string_view text)
{
    static constexpr char Hex[] = "0123456789ABCDEF";
    std::string result;
    result.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t length = utf8SequenceLength(text, i);
        if (length == 0) {
            const auto byte = static_cast<unsigned char>(text[i]);
            result += "\\x";
            result += Hex[byte >> 4];
            result += Hex[byte & 0x0F];
            ++i;
            continue;
        }
        result.append(text.substr(i, length));
        i += length;
    }
    return result;
}

// Beyond this distance a suggestion is more confusing than helpful.
constexpr std::size_t MaxSuggestionDistance = 2;

// Optimal string alignment distance (typos are mostly one substitution, insertion, deletion or swap).
std::size_t editDistance(std::string_view a, std::string_view b)
{
    std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
    for (std::size_t i = 0; i <= a.size(); ++i) {
        d[i][0] = i;
    }
    for (std::size_t j = 0; j <= b.size(); ++j) {
        d[0][j] = j;
    }
    for (std::size_t i = 1; i <= a.size(); ++i) {
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
            }
        }
    }
    return d[a.size()][b.size()];
}

bool isNumberChar(char c)
{
    return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E';
}

} // namespace

std::optional<std::string_view> closestName(std::string_view key, std::span<const std::string_view> known)
{
    std::optional<std::string_view> best;
    std::size_t bestDistance = MaxSuggestionDistance + 1;
    for (const std::string_view candidate : known) {
        const std::size_t gap = std::max(key.size(), candidate.size()) - std::min(key.size(), candidate.size());
        if (gap > MaxSuggestionDistance) {
            continue;
        }
        const std::size_t distance = editDistance(key, candidate);
        if (distance < bestDistance) {
            best = candidate;
            bestDistance = distance;
        }
    }
    if (best && bestDistance >= key.size()) {
        return std::nullopt;
    }
    return best;
}

std::size_t numberStart(std::string_view text, std::size_t end)
{
    end = std::min(end, text.size());
    while (end > 0 && isNumberChar(text[end - 1])) {
        --end;
    }
    return end;
}

std::size_t openingQuote(std::string_view text, std::size_t closing)
{
    std::size_t position = std::min(closing, text.size());
    while (position > 0) {
        --position;
        if (text[position] != '"') {
            continue;
        }
        std::size_t run = position;
        while (run > 0 && text[run - 1] == '\\') {
            --run;
        }
        if ((position - run) % 2 == 0) {
            return position;
        }
        position = run;
    }
    return 0;
}

std::size_t utf8SequenceStart(std::string_view text, std::size_t offset)
{
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    if (offset < text.size() && byte(offset) >= 0x80) {
        return offset;
    }
    offset = std::min(offset, text.size());
    std::size_t start = offset;
    while (start > 0 && (byte(start - 1) & 0xC0u) == 0x80u && offset - start < 3) {
        --start;
    }
    return start > 0 && byte(start - 1) >= 0xC0 ? start - 1 : offset;
}

std::string unescapePointerToken(std::string_view token)
{
    std::string name;
    name.reserve(token.size());
    for (std::size_t i = 0; i < token.size(); ++i) {
        const bool escape = token[i] == '~' && i + 1 < token.size() && (token[i + 1] == '0' || token[i + 1] == '1');
        name += escape ? (token[++i] == '0' ? '~' : '/') : token[i];
    }
    return name;
}

std::string readableJsonMessage(std::string_view what)
{
    // "[json.exception.parse_error.101] parse error at line 3, column 5: syntax error …": our
    // diagnostic already says where, in the same terms.
    if (what.starts_with("[json.exception.")) {
        if (const std::size_t close = what.find("] "); close != std::string_view::npos) {
            what.remove_prefix(close + 2);
        }
    }
    if (what.starts_with("parse error")) {
        if (const std::size_t colon = what.find(": "); colon != std::string_view::npos) {
            what.remove_prefix(colon + 2);
        }
    }
    std::string message(what);
    // nlohmann's excerpt includes a byte-order mark it skipped; columns ignore it, so must the excerpt.
    for (std::size_t bom; (bom = message.find("\xEF\xBB\xBF")) != std::string::npos;)
        message.erase(bom, 3);
    trimLiteralExcerpt(message);
    shortenExcerpt(message, "; last read: '");
    shortenExcerpt(message, "number overflow parsing '");
    return escapeInvalidUtf8(message);
}

} // namespace arbitre::detail
