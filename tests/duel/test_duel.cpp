// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The duel, the example rule system: its rules (DU-1…DU-5), its files and its session, all through the
// common contract (ModuleRegistry, Session), as the app and the generic commands use it.
#include "arbitre/core/module_registry.h"
#include "arbitre/core/session_error.h"
#include "arbitre/duel/module.h"
#include "arbitre/duel/session.h"

#include "diagnostic_printer.h"
#include "temp_dir.h"
#include "test_paths.h"

#include "unsealed.h"

#include <catch2/catch.hpp>

#include <memory>
#include <string>

using arbitre::ListDice;
using arbitre::ProcedureCall;
using arbitre::SessionError;
using arbitre::duel::DuelSession;
using nlohmann::json;

namespace {

const arbitre::ModuleRegistry &duelRegistry()
{
    static const arbitre::ModuleRegistry registry = [] {
        arbitre::ModuleRegistry r;
        arbitre::duel::registerModule(r);
        return r;
    }();
    return registry;
}

std::filesystem::path demo()
{
    return arbitre::test::sourceDir() / "resources/scenarios/duel-at-the-mill.json";
}

std::unique_ptr<arbitre::Session> openDemo()
{
    return duelRegistry().openSession(demo());
}

const DuelSession &duelOf(const arbitre::Session &session)
{
    return dynamic_cast<const DuelSession &>(session);
}

ProcedureCall attack(const char *attacker, const char *target, json modifiers = json::array())
{
    json input{{"attacker", attacker}, {"target", target}};
    if (!modifiers.empty()) {
        input["modifiers"] = std::move(modifiers);
    }
    return {"attack", std::move(input)};
}

std::string refusal(arbitre::Session &session, const ProcedureCall &call, int die)
{
    ListDice dice({die});
    try {
        session.play(call, dice);
    } catch (const SessionError &error) {
        return error.what();
    }
    return {};
}

/** A saved duel with its text changed by `edit`, opened again: the first diagnostic, or "" when it opens. */
std::string reopenEdited(const arbitre::Session &session, const std::function<void(json &)> &edit)
{
    arbitre::test::TempDir dir;
    const auto path = dir / "duel.json";
    json file = session.toJson(path);
    edit(file);
    arbitre::test::unseal(file); // the replay alone refuses these (a sealed log's chain would first)
    dir.write("duel.json", file.dump(2));
    try {
        duelRegistry().openSession(path);
    } catch (const arbitre::LoadError &error) {
        return error.diagnostics().front().pointer + ": " + error.diagnostics().front().message;
    }
    return {};
}

} // namespace

TEST_CASE("DU-1 The demo duel opens: two sides, a duellist each, nothing played", "[duel]")
{
    const auto session = openDemo();
    CHECK(session->system() == "duel");
    CHECK(session->title() == "The duel at the mill");
    const arbitre::StateView view = session->view();
    REQUIRE(view.sides.size() == 2);
    REQUIRE(view.units.size() == 2);
    CHECK(view.units[0].name == "Aubry de Montfaucon");
    CHECK(view.units[0].attributes[0].value.en == "0/3");
    CHECK(view.when.en == "After 0 attacks");
}

TEST_CASE("DU-2 DU-3 An attack adds the ticked modifiers to the die and reads the row of the total", "[duel]")
{
    auto session = openDemo();
    ListDice four({4});
    const arbitre::Event &event = session->play(attack("aubry", "renaud", {"high_ground"}), four);
    CHECK(event.kind == "duel.attack");
    CHECK(event.input == json{{"attacker", "aubry"}, {"target", "renaud"}, {"modifiers", {"high_ground"}}});
    CHECK(event.result["die"] == 4);
    CHECK(event.result["total"] == 5); // 4 + high ground 1
    CHECK(event.result["row"] == "hit");
    CHECK(event.result["wounds"] == 1);
    REQUIRE(event.dice.size() == 1);
    CHECK(event.dice[0].sides == 6);
    CHECK(event.dice[0].purpose == "attack of aubry on renaud (DU-2)");
    CHECK(duelOf(*session).state().wounds == std::vector<int>{0, 1});

    ListDice two({2});
    CHECK(session->play(attack("renaud", "aubry"), two).result["row"] == "miss");
    ListDice six({6});
    CHECK(session->play(attack("renaud", "aubry"), six).result["wounds"] == 2); // critical hit
}

TEST_CASE("DU-2 The total is kept within the die's faces, and the log says so", "[duel]")
{
    auto session = openDemo();
    ListDice one({1});
    const json &high = session->play(attack("aubry", "renaud", {"wounded_arm"}), one).result;
    CHECK(high["total"] == 1); // 1 − 1 = 0, kept at 1
    CHECK(high["terms"].back() == json{{"label", "faces"}, {"value", 1}, {"rule", "DU-2"}, {"replaces", true}});
    ListDice six({6});
    CHECK(session->play(attack("aubry", "renaud", {"charge", "high_ground"}), six).result["total"] == 6);
    // The log shows the clamp as the correction it made: 6 + 2 + 1 = 9, kept at 6 by -3.
    const std::string text = session->eventText(1, arbitre::LogLanguage::English);
    INFO(text);
    CHECK(text.find("Kept to the die's faces") != std::string::npos);
    CHECK(text.find("| Kept to the die's faces (cap) | -3 | DU-2 |") != std::string::npos);
    CHECK(text.find("| **6**") != std::string::npos);
}

TEST_CASE("DU-4 A duellist falls at its vigour and neither attacks nor is attacked after, DU-5 the duel ends", "[duel]")
{
    auto session = openDemo();
    ListDice six({6});
    session->play(attack("aubry", "renaud"), six); // 2 wounds
    ListDice five({5});
    const json &last = session->play(attack("aubry", "renaud"), five).result;
    CHECK(last["wounds"] == 1);
    CHECK(last["target_wounds"] == 3);
    CHECK(last["falls"] == true);
    CHECK_FALSE(session->view().units[1].present);
    const arbitre::ProcedureSpec spec = session->procedures().front();
    CHECK(spec.refusal == "the duel is over: Brisemont has no duellist standing (DU-5)");
    CHECK(refusal(*session, attack("renaud", "aubry"), 3) == spec.refusal);
}

TEST_CASE("DU-4 A wound beyond the vigour is not counted", "[duel]")
{
    auto session = openDemo();
    ListDice fives({5, 5});
    session->play(attack("aubry", "renaud"), fives);
    session->play(attack("aubry", "renaud"), fives);
    ListDice six({6});
    const json &result = session->play(attack("aubry", "renaud"), six).result;
    CHECK(result["wounds"] == 1); // a critical hit deals 2, one is left to take
    CHECK(result["target_wounds"] == 3);
}

TEST_CASE("The attack's spec lists who may attack whom and the die it reads", "[duel]")
{
    const auto session = openDemo();
    const arbitre::ProcedureSpec none = session->procedure("attack", json::object());
    CHECK(none.inputs.size() == 3);
    CHECK(none.inputs[0].options.size() == 2);
    CHECK(none.inputs[1].options.size() == 2);
    CHECK(none.dice.empty());
    CHECK(none.inputs[2].options[2].label.en == "Wounded arm -1");
    const arbitre::ProcedureSpec chosen = session->procedure("attack", {{"attacker", "aubry"}, {"target", "renaud"}});
    REQUIRE(chosen.inputs[1].options.size() == 1); // not Aubry's own side
    CHECK(chosen.inputs[1].options[0].id == "renaud");
    CHECK(chosen.inputs[1].options[0].group == "Brisemont");
    REQUIRE(chosen.dice.size() == 1);
    CHECK(chosen.dice[0].purpose == "attack of aubry on renaud (DU-2)");
}

TEST_CASE("DU-2 An attack on one's own side, by nobody, or with an unknown modifier is refused, and nothing changes",
          "[duel]")
{
    auto session = openDemo();
    CHECK(refusal(*session, attack("aubry", "aubry"), 3) == "attack: target: expected one of renaud, not \"aubry\"");
    CHECK(refusal(*session, attack("nobody", "renaud"), 3) ==
          "attack: attacker: expected one of aubry, renaud, not \"nobody\"");
    CHECK(refusal(*session, attack("aubry", "renaud", {"rain"}), 3) ==
          "attack: modifiers: expected ids among high_ground, charge, wounded_arm, not \"rain\"");
    CHECK(refusal(*session, attack("aubry", "renaud"), 7) == "die value 7 does not fit a d6");
    CHECK(refusal(*session, {"parley", json::object()}, 3) == "unknown procedure 'parley' in duel; expected attack");
    CHECK(session->log().empty());
}

TEST_CASE("A duel saved and opened again replays to the same log and state, undo and clone are exact", "[duel]")
{
    auto session = openDemo();
    for (const int die : {4, 2, 6}) {
        ListDice dice({die});
        session->play(attack(die == 2 ? "renaud" : "aubry", die == 2 ? "aubry" : "renaud"), dice);
    }
    arbitre::test::TempDir dir;
    const auto path = dir / "saved.json";
    dir.write("saved.json", session->toJson(path).dump(2));
    const auto again = duelRegistry().openSession(path);
    CHECK(again->log() == session->log());
    CHECK(duelOf(*again).state() == duelOf(*session).state());
    CHECK(again->toJson(path) == session->toJson(path));

    const auto copy = session->clone();
    session->undo();
    CHECK(session->log().size() == 2);
    CHECK(copy->log().size() == 3);
    CHECK(duelOf(*session).state().wounds == std::vector<int>{0, 1});
    session->append(copy->log()[2]);
    CHECK(duelOf(*session).state() == duelOf(*copy).state());
    session->truncate(0);
    CHECK(duelOf(*session).state().wounds == std::vector<int>{0, 0});
}

TEST_CASE("A tampered duel log is refused at its event, a snapshot that disagrees with the log too", "[duel]")
{
    auto session = openDemo();
    ListDice four({4});
    session->play(attack("aubry", "renaud"), four);
    CHECK(reopenEdited(*session, [](json &) {}).empty());
    CHECK(reopenEdited(*session, [](json &f) { f["log"]["events"][0]["dice"][0]["value"] = 6; }) ==
          "/log/events/0: event #1: the attack does not reproduce its logged result (logged {\"die\":4,\"falls\":false,"
          "\"row\":\"hit\",\"target_wounds\":1,\"terms\":[{\"label\":\"die\",\"rule\":\"DU-2\",\"value\":4}],"
          "\"total\":4,\"wounds\":1}, replayed {\"die\":6,\"falls\":false,\"row\":\"critical\",\"target_wounds\":2,"
          "\"terms\":[{\"label\":\"die\",\"rule\":\"DU-2\",\"value\":6}],\"total\":6,\"wounds\":2})");
    CHECK(reopenEdited(*session, [](json &f) { f["log"]["events"][0]["input"]["target"] = "aubry"; }) ==
          "/log/events/0: event #1: attack: target: expected one of renaud, not \"aubry\"");
    CHECK(reopenEdited(*session, [](json &f) { f["log"]["events"][0]["input"]["bonus"] = 1; }) ==
          "/log/events/0: event #1: attack: unknown input 'bonus'; expected one of attacker, target, modifiers");
    CHECK(reopenEdited(*session, [](json &f) { f["log"]["events"][0]["kind"] = "duel.parley"; }) ==
          "/log/events/0: event #1: unknown kind 'duel.parley'; expected duel.attack");
    CHECK(reopenEdited(*session, [](json &f) {
              f["state"]["wounds"]["renaud"] = 0;
          }).find("the state snapshot does not match the log") != std::string::npos);
    CHECK(reopenEdited(*session, [](json &f) {
              f["log"]["events"][0]["dice"].push_back(f["log"]["events"][0]["dice"][0]);
          }) == "/log/events/0: event #1: more dice logged than the attack reads");
}

TEST_CASE("Bad duel rulesets and scenarios are refused with their pointer", "[duel]")
{
    arbitre::test::TempDir dir;
    const auto ruleset = [&](const std::string &results) {
        return dir.write("duel.json", R"({"system": "duel", "id": "d", "name": "D", "version": "1", "die": 6,
            "results": )" + results + "}");
    };
    const auto firstError = [&](const std::filesystem::path &path) {
        try {
            duelRegistry().validate(path);
        } catch (const arbitre::LoadError &error) {
            return error.diagnostics().front().pointer + ": " + error.diagnostics().front().message;
        }
        return std::string();
    };
    CHECK(firstError(ruleset(R"([{"id": "all", "label": {"fr": "T", "en": "A"}, "totals": [1, 6], "wounds": 1}])"))
              .empty());
    CHECK(firstError(ruleset(R"([{"id": "low", "label": {"fr": "B", "en": "L"}, "totals": [1, 4], "wounds": 0}])")) ==
          "/results: expected the rows to cover every total up to 6, they stop at 4");
    CHECK(firstError(ruleset(R"([{"id": "a", "label": {"fr": "A", "en": "A"}, "totals": [1, 3], "wounds": 0},
                                 {"id": "b", "label": {"fr": "B", "en": "B"}, "totals": [3, 6], "wounds": 1}])")) ==
          "/results/1/totals: expected the row to start at total 4, got 3");
    CHECK(firstError(ruleset(R"([{"id": "All", "label": {"fr": "T", "en": "A"}, "totals": [1, 6], "wounds": 1,
                                  "rule": "UD-3"}])")) ==
          "/results/0/id: expected a snake_case id (a-z, 0-9 and _, starting with a letter), got 'All'");

    ruleset(R"([{"id": "all", "label": {"fr": "T", "en": "A"}, "totals": [1, 6], "wounds": 1}])");
    const auto scenario = dir.write("duel-scenario.json", R"({"ruleset": "duel.json", "name": "x",
        "sides": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}],
        "duellists": [{"id": "x", "name": "X", "side": "a", "vigour": 2}, {"id": "y", "name": "Y", "side": "c", "vigour": 2}]})");
    CHECK(firstError(scenario) == "/duellists: expected a duellist on side 'b'");
}

TEST_CASE("The duel's log for players tells each attack with its terms, row, dice and the sides' vigour", "[duel]")
{
    auto session = openDemo();
    arbitre::ListDice four({4}, arbitre::DieSource::Entered);
    session->play(attack("aubry", "renaud", {"high_ground"}), four);
    const std::string markdown = session->battleLog(arbitre::LogFormat::Markdown, arbitre::LogLanguage::English);
    CHECK(markdown.find("# The duel at the mill") == 0);
    CHECK(markdown.find("High ground") != std::string::npos);
    CHECK(markdown.find("Hit") != std::string::npos);
    CHECK(markdown.find("1 wound dealt (DU-3).") != std::string::npos);
    CHECK(markdown.find("Vigour left") != std::string::npos);
    const std::string french = session->battleLog(arbitre::LogFormat::Html, arbitre::LogLanguage::French);
    CHECK(french.find("<!DOCTYPE html>") == 0);
    CHECK(french.find("Position dominante") != std::string::npos);
    CHECK(french.find("Touché") != std::string::npos);
    CHECK(session->eventText(0, arbitre::LogLanguage::English).find("Aubry de Montfaucon") != std::string::npos);
}
