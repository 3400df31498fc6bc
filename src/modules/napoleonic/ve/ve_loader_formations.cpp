// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "ve_loader_support.h"

#include <array>

namespace arbitre::napoleonic::ve {

void readFormations(const JsonNode &node, VeRuleset &rules)
{
    if (!openBlock(node, {"rule", "change_cost_pm", "free_formations", "entries"})) {
        return;
    }
    const JsonNode cost = node["change_cost_pm"];
    if (openBlock(cost, {"infanterie", "cavalerie", "artillerie"})) {
        // VE-66: 1 PM infantry, 0 cavalry, 2 artillery.
        rules.changeCostPm = {readInt(cost["infanterie"], 0, 10).value_or(1),
                              readInt(cost["cavalerie"], 0, 10).value_or(0),
                              readInt(cost["artillerie"], 0, 10).value_or(2)};
    }
    rules.freeFormations = readStrings(node["free_formations"]);
    static constexpr std::array<std::string_view, 4> Moves{"normal", "max_1", "none", "toward_loc"};
    static constexpr std::array<std::string_view, 3> Fires{"normal", "set", "none"};
    static constexpr std::array<std::string_view, 10> Shocks{
        "normal",           "add",           "half",         "set",
        "half_vs_infantry", "one_vs_square", "column_value", "column_value_one_vs_square",
        "no_attack",        "eliminated"};
    static constexpr std::array<std::string_view, 4> Rear{"none", "half", "disorganise", "eliminated"};
    std::array<std::vector<std::string>, 3> seen;
    for (const JsonNode &item : node["entries"].items()) {
        VeFormation f;
        if (!item.requireObject()) {
            continue;
        }
        item.allowOnlyKeys({"id", "label_fr", "label_en", "arm", "mouvement", "feu", "choc", "moral", "arriere_flanc"});
        f.arm = static_cast<VeArm>(readRef(item["arm"], rules.arms, "arm").value_or(0));
        readNamed(item, f, seen[static_cast<std::size_t>(f.arm)], "formation");
        f.movement = static_cast<VeMovement>(item["mouvement"].oneOf(Moves).value_or(0));
        const JsonNode fire = item["feu"];
        if (openBlock(fire, {"mode", "value"})) {
            f.fire = static_cast<FireMode>(fire["mode"].oneOf(Fires).value_or(0));
            f.fireValue = static_cast<int>(fire["value"].integerOr(0, 0, 20));
        }
        const JsonNode shock = item["choc"];
        if (openBlock(shock, {"mode", "value"})) {
            f.shock = static_cast<ShockMode>(shock["mode"].oneOf(Shocks).value_or(0));
            f.shockValue = static_cast<int>(shock["value"].integerOr(0, -10, 20));
        }
        const JsonNode morale = item["moral"];
        if (morale.exists() && !morale.value()->is_null() && openBlock(morale, {"value", "vs_arm", "no_test_in"})) {
            if (morale["value"].exists()) {
                f.morale = readInt(morale["value"], -10, 10);
            }
            if (morale["vs_arm"].exists()) {
                f.moraleVsArm = static_cast<VeArm>(readRef(morale["vs_arm"], rules.arms, "arm").value_or(0));
            }
            if (morale["no_test_in"].exists()) {
                f.noTestIn = readStrings(morale["no_test_in"]);
            }
        }
        f.rearFlank = static_cast<RearFlank>(item["arriere_flanc"].oneOf(Rear).value_or(0));
        rules.formations.push_back(std::move(f));
    }
    for (const std::string &id : rules.chargeNotIfFormation) {
        if (!rules.formation(VeArm::Infanterie, id)) {
            node.error("melee.cavalry_charge names unknown infantry formation '" + id + "'");
        }
    }
}

void readMorale(const JsonNode &root, VeRuleset &rules)
{
    const JsonNode node = root["morale"];
    if (openBlock(node, {"rule", "natural_auto_success", "natural_auto_failure", "groups", "modifiers"})) {
        // VE-81: a 2 always succeeds, a 12 always fails.
        rules.naturalSuccess = readInt(node["natural_auto_success"], 2, 12).value_or(2);
        rules.naturalFailure = readInt(node["natural_auto_failure"], 2, 12).value_or(12);
        static constexpr std::array<std::string_view, 2> Combine{"sum", "worst"};
        std::vector<std::string> seen;
        for (const JsonNode &item : node["groups"].items()) {
            VeGroup group;
            if (item.requireObject()) {
                item.allowOnlyKeys({"id", "label_fr", "label_en", "combine"});
                readNamed(item, group, seen, "group");
                group.worst = item["combine"].oneOf(Combine).value_or(0) == 1;
            }
            rules.moraleGroups.push_back(std::move(group));
        }
        static constexpr std::array<std::string_view, 12> When{
            "leader_stacked", "carre_vs_cavalry",  "desorganise",    "decouragee",    "deroute",       "flank_attack",
            "rear_attack",    "unit_above_failed", "adjacent_enemy", "losses_1_plus", "losses_2_plus", "encerclee"};
        rules.moraleModifiers = readModifiers(node["modifiers"], When, &rules.moraleGroups);
        // VE-84, VE-A51: morale.desespere_state says when Désespéré applies (Déroute, or encircled).
        const std::vector<JsonNode> items = node["modifiers"].items();
        for (std::size_t i = 0; i < rules.moraleModifiers.size() && i < items.size(); ++i) {
            VeModifier &m = rules.moraleModifiers[i];
            if (m.id != "desespere") {
                continue;
            }
            if (m.when != "deroute" && m.when != "encerclee") {
                items[i]["when"].error("the 'when' of 'desespere' is 'deroute' or 'encerclee' (VE-A51)");
            }
            m.when = rules.parameters.desespereEncerclee ? "encerclee" : "deroute";
        }
    }
    const JsonNode rally = root["rally"];
    if (openBlock(rally, {"rule", "from", "modifiers"})) {
        const JsonNode from = rally["from"];
        if (openBlock(from, {"deroute", "decouragee"})) {
            // VE-30: a rout rallies to Découragée, a Découragée unit to Vaillante.
            rules.rallyFromDeroute =
                static_cast<Cohesion>(readRef(from["deroute"], rules.cohesion, "cohesion").value_or(1));
            rules.rallyFromDecouragee =
                static_cast<Cohesion>(readRef(from["decouragee"], rules.cohesion, "cohesion").value_or(0));
        }
        static constexpr std::array<std::string_view, 2> When{"leader_stacked", "adjacent_enemy"};
        rules.rallyModifiers = readModifiers(rally["modifiers"], When, nullptr);
    }
    const JsonNode rest = root["rest"];
    if (openBlock(rest, {"rule", "to_freshness"})) {
        rules.restTo = static_cast<Freshness>(readRef(rest["to_freshness"], rules.freshness, "freshness").value_or(0));
    }
    const JsonNode initiative = root["initiative"];
    if (openBlock(initiative, {"rule", "bands"})) {
        int next = 0;
        for (const JsonNode &item : initiative["bands"].items()) {
            InitiativeBand band;
            if (openBlock(item, {"min", "max", "winner", "opponent"})) {
                band.min = readInt(item["min"], 0, 100).value_or(0);
                if (!item["max"].value() || !item["max"].value()->is_null()) {
                    band.max = readInt(item["max"], band.min, 100);
                }
                band.winner = item["winner"].string().value_or("");
                band.opponent = readStrings(item["opponent"]);
                // VE-33: the margins 0, 1–3, 4–7, 8+ leave no gap.
                if (band.min != next) {
                    item["min"].error("expected " + std::to_string(next) + " (bands must follow each other)");
                }
                next = band.max.value_or(band.min) + 1;
            }
            rules.initiative.push_back(std::move(band));
        }
        if (!rules.initiative.empty() && rules.initiative.back().max) {
            initiative["bands"].error("the last band must be open (max null)");
        }
    }
}

} // namespace arbitre::napoleonic::ve
