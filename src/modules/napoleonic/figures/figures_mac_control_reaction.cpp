// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "figures_procedure_support.h"

#include <algorithm>

namespace arbitre::napoleonic {

using namespace detail;

int capMacScore(const FiguresRuleset &rules, int score)
{
    return std::min(score, rules.macScoreCap); // NF-42
}

FireDrop fireDrop(const FiguresRuleset &rules, int steps, int figuresAtActionStart)
{
    FireDrop out;
    out.percentage = lossPercentage(rules, steps, figuresAtActionStart);
    // NF-43, NF-A65: 3 points per 5 % of that fire.
    out.drop = rules.fireDropPoints * (out.percentage.percent / rules.fireDropPerPct);
    return out;
}

MacContact macContact(const FiguresRuleset &rules, MacCase kind, const MacSide &attacker, const MacSide &defender)
{
    const FiguresParameters &parameters = rules.parameters;
    MacContact out;
    out.attackerBand = bandOf(rules, attacker.score, attacker.fromPlus);
    out.defenderBand = bandOf(rules, defender.score, defender.fromPlus);
    // NF-A66: positive = at least the contact score; line 0 from "+" reads ARRÊT and counts.
    const auto positive = [&](const MacSide &side) {
        const int read = std::clamp(side.score, rules.clampMin, rules.clampMax);
        return read >= parameters.macContactMinScore ||
               (read == 0 && side.fromPlus && parameters.macContactMinScore == 1);
    };
    const auto fallsBack = [&](int band) {
        return rules.boxes[static_cast<std::size_t>(band)].mac == MacMove::FallBack;
    };
    if (kind != MacCase::Standing) {
        // NF-44: crossed MACs and counter-MACs fight when both tests are positive.
        out.melee = positive(attacker) && positive(defender);
        out.result = out.melee ? "melee" : "no_melee";
        return out;
    }
    if (fallsBack(out.defenderBand)) {
        out.result = "defender_leaves";
        return out;
    }
    // NF-A68: infantry attacked from the front and still formed stops a cavalry MAC.
    if (parameters.formedInfFrontStopsCav && attacker.arm == Arm::Cavalry && defender.arm == Arm::Infantry &&
        defender.formedFront) {
        out.result = "formed_infantry_stops_cavalry";
        return out;
    }
    const bool atLeast =
        parameters.tieGoesToAttacker ? attacker.score >= defender.score : attacker.score > defender.score;
    if (positive(attacker) && atLeast) {
        out.melee = true;
        out.result = "melee";
        return out;
    }
    // NF-44, NF-A67: infantry stops and fires, cavalry gives up with a DDF.
    out.result = attacker.arm == Arm::Cavalry ? "attacker_gives_up_ddf" : "attacker_halts_and_fires";
    return out;
}

ControlResult controlTest(const FiguresRuleset &rules, const ControlInput &input)
{
    ControlResult out;
    checkFace(rules, input.d6, "control die");
    if (input.status < 0 || input.status >= static_cast<int>(rules.controlThresholds.size())) {
        throw ProcedureError("unknown status index " + std::to_string(input.status));
    }
    // NF-46, NF-A70: DES or rear or DÉROUTE counts DER, which wins over RET.
    const bool der = input.enemyDeroute || input.enemyDes || input.enemyRear;
    const bool ret = input.enemyRetraite || input.enemySaf || input.enemyFlank;
    if (!der && !ret) {
        throw ProcedureError("control test: the enemy is neither RET nor DER (NF-45)");
    }
    const auto &thresholds = rules.controlThresholds[static_cast<std::size_t>(input.status)];
    out.threshold = der ? thresholds[1] : thresholds[0];
    std::vector<ModifierChoice> choices;
    if (input.lightCavalry) {
        choices.push_back({"light_cavalry", 1});
    }
    const bool generalPresent =
        input.general != GeneralCharacter::None && input.generalDistanceUd <= rules.parameters.controlGeneralRangeUd;
    if (generalPresent) {
        choices.push_back({input.general == GeneralCharacter::Positive   ? "general_positive"
                           : input.general == GeneralCharacter::Negative ? "general_negative"
                                                                         : "general_unspecified",
                           1});
    }
    if (input.formed) {
        choices.push_back({"tester_formed", 1});
    }
    out.add("NF-45", "d6", "d6", input.d6);
    addModifiers(rules, ModifierList::Control, choices, out);
    if (!generalPresent && rules.parameters.controlNoGeneral != 0) {
        out.add("NF-46", "no_general", "control_general", rules.parameters.controlNoGeneral);
    }
    out.modifiedRoll = out.breakdown.total();
    out.score = out.modifiedRoll;
    out.underControl = out.modifiedRoll > out.threshold;
    if (rules.parameters.natural == 1) {
        out.underControl = input.d6 == rules.dieSides || (input.d6 != 1 && out.underControl); // NF-A41
    }
    out.table = "control_test";
    out.row = rules.status[static_cast<std::size_t>(input.status)].id;
    out.column = der ? "der" : "ret";
    out.cell = std::to_string(out.threshold);
    // NF-A69: out of control, and the GM applies it; or, with must_pursue, it must charge or pursue.
    out.result = out.underControl                     ? "under_control"
                 : rules.parameters.controlMustPursue ? "must_pursue"
                                                      : "out_of_control";
    return out;
}

ReactionResult reactionTest(const FiguresRuleset &rules, const ReactionInput &input)
{
    ReactionResult out;
    const FiguresParameters &parameters = rules.parameters;
    // NF-48: spent + 1 lost + the reaction's own PA; the excess over 3 becomes POP.
    const int reactionPa = input.reactionPa + (input.fires ? parameters.reactionFirePa : 0);
    out.totalPa = input.test.paSpent + rules.reactionLostPa + reactionPa;
    out.excess = std::max(0, out.totalPa - rules.reactionPaCredit);
    out.pop = out.excess * parameters.reactionPopPerExcessPa;
    MoraleInput test = input.test;
    test.kind = TestKind::Reaction;
    test.paSpent = parameters.reactionExcessAlsoInM10 ? out.totalPa : 0; // NF-A72: M10 on top of the POP
    test.paToSpend = 0;
    test.stopFromPace = input.stops ? input.test.stopFromPace : 0;
    out.test = moraleTest(rules, test);
    // NF-A71: ARRÊT or better reacts; its fire is read in the column "at the halt".
    out.reacts = out.test.band <= parameters.reactionSuccessMinBox;
    if (input.fires && out.reacts) {
        out.test.fireRange = rules.boxes[static_cast<std::size_t>(out.test.band)].standingFire;
    }
    return out;
}

} // namespace arbitre::napoleonic
