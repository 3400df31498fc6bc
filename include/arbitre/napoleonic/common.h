// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// What the two Napoleonic rulesets (napoleonic-figures and vive-l-empereur) share: an id with its
// labels, the refusal of a procedure, and the explained result every procedure of either returns.

#include "arbitre/core/breakdown.h"
#include "arbitre/core/label.h"

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre::napoleonic {

/** An entry of an id list (pace, formation, terrain…) with its French and English labels. */
struct Named
{
    std::string id;
    Label label; /**< from the entry's `label_fr` and `label_en` */
};

/** A choice the procedure cannot accept (unknown modifier, two of an exclusive group, a die face out of range). */
class ProcedureError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/** A modifier as it entered a total. */
struct ChosenModifier
{
    std::string_view id;
    std::string_view ruleId;
    std::string_view group;
    int amount = 1;
    int value = 0;        /**< contribution (0 when dropped) */
    bool dropped = false; /**< left out by its group's combine rule or a reading (NF-A20, NF-A32) */
    bool cap = false;     /**< the correction a group cap made (M9, M10, M11) */
};

/**
 * What every procedure reports; the CLI prints `modifiers`, `score`, `table`, `row`, `column`,
 * `cell`, `result` from it.
 */
struct Resolution
{
    std::vector<ChosenModifier> modifiers;
    Breakdown breakdown; /**< the score's terms with their NF rule ids */
    int score = 0;       /**< the total read on the table (after clamps) */
    std::string table;   /**< ruleset block read: "loss_table", "situation_table"… */
    std::string row;
    std::string column;
    std::string cell;
    std::string result;   /**< id of the outcome ("2+", "avance", "under_control"…) */
    bool needsGm = false; /**< a reading left to the GM (a `gm` parameter) */

    /** Adds a term to the breakdown and to `modifiers` alike, so both list every contribution. */
    void add(std::string_view ruleId, std::string_view id, std::string_view group, int value, int amount = 1,
             bool isCap = false)
    {
        breakdown.add(ruleId, id, value);
        modifiers.push_back({id, ruleId, group, amount, value, false, isCap});
    }
};

} // namespace arbitre::napoleonic
