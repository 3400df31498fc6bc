// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/duel/module.h"

#include "arbitre/duel/session.h"

namespace arbitre::duel {

namespace {

class DuelModule final : public RuleModule
{
public:
    std::string_view system() const override { return System; }
    std::string_view displayName() const override { return "Duel"; }

    std::shared_ptr<const Ruleset> loadRuleset(const JsonDocument &document, RulesetHeader header) const override
    {
        return readDuelRuleset(document, std::move(header));
    }

    std::shared_ptr<const Scenario> loadScenario(const JsonDocument &document,
                                                 std::shared_ptr<const Ruleset> ruleset) const override
    {
        auto rules = std::dynamic_pointer_cast<const DuelRuleset>(ruleset);
        if (!rules) {
            throw LoadError(
                document.diagnostic("/ruleset", "a duel needs a duel ruleset, not " + ruleset->header().system));
        }
        return readDuelScenario(document, std::move(rules));
    }

    std::unique_ptr<Session> openSession(std::shared_ptr<const Scenario> scenario) const override
    {
        return std::make_unique<DuelSession>(std::dynamic_pointer_cast<const DuelScenario>(scenario));
    }

    std::vector<std::string> demoScenarios() const override { return {"duel-at-the-mill.json"}; }
};

} // namespace

void registerModule(ModuleRegistry &registry)
{
    registry.add(std::make_unique<DuelModule>());
}

} // namespace arbitre::duel
