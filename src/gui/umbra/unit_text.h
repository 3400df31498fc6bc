// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/breakdown.h"
#include "arbitre/core/hex.h"
#include "arbitre/umbra/ids.h"
#include "arbitre/umbra/state.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <string>
#include <string_view>

namespace arbitre::umbra {
class UmbraRuleset;
struct UmbraMap;
} // namespace arbitre::umbra

namespace arbitre::gui {

/** How units, their statuses, places and Force terms read in the UI language: one wording for the order of battle
 * and the inspector. */
class UnitText
{
    Q_DECLARE_TR_FUNCTIONS(UnitText)

public:
    /** A troop or personality of any side, by id (movement's findMember looks in one side). */
    static std::optional<umbra::MemberRef> memberById(const umbra::BattleState &state, const std::string &id);
    /** The name the GM gave a unit; its id when it has none (or when no unit has that id). */
    static QString name(const umbra::BattleState &state, const umbra::MemberRef &ref);
    static QString name(const umbra::BattleState &state, const std::string &id);
    /** "+2", "−1": with a typographic minus that lines up with the plus in a column. */
    static QString signedNumber(int value);
    /** A troop's status (statuses are the rules' words, not ruleset terms). */
    static QString troopStatus(umbra::TroopStatus status);
    static QString personalityStatus(umbra::PersonalityStatus status);
    /** What a Breakdown term stands for: the ruleset term's label ("Armament: Good"), else the static text's. */
    static QString term(const umbra::UmbraRuleset &rules, std::string_view label);
    /** A signed term value as the GM reads it: "+2", "−1", or "= 1" for a term that sets the total. */
    static QString termValue(const Term &term);
    /** The breakdown as a tooltip: one term per line with its rule id, then the total. */
    static QString breakdown(const umbra::UmbraRuleset &rules, const Breakdown &breakdown);
    /** Where a troop stands: "[col, row]", "arrives day N" for a levy not arrived yet, or "—". */
    static QString troopHex(const umbra::UmbraMap &map, const umbra::Troop &troop);
    /** "[col, row]" on the map's grid as files write it, or "—" off the map. */
    static QString hex(const umbra::UmbraMap &map, bool onMap, const Hex &where);
};

} // namespace arbitre::gui
