// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/losses.h"

#include "arbitre/umbra/force.h"
#include "force_detail.h"

#include <algorithm>
#include <cstddef>
#include <vector>

namespace arbitre::umbra {

std::string_view lossKindId(LossKind kind)
{
    switch (kind) {
    case LossKind::Blessure:
        return "blessure";
    case LossKind::PerteDeMoral:
        return "perte_de_moral";
    case LossKind::Degat:
        return "degat";
    }
    return "blessure";
}

std::string_view lossOutcomeId(LossOutcome outcome)
{
    switch (outcome) {
    case LossOutcome::None:
        return "none";
    case LossOutcome::Wounded:
        return "blesse";
    case LossOutcome::Eliminated:
        return "elimine";
    case LossOutcome::Disloquee:
        return "disloque";
    case LossOutcome::Captured:
        return "capture";
    case LossOutcome::MoraleLost:
        return "perte_de_moral";
    case LossOutcome::Fled:
        return "en_fuite";
    case LossOutcome::Cancelled:
        return "annule_discipline";
    case LossOutcome::Unhurt:
        return "indemne";
    }
    return "none";
}

namespace {

bool isPietaille(const UmbraRuleset &rules, const Troop &troop)
{
    return rules.troopType(troop.type).role == TroopRole::Pietaille;
}

// UD-A17: steps = max(0, floor − raw_after) − max(0, floor − raw_before), or 1 per event.
int floorConversion(const UmbraRuleset &rules, int rawBefore, int rawAfter)
{
    const auto &p = rules.parameters;
    const int below = std::max(0, p.forceFloorMinimum - rawAfter) - std::max(0, p.forceFloorMinimum - rawBefore);
    if (below <= 0)
        return 0;
    return p.floorConversion == UmbraParameters::FloorConversion::PerPoint ? below : 1;
}

// The F modifier of a fatigue level, as rawTroopForce reads it (0 out of the scale).
int fatigueForce(const UmbraRuleset &rules, int fatigue)
{
    const std::vector<ScaleLevel> &levels = rules.fatigue.levels;
    return fatigue >= 0 && static_cast<std::size_t>(fatigue) < levels.size()
               ? levels[static_cast<std::size_t>(fatigue)].force
               : 0;
}

} // namespace

int fatigueStepsDown(const UmbraRuleset &rules, Troop &troop, int steps)
{
    const int wanted = troop.fatigue - steps;
    const int clamped = std::clamp(wanted, 0, rules.fatigue.top());
    int moraleSteps = 0;
    // UD-A15: steps beyond éreinté are ignored, or cost morale with fatigue.overflow = morale_step.
    if (wanted < 0 && rules.parameters.fatigueOverflow == UmbraParameters::FatigueOverflow::MoraleStep)
        moraleSteps += -wanted;
    // UD-32, UD-A19: piétaille F never changes, so its fatigue never converts to morale. Nor does a
    // fatigue that stays put (already éreinté): the raw F is then unchanged and nothing goes below the
    // floor, so both rawTroopForce calls (the costly part of a wound) are skipped.
    if (clamped == troop.fatigue || isPietaille(rules, troop)) {
        troop.fatigue = clamped;
        return moraleSteps;
    }
    // The raw F is a sum in which fatigue is one term (UD-26), unless the type is unknown (F 0, no terms):
    // the F after is the F before with that term changed, without evaluating the troop again.
    const int rawBefore = force_detail::rawForce(rules, troop);
    const bool knownType = troop.type >= 0 && static_cast<std::size_t>(troop.type) < rules.troopTypes.size();
    const int rawAfter =
        knownType ? rawBefore - fatigueForce(rules, troop.fatigue) + fatigueForce(rules, clamped) : rawBefore;
    troop.fatigue = clamped;
    return moraleSteps + floorConversion(rules, rawBefore, rawAfter);
}

LossOutcome loseMorale(const UmbraRuleset & /*rules*/, Troop &troop, int steps, DisciplinePurse *purse, int *taken)
{
    int applied = 0;
    int cancelled = 0;
    for (int i = 0; i < steps && troop.present(); ++i) {
        // UD-51, UD-A30: a Discipline point cancels one step a troop would lose.
        if (purse && purse->spent < purse->available) {
            ++purse->spent;
            ++cancelled;
            continue;
        }
        troop.morale = std::max(0, troop.morale - 1);
        ++applied;
        if (troop.morale == 0)
            troop.status = TroopStatus::EnFuite; // UD-27: rupture leaves the field
    }
    if (taken)
        *taken = applied;
    if (!troop.present())
        return LossOutcome::Fled;
    if (applied > 0)
        return LossOutcome::MoraleLost;
    return cancelled > 0 ? LossOutcome::Cancelled : LossOutcome::Unhurt;
}

void woundTroop(const UmbraRuleset &rules, Troop &troop, DisciplinePurse *purse, LossRecord &record)
{
    const auto &p = rules.parameters;
    const int spentBefore = purse ? purse->spent : 0;
    if (isPietaille(rules, troop) && p.disloqueeEffect != UmbraParameters::Disloquee::Wounded) {
        // UD-32, UD-A18: a piétaille is never wounded, it is disloquée.
        if (p.disloqueeEffect == UmbraParameters::Disloquee::Eliminated) {
            troop.status = TroopStatus::Disloque;
            record.outcome = LossOutcome::Disloquee;
        } else {
            troop.status = TroopStatus::EnFuite;
            record.outcome = LossOutcome::Fled;
        }
        return;
    }
    if (troop.blesse) {
        troop.status = TroopStatus::Elimine; // UD-28: wounded again
        record.outcome = LossOutcome::Eliminated;
        return;
    }
    troop.blesse = true;
    int moraleSteps = p.woundMoraleSteps;                                // UD-28: morale drops one level
    const bool durACuire = troop.hasAdjective(rules.adjectiveDurACuire); // UD-34: loses no F
    if (!isPietaille(rules, troop) && !durACuire) {
        switch (p.woundForceEffect) {
        case UmbraParameters::WoundForce::FatigueStep: // UD-A16: one fatigue step, as in UD-W4
            moraleSteps += fatigueStepsDown(rules, troop, 1);
            break;
        case UmbraParameters::WoundForce::SetFatigue:
            if (p.woundSetFatigue >= 0 && troop.fatigue > p.woundSetFatigue)
                moraleSteps += fatigueStepsDown(rules, troop, troop.fatigue - p.woundSetFatigue);
            break;
        case UmbraParameters::WoundForce::FlatPenalty: {
            // The penalty is read from `blesse` by rawTroopForce; convert what it pushes below the floor.
            Troop before = troop;
            before.blesse = false;
            const int rawBefore = rawTroopForce(rules, before);
            const int rawAfter = rawTroopForce(rules, troop);
            const int below =
                std::max(0, p.forceFloorMinimum - rawAfter) - std::max(0, p.forceFloorMinimum - rawBefore);
            if (below > 0)
                moraleSteps += p.floorConversion == UmbraParameters::FloorConversion::PerPoint ? below : 1;
            break;
        }
        }
    }
    int taken = 0;
    const LossOutcome moraleOutcome = loseMorale(rules, troop, moraleSteps, purse, &taken);
    record.moraleSteps = taken;
    record.disciplineSpent = purse ? purse->spent - spentBefore : 0;
    record.outcome = moraleOutcome == LossOutcome::Fled ? LossOutcome::Fled : LossOutcome::Wounded;
}

void woundPersonality(const UmbraRuleset &rules, Personality &personality, int terrain, LossRecord &record)
{
    const auto &p = rules.parameters;
    ++personality.wounds;
    const bool eliminated = p.personalityElimination == UmbraParameters::PersonalityElimination::SecondWound
                                ? personality.wounds >= 2
                                : personalityForce(rules, personality, terrain) <= 0;
    if (eliminated) {
        personality.status = PersonalityStatus::Capture; // UD-41: an eliminated personality is captured
        record.outcome = LossOutcome::Captured;
    } else {
        record.outcome = LossOutcome::Wounded;
    }
}

void gainMorale(const UmbraRuleset &rules, Troop &troop, int steps)
{
    if (!troop.present())
        return;
    troop.morale = std::clamp(troop.morale + steps, 0, rules.morale.top());
}

} // namespace arbitre::umbra
