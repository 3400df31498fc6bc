// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "bench.h"

#include "arbitre/core/json_document.h"
#include "arbitre/core/module_registry.h"
#include "arbitre/umbra/module.h"
#include "arbitre/umbra/resolution.h"

#include <chrono>
#include <cstdio>

namespace arbitre::bench {

using namespace arbitre::umbra;

namespace {

// A 12-troop side of every common type, so the resolution path meets piétaille, archers, mounted troops.
Side makeSide(const UmbraRuleset &rules, const char *id)
{
    const char *types[] = {"cavalerie", "fantassins", "fantassins", "archers",   "troupe_montee", "fantassins",
                           "pietaille", "pietaille",  "archers",    "cavalerie", "fantassins",    "pietaille"};
    Side side;
    side.id = id;
    side.name = id;
    int n = 0;
    for (const char *type : types) {
        Troop troop;
        troop.id = std::string(id) + "-" + std::to_string(++n);
        troop.type = *rules.findTroopType(type);
        if (rules.troopType(troop.type).role == TroopRole::Mounted)
            troop.baseType = *rules.findTroopType("fantassins");
        troop.armement = *rules.findArmement("neutre");
        troop.fatigue = *rules.fatigue.find("normal");
        troop.morale = *rules.morale.find("beau_fixe");
        side.troops.push_back(troop);
    }
    return side;
}

} // namespace

bool benchUmbraResolution(bool smoke)
{
    ModuleRegistry registry;
    registerModule(registry);
    const auto loaded =
        registry.loadRuleset(std::filesystem::path(ARBITRE_SOURCE_DIR) / "rulesets/umbra-draconis.json");
    const auto &rules = dynamic_cast<const UmbraRuleset &>(*loaded);

    BattleState pristine;
    pristine.sides = {makeSide(rules, "blue"), makeSide(rules, "red")};
    pristine.sides[0].troops[1].position = *rules.findPosition("position_defensive");
    Confrontation confrontation;
    for (int slot = 0; slot < 2; ++slot)
        for (int i = 0; i < 12; ++i)
            confrontation.troops[static_cast<std::size_t>(slot)].push_back(i);
    pristine.confrontations.push_back(confrontation);

    BattleState state = pristine;
    SeededDice dice(20261122);
    const ResolutionDecisions decisions;
    ResolutionResult result;
    // Warm up: the first copy-assignments size the working state once.
    for (int i = 0; i < 3; ++i) {
        state = pristine;
        resolveConfrontation(rules, state, 0, dice, decisions, result);
    }

    const long turns = smoke ? 2'000 : 2'000'000;
    long draws = 0;
    const std::size_t allocationsBefore = allocationCount();
    const auto start = std::chrono::steady_clock::now();
    for (long i = 0; i < turns; ++i) {
        state = pristine; // same sizes, same strings: reuses storage
        resolveConfrontation(rules, state, 0, dice, decisions, result);
        draws += static_cast<long>(result.draws.size());
    }
    const auto elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const std::size_t allocations = allocationCount() - allocationsBefore;

    std::printf("umbra resolution, 12 vs 12 troops (%s, %d draws a turn)\n",
                result.major ? "bataille majeure" : "classic", static_cast<int>(result.draws.size()));
    std::printf("  %ld combat turns, %ld draws in %.3f s\n", turns, draws, elapsed);
    std::printf("  %.2f million turns/s, %.2f million draws/s on one core\n",
                static_cast<double>(turns) / elapsed / 1e6, static_cast<double>(draws) / elapsed / 1e6);
    std::printf("  heap allocations on the resolution path: %zu\n", allocations);
    return allocations == 0 && draws > 0;
}

} // namespace arbitre::bench
