// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "common/icons.h"
#include "umbra_window.h"

class QAction;

namespace arbitre::gui {

/** Every action of the Umbra window, created once; menus and toolbars share them (Save, Undo… are the common window's).
 */
struct UmbraWindow::Actions
{
    QAction *newScenario = nullptr;
    QAction *open = nullptr;
    QAction *zoomIn = nullptr;
    QAction *zoomOut = nullptr;
    QAction *zoomFit = nullptr;
    QAction *selectTool = nullptr;
    QAction *paintTool = nullptr;
    QAction *addSide = nullptr;
    QAction *addTroop = nullptr;
    QAction *addPersonality = nullptr;
    QAction *addPlace = nullptr;
    QAction *setPosition = nullptr;
    QAction *fortifySite = nullptr;
    QAction *raiseLevy = nullptr;
    QAction *takeOffMap = nullptr;
    QAction *removeUnit = nullptr;
    QAction *languageEnglish = nullptr;
    QAction *languageFrench = nullptr;
    // Play (umbra_window_play.cpp).
    QAction *nextStep = nullptr;
    QAction *consolidate = nullptr;
    QAction *buildPosition = nullptr;
    QAction *cancelOrder = nullptr;
    QAction *leaveConfrontation = nullptr;
    QAction *conditionalOrder = nullptr;
    QAction *overrideUnit = nullptr;
    QActionGroup *tools = nullptr;
};

} // namespace arbitre::gui
