// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/napoleonic/figures_ruleset.h"

#include <stdexcept>

namespace arbitre::napoleonic {

namespace {

template <typename Entry> std::optional<int> indexOf(const std::vector<Entry> &entries, std::string_view id)
{
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (entries[i].id == id) {
            return static_cast<int>(i);
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<int> FiguresRuleset::modifierIndex(ModifierList list, std::string_view id) const
{
    return indexOf(modifiers[static_cast<std::size_t>(list)], id);
}

const Modifier &FiguresRuleset::modifier(ModifierList list, std::string_view id) const
{
    const std::optional<int> index = modifierIndex(list, id);
    if (!index) {
        // The loader refuses a ruleset without the ids the procedures name; only a caller's typo lands here.
        throw std::out_of_range("unknown modifier '" + std::string(id) + "'");
    }
    return modifiers[static_cast<std::size_t>(list)][static_cast<std::size_t>(*index)];
}

std::optional<int> FiguresRuleset::paceIndex(std::string_view id) const
{
    return indexOf(paces, id);
}

std::optional<int> FiguresRuleset::formationIndex(std::string_view id) const
{
    return indexOf(formations, id);
}

std::optional<int> FiguresRuleset::boxIndex(std::string_view id) const
{
    return indexOf(boxes, id);
}

std::optional<int> FiguresRuleset::statusIndex(std::string_view id) const
{
    return indexOf(status, id);
}

std::optional<int> FiguresRuleset::terrainIndex(std::string_view id) const
{
    return indexOf(terrains, id);
}

std::optional<int> FiguresRuleset::nationColumnIndex(std::string_view id) const
{
    for (std::size_t i = 0; i < nationColumns.size(); ++i) {
        if (nationColumns[i] == id) {
            return static_cast<int>(i);
        }
    }
    return std::nullopt;
}

} // namespace arbitre::napoleonic
