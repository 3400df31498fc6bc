// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/pm/module.h"

#include "arbitre/pm/battle.h"
#include "arbitre/pm/session.h"

#include <string>
#include <utility>

namespace arbitre::pm {

namespace {

/** The PM battle as the core sees it: its ruleset reader and its battle-file reader. */
class PmModule final : public RuleModule
{
public:
    std::string_view system() const override { return SystemId; }
    std::string_view displayName() const override { return "PM battle"; }

    std::shared_ptr<const Ruleset> loadRuleset(const JsonDocument &document, RulesetHeader header) const override
    {
        return readRuleset(document, std::move(header));
    }

    std::shared_ptr<const Scenario> loadScenario(const JsonDocument &document,
                                                 std::shared_ptr<const Ruleset> ruleset) const override
    {
        auto rules = std::dynamic_pointer_cast<const PmRuleset>(ruleset);
        if (rules == nullptr) {
            const std::string got = ruleset == nullptr ? std::string("no ruleset")
                                                       : "a ruleset of system '" + ruleset->header().system + "'";
            throw LoadError(document.diagnostic("/ruleset", "expected a PM battle ruleset (system '" +
                                                                std::string(SystemId) + "'), got " + got));
        }
        return readBattle(document, std::move(rules));
    }

    std::unique_ptr<Session> openSession(std::shared_ptr<const Scenario> scenario) const override
    {
        auto battle = std::dynamic_pointer_cast<const PmBattle>(scenario);
        if (battle == nullptr)
            throw SessionError("not a PM battle");
        return std::make_unique<PmSession>(std::move(battle));
    }

    std::vector<std::string> demoScenarios() const override { return {"pm-bataille-de-lerac.json"}; }
};

} // namespace

void registerModule(ModuleRegistry &registry)
{
    registry.add(std::make_unique<PmModule>());
}

} // namespace arbitre::pm
