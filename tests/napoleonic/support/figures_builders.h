// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Small helpers for the napoleonic-figures tests: ids to indexes of the shipped ruleset.

#include "arbitre/napoleonic/figures_procedures.h"
#include "figures_fixtures.h"

#include <stdexcept>
#include <string>

namespace arbitre::napoleonic::test {

inline int box(std::string_view id)
{
    const std::optional<int> index = shippedFigures().boxIndex(id);
    if (!index) {
        throw std::invalid_argument("no box " + std::string(id));
    }
    return *index;
}

inline int pace(std::string_view id)
{
    return shippedFigures().paceIndex(id).value();
}

inline int formation(std::string_view id)
{
    return shippedFigures().formationIndex(id).value();
}

inline int terrain(std::string_view id)
{
    return shippedFigures().terrainIndex(id).value();
}

inline std::string boxId(int index)
{
    return shippedFigures().boxes.at(static_cast<std::size_t>(index)).id;
}

/** The value of the breakdown's term labelled `label` (0 if absent; summed if several). */
inline int term(const Resolution &resolution, std::string_view label)
{
    int sum = 0;
    for (const Term &t : resolution.breakdown) {
        sum += t.label == label ? t.value : 0;
    }
    return sum;
}

/** Every term of the breakdown is listed in `modifiers` with its rule id, and they sum alike. */
inline bool modifiersMirrorBreakdown(const Resolution &resolution)
{
    int sum = 0;
    std::size_t listed = 0;
    for (const ChosenModifier &m : resolution.modifiers) {
        if (m.dropped) {
            continue;
        }
        sum += m.value;
        const Term &t = resolution.breakdown[listed++];
        if (t.label != m.id || t.ruleId != m.ruleId || t.value != m.value || m.ruleId.empty()) {
            return false;
        }
    }
    return listed == resolution.breakdown.size() && sum == resolution.breakdown.total();
}

} // namespace arbitre::napoleonic::test
