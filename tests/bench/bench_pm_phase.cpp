// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// A PM battle phase (PM-M1) on the demo's armies: phases per second and the allocations of the rules path.
#include "arbitre/core/module_registry.h"
#include "arbitre/pm/module.h"
#include "arbitre/pm/phase.h"
#include "bench.h"

#include <chrono>
#include <cstdio>
#include <memory>

namespace arbitre::bench {

bool benchPmPhase(bool smoke)
{
    ModuleRegistry registry;
    pm::registerModule(registry);
    const auto battle = std::dynamic_pointer_cast<const pm::PmBattle>(
        registry.loadScenario(std::string(ARBITRE_SOURCE_DIR) + "/resources/scenarios/pm-bataille-de-lerac.json"));
    if (!battle) {
        std::printf("pm phase: the demo battle is not a PM battle\n");
        return false;
    }
    const pm::BattleState state = battle->initialState();
    const pm::PhaseOrders orders;
    SeededDice dice(20261122);
    long checksum = 0;
    const long phases = smoke ? 2'000 : 5'000'000;
    const std::size_t allocationsBefore = allocationCount();
    const auto start = std::chrono::steady_clock::now();
    for (long i = 0; i < phases; ++i) {
        const pm::PhaseResult result = pm::resolvePhase(battle->ruleset(), *battle, state, orders, dice);
        checksum += result.gap + result.sides[0].loss + result.sides[1].loss;
    }
    const auto elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const std::size_t allocations = allocationCount() - allocationsBefore;
    std::printf("pm phase, 63 PM vs 50 PM with 3 players (PM-M1)\n");
    std::printf("  %ld phases in %.3f s: %.2f million phases/s on one core (checksum %ld)\n", phases, elapsed,
                static_cast<double>(phases) / elapsed / 1e6, checksum);
    std::printf("  heap allocations on the phase path: %zu\n", allocations);
    return allocations == 0 && checksum > 0;
}

} // namespace arbitre::bench
