// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/levy_file.h"

#include "arbitre/core/json_reader.h"

#include <string_view>
#include <vector>

namespace arbitre::umbra {

namespace {

// Counts a GM may enter: far above any domain of the source (UD-11), low enough to refuse typos.
constexpr std::int64_t MaxLevyCount = 100000;

int readCount(const JsonNode &node)
{
    return static_cast<int>(node.integer(0, MaxLevyCount).value_or(0));
}

} // namespace

std::string readLevyRulesetRef(const JsonDocument &document)
{
    JsonReader reader(document);
    const JsonNode root = reader.root();
    std::string ref;
    if (root.requireObject()) {
        ref = root["ruleset"].string().value_or("");
    }
    reader.throwIfErrors();
    return ref;
}

LevyRequest readLevyRequest(const JsonDocument &document, const UmbraRuleset &rules)
{
    JsonReader reader(document);
    const JsonNode root = reader.root();
    LevyRequest request;
    if (!root.requireObject()) {
        reader.throwIfErrors();
    }
    root.allowOnlyKeys(
        {"$schema", "ruleset", "domain", "groupes_de_metayers", "chevaliers", "ecuyers", "hommes_d_armes"});
    request.rulesetRef = root["ruleset"].string().value_or("");

    // The domain's power level is guidance for the GM (UD-11, UD-A3); the counts below decide.
    if (const JsonNode domain = root["domain"]; domain.exists()) {
        std::vector<std::string_view> ids;
        for (const DomainPowerLevel &level : rules.domainPower) {
            ids.emplace_back(level.id);
        }
        request.domainPower = static_cast<int>(domain.oneOf(ids).value_or(0));
    }
    request.groupesDeMetayers = readCount(root["groupes_de_metayers"]); // UD-16
    request.chevaliers = readCount(root["chevaliers"]);                 // UD-13
    request.ecuyers = readCount(root["ecuyers"]);                       // UD-13
    request.hommesDArmes = readCount(root["hommes_d_armes"]);           // UD-14
    reader.throwIfErrors();
    return request;
}

} // namespace arbitre::umbra
