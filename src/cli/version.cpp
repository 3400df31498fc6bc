// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "version.h"

#include "arbitre/core/json_document.h"
#include "arbitre/core/module_registry.h"
#include "arbitre/modules/data_folders.h"
#include "command.h"

#include <algorithm>
#include <array>
#include <filesystem>
#include <system_error>
#include <vector>

// ARBITRE_VERSION (the CMake project's) comes from src/cli/CMakeLists.txt.

namespace arbitre::cli {

namespace fs = std::filesystem;

namespace {

std::vector<fs::path> rulesetFiles(const fs::path &folder)
{
    std::vector<fs::path> files;
    std::error_code error;
    for (const fs::directory_entry &entry : fs::directory_iterator(folder, error)) {
        if (entry.is_regular_file() && entry.path().extension() == ".json")
            files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

/** "  id  version  name" for each ruleset in `files`, in aligned columns. */
std::string rulesetTable(const ModuleRegistry &modules, const std::vector<fs::path> &files)
{
    std::vector<std::array<std::string, 3>> rows;
    for (const fs::path &file : files) {
        try {
            // The header alone: what the ruleset says of itself, without reading its tables.
            const RulesetHeader header = modules.readHeader(JsonDocument::fromFile(file));
            rows.push_back({header.id, header.version, header.name});
        } catch (const LoadError &error) {
            rows.push_back({file.filename().string(), "?",
                            error.diagnostics().empty() ? error.what() : error.diagnostics().front().message});
        }
    }
    std::size_t idWidth = 0;
    std::size_t versionWidth = 0;
    for (const auto &row : rows) {
        idWidth = std::max(idWidth, columns(row[0]));
        versionWidth = std::max(versionWidth, columns(row[1]));
    }
    std::string text;
    for (const auto &[id, version, name] : rows)
        text += "  " + id + std::string(idWidth + 2 - columns(id), ' ') + version +
                std::string(versionWidth + 2 - columns(version), ' ') + name + '\n';
    return text;
}

} // namespace

std::string versionText(const ModuleRegistry &modules)
{
    std::string text = "arbitre-cli " ARBITRE_VERSION "\n";
    bool any = false;
    for (const DataRoot &root : dataRoots()) {
        const fs::path folder = dataFolder(root, DataKind::Rulesets);
        const std::vector<fs::path> files = rulesetFiles(folder);
        if (files.empty())
            continue;
        text += std::string(root.user ? "Your rulesets in " : "Rulesets in ") + folder.string() + ":\n" +
                rulesetTable(modules, files);
        any = true;
    }
    return any ? text : text + "No rulesets found (see arbitre-cli(1), FILES)\n";
}

} // namespace arbitre::cli
