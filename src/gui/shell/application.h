// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class QApplication;

namespace arbitre::gui {

/** The app's entry point: settings, translation, recovery of a crashed session, the main window. */
int runApplication(int argc, char *argv[]);

/** Installs the UI translation for `language` ("fr", "en", or empty = the system locale). */
void installTranslation(QApplication &app, const QString &language);

/** A bundled file (scenario, ruleset) by its path relative to the source tree, found next to the binary or in the tree.
 */
QString bundledPath(const QString &relative);

/** The bundled demo scenario. */
QString demoScenarioPath();
/** The bundled PM battle (the armies of the digest's worked examples). */
QString pmDemoPath();
/** The bundled Napoleonic table (the units of the figure rules' worked examples). */
QString figuresDemoPath();
/** The bundled Vive l'Empereur ! battle (the hex game's worked examples on a small map). */
QString veDemoPath();

} // namespace arbitre::gui
