// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QListWidget;

namespace arbitre::gui {

/** The page shown when no session is open: new, open, the demo battle and the recent files. */
class WelcomeWidget : public QWidget
{
    Q_OBJECT

public:
    explicit WelcomeWidget(QWidget *parent = nullptr);

    void setRecentFiles(const QStringList &paths);
    QListWidget *recentList() const { return m_recent; }

Q_SIGNALS:
    void newRequested();
    void openDialogRequested();
    void demoRequested();
    void openRequested(const QString &path);

private:
    QListWidget *m_recent;
};

} // namespace arbitre::gui
