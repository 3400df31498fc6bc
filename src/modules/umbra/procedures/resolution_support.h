// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/umbra/resolution.h"
#include "force_detail.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

namespace arbitre::umbra::detail {

/**
 * The working set of one resolution: the state it mutates, the decisions it follows and the
 * result it fills. Private to the module; resolveConfrontation() drives it step by step.
 */
class Resolver
{
public:
    Resolver(const UmbraRuleset &rules, BattleState &state, Confrontation &confrontation, Dice &dice,
             const ResolutionDecisions &decisions, ResolutionResult &result);

    const UmbraRuleset &rules;
    BattleState &state;
    Confrontation &confrontation;
    Dice &dice;
    const ResolutionDecisions &decisions;
    ResolutionResult &result;

    /** Refuses decisions that name nothing real (a slot other than 0/1, a draw that cannot exist). */
    void validateDecisions() const;
    /** UD-52, UD-A31: Galvaniseur's morale step when the confrontation begins (or as the mode says). */
    void galvanise();

    /** UD-64, UD-A37: each side with Terreur des faibles names as many enemy piétailles as its X allows. */
    void designateTerreur();

    /** result.totals[slot] (UD-83, UD-M1); its troops' F also serve the default allocation of the draws. */
    void computeSideTotal(int slot);

    int armyVs(int slot) const;         /**< UD-43: personalities' VS + scouts */
    bool holdsPosition(int slot) const; /**< UD-A50: a present member holds a privileged position */
    bool noTroopsLeft(int slot) const;
    /** Known without a scan: both slots still have a present troop, so neither has won (UD-97). */
    bool bothFightOn() const;

    /** Rolls and records one die. */
    int roll(DiePurpose purpose, int slot, int sides, int draw = 0);

    bool requested(int draw, int slot, SkillKind skill) const;
    void useTactiquesVariees(int slot); /**< UD-63: spends a redraw of a holder; throws if none left */
    int useSensTactique(int slot);      /**< UD-62: spends a use of a holder, returns its X; throws if none */

    void openDisciplinePurses();  /**< UD-51: what each side may spend this resolution */
    void closeDisciplinePurses(); /**< charges the points spent to the holders' reserves */

    /** Applies one side's part of a table row (UD-96). */
    void applyRowEffect(int slot, const RowEffect &effect, DrawRecord &draw);
    /** Refuses an allocation that names more targets than there were losses. */
    void checkAllocationUsed() const;
    /** Decays, engagement flags and orders once the draws are done (UD-48, UD-50, UD-A28, UD-A48). */
    void afterResolution(int draws);

private:
    static constexpr std::size_t NoPlace = ~std::size_t{0}; /**< a troop's place in its list, not known */

    /**
     * The engaged F of a slot's troops for the default allocation (UD-M4), kept exact across the
     * losses: a loss marks its troop for re-evaluation, or the whole slot when presence or a
     * personality changes (archers alone, the Meneur family and Terreur des faibles read the rest).
     */
    struct SlotForces
    {
        static constexpr std::size_t Capacity = 64; /**< longer lists are evaluated per loss */
        bool valid = false;
        force_detail::SlotContext context;
        std::array<int, Capacity> force; /**< of the k-th troop of the list, when present */
        std::uint64_t present = 0;       /**< bit k: the k-th troop was present when `force` was taken */
        std::uint64_t stale = 0;         /**< bit k: the k-th troop took a loss since; re-evaluated when asked */
    };

    bool m_personalities; /**< any personality engaged: the skills' steps have nothing to look at otherwise */
    std::size_t m_nextAllocation = 0;
    std::array<std::size_t, 2> m_nextAim{};
    std::array<DisciplinePurse, 2> m_purses{};
    std::array<SlotForces, 2> m_forces;

    std::span<const int> forces(int slot); /**< the slot's F, evaluated if stale; empty past Capacity */
    /** Marks the troop hit for re-evaluation; `place` is its index in `slot`'s list when known (else NoPlace). */
    void forcesAfterLoss(const MemberRef &target, int slot, std::size_t place);

    Side &side(int slot);
    const Side &side(int slot) const;
    Personality *holder(int slot, SkillKind kind, bool (*usable)(const Personality &, const SkillInstance &));
    bool hasHolder(int slot, SkillKind kind) const;
    /** The skill of a slot's personality if it is present, holds it and it is not countered (UD-65). */
    const SkillInstance *activeSkill(int slot, int personality, SkillKind kind) const;

    const MemberRef *nextAllocation();
    void checkTarget(const MemberRef &ref, int slot, bool troopOnly, int onlyType) const;
    void inflictWound(int slot, int bySlot, LossKind kind);
    void inflictMoraleLosses(int slot, int count, LossKind kind);
    void inflictForceLoss(int slot);
    void record(int slot, const LossRecord &loss, std::size_t place = NoPlace);
};

} // namespace arbitre::umbra::detail
