// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "bench.h"

#include "arbitre/core/json_document.h"
#include "arbitre/core/module_registry.h"
#include "arbitre/umbra/module.h"
#include "arbitre/umbra/resolution.h"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <span>

namespace arbitre::bench {

using namespace arbitre::umbra;

namespace {

constexpr std::uint64_t TimedSeed = 20261122;

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
        // Already in the fight, as every turn after the first: a resolution leaves these as they are (UD-A48, UD-A70).
        troop.engagedLastTurn = true;
        troop.engaged = true;
        troop.engagedToday = true;
        troop.activeToday = true;
        side.troops.push_back(troop);
    }
    return side;
}

// Restores the working state to the pristine one, member by member, but only the members a resolution
// changes: the strings, the map and levy bookkeeping and the member lists of the confrontation stay as
// they are (comparing the strings alone cost ~800 instructions a turn, a third of the restore).
// restoresInFull() checks `state == pristine` after each restore on a run of turns, so a member that a
// resolution changes and this forgets fails the bench: add it here.
void restore(Troop &troop, const Troop &pristine)
{
    troop.fatigue = pristine.fatigue;
    troop.morale = pristine.morale;
    troop.blesse = pristine.blesse;
    troop.status = pristine.status;
    troop.order = pristine.order;
    troop.position = pristine.position;
    troop.engagedLastTurn = pristine.engagedLastTurn;
    troop.disengaging = pristine.disengaging;
    troop.activeToday = pristine.activeToday;
    troop.engaged = pristine.engaged;
    troop.engagedToday = pristine.engagedToday;
}

void restore(Side &side, const Side &pristine)
{
    if (side.troops.size() == pristine.troops.size()) {
        const std::span<Troop> troops = side.troops;
        const std::span<const Troop> pristineTroops = pristine.troops;
        for (std::size_t i = 0; i < troops.size(); ++i)
            restore(troops[i], pristineTroops[i]);
    } else {
        side.troops = pristine.troops;
    }
    if (!side.personalities.empty() || !pristine.personalities.empty())
        side.personalities = pristine.personalities; // wounds, skill uses, Discipline spent
}

void restore(Confrontation &confrontation, const Confrontation &pristine)
{
    confrontation.resolutions = pristine.resolutions;
    confrontation.pendingAdvantage = pristine.pendingAdvantage;
    confrontation.opportunisteStreak = pristine.opportunisteStreak;
    confrontation.galvanised = pristine.galvanised;
    confrontation.castrametisation = pristine.castrametisation;
    confrontation.terreurTargets = pristine.terreurTargets;
    confrontation.ended = pristine.ended;
}

void restore(BattleState &state, const BattleState &pristine)
{
    state.day = pristine.day;
    state.turn = pristine.turn;
    if (state.sides.size() == pristine.sides.size()) {
        for (std::size_t i = 0; i < state.sides.size(); ++i)
            restore(state.sides[i], pristine.sides[i]);
    } else {
        state.sides = pristine.sides;
    }
    if (state.confrontations.size() == pristine.confrontations.size()) {
        for (std::size_t i = 0; i < state.confrontations.size(); ++i)
            restore(state.confrontations[i], pristine.confrontations[i]);
    } else {
        state.confrontations = pristine.confrontations;
    }
}

// What one resolution changed, put back: the troops its losses hit and the confrontation's counters. Every
// troop of the pristine state is already engaged, active today and without an order, which is how a resolution
// leaves every troop it engages, so the others have not moved. Anything less usual (a victory, personalities,
// whose skills keep counters) takes the full restore(). restoresInFull() checks the result against the whole state.
void restoreAfter(const ResolutionResult &result, BattleState &state, const BattleState &pristine)
{
    if (result.victorSlot >= 0 || state.sides.size() != pristine.sides.size() || state.confrontations.size() != 1 ||
        pristine.confrontations.size() != 1 || !pristine.confrontations[0].personalities[0].empty() ||
        !pristine.confrontations[0].personalities[1].empty()) {
        restore(state, pristine);
        return;
    }
    for (const SlotLoss &loss : result.losses) {
        const MemberRef &target = loss.record.target;
        if (loss.record.hasTarget && target.kind == MemberRef::Kind::Troop) {
            const auto side = static_cast<std::size_t>(target.side);
            const auto index = static_cast<std::size_t>(target.index);
            restore(state.sides[side].troops[index], pristine.sides[side].troops[index]);
        }
    }
    restore(state.confrontations[0], pristine.confrontations[0]);
}

// restore() and restoreAfter() must give back the pristine state whatever a resolution changed: checked on a run
// of turns with the timed run's dice, and with other dice.
bool restoresInFull(const UmbraRuleset &rules, const BattleState &pristine, BattleState &state, long turns)
{
    const ResolutionDecisions decisions;
    ResolutionResult result;
    for (const std::uint64_t seed : {TimedSeed, std::uint64_t{1}}) {
        SeededDice dice(seed);
        restore(state, pristine);
        for (long i = 0; i < turns; ++i) {
            if (!(state == pristine))
                return false;
            resolveConfrontation(rules, state, 0, dice, decisions, result);
            if (i % 2 == 0) {
                restoreAfter(result, state, pristine);
            } else {
                restore(state, pristine);
            }
        }
    }
    return state == pristine;
}

// The timed loop: `turns` turns from the pristine state, each resolved and then undone. Not inlined, so that
// callgrind can count exactly these instructions (docs/performance.md). Returns the draws resolved.
[[gnu::noinline]] long resolveTurns(const UmbraRuleset &rules, BattleState &state, const BattleState &pristine,
                                    Dice &dice, ResolutionResult &result, long turns)
{
    const ResolutionDecisions decisions;
    long draws = 0;
    for (long i = 0; i < turns; ++i) {
        resolveConfrontation(rules, state, 0, dice, decisions, result);
        restoreAfter(result, state, pristine); // what the turn changed, checked by restoresInFull()
        draws += static_cast<long>(result.draws.size());
    }
    return draws;
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
    if (!restoresInFull(rules, pristine, state, smoke ? 1'000 : 20'000)) {
        std::printf("umbra resolution: restore() leaves part of the state behind\n");
        return false;
    }
    SeededDice dice(TimedSeed);
    ResolutionResult result;
    // Warm up: the working state already has the pristine one's sizes.
    restore(state, pristine);
    resolveTurns(rules, state, pristine, dice, result, 3);

    const long turns = smoke ? 2'000 : 2'000'000;
    const std::size_t allocationsBefore = allocationCount();
    const auto start = std::chrono::steady_clock::now();
    const long draws = resolveTurns(rules, state, pristine, dice, result, turns);
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
