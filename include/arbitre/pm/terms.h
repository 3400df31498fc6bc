// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Words and ids of the PM battle a front end reads without knowing the rules: the phase's event kind and the
// terms of a side's score.

#include "arbitre/core/log_text.h"

#include <string>
#include <string_view>

namespace arbitre::pm {

/** The kind of the event a phase logs (PM-M1). */
inline constexpr std::string_view PhaseEventKind = "pm.phase";

/**
 * A term of a side's score (SideResult::score: `des_pm` PM-3, `moral_total` PM-4, `commandement` PM-5,
 * `des_joueurs` PM-6, `fait_d_armes_majeur` PM-A13, `changer_de_strategie` and `modificateur_mj` PM-A18, the
 * GM's `override` PM-M4) in `language`, as the GM reads it: "PM dice", "dés de PM".
 */
std::string pmTermLabel(std::string_view id, LogLanguage language);

} // namespace arbitre::pm
