// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "map_painter.h"

#include <vector>

namespace arbitre::gui {

class UmbraDocument;

/**
 * The map's marks of what comes next, each with its tooltip: contacts that will fight (UD-82, UD-A52),
 * confrontations to resolve (UD-83), troops arriving (UD-18, UD-69, UD-A43). The facts are the core's
 * (UmbraDocument::outlook(), BattleState::confrontations); empty in set-up and without a map.
 */
std::vector<MapOverlay::Outlook> outlookMarks(const UmbraDocument &document);

} // namespace arbitre::gui
