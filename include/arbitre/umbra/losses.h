// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/umbra/ruleset.h"
#include "arbitre/umbra/state.h"

#include <cstdint>

namespace arbitre::umbra {

/** What a loss was (UD-96). */
enum class LossKind : std::uint8_t
{
    Blessure,     /**< a wound */
    PerteDeMoral, /**< one morale step */
    Degat,        /**< dégât, read through tables.table_i.degat_effect (UD-A59) */
};
std::string_view lossKindId(LossKind kind);

/** What became of the member that took a loss. */
enum class LossOutcome : std::uint8_t
{
    None,       /**< no member could take it: the loss is lost (UD-A60) */
    Wounded,    /**< first wound (UD-28, UD-41) */
    Eliminated, /**< second wound (UD-28) */
    Disloquee,  /**< a piétaille's wound (UD-32) */
    Captured,   /**< a personality eliminated (UD-41, UD-A23) */
    MoraleLost, /**< one step down the ladder (UD-27) */
    Fled,       /**< reached rupture: en fuite (UD-27) */
    Cancelled,  /**< a Discipline point was spent instead (UD-51) */
    Unhurt,     /**< Dur à cuire or an effect that changes nothing */
};
std::string_view lossOutcomeId(LossOutcome outcome);

/** A wound, morale loss or dégât applied to one member, for the log. */
struct LossRecord
{
    LossKind kind = LossKind::Blessure;
    MemberRef target;
    bool hasTarget = false;
    LossOutcome outcome = LossOutcome::None;
    int moraleSteps = 0;     /**< morale steps taken by the troop (wound step + F-floor conversion, UD-A17) */
    int disciplineSpent = 0; /**< steps cancelled by Discipline (UD-51) */
    bool chosen = false;     /**< named by the suffering side rather than by the default policy */
};

/** Discipline reserve available to a side during one resolution (UD-51, UD-A30). */
struct DisciplinePurse
{
    int available = 0; /**< points the side decided it may spend now */
    int spent = 0;
};

/**
 * One fatigue step down (or `steps` up when negative) with the F-floor conversion of UD-30/UD-A17:
 * returns the morale steps the change costs (the caller applies them).
 */
int fatigueStepsDown(const UmbraRuleset &rules, Troop &troop, int steps);

/** Moves a troop `steps` down the morale ladder; at rupture it flees (UD-27). Discipline may cancel steps. */
LossOutcome loseMorale(const UmbraRuleset &rules, Troop &troop, int steps, DisciplinePurse *purse, int *taken);

/** A wound on a troop: UD-28, UD-32, UD-34, UD-A16. Fills the record's outcome and morale steps. */
void woundTroop(const UmbraRuleset &rules, Troop &troop, DisciplinePurse *purse, LossRecord &record);

/** A wound on a personality: UD-41, UD-A23. */
void woundPersonality(const UmbraRuleset &rules, Personality &personality, int terrain, LossRecord &record);

/** Gains `steps` morale steps, capped at the top of the ladder (UD-52, UD-98). Fled troops are not touched. */
void gainMorale(const UmbraRuleset &rules, Troop &troop, int steps);

} // namespace arbitre::umbra
