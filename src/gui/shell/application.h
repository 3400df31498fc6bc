// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QApplication>
#include <QString>

namespace arbitre::gui {

/**
 * The app's QApplication: an exception escaping an event handler is shown in a dialog (and on stderr)
 * and the event dropped, instead of terminating the app with the GM's unsaved work.
 */
class GuardedApplication : public QApplication
{
    Q_OBJECT

public:
    using QApplication::QApplication;
    bool notify(QObject *receiver, QEvent *event) override;
    /** The dialog shown for an unexpected error `what` (a defect); once at a time. */
    void reportUnexpected(const QString &what);

private:
    bool m_reporting = false;
};

/** The app's entry point: settings, translation, the shell (recovery of crashed sessions, the file given, else the
 * welcome page). */
int runApplication(int argc, char *argv[]);

/** Installs the UI translation for `language` ("fr", "en", or empty = the system locale). */
void installTranslation(QApplication &app, const QString &language);

} // namespace arbitre::gui
