// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "bundled_files.h"

#include "arbitre/modules/data_folders.h"

#include <QDir>
#include <QFileInfo>

#include <array>
#include <utility>
#include <vector>

namespace arbitre::gui {

namespace {

/** The source tree's folders and the kind of data each holds; the longer prefix of two first. */
constexpr std::array<std::pair<const char *, DataKind>, 6> SourceFolders{{{"rulesets/schema", DataKind::Schema},
                                                                          {"rulesets", DataKind::Rulesets},
                                                                          {"resources/scenarios", DataKind::Scenarios},
                                                                          {"resources/levy", DataKind::Levy},
                                                                          {"resources/rules", DataKind::Rules},
                                                                          {"docs", DataKind::Doc}}};

QString fromPath(const std::filesystem::path &path)
{
    return QDir::cleanPath(QString::fromStdString(path.string()));
}

/** `relative` in `root`, laid out as the root is; empty if `relative` is not in a folder the app ships. */
QString inRoot(const DataRoot &root, const QString &relative)
{
    const QString clean = QDir::cleanPath(relative);
    for (const auto &[prefix, kind] : SourceFolders) {
        const QString folder = QString::fromLatin1(prefix);
        if (clean == folder)
            return fromPath(dataFolder(root, kind));
        if (clean.startsWith(folder + QLatin1Char('/')))
            return fromPath(dataFolder(root, kind)) + clean.mid(folder.size());
    }
    return {};
}

bool isUnder(const QString &canonicalPath, const QString &folder)
{
    const QString canonicalFolder = QFileInfo(folder).canonicalFilePath();
    return !canonicalFolder.isEmpty() && canonicalPath.startsWith(canonicalFolder + QLatin1Char('/'));
}

} // namespace

QString bundledPath(const QString &relative)
{
    const std::vector<DataRoot> roots = dataRoots();
    for (const DataRoot &root : roots) {
        const QString candidate = inRoot(root, relative);
        if (!candidate.isEmpty() && QFileInfo::exists(candidate))
            return candidate;
    }
    return roots.empty() ? relative : inRoot(roots.front(), relative);
}

QStringList bundledFolders(const QString &relative)
{
    QStringList folders;
    for (const DataRoot &root : dataRoots()) {
        const QString candidate = inRoot(root, relative);
        if (!candidate.isEmpty() && QFileInfo(candidate).isDir())
            folders.push_back(candidate);
    }
    return folders;
}

bool isBundled(const QString &path)
{
    const QString absolute = QFileInfo(path).canonicalFilePath();
    if (absolute.isEmpty())
        return false;
    for (const DataRoot &root : dataRoots()) {
        if (!root.user && (isUnder(absolute, fromPath(dataFolder(root, DataKind::Scenarios))) ||
                           isUnder(absolute, fromPath(dataFolder(root, DataKind::Levy)))))
            return true;
    }
    return false;
}

} // namespace arbitre::gui
