// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "common/module_ui.h"

#include <QList>
#include <QWidget>

class QAction;
class QListWidget;

namespace arbitre::gui {

/** The page shown when no session is open: every module's demos and "new" actions, Open, the recent files. */
class WelcomeWidget : public QWidget
{
    Q_OBJECT

public:
    WelcomeWidget(const QList<DemoEntry> &demos, const QList<QAction *> &newActions, QWidget *parent = nullptr);

    void setRecentFiles(const QStringList &paths);
    QListWidget *recentList() const { return m_recent; }

Q_SIGNALS:
    void openDialogRequested();
    void demoRequested(const QString &path);
    void openRequested(const QString &path);

private:
    QListWidget *m_recent;
};

} // namespace arbitre::gui
