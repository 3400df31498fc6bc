// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace arbitre::gui {

/**
 * A file the app ships (a ruleset, a demo scenario, the GM guide) by its path relative to the source
 * tree: found beside the installed binary (`../share/arbitre/…`), else in the source tree it was built from.
 */
QString bundledPath(const QString &relative);

/** Whether `path` is one of the files the app ships: those are opened as untitled sessions, never written. */
bool isBundled(const QString &path);

} // namespace arbitre::gui
