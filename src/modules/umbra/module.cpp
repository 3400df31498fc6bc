// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/module.h"

#include "arbitre/core/session_error.h"
#include "arbitre/umbra/levy_file.h"
#include "arbitre/umbra/ruleset.h"
#include "arbitre/umbra/scenario.h"
#include "arbitre/umbra/session.h"

#include <string>
#include <utility>

namespace arbitre::umbra {

namespace {

/** The Umbra Draconis rule system as the core sees it: its ruleset and scenario readers. */
class UmbraModule final : public RuleModule
{
public:
    std::string_view system() const override { return SystemId; }
    std::string_view displayName() const override { return "Umbra Draconis"; }

    std::shared_ptr<const Ruleset> loadRuleset(const JsonDocument &document, RulesetHeader header) const override
    {
        return readRuleset(document, std::move(header));
    }

    std::shared_ptr<const Scenario> loadScenario(const JsonDocument &document,
                                                 std::shared_ptr<const Ruleset> ruleset) const override
    {
        std::shared_ptr<const UmbraRuleset> rules = std::dynamic_pointer_cast<const UmbraRuleset>(ruleset);
        if (rules == nullptr) {
            // The registry routes by the ruleset's system, so only a direct caller can get here.
            const std::string got = ruleset == nullptr ? std::string("no ruleset")
                                                       : "a ruleset of system '" + ruleset->header().system + "'";
            throw LoadError(document.diagnostic("/ruleset", "expected an Umbra Draconis ruleset (system '" +
                                                                std::string(SystemId) + "'), got " + got));
        }
        return readScenario(document, std::move(rules));
    }

    std::unique_ptr<Session> openSession(std::shared_ptr<const Scenario> scenario) const override
    {
        auto umbra = std::dynamic_pointer_cast<const UmbraScenario>(scenario);
        if (umbra == nullptr)
            throw SessionError("not an Umbra Draconis scenario");
        return std::make_unique<UmbraSession>(std::move(umbra));
    }

    void validate(const JsonDocument &document, std::shared_ptr<const Ruleset> ruleset) const override
    {
        // A levy request (UD-11–UD-16) names its ruleset too: it is told apart by its domain's counts.
        if (document.root().is_object() && document.root().contains("groupes_de_metayers")) {
            const auto rules = std::dynamic_pointer_cast<const UmbraRuleset>(ruleset);
            if (rules == nullptr)
                throw LoadError(document.diagnostic("/ruleset", "a levy needs an Umbra Draconis ruleset"));
            readLevyRequest(document, *rules);
            return;
        }
        RuleModule::validate(document, std::move(ruleset));
    }

    std::vector<std::string> demoScenarios() const override
    {
        return {"battle-of-vaudrey-ford.json", "blue-vs-red.json", "ford-of-the-grey-river.json"};
    }
};

} // namespace

void registerModule(ModuleRegistry &registry)
{
    registry.add(std::make_unique<UmbraModule>());
}

} // namespace arbitre::umbra
