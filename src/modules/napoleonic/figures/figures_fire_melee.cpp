// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "figures_procedure_support.h"

#include <algorithm>
#include <array>

namespace arbitre::napoleonic {

using namespace detail;

namespace {

bool chose(const std::vector<ModifierChoice> &choices, std::string_view id)
{
    return std::any_of(choices.begin(), choices.end(), [&](const ModifierChoice &c) { return c.id == id; });
}

int amountOf(const std::vector<ModifierChoice> &choices, std::string_view id)
{
    for (const ModifierChoice &choice : choices) {
        if (choice.id == id) {
            return choice.amount;
        }
    }
    return 0;
}

/** Score clamp, look-up and the fields every loss-table procedure reports (NF-12–NF-16). */
LossLookup readLossTable(const FiguresRuleset &rules, Resolution &out, int figures)
{
    LossLookup losses = lookUpLosses(rules, out.breakdown.total(), figures);
    out.score = losses.row;
    out.table = "loss_table";
    out.row = std::to_string(losses.row);
    std::string column;
    std::string cell;
    for (std::size_t i = 0; i < losses.columns.size(); ++i) {
        column += (i == 0 ? "" : "+") + std::to_string(losses.columns[i]);
        cell += (i == 0 ? "" : " + ") + losses.cells[i];
    }
    out.column = column;
    out.cell = cell;
    const LossCode &loss = losses.loss;
    out.result = loss.steps > 0 || loss.halves > 0 ? std::to_string(loss.steps) + (loss.halves > 0 ? "+" : "")
                                                   : (loss.harass ? "*" : "");
    out.needsGm = out.needsGm || losses.needsGm;
    return losses;
}

} // namespace

FireResult resolveFire(const FiguresRuleset &rules, const FireInput &input)
{
    FireResult out;
    const FiguresParameters &parameters = rules.parameters;
    // NF-7, NF-A39: canister reaches P2 (P2 bis by default) at most.
    if (chose(input.modifiers, "canister") &&
        (chose(input.modifiers, "range_p3") ||
         (parameters.canisterToP2Only && chose(input.modifiers, "range_p2_bis")))) {
        throw ProcedureError("canister: up to P2 only (NF-7)");
    }
    std::vector<std::string_view> drop;
    // NF-A32: the flank shot on unlimbered guns replaces the frontal −4.
    if (!parameters.flankUnlimberedAdds && chose(input.modifiers, "ball_flank_unlimbered")) {
        drop.push_back("target_ft0_or_art_front");
    }
    // NF-A29 max_1: supported fire and a general give +1 together.
    if (parameters.supportedMax1 && chose(input.modifiers, "supported_fire")) {
        drop.push_back("general_with_inf");
    }
    const std::array<std::string_view, 1> sumGroups{"under_fire"};
    SumOptions options;
    options.drop = drop;
    if (parameters.underFireSum) {
        options.sumGroups = sumGroups;
    }
    std::vector<ModifierChoice> choices = input.modifiers;
    // NF-A19 false: any infantry or cavalry target at PAC or PCH counts as moving fast across.
    if (parameters.fastCrossingAnyPace && input.targetPace && input.targetArm && *input.targetArm != Arm::Artillery &&
        !chose(choices, "target_fast_crossing_inf") && !chose(choices, "target_fast_crossing_cav")) {
        const std::optional<int> pac = rules.paceIndex("pac");
        const std::optional<int> pch = rules.paceIndex("pch");
        if (*input.targetPace == pac || *input.targetPace == pch) {
            choices.push_back(
                {*input.targetArm == Arm::Infantry ? "target_fast_crossing_inf" : "target_fast_crossing_cav", 1});
        }
    }
    addModifiers(rules, ModifierList::Fire, choices, out, options);
    out.add("NF-1", "random_die", "random_die", readRandomDie(rules.fireRandomDie, input.d6));
    // NF-8 c, NF-A30: skirmishers pushed back more than 2 UD do not fire.
    if (amountOf(input.modifiers, "evaded") > parameters.evasionNoFireOverUd) {
        out.noFire = true;
        out.score = out.breakdown.total();
        out.result = "no_fire";
        return out;
    }
    out.figuresCounted = input.figures * (input.artillery ? rules.lossTable.artilleryMultiplier : 1);
    out.losses = readLossTable(rules, out, out.figuresCounted);
    const LossCode &loss = out.losses.loss;
    // NF-6 "1 PAP au -": effective fire removes a step; a `*` counts for deployed artillery under
    // skirmisher fire (NF-8 b), or for everyone with loss_table.star_effect under_fire_all (NF-A2) or
    // under_fire.min_result star; with under_fire.min_result any, every fire counts (NF-A20).
    const bool starCounts = parameters.starUnderFireAll || parameters.underFireMinResult >= 1 ||
                            (input.targetDeployedArtillery && input.shooterSkirmishers);
    out.targetUnderFire = loss.steps >= 1 || (loss.harass && starCounts) || parameters.underFireMinResult == 2;
    if (input.artillery && input.targetSkirmishers) {
        // NF-8 a, NF-A28: no step removed, but the skirmishers feel it as other troops would.
        const int mode = parameters.artVsSkirmishUnderFire;
        out.targetUnderFire = loss.steps >= 1 || (mode >= 1 && loss.harass) || mode == 2;
        out.lossesIgnored = true;
        out.losses.loss = LossCode{};
        out.result = "no_loss";
    }
    return out;
}

MeleeResult resolveMelee(const FiguresRuleset &rules, const MeleeInput &input)
{
    MeleeResult out;
    const FiguresParameters &parameters = rules.parameters;
    std::vector<ModifierChoice> choices = input.modifiers;
    // NF-11, NF-A11: the general's die before the melee; a 6 strikes him down.
    if (input.generalD6) {
        checkFace(rules, *input.generalD6, "general's die");
        const std::vector<int> &faces = parameters.generalDownFaces;
        out.generalDown = std::find(faces.begin(), faces.end(), *input.generalD6) != faces.end();
        choices.push_back({out.generalDown ? "general_down" : "general_engaged", 1});
    }
    const auto paceRank = [&](int pace) {
        if (pace < 0 || pace >= static_cast<int>(rules.paces.size())) {
            throw ProcedureError("unknown pace index " + std::to_string(pace));
        }
        return rules.paces[static_cast<std::size_t>(pace)].rank;
    };
    const int ownRank = paceRank(input.ownPace);
    const int enemyRank = paceRank(input.enemyPace);
    if (ownRank > enemyRank) {
        choices.push_back({"pace_advantage", ownRank - enemyRank});
    }
    // NF-10 (*), NF-A24: infantry against cavalry counts type 1; between cavalry the gap needs the
    // heavier at PAC or PCH; artillery has no type.
    int ownType = input.typeRank;
    int enemyType = input.enemyTypeRank;
    if (input.arm == Arm::Infantry && input.enemyArm == Arm::Cavalry) {
        ownType = parameters.meleeInfVsCavType;
    } else if (input.arm == Arm::Cavalry && input.enemyArm == Arm::Infantry) {
        enemyType = parameters.meleeInfVsCavType;
    }
    int typeGap = std::max(0, enemyType - ownType);
    if (input.arm == Arm::Artillery || input.enemyArm == Arm::Artillery) {
        typeGap = 0;
    } else if (input.arm == Arm::Cavalry && input.enemyArm == Arm::Cavalry && typeGap > 0) {
        const std::vector<int> &paces = parameters.cavTypeGapPaces; // the heavier is the enemy here
        typeGap = std::find(paces.begin(), paces.end(), input.enemyPace) != paces.end() ? typeGap : 0;
    }
    if (typeGap > 0) {
        choices.push_back({"type_disadvantage", typeGap});
    }
    SumOptions options;
    options.doubleStarred =
        (input.arm == Arm::Cavalry && input.enemyArm == Arm::Infantry) ||
        (parameters.cavVsInfDoubleBoth && input.arm == Arm::Infantry && input.enemyArm == Arm::Cavalry);
    addModifiers(rules, ModifierList::Melee, choices, out, options);
    out.add("NF-1", "random_die", "random_die", readRandomDie(rules.randomDie, input.d6));
    const int figures = input.figures * (input.arm == Arm::Artillery ? rules.lossTable.artilleryMultiplierMelee : 1);
    out.losses = readLossTable(rules, out, figures);
    return out;
}

} // namespace arbitre::napoleonic
