// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "ruleset_loader_support.h"

#include <algorithm>
#include <cctype>

namespace arbitre::umbra::detail {

namespace {

std::string faceSpan(int first, int last)
{
    return first == last ? "face " + std::to_string(first)
                         : "faces " + std::to_string(first) + "-" + std::to_string(last);
}

} // namespace

std::optional<int> readNullableInt(const JsonNode &node, int min, int max)
{
    if (!node.exists() || node.value()->is_null()) {
        return std::nullopt;
    }
    return readInt(node, min, max);
}

std::optional<int> readReference(const JsonNode &node, const IdList &ids)
{
    const std::optional<std::size_t> index = arbitre::readReference(node, ids.ids, ids.what);
    return index ? std::optional<int>(static_cast<int>(*index)) : std::nullopt;
}

std::vector<int> readReferences(const JsonNode &node, const IdList &ids)
{
    std::vector<int> result;
    if (!node.exists()) {
        return result;
    }
    for (const JsonNode &item : node.items()) {
        const std::optional<int> index = readReference(item, ids);
        if (!index) {
            continue;
        }
        if (std::find(result.begin(), result.end(), *index) != result.end()) {
            item.error(inQuotes(ids.ids[static_cast<std::size_t>(*index)]) + " is listed twice");
            continue;
        }
        result.push_back(*index);
    }
    return result;
}

std::string readDisplayColour(const JsonNode &node)
{
    if (!node.exists())
        return {};
    const std::optional<std::string> text = node.string();
    if (!text)
        return {};
    const bool valid = text->size() == 7 && (*text)[0] == '#' &&
                       std::all_of(text->begin() + 1, text->end(),
                                   [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; });
    if (!valid) {
        node.error("expected a display colour \"#rrggbb\" (six hexadecimal digits), got \"" + *text + "\"");
        return {};
    }
    return *text;
}

std::optional<FaceRange> readFaces(const JsonNode &node, int dieSides)
{
    const int maxFace = dieSides >= MinDieSides ? dieSides : MaxDieSides;
    if (!node.exists() || node.value()->is_number()) {
        const std::optional<int> face = readInt(node, 1, maxFace); // reports a missing key too
        return face ? std::optional<FaceRange>(FaceRange{*face, *face}) : std::nullopt;
    }
    if (!node.value()->is_array()) {
        node.error("expected a face or [first, last] faces, got " + std::string(describeJsonType(*node.value())));
        return std::nullopt;
    }
    if (node.value()->size() != 2) {
        node.error("expected [first, last] faces, got " + std::to_string(node.value()->size()) + " elements");
        return std::nullopt;
    }
    const std::optional<int> first = readInt(node[0], 1, maxFace);
    const std::optional<int> last = readInt(node[1], 1, maxFace);
    if (!first || !last) {
        return std::nullopt;
    }
    if (*first > *last) {
        node.error("expected the first face not above the last, got [" + std::to_string(*first) + ", " +
                   std::to_string(*last) + "]");
        return std::nullopt;
    }
    return FaceRange{*first, *last};
}

void checkFaceCoverage(const JsonNode &rowsNode, int dieSides, const std::vector<std::optional<FaceRange>> &ranges,
                       std::array<std::uint8_t, 21> &rowByFace)
{
    if (dieSides < MinDieSides || dieSides > MaxDieSides) {
        return; // die_sides itself is in error
    }
    std::array<int, 21> owner{};
    owner.fill(-1);
    bool allRowsRead = true;
    for (std::size_t i = 0; i < ranges.size(); ++i) {
        if (!ranges[i]) {
            allRowsRead = false;
            continue;
        }
        const int row = static_cast<int>(i);
        // Consecutive faces shared with the same earlier row make one message.
        int from = -1;
        int to = -1;
        int other = -1;
        const auto flush = [&] {
            if (from < 0) {
                return;
            }
            const std::string verb = from == to ? " is" : " are";
            rowsNode[i]["faces"].error(faceSpan(from, to) + verb + " covered twice (rows " + std::to_string(other) +
                                       " and " + std::to_string(row) + ")");
            from = -1;
        };
        for (int face = ranges[i]->first; face <= ranges[i]->last; ++face) {
            const auto slot = static_cast<std::size_t>(face);
            if (owner[slot] < 0) {
                owner[slot] = row;
                flush();
                continue;
            }
            if (from >= 0 && other == owner[slot] && to == face - 1) {
                to = face;
                continue;
            }
            flush();
            from = to = face;
            other = owner[slot];
        }
        flush();
    }
    if (allRowsRead) {
        // A row in error may have been meant to cover the gap: only complete tables report gaps.
        for (int face = 1; face <= dieSides; ++face) {
            if (owner[static_cast<std::size_t>(face)] >= 0) {
                continue;
            }
            int last = face;
            while (last < dieSides && owner[static_cast<std::size_t>(last + 1)] < 0) {
                ++last;
            }
            rowsNode.error(faceSpan(face, last) + (face == last ? " is" : " are") + " not covered by any row");
            face = last;
        }
    }
    for (int face = 1; face <= dieSides; ++face) {
        const int row = owner[static_cast<std::size_t>(face)];
        rowByFace[static_cast<std::size_t>(face)] = static_cast<std::uint8_t>(row < 0 ? 0 : row);
    }
}

} // namespace arbitre::umbra::detail
