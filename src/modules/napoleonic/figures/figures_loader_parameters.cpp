// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "figures_loader_support.h"

#include <algorithm>
#include <array>
#include <functional>
#include <iterator>

namespace arbitre::napoleonic::detail {

namespace {

using P = FiguresParameters;

/** One entry of the digest's parameter index (§15). */
struct ParameterSpec
{
    std::string_view key;
    std::function<void(const JsonNode &, FiguresRuleset &)> read;
};

/** A choice parameter: `apply` gets the index of the chosen id. */
template <std::size_t N>
ParameterSpec choice(std::string_view key, std::array<std::string_view, N> ids,
                     std::function<void(FiguresParameters &, std::size_t)> apply)
{
    return {key, [ids, apply](const JsonNode &node, FiguresRuleset &rules) {
                if (const std::optional<std::size_t> index = node.oneOf(ids)) {
                    apply(rules.parameters, *index);
                }
            }};
}

ParameterSpec integer(std::string_view key, int min, int max, std::function<void(FiguresParameters &, int)> apply)
{
    return {key, [=](const JsonNode &node, FiguresRuleset &rules) {
                if (const std::optional<int> value = readInt(node, min, max)) {
                    apply(rules.parameters, *value);
                }
            }};
}

ParameterSpec flag(std::string_view key, std::function<void(FiguresParameters &, bool)> apply)
{
    return {key, [=](const JsonNode &node, FiguresRuleset &rules) {
                if (const std::optional<bool> value = node.boolean()) {
                    apply(rules.parameters, *value);
                }
            }};
}

/** A value the procedures leave to the GM or to data: checked for its type only. */
ParameterSpec informative(std::string_view key, bool nullable = false)
{
    return {key, [=](const JsonNode &node, FiguresRuleset &) {
                if (!node.exists() ||
                    !(node.value()->is_string() || node.value()->is_array() || node.value()->is_boolean() ||
                      node.value()->is_number() || (nullable && node.value()->is_null()))) {
                    node.string(); // reports missing / wrong type
                }
            }};
}

/** §15: the loss table, the loss percentages and the losses. */
std::vector<ParameterSpec> lossParameters()
{
    return {
        choice<4>("loss_table.plus_mode", {"half_store", "die_4_6", "ignore", "round_up"},
                  [](P &p, std::size_t i) { p.plusMode = static_cast<P::PlusMode>(i); }),
        choice<3>("loss_table.star_effect", {"none", "under_fire_all", "half_step"},
                  [](P &p, std::size_t i) {
                      p.starUnderFireAll = i == 1;
                      p.starHalfStep = i == 2;
                  }),
        choice<2>("loss_table.alignment", {"left", "right"}, [](P &p, std::size_t i) { p.rightAligned = i == 1; }),
        choice<3>("loss_table.missing_col16", {"repeat_col15", "extrapolate", "gm"},
                  [](P &p, std::size_t i) { p.missingCol16 = static_cast<P::MissingCol16>(i); }),
        choice<2>("loss_table.score_out_of_range", {"clamp", "gm"}, [](P &p, std::size_t i) { p.scoreClamp = i == 0; }),
        choice<3>("loss_table.over_16", {"split", "clamp", "gm"},
                  [](P &p, std::size_t i) { p.over16 = static_cast<P::Over16>(i); }),
        choice<3>("loss_percentage.rows_15_20", {"reconstructed", "literal", "formula"},
                  [](P &p, std::size_t i) { p.percentRows = static_cast<P::PercentRows>(i); }),
        choice<3>("loss_percentage.fallback", {"formula", "nearest_column", "gm"},
                  [](P &p, std::size_t i) { p.percentFallback = static_cast<P::PercentFallback>(i); }),
        integer("losses.steps_per_figure", 1, 20, [](P &p, int v) { p.stepsPerFigure = v; }),
        flag("losses.carry_steps", [](P &p, bool v) { p.carrySteps = v; }),
    };
}

/** §15: fire, melee, formation changes, movement and artillery. */
std::vector<ParameterSpec> combatParameters()
{
    return {
        choice<2>("fire.random_die", {"minus1_0_plus1", "plus1_on_6"},
                  [](P &p, std::size_t i) { p.randomDiePlus1On6 = i == 1; }),
        {"melee.general_down_faces",
         [](const JsonNode &node, FiguresRuleset &rules) {
             rules.parameters.generalDownFaces.clear();
             for (const JsonNode &face : node.items()) {
                 rules.parameters.generalDownFaces.push_back(readInt(face, 1, 6).value_or(6));
             }
         }},
        choice<3>("formation_change.dash", {"not_direct", "never", "gm"},
                  [](P &p, std::size_t i) { p.dashNever = i == 1; }),
        choice<1>("formation_change.unlisted", {"gm"}, [](P &, std::size_t) {}),
        choice<2>("ddf.effect", {"one_level", "to_des"}, [](P &p, std::size_t i) { p.ddfToDes = i == 1; }),
        choice<1>("ddf.on_des", {"stay"}, [](P &, std::size_t) {}),
        choice<2>("under_fire.window", {"turn", "action"}, [](P &, std::size_t) {}),
        choice<2>("under_fire.stacking", {"worst", "sum"}, [](P &p, std::size_t i) { p.underFireSum = i == 1; }),
        choice<3>("under_fire.min_result", {"1_step", "star", "any"},
                  [](P &p, std::size_t i) { p.underFireMinResult = static_cast<int>(i); }),
        flag("fire.fast_crossing_requires_crossing", [](P &p, bool v) { p.fastCrossingAnyPace = !v; }),
        integer("art.height_range_ud_per_level", 0, 10, [](P &, int) {}),
        choice<2>("melee.cav_vs_inf_double", {"cav_score", "both"},
                  [](P &p, std::size_t i) { p.cavVsInfDoubleBoth = i == 1; }),
        integer("melee.type_gap.inf_vs_cav_type", 0, 10, [](P &p, int v) { p.meleeInfVsCavType = v; }),
        {"melee.type_gap.cav_needs_heavier_pace",
         [](const JsonNode &node, FiguresRuleset &rules) {
             rules.parameters.cavTypeGapPaces.clear();
             for (const JsonNode &item : node.items()) {
                 if (const std::optional<int> index = readReference(item, rules.paces, "pace")) {
                     rules.parameters.cavTypeGapPaces.push_back(*index);
                 }
             }
         }},
        choice<3>("action.scope", {"turn", "event", "gm"}, [](P &, std::size_t) {}),
        choice<3>("fire.art_vs_skirmish_under_fire", {"1_step", "star", "any"},
                  [](P &p, std::size_t i) { p.artVsSkirmishUnderFire = static_cast<int>(i); }),
        choice<2>("fire.supported_and_general", {"cumulative", "max_1"},
                  [](P &p, std::size_t i) { p.supportedMax1 = i == 1; }),
        integer("fire.evasion_no_fire_over_ud", 0, 20, [](P &p, int v) { p.evasionNoFireOverUd = v; }),
        choice<2>("art.height_reference", {"target_vs_gun", "gun_vs_target"}, [](P &, std::size_t) {}),
        choice<2>("art.flank_unlimbered_mode", {"replace_front", "add"},
                  [](P &p, std::size_t i) { p.flankUnlimberedAdds = i == 1; }),
        choice<1>("melee.aftermath", {"gm"}, [](P &, std::size_t) {}),
        choice<2>("movement.pace_change", {"within_move", "deducted"},
                  [](P &p, std::size_t i) { p.paceChangeDeducted = i == 1; }),
        integer("movement.cof_ud", 0, 20, [](P &p, int v) { p.cofUd = v; }),
        {"movement.art_column",
         [](const JsonNode &node, FiguresRuleset &rules) {
             // NF-A34: the column limbered artillery moves in, a formation id.
             if (const std::optional<int> index = readReference(node, rules.formations, "formation")) {
                 rules.parameters.artColumn = *index;
             }
         }},
        choice<2>("terrain.apply", {"per_feature", "per_ud"}, [](P &p, std::size_t i) { p.terrainPerUd = i == 1; }),
        choice<2>("pop.duration", {"turn", "gm"}, [](P &, std::size_t) {}),
        choice<2>("art.penetration", {"gm_second_lookup", "none"}, [](P &, std::size_t) {}),
        choice<2>("art.canister_max_range", {"p2_bis", "p2"}, [](P &p, std::size_t i) { p.canisterToP2Only = i == 1; }),
        choice<2>("dice.natural_roll_override", {"none", "nat1_fails_nat6_succeeds"},
                  [](P &p, std::size_t i) { p.natural = static_cast<int>(i); }),
        choice<2>("melee.fighting_figures", {"gm", "all"}, [](P &, std::size_t) {}),
    };
}

/** §15: the morale test. */
std::vector<ParameterSpec> moraleParameters()
{
    return {
        choice<2>("morale.standing_counts_as", {"response", "own_box"},
                  [](P &p, std::size_t i) { p.standingCountsAs = static_cast<P::StandingCountsAs>(i); }),
        choice<3>("counter_mac.start", {"by_kind", "always_1", "always_0"},
                  [](P &p, std::size_t i) { p.counterMacStart = static_cast<P::CounterMacStart>(i); }),
        flag("morale.height_per_level", [](P &, bool) {}),
        informative("morale.stream_marsh_side"),
        informative("morale.support.min_box"),
        choice<2>("morale.superior_enemy.combine", {"sum", "max"},
                  [](P &p, std::size_t i) { p.superiorEnemyMax = i == 1; }),
        integer("morale.counter_mac_pa", 0, 10, [](P &p, int v) { p.counterMacPa = v; }),
        informative("morale.tactical_distance_ud", true),
        flag("morale.friends_enemies.default_units_unconditional", [](P &, bool) {}),
        choice<2>("morale.friends_enemies.cap_mode", {"net", "separate"},
                  [](P &p, std::size_t i) { p.friendsEnemiesSeparate = i == 1; }),
        choice<2>("morale.flank.combine", {"worst", "sum"}, [](P &p, std::size_t i) { p.flankSum = i == 1; }),
        flag("morale.flank.double_inf_vs_cav", [](P &p, bool v) { p.flankDoubleInfVsCav = v; }),
        choice<2>("morale.enemy_default.mode", {"formation_flank", "box"}, [](P &, std::size_t) {}),
        informative("morale.cav_vs_inf.parameters"),
        flag("morale.cav_vs_inf.use_doubled_threat", [](P &p, bool v) { p.cavVsInfUseDoubledThreat = v; }),
        choice<2>("morale.strength.measure", {"steps", "figures"},
                  [](P &p, std::size_t i) { p.strengthInFigures = i == 1; }),
        {"morale.strength.floor",
         [](const JsonNode &node, FiguresRuleset &rules) {
             // NF-A55: null = no floor; a number is the lowest M16 value.
             if (!(node.exists() && node.value()->is_null())) {
                 rules.parameters.strengthFloor = readInt(node, -20, 20);
             }
         }},
        choice<2>("morale.action_losses.exclude", {"objective_and_assimilated", "none"},
                  [](P &p, std::size_t i) { p.actionLossesExcludeObjective = i == 0; }),
        integer("morale.leader.far_ud", 0, 100, [](P &p, int v) { p.leaderFarUd = v; }),
        choice<2>("morale.leader.struck_down", {"subtract", "ignore"},
                  [](P &p, std::size_t i) { p.struckDown = static_cast<P::StruckDown>(i); }),
    };
}

/** §15: the situation table, the MAC, the control test and the reaction. */
std::vector<ParameterSpec> situationParameters()
{
    return {
        choice<2>("situation.negative_box_applies_to", {"all", "standing_only"}, [](P &, std::size_t) {}),
        flag("situation.halte_ddf_for_mac", [](P &p, bool v) { p.halteDdfForMac = v; }),
        choice<1>("situation.pace_not_allowed", {"fastest_lower"}, [](P &, std::size_t) {}),
        choice<1>("situation.zero_rule", {"by_prior_side"}, [](P &, std::size_t) {}),
        choice<1>("mac.cap_stage", {"before_fire_drop"}, [](P &, std::size_t) {}),
        choice<1>("situation.other_reasons.trigger", {"gm"}, [](P &, std::size_t) {}),
        flag("situation.other_reasons.clamp", [](P &p, bool v) { p.otherReasonsClamp = v; }),
        choice<2>("situation.other_reasons.pace", {"new_box", "negative_boxes"},
                  [](P &p, std::size_t i) { p.otherReasonsPace = static_cast<P::OtherReasonsPace>(i); }),
        integer("mac.crossed.correction_passes", 1, 1, [](P &, int) {}),
        choice<1>("mac.crossed.placement", {"one_third_each"}, [](P &, std::size_t) {}),
        choice<2>("mac.fire_drop.basis", {"this_fire", "whole_action"}, [](P &, std::size_t) {}),
        informative("mac.fire_drop.sources"),
        integer("mac.contact_min_score", -12, 12, [](P &p, int v) { p.macContactMinScore = v; }),
        flag("mac.tie_goes_to_attacker", [](P &p, bool v) { p.tieGoesToAttacker = v; }),
        choice<2>("mac.fail_inf_fire_range", {"actual", "by_band"}, [](P &, std::size_t) {}),
        flag("mac.formed_inf_front_stops_cav", [](P &p, bool v) { p.formedInfFrontStopsCav = v; }),
        choice<1>("control.trigger", {"gm"}, [](P &, std::size_t) {}),
        choice<2>("control.failure_effect", {"gm", "must_pursue"},
                  [](P &p, std::size_t i) { p.controlMustPursue = i == 1; }),
        integer("control.general_range_ud", 0, 100, [](P &p, int v) { p.controlGeneralRangeUd = v; }),
        integer("control.no_general", -5, 5, [](P &p, int v) { p.controlNoGeneral = v; }),
        {"reaction.success_min_box",
         [](const JsonNode &node, FiguresRuleset &rules) {
             rules.parameters.reactionSuccessMinBox = readReference(node, rules.boxes, "box").value_or(3);
         }},
        integer("reaction.fire_pa", 0, 10, [](P &p, int v) { p.reactionFirePa = v; }),
        flag("reaction.excess_also_in_m10", [](P &p, bool v) { p.reactionExcessAlsoInM10 = v; }),
        integer("reaction.pop_per_excess_pa", 0, 10, [](P &p, int v) { p.reactionPopPerExcessPa = v; }),
        choice<2>("situation.fallback_distance", {"pace_allowance", "backward_step"}, [](P &, std::size_t) {}),
        flag("situation.box_persists", [](P &, bool) {}),
    };
}

/** The digest's parameter index (§15), in the order its entries are read and reported. */
std::vector<ParameterSpec> specs()
{
    std::vector<ParameterSpec> all = lossParameters();
    for (std::vector<ParameterSpec> part : {combatParameters(), moraleParameters(), situationParameters()}) {
        all.insert(all.end(), std::make_move_iterator(part.begin()), std::make_move_iterator(part.end()));
    }
    return all;
}

/** NF-A3 right alignment: rows whose 16th cell is lost shift one column right (column 1 lost instead). */
void alignRight(LossTable &table)
{
    for (std::size_t r = 0; r < table.cells.size(); ++r) {
        std::vector<LossCode> &codes = table.cells[r];
        if (codes.empty() || !codes.back().absent) {
            continue;
        }
        std::rotate(codes.rbegin(), codes.rbegin() + 1, codes.rend());
        std::rotate(table.texts[r].rbegin(), table.texts[r].rbegin() + 1, table.texts[r].rend());
    }
}

} // namespace

void readParameters(const JsonNode &node, FiguresRuleset &rules)
{
    if (!node.requireObject()) {
        return;
    }
    const std::vector<ParameterSpec> all = specs();
    for (const auto &[key, value] : node.members()) {
        // By an init-capture: clang before 16 (the fuzz build) cannot capture a structured binding.
        const bool known =
            std::any_of(all.begin(), all.end(), [&name = key](const ParameterSpec &s) { return s.key == name; });
        if (!known) {
            value.error("unknown parameter " + inQuotes(key));
        }
    }
    for (const ParameterSpec &spec : all) {
        const JsonNode value = node[spec.key];
        if (!value.exists()) {
            node.error("missing parameter " + inQuotes(spec.key));
            continue;
        }
        spec.read(value, rules);
    }
    if (rules.parameters.rightAligned) {
        alignRight(rules.lossTable);
    }
    // NF-A10: only the fire score's die has an alternative reading.
    rules.fireRandomDie = rules.parameters.randomDiePlus1On6 ? rules.plus1On6Die : rules.randomDie;
}

} // namespace arbitre::napoleonic::detail
