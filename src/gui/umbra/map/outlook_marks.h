// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "map_painter.h"

#include "arbitre/umbra/day_loop.h"

#include <vector>

namespace arbitre::gui {

/**
 * The map's marks of what comes next, each with its tooltip: contacts that will fight (UD-82, UD-A52),
 * confrontations to resolve (UD-83), troops arriving (UD-18, UD-69, UD-A43). The facts are the core's
 * (`outlook`: umbra::mapOutlook() or UmbraDocument::outlook(), and BattleState::confrontations); the caller
 * asks only in play and on a map (in set-up the map shows none).
 */
std::vector<MapOverlay::Outlook> outlookMarks(const umbra::UmbraMap &map, const umbra::BattleState &state,
                                              const umbra::MapOutlook &outlook);

} // namespace arbitre::gui
