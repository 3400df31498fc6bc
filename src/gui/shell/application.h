// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QApplication>
#include <QString>

#include <functional>

namespace arbitre::gui {

/**
 * What GuardedApplication::notify does with an event: `deliver` it; an exception escaping the handler is
 * reported to the user with reportUnexpectedError and the event dropped (false), instead of terminating
 * the app with the GM's unsaved work. A function of its own, so that tests prove it under their own
 * QApplication.
 */
bool deliverGuarded(const std::function<bool()> &deliver);

/** The dialog (and the line on stderr) for an unexpected error `what` (a defect); one dialog at a time. */
void reportUnexpectedError(const QString &what);

/** The dialog's words for an unexpected error `what` (empty: not a std::exception). */
QString unexpectedErrorText(const QString &what);

/** The app's QApplication: every event is delivered through deliverGuarded. */
class GuardedApplication : public QApplication
{
    Q_OBJECT

public:
    using QApplication::QApplication;
    bool notify(QObject *receiver, QEvent *event) override;
};

/** The app's entry point: settings, translation, the shell (recovery of crashed sessions, the file given, else the
 * welcome page). */
int runApplication(int argc, char *argv[]);

/** Installs the UI translation for `language` ("fr", "en", or empty = the system locale). */
void installTranslation(QApplication &app, const QString &language);

} // namespace arbitre::gui
