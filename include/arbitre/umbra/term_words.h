// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Words the Umbra core gives its own ids, for any front end: the terms the force computation adds itself and
// the kinds of event the battle log words.

#include "arbitre/core/label.h"

#include <string>
#include <string_view>
#include <vector>

namespace arbitre::umbra {

/**
 * The label of a term the force computation adds itself rather than reading it off the ruleset's lists
 * (`entrainement`, `blesse`, `plancher`, `archers_alone`, `quitter_confrontation` in a troop's Force;
 * `consolider`, `avantage_strategique` in a side's total), or nullptr for another id.
 */
const Label *forceTermLabel(std::string_view id);

/** An event kind players may filter the log on, with its name ("umbra.regroup": Regroupement, Regrouping). */
struct LogKind
{
    std::string kind;
    Label label;
};

/** Every kind of event the battle log words, in the order a filter lists them. */
const std::vector<LogKind> &battleLogKinds();

} // namespace arbitre::umbra
