// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// The PM demo as the tests drive it through its window's panel.

#include "gui_fixtures.h"
#include "pm/pm_battle_window.h"

#include <catch2/catch.hpp>

namespace arbitre::test {

/** PM-W2 through the panel: the GM types both sides' PM dice, the players their own dice; the phase played. */
inline void playPmW2(gui::PmBattleWindow &window)
{
    window.setPmDice(0, QStringLiteral("4 2 6 3 1 5"));
    window.setPmDice(1, QStringLiteral("3,3,2,5,4"));
    window.setPlayerDie(0, 0, 6);
    window.setPlayerDie(0, 1, 2);
    window.setPlayerDie(1, 0, 3);
    REQUIRE(window.playPhase());
}

} // namespace arbitre::test
