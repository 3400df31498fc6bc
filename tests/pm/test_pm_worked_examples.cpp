// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The digest's worked examples and vectors (PM-W1…W3, PM-T1…T3), number for number.
#include "pm_fixture.h"

#include <catch2/catch.hpp>

using namespace arbitre;
using namespace arbitre::pm;
using nlohmann::json;

namespace {

ListDice dice(std::vector<int> values)
{
    return ListDice(std::move(values), DieSource::Scripted);
}

/** PM-W2 played on a fresh session: returns the result. */
PhaseResult playW2(PmSession &session)
{
    ListDice d = dice({4, 2, 6, 3, 1, 5, /*B*/ 3, 3, 2, 5, 4, /*players*/ 6, 2, 3});
    const PhaseResult result = session.playPhase(d);
    REQUIRE(d.remaining() == 0);
    return result;
}

PhaseResult playW3(PmSession &session)
{
    ListDice d = dice({5, 1, 2, 4, 3, 2, /*B*/ 4, 5, 2, 3, /*players*/ 1, 4, 5, /*range*/ 5});
    const PhaseResult result = session.playPhase(d);
    REQUIRE(d.remaining() == 0);
    return result;
}

PhaseDecisions bothContinue(bool bChangesStrategy = false)
{
    PhaseDecisions decisions;
    decisions.sides[1].changeStrategy = bChangesStrategy;
    return decisions;
}

} // namespace

TEST_CASE("PM-W1 the source's cap example: 50 PM inflict at most 5, the winner suffers at most 2", "[pm][PM-13][PM-14]")
{
    const auto rules = fixture::ruleset();
    CHECK(rules->damageCapOf(50) == 5);
    CHECK(rules->winnerCapFacing(5) == 2);
}

TEST_CASE("PM-W2 phase 1, a clear victory: 38 against 31", "[pm][PM-2][PM-11]")
{
    PmSession session(fixture::battle(fixture::workedExampleBattle()));
    const PhaseResult r = playW2(session);
    const SideResult &a = r.sides[0];
    const SideResult &b = r.sides[1];
    CHECK(a.diceCount == 6);
    CHECK(b.diceCount == 5);
    CHECK(a.pmDiceSum == 21);
    CHECK(b.pmDiceSum == 17);
    CHECK(a.moraleTotal == 6);
    CHECK(b.moraleTotal == 7);
    CHECK(a.command == 3);
    CHECK(b.command == 4);
    CHECK(a.score.total() == 38);
    CHECK(b.score.total() == 31);
    CHECK(r.gap == 7);
    CHECK(session.ruleset().outcomes[r.outcome].id == "victoire_nette");
    REQUIRE(r.winner == 0);
    // Step 2: P1's 6 is a feat of arms; A's PM die showing 6 is not.
    CHECK(a.feats == 1);
    CHECK(a.playerDice[0] == 6);
    const json &logged = session.log().events().back().result;
    REQUIRE(logged["highlights"].size() == 1);
    CHECK(logged["highlights"][0] == json{{"kind", "fait_d_armes_majeur"}, {"side", "A"}, {"player", "P1"}});
    // Step 3: the caps.
    CHECK(a.damageCap == 6);
    CHECK(b.damageCap == 5);
    CHECK(a.lossCap == 2);
    // Steps 4-5: B loses min(10, 6) = 6, A min(5, 2) = 2.
    CHECK(b.nominalLoss == 10);
    CHECK(b.loss == 6);
    CHECK(b.bound == LossBound::DamageCap);
    CHECK(b.pmAfter == 44);
    CHECK(a.nominalLoss == 5);
    CHECK(a.loss == 2);
    CHECK(a.bound == LossBound::WinnerCap);
    CHECK(a.pmAfter == 61);
    // Step 6: morale.
    CHECK(b.moraleBaseAfter == 3);
    CHECK(b.moraleTotalAfter == 5);
    CHECK(a.moraleTotalAfter == 6);
    CHECK(a.winRunAfter == 1);
    // Step 7: nobody out of combat.
    CHECK_FALSE(a.outOfCombat);
    CHECK_FALSE(b.outOfCombat);
    // Step 8: A continues; B continues and changes strategy (no numerical effect by default, PM-A18).
    session.decide(bothContinue(true));
    CHECK(session.state().sides[1].changeStrategy);
}

TEST_CASE("PM-W3 phase 2, a narrow victory and a second consecutive win", "[pm][PM-10][PM-16][PM-A5]")
{
    PmSession session(fixture::battle(fixture::workedExampleBattle()));
    playW2(session);
    session.decide(bothContinue(true));
    const PhaseResult r = playW3(session);
    const SideResult &a = r.sides[0];
    const SideResult &b = r.sides[1];
    CHECK(a.diceCount == 6);
    CHECK(b.diceCount == 4);
    CHECK(a.pmDiceSum == 17);
    CHECK(b.pmDiceSum == 14);
    CHECK(a.score.total() == 31);
    CHECK(b.score.total() == 28); // the change of strategy adds 0 (PM-A18) and is shown
    CHECK(std::any_of(b.score.begin(), b.score.end(), [](const Term &t) { return t.label == "changer_de_strategie"; }));
    CHECK(r.gap == 3);
    CHECK(session.ruleset().outcomes[r.outcome].id == "victoire_etroite");
    CHECK(a.damageCap == 6);
    CHECK(b.damageCap == 4);
    CHECK(a.lossCap == 2);
    CHECK(b.loss == 5);
    CHECK(b.pmAfter == 39);
    // Step 4: d6 − 1 with a 5 → 4, capped at 2.
    CHECK(a.rangeDie == 5);
    CHECK(a.nominalLoss == 4);
    CHECK(a.loss == 2);
    CHECK(a.pmAfter == 59);
    // Step 5: B 1 + 2 = 3; A 4 + 2 = 6, total 8; the run restarts.
    CHECK(b.moraleBaseAfter == 1);
    CHECK(b.moraleTotalAfter == 3);
    CHECK(a.streakBonus);
    CHECK(a.moraleBaseAfter == 6);
    CHECK(a.moraleTotalAfter == 8);
    CHECK(a.winRunAfter == 0);
    CHECK_FALSE(a.outOfCombat);
    CHECK_FALSE(b.outOfCombat);
    // The die of the range is logged with its purpose.
    CHECK(session.log().events().back().dice.back().purpose == "phase 2, Armée A, loss of 0–5 PM (PM-A5)");
}

TEST_CASE("PM-W3 step 4 with loss_range.pick midpoint and gm", "[pm][PM-A5]")
{
    for (const char *pick : {"midpoint", "gm"}) {
        const auto rules = fixture::ruleset(json{{"loss_range", {{"pick", pick}}}});
        PmSession session(fixture::battle(fixture::workedExampleBattle(), rules));
        playW2(session);
        session.decide(bothContinue());
        ListDice d = dice({5, 1, 2, 4, 3, 2, 4, 5, 2, 3, 1, 4, 5});
        PhaseOrders orders;
        if (std::string(pick) == "gm") {
            CHECK_THROWS_WITH(session.playPhase(d, orders), Catch::Contains("the GM picks its loss between 0–5"));
            d = dice({5, 1, 2, 4, 3, 2, 4, 5, 2, 3, 1, 4, 5});
            orders.rangePick[0] = 3;
        }
        const PhaseResult r = session.playPhase(d, orders);
        CHECK(r.sides[0].nominalLoss == (std::string(pick) == "gm" ? 3 : 2));
        CHECK(r.sides[0].loss == 2);
        CHECK(r.sides[0].pmAfter == 59);
        CHECK(d.remaining() == 0); // no range die drawn
    }
}

TEST_CASE("PM-T1 a tie: 26 against 26, each side capped by the other's damage cap", "[pm][PM-9][PM-A6][PM-A7][PM-A8]")
{
    PmSession session(fixture::battle(fixture::workedExampleBattle()));
    playW2(session);
    session.decide(bothContinue());
    playW3(session);
    session.decide(bothContinue());
    ListDice d = dice({2, 3, 1, 4, 2, /*B*/ 6, 5, 4, /*players*/ 2, 1, 4});
    const PhaseResult r = session.playPhase(d);
    CHECK(d.remaining() == 0);
    const SideResult &a = r.sides[0];
    const SideResult &b = r.sides[1];
    CHECK(a.score.total() == 26);
    CHECK(b.score.total() == 26);
    CHECK(r.gap == 0);
    CHECK_FALSE(r.winner);
    CHECK(session.ruleset().outcomes[r.outcome].id == "egalite");
    CHECK(a.damageCap == 5);
    CHECK(b.damageCap == 3);
    CHECK(a.loss == 3);
    CHECK(a.pmAfter == 56);
    CHECK(b.loss == 5);
    CHECK(b.pmAfter == 34);
    CHECK(a.moraleBaseAfter == 4);
    CHECK(a.moraleTotalAfter == 6);
    CHECK(b.moraleBaseAfter == -1); // no floor (PM-A10)
    CHECK(b.moraleTotalAfter == 1);
    CHECK(a.winRunAfter == 0);
    // Step 5: withdraw or continue; negotiating is not offered after a tie.
    PhaseDecisions negotiate;
    negotiate.sides[0].decision = DecisionKind::Negocier;
    CHECK_THROWS_WITH(session.decide(negotiate), Catch::Contains("PM-A7"));
    PhaseDecisions withdraw;
    withdraw.sides[1].decision = DecisionKind::SeRetirer;
    session.decide(withdraw);
    CHECK(session.state().ended);
    CHECK_FALSE(session.phaseRefusal().empty());
}

TEST_CASE("PM-T2 a crushing victory: zero dice, zero cap, out of combat", "[pm][PM-12][PM-17][PM-A1]")
{
    json file{{"ruleset", "pm-battle.json"},
              {"sides", json::array({fixture::side("C", 7, 2, json::array(), 1, json::array()),
                                     fixture::side("D", 56, 4, json::array(), 2,
                                                   json::array({{{"id", "P4"}, {"name", "P4"}}}))})}};
    PmSession session(fixture::battle(file));
    ListDice d = dice({3, 4, 2, 6, 1, /*player*/ 3, /*range*/ 2});
    const PhaseResult r = session.playPhase(d);
    CHECK(d.remaining() == 0);
    const SideResult &c = r.sides[0];
    const SideResult &dd = r.sides[1];
    CHECK(c.diceCount == 0);
    CHECK(c.score.total() == 3);
    CHECK(dd.pmDiceSum == 16);
    CHECK(dd.score.total() == 25);
    CHECK(r.gap == 22);
    CHECK(session.ruleset().outcomes[r.outcome].id == "victoire_ecrasante");
    CHECK(r.winner == 1);
    CHECK(dd.damageCap == 5);
    CHECK(c.damageCap == 0);
    CHECK(dd.lossCap == 0);
    CHECK(c.nominalLoss == 15);
    CHECK(c.loss == 5);
    CHECK(c.pmAfter == 2);
    CHECK(c.outOfCombat);
    CHECK(dd.rangeDie == 2);
    CHECK(dd.nominalLoss == 6);
    CHECK(dd.loss == 0);
    CHECK(dd.pmAfter == 56);
    CHECK(c.moraleBaseAfter == 0);
    const json &highlights = session.log().events().back().result["highlights"];
    CHECK(highlights.size() == 2);
    CHECK(highlights.dump().find("victoire_ecrasante") != std::string::npos);
    CHECK(highlights.dump().find("hors_de_combat") != std::string::npos);
    // C must withdraw: no new phase, and no other decision.
    CHECK(session.phaseRefusal().find("PM-17") != std::string::npos);
    ListDice more = dice({1, 1, 1, 1, 1, 1});
    CHECK_THROWS_WITH(session.playPhase(more), Catch::Contains("PM-17"));
    CHECK_THROWS_WITH(session.decide(PhaseDecisions{}), Catch::Contains("must withdraw"));
    PhaseDecisions withdraw;
    withdraw.sides[0].decision = DecisionKind::SeRetirer;
    session.decide(withdraw);
    CHECK(session.state().ended);
}

TEST_CASE("PM-T3 vectors: dice with floor and ceil, damage cap, winner cap", "[pm][PM-3][PM-13][PM-14][PM-A1]")
{
    const auto floorRules = fixture::ruleset();
    const auto ceilRules = fixture::ruleset(json{{"pm_dice", {{"rounding", "ceil"}}}});
    struct Row
    {
        int pm, floorDice, ceilDice, cap, winnerCap;
    };
    const Row rows[] = {{7, 0, 1, 0, 0},  {10, 1, 1, 1, 0},  {45, 4, 5, 4, 2},     {50, 5, 5, 5, 2},
                        {63, 6, 7, 6, 3}, {99, 9, 10, 9, 4}, {100, 10, 10, 10, 5}, {150, 15, 15, 15, 7}};
    for (const Row &row : rows) {
        INFO("PM " << row.pm);
        CHECK(floorRules->diceFor(row.pm) == row.floorDice);
        CHECK(ceilRules->diceFor(row.pm) == row.ceilDice);
        CHECK(floorRules->damageCapOf(row.pm) == row.cap);
        CHECK(floorRules->winnerCapFacing(floorRules->damageCapOf(row.pm)) == row.winnerCap);
    }
}
