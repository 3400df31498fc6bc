// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/napoleonic/module.h"

#include "arbitre/napoleonic/figures_session.h"
#include "arbitre/napoleonic/ve_session.h"

#include <string>
#include <utility>

namespace arbitre::napoleonic {

namespace {

/** The figure-based Napoleonic rules as the core sees them. */
class FiguresModule final : public RuleModule
{
public:
    std::string_view system() const override { return FiguresSystemId; }
    std::string_view displayName() const override { return "Napoleonic figures"; }

    std::shared_ptr<const Ruleset> loadRuleset(const JsonDocument &document, RulesetHeader header) const override
    {
        return readFiguresRuleset(document, std::move(header));
    }

    std::shared_ptr<const Scenario> loadScenario(const JsonDocument &document,
                                                 std::shared_ptr<const Ruleset> ruleset) const override
    {
        auto rules = std::dynamic_pointer_cast<const FiguresRuleset>(ruleset);
        if (rules == nullptr)
            throw LoadError(
                document.diagnostic("/ruleset", "expected a ruleset of system '" + std::string(FiguresSystemId) + "'"));
        return readFiguresScenario(document, std::move(rules));
    }

    std::unique_ptr<Session> openSession(std::shared_ptr<const Scenario> scenario) const override
    {
        auto figures = std::dynamic_pointer_cast<const FiguresScenario>(std::move(scenario));
        if (figures == nullptr)
            throw SessionError("not a " + std::string(FiguresSystemId) + " scenario");
        return std::make_unique<FiguresSession>(std::move(figures));
    }

    std::vector<std::string> demoScenarios() const override { return {"napoleonic-figures-demo.json"}; }
};

/** The Vive l'Empereur ! hex game (VE-1…VE-90). */
class VeModule final : public RuleModule
{
public:
    std::string_view system() const override { return VeSystemId; }
    std::string_view displayName() const override { return "Vive l'Empereur !"; }

    std::shared_ptr<const Ruleset> loadRuleset(const JsonDocument &document, RulesetHeader header) const override
    {
        return readVeRuleset(document, std::move(header));
    }

    std::shared_ptr<const Scenario> loadScenario(const JsonDocument &document,
                                                 std::shared_ptr<const Ruleset> ruleset) const override
    {
        auto rules = std::dynamic_pointer_cast<const VeRuleset>(ruleset);
        if (rules == nullptr)
            throw LoadError(
                document.diagnostic("/ruleset", "expected a ruleset of system '" + std::string(VeSystemId) + "'"));
        return readVeScenario(document, std::move(rules));
    }

    std::unique_ptr<Session> openSession(std::shared_ptr<const Scenario> scenario) const override
    {
        auto ve = std::dynamic_pointer_cast<const VeScenario>(std::move(scenario));
        if (ve == nullptr)
            throw SessionError("not a " + std::string(VeSystemId) + " scenario");
        return std::make_unique<VeSession>(std::move(ve));
    }

    std::vector<std::string> demoScenarios() const override { return {"vive-l-empereur-demo.json"}; }
};

} // namespace

void registerModule(ModuleRegistry &registry)
{
    registry.add(std::make_unique<FiguresModule>());
    registry.add(std::make_unique<VeModule>());
}

} // namespace arbitre::napoleonic
