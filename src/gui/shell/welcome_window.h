// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QMainWindow>
#include <QStringList>

namespace arbitre::gui {

class WelcomeWidget;
class WindowHost;

/**
 * The window shown when no session is open: every module's demos and "new" actions, Open, the recent
 * files; the File menu that every window shares. Closing it with no session open quits.
 */
class WelcomeWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit WelcomeWindow(WindowHost &host, QWidget *parent = nullptr);

    void setRecentFiles(const QStringList &paths);
    WelcomeWidget *page() const { return m_page; }

private:
    WindowHost &m_host;
    WelcomeWidget *m_page = nullptr;
};

} // namespace arbitre::gui
