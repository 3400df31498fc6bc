// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "figures_procedure_support.h"

#include <algorithm>
#include <array>

namespace arbitre::napoleonic {

using namespace detail;

namespace {

using P = FiguresParameters;

const SituationBox &boxAt(const FiguresRuleset &rules, int index)
{
    if (index < 0 || index >= static_cast<int>(rules.boxes.size())) {
        throw ProcedureError("unknown box index " + std::to_string(index));
    }
    return rules.boxes[static_cast<std::size_t>(index)];
}

/** M1 (NF-29, NF-31, NF-A43, NF-A44). */
int situationValue(const FiguresRuleset &rules, const MoraleInput &input)
{
    switch (input.kind) {
    case TestKind::Mac:
        return rules.macSituation;
    case TestKind::CounterMac:
        switch (rules.parameters.counterMacStart) {
        case P::CounterMacStart::ByKind:
            return input.counterMacAfterChange ? rules.reactionSituation : rules.responseSituation;
        case P::CounterMacStart::Always1:
            return rules.responseSituation;
        case P::CounterMacStart::Always0:
            return rules.reactionSituation;
        }
        break;
    case TestKind::Standing:
        return rules.parameters.standingCountsAs == P::StandingCountsAs::Response ? rules.responseSituation
                                                                                  : boxAt(rules, input.box).value;
    case TestKind::Reaction:
        return rules.reactionSituation;
    case TestKind::Other:
        break;
    }
    return boxAt(rules, input.box).value;
}

/** M9 (NF-33, NF-A47): status and type gaps to a superior enemy. */
int superiorEnemySteps(const FiguresRuleset &rules, const MoraleInput &input)
{
    const int statusGap = std::max(0, input.enemyStatusRank - input.statusRank);
    int ownType = input.typeRank;
    int enemyType = input.enemyTypeRank;
    if (input.arm == Arm::Infantry && input.enemyArm == Arm::Cavalry) {
        ownType = rules.m9InfVsCavType;
    } else if (input.arm == Arm::Cavalry && input.enemyArm == Arm::Infantry) {
        enemyType = rules.m9InfVsCavType;
    }
    const bool artillery = input.arm == Arm::Artillery || input.enemyArm == Arm::Artillery;
    const int typeGap = artillery ? 0 : std::max(0, enemyType - ownType);
    return rules.parameters.superiorEnemyMax ? std::max(statusGap, typeGap) : statusGap + typeGap;
}

/** M11 (NF-32, NF-A50): friends at their box value, enemies at its opposite. */
int friendsEnemies(const FiguresRuleset &rules, const MoraleInput &input, const ModifierGroup &group)
{
    int friends = 0;
    for (const int box : input.friends) {
        friends += boxAt(rules, box).value;
    }
    int enemies = 0;
    for (const int box : input.enemies) {
        enemies -= boxAt(rules, box).value;
    }
    if (rules.parameters.friendsEnemiesSeparate) {
        friends = std::min(friends, group.max.value_or(friends));
        enemies = std::max(enemies, group.min.value_or(enemies));
    }
    return friends + enemies;
}

/** M15 (NF-34, NF-A54): the infantry's M12 and M13, its threat doubling left out by default. */
int infantryParameters(const FiguresRuleset &rules, const MoraleInput &input)
{
    Resolution infantry;
    SumOptions options;
    options.threatGroup = InfantryParameterGroups[1];
    options.threatFactor = rules.parameters.cavVsInfUseDoubledThreat ? rules.m13InfByCavFactor : 1;
    addModifiers(rules, ModifierList::Morale, input.infantryModifiers, infantry, options);
    for (const ChosenModifier &m : infantry.modifiers) {
        if (std::find(InfantryParameterGroups.begin(), InfantryParameterGroups.end(), m.group) ==
            InfantryParameterGroups.end()) {
            throw ProcedureError("M15 counts the infantry's formation and flanks only, got '" + std::string(m.id) +
                                 "'");
        }
    }
    return infantry.breakdown.total();
}

/** M16 (NF-34, NF-A55): C − ⌈lost % ÷ 10⌉, in steps or whole figures, never below the floor. */
int strengthValue(const FiguresRuleset &rules, const MoraleInput &input)
{
    const P &parameters = rules.parameters;
    const int complete = rules.strengthComplete[static_cast<std::size_t>(input.strengthKind)];
    // morale.strength.measure figures: only whole figures removed count (3 steps each by default).
    const int perUnit = parameters.strengthInFigures ? parameters.stepsPerFigure : 1;
    const int full = input.stepsAtFullStrength / perUnit;
    if (full <= 0) {
        return complete;
    }
    const long lost = 100L * (std::max(0, input.stepsLostBefore) / perUnit);
    const long band = static_cast<long>(full) * rules.strengthBandPct;
    const int bands = static_cast<int>((lost + band - 1) / band);
    const int value = complete + rules.strengthPerBand * bands;
    return parameters.strengthFloor ? std::max(*parameters.strengthFloor, value) : value;
}

bool isMacKind(TestKind kind)
{
    return kind == TestKind::Mac || kind == TestKind::CounterMac;
}

/** NF-37, NF-A60: which side line 0 comes from. */
bool comesFromPlus(const FiguresRuleset &rules, const MoraleInput &input)
{
    if (input.kind == TestKind::Mac || input.kind == TestKind::Standing) {
        return true;
    }
    if (input.kind == TestKind::CounterMac) {
        return situationValue(rules, input) > 0 || input.box <= rules.zeroFromPlus;
    }
    return input.box <= rules.zeroFromPlus;
}

void applyColumn(const FiguresRuleset &rules, const MoraleInput &input, MoraleResult &out)
{
    const SituationBox &band = boxAt(rules, out.band);
    const bool negative = band.mac == MacMove::FallBack;
    out.ddf = band.ddf;
    out.disorder = band.cohesion == CohesionEffect::Des;
    out.fights = band.fights;
    const int last = static_cast<int>(rules.boxes.size()) - 1;
    switch (input.kind) {
    case TestKind::Mac:
    case TestKind::CounterMac:
    case TestKind::Reaction:
        out.column = "mac";
        out.newBox = out.band;
        out.pace = band.pace;
        out.ddf = band.ddf && (negative || rules.parameters.halteDdfForMac);
        out.result = band.id;
        break;
    case TestKind::Standing:
        // NF-36 b, NF-A64: ARRÊT or better stays in its box; its band sets its fire.
        out.column = "standing";
        out.newBox = negative ? out.band : input.box;
        out.fireRange = band.standingFire;
        out.result = band.standingFire ? rules.modifiers[0][static_cast<std::size_t>(*band.standingFire)].id
                                       : (negative ? band.id : "fire_ineffective");
        break;
    case TestKind::Other: {
        // NF-36 c, NF-A62: going up is optional, going down compulsory; the ladder's ends hold.
        out.column = "other";
        const int start = input.box;
        const int reached = start - band.otherShift;
        if (band.otherShift > 0) {
            out.newBox = start;
            out.highestBox = std::max(0, reached);
        } else {
            out.newBox = std::min(last, reached);
        }
        // situation.other_reasons.clamp false: the ladder's ends do not hold; past them the GM decides.
        out.needsGm = !rules.parameters.otherReasonsClamp && (reached < 0 || reached > last);
        out.ddf = out.ddf && negative;
        out.result = boxAt(rules, out.newBox).id;
        break;
    }
    }
}

} // namespace

int bandOf(const FiguresRuleset &rules, int score, bool fromPlus)
{
    const int read = std::clamp(score, rules.clampMin, rules.clampMax);
    if (read == 0) {
        return fromPlus ? rules.zeroFromPlus : rules.zeroFromMinus;
    }
    for (std::size_t i = 0; i < rules.boxes.size(); ++i) {
        if (read >= rules.boxes[i].min && read <= rules.boxes[i].max) {
            return static_cast<int>(i);
        }
    }
    return static_cast<int>(rules.boxes.size()) - 1; // the loader checked the bands cover the clamp
}

namespace {

/** The morale modifiers chosen by the GM, with those the unit's situation adds (M9, M10, M15, M18, M20). */
std::vector<ModifierChoice> moraleChoices(const FiguresRuleset &rules, const MoraleInput &input)
{
    const FiguresParameters &parameters = rules.parameters;
    std::vector<ModifierChoice> choices;
    for (const ModifierChoice &choice : input.modifiers) {
        // M15 replaces M14 for a cavalry MAC on infantry (NF-A54).
        const std::optional<int> index = rules.modifierIndex(ModifierList::Morale, choice.id);
        const bool m14 =
            index && rules.groups[static_cast<std::size_t>(rules.modifiers[2][static_cast<std::size_t>(*index)].group)]
                         .id.starts_with("m14_");
        if (!(m14 && input.cavalryMacOnInfantry)) {
            choices.push_back(choice);
        }
    }
    if (const int steps = superiorEnemySteps(rules, input); steps > 0) {
        choices.push_back({"superior_enemy", steps}); // M9
    }
    // NF-A48: a counter-MAC counts as 2 PA to be spent.
    const int toSpend =
        input.kind == TestKind::CounterMac ? std::max(input.paToSpend, parameters.counterMacPa) : input.paToSpend;
    const int pa = input.paSpent + toSpend;
    if (pa > rules.paCredit) {
        choices.push_back({"pa_excess", pa - rules.paCredit}); // M10
    }
    if (input.cavalryMacOnInfantry) {
        const int infantry = infantryParameters(rules, input);
        if (infantry != 0) {
            choices.push_back({"cav_vs_inf", infantry}); // M15
        }
    }
    if (input.baseMorale != 0) {
        choices.push_back({"base_morale", input.baseMorale}); // M18
    }
    if (input.leader) {
        // M20, NF-A58: a struck-down general's factor is subtracted; far away: −1.
        int factor = input.leader->factor;
        if (input.leader->struckDown) {
            factor = parameters.struckDown == P::StruckDown::Subtract ? -factor : 0;
        }
        if (factor != 0) {
            choices.push_back({"leader", factor});
        }
        if (input.leader->distanceUd > parameters.leaderFarUd) {
            choices.push_back({"leader_far", 1});
        }
    }
    if (input.kind == TestKind::Reaction && input.stopFromPace > 0) {
        if (input.stopFromPace >= static_cast<int>(rules.paces.size())) {
            throw ProcedureError("unknown pace index " + std::to_string(input.stopFromPace));
        }
        choices.push_back({"reaction_stop", rules.paces[static_cast<std::size_t>(input.stopFromPace)].rank});
    }
    return choices;
}

/** M11 after the ticks: the group's cap applies to the net value. */
void addFriendsEnemies(const FiguresRuleset &rules, const MoraleInput &input, MoraleResult &out)
{
    const std::optional<int> m11Group = [&]() -> std::optional<int> {
        for (std::size_t i = 0; i < rules.groups.size(); ++i) {
            if (rules.groups[i].id == "m11_friends_enemies") {
                return static_cast<int>(i);
            }
        }
        return std::nullopt;
    }();
    if (m11Group && !(input.friends.empty() && input.enemies.empty())) {
        const ModifierGroup &group = rules.groups[static_cast<std::size_t>(*m11Group)];
        const int net = friendsEnemies(rules, input, group);
        out.add(group.ruleId, group.id, group.id, net);
        const int capped = std::clamp(net, group.min.value_or(net), group.max.value_or(net));
        if (capped != net) {
            out.add(group.ruleId, group.id, group.id, capped - net, 1, true);
        }
    }
}

/** M17, NF-A56: the losses of this action; a MAC unit leaves out the losses its objective inflicted. */
void addActionLosses(const FiguresRuleset &rules, const MoraleInput &input, MoraleResult &out)
{
    const int excluded =
        isMacKind(input.kind) && rules.parameters.actionLossesExcludeObjective ? input.stepsFromObjective : 0;
    const int actionSteps = std::max(0, input.stepsThisAction - excluded);
    if (actionSteps > 0) {
        const PercentageLookup pct = lossPercentage(rules, actionSteps, input.figuresAtActionStart);
        out.add("NF-34", "action_losses", "m17_action_losses",
                rules.actionLossValue * (pct.percent / rules.actionLossPct));
    }
}

/** NF-35–NF-37: the score clamped, its box on the situation table and the column that applies. */
void readSituationTable(const FiguresRuleset &rules, const MoraleInput &input, MoraleResult &out)
{
    out.rawScore = out.breakdown.total();
    out.score = std::clamp(out.rawScore, rules.clampMin, rules.clampMax);
    out.fromPlus = comesFromPlus(rules, input);
    out.zeroLine = out.score == 0;
    out.band = bandOf(rules, out.score, out.fromPlus);
    out.table = "situation_table";
    out.row = std::to_string(out.score);
    out.cell = rules.boxes[static_cast<std::size_t>(out.band)].id;
    applyColumn(rules, input, out);
}

} // namespace

MoraleResult moraleTest(const FiguresRuleset &rules, const MoraleInput &input)
{
    MoraleResult out;
    const FiguresParameters &parameters = rules.parameters;
    out.add("NF-31", "situation", "m1_situation", situationValue(rules, input));
    const std::vector<ModifierChoice> choices = moraleChoices(rules, input);
    std::array<std::string_view, 2> sumGroups{};
    std::size_t sums = 0;
    if (parameters.underFireSum) {
        sumGroups[sums++] = "m7_under_fire";
    }
    if (parameters.flankSum) {
        sumGroups[sums++] = "m13_flank";
    }
    SumOptions options;
    options.sumGroups = std::span<const std::string_view>(sumGroups.data(), sums);
    options.threatGroup = "m13_flank";
    options.threatFactor = input.threatenedByCavalry && input.arm == Arm::Infantry && parameters.flankDoubleInfVsCav
                               ? rules.m13InfByCavFactor
                               : 1;
    addModifiers(rules, ModifierList::Morale, choices, out, options);
    addFriendsEnemies(rules, input, out);
    out.add("NF-34", "strength", "m16_strength", strengthValue(rules, input));
    addActionLosses(rules, input, out);
    out.add("NF-34", "random_die", "m19_random_die", readRandomDie(rules.randomDie, input.d6));
    readSituationTable(rules, input, out);
    return out;
}

} // namespace arbitre::napoleonic
