// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/napoleonic/figures_ruleset.h"

#include "figures_loader_support.h"

#include <array>
#include <utility>

namespace arbitre::napoleonic {

using namespace detail;

namespace {

template <typename Entry> std::vector<Entry> readNamedList(const JsonNode &array, std::string_view what)
{
    std::vector<Entry> out;
    std::vector<std::string> seen;
    for (const JsonNode &item : readEntries(array, what)) {
        Entry entry;
        if (item.requireObject()) {
            if constexpr (std::is_same_v<Entry, Pace>) {
                item.allowOnlyKeys({"id", "label_fr", "label_en", "rank", "pa"});
                entry.rank = readInt(item["rank"], 0, 10).value_or(0);
                entry.pa = readInt(item["pa"], 0, 10).value_or(0);
            } else {
                item.allowOnlyKeys({"id", "label_fr", "label_en"});
            }
            readNamed(item, entry, seen, what);
        }
        out.push_back(std::move(entry));
    }
    return out;
}

void readDice(const JsonNode &node, FiguresRuleset &rules)
{
    if (!openBlock(node, {"rule", "sides", "random_die", "random_die_alternatives"})) {
        return;
    }
    // NF-1, NF-A41: only d6 exist; the random die maps each face to −1 / 0 / +1.
    rules.dieSides = readInt(node["sides"], 6, 6).value_or(6);
    const std::vector<JsonNode> faces = node["random_die"].items();
    if (node["random_die"].exists() && faces.size() != rules.randomDie.size()) {
        node["random_die"].error("expected 6 faces, got " + std::to_string(faces.size()));
    }
    for (std::size_t i = 0; i < faces.size() && i < rules.randomDie.size(); ++i) {
        rules.randomDie[i] = readInt(faces[i], -1, 1).value_or(0);
    }
    const JsonNode alternatives = node["random_die_alternatives"];
    if (alternatives.exists()) {
        alternatives.allowOnlyKeys({"plus1_on_6"});
        // NF-A41: the alternative die is checked like the chosen one, whether a parameter selects it or not.
        const std::vector<JsonNode> alt = alternatives["plus1_on_6"].items();
        if (alternatives["plus1_on_6"].exists() && alt.size() != rules.plus1On6Die.size()) {
            alternatives["plus1_on_6"].error("expected 6 faces, got " + std::to_string(alt.size()));
        }
        for (std::size_t i = 0; i < alt.size() && i < rules.plus1On6Die.size(); ++i) {
            rules.plus1On6Die[i] = readInt(alt[i], -1, 1).value_or(0);
        }
    }
}

void readStatus(const JsonNode &node, FiguresRuleset &rules)
{
    if (!openBlock(node, {"rule", "entries"})) {
        return;
    }
    std::vector<std::string> seen;
    for (const JsonNode &item : readEntries(node["entries"], "status")) {
        Named status;
        int rank = 0;
        if (item.requireObject()) {
            item.allowOnlyKeys({"id", "label_fr", "label_en", "rank"});
            readNamed(item, status, seen, "status");
            rank = readInt(item["rank"], 0, 20).value_or(0);
        }
        rules.status.push_back(std::move(status));
        rules.statusRank.push_back(rank);
    }
}

void readCohesion(const JsonNode &node, FiguresRuleset &rules)
{
    if (!openBlock(node, {"rule", "levels"})) {
        return;
    }
    rules.cohesion = readNamedList<Named>(node["levels"], "cohesion level");
    // NF-A15: DDF walks this ladder, so it must be exactly formed, saf, des.
    constexpr std::array<std::string_view, 3> Expected{"formed", "saf", "des"};
    bool same = rules.cohesion.size() == Expected.size();
    for (std::size_t i = 0; same && i < Expected.size(); ++i) {
        same = rules.cohesion[i].id == Expected[i];
    }
    if (!same && !rules.cohesion.empty()) {
        node["levels"].error("expected the cohesion levels 'formed', 'saf', 'des' in that order");
    }
}

void readMorale(const JsonNode &node, FiguresRuleset &rules)
{
    if (!openBlock(node, {"rule", "strength", "action_losses", "superior_enemy", "flank", "pa"})) {
        return;
    }
    const JsonNode strength = node["strength"];
    if (openBlock(strength, {"rule", "complete", "band_pct", "per_band"})) {
        const JsonNode complete = strength["complete"];
        if (complete.requireObject()) {
            complete.allowOnlyKeys({"unit", "detachment", "parent"});
            rules.strengthComplete[0] = readInt(complete["unit"], -20, 20).value_or(3);
            rules.strengthComplete[1] = readInt(complete["detachment"], -20, 20).value_or(1);
            rules.strengthComplete[2] = readInt(complete["parent"], -20, 20).value_or(2);
        }
        rules.strengthBandPct = readInt(strength["band_pct"], 1, 100).value_or(10);
        rules.strengthPerBand = readInt(strength["per_band"], -20, 20).value_or(-1);
    }
    const JsonNode losses = node["action_losses"];
    if (openBlock(losses, {"rule", "per_pct", "value"})) {
        rules.actionLossPct = readInt(losses["per_pct"], 1, 100).value_or(5);
        rules.actionLossValue = readInt(losses["value"], -20, 20).value_or(-1);
    }
    const JsonNode superior = node["superior_enemy"];
    if (openBlock(superior, {"rule", "inf_vs_cav_type"})) {
        rules.m9InfVsCavType = readInt(superior["inf_vs_cav_type"], 0, 20).value_or(1);
    }
    const JsonNode flank = node["flank"];
    if (openBlock(flank, {"rule", "inf_threatened_by_cav_factor"})) {
        rules.m13InfByCavFactor = readInt(flank["inf_threatened_by_cav_factor"], 1, 10).value_or(2);
    }
    const JsonNode pa = node["pa"];
    if (openBlock(pa, {"rule", "credit"})) {
        rules.paCredit = readInt(pa["credit"], 0, 20).value_or(3);
    }
}

void readMac(const JsonNode &node, FiguresRuleset &rules)
{
    if (!openBlock(node, {"rule", "count_opponent_as", "score_cap", "fire_drop"})) {
        return;
    }
    rules.macOpponentBox = readReference(node["count_opponent_as"], rules.boxes, "box").value_or(2);
    rules.macScoreCap = readInt(node["score_cap"], 0, 100).value_or(12);
    const JsonNode drop = node["fire_drop"];
    if (openBlock(drop, {"rule", "points", "per_pct"})) {
        rules.fireDropPoints = readInt(drop["points"], 0, 100).value_or(3);
        rules.fireDropPerPct = readInt(drop["per_pct"], 1, 100).value_or(5);
    }
}

void readReaction(const JsonNode &node, FiguresRuleset &rules)
{
    if (!openBlock(node, {"rule", "lost_pa", "pa_credit"})) {
        return;
    }
    rules.reactionLostPa = readInt(node["lost_pa"], 0, 10).value_or(1);
    rules.reactionPaCredit = readInt(node["pa_credit"], 0, 20).value_or(3);
}

} // namespace

std::shared_ptr<const FiguresRuleset> readFiguresRuleset(const JsonDocument &document, RulesetHeader header)
{
    JsonReader reader(document);
    const JsonNode root = reader.root();
    auto rules = std::make_shared<FiguresRuleset>(header);
    if (root.requireObject()) {
        root.allowOnlyKeys({"$schema",
                            "system",
                            "id",
                            "name",
                            "version",
                            "dice",
                            "paces",
                            "formations",
                            "cohesion",
                            "status",
                            "terrains",
                            "modifier_groups",
                            "modifiers",
                            "loss_table",
                            "loss_percentage",
                            "movement_ud",
                            "formation_change_pa",
                            "terrain_penalty",
                            "situation_table",
                            "morale",
                            "mac_procedure",
                            "control_test",
                            "reaction_test",
                            "parameters"});
        if (header.system != FiguresSystemId) {
            root["system"].error("expected system " + inQuotes(FiguresSystemId) + ", got " + inQuotes(header.system));
        }
        // Id lists first: the tables refer to them.
        readDice(root["dice"], *rules);
        rules->paces = readNamedList<Pace>(root["paces"], "pace");
        rules->formations = readNamedList<Named>(root["formations"], "formation");
        rules->terrains = readNamedList<Named>(root["terrains"], "terrain");
        readCohesion(root["cohesion"], *rules);
        readStatus(root["status"], *rules);
        readGroupsAndModifiers(root, *rules);
        readLossTable(root["loss_table"], *rules);
        readPercentages(root["loss_percentage"], *rules);
        readMovement(root["movement_ud"], *rules);
        readFormationChanges(root["formation_change_pa"], *rules);
        readTerrainPenalty(root["terrain_penalty"], *rules);
        readSituationTable(root["situation_table"], *rules);
        readMorale(root["morale"], *rules);
        readMac(root["mac_procedure"], *rules);
        readControlTest(root["control_test"], *rules);
        readReaction(root["reaction_test"], *rules);
        readParameters(root["parameters"], *rules);
    }
    reader.throwIfErrors();
    return rules;
}

} // namespace arbitre::napoleonic
