// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The napoleonic-figures procedures as the core Session declares them on the demo: every input the GM
// gives with its bounds and options, narrowed by what is chosen, the dice once known, the refusals.
#include "support/figures_session_support.h"
#include "support/session_contract_support.h"

#include <catch2/catch.hpp>

using namespace arbitre;
using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;
using nlohmann::json;
using Ids = std::vector<std::string>;

TEST_CASE("NF session contract - nine procedures, each with its rule, its fr/en name and the acting unit",
          "[napoleonic][session][contract]")
{
    const FiguresSession session(demoScenario());
    const std::vector<ProcedureSpec> specs = session.procedures();
    Ids ids;
    for (const ProcedureSpec &spec : specs) {
        ids.push_back(spec.id);
        INFO(spec.id);
        CHECK(!spec.rule.empty());
        CHECK(!spec.label.fr.empty());
        CHECK(!spec.label.en.empty());
        CHECK(spec.refusal.empty());
        CHECK(spec.dice.empty()); // nothing chosen yet: the dice are not known
        const InputSpec &unit = inputOf(spec, "unit");
        CHECK(unit.kind == InputKind::Unit);
        CHECK(unit.required);
        CHECK(optionIds(unit) == Ids{"S", "A", "H", "T", "I", "R"});
        CHECK(optionOf(unit, "A").label.en == "2e cuirassiers");
        CHECK(optionOf(unit, "A").group == "fra");
        CHECK(optionOf(unit, "T").group == "all");
    }
    CHECK(ids == Ids{"fire", "melee", "morale", "control", "reaction", "formation", "move", "action", "override"});
    CHECK(specs[0].label.fr == "Tir");
    CHECK(specs[0].label.en == "Fire");
    CHECK_THROWS_WITH(session.procedure("charge", json::object()), "unknown procedure 'charge' in napoleonic-figures");
}

TEST_CASE("NF-4 fire spec - the target is never of the shooter's side, the shooter's factor, POP and cohesion are "
          "read off the unit (NF-6, NF-M4), the GM ticks the rest by group",
          "[napoleonic][session][contract]")
{
    const FiguresSession session(demoScenario());
    const ProcedureSpec fire = session.procedure("fire", {{"unit", "S"}});
    CHECK(inputKeys(fire) == Ids{"unit", "target", "modifiers", "evaded_amount", "art_fire_down_amount",
                                 "art_fire_up_amount", "ball_front_close_order_amount", "figures"});
    CHECK(optionIds(inputOf(fire, "target")) == Ids{"T", "I", "R"});
    CHECK(optionIds(inputOf(session.procedure("fire", {{"unit", "T"}}), "target")) == Ids{"S", "A", "H"});
    const InputSpec &modifiers = inputOf(fire, "modifiers");
    CHECK(modifiers.kind == InputKind::Choices);
    for (const char *derived : {"fire_factor", "shooter_pop", "shooter_saf", "shooter_des"})
        CHECK_FALSE(offers(modifiers, derived));
    const InputOption &p2 = optionOf(modifiers, "range_p2");
    CHECK(p2.rule == "NF-5");
    CHECK(p2.group == "range");
    CHECK(p2.label == Label{"Objectif à portée moyenne (P2)", "Target at medium range (P2)"});
    CHECK(optionOf(modifiers, "under_fire_canister").group == "under_fire");
    const InputSpec &evaded = inputOf(fire, "evaded_amount"); // NF-8 c: per UD of compulsory move
    CHECK(evaded.kind == InputKind::Integer);
    CHECK((evaded.minimum == 1 && evaded.maximum == 99 && evaded.defaultValue == 1));
    CHECK(evaded.rule == "NF-8");
    const InputSpec &figures = inputOf(fire, "figures"); // NF-A42: all of them unless the GM counts fewer
    CHECK((figures.minimum == 1 && figures.maximum == 100 && figures.defaultValue == 12));
    CHECK_FALSE(figures.required);
}

TEST_CASE("NF-1 fire spec - once the target is chosen the spec names its die, as the log will", "[napoleonic][session]")
{
    const FiguresSession session(demoScenario());
    const ProcedureSpec fire = session.procedure("fire", {{"unit", "S"}, {"target", "T"}});
    CHECK(fire.refusal.empty());
    REQUIRE(fire.dice.size() == 1);
    CHECK(fire.dice[0] == DieSpec{6, "fire of S on T (NF-1)"});
    // NF-7, NF-A39: canister reaches P2 at most; the spec says so before any die is thrown.
    const ProcedureSpec canister =
        session.procedure("fire", {{"unit", "S"}, {"target", "T"}, {"modifiers", {"canister", "range_p3"}}});
    CHECK(canister.refusal == "canister: up to P2 only (NF-7)");
    CHECK(canister.dice.empty());
    // NF-5: one range band.
    CHECK(
        session.procedure("fire", {{"unit", "S"}, {"target", "T"}, {"modifiers", {"range_p1", "range_p2"}}}).refusal ==
        "modifiers 'range_p1' and 'range_p2' are exclusive (group 'range', NF-5)");
}

TEST_CASE("NF-9 NF-11 melee spec - an enemy target, the general's die when he fights, factors and paces derived",
          "[napoleonic][session][contract]")
{
    const FiguresSession session(demoScenario());
    const ProcedureSpec melee = session.procedure("melee", {{"unit", "A"}, {"target", "I"}, {"general", true}});
    CHECK(optionIds(inputOf(melee, "target")) == Ids{"T", "I", "R"});
    const InputSpec &modifiers = inputOf(melee, "modifiers");
    for (const char *derived : {"melee_factor", "own_pop", "own_saf", "own_des", "pace_advantage", "type_disadvantage",
                                "general_engaged", "general_down"})
        CHECK_FALSE(offers(modifiers, derived));
    CHECK(offers(modifiers, "enemy_flank_or_saf")); // the flank is the GM's; SAF is also read off the enemy
    CHECK(offers(modifiers, "lance"));
    CHECK(inputOf(melee, "general").kind == InputKind::Flag);
    CHECK(inputOf(melee, "figures").defaultValue == 8);
    REQUIRE(melee.dice.size() == 2);
    CHECK(melee.dice[1].purpose == "general engaged with A (NF-11)");
}

TEST_CASE("NF-29 NF-32 morale spec - the test, the GM's ticks, the units in sight by side at their boxes, M15's "
          "infantry ticks, M10 and NF-A56",
          "[napoleonic][session][contract]")
{
    const FiguresSession session(demoScenario());
    const ProcedureSpec morale = session.procedure("morale", {{"unit", "A"}});
    const InputSpec &test = inputOf(morale, "test");
    CHECK(optionIds(test) == Ids{"other", "mac", "counter_mac", "standing"});
    CHECK(test.defaultValue == "other");
    CHECK(optionOf(test, "standing").label.en == "standing, receiving a MAC");
    CHECK(optionIds(inputOf(morale, "target")) == Ids{"T", "I", "R"});
    const InputSpec &modifiers = inputOf(morale, "modifiers");
    // NF-M4: M12's formed/SAF/DES, M9, M10, M15, M18, M20 and the stop come from the units and the orders.
    for (const char *derived : {"formed", "saf", "des", "superior_enemy", "pa_excess", "cav_vs_inf", "base_morale",
                                "leader", "leader_far", "reaction_stop"})
        CHECK_FALSE(offers(modifiers, derived));
    CHECK(offers(modifiers, "square_vs_cav"));
    CHECK(optionOf(modifiers, "flank_threatened").group == "m13_flank");
    CHECK(optionIds(inputOf(morale, "friends_in_sight")) == Ids{"S", "H"});
    CHECK(optionIds(inputOf(morale, "enemies_in_sight")) == Ids{"T", "I", "R"});
    CHECK(findInput(morale, "A_box") == nullptr); // the tester does not see itself
    const InputSpec &box = inputOf(morale, "I_box");
    CHECK(box.defaultValue == "arret");
    CHECK(optionIds(box) ==
          Ids{"charge", "attaque", "avance", "arret", "halte", "repli", "retraite", "deroute"}); // NF-35, best first
    const InputSpec &infantry = inputOf(morale, "target_modifiers");                             // M15, NF-A54
    CHECK(offers(infantry, "flank_threatened"));
    CHECK(offers(infantry, "square_vs_cav"));
    CHECK_FALSE(offers(infantry, "formed")); // its cohesion is read from the unit
    CHECK_FALSE(offers(infantry, "own_cover_light"));
    CHECK((inputOf(morale, "pa_to_spend").maximum == 20 && inputOf(morale, "steps_from_objective").maximum == 40));
    CHECK(inputOf(morale, "threatened_by_cavalry").rule == "NF-34");
    CHECK(morale.dice == std::vector<DieSpec>{{6, "morale test of A (M19)"}});
}

TEST_CASE("NF-45 NF-47 control and reaction specs - the enemy's flank or rear, the control ticks, the reaction's PA, "
          "fire and stop",
          "[napoleonic][session][contract]")
{
    const FiguresSession session(demoScenario());
    const ProcedureSpec control = session.procedure("control", {{"unit", "H"}});
    CHECK(optionIds(inputOf(control, "situation")) == Ids{"flank", "rear"});
    // NF-46, NF-M4, NF-A70: the formed tester's +1 and the unstated general's +1 are read off the unit.
    CHECK(optionIds(inputOf(control, "modifiers")) == Ids{"light_cavalry", "general_positive", "general_negative"});
    CHECK(optionOf(inputOf(control, "modifiers"), "general_negative").group == "control_general");
    const ProcedureSpec reaction = session.procedure("reaction", {{"unit", "T"}});
    CHECK(inputKeys(reaction).size() == 14); // unit, target, modifiers, 2 in sight, 5 boxes, PA, threat, fires, stops
    CHECK(inputOf(reaction, "pa_to_spend").rule == "NF-47");
    CHECK(inputOf(reaction, "fires").kind == InputKind::Flag);
    CHECK(inputOf(reaction, "stops").kind == InputKind::Flag);
    CHECK(findInput(reaction, "test") == nullptr);
    CHECK(optionIds(inputOf(reaction, "friends_in_sight")) == Ids{"I", "R"});
}

TEST_CASE("NF-25 NF-A13 formation spec - formations and the table's manoeuvres, a change the table lacks is refused "
          "before it is played",
          "[napoleonic][session][contract]")
{
    const FiguresSession session(demoScenario());
    const ProcedureSpec formation = session.procedure("formation", {{"unit", "S"}});
    const InputSpec &to = inputOf(formation, "to");
    CHECK(to.required);
    for (const char *id : {"line", "coc", "square", "skirmish", "pivot", "about_face", "reform"})
        CHECK(offers(to, id));
    CHECK(optionOf(to, "about_face").label == Label{"demi-tour", "about face"});
    CHECK(session.procedure("formation", {{"unit", "S"}, {"to", "coc"}}).refusal.empty());
    const ProcedureSpec cof = session.procedure("formation", {{"unit", "H"}, {"to", "square"}});
    CHECK(cof.refusal == "H cannot go from line to square directly (NF-25, NF-A12, NF-A13)");
}

TEST_CASE("NF-22 NF-24 NF-27 move spec - the pace, the unit's own by default, the terrain crossed, the backward step",
          "[napoleonic][session][contract]")
{
    const FiguresSession session(demoScenario());
    const ProcedureSpec move = session.procedure("move", {{"unit", "S"}});
    const InputSpec &pace = inputOf(move, "pace");
    CHECK(optionIds(pace) == Ids{"arr", "por", "pac", "pch"});
    CHECK(pace.defaultValue == "arr");
    CHECK(offers(inputOf(move, "terrains"), "boc"));
    CHECK(inputOf(move, "terrains").kind == InputKind::Choices);
    CHECK(inputOf(move, "backward_step").rule == "NF-24");
    CHECK(move.dice.empty()); // a move reads no die
    CHECK(inputKeys(session.procedure("action", json::object())) == Ids{"unit"});
}

TEST_CASE("NF-M6 override spec - the unit's keys, the value each takes, the reason required",
          "[napoleonic][session][contract]")
{
    const FiguresSession session(demoScenario());
    const ProcedureSpec blank = session.procedure("override", {{"unit", "T"}});
    const InputSpec &field = inputOf(blank, "field");
    CHECK(field.options.size() == 13);
    CHECK(optionOf(field, "pa_spent").label == Label{"PA dépensés", "PA spent"});
    CHECK(inputOf(blank, "value").kind == InputKind::Text); // no key chosen: any value
    CHECK(inputOf(blank, "reason").required);
    const InputSpec &figures = inputOf(session.procedure("override", {{"unit", "T"}, {"field", "figures"}}), "value");
    CHECK((figures.kind == InputKind::Integer && figures.minimum == 0 && figures.maximum == 24));
    const InputSpec &box = inputOf(session.procedure("override", {{"unit", "T"}, {"field", "box"}}), "value");
    CHECK(box.kind == InputKind::Choice);
    CHECK(optionOf(box, "deroute").label == Label{"Déroute", "Rout"});
    const InputSpec &carried =
        inputOf(session.procedure("override", {{"unit", "T"}, {"field", "carried_steps"}}), "value");
    CHECK(carried.maximum == 2); // NF-A9: 3 steps a figure
}

TEST_CASE("NF session contract - checkInput names the key of every input the spec does not allow",
          "[napoleonic][session][contract]")
{
    const FiguresSession session(demoScenario());
    const auto refused = [&](const char *procedure, const json &input) {
        try {
            checkInput(session.procedure(procedure, input), input);
        } catch (const SessionError &error) {
            return std::string(error.what());
        }
        return std::string();
    };
    CHECK(refused("fire", {{"unit", "S"}, {"target", "A"}}) == "fire: target: expected one of T, I, R, not \"A\"");
    CHECK(refused("fire", {{"unit", "S"}, {"target", "T"}, {"modifiers", {"fire_factor"}}})
              .starts_with("fire: modifiers: expected ids among range_p1"));
    CHECK(refused("fire", {{"unit", "S"}, {"target", "T"}, {"evaded_amount", 0}}) ==
          "fire: evaded_amount: expected a whole number from 1 to 99, not 0");
    CHECK(refused("fire", {{"unit", "S"}}) == "fire: target: required");
    CHECK(refused("morale", {{"unit", "A"}, {"friends_in_sight", {"T"}}}) ==
          "morale: friends_in_sight: expected ids among S, H, not \"T\"");
    CHECK(
        refused("morale", {{"unit", "A"}, {"I_box", "nowhere"}}).starts_with("morale: I_box: expected one of charge"));
    CHECK(refused("morale", {{"unit", "A"}, {"fires", true}}).starts_with("morale: unknown input 'fires'"));
    CHECK(refused("override", {{"unit", "T"}, {"field", "pop"}, {"value", "two"}, {"reason", "x"}}) ==
          "override: value: expected a whole number from 0 to 100, not \"two\"");
    CHECK(refused("override", {{"unit", "T"}, {"field", "pop"}, {"value", 2}}) == "override: reason: required");
    CHECK(refused("move", {{"unit", "S"}, {"terrains", {"boc", "boc"}}}) == "move: terrains: boc is given twice");
}
