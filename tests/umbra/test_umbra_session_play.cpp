// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The session contract's play() against the typed methods: for the same decisions, the same events byte for byte,
// and the same refusals, as SessionError.
#include "arbitre/umbra/session.h"

#include "support/demo_battle.h"
#include "temp_dir.h"
#include "test_paths.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace arbitre;
using namespace arbitre::umbra;
using nlohmann::json;
namespace demo = arbitre::umbra::test;

namespace {

UmbraSession open(const char *name)
{
    const auto path = arbitre::test::sourceDir() / "resources" / "scenarios" / name;
    return UmbraSession(std::dynamic_pointer_cast<const UmbraScenario>(demo::umbraRegistry().loadScenario(path)));
}

/** An order of an orders file as the movement procedure's option id (UD-72, UD-74). */
std::string orderId(const json &order)
{
    const std::string unit = order.at("unit").get<std::string>();
    if (!order.contains("to"))
        return unit + ":" + order.value("action", std::string("rester"));
    const std::string action = order.value("forced_march", false) ? "marche_forcee" : "deplacement";
    return unit + ":" + action + ":" + order["to"][0].dump() + "," + order["to"][1].dump();
}

json movementInput(const UmbraSession &session, const json &entry)
{
    const BattleState &now = session.state();
    const std::string &side =
        now.sides[static_cast<std::size_t>(now.moveOrder[static_cast<std::size_t>(now.moving)])].id;
    json input{{"side", side}, {"orders", json::array()}};
    for (const json &order : entry.value("moves", json::object()).value(side, json::array()))
        input["orders"].push_back(orderId(order));
    std::string triggers;
    for (const json &item : entry.value("conditional", json::object()).value(side, json::array())) {
        input["conditional"].push_back(orderId(item.at("order")));
        triggers += (triggers.empty() ? "" : "\n") + item.at("trigger").get<std::string>();
    }
    if (!triggers.empty())
        input["trigger"] = triggers;
    return input;
}

/** The entry's confrontation orders as the turn's input: each named, its losses' targets in order. */
json turnInput(const json &entry)
{
    json input = json::object();
    for (const json &item : entry.value("confrontations", json::array())) {
        input["confrontations"].push_back(std::to_string(item.at("confrontation").get<int>()));
        for (const json &id : item.value("allocation", json::array()))
            input["allocation"].push_back(id);
    }
    return input;
}

/** One entry of the orders file through play(), as demo::playEntry plays it through the typed methods. */
void playEntryByContract(UmbraSession &session, Dice &dice, const json &entry)
{
    const auto play = [&](const char *id, const json &input) { session.play(ProcedureCall{id, input}, dice); };
    const json firstMover =
        entry.contains("first_mover") ? json{{"first_mover", entry["first_mover"]}} : json::object();
    if (entry.value("end_of_day", false)) {
        play("end_of_day", firstMover);
        return;
    }
    if (session.state().phase == Phase::EndOfDay)
        play("end_of_day", firstMover);
    while (session.state().phase == Phase::Movement)
        play("movement", movementInput(session, entry));
    if (session.state().phase == Phase::Conditional) {
        json fire = json::array();
        for (std::size_t i = 0; i < entry.at("fire").size(); ++i)
            if (entry["fire"][i].get<bool>())
                fire.push_back(std::to_string(i + 1));
        play("conditionals", {{"fire", fire}});
    }
    play("turn", turnInput(entry));
}

/** The message of what `action` throws, or empty. */
template <typename F> std::string refusal(F &&action)
{
    try {
        action();
    } catch (const SessionError &error) {
        return error.what();
    }
    return {};
}

} // namespace

TEST_CASE("UD-68 UD-71 UD-A42 UD-88 the demo's three days through play() log the typed methods' events byte for byte",
          "[session][contract]")
{
    UmbraSession typed(demo::loadDemo());
    UmbraSession contract(demo::loadDemo());
    ListDice typedDice(demo::DemoDice);
    ListDice contractDice(demo::DemoDice);
    const json entries = demo::orderEntries();
    for (std::size_t i = 0; i < entries.size(); ++i) {
        INFO("orders entry /turns/" << i);
        demo::playEntry(typed, typedDice, entries[i]);
        playEntryByContract(contract, contractDice, entries[i]);
        REQUIRE(contract.log().toJson().dump() == typed.log().toJson().dump());
    }
    CHECK(contract.toJson().dump() == typed.toJson().dump());
    CHECK(contractDice.remaining() == 0);
}

TEST_CASE("UD-62 UD-51 a turn with Sens tactique and Discipline through play() logs what resolveTurn logs",
          "[session][contract]")
{
    UmbraSession session = open("ford-of-the-grey-river.json");
    const ProcedureSpec spec = session.procedure("turn", json::object());
    // Both sides hold Sens tactique (Ysolde, Enguerrand); Gautier's Discipline 2 is Varennes' reserve.
    const InputSpec *sens = findInput(spec, "sens_tactique");
    REQUIRE(sens != nullptr);
    CHECK(sens->options.front().id == "1:corbel@1");
    CHECK(findInput(spec, "discipline_1_varennes")->maximum == 2);
    CHECK(findInput(spec, "discipline_1_corbel")->maximum == 0);

    UmbraSession typed = session;
    SeededDice dice(11);
    SeededDice same(11);
    session.play(ProcedureCall{"turn", {{"sens_tactique", {"1:varennes@1"}}, {"discipline_1_varennes", 2}}}, dice);
    ConfrontationOrders orders;
    orders.postRoll.push_back({0, "varennes", SkillKind::SensTactique});
    orders.discipline.emplace_back("varennes", 2);
    typed.resolveTurn(same, {orders});
    CHECK(session.log().toJson().dump() == typed.log().toJson().dump());
    CHECK(session.log()[0].input["confrontations"][0]["post_roll"][0]["side"] == "varennes");
}

TEST_CASE("UD-M5 the GM's table and total over a resolution through play() log what resolveTurn logs",
          "[session][contract]")
{
    UmbraSession session = open("blue-vs-red.json");
    UmbraSession typed = session;
    ListDice dice({8});
    ListDice same({8});
    session.play(ProcedureCall{"turn",
                               {{"override_table", {"1:table_iv"}},
                                {"override_total_1_red", 12},
                                {"override_reason", "the red guard holds the bridge"}}},
                 dice);
    ConfrontationOrders orders;
    orders.gmOverride.table = "table_iv";
    orders.gmOverride.totals.emplace_back("red", 12);
    orders.gmOverride.reason = "the red guard holds the bridge";
    typed.resolveTurn(same, {orders});
    CHECK(session.log().toJson().dump() == typed.log().toJson().dump());
    CHECK(session.log()[0].result["confrontations"][0]["table"] == "table_iv");

    // A decision given twice for one confrontation is refused, and nothing is logged.
    UmbraSession fresh = open("blue-vs-red.json");
    ListDice more({8});
    CHECK(refusal([&] {
              fresh.play(
                  ProcedureCall{"turn", {{"override_roller", {"1:blue", "1:red"}}, {"override_reason", "twice"}}},
                  more);
          }) == "override_roller: confrontation 1 is given twice");
    CHECK(fresh.log().empty());
}

TEST_CASE("UD-88 play() refuses exactly what resolveTurn refuses, as SessionError, and changes nothing",
          "[session][contract]")
{
    UmbraSession session = open("blue-vs-red.json");
    UmbraSession typed = session;
    ListDice dice({8});
    ListDice same({8});
    ConfrontationOrders orders;
    orders.allocation = {"r1", "r2", "r1"};
    const std::string expected = refusal([&] { typed.resolveTurn(same, {orders}); });
    CHECK_THAT(expected, Catch::Contains("targets were named"));
    CHECK(refusal([&] {
              session.play(ProcedureCall{"turn", {{"allocation", {"r1", "r2", "r1"}}}}, dice);
          }) == expected);
    CHECK(session.log().empty());

    // A die that runs out or does not fit is a DiceError in the resolution: the contract says SessionError.
    ListDice none(std::vector<int>{});
    CHECK_THROWS_AS(session.play(ProcedureCall{"turn", json::object()}, none), SessionError);
    ListDice eleven({11});
    CHECK_THROWS_AS(session.play(ProcedureCall{"turn", json::object()}, eleven), SessionError);
    CHECK(session.log().empty());
}

TEST_CASE("UD-65 UD-A38 Vision stratégique through play() logs what counterSkill logs", "[session][contract]")
{
    arbitre::test::TempDir dir;
    const std::string ruleset = (arbitre::test::sourceDir() / "rulesets" / "umbra-draconis.json").string();
    const auto path = dir.write("vision.json", R"({"ruleset": ")" + ruleset + R"(", "sides": [
        {"id": "a", "troops": [{"id": "a1", "type": "fantassins"}, {"id": "a2", "type": "fantassins"}],
         "personalities": [{"id": "seer", "rank": "figure", "vs": 2, "skills": [{"id": "vision_strategique"}]}]},
        {"id": "b", "troops": [{"id": "b1", "type": "fantassins"}, {"id": "b2", "type": "fantassins"}],
         "personalities": [{"id": "chief", "rank": "figure", "vs": 1,
                            "skills": [{"id": "meneur"}, {"id": "galvaniseur"}]}]}]})");
    UmbraSession session(std::dynamic_pointer_cast<const UmbraScenario>(demo::umbraRegistry().loadScenario(path)));
    const ProcedureSpec spec = session.procedure("counter_skill", {{"target", "chief"}});
    CHECK(spec.refusal.empty());
    CHECK(findInput(spec, "holder")->options.size() == 1);
    CHECK(findInput(spec, "target")->options.front().id == "chief");
    CHECK(findInput(spec, "skill")->options.size() == 2);
    CHECK(findInput(spec, "skill")->options.front().rule == "UD-55"); // meneur

    UmbraSession typed = session;
    ListDice noDice(std::vector<int>{});
    session.play(ProcedureCall{"counter_skill", {{"holder", "seer"}, {"target", "chief"}, {"skill", "meneur"}}},
                 noDice);
    typed.counterSkill(0, "seer", "chief", SkillKind::Meneur, false);
    CHECK(session.log().toJson().dump() == typed.log().toJson().dump());
    CHECK_THAT(session.eventText(0, LogLanguage::French), Catch::StartsWith("- **"));
    // The holder's enemy only: the holder cannot counter his own side (UD-65).
    CHECK_THROWS_WITH(
        session.play(ProcedureCall{"counter_skill", {{"holder", "seer"}, {"target", "seer"}, {"skill", "meneur"}}},
                     noDice),
        Catch::Contains("target: expected one of chief"));
}

TEST_CASE("UD-M5 a GM override through play() logs what overrideState logs, hex and flag included",
          "[session][contract]")
{
    UmbraSession session(demo::loadDemo());
    UmbraSession typed = session;
    ListDice noDice(std::vector<int>{});
    const auto both = [&](const json &input, const StateOverride &change) {
        session.play(ProcedureCall{"override", input}, noDice);
        typed.overrideState(change);
    };
    both({{"unit", "mf_garde"}, {"field", "morale"}, {"value", "doute"}, {"reason", "a bad omen"}},
         {"mf_garde", "morale", "doute", "a bad omen"});
    both({{"unit", "mf_garde"}, {"field", "blesse"}, {"reason", "healed"}}, {"mf_garde", "blesse", false, "healed"});
    both({{"unit", "hugues"}, {"field", "wounds"}, {"value", 1}, {"reason", "an arrow"}},
         {"hugues", "wounds", 1, "an arrow"});
    both({{"unit", "mf_ecuyers"}, {"field", "hex"}, {"value", "14,17"}, {"reason", "scouting"}},
         {"mf_ecuyers", "hex", json::array({14, 17}), "scouting"});
    both({{"unit", "mf_ecuyers"}, {"field", "hex"}, {"value", "off"}, {"reason", "sent away"}},
         {"mf_ecuyers", "hex", nullptr, "sent away"});
    CHECK(session.log().toJson().dump() == typed.log().toJson().dump());
    CHECK(session.log().size() == 5);
}

TEST_CASE("UD-A52 a merge and a split through play() log what the typed methods log", "[session][contract]")
{
    UmbraSession session(demo::loadDemo());
    ListDice dice(demo::DemoDice);
    const json entries = demo::orderEntries();
    // Day 2, turn 3 fights two confrontations (2 and 3): play up to its movement step.
    std::size_t entry = 0;
    while (!(entries[entry].value("day", 0) == 2 && entries[entry].value("turn", 0) == 3))
        demo::playEntry(session, dice, entries[entry++]);
    if (session.state().phase == Phase::EndOfDay)
        session.endOfDay(dice);
    while (session.state().phase == Phase::Movement)
        session.play(ProcedureCall{"movement", movementInput(session, entries[entry])}, dice);
    REQUIRE(session.state().phase == Phase::Confrontation);
    const ProcedureSpec spec = session.procedure("regroup", {{"confrontation", "2"}});
    REQUIRE(spec.refusal.empty());
    REQUIRE(findInput(spec, "confrontation")->options.size() >= 2);
    for (const InputOption &other : findInput(spec, "other")->options)
        CHECK(other.id != "2");

    UmbraSession typed = session;
    const std::string merge = findInput(spec, "other")->options.front().id;
    session.play(ProcedureCall{"regroup", {{"action", "merge"}, {"confrontation", "2"}, {"other", merge}}}, dice);
    typed.mergeConfrontations(1, std::stoi(merge) - 1);
    CHECK(session.log().toJson().dump() == typed.log().toJson().dump());
    CHECK(session.log().events().back().kind == "umbra.regroup");
    CHECK_THAT(session.eventText(session.log().size() - 1, LogLanguage::English), Catch::StartsWith("- **"));

    // Split the merged confrontation again, by the hexes it offers: the same event, or the same refusal.
    const ProcedureSpec split = session.procedure("regroup", {{"confrontation", "2"}}); // kept: hexes refer into it
    const std::vector<InputOption> &hexes = findInput(split, "hexes")->options;
    REQUIRE(hexes.size() >= 2);
    const std::string cell = hexes.back().id;
    const OffsetCoord coord{std::stoi(cell.substr(0, cell.find(','))), std::stoi(cell.substr(cell.find(',') + 1))};
    const std::string expected = refusal([&] { typed.splitConfrontation(1, {typed.map().grid.hexOf(coord)}); });
    CHECK(refusal([&] {
              session.play(ProcedureCall{"regroup", {{"action", "split"}, {"confrontation", "2"}, {"hexes", {cell}}}},
                           dice);
          }) == expected);
    CHECK(session.log().toJson().dump() == typed.log().toJson().dump());
    const std::string other =
        findInput(session.procedure("regroup", {{"confrontation", "2"}}), "other")->options.front().id;
    CHECK(refusal([&] {
              session.play(ProcedureCall{"regroup", {{"action", "split"}, {"confrontation", "2"}, {"other", other}}},
                           dice);
          }) == "regroup: a split names its hexes, and no other confrontation (UD-A52)");
    // Regrouping waits for the movement step's end (UD-A52).
    UmbraSession early(demo::loadDemo());
    CHECK_THAT(early.procedure("regroup", json::object()).refusal, Catch::Contains("UD-68"));
}
