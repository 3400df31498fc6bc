// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// One test per mechanical rule of NF-29…NF-37: the morale test and the situation table.
#include "support/figures_builders.h"

#include <catch2/catch.hpp>

using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;

namespace {

MoraleInput plain(TestKind kind = TestKind::Other)
{
    MoraleInput input;
    input.kind = kind;
    input.d6 = 3;
    return input;
}

MoraleResult run(const MoraleInput &input)
{
    return moraleTest(shippedFigures(), input);
}

MoraleResult withTicks(std::vector<ModifierChoice> ticks)
{
    MoraleInput input = plain();
    input.modifiers = std::move(ticks);
    return run(input);
}

} // namespace

TEST_CASE("NF-29 the kind of test sets M1: MAC 2 response 1 reaction 0 other = own box", "[napoleonic][rules]")
{
    CHECK(term(run(plain(TestKind::Mac)), "situation") == 2);
    CHECK(term(run(plain(TestKind::Standing)), "situation") == 1);
    CHECK(term(run(plain(TestKind::Reaction)), "situation") == 0);
    MoraleInput counter = plain(TestKind::CounterMac);
    CHECK(term(run(counter), "situation") == 1);
    counter.counterMacAfterChange = true; // NF-A44: a counter-MAC after a change is a reaction
    CHECK(term(run(counter), "situation") == 0);
    constexpr std::array<std::string_view, 8> Ladder{"charge", "attaque", "avance",   "arret",
                                                     "halte",  "repli",   "retraite", "deroute"};
    for (std::size_t i = 0; i < Ladder.size(); ++i) {
        MoraleInput other = plain();
        other.box = box(Ladder[i]);
        CHECK(term(run(other), "situation") == 4 - static_cast<int>(i));
    }
}

TEST_CASE("NF-30 the morale score is the sum of M1 to M20 with no overall cap", "[napoleonic][rules]")
{
    MoraleInput input = plain(TestKind::Mac);
    input.modifiers = {{"height_higher", 1},   {"own_cover_hard", 1}, {"support_two_arms", 1},
                       {"skirmish_screen", 1}, {"formed", 1},         {"flank_secure", 1}};
    input.friends = {box("charge")};
    input.baseMorale = 3;
    input.d6 = 6;
    input.leader = Leader{2, 0, false};
    const MoraleResult result = run(input);
    // 2 + 1 + 4 + 2 + 1 + 1 + 1 + 3 (M11 capped) + 3 (M16) + 3 + 1 + 2
    CHECK(result.rawScore == 24);
    CHECK(result.breakdown.total() == 24);
    CHECK(result.score == 12);
    CHECK(boxId(result.band) == "charge");
}

TEST_CASE("NF-31 ground cover support fire and screen values", "[napoleonic][rules]")
{
    CHECK(withTicks({{"height_lower", 1}}).breakdown.total() == 3); // M1 ARRÊT 1 + M16 3 − 1
    CHECK(term(withTicks({{"height_higher", 1}}), "height_higher") == 1);
    CHECK(term(withTicks({{"stream", 1}}), "stream") == 1);
    CHECK(term(withTicks({{"marsh", 1}}), "marsh") == 2);
    CHECK(term(withTicks({{"own_cover_medium", 1}}), "own_cover_medium") == 3);
    CHECK(term(withTicks({{"enemy_cover_hard", 1}}), "enemy_cover_hard") == -4);
    CHECK(term(withTicks({{"support_one_arm", 1}}), "support_one_arm") == 1);
    CHECK(term(withTicks({{"skirmish_screen", 1}}), "skirmish_screen") == 1);
    // M7: the worst fire received counts alone (NF-A20).
    const MoraleResult fire = withTicks({{"under_fire_roundshot", 1}, {"under_fire_canister", 1}});
    CHECK(term(fire, "under_fire_canister") == -2);
    CHECK(term(fire, "under_fire_roundshot") == 0);
    CHECK_THROWS_AS(withTicks({{"stream", 1}, {"marsh", 1}}), ProcedureError);
    // M10: a counter-MAC counts 2 PA to be spent (NF-A48): 3 spent → −2.
    MoraleInput counter = plain(TestKind::CounterMac);
    counter.paSpent = 3;
    CHECK(term(run(counter), "pa_excess") == -2);
}

TEST_CASE("NF-32 friends and enemies count their boxes with a net cap of ±3", "[napoleonic][rules]")
{
    MoraleInput input = plain();
    input.friends = {box("avance")};
    input.enemies = {box("repli")};
    CHECK(term(run(input), "m11_friends_enemies") == 3); // +2 + 1
    input.friends = {box("charge"), box("charge")};
    input.enemies = {box("attaque")};
    CHECK(term(run(input), "m11_friends_enemies") == 3); // +8 − 3 = 5, capped
    input.friends = {box("deroute")};
    input.enemies = {box("halte"), box("charge")};
    CHECK(term(run(input), "m11_friends_enemies") == -3); // −3 + 0 − 4 = −7, capped
    input.friends = {box("arret")};
    input.enemies = {box("retraite")};
    CHECK(term(run(input), "m11_friends_enemies") == 3);
}

TEST_CASE("NF-33 a superior enemy costs -1 per step of status and type capped at -3", "[napoleonic][rules]")
{
    MoraleInput input = plain();
    input.statusRank = 2;      // MILICE
    input.enemyStatusRank = 5; // GARDE
    CHECK(term(run(input), "superior_enemy") + term(run(input), "m9_superior_enemy") == -3);
    input.enemyTypeRank = 3;
    CHECK(run(input).breakdown.total() == 1 + 3 - 3); // M1 ARRÊT + M16 − the cap
    input.statusRank = 5;
    CHECK(term(run(input), "superior_enemy") == -2); // type gap only
    input.enemyArm = Arm::Artillery;                 // artillery type does not count
    CHECK(term(run(input), "superior_enemy") == 0);
    input.statusRank = 5;
    input.enemyStatusRank = 3; // an inferior enemy gives no bonus
    input.enemyArm = Arm::Infantry;
    input.enemyTypeRank = 1;
    CHECK(term(run(input), "superior_enemy") == 0);
}

TEST_CASE("NF-34 formation flanks enemy defaults strength losses and leader", "[napoleonic][rules]")
{
    // M12: square and closed column add against cavalry.
    CHECK(withTicks({{"formed", 1}, {"square_vs_cav", 1}}).breakdown.total() == 1 + 3 + 3);
    CHECK(withTicks({{"formed", 1}, {"cof_vs_cav", 1}}).breakdown.total() == 1 + 3 + 2);
    CHECK(term(withTicks({{"des", 1}}), "des") == -2);
    // M13: the worst only; doubled for infantry threatened by cavalry.
    const MoraleResult flanks = withTicks({{"flank_secure", 1}, {"rear_threatened", 1}});
    CHECK(term(flanks, "rear_threatened") == -2);
    CHECK(term(flanks, "flank_secure") == 0);
    MoraleInput threatened = plain();
    threatened.modifiers = {{"rear_threatened", 1}};
    threatened.threatenedByCavalry = true;
    CHECK(term(run(threatened), "rear_threatened") == -4);
    // M14: the attacked enemy's defaults as bonuses.
    MoraleInput mac = plain(TestKind::Mac);
    mac.modifiers = {{"enemy_des", 1}, {"attack_flank", 1}};
    CHECK(term(run(mac), "enemy_des") + term(run(mac), "attack_flank") == 3);
    // M15 replaces M14 for a cavalry MAC on infantry: SAF infantry with a threatened flank → +4.
    mac.cavalryMacOnInfantry = true;
    mac.infantryModifiers = {{"saf", 1}, {"flank_threatened", 1}};
    CHECK(term(run(mac), "enemy_des") == 0);
    CHECK(term(run(mac), "cav_vs_inf") == 4);
    mac.infantryModifiers = {{"formed", 1}, {"square_vs_cav", 1}};
    CHECK(term(run(mac), "cav_vs_inf") == -6);
    // M17: the losses of the action, −1 per 5 %.
    MoraleInput losses = plain();
    losses.stepsThisAction = 6;
    losses.figuresAtActionStart = 10;
    CHECK(term(run(losses), "action_losses") == -4); // 20 %
    // M20: the leader's factor, −1 beyond 4 UD.
    MoraleInput leader = plain();
    leader.leader = Leader{2, 4, false};
    CHECK(term(run(leader), "leader") == 2);
    CHECK(term(run(leader), "leader_far") == 0);
    leader.leader->distanceUd = 5;
    CHECK(term(run(leader), "leader_far") == -1);
}

TEST_CASE("NF-35 the score falls in one of eight boxes of three scores", "[napoleonic][rules]")
{
    for (int score = -12; score <= 12; ++score) {
        if (score == 0) {
            continue;
        }
        MoraleInput input = plain();
        input.box = box("halte"); // M1 0
        input.baseMorale = score - 3;
        const MoraleResult result = run(input);
        const SituationBox &band = shippedFigures().boxes[static_cast<std::size_t>(result.band)];
        CHECK(result.score == score);
        CHECK(band.min <= score);
        CHECK(score <= band.max);
        CHECK(band.max - band.min == 2);
        CHECK(result.table == "situation_table");
        CHECK(result.cell == band.id);
    }
}

TEST_CASE("NF-36 the column read depends on the reason for the test", "[napoleonic][rules]")
{
    // (a) MAC column: the band is the new box and its pace; HALTE halts with a DDF.
    MoraleInput mac = plain(TestKind::Mac);
    mac.baseMorale = 2; // 2 + 3 + 2 = 7: ATTAQUE
    const MoraleResult attack = run(mac);
    CHECK(boxId(attack.newBox) == "attaque");
    CHECK(attack.pace == pace("pac"));
    mac.baseMorale = -7; // −2: HALTE
    const MoraleResult halt = run(mac);
    CHECK(boxId(halt.newBox) == "halte");
    CHECK_FALSE(halt.pace);
    CHECK(halt.ddf);
    // (b) at the halt: CHARGE fires at P1, ARRÊT fire ineffective and stays, DÉROUTE routs in disorder.
    MoraleInput standing = plain(TestKind::Standing);
    standing.box = box("arret");
    standing.baseMorale = 7; // 1 + 3 + 7 = 11
    CHECK(run(standing).result == "range_p1");
    standing.baseMorale = -2; // 2: ARRÊT
    CHECK(run(standing).result == "fire_ineffective");
    CHECK(boxId(run(standing).newBox) == "arret");
    standing.baseMorale = -15; // −11: DÉROUTE
    const MoraleResult rout = run(standing);
    CHECK(boxId(rout.newBox) == "deroute");
    CHECK(rout.disorder);
    CHECK_FALSE(rout.fights);
    // (d) RETRAITE: back to the enemy, no longer fights, DDF.
    standing.baseMorale = -12; // −8
    const MoraleResult retreat = run(standing);
    CHECK(boxId(retreat.newBox) == "retraite");
    CHECK(retreat.ddf);
    CHECK_FALSE(retreat.fights);
}

TEST_CASE("NF-37 line 0 reads ARRET from + and HALTE from - and scores clamp at ±12", "[napoleonic][rules]")
{
    MoraleInput fromAbove = plain();
    fromAbove.box = box("attaque");
    fromAbove.baseMorale = -6; // 3 + 3 − 6 = 0
    const MoraleResult plus = run(fromAbove);
    CHECK(plus.zeroLine);
    CHECK(boxId(plus.band) == "arret");
    MoraleInput fromBelow = plain();
    fromBelow.box = box("repli");
    fromBelow.baseMorale = -2; // −1 + 3 − 2 = 0
    const MoraleResult minus = run(fromBelow);
    CHECK(boxId(minus.band) == "halte");
    // A MAC test comes from "+" whatever its box.
    MoraleInput mac = plain(TestKind::Mac);
    mac.box = box("deroute");
    mac.baseMorale = -5;
    CHECK(boxId(run(mac).band) == "arret");
    fromBelow.baseMorale = -30;
    CHECK(run(fromBelow).score == -12);
    CHECK(boxId(run(fromBelow).band) == "deroute");
}
