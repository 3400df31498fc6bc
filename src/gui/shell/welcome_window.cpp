// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "welcome_window.h"

#include "common/icons.h"
#include "common/module_ui.h"
#include "common/standard_menus.h"
#include "shell/welcome_widget.h"

#include <QMenuBar>

namespace arbitre::gui {

WelcomeWindow::WelcomeWindow(WindowHost &host, QWidget *parent) : QMainWindow(parent), m_host(host)
{
    setObjectName(QStringLiteral("welcome"));
    setWindowTitle(QStringLiteral("Arbitre"));
    setWindowIcon(icon(IconKind::App));
    m_page = new WelcomeWidget(host.demos(), host.newActions(this), this);
    setCentralWidget(m_page);
    connect(m_page, &WelcomeWidget::openDialogRequested, this, [this] { m_host.openFileDialog(this); });
    connect(m_page, &WelcomeWidget::openRequested, this, [this](const QString &path) { m_host.openFile(path); });
    connect(m_page, &WelcomeWidget::demoRequested, this, [this](const QString &path) { m_host.openDemo(path); });
    addFileMenu(*menuBar(), host, this, {});
    addHelpMenu(*menuBar(), this);
    setRecentFiles(host.recentFiles());
}

void WelcomeWindow::setRecentFiles(const QStringList &paths)
{
    m_page->setRecentFiles(paths);
}

} // namespace arbitre::gui
