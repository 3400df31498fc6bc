// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/pm/session.h"

#include <string>

namespace arbitre::pm {

/**
 * How a side's loss came out of the rules, in one sentence: "capped: Armée A's 63 PM can inflict at
 * most 6 (PM-13)". English, for the command line and the battle log; the app words it itself.
 */
std::string lossExplanation(const PmRuleset &rules, const PmBattle &battle, const PhaseResult &result,
                            std::size_t side);

/** A phase as text: both score breakdowns with the dice, gap and band, losses with their caps, morale, highlights. */
std::string phaseText(const PmRuleset &rules, const PmBattle &battle, const PhaseResult &result,
                      const std::vector<DieRoll> &dice);

/** The battle's log for players, as Markdown: every phase, decision and override in order. */
std::string battleLogMarkdown(const PmSession &session);
/** Event `index` of the log as battleLogMarkdown() tells it: its heading, table, notes and highlights. */
std::string eventMarkdown(const PmSession &session, std::size_t index);
/** The same as one self-contained HTML page, with a chart of PM and morale over the phases. */
std::string battleLogHtml(const PmSession &session);

} // namespace arbitre::pm
