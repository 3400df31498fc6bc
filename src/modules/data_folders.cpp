// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/modules/data_folders.h"

#include <algorithm>
#include <cstdlib>
#include <system_error>

// ARBITRE_SOURCE_DIR and ARBITRE_BINARY_DIR come from src/modules/CMakeLists.txt, on this file only.

namespace arbitre {

namespace fs = std::filesystem;

namespace {

std::string variable(const char *name)
{
    const char *value = std::getenv(name);
    return value == nullptr ? std::string() : std::string(value);
}

/** Whether `path` is `folder` or inside it (both made canonical as far as they exist). */
bool isInside(const fs::path &path, const fs::path &folder)
{
    std::error_code error;
    const fs::path inner = fs::weakly_canonical(path, error);
    const fs::path outer = fs::weakly_canonical(folder, error);
    if (error || outer.empty())
        return false;
    return std::mismatch(outer.begin(), outer.end(), inner.begin(), inner.end()).first == outer.end();
}

void addIfFolder(std::vector<DataRoot> &roots, const DataRoot &root)
{
    std::error_code error;
    if (root.folder.empty() || !root.folder.is_absolute() || !fs::is_directory(root.folder, error))
        return;
    const fs::path canonical = fs::canonical(root.folder, error);
    if (error)
        return;
    const bool known = std::any_of(roots.begin(), roots.end(), [&](const DataRoot &r) {
        std::error_code ignored;
        return fs::equivalent(r.folder, canonical, ignored);
    });
    if (!known)
        roots.push_back({canonical, root.sourceTree, root.user});
}

} // namespace

DataEnvironment DataEnvironment::current()
{
    std::error_code error;
    const fs::path self = fs::read_symlink("/proc/self/exe", error); // Linux, the one platform we build for
    return {error ? fs::path() : self.parent_path(), variable("XDG_DATA_HOME"), variable("XDG_DATA_DIRS"),
            variable("HOME")};
}

std::vector<DataRoot> dataRoots(const DataEnvironment &environment)
{
    std::vector<DataRoot> roots;
    if (!environment.executableFolder.empty()) {
        addIfFolder(roots, {environment.executableFolder / ".." / "share" / "arbitre"});
        if (isInside(environment.executableFolder, ARBITRE_BINARY_DIR))
            addIfFolder(roots, {ARBITRE_SOURCE_DIR, true});
    }
    // The XDG Base Directory specification: a relative path in these variables is invalid and ignored.
    fs::path home = environment.xdgDataHome;
    if (home.empty() || !home.is_absolute())
        home = environment.home.empty() ? fs::path() : fs::path(environment.home) / ".local" / "share";
    if (!home.empty())
        addIfFolder(roots, {home / "arbitre", false, true});
    std::string dirs = environment.xdgDataDirs.empty() ? "/usr/local/share:/usr/share" : environment.xdgDataDirs;
    for (std::size_t start = 0; start <= dirs.size();) {
        const std::size_t end = std::min(dirs.find(':', start), dirs.size());
        if (end > start)
            addIfFolder(roots, {fs::path(dirs.substr(start, end - start)) / "arbitre"});
        start = end + 1;
    }
    return roots;
}

std::vector<DataRoot> dataRoots()
{
    return dataRoots(DataEnvironment::current());
}

fs::path dataFolder(const DataRoot &root, DataKind kind)
{
    switch (kind) {
    case DataKind::Rulesets:
        return root.folder / "rulesets";
    case DataKind::Schema:
        return root.sourceTree ? root.folder / "rulesets" / "schema" : root.folder / "schema";
    case DataKind::Scenarios:
        return root.folder / (root.sourceTree ? "resources/scenarios" : "scenarios");
    case DataKind::Levy:
        return root.folder / (root.sourceTree ? "resources/levy" : "levy");
    case DataKind::Rules:
        return root.folder / (root.sourceTree ? "resources/rules" : "rules");
    case DataKind::Doc:
        return root.sourceTree ? root.folder / "docs" : root.folder.parent_path() / "doc" / "arbitre";
    }
    return {};
}

fs::path findDataFile(DataKind kind, const fs::path &relative)
{
    for (const DataRoot &root : dataRoots()) {
        const fs::path candidate = dataFolder(root, kind) / relative;
        std::error_code error;
        if (fs::exists(candidate, error))
            return candidate;
    }
    return {};
}

} // namespace arbitre
