// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/json_document.h"
#include "arbitre/pm/battle.h"
#include "arbitre/pm/session.h"
#include "test_paths.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <memory>
#include <sstream>
#include <string>

namespace arbitre::pm::fixture {

inline std::filesystem::path rulesetPath()
{
    return arbitre::test::sourceDir() / "rulesets" / "pm-battle.json";
}

/** The shipped ruleset's JSON, to patch one parameter per test. */
inline nlohmann::json rulesetJson()
{
    std::ifstream in(rulesetPath());
    return nlohmann::json::parse(in);
}

/** Reads a ruleset from JSON (the shipped one patched with `patch`, RFC 7386 merge). Throws LoadError. */
inline std::shared_ptr<const PmRuleset> ruleset(const nlohmann::json &patch = nlohmann::json::object())
{
    nlohmann::json json = rulesetJson();
    json.merge_patch(patch);
    const JsonDocument document = JsonDocument::fromText(json.dump(2), rulesetPath().string());
    return readRuleset(document, RulesetHeader{"pm-battle", "test", "test", "1", rulesetPath(), {}});
}

inline nlohmann::json side(const std::string &id, int pm, int morale, nlohmann::json units, nlohmann::json command,
                           nlohmann::json players)
{
    return nlohmann::json{{"id", id},
                          {"name", "Armée " + id},
                          {"pm", pm},
                          {"moral_de_base", morale},
                          {"bonus_moral_unites", std::move(units)},
                          {"commandement", std::move(command)},
                          {"joueurs", std::move(players)}};
}

/** The armies of PM-W2/PM-W3: A 63 PM, morale 4 + 1 + 1, command 3, players P1 P2; B 50 PM, 5 + 2, 4, P3. */
inline nlohmann::json workedExampleBattle()
{
    using nlohmann::json;
    return json{
        {"ruleset", "pm-battle.json"},
        {"name", "PM-W2"},
        {"sides",
         json::array({side("A", 63, 4, json::array({{{"id", "u1"}, {"bonus", 1}}, {{"id", "u2"}, {"bonus", 1}}}), 3,
                           json::array({{{"id", "P1"}, {"name", "P1"}}, {{"id", "P2"}, {"name", "P2"}}})),
                      side("B", 50, 5, json::array({{{"id", "u3"}, {"bonus", 2}}}), 4,
                           json::array({{{"id", "P3"}, {"name", "P3"}}}))})}};
}

inline std::shared_ptr<const PmBattle> battle(const nlohmann::json &json,
                                              std::shared_ptr<const PmRuleset> rules = ruleset())
{
    const JsonDocument document = JsonDocument::fromText(json.dump(2), "battle.json");
    return readBattle(document, std::move(rules));
}

/** The first diagnostic's pointer and message, for error tests. */
template <typename F> std::string firstError(F &&load)
{
    try {
        load();
    } catch (const LoadError &error) {
        std::ostringstream out;
        for (const Diagnostic &d : error.diagnostics())
            out << d.pointer << ": " << d.message << '\n';
        return out.str();
    }
    return "no error";
}

} // namespace arbitre::pm::fixture
