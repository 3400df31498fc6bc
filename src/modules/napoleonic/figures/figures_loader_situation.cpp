// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "figures_loader_support.h"

#include <array>

namespace arbitre::napoleonic::detail {

namespace {

constexpr std::array<std::string_view, 3> MacIds{"advance", "halt", "fall_back"};
constexpr std::array<MacMove, 3> MacValues{MacMove::Advance, MacMove::Halt, MacMove::FallBack};

SituationBox readBox(const JsonNode &item, FiguresRuleset &rules, std::vector<std::string> &seen)
{
    SituationBox box;
    if (!item.requireObject()) {
        return box;
    }
    item.allowOnlyKeys({"id", "label_fr", "label_en", "min", "max", "pace", "value", "mac", "standing_fire",
                        "other_shift", "ddf", "cohesion", "fights", "facing", "enemy_pursues"});
    readNamed(item, box, seen, "box");
    box.min = readInt(item["min"], -100, 100).value_or(0);
    box.max = readInt(item["max"], -100, 100).value_or(0);
    if (!item["pace"].exists() || !item["pace"].value()->is_null()) {
        box.pace = readReference(item["pace"], rules.paces, "pace");
    }
    box.value = readInt(item["value"], -20, 20).value_or(0);
    if (const std::optional<std::size_t> mac = item["mac"].oneOf(MacIds)) {
        box.mac = MacValues[*mac];
    }
    // NF-36 b: the fire of a unit at the halt uses one of the range modifiers of NF-5.
    const JsonNode fire = item["standing_fire"];
    if (!fire.exists() || !fire.value()->is_null()) {
        box.standingFire =
            readReference(fire, rules.modifiers[static_cast<std::size_t>(ModifierList::Fire)], "fire modifier");
    }
    box.otherShift = readInt(item["other_shift"], -20, 20).value_or(0);
    box.ddf = item["ddf"].boolean().value_or(false);
    const JsonNode cohesion = item["cohesion"];
    if (cohesion.exists() && !cohesion.value()->is_null()) {
        constexpr std::array<std::string_view, 1> Des{"des"};
        if (cohesion.oneOf(Des)) {
            box.cohesion = CohesionEffect::Des;
        }
    }
    box.fights = item["fights"].boolean().value_or(true);
    box.enemyPursues = item["enemy_pursues"].booleanOr(true);
    if (item["facing"].exists()) {
        constexpr std::array<std::string_view, 2> Facings{"enemy", "away"};
        if (const std::optional<std::size_t> facing = item["facing"].oneOf(Facings)) {
            box.facing = std::string(Facings[*facing]);
        }
    }
    return box;
}

} // namespace

void readSituationTable(const JsonNode &node, FiguresRuleset &rules)
{
    if (!openBlock(node, {"rule", "clamp", "zero", "test_kinds", "boxes"})) {
        return;
    }
    const std::vector<JsonNode> clamp = node["clamp"].items();
    if (node["clamp"].exists() && clamp.size() != 2) {
        node["clamp"].error("expected [min, max], got " + std::to_string(clamp.size()) + " values");
    } else if (clamp.size() == 2) {
        rules.clampMin = readInt(clamp[0], -100, -1).value_or(-12);
        rules.clampMax = readInt(clamp[1], 1, 100).value_or(12);
    }
    std::vector<std::string> seen;
    const JsonNode boxes = node["boxes"];
    for (const JsonNode &item : readEntries(boxes, "box")) {
        rules.boxes.push_back(readBox(item, rules, seen));
    }
    // NF-35: bands run best first, three scores each, from clamp max down to clamp min, line 0 left out.
    int expectedMax = rules.clampMax;
    for (std::size_t i = 0; i < rules.boxes.size(); ++i) {
        const SituationBox &box = rules.boxes[i];
        if (expectedMax == 0) {
            expectedMax = -1;
        }
        if (box.max != expectedMax) {
            boxes[i]["max"].error("expected " + std::to_string(expectedMax) +
                                  " (the bands must follow each other), got " + std::to_string(box.max));
        } else if (box.min > box.max) {
            boxes[i]["min"].error("expected at most max (" + std::to_string(box.max) + "), got " +
                                  std::to_string(box.min));
        }
        expectedMax = box.min - 1;
    }
    if (!rules.boxes.empty() && rules.boxes.back().min != rules.clampMin) {
        boxes[rules.boxes.size() - 1]["min"].error("expected the clamp minimum " + std::to_string(rules.clampMin) +
                                                   ", got " + std::to_string(rules.boxes.back().min));
    }
    const JsonNode zero = node["zero"];
    if (zero.requireObject()) {
        zero.allowOnlyKeys({"from_plus", "from_minus"});
        rules.zeroFromPlus = readReference(zero["from_plus"], rules.boxes, "box").value_or(3);
        rules.zeroFromMinus = readReference(zero["from_minus"], rules.boxes, "box").value_or(4);
    }
    const JsonNode kinds = node["test_kinds"];
    if (kinds.requireObject()) {
        kinds.allowOnlyKeys({"mac", "response", "reaction"});
        rules.macSituation = readInt(kinds["mac"], -20, 20).value_or(2);
        rules.responseSituation = readInt(kinds["response"], -20, 20).value_or(1);
        rules.reactionSituation = readInt(kinds["reaction"], -20, 20).value_or(0);
    }
}

} // namespace arbitre::napoleonic::detail
