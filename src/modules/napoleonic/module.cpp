// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/napoleonic/module.h"

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

    // Units and scenarios are the next part of issue 7: until then a scenario is refused with a
    // located error rather than half-read.
    std::shared_ptr<const Scenario> loadScenario(const JsonDocument &document,
                                                 std::shared_ptr<const Ruleset>) const override
    {
        throw LoadError(document.diagnostic("", "scenarios of system '" + std::string(FiguresSystemId) +
                                                    "' are not supported yet"));
    }
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

    // Hex scenarios (units on the map) come with the session part of issue 7.
    std::shared_ptr<const Scenario> loadScenario(const JsonDocument &document,
                                                 std::shared_ptr<const Ruleset>) const override
    {
        throw LoadError(
            document.diagnostic("", "scenarios of system '" + std::string(VeSystemId) + "' are not supported yet"));
    }
};

} // namespace

void registerModule(ModuleRegistry &registry)
{
    registry.add(std::make_unique<FiguresModule>());
    registry.add(std::make_unique<VeModule>());
}

} // namespace arbitre::napoleonic
