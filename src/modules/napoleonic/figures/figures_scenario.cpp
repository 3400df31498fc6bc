// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/napoleonic/figures_scenario.h"

#include "arbitre/core/json_reader.h"
#include "arbitre/core/ruleset_json.h"

#include "common/session_support.h"

#include <array>
#include <set>
#include <string>
#include <utility>

namespace arbitre::napoleonic {

namespace {

using nlohmann::json;

constexpr std::array<std::string_view, 3> ArmIds{"infantry", "cavalry", "artillery"};
constexpr std::array<std::string_view, 3> StrengthIds{"unit", "detachment", "parent"};
constexpr std::int64_t MaxFigures = 1000;
constexpr std::int64_t MaxFactor = 100;
// Far beyond any table; with MaxFigures and MaxFactor no sum of units can come near an int's range.
constexpr std::size_t MaxSides = 32;
constexpr std::size_t MaxUnitsPerSide = 1000;

std::vector<std::string> idsOf(const std::vector<Named> &list)
{
    std::vector<std::string> ids;
    for (const Named &entry : list)
        ids.push_back(entry.id);
    return ids;
}

std::vector<std::string> paceIds(const FiguresRuleset &rules)
{
    std::vector<std::string> ids;
    for (const Pace &pace : rules.paces)
        ids.push_back(pace.id);
    return ids;
}

std::vector<std::string> boxIds(const FiguresRuleset &rules)
{
    std::vector<std::string> ids;
    for (const SituationBox &box : rules.boxes)
        ids.push_back(box.id);
    return ids;
}

std::string joined(const std::vector<std::string> &ids)
{
    std::string out;
    for (const std::string &id : ids)
        out += (out.empty() ? "" : ", ") + id;
    return out;
}

/** The index of the node's string in `ids`; a missing key gives `fallback`, an unknown id an error listing them. */
int idIndex(const JsonNode &node, const std::vector<std::string> &ids, int fallback, std::string_view what)
{
    if (!node.exists())
        return fallback;
    const std::optional<std::string> id = node.string();
    if (!id)
        return fallback;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        if (ids[i] == *id)
            return static_cast<int>(i);
    }
    node.error("unknown " + std::string(what) + " '" + *id + "'; the ruleset has " + joined(ids));
    return fallback;
}

int intOf(const JsonNode &node, std::int64_t fallback, std::int64_t min, std::int64_t max)
{
    return static_cast<int>(node.integerOr(fallback, min, max));
}

/** The unit's figures and steps lost (NF-17, NF-19, NF-A1, M16). */
void readLosses(const JsonNode &node, const FiguresRuleset &rules, FiguresUnit &unit)
{
    LossState &losses = unit.losses;
    losses.figures = intOf(node["figures"], unit.figuresAtStart, 0, MaxFigures);
    if (losses.figures > unit.figuresAtStart)
        node["figures"].error("a unit has at most its " + std::to_string(unit.figuresAtStart) + " figures at start");
    losses.carriedSteps = intOf(node["carried_steps"], 0, 0, rules.parameters.stepsPerFigure - 1); // NF-17
    losses.halves = intOf(node["half_step"], 0, 0, 1);                                             // NF-A1
    losses.stepsThisAction = intOf(node["steps_this_action"], 0, 0, MaxFigures * 3);
    const int lost = stepsLostSinceStart(rules, unit);
    if (losses.stepsThisAction > lost)
        node["steps_this_action"].error("more steps lost in the action than since the start (" + std::to_string(lost) +
                                        ")");
    unit.stepsLostBeforeAction =
        intOf(node["steps_lost_before_action"], lost - losses.stepsThisAction, 0, MaxFigures * 3);     // M16
    unit.figuresAtActionStart = intOf(node["figures_at_action_start"], losses.figures, 0, MaxFigures); // NF-19
}

/** Its formation, pace, cohesion and situation box, ids of the ruleset. */
void readFormationAndBox(const JsonNode &node, const FiguresRuleset &rules, FiguresUnit &unit)
{
    unit.formation = idIndex(node["formation"], idsOf(rules.formations), 0, "formation");
    unit.pace = idIndex(node["pace"], paceIds(rules), 0, "pace");
    unit.cohesion = idIndex(node["cohesion"], idsOf(rules.cohesion), 0, "cohesion");
    unit.box = idIndex(node["box"], boxIds(rules), rules.boxIndex("arret").value_or(0), "situation box");
}

/** The general with the unit, if any: its factor, its distance, whether struck down (M20). */
void readLeader(const JsonNode &node, FiguresUnit &unit)
{
    if (const JsonNode leader = node["leader"]; leader.exists() && !leader.value()->is_null()) {
        if (leader.requireObject()) {
            leader.allowOnlyKeys({"factor", "distance_ud", "struck_down"});
            unit.leader =
                Leader{intOf(leader["factor"], 0, -MaxFactor, MaxFactor),
                       intOf(leader["distance_ud"], 0, 0, MaxFigures), leader["struck_down"].booleanOr(false)};
        }
    }
}

FiguresScenarioUnit readUnit(const JsonNode &node, const FiguresRuleset &rules, std::size_t side)
{
    FiguresScenarioUnit setup;
    setup.side = side;
    FiguresUnit &unit = setup.unit;
    if (!node.requireObject())
        return setup;
    node.allowOnlyKeys({"id",
                        "name",
                        "arm",
                        "horse",
                        "nation",
                        "status",
                        "type_rank",
                        "fire_factor",
                        "melee_factor",
                        "base_morale",
                        "strength",
                        "figures_at_start",
                        "figures",
                        "carried_steps",
                        "half_step",
                        "steps_this_action",
                        "steps_lost_before_action",
                        "figures_at_action_start",
                        "formation",
                        "pace",
                        "cohesion",
                        "box",
                        "pop",
                        "pa_spent",
                        "leader"});
    unit.id = readBoundedString(node["id"], MaxIdLength, "an id").value_or("");
    if (unit.id.empty() && node["id"].exists())
        node["id"].error("a unit id is not empty");
    setup.name = readName(node["name"], unit.id);
    unit.arm = static_cast<Arm>(node["arm"].oneOfOr(0, ArmIds));
    unit.horse = node["horse"].booleanOr(unit.arm == Arm::Cavalry); // NF-23: CAV and ARC
    // Required: NF-25 reads its formation changes in that column (NF-A17: unit data of the order of battle).
    unit.nationColumn = node["nation"].string().value_or("");
    if (node["nation"].exists() && !rules.nationColumnIndex(unit.nationColumn))
        node["nation"].error("unknown nation column '" + unit.nationColumn + "' (NF-25); the ruleset has " +
                             joined(rules.nationColumns));
    unit.status = idIndex(node["status"], idsOf(rules.status), rules.statusIndex("line").value_or(0), "status");
    unit.typeRank = intOf(node["type_rank"], 1, 0, 10);
    unit.fireFactor = intOf(node["fire_factor"], 0, -MaxFactor, MaxFactor);
    unit.meleeFactor = intOf(node["melee_factor"], 0, -MaxFactor, MaxFactor);
    unit.baseMorale = intOf(node["base_morale"], 0, -MaxFactor, MaxFactor); // NF-A57
    unit.strengthKind = static_cast<StrengthKind>(node["strength"].oneOfOr(0, StrengthIds));
    unit.figuresAtStart = intOf(node["figures_at_start"], 0, 1, MaxFigures);
    if (!node["figures_at_start"].exists())
        node.error("missing key 'figures_at_start'");
    readLosses(node, rules, unit);
    readFormationAndBox(node, rules, unit);
    unit.pop = intOf(node["pop"], 0, 0, MaxFactor);          // NF-3
    unit.paSpent = intOf(node["pa_spent"], 0, 0, MaxFactor); // NF-2
    readLeader(node, unit);
    return setup;
}

} // namespace

std::string_view armId(Arm arm)
{
    return ArmIds[static_cast<std::size_t>(arm)];
}

std::string_view strengthKindId(StrengthKind kind)
{
    return StrengthIds[static_cast<std::size_t>(kind)];
}

FiguresState FiguresScenario::initialState() const
{
    FiguresState state;
    for (const FiguresScenarioUnit &setup : units)
        state.push_back(setup.unit);
    return state;
}

std::optional<std::size_t> FiguresScenario::unitIndex(std::string_view id) const
{
    for (std::size_t i = 0; i < units.size(); ++i) {
        if (units[i].unit.id == id)
            return i;
    }
    return std::nullopt;
}

json figuresUnitToJson(const FiguresRuleset &rules, const FiguresScenarioUnit &setup, const FiguresUnit &unit)
{
    const auto at = [](const auto &list, int index) { return list.at(static_cast<std::size_t>(index)).id; };
    json out{{"id", unit.id},
             {"name", setup.name},
             {"arm", std::string(armId(unit.arm))},
             {"horse", unit.horse},
             {"nation", unit.nationColumn},
             {"status", at(rules.status, unit.status)},
             {"type_rank", unit.typeRank},
             {"fire_factor", unit.fireFactor},
             {"melee_factor", unit.meleeFactor},
             {"base_morale", unit.baseMorale},
             {"strength", std::string(strengthKindId(unit.strengthKind))},
             {"figures_at_start", unit.figuresAtStart},
             {"figures", unit.losses.figures},
             {"carried_steps", unit.losses.carriedSteps},
             {"half_step", unit.losses.halves},
             {"steps_this_action", unit.losses.stepsThisAction},
             {"steps_lost_before_action", unit.stepsLostBeforeAction},
             {"figures_at_action_start", unit.figuresAtActionStart},
             {"formation", at(rules.formations, unit.formation)},
             {"pace", at(rules.paces, unit.pace)},
             {"cohesion", at(rules.cohesion, unit.cohesion)},
             {"box", at(rules.boxes, unit.box)},
             {"pop", unit.pop},
             {"pa_spent", unit.paSpent}};
    if (unit.leader)
        out["leader"] = json{{"factor", unit.leader->factor},
                             {"distance_ud", unit.leader->distanceUd},
                             {"struck_down", unit.leader->struckDown}};
    return out;
}

std::shared_ptr<const FiguresScenario> readFiguresScenario(const JsonDocument &document,
                                                           std::shared_ptr<const FiguresRuleset> ruleset)
{
    JsonReader reader(document);
    const JsonNode root = reader.root();
    auto scenario = std::make_shared<FiguresScenario>(document.path(), ruleset);
    if (!root.requireObject())
        reader.throwIfErrors();
    root.allowOnlyKeys({"$schema", "ruleset", "name", "description", "sides", "log", "state", "bookmarks"});
    scenario->rulesetRef = root["ruleset"].string().value_or("");
    scenario->name = readName(root["name"]);
    session::readKeptKeys(root, scenario->extra, scenario->log);

    std::set<std::string, std::less<>> sideIds;
    std::set<std::string, std::less<>> unitIds;
    const JsonNode sides = root["sides"];
    const std::vector<JsonNode> sideItems = sides.requireArray() ? sides.items() : std::vector<JsonNode>{};
    if (checkAtMost(sides, sideItems.size(), MaxSides, "sides")) {
        for (const JsonNode &item : sideItems) {
            if (!item.requireObject())
                continue;
            item.allowOnlyKeys({"id", "name", "units"});
            FiguresSide side{readBoundedString(item["id"], MaxIdLength, "an id").value_or(""), ""};
            side.name = readName(item["name"], side.id);
            if (!side.id.empty() && !sideIds.insert(side.id).second)
                item["id"].error("duplicate side id '" + side.id + "'");
            const std::size_t index = scenario->sides.size();
            scenario->sides.push_back(std::move(side));
            const JsonNode units = item["units"];
            if (!units.requireArray())
                continue;
            const std::vector<JsonNode> entries = units.items();
            if (!checkAtMost(units, entries.size(), MaxUnitsPerSide, "units on a side"))
                continue;
            for (const JsonNode &entry : entries) {
                FiguresScenarioUnit unit = readUnit(entry, *ruleset, index);
                // Events name units by id, across both sides.
                if (!unit.unit.id.empty() && !unitIds.insert(unit.unit.id).second)
                    entry["id"].error("duplicate unit id '" + unit.unit.id + "'");
                scenario->units.push_back(std::move(unit));
            }
        }
    }
    reader.throwIfErrors();
    return scenario;
}

} // namespace arbitre::napoleonic
