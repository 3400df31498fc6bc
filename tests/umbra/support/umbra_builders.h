// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Small builders for Umbra Draconis tests: troops, personalities, sides and battles made from
// ruleset ids, so that every number comes from the ruleset under test. Unknown ids throw
// std::invalid_argument naming the id, which Catch2 reports as the test's failure.

#include "arbitre/umbra/map.h"
#include "arbitre/umbra/ruleset.h"
#include "arbitre/umbra/state.h"

#include <algorithm>
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace arbitre::umbra::test {

/** The value of a find*() lookup, or an exception naming what was not found. */
template <typename T> T need(const std::optional<T> &found, std::string_view what, std::string_view id)
{
    if (!found) {
        throw std::invalid_argument("unknown " + std::string(what) + " '" + std::string(id) + "'");
    }
    return *found;
}

inline int troopTypeIndex(const UmbraRuleset &rules, std::string_view id)
{
    return need(rules.findTroopType(id), "troop type", id);
}

inline int adjectiveIndex(const UmbraRuleset &rules, std::string_view id)
{
    return need(rules.findAdjective(id), "troop adjective", id);
}

inline int terrainIndex(const UmbraRuleset &rules, std::string_view id)
{
    return need(rules.findTerrain(id), "terrain", id);
}

inline int positionIndex(const UmbraRuleset &rules, std::string_view id)
{
    return need(rules.findPosition(id), "position", id);
}

inline int rankIndex(const UmbraRuleset &rules, std::string_view id)
{
    return need(rules.findRank(id), "personality rank", id);
}

inline int armementIndex(const UmbraRuleset &rules, std::string_view id)
{
    return need(rules.findArmement(id), "armement", id);
}

inline int fatigueIndex(const UmbraRuleset &rules, std::string_view id)
{
    return need(rules.fatigue.find(id), "fatigue level", id);
}

inline int moraleIndex(const UmbraRuleset &rules, std::string_view id)
{
    return need(rules.morale.find(id), "morale level", id);
}

inline SkillKind skillKind(const UmbraRuleset &rules, std::string_view id)
{
    return need(rules.findSkill(id), "skill", id);
}

/**
 * Starting morale of a troop (UD-20, UD-A11, UD-A13): its type's (a troupe montée's base type's),
 * shifted by training per training.morale_shift, clamped to training.start_morale_min … the top.
 * Piétaille is untrained: no shift.
 */
inline int startMorale(const UmbraRuleset &rules, int type, int baseType, int training)
{
    const TroopType &troopType = rules.troopType(type);
    int morale = troopType.startMorale;
    if (morale < 0 && baseType >= 0) {
        morale = rules.troopType(baseType).startMorale;
    }
    if (morale < 0) {
        throw std::invalid_argument("troop type '" + troopType.id + "' has no start morale");
    }
    int shift = 0;
    if (troopType.role != TroopRole::Pietaille) {
        switch (rules.parameters.trainingMoraleShift) {
        case UmbraParameters::MoraleShift::Proportional:
            shift = training;
            break;
        case UmbraParameters::MoraleShift::OneStep:
            shift = (training > 0) - (training < 0);
            break;
        case UmbraParameters::MoraleShift::None:
            break;
        }
    }
    return std::clamp(morale + shift, rules.parameters.trainingStartMoraleMin, rules.morale.top());
}

/** What a test may want to set on a troop; ids are looked up in the ruleset. */
struct TroopOptions
{
    std::string_view baseType = {}; /**< troupe_montee's underlying type (UD-22) */
    std::string_view armement = "neutre";
    int training = 0;
    std::string_view fatigue = {}; /**< empty: the type's start fatigue (UD-A14) */
    int machineForce = 0;          /**< machine_de_guerre (UD-23) */
    bool blesse = false;
    std::vector<std::string_view> adjectives = {}; /**< on top of the type's */
    std::string_view position = {};                /**< privileged position held */
    std::string_view terrain = {};                 /**< empty: the confrontation's */
    TroopOrder order = TroopOrder::None;
    bool engagedLastTurn = false;
    bool disengaging = false;
    TroopStatus status = TroopStatus::Present;
};

/** A troop of `type` in its starting state (morale per UD-A13, the type's adjectives), then `options`. */
inline Troop makeTroop(const UmbraRuleset &rules, std::string id, std::string_view type,
                       const TroopOptions &options = {})
{
    Troop troop;
    troop.name = id;
    troop.id = std::move(id);
    troop.type = troopTypeIndex(rules, type);
    const TroopType &troopType = rules.troopType(troop.type);
    if (!options.baseType.empty()) {
        troop.baseType = troopTypeIndex(rules, options.baseType);
    }
    troop.machineForce = options.machineForce;
    troop.armement = armementIndex(rules, options.armement);
    troop.training = troopType.role == TroopRole::Pietaille ? 0 : options.training;
    if (options.fatigue.empty()) {
        troop.fatigue = troopType.startFatigue >= 0 ? troopType.startFatigue : fatigueIndex(rules, "normal");
    } else {
        troop.fatigue = fatigueIndex(rules, options.fatigue);
    }
    troop.morale = startMorale(rules, troop.type, troop.baseType, troop.training);
    troop.blesse = options.blesse;
    for (const int adjective : troopType.adjectives) {
        troop.adjectives |= 1u << adjective;
    }
    for (const std::string_view adjective : options.adjectives) {
        troop.adjectives |= 1u << adjectiveIndex(rules, adjective);
    }
    troop.position = options.position.empty() ? -1 : positionIndex(rules, options.position);
    troop.terrain = options.terrain.empty() ? -1 : terrainIndex(rules, options.terrain);
    troop.order = options.order;
    troop.engagedLastTurn = options.engagedLastTurn;
    troop.disengaging = options.disengaging;
    troop.status = options.status;
    return troop;
}

/** A skill with the ruleset's default X / Y unless given (UD-A26); `offensive` is poliorcetique's `sens`. */
inline SkillInstance makeSkill(const UmbraRuleset &rules, std::string_view id, std::optional<int> x = std::nullopt,
                               bool offensive = true)
{
    SkillInstance skill;
    skill.kind = skillKind(rules, id);
    const SkillDefinition &definition = rules.skill(skill.kind);
    skill.x = x ? *x : definition.defaultX.value_or(0);
    skill.y = definition.defaultY.value_or(0);
    skill.offensive = offensive;
    return skill;
}

/** What a test may want to set on a personality. */
struct PersonalityOptions
{
    int vs = 0;
    int forestier = 0; /**< personality adjective Forestier X (UD-45) */
    int wounds = 0;
    std::string_view position = {};
    std::string_view terrain = {};
    bool moved = false;
    int resolutionsFought = 0;
    bool enteredMoving = false;
    PersonalityStatus status = PersonalityStatus::Present;
};

inline Personality makePersonality(const UmbraRuleset &rules, std::string id, std::string_view rank,
                                   std::vector<SkillInstance> skills = {}, const PersonalityOptions &options = {})
{
    Personality personality;
    personality.name = id;
    personality.id = std::move(id);
    personality.rank = rankIndex(rules, rank);
    personality.vs = options.vs;
    personality.forestier = options.forestier;
    personality.skills = std::move(skills);
    personality.wounds = options.wounds;
    personality.status = options.status;
    personality.position = options.position.empty() ? -1 : positionIndex(rules, options.position);
    personality.terrain = options.terrain.empty() ? -1 : terrainIndex(rules, options.terrain);
    personality.moved = options.moved;
    personality.resolutionsFought = options.resolutionsFought;
    personality.enteredMoving = options.enteredMoving;
    return personality;
}

inline Side makeSide(std::string id, std::vector<Troop> troops, std::vector<Personality> personalities = {})
{
    Side side;
    side.name = id;
    side.id = std::move(id);
    side.troops = std::move(troops);
    side.personalities = std::move(personalities);
    return side;
}

/** A confrontation between two sides of `state` with every one of their troops and personalities. */
inline Confrontation engageAll(const BattleState &state, int sideA, int sideB, int terrain)
{
    Confrontation confrontation;
    confrontation.sides = {sideA, sideB};
    confrontation.terrain = terrain;
    for (std::size_t slot = 0; slot < 2; ++slot) {
        const Side &side = state.sides[static_cast<std::size_t>(confrontation.sides[slot])];
        for (std::size_t i = 0; i < side.troops.size(); ++i) {
            confrontation.troops[slot].push_back(static_cast<int>(i));
        }
        for (std::size_t i = 0; i < side.personalities.size(); ++i) {
            confrontation.personalities[slot].push_back(static_cast<int>(i));
        }
    }
    return confrontation;
}

/** Two sides fighting one confrontation (confrontations[0], slots 0 and 1) on `terrain`. */
inline BattleState makeBattle(const UmbraRuleset &rules, Side a, Side b, std::string_view terrain = "plaine")
{
    BattleState state;
    state.terrain = terrainIndex(rules, terrain);
    state.sides.push_back(std::move(a));
    state.sides.push_back(std::move(b));
    state.confrontations.push_back(engageAll(state, 0, 1, state.terrain));
    return state;
}

/** UD-W4's armies: Blue 10 F (cavalerie fatiguée, archers mal entraînés, fantassins, piétaille), Red 2 × 3 F
 *  consolidating. */
inline BattleState blueVsRed(const UmbraRuleset &rules)
{
    Side blue = makeSide("blue", {makeTroop(rules, "b1", "cavalerie", {.fatigue = "fatigue"}),
                                  makeTroop(rules, "b2", "archers", {.training = -1}),
                                  makeTroop(rules, "b3", "fantassins"), makeTroop(rules, "b4", "pietaille")});
    Side red =
        makeSide("red", {makeTroop(rules, "r1", "fantassins", {.fatigue = "repose", .order = TroopOrder::Consolider}),
                         makeTroop(rules, "r2", "fantassins", {.fatigue = "repose", .order = TroopOrder::Consolider})});
    return makeBattle(rules, std::move(blue), std::move(red));
}

// Maps and positions (UD-67): a map is laid out by offset cells (col, row), as the GM sees it.

/** A width × height pointy-top map of one terrain, with no appropriate place for a position (UD-A51). */
inline UmbraMap makeMap(const UmbraRuleset &rules, int width, int height, std::string_view terrain = "plaine")
{
    UmbraMap map;
    map.grid = {width, height, Orientation::Pointy};
    map.terrain.assign(static_cast<std::size_t>(width * height),
                       static_cast<std::uint8_t>(terrainIndex(rules, terrain)));
    map.fortifySites.assign(static_cast<std::size_t>(width * height), 0);
    return map;
}

/** The hex of offset cell (col, row). */
inline Hex hexAt(const UmbraMap &map, int col, int row)
{
    return map.grid.hexOf({col, row});
}

/** Sets the terrain of a hex on the map. */
inline void setTerrain(const UmbraRuleset &rules, UmbraMap &map, Hex hex, std::string_view terrain)
{
    const int cell = map.grid.index(hex);
    if (cell < 0) {
        throw std::invalid_argument("setTerrain: hex off the map");
    }
    map.terrain[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(terrainIndex(rules, terrain));
}

/** Marks a hex as an appropriate place for raising a position (UD-80, UD-A51). */
inline void markFortifySite(UmbraMap &map, Hex hex)
{
    const int cell = map.grid.index(hex);
    if (cell < 0) {
        throw std::invalid_argument("markFortifySite: hex off the map");
    }
    map.fortifySites[static_cast<std::size_t>(cell)] = 1;
}

/** Puts a troop on the map at `hex`. */
inline Troop placed(Troop troop, Hex hex)
{
    troop.hex = hex;
    troop.onMap = true;
    return troop;
}

/** Puts a personality on the map at `hex`. */
inline Personality placed(Personality personality, Hex hex)
{
    personality.hex = hex;
    personality.onMap = true;
    return personality;
}

} // namespace arbitre::umbra::test
