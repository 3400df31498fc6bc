// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QPointer>
#include <QSize>
#include <QString>

#include <functional>

class QAction;
class QDockWidget;
class QMainWindow;
class QToolBar;

namespace arbitre::gui {

/**
 * The map leads: how a window with a central map and docked panels keeps the map large on a laptop.
 *
 * - The layout is kept per screen size (a 1366×768 laptop and a 1920×1080 monitor each keep their own
 *   geometry and dock arrangement); a screen size seen for the first time gets the window's default layout,
 *   fitted to the available screen.
 * - *Collapse Panels* (F9) folds every visible dock into a thin strip of named tabs at the window's edge;
 *   a tab brings the panels back with its own in front.
 * - *Full-Screen Map* (F11) shows the window full screen with the panels collapsed.
 * - *Reset Panel Layout* applies the default layout for the window's present size.
 */
class PanelLayout : public QObject
{
    Q_OBJECT

public:
    /** `name` keys the settings (one per kind of window); `defaultLayout` arranges the docks for a size. */
    PanelLayout(QMainWindow &window, QString name, std::function<void(QSize)> defaultLayout);

    /** Collapse Panels, Full-Screen Map and Reset Panel Layout, for the window's View menu. */
    QList<QAction *> actions() const;
    QAction *collapseAction() const { return m_collapse; }
    QAction *fullScreenAction() const { return m_fullScreen; }

    /** Restores the layout kept for the screen's size, or sizes the window to the screen and applies the default. */
    void restore();
    /** Keeps the layout for the screen's size (the panels as they were before a collapse). */
    void save() const;
    /** Applies the default layout for the window's present size. */
    void reset();

    bool collapsed() const { return !m_folded.isEmpty(); }
    void setCollapsed(bool collapsed);
    /** The tabs of the collapsed panels' strip (hidden when nothing is collapsed). */
    QToolBar *strip() const { return m_strip; }

    /** How wide the column of panels beside the map is in a window of `size`: a third, within 420–560 px. */
    static int columnWidth(QSize size);

    /** The settings group for a screen of `available` size, e.g. "layouts/umbra/1366x768". */
    QString settingsGroup(QSize available) const;

private:
    QSize availableSize() const;
    void expandTo(QDockWidget *front);
    void setFullScreen(bool on);

    QMainWindow &m_window;
    QString m_name;
    std::function<void(QSize)> m_defaultLayout;
    QAction *m_collapse = nullptr;
    QAction *m_fullScreen = nullptr;
    QAction *m_reset = nullptr;
    QToolBar *m_strip = nullptr;
    QList<QPointer<QDockWidget>> m_folded; /**< the docks a collapse hid, to show again */
    bool m_wasMaximized = false;
};

} // namespace arbitre::gui
