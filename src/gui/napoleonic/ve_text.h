// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/event_log.h"
#include "arbitre/napoleonic/ve_session.h"

#include <QString>

/**
 * Readable text of a Vive l'Empereur ! session the core does not word: procedures' names, labels, the tables an
 * event read. Events and previews are the session's eventText.
 */
namespace arbitre::gui::ve_text {

/** A procedure's name in the app's language. */
QString procedureName(napoleonic::VeProcedure procedure);
/** The label of id `id` in a list of the ruleset (arms, formations, terrains…), or the id. */
QString label(const std::vector<napoleonic::Named> &list, std::string_view id);
QString formationLabel(const napoleonic::VeRuleset &rules, std::string_view id);
QString terrainLabel(const napoleonic::VeRuleset &rules, std::string_view id);
/** Why a line of sight is blocked: the terrain's label, "a unit" or "a change of level" (VE-49, VE-50). */
QString losReason(const napoleonic::VeRuleset &rules, const std::string &reason);
/** The fire or melee table an event read, with the cell it used highlighted; empty for another procedure. */
QString tableHtml(const napoleonic::VeRuleset &rules, const Event &event);
/** The colour of the highlighted cell in tableHtml. */
inline constexpr const char *HighlightColour = "#f4c430";

} // namespace arbitre::gui::ve_text
