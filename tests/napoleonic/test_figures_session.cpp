// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The napoleonic-figures scenario reader and the event-logged session: errors located in the
// file, replay, undo, a tampered log refused at its event, determinism.
#include "support/figures_session_support.h"

#include "arbitre/core/json_document.h"

#include "unsealed.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <string>
#include <unistd.h>

using namespace arbitre;
using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;
using nlohmann::json;

namespace {

json demoJson()
{
    std::ifstream in(demoScenarioPath());
    return json::parse(in);
}

/** `scenario` written to a temporary file, its ruleset given by absolute path. */
std::filesystem::path writeTemp(json scenario, const std::string &name)
{
    scenario["ruleset"] = shippedFiguresPath().string();
    const auto path =
        std::filesystem::temp_directory_path() / ("arbitre-nf-" + name + "-" + std::to_string(::getpid()) + ".json");
    std::ofstream out(path);
    out << scenario.dump(2);
    return path;
}

std::vector<Diagnostic> scenarioErrors(const json &scenario)
{
    const auto path = writeTemp(scenario, "errors");
    std::vector<Diagnostic> errors;
    try {
        loadFigures(path);
    } catch (const LoadError &error) {
        errors = error.diagnostics();
    }
    std::filesystem::remove(path);
    return errors;
}

bool hasError(const std::vector<Diagnostic> &errors, const std::string &pointer, const std::string &text)
{
    for (const Diagnostic &d : errors) {
        if (d.pointer == pointer && d.message.find(text) != std::string::npos && d.line > 0)
            return true;
    }
    return false;
}

/** NF-T1 as three events: S fires on T, T tests, then T is overridden back to ARRÊT. */
FiguresSession playedSession(Dice &dice)
{
    FiguresSession session(demoScenario());
    session.apply(FiguresProcedure::Fire, orders("S", "T", {"range_p2", "target_cover_light", "first_fire"}), dice);
    FiguresOrders test = orders("T", "", {"own_cover_light", "under_fire_inf", "flank_secure"});
    test.enemies = {"arret"};
    session.apply(FiguresProcedure::Morale, test, dice);
    return session;
}

std::shared_ptr<const FiguresScenario> reread(const json &saved)
{
    const auto path = writeTemp(saved, "reread");
    auto scenario = loadFigures(path);
    std::filesystem::remove(path);
    return scenario;
}

} // namespace

TEST_CASE("NF scenario - the demo loads its units, I with the M16 steps lost before the action",
          "[napoleonic][scenario]")
{
    const auto scenario = demoScenario();
    REQUIRE(scenario);
    CHECK(scenario->sides.size() == 2);
    CHECK(scenario->units.size() == 6);
    const FiguresUnit &i = scenario->units[*scenario->unitIndex("I")].unit;
    CHECK(i.losses.figures == 11);
    CHECK(i.stepsLostBeforeAction == 3); // M16: 1 figure and 1 step lost, 1 of them in this action
    CHECK(i.leader->distanceUd == 6);
    CHECK(scenario->units[*scenario->unitIndex("R")].unit.cohesion == 1);
}

TEST_CASE("NF scenario - unknown ids (NF-25, NF-33, NF-A15) and bad numbers (NF-17) refused at their pointer",
          "[napoleonic][scenario]")
{
    json bad = demoJson();
    bad["sides"][0]["units"][0]["status"] = "grenadier";
    bad["sides"][0]["units"][1]["formation"] = "wedge";
    bad["sides"][1]["units"][0]["nation"] = "usa_inf";
    bad["sides"][1]["units"][1]["cohesion"] = "shaken";
    bad["sides"][1]["units"][2]["figures"] = 40;
    bad["sides"][1]["units"][2]["id"] = "T";
    bad["sides"][0]["units"][2]["colour"] = "red";
    const auto errors = scenarioErrors(bad);
    CHECK(hasError(errors, "/sides/0/units/0/status", "unknown status 'grenadier'"));
    CHECK(hasError(errors, "/sides/0/units/1/formation", "unknown formation 'wedge'"));
    CHECK(hasError(errors, "/sides/1/units/0/nation", "unknown nation column 'usa_inf'"));
    CHECK(hasError(errors, "/sides/1/units/1/cohesion", "unknown cohesion 'shaken'"));
    CHECK(hasError(errors, "/sides/1/units/2/figures", "at most its 12 figures"));
    CHECK(hasError(errors, "/sides/1/units/2/id", "duplicate unit id 'T'"));
    CHECK(hasError(errors, "/sides/0/units/2/colour", "unknown key"));
}

TEST_CASE("NF-25 NF-A17 a unit's nation column is required: its formation changes are read in it",
          "[napoleonic][scenario]")
{
    json missing = demoJson();
    missing["sides"][0]["units"][0].erase("nation");
    CHECK(hasError(scenarioErrors(missing), "/sides/0/units/0/nation", "missing required key 'nation'"));
    json empty = demoJson();
    empty["sides"][0]["units"][0]["nation"] = "";
    CHECK(hasError(scenarioErrors(empty), "/sides/0/units/0/nation", "unknown nation column ''"));
}

TEST_CASE("NF session - NF-T1 saved, reloaded and replayed reaches the same units", "[napoleonic][session]")
{
    ListDice dice({3, 2});
    const FiguresSession session = playedSession(dice);
    const json saved = session.toJson();
    CHECK(saved["state"]["events"] == 2);
    const FiguresSession again(reread(saved));
    CHECK(again.state() == session.state());
    CHECK(again.log() == session.log());
    json resaved = again.toJson();
    resaved.erase("ruleset"); // written absolute for the temporary copy
    json expected = saved;
    expected.erase("ruleset");
    CHECK(resaved == expected);
}

TEST_CASE("NF session - undo of NF-T1 drops the last event and replays the rest", "[napoleonic][session]")
{
    ListDice dice({3, 2});
    FiguresSession session = playedSession(dice);
    const FiguresUnit afterFire = session.state()[*session.scenario().unitIndex("T")];
    session.undo();
    CHECK(session.log().size() == 1);
    CHECK(session.unit("T") == afterFire);
    session.undo();
    CHECK(session.state() == session.scenario().initialState());
}

TEST_CASE("NF session - NF-T1 is deterministic with the same seeded dice (NF-1)", "[napoleonic][session]")
{
    SeededDice one(42);
    SeededDice two(42);
    const FiguresSession a = playedSession(one);
    const FiguresSession b = playedSession(two);
    CHECK(a.state() == b.state());
    CHECK(a.toJson() == b.toJson());
    CHECK(a.log()[0].dice[0].source == DieSource::Seeded);
}

TEST_CASE("NF session - a tampered NF-T1 log is refused at its event /log/events/1", "[napoleonic][session]")
{
    ListDice dice({3, 2});
    json saved = playedSession(dice).toJson();
    SECTION("a die changed")
    {
        saved["log"]["events"][1]["dice"][0]["value"] = 6;
        arbitre::test::unseal(saved); // the replay alone refuses it (the chain would first)
    }
    SECTION("a result changed")
    {
        saved["log"]["events"][1]["result"]["score"] = 9;
        arbitre::test::unseal(saved); // the replay alone refuses it (the chain would first)
    }
    SECTION("a modifier added to the orders")
    {
        saved["log"]["events"][1]["input"]["modifiers"].push_back({{"id", "support_two_arms"}});
        arbitre::test::unseal(saved); // the replay alone refuses it (the chain would first)
    }
    const auto path = writeTemp(saved, "tampered");
    const auto scenario = loadFigures(path);
    const JsonDocument document = JsonDocument::fromFile(path);
    std::filesystem::remove(path);
    try {
        FiguresSession session(scenario);
        FAIL("the tampered log was accepted");
    } catch (const SessionError &error) {
        CHECK(error.eventIndex() == 1);
        CHECK(locateSessionError(document, error).pointer == "/log/events/1");
    }
}

TEST_CASE("NF session - refused orders (unknown unit or itself, unknown NF-5 modifier, override without reason) leave "
          "no trace",
          "[napoleonic][session]")
{
    FiguresSession session(demoScenario());
    ListDice dice({3});
    CHECK_THROWS_AS(session.apply(FiguresProcedure::Fire, orders("S", "Z", {}), dice), SessionError);
    CHECK_THROWS_AS(session.apply(FiguresProcedure::Fire, orders("S", "S", {}), dice), SessionError);
    CHECK_THROWS_AS(session.apply(FiguresProcedure::Fire, orders("S", "T", {"no_such_modifier"}), dice), SessionError);
    FiguresOrders gm = orders("T", "", {});
    gm.field = "box";
    gm.value = "deroute";
    CHECK_THROWS_AS(session.apply(FiguresProcedure::Override, gm, dice), SessionError); // no reason
    CHECK(session.log().empty());
    CHECK(session.state() == session.scenario().initialState());
}

TEST_CASE("NF session - the GM override, formation change (NF-25) and move (NF-22) are logged", "[napoleonic][session]")
{
    FiguresSession session(demoScenario());
    ListDice none({});
    FiguresOrders gm = orders("T", "", {});
    gm.field = "box";
    gm.value = "retraite";
    gm.reason = "the umpire's ruling after the village fight";
    const json over = session.apply(FiguresProcedure::Override, gm, none);
    CHECK(over["from"] == "arret");
    CHECK(session.unit("T").box == box("retraite"));

    FiguresOrders column = orders("S", "", {});
    column.to = "coc";
    const json change = session.apply(FiguresProcedure::Formation, column, none);
    CHECK(change["pa"].get<int>() > 0);
    CHECK(session.unit("S").formation == formation("coc"));
    CHECK(session.unit("S").paSpent == change["pa"].get<int>());

    FiguresOrders march = orders("S", "", {});
    march.pace = "pac";
    const json moved = session.apply(FiguresProcedure::Move, march, none);
    CHECK(moved["allowance"] == 5); // NF-22: pas accéléré in column of companies
    CHECK(session.unit("S").pace == pace("pac"));
    CHECK(session.log().size() == 3);
    CHECK(session.log()[0].kind == "napoleonic.override");
    const FiguresSession again(reread(session.toJson()));
    CHECK(again.state() == session.state());
}

TEST_CASE("NF session - reforming reads NF-25's reform row and brings cohesion one level back (NF-A15)",
          "[napoleonic][session]")
{
    FiguresSession session(demoScenario());
    ListDice none({});
    FiguresOrders reform = orders("R", "", {}); // R, ang_inf, in line without formation (SAF)
    reform.to = "reform";
    const json result = session.apply(FiguresProcedure::Formation, reform, none);
    CHECK(result["row"] == "reform>reform");
    CHECK(result["pa"] == 2); // ang_inf's column
    CHECK(session.unit("R").cohesion == 0);
    CHECK(session.unit("R").formation == formation("line"));
    CHECK(session.unit("R").paSpent == 2);
}

TEST_CASE("NF session - a move across woods costs its UD and a DDF (NF-22, NF-27, NF-28, NF-A15)",
          "[napoleonic][session]")
{
    FiguresSession session(demoScenario());
    ListDice none({});
    FiguresOrders march = orders("S", "", {});
    march.pace = "pac";
    march.terrains = {"boc"};
    const json moved = session.apply(FiguresProcedure::Move, march, none);
    CHECK(moved["allowance"] == 2); // 3 UD in line at pas accéléré, 1 UD for the light woods
    CHECK(moved["ddf"] == 1);
    CHECK(moved["changes"]["S"]["cohesion"] == json::array({"formed", "saf"}));
    CHECK(session.unit("S").paSpent == 2); // NF-2: the pace's PA

    FiguresOrders through = orders("A", "", {});
    through.terrains = {"bod"};
    CHECK_THROWS_AS(session.apply(FiguresProcedure::Move, through, none), SessionError); // xxx: impassable
    CHECK(session.log().size() == 1);
}

TEST_CASE("NF session - reaction PA beyond 3 become POP (NF-47, NF-48) and a new action resets M17 (NF-A25)",
          "[napoleonic][session]")
{
    FiguresSession session(demoScenario());
    ListDice dice({3, 4});
    FiguresOrders spent = orders("T", "", {});
    spent.field = "pa_spent";
    spent.value = 2;
    spent.reason = "T marched this turn";
    session.apply(FiguresProcedure::Override, spent, dice);
    FiguresOrders react = orders("T", "", {});
    react.paToSpend = 2; // a formation change
    const json reaction = session.apply(FiguresProcedure::Reaction, react, dice);
    CHECK(reaction["total_pa"] == 5); // 2 spent + 1 lost + 2
    CHECK(reaction["excess"] == 2);
    CHECK(reaction["pop"] == 2);
    CHECK(session.unit("T").pop == 2);

    session.apply(FiguresProcedure::Fire, orders("S", "T", {"range_p2", "target_cover_light", "first_fire"}), dice);
    CHECK(session.unit("T").losses.stepsThisAction == 2);
    session.apply(FiguresProcedure::Action, orders("T", "", {}), dice);
    CHECK(session.unit("T").losses.stepsThisAction == 0);
    CHECK(session.unit("T").stepsLostBeforeAction == 2);
    CHECK(session.unit("T").figuresAtActionStart == 24);
    const FiguresSession again(reread(session.toJson()));
    CHECK(again.state() == session.state());
}
