// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Any file opened as the app and the command line open it: the input is written to
// <temp>/resources/scenarios/fuzz.json beside a copy of the shipped rulesets (<temp>/rulesets), then
// ModuleRegistry::openSession and ModuleRegistry::validate read it from there, with whatever ruleset it names.
#include "arbitre/core/module_registry.h"
#include "arbitre/core/session.h"
#include "arbitre/modules/registry.h"
#include "fuzz_support.h"

#include <cstdlib>
#include <fstream>
#include <memory>
#include <string>

namespace {

namespace fs = std::filesystem;

fs::path g_root;
fs::path g_file;

void removeRoot()
{
    std::error_code ignored;
    fs::remove_all(g_root, ignored);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    std::string pattern = (fs::temp_directory_path() / "arbitre-fuzz-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) {
        arbitre::fuzz::finding("cannot create a temporary directory");
    }
    g_root = pattern;
    std::atexit(removeRoot);
    fs::copy(arbitre::fuzz::sourceDir() / "rulesets", g_root / "rulesets", fs::copy_options::recursive);
    g_file = g_root / "resources" / "scenarios" / "fuzz.json";
    fs::create_directories(g_file.parent_path());
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    {
        std::ofstream out(g_file, std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char *>(data), static_cast<std::streamsize>(size));
    }
    const arbitre::ModuleRegistry &modules = arbitre::shippedModules();
    arbitre::fuzz::acceptsOrRefuses("openSession", [&] { (void)modules.openSession(g_file); });
    arbitre::fuzz::acceptsOrRefuses("validate", [&] { modules.validate(g_file); });
    return 0;
}
