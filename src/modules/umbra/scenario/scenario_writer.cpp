// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/force.h"
#include "arbitre/umbra/scenario.h"
#include "scenario_defaults.h"

#include <algorithm>
#include <string>
#include <string_view>
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
// On a map the hex stands for terrain and position; a levied unit has neither hex nor status (it arrives).
json troopToFile(const UmbraRuleset &rules, const Troop &troop, const UmbraMap &map, bool levied = false)
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
    if (map.present()) {
        if (troop.onMap && !levied) {
            out["hex"] = hexToJson(map, troop.hex);
        }
    } else {
        if (troop.order != TroopOrder::None) {
            out["order"] = std::string(troopOrderId(troop.order));
        }
        if (troop.position >= 0) {
            out["position"] = idAt(rules.positions, troop.position);
        }
        if (troop.terrain >= 0) {
            out["terrain"] = idAt(rules.terrains, troop.terrain);
        }
    }
    if (troop.status != TroopStatus::Present && !levied) {
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

json personalityToFile(const UmbraRuleset &rules, const Personality &personality, const UmbraMap &map)
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
    if (map.present()) {
        if (personality.onMap) {
            out["hex"] = hexToJson(map, personality.hex);
        }
    } else {
        if (personality.position >= 0) {
            out["position"] = idAt(rules.positions, personality.position);
        }
        if (personality.terrain >= 0) {
            out["terrain"] = idAt(rules.terrains, personality.terrain);
        }
    }
    if (personality.status != PersonalityStatus::Present) {
        out["status"] = std::string(personalityStatusId(personality.status));
    }
    return out;
}

// A piétaille the levy numbers itself (`<place>-p<n>`), rather than a unit the file lists.
bool generatedPietaille(const UmbraRuleset &rules, const UmbraMap &map, const Side &side, const Troop &troop)
{
    if (troop.levy < 0 || rules.troopType(troop.type).role != TroopRole::Pietaille) {
        return false;
    }
    const std::string prefix =
        map.places.at(static_cast<std::size_t>(side.levies.at(static_cast<std::size_t>(troop.levy)).place)).id + "-p";
    return troop.id.rfind(prefix, 0) == 0;
}

json leviesToFile(const UmbraRuleset &rules, const UmbraMap &map, const Side &side)
{
    json levies = json::array();
    for (std::size_t i = 0; i < side.levies.size(); ++i) {
        const LevyPlan &plan = side.levies[i];
        json out{{"place", map.places.at(static_cast<std::size_t>(plan.place)).id}};
        if (plan.startDay != 1) {
            out["start_day"] = plan.startDay;
        }
        out["pietailles"] = plan.pietailles;
        if (!plan.pietailleName.empty()) {
            out["pietaille_name"] = plan.pietailleName;
        }
        json units = json::array();
        for (const Troop &troop : side.troops) {
            if (troop.levy == static_cast<int>(i) && !generatedPietaille(rules, map, side, troop)) {
                units.push_back(troopToFile(rules, troop, map, true));
            }
        }
        out["units"] = std::move(units);
        levies.push_back(std::move(out));
    }
    return levies;
}

json sideToFile(const UmbraRuleset &rules, const Side &side, const UmbraMap &map)
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
        if (troop.levy < 0) {
            troops.push_back(troopToFile(rules, troop, map));
        }
    }
    out["troops"] = std::move(troops);
    json personalities = json::array();
    for (const Personality &personality : side.personalities) {
        personalities.push_back(personalityToFile(rules, personality, map));
    }
    out["personalities"] = std::move(personalities);
    if (!side.levies.empty()) {
        out["levies"] = leviesToFile(rules, map, side);
    }
    return out;
}

// A troop as the state shows it: current values, with its F (UD-20–UD-30).
json troopToState(const UmbraRuleset &rules, const Troop &troop, const UmbraMap *map)
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
    if (map && troop.onMap) {
        out["hex"] = hexToJson(*map, troop.hex);
    }
    return out;
}

json personalityToState(const UmbraRuleset &rules, const Personality &personality, int terrain, const UmbraMap *map)
{
    const int ownTerrain = personality.terrain >= 0 ? personality.terrain : terrain;
    json out{{"id", personality.id},
             {"name", personality.name},
             {"rank", idAt(rules.personalityRanks, personality.rank)},
             {"force", personalityForce(rules, personality, ownTerrain)},
             {"wounds", personality.wounds},
             {"status", std::string(personalityStatusId(personality.status))}};
    if (map && personality.onMap) {
        out["hex"] = hexToJson(*map, personality.hex);
    }
    return out;
}

// The map as the file holds it: terrain drawn in rows through a legend of one character per terrain.
json mapToFile(const UmbraRuleset &rules, const UmbraMap &map, const std::vector<HexPosition> &positions)
{
    std::vector<char> symbols(rules.terrains.size(), '\0');
    static constexpr std::string_view Palette = ".FhHM~=abcdefgijklmnopqrstuvwxyzABCDEGIJKLNOPQRSTUVWXYZ0123456789";
    for (std::size_t i = 0; i < symbols.size(); ++i) {
        symbols[i] = i < map.legend.size() && map.legend[i] != '\0' ? map.legend[i] : '\0';
    }
    for (std::size_t i = 0; i < symbols.size(); ++i) {
        for (std::size_t k = 0; symbols[i] == '\0' && k < Palette.size(); ++k) {
            if (std::find(symbols.begin(), symbols.end(), Palette[k]) == symbols.end()) {
                symbols[i] = Palette[k];
            }
        }
    }
    json legend = json::object();
    std::vector<bool> used(symbols.size(), false);
    for (const std::uint8_t terrain : map.terrain) {
        used[terrain] = true;
    }
    for (std::size_t i = 0; i < symbols.size(); ++i) {
        if (used[i]) {
            legend[std::string(1, symbols[i])] = rules.terrains[i].id;
        }
    }
    json rows = json::array();
    for (int row = 0; row < map.grid.height; ++row) {
        std::string text;
        for (int col = 0; col < map.grid.width; ++col) {
            text += symbols[map.terrain[static_cast<std::size_t>(row * map.grid.width + col)]];
        }
        rows.push_back(std::move(text));
    }
    json out{{"width", map.grid.width},
             {"height", map.grid.height},
             {"orientation", map.grid.orientation == Orientation::Pointy ? "pointy" : "flat"},
             {"legend", std::move(legend)},
             {"rows", std::move(rows)}};
    json places = json::array();
    for (const Place &place : map.places) {
        json entry{{"id", place.id}, {"name", place.name}, {"hex", hexToJson(map, place.hex)}};
        if (!place.levyPoint) {
            entry["levy_point"] = false;
        }
        places.push_back(std::move(entry));
    }
    out["places"] = std::move(places);
    json positionList = json::array();
    for (const HexPosition &position : positions) {
        positionList.push_back(
            {{"hex", hexToJson(map, position.hex)}, {"position", idAt(rules.positions, position.position)}});
    }
    out["positions"] = std::move(positionList);
    json sites = json::array();
    for (int cell = 0; cell < map.grid.cellCount(); ++cell) {
        if (map.fortifySites[static_cast<std::size_t>(cell)] != 0) {
            sites.push_back(hexToJson(map, map.grid.hexAt(cell)));
        }
    }
    out["fortify_sites"] = std::move(sites);
    return out;
}

} // namespace

json writeScenario(const UmbraScenario &scenario, const BattleState &current)
{
    const UmbraRuleset &rules = scenario.ruleset();
    const BattleState &initial = scenario.initial;
    json sides = json::array();
    for (const Side &side : initial.sides) {
        sides.push_back(sideToFile(rules, side, scenario.map));
    }
    json out{{"ruleset", scenario.rulesetRef},
             {"ruleset_version", rules.header().version}, // which edition of the rules this log was played with
             {"name", scenario.name},
             {"terrain", idAt(rules.terrains, initial.terrain)}};
    const UmbraMap *map = scenario.map.present() ? &scenario.map : nullptr;
    if (map) {
        out["map"] = mapToFile(rules, scenario.map, initial.positions);
        if (!scenario.firstMover.empty()) {
            out["first_mover"] = scenario.firstMover;
        }
    }
    out["day"] = initial.day;
    out["turn"] = initial.turn;
    out["sides"] = std::move(sides);
    writeSessionLog(out, scenario.log, rules);
    out["state"] = stateToJson(rules, current, map);
    return out;
}

json stateToJson(const UmbraRuleset &rules, const BattleState &state, const UmbraMap *map)
{
    json sides = json::array();
    json flatTroops = json::array();
    for (const Side &side : state.sides) {
        json troops = json::array();
        for (const Troop &troop : side.troops) {
            json entry = troopToState(rules, troop, map);
            troops.push_back(entry);
            entry["side"] = side.id;
            flatTroops.push_back(std::move(entry));
        }
        json personalities = json::array();
        for (const Personality &personality : side.personalities) {
            personalities.push_back(personalityToState(rules, personality, state.terrain, map));
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
        json entry{{"sides", std::move(sideIds)},
                   {"terrain", idAt(rules.terrains, confrontation.terrain)},
                   {"resolutions", confrontation.resolutions},
                   {"ended", confrontation.ended}};
        if (map) {
            json hexes = json::array();
            for (const Hex hex : confrontation.hexes) {
                hexes.push_back(hexToJson(*map, hex));
            }
            entry["hexes"] = std::move(hexes);
        }
        confrontations.push_back(std::move(entry));
    }

    json out{{"day", state.day},
             {"turn", state.turn},
             {"terrain", idAt(rules.terrains, state.terrain)},
             {"sides", std::move(sides)},
             {"troops", std::move(flatTroops)},
             {"confrontations", std::move(confrontations)}};
    if (map) {
        out["phase"] = std::string(phaseId(state.phase));
        json order = json::array();
        for (const int side : state.moveOrder) {
            order.push_back(state.sides.at(static_cast<std::size_t>(side)).id);
        }
        out["move_order"] = std::move(order);
        json positions = json::array();
        for (const HexPosition &position : state.positions) {
            positions.push_back(
                {{"hex", hexToJson(*map, position.hex)}, {"position", idAt(rules.positions, position.position)}});
        }
        out["positions"] = std::move(positions);
    }
    return out;
}

} // namespace arbitre::umbra
