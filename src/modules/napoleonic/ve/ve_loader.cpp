// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/napoleonic/ve_ruleset.h"

#include "ve_loader_support.h"

#include <algorithm>
#include <array>
#include <utility>

namespace arbitre::napoleonic {

namespace ve {

std::optional<std::size_t> readChoice(const JsonNode &node, std::span<const std::string_view> allowed)
{
    return node.oneOf(allowed);
}

void readNamed(const JsonNode &node, Named &out, std::vector<std::string> &seen, std::string_view what)
{
    const JsonNode idNode = node["id"];
    if (std::optional<std::string> id = idNode.string()) {
        if (std::find(seen.begin(), seen.end(), *id) != seen.end()) {
            idNode.error("duplicate " + std::string(what) + " id " + inQuotes(*id));
        }
        seen.push_back(*id);
        out.id = std::move(*id);
    }
    out.label.fr = node["label_fr"].string().value_or("");
    out.label.en = node["label_en"].string().value_or("");
}

std::vector<Named> readNamedList(const JsonNode &array, std::string_view what,
                                 std::initializer_list<std::string_view> expected)
{
    std::vector<Named> out;
    std::vector<std::string> seen;
    for (const JsonNode &item : array.items()) {
        Named entry;
        if (item.requireObject()) {
            item.allowOnlyKeys({"id", "label_fr", "label_en"});
            readNamed(item, entry, seen, what);
        }
        out.push_back(std::move(entry));
    }
    // The procedures walk these ladders by position (VE-8), so their order is fixed.
    bool same = out.size() == expected.size();
    for (std::size_t i = 0; same && i < out.size(); ++i) {
        same = out[i].id == *(expected.begin() + i);
    }
    if (!same && array.exists()) {
        std::string list;
        for (std::string_view id : expected) {
            list += (list.empty() ? "" : ", ") + inQuotes(id);
        }
        array.error("expected the " + std::string(what) + " ids " + list + " in that order");
    }
    return out;
}

std::optional<int> readRef(const JsonNode &node, const std::vector<Named> &ids, std::string_view what)
{
    const std::optional<std::string> id = node.string();
    if (!id) {
        return std::nullopt;
    }
    std::string list;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        if (ids[i].id == *id) {
            return static_cast<int>(i);
        }
        list += (list.empty() ? "" : ", ") + inQuotes(ids[i].id);
    }
    node.error("unknown " + std::string(what) + " " + inQuotes(*id) + "; expected one of " + list);
    return std::nullopt;
}

std::vector<std::string> readStrings(const JsonNode &array)
{
    std::vector<std::string> out;
    for (const JsonNode &item : array.items()) {
        out.push_back(item.string().value_or(""));
    }
    return out;
}

std::vector<VeModifier> readModifiers(const JsonNode &array, std::span<const std::string_view> conditions,
                                      const std::vector<VeGroup> *groups)
{
    std::vector<VeModifier> out;
    std::vector<std::string> seen;
    for (const JsonNode &item : array.items()) {
        VeModifier modifier;
        if (!item.requireObject()) {
            continue;
        }
        if (groups) {
            item.allowOnlyKeys({"id", "label_fr", "label_en", "rule", "group", "value", "scaled", "when"});
        } else {
            item.allowOnlyKeys({"id", "label_fr", "label_en", "rule", "value", "scaled", "when"});
        }
        readNamed(item, modifier, seen, "modifier");
        modifier.ruleId = item["rule"].string().value_or("");
        if (!isRuleId(modifier.ruleId, VeRulePrefix)) {
            item["rule"].error("expected a rule id such as 'VE-44', got " + inQuotes(modifier.ruleId));
        }
        modifier.value = readInt(item["value"], -20, 20).value_or(0);
        modifier.scaled = item["scaled"].booleanOr(false);
        if (const std::optional<std::size_t> when = readChoice(item["when"], conditions)) {
            modifier.when = std::string(conditions[*when]);
        }
        if (groups) {
            const std::optional<std::string> group = item["group"].string();
            for (std::size_t g = 0; group && g < groups->size(); ++g) {
                if ((*groups)[g].id == *group) {
                    modifier.group = static_cast<int>(g);
                }
            }
            if (group && modifier.group < 0) {
                item["group"].error("unknown modifier group " + inQuotes(*group));
            }
        }
        out.push_back(std::move(modifier));
    }
    return out;
}

namespace {

// Every reading of the VE-A index the ruleset may switch; a value outside the list is refused.
struct KnownParameter
{
    std::string_view key;
    std::array<std::string_view, 4> values; /**< "" ends the list; "bool" / "int" for those types */
};
constexpr std::array<KnownParameter, 48> Parameters{{
    {"rule", {"string"}},
    {"fire.die_below_min", {"no_effect", "row_1"}},
    {"fire.row_1_reading", {"fill", "printed", "shift"}},
    {"fire.loss_cells_morale_test", {"all", "none", "gm"}},
    {"fire.combine_firers", {"bool"}},
    {"artillery.range_count", {"distance", "distance_minus_1"}},
    {"artillery.order", {"halve_then_range", "range_then_halve"}},
    {"artillery.retreat_results", {"any_retreat", "recul_only"}},
    {"halving.rounding", {"up", "down"}},
    {"fatigue.counter_back_values", {"all", "movement_and_shock"}},
    {"results.deroute_sets_fatiguee", {"bool"}},
    {"recul.fallback_hexes", {"front", "non_rear"}},
    {"recul.fallback_chooser", {"owner", "opponent"}},
    {"recul.stay_into_deroute_moves", {"bool"}},
    {"rout.first_hex", {"rear_or_front", "rear_then_front"}},
    {"rout.straight_blocked", {"any_path_then_eliminate", "eliminate"}},
    {"morale.failure_results", {"gm"}},
    {"morale.target_attribute", {"moral", "qualite"}},
    {"morale.flank_rear_exclusive", {"bool"}},
    {"morale.demoralise_state", {"decouragee"}},
    {"morale.desespere_state", {"deroute", "encerclee"}},
    {"morale.unit_above", {"stack", "gm"}},
    {"leader.on_melee_E", {"captured", "as_retreat_impossible"}},
    {"leader.rout_follow", {"until_next_activation", "owner_choice"}},
    {"leader.captive_exit", {"definitive_capture", "gm"}},
    {"encircled.rule", {"gm", "no_path_to_loc", "all_adjacent_blocked"}},
    {"states.blank_means", {"forbidden", "no_rule"}},
    {"rally.quality_source", {"unit", "leader"}},
    {"rest.requires_gm", {"bool"}},
    {"initiative.index", {"margin"}},
    {"initiative.margin0_order", {"merged_ascending", "strict_alternation", "gm"}},
    {"los.endpoints_block", {"bool"}},
    {"los.hexside_line", {"both_sides", "either_side"}},
    {"los.crest_exception", {"either_high_and_adjacent", "both"}},
    {"fire.skirmish_flag", {"unit_attribute", "gm"}},
    {"melee.column_set", {"insert_5_2", "append_5_1", "printed_seven"}},
    {"melee.ratio_rounding", {"defender_favour", "nearest"}},
    {"melee.cells_reading", {"printed"}},
    {"melee.cavalry_charge_min_losses", {"int"}},
    {"melee.d_retreat_blocked", {"eliminate", "stay_and_lose_level"}},
    {"melee.multi_unit", {"owner_distributes"}},
    {"formation.free_change", {"into_or_out_of", "into", "out_of"}},
    {"cavalry.column_value", {"counter"}},
    {"artillery.rear_flank", {"disorganise_before", "disorganise_after"}},
    {"formation.carre.half_vs", {"infantry_any_role"}},
    {"formation.rear_flank_halves", {"defender"}},
    {"dice.d10_faces", {"0_9", "1_10"}},
    {"results.vaillante_fatiguee_decouragee", {"decouragee", "deroute"}},
}};

/** The reading of one parameter, as text: "true"/"false", a number, a string, or the chosen value. */
std::string parameterText(const JsonNode &child, const KnownParameter &known)
{
    std::string text;
    if (known.values[0] == "bool") {
        text = child.boolean().value_or(false) ? "true" : "false";
    } else if (known.values[0] == "int") {
        text = std::to_string(readInt(child, 0, 10).value_or(0));
    } else if (known.values[0] == "string") {
        text = child.string().value_or("");
    } else {
        std::vector<std::string_view> allowed;
        for (std::string_view v : known.values) {
            if (!v.empty()) {
                allowed.push_back(v);
            }
        }
        const std::optional<std::size_t> index = child.oneOf(allowed);
        text = index ? std::string(allowed[*index]) : "";
    }
    return text;
}

/** The reading recorded for `key`, "" when absent. */
std::string parameterValue(const VeParameters &parameters, std::string_view key)
{
    for (const auto &[k, v] : parameters.all) {
        if (k == key) {
            return v;
        }
    }
    return "";
}

/** The readings the procedures switch on, from the recorded texts. */
void applyParameterReadings(VeParameters &p)
{
    auto value = [&](std::string_view key) { return parameterValue(p, key); };
    p.fireBelowMinNoEffect = value("fire.die_below_min") != "row_1";
    p.lossCellsMoraleTest = value("fire.loss_cells_morale_test") != "none";
    p.lossCellsGm = value("fire.loss_cells_morale_test") == "gm";
    p.fatigueBackFire = value("fatigue.counter_back_values") == "all";
    p.losEndpointsBlock = value("los.endpoints_block") == "true";
    p.losEitherSide = value("los.hexside_line") == "either_side";
    p.freeChange = value("formation.free_change") == "into" ? 1 : (value("formation.free_change") == "out_of" ? 2 : 0);
    p.rangeMinusOne = value("artillery.range_count") == "distance_minus_1";
    p.rangeThenHalve = value("artillery.order") == "range_then_halve";
    p.artilleryAnyRetreat = value("artillery.retreat_results") != "recul_only";
    p.halvingRounding = value("halving.rounding") == "down" ? -1 : 1;
    p.derouteSetsFatiguee = value("results.deroute_sets_fatiguee") == "true";
    p.vaillanteFatigueeToDeroute = value("results.vaillante_fatiguee_decouragee") == "deroute";
    p.stayIntoDerouteMoves = value("recul.stay_into_deroute_moves") != "false";
    p.straightBlockedAnyPath = value("rout.straight_blocked") != "eliminate";
    p.flankRearExclusive = value("morale.flank_rear_exclusive") != "false";
    p.leaderCapturedOnMeleeE = value("leader.on_melee_E") != "as_retreat_impossible";
    p.ratioDefenderFavour = value("melee.ratio_rounding") != "nearest";
    p.cavalryChargeMinLosses = std::atoi(value("melee.cavalry_charge_min_losses").c_str());
    p.dRetreatBlockedEliminates = value("melee.d_retreat_blocked") != "stay_and_lose_level";
    p.d10ZeroToNine = value("dice.d10_faces") != "1_10";
    p.combineFirers = value("fire.combine_firers") == "true";
    p.desespereEncerclee = value("morale.desespere_state") == "encerclee";
    p.captiveExitGm = value("leader.captive_exit") == "gm";
    p.blankMeansNoRule = value("states.blank_means") == "no_rule";
    p.margin0Order = value("initiative.margin0_order") == "strict_alternation" ? 1
                     : value("initiative.margin0_order") == "gm"               ? 2
                                                                               : 0;
    p.crestBoth = value("los.crest_exception") == "both";
    p.rearFlankAfter = value("artillery.rear_flank") == "disorganise_after";
    p.moraleFromQuality = value("morale.target_attribute") == "qualite";
    p.rallyLeaderQuality = value("rally.quality_source") == "leader";
}

} // namespace

void readParameters(const JsonNode &node, VeRuleset &rules)
{
    if (!node.requireObject()) {
        return;
    }
    for (const auto &[key, child] : node.members()) {
        const auto known = std::find_if(Parameters.begin(), Parameters.end(),
                                        [&name = key](const KnownParameter &k) { return k.key == name; });
        if (known == Parameters.end()) {
            child.error("unknown parameter " + inQuotes(key));
            continue;
        }
        rules.parameters.all.emplace_back(key, parameterText(child, *known));
    }
    for (const KnownParameter &k : Parameters) {
        if (!node[k.key].exists() && k.key != "rule") {
            node.error("missing parameter " + inQuotes(k.key));
        }
    }
    applyParameterReadings(rules.parameters);
}

} // namespace ve

std::shared_ptr<const VeRuleset> readVeRuleset(const JsonDocument &document, RulesetHeader header)
{
    using namespace ve;
    JsonReader reader(document);
    const JsonNode root = reader.root();
    auto rules = std::make_shared<VeRuleset>(header);
    if (root.requireObject()) {
        root.allowOnlyKeys({"$schema",     "system",    "id",         "name",       "version",        "dice",
                            "arms",        "freshness", "cohesion",   "results",    "combat_results", "leader_fate",
                            "unit_states", "rally",     "rest",       "initiative", "fire",           "melee",
                            "formations",  "morale",    "parameters", "terrains"});
        if (header.system != VeSystemId) {
            root["system"].error("expected system '" + std::string(VeSystemId) + "', got '" + header.system + "'");
        }
        const JsonNode dice = root["dice"];
        if (openBlock(dice, {"rule", "fire", "melee", "morale", "rally", "leader_check", "d10_faces"})) {
            // VE-1, VE-3, VE-4: the procedures are written for these dice; another die is a new reading.
            static constexpr std::array<std::string_view, 1> D6{"d6"};
            static constexpr std::array<std::string_view, 1> D2d6{"2d6"};
            static constexpr std::array<std::string_view, 1> D10{"d10"};
            static constexpr std::array<std::string_view, 2> Faces{"0_9", "1_10"};
            dice["fire"].oneOf(D6);
            dice["melee"].oneOf(D6);
            dice["morale"].oneOf(D2d6);
            dice["rally"].oneOf(D10);
            dice["leader_check"].oneOf(D10);
            dice["d10_faces"].oneOf(Faces);
        }
        rules->arms = readNamedList(root["arms"], "arm", {"infanterie", "cavalerie", "artillerie"});
        rules->freshness = readNamedList(root["freshness"], "freshness", {"fraiche", "fatiguee"});
        rules->cohesion = readNamedList(root["cohesion"], "cohesion", {"vaillante", "decouragee", "deroute"});
        rules->results = readNamedList(root["results"], "result", {"fatiguee", "decouragee", "deroute", "recul"});
        // Parameters before the tables: they choose the fire row 1 and the melee column set.
        readParameters(root["parameters"], *rules);
        std::string row1 = "fill";
        std::string columnSet = "insert_5_2";
        for (const auto &[key, value] : rules->parameters.all) {
            row1 = key == "fire.row_1_reading" ? value : row1;
            columnSet = key == "melee.column_set" ? value : columnSet;
        }
        readCombatResults(root["combat_results"], *rules);
        readLeaderFate(root["leader_fate"], *rules);
        readUnitStates(root["unit_states"], *rules);
        readFire(root["fire"], *rules, row1);
        readMelee(root["melee"], *rules, columnSet);
        readFormations(root["formations"], *rules);
        readMorale(root, *rules);
        readTerrains(root["terrains"], *rules);
    }
    reader.throwIfErrors();
    return rules;
}

} // namespace arbitre::napoleonic
