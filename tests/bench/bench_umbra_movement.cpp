// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "bench.h"

#include "arbitre/core/module_registry.h"
#include "arbitre/umbra/module.h"
#include "arbitre/umbra/movement.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

namespace arbitre::bench {

using namespace arbitre::umbra;

namespace {

constexpr int MapSize = 200;
constexpr int TroopsPerSide = 500;
constexpr int PersonalitiesPerSide = 20;
constexpr int Confrontations = 60;

/** A 200 × 200 map: plain with random forest and hill (a third of it), a few rivers' worth of hexes and sites. */
UmbraMap makeMap(const UmbraRuleset &rules, std::mt19937 &random)
{
    UmbraMap map;
    map.grid = {MapSize, MapSize, Orientation::Pointy};
    const auto terrain = [&](const char *id) { return static_cast<std::uint8_t>(*rules.findTerrain(id)); };
    const std::uint8_t plaine = terrain("plaine");
    const std::uint8_t foret = terrain("foret");
    const std::uint8_t colline = terrain("colline");
    const std::uint8_t riviere = terrain("riviere");
    std::uniform_int_distribution<int> percent(0, 99);
    map.terrain.resize(static_cast<std::size_t>(map.grid.cellCount()));
    map.fortifySites.resize(map.terrain.size());
    for (std::size_t i = 0; i < map.terrain.size(); ++i) {
        const int roll = percent(random);
        map.terrain[i] = roll < 20 ? foret : roll < 34 ? colline : roll < 37 ? riviere : plaine;
        map.fortifySites[i] = percent(random) < 3 ? 1 : 0;
    }
    return map;
}

Side makeSide(const UmbraRuleset &rules, const char *id, std::mt19937 &random)
{
    const char *types[] = {"fantassins", "fantassins", "archers", "cavalerie", "troupe_montee", "pietaille"};
    const char *skills[] = {"meneur_tirailleur", "aime_du_peuple", "castrametisation", "meneur"};
    std::uniform_int_distribution<int> cell(0, MapSize - 1);
    std::uniform_int_distribution<int> six(0, 5);
    Side side;
    side.id = id;
    side.name = id;
    const HexGrid grid{MapSize, MapSize, Orientation::Pointy};
    for (int n = 0; n < TroopsPerSide; ++n) {
        Troop troop;
        troop.id = std::string(id) + "-" + std::to_string(n + 1);
        troop.type = *rules.findTroopType(types[six(random)]);
        const TroopType &type = rules.troopType(troop.type);
        if (type.role == TroopRole::Mounted)
            troop.baseType = *rules.findTroopType("fantassins");
        for (const int adjective : type.adjectives)
            troop.adjectives |= 1u << adjective;
        if (six(random) == 0)
            troop.adjectives |= 1u << rules.adjectiveTirailleur;
        if (six(random) == 0)
            troop.adjectives |= 1u << rules.adjectiveCoriace;
        troop.armement = *rules.findArmement("neutre");
        troop.fatigue = *rules.fatigue.find(six(random) == 0 ? "ereinte" : "normal");
        troop.morale = *rules.morale.find("beau_fixe");
        troop.hex = grid.hexOf({cell(random), cell(random)});
        troop.onMap = true;
        troop.engagedLastTurn = six(random) == 0;
        side.troops.push_back(troop);
    }
    for (int n = 0; n < PersonalitiesPerSide; ++n) {
        Personality personality;
        personality.id = std::string(id) + "-p" + std::to_string(n + 1);
        personality.name = personality.id;
        personality.skills.push_back({*rules.findSkill(skills[n % 4]), 0, 0, true});
        // Most ride with a troop: the escort, Aimé du peuple and Castramétisation get looked up.
        personality.hex = side.troops[static_cast<std::size_t>(n * 7)].hex;
        personality.onMap = true;
        side.personalities.push_back(personality);
    }
    return side;
}

} // namespace

bool benchUmbraMovement(bool smoke)
{
    ModuleRegistry registry;
    registerModule(registry);
    const auto loaded =
        registry.loadRuleset(std::filesystem::path(ARBITRE_SOURCE_DIR) / "rulesets/umbra-draconis.json");
    const auto &rules = dynamic_cast<const UmbraRuleset &>(*loaded);

    std::mt19937 random(20261122); // fixed seed: the same battlefield every run
    const UmbraMap map = makeMap(rules, random);
    BattleState state;
    state.day = 1;
    state.turn = 2;
    state.phase = Phase::Movement;
    state.sides = {makeSide(rules, "blue", random), makeSide(rules, "red", random)};
    // Some troops engaged: blue n and red n meet in blue n's hex.
    for (int n = 0; n < Confrontations; ++n) {
        const std::size_t i = static_cast<std::size_t>(n * 3);
        state.sides[1].troops[i].hex = state.sides[0].troops[i].hex;
        Confrontation confrontation;
        confrontation.troops = {std::vector<int>{static_cast<int>(i)}, std::vector<int>{static_cast<int>(i)}};
        confrontation.hexes = {state.sides[0].troops[i].hex};
        state.confrontations.push_back(confrontation);
    }

    const auto indexStart = std::chrono::steady_clock::now();
    const MovementRules movement(rules, map, state);
    const auto indexTime =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - indexStart).count();

    LegalMoves out;
    const auto queryAll = [&](long &reach, long &refusals) {
        for (int side = 0; side < 2; ++side) {
            for (int index = 0; index < TroopsPerSide; ++index) {
                movement.legalMoves({MemberRef::Kind::Troop, side, index}, out);
                reach += static_cast<long>(out.reach.size());
                refusals += static_cast<long>(out.refusals.size());
            }
        }
    };
    // Warm up: `out` and the reused refusal texts grow to their largest.
    long reach = 0;
    long refusals = 0;
    queryAll(reach, refusals);
    queryAll(reach, refusals);

    const int passes = smoke ? 1 : 200;
    reach = 0;
    refusals = 0;
    double best = 1e300;
    const std::size_t allocationsBefore = allocationCount();
    const auto start = std::chrono::steady_clock::now();
    for (int pass = 0; pass < passes; ++pass) {
        const auto passStart = std::chrono::steady_clock::now();
        queryAll(reach, refusals);
        best = std::min(
            best, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - passStart).count());
    }
    const double elapsed = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    const std::size_t allocations = allocationCount() - allocationsBefore;

    const double mean = elapsed / passes;
    std::printf("umbra movement, %d x %d map, %d vs %d troops (forest and hill a third of it)\n", MapSize, MapSize,
                TroopsPerSide, TroopsPerSide);
    std::printf("  occupancy index built in %.3f ms\n", indexTime);
    std::printf("  legal moves of all %d troops: %.3f ms a pass (best %.3f ms, %d passes), %.2f us a troop\n",
                2 * TroopsPerSide, mean, best, passes, mean * 1000.0 / (2 * TroopsPerSide));
    std::printf("  %.1f reachable hexes and %.2f refusals a troop\n",
                static_cast<double>(reach) / passes / (2 * TroopsPerSide),
                static_cast<double>(refusals) / passes / (2 * TroopsPerSide));
    std::printf("  heap allocations in the query loop: %zu\n", allocations);
    return allocations == 0 && reach > 0;
}

} // namespace arbitre::bench
