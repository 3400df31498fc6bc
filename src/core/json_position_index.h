// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_core: the first (SAX) pass of JsonDocument and what it leaves behind.

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre::detail {

/**
 * Where every value of a document starts, as a tree mirroring the document.
 *
 * A map from pointer strings would cost a heap node and a string per value (seconds and a
 * gigabyte for a 16 MB file); this costs about 16 bytes per value plus 4 per array element and
 * 12 plus the name per object member. Indices are 32-bit: texts of 4 GiB or more are refused.
 */
struct JsonPositionIndex
{
    struct Node
    {
        std::size_t offset = 0;       /**< byte offset of the value's first character */
        std::uint32_t firstChild = 0; /**< into `elements` (arrays) or `members` (objects) */
        std::uint32_t childCount = 0;
    };
    struct Member
    {
        std::uint32_t node = 0;
        std::uint32_t keyOffset = 0; /**< the raw (unescaped) name, in `keys` */
        std::uint32_t keyLength = 0;
    };

    std::vector<Node> nodes;             /**< in document order; nodes[0] is the root */
    std::vector<std::uint32_t> elements; /**< each array's children, contiguous */
    std::vector<Member> members;         /**< each object's children, contiguous, sorted by name then order */
    std::string keys;

    /**
     * Offset of the value at `pointer`, or of its nearest existing ancestor. `text` is the indexed
     * text: a container's first byte tells an object from an array.
     */
    std::size_t offsetOf(std::string_view pointer, std::string_view text) const;

    std::string_view keyOf(const Member &member) const
    {
        return std::string_view(keys).substr(member.keyOffset, member.keyLength);
    }
};

/** Why the first pass stopped: a syntax error, a number overflow or too deep a nesting. */
struct JsonSyntaxError
{
    std::size_t offset = 0; /**< byte offset in the text where the problem is */
    std::string pointer;    /**< where the parser was when it stopped */
    std::string message;    /**< readable, without nlohmann's "[json.exception…]" prefix */
};

/**
 * Parses `text` with nlohmann's SAX parser, checks that nesting never exceeds `maxDepth` and fills
 * `index` with the start of every value; with `root`, builds the document there in the same pass, so
 * the text is lexed once (issue 23). Returns the error that stopped the parse, or nothing if `text` is
 * one valid JSON value (then `root` holds it, as nlohmann::json::parse would give it; after an error it
 * is unspecified). Never throws nlohmann exceptions.
 */
std::optional<JsonSyntaxError> indexJsonPositions(std::string_view text, int maxDepth, JsonPositionIndex &index,
                                                  nlohmann::json *root = nullptr);

// Text helpers (json_text.cpp), safe on any input and any offset.

/** nlohmann's exception text made readable: prefix stripped, long excerpts cut, bad UTF-8 escaped. */
std::string readableJsonMessage(std::string_view what);

/** The name a JSON pointer reference token stands for (`~1` -> `/`, `~0` -> `~`). */
std::string unescapePointerToken(std::string_view token);

/** The name of `known` closest to `name`, if close enough to be a typo of it (for "did you mean"). */
std::optional<std::string_view> closestName(std::string_view name, std::span<const std::string_view> known);

/** Start of the number token ending just before `end` (`end` itself if there is none). */
std::size_t numberStart(std::string_view text, std::size_t end);

/** The opening quote of the string whose closing quote is at `closing`: the first quote going back
 * that is not escaped, i.e. preceded by an even number of backslashes. */
std::size_t openingQuote(std::string_view text, std::size_t closing);

/** nlohmann notices a truncated UTF-8 sequence at the first byte that does not continue it; the
 * byte to fix is the sequence's lead byte, returned here (or `offset` if there is none). */
std::size_t utf8SequenceStart(std::string_view text, std::size_t offset);

} // namespace arbitre::detail
