// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "commands.h"

#include "arbitre/core/json_document.h"
#include "arbitre/modules/registry.h"
#include "arbitre/napoleonic/figures_session.h"
#include "arbitre/napoleonic/ve_session.h"
#include "arbitre/pm/session.h"
#include "arbitre/umbra/levy_file.h"
#include "arbitre/umbra/ruleset.h"
#include "arbitre/umbra/session.h"

#include <ostream>

namespace arbitre::cli {

namespace {

// A levy file is checked against its ruleset like a scenario.
void validateLevy(const JsonDocument &document)
{
    const std::filesystem::path rulesetPath = document.path().parent_path() / umbra::readLevyRulesetRef(document);
    if (!std::filesystem::is_regular_file(rulesetPath))
        throw LoadError(document.diagnostic("/ruleset", "ruleset file not found: " + rulesetPath.string()));
    const auto ruleset =
        std::dynamic_pointer_cast<const umbra::UmbraRuleset>(shippedModules().loadRuleset(rulesetPath));
    if (!ruleset)
        throw LoadError(document.diagnostic("/ruleset", "a levy needs an Umbra Draconis ruleset"));
    umbra::readLevyRequest(document, *ruleset);
}

// A scenario is valid when it loads and its log replays to the results it recorded.
void validateScenario(const JsonDocument &document)
{
    const auto scenario = shippedModules().loadScenario(document.path());
    try {
        if (const auto umbraScenario = std::dynamic_pointer_cast<const umbra::UmbraScenario>(scenario))
            umbra::UmbraSession session(umbraScenario);
        if (const auto battle = std::dynamic_pointer_cast<const pm::PmBattle>(scenario))
            pm::PmSession session(battle);
        if (const auto figures = std::dynamic_pointer_cast<const napoleonic::FiguresScenario>(scenario))
            napoleonic::FiguresSession session(figures);
        if (const auto ve = std::dynamic_pointer_cast<const napoleonic::VeScenario>(scenario))
            napoleonic::VeSession session(ve);
    } catch (const SessionError &error) {
        throw LoadError(locateSessionError(document, error));
    }
}

// Decides what a file is from its keys: a ruleset names its `system`, a levy its domain counts.
void validateFile(const std::filesystem::path &path)
{
    const JsonDocument document = JsonDocument::fromFile(path);
    const nlohmann::json &root = document.root();
    if (!root.is_object())
        throw LoadError(document.diagnostic("", "expected an object (a ruleset or a scenario)"));
    if (root.contains("system"))
        shippedModules().loadRuleset(path);
    else if (root.contains("groupes_de_metayers"))
        validateLevy(document);
    else if (root.contains("ruleset"))
        validateScenario(document);
    else
        throw LoadError(
            document.diagnostic("", "not a ruleset (no 'system' key), a scenario or a levy (no 'ruleset' key)"));
}

} // namespace

int validateCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    if (args.empty()) {
        err << "usage: arbitre-cli validate FILE…\n";
        return 2;
    }
    int failed = 0;
    for (const std::string &file : args) {
        try {
            validateFile(file);
        } catch (const LoadError &error) {
            ++failed;
            for (const Diagnostic &diagnostic : error.diagnostics())
                out << diagnostic.format() << '\n';
        }
    }
    if (failed == 0)
        err << args.size() << (args.size() == 1 ? " file is valid\n" : " files are valid\n");
    return failed == 0 ? 0 : 1;
}

} // namespace arbitre::cli
