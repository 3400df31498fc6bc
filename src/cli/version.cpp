// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "version.h"

#include "arbitre/core/json_document.h"
#include "arbitre/core/module_registry.h"
#include "command.h"

#include <algorithm>
#include <array>
#include <system_error>
#include <vector>

// ARBITRE_VERSION (the CMake project's) and ARBITRE_SOURCE_DIR come from src/cli/CMakeLists.txt.

namespace arbitre::cli {

namespace fs = std::filesystem;

namespace {

fs::path executableFolder()
{
    std::error_code error;
    const fs::path self = fs::read_symlink("/proc/self/exe", error); // Linux, the one platform we build for
    return error ? fs::path() : self.parent_path();
}

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

} // namespace

fs::path rulesetsFolder()
{
    const fs::path installed = executableFolder() / ".." / "share" / "arbitre" / "rulesets";
    std::error_code error;
    if (!executableFolder().empty() && fs::is_directory(installed, error))
        return installed.lexically_normal();
    return fs::path(ARBITRE_SOURCE_DIR) / "rulesets";
}

std::string versionText(const ModuleRegistry &modules)
{
    std::string text = "arbitre-cli " ARBITRE_VERSION "\n";
    const fs::path folder = rulesetsFolder();
    const std::vector<fs::path> files = rulesetFiles(folder);
    if (files.empty())
        return text + "No rulesets found in " + folder.string() + "\n";
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
    text += "Rulesets in " + folder.string() + ":\n";
    for (const auto &[id, version, name] : rows)
        text += "  " + id + std::string(idWidth + 2 - columns(id), ' ') + version +
                std::string(versionWidth + 2 - columns(version), ' ') + name + '\n';
    return text;
}

} // namespace arbitre::cli
