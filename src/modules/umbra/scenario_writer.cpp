// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/force.h"
#include "arbitre/umbra/scenario.h"
#include "scenario_defaults.h"

#include <string>
#include <vector>

namespace arbitre::umbra {

namespace {

using nlohmann::json;

template <typename T> const std::string &idAt(const std::vector<T> &items, int index)
{
    return items.at(static_cast<std::size_t>(index)).id;
}

// The adjectives a troop holds beyond its type's own, as the file lists them (UD-33–UD-38).
json listedAdjectives(const UmbraRuleset &rules, const Troop &troop)
{
    const std::uint32_t extra = troop.adjectives & ~detail::typeAdjectiveMask(rules.troopType(troop.type));
    json adjectives = json::array();
    for (std::size_t i = 0; i < rules.troopAdjectives.size() && i < 32; ++i) {
        if ((extra >> i) & 1u) {
            adjectives.push_back(rules.troopAdjectives[i].id);
        }
    }
    return adjectives;
}

// A troop as the scenario file holds it: required keys, then optional ones that differ from their default.
json troopToFile(const UmbraRuleset &rules, const Troop &troop)
{
    const TroopType &type = rules.troopType(troop.type);
    json out{{"id", troop.id}, {"type", type.id}};
    if (!troop.name.empty()) {
        out["name"] = troop.name;
    }
    if (type.role == TroopRole::Mounted) {
        out["base_type"] = idAt(rules.troopTypes, troop.baseType);
    }
    if (type.role == TroopRole::Machine) {
        out["force"] = troop.machineForce;
    }
    if (detail::neutralArmement(rules) != troop.armement) {
        out["armement"] = idAt(rules.armement, troop.armement);
    }
    if (troop.training != 0) {
        out["entrainement"] = troop.training;
    }
    if (detail::defaultStartFatigue(rules, troop.type, troop.baseType) != troop.fatigue) {
        out["fatigue"] = rules.fatigue.id(troop.fatigue);
    }
    if (detail::defaultStartMorale(rules, troop.type, troop.baseType, troop.training) != troop.morale) {
        out["morale"] = rules.morale.id(troop.morale);
    }
    if (troop.blesse) {
        out["blesse"] = true;
    }
    if (json adjectives = listedAdjectives(rules, troop); !adjectives.empty()) {
        out["adjectives"] = std::move(adjectives);
    }
    if (troop.order != TroopOrder::None) {
        out["order"] = std::string(troopOrderId(troop.order));
    }
    if (troop.position >= 0) {
        out["position"] = idAt(rules.positions, troop.position);
    }
    if (troop.terrain >= 0) {
        out["terrain"] = idAt(rules.terrains, troop.terrain);
    }
    if (troop.status != TroopStatus::Present) {
        out["status"] = std::string(troopStatusId(troop.status));
    }
    return out;
}

json skillToFile(const UmbraRuleset &rules, const SkillInstance &skill)
{
    const SkillDefinition &definition = rules.skill(skill.kind);
    json out{{"id", definition.id}};
    if (detail::skillTakesX(skill.kind) && definition.defaultX != skill.x) {
        out["x"] = skill.x;
    }
    if (detail::skillTakesY(skill.kind) && definition.defaultY.value_or(0) != skill.y) {
        out["y"] = skill.y;
    }
    if (skill.kind == SkillKind::Poliorcetique) {
        out["sens"] = skill.offensive ? "offensif" : "defensif";
    }
    return out;
}

json personalityToFile(const UmbraRuleset &rules, const Personality &personality)
{
    json out{{"id", personality.id}, {"rank", idAt(rules.personalityRanks, personality.rank)}, {"vs", personality.vs}};
    if (!personality.name.empty()) {
        out["name"] = personality.name;
    }
    if (personality.forestier != 0) {
        out["forestier"] = personality.forestier;
    }
    if (personality.moved) {
        out["moved"] = true;
    }
    if (!personality.skills.empty()) {
        json skills = json::array();
        for (const SkillInstance &skill : personality.skills) {
            skills.push_back(skillToFile(rules, skill));
        }
        out["skills"] = std::move(skills);
    }
    if (personality.wounds != 0) {
        out["wounds"] = personality.wounds;
    }
    if (personality.position >= 0) {
        out["position"] = idAt(rules.positions, personality.position);
    }
    if (personality.terrain >= 0) {
        out["terrain"] = idAt(rules.terrains, personality.terrain);
    }
    if (personality.status != PersonalityStatus::Present) {
        out["status"] = std::string(personalityStatusId(personality.status));
    }
    return out;
}

json sideToFile(const UmbraRuleset &rules, const Side &side)
{
    json out{{"id", side.id}};
    if (!side.name.empty()) {
        out["name"] = side.name;
    }
    if (!rules.scouts.empty()) {
        const ScoutLevel &level = rules.scouts.at(static_cast<std::size_t>(side.scouts));
        if (side.scouts != 0) {
            out["scouts"] = level.id;
        }
        if (side.scoutsVs != detail::defaultScoutsVs(level)) {
            out["scouts_vs"] = side.scoutsVs;
        }
    }
    if (side.commandLevel != rules.parameters.defaultCommandLevel) {
        out["command_level"] = idAt(rules.rallyTables, side.commandLevel);
    }
    json troops = json::array();
    for (const Troop &troop : side.troops) {
        troops.push_back(troopToFile(rules, troop));
    }
    out["troops"] = std::move(troops);
    json personalities = json::array();
    for (const Personality &personality : side.personalities) {
        personalities.push_back(personalityToFile(rules, personality));
    }
    out["personalities"] = std::move(personalities);
    return out;
}

// A troop as the state shows it: current values, with its F (UD-20–UD-30).
json troopToState(const UmbraRuleset &rules, const Troop &troop)
{
    const TroopType &type = rules.troopType(troop.type);
    json out{{"id", troop.id},
             {"name", troop.name},
             {"type", type.id},
             {"force", troopForce(rules, troop)},
             {"armement", idAt(rules.armement, troop.armement)},
             {"entrainement", troop.training},
             {"morale", rules.morale.id(troop.morale)},
             {"fatigue", rules.fatigue.id(troop.fatigue)},
             {"blesse", troop.blesse},
             {"status", std::string(troopStatusId(troop.status))}};
    if (type.role == TroopRole::Mounted) {
        out["base_type"] = idAt(rules.troopTypes, troop.baseType);
    }
    if (troop.order != TroopOrder::None) {
        out["order"] = std::string(troopOrderId(troop.order));
    }
    return out;
}

json personalityToState(const UmbraRuleset &rules, const Personality &personality, int terrain)
{
    const int ownTerrain = personality.terrain >= 0 ? personality.terrain : terrain;
    return json{{"id", personality.id},
                {"name", personality.name},
                {"rank", idAt(rules.personalityRanks, personality.rank)},
                {"force", personalityForce(rules, personality, ownTerrain)},
                {"wounds", personality.wounds},
                {"status", std::string(personalityStatusId(personality.status))}};
}

} // namespace

json writeScenario(const UmbraScenario &scenario, const BattleState &current)
{
    const UmbraRuleset &rules = scenario.ruleset();
    const BattleState &initial = scenario.initial;
    json sides = json::array();
    for (const Side &side : initial.sides) {
        sides.push_back(sideToFile(rules, side));
    }
    return json{{"ruleset", scenario.rulesetRef},
                {"ruleset_version", rules.header().version}, // which edition of the rules this log was played with
                {"name", scenario.name},
                {"terrain", idAt(rules.terrains, initial.terrain)},
                {"day", initial.day},
                {"turn", initial.turn},
                {"sides", std::move(sides)},
                {"log", scenario.log.toJson()},
                {"state", stateToJson(rules, current)}};
}

json stateToJson(const UmbraRuleset &rules, const BattleState &state)
{
    json sides = json::array();
    json flatTroops = json::array();
    for (const Side &side : state.sides) {
        json troops = json::array();
        for (const Troop &troop : side.troops) {
            json entry = troopToState(rules, troop);
            troops.push_back(entry);
            entry["side"] = side.id;
            flatTroops.push_back(std::move(entry));
        }
        json personalities = json::array();
        for (const Personality &personality : side.personalities) {
            personalities.push_back(personalityToState(rules, personality, state.terrain));
        }
        sides.push_back(json{{"id", side.id},
                             {"name", side.name},
                             {"troops", std::move(troops)},
                             {"personalities", std::move(personalities)}});
    }

    json confrontations = json::array();
    for (const Confrontation &confrontation : state.confrontations) {
        json sideIds = json::array();
        for (const int side : confrontation.sides) {
            sideIds.push_back(state.sides.at(static_cast<std::size_t>(side)).id);
        }
        confrontations.push_back(json{{"sides", std::move(sideIds)},
                                      {"terrain", idAt(rules.terrains, confrontation.terrain)},
                                      {"resolutions", confrontation.resolutions},
                                      {"ended", confrontation.ended}});
    }

    return json{{"day", state.day},
                {"turn", state.turn},
                {"terrain", idAt(rules.terrains, state.terrain)},
                {"sides", std::move(sides)},
                {"troops", std::move(flatTroops)},
                {"confrontations", std::move(confrontations)}};
}

} // namespace arbitre::umbra
