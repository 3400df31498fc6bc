// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/json_document.h"
#include "arbitre/umbra/levy.h"
#include "arbitre/umbra/ruleset.h"

#include <string>

namespace arbitre::umbra {

/** A levy document (docs/scenario-format.md): the counts a GM enters for one domain (UD-11–UD-16, UD-A3). */
struct LevyRequest
{
    std::string rulesetRef;    /**< the `ruleset` key as written (path relative to the levy file) */
    int domainPower = -1;      /**< `domain`: domain_power index (UD-11), −1 when not given; guidance only */
    int groupesDeMetayers = 0; /**< one piétaille each (UD-16) */
    int chevaliers = 0;        /**< knights (UD-13) */
    int ecuyers = 0;           /**< squires (UD-13) */
    int hommesDArmes = 0;      /**< men-at-arms (UD-14) */

    /** The counts as banLevy() takes them. */
    Domain domain() const { return Domain{groupesDeMetayers, chevaliers, ecuyers, hommesDArmes}; }

    friend bool operator==(const LevyRequest &, const LevyRequest &) = default;
};

/**
 * The `ruleset` key of a levy document, so the caller can resolve and load the ruleset before
 * reading the rest. Throws LoadError (pointing at `/ruleset`) when it is missing or not a string.
 */
std::string readLevyRulesetRef(const JsonDocument &document);

/** Reads a levy document against its ruleset (which checks `domain`). Throws LoadError with every problem. */
LevyRequest readLevyRequest(const JsonDocument &document, const UmbraRuleset &rules);

} // namespace arbitre::umbra
