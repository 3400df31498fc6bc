// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "bundled_files.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStringList>

namespace arbitre::gui {

namespace {

QStringList roots()
{
    const QString binary = QCoreApplication::applicationDirPath();
    return {QDir::cleanPath(binary + QStringLiteral("/../share/arbitre")),
            QDir::cleanPath(QStringLiteral(ARBITRE_SOURCE_DIR))};
}

} // namespace

QString bundledPath(const QString &relative)
{
    for (const QString &root : roots()) {
        const QString candidate = QDir::cleanPath(root + QLatin1Char('/') + relative);
        if (QFileInfo::exists(candidate))
            return candidate;
    }
    return QDir::cleanPath(QStringLiteral(ARBITRE_SOURCE_DIR "/") + relative);
}

bool isBundled(const QString &path)
{
    const QString absolute = QFileInfo(path).canonicalFilePath();
    for (const QString &root : roots()) {
        const QString resources = QFileInfo(root + QStringLiteral("/resources")).canonicalFilePath();
        if (!resources.isEmpty() && absolute.startsWith(resources + QLatin1Char('/')))
            return true;
    }
    return false;
}

} // namespace arbitre::gui
