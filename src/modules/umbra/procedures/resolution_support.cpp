// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "resolution_support.h"

#include "arbitre/umbra/allocation.h"
#include "arbitre/umbra/vs.h"

#include <algorithm>
#include <array>
#include <bit>
#include <string>

namespace arbitre::umbra::detail {

namespace {

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

bool contains(const std::vector<int> &members, int index)
{
    return std::find(members.begin(), members.end(), index) != members.end();
}

} // namespace

Resolver::Resolver(const UmbraRuleset &rules_, BattleState &state_, Confrontation &confrontation_, Dice &dice_,
                   const ResolutionDecisions &decisions_, ResolutionResult &result_)
    : rules(rules_), state(state_), confrontation(confrontation_), dice(dice_), decisions(decisions_), result(result_),
      m_personalities(!confrontation_.personalities[0].empty() || !confrontation_.personalities[1].empty())
{}

Side &Resolver::side(int slot)
{
    return state.sides[at(confrontation.sides[at(slot)])];
}

const Side &Resolver::side(int slot) const
{
    return state.sides[at(confrontation.sides[at(slot)])];
}

void Resolver::validateDecisions() const
{
    for (const PostRollRequest &request : decisions.postRoll) {
        if (request.slot < 0 || request.slot > 1 || request.draw < 0 ||
            request.draw >= rules.parameters.majorBattleDraws)
            throw ResolutionError("a post-roll skill names a side or draw that does not exist");
        if (request.skill != SkillKind::SensTactique && request.skill != SkillKind::TactiquesVariees)
            throw ResolutionError("only Sens tactique and Tactiques variées act after the roll (UD-A36)");
    }
    for (const ContournementAim &aim : decisions.contournement) {
        if (aim.slot < 0 || aim.slot > 1)
            throw ResolutionError("a Contournement aim names a side that does not exist");
        if (!hasHolder(aim.slot, SkillKind::Contournement))
            throw ResolutionError("side '" + side(aim.slot).id +
                                  "' has no Contournement in this confrontation (UD-49)");
    }
}

const SkillInstance *Resolver::activeSkill(int slot, int personality, SkillKind kind) const
{
    const Personality &p = side(slot).personalities[at(personality)];
    const SkillInstance *skill = p.skill(kind);
    if (!p.present() || !skill || isCountered(confrontation, confrontation.sides[at(slot)], personality, kind))
        return nullptr;
    return skill;
}

bool Resolver::hasHolder(int slot, SkillKind kind) const
{
    for (int index : confrontation.personalities[at(slot)])
        if (activeSkill(slot, index, kind))
            return true;
    return false;
}

Personality *Resolver::holder(int slot, SkillKind kind, bool (*usable)(const Personality &, const SkillInstance &))
{
    Side &s = side(slot);
    for (int index : confrontation.personalities[at(slot)]) {
        Personality &personality = s.personalities[at(index)];
        if (const SkillInstance *skill = activeSkill(slot, index, kind); skill && usable(personality, *skill))
            return &personality;
    }
    return nullptr;
}

void Resolver::galvanise()
{
    if (!m_personalities)
        return; // no holder
    using Mode = UmbraParameters::GalvaniseurMode;
    const Mode mode = rules.parameters.galvaniseurMode;
    for (int slot = 0; slot < 2; ++slot) {
        bool &given = confrontation.galvanised[at(slot)];
        if ((mode != Mode::Aura && given) || !hasHolder(slot, SkillKind::Galvaniseur))
            continue;
        given = true;
        Side &s = side(slot);
        for (int index : confrontation.troops[at(slot)]) {
            Troop &troop = s.troops[at(index)];
            if (!troop.present() || troop.morale >= rules.morale.top())
                continue;
            gainMorale(rules, troop, 1);
            ++result.galvanised[at(slot)];
        }
    }
}

void Resolver::designateTerreur()
{
    if (!m_personalities) {
        confrontation.terreurTargets = {0, 0};
        return;
    }
    // Which piétailles is immaterial (they are identical), so the count is the whole decision.
    for (int slot = 0; slot < 2; ++slot) {
        int targets = 0;
        for (int index : confrontation.personalities[at(slot)])
            if (const SkillInstance *skill = activeSkill(slot, index, SkillKind::TerreurDesFaibles))
                targets += skill->x;
        confrontation.terreurTargets[at(slot)] = targets; // indexed by the designating side
    }
}

void Resolver::computeSideTotal(int slot)
{
    SlotForces &cache = m_forces[at(slot)];
    const std::size_t count = confrontation.troops[at(slot)].size();
    cache.valid = count <= SlotForces::Capacity;
    cache.stale = 0;
    force_detail::slotContext(rules, state, confrontation, slot, cache.context);
    cache.present = force_detail::sideTotal(rules, state, confrontation, slot, cache.context, result.totals[at(slot)],
                                            cache.valid ? std::span<int>(cache.force.data(), count) : std::span<int>{});
}

std::span<const int> Resolver::forces(int slot)
{
    SlotForces &cache = m_forces[at(slot)];
    const std::vector<int> &members = confrontation.troops[at(slot)];
    if (members.size() > SlotForces::Capacity)
        return {};
    if (!cache.valid) {
        force_detail::slotContext(rules, state, confrontation, slot, cache.context);
        const Side &s = side(slot);
        cache.present = 0;
        for (std::size_t k = 0; k < members.size(); ++k)
            if (s.troops[at(members[k])].present())
                cache.present |= std::uint64_t{1} << k;
        force_detail::engagedTroopForces(rules, state, confrontation, slot, cache.context,
                                         std::span<int>(cache.force.data(), members.size()));
        cache.stale = 0;
        cache.valid = true;
    }
    for (std::uint64_t stale = cache.stale; stale != 0; stale &= stale - 1) {
        const auto k = static_cast<std::size_t>(std::countr_zero(stale));
        cache.force[k] = force_detail::engagedTroopForce(rules, state, confrontation, slot, members[k], cache.context);
    }
    cache.stale = 0;
    return {cache.force.data(), members.size()};
}

void Resolver::forcesAfterLoss(const MemberRef &target, int lossSlot, std::size_t place)
{
    for (int slot = 0; slot < 2; ++slot) {
        SlotForces &cache = m_forces[at(slot)];
        if (!cache.valid || confrontation.sides[at(slot)] != target.side)
            continue;
        if (target.kind == MemberRef::Kind::Personality) {
            cache.valid = false; // the Meneur family, archers alone (UD-A12)
            continue;
        }
        const bool present = state.sides[at(target.side)].troops[at(target.index)].present();
        const std::span<const int> members = confrontation.troops[at(slot)];
        const auto hit = [&](std::size_t k) {
            if (present != (((cache.present >> k) & 1u) != 0)) {
                cache.valid = false; // archers alone and Terreur's ranks change for the whole slot
                return false;
            }
            if (present)
                cache.stale |= std::uint64_t{1} << k; // its own F may have changed (wound, fatigue)
            return true;
        };
        if (slot == lossSlot && place < members.size() && members[place] == target.index) {
            hit(place); // a troop is listed once: no need to look further
            continue;
        }
        for (std::size_t k = 0; k < members.size(); ++k)
            if (members[k] == target.index && !hit(k))
                break;
    }
}

int Resolver::armyVs(int slot) const
{
    return umbra::armyVs(side(slot));
}

bool Resolver::holdsPosition(int slot) const
{
    const Side &s = side(slot);
    for (int index : confrontation.troops[at(slot)])
        if (s.troops[at(index)].present() && s.troops[at(index)].position >= 0)
            return true;
    return false;
}

bool Resolver::bothFightOn() const
{
    // The kept F are exact while valid: their presence bits are the troops present now.
    return m_forces[0].valid && m_forces[1].valid && m_forces[0].present != 0 && m_forces[1].present != 0;
}

bool Resolver::noTroopsLeft(int slot) const
{
    const Side &s = side(slot);
    for (int index : confrontation.troops[at(slot)])
        if (s.troops[at(index)].present())
            return false;
    return true;
}

int Resolver::roll(DiePurpose purpose, int slot, int sides, int draw)
{
    const int value = dice.roll(sides);
    result.dice.push(DieUse{purpose, draw, slot, sides, value});
    return value;
}

bool Resolver::requested(int draw, int slot, SkillKind skill) const
{
    for (const PostRollRequest &request : decisions.postRoll)
        if (request.draw == draw && request.slot == slot && request.skill == skill)
            return true;
    return false;
}

void Resolver::useTactiquesVariees(int slot)
{
    Personality *p = holder(slot, SkillKind::TactiquesVariees, [](const Personality &who, const SkillInstance &s) {
        return who.tactiquesVarieesUsed < s.x;
    });
    if (!p)
        throw ResolutionError("side '" + side(slot).id + "' has no Tactiques variées redraw left (UD-63)");
    ++p->tactiquesVarieesUsed;
}

int Resolver::useSensTactique(int slot)
{
    Personality *p = holder(slot, SkillKind::SensTactique,
                            [](const Personality &who, const SkillInstance &s) { return who.sensTactiqueUsed < s.y; });
    if (!p)
        throw ResolutionError("side '" + side(slot).id + "' has no Sens tactique use left today (UD-62)");
    ++p->sensTactiqueUsed;
    return p->skill(SkillKind::SensTactique)->x;
}

void Resolver::openDisciplinePurses()
{
    const std::array<int, 2> &wanted = decisions.disciplineSpend;
    if (!m_personalities && wanted[0] <= 0 && wanted[1] <= 0) {
        m_purses = {DisciplinePurse{wanted[0], 0}, DisciplinePurse{wanted[1], 0}};
        return; // no holder: no reserve to refresh or count, and nothing asked of one
    }
    // UD-A30 `per_confrontation`: the reserve is whole again when a confrontation begins.
    if (rules.parameters.disciplineRefresh == UmbraParameters::DisciplineRefresh::PerConfrontation &&
        confrontation.resolutions == 0)
        for (int slot = 0; slot < 2; ++slot)
            for (int index : confrontation.personalities[at(slot)])
                side(slot).personalities[at(index)].disciplineSpent = 0;
    for (int slot = 0; slot < 2; ++slot) {
        int reserve = 0;
        const Side &s = side(slot);
        for (int index : confrontation.personalities[at(slot)])
            if (const SkillInstance *skill = activeSkill(slot, index, SkillKind::Discipline))
                reserve += std::max(0, skill->x - s.personalities[at(index)].disciplineSpent);
        if (wanted[at(slot)] > reserve)
            throw ResolutionError("side '" + s.id + "' asks to spend " + std::to_string(wanted[at(slot)]) +
                                  " Discipline points but has " + std::to_string(reserve) + " (UD-51)");
        m_purses[at(slot)] = DisciplinePurse{wanted[at(slot)], 0};
    }
}

void Resolver::closeDisciplinePurses()
{
    if (!m_personalities)
        return; // nothing was spent: no holder
    for (int slot = 0; slot < 2; ++slot) {
        int toCharge = m_purses[at(slot)].spent;
        Side &s = side(slot);
        for (int index : confrontation.personalities[at(slot)]) {
            Personality &p = s.personalities[at(index)];
            const SkillInstance *skill = p.skill(SkillKind::Discipline);
            if (toCharge == 0 || !p.present() || !skill)
                continue;
            const int take = std::min(toCharge, std::max(0, skill->x - p.disciplineSpent));
            p.disciplineSpent += take;
            toCharge -= take;
        }
    }
}

const MemberRef *Resolver::nextAllocation()
{
    if (m_nextAllocation >= decisions.allocation.size())
        return nullptr;
    return &decisions.allocation[m_nextAllocation++];
}

void Resolver::checkTarget(const MemberRef &ref, int slot, bool troopOnly, int onlyType) const
{
    const Side &s = side(slot);
    const int sideIndex = confrontation.sides[at(slot)];
    // Built only on refusal: the accepted path allocates nothing.
    const auto number = [this] { return "loss #" + std::to_string(m_nextAllocation); };
    if (ref.side != sideIndex)
        throw ResolutionError(number() + ": the target is not of the suffering side '" + s.id + "' (UD-88)");
    if (ref.kind == MemberRef::Kind::Personality) {
        if (troopOnly || !rules.parameters.woundsToPersonalities)
            throw ResolutionError(number() + ": personalities take only wounds (UD-A24)");
        if (ref.index < 0 || ref.index >= static_cast<int>(s.personalities.size()) ||
            !contains(confrontation.personalities[at(slot)], ref.index) || !s.personalities[at(ref.index)].present())
            throw ResolutionError(number() + ": the personality is not present in this confrontation");
        return;
    }
    if (ref.index < 0 || ref.index >= static_cast<int>(s.troops.size()) ||
        !contains(confrontation.troops[at(slot)], ref.index))
        throw ResolutionError(number() + ": the troop is not engaged in this confrontation");
    const Troop &troop = s.troops[at(ref.index)];
    if (!troop.present())
        throw ResolutionError(number() + ": troop '" + troop.id + "' is no longer on the field");
    if (onlyType >= 0 && troop.type != onlyType)
        throw ResolutionError(number() + ": Contournement aims at " + rules.troopType(onlyType).id + ", not at '" +
                              troop.id + "' (UD-49)");
}

void Resolver::record(int slot, const LossRecord &loss, std::size_t place)
{
    result.losses.push(SlotLoss{slot, loss});
    if (loss.hasTarget)
        forcesAfterLoss(loss.target, slot, place); // every loss is recorded once applied
}

void Resolver::inflictWound(int slot, int bySlot, LossKind kind)
{
    // UD-49: a Contournement holder's side aims each wound it inflicts at a troop type or a personality.
    const ContournementAim *aim = nullptr;
    std::size_t &aimIndex = m_nextAim[at(bySlot)];
    while (aimIndex < decisions.contournement.size() && decisions.contournement[aimIndex].slot != bySlot)
        ++aimIndex;
    if (aimIndex < decisions.contournement.size())
        aim = &decisions.contournement[aimIndex++];

    LossRecord loss;
    loss.kind = kind;
    std::optional<MemberRef> target;
    std::size_t place = NoPlace;
    if (const MemberRef *named = nextAllocation()) {
        checkTarget(*named, slot, false, aim ? aim->troopType : -1);
        if (aim && aim->personality >= 0 &&
            (named->kind != MemberRef::Kind::Personality || named->index != aim->personality))
            throw ResolutionError("loss #" + std::to_string(m_nextAllocation) +
                                  ": Contournement aims this wound at a personality (UD-49)");
        target = *named;
        loss.chosen = true;
    } else if (aim && aim->personality >= 0) {
        const Side &s = side(slot);
        if (aim->personality < static_cast<int>(s.personalities.size()) &&
            s.personalities[at(aim->personality)].present() &&
            contains(confrontation.personalities[at(slot)], aim->personality))
            target = MemberRef{MemberRef::Kind::Personality, confrontation.sides[at(slot)], aim->personality};
    } else {
        target = defaultWoundTarget(rules, state, confrontation, slot, aim ? aim->troopType : -1, forces(slot), &place);
        if (!target && aim) // nothing of that type is left
            target = defaultWoundTarget(rules, state, confrontation, slot, -1, forces(slot), &place);
    }
    if (!target) {
        record(slot, loss); // UD-A60: nobody left to take it
        return;
    }
    loss.target = *target;
    loss.hasTarget = true;
    if (target->kind == MemberRef::Kind::Personality) {
        Personality &p = state.sides[at(target->side)].personalities[at(target->index)];
        woundPersonality(rules, p, p.terrain >= 0 ? p.terrain : confrontation.terrain, loss);
    } else {
        woundTroop(rules, state.sides[at(target->side)].troops[at(target->index)], &m_purses[at(slot)], loss);
    }
    record(slot, loss, place);
}

void Resolver::inflictMoraleLosses(int slot, int count, LossKind kind)
{
    using Assignment = UmbraParameters::MoraleAssignment;
    const Assignment mode = rules.parameters.moraleAssignment;
    std::uint64_t hit = 0; // distinct_troops: positions in the slot's list already hit by this effect
    for (int i = 0; i < count; ++i) {
        if (mode == Assignment::EveryTroop) {
            for (int index : confrontation.troops[at(slot)]) {
                Troop &troop = side(slot).troops[at(index)];
                if (!troop.present())
                    continue;
                LossRecord loss{kind, MemberRef{MemberRef::Kind::Troop, confrontation.sides[at(slot)], index}, true};
                const int spentBefore = m_purses[at(slot)].spent;
                loss.outcome = loseMorale(rules, troop, 1, &m_purses[at(slot)], &loss.moraleSteps);
                loss.disciplineSpent = m_purses[at(slot)].spent - spentBefore;
                record(slot, loss);
            }
            continue;
        }
        LossRecord loss;
        loss.kind = kind;
        std::optional<MemberRef> target;
        std::size_t place = NoPlace;
        if (const MemberRef *named = nextAllocation()) {
            checkTarget(*named, slot, true, -1);
            target = *named;
            loss.chosen = true;
        } else {
            target = defaultMoraleTarget(rules, state, confrontation, slot,
                                         mode == Assignment::DistinctTroops ? hit : 0, forces(slot), &place);
            if (!target && mode == Assignment::DistinctTroops) // more losses than troops
                target = defaultMoraleTarget(rules, state, confrontation, slot, 0, forces(slot), &place);
        }
        if (!target) {
            record(slot, loss);
            continue;
        }
        if (place == NoPlace) {
            const auto &members = confrontation.troops[at(slot)];
            place =
                static_cast<std::size_t>(std::find(members.begin(), members.end(), target->index) - members.begin());
        }
        if (place < 64)
            hit |= std::uint64_t{1} << place;
        loss.target = *target;
        loss.hasTarget = true;
        Troop &troop = state.sides[at(target->side)].troops[at(target->index)];
        const int spentBefore = m_purses[at(slot)].spent;
        loss.outcome = loseMorale(rules, troop, 1, &m_purses[at(slot)], &loss.moraleSteps);
        loss.disciplineSpent = m_purses[at(slot)].spent - spentBefore;
        record(slot, loss, place);
    }
}

// UD-A59 `force_loss`: one fatigue step without the wound flag, on the troop the side picks.
void Resolver::inflictForceLoss(int slot)
{
    LossRecord loss;
    loss.kind = LossKind::Degat;
    std::optional<MemberRef> target;
    std::size_t place = NoPlace;
    if (const MemberRef *named = nextAllocation()) {
        checkTarget(*named, slot, true, -1);
        target = *named;
        loss.chosen = true;
    } else {
        target = defaultMoraleTarget(rules, state, confrontation, slot, 0, forces(slot), &place);
    }
    if (target) {
        loss.target = *target;
        loss.hasTarget = true;
        Troop &troop = state.sides[at(target->side)].troops[at(target->index)];
        const int steps = fatigueStepsDown(rules, troop, 1);
        loss.outcome = loseMorale(rules, troop, steps, &m_purses[at(slot)], &loss.moraleSteps);
    }
    record(slot, loss, place);
}

void Resolver::applyRowEffect(int slot, const RowEffect &effect, DrawRecord &draw)
{
    for (int i = 0; i < effect.wounds; ++i)
        inflictWound(slot, 1 - slot, LossKind::Blessure);
    for (int i = 0; i < effect.degats; ++i) {
        switch (rules.parameters.degatEffect) {
        case UmbraParameters::DegatEffect::Blessure:
            inflictWound(slot, 1 - slot, LossKind::Degat);
            break;
        case UmbraParameters::DegatEffect::ForceLoss:
            inflictForceLoss(slot);
            break;
        case UmbraParameters::DegatEffect::PerteDeMoral:
            inflictMoraleLosses(slot, 1, LossKind::Degat);
            break;
        }
    }
    if (const int moraleLosses = effect.moraleLosses(result.major); moraleLosses > 0)
        inflictMoraleLosses(slot, moraleLosses, LossKind::PerteDeMoral);
    if (effect.advantage > 0) { // UD-92–UD-94: +nF at its next resolution (UD-A62)
        confrontation.pendingAdvantage[at(slot)][at(draw.table)] += effect.advantage; // cited by its table
        draw.advantageGained[at(slot)] += effect.advantage;
    }
}

void Resolver::checkAllocationUsed() const
{
    if (m_nextAllocation < decisions.allocation.size())
        throw ResolutionError(std::to_string(decisions.allocation.size()) + " targets were named but only " +
                              std::to_string(m_nextAllocation) + " losses were allocated");
}

void Resolver::afterResolution(int draws)
{
    const int decay = rules.parameters.skillDecayUnit == UmbraParameters::DecayUnit::Draw ? draws : 1;
    for (int slot = 0; slot < 2; ++slot) {
        Side &s = side(slot);
        for (int index : confrontation.personalities[at(slot)]) {
            Personality &p = s.personalities[at(index)];
            if (p.resolutionsFought == 0)
                p.enteredMoving = p.moved; // UD-A28: moved or stayed, as seen at its first resolution
            p.resolutionsFought += decay;
            p.moved = false;
        }
        const auto &p = rules.parameters;
        // UD-47, UD-A27 `every_turn`: Castramétisation rests and consolidates its side after each turn.
        const bool castrametisation = p.castrametisationTiming == UmbraParameters::CastrametisationTiming::EveryTurn &&
                                      hasHolder(slot, SkillKind::Castrametisation);
        const bool malusSpent = p.disengageMalusDuration == UmbraParameters::MalusDuration::NextResolution;
        const std::span<Troop> troops = s.troops;
        const std::span<const int> members = confrontation.troops[at(slot)];
        for (const int index : members) {
            Troop &troop = troops[at(index)];
            troop.engagedLastTurn = true; // UD-A48: cannot consolidate next turn
            troop.engaged = true;
            troop.engagedToday = true; // UD-A70 `any_time_today`
            troop.activeToday = true;  // UD-A70: a resolution is not rest
            // Orders last one turn; building a position goes on (UD-80).
            if (troop.order != TroopOrder::LeverPositionDefensive)
                troop.order = TroopOrder::None;
            if (malusSpent)
                troop.disengaging = false; // UD-A44: the −2 lasted one resolution
        }
        for (const int index : castrametisation ? members : std::span<const int>{}) {
            Troop &troop = troops[at(index)];
            if (troop.present() && troop.fatigue < p.restPartialCap)
                fatigueStepsDown(rules, troop, -std::min(p.restPartialGain, p.restPartialCap - troop.fatigue));
        }
        confrontation.castrametisation[at(slot)] = castrametisation; // UD-A27: consumed by the next resolution
    }
    ++confrontation.resolutions;
}

} // namespace arbitre::umbra::detail
