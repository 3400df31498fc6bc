// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class QApplication;

namespace arbitre::gui {

/** The app's entry point: settings, translation, the shell (recovery of crashed sessions, the file given, else the
 * welcome page). */
int runApplication(int argc, char *argv[]);

/** Installs the UI translation for `language` ("fr", "en", or empty = the system locale). */
void installTranslation(QApplication &app, const QString &language);

} // namespace arbitre::gui
