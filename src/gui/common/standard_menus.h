// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QKeySequence>
#include <QList>

class QAction;
class QMenu;
class QMenuBar;
class QWidget;

namespace arbitre::gui {

class WindowHost;

/**
 * The File menu every window has: New (each module's), Open, Open Recent and the demos from the host,
 * then `ownActions` (Save, Save As, Export…, given by a session's window), then Close and Quit. The
 * recent files and demos are read each time the menu opens.
 */
QMenu *addFileMenu(QMenuBar &bar, WindowHost &host, QWidget *window, const QList<QAction *> &ownActions);

/** The Window menu: every open session's window, and the welcome page. */
QMenu *addWindowMenu(QMenuBar &bar, WindowHost &host, QWidget *window);

/**
 * The platform's key for `key`, and `promised` too when the platform's is another (Redo is Ctrl+Y alone where
 * the keyboard scheme is Windows'; SaveAs is empty outside KDE and GNOME): what the guide names works everywhere.
 */
QList<QKeySequence> keysWithFallback(QKeySequence::StandardKey key, const QKeySequence &promised);

/** The Help menu: the GM guide, the keyboard shortcuts, the rule lookup, About. */
QMenu *addHelpMenu(QMenuBar &bar, QWidget *window);

} // namespace arbitre::gui
