// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/force.h"

#include "force_detail.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>

namespace arbitre::umbra {

using namespace force_detail;

namespace {

constexpr std::string_view MemberRuleId = "UD-83";
constexpr std::string_view ConsolidateLabel = "consolider";
constexpr std::string_view AdvantageLabel = "avantage_strategique";
constexpr std::int64_t Hundred = 100; // percentages are hundredths

/** Sums what flatBonuses would add, for positions.base = full_total, without keeping the terms. */
struct FlatSum
{
    int total = 0;
    void add(std::string_view, std::string_view, int value) { total += value; }
};

// numerator / denominator (denominator > 0) rounded per `mode`, in integers only (UD-A49).
std::int64_t roundedQuotient(std::int64_t numerator, std::int64_t denominator, Rounding mode)
{
    std::int64_t quotient = numerator / denominator;
    std::int64_t remainder = numerator % denominator;
    if (remainder < 0) { // floor division: numerator = quotient × denominator + remainder, 0 ≤ remainder < denominator
        remainder += denominator;
        --quotient;
    }
    if (remainder == 0) {
        return quotient;
    }
    switch (mode) {
    case Rounding::Floor:
        return quotient;
    case Rounding::Ceil:
        return quotient + 1;
    case Rounding::HalfUp:
        return 2 * remainder >= denominator ? quotient + 1 : quotient;
    case Rounding::HalfEven:
        if (2 * remainder != denominator) {
            return 2 * remainder > denominator ? quotient + 1 : quotient;
        }
        return quotient % 2 != 0 ? quotient + 1 : quotient;
    case Rounding::From04:
        return 10 * remainder >= 4 * denominator ? quotient + 1 : quotient;
    }
    return quotient;
}

/** A percentage as an exact fraction of 1. */
struct Fraction
{
    std::int64_t numerator = 0;
    std::int64_t denominator = Hundred;
};

// 64 bits: a percentage raised by Poliorcétique can make a bonus beyond an int, which the side total then
// finds out of range (Breakdown::outOfRange) rather than wrapping.
std::int64_t apply(const Fraction &fraction, std::int64_t value, Rounding mode)
{
    return roundedQuotient(value * fraction.numerator, fraction.denominator, mode);
}

/** A 64-bit bonus as a term: beyond an int it saturates, and the total it joins is out of range. */
int asTerm(std::int64_t value)
{
    return static_cast<int>(std::clamp<std::int64_t>(value, INT32_MIN, INT32_MAX));
}

bool skillActive(const Confrontation &confrontation, int slot, int personalityIndex, SkillKind kind)
{
    return !isCountered(confrontation, sideIndexOf(confrontation, slot), personalityIndex, kind);
}

// UD-61: X points of present, non-countered Poliorcétique holders of `slot` in one direction. The caller skips the
// call for a slot without personalities.
int poliorcetiquePoints(const BattleState &state, const Confrontation &confrontation, int slot, bool offensive)
{
    const Side &side = sideOf(state, confrontation, slot);
    int points = 0;
    for (const int index : personalitiesOf(confrontation, slot)) {
        const Personality &personality = personalityAt(side, index);
        if (!personality.present() || !skillActive(confrontation, slot, index, SkillKind::Poliorcetique)) {
            continue;
        }
        for (const SkillInstance &instance : personality.skills) {
            if (instance.kind == SkillKind::Poliorcetique && instance.offensive == offensive) {
                points += instance.x;
            }
        }
    }
    return points;
}

// UD-61, UD-A35: the position percentage after Poliorcétique, never below 0 %.
Fraction modifiedPercent(const UmbraParameters &parameters, int percent, int defensive, int offensive)
{
    if (parameters.poliorcetiqueMode == UmbraParameters::PoliorcetiqueMode::Relative) {
        const std::int64_t factor = std::max<std::int64_t>(0, Hundred + defensive - offensive);
        return Fraction{percent * factor, Hundred * Hundred};
    }
    return Fraction{std::max(0, percent + defensive - offensive), Hundred};
}

/** UD-78, UD-A48: present troops consolidating; UD-47, UD-A27: the others, when Castramétisation grants the same. */
struct Consolidation
{
    int consolidating = 0;
    int castrametised = 0;

    void count(bool allowedWhenEngaged, const Troop &troop, bool castrametisation)
    {
        const bool ordered = troop.order == TroopOrder::Consolider || troop.order == TroopOrder::LeverPositionDefensive;
        if (ordered && (allowedWhenEngaged || !troop.engagedLastTurn)) {
            ++consolidating;
        } else if (castrametisation) {
            ++castrametised;
        }
    }
};

// UD-78, UD-80, UD-47, UD-48, UD-50, UD-60, UD-92–UD-94: flat side bonuses, added to `flat` (a Breakdown or FlatSum).
// The troops' consolidation is counted by the caller, in its pass over the members.
template <typename Terms>
void flatBonuses(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation, int slot,
                 const Consolidation &consolidation, Terms &flat)
{
    const UmbraParameters &parameters = rules.parameters;
    const Side &side = sideOf(state, confrontation, slot);

    // UD-78, UD-A48: consolidation; UD-47, UD-A27: Castramétisation grants the same bonus, not cumulative.
    const bool castrametisation = confrontation.castrametisation[static_cast<std::size_t>(slot)];
    const int consolidating = consolidation.consolidating;
    const int castrametised = consolidation.castrametised;
    const auto castrametisationTerm = [&](int value) {
        flat.add(skillRuleId(SkillKind::Castrametisation), rules.skill(SkillKind::Castrametisation).id, value);
    };
    if (parameters.consolidateScope == UmbraParameters::ConsolidateScope::PerSide) {
        if (consolidating > 0) {
            flat.add("UD-78", ConsolidateLabel, parameters.consolidateBonus);
        } else if (castrametisation) {
            castrametisationTerm(parameters.consolidateBonus);
        }
    } else {
        if (consolidating > 0) {
            flat.add("UD-78", ConsolidateLabel, consolidating * parameters.consolidateBonus);
        }
        if (castrametised > 0) {
            castrametisationTerm(castrametised * parameters.consolidateBonus);
        }
    }

    // UD-48, UD-50, UD-A28: current value of Combattant de rupture / Défenseur, 1 less per resolution fought.
    bool opportuniste = false;
    for (const int index : personalitiesOf(confrontation, slot)) {
        const Personality &personality = personalityAt(side, index);
        if (!personality.present()) {
            continue;
        }
        for (const SkillInstance &instance : personality.skills) {
            if (instance.kind == SkillKind::Opportuniste && skillActive(confrontation, slot, index, instance.kind)) {
                opportuniste = true;
            }
            const bool rupture = instance.kind == SkillKind::CombattantDeRupture;
            if ((!rupture && instance.kind != SkillKind::Defenseur) ||
                !skillActive(confrontation, slot, index, instance.kind)) {
                continue;
            }
            const int fought = personality.resolutionsFought;
            if (parameters.initialEngagement == UmbraParameters::InitialEngagement::ConfrontationStart &&
                fought < confrontation.resolutions) {
                continue; // joined late: it missed the initial engagement
            }
            const bool moved = fought == 0 ? personality.moved : personality.enteredMoving;
            const int bonus = std::max(0, instance.x - fought);
            if (moved == rupture && bonus != 0) {
                flat.add(skillRuleId(instance.kind), rules.skill(instance.kind).id, bonus);
            }
        }
    }

    // UD-60, UD-A34: the skill's F per resolution won in a row, the streak kept by the confrontation.
    const SkillDefinition &opportunisteSkill = rules.skill(SkillKind::Opportuniste);
    const int streakBonus = confrontation.opportunisteStreak[static_cast<std::size_t>(slot)] * opportunisteSkill.force;
    if (opportuniste && streakBonus != 0) {
        flat.add(skillRuleId(SkillKind::Opportuniste), opportunisteSkill.id, streakBonus);
    }

    // UD-92–UD-94, UD-A62: strategic advantage due at this resolution, cited by the table that granted it.
    const auto &advantages = confrontation.pendingAdvantage[static_cast<std::size_t>(slot)];
    for (std::size_t table = 0; table < advantages.size(); ++table) {
        if (advantages[table] != 0) {
            flat.add(tableRuleId(static_cast<int>(table)), AdvantageLabel, advantages[table]);
        }
    }
}

/** Members of one position (or of none, when Poliorcétique does not require a position). */
struct PositionGroup
{
    std::int64_t sum = 0;
    std::int64_t baseBonus = 0; /**< at the position's own percentage */
    std::int64_t fullBonus = 0; /**< after Poliorcétique */
    int members = 0;
};

void addToGroup(PositionGroup &group, const UmbraParameters &parameters, int force, const Fraction &base,
                const Fraction &full)
{
    group.sum += force;
    ++group.members;
    if (parameters.positionsScope == UmbraParameters::PositionScope::PerTroop) {
        group.baseBonus += apply(base, force, parameters.positionsRounding);
        group.fullBonus += apply(full, force, parameters.positionsRounding);
    }
}

/** The F of the slot's members as the side total evaluated them, read again by the position groups. */
struct MemberForces
{
    const SlotContext &context;
    std::span<const int> troops; /**< F of the k-th troop of the list when it is present, for k < size */
};

PositionGroup positionGroup(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation,
                            int slot, int position, const Fraction &base, const Fraction &full, int extra,
                            const MemberForces &forces)
{
    const UmbraParameters &parameters = rules.parameters;
    const Side &side = sideOf(state, confrontation, slot);
    PositionGroup group;
    const std::span<const int> troops = troopsOf(confrontation, slot);
    const std::span<const Troop> sideTroops = side.troops;
    for (std::size_t k = 0; k < troops.size(); ++k) {
        const Troop &troop = sideTroops[static_cast<std::size_t>(troops[k])];
        if (troop.present() && troop.position == position) {
            const int force = k < forces.troops.size()
                                  ? forces.troops[k]
                                  : engagedTroopForce(rules, state, confrontation, slot, troops[k], forces.context);
            addToGroup(group, parameters, force, base, full);
        }
    }
    if (parameters.positionsIncludePersonalities) {
        for (const int index : personalitiesOf(confrontation, slot)) {
            const Personality &personality = personalityAt(side, index);
            if (personality.present() && personality.position == position) {
                addToGroup(group, parameters, engagedPersonalityForce(rules, state, confrontation, slot, index), base,
                           full);
            }
        }
    }
    if (group.members > 0 && extra != 0) {
        addToGroup(group, parameters, extra, base, full); // UD-A49 full_total: the flat bonuses too
    }
    if (parameters.positionsScope == UmbraParameters::PositionScope::SideTotal) {
        group.baseBonus = apply(base, group.sum, parameters.positionsRounding);
        group.fullBonus = apply(full, group.sum, parameters.positionsRounding);
    }
    return group;
}

// The position the flat bonuses join under positions.base = full_total: the highest percentage held.
int flatBonusPosition(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation, int slot)
{
    const Side &side = sideOf(state, confrontation, slot);
    int best = -1;
    const auto consider = [&](int position) {
        if (position >= 0 && static_cast<std::size_t>(position) < rules.positions.size() &&
            (best < 0 || rules.positions[static_cast<std::size_t>(position)].percent >
                             rules.positions[static_cast<std::size_t>(best)].percent)) {
            best = position;
        }
    };
    for (const int index : troopsOf(confrontation, slot)) {
        const Troop &troop = troopAt(side, index);
        if (troop.present()) {
            consider(troop.position);
        }
    }
    if (rules.parameters.positionsIncludePersonalities) {
        for (const int index : personalitiesOf(confrontation, slot)) {
            const Personality &personality = personalityAt(side, index);
            if (personality.present()) {
                consider(personality.position);
            }
        }
    }
    return best;
}

// Bit of `position` (−1 = none) in a mask of positions held; positions past the mask's width share every bit.
std::uint64_t positionBit(int position)
{
    const unsigned bit = static_cast<unsigned>(position) + 1u; // −1 → 0; below −1 wraps past 62
    return bit < 63u ? std::uint64_t{1} << bit : ~std::uint64_t{0};
}

// UD-79, UD-A49, UD-61: position percentages, one term per position held (+ Poliorcétique's share).
// `held` has positionBit() of every present member: a position nobody holds makes no term.
void positionBonuses(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation, int slot,
                     int flatTotal, Breakdown &breakdown, std::uint64_t held, const MemberForces &forces)
{
    const UmbraParameters &parameters = rules.parameters;
    const int count = static_cast<int>(rules.positions.size());
    const int first = parameters.poliorcetiqueRequiresPosition ? 0 : -1;
    // When every position has a bit of its own, visit only the positions held (in the same increasing order)
    // rather than testing each position of the ruleset; with more positions the high bits are shared: test them all.
    const bool ownBits = count <= 61;
    std::uint64_t toVisit = ownBits ? held & ~(positionBit(first) - 1) & (positionBit(count) - 1) : 0;
    if (ownBits && toVisit == 0) {
        return; // no position held: no term
    }
    // Only personalities hold Poliorcétique: without any, no call.
    const int defensive =
        personalitiesOf(confrontation, slot).empty() ? 0 : poliorcetiquePoints(state, confrontation, slot, false);
    const int offensive = personalitiesOf(confrontation, 1 - slot).empty()
                              ? 0
                              : poliorcetiquePoints(state, confrontation, 1 - slot, true);
    const bool fullTotal = parameters.positionsBase == UmbraParameters::PositionBase::FullTotal;
    const int flatPosition = fullTotal ? flatBonusPosition(rules, state, confrontation, slot) : -1;
    const std::string_view poliorcetiqueRule = skillRuleId(SkillKind::Poliorcetique);
    const std::string_view poliorcetiqueId = rules.skill(SkillKind::Poliorcetique).id;
    for (int position = first; ownBits ? toVisit != 0 : position < count; ++position) {
        if (ownBits) {
            position = std::countr_zero(toVisit) - 1;
            toVisit &= toVisit - 1;
        } else if ((held & positionBit(position)) == 0) {
            continue;
        }
        const int percent = position >= 0 ? rules.positions[static_cast<std::size_t>(position)].percent : 0;
        const Fraction base{percent, Hundred};
        const Fraction full = modifiedPercent(parameters, percent, defensive, offensive);
        const PositionGroup group = positionGroup(rules, state, confrontation, slot, position, base, full,
                                                  position == flatPosition ? flatTotal : 0, forces);
        if (group.members == 0) {
            continue;
        }
        if (position >= 0) {
            breakdown.add("UD-79", rules.positions[static_cast<std::size_t>(position)].id, asTerm(group.baseBonus));
        }
        if (group.fullBonus != group.baseBonus) {
            breakdown.add(poliorcetiqueRule, poliorcetiqueId, asTerm(group.fullBonus - group.baseBonus));
        }
    }
}

// At most how many terms flatBonuses adds: consolidation and Castramétisation, one per Combattant de
// rupture / Défenseur instance, Opportuniste, strategic advantage.
std::size_t flatTermBound(const BattleState &state, const Confrontation &confrontation, int slot)
{
    const Side &side = sideOf(state, confrontation, slot);
    std::size_t bound = 4;
    for (const int index : personalitiesOf(confrontation, slot)) {
        bound += personalityAt(side, index).skills.size();
    }
    return bound;
}

/** What the pass over the members gathers for steps 8 and 9. */
struct MembersSeen
{
    std::uint64_t held = 0;    /**< positions held (positionBit) */
    std::uint64_t present = 0; /**< bit k: troops[k] is present */
    Consolidation consolidation;
};

/**
 * UD-M1 step 7 for the usual slot: every troop has a bit of `present`, a place in `evaluated` and room for its
 * term, so the loop needs no bound checks.
 */
void addUsualSlotTroops(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation,
                        int slot, const SlotContext &context, std::span<int> evaluated, SideTotal &out,
                        MembersSeen &seen)
{
    // Spans rather than the vectors: their bounds stay in registers across the calls of the loop.
    const std::span<const int> troops = troopsOf(confrontation, slot);
    const std::span<const Troop> sideTroops = sideOf(state, confrontation, slot).troops;
    const bool castrametisation = confrontation.castrametisation[static_cast<std::size_t>(slot)];
    Breakdown::Appender members = out.breakdown.appender();
    int pietailles = 0;   // a local count: the breakdown's stores cannot alias it
    bool ordered = false; // a present troop has an order: the consolidation is counted in a pass of its own
    for (std::size_t k = 0; k < troops.size(); ++k) {
        const Troop &troop = sideTroops[static_cast<std::size_t>(troops[k])];
        if (!troop.present()) {
            continue;
        }
        int force = 0;
        bool pietaille = false;
        if (!quickForce(context, troop, force, pietaille)) {
            force = engagedTroopForce(rules, state, confrontation, slot, troops[k], context);
            pietaille = isPietaille(rules, troop);
        }
        pietailles += pietaille ? 1 : 0;
        evaluated[k] = force;
        seen.present |= std::uint64_t{1} << k;
        seen.held |= positionBit(troop.position);
        ordered |= troop.order != TroopOrder::None;
        members.add(MemberRuleId, troop.id, force);
    }
    out.breakdown.commit(members);
    out.troops = static_cast<int>(out.breakdown.size()); // one term per present troop, in a cleared breakdown
    // Without an order or Castramétisation neither count moves: the usual turn skips this pass, and the loop above
    // keeps fewer values alive.
    const bool allowedWhenEngaged = rules.parameters.consolidateAllowedWhenEngaged;
    for (std::size_t k = 0; (ordered || castrametisation) && k < troops.size(); ++k) {
        const Troop &troop = sideTroops[static_cast<std::size_t>(troops[k])];
        if (troop.present()) {
            seen.consolidation.count(allowedWhenEngaged, troop, castrametisation);
        }
    }
    out.pietailles = pietailles;
}

/** UD-M1 step 7 for any slot: more than 64 troops, or less room in `evaluated` or the breakdown. */
void addAnySlotTroops(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation, int slot,
                      const SlotContext &context, std::span<int> evaluated, SideTotal &out, MembersSeen &seen)
{
    const std::span<const int> troops = troopsOf(confrontation, slot);
    const std::span<const Troop> sideTroops = sideOf(state, confrontation, slot).troops;
    const std::span<const TroopType> types = rules.troopTypes;
    const bool castrametisation = confrontation.castrametisation[static_cast<std::size_t>(slot)];
    const bool allowedWhenEngaged = rules.parameters.consolidateAllowedWhenEngaged;
    for (std::size_t k = 0; k < troops.size(); ++k) {
        const Troop &troop = sideTroops[static_cast<std::size_t>(troops[k])];
        if (!troop.present()) {
            continue;
        }
        ++out.troops;
        if (troop.type >= 0 && static_cast<std::size_t>(troop.type) < types.size() &&
            types[static_cast<std::size_t>(troop.type)].role == TroopRole::Pietaille) {
            ++out.pietailles;
        }
        int force = 0;
        if (!quickForce(context, troop, force)) {
            force = engagedTroopForce(rules, state, confrontation, slot, troops[k], context);
        }
        if (k < evaluated.size()) {
            evaluated[k] = force;
        }
        if (k < 64) {
            seen.present |= std::uint64_t{1} << k;
        }
        seen.held |= positionBit(troop.position);
        seen.consolidation.count(allowedWhenEngaged, troop, castrametisation);
        out.breakdown.add(MemberRuleId, troop.id, force);
    }
}

/** UD-M1 step 7: the present personalities, after the troops. */
void addPersonalities(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation, int slot,
                      SideTotal &out, MembersSeen &seen)
{
    const Side &side = sideOf(state, confrontation, slot);
    for (const int index : personalitiesOf(confrontation, slot)) {
        const Personality &personality = personalityAt(side, index);
        if (!personality.present()) {
            continue;
        }
        ++out.personalities;
        if (rules.parameters.positionsIncludePersonalities) {
            seen.held |= positionBit(personality.position);
        }
        out.breakdown.add(MemberRuleId, personality.id,
                          engagedPersonalityForce(rules, state, confrontation, slot, index));
    }
}

/** Steps 8 and 9 (UD-A49): the positions' percentage and the flat bonuses, added to the members' terms. */
void addPositionAndFlatBonuses(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation,
                               int slot, const SlotContext &context, std::span<int> evaluated, const MembersSeen &seen,
                               SideTotal &out)
{
    const UmbraParameters &parameters = rules.parameters;
    const Consolidation &consolidation = seen.consolidation;
    const bool castrametisation = confrontation.castrametisation[static_cast<std::size_t>(slot)];
    // Step 9 has nothing to add without an order to consolidate, Castramétisation, a personality or an advantage due.
    const bool flatTerms = consolidation.consolidating > 0 || consolidation.castrametised > 0 || castrametisation ||
                           !personalitiesOf(confrontation, slot).empty() || confrontation.advantageDue(slot) != 0;
    // Step 9 is summed first when step 8 needs it: under positions.base = full_total the percentage also applies
    // to it, and the members without a position take it when Poliorcétique needs no position.
    int flatTotal = 0;
    if (flatTerms && (parameters.positionsBase == UmbraParameters::PositionBase::FullTotal ||
                      !parameters.poliorcetiqueRequiresPosition)) {
        FlatSum sum;
        flatBonuses(rules, state, confrontation, slot, consolidation, sum);
        flatTotal = sum.total;
    }
    // Step 8 (UD-A49): the percentage of the members' F, before flat bonuses by default.
    positionBonuses(rules, state, confrontation, slot, flatTotal, out.breakdown, seen.held,
                    MemberForces{context, evaluated});
    // Step 9: the flat terms go straight to the total unless so many would be folded into one line of their own.
    if (flatTerms && flatTermBound(state, confrontation, slot) <= Breakdown::Capacity) {
        flatBonuses(rules, state, confrontation, slot, consolidation, out.breakdown);
    } else if (flatTerms) {
        Breakdown flat;
        flatBonuses(rules, state, confrontation, slot, consolidation, flat);
        for (const Term &term : flat) {
            out.breakdown.add(term.ruleId, term.label, term.value);
        }
    }
}

} // namespace

std::uint64_t force_detail::sideTotal(const UmbraRuleset &rules, const BattleState &state,
                                      const Confrontation &confrontation, int slot, const SlotContext &context,
                                      SideTotal &out, std::span<int> forces)
{
    const std::span<const int> troops = troopsOf(confrontation, slot);
    out.total = 0;
    out.troops = 0;
    out.pietailles = 0;
    out.personalities = 0;
    out.breakdown.clear();
    MembersSeen seen;

    // UD-M1 step 7: every present member with its F, each troop evaluated once, in one pass that also gathers
    // what steps 8 and 9 need.
    const std::span<int> evaluated = forces.first(std::min(forces.size(), troops.size()));
    const bool usual =
        troops.size() <= 64 && evaluated.size() == troops.size() && out.breakdown.room() >= troops.size();
    if (usual) {
        addUsualSlotTroops(rules, state, confrontation, slot, context, evaluated, out, seen);
    } else {
        addAnySlotTroops(rules, state, confrontation, slot, context, evaluated, out, seen);
    }
    addPersonalities(rules, state, confrontation, slot, out, seen);
    addPositionAndFlatBonuses(rules, state, confrontation, slot, context, evaluated, seen, out);
    out.total = out.breakdown.total();
    return seen.present;
}

SideTotal sideTotal(const UmbraRuleset &rules, const BattleState &state, const Confrontation &confrontation, int slot)
{
    SideTotal result;
    std::array<int, 64> forces; // scratch: lets the position groups reuse the members' F
    force_detail::sideTotal(rules, state, confrontation, slot, slotContext(rules, state, confrontation, slot), result,
                            forces);
    return result;
}

} // namespace arbitre::umbra
