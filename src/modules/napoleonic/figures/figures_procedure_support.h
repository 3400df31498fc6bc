// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_napoleonic: how ticked modifiers become terms of a total.

#include "arbitre/napoleonic/figures_procedures.h"

#include <span>

namespace arbitre::napoleonic::detail {

/** Per modifier: value × amount, doubled for "**" melee factors when `doubleStarred` (NF-10). */
struct SumOptions
{
    bool doubleStarred = false;
    std::string_view threatGroup; /**< its negative values × threatFactor (M13, infantry threatened by cavalry) */
    int threatFactor = 1;
    std::span<const std::string_view> drop;      /**< ids left out by a reading (NF-A32) */
    std::span<const std::string_view> sumGroups; /**< `worst` groups a parameter turns to `sum` (NF-A20, NF-A52) */
};

/**
 * Adds the chosen modifiers of `list` to `out`, group by group in first-chosen order: `one`
 * groups accept a single modifier, `worst` keeps the lowest, group caps add a term of their own.
 * Throws ProcedureError on an unknown id or two modifiers of a `one` group.
 */
void addModifiers(const FiguresRuleset &rules, ModifierList list, std::span<const ModifierChoice> choices,
                  Resolution &out, const SumOptions &options = {});

/** The value `id` would add for `amount`, without recording it. */
int valueOf(const FiguresRuleset &rules, ModifierList list, std::string_view id, int amount = 1);

/** A d6 face read on a −1 / 0 / +1 die (NF-1); throws ProcedureError outside 1..6. */
int readRandomDie(const std::array<int, 6> &die, int face);

/** Checks a die face. */
void checkFace(const FiguresRuleset &rules, int face, std::string_view what);

} // namespace arbitre::napoleonic::detail
