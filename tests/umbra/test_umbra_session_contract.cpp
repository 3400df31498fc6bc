// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// UmbraSession as an arbitre::Session: opened through the registry, its procedures' specs and refusals, its view,
// its logs, undo and copies — what the app's shared parts and the generic commands read of it.
#include "arbitre/umbra/battle_log.h"
#include "arbitre/umbra/session.h"

#include "support/demo_battle.h"
#include "temp_dir.h"
#include "test_paths.h"

#include "unsealed.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <set>
#include <string>

using namespace arbitre;
using namespace arbitre::umbra;
using nlohmann::json;
namespace demo = arbitre::umbra::test;

namespace {

std::filesystem::path scenarioPath(const std::string &name)
{
    return arbitre::test::sourceDir() / "resources" / "scenarios" / name;
}

std::unique_ptr<Session> open(const std::string &name)
{
    return demo::umbraRegistry().openSession(scenarioPath(name));
}

const ProcedureSpec &find(const std::vector<ProcedureSpec> &specs, const std::string &id)
{
    const auto found = std::find_if(specs.begin(), specs.end(), [&](const ProcedureSpec &s) { return s.id == id; });
    REQUIRE(found != specs.end());
    return *found;
}

std::vector<std::string> optionIds(const InputSpec *input)
{
    REQUIRE(input != nullptr);
    std::vector<std::string> ids;
    for (const InputOption &option : input->options)
        ids.push_back(option.id);
    return ids;
}

std::string checkRefusal(const ProcedureSpec &spec, const json &input)
{
    try {
        checkInput(spec, input);
    } catch (const SessionError &error) {
        return error.what();
    }
    return {};
}

/** The demo played through its first `entries` orders entries, as `arbitre-cli umbra play` plays them. */
UmbraSession playedDemo(std::size_t entries)
{
    UmbraSession session(demo::loadDemo());
    ListDice dice(demo::DemoDice);
    demo::play(session, dice, entries);
    return session;
}

} // namespace

TEST_CASE("The registry opens every Umbra demo as a Session, the battle of Vaudrey ford comes first",
          "[session][contract]")
{
    const RuleModule *module = demo::umbraRegistry().find("umbra-draconis");
    REQUIRE(module != nullptr);
    const std::vector<std::string> demos = module->demoScenarios();
    REQUIRE(demos.size() == 3);
    CHECK(demos.front() == "battle-of-vaudrey-ford.json");
    for (const std::string &name : demos) {
        INFO(name);
        const std::unique_ptr<Session> session = open(name);
        CHECK(session->system() == "umbra-draconis");
        CHECK_FALSE(session->title().empty());
        CHECK(session->log().empty());
        CHECK(session->procedures().size() == 7);
        CHECK(session->view().sides.size() == 2);
    }
    CHECK(open("battle-of-vaudrey-ford.json")->title() == "La bataille du gué de Vaudrey");
}

TEST_CASE("UD-20 UD-26 UD-27 the view lists each troop's Force, morale, fatigue, status and hex", "[session][contract]")
{
    const std::unique_ptr<Session> session = open("battle-of-vaudrey-ford.json");
    const StateView view = session->view();
    CHECK(view.when ==
          Label{"Jour 1, tour 1, mouvement de Maison de Montfaucon", "Day 1, turn 1, Maison de Montfaucon moves"});
    CHECK(view.sides.front() == SideView{"montfaucon", "Maison de Montfaucon"});
    const auto garde =
        std::find_if(view.units.begin(), view.units.end(), [](const UnitView &u) { return u.id == "mf_garde"; });
    REQUIRE(garde != view.units.end());
    CHECK(garde->name == "Garde de la Tour");
    CHECK(garde->side == "montfaucon");
    CHECK(garde->present);
    REQUIRE(garde->attributes.size() == 5);
    CHECK(garde->attributes[0].name.en == "Force");
    CHECK(garde->attributes[1].value == Label{"Discipliné", "Disciplined"});
    CHECK(garde->attributes[3].value == Label{"présente", "present"});
    CHECK(garde->attributes[4].value.en == "[13, 9]");
    // A levy of the second day is not on the field yet (UD-18).
    const auto grange = std::find_if(view.units.begin(), view.units.end(),
                                     [](const UnitView &u) { return u.id == "mf_chevaliers_grange"; });
    REQUIRE(grange != view.units.end());
    CHECK_FALSE(grange->present);
    CHECK(grange->attributes[3].value == Label{"à lever", "to be raised"});
    CHECK(open("blue-vs-red.json")->view().when == Label{"Jour 1, tour 1", "Day 1, turn 1"});
}

TEST_CASE("UD-68 the turn is refused until the movement step is played, through the contract", "[session][contract]")
{
    const std::unique_ptr<Session> session = open("battle-of-vaudrey-ford.json");
    const std::vector<ProcedureSpec> specs = session->procedures();
    CHECK(find(specs, "movement").refusal.empty());
    CHECK(find(specs, "turn").refusal == "day 1, turn 1: the movement step comes first (movement, UD-68)");
    CHECK_THAT(find(specs, "end_of_day").refusal, Catch::Contains("UD-68"));
    CHECK_THAT(find(specs, "conditionals").refusal, Catch::Contains("UD-68"));
    CHECK_THAT(find(specs, "counter_skill").refusal, Catch::Contains("UD-65"));
    CHECK(find(specs, "override").refusal.empty());
    ListDice dice({5});
    CHECK_THROWS_WITH(session->play(ProcedureCall{"turn", json::object()}, dice),
                      "day 1, turn 1: the movement step comes first (movement, UD-68)");
    CHECK(session->log().empty());
    CHECK_THROWS_WITH(session->procedure("charge", json::object()), "unknown procedure 'charge' in umbra-draconis");
    // Without a map, the day's steps on a map say why they cannot be played.
    CHECK(find(open("blue-vs-red.json")->procedures(), "movement").refusal == "this scenario has no map (UD-67)");
}

TEST_CASE("UD-71 UD-A42 the movement step offers the side that moves now and each unit's orders", "[session][contract]")
{
    UmbraSession session(demo::loadDemo());
    const ProcedureSpec first = session.procedure("movement", json::object());
    CHECK(optionIds(findInput(first, "side")) == std::vector<std::string>{"montfaucon"}); // the lower VS (UD-71)
    CHECK(findInput(first, "side")->defaultValue == "montfaucon");
    const std::vector<std::string> orders = optionIds(findInput(first, "orders"));
    for (const char *id : {"mf_piquiers:lever_position_defensive", "mf_garde:consolider",
                           "mf_ecuyers:deplacement:14,17", "mf_garde:rester"})
        CHECK(std::count(orders.begin(), orders.end(), id) == 1);
    CHECK(findInput(first, "conditional") != nullptr); // the first mover may give conditional orders
    CHECK(findInput(first, "orders")->options.front().group == "Garde de la Tour");

    // Narrowed by the orders chosen: a unit with an order is offered no other.
    const ProcedureSpec narrowed = session.procedure("movement", {{"orders", {"mf_ecuyers:deplacement:14,17"}}});
    const std::vector<std::string> left = optionIds(findInput(narrowed, "orders"));
    CHECK(left.front() == "mf_ecuyers:deplacement:14,17");
    CHECK(std::count_if(left.begin(), left.end(),
                        [](const std::string &id) { return id.rfind("mf_ecuyers:", 0) == 0; }) == 1);

    ListDice none(std::vector<int>{});
    session.play(ProcedureCall{"movement", json::object()}, none);
    const ProcedureSpec second = session.procedure("movement", json::object());
    CHECK(optionIds(findInput(second, "side")) == std::vector<std::string>{"brisemont"});
    CHECK(findInput(second, "conditional") == nullptr); // UD-71: the last mover has nobody to wait for
    CHECK(checkRefusal(second, {{"conditional", {"br_lances:rester"}}}) ==
          "movement: unknown input 'conditional'; expected one of side, orders");
}

TEST_CASE("UD-A42 the conditional orders wait for the GM, each with its trigger", "[session][contract]")
{
    UmbraSession session = playedDemo(1);
    ListDice none(std::vector<int>{});
    const json entry = demo::orderEntries()[1];
    std::vector<UnitOrder> orders;
    for (const json &order : entry["moves"]["montfaucon"])
        orders.push_back(unitOrderFromJson(session.map(), order));
    const json conditional = entry["conditional"]["montfaucon"][0];
    session.move(
        "montfaucon", orders,
        {ConditionalOrder{0, conditional["trigger"], unitOrderFromJson(session.map(), conditional["order"]), false}});
    session.move("brisemont", {});
    REQUIRE(session.state().phase == Phase::Conditional);
    const ProcedureSpec spec = session.procedure("conditionals", json::object());
    CHECK(spec.refusal.empty());
    REQUIRE(findInput(spec, "fire")->options.size() == 1);
    CHECK_THAT(findInput(spec, "fire")->options[0].label.fr, Catch::Contains("si Brisemont entre dans le gué"));
    CHECK(find(session.procedures(), "turn").refusal ==
          "day 1, turn 2: the movement step comes first (conditional, UD-68)");
    UmbraSession typed = session;
    session.play(ProcedureCall{"conditionals", {{"fire", {"1"}}}}, none);
    typed.settleConditionals({true});
    CHECK(session.log().toJson() == typed.log().toJson());
}

TEST_CASE("UD-85 a turn's spec names its confrontations' decisions and the dice it reads", "[session][contract]")
{
    const std::unique_ptr<Session> session = open("blue-vs-red.json");
    const ProcedureSpec turn = session->procedure("turn", json::object());
    CHECK(turn.refusal.empty());
    CHECK(optionIds(findInput(turn, "confrontations")) == std::vector<std::string>{"1"});
    CHECK(optionIds(findInput(turn, "allocation")) == std::vector<std::string>{"b1", "b2", "b3", "b4", "r1", "r2"});
    CHECK(findInput(turn, "allocation")->options.front().group == "Confrontation 1 · Bleu");
    CHECK(findInput(turn, "sens_tactique")->options.empty()); // nobody holds it (UD-62)
    CHECK(optionIds(findInput(turn, "superior")) == std::vector<std::string>{"1:blue", "1:red"});
    REQUIRE(turn.dice.size() == 1);
    CHECK(turn.dice[0] == DieSpec{10, "day 1, turn 1, confrontation 1: draw 1, rolled by blue"});
    // An end of the day waits for the day's last turn (UD-68).
    CHECK_THAT(session->procedure("end_of_day", json::object()).refusal, Catch::Contains("UD-68"));
}

TEST_CASE("checkInput refuses what a procedure does not offer, naming the key", "[session][contract]")
{
    const std::unique_ptr<Session> session = open("blue-vs-red.json");
    const ProcedureSpec turn = session->procedure("turn", json::object());
    CHECK(checkRefusal(turn, {{"allocation", {"r9"}}}) ==
          "turn: allocation: expected ids among b1, b2, b3, b4, r1, r2, not \"r9\"");
    CHECK(checkRefusal(turn, {{"sens_tactique", {"1:blue@1"}}}) ==
          "turn: sens_tactique: expected ids among none available now, not \"1:blue@1\"");
    CHECK_THAT(checkRefusal(turn, {{"allocate", {"r1"}}}), Catch::StartsWith("turn: unknown input 'allocate'"));
    const ProcedureSpec override = session->procedure("override", {{"unit", "r1"}, {"field", "morale"}});
    CHECK(checkRefusal(override, {{"unit", "r1"}, {"field", "morale"}, {"value", "doute"}}) ==
          "override: reason: required");
    CHECK_THAT(checkRefusal(override, {{"unit", "r1"}, {"field", "morale"}, {"value", "heroique"}, {"reason", "x"}}),
               Catch::StartsWith("override: value: expected one of rupture, "));
    // The value follows the field (UD-M5): a personality's wounds are 0 to 2, a troop's wound a flag.
    UmbraSession demoSession(demo::loadDemo());
    const ProcedureSpec wounds = demoSession.procedure("override", {{"unit", "hugues"}, {"field", "wounds"}});
    CHECK(findInput(wounds, "value")->kind == InputKind::Integer);
    CHECK(findInput(wounds, "value")->maximum == 2);
    CHECK(optionIds(findInput(wounds, "field")) == std::vector<std::string>{"wounds", "status", "hex"});
    CHECK(findInput(demoSession.procedure("override", {{"field", "blesse"}}), "value")->kind == InputKind::Flag);
    CHECK(findInput(demoSession.procedure("override", {{"field", "hex"}}), "value")->kind == InputKind::Text);
}

TEST_CASE("Undo, truncate and clone replay the log: a copy goes its own way", "[session][contract]")
{
    UmbraSession session = playedDemo(4);
    const std::size_t events = session.log().size();
    REQUIRE(events > 4);
    const std::unique_ptr<Session> copy = session.clone();
    copy->truncate(3);
    CHECK(copy->log().size() == 3);
    CHECK(session.log().size() == events);
    UmbraSession replayed(demo::loadDemo());
    for (std::size_t i = 0; i < 3; ++i)
        replayed.append(session.log()[i]);
    CHECK(dynamic_cast<const UmbraSession &>(*copy).state() == replayed.state());
    copy->undo();
    CHECK(copy->log().size() == 2);
    copy->truncate(5); // nothing to drop
    CHECK(copy->log().size() == 2);

    // A redo is checked like a loaded event: a result that does not replay is refused at its index.
    Event tampered = session.log()[2];
    tampered.result["tampered"] = true;
    try {
        copy->append(tampered);
        FAIL("a tampered event was appended");
    } catch (const SessionError &error) {
        CHECK(error.eventIndex() == 2);
    }
    CHECK(copy->log().size() == 2);
}

TEST_CASE("A preview plays a procedure on a copy and tells it in the log's words", "[session][contract]")
{
    const std::unique_ptr<Session> session = open("blue-vs-red.json");
    ListDice dice({8});
    const Preview preview = session->preview(ProcedureCall{"turn", json::object()}, dice, LogLanguage::English);
    CHECK(session->log().empty());
    CHECK(preview.event.kind == "umbra.turn");
    CHECK_THAT(preview.text, Catch::Contains("UD-"));
}

TEST_CASE("A tampered save is reported at its event through ModuleRegistry::openSession and validate",
          "[session][contract]")
{
    arbitre::test::TempDir dir;
    const std::filesystem::path file = dir / "save.json";
    json save = playedDemo(3).toJson(file);
    std::ofstream(file) << save.dump(2);
    CHECK(demo::umbraRegistry().openSession(file)->log().size() == save["log"]["events"].size());
    save["log"]["events"][3]["result"]["tampered"] = true;
    arbitre::test::unseal(save); // the replay alone refuses it (the chain would first)
    std::ofstream(file) << save.dump(2);
    for (const auto &action : {std::function<void()>([&] { demo::umbraRegistry().openSession(file); }),
                               std::function<void()>([&] { demo::umbraRegistry().validate(file); })}) {
        try {
            action();
            FAIL("a tampered log was opened");
        } catch (const LoadError &error) {
            REQUIRE_FALSE(error.diagnostics().empty());
            CHECK(error.diagnostics().front().pointer == "/log/events/3");
        }
    }
}

TEST_CASE("UD-11 UD-16 validate checks a levy request as arbitre-cli validate does, and a scenario by its log",
          "[session][contract][levy]")
{
    const ModuleRegistry &registry = demo::umbraRegistry();
    CHECK_NOTHROW(registry.validate(arbitre::test::sourceDir() / "resources" / "levy" / "peu-puissant.json"));
    CHECK_NOTHROW(registry.validate(scenarioPath("battle-of-vaudrey-ford.json")));
    arbitre::test::TempDir dir;
    const std::string ruleset = (arbitre::test::sourceDir() / "rulesets" / "umbra-draconis.json").string();
    const auto levy =
        dir.write("levy.json", R"({"ruleset": ")" + ruleset + R"(", "groupes_de_metayers": 3, "chevaliers": -1})");
    try {
        registry.validate(levy);
        FAIL("a negative count was accepted");
    } catch (const LoadError &error) {
        const auto &found = error.diagnostics();
        CHECK(std::any_of(found.begin(), found.end(), [](const Diagnostic &d) { return d.pointer == "/chevaliers"; }));
    }
}

TEST_CASE("UD-M6 battleLog is the battle log's writers' output, eventText tells every kind of event",
          "[session][contract]")
{
    UmbraSession session = playedDemo(6);
    ListDice none(std::vector<int>{});
    session.play(ProcedureCall{"override",
                               {{"unit", "mf_garde"}, {"field", "fatigue"}, {"value", "repose"}, {"reason", "rest"}}},
                 none);
    for (const LogLanguage language : {LogLanguage::French, LogLanguage::English}) {
        const std::vector<LogEntry> entries = battleLog(session, language);
        CHECK(session.battleLog(LogFormat::Markdown, language) == battleLogMarkdown(session, entries, language));
        CHECK(session.battleLog(LogFormat::Html, language) == battleLogHtml(session, entries, language));
    }
    const std::string markdown = session.battleLog(LogFormat::Markdown, LogLanguage::English);
    std::set<std::string> kinds;
    for (std::size_t i = 0; i < session.log().size(); ++i) {
        INFO("event " << i << ": " << session.log()[i].kind);
        const std::string text = session.eventText(i, LogLanguage::English);
        CHECK_THAT(text, Catch::StartsWith("- **"));
        kinds.insert(session.log()[i].kind);
        if (text.find("no confrontation (UD-82)") == std::string::npos)
            CHECK_THAT(markdown, Catch::Contains(text));
    }
    CHECK(kinds == std::set<std::string>{"umbra.movement", "umbra.conditionals", "umbra.turn", "umbra.end_of_day",
                                         "umbra.override"});
    CHECK_THROWS_AS(session.eventText(session.log().size(), LogLanguage::French), SessionError);
}
