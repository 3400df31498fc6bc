// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/session.h"

#include "arbitre/core/module_registry.h"
#include "arbitre/umbra/module.h"
#include "arbitre/umbra/movement.h"
#include "support/umbra_fixtures.h"
#include "temp_dir.h"
#include "test_paths.h"

#include "unsealed.h"

#include <catch2/catch.hpp>

#include <vector>

using namespace arbitre;
using namespace arbitre::umbra;
using nlohmann::json;

namespace {

const ModuleRegistry &registry()
{
    return umbra::test::umbraRegistry();
}

std::shared_ptr<const UmbraScenario> load(const std::filesystem::path &path)
{
    return std::dynamic_pointer_cast<const UmbraScenario>(registry().loadScenario(path));
}

std::filesystem::path demo(const char *name)
{
    return arbitre::test::sourceDir() / "resources" / "scenarios" / name;
}

// Saves the session where a scenario would be, then loads it back.
UmbraSession roundTrip(const UmbraSession &session, const arbitre::test::TempDir &dir)
{
    const std::filesystem::path file = dir / "session.json";
    std::ofstream(file) << session.toJson(file).dump(2);
    return UmbraSession(load(file));
}

} // namespace

TEST_CASE("UD-W4 through a session: table II, die 8, R1 wounded, saved and reloaded, table III next", "[session]")
{
    UmbraSession session(load(demo("blue-vs-red.json")));
    ListDice dice({8}, DieSource::Entered);
    session.resolveTurn(dice);

    const Event &event = *session.lastTurn();
    const json &c = event.result["confrontations"][0];
    CHECK(c["sides"][0]["id"] == "blue");
    CHECK(c["sides"][0]["force"] == 10);
    CHECK(c["sides"][1]["force"] == 7);
    CHECK(c["table"] == "table_ii");
    CHECK(c["major"] == false);
    CHECK(c["roller"] == "blue");
    CHECK(c["draws"][0]["die"] == 8);
    CHECK(c["draws"][0]["colour"] == "vert");
    CHECK(c["draws"][0]["effects"][0]["target"] == "r1");
    REQUIRE(event.dice.size() == 1);
    CHECK(event.dice[0].source == DieSource::Entered); // UD-M6: the log says the GM typed it
    CHECK(event.dice[0].purpose == "day 1, turn 1, confrontation 1: draw 1, rolled by blue");

    arbitre::test::TempDir dir;
    UmbraSession reloaded = roundTrip(session, dir);
    CHECK(reloaded.state() == session.state());
    CHECK(reloaded.log() == session.log());
    ListDice next({5});
    reloaded.resolveTurn(next);
    const json &second = reloaded.lastTurn()->result["confrontations"][0];
    CHECK(second["sides"][1]["force"] == 5);
    CHECK(second["table"] == "table_iii");
}

TEST_CASE("Determinism: the same scenario and dice give the same file byte for byte", "[session]")
{
    auto play = [] {
        UmbraSession session(load(demo("ford-of-the-grey-river.json")));
        SeededDice dice(77);
        for (int turn = 0; turn < 4 && !session.state().confrontations[0].ended; ++turn)
            session.resolveTurn(dice);
        return session.toJson().dump(2);
    };
    CHECK(play() == play());
}

TEST_CASE("Replay: a saved session replays to the same state, and undo returns to the previous one", "[session]")
{
    UmbraSession session(load(demo("ford-of-the-grey-river.json")));
    SeededDice dice(2026);
    session.resolveTurn(dice);
    const BattleState afterOne = session.state();
    if (!session.state().confrontations[0].ended)
        session.resolveTurn(dice);
    arbitre::test::TempDir dir;
    const UmbraSession reloaded = roundTrip(session, dir);
    CHECK(reloaded.state() == session.state());
    json a = reloaded.toJson();
    json b = session.toJson();
    a.erase("ruleset"); // the reference is relative to where each file sits
    b.erase("ruleset");
    CHECK(a == b);
    if (session.log().size() == 2) {
        session.undo();
        CHECK(session.state() == afterOne);
        CHECK(session.log().size() == 1);
    }
}

TEST_CASE("Replay visits each event with the state before and after it, and changes nothing", "[session]")
{
    UmbraSession session(load(demo("blue-vs-red.json")));
    ListDice dice({6, 6, 6, 6});
    for (int turn = 0; turn < 4 && !session.state().confrontations[0].ended; ++turn)
        session.resolveTurn(dice);
    REQUIRE(session.log().size() >= 2);
    const BattleState last = session.state();
    std::vector<std::size_t> visited;
    BattleState expected = session.scenario().initial;
    session.replay([&](std::size_t index, const BattleState &before, const BattleState &after) {
        visited.push_back(index);
        CHECK(before == expected); // each event starts where the previous one left off
        CHECK(before.turn == session.log()[index].input["turn"].get<int>());
        CHECK(after.turn == before.turn + 1);
        expected = after;
    });
    CHECK(visited.size() == session.log().size());
    CHECK(visited.front() == 0);
    CHECK(visited.back() == session.log().size() - 1);
    CHECK(expected == last);
    CHECK(session.state() == last);
}

TEST_CASE("UD-M6 a tampered die in the log is refused on load", "[session]")
{
    UmbraSession session(load(demo("blue-vs-red.json")));
    ListDice dice({8});
    session.resolveTurn(dice);
    json saved = session.toJson();
    saved["log"]["events"][0]["dice"][0]["value"] = 1; // a rouge instead of a vert
    arbitre::test::unseal(saved);                      // the replay alone refuses it (the chain would first)
    arbitre::test::TempDir dir;
    const auto file = dir / "tampered.json";
    saved["ruleset"] = (arbitre::test::sourceDir() / "rulesets" / "umbra-draconis.json").string();
    std::ofstream(file) << saved.dump(2);
    CHECK_THROWS_WITH(UmbraSession(load(file)), Catch::Contains("does not reproduce its recorded result"));
}

TEST_CASE("UD-M6 a snapshot that the log does not reproduce is refused", "[session]")
{
    UmbraSession session(load(demo("blue-vs-red.json")));
    ListDice dice({8});
    session.resolveTurn(dice);
    json saved = session.toJson();
    saved["ruleset"] = (arbitre::test::sourceDir() / "rulesets" / "umbra-draconis.json").string();
    saved["state"]["turn"] = 3;
    arbitre::test::TempDir dir;
    const auto file = dir / "snapshot.json";
    std::ofstream(file) << saved.dump(2);
    CHECK_THROWS_WITH(UmbraSession(load(file)), Catch::Contains("does not match what its log replays to"));
}

TEST_CASE("UD-68 four combat turns make a day, the end of day comes after the fourth and starts day 2", "[session]")
{
    UmbraSession session(load(demo("blue-vs-red.json")));
    ListDice early({});
    CHECK_THROWS_WITH(session.endOfDay(early), Catch::Contains("day 1, turn 1 is still to be played"));
    ListDice dice({6, 6, 6, 6}); // table II bleu then table III bleu: wounds on both sides, nobody wiped out
    for (int turn = 0; turn < 4 && !session.state().confrontations[0].ended; ++turn)
        session.resolveTurn(dice);
    if (session.state().confrontations[0].ended)
        return;
    CHECK(session.state().turn == 5);
    ListDice more({6});
    CHECK_THROWS_WITH(session.resolveTurn(more), Catch::Contains("play the end of the day first (UD-68)"));
    SeededDice rally(1);
    session.endOfDay(rally);
    CHECK(session.state().day == 2);
    CHECK(session.state().turn == 1);
    CHECK(session.log().events().back().kind == "umbra.end_of_day");
}

TEST_CASE("A refused action leaves the session untouched", "[session]")
{
    UmbraSession session(load(demo("blue-vs-red.json")));
    const BattleState before = session.state();
    ListDice none({});
    CHECK_THROWS_AS(session.resolveTurn(none), SessionError); // no die left
    CHECK(session.state() == before);
    CHECK(session.log().empty());
    ConfrontationOrders orders;
    orders.allocation = {"b1"}; // Blue's troop cannot take Red's loss (UD-88)
    ListDice eight({8});
    CHECK_THROWS_WITH(session.resolveTurn(eight, {orders}), Catch::Contains("not of the suffering side"));
    CHECK(session.state() == before);
}

TEST_CASE("Property: random legal turns always replay to the same state", "[session][property]")
{
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        UmbraSession session(load(demo("ford-of-the-grey-river.json")));
        SeededDice dice(seed);
        for (int step = 0; step < 9; ++step) {
            if (session.state().turn > 4)
                session.endOfDay(dice);
            else if (!session.state().confrontations[0].ended)
                session.resolveTurn(dice);
        }
        arbitre::test::TempDir dir;
        const UmbraSession reloaded = roundTrip(session, dir);
        INFO("seed " << seed);
        CHECK(reloaded.state() == session.state());
    }
}

TEST_CASE("UD-99 the end of the day may come early once no confrontation is being fought, UD-101 rally", "[session]")
{
    UmbraSession session(load(demo("blue-vs-red.json")));
    ListDice first({8});
    session.resolveTurn(first);
    ConfrontationOrders orders;
    orders.allocation = {"r2", "r2", "r1", "r1"}; // table III 10: two wounds then three morale losses
    ListDice second({10});
    session.resolveTurn(second, {orders});
    REQUIRE(session.state().confrontations[0].ended);
    CHECK(session.state().sides[1].troops[0].status == TroopStatus::EnFuite);
    ListDice rally({9}, DieSource::Entered);
    session.endOfDay(rally);
    const Event &evening = session.log().events().back();
    CHECK(evening.result["rally"][0]["troop"] == "r1");
    CHECK(evening.result["rally"][0]["die"] == 9);
    CHECK(evening.dice[0].purpose == "day 1, end of day: rally of r1 (moyenne)");
    CHECK(session.state().sides[1].troops[0].status == TroopStatus::Present); // rallied at flanchant (UD-A68)
    CHECK(session.state().day == 2);
}

TEST_CASE("A log that no longer replays names the event at fault", "[session]")
{
    UmbraSession session(load(demo("blue-vs-red.json")));
    ListDice dice({8});
    session.resolveTurn(dice);
    json saved = session.toJson();
    saved["ruleset"] = (arbitre::test::sourceDir() / "rulesets" / "umbra-draconis.json").string();
    saved["log"]["events"][0]["dice"][0]["value"] = 9;
    arbitre::test::unseal(saved); // the replay alone refuses it (the chain would first)
    arbitre::test::TempDir dir;
    const auto file = dir / "tampered.json";
    std::ofstream(file) << saved.dump(2);
    try {
        UmbraSession reloaded(load(file));
        FAIL("the tampered log was accepted");
    } catch (const SessionError &error) {
        CHECK(error.eventIndex() == 0);
        CHECK_THAT(error.what(), Catch::StartsWith("event #1 (umbra.turn)"));
    }
}

TEST_CASE("UD-M5 a GM override is logged with its reason and the rule it replaces, replayed and undone", "[session]")
{
    UmbraSession session(load(demo("battle-of-vaudrey-ford.json")));
    const BattleState before = session.state();
    session.overrideState({"mf_garde", "morale", "doute", "the lord's banner fell in the river"});
    const Event &event = session.log()[session.log().size() - 1];
    CHECK(event.kind == "umbra.override");
    CHECK(event.input["reason"] == "the lord's banner fell in the river");
    CHECK(event.result["from"] == "discipline");
    CHECK(event.result["rule"] == "UD-27");

    // A rallied troop brought back onto the map (UD-101 leaves it off the map): status, then hex.
    session.overrideState({"mf_sergents", "status", "en_fuite", "routed by the charge"});
    MemberRef sergents;
    REQUIRE(findMember(session.state(), 0, "mf_sergents", sergents));
    CHECK_FALSE(session.state().sides[0].troops[static_cast<std::size_t>(sergents.index)].onMap);
    CHECK_THROWS_WITH(session.overrideState({"mf_sergents", "hex", json::array({10, 10}), "back"}),
                      Catch::Contains("make it present"));
    session.overrideState({"mf_sergents", "status", "present", "rallied by Hugues"});
    session.overrideState({"mf_sergents", "hex", json::array({10, 10}), "rallied at the mill"});
    const Troop &back = session.state().sides[0].troops[static_cast<std::size_t>(sergents.index)];
    CHECK(back.onMap);
    CHECK(hexToJson(session.map(), back.hex) == json::array({10, 10}));

    arbitre::test::TempDir dir;
    CHECK(roundTrip(session, dir).state() == session.state());
    for (int i = 0; i < 4; ++i)
        session.undo();
    CHECK(session.state() == before);
}

TEST_CASE("UD-M5 an override without a reason or with an unknown value is refused and changes nothing", "[session]")
{
    UmbraSession session(load(demo("battle-of-vaudrey-ford.json")));
    const BattleState before = session.state();
    CHECK_THROWS_WITH(session.overrideState({"mf_garde", "morale", "doute", ""}),
                      Catch::Contains("reason is required"));
    CHECK_THROWS_WITH(session.overrideState({"mf_garde", "morale", "furieux", "x"}),
                      Catch::Contains("not a morale level"));
    CHECK_THROWS_WITH(session.overrideState({"mf_garde", "force", 9, "x"}), Catch::Contains("not 'force'"));
    CHECK_THROWS_WITH(session.overrideState({"nobody", "morale", "doute", "x"}), Catch::Contains("no troop"));
    CHECK_THROWS_WITH(session.overrideState({"hugues", "wounds", 3, "x"}), Catch::Contains("0, 1 or 2"));
    CHECK(session.state() == before);
    CHECK(session.log().empty());
}

TEST_CASE("UD-M5 the GM overrides a total, the table or the roller of a resolution, with a reason", "[session]")
{
    UmbraSession session(load(demo("blue-vs-red.json")));
    ConfrontationOrders orders;
    orders.confrontation = 0;
    SECTION("a total: 10 against 7 becomes 21 against 7, a triple, table IV (UD-A58)")
    {
        orders.gmOverride.totals = {{"blue", 21}};
        orders.gmOverride.reason = "the reserve arrives";
        ListDice dice({8});
        session.resolveTurn(dice, {orders});
        const json &c = session.lastTurn()->result["confrontations"][0];
        CHECK(c["sides"][0]["force"] == 21);
        CHECK(c["table"] == "table_iv");
        CHECK(session.lastTurn()->input["confrontations"][0]["override"]["reason"] == "the reserve arrives");
        arbitre::test::TempDir dir;
        CHECK(roundTrip(session, dir).state() == session.state()); // the override replays
    }
    SECTION("the table and the roller")
    {
        orders.gmOverride.table = "table_i";
        orders.gmOverride.roller = "red";
        orders.gmOverride.reason = "fog on the ford";
        ListDice dice({8});
        session.resolveTurn(dice, {orders});
        const json &c = session.lastTurn()->result["confrontations"][0];
        CHECK(c["table"] == "table_i");
        CHECK(c["roller"] == "red");
    }
    SECTION("refused without a reason or with an unknown table, the session unchanged")
    {
        orders.gmOverride.table = "table_i";
        ListDice dice({8});
        CHECK_THROWS_WITH(session.resolveTurn(dice, {orders}), Catch::Contains("UD-M5"));
        orders.gmOverride.reason = "x";
        orders.gmOverride.table = "table_ix";
        CHECK_THROWS_WITH(session.resolveTurn(dice, {orders}), Catch::Contains("table_ix"));
        CHECK(session.log().empty());
    }
}
