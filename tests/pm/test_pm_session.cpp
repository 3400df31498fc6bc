// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The PM battle as a session: loading, saving, replay, undo, determinism, refusals, and the caps as properties.
#include "arbitre/core/module_registry.h"
#include "arbitre/pm/module.h"
#include "arbitre/pm/report.h"
#include "pm_fixture.h"
#include "temp_dir.h"

#include "unsealed.h"

#include <catch2/catch.hpp>

using namespace arbitre;
using namespace arbitre::pm;
using nlohmann::json;

namespace {

const ModuleRegistry &modules()
{
    static const ModuleRegistry registry = [] {
        ModuleRegistry r;
        pm::registerModule(r);
        return r;
    }();
    return registry;
}

std::shared_ptr<const PmBattle> demo()
{
    return std::dynamic_pointer_cast<const PmBattle>(
        modules().loadScenario(arbitre::test::sourceDir() / "resources" / "scenarios" / "pm-bataille-de-lerac.json"));
}

/** Plays phases with seeded dice until the battle ends or `phases` are played. */
void playSeeded(PmSession &session, std::uint64_t seed, int phases)
{
    SeededDice dice(seed);
    for (int i = 0; i < phases && session.phaseRefusal().empty(); ++i) {
        session.playPhase(dice);
        PhaseDecisions decisions;
        for (std::size_t s = 0; s < 2; ++s) {
            if (session.state().sides[s].outOfCombat)
                decisions.sides[s].decision = DecisionKind::SeRetirer;
        }
        session.decide(decisions);
    }
}

} // namespace

TEST_CASE("the demo PM battle loads through the registry and plays", "[pm][session]")
{
    const auto battle = demo();
    REQUIRE(battle);
    PmSession session(battle);
    CHECK(session.state().sides[0].moraleTotal() == 6);
    CHECK(session.state().sides[1].moraleTotal() == 7);
    playSeeded(session, 7, 3);
    CHECK(session.state().phase >= 1);
}

TEST_CASE("PM-M5 a saved battle replays to the same state, bit for bit", "[pm][session][PM-M5]")
{
    PmSession session(demo());
    playSeeded(session, 42, 4);
    session.overrideState(StateOverride{"A", "moral_de_base", 1, "desertions overnight"});
    arbitre::test::TempDir dir;
    const auto path = dir / "saved.json";
    {
        std::ofstream out(path);
        out << session.toJson(path).dump(2);
    }
    const auto loaded = std::dynamic_pointer_cast<const PmBattle>(modules().loadScenario(path));
    REQUIRE(loaded);
    PmSession again(loaded);
    CHECK(again.state() == session.state());
    CHECK(again.log() == session.log());
    CHECK(again.toJson(path) == session.toJson(path));
    // Every die is in the log with its purpose and source.
    for (const Event &event : again.log().events()) {
        for (const DieRoll &die : event.dice) {
            CHECK_FALSE(die.purpose.empty());
            CHECK(die.source == DieSource::Seeded);
        }
    }
}

TEST_CASE("PM-M5 a log that does not reproduce its results is refused at its event", "[pm][session][PM-M5]")
{
    PmSession session(demo());
    playSeeded(session, 3, 2);
    arbitre::test::TempDir dir;
    const auto path = dir / "tampered.json";
    json file = session.toJson(path);
    file["log"]["events"][0]["result"]["sides"][0]["pm_after"] = 99;
    arbitre::test::unseal(file); // the replay alone refuses it (the chain would first)
    {
        std::ofstream out(path);
        out << file.dump(2);
    }
    const auto loaded = std::dynamic_pointer_cast<const PmBattle>(modules().loadScenario(path));
    try {
        PmSession broken(loaded);
        FAIL("a tampered log was accepted");
    } catch (const SessionError &error) {
        CHECK(error.eventIndex() == 0);
        const Diagnostic where = locateSessionError(JsonDocument::fromFile(path), error);
        CHECK(where.pointer == "/log/events/0");
        CHECK(where.line > 1);
    }
}

TEST_CASE("undo drops the last event and replays", "[pm][session]")
{
    PmSession session(demo());
    const BattleState start = session.state();
    SeededDice dice(11);
    session.playPhase(dice);
    const BattleState afterPhase = session.state();
    session.decide(PhaseDecisions{});
    session.undo();
    CHECK(session.state() == afterPhase);
    session.undo();
    CHECK(session.state() == start);
    CHECK(session.log().empty());
}

TEST_CASE("a refused phase changes nothing", "[pm][session]")
{
    PmSession session(demo());
    PhaseOrders orders;
    orders.sides[0].engagedPm = 64; // more than its 63 PM
    SeededDice dice(1);
    CHECK_THROWS_WITH(session.playPhase(dice, orders), Catch::Contains("PM-A2"));
    orders.sides[0].engagedPm.reset();
    orders.sides[1].playerDice = {7};
    CHECK_THROWS_WITH(session.playPhase(dice, orders), Catch::Contains("PM-6"));
    ListDice few({1, 2});
    CHECK_THROWS_AS(session.playPhase(few), DiceError);
    CHECK(session.log().empty());
    CHECK(session.state() == demo()->initialState());
}

TEST_CASE("PM-13 PM-14 PM-18 property: no loss beyond the caps, no army destroyed in one phase",
          "[pm][property][PM-13][PM-14][PM-18]")
{
    const auto rules = fixture::ruleset();
    SeededDice sizes(2026);
    for (int battle = 0; battle < 300; ++battle) {
        const int pmA = 3 + sizes.roll(300);
        const int pmB = 3 + sizes.roll(300);
        PmSession session(fixture::battle(
            json{{"ruleset", "pm-battle.json"},
                 {"sides",
                  json::array({fixture::side("A", pmA, sizes.roll(10) - 5, json::array(), sizes.roll(6), json::array()),
                               fixture::side("B", pmB, sizes.roll(10) - 5, json::array(), sizes.roll(6),
                                             json::array({{{"id", "P"}, {"name", "P"}}}))})}},
            rules));
        SeededDice dice(static_cast<std::uint64_t>(battle));
        while (session.phaseRefusal().empty()) {
            const PhaseResult r = session.playPhase(dice);
            for (std::size_t s = 0; s < 2; ++s) {
                const SideResult &side = r.sides[s];
                INFO("battle " << battle << " phase " << r.phase << " side " << s);
                CHECK(side.loss >= 0);
                CHECK(side.loss <= side.nominalLoss);
                CHECK(side.loss <= r.sides[1 - s].damageCap); // PM-13
                if (r.winner && *r.winner == static_cast<int>(s))
                    CHECK(side.loss <= rules->winnerCapFacing(r.sides[1 - s].damageCap)); // PM-14
                CHECK(side.pmAfter >= 1);                                                 // PM-18
                CHECK(side.pmAfter == side.pmStart - side.loss);
            }
            PhaseDecisions decisions;
            for (std::size_t s = 0; s < 2; ++s) {
                if (r.sides[s].outOfCombat)
                    decisions.sides[s].decision = DecisionKind::SeRetirer; // PM-17
            }
            session.decide(decisions);
        }
    }
}

TEST_CASE("determinism: the same battle and seed give the same log", "[pm][session]")
{
    PmSession one(demo());
    PmSession two(demo());
    playSeeded(one, 99, 5);
    playSeeded(two, 99, 5);
    CHECK(one.log() == two.log());
    CHECK(one.state() == two.state());
}

TEST_CASE("PM-M5 the battle log for players names every phase, decision and highlight", "[pm][log][PM-M5]")
{
    PmSession session(fixture::battle(fixture::workedExampleBattle()));
    ListDice d({4, 2, 6, 3, 1, 5, 3, 3, 2, 5, 4, 6, 2, 3});
    session.playPhase(d);
    PhaseDecisions decisions;
    decisions.sides[1].changeStrategy = true;
    session.decide(decisions);
    const std::string md = battleLogMarkdown(session);
    CHECK(md.find("## Phase 1 — Clear victory (PM-11), Armée A wins") != std::string::npos);
    CHECK(md.find("| Score (PM-2) | 38 | 31 |") != std::string::npos);
    CHECK(md.find("Feat of arms: P1") != std::string::npos);
    CHECK(md.find("capped: Armée A's 63 PM can inflict at most 6 (PM-13)") != std::string::npos);
    CHECK(md.find("Armée B: Continue the fight, Change strategy") != std::string::npos);
    CHECK(md.find("| 1 | 61 | 6 | 44 | 5 |") != std::string::npos);
    const std::string html = battleLogHtml(session);
    CHECK(html.find("<svg") != std::string::npos);
    CHECK(html.find("<h2>Phase 1") != std::string::npos);
}
