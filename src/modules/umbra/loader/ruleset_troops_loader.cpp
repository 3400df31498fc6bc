// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "ruleset_loader_support.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>

namespace arbitre::umbra::detail {

namespace {

constexpr Choices<TroopRole, 5> TroopRoles{
    {"standard", "pietaille", "archers", "mounted", "machine"},
    {TroopRole::Standard, TroopRole::Pietaille, TroopRole::Archers, TroopRole::Mounted, TroopRole::Machine}};

/** The adjectives the procedures test by id (UD-33–UD-36). */
struct SemanticAdjective
{
    std::string_view id;
    int UmbraRuleset::*index;
    std::string_view rule;
};
constexpr std::array<SemanticAdjective, 4> SemanticAdjectives{{
    {"rapide", &UmbraRuleset::adjectiveRapide, "UD-33"},
    {"dur_a_cuire", &UmbraRuleset::adjectiveDurACuire, "UD-34"},
    {"coriace", &UmbraRuleset::adjectiveCoriace, "UD-35"},
    {"tirailleur", &UmbraRuleset::adjectiveTirailleur, "UD-36"},
}};

/** Troop::adjectives is a 32-bit mask. */
constexpr std::size_t MaxTroopAdjectives = 32;

void readTroopType(const JsonNode &item, TroopType &type, IdRegistry &seen, const UmbraRuleset &rules)
{
    item.allowOnlyKeys(
        {"id", "rule", "label", "role", "force", "force_bonus", "start_morale", "start_fatigue", "adjectives"});
    readRuleId(item["rule"]);
    type.id = seen.read(item["id"]).value_or("");
    type.label = readLabel(item["label"]).value_or(Label{});
    type.role = readChoice(item["role"], TroopRoles).value_or(TroopRole::Standard);
    const IdList morale = idsOf("morale level", rules.morale.levels);
    if (type.role == TroopRole::Mounted) {
        // UD-22: F = base type + force_bonus; morale of the base type unless given (UD-A11).
        type.force = readInt(item["force_bonus"], -MaxForce, MaxForce).value_or(0);
        if (item["force"].exists()) {
            item["force"].error("expected no 'force' on a mounted type: its F is its base type's plus 'force_bonus'");
        }
        if (item["start_morale"].exists()) {
            type.startMorale = readReference(item["start_morale"], morale).value_or(-1);
        }
    } else {
        if (item["force_bonus"].exists()) {
            item["force_bonus"].error("expected no 'force_bonus': only a mounted type adds a bonus to a base type");
        }
        // UD-23: a war machine's F is set by the GM per machine; `force` is only its default.
        // UD-A11: its starting morale may be left to the GM too (-1).
        const bool machine = type.role == TroopRole::Machine;
        type.force =
            machine ? readIntOr(item["force"], 0, 0, MaxForce) : readInt(item["force"], 0, MaxForce).value_or(0);
        if (!machine || item["start_morale"].exists()) {
            type.startMorale = readReference(item["start_morale"], morale).value_or(-1);
        }
    }
    type.startFatigue = readReference(item["start_fatigue"], idsOf("fatigue level", rules.fatigue.levels)).value_or(-1);
    type.adjectives = readReferences(item["adjectives"], idsOf("troop adjective", rules.troopAdjectives));
}

std::string knownSkillIds()
{
    std::string list;
    for (int k = 0; k < SkillKindCount; ++k) {
        list += list.empty() ? "" : ", ";
        list += inQuotes(skillKindId(static_cast<SkillKind>(k)));
    }
    return list;
}

} // namespace

void readTroopAdjectives(const JsonNode &block, UmbraRuleset &rules)
{
    if (!openBlock(block, {"rule", "entries"})) {
        return;
    }
    const IdList terrains = idsOf("terrain", rules.terrains);
    IdRegistry seen("troop adjective");
    const JsonNode entries = block["entries"];
    for (const JsonNode &item : readEntries(entries, "troop adjective")) {
        TroopAdjective adjective;
        if (item.requireObject()) {
            item.allowOnlyKeys({"id", "rule", "label", "force", "terrains"});
            readRuleId(item["rule"]);
            adjective.id = seen.read(item["id"]).value_or("");
            adjective.label = readLabel(item["label"]).value_or(Label{});
            adjective.bonusForce = readIntOr(item["force"], 0, -MaxForce, MaxForce); // UD-37, UD-38
            adjective.bonusTerrains = readReferences(item["terrains"], terrains);
        }
        rules.troopAdjectives.push_back(std::move(adjective));
    }
    if (rules.troopAdjectives.size() > MaxTroopAdjectives) {
        entries.error("expected at most " + std::to_string(MaxTroopAdjectives) + " troop adjectives, got " +
                      std::to_string(rules.troopAdjectives.size()) + " (a troop stores them as 32 flags)");
    }
    // Optional: the force rules look them up on every troop (UD-37, UD-38, UD-45), so once here.
    rules.adjectiveForestier = rules.findAdjective("forestier").value_or(-1);
    rules.adjectiveMontagnard = rules.findAdjective("montagnard").value_or(-1);
    // Read by every side total for the confrontation's terrain, so once here (the terrains come first).
    rules.terrainAdjectiveMasks.assign(rules.terrains.size(), 0);
    for (std::size_t i = 0; i < std::min<std::size_t>(rules.troopAdjectives.size(), 32); ++i) {
        const TroopAdjective &adjective = rules.troopAdjectives[i];
        for (const int terrain : adjective.bonusTerrains) {
            if (adjective.bonusForce != 0 && terrain >= 0 &&
                static_cast<std::size_t>(terrain) < rules.terrains.size()) {
                rules.terrainAdjectiveMasks[static_cast<std::size_t>(terrain)] |= std::uint32_t{1} << i;
            }
        }
    }
    if (!entries.exists() || !entries.value()->is_array()) {
        return;
    }
    for (const SemanticAdjective &semantic : SemanticAdjectives) {
        const std::optional<int> index = rules.findAdjective(semantic.id);
        if (index) {
            rules.*semantic.index = *index;
        } else {
            entries.error("missing troop adjective " + inQuotes(semantic.id) + ": the rules need it (" +
                          std::string(semantic.rule) + ")");
        }
    }
}

void readTroopTypes(const JsonNode &block, UmbraRuleset &rules)
{
    if (!openBlock(block, {"rule", "entries"})) {
        return;
    }
    IdRegistry seen("troop type");
    for (const JsonNode &item : readEntries(block["entries"], "troop type")) {
        TroopType type;
        if (item.requireObject()) {
            readTroopType(item, type, seen, rules);
        }
        rules.troopTypes.push_back(std::move(type));
    }
}

// UD-46–UD-65: exactly the skills the procedures implement, stored in SkillKind order.
void readSkills(const JsonNode &block, UmbraRuleset &rules)
{
    if (!openBlock(block, {"rule", "entries"})) {
        return;
    }
    const IdList terrains = idsOf("terrain", rules.terrains);
    std::array<std::optional<SkillDefinition>, SkillKindCount> byKind;
    IdRegistry seen("skill");
    const JsonNode entries = block["entries"];
    for (const JsonNode &item : readEntries(entries, "skill")) {
        if (!item.requireObject()) {
            continue;
        }
        item.allowOnlyKeys({"id", "rule", "label", "default_x", "default_y", "force", "terrains"});
        readRuleId(item["rule"]);
        SkillDefinition skill;
        skill.id = seen.read(item["id"]).value_or("");
        skill.label = readLabel(item["label"]).value_or(Label{});
        skill.defaultX = readNullableInt(item["default_x"], 0, MaxCount); // UD-A26: null = the scenario gives X
        skill.defaultY = readNullableInt(item["default_y"], 0, MaxCount);
        skill.force = readIntOr(item["force"], 0, -MaxForce, MaxForce); // UD-55–UD-58: the Meneur family's +1
        skill.terrains = readReferences(item["terrains"], terrains);
        const std::optional<SkillKind> kind = rules.findSkill(skill.id);
        if (!kind) {
            if (!skill.id.empty()) {
                item["id"].error("unknown skill " + inQuotes(skill.id) + "; the rules implement " + knownSkillIds());
            }
            continue;
        }
        skill.kind = *kind;
        std::optional<SkillDefinition> &slot = byKind[static_cast<std::size_t>(*kind)];
        if (!slot) {
            slot = std::move(skill);
        }
    }
    if (!entries.exists() || !entries.value()->is_array()) {
        return;
    }
    for (int k = 0; k < SkillKindCount; ++k) {
        std::optional<SkillDefinition> &slot = byKind[static_cast<std::size_t>(k)];
        if (!slot) {
            const auto kind = static_cast<SkillKind>(k);
            entries.error("missing skill " + inQuotes(skillKindId(kind)) + ": the rules implement it, give its labels");
            slot = SkillDefinition{kind, std::string(skillKindId(kind)), {}, {}, {}, 0, {}};
        }
        rules.skills.push_back(std::move(*slot));
    }
}

void readLevy(const JsonNode &block, UmbraRuleset &rules)
{
    if (!openBlock(block, {"rule", "schedule"})) {
        return;
    }
    const JsonNode schedule = block["schedule"];
    bool complete = true;
    int previousDay = 0;
    std::array<int, 2> sums{};
    for (const JsonNode &item : readEntries(schedule, "levy stage")) {
        LevyStage stage;
        if (!item.requireObject()) {
            complete = false;
            continue;
        }
        item.allowOnlyKeys({"rule", "day", "pietaille", "unites"});
        readRuleId(item["rule"]);
        const std::optional<int> day = readInt(item["day"], 1, MaxCount);
        if (day && *day <= previousDay) {
            item["day"].error("expected a day after day " + std::to_string(previousDay) + ", got " +
                              std::to_string(*day));
        }
        previousDay = day.value_or(previousDay);
        const std::optional<int> pietaille = readInt(item["pietaille"], 0, 100);
        const std::optional<int> unites = readInt(item["unites"], 0, 100);
        complete = complete && pietaille && unites;
        stage.day = day.value_or(1);
        stage.pietaillePercent = pietaille.value_or(0);
        stage.unitesPercent = unites.value_or(0);
        sums[0] += stage.pietaillePercent;
        sums[1] += stage.unitesPercent;
        rules.levySchedule.push_back(stage);
    }
    // UD-18: each column spreads the whole levy.
    if (complete && !rules.levySchedule.empty()) {
        constexpr std::array<std::string_view, 2> Columns{"pietaille", "unites"};
        for (std::size_t c = 0; c < Columns.size(); ++c) {
            if (sums[c] != 100) {
                schedule.error(std::string(Columns[c]) + " percentages sum to " + std::to_string(sums[c]) +
                               ", expected 100");
            }
        }
    }
}

} // namespace arbitre::umbra::detail
