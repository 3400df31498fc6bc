// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/dice.h"
#include "arbitre/umbra/force.h"
#include "arbitre/umbra/losses.h"
#include "arbitre/umbra/static_vector.h"

#include <array>
#include <optional>
#include <span>
#include <stdexcept>

namespace arbitre::umbra {

/** A post-roll skill a side asks to use on one draw (UD-62, UD-63, UD-A36). */
struct PostRollRequest
{
    int draw = 0;                              /**< 0 = first draw, 1 = second draw of a major battle */
    int slot = 0;                              /**< the side using it */
    SkillKind skill = SkillKind::SensTactique; /**< SensTactique or TactiquesVariees */
};

/** A Contournement aim (UD-49, UD-A29): the next wound `slot` inflicts goes to this troop type or personality. */
struct ContournementAim
{
    int slot = 0;         /**< the side holding Contournement */
    int troopType = -1;   /**< aim at a troop of this type (the suffering side picks which), or */
    int personality = -1; /**< aim at this personality of the enemy (index in its side) */
};

/**
 * What the GM and players decide for one resolution (UD-M4). Nothing here is guessed by the
 * core: a skill that needs a decision is used only when asked; losses follow `allocation` and,
 * past its end, the documented default policy of the suffering side (docs/rules-interpretations.md).
 */
struct ResolutionDecisions
{
    std::span<const MemberRef> allocation;           /**< who takes each loss, in the order losses are applied */
    std::span<const PostRollRequest> postRoll;       /**< Sens tactique / Tactiques variées uses */
    std::span<const ContournementAim> contournement; /**< aims, consumed in order by the holder's wounds */
    std::array<int, 2> disciplineSpend{};            /**< Discipline points each slot may spend this resolution */
    std::optional<int> superiorSlot;                 /**< the GM's choice when totals and VS are equal (UD-A55) */
    // UD-M5: the GM's word over a computed number of this resolution.
    std::array<std::optional<int>, 2> totalOverride; /**< a side's total, as the GM sets it */
    std::optional<int> tableOverride;                /**< the table index to read */
    std::optional<int> rollerOverride;               /**< the slot that rolls and counts as superior */
};

/** A decision that breaks the rules (a dead troop named for a loss, a skill the side lacks…). */
class ResolutionError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/** One d10 draw and what it did (UD-86–UD-96). */
struct DrawRecord
{
    int natural = 0; /**< the die as rolled */
    int redrawn = 0; /**< the redrawn die (Tactiques variées), 0 = none */
    int redrawSlot = -1;
    std::array<int, 2> sensTactique{}; /**< signed shift applied by each slot (UD-62) */
    int final = 0;                     /**< the face read on the table after shifts and clamp */
    int table = 0;
    int row = 0;
    int colour = 0;
    int winnerSlot = -1;                  /**< by colour (UD-90, UD-A34), −1 = none */
    std::array<int, 2> advantageGained{}; /**< strategic advantage for the next resolution */
    std::size_t firstLoss = 0;            /**< index of its first loss in ResolutionResult::losses */
    std::size_t lossCount = 0;
};

/** Why a die was rolled during a resolution (UD-M6). */
enum class DiePurpose : std::uint8_t
{
    Draw,    /**< the resolution draw (UD-86) */
    Redraw,  /**< Tactiques variées (UD-63) */
    RollOff, /**< equal totals and VS broken by a roll-off (UD-A55 `roll`) */
};

/** One die consumed by the resolution, in order. */
struct DieUse
{
    DiePurpose purpose = DiePurpose::Draw;
    int draw = 0;  /**< which draw it belongs to */
    int slot = -1; /**< who rolled it (roll-off, redraw) */
    int sides = 10;
    int value = 0;
};

/** Who suffered a loss, for the log: the slot and the record. */
struct SlotLoss
{
    int slot = 0;
    LossRecord record;
};

/** Everything one resolution computed, in fixed-size storage (the resolution path allocates nothing). */
struct ResolutionResult
{
    /** Why the superior side is superior, for the words of a front end (`superiorReason` is its rule id). */
    enum class SuperiorWhy : std::uint8_t
    {
        GreaterTotal,  /**< the greater total (UD-85) */
        GreaterVs,     /**< equal totals, the greater VS (UD-A55) */
        HoldsPosition, /**< equal totals, the side holding its position (UD-A55) */
        RollOff,       /**< equal totals, won the roll-off (UD-A55) */
        GmNamed,       /**< equal totals and no tie-break: the GM named it (UD-M4) */
        GmOverride,    /**< the GM's override (UD-M5) */
    };

    std::array<SideTotal, 2> totals;
    int superiorSlot = 0; /**< the stronger side, which rolls (UD-85) */
    const char *superiorReason = "UD-85";
    SuperiorWhy superiorWhy = SuperiorWhy::GreaterTotal;
    TableChoice table;
    int countedUnits = 0;
    bool major = false; /**< bataille majeure (UD-84) */
    StaticVector<DrawRecord, 4> draws;
    StaticVector<SlotLoss, 96> losses;
    StaticVector<DieUse, 16> dice;   /**< every die consumed, in order (the log records each with its purpose) */
    int winnerSlot = -1;             /**< of the resolution (UD-A34), −1 = none */
    std::array<int, 2> galvanised{}; /**< troops boosted by Galvaniseur at this resolution (UD-52) */
    int victorSlot = -1;             /**< the confrontation ended with this slot victorious (UD-98) */
};

/**
 * Resolves one combat turn of a confrontation (UD-83–UD-98, UD-M2): totals, major battle, table,
 * roller, draw(s) with post-roll skills, effects in order, loss allocation, removals, Opportuniste,
 * decays and victory. Mutates `state`; throws ResolutionError on an illegal decision and
 * DiceError when the dice run out (the state is then unspecified: callers work on a copy).
 */
void resolveConfrontation(const UmbraRuleset &rules, BattleState &state, int confrontationIndex, Dice &dice,
                          const ResolutionDecisions &decisions, ResolutionResult &result);

} // namespace arbitre::umbra
