// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/force.h"
#include "arbitre/umbra/term_words.h"

#include "force_detail.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

namespace arbitre::umbra {

using namespace force_detail;

namespace {

constexpr std::string_view TrainingLabel = "entrainement";
constexpr std::string_view FloorLabel = "plancher";
constexpr std::string_view WoundLabel = "blesse";
constexpr std::string_view ArchersAloneLabel = "archers_alone";
constexpr std::string_view DisengageLabel = "quitter_confrontation";

const ScaleLevel *levelAt(const std::vector<ScaleLevel> &levels, int index)
{
    return index >= 0 && static_cast<std::size_t>(index) < levels.size() ? &levels[static_cast<std::size_t>(index)]
                                                                         : nullptr;
}

// Adds a modifier from a ruleset scale (armement, fatigue); zero terms are skipped.
int addLevel(Breakdown *breakdown, std::string_view ruleId, const ScaleLevel *level)
{
    if (level == nullptr || level->force == 0) {
        return 0;
    }
    addTerm(breakdown, ruleId, level->id, level->force);
    return level->force;
}

// UD-37, UD-38 (UD-A20): troop adjectives with a bonus on the troop's terrain, with their terms.
int terrainAdjectiveBonus(const UmbraRuleset &rules, const Troop &troop, int terrain, Breakdown *breakdown)
{
    int bonus = 0;
    for (std::size_t i = 0; i < rules.troopAdjectives.size(); ++i) {
        const TroopAdjective &adjective = rules.troopAdjectives[i];
        const int index = static_cast<int>(i);
        if (adjective.bonusForce == 0 || !troop.hasAdjective(index) || !contains(adjective.bonusTerrains, terrain)) {
            continue;
        }
        bonus += adjective.bonusForce;
        addTerm(breakdown, index == rules.adjectiveMontagnard ? "UD-38" : "UD-37", adjective.id, adjective.bonusForce);
    }
    return bonus;
}

// The troop adjectives with a bonus on `terrain` (UD-37, UD-38), as a Troop::adjectives mask: the one the
// loader worked out, or from the adjectives when the ruleset was built by hand.
std::uint32_t terrainAdjectiveMask(const UmbraRuleset &rules, int terrain)
{
    const std::vector<std::uint32_t> &masks = rules.terrainAdjectiveMasks;
    if (terrain >= 0 && static_cast<std::size_t>(terrain) < masks.size()) {
        return masks[static_cast<std::size_t>(terrain)];
    }
    std::uint32_t mask = 0;
    const std::size_t count = std::min<std::size_t>(rules.troopAdjectives.size(), 32);
    for (std::size_t i = 0; i < count; ++i) {
        const TroopAdjective &adjective = rules.troopAdjectives[i];
        if (adjective.bonusForce != 0 && contains(adjective.bonusTerrains, terrain)) {
            mask |= std::uint32_t{1} << i;
        }
    }
    return mask;
}

// terrainAdjectiveBonus without terms: only the adjectives the troop has among `mask`.
int terrainAdjectiveBonus(const UmbraRuleset &rules, const Troop &troop, std::uint32_t mask)
{
    int bonus = 0;
    for (std::uint32_t held = troop.adjectives & mask; held != 0; held &= held - 1) {
        bonus += rules.troopAdjectives[static_cast<std::size_t>(std::countr_zero(held))].bonusForce;
    }
    return bonus;
}

constexpr std::array<SkillKind, 4> MeneurFamily{SkillKind::Meneur, SkillKind::MeneurForestier,
                                                SkillKind::MeneurLegendaire, SkillKind::MeneurMontagnard};

// Whether a Meneur-family skill reaches this troop (UD-55–UD-58, UD-A19).
bool meneurApplies(const UmbraRuleset &rules, SkillKind kind, bool pietaille, int terrain)
{
    switch (kind) {
    case SkillKind::Meneur:
        return !pietaille;
    case SkillKind::MeneurForestier:
    case SkillKind::MeneurMontagnard:
        return !pietaille && contains(rules.skill(kind).terrains, terrain);
    case SkillKind::MeneurLegendaire:
        return !pietaille || rules.parameters.pietailleMeneurLegendaire;
    default:
        return false;
    }
}

bool isMeneurFamily(SkillKind kind)
{
    return std::find(MeneurFamily.begin(), MeneurFamily.end(), kind) != MeneurFamily.end();
}

// UD-55–UD-58 and UD-A32: the Meneur family of present, non-countered personalities of the troop's slot.
int meneurBonus(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation, int slot,
                bool pietaille, int terrain, Breakdown *breakdown)
{
    const Side &side = sideOf(state, confrontation, slot);
    const int sideIndex = sideIndexOf(confrontation, slot);
    const UmbraParameters::MeneurStacking stacking = rules.parameters.meneurStacking;

    // Best value per kind (None and BySkill); every instance is added at once in Full.
    std::array<int, MeneurFamily.size()> best{};
    std::array<bool, MeneurFamily.size()> found{};
    int total = 0;
    for (const int index : personalitiesOf(confrontation, slot)) {
        const Personality &personality = personalityAt(side, index);
        if (!personality.present()) {
            continue;
        }
        for (const SkillInstance &instance : personality.skills) {
            if (!isMeneurFamily(instance.kind) || !meneurApplies(rules, instance.kind, pietaille, terrain) ||
                isCountered(confrontation, sideIndex, index, instance.kind)) {
                continue;
            }
            const SkillDefinition &definition = rules.skill(instance.kind);
            if (stacking == UmbraParameters::MeneurStacking::Full) {
                if (definition.force != 0) {
                    total += definition.force;
                    addTerm(breakdown, skillRuleId(instance.kind), definition.id, definition.force);
                }
                continue;
            }
            const auto k = static_cast<std::size_t>(std::find(MeneurFamily.begin(), MeneurFamily.end(), instance.kind) -
                                                    MeneurFamily.begin());
            if (!found[k] || definition.force > best[k]) {
                best[k] = definition.force;
                found[k] = true;
            }
        }
    }
    if (stacking == UmbraParameters::MeneurStacking::Full) {
        return total;
    }
    if (stacking == UmbraParameters::MeneurStacking::BySkill) {
        for (std::size_t k = 0; k < MeneurFamily.size(); ++k) {
            if (found[k] && best[k] != 0) {
                total += best[k];
                addTerm(breakdown, skillRuleId(MeneurFamily[k]), rules.skill(MeneurFamily[k]).id, best[k]);
            }
        }
        return total;
    }
    // UD-A32 default: at most the single most favourable bonus.
    std::size_t chosen = MeneurFamily.size();
    for (std::size_t k = 0; k < MeneurFamily.size(); ++k) {
        if (found[k] && (chosen == MeneurFamily.size() || best[k] > best[chosen])) {
            chosen = k;
        }
    }
    if (chosen == MeneurFamily.size() || best[chosen] == 0) {
        return 0;
    }
    addTerm(breakdown, skillRuleId(MeneurFamily[chosen]), rules.skill(MeneurFamily[chosen]).id, best[chosen]);
    return best[chosen];
}

// UD-21, UD-A12: every present troop of the slot is an archer troop (piétaille and personalities per parameters).
bool archersAlone(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation, int slot)
{
    const Side &side = sideOf(state, confrontation, slot);
    const std::span<const TroopType> types = rules.troopTypes; // its bounds read once: this runs every turn
    for (const int index : troopsOf(confrontation, slot)) {
        const Troop &troop = troopAt(side, index);
        if (!troop.present()) {
            continue;
        }
        const TroopRole own = roleIn(types, troop.type);
        if (own == TroopRole::Pietaille) {
            if (rules.parameters.archersAlonePietailleSupport) {
                return false;
            }
            continue;
        }
        // isArcher: archers, or a troupe montée over archers (UD-A11).
        if (own != TroopRole::Archers &&
            (own != TroopRole::Mounted || roleIn(types, troop.baseType) != TroopRole::Archers)) {
            return false;
        }
    }
    if (rules.parameters.archersAlonePersonalitiesSupport) {
        for (const int index : personalitiesOf(confrontation, slot)) {
            if (personalityAt(side, index).present()) {
                return false;
            }
        }
    }
    return true;
}

// UD-64, UD-A37: whether this piétaille is among the first N present piétailles of its slot (troop-list order).
bool terrorised(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation, int slot,
                int troopIndex)
{
    const int targets = confrontation.terreurTargets[static_cast<std::size_t>(1 - slot)];
    if (targets <= 0) {
        return false;
    }
    const Side &side = sideOf(state, confrontation, slot);
    int rank = 0;
    for (const int index : troopsOf(confrontation, slot)) {
        const Troop &troop = troopAt(side, index);
        if (!troop.present() || !isPietaille(rules, troop)) {
            continue;
        }
        if (index == troopIndex) {
            return rank < targets;
        }
        if (++rank >= targets) {
            return false;
        }
    }
    return false;
}

// rawTroopForce, inlined where the F of many troops is taken without a breakdown.
[[gnu::always_inline]] inline int rawForce(const UmbraRuleset &rules, const Troop &troop, Breakdown *breakdown)
{
    if (breakdown != nullptr) {
        breakdown->clear();
    }
    if (troop.type < 0 || static_cast<std::size_t>(troop.type) >= rules.troopTypes.size()) {
        return 0;
    }
    const TroopType &type = rules.troopType(troop.type);
    const UmbraParameters &parameters = rules.parameters;
    int force = 0;
    switch (type.role) {
    case TroopRole::Pietaille:
        // UD-32, UD-A19: fixed F; armement, training, fatigue and wounds do not change it.
        addTerm(breakdown, "UD-32", type.id, parameters.pietailleFixedForce);
        return parameters.pietailleFixedForce;
    case TroopRole::Mounted:
        // UD-22: the underlying type's F + the mounted bonus.
        if (troop.baseType >= 0 && static_cast<std::size_t>(troop.baseType) < rules.troopTypes.size()) {
            const TroopType &base = rules.troopType(troop.baseType);
            force = base.force;
            addTerm(breakdown, "UD-20", base.id, base.force);
        }
        force += type.force;
        addTerm(breakdown, "UD-22", type.id, type.force);
        break;
    case TroopRole::Machine:
        // UD-23: set by the GM per machine.
        force = troop.machineForce;
        addTerm(breakdown, "UD-23", type.id, troop.machineForce);
        break;
    case TroopRole::Standard:
    case TroopRole::Archers:
        force = type.force;
        addTerm(breakdown, "UD-20", type.id, type.force);
        break;
    }
    force += addLevel(breakdown, "UD-24", levelAt(rules.armement, troop.armement));
    if (troop.training != 0) {
        force += troop.training;
        addTerm(breakdown, "UD-25", TrainingLabel, troop.training);
    }
    force += addLevel(breakdown, "UD-26", levelAt(rules.fatigue.levels, troop.fatigue));
    // UD-A16 reading 3: a flat penalty while wounded; Dur à cuire loses no F when wounded (UD-34).
    if (troop.blesse && parameters.woundForceEffect == UmbraParameters::WoundForce::FlatPenalty &&
        !troop.hasAdjective(rules.adjectiveDurACuire) && parameters.woundFlatPenalty != 0) {
        force -= parameters.woundFlatPenalty;
        addTerm(breakdown, "UD-28", WoundLabel, -parameters.woundFlatPenalty);
    }
    return force;
}

} // namespace

int rawTroopForce(const UmbraRuleset &rules, const Troop &troop, Breakdown *breakdown)
{
    return rawForce(rules, troop, breakdown);
}

int troopForce(const UmbraRuleset &rules, const Troop &troop, Breakdown *breakdown)
{
    const int raw = rawTroopForce(rules, troop, breakdown);
    // UD-30: F never goes below the floor.
    if (raw < rules.parameters.forceFloorMinimum) {
        setTerm(breakdown, "UD-30", FloorLabel, rules.parameters.forceFloorMinimum);
        return rules.parameters.forceFloorMinimum;
    }
    return raw;
}

// UD-41: wounds cost F; UD-45: Forestier X in forest (the terrains of the troop adjective `forestier`).
int personalityForce(const UmbraRuleset &rules, const Personality &personality, int terrain, Breakdown *breakdown)
{
    if (breakdown != nullptr) {
        breakdown->clear();
    }
    int force = 0;
    if (personality.rank >= 0 && static_cast<std::size_t>(personality.rank) < rules.personalityRanks.size()) {
        const PersonalityRank &rank = rules.personalityRanks[static_cast<std::size_t>(personality.rank)];
        force = rank.force;
        addTerm(breakdown, "UD-44", rank.id, rank.force);
    }
    if (personality.wounds > 0) {
        const int loss = personality.wounds * rules.parameters.personalityWoundForce;
        force -= loss;
        addTerm(breakdown, "UD-41", WoundLabel, -loss);
    }
    if (personality.forestier != 0 && terrain >= 0) {
        const int forestier = rules.adjectiveForestier;
        if (forestier >= 0 && static_cast<std::size_t>(forestier) < rules.troopAdjectives.size()) {
            const TroopAdjective &adjective = rules.troopAdjectives[static_cast<std::size_t>(forestier)];
            if (contains(adjective.bonusTerrains, terrain)) {
                force += personality.forestier;
                addTerm(breakdown, "UD-45", adjective.id, personality.forestier);
            }
        }
    }
    // UD-A23: a personality's F never goes below personality.min_force.
    if (force < rules.parameters.personalityMinForce) {
        force = rules.parameters.personalityMinForce;
        setTerm(breakdown, "UD-41", FloorLabel, force);
    }
    return force;
}

bool isCountered(const Confrontation &confrontation, int side, int personality, SkillKind kind)
{
    // UD-65, UD-A38: countered from `fromResolution` on (0 = at once).
    return std::any_of(confrontation.countered.begin(), confrontation.countered.end(), [&](const CounteredSkill &c) {
        return c.side == side && c.personality == personality && c.kind == kind &&
               c.fromResolution <= confrontation.resolutions;
    });
}

namespace {

// UD-M1 steps 1–6 and Terreur des faibles. With a context (and no breakdown) the slot-wide facts
// are read from it instead of rescanning the slot; the result is the same.
[[gnu::always_inline]] inline int engagedForce(const UmbraRuleset &rules, const BattleState &state,
                                               const Confrontation &confrontation, int slot, int troopIndex,
                                               const SlotContext *context, Breakdown *breakdown)
{
    const Side &side = sideOf(state, confrontation, slot);
    const Troop &troop = troopAt(side, troopIndex);
    const UmbraParameters &parameters = rules.parameters;
    const bool pietaille = isPietaille(rules, troop);
    // UD-A20: the terrain of the troop's own hex, else the confrontation's.
    const int terrain = troop.terrain >= 0 ? troop.terrain : confrontation.terrain;
    // The context holds the confrontation's terrain only, and writes no terms.
    const bool cached = context != nullptr && breakdown == nullptr && terrain == context->terrain;

    // UD-M1 steps 1–2.
    int force = rawForce(rules, troop, breakdown);
    // Step 3: terrain adjectives (never for piétaille, UD-A19).
    if (!pietaille) {
        if (breakdown != nullptr) {
            force += terrainAdjectiveBonus(rules, troop, terrain, breakdown);
        } else {
            force += terrainAdjectiveBonus(rules, troop,
                                           cached ? context->terrainAdjectives : terrainAdjectiveMask(rules, terrain));
        }
    }
    // Step 4: the Meneur family (only meneur_legendaire reaches piétaille, UD-57).
    force += cached ? context->meneur[pietaille ? 1 : 0]
                    : meneurBonus(rules, state, confrontation, slot, pietaille, terrain, breakdown);
    // Step 5: situational maluses.
    if (isArcher(rules, troop) && parameters.archersAloneMalus != 0 &&
        (context != nullptr ? context->archersAlone : archersAlone(rules, state, confrontation, slot))) {
        force -= parameters.archersAloneMalus;
        addTerm(breakdown, "UD-21", ArchersAloneLabel, -parameters.archersAloneMalus);
    }
    if (troop.disengaging && parameters.disengageMalus != 0) {
        force -= parameters.disengageMalus;
        addTerm(breakdown, "UD-73", DisengageLabel, -parameters.disengageMalus);
    }
    // Step 6: floor, no morale effect for situational maluses (UD-A17).
    if (force < parameters.forceFloorMinimum) {
        force = parameters.forceFloorMinimum;
        setTerm(breakdown, "UD-30", FloorLabel, force);
    }
    // Last: Terreur des faibles (UD-64, UD-A37).
    if (pietaille && parameters.pietailleTerreurDesFaibles &&
        terrorised(rules, state, confrontation, slot, troopIndex)) {
        // Default: F 0 over every bonus and the floor; otherwise only the fixed base becomes 0.
        force = parameters.terreurOverridesBonuses ? 0 : std::max(0, force - parameters.pietailleFixedForce);
        setTerm(breakdown, skillRuleId(SkillKind::TerreurDesFaibles), rules.skill(SkillKind::TerreurDesFaibles).id,
                force);
    }
    return force;
}

} // namespace

SlotContext force_detail::slotContext(const UmbraRuleset &rules, const BattleState &state,
                                      const Confrontation &confrontation, int slot)
{
    SlotContext context;
    slotContext(rules, state, confrontation, slot, context);
    return context;
}

void force_detail::slotContext(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation,
                               int slot, SlotContext &context)
{
    context.terrain = confrontation.terrain;
    context.terrainAdjectives = terrainAdjectiveMask(rules, context.terrain);
    context.meneur = {0, 0};
    if (!personalitiesOf(confrontation, slot).empty()) {
        context.meneur[0] = meneurBonus(rules, state, confrontation, slot, false, context.terrain, nullptr);
        context.meneur[1] = meneurBonus(rules, state, confrontation, slot, true, context.terrain, nullptr);
    }
    context.archersAlone = rules.parameters.archersAloneMalus != 0 && archersAlone(rules, state, confrontation, slot);

    const UmbraParameters &parameters = rules.parameters;
    const bool tables = rules.forceTablesMatch();
    context.types = tables ? std::span<const TroopTypeForce>(rules.typeForces) : std::span<const TroopTypeForce>{};
    context.armement = rules.armementForces;
    context.fatigue = rules.fatigueForces;
    context.adjectives = rules.troopAdjectives;
    context.pietailleForce = parameters.pietailleFixedForce;
    context.floor = parameters.forceFloorMinimum;
    context.archersAloneMalus = context.archersAlone ? parameters.archersAloneMalus : 0;
    context.disengageMalus = parameters.disengageMalus;
    context.woundPenalty =
        parameters.woundForceEffect == UmbraParameters::WoundForce::FlatPenalty ? parameters.woundFlatPenalty : 0;
    context.durACuire = rules.adjectiveDurACuire;
    context.terreur =
        parameters.pietailleTerreurDesFaibles && confrontation.terreurTargets[static_cast<std::size_t>(1 - slot)] > 0;
    const auto role = [&](TroopRole r) -> int & { return context.roleForce[static_cast<std::size_t>(r)]; };
    role(TroopRole::Standard) = context.meneur[0];
    role(TroopRole::Archers) = context.meneur[0] - context.archersAloneMalus;
    role(TroopRole::Pietaille) = context.pietailleForce + context.meneur[1];
    role(TroopRole::Mounted) = context.meneur[0];
    role(TroopRole::Machine) = context.meneur[0];
}

int force_detail::engagedTroopForce(const UmbraRuleset &rules, const BattleState &state,
                                    const Confrontation &confrontation, int slot, int troopIndex,
                                    const SlotContext &context)
{
    int force = 0;
    if (quickForce(context, troopAt(sideOf(state, confrontation, slot), troopIndex), force)) {
        return force;
    }
    return engagedForce(rules, state, confrontation, slot, troopIndex, &context, nullptr);
}

void force_detail::engagedTroopForces(const UmbraRuleset &rules, const BattleState &state,
                                      const Confrontation &confrontation, int slot, const SlotContext &context,
                                      std::span<int> forces)
{
    const Side &side = sideOf(state, confrontation, slot);
    const std::vector<int> &troops = troopsOf(confrontation, slot);
    const std::size_t count = std::min(forces.size(), troops.size());
    for (std::size_t k = 0; k < count; ++k) {
        const Troop &troop = troopAt(side, troops[k]);
        if (troop.present() && !quickForce(context, troop, forces[k])) {
            forces[k] = engagedForce(rules, state, confrontation, slot, troops[k], &context, nullptr);
        }
    }
}

int engagedTroopForce(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation, int slot,
                      int troopIndex, Breakdown *breakdown)
{
    return engagedForce(rules, state, confrontation, slot, troopIndex, nullptr, breakdown);
}

int engagedPersonalityForce(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation,
                            int slot, int personalityIndex, Breakdown *breakdown)
{
    const Personality &personality = personalityAt(sideOf(state, confrontation, slot), personalityIndex);
    const int terrain = personality.terrain >= 0 ? personality.terrain : confrontation.terrain;
    return personalityForce(rules, personality, terrain, breakdown);
}

int armyStrength(const UmbraRuleset &rules, const Side &side, int terrain)
{
    // UD-A22: no situational bonus (no Meneur, position, consolidation…).
    int strength = 0;
    for (const Troop &troop : side.troops) {
        if (troop.present()) {
            strength += troopForce(rules, troop);
        }
    }
    for (const Personality &personality : side.personalities) {
        if (personality.present()) {
            strength += personalityForce(rules, personality, terrain);
        }
    }
    return strength;
}

const Label *forceTermLabel(std::string_view id)
{
    static const std::array<std::pair<std::string_view, Label>, 7> Terms{{
        {"entrainement", {"Entraînement", "Training"}},
        {"blesse", {"Blessé", "Wounded"}},
        {"plancher", {"Plancher", "Floor"}},
        {"archers_alone", {"Archers seuls", "Archers alone"}},
        {"quitter_confrontation", {"Quitter une confrontation", "Leaving the confrontation"}},
        {"consolider", {"Consolidation", "Consolidation"}},
        {"avantage_strategique", {"Avantage stratégique", "Strategic advantage"}},
    }};
    for (const auto &[term, label] : Terms)
        if (term == id)
            return &label;
    return nullptr;
}

} // namespace arbitre::umbra
