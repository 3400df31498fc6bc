// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Every shipped demo and the ruleset it names, cut short and with bytes replaced, opened as the app and the
// command line open any file (ModuleRegistry::openSession): each opens or is refused with a located
// LoadError, never another exception, never a crash (run under ASan+UBSan by the asan preset).
#include "arbitre/core/diagnostic.h"
#include "arbitre/core/module_registry.h"
#include "arbitre/core/rule_module.h"
#include "arbitre/core/session.h"
#include "arbitre/modules/registry.h"
#include "temp_dir.h"
#include "test_paths.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <string>
#include <typeinfo>
#include <vector>

using arbitre::LoadError;
using arbitre::test::TempDir;

namespace {

namespace fs = std::filesystem;

constexpr std::size_t Cuts = 150;     // truncation points a file
constexpr std::size_t Replaced = 150; // single bytes replaced a file
constexpr char Hostile[] = {'\0', '"', '{', ']', ',', '9', '\xff', 'x'};

std::vector<fs::path> shippedDemos()
{
    std::vector<fs::path> demos;
    const arbitre::ModuleRegistry &modules = arbitre::shippedModules();
    for (const std::string_view system : modules.systems()) {
        for (const std::string &file : modules.find(system)->demoScenarios())
            demos.push_back(arbitre::test::sourceDir() / "resources" / "scenarios" / file);
    }
    return demos;
}

/** A copy of the shipped tree's rulesets and one scenario, at the same relative places. */
struct Tree
{
    TempDir root;
    fs::path scenario;

    explicit Tree(const fs::path &demo)
    {
        fs::copy(arbitre::test::sourceDir() / "rulesets", root / "rulesets", fs::copy_options::recursive);
        scenario = root / "resources" / "scenarios" / demo.filename();
        fs::create_directories(scenario.parent_path());
        fs::copy_file(demo, scenario);
    }
};

/** Opens `tree`'s scenario with `file` replaced by `content`; fails the test on anything but a LoadError. */
void openMutated(const Tree &tree, const fs::path &file, const std::string &original, const std::string &content)
{
    tree.root.write(fs::relative(file, tree.root.path()).string(), content);
    try {
        (void)arbitre::shippedModules().openSession(tree.scenario);
    } catch (const LoadError &error) {
        REQUIRE_FALSE(error.diagnostics().empty());
        CHECK_FALSE(error.diagnostics().front().message.empty());
    } catch (const std::exception &error) {
        FAIL_CHECK(file.filename().string() << " mutated: " << typeid(error).name() << ": " << error.what());
    }
    tree.root.write(fs::relative(file, tree.root.path()).string(), original);
}

void mutate(const Tree &tree, const fs::path &file)
{
    const std::string original = arbitre::test::readFile(file);
    REQUIRE(original.size() > 2);
    for (std::size_t i = 0; i < Cuts; ++i) {
        const std::size_t at = 1 + i * (original.size() - 1) / Cuts;
        INFO(file.filename().string() << " cut at byte " << at);
        openMutated(tree, file, original, original.substr(0, at));
    }
    for (std::size_t i = 0; i < Replaced; ++i) {
        std::string bad = original;
        const std::size_t at = (i * 7919) % bad.size();
        bad[at] = Hostile[i % sizeof(Hostile)];
        INFO(file.filename().string() << " byte " << at << " replaced");
        openMutated(tree, file, original, bad);
    }
}

} // namespace

TEST_CASE("Every shipped demo cut short or with bytes replaced opens or is refused with a located error",
          "[hostile][registry]")
{
    const std::vector<fs::path> demos = shippedDemos();
    REQUIRE(demos.size() >= 6);
    for (const fs::path &demo : demos) {
        INFO(demo.filename().string());
        const Tree tree(demo);
        REQUIRE_NOTHROW(arbitre::shippedModules().openSession(tree.scenario)); // the copy opens as shipped
        mutate(tree, tree.scenario);
    }
}

TEST_CASE("Every shipped ruleset cut short or with bytes replaced is refused with a located error, never a crash",
          "[hostile][registry]")
{
    for (const fs::path &demo : shippedDemos()) {
        const Tree tree(demo);
        const std::unique_ptr<arbitre::Session> session = arbitre::shippedModules().openSession(tree.scenario);
        const fs::path ruleset = session->ruleset().header().path;
        REQUIRE(fs::exists(ruleset));
        REQUIRE(fs::equivalent(ruleset.parent_path(), tree.root / "rulesets")); // the copy, not the shipped file
        INFO(demo.filename().string() << " with " << ruleset.filename().string());
        mutate(tree, ruleset);
    }
}
