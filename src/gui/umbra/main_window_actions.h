// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "common/icons.h"
#include "main_window.h"

class QAction;

namespace arbitre::gui {

/** Every action of the main window, created once; menus and toolbars share them. */
struct MainWindow::Actions
{
    QAction *newScenario = nullptr;
    QAction *open = nullptr;
    QAction *openDemo = nullptr;
    QAction *save = nullptr;
    QAction *saveAs = nullptr;
    QAction *close = nullptr;
    QAction *quit = nullptr;
    QAction *undo = nullptr;
    QAction *redo = nullptr;
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
    QAction *about = nullptr;
    // Play (main_window_play.cpp).
    QAction *nextStep = nullptr;
    QAction *consolidate = nullptr;
    QAction *buildPosition = nullptr;
    QAction *cancelOrder = nullptr;
    QAction *leaveConfrontation = nullptr;
    QAction *conditionalOrder = nullptr;
    QAction *overrideUnit = nullptr;
    QAction *exportLog = nullptr;
    QActionGroup *tools = nullptr;
};

} // namespace arbitre::gui
