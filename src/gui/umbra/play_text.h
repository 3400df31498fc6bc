// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// How play reads in words: the step the battle is at, a confrontation's resolution, a die's purpose.
// Text only: every number comes from the core.

#include "arbitre/umbra/day_loop.h"
#include "arbitre/umbra/movement.h"
#include "arbitre/umbra/turn_draft.h"

#include <QColor>
#include <QString>

namespace arbitre::gui {

class UmbraDocument;

/** The turn bar's line: day, turn, step, who moves now and why (UD-68, UD-71). Rich text. */
QString stepText(const UmbraDocument &document);
/** What the "next step" action does now, for its button. */
QString nextStepLabel(const UmbraDocument &document);

/** "day 1, turn 3 of 4", or "day 1, end of the day" once its last turn is played (the status bar). */
QString battleTimeText(const UmbraDocument &document);
/** Why the day's move order is what it is (UD-71, UD-43, UD-A22), with the sides' names. */
QString moveOrderReason(const UmbraDocument &document, const umbra::DayMoveOrder &order);
/** Why a move or an order is refused, in a sentence with the unit's name and the hex, then the rule id. */
QString refusalText(const UmbraDocument &document, const umbra::MoveRefusal &refusal);

/** A ruleset colour's `display` ("#rrggbb") as drawn; a neutral grey when the ruleset gives none. */
QColor displayColour(const std::string &display);

/** A colour's name on its ruleset display colour, as rich text (the table's rows, the draws, the rally). */
QString colourBadge(const std::string &display, const QString &label);
/** A rally colour (UD-101) by its id, as colourBadge draws it: its ruleset label on its display colour. */
QString rallyColourBadge(const umbra::UmbraRuleset &rules, const std::string &id);
/** What a loss did, in words: "Lances de Brisemont: wound, second wound: eliminated". */
QString lossText(const umbra::UmbraRuleset &rules, const umbra::BattleState &before, const umbra::SlotLoss &loss);
/** Why a die is awaited: "draw 1, rolled by Brisemont (d10)". */
QString awaitedDieText(const umbra::BattleState &state, const umbra::DraftConfrontation &item);

/**
 * A confrontation of the turn being prepared, as the panel shows it: both sides' members with every
 * Force term and rule id, totals, difference and ratio, the table and why, major battle, who rolls;
 * then, once rolled, each draw with its row highlighted in the table, and the losses.
 */
QString confrontationHtml(const UmbraDocument &document, const umbra::DraftConfrontation &item);

} // namespace arbitre::gui
