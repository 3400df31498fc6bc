// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// One procedure of the figure rules resolved on the units and applied: the session's single
// path, for a new event and for a replayed one alike.
#include "arbitre/core/recorded_dice.h"
#include "arbitre/napoleonic/figures_session.h"
#include "common/session_support.h"
#include "figures_session_specs.h"

#include <algorithm>
#include <string>

namespace arbitre::napoleonic {

namespace {

using nlohmann::json;
using session::resolutionJson;

/** What one procedure needs while it runs: the rules, the units, the dice it records. */
struct Context
{
    const FiguresScenario &scenario;
    const FiguresOrders &orders;
    FiguresState &state;
    RecordingDice dice;
    const FiguresRuleset &rules() const { return scenario.ruleset(); }

    FiguresUnit &unit(const std::string &id, const char *role)
    {
        if (id.empty())
            throw SessionError(std::string("this procedure needs a ") + role);
        const auto index = scenario.unitIndex(id);
        if (!index)
            throw SessionError("no unit '" + id + "' in this scenario");
        if (std::string(role) == "target" && id == orders.unit)
            throw SessionError("a unit is not its own target");
        return state[*index];
    }
    /** One die of the ruleset, logged with why it was rolled. */
    int roll(std::string purpose)
    {
        const int value = dice.roll(rules().dieSides);
        dice.rolls().back().purpose = std::move(purpose);
        return value;
    }
};

template <typename List> int indexOf(const List &list, const std::string &id, const char *what)
{
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (list[i].id == id)
            return static_cast<int>(i);
    }
    throw SessionError(std::string("unknown ") + what + " '" + id + "'");
}

json lossJson(const LossLookup &lookup)
{
    return json{{"cells", lookup.cells},
                {"steps", lookup.loss.steps},
                {"halves", lookup.loss.halves},
                {"harass", lookup.loss.harass}};
}

/** The losses a fire or a melee inflicts (NF-17), and the target's percentage in the action (NF-18). */
json inflict(const FiguresRuleset &rules, FiguresUnit &target, const LossCode &loss)
{
    const LossApplication applied = sufferLosses(rules, target, loss);
    const PercentageLookup percent =
        lossPercentage(rules, target.losses.stepsThisAction, std::max(1, target.figuresAtActionStart));
    return json{{"steps", applied.steps},
                {"figures_removed", applied.figuresRemoved},
                {"action_percent", percent.percent},
                {"eliminated", percent.eliminated}};
}

void append(std::vector<ModifierChoice> &to, const std::vector<ModifierChoice> &from)
{
    to.insert(to.end(), from.begin(), from.end());
}

json fire(Context &c)
{
    FiguresUnit &shooter = c.unit(c.orders.unit, "unit");
    FiguresUnit &target = c.unit(c.orders.target, "target");
    const FiguresRuleset &rules = c.rules();
    FireInput input = fireInputFor(rules, shooter);
    append(input.modifiers, c.orders.modifiers);
    if (c.orders.figures)
        input.figures = *c.orders.figures;
    const int skirmish = rules.formationIndex("skirmish").value_or(-1);
    input.targetSkirmishers = target.formation == skirmish; // NF-8 a
    input.shooterSkirmishers = shooter.formation == skirmish;
    input.targetPace = target.pace; // NF-A19
    input.targetArm = target.arm;
    input.d6 = c.roll("fire of " + shooter.id + " on " + target.id + " (NF-1)");
    const FireResult result = resolveFire(rules, input);
    json out = resolutionJson(result);
    out["loss"] = lossJson(result.losses);
    out["no_fire"] = result.noFire;
    out["losses_ignored"] = result.lossesIgnored;
    if (!result.noFire && !result.lossesIgnored)
        out["inflicted"] = inflict(rules, target, result.losses.loss);
    return out;
}

json melee(Context &c)
{
    FiguresUnit &unit = c.unit(c.orders.unit, "unit");
    FiguresUnit &enemy = c.unit(c.orders.target, "target");
    const FiguresRuleset &rules = c.rules();
    MeleeInput input = meleeInputFor(rules, unit, enemy);
    append(input.modifiers, c.orders.modifiers);
    if (c.orders.figures)
        input.figures = *c.orders.figures; // NF-A42: the GM counts the figures fighting
    input.d6 = c.roll("melee of " + unit.id + " on " + enemy.id + " (NF-9)");
    if (c.orders.general)
        input.generalD6 = c.roll("general engaged with " + unit.id + " (NF-11)");
    const MeleeResult result = resolveMelee(rules, input);
    json out = resolutionJson(result);
    out["loss"] = lossJson(result.losses);
    out["general_down"] = result.generalDown;
    if (result.generalDown && unit.leader)
        unit.leader->struckDown = true;
    out["inflicted"] = inflict(rules, enemy, result.losses.loss);
    return out;
}

TestKind testKind(const std::string &id)
{
    if (id == "mac")
        return TestKind::Mac;
    if (id == "counter_mac")
        return TestKind::CounterMac;
    if (id == "standing")
        return TestKind::Standing;
    if (id.empty() || id == "other")
        return TestKind::Other;
    throw SessionError("unknown test '" + id + "'; expected mac, counter_mac, standing or other (NF-29)");
}

/** The opponent's part of a test (M9, M13, M15) and the boxes of M11. */
void describeSurroundings(Context &c, const FiguresUnit &unit, MoraleInput &input)
{
    const FiguresRuleset &rules = c.rules();
    if (!c.orders.target.empty()) {
        const FiguresUnit &enemy = c.unit(c.orders.target, "target");
        input.enemyArm = enemy.arm;
        input.enemyStatusRank = rules.statusRank.at(static_cast<std::size_t>(enemy.status));
        input.enemyTypeRank = enemy.typeRank;
        // M15: cavalry charging infantry reads the infantry's cohesion (M12) and the GM's M13 ticks.
        if (input.kind == TestKind::Mac && unit.arm == Arm::Cavalry && enemy.arm == Arm::Infantry) {
            input.cavalryMacOnInfantry = true;
            input.infantryModifiers.push_back({rules.cohesion.at(static_cast<std::size_t>(enemy.cohesion)).id, 1});
            append(input.infantryModifiers, c.orders.targetModifiers);
        }
    }
    input.threatenedByCavalry = c.orders.threatenedByCavalry;
    for (const std::string &id : c.orders.friends)
        input.friends.push_back(indexOf(rules.boxes, id, "situation box"));
    for (const std::string &id : c.orders.enemies)
        input.enemies.push_back(indexOf(rules.boxes, id, "situation box"));
}

json morale(Context &c)
{
    FiguresUnit &unit = c.unit(c.orders.unit, "unit");
    const FiguresRuleset &rules = c.rules();
    MoraleInput input = moraleInputFor(rules, unit, testKind(c.orders.test));
    append(input.modifiers, c.orders.modifiers);
    input.paToSpend = c.orders.paToSpend;
    input.stepsFromObjective = c.orders.stepsFromObjective; // NF-A56: left out of a MAC unit's M17
    describeSurroundings(c, unit, input);
    input.d6 = c.roll("morale test of " + unit.id + " (M19)");
    const MoraleResult result = moraleTest(rules, input);
    applyMorale(rules, unit, result);
    json out = resolutionJson(result);
    out["raw_score"] = result.rawScore;
    out["band"] = rules.boxes.at(static_cast<std::size_t>(result.band)).id;
    out["new_box"] = rules.boxes.at(static_cast<std::size_t>(result.newBox)).id;
    out["ddf"] = result.ddf;
    out["disorder"] = result.disorder;
    out["fights"] = result.fights;
    return out;
}

json control(Context &c)
{
    FiguresUnit &unit = c.unit(c.orders.unit, "unit");
    const FiguresRuleset &rules = c.rules();
    ControlInput input;
    input.status = unit.status;
    if (!c.orders.target.empty()) {
        // NF-45: the enemy's box and cohesion say RET or DER; flank and rear are the GM's.
        const FiguresUnit &enemy = c.unit(c.orders.target, "target");
        input.enemyRetraite = enemy.box == rules.boxIndex("retraite");
        input.enemyDeroute = enemy.box == rules.boxIndex("deroute");
        input.enemySaf = enemy.cohesion == 1;
        input.enemyDes = enemy.cohesion == 2;
    }
    for (const std::string &item : c.orders.situation) {
        if (item == ControlSituations[0])
            input.enemyFlank = true;
        else if (item == ControlSituations[1])
            input.enemyRear = true;
        else
            throw SessionError("unknown situation '" + item + "'; expected flank or rear (NF-45)");
    }
    // NF-46, NF-M4: "+1 si le testeur est formé" is the tester's cohesion. NF-A70: the general present is the
    // one counted in M20 (the unit's leader), "+1 si non précisé" unless the GM states his character.
    input.formed = unit.cohesion == 0; // the cohesion ladder: formed, saf, des
    input.general = unit.leader ? GeneralCharacter::Unspecified : GeneralCharacter::None;
    for (const ModifierChoice &choice : c.orders.modifiers) {
        if (choice.id == "light_cavalry")
            input.lightCavalry = true;
        else if (const std::string why = figures_spec::derivedTickRefusal(rules, FiguresProcedure::Control, choice.id);
                 !why.empty())
            throw SessionError(why);
        else if (!unit.leader && (choice.id == "general_positive" || choice.id == "general_negative"))
            throw SessionError(choice.id + ": " + unit.id +
                               " has no general counted in M20, so no general is present for its control test "
                               "(NF-46, NF-A70)");
        else if (choice.id == "general_positive")
            input.general = GeneralCharacter::Positive;
        else if (choice.id == "general_negative")
            input.general = GeneralCharacter::Negative;
        else
            throw SessionError("unknown control modifier '" + choice.id + "' (NF-46)");
    }
    input.generalDistanceUd = unit.leader ? unit.leader->distanceUd : 0;
    input.d6 = c.roll("control test of " + unit.id + " (NF-45)");
    const ControlResult result = controlTest(rules, input);
    json out = resolutionJson(result);
    out["threshold"] = result.threshold;
    out["modified_roll"] = result.modifiedRoll;
    return out;
}

json reaction(Context &c)
{
    FiguresUnit &unit = c.unit(c.orders.unit, "unit");
    const FiguresRuleset &rules = c.rules();
    ReactionInput input;
    input.test = moraleInputFor(rules, unit, TestKind::Reaction);
    append(input.test.modifiers, c.orders.modifiers);
    describeSurroundings(c, unit, input.test);
    input.test.stopFromPace = unit.pace;
    input.reactionPa = c.orders.paToSpend;
    input.fires = c.orders.fires;
    input.stops = c.orders.stops;
    input.test.d6 = c.roll("reaction test of " + unit.id + " (NF-47)");
    const ReactionResult result = reactionTest(rules, input);
    // NF-48: the PA of the turn now include the reaction's, the excess is POP.
    unit.paSpent = result.totalPa;
    unit.pop += result.pop;
    if (result.reacts && input.stops)
        unit.pace = rules.paceIndex("arr").value_or(0);
    json out = resolutionJson(result.test);
    out["band"] = rules.boxes.at(static_cast<std::size_t>(result.test.band)).id;
    out["total_pa"] = result.totalPa;
    out["excess"] = result.excess;
    out["pop"] = result.pop;
    out["reacts"] = result.reacts;
    return out;
}

json formation(Context &c)
{
    FiguresUnit &unit = c.unit(c.orders.unit, "unit");
    const FiguresRuleset &rules = c.rules();
    // NF-25 lists reforming as its own row, from "reform" to "reform", whatever the formation.
    const std::string &from =
        c.orders.to == "reform" ? c.orders.to : rules.formations.at(static_cast<std::size_t>(unit.formation)).id;
    const FormationChange change = formationChangeCost(rules, unit.nationColumn, from, c.orders.to);
    if (!change.pa)
        throw SessionError(unit.id + " cannot go from " + from + " to " + c.orders.to +
                           " directly (NF-25, NF-A12, NF-A13)");
    unit.paSpent += *change.pa;
    if (c.orders.to == "reform")
        unit.cohesion = std::max(0, unit.cohesion - 1); // NF-A15: one level at a time
    else if (const auto to = rules.formationIndex(c.orders.to))
        unit.formation = *to;
    json out = resolutionJson(change);
    out["pa"] = *change.pa;
    return out;
}

json move(Context &c)
{
    FiguresUnit &unit = c.unit(c.orders.unit, "unit");
    const FiguresRuleset &rules = c.rules();
    MovementInput input;
    input.horse = unit.horse;
    input.arm = unit.arm;
    input.pace = c.orders.pace.empty() ? unit.pace : indexOf(rules.paces, c.orders.pace, "pace");
    input.formation = unit.formation;
    input.backwardStep = c.orders.backwardStep;
    input.fromPace = unit.pace; // NF-24, NF-A34: the run-up from the unit's pace
    for (const std::string &id : c.orders.terrains)
        input.terrains.push_back(indexOf(rules.terrains, id, "terrain"));
    const Movement movement = movementAllowance(rules, input);
    if (!movement.allowance)
        throw SessionError(unit.id + " cannot move at that pace in its formation or across that terrain (NF-22, "
                                     "NF-23, NF-27)");
    unit.pace = input.pace;
    unit.paSpent += rules.paces.at(static_cast<std::size_t>(input.pace)).pa; // NF-2
    applyDdf(rules, unit, movement.ddf);
    if (movement.disorder)
        unit.cohesion = 2;
    json out = resolutionJson(movement);
    out["allowance"] = *movement.allowance;
    out["ddf"] = movement.ddf;
    return out;
}

json action(Context &c)
{
    startAction(c.rules(), c.unit(c.orders.unit, "unit")); // NF-A25
    return json{{"rule", "NF-A25"}};
}

} // namespace

Event resolveFiguresProcedure(const FiguresScenario &scenario, FiguresProcedure procedure, const FiguresOrders &orders,
                              Dice &dice, FiguresState &state)
{
    FiguresState next = state;
    Context c{scenario, orders, next, RecordingDice(dice)};
    json result;
    try {
        switch (procedure) {
        case FiguresProcedure::Fire:
            result = fire(c);
            break;
        case FiguresProcedure::Melee:
            result = melee(c);
            break;
        case FiguresProcedure::Morale:
            result = morale(c);
            break;
        case FiguresProcedure::Control:
            result = control(c);
            break;
        case FiguresProcedure::Reaction:
            result = reaction(c);
            break;
        case FiguresProcedure::Formation:
            result = formation(c);
            break;
        case FiguresProcedure::Move:
            result = move(c);
            break;
        case FiguresProcedure::Action:
            result = action(c);
            break;
        case FiguresProcedure::Override:
            result = overrideFiguresUnit(scenario, orders, c.unit(orders.unit, "unit"));
            break;
        }
    } catch (const ProcedureError &error) {
        throw SessionError(error.what());
    }
    // What the event did to the units: every changed key, before and after.
    const FiguresRuleset &rules = scenario.ruleset();
    std::vector<std::pair<std::string, json>> before, after;
    for (std::size_t i = 0; i < state.size(); ++i) {
        before.emplace_back(state[i].id, figuresUnitToJson(rules, scenario.units[i], state[i]));
        after.emplace_back(next[i].id, figuresUnitToJson(rules, scenario.units[i], next[i]));
    }
    json changes = session::changesBetween(before, after);
    result["changes"] = std::move(changes);
    state = std::move(next);
    return Event{"napoleonic." + std::string(figuresProcedureId(procedure)), figuresOrdersToJson(orders),
                 std::move(c.dice.rolls()), std::move(result)};
}

} // namespace arbitre::napoleonic
