// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace arbitre {

/** What Arbitre ships, by kind; each kind is one folder of a data root (dataFolder()). */
enum class DataKind
{
    Rulesets,
    Schema,
    Scenarios,
    Levy,
    Rules,
    Doc
};

/**
 * One place Arbitre's data may be: an installed `share/arbitre` (laid out as `rulesets/`, `schema/`,
 * `scenarios/`, `levy/`, `rules/`, the guide in `../doc/arbitre`), or the source tree a build-tree
 * executable was built from (`rulesets/`, `rulesets/schema/`, `resources/…`, `docs/`).
 */
struct DataRoot
{
    std::filesystem::path folder;
    bool sourceTree = false; /**< laid out as the source tree */
    bool user = false;       /**< $XDG_DATA_HOME/arbitre: the user's own files, not what Arbitre ships */
};

/** What the lookup reads of the process: where the executable is and the XDG variables (empty: unset). */
struct DataEnvironment
{
    std::filesystem::path executableFolder;
    std::string xdgDataHome;
    std::string xdgDataDirs;
    std::string home;

    /** This process's: /proc/self/exe and the environment. */
    static DataEnvironment current();
};

/**
 * Where Arbitre finds its data, in order, each folder once and only those that exist:
 *  1. beside the executable: `../share/arbitre` once installed; the source tree when the executable is
 *     in the build tree it was built in (an installed executable never reads the source tree);
 *  2. `$XDG_DATA_HOME/arbitre` (default `~/.local/share/arbitre`): the user's own rulesets and scenarios;
 *  3. `DIR/arbitre` for each DIR of `$XDG_DATA_DIRS` (default `/usr/local/share:/usr/share`).
 */
std::vector<DataRoot> dataRoots(const DataEnvironment &environment);
std::vector<DataRoot> dataRoots();

/** The folder of `kind` in `root` (which may not exist). */
std::filesystem::path dataFolder(const DataRoot &root, DataKind kind);

/** `relative` (e.g. `umbra-draconis.json`) in the first root whose `kind` folder holds it; empty if none does. */
std::filesystem::path findDataFile(DataKind kind, const std::filesystem::path &relative);

} // namespace arbitre
