// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/ruleset.h"

#include "ruleset_loader_support.h"

#include <array>
#include <utility>

namespace arbitre::umbra {

using namespace detail;

namespace {

constexpr Choices<ColourWinner, 3> ColourWinners{{"stronger", "weaker", "none"},
                                                 {ColourWinner::Stronger, ColourWinner::Weaker, ColourWinner::None}};

/** An ordered scale, worst first (UD-24–UD-27). `valueKey` is "force", "value" or "" (no number). */
std::vector<ScaleLevel> readLevels(const JsonNode &block, std::string_view what, std::string_view valueKey,
                                   std::size_t minimum = 1)
{
    std::vector<ScaleLevel> levels;
    if (!openBlock(block, {"rule", "levels"})) {
        return levels;
    }
    IdRegistry seen(what);
    for (const JsonNode &item : readEntries(block["levels"], what, minimum)) {
        ScaleLevel level;
        if (item.requireObject()) {
            if (valueKey.empty()) {
                item.allowOnlyKeys({"id", "rule", "label"});
            } else {
                item.allowOnlyKeys({"id", "rule", "label", valueKey});
                level.force = readInt(item[valueKey], -MaxForce, MaxForce).value_or(0);
            }
            readRuleId(item["rule"]);
            level.id = seen.read(item["id"]).value_or("");
            level.label = readLabel(item["label"]).value_or(Label{});
        }
        levels.push_back(std::move(level));
    }
    return levels;
}

// UD-25: findTrainingValue() needs each training value once.
void checkTrainingValues(const JsonNode &block, const std::vector<ScaleLevel> &levels)
{
    for (std::size_t i = 0; i < levels.size(); ++i) {
        for (std::size_t j = 0; j < i; ++j) {
            if (levels[j].force == levels[i].force && !levels[i].id.empty() && !levels[j].id.empty()) {
                block["levels"][i]["value"].error("duplicate training value " + std::to_string(levels[i].force) +
                                                  " (also level " + std::to_string(j) + ")");
            }
        }
    }
}

void readTerrains(const JsonNode &block, UmbraRuleset &rules)
{
    if (!openBlock(block, {"rule", "default_terrain", "entries"})) {
        return;
    }
    IdRegistry seen("terrain");
    for (const JsonNode &item : readEntries(block["entries"], "terrain")) {
        Terrain terrain;
        if (item.requireObject()) {
            item.allowOnlyKeys({"id", "rule", "label", "difficult", "blocks_forced_march", "passable", "map_symbol"});
            readRuleId(item["rule"]);
            terrain.id = seen.read(item["id"]).value_or("");
            terrain.label = readLabel(item["label"]).value_or(Label{});
            terrain.difficult = item["difficult"].boolean().value_or(false);                   // UD-A43
            terrain.blocksForcedMarch = item["blocks_forced_march"].boolean().value_or(false); // UD-75, UD-A46
            terrain.passable = item["passable"].booleanOr(true); // a river: no troop enters
            if (item["map_symbol"].exists()) {
                if (const std::optional<std::size_t> symbol = item["map_symbol"].oneOf(TerrainSymbols))
                    terrain.mapSymbol = std::string(TerrainSymbols[*symbol]);
            }
        }
        rules.terrains.push_back(std::move(terrain));
    }
    rules.defaultTerrain = readReference(block["default_terrain"], idsOf("terrain", rules.terrains)).value_or(0);
}

void readPositions(const JsonNode &block, UmbraRuleset &rules)
{
    if (!openBlock(block, {"rule", "entries"})) {
        return;
    }
    IdRegistry seen("position");
    for (const JsonNode &item : readEntries(block["entries"], "position")) {
        PositionType position;
        if (item.requireObject()) {
            item.allowOnlyKeys({"id", "rule", "label", "percent"});
            readRuleId(item["rule"]);
            position.id = seen.read(item["id"]).value_or("");
            position.label = readLabel(item["label"]).value_or(Label{});
            position.percent = readInt(item["percent"], 0, MaxPercent).value_or(0); // UD-79
        }
        rules.positions.push_back(std::move(position));
    }
}

void readRanks(const JsonNode &block, UmbraRuleset &rules)
{
    if (!openBlock(block, {"rule", "entries"})) {
        return;
    }
    IdRegistry seen("personality rank");
    for (const JsonNode &item : readEntries(block["entries"], "personality rank")) {
        PersonalityRank rank;
        if (item.requireObject()) {
            item.allowOnlyKeys({"id", "rule", "label", "force"});
            readRuleId(item["rule"]);
            rank.id = seen.read(item["id"]).value_or("");
            rank.label = readLabel(item["label"]).value_or(Label{});
            rank.force = readInt(item["force"], 0, MaxForce).value_or(0); // UD-44
        }
        rules.personalityRanks.push_back(std::move(rank));
    }
}

void readColours(const JsonNode &block, UmbraRuleset &rules)
{
    if (!openBlock(block, {"rule", "entries"})) {
        return;
    }
    IdRegistry seen("colour");
    for (const JsonNode &item : readEntries(block["entries"], "colour")) {
        Colour colour;
        if (item.requireObject()) {
            item.allowOnlyKeys({"id", "rule", "label", "winner", "highlight", "display"});
            readRuleId(item["rule"]);
            colour.id = seen.read(item["id"]).value_or("");
            colour.label = readLabel(item["label"]).value_or(Label{});
            colour.winner = readChoice(item["winner"], ColourWinners).value_or(ColourWinner::None); // UD-A34
            colour.highlight = item["highlight"].boolean().value_or(false);                         // UD-M6
            colour.display = readDisplayColour(item["display"]);
        }
        rules.colours.push_back(std::move(colour));
    }
}

void readScouts(const JsonNode &block, UmbraRuleset &rules)
{
    if (!openBlock(block, {"rule", "levels"})) {
        return;
    }
    IdRegistry seen("scout level");
    for (const JsonNode &item : readEntries(block["levels"], "scout level")) {
        ScoutLevel level;
        if (item.requireObject()) {
            item.allowOnlyKeys({"id", "rule", "label", "vs"});
            readRuleId(item["rule"]);
            level.id = seen.read(item["id"]).value_or("");
            level.label = readLabel(item["label"]).value_or(Label{});
            const JsonNode vs = item["vs"];
            if (vs.requireObject()) {
                vs.allowOnlyKeys({"min", "max", "default"});
                const std::optional<int> low = readInt(vs["min"], 0, MaxCount);
                const std::optional<int> high = readInt(vs["max"], 0, MaxCount);
                const std::optional<int> fallback = readInt(vs["default"], 0, MaxCount);
                if (low && high && *low > *high) {
                    vs["max"].error("expected max not below min (" + std::to_string(*low) + "), got " +
                                    std::to_string(*high));
                } else if (low && high && fallback && (*fallback < *low || *fallback > *high)) {
                    // UD-A21: the default is a VS the GM could have chosen.
                    vs["default"].error("expected default within min..max (" + std::to_string(*low) + ".." +
                                        std::to_string(*high) + "), got " + std::to_string(*fallback));
                }
                level.minVs = low.value_or(0);
                level.maxVs = high.value_or(0);
                level.defaultVs = fallback.value_or(0);
            }
        }
        rules.scouts.push_back(std::move(level));
    }
}

void readDomainPower(const JsonNode &block, UmbraRuleset &rules)
{
    if (!openBlock(block, {"rule", "levels"})) {
        return;
    }
    IdRegistry seen("domain level");
    for (const JsonNode &item : readEntries(block["levels"], "domain level")) {
        DomainPowerLevel level;
        if (item.requireObject()) {
            item.allowOnlyKeys({"id", "rule", "label", "guidance"});
            readRuleId(item["rule"]);
            level.id = seen.read(item["id"]).value_or("");
            level.label = readLabel(item["label"]).value_or(Label{});
            level.guidance = item["guidance"].string().value_or(""); // UD-A3: display only
        }
        rules.domainPower.push_back(std::move(level));
    }
}

// The compact copies of what every troop's F reads (typeForces, armementForces, fatigueForces), once their
// sources are read: the side total's tables (UmbraRuleset::forceTablesMatch).
void fillForceTables(UmbraRuleset &rules)
{
    for (const TroopType &type : rules.troopTypes) {
        rules.typeForces.push_back(TroopTypeForce{type.force, type.role});
    }
    for (const ScaleLevel &level : rules.armement) {
        rules.armementForces.push_back(level.force);
    }
    for (const ScaleLevel &level : rules.fatigue.levels) {
        rules.fatigueForces.push_back(level.force);
    }
}

} // namespace

std::shared_ptr<const UmbraRuleset> readRuleset(const JsonDocument &document, RulesetHeader header)
{
    JsonReader reader(document);
    const JsonNode root = reader.root();
    auto rules = std::make_shared<UmbraRuleset>(header);
    if (root.requireObject()) {
        root.allowOnlyKeys({"$schema",
                            "system",
                            "id",
                            "name",
                            "version",
                            "morale",
                            "fatigue",
                            "armement",
                            "entrainement",
                            "troop_types",
                            "troop_adjectives",
                            "terrains",
                            "positions",
                            "personality_ranks",
                            "skills",
                            "colours",
                            "tables",
                            "rally",
                            "levy",
                            "scouts",
                            "domain_power",
                            "parameters"});
        if (header.system != SystemId) {
            root["system"].error("expected system " + inQuotes(SystemId) + ", got " + inQuotes(header.system));
        }
        // Blocks that others reference come first.
        rules->morale.levels = readLevels(root["morale"], "morale level", "", 2); // UD-27: a ladder has 2 rungs
        rules->fatigue.levels = readLevels(root["fatigue"], "fatigue level", "force");
        rules->armement = readLevels(root["armement"], "armement level", "force");
        rules->entrainement = readLevels(root["entrainement"], "training level", "value");
        checkTrainingValues(root["entrainement"], rules->entrainement);
        readTerrains(root["terrains"], *rules);
        readTroopAdjectives(root["troop_adjectives"], *rules);
        readTroopTypes(root["troop_types"], *rules);
        fillForceTables(*rules);
        readPositions(root["positions"], *rules);
        readRanks(root["personality_ranks"], *rules);
        readSkills(root["skills"], *rules);
        readColours(root["colours"], *rules);
        readConfrontationTables(root["tables"], *rules);
        readRally(root["rally"], *rules);
        readLevy(root["levy"], *rules);
        readScouts(root["scouts"], *rules);
        readDomainPower(root["domain_power"], *rules);
        readParameters(root["parameters"], *rules);
    }
    reader.throwIfErrors();
    return rules;
}

} // namespace arbitre::umbra
