// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The terrains a Vive l'Empereur ! map is drawn with (VE-M1): the ids the line-of-sight and
// melee lists name, and the divers terrains of VE-72.
#include "ve_loader_support.h"

#include <algorithm>

namespace arbitre::napoleonic {

const VeTerrain *VeRuleset::terrain(std::string_view id) const
{
    const auto it = std::find_if(terrains.begin(), terrains.end(), [&](const VeTerrain &t) { return t.id == id; });
    return it == terrains.end() ? nullptr : &*it;
}

namespace ve {

void readTerrains(const JsonNode &node, VeRuleset &rules)
{
    if (!node.exists()) {
        // A ruleset without a map description: every hex is open ground.
        VeTerrain clear;
        clear.id = "clair";
        rules.terrains.push_back(clear);
        return;
    }
    if (!openBlock(node, {"rule", "entries"})) {
        return;
    }
    const JsonNode entries = node["entries"];
    std::vector<std::string> seen;
    for (const JsonNode &item : entries.items()) {
        if (!item.requireObject()) {
            continue;
        }
        item.allowOnlyKeys({"id", "label_fr", "label_en", "cavalry_shock_1"});
        VeTerrain terrain;
        readNamed(item, terrain, seen, "terrain");
        terrain.cavalryShock1 = item["cavalry_shock_1"].booleanOr(false); // VE-72, VE-A47
        rules.terrains.push_back(std::move(terrain));
    }
    if (entries.exists() && rules.terrains.empty()) {
        entries.error("a map needs at least one terrain");
    }
    // The lists of the other blocks name terrains: each must be one of them.
    auto check = [&](const std::vector<std::string> &ids, std::string_view where) {
        for (const std::string &id : ids) {
            if (!rules.terrain(id)) {
                entries.error("terrain '" + id + "' of " + std::string(where) + " is not in this list");
            }
        }
    };
    check(rules.losBlockingTerrain, "fire.los.blocking_terrain");
    check(rules.moraleExemptTerrain, "melee.morale_test_exempt_terrain");
    for (const VeFormation &formation : rules.formations) {
        check(formation.noTestIn, "formations (moral.no_test_in)");
    }
}

} // namespace ve

} // namespace arbitre::napoleonic
