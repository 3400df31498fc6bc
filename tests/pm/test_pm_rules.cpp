// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// One test per rule of the PM battle (PM-1…PM-20) and per reading (PM-A1…A18) with a mechanical effect.
#include "pm_fixture.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace arbitre;
using namespace arbitre::pm;
using nlohmann::json;

namespace {

json players(std::initializer_list<const char *> ids)
{
    json list = json::array();
    for (const char *id : ids)
        list.push_back({{"id", id}, {"name", id}});
    return list;
}

/** Two armies of `pmA` and `pmB`, morale 0, command 0, no players unless given. */
json duel(int pmA, int pmB, json playersA = json::array(), json playersB = json::array())
{
    return json{{"ruleset", "pm-battle.json"},
                {"sides", json::array({fixture::side("A", pmA, 0, json::array(), 0, std::move(playersA)),
                                       fixture::side("B", pmB, 0, json::array(), 0, std::move(playersB))})}};
}

/** All PM dice of A show `a`, all of B's show `b`; then `rest`. */
std::vector<int> faces(const PmRuleset &rules, int pmA, int a, int pmB, int b, std::vector<int> rest = {})
{
    std::vector<int> values(static_cast<std::size_t>(rules.diceFor(pmA)), a);
    values.insert(values.end(), static_cast<std::size_t>(rules.diceFor(pmB)), b);
    values.insert(values.end(), rest.begin(), rest.end());
    return values;
}

PhaseResult play(PmSession &session, std::vector<int> values, const PhaseOrders &orders = {})
{
    ListDice dice(std::move(values));
    return session.playPhase(dice, orders);
}

const std::string &band(const PmSession &session, const PhaseResult &result)
{
    return session.ruleset().outcomes[result.outcome].id;
}

} // namespace

TEST_CASE("PM-1 PM-20 a battle is a chain of phases in the log", "[pm][PM-1][PM-20]")
{
    PmSession session(fixture::battle(duel(100, 100)));
    for (int phase = 1; phase <= 3; ++phase) {
        const PhaseResult r = play(session, faces(session.ruleset(), 100, 4, 100, 3));
        CHECK(r.phase == phase);
        session.decide(PhaseDecisions{});
    }
    CHECK(session.log().size() == 6);
    CHECK(session.state().phase == 3);
}

TEST_CASE("PM-2 the score sums PM dice, total morale, command and player dice", "[pm][PM-2]")
{
    json file = duel(30, 30, players({"P1"}));
    file["sides"][0]["moral_de_base"] = 2;
    file["sides"][0]["bonus_moral_unites"] = json::array({{{"id", "u"}, {"bonus", 3}}});
    file["sides"][0]["commandement"] = 4;
    PmSession session(fixture::battle(file));
    const PhaseResult r = play(session, {1, 2, 3, 6, 6, 6, /*P1*/ 5, /*A's range*/ 1});
    const Breakdown &score = r.sides[0].score;
    CHECK(score.total() == 6 + 5 + 4 + 5);
    REQUIRE(score.size() == 4);
    CHECK(score[0].ruleId == "PM-3");
    CHECK(score[1].ruleId == "PM-4");
    CHECK(score[2].ruleId == "PM-5");
    CHECK(score[3].ruleId == "PM-6");
}

TEST_CASE("PM-3 one d6 per full tranche of 10 PM at the start of the phase", "[pm][PM-3][PM-A1]")
{
    const auto rules = fixture::ruleset();
    CHECK(rules->diceFor(45) == 4);
    CHECK(rules->diceFor(9) == 0);
    CHECK(fixture::ruleset(json{{"pm_dice", {{"rounding", "nearest"}}}})->diceFor(45) == 5);
    CHECK(fixture::ruleset(json{{"pm_dice", {{"rounding", "nearest"}}}})->diceFor(44) == 4);
    CHECK(fixture::ruleset(json{{"pm_dice", {{"min_dice", 1}}}})->diceFor(7) == 1);
    CHECK(fixture::ruleset(json{{"pm_dice", {{"tranche", 5}}}})->diceFor(45) == 9);
}

TEST_CASE("PM-4 total morale is base morale plus the units' bonuses", "[pm][PM-4][PM-A11]")
{
    json file = duel(30, 30);
    file["sides"][1]["moral_de_base"] = 5;
    file["sides"][1]["bonus_moral_unites"] = json::array({{{"id", "a"}, {"bonus", 2}}, {{"id", "b"}, {"bonus", -1}}});
    PmSession session(fixture::battle(file));
    CHECK(session.state().sides[1].moraleTotal() == 6);
    // PM-A11: a unit that leaves takes its bonus with it.
    session.overrideState(StateOverride{"B", "unit", "a", "the cavalry routed"});
    CHECK(session.state().sides[1].moraleTotal() == 4);
    const PhaseResult r = play(session, faces(session.ruleset(), 30, 1, 30, 1, {1}));
    CHECK(r.sides[1].moraleTotal == 4);
}

TEST_CASE("PM-5 PM-A12 only the commander-in-chief's command counts, none without one", "[pm][PM-5][PM-A12]")
{
    json file = duel(20, 20);
    file["sides"][0]["commandement"] = 5;
    file["sides"][1]["commandement"] = nullptr;
    PmSession session(fixture::battle(file));
    const PhaseResult r = play(session, faces(session.ruleset(), 20, 1, 20, 1, {1}));
    CHECK(r.sides[0].command == 5);
    CHECK(r.sides[1].command == 0);
}

TEST_CASE("PM-6 PM-A12 each non-commander player rolls a d6, officers only when the ruleset says so",
          "[pm][PM-6][PM-A12]")
{
    json playersA = players({"P1", "P2"});
    playersA.push_back({{"id", "npc"}, {"name", "Capitaine"}, {"npc", true}});
    {
        PmSession session(fixture::battle(duel(10, 10, playersA)));
        const PhaseResult r = play(session, {1, 1, /*P1 P2*/ 3, 4});
        CHECK(r.sides[0].playerCount == 2);
        CHECK_FALSE(r.sides[0].rolled[2]);
        CHECK(r.sides[0].score.total() == 1 + 7);
    }
    {
        const auto rules = fixture::ruleset(json{{"player_dice", {{"include_npcs", true}}}});
        PmSession session(fixture::battle(duel(10, 10, playersA), rules));
        const PhaseResult r = play(session, {1, 1, 3, 4, 2});
        CHECK(r.sides[0].playerCount == 3);
        CHECK(r.sides[0].score.total() == 1 + 9);
    }
}

TEST_CASE("PM-6 the players' own dice are entered and logged with the rest", "[pm][PM-6]")
{
    PmSession session(fixture::battle(duel(20, 20, players({"P1"}), players({"P2"}))));
    PhaseOrders orders;
    orders.sides[1].playerDice = {6};
    ListDice dice({2, 2, 3, 3, /*P1*/ 4, /*B's range*/ 1}, DieSource::Seeded);
    const PhaseResult r = session.playPhase(dice, orders);
    CHECK(dice.remaining() == 0);
    CHECK(r.sides[1].playerDice[0] == 6);
    const std::vector<DieRoll> &logged = session.log().events().back().dice;
    REQUIRE(logged.size() == 7);
    CHECK(logged[5].value == 6);
    CHECK(logged[5].source == DieSource::Entered);
    CHECK(logged[5].purpose == "phase 1, Armée B, die of P2 (PM-6)");
    CHECK(logged[0].purpose == "phase 1, Armée A, PM die 1/2 (PM-3)");
}

TEST_CASE("PM-7 PM-A13 a 6 on a player's die is a feat of arms, worth its bonus", "[pm][PM-7][PM-A13]")
{
    {
        PmSession session(fixture::battle(duel(10, 10, players({"P1"}))));
        const PhaseResult r = play(session, {6, 1, /*P1*/ 6, /*A's range*/ 1});
        CHECK(r.sides[0].feats == 1);
        CHECK(r.sides[1].feats == 0); // a 6 on a PM die is no feat
        CHECK(r.sides[0].score.total() == 12);
    }
    {
        const auto rules = fixture::ruleset(json{{"feat_of_arms", {{"bonus", 2}}}});
        PmSession session(fixture::battle(duel(10, 10, players({"P1"})), rules));
        const PhaseResult r = play(session, {1, 1, 6});
        CHECK(r.sides[0].score.total() == 1 + 6 + 2);
        CHECK(r.sides[0].score[4].ruleId == "PM-A13");
    }
}

TEST_CASE("PM-8 the gap picks the band, every gap has one", "[pm][PM-8]")
{
    const auto rules = fixture::ruleset();
    const std::pair<int, const char *> cases[] = {
        {0, "egalite"},         {1, "victoire_etroite"},    {5, "victoire_etroite"},   {6, "victoire_nette"},
        {10, "victoire_nette"}, {11, "victoire_ecrasante"}, {99, "victoire_ecrasante"}};
    for (const auto &[gap, id] : cases)
        CHECK(rules->outcomes[rules->outcomeFor(gap)].id == id);
}

TEST_CASE("PM-9 a tie costs each side 10 PM and morale", "[pm][PM-9][PM-A6]")
{
    PmSession session(fixture::battle(duel(200, 200)));
    const PhaseResult r = play(session, faces(session.ruleset(), 200, 3, 200, 3));
    CHECK(band(session, r) == "egalite");
    CHECK(r.sides[0].loss == 10);
    CHECK(r.sides[1].loss == 10);
    CHECK(r.sides[0].moraleChange == -2);
    CHECK(r.sides[1].moraleChange == -2);
    const auto rules = fixture::ruleset(json{{"tie", {{"morale_loss", 1}}}});
    PmSession other(fixture::battle(duel(200, 200), rules));
    CHECK(play(other, faces(*rules, 200, 3, 200, 3)).sides[0].moraleChange == -1);
}

TEST_CASE("PM-10 a narrow victory: the loser loses 5, the winner 0 to 5", "[pm][PM-10]")
{
    PmSession session(fixture::battle(duel(200, 200)));
    // 20 dice each: A 20×2 = 40, B 19×2 + 1 = 39 → gap 1.
    std::vector<int> values = faces(session.ruleset(), 200, 2, 200, 2, {/*range*/ 6});
    values[39] = 1;
    const PhaseResult r = play(session, values);
    CHECK(band(session, r) == "victoire_etroite");
    CHECK(r.sides[1].loss == 5);
    CHECK(r.sides[0].nominalLoss == 5); // d6 6 − 1
    CHECK(r.sides[0].loss == 5);        // under half of 20
}

TEST_CASE("PM-11 a clear victory: the loser loses 10, the winner 5", "[pm][PM-11]")
{
    PmSession session(fixture::battle(duel(200, 200)));
    std::vector<int> values = faces(session.ruleset(), 200, 3, 200, 3);
    for (std::size_t i = 20; i < 26; ++i)
        values[i] = 2; // B 6 less
    const PhaseResult r = play(session, values);
    CHECK(band(session, r) == "victoire_nette");
    CHECK(r.sides[1].loss == 10);
    CHECK(r.sides[0].loss == 5);
}

TEST_CASE("PM-12 a crushing victory: the loser loses 15, the winner 5 to 10", "[pm][PM-12]")
{
    PmSession session(fixture::battle(duel(200, 200)));
    const PhaseResult r = play(session, faces(session.ruleset(), 200, 6, 200, 1, {/*range*/ 4}));
    CHECK(band(session, r) == "victoire_ecrasante");
    CHECK(r.sides[1].loss == 15);
    CHECK(r.sides[0].nominalLoss == 8); // d6 4 + 4
    CHECK(r.sides[0].loss == 8);
}

TEST_CASE("PM-13 PM-A2 PM-A3 an army inflicts at most 1 PM per tranche of 10 PM it engages",
          "[pm][PM-13][PM-A2][PM-A3]")
{
    PmSession session(fixture::battle(duel(45, 200)));
    PhaseOrders orders;
    orders.sides[0].engagedPm = 30; // the GM says A engages 30 of its 45 PM
    const PhaseResult r = play(session, faces(session.ruleset(), 45, 6, 200, 1, {1}), orders);
    CHECK(r.sides[0].diceCount == 4); // engaged PM does not change the dice by default
    CHECK(r.sides[0].damageCap == 3);
    CHECK(r.sides[1].loss == 3);
    CHECK(r.sides[1].bound == LossBound::DamageCap);
    const auto rules = fixture::ruleset(json{{"engaged_pm", {{"affects_dice", true}}}});
    PmSession other(fixture::battle(duel(45, 200), rules));
    CHECK(play(other, faces(*rules, 30, 6, 200, 1, {1}), orders).sides[0].diceCount == 3);
    CHECK(fixture::ruleset(json{{"damage_cap", {{"per_tranche", 2}}}})->damageCapOf(45) == 8);
}

TEST_CASE("PM-14 PM-A4 the winner loses at most half of what the loser can inflict", "[pm][PM-14][PM-A4]")
{
    const auto rules = fixture::ruleset();
    CHECK(rules->winnerCapFacing(5) == 2);
    CHECK(rules->winnerCapFacing(7) == 3);
    CHECK(fixture::ruleset(json{{"winner_cap", {{"rounding", "nearest"}}}})->winnerCapFacing(5) == 3);
    CHECK(fixture::ruleset(json{{"winner_cap", {{"rounding", "ceil"}}}})->winnerCapFacing(7) == 4);
    CHECK(fixture::ruleset(json{{"winner_cap", {{"fraction", 0.333}}}})->winnerCapFacing(9) == 2);
}

TEST_CASE("PM-15 the loser of a phase loses 2 morale, on its base", "[pm][PM-15][PM-A10]")
{
    json file = duel(50, 50);
    file["sides"][1]["moral_de_base"] = 1;
    file["sides"][1]["bonus_moral_unites"] = json::array({{{"id", "u"}, {"bonus", 3}}});
    PmSession session(fixture::battle(file));
    const PhaseResult r = play(session, faces(session.ruleset(), 50, 4, 50, 3, {1}));
    CHECK(r.winner == 0);
    CHECK(r.sides[1].moraleBaseAfter == -1);
    CHECK(r.sides[1].moraleTotalAfter == 2);
    // PM-A10: a floor holds the total up.
    const auto floored = fixture::ruleset(json{{"morale", {{"floor", 3}}}});
    PmSession other(fixture::battle(file, floored));
    const PhaseResult f = play(other, faces(*floored, 50, 4, 50, 3, {1}));
    CHECK(f.sides[1].moraleTotalAfter == 3);
}

TEST_CASE("PM-16 PM-A9 two consecutive wins pay 2 morale, in the mode the ruleset names", "[pm][PM-16][PM-A9]")
{
    const auto run = [](const char *mode, bool tieBreaks, std::vector<char> results) {
        // Tranches of 100 PM: both sides keep 10 dice through the run, so one die decides each phase.
        const auto rules = fixture::ruleset(
            json{{"win_streak", {{"mode", mode}, {"tie_breaks", tieBreaks}}}, {"pm_dice", {{"tranche", 100}}}});
        PmSession session(fixture::battle(duel(1050, 1050), rules));
        std::vector<int> bonuses;
        for (const char outcome : results) {
            // 'W' A wins narrowly, 'L' A loses narrowly, 'T' tie.
            // Every die a 3, then A's dice moved so that A's score is B's + 1, − 1 or equal (morale included).
            const BattleState &state = session.state();
            std::vector<int> values = faces(*rules, state.sides[0].pm, 3, state.sides[1].pm, 3);
            int need = (outcome == 'W'   ? 1
                        : outcome == 'L' ? -1
                                         : 0) -
                       (state.sides[0].moraleTotal() - state.sides[1].moraleTotal());
            for (std::size_t d = 0; need != 0 && d < static_cast<std::size_t>(rules->diceFor(state.sides[0].pm)); ++d) {
                const int step = std::clamp(need, -2, 3);
                values[d] += step;
                need -= step;
            }
            REQUIRE(need == 0);
            if (outcome != 'T')
                values.push_back(1); // the winner's range die
            const PhaseResult r = play(session, values);
            bonuses.push_back(r.sides[0].streakBonus ? r.sides[0].moraleChange : 0);
            session.decide(PhaseDecisions{});
        }
        return bonuses;
    };
    CHECK(run("pairs", true, {'W', 'W', 'W', 'W'}) == std::vector<int>{0, 2, 0, 2});
    CHECK(run("every_win_from_second", true, {'W', 'W', 'W', 'L', 'W'}) == std::vector<int>{0, 2, 2, 0, 0});
    CHECK(run("once_per_battle", true, {'W', 'W', 'W', 'W'}) == std::vector<int>{0, 2, 0, 0});
    CHECK(run("pairs", true, {'W', 'T', 'W'}) == std::vector<int>{0, 0, 0});
    CHECK(run("pairs", false, {'W', 'T', 'W'}) == std::vector<int>{0, 0, 2});
}

TEST_CASE("PM-17 PM-A17 an army at 2 PM or less is out of combat and cannot begin a phase", "[pm][PM-17][PM-A17]")
{
    PmSession fresh(fixture::battle(duel(2, 50)));
    CHECK(fresh.state().sides[0].outOfCombat);
    CHECK(fresh.phaseRefusal().find("PM-17") != std::string::npos);

    PmSession session(fixture::battle(duel(12, 100)));
    const PhaseResult r = play(session, faces(session.ruleset(), 12, 1, 100, 6, {1}));
    CHECK(r.sides[0].loss == 10);
    CHECK(r.sides[0].pmAfter == 2);
    CHECK(r.sides[0].outOfCombat);
    CHECK(session.state().sides[0].outOfCombat);

    const auto rules = fixture::ruleset(json{{"out_of_combat", {{"threshold", 1}}}});
    PmSession other(fixture::battle(duel(12, 100), rules));
    CHECK_FALSE(play(other, faces(*rules, 12, 1, 100, 6, {1})).sides[0].outOfCombat);
}

TEST_CASE("PM-18 no army is destroyed in one phase, even where the caps fall short", "[pm][PM-18]")
{
    PmSession session(fixture::battle(duel(13, 200)));
    const PhaseResult r = play(session, faces(session.ruleset(), 13, 1, 200, 6, {1}));
    CHECK(r.sides[0].nominalLoss == 15);
    CHECK(r.sides[0].loss == 12);
    CHECK(r.sides[0].bound == LossBound::Survival);
    CHECK(r.sides[0].pmAfter == 1);
    const auto literal = fixture::ruleset(json{{"phase_survival", {{"min_pm_left", 0}}}});
    PmSession other(fixture::battle(duel(13, 200), literal));
    const PhaseResult l = play(other, faces(*literal, 13, 1, 200, 6, {1}));
    CHECK(l.sides[0].loss == 13);
    CHECK(l.sides[0].bound == LossBound::Pm);
}

TEST_CASE("PM-19 PM-A7 the decisions after a phase: continue, withdraw, negotiate, change strategy",
          "[pm][PM-19][PM-A7]")
{
    PmSession session(fixture::battle(duel(100, 100)));
    CHECK_THROWS_WITH(session.decide(PhaseDecisions{}), Catch::Contains("no phase"));
    play(session, faces(session.ruleset(), 100, 4, 100, 3, {1}));
    PhaseDecisions bad;
    bad.sides[0].decision = DecisionKind::SeRetirer;
    bad.sides[0].changeStrategy = true;
    CHECK_THROWS_WITH(session.decide(bad), Catch::Contains("continuer"));
    PhaseDecisions lonely;
    lonely.agreement = true;
    CHECK_THROWS_WITH(session.decide(lonely), Catch::Contains("negocier"));

    PhaseDecisions talk;
    talk.sides[0].decision = DecisionKind::Negocier;
    talk.sides[1].decision = DecisionKind::Negocier;
    talk.sides[1].note = "B offers the ford";
    session.decide(talk);
    CHECK_FALSE(session.state().ended); // the talks failed: a new phase may follow
    CHECK_THROWS_WITH(session.decide(talk), Catch::Contains("already recorded"));
    play(session, faces(session.ruleset(), 100, 4, 100, 3, {1}));
    talk.agreement = true;
    session.decide(talk);
    CHECK(session.state().ended);
    CHECK(session.state().endReason == "accord");
    CHECK_THROWS_WITH(play(session, faces(session.ruleset(), 100, 4, 100, 3, {1})), Catch::Contains("over"));
}

TEST_CASE("PM-A5 a range of six values is drawn with a d6, min, max or midpoint", "[pm][PM-A5]")
{
    for (const auto &[pick, expected] :
         std::vector<std::pair<const char *, int>>{{"min", 5}, {"max", 10}, {"midpoint", 7}}) {
        const auto rules = fixture::ruleset(json{{"loss_range", {{"pick", pick}}}});
        PmSession session(fixture::battle(duel(200, 200), rules));
        const PhaseResult r = play(session, faces(*rules, 200, 6, 200, 1));
        CHECK(r.sides[0].nominalLoss == expected);
        CHECK(r.sides[0].rangeDie == 0);
    }
    PmSession session(fixture::battle(duel(200, 200)));
    for (int die = 1; die <= 6; ++die) {
        const PhaseResult r = play(session, faces(session.ruleset(), 200, 6, 200, 1, {die}));
        CHECK(r.sides[0].nominalLoss == die + 4);
        session.undo();
    }
}

TEST_CASE("PM-A14 the numbers govern, the loss labels are display text", "[pm][PM-A14]")
{
    const auto rules = fixture::ruleset();
    const Outcome &crushing = rules->outcomes[rules->outcomeFor(11)];
    CHECK(rules->lossLabels[crushing.loserLabel].id == "lourdes_pertes");
    CHECK(rules->lossLabels[*crushing.winnerLabel].id == "pertes_moderees");
    CHECK(crushing.winnerLoss == LossAmount{5, 10});
    const auto relabelled = fixture::ruleset(json{{"outcomes", json::parse(R"([
            {"id":"egalite","label":{"fr":"Égalité","en":"Tie"},"min_gap":0,"max_gap":0,"loser_loss":8,
             "loser_label":"pertes_legeres"},
            {"id":"victoire","label":{"fr":"Victoire","en":"Victory"},"min_gap":1,"max_gap":null,"loser_loss":12,"loser_label":"pertes_moderees",
             "winner_loss":3,"winner_label":"pertes_legeres"}])")}});
    PmSession session(fixture::battle(duel(200, 200), relabelled));
    const PhaseResult r = play(session, faces(*relabelled, 200, 3, 200, 3));
    CHECK(r.sides[0].loss == 8);
}

TEST_CASE("PM-A15 both losses come from the PM at the start of the phase", "[pm][PM-A15]")
{
    PmSession session(fixture::battle(duel(100, 100)));
    const PhaseResult r = play(session, faces(session.ruleset(), 100, 3, 100, 3));
    // Each side's cap is the other's 10 (from 100 PM), not 9 from the PM left after its own loss.
    CHECK(r.sides[0].lossCap == 10);
    CHECK(r.sides[1].lossCap == 10);
    CHECK(session.state().sides[0].pm == 90);
    CHECK(session.state().sides[1].pm == 90);
}

TEST_CASE("PM-A16 morale and win runs belong to the side", "[pm][PM-A16]")
{
    PmSession session(fixture::battle(duel(100, 100, players({"P1"}), players({"P2"}))));
    play(session, faces(session.ruleset(), 100, 4, 100, 3, {1, 1, 1}));
    CHECK(session.state().sides[0].winRun == 1);
    CHECK(session.state().sides[1].moraleBase == -2);
}

TEST_CASE("PM-A18 a change of strategy adds strategy.modifier, the GM's modifier needs a reason", "[pm][PM-A18]")
{
    const auto rules = fixture::ruleset(json{{"strategy", {{"modifier", 3}}}});
    PmSession session(fixture::battle(duel(100, 100), rules));
    play(session, faces(*rules, 100, 3, 100, 3));
    PhaseDecisions decisions;
    decisions.sides[1].changeStrategy = true;
    session.decide(decisions);
    PhaseOrders orders;
    orders.sides[0].modifier = 2;
    CHECK_THROWS_WITH(play(session, faces(*rules, 90, 3, 90, 3), orders), Catch::Contains("reason"));
    orders.sides[0].modifierReason = "a night march round the flank";
    const PhaseResult r = play(session, faces(*rules, 90, 3, 90, 3, {1}), orders);
    // 9 dice of 3, morale −2 from the tie, then the modifiers.
    CHECK(r.sides[1].score.total() == 27 - 2 + 3);
    CHECK(r.sides[0].score.total() == 27 - 2 + 2);
    CHECK_FALSE(session.state().sides[1].changeStrategy); // spent
}

TEST_CASE("PM-M4 the GM overrides a score, the band, a nominal or a capped loss, with a reason", "[pm][PM-M4]")
{
    PmSession session(fixture::battle(duel(100, 100)));
    PhaseOrders orders;
    orders.gmOverride.score[0] = 40;
    CHECK_THROWS_WITH(play(session, faces(session.ruleset(), 100, 3, 100, 3), orders), Catch::Contains("reason"));
    orders.gmOverride.reason = "the ford collapsed under B";
    PhaseResult r = play(session, faces(session.ruleset(), 100, 3, 100, 3, {1}), orders);
    CHECK(r.gap == 10);
    CHECK(r.overridden);
    CHECK(r.sides[0].score[r.sides[0].score.size() - 1].ruleId == "PM-M4");
    session.undo();

    orders = {};
    orders.gmOverride.outcome = "victoire_nette";
    orders.gmOverride.reason = "test";
    CHECK_THROWS_WITH(play(session, faces(session.ruleset(), 100, 3, 100, 3), orders),
                      Catch::Contains("needs a winner"));
    orders.gmOverride.score[1] = 31;
    orders.gmOverride.loss[0] = 1;
    orders.gmOverride.nominalLoss[1] = 4;
    r = play(session, faces(session.ruleset(), 100, 3, 100, 3), orders);
    CHECK(session.ruleset().outcomes[r.outcome].id == "victoire_nette");
    CHECK(r.winner == 1);
    CHECK(r.sides[0].loss == 1);
    CHECK(r.sides[0].bound == LossBound::Override);
    CHECK(r.sides[1].loss == 4);

    CHECK_THROWS_WITH(session.overrideState(StateOverride{"A", "pm", 40, ""}), Catch::Contains("reason"));
    CHECK_THROWS_WITH(session.overrideState(StateOverride{"A", "colour", 1, "x"}), Catch::Contains("unknown field"));
    session.overrideState(StateOverride{"A", "pm", 2, "a plague in the camp"});
    CHECK(session.state().sides[0].outOfCombat);
    session.overrideState(StateOverride{"A", "out_of_combat", false, "the GM lets it fight on"});
    CHECK(session.phaseRefusal().empty());
    session.overrideState(StateOverride{"B", "moral_de_base", 9, "the king arrives"});
    session.overrideState(StateOverride{"B", "win_run", 0, "the GM reads the run as broken"});
    CHECK(session.state().sides[1].moraleBase == 9);
    CHECK(session.log().events().back().result == json{{"from", 1}, {"rule", "PM-16"}});
}
