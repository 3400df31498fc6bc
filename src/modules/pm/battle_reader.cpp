// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/json_reader.h"
#include "arbitre/core/ruleset_json.h"
#include "arbitre/pm/battle.h"

#include <set>
#include <string>
#include <utility>

namespace arbitre::pm {

namespace {

constexpr std::int64_t MaxPm = 1000000;
constexpr std::int64_t MaxScore = 100000;
// With MaxScore, MaxPm and EventLog::MaxEvents, a side's score stays below 4 × 10^8 (docs/ruleset-authoring.md,
// Limits).
constexpr std::size_t MaxUnitsPerSide = 1000;

void checkId(const JsonNode &node, const std::string &id, std::set<std::string, std::less<>> &seen,
             std::string_view what)
{
    if (id.empty())
        return;
    if (const std::size_t length = characterCount(id); length > MaxIdLength)
        node.error("an id has at most " + std::to_string(MaxIdLength) + " characters, got " + std::to_string(length));
    if (!seen.insert(id).second)
        node.error("duplicate " + std::string(what) + " id '" + id + "'");
}

SideSetup readSide(const JsonNode &node, const PmRuleset &rules, std::set<std::string, std::less<>> &ids)
{
    SideSetup side;
    if (!node.requireObject())
        return side;
    node.allowOnlyKeys(
        {"id", "name", "pm", "moral_de_base", "bonus_moral_unites", "commandant", "commandement", "joueurs"});
    side.id = node["id"].string().value_or("");
    checkId(node["id"], side.id, ids, "side");
    side.name = readName(node["name"], side.id);
    side.pm = static_cast<int>(node["pm"].integer(0, MaxPm).value_or(0));
    side.moraleBase = static_cast<int>(node["moral_de_base"].integer(-MaxScore, MaxScore).value_or(0));
    side.commander = readName(node["commandant"]);
    // PM-A12: a side without a commander-in-chief adds no Commandement; null says so explicitly.
    if (const JsonNode command = node["commandement"]; command.exists() && !command.value()->is_null()) {
        if (const auto value = command.integer(-MaxScore, MaxScore))
            side.command = static_cast<int>(*value);
    }

    std::set<std::string, std::less<>> unitIds;
    const JsonNode units = node["bonus_moral_unites"];
    const std::vector<JsonNode> unitItems = units.exists() ? units.items() : std::vector<JsonNode>{};
    if (checkAtMost(units, unitItems.size(), MaxUnitsPerSide, "units on a side")) {
        for (const JsonNode &unit : unitItems) {
            if (!unit.requireObject())
                continue;
            unit.allowOnlyKeys({"id", "name", "bonus"});
            UnitBonus bonus;
            bonus.id = unit["id"].string().value_or("");
            checkId(unit["id"], bonus.id, unitIds, "unit");
            bonus.name = readName(unit["name"], bonus.id);
            bonus.bonus = static_cast<int>(unit["bonus"].integer(-MaxScore, MaxScore).value_or(0));
            side.units.push_back(std::move(bonus));
        }
    }

    if (const JsonNode players = node["joueurs"]; players.exists()) {
        const std::vector<JsonNode> items = players.items();
        if (items.size() > MaxPlayersPerSide)
            players.error("at most " + std::to_string(MaxPlayersPerSide) + " players on a side, got " +
                          std::to_string(items.size()));
        for (const JsonNode &item : items) {
            if (!item.requireObject())
                continue;
            item.allowOnlyKeys({"id", "name", "npc", "de"});
            Player player;
            player.id = item["id"].string().value_or("");
            checkId(item["id"], player.id, ids, "player");
            player.name = readName(item["name"], player.id);
            player.npc = item["npc"].booleanOr(false);
            if (const JsonNode die = item["de"]; die.exists() && !die.value()->is_null()) {
                if (const auto value = die.integer(1, rules.playerDice.sides))
                    player.de = static_cast<int>(*value);
            }
            side.players.push_back(std::move(player));
        }
    }
    return side;
}

} // namespace

BattleState PmBattle::initialState() const
{
    BattleState state;
    for (std::size_t i = 0; i < 2; ++i) {
        const SideSetup &setup = sides[i];
        SideState &side = state.sides[i];
        side.pm = setup.pm;
        side.moraleBase = setup.moraleBase;
        side.unitPresent.assign(setup.units.size(), true);
        for (const UnitBonus &unit : setup.units)
            side.unitBonus += unit.bonus;
        // PM-A17: an army already at the threshold cannot begin a phase.
        side.outOfCombat = setup.pm <= ruleset().outOfCombatThreshold;
    }
    return state;
}

std::optional<std::size_t> PmBattle::sideIndex(std::string_view id) const
{
    for (std::size_t i = 0; i < sides.size(); ++i) {
        if (sides[i].id == id)
            return i;
    }
    return std::nullopt;
}

std::shared_ptr<const PmBattle> readBattle(const JsonDocument &document, std::shared_ptr<const PmRuleset> ruleset)
{
    JsonReader reader(document);
    const JsonNode root = reader.root();
    auto battle = std::make_shared<PmBattle>(document.path(), ruleset);
    if (!root.requireObject())
        reader.throwIfErrors();
    root.allowOnlyKeys({"$schema", "ruleset", "name", "description", "sides", "log", "state", "bookmarks"});
    battle->rulesetRef = root["ruleset"].string().value_or("");
    battle->name = readName(root["name"]);
    if (const JsonNode schema = root["$schema"]; schema.exists())
        battle->extra["$schema"] = schema.string().value_or("");
    if (const JsonNode description = root["description"]; description.exists())
        battle->extra["description"] = description.string().value_or("");

    // A PM battle is fought between two camps (PM-8 compares "the two sides").
    const JsonNode sides = root["sides"];
    if (sides.requireArray()) {
        const std::vector<JsonNode> items = sides.items();
        if (items.size() != 2)
            sides.error("a PM battle has exactly 2 sides, got " + std::to_string(items.size()));
        std::set<std::string, std::less<>> ids;
        for (std::size_t i = 0; i < items.size() && i < 2; ++i)
            battle->sides[i] = readSide(items[i], *ruleset, ids);
    }
    if (const JsonNode log = root["log"]; log.exists())
        battle->log = EventLog::fromJson(log);
    if (const JsonNode snapshot = root["state"]; snapshot.exists())
        snapshot.requireObject(); // written for readers; the state is always replayed from the log
    reader.throwIfErrors();
    return battle;
}

} // namespace arbitre::pm
