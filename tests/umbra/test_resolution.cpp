// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/resolution.h"

#include "support/umbra_builders.h"
#include "support/umbra_fixtures.h"

#include <catch2/catch.hpp>

using namespace arbitre;
using namespace arbitre::umbra;
using namespace arbitre::umbra::test;

namespace {

ResolutionResult resolve(const UmbraRuleset &rules, BattleState &state, std::vector<int> dice,
                         const ResolutionDecisions &decisions = {})
{
    ListDice list(std::move(dice));
    ResolutionResult result;
    resolveConfrontation(rules, state, 0, list, decisions, result);
    CHECK(list.remaining() == 0);
    return result;
}

const Troop &troop(const BattleState &state, int side, int index)
{
    return state.sides[static_cast<std::size_t>(side)].troops[static_cast<std::size_t>(index)];
}

} // namespace

TEST_CASE("UD-W4 turn 1: 10 vs 7 on table II, die 8 wounds R1, turn 2 is 10 vs 5 on table III", "[resolution]")
{
    const UmbraRuleset &rules = shippedRuleset();
    BattleState state = blueVsRed(rules);

    const ResolutionResult first = resolve(rules, state, {8});
    CHECK(first.totals[0].total == 10);
    CHECK(first.totals[1].total == 7);
    CHECK(first.countedUnits == 6); // UD-84: 4 + 2, piétaille included (UD-A53)
    CHECK_FALSE(first.major);       // engagement classique, one draw
    CHECK(first.draws.size() == 1);
    CHECK(rules.tables[static_cast<std::size_t>(first.table.table)].id == "table_ii");
    CHECK(first.superiorSlot == 0); // UD-85: the stronger side rolls
    const DrawRecord &draw = first.draws[0];
    CHECK(draw.final == 8);
    CHECK(rules.colours[static_cast<std::size_t>(draw.colour)].id == "vert");
    CHECK(draw.winnerSlot == 0);
    REQUIRE(draw.lossCount == 1);
    const SlotLoss &loss = first.losses[0];
    CHECK(loss.slot == 1);
    CHECK(loss.record.kind == LossKind::Blessure);
    CHECK(loss.record.target == MemberRef{MemberRef::Kind::Troop, 1, 0}); // Red puts it on R1 (UD-88)

    const Troop &r1 = troop(state, 1, 0);
    CHECK(r1.blesse);
    CHECK(rules.fatigue.id(r1.fatigue) == "normal"); // repose → normal (UD-A16)
    CHECK(rules.morale.id(r1.morale) == "doute");    // beau_fixe → doute (UD-28)
    CHECK(troopForce(rules, r1) == 2);               // 3 → 2: "perd un en force"
    CHECK(r1.present());                             // UD-A63: a wounded troop fights on

    const ResolutionResult second = resolve(rules, state, {5});
    CHECK(second.totals[0].total == 10);
    CHECK(second.totals[1].total == 5); // no consolidation once engaged (UD-A48)
    CHECK(rules.tables[static_cast<std::size_t>(second.table.table)].id == "table_iii");
}

TEST_CASE("UD-W4 continuation: die 9 on table III, R1's second wound eliminates it, turn 3 is table IV", "[resolution]")
{
    const UmbraRuleset &rules = shippedRuleset();
    BattleState state = blueVsRed(rules);
    resolve(rules, state, {8});
    const std::vector<MemberRef> allocation = {{MemberRef::Kind::Troop, 1, 1}, {MemberRef::Kind::Troop, 1, 0}};
    ResolutionDecisions decisions;
    decisions.allocation = allocation;
    const ResolutionResult second = resolve(rules, state, {9}, decisions);
    CHECK(rules.colours[static_cast<std::size_t>(second.draws[0].colour)].id == "mauve");
    CHECK(troop(state, 1, 1).blesse);
    CHECK(troopForce(rules, troop(state, 1, 1)) == 2);
    CHECK(rules.morale.id(troop(state, 1, 1).morale) == "doute");
    CHECK(troop(state, 1, 0).status == TroopStatus::Elimine); // UD-28: wounded twice
    CHECK(second.losses[1].record.outcome == LossOutcome::Eliminated);

    const ResolutionResult third = resolve(rules, state, {6});
    CHECK(third.totals[1].total == 2);
    CHECK(rules.tables[static_cast<std::size_t>(third.table.table)].id == "table_iv");
}

TEST_CASE("UD-88 an allocation that names a troop no longer on the field is refused", "[resolution]")
{
    const UmbraRuleset &rules = shippedRuleset();
    BattleState state = blueVsRed(rules);
    state.sides[1].troops[0].status = TroopStatus::EnFuite;
    const std::vector<MemberRef> allocation = {{MemberRef::Kind::Troop, 1, 0}};
    ResolutionDecisions decisions;
    decisions.allocation = allocation;
    ListDice dice({8});
    ResolutionResult result;
    CHECK_THROWS_AS(resolveConfrontation(rules, state, 0, dice, decisions, result), ResolutionError);
}

TEST_CASE("UD-88 an allocation naming more targets than losses is refused", "[resolution]")
{
    const UmbraRuleset &rules = shippedRuleset();
    BattleState state = blueVsRed(rules);
    const std::vector<MemberRef> allocation = {{MemberRef::Kind::Troop, 1, 0}, {MemberRef::Kind::Troop, 1, 1}};
    ResolutionDecisions decisions;
    decisions.allocation = allocation;
    ListDice dice({8});
    ResolutionResult result;
    CHECK_THROWS_WITH(resolveConfrontation(rules, state, 0, dice, decisions, result),
                      Catch::Contains("2 targets were named but only 1 losses"));
}

TEST_CASE("UD-96 puis: table III 10 applies two wounds then three morale losses", "[resolution]")
{
    const UmbraRuleset &rules = shippedRuleset();
    Side blue = makeSide("blue", {makeTroop(rules, "b1", "cavalerie"), makeTroop(rules, "b2", "cavalerie")});
    Side red = makeSide("red", {makeTroop(rules, "r1", "fantassins"), makeTroop(rules, "r2", "fantassins"),
                                makeTroop(rules, "r3", "fantassins")});
    BattleState state = makeBattle(rules, std::move(blue), std::move(red)); // 12 vs 6: table III
    const ResolutionResult result = resolve(rules, state, {10});
    CHECK(rules.tables[static_cast<std::size_t>(result.table.table)].id == "table_iii");
    REQUIRE(result.losses.size() == 5);
    CHECK(result.losses[0].record.kind == LossKind::Blessure);
    CHECK(result.losses[1].record.kind == LossKind::Blessure);
    for (std::size_t i = 2; i < 5; ++i)
        CHECK(result.losses[i].record.kind == LossKind::PerteDeMoral);
    // Default policy: wounds on distinct unwounded troops, morale on the highest morale (r3 beau_fixe).
    CHECK(result.losses[0].record.target.index == 0);
    CHECK(result.losses[1].record.target.index == 1);
    CHECK(result.losses[2].record.target.index == 2);
}

TEST_CASE("UD-84 a bataille majeure draws twice on the same table, losses applied in order (UD-A54)", "[resolution]")
{
    const UmbraRuleset &rules = shippedRuleset();
    std::vector<Troop> blueTroops, redTroops;
    for (int i = 0; i < 6; ++i)
        blueTroops.push_back(makeTroop(rules, "b" + std::to_string(i), "fantassins"));
    for (int i = 0; i < 5; ++i)
        redTroops.push_back(makeTroop(rules, "r" + std::to_string(i), "fantassins"));
    BattleState state = makeBattle(rules, makeSide("blue", blueTroops), makeSide("red", redTroops));
    const ResolutionResult result = resolve(rules, state, {9, 1}); // UD-T3: 6 + 5 = 11 troops
    CHECK(result.major);
    REQUIRE(result.draws.size() == 2);
    CHECK(result.draws[0].table == result.draws[1].table);
    CHECK(rules.colours[static_cast<std::size_t>(result.draws[0].colour)].id == "vert");
    CHECK(rules.colours[static_cast<std::size_t>(result.draws[1].colour)].id == "rouge");
    CHECK(result.winnerSlot == -1); // one draw each: nobody wins the resolution (UD-A34)
}

TEST_CASE("UD-91 table I face 8 mauve: 2 morale losses in a major battle, 1 otherwise (UD-A60)", "[resolution]")
{
    const UmbraRuleset &rules = shippedRuleset();
    std::vector<Troop> blueTroops, redTroops;
    for (int i = 0; i < 6; ++i)
        blueTroops.push_back(makeTroop(rules, "b" + std::to_string(i), "fantassins"));
    for (int i = 0; i < 6; ++i)
        redTroops.push_back(makeTroop(rules, "r" + std::to_string(i), "fantassins"));
    BattleState major = makeBattle(rules, makeSide("blue", blueTroops), makeSide("red", redTroops));
    ResolutionDecisions tie;
    tie.superiorSlot = 0; // equal totals, equal VS: the GM names the superior side (UD-A55)
    const ResolutionResult result = resolve(rules, major, {8, 6}, tie);
    CHECK(rules.tables[static_cast<std::size_t>(result.table.table)].id == "table_i");
    CHECK(result.draws[0].lossCount == 2);

    BattleState classic = makeBattle(rules, makeSide("blue", {blueTroops[0]}), makeSide("red", {redTroops[0]}));
    const ResolutionResult small = resolve(rules, classic, {8}, tie);
    CHECK(small.draws[0].lossCount == 1);
}

TEST_CASE("UD-A55 equal totals: the higher army VS is superior, else the GM must decide", "[resolution]")
{
    const UmbraRuleset &rules = shippedRuleset();
    Side blue = makeSide("blue", {makeTroop(rules, "b1", "fantassins")});
    Side red = makeSide("red", {makeTroop(rules, "r1", "fantassins")});
    red.scoutsVs = 2;
    BattleState state = makeBattle(rules, blue, red);
    CHECK(resolve(rules, state, {6}).superiorSlot == 1);

    BattleState undecided = makeBattle(rules, blue, makeSide("red", {makeTroop(rules, "r1", "fantassins")}));
    ListDice dice({6});
    ResolutionResult result;
    CHECK_THROWS_WITH(resolveConfrontation(rules, undecided, 0, dice, {}, result),
                      Catch::Contains("the GM must name the superior side (UD-A55)"));
}

TEST_CASE("UD-92 table II noir: the weaker side gains 4 F at its next resolution, then it is spent (UD-A62)",
          "[resolution]")
{
    const UmbraRuleset &rules = shippedRuleset();
    BattleState state = blueVsRed(rules);
    const ResolutionResult first = resolve(rules, state, {2});
    CHECK(rules.colours[static_cast<std::size_t>(first.draws[0].colour)].id == "noir");
    CHECK(state.confrontations[0].pendingAdvantage[1][1] == 4); // granted by Table II
    ResolutionDecisions tie;
    tie.superiorSlot = 0; // 10 vs 10 now
    const ResolutionResult second = resolve(rules, state, {6}, tie);
    CHECK(second.totals[1].total == 6 + 4); // 3 + 3 (no consolidation when engaged) + 4
    CHECK(state.confrontations[0].advantageDue(1) == 0);
}

TEST_CASE("UD-T5 Opportuniste: won, won, status quo gives +1, +2, then 0", "[resolution]")
{
    const UmbraRuleset &rules = shippedRuleset();
    Side blue = makeSide("blue",
                         {makeTroop(rules, "b1", "cavalerie"), makeTroop(rules, "b2", "fantassins"),
                          makeTroop(rules, "b3", "fantassins")},
                         {makePersonality(rules, "p1", "figure", {makeSkill(rules, "opportuniste")})});
    Side red = makeSide("red", {makeTroop(rules, "r1", "fantassins"), makeTroop(rules, "r2", "fantassins"),
                                makeTroop(rules, "r3", "fantassins"), makeTroop(rules, "r4", "fantassins")});
    BattleState state = makeBattle(rules, std::move(blue), std::move(red));
    const ResolutionResult r1 = resolve(rules, state, {9}); // table II vert: won
    CHECK(r1.winnerSlot == 0);
    const ResolutionResult r2 = resolve(rules, state, {7});
    CHECK(r2.totals[0].total == 11 + 1);
    const ResolutionResult r3 = resolve(rules, state, {5});
    CHECK(r3.totals[0].total == 11 + 2);
    const ResolutionResult r4 = resolve(rules, state, {6});
    CHECK(r4.totals[0].total == 11 + 3); // streak reset by the gris; its +3 F strategic advantage arrives
}

TEST_CASE("UD-T6 Sens tactique 1/1: stronger side turns 7 into 8, weaker turns 8 into 7, clamp at 10", "[resolution]")
{
    const UmbraRuleset &rules = shippedRuleset();
    auto battle = [&](bool strongerHolds) {
        Personality tactician = makePersonality(rules, "p1", "figure", {makeSkill(rules, "sens_tactique")});
        Side blue = makeSide("blue", {makeTroop(rules, "b1", "cavalerie"), makeTroop(rules, "b2", "fantassins")});
        Side red = makeSide("red", {makeTroop(rules, "r1", "fantassins"), makeTroop(rules, "r2", "fantassins"),
                                    makeTroop(rules, "r3", "fantassins")});
        (strongerHolds ? blue : red).personalities.push_back(tactician);
        return makeBattle(rules, std::move(blue), std::move(red));
    };
    BattleState stronger = battle(true);
    const std::vector<PostRollRequest> blueUses = {{0, 0, SkillKind::SensTactique}};
    ResolutionDecisions decisions;
    decisions.postRoll = blueUses;
    ResolutionResult result = resolve(rules, stronger, {7}, decisions);
    CHECK(rules.tables[static_cast<std::size_t>(result.table.table)].id == "table_ii");
    CHECK(result.draws[0].final == 8);
    CHECK(rules.colours[static_cast<std::size_t>(result.draws[0].colour)].id == "vert");
    CHECK_THROWS_AS(resolve(rules, stronger, {7}, decisions), ResolutionError); // Y = 1 use a day

    BattleState weaker = battle(false);
    const std::vector<PostRollRequest> redUses = {{0, 1, SkillKind::SensTactique}};
    decisions.postRoll = redUses;
    result = resolve(rules, weaker, {8}, decisions);
    CHECK(result.draws[0].final == 7);

    BattleState clamp = battle(true);
    decisions.postRoll = blueUses;
    result = resolve(rules, clamp, {10}, decisions);
    CHECK(result.draws[0].final == 10);
}

TEST_CASE("UD-63 Tactiques variées redraws a draw once, X times per wargame", "[resolution]")
{
    const UmbraRuleset &rules = shippedRuleset();
    Side blue = makeSide("blue", {makeTroop(rules, "b1", "cavalerie"), makeTroop(rules, "b2", "fantassins")});
    Side red = makeSide("red", {makeTroop(rules, "r1", "fantassins"), makeTroop(rules, "r2", "fantassins")},
                        {makePersonality(rules, "p1", "figure", {makeSkill(rules, "tactiques_variees")})});
    BattleState state = makeBattle(rules, std::move(blue), std::move(red));
    const std::vector<PostRollRequest> redraw = {{0, 1, SkillKind::TactiquesVariees}};
    ResolutionDecisions decisions;
    decisions.postRoll = redraw;
    const ResolutionResult result = resolve(rules, state, {9, 3}, decisions);
    CHECK(result.draws[0].natural == 9);
    CHECK(result.draws[0].redrawn == 3);
    CHECK(result.draws[0].final == 3);
    CHECK(result.dice.size() == 2);
    CHECK(result.dice[1].purpose == DiePurpose::Redraw);
    CHECK_THROWS_WITH(resolve(rules, state, {9, 3}, decisions), Catch::Contains("no Tactiques variées redraw left"));
}

TEST_CASE("UD-49 Contournement aims the holder's wounds at a troop type", "[resolution]")
{
    const UmbraRuleset &rules = shippedRuleset();
    Side blue = makeSide("blue", {makeTroop(rules, "b1", "cavalerie"), makeTroop(rules, "b2", "cavalerie")},
                         {makePersonality(rules, "p1", "figure", {makeSkill(rules, "contournement")})});
    Side red = makeSide("red", {makeTroop(rules, "r1", "fantassins"), makeTroop(rules, "r2", "archers")});
    BattleState state = makeBattle(rules, std::move(blue), std::move(red)); // 13 vs 5: table III
    const std::vector<ContournementAim> aims = {{0, troopTypeIndex(rules, "archers"), -1}};
    ResolutionDecisions decisions;
    decisions.contournement = aims;
    const ResolutionResult result = resolve(rules, state, {5}, decisions); // table III bleu: 1 wound
    REQUIRE(result.losses.size() == 1);
    CHECK(result.losses[0].record.target.index == 1); // the archers, not the default infantry
}

TEST_CASE("UD-51 Discipline spends reserve points instead of its troops' morale steps", "[resolution]")
{
    const UmbraRuleset &rules = shippedRuleset();
    Side blue = makeSide("blue", {makeTroop(rules, "b1", "cavalerie"), makeTroop(rules, "b2", "cavalerie")});
    Side red = makeSide("red", {makeTroop(rules, "r1", "fantassins"), makeTroop(rules, "r2", "fantassins")},
                        {makePersonality(rules, "p1", "figure", {makeSkill(rules, "discipline", 2)})});
    BattleState state = makeBattle(rules, std::move(blue), std::move(red)); // 12 vs 5: table III
    ResolutionDecisions decisions;
    decisions.disciplineSpend = {0, 2};
    const ResolutionResult result = resolve(rules, state, {4}, decisions); // table III gris: 2 M
    CHECK(result.losses.size() == 2);
    CHECK(result.losses[0].record.outcome == LossOutcome::Cancelled);
    CHECK(result.losses[1].record.outcome == LossOutcome::Cancelled);
    CHECK(rules.morale.id(troop(state, 1, 0).morale) == "beau_fixe");
    CHECK(state.sides[1].personalities[0].disciplineSpent == 2);
    decisions.disciplineSpend = {0, 1};
    CHECK_THROWS_WITH(resolve(rules, state, {4}, decisions), Catch::Contains("has 0 (UD-51)"));
}

TEST_CASE("UD-51 a Discipline spend asked of a side without personalities is refused", "[resolution]")
{
    const UmbraRuleset &rules = shippedRuleset();
    BattleState state = makeBattle(rules, makeSide("blue", {makeTroop(rules, "b1", "cavalerie")}),
                                   makeSide("red", {makeTroop(rules, "r1", "fantassins")}));
    ResolutionDecisions decisions;
    decisions.disciplineSpend = {1, 0};
    CHECK_THROWS_WITH(resolve(rules, state, {4}, decisions),
                      Catch::Contains("side 'blue' asks to spend 1 Discipline points but has 0 (UD-51)"));
    decisions.disciplineSpend = {0, 0}; // nothing asked: the turn resolves
    CHECK_NOTHROW(resolve(rules, state, {4}, decisions));
}

TEST_CASE("UD-52 Galvaniseur raises each troop of its side one step when the confrontation begins (UD-A31)",
          "[resolution]")
{
    const UmbraRuleset &rules = shippedRuleset();
    Side blue = makeSide("blue", {makeTroop(rules, "b1", "archers"), makeTroop(rules, "b2", "fantassins")},
                         {makePersonality(rules, "p1", "figure", {makeSkill(rules, "galvaniseur")})});
    Side red = makeSide("red", {makeTroop(rules, "r1", "fantassins"), makeTroop(rules, "r2", "archers")});
    BattleState state = makeBattle(rules, std::move(blue), std::move(red)); // 6 vs 5: table I
    const ResolutionResult result = resolve(rules, state, {6});             // gris: statu quo
    CHECK(result.galvanised[0] == 2);
    CHECK(rules.morale.id(troop(state, 0, 0).morale) == "beau_fixe"); // doute + 1
    CHECK(rules.morale.id(troop(state, 0, 1).morale) == "discipline");
    resolve(rules, state, {6});
    CHECK(rules.morale.id(troop(state, 0, 0).morale) == "beau_fixe"); // once per confrontation
}

TEST_CASE("UD-27 a troop reaching rupture flees and leaves the fight, UD-98 victory raises the winners' morale",
          "[resolution]")
{
    const UmbraRuleset &rules = shippedRuleset();
    Side blue = makeSide("blue", {makeTroop(rules, "b1", "cavalerie"), makeTroop(rules, "b2", "cavalerie")});
    Side red = makeSide("red", {makeTroop(rules, "r1", "pietaille")}); // 12 vs 1: table IV
    BattleState state = makeBattle(rules, std::move(blue), std::move(red));
    const ResolutionResult result = resolve(rules, state, {4}); // table IV gris: 3 M on flanchant piétaille
    CHECK(troop(state, 1, 0).status == TroopStatus::EnFuite);
    CHECK(result.losses[0].record.outcome == LossOutcome::Fled);
    CHECK(result.losses[1].record.outcome == LossOutcome::None); // nobody left to take it (UD-A60)
    CHECK(result.victorSlot == 0);
    CHECK(rules.morale.id(troop(state, 0, 0).morale) == "discipline");
    CHECK(state.confrontations[0].ended);
}

TEST_CASE("UD-48 Combattant de rupture decays by one each resolution (UD-T4)", "[resolution]")
{
    const UmbraRuleset &rules = shippedRuleset();
    std::vector<Troop> blueTroops, redTroops;
    for (int i = 0; i < 5; ++i) {
        blueTroops.push_back(makeTroop(rules, "b" + std::to_string(i), "fantassins"));
        redTroops.push_back(makeTroop(rules, "r" + std::to_string(i), "fantassins"));
    }
    Side blue = makeSide(
        "blue", blueTroops,
        {makePersonality(rules, "p1", "figure", {makeSkill(rules, "combattant_de_rupture")}, {.moved = true})});
    BattleState state = makeBattle(rules, std::move(blue), makeSide("red", redTroops));
    for (int expected : {3, 2, 1, 0, 0}) {
        const ResolutionResult result = resolve(rules, state, {6});
        int bonus = 0;
        for (const Term &term : result.totals[0].breakdown)
            if (term.ruleId == "UD-48")
                bonus += term.value;
        CHECK(bonus == expected);
    }
}

TEST_CASE("UD-64 Terreur des faibles X: up to X enemy piétailles count F 0 (UD-A37)", "[resolution]")
{
    const UmbraRuleset &rules = shippedRuleset();
    Side blue = makeSide("blue", {makeTroop(rules, "b1", "fantassins"), makeTroop(rules, "b2", "fantassins")},
                         {makePersonality(rules, "p1", "figure", {makeSkill(rules, "terreur_des_faibles", 2)})});
    Side red = makeSide("red", {makeTroop(rules, "r1", "pietaille"), makeTroop(rules, "r2", "pietaille"),
                                makeTroop(rules, "r3", "pietaille"), makeTroop(rules, "r4", "fantassins")});
    BattleState state = makeBattle(rules, std::move(blue), std::move(red));
    const ResolutionResult result = resolve(rules, state, {6});
    CHECK(result.totals[1].total == 1 + 2); // r1 and r2 at 0, r3 1, r4 2
    CHECK(result.totals[1].troops == 4);    // still counted as units (UD-84)
}

TEST_CASE("UD-97 losses leave the field at once: an eliminated troop cannot take the next loss", "[resolution]")
{
    const UmbraRuleset &rules = shippedRuleset();
    Side blue = makeSide("blue", {makeTroop(rules, "b1", "cavalerie"), makeTroop(rules, "b2", "cavalerie")});
    Side red =
        makeSide("red", {makeTroop(rules, "r1", "fantassins", {.blesse = true}), makeTroop(rules, "r2", "fantassins")});
    BattleState state = makeBattle(rules, std::move(blue), std::move(red)); // 12 vs 3: table IV
    const std::vector<MemberRef> allocation = {{MemberRef::Kind::Troop, 1, 0}, {MemberRef::Kind::Troop, 1, 0}};
    ResolutionDecisions decisions;
    decisions.allocation = allocation;
    ListDice dice({7}); // table IV mauve: 2 W
    ResolutionResult result;
    CHECK_THROWS_WITH(resolveConfrontation(rules, state, 0, dice, decisions, result),
                      Catch::Contains("is no longer on the field"));
}

TEST_CASE("UD-A70 any_time_today: a troop that fought today is not rested even once its confrontation is over",
          "[resolution]")
{
    const UmbraRuleset &rules = shippedRuleset();
    BattleState state = blueVsRed(rules);
    resolve(rules, state, {8});
    CHECK(troop(state, 1, 0).engagedToday);
    CHECK(troop(state, 0, 0).engagedToday);
}

TEST_CASE("UD-A44 disengage.malus_duration next_resolution: the -2 of leaving lasts one resolution", "[resolution]")
{
    UmbraRuleset rules = shippedRuleset();
    rules.parameters.disengageMalusDuration = UmbraParameters::MalusDuration::NextResolution;
    BattleState state = blueVsRed(rules);
    state.sides[0].troops[0].disengaging = true;
    const ResolutionResult first = resolve(rules, state, {6});
    CHECK(first.totals[0].total == 10 - 2);
    CHECK_FALSE(troop(state, 0, 0).disengaging);
}

TEST_CASE("UD-47 UD-A27 castrametisation.timing every_turn: engaged troops regain a fatigue step and consolidate",
          "[resolution]")
{
    UmbraRuleset rules = shippedRuleset();
    rules.parameters.castrametisationTiming = UmbraParameters::CastrametisationTiming::EveryTurn;
    Side blue = makeSide(
        "blue", {makeTroop(rules, "b1", "fantassins", {.fatigue = "fatigue"}), makeTroop(rules, "b2", "fantassins")},
        {makePersonality(rules, "p1", "figure", {makeSkill(rules, "castrametisation")})});
    Side red = makeSide("red", {makeTroop(rules, "r1", "fantassins"), makeTroop(rules, "r2", "fantassins"),
                                makeTroop(rules, "r3", "fantassins")});
    BattleState state = makeBattle(rules, std::move(blue), std::move(red)); // 4 + 1 vs 6: table I
    ResolutionDecisions tie;
    tie.superiorSlot = 1;
    resolve(rules, state, {6}, tie); // gris: statu quo
    CHECK(rules.fatigue.id(troop(state, 0, 0).fatigue) == "normal");
    CHECK(state.confrontations[0].castrametisation[0]);
    const ResolutionResult second = resolve(rules, state, {6}, tie);
    CHECK(second.totals[0].total == 2 + 2 + 1 + 1); // b1 back to 2 F, +1 consolidation (UD-47b)
}

TEST_CASE("UD-51 UD-A30 discipline.refresh per_confrontation: the reserve is whole when a confrontation begins",
          "[resolution]")
{
    UmbraRuleset rules = shippedRuleset();
    rules.parameters.disciplineRefresh = UmbraParameters::DisciplineRefresh::PerConfrontation;
    Side blue = makeSide("blue", {makeTroop(rules, "b1", "cavalerie"), makeTroop(rules, "b2", "cavalerie")});
    Personality marshal = makePersonality(rules, "p1", "figure", {makeSkill(rules, "discipline", 2)});
    marshal.disciplineSpent = 2; // spent in an earlier confrontation
    Side red = makeSide("red", {makeTroop(rules, "r1", "fantassins"), makeTroop(rules, "r2", "fantassins")}, {marshal});
    BattleState state = makeBattle(rules, std::move(blue), std::move(red));
    ResolutionDecisions decisions;
    decisions.disciplineSpend = {0, 2};
    const ResolutionResult result = resolve(rules, state, {4}, decisions); // table III gris: 2 M
    CHECK(result.losses[0].record.outcome == LossOutcome::Cancelled);
}
