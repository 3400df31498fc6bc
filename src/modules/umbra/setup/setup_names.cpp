// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Names the set-up chooses: ids from names (one id space, docs/scenario-format.md) and legend symbols.
#include "setup_support.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <utility>

namespace arbitre::umbra::setup::support {

std::string slug(std::string_view name)
{
    // The accented letters of French names, so "Gué" gives "gue" rather than "gu_".
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 26> Accents{{
        {"à", "a"}, {"â", "a"}, {"ä", "a"}, {"á", "a"},  {"ç", "c"},  {"é", "e"}, {"è", "e"}, {"ê", "e"}, {"ë", "e"},
        {"î", "i"}, {"ï", "i"}, {"í", "i"}, {"ô", "o"},  {"ö", "o"},  {"ó", "o"}, {"ù", "u"}, {"û", "u"}, {"ü", "u"},
        {"ú", "u"}, {"ÿ", "y"}, {"ñ", "n"}, {"œ", "oe"}, {"æ", "ae"}, {"É", "e"}, {"È", "e"}, {"À", "a"},
    }};
    std::string out;
    bool gap = false;
    const auto append = [&](std::string_view text) {
        if (gap && !out.empty()) {
            out += '_';
        }
        out += text;
        gap = false;
    };
    for (std::size_t i = 0; i < name.size();) {
        const unsigned char c = static_cast<unsigned char>(name[i]);
        if (c < 0x80) {
            if (std::isalnum(c) != 0) {
                append(std::string(1, static_cast<char>(std::tolower(c))));
            } else {
                gap = true;
            }
            ++i;
            continue;
        }
        const auto accent = std::find_if(Accents.begin(), Accents.end(),
                                         [&](const auto &entry) { return name.substr(i).starts_with(entry.first); });
        if (accent != Accents.end()) {
            append(accent->second);
            i += accent->first.size();
        } else {
            gap = true;
            ++i;
        }
    }
    return out;
}

namespace {

constexpr int MaxLevyCount = 10000; // the reader's limit of a levy's piétailles

void addIdsOf(std::set<std::string, std::less<>> &ids, const json &list)
{
    if (!list.is_array()) {
        return;
    }
    for (const json &item : list) {
        if (item.is_object() && item.contains("id") && item["id"].is_string()) {
            ids.insert(item["id"].get<std::string>());
        }
    }
}

// A levy's piétailles are numbered `<place>-p1`, `<place>-p2`… by the reader (UD-69).
void addLevyIds(std::set<std::string, std::less<>> &ids, const json &levies)
{
    if (!levies.is_array()) {
        return;
    }
    for (const json &levy : levies) {
        if (!levy.is_object()) {
            continue;
        }
        addIdsOf(ids, levy.value("units", json::array()));
        const json count = levy.value("pietailles", json(0));
        if (levy.contains("place") && levy["place"].is_string() && count.is_number_integer()) {
            for (int n = 1; n <= count.get<int>() && n <= MaxLevyCount; ++n) {
                ids.insert(levy["place"].get<std::string>() + "-p" + std::to_string(n));
            }
        }
    }
}

} // namespace

std::set<std::string, std::less<>> usedIds(const json &document)
{
    std::set<std::string, std::less<>> ids;
    const json *sides = find(document, "/sides");
    if (sides != nullptr && sides->is_array()) {
        addIdsOf(ids, *sides);
        for (const json &side : *sides) {
            if (side.is_object()) {
                addIdsOf(ids, side.value("troops", json::array()));
                addIdsOf(ids, side.value("personalities", json::array()));
                addLevyIds(ids, side.value("levies", json::array()));
            }
        }
    }
    if (const json *places = find(document, "/map/places")) {
        addIdsOf(ids, *places);
    }
    return ids;
}

std::string freshIdAmong(const std::set<std::string, std::less<>> &used, std::string_view stem)
{
    const std::string base = stem.empty() ? std::string("id") : std::string(stem);
    std::string id = base;
    for (int n = 2; used.contains(id); ++n) {
        id = base + "_" + std::to_string(n);
    }
    return id;
}

std::optional<char> freeSymbol(std::string_view terrain, const std::string &taken)
{
    std::string candidates;
    for (const char letter : terrain) {
        if (std::isalpha(static_cast<unsigned char>(letter)) != 0) {
            candidates += static_cast<char>(std::tolower(static_cast<unsigned char>(letter)));
            candidates += static_cast<char>(std::toupper(static_cast<unsigned char>(letter)));
        }
    }
    // Then any printable ASCII but the space (refused by the reader) and the two characters JSON escapes.
    for (char c = '!'; c <= '~'; ++c) {
        if (c != '"' && c != '\\') {
            candidates += c;
        }
    }
    for (const char c : candidates) {
        if (taken.find(c) == std::string::npos) {
            return c;
        }
    }
    return std::nullopt;
}

} // namespace arbitre::umbra::setup::support
