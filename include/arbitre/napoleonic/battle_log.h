// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// The battle log for players of a Napoleonic session: one entry per logged event, worded in the
// log's language, then each side's summary. The entry model names no ruleset: a ruleset's
// builder (figuresBattleLog for the figure rules) words its events into it, and the Markdown
// and HTML renderers read only the model, so another Napoleonic ruleset plugs in with a builder.

#include "arbitre/core/battle_log.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre::napoleonic {

class FiguresSession;
class VeSession;
class VeRuleset;

/**
 * The figure rules' log (NF-M7): every event of the session in order, with the acting unit and
 * target, each modifier with its label, value and rule id, the score, the table read, the dice with
 * their source and purpose, the result and the changes to the units; overrides with their reason
 * (NF-M6); then each side's units, figures at the start and now, and cohesion.
 */
BattleLog figuresBattleLog(const FiguresSession &session, LogLanguage language);

/**
 * The Vive l'Empereur ! log: every event in order, worded with the ruleset's labels (modifiers,
 * states, formations, results), the table read, the dice, the notes each result carries (distance
 * and fire value, shock and each side's cell, the 2d6, the retreat owed, leaders' checks), the
 * changes to units and leaders, overrides with their reason (VE-M6); then each side's units with
 * the loss steps they had and have left, and their state.
 */
BattleLog veBattleLog(const VeSession &session, LogLanguage language);

/** Event `index` of the session's log as its entry in figuresBattleLog (the session's eventText). */
LogEntry figuresLogEntry(const FiguresSession &session, std::size_t index, LogLanguage language);
/** Event `index` of the session's log as its entry in veBattleLog. */
LogEntry veLogEntry(const VeSession &session, std::size_t index, LogLanguage language);

/** A VE event kind's procedure in `language`: "Tir", "Fire" for `ve.fire`. */
std::string veProcedureName(std::string_view kind, LogLanguage language);

/** A VE score term in `language`: a modifier's ruleset label, or the words for a term a procedure adds (the die, the
 * morale value…). */
std::string veTermLabel(const VeRuleset &rules, std::string_view id, LogLanguage language);
/** A VE state, arm, formation, VE-9 result or outcome id (`pertes`, `echec`, `follows_unit`…) in `language`. */
std::string veIdLabel(const VeRuleset &rules, std::string_view id, LogLanguage language);

} // namespace arbitre::napoleonic
