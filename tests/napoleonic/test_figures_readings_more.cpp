// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// More alternative readings: every parameter the procedures read changes what they compute.
#include "support/figures_builders.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>

using namespace arbitre;
using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;
using Json = nlohmann::json;

namespace {

std::shared_ptr<const FiguresRuleset> with(const std::string &key, const Json &value)
{
    std::ifstream in(shippedFiguresPath());
    Json json = Json::parse(in);
    REQUIRE(json["parameters"].contains(key));
    json["parameters"][key] = value;
    const JsonDocument document = JsonDocument::fromText(json.dump(), "edited.json");
    return readFiguresRuleset(document, figuresRegistry().readHeader(document));
}

MoraleInput plain(TestKind kind = TestKind::Other)
{
    MoraleInput input;
    input.kind = kind;
    input.d6 = 3;
    return input;
}

} // namespace

TEST_CASE("NF-A5 NF-A9 NF-A11 NF-A12 loss and melee readings switched", "[napoleonic][readings]")
{
    CHECK(lookUpLosses(*with("loss_table.score_out_of_range", "gm"), 8, 4).needsGm);
    CHECK_FALSE(lookUpLosses(*with("loss_table.score_out_of_range", "gm"), 6, 4).needsGm);
    const auto noCarry = with("losses.carry_steps", false);
    CHECK(applyLosses(*noCarry, LossState{10, 0, 0, 0}, LossCode{4, 0, false, false}).after.carriedSteps == 0);
    CHECK(applyLosses(*with("losses.steps_per_figure", 2), LossState{10, 0, 0, 0}, LossCode{4, 0, false, false})
              .figuresRemoved == 2);
    MeleeInput side;
    side.d6 = 3;
    side.figures = 4;
    side.generalD6 = 1;
    CHECK(resolveMelee(*with("melee.general_down_faces", Json::array({1})), side).generalDown);
    CHECK(formationChangeCost(*with("formation_change.dash", "never"), "aut_inf", "coc", "square").result == "never");
}

TEST_CASE("NF-A23 NF-A24 NF-A30 NF-A39 fire and melee readings switched", "[napoleonic][readings]")
{
    MeleeInput infantry;
    infantry.arm = Arm::Infantry;
    infantry.enemyArm = Arm::Cavalry;
    infantry.modifiers = {{"enemy_flank_or_saf", 1}};
    infantry.d6 = 3;
    infantry.figures = 4;
    CHECK(term(resolveMelee(shippedFigures(), infantry), "enemy_flank_or_saf") == 1);
    CHECK(term(resolveMelee(*with("melee.cav_vs_inf_double", "both"), infantry), "enemy_flank_or_saf") == 2);
    infantry.enemyTypeRank = 3;
    CHECK(term(resolveMelee(*with("melee.type_gap.inf_vs_cav_type", 2), infantry), "type_disadvantage") == -1);
    MeleeInput light;
    light.arm = Arm::Cavalry;
    light.enemyArm = Arm::Cavalry;
    light.enemyTypeRank = 2;
    light.enemyPace = pace("por");
    light.d6 = 3;
    light.figures = 4;
    CHECK(term(resolveMelee(*with("melee.type_gap.cav_needs_heavier_pace", Json::array({"por"})), light),
               "type_disadvantage") == -1);
    FireInput fire;
    fire.d6 = 3;
    fire.figures = 4;
    fire.modifiers = {{"evaded", 3}};
    CHECK_FALSE(resolveFire(*with("fire.evasion_no_fire_over_ud", 3), fire).noFire);
    fire.modifiers = {{"canister", 1}, {"range_p2_bis", 1}};
    CHECK_THROWS_AS(resolveFire(*with("art.canister_max_range", "p2"), fire), ProcedureError);
}

TEST_CASE("NF-A43 NF-A47 NF-A52 NF-A54 morale readings switched", "[napoleonic][readings]")
{
    MoraleInput standing = plain(TestKind::Standing);
    standing.box = box("halte");
    CHECK(term(moraleTest(*with("morale.standing_counts_as", "own_box"), standing), "situation") == 0);
    MoraleInput superior = plain();
    superior.enemyStatusRank = 4;
    superior.enemyTypeRank = 3;
    CHECK(term(moraleTest(shippedFigures(), superior), "superior_enemy") == -3);
    CHECK(term(moraleTest(*with("morale.superior_enemy.combine", "max"), superior), "superior_enemy") == -2);
    MoraleInput flanks = plain();
    flanks.modifiers = {{"flank_threatened", 1}, {"rear_threatened", 1}};
    flanks.threatenedByCavalry = true;
    CHECK(moraleTest(*with("morale.flank.combine", "sum"), flanks).breakdown.total() == 1 + 3 - 2 - 4);
    CHECK(term(moraleTest(*with("morale.flank.double_inf_vs_cav", false), flanks), "rear_threatened") == -2);
    MoraleInput cavalry = plain(TestKind::Mac);
    cavalry.cavalryMacOnInfantry = true;
    cavalry.infantryModifiers = {{"formed", 1}, {"flank_threatened", 1}};
    CHECK(term(moraleTest(*with("morale.cav_vs_inf.use_doubled_threat", true), cavalry), "cav_vs_inf") == 2);
}

TEST_CASE("NF-A56 NF-A58 NF-A59 morale readings switched", "[napoleonic][readings]")
{
    MoraleInput mac = plain(TestKind::Mac);
    mac.stepsThisAction = 2;
    mac.stepsFromObjective = 2;
    mac.figuresAtActionStart = 12;
    CHECK(term(moraleTest(*with("morale.action_losses.exclude", "none"), mac), "action_losses") == -1);
    MoraleInput leader = plain();
    leader.leader = Leader{2, 0, true};
    CHECK(term(moraleTest(*with("morale.leader.struck_down", "ignore"), leader), "leader") == 0);
    leader.leader = Leader{2, 3, false};
    CHECK(term(moraleTest(*with("morale.leader.far_ud", 2), leader), "leader_far") == -1);
    MoraleInput halte = plain(TestKind::Mac);
    halte.baseMorale = -7; // 2 + 3 − 7 = −2: HALTE
    CHECK(moraleTest(shippedFigures(), halte).ddf);
    CHECK_FALSE(moraleTest(*with("situation.halte_ddf_for_mac", false), halte).ddf);
}

TEST_CASE("NF-A66 NF-A68 NF-A70 NF-A71 NF-A72 contact control and reaction readings switched", "[napoleonic][readings]")
{
    const auto strict = with("mac.contact_min_score", 4);
    CHECK_FALSE(macContact(*strict, MacCase::Crossed, MacSide{3, true, Arm::Infantry, false},
                           MacSide{9, true, Arm::Infantry, false})
                    .melee);
    const auto noStop = with("mac.formed_inf_front_stops_cav", false);
    CHECK(macContact(*noStop, MacCase::Standing, MacSide{9, true, Arm::Cavalry, false},
                     MacSide{2, true, Arm::Infantry, true})
              .melee);
    ControlInput control;
    control.status = 2;
    control.enemyRetraite = true;
    control.d6 = 3;
    CHECK(controlTest(*with("control.no_general", 1), control).modifiedRoll == 4);
    control.general = GeneralCharacter::Positive;
    control.generalDistanceUd = 6;
    CHECK(term(controlTest(*with("control.general_range_ud", 6), control), "general_positive") == 1);
    ReactionInput reaction;
    reaction.test.paSpent = 2;
    reaction.reactionPa = 2;
    reaction.test.d6 = 3;
    CHECK(term(reactionTest(*with("reaction.excess_also_in_m10", false), reaction).test, "pa_excess") == 0);
    CHECK(reactionTest(*with("reaction.pop_per_excess_pa", 2), reaction).pop == 4);
    reaction.fires = true;
    CHECK(reactionTest(*with("reaction.fire_pa", 1), reaction).totalPa == 6);
    reaction.test.baseMorale = -4; // 0 − 2 (M10) + 3 − 4 = −3: HALTE
    CHECK(reactionTest(*with("reaction.success_min_box", "halte"), reaction).reacts);
    CHECK_FALSE(reactionTest(shippedFigures(), reaction).reacts);
}

TEST_CASE("NF-A34 NF-A48 movement and counter-MAC readings switched", "[napoleonic][readings]")
{
    MovementInput closed;
    closed.pace = pace("por");
    closed.formation = formation("cof");
    CHECK(movementAllowance(*with("movement.cof_ud", 3), closed).allowance == 3);
    MoraleInput counter = plain(TestKind::CounterMac);
    counter.paSpent = 2;
    CHECK(term(moraleTest(shippedFigures(), counter), "pa_excess") == -1);
    CHECK(term(moraleTest(*with("morale.counter_mac_pa", 1), counter), "pa_excess") == 0);
}
