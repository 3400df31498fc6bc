// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_umbra: the scenario reader, shared by scenario_reader.cpp (sides, troops,
// personalities) and scenario_reader_map.cpp (the map and the levies).

#include "arbitre/core/json_reader.h"
#include "arbitre/core/ruleset_json.h"
#include "arbitre/umbra/day_loop.h"
#include "arbitre/umbra/levy.h"
#include "arbitre/umbra/limits.h"
#include "arbitre/umbra/scenario.h"
#include "scenario_defaults.h"

#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace arbitre::umbra::reading {

// Upper bound of the scenario's own numbers (VS, X, Y, machine F) and of days: arbitre/umbra/limits.h.
constexpr std::int64_t MaxCount = limits::MaxValue;
constexpr std::int64_t MaxDay = limits::MaxDay;
constexpr int AdjectiveBits = 32;
constexpr std::int64_t MaxMapSide = 1000; // a 1000 × 1000 map is far beyond any table; the limit refuses nonsense
constexpr std::int64_t MaxLevyCount = 10000;

// Indexed like the oneOf() id lists below, so an index maps straight back to the enum.
constexpr std::array<TroopStatus, 5> TroopStatuses{TroopStatus::Present, TroopStatus::Elimine, TroopStatus::Disloque,
                                                   TroopStatus::EnFuite, TroopStatus::Deserte};
constexpr std::array<PersonalityStatus, 2> PersonalityStatuses{PersonalityStatus::Present, PersonalityStatus::Capture};
constexpr std::array<TroopOrder, 4> TroopOrders{TroopOrder::Consolider, TroopOrder::Deplacement,
                                                TroopOrder::LeverPositionDefensive, TroopOrder::QuitterConfrontation};
// Poliorcétique's direction (UD-61): offensif lowers the enemy's position, defensif raises one's own.
constexpr std::array<std::string_view, 2> SensIds{"offensif", "defensif"};

template <typename T> std::vector<std::string_view> idsOf(const std::vector<T> &items)
{
    std::vector<std::string_view> ids;
    ids.reserve(items.size());
    for (const T &item : items) {
        ids.emplace_back(item.id);
    }
    return ids;
}

using arbitre::inQuotes; // "'id'", written once in the core

// "'a', 'b' or 'c'"
inline std::string listOf(const std::vector<std::string> &items)
{
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) {
            out += i + 1 == items.size() ? " or " : ", ";
        }
        out += items[i];
    }
    return out;
}

/** The ruleset's ids as oneOf() lists, built once per scenario. */
struct RulesetIds
{
    explicit RulesetIds(const UmbraRuleset &rules)
        : troopTypes(idsOf(rules.troopTypes)), morale(idsOf(rules.morale.levels)), fatigue(idsOf(rules.fatigue.levels)),
          armement(idsOf(rules.armement)), training(idsOf(rules.entrainement)),
          adjectives(idsOf(rules.troopAdjectives)), terrains(idsOf(rules.terrains)), positions(idsOf(rules.positions)),
          ranks(idsOf(rules.personalityRanks)), skills(idsOf(rules.skills)), scouts(idsOf(rules.scouts)),
          commandLevels(idsOf(rules.rallyTables))
    {
        // A troupe montée is foot archers or infantry given horses (UD-22): a type that is neither
        // piétaille, mounted nor a machine, and not already rapide (cavalerie, UD-A11).
        for (std::size_t i = 0; i < rules.troopTypes.size(); ++i) {
            const TroopType &type = rules.troopTypes[i];
            const bool foot = type.role == TroopRole::Standard || type.role == TroopRole::Archers;
            const int rapide = rules.adjectiveRapide;
            const bool alreadyRapide = rapide >= 0 && ((detail::typeAdjectiveMask(type) >> rapide) & 1u) != 0;
            if (foot && !alreadyRapide) {
                baseTypes.emplace_back(type.id);
                baseTypeIndex.push_back(static_cast<int>(i));
            }
        }
        for (const TroopStatus status : TroopStatuses) {
            troopStatuses.push_back(troopStatusId(status));
        }
        for (const PersonalityStatus status : PersonalityStatuses) {
            personalityStatuses.push_back(personalityStatusId(status));
        }
        for (const TroopOrder order : TroopOrders) {
            orders.push_back(troopOrderId(order));
        }
        for (const ScaleLevel &level : rules.entrainement) {
            trainingValues.push_back(std::to_string(level.force));
        }
    }

    std::vector<std::string_view> troopTypes, morale, fatigue, armement, training, adjectives, terrains, positions,
        ranks, skills, scouts, commandLevels, baseTypes, troopStatuses, personalityStatuses, orders;
    std::vector<int> baseTypeIndex;
    std::vector<std::string> trainingValues;
};

/** Walks a scenario document; every problem is recorded on the JsonReader, none stops the walk. */
class ScenarioReader
{
public:
    ScenarioReader(const JsonDocument &document, const UmbraRuleset &rules)
        : m_reader(document), m_rules(rules), m_ids(rules)
    {}

    void read(UmbraScenario &scenario);

private:
    JsonReader m_reader;
    const UmbraRuleset &m_rules;
    RulesetIds m_ids;
    std::map<std::string, std::string, std::less<>> m_idPointers; /**< id -> pointer of its first use */

    const UmbraMap *m_map = nullptr; /**< the scenario's map once read, if it has one */

    std::string claimId(const JsonNode &node);
    std::optional<std::string> readFirstMover(const JsonNode &first, const BattleState &state);
    void readMap(const JsonNode &node, UmbraMap &map, std::vector<HexPosition> &positions);
    std::map<char, int> readLegend(const JsonNode &legendNode, UmbraMap &map);
    void readTerrainRows(const JsonNode &rows, const std::map<char, int> &legend, UmbraMap &map);
    void readPlaces(const JsonNode &places, UmbraMap &map);
    void readPositions(const JsonNode &list, std::vector<HexPosition> &positions);
    std::optional<Hex> readHex(const JsonNode &node);
    void readHexKey(const JsonNode &node, bool &onMap, Hex &hex);
    void readLevies(const JsonNode &node, Side &side);
    bool readLevyPlace(const JsonNode &placeNode, LevyPlan &plan);
    std::vector<Troop> readLevyUnits(const JsonNode &list);
    void enrolLevy(const JsonNode &item, const LevyPlan &plan, const std::optional<int> &pietailleType,
                   std::vector<Troop> &units, Side &side);
    std::optional<int> optionalIndex(const JsonNode &node, const std::vector<std::string_view> &allowed);
    Side readSide(const JsonNode &node);
    Troop readTroop(const JsonNode &node);
    void readFatigueAndMorale(const JsonNode &node, const TroopType *troopType, Troop &troop);
    void readAdjectives(const JsonNode &node, const TroopType *troopType, Troop &troop);
    void readTypeSpecifics(const JsonNode &node, Troop &troop);
    int readTraining(const JsonNode &node, bool pietaille);
    Personality readPersonality(const JsonNode &node);
    std::optional<SkillInstance> readSkill(const JsonNode &node);
};

} // namespace arbitre::umbra::reading
