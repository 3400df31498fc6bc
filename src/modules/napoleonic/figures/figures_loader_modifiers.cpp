// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "figures_loader_support.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace arbitre::napoleonic::detail {

namespace {

constexpr std::array<std::string_view, 3> CombineIds{"one", "sum", "worst"};
constexpr std::array<Combine, 3> CombineValues{Combine::One, Combine::Sum, Combine::Worst};

constexpr std::array<std::string_view, 4> ListKeys{"fire", "melee", "morale", "control"};

// The ids the procedures name: a ruleset may relabel or revalue them, not drop them.
constexpr std::array<std::string_view, 21> RequiredFire{"range_p1",
                                                        "range_p1_bis",
                                                        "range_p2",
                                                        "range_p2_bis",
                                                        "range_p3",
                                                        "fire_factor",
                                                        "shooter_pop",
                                                        "first_fire",
                                                        "supported_fire",
                                                        "general_with_inf",
                                                        "evaded",
                                                        "canister",
                                                        "target_ft0_or_art_front",
                                                        "ball_flank_unlimbered",
                                                        "under_fire_inf",
                                                        "under_fire_roundshot",
                                                        "under_fire_canister",
                                                        "target_ft1",
                                                        "target_ft2",
                                                        "target_fast_crossing_inf",
                                                        "target_fast_crossing_cav"};
constexpr std::array<std::string_view, 9> RequiredMelee{"general_engaged",   "general_down", "melee_factor",
                                                        "pace_advantage",    "lance",        "lance_slow_vs_cav",
                                                        "type_disadvantage", "own_pop",      "enemy_flank_or_saf"};
constexpr std::array<std::string_view, 19> RequiredMorale{"superior_enemy",
                                                          "pa_excess",
                                                          "formed",
                                                          "saf",
                                                          "des",
                                                          "square_vs_cav",
                                                          "cof_vs_cav",
                                                          "flank_secure",
                                                          "flank_threatened",
                                                          "rear_threatened",
                                                          "enemy_saf",
                                                          "enemy_des",
                                                          "attack_flank",
                                                          "attack_rear",
                                                          "cav_vs_inf",
                                                          "base_morale",
                                                          "leader",
                                                          "leader_far",
                                                          "reaction_stop"};
constexpr std::array<std::string_view, 5> RequiredControl{"light_cavalry", "tester_formed", "general_positive",
                                                          "general_negative", "general_unspecified"};

// The groups the procedures name (combine switched by a parameter, M11's net value, M15's parameters).
constexpr std::array<std::string_view, 5> RequiredGroups{"under_fire", "m7_under_fire", "m11_friends_enemies",
                                                         "m12_formation", "m13_flank"};

void readGroups(const JsonNode &array, FiguresRuleset &rules)
{
    std::vector<std::string> seen;
    for (const JsonNode &item : readEntries(array, "modifier group")) {
        ModifierGroup group;
        if (item.requireObject()) {
            item.allowOnlyKeys({"id", "rule", "label_fr", "label_en", "combine", "min", "max"});
            readNamed(item, group, seen, "modifier group");
            readRuleId(item["rule"]);
            group.ruleId = item["rule"].string().value_or("");
            if (const std::optional<std::size_t> index = item["combine"].oneOf(CombineIds)) {
                group.combine = CombineValues[*index];
            }
            if (item["min"].exists()) {
                group.min = readInt(item["min"], -100, 0);
            }
            if (item["max"].exists()) {
                group.max = readInt(item["max"], 0, 100);
            }
        }
        rules.groups.push_back(std::move(group));
    }
    if (!array.exists() || rules.groups.empty()) {
        return;
    }
    for (const std::string_view id : RequiredGroups) {
        if (std::none_of(rules.groups.begin(), rules.groups.end(),
                         [&](const ModifierGroup &g) { return g.id == id; })) {
            array.error("missing modifier group " + inQuotes(id) + " (the procedures use it)");
        }
    }
}

void readList(const JsonNode &array, FiguresRuleset &rules, std::vector<Modifier> &out)
{
    std::vector<std::string> seen;
    for (const JsonNode &item : readEntries(array, "modifier")) {
        Modifier modifier;
        if (item.requireObject()) {
            item.allowOnlyKeys(
                {"id", "rule", "group", "label_fr", "label_en", "value", "scaled", "doubled_cav_vs_inf"});
            readNamed(item, modifier, seen, "modifier");
            readRuleId(item["rule"]);
            modifier.ruleId = item["rule"].string().value_or("");
            modifier.group = readReference(item["group"], rules.groups, "modifier group").value_or(0);
            modifier.value = readInt(item["value"], -20, 20).value_or(0);
            modifier.scaled = item["scaled"].booleanOr(false);
            modifier.doubledCavVsInf = item["doubled_cav_vs_inf"].booleanOr(false);
        }
        out.push_back(std::move(modifier));
    }
}

template <std::size_t N>
void requireIds(const JsonNode &array, const std::vector<Modifier> &list, const std::array<std::string_view, N> &ids)
{
    if (!array.exists() || list.empty()) {
        return; // already reported
    }
    for (const std::string_view id : ids) {
        bool found = false;
        for (const Modifier &modifier : list) {
            found = found || modifier.id == id;
        }
        if (!found) {
            array.error("missing modifier " + inQuotes(id) + " (the procedures use it)");
        }
    }
}

} // namespace

void readGroupsAndModifiers(const JsonNode &root, FiguresRuleset &rules)
{
    readGroups(root["modifier_groups"], rules);
    const JsonNode lists = root["modifiers"];
    if (!lists.requireObject()) {
        return;
    }
    lists.allowOnlyKeys({"fire", "melee", "morale", "control"});
    for (std::size_t i = 0; i < ListKeys.size(); ++i) {
        readList(lists[ListKeys[i]], rules, rules.modifiers[i]);
    }
    requireIds(lists["fire"], rules.modifiers[0], RequiredFire);
    requireIds(lists["melee"], rules.modifiers[1], RequiredMelee);
    requireIds(lists["morale"], rules.modifiers[2], RequiredMorale);
    requireIds(lists["control"], rules.modifiers[3], RequiredControl);
}

} // namespace arbitre::napoleonic::detail
