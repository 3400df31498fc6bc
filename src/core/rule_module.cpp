// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/rule_module.h"

#include "arbitre/core/session.h"
#include "arbitre/core/session_error.h"

#include <utility>

namespace arbitre {

void RuleModule::validate(const JsonDocument &document, std::shared_ptr<const Ruleset> ruleset) const
{
    std::shared_ptr<const Scenario> scenario = loadScenario(document, std::move(ruleset));
    try {
        openSession(std::move(scenario));
    } catch (const SessionError &error) {
        throw LoadError(locateSessionError(document, error));
    }
}

} // namespace arbitre
