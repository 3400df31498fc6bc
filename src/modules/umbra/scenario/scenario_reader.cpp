// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "scenario_reader_support.h"

namespace arbitre::umbra {

namespace reading {

// Ids are unique across the scenario: sides, troops and personalities share one space, since
// events and the GM name them without saying which kind they are.
std::string ScenarioReader::claimId(const JsonNode &node)
{
    std::optional<std::string> id = readBoundedString(node, MaxIdLength, "an id");
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

namespace {

// Members in scenario order: the confrontation lists them as the scenario does.
Confrontation oneConfrontationWithoutMap(const BattleState &state)
{
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
    return confrontation;
}

} // namespace

void ScenarioReader::read(UmbraScenario &scenario)
{
    const JsonNode root = m_reader.root();
    if (!root.requireObject()) {
        m_reader.throwIfErrors();
    }
    root.allowOnlyKeys({"$schema", "ruleset", "ruleset_version", "name", "terrain", "map", "first_mover", "day", "turn",
                        "sides", "log", "state", "bookmarks"});

    scenario.rulesetRef = root["ruleset"].string().value_or("");
    root["ruleset_version"].stringOr(""); // informative: the replay itself checks the rules still give the same results
    scenario.name = readName(root["name"]);

    BattleState &state = scenario.initial;
    state.terrain = optionalIndex(root["terrain"], m_ids.terrains).value_or(m_rules.defaultTerrain);
    state.day = static_cast<int>(root["day"].integerOr(1, 1, MaxDay));
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
        if (checkAtMost(sides, items.size(), limits::MaxSides, "sides")) {
            for (const JsonNode &item : items) {
                state.sides.push_back(readSide(item));
            }
        }
    }

    if (const JsonNode log = root["log"]; log.exists()) {
        scenario.log = EventLog::fromJson(log);
    }
    if (const JsonNode snapshot = root["state"]; snapshot.exists() && snapshot.requireObject()) {
        scenario.snapshot = *snapshot.value();
    }
    const std::optional<std::string> firstMover = readFirstMover(root["first_mover"], state);
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
    state.confrontations.push_back(oneConfrontationWithoutMap(state));
}

// UD-71: the side that moves first on a map, checked against the sides read.
std::optional<std::string> ScenarioReader::readFirstMover(const JsonNode &first, const BattleState &state)
{
    std::optional<std::string> firstMover;
    if (first.exists()) {
        firstMover = first.string();
        if (!m_map) {
            first.error("'first_mover' settles the move order on a map (UD-71); this scenario has no 'map'");
        } else if (firstMover && std::none_of(state.sides.begin(), state.sides.end(),
                                              [&](const Side &side) { return side.id == *firstMover; })) {
            first.error("no side " + inQuotes(*firstMover));
        }
    }
    return firstMover;
}

Side ScenarioReader::readSide(const JsonNode &node)
{
    Side side;
    if (!node.requireObject()) {
        return side;
    }
    node.allowOnlyKeys({"id", "name", "scouts", "scouts_vs", "command_level", "troops", "personalities", "levies"});
    side.id = claimId(node["id"]);
    side.name = readName(node["name"]);

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

    const JsonNode troops = node["troops"];
    if (troops.exists() && troops.requireArray()) {
        const std::vector<JsonNode> items = troops.items();
        if (checkAtMost(troops, items.size(), limits::MaxTroopsPerSide, "troops on a side")) {
            for (const JsonNode &item : items) {
                side.troops.push_back(readTroop(item));
            }
        }
    }
    if (const JsonNode personalities = node["personalities"]; personalities.exists() && personalities.requireArray()) {
        const std::vector<JsonNode> items = personalities.items();
        if (checkAtMost(personalities, items.size(), limits::MaxPersonalitiesPerSide, "personalities on a side")) {
            for (const JsonNode &item : items) {
                side.personalities.push_back(readPersonality(item));
            }
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
    troop.name = readName(node["name"]);

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

    readFatigueAndMorale(node, troopType, troop);

    troop.blesse = node["blesse"].booleanOr(false);
    if (pietaille && troop.blesse) {
        node["blesse"].error("piétaille is never wounded: it is 'disloque' instead (UD-32)");
    }

    readAdjectives(node, troopType, troop);

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
    // UD-27: a troop reaching rupture leaves the battlefield (status en_fuite): present, it cannot be at rupture.
    if (const JsonNode morale = node["morale"]; troop.present() && morale.exists() && morale.value()->is_string() &&
                                                morale.value()->get<std::string>() == m_rules.morale.id(0)) {
        morale.error("a troop at '" + m_rules.morale.id(0) +
                     "' has left the battlefield (UD-27): give it \"status\": \"en_fuite\", or a morale above " +
                     inQuotes(m_rules.morale.id(0)));
    }
    return troop;
}

// Fatigue and morale start where the troop type puts them unless the scenario says: morale after the training.
void ScenarioReader::readFatigueAndMorale(const JsonNode &node, const TroopType *troopType, Troop &troop)
{
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
}

// The type's adjectives cannot be removed, only added to.
void ScenarioReader::readAdjectives(const JsonNode &node, const TroopType *troopType, Troop &troop)
{
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
    personality.name = readName(node["name"]);
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

} // namespace reading

std::shared_ptr<UmbraScenario> readScenario(const JsonDocument &document, std::shared_ptr<const UmbraRuleset> ruleset)
{
    const UmbraRuleset &rules = *ruleset;
    auto scenario = std::make_shared<UmbraScenario>(document.path(), std::move(ruleset));
    reading::ScenarioReader(document, rules).read(*scenario);
    return scenario;
}

} // namespace arbitre::umbra