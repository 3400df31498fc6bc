// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/json_reader.h"
#include "arbitre/umbra/day_loop.h"
#include "arbitre/umbra/levy.h"
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

namespace arbitre::umbra {

namespace {

// Upper bound of free counts (VS, X, Y, machine F, day): generous, only there to refuse nonsense.
constexpr std::int64_t MaxCount = 1000000;
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

std::string inQuotes(std::string_view id)
{
    return "'" + std::string(id) + "'";
}

// "'a', 'b' or 'c'"
std::string listOf(const std::vector<std::string> &items)
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
    void readMap(const JsonNode &node, UmbraMap &map, std::vector<HexPosition> &positions);
    std::optional<Hex> readHex(const JsonNode &node);
    void readHexKey(const JsonNode &node, bool &onMap, Hex &hex);
    void readLevies(const JsonNode &node, Side &side);
    std::optional<int> optionalIndex(const JsonNode &node, const std::vector<std::string_view> &allowed);
    Side readSide(const JsonNode &node);
    Troop readTroop(const JsonNode &node);
    void readTypeSpecifics(const JsonNode &node, Troop &troop);
    int readTraining(const JsonNode &node, bool pietaille);
    Personality readPersonality(const JsonNode &node);
    std::optional<SkillInstance> readSkill(const JsonNode &node);
};

// Ids are unique across the scenario: sides, troops and personalities share one space, since
// events and the GM name them without saying which kind they are.
std::string ScenarioReader::claimId(const JsonNode &node)
{
    std::optional<std::string> id = node.string();
    if (!id) {
        return {};
    }
    if (id->empty()) {
        node.error("id must not be empty");
        return {};
    }
    const auto [it, inserted] = m_idPointers.emplace(*id, node.pointer());
    if (!inserted) {
        node.error("duplicate id " + inQuotes(*id) + " (first used at " + it->second + ")");
    }
    return std::move(*id);
}

std::optional<int> ScenarioReader::optionalIndex(const JsonNode &node, const std::vector<std::string_view> &allowed)
{
    if (!node.exists()) {
        return std::nullopt;
    }
    if (const std::optional<std::size_t> index = node.oneOf(allowed)) {
        return static_cast<int>(*index);
    }
    return std::nullopt;
}

void ScenarioReader::read(UmbraScenario &scenario)
{
    const JsonNode root = m_reader.root();
    if (!root.requireObject()) {
        m_reader.throwIfErrors();
    }
    root.allowOnlyKeys({"$schema", "ruleset", "ruleset_version", "name", "terrain", "map", "first_mover", "day", "turn",
                        "sides", "log", "state"});

    scenario.rulesetRef = root["ruleset"].string().value_or("");
    root["ruleset_version"].stringOr(""); // informative: the replay itself checks the rules still give the same results
    scenario.name = root["name"].stringOr("");

    BattleState &state = scenario.initial;
    state.terrain = optionalIndex(root["terrain"], m_ids.terrains).value_or(m_rules.defaultTerrain);
    state.day = static_cast<int>(root["day"].integerOr(1, 1, MaxCount));
    // UD-67: turns 1…turns_per_day, and one past it while the end of the day is still to be played.
    state.turn = static_cast<int>(root["turn"].integerOr(1, 1, m_rules.parameters.turnsPerDay + 1));

    if (const JsonNode map = root["map"]; map.exists()) {
        readMap(map, scenario.map, state.positions);
        m_map = &scenario.map;
        state.phase = Phase::Movement;
        state.contestedPlaces.assign(scenario.map.places.size(), 0);
    }

    const JsonNode sides = root["sides"];
    if (sides.requireArray()) {
        const std::vector<JsonNode> items = sides.items();
        if (items.size() < 2) {
            sides.error("a scenario needs at least 2 sides, got " + std::to_string(items.size()));
        }
        for (const JsonNode &item : items) {
            state.sides.push_back(readSide(item));
        }
    }

    if (const JsonNode log = root["log"]; log.exists()) {
        scenario.log = EventLog::fromJson(log);
    }
    if (const JsonNode snapshot = root["state"]; snapshot.exists() && snapshot.requireObject()) {
        scenario.snapshot = *snapshot.value();
    }
    std::optional<std::string> firstMover;
    if (const JsonNode first = root["first_mover"]; first.exists()) {
        firstMover = first.string();
        if (!m_map) {
            first.error("'first_mover' settles the move order on a map (UD-71); this scenario has no 'map'");
        } else if (firstMover && std::none_of(state.sides.begin(), state.sides.end(),
                                              [&](const Side &side) { return side.id == *firstMover; })) {
            first.error("no side " + inQuotes(*firstMover));
        }
    }
    m_reader.throwIfErrors();

    if (m_map) {
        // On a map confrontations come from contact (UD-82); the day starts with the levy and the move order.
        scenario.firstMover = firstMover.value_or("");
        if (state.turn == 1) {
            beginMapDay(m_rules, scenario.map, state, scenario.firstMover);
        } else {
            state.moveOrder = dayMoveOrder(m_rules, state, scenario.firstMover).order;
            state.phase = state.turn > m_rules.parameters.turnsPerDay ? Phase::EndOfDay : Phase::Movement;
        }
        return;
    }

    // Without a map every troop and personality of the first two sides fights one confrontation,
    // where the scenario says; further sides are not engaged (UD-82).
    Confrontation confrontation;
    confrontation.terrain = state.terrain;
    for (int slot = 0; slot < 2; ++slot) {
        const Side &side = state.sides[static_cast<std::size_t>(slot)];
        confrontation.sides[static_cast<std::size_t>(slot)] = slot;
        for (std::size_t i = 0; i < side.troops.size(); ++i) {
            confrontation.troops[static_cast<std::size_t>(slot)].push_back(static_cast<int>(i));
        }
        for (std::size_t i = 0; i < side.personalities.size(); ++i) {
            confrontation.personalities[static_cast<std::size_t>(slot)].push_back(static_cast<int>(i));
        }
    }
    state.confrontations.push_back(std::move(confrontation));
}

Side ScenarioReader::readSide(const JsonNode &node)
{
    Side side;
    if (!node.requireObject()) {
        return side;
    }
    node.allowOnlyKeys({"id", "name", "scouts", "scouts_vs", "command_level", "troops", "personalities", "levies"});
    side.id = claimId(node["id"]);
    side.name = node["name"].stringOr("");

    // Scouts (UD-39): level, then the VS within its range, its lower bound if unset (UD-A21).
    const std::optional<int> scouts = optionalIndex(node["scouts"], m_ids.scouts);
    side.scouts = scouts.value_or(0);
    const JsonNode scoutsVs = node["scouts_vs"];
    const bool scoutsKnown = !m_rules.scouts.empty() && (scouts || !node["scouts"].exists());
    if (scoutsKnown) {
        const ScoutLevel &level = m_rules.scouts[static_cast<std::size_t>(side.scouts)];
        side.scoutsVs = detail::defaultScoutsVs(level);
        if (scoutsVs.exists()) {
            if (const std::optional<std::int64_t> vs = scoutsVs.integer(0, MaxCount)) {
                side.scoutsVs = static_cast<int>(*vs);
                if (*vs < level.minVs || *vs > level.maxVs) {
                    scoutsVs.error("scouts_vs " + std::to_string(*vs) + " is outside " + level.id + "'s range " +
                                   std::to_string(level.minVs) + "–" + std::to_string(level.maxVs));
                }
            }
        }
    }

    // Rally table of the side (UD-100, UD-A67).
    side.commandLevel =
        optionalIndex(node["command_level"], m_ids.commandLevels).value_or(m_rules.parameters.defaultCommandLevel);

    if (const JsonNode troops = node["troops"]; troops.exists() && troops.requireArray()) {
        for (const JsonNode &item : troops.items()) {
            side.troops.push_back(readTroop(item));
        }
    }
    if (const JsonNode personalities = node["personalities"]; personalities.exists() && personalities.requireArray()) {
        for (const JsonNode &item : personalities.items()) {
            side.personalities.push_back(readPersonality(item));
        }
    }
    if (const JsonNode levies = node["levies"]; levies.exists()) {
        readLevies(levies, side);
    }
    return side;
}

Troop ScenarioReader::readTroop(const JsonNode &node)
{
    Troop troop;
    if (!node.requireObject()) {
        return troop;
    }
    node.allowOnlyKeys({"id", "name", "type", "base_type", "force", "armement", "entrainement", "fatigue", "morale",
                        "blesse", "adjectives", "order", "position", "terrain", "status", "hex"});
    troop.id = claimId(node["id"]);
    troop.name = node["name"].stringOr("");

    const std::optional<std::size_t> type = node["type"].oneOf(m_ids.troopTypes);
    troop.type = type ? static_cast<int>(*type) : -1;
    const TroopType *troopType = type ? &m_rules.troopType(troop.type) : nullptr;
    const bool pietaille = troopType && troopType->role == TroopRole::Pietaille;
    if (troopType) {
        readTypeSpecifics(node, troop);
    }

    // Armement (UD-24): `neutre` unless given.
    const JsonNode armement = node["armement"];
    const std::optional<int> neutral = detail::neutralArmement(m_rules);
    if (armement.exists() || !neutral) {
        troop.armement = static_cast<int>(armement.oneOf(m_ids.armement).value_or(0));
    } else {
        troop.armement = *neutral;
    }

    troop.training = readTraining(node["entrainement"], pietaille);

    // Fatigue (UD-26): the type's starting fatigue unless given (UD-A14).
    const JsonNode fatigue = node["fatigue"];
    const std::optional<int> startFatigue =
        troopType ? detail::defaultStartFatigue(m_rules, troop.type, troop.baseType) : std::nullopt;
    if (fatigue.exists() || (troopType && !startFatigue)) {
        troop.fatigue = static_cast<int>(fatigue.oneOf(m_ids.fatigue).value_or(0));
    } else {
        troop.fatigue = startFatigue.value_or(0);
    }

    // Morale (UD-27): the type's starting morale shifted by training unless given (UD-A11, UD-A13).
    const JsonNode morale = node["morale"];
    const bool baseKnown = !troopType || troopType->role != TroopRole::Mounted || troop.baseType >= 0;
    const std::optional<int> startMorale =
        troopType && baseKnown ? detail::defaultStartMorale(m_rules, troop.type, troop.baseType, troop.training)
                               : std::nullopt;
    if (morale.exists()) {
        troop.morale = static_cast<int>(morale.oneOf(m_ids.morale).value_or(0));
    } else if (startMorale) {
        troop.morale = *startMorale;
    } else if (troopType && baseKnown) {
        node.error(troopType->id + " needs a 'morale': the ruleset gives it no starting morale (UD-A11)");
    }

    troop.blesse = node["blesse"].booleanOr(false);
    if (pietaille && troop.blesse) {
        node["blesse"].error("piétaille is never wounded: it is 'disloque' instead (UD-32)");
    }

    // Adjectives (UD-33–UD-38): the type's own plus those listed.
    if (troopType) {
        troop.adjectives = detail::typeAdjectiveMask(*troopType);
    }
    if (const JsonNode adjectives = node["adjectives"]; adjectives.exists() && adjectives.requireArray()) {
        for (const JsonNode &item : adjectives.items()) {
            if (const std::optional<std::size_t> adjective = item.oneOf(m_ids.adjectives)) {
                if (*adjective >= AdjectiveBits) {
                    item.error("too many troop adjectives in the ruleset to hold " +
                               inQuotes(m_ids.adjectives[*adjective]));
                } else {
                    troop.adjectives |= 1u << *adjective;
                }
            }
        }
    }

    if (const std::optional<int> order = optionalIndex(node["order"], m_ids.orders)) {
        troop.order = TroopOrders[static_cast<std::size_t>(*order)];
        // UD-73: a troop leaving a confrontation fights at −2 F for the rest of the day (UD-A44).
        troop.disengaging = troop.order == TroopOrder::QuitterConfrontation;
    }
    troop.position = optionalIndex(node["position"], m_ids.positions).value_or(-1);
    troop.terrain = optionalIndex(node["terrain"], m_ids.terrains).value_or(-1);
    readHexKey(node, troop.onMap, troop.hex);
    if (const std::optional<int> status = optionalIndex(node["status"], m_ids.troopStatuses)) {
        troop.status = TroopStatuses[static_cast<std::size_t>(*status)];
        if (troop.status == TroopStatus::Disloque && troopType && !pietaille) {
            node["status"].error("only a piétaille can be 'disloque' (UD-32)");
        }
    }
    return troop;
}

// base_type (UD-22) and force (UD-23) belong to one troop type each.
void ScenarioReader::readTypeSpecifics(const JsonNode &node, Troop &troop)
{
    const TroopType &type = m_rules.troopType(troop.type);
    const JsonNode baseType = node["base_type"];
    if (type.role == TroopRole::Mounted) {
        std::vector<std::string> allowed;
        for (const std::string_view id : m_ids.baseTypes) {
            allowed.push_back(inQuotes(id));
        }
        if (!baseType.exists()) {
            node.error(type.id + " needs a 'base_type': " + listOf(allowed) + " (UD-22)");
        } else if (const std::optional<std::string> id = baseType.string()) {
            const std::optional<int> known = m_rules.findTroopType(*id);
            if (known) {
                for (std::size_t i = 0; i < m_ids.baseTypes.size(); ++i) {
                    if (m_ids.baseTypeIndex[i] == *known) {
                        troop.baseType = *known;
                    }
                }
            }
            if (troop.baseType < 0 && known) {
                baseType.error(inQuotes(*id) + " cannot be the base_type of a " + type.id + ": expected " +
                               listOf(allowed) + " (UD-22)");
            } else if (troop.baseType < 0) {
                baseType.oneOf(m_ids.baseTypes);
            }
        }
    } else if (baseType.exists()) {
        baseType.error("base_type only applies to a troupe montée, not to " + type.id + " (UD-22)");
    }

    const JsonNode force = node["force"];
    if (type.role == TroopRole::Machine) {
        if (!force.exists()) {
            node.error(type.id + " needs a 'force': the GM sets it for each machine (UD-23)");
        } else if (const std::optional<std::int64_t> value = force.integer(0, MaxCount)) {
            troop.machineForce = static_cast<int>(*value);
        }
    } else if (force.exists()) {
        force.error("force only applies to a machine de guerre; a " + type.id + "'s comes from the ruleset (UD-23)");
    }
}

// Entrainement (UD-25): a training value or its label id; piétaille is untrained (UD-A13).
int ScenarioReader::readTraining(const JsonNode &node, bool pietaille)
{
    if (!node.exists()) {
        return 0;
    }
    std::optional<int> training;
    if (node.value()->is_string()) {
        if (const std::optional<std::size_t> index = node.oneOf(m_ids.training)) {
            training = m_rules.entrainement[*index].force;
        }
    } else if (node.value()->is_number_integer()) {
        if (const std::optional<std::int64_t> value = node.integer()) {
            const int asInt = static_cast<int>(*value);
            if (m_rules.findTrainingValue(asInt)) {
                training = asInt;
            } else {
                node.error("entrainement " + std::to_string(*value) + " is not a training level: expected " +
                           listOf(m_ids.trainingValues) + " (UD-25)");
            }
        }
    } else {
        node.error("expected an integer or a training id, got " + std::string(describeJsonType(*node.value())));
    }
    if (training && pietaille && *training != 0) {
        node.error("piétaille is untrained (UD-A13)");
        return 0;
    }
    return training.value_or(0);
}

Personality ScenarioReader::readPersonality(const JsonNode &node)
{
    Personality personality;
    if (!node.requireObject()) {
        return personality;
    }
    node.allowOnlyKeys({"id", "name", "rank", "vs", "forestier", "moved", "skills", "blesse", "wounds", "position",
                        "terrain", "status", "hex"});
    personality.id = claimId(node["id"]);
    personality.name = node["name"].stringOr("");
    personality.rank = static_cast<int>(node["rank"].oneOf(m_ids.ranks).value_or(0));      // UD-44
    personality.vs = static_cast<int>(node["vs"].integer(0, MaxCount).value_or(0));        // UD-42
    personality.forestier = static_cast<int>(node["forestier"].integerOr(0, 0, MaxCount)); // UD-45
    personality.moved = node["moved"].booleanOr(false);                                    // UD-A28

    if (const JsonNode skills = node["skills"]; skills.exists() && skills.requireArray()) {
        std::map<SkillKind, std::string> seen;
        for (const JsonNode &item : skills.items()) {
            if (std::optional<SkillInstance> skill = readSkill(item)) {
                const auto [it, inserted] = seen.emplace(skill->kind, item.pointer());
                if (!inserted) {
                    item.error("duplicate skill " + inQuotes(skillKindId(skill->kind)) + " (first at " + it->second +
                               ")");
                } else {
                    personality.skills.push_back(*skill);
                }
            }
        }
    }

    // A wound costs F, the second eliminates (UD-41, UD-A23): `blesse` for one, or `wounds`.
    const JsonNode blesse = node["blesse"];
    const JsonNode wounds = node["wounds"];
    if (blesse.exists() && wounds.exists()) {
        wounds.error("give 'blesse' or 'wounds', not both");
    } else if (wounds.exists()) {
        personality.wounds = static_cast<int>(wounds.integer(0, 2).value_or(0));
    } else {
        personality.wounds = blesse.booleanOr(false) ? 1 : 0;
    }

    personality.position = optionalIndex(node["position"], m_ids.positions).value_or(-1);
    personality.terrain = optionalIndex(node["terrain"], m_ids.terrains).value_or(-1);
    readHexKey(node, personality.onMap, personality.hex);
    if (const std::optional<int> status = optionalIndex(node["status"], m_ids.personalityStatuses)) {
        personality.status = PersonalityStatuses[static_cast<std::size_t>(*status)];
    }
    return personality;
}

// The strategic map (UD-67): grid, terrain rows through a legend, places, positions, fortify sites.
void ScenarioReader::readMap(const JsonNode &node, UmbraMap &map, std::vector<HexPosition> &positions)
{
    if (!node.requireObject()) {
        return;
    }
    node.allowOnlyKeys(
        {"width", "height", "orientation", "terrain", "legend", "rows", "places", "positions", "fortify_sites"});
    map.grid.width = static_cast<int>(node["width"].integer(1, MaxMapSide).value_or(0));
    map.grid.height = static_cast<int>(node["height"].integer(1, MaxMapSide).value_or(0));
    static constexpr std::array<std::string_view, 2> Orientations{"pointy", "flat"};
    map.grid.orientation = node["orientation"].oneOfOr(0, Orientations) == 0 ? Orientation::Pointy : Orientation::Flat;
    const int fill = optionalIndex(node["terrain"], m_ids.terrains).value_or(m_rules.defaultTerrain);
    if (map.grid.empty()) {
        m_reader.throwIfErrors(); // nothing below can be checked without a size
        return;
    }
    const std::size_t cells = static_cast<std::size_t>(map.grid.cellCount());
    map.terrain.assign(cells, static_cast<std::uint8_t>(fill));
    map.fortifySites.assign(cells, 0);

    // `legend` maps one character to a terrain id; `rows` draw the map with it, row 0 at the top.
    std::map<char, int> legend;
    if (const JsonNode legendNode = node["legend"]; legendNode.exists() && legendNode.requireObject()) {
        for (const auto &[symbol, terrain] : legendNode.members()) {
            if (symbol.size() != 1 || symbol[0] == ' ' || static_cast<unsigned char>(symbol[0]) >= 0x80) {
                terrain.error("a legend symbol is one ASCII character other than a space, got " + inQuotes(symbol));
            } else if (const std::optional<std::size_t> index = terrain.oneOf(m_ids.terrains)) {
                legend[symbol[0]] = static_cast<int>(*index);
                map.legend.resize(m_rules.terrains.size(), '\0');
                map.legend[*index] = symbol[0];
            }
        }
    }
    if (const JsonNode rows = node["rows"]; rows.exists() && rows.requireArray()) {
        const std::vector<JsonNode> items = rows.items();
        if (items.size() != static_cast<std::size_t>(map.grid.height)) {
            rows.error("expected " + std::to_string(map.grid.height) + " rows (the map's height), got " +
                       std::to_string(items.size()));
        }
        for (std::size_t row = 0; row < items.size() && row < static_cast<std::size_t>(map.grid.height); ++row) {
            const std::optional<std::string> text = items[row].string();
            if (!text) {
                continue;
            }
            if (text->size() != static_cast<std::size_t>(map.grid.width)) {
                items[row].error("row " + std::to_string(row) + " has " + std::to_string(text->size()) +
                                 " cells, expected " + std::to_string(map.grid.width) + " (the map's width)");
                continue;
            }
            for (std::size_t col = 0; col < text->size(); ++col) {
                const auto symbol = legend.find((*text)[col]);
                if (symbol == legend.end()) {
                    items[row].error("column " + std::to_string(col) + ": symbol " + inQuotes(text->substr(col, 1)) +
                                     " is not in the 'legend'");
                    break;
                }
                map.terrain[row * static_cast<std::size_t>(map.grid.width) + col] =
                    static_cast<std::uint8_t>(symbol->second);
            }
        }
    }

    // Named places (UD-69): ids share the scenario's id space.
    if (const JsonNode places = node["places"]; places.exists() && places.requireArray()) {
        for (const JsonNode &item : places.items()) {
            if (!item.requireObject()) {
                continue;
            }
            item.allowOnlyKeys({"id", "name", "hex", "levy_point"});
            Place place;
            place.id = claimId(item["id"]);
            place.name = item["name"].stringOr("");
            m_map = &map; // hexes are checked against the grid
            place.hex = readHex(item["hex"]).value_or(Hex{});
            place.levyPoint = item["levy_point"].booleanOr(true);
            map.places.push_back(std::move(place));
        }
    }
    m_map = &map;
    // Privileged positions (UD-79), one per hex.
    if (const JsonNode list = node["positions"]; list.exists() && list.requireArray()) {
        for (const JsonNode &item : list.items()) {
            if (!item.requireObject()) {
                continue;
            }
            item.allowOnlyKeys({"hex", "position"});
            const std::optional<Hex> hex = readHex(item["hex"]);
            const std::optional<std::size_t> position = item["position"].oneOf(m_ids.positions);
            if (!hex || !position) {
                continue;
            }
            if (std::any_of(positions.begin(), positions.end(), [&](const HexPosition &p) { return p.hex == *hex; })) {
                item["hex"].error("this hex already has a position");
                continue;
            }
            positions.push_back({*hex, static_cast<int>(*position)});
        }
    }
    // Hexes the GM marks appropriate for raising a defensive position (UD-80, UD-A51).
    if (const JsonNode sites = node["fortify_sites"]; sites.exists() && sites.requireArray()) {
        for (const JsonNode &item : sites.items()) {
            if (const std::optional<Hex> hex = readHex(item)) {
                map.fortifySites[static_cast<std::size_t>(map.grid.index(*hex))] = 1;
            }
        }
    }
}

// A hex as [col, row] on the map's grid (offset coordinates, 0-based, as the GM reads the map).
std::optional<Hex> ScenarioReader::readHex(const JsonNode &node)
{
    if (!node.exists()) {
        node.error("missing hex [col, row]");
        return std::nullopt;
    }
    if (!node.requireArray()) {
        return std::nullopt;
    }
    const std::vector<JsonNode> items = node.items();
    if (items.size() != 2) {
        node.error("a hex is [col, row], got " + std::to_string(items.size()) + " numbers");
        return std::nullopt;
    }
    const std::optional<std::int64_t> col = items[0].integer(0, MaxMapSide);
    const std::optional<std::int64_t> row = items[1].integer(0, MaxMapSide);
    if (!col || !row || !m_map) {
        return std::nullopt;
    }
    const OffsetCoord cell{static_cast<int>(*col), static_cast<int>(*row)};
    if (!m_map->grid.contains(cell)) {
        node.error("hex [" + std::to_string(cell.col) + ", " + std::to_string(cell.row) + "] is off the " +
                   std::to_string(m_map->grid.width) + " × " + std::to_string(m_map->grid.height) + " map");
        return std::nullopt;
    }
    return m_map->grid.hexOf(cell);
}

// A troop's or personality's `hex`: only on a map, where the hex gives terrain and position.
void ScenarioReader::readHexKey(const JsonNode &node, bool &onMap, Hex &hex)
{
    const JsonNode key = node["hex"];
    if (!m_map) {
        if (key.exists()) {
            key.error("'hex' needs a 'map' in the scenario");
        }
        return;
    }
    for (const char *implied : {"terrain", "position", "order"}) {
        if (node[implied].exists()) {
            node[implied].error(std::string("on a map the hex gives '") + implied +
                                "' (terrain and position) or the movement step does (order)");
        }
    }
    if (key.exists()) {
        if (const std::optional<Hex> read = readHex(key)) {
            hex = *read;
            onMap = true;
        }
    }
}

// Levies raised at lieux-dits (UD-18, UD-69): piétailles and listed unités arrive over the schedule.
void ScenarioReader::readLevies(const JsonNode &node, Side &side)
{
    if (!m_map) {
        node.error("'levies' gather at places of a 'map' (UD-69); this scenario has no map");
        return;
    }
    if (!node.requireArray()) {
        return;
    }
    const std::optional<int> pietailleType = detail::pietailleType(m_rules);
    for (const JsonNode &item : node.items()) {
        if (!item.requireObject()) {
            continue;
        }
        item.allowOnlyKeys({"place", "start_day", "pietailles", "pietaille_name", "units"});
        LevyPlan plan;
        const JsonNode placeNode = item["place"];
        if (const std::optional<std::string> place = placeNode.string()) {
            plan.place = m_map->findPlace(*place);
            if (plan.place < 0) {
                std::vector<std::string> ids;
                for (const Place &p : m_map->places) {
                    ids.push_back(p.id);
                }
                placeNode.error("unknown place " + inQuotes(*place) + "; expected one of " + listOf(ids));
                continue;
            }
            if (!m_map->places[static_cast<std::size_t>(plan.place)].levyPoint) {
                placeNode.error("place " + inQuotes(*place) + " is not a levy point (levy_point: false)");
            }
        } else {
            continue;
        }
        plan.startDay = static_cast<int>(item["start_day"].integerOr(1, 1, MaxCount));
        plan.pietailles = static_cast<int>(item["pietailles"].integerOr(0, 0, MaxLevyCount));
        plan.pietailleName = item["pietaille_name"].stringOr("");
        const int levyIndex = static_cast<int>(side.levies.size());
        std::vector<Troop> units;
        if (const JsonNode list = item["units"]; list.exists() && list.requireArray()) {
            for (const JsonNode &unit : list.items()) {
                for (const char *key : {"hex", "status"}) {
                    if (unit.exists() && unit.value()->is_object() && unit[key].exists()) {
                        unit[key].error(std::string("a levied unit arrives at its place: no '") + key + "'");
                    }
                }
                units.push_back(readTroop(unit));
            }
        }
        if (plan.pietailles > 0 && !pietailleType) {
            item["pietailles"].error("the ruleset has no piétaille troop type");
            continue;
        }
        // UD-18, UD-19: the schedule of this place's levy.
        const std::vector<LevyArrival> arrivals =
            levySchedule(m_rules, plan.pietailles, static_cast<int>(units.size()));
        int pietailleNumber = 0;
        std::size_t unitIndex = 0;
        const std::string &placeId = m_map->places[static_cast<std::size_t>(plan.place)].id;
        for (const LevyArrival &arrival : arrivals) {
            const int day = plan.startDay + arrival.day - 1;
            for (int i = 0; i < arrival.unites && unitIndex < units.size(); ++i, ++unitIndex) {
                Troop troop = std::move(units[unitIndex]);
                troop.levy = levyIndex;
                troop.arrivalDay = day;
                troop.status = TroopStatus::ALever;
                side.troops.push_back(std::move(troop));
            }
            for (int i = 0; i < arrival.pietailles; ++i) {
                Troop troop = detail::makePietaille(m_rules, *pietailleType);
                troop.id = placeId + "-p" + std::to_string(++pietailleNumber);
                const auto [it, inserted] = m_idPointers.emplace(troop.id, item.pointer());
                if (!inserted) {
                    item.error("levy piétaille id " + inQuotes(troop.id) + " is already used (at " + it->second +
                               "); one levy per place and side");
                }
                troop.name =
                    plan.pietailleName.empty() ? troop.id : plan.pietailleName + " " + std::to_string(pietailleNumber);
                troop.levy = levyIndex;
                troop.arrivalDay = day;
                troop.status = TroopStatus::ALever;
                side.troops.push_back(std::move(troop));
            }
        }
        side.levies.push_back(plan);
    }
}

// A skill and its numbers (UD-46–UD-65); X and Y default to the ruleset's (UD-A26).
std::optional<SkillInstance> ScenarioReader::readSkill(const JsonNode &node)
{
    if (!node.requireObject()) {
        return std::nullopt;
    }
    node.allowOnlyKeys({"id", "x", "y", "sens"});
    const std::optional<std::size_t> index = node["id"].oneOf(m_ids.skills);
    if (!index) {
        return std::nullopt;
    }
    const SkillDefinition &definition = m_rules.skills[*index];
    SkillInstance skill;
    skill.kind = definition.kind;

    // X and Y (UD-A26): the ruleset's default unless given; a skill without a default X needs one.
    const JsonNode x = node["x"];
    if (!detail::skillTakesX(definition.kind)) {
        skill.x = definition.defaultX.value_or(0);
        if (x.exists()) {
            x.error("skill " + inQuotes(definition.id) + " has no X");
        }
    } else if (x.exists()) {
        skill.x = static_cast<int>(x.integer(0, MaxCount).value_or(0));
    } else if (definition.defaultX) {
        skill.x = *definition.defaultX;
    } else {
        node.error("skill " + inQuotes(definition.id) + " needs an 'x': the ruleset gives no default (UD-A26)");
    }

    const JsonNode y = node["y"];
    skill.y = definition.defaultY.value_or(0);
    if (y.exists() && !detail::skillTakesY(definition.kind)) {
        y.error("skill " + inQuotes(definition.id) + " has no Y");
    } else if (y.exists()) {
        skill.y = static_cast<int>(y.integer(0, MaxCount).value_or(0));
    }

    const JsonNode sens = node["sens"];
    if (definition.kind == SkillKind::Poliorcetique) {
        if (!sens.exists()) {
            node.error("skill " + inQuotes(definition.id) + " needs a 'sens': 'offensif' or 'defensif' (UD-61)");
        } else if (const std::optional<std::size_t> direction = sens.oneOf(SensIds)) {
            skill.offensive = *direction == 0;
        }
    } else if (sens.exists()) {
        sens.error("'sens' only applies to poliorcetique (UD-61)");
    }
    return skill;
}

} // namespace

std::shared_ptr<UmbraScenario> readScenario(const JsonDocument &document, std::shared_ptr<const UmbraRuleset> ruleset)
{
    const UmbraRuleset &rules = *ruleset;
    auto scenario = std::make_shared<UmbraScenario>(document.path(), std::move(ruleset));
    ScenarioReader(document, rules).read(*scenario);
    return scenario;
}

} // namespace arbitre::umbra
