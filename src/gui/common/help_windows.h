// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QKeySequence>
#include <QList>
#include <QString>

class QWidget;

namespace arbitre::gui {

/** The GM guide file (docs/gm-guide.md), found like the rulesets: installed data, else the source tree. */
QString guidePath();

/**
 * Shows the GM guide rendered in the app (one window, raised and reused), its pictures read from docs/ beside
 * it and fitted to the window. Returns the window.
 */
QWidget *showGuide(QWidget *parent);

/** One shortcut of a window, as the shortcut list shows it. */
struct ShortcutEntry
{
    QString place;  /**< the menu it is in ("File", "Play ▸ Movement"), or empty for a toolbar's or a panel's */
    QString action; /**< its text, without the mnemonic's & */
    QList<QKeySequence> shortcuts;
};

/** Every action of `window` that has a shortcut (its menus' in menu order, then the others, each once), then its
 * buttons that have one. */
QList<ShortcutEntry> shortcutEntries(const QWidget &window);

/** Shows `window`'s shortcuts, read from its actions (Help ▸ Keyboard Shortcuts). Returns the dialog. */
QWidget *showShortcuts(QWidget *window);

} // namespace arbitre::gui
