// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT

// Differential check for work on the resolution path (docs/performance.md): resolves thousands of
// random confrontations, under random rule parameters, for a few turns each, and prints one hash of
// every result (totals, each breakdown term, targets, dice, outcomes) and of the state after each
// turn. Build it from the old and the new sources and compare the two lines: a faster path must
// print the same hash.
//
//   umbra-fingerprint [cases] [seed]     (defaults: 20000 cases, seed 1)

#include "arbitre/core/module_registry.h"
#include "arbitre/umbra/module.h"
#include "arbitre/umbra/resolution.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string_view>
#include <vector>

namespace {

using namespace arbitre;
using namespace arbitre::umbra;

// splitmix64: the same numbers from every standard library.
class Random
{
public:
    explicit Random(std::uint64_t seed) : m_state(seed) {}

    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return z ^ (z >> 31);
    }
    /** In [low, high]. */
    int between(int low, int high)
    {
        return low + static_cast<int>(next() % static_cast<std::uint64_t>(high - low + 1));
    }
    bool chance(int percent) { return between(1, 100) <= percent; }
    template <typename Enum> Enum pick(int count) { return static_cast<Enum>(between(0, count - 1)); }

private:
    std::uint64_t m_state;
};

// FNV-1a over the values fed to it.
class Hash
{
public:
    void add(std::int64_t value)
    {
        for (int i = 0; i < 8; ++i) {
            m_value = (m_value ^ static_cast<std::uint8_t>(value >> (8 * i))) * 0x100000001b3ull;
        }
    }
    void add(std::string_view text)
    {
        add(static_cast<std::int64_t>(text.size()));
        for (const char c : text) {
            m_value = (m_value ^ static_cast<std::uint8_t>(c)) * 0x100000001b3ull;
        }
    }
    void add(const char *text) { add(std::string_view(text != nullptr ? text : "(null)")); }
    std::uint64_t value() const { return m_value; }

private:
    std::uint64_t m_value = 0xcbf29ce484222325ull;
};

void randomiseParameters(UmbraParameters &p, Random &random, int fatigueTop)
{
    p.archersAloneMalus = random.between(0, 3);
    p.archersAlonePersonalitiesSupport = random.chance(50);
    p.archersAlonePietailleSupport = random.chance(50);
    p.fatigueOverflow = random.pick<UmbraParameters::FatigueOverflow>(2);
    p.woundForceEffect = random.pick<UmbraParameters::WoundForce>(3);
    p.woundMoraleSteps = random.between(0, 2);
    p.woundSetFatigue = random.between(-1, fatigueTop);
    p.woundFlatPenalty = random.between(0, 3);
    p.forceFloorMinimum = random.between(0, 3);
    p.floorConversion = random.pick<UmbraParameters::FloorConversion>(2);
    p.pietailleFixedForce = random.between(0, 2);
    p.disloqueeEffect = random.pick<UmbraParameters::Disloquee>(3);
    p.pietailleMeneurLegendaire = random.chance(50);
    p.pietailleTerreurDesFaibles = random.chance(70);
    p.personalityElimination = random.pick<UmbraParameters::PersonalityElimination>(2);
    p.personalityMinForce = random.between(0, 1);
    p.woundsToPersonalities = random.chance(70);
    p.moraleAssignment = random.pick<UmbraParameters::MoraleAssignment>(3);
    p.galvaniseurMode = random.pick<UmbraParameters::GalvaniseurMode>(3);
    p.meneurStacking = random.pick<UmbraParameters::MeneurStacking>(3);
    p.resolutionVictory = random.pick<UmbraParameters::VictoryMode>(2);
    p.poliorcetiqueMode = random.pick<UmbraParameters::PoliorcetiqueMode>(2);
    p.poliorcetiqueRequiresPosition = random.chance(50);
    p.skillDecayUnit = random.pick<UmbraParameters::DecayUnit>(2);
    p.initialEngagement = random.pick<UmbraParameters::InitialEngagement>(2);
    p.disciplineRefresh = random.pick<UmbraParameters::DisciplineRefresh>(3);
    p.terreurOverridesBonuses = random.chance(50);
    p.castrametisationTiming = random.pick<UmbraParameters::CastrametisationTiming>(2);
    p.disengageMalus = random.between(0, 3);
    p.disengageMalusDuration = random.pick<UmbraParameters::MalusDuration>(2);
    p.consolidateBonus = random.between(0, 2);
    p.consolidateScope = random.pick<UmbraParameters::ConsolidateScope>(2);
    p.consolidateAllowedWhenEngaged = random.chance(50);
    p.positionsRounding = random.pick<Rounding>(5);
    p.positionsScope = random.pick<UmbraParameters::PositionScope>(2);
    p.positionsIncludePersonalities = random.chance(50);
    p.positionsBase = random.pick<UmbraParameters::PositionBase>(2);
    p.majorBattleMinUnits = random.between(2, 30);
    p.majorBattleCountPietaille = random.chance(50);
    p.majorBattleDraws = random.between(1, 3);
    p.majorBattleRecomputeBetweenDraws = random.chance(30);
    p.equalForceTiebreak = random.pick<UmbraParameters::EqualForceTiebreak>(3);
    p.degatEffect = random.pick<UmbraParameters::DegatEffect>(3);
    p.restPartialGain = random.between(0, 2);
    p.restPartialCap = random.between(0, fatigueTop);
}

Troop randomTroop(const UmbraRuleset &rules, Random &random, int n)
{
    const int last = static_cast<int>(rules.troopTypes.size()) - 1;
    Troop troop;
    troop.id = "t" + std::to_string(n);
    troop.type = random.between(0, last); // the loaders refuse an unknown type
    if (rules.troopType(troop.type).role == TroopRole::Mounted) {
        troop.baseType = random.chance(5) ? -1 : random.between(0, last);
    }
    troop.machineForce = random.between(0, 6);
    troop.armement = random.between(-1, static_cast<int>(rules.armement.size()));
    troop.training = random.between(-1, 2);
    troop.fatigue = random.between(0, rules.fatigue.top());
    troop.morale = random.between(random.chance(3) ? 0 : 1, rules.morale.top());
    troop.blesse = random.chance(20);
    const int adjectives = static_cast<int>(rules.troopAdjectives.size());
    for (int i = 0; i < adjectives; ++i) {
        if (random.chance(15)) {
            troop.adjectives |= std::uint32_t{1} << i;
        }
    }
    troop.status = random.chance(85) ? TroopStatus::Present : random.pick<TroopStatus>(7);
    troop.order = random.chance(60) ? TroopOrder::None : random.pick<TroopOrder>(5);
    troop.position = random.chance(70) ? -1 : random.between(0, static_cast<int>(rules.positions.size()) - 1);
    troop.terrain = random.chance(80) ? -1 : random.between(0, static_cast<int>(rules.terrains.size()) - 1);
    troop.engagedLastTurn = random.chance(50);
    troop.disengaging = random.chance(15);
    return troop;
}

Personality randomPersonality(const UmbraRuleset &rules, Random &random, int n)
{
    Personality personality;
    personality.id = "p" + std::to_string(n);
    personality.rank = random.between(0, static_cast<int>(rules.personalityRanks.size()) - 1);
    personality.vs = random.between(0, 4);
    personality.forestier = random.chance(20) ? random.between(1, 2) : 0;
    const int skills = random.between(0, 3);
    for (int i = 0; i < skills; ++i) {
        SkillInstance skill;
        skill.kind = random.pick<SkillKind>(SkillKindCount);
        skill.x = random.between(0, 3);
        skill.y = random.between(0, 2);
        skill.offensive = random.chance(50);
        personality.skills.push_back(skill);
    }
    personality.wounds = random.chance(20) ? 1 : 0;
    personality.status = random.chance(90) ? PersonalityStatus::Present : PersonalityStatus::Capture;
    personality.position = random.chance(70) ? -1 : random.between(0, static_cast<int>(rules.positions.size()) - 1);
    personality.terrain = random.chance(80) ? -1 : random.between(0, static_cast<int>(rules.terrains.size()) - 1);
    personality.moved = random.chance(50);
    personality.resolutionsFought = random.between(0, 2);
    personality.enteredMoving = random.chance(50);
    return personality;
}

BattleState randomState(const UmbraRuleset &rules, Random &random)
{
    BattleState state;
    Confrontation confrontation;
    for (int s = 0; s < 2; ++s) {
        Side side;
        side.id = s == 0 ? "blue" : "red";
        side.scoutsVs = random.between(0, 2);
        const int troops = random.chance(3) ? random.between(60, 80) : random.between(0, 16);
        for (int i = 0; i < troops; ++i) {
            side.troops.push_back(randomTroop(rules, random, i));
        }
        const int personalities = random.chance(40) ? 0 : random.between(1, 3);
        for (int i = 0; i < personalities; ++i) {
            side.personalities.push_back(randomPersonality(rules, random, i));
        }
        // Members: most of the side, in a shuffled order.
        std::vector<int> members;
        for (int i = 0; i < troops; ++i) {
            if (random.chance(90)) {
                members.push_back(i);
            }
        }
        for (std::size_t i = members.size(); i > 1; --i) {
            std::swap(members[i - 1], members[static_cast<std::size_t>(random.between(0, static_cast<int>(i) - 1))]);
        }
        confrontation.troops[static_cast<std::size_t>(s)] = members;
        for (int i = 0; i < personalities; ++i) {
            if (random.chance(90)) {
                confrontation.personalities[static_cast<std::size_t>(s)].push_back(i);
            }
        }
        state.sides.push_back(side);
    }
    if (random.chance(30)) {
        confrontation.sides = {1, 0};
        std::swap(confrontation.troops[0], confrontation.troops[1]);
        std::swap(confrontation.personalities[0], confrontation.personalities[1]);
    }
    for (int s = 0; s < 2; ++s) {
        const Side &side = state.sides[static_cast<std::size_t>(s)];
        if (!side.personalities.empty() && random.chance(30)) {
            CounteredSkill countered;
            countered.side = s;
            countered.personality = random.between(0, static_cast<int>(side.personalities.size()) - 1);
            countered.kind = random.pick<SkillKind>(SkillKindCount);
            countered.fromResolution = random.between(0, 2);
            confrontation.countered.push_back(countered);
        }
        const auto k = static_cast<std::size_t>(s);
        confrontation.pendingAdvantage[k][1] = random.chance(20) ? random.between(1, 2) : 0;
        confrontation.opportunisteStreak[k] = random.between(0, 2);
        confrontation.galvanised[k] = random.chance(30);
        confrontation.castrametisation[k] = random.chance(30);
    }
    confrontation.terrain = random.between(0, static_cast<int>(rules.terrains.size()) - 1);
    confrontation.resolutions = random.between(0, 2);
    state.confrontations.push_back(confrontation);
    return state;
}

void hashResult(Hash &hash, const ResolutionResult &result)
{
    for (const SideTotal &total : result.totals) {
        hash.add(total.total);
        hash.add(total.troops);
        hash.add(total.pietailles);
        hash.add(total.personalities);
        hash.add(static_cast<std::int64_t>(total.breakdown.size()));
        for (const Term &term : total.breakdown) {
            hash.add(term.ruleId);
            hash.add(term.label);
            hash.add(term.value);
            hash.add(term.replaces);
        }
    }
    hash.add(result.superiorSlot);
    hash.add(result.superiorReason);
    hash.add(result.table.table);
    hash.add(result.table.difference);
    hash.add(result.table.ruleId);
    hash.add(result.table.reason);
    hash.add(result.countedUnits);
    hash.add(result.major);
    for (const DrawRecord &draw : result.draws) {
        for (const int value :
             {draw.natural, draw.redrawn, draw.redrawSlot, draw.sensTactique[0], draw.sensTactique[1], draw.final,
              draw.table, draw.row, draw.colour, draw.winnerSlot, draw.advantageGained[0], draw.advantageGained[1]}) {
            hash.add(value);
        }
        hash.add(static_cast<std::int64_t>(draw.firstLoss));
        hash.add(static_cast<std::int64_t>(draw.lossCount));
    }
    for (const SlotLoss &loss : result.losses) {
        const LossRecord &r = loss.record;
        for (const int value : {loss.slot, static_cast<int>(r.kind), static_cast<int>(r.target.kind), r.target.side,
                                r.target.index, static_cast<int>(r.hasTarget), static_cast<int>(r.outcome),
                                r.moraleSteps, r.disciplineSpent, static_cast<int>(r.chosen)}) {
            hash.add(value);
        }
    }
    for (const DieUse &die : result.dice) {
        for (const int value : {static_cast<int>(die.purpose), die.draw, die.slot, die.sides, die.value}) {
            hash.add(value);
        }
    }
    hash.add(result.winnerSlot);
    hash.add(result.galvanised[0]);
    hash.add(result.galvanised[1]);
    hash.add(result.victorSlot);
}

void hashState(Hash &hash, const BattleState &state)
{
    hash.add(state.day);
    hash.add(state.turn);
    for (const Side &side : state.sides) {
        for (const Troop &t : side.troops) {
            for (const int value :
                 {t.type, t.baseType, t.armement, t.training, t.fatigue, t.morale, static_cast<int>(t.blesse),
                  static_cast<int>(t.status), static_cast<int>(t.order), t.position, t.terrain,
                  static_cast<int>(t.engagedLastTurn), static_cast<int>(t.disengaging), static_cast<int>(t.activeToday),
                  static_cast<int>(t.engaged), static_cast<int>(t.engagedToday)}) {
                hash.add(value);
            }
        }
        for (const Personality &p : side.personalities) {
            for (const int value :
                 {p.wounds, static_cast<int>(p.status), static_cast<int>(p.moved), p.resolutionsFought,
                  static_cast<int>(p.enteredMoving), p.sensTactiqueUsed, p.tactiquesVarieesUsed, p.disciplineSpent}) {
                hash.add(value);
            }
        }
    }
    for (const Confrontation &c : state.confrontations) {
        for (const int value :
             {c.resolutions, c.advantageDue(0), c.advantageDue(1), c.opportunisteStreak[0], c.opportunisteStreak[1],
              static_cast<int>(c.galvanised[0]), static_cast<int>(c.galvanised[1]),
              static_cast<int>(c.castrametisation[0]), static_cast<int>(c.castrametisation[1]), c.terreurTargets[0],
              c.terreurTargets[1], static_cast<int>(c.ended)}) {
            hash.add(value);
        }
    }
}

} // namespace

int main(int argc, char **argv)
{
    const int cases = argc > 1 ? std::atoi(argv[1]) : 20000;
    const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;

    ModuleRegistry registry;
    registerModule(registry);
    const auto loaded =
        registry.loadRuleset(std::filesystem::path(ARBITRE_SOURCE_DIR) / "rulesets/umbra-draconis.json");
    const auto &shipped = dynamic_cast<const UmbraRuleset &>(*loaded);

    Random random(seed);
    Hash hash;
    int errors = 0;
    int turns = 0;
    for (int c = 0; c < cases; ++c) {
        UmbraRuleset rules = shipped;
        if (c % 4 != 0) { // a quarter with the shipped parameters
            randomiseParameters(rules.parameters, random, rules.fatigue.top());
        }
        BattleState state = randomState(rules, random);
        SeededDice dice(random.next());
        ResolutionResult result;
        ResolutionDecisions decisions;
        if (random.chance(30)) {
            decisions.superiorSlot = random.between(0, 1);
        }
        for (int turn = 0; turn < 4; ++turn) {
            decisions.disciplineSpend = {};
            if (random.chance(50)) { // at most what the holders have left (UD-51), countered or not
                for (int slot = 0; slot < 2; ++slot) {
                    const Confrontation &confrontation = state.confrontations[0];
                    const Side &side = state.sides[static_cast<std::size_t>(confrontation.sides[slot])];
                    int reserve = 0;
                    for (const int index : confrontation.personalities[static_cast<std::size_t>(slot)]) {
                        const Personality &p = side.personalities[static_cast<std::size_t>(index)];
                        if (const SkillInstance *skill = p.skill(SkillKind::Discipline); skill && p.present()) {
                            reserve += std::max(0, skill->x - p.disciplineSpent);
                        }
                    }
                    decisions.disciplineSpend[static_cast<std::size_t>(slot)] = random.between(0, reserve);
                }
            }
            try {
                resolveConfrontation(rules, state, 0, dice, decisions, result);
                ++turns;
                hashResult(hash, result);
            } catch (const std::exception &error) {
                ++errors;
                hash.add(error.what());
                hashState(hash, state);
                break; // the state is unspecified after a refusal
            }
            hashState(hash, state);
            if (state.confrontations[0].ended) {
                break;
            }
        }
    }
    std::printf("%d cases, %d turns resolved, %d refused: %016llx\n", cases, turns, errors,
                static_cast<unsigned long long>(hash.value()));
    return 0;
}
