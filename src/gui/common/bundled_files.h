// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

namespace arbitre::gui {

/**
 * A file the app ships (a ruleset, a demo scenario, the GM guide) by its path in the source tree
 * (`resources/scenarios/…`, `rulesets/…`, `docs/gm-guide.md`): the first one found in the data folders
 * (arbitre::dataRoots(): beside the executable, installed or in its build tree, then the XDG data
 * folders), each laid out as it is (`share/arbitre/scenarios/…` once installed). When none has it, the
 * path it would have in the first folder.
 */
QString bundledPath(const QString &relative);

/** Every data folder's copy of the folder `relative` (`rulesets`), in lookup order, those that exist. */
QStringList bundledFolders(const QString &relative);

/**
 * Whether `path` is one of the files the app ships (a scenario or levy file beside the executable or in
 * a system data folder): those are opened as untitled sessions, never written. The user's own files in
 * $XDG_DATA_HOME/arbitre are not.
 */
bool isBundled(const QString &path);

} // namespace arbitre::gui
