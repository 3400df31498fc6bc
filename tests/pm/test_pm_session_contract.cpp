// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// PmSession as an arbitre::Session: its procedures' specs and refusals, play() against the typed methods (the same
// events byte for byte), its view, logs, undo and copies, and opening through the registry.
#include "arbitre/core/module_registry.h"
#include "arbitre/pm/module.h"
#include "arbitre/pm/report.h"
#include "pm_fixture.h"
#include "temp_dir.h"

#include "unsealed.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>

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

std::filesystem::path demoPath()
{
    return arbitre::test::sourceDir() / "resources" / "scenarios" / "pm-bataille-de-lerac.json";
}

PmSession demo()
{
    return PmSession(std::dynamic_pointer_cast<const PmBattle>(modules().loadScenario(demoPath())));
}

// PM-W2's phase as the README plays it: the PM dice, A's then B's, and the players' own.
const std::vector<int> W2Dice{4, 2, 6, 3, 1, 5, 3, 3, 2, 5, 4};
const json W2Players{{"die_P1", 6}, {"die_P2", 2}, {"die_P3", 3}};

PhaseOrders w2Orders()
{
    PhaseOrders orders;
    orders.sides[0].playerDice = {6, 2};
    orders.sides[1].playerDice = {3};
    return orders;
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

} // namespace

TEST_CASE("The registry opens the PM demo as a Session, its armies and bonus units in the view", "[pm][contract]")
{
    const RuleModule *module = modules().find("pm-battle");
    REQUIRE(module != nullptr);
    CHECK(module->demoScenarios() == std::vector<std::string>{"pm-bataille-de-lerac.json"});
    const std::unique_ptr<Session> session = modules().openSession(demoPath());
    CHECK(session->system() == "pm-battle");
    CHECK(session->title() == "Bataille du Lérac");
    const StateView view = session->view();
    CHECK(view.when == Label{"Avant la première phase", "Before the first phase"});
    CHECK(view.sides == std::vector<SideView>{{"A", "Armée A"}, {"B", "Armée B"}});
    REQUIRE(view.units.size() == 5); // two armies, three bonus units
    CHECK(view.units[0].id == "A");
    CHECK(view.units[0].attributes[0] == UnitAttribute{{"PM", "PM"}, {"63", "63"}});
    CHECK(view.units[0].attributes[1] == UnitAttribute{{"Moral", "Morale"}, {"6", "6"}}); // PM-4: 4 + 1 + 1
    CHECK(view.units[1].id == "garde");
    CHECK(view.units[1].attributes[0].value == Label{"+1", "+1"});
    CHECK(view.units[4].id == "veterans");
    CHECK(view.units[4].side == "B");
}

TEST_CASE("PM-M1 the phase declares the players' dice, engaged PM, modifiers, the GM's override and its dice",
          "[pm][contract]")
{
    const PmSession session = demo();
    const ProcedureSpec phase = session.procedure("phase", json::object());
    CHECK(phase.refusal.empty());
    CHECK(findInput(phase, "die_P1")->rule == "PM-6");
    CHECK(findInput(phase, "die_P1")->maximum == 6);
    CHECK(findInput(phase, "engaged_A")->maximum == 63); // PM-A2
    CHECK(findInput(phase, "modifier_reason_B")->kind == InputKind::Text);
    CHECK(optionIds(findInput(phase, "band")).front() == "egalite");
    CHECK(findInput(phase, "pick_A") == nullptr); // the shipped ruleset draws ranges by die (PM-A5)
    // PM-3: 6 dice for 63 PM, 5 for 50, then the players' dice not given.
    REQUIRE(phase.dice.size() == 14);
    CHECK(phase.dice[0] == DieSpec{6, "phase 1, Armée A, PM die 1/6 (PM-3)"});
    CHECK(phase.dice[13].purpose == "phase 1, Armée B, die of Raoul (PM-6)");
    CHECK(session.procedure("phase", W2Players).dice.size() == 11);
    CHECK(session.procedure("phase", {{"engaged_A", 20}}).dice.size() == 14); // engaged PM keep the dice (PM-A2)
    CHECK(checkRefusal(phase, {{"die_P1", 7}}) == "phase: die_P1: expected a whole number from 0 to 6, not 7");
    CHECK(checkRefusal(phase, {{"engaged_B", 51}}) == "phase: engaged_B: expected a whole number from 0 to 50, not 51");
    CHECK_THROWS_WITH(session.procedure("retreat", json::object()), "unknown procedure 'retreat' in pm-battle");
}

TEST_CASE("PM-6 a player's die in the battle file is the next phase's default, as the command line reads it",
          "[pm][contract]")
{
    json file = fixture::workedExampleBattle();
    file["sides"][0]["joueurs"][0]["de"] = 6;
    PmSession session(fixture::battle(file));
    const ProcedureSpec phase = session.procedure("phase", json::object());
    CHECK(findInput(phase, "die_P1")->defaultValue == 6);
    CHECK(findInput(phase, "die_P2")->defaultValue == 0); // 0: Arbitre rolls it
    CHECK(phase.dice.size() == 13);
    PmSession typed = session;
    SeededDice dice(9);
    SeededDice same(9);
    session.play(ProcedureCall{"phase", json::object()}, dice);
    PhaseOrders orders;
    orders.sides[0].playerDice = {6, std::nullopt};
    typed.playPhase(same, orders);
    CHECK(session.log().toJson().dump() == typed.log().toJson().dump());
    // The phase spent it.
    CHECK(findInput(session.procedure("phase", json::object()), "die_P1")->defaultValue == 0);
}

TEST_CASE("PM-W2 a phase through play() logs what playPhase logs, byte for byte", "[pm][contract]")
{
    PmSession session = demo();
    PmSession typed = session;
    ListDice dice(W2Dice);
    ListDice same(W2Dice);
    const Event &event = session.play(ProcedureCall{"phase", W2Players}, dice);
    typed.playPhase(same, w2Orders());
    CHECK(session.log().toJson().dump() == typed.log().toJson().dump());
    CHECK(event.kind == "pm.phase");

    // The GM's override and a modifier (PM-M4, PM-A18): the same orders, the same event.
    PmSession overridden = demo();
    PmSession overriddenTyped = overridden;
    SeededDice seeded(3);
    SeededDice seededSame(3);
    overridden.play(ProcedureCall{"phase",
                                  {{"modifier_A", 2},
                                   {"modifier_reason_A", "a change of strategy"},
                                   {"band", "victoire_nette"},
                                   {"loss_B", 4},
                                   {"reason", "the ford"}}},
                    seeded);
    PhaseOrders orders;
    orders.sides[0].modifier = 2;
    orders.sides[0].modifierReason = "a change of strategy";
    orders.gmOverride.outcome = "victoire_nette";
    orders.gmOverride.loss[1] = 4;
    orders.gmOverride.reason = "the ford";
    overriddenTyped.playPhase(seededSame, orders);
    CHECK(overridden.log().toJson().dump() == overriddenTyped.log().toJson().dump());
}

TEST_CASE("PM-19 the decisions through play() log what decide logs, refused before any phase", "[pm][contract]")
{
    PmSession session = demo();
    CHECK(session.procedure("decision", json::object()).refusal ==
          "no phase has been played: there is nothing to decide yet (PM-19)");
    ListDice dice(W2Dice);
    session.play(ProcedureCall{"phase", W2Players}, dice);
    const ProcedureSpec spec = session.procedure("decision", json::object());
    CHECK(spec.refusal.empty());
    CHECK(optionIds(findInput(spec, "decision_A")) == std::vector<std::string>{"continuer", "se_retirer", "negocier"});
    CHECK(checkRefusal(spec, {{"decision_A", "continuer"}}) == "decision: decision_B: required");

    PmSession typed = session;
    ListDice none(std::vector<int>{});
    session.play(ProcedureCall{"decision",
                               {{"decision_A", "continuer"},
                                {"changer_de_strategie_A", true},
                                {"decision_B", "negocier"},
                                {"note_B", "a truce at dusk"}}},
                 none);
    PhaseDecisions decisions;
    decisions.sides[0].changeStrategy = true;
    decisions.sides[1].decision = DecisionKind::Negocier;
    decisions.sides[1].note = "a truce at dusk";
    typed.decide(decisions);
    CHECK(session.log().toJson().dump() == typed.log().toJson().dump());
    CHECK(session.procedure("decision", json::object()).refusal ==
          "the decisions after phase 1 are already recorded (PM-19)");
    // What decide refuses, play refuses with the same words (PM-19).
    PmSession again = typed;
    again.undo();
    PhaseDecisions wrong;
    wrong.sides[1].decision = DecisionKind::SeRetirer;
    wrong.sides[1].changeStrategy = true;
    std::string expected;
    try {
        again.decide(wrong);
    } catch (const SessionError &error) {
        expected = error.what();
    }
    CHECK_THAT(expected, Catch::Contains("PM-19"));
    CHECK_THROWS_WITH(again.play(ProcedureCall{"decision",
                                               {{"decision_A", "continuer"},
                                                {"decision_B", "se_retirer"},
                                                {"changer_de_strategie_B", true}}},
                                 none),
                      expected);
}

TEST_CASE("PM-17 an army out of combat may only withdraw, and no phase begins, through the contract", "[pm][contract]")
{
    PmSession session = demo();
    PmSession typed = session;
    ListDice none(std::vector<int>{});
    // PM-M4: the GM's override, the same event as overrideState's; the value's kind follows the field.
    CHECK(findInput(session.procedure("override", {{"field", "out_of_combat"}}), "value")->kind == InputKind::Flag);
    CHECK(optionIds(findInput(session.procedure("override", {{"side", "A"}, {"field", "unit"}}), "value")) ==
          std::vector<std::string>{"garde", "lanciers"});
    session.play(ProcedureCall{"override", {{"side", "B"}, {"field", "pm"}, {"value", 2}, {"reason", "plague"}}}, none);
    typed.overrideState({"B", "pm", 2, "plague"});
    CHECK(session.log().toJson().dump() == typed.log().toJson().dump());
    CHECK(session.procedure("phase", json::object()).refusal == session.phaseRefusal());
    CHECK_THAT(session.phaseRefusal(), Catch::Contains("PM-17"));
    ListDice dice(W2Dice);
    CHECK_THROWS_WITH(session.play(ProcedureCall{"phase", json::object()}, dice), session.phaseRefusal());
    CHECK(session.log().size() == 1);
}

TEST_CASE("A die that runs out is a SessionError through play(), and nothing is logged", "[pm][contract]")
{
    PmSession session = demo();
    ListDice few({4, 2});
    CHECK_THROWS_AS(session.play(ProcedureCall{"phase", W2Players}, few), SessionError);
    CHECK(session.log().empty());
    ListDice wrong({9, 2, 6, 3, 1, 5, 3, 3, 2, 5, 4});
    CHECK_THROWS_AS(session.play(ProcedureCall{"phase", W2Players}, wrong), SessionError);
    CHECK(session.log().empty());
}

TEST_CASE("Undo, truncate and clone replay the PM log, a tampered save is reported at its event", "[pm][contract]")
{
    PmSession session = demo();
    SeededDice dice(5);
    ListDice none(std::vector<int>{});
    session.play(ProcedureCall{"phase", W2Players}, dice);
    session.play(ProcedureCall{"decision", {{"decision_A", "continuer"}, {"decision_B", "continuer"}}}, none);
    session.play(ProcedureCall{"phase", json::object()}, dice);
    const std::unique_ptr<Session> copy = session.clone();
    copy->truncate(1);
    CHECK(copy->log().size() == 1);
    CHECK(session.log().size() == 3);
    PmSession replayed = demo();
    replayed.append(session.log()[0]);
    CHECK(dynamic_cast<const PmSession &>(*copy).state() == replayed.state());
    copy->undo();
    CHECK(copy->log().empty());

    arbitre::test::TempDir dir;
    const std::filesystem::path file = dir / "battle.json";
    json save = session.toJson(file);
    save["log"]["events"][2]["result"]["gap"] = 99;
    arbitre::test::unseal(save); // the replay alone refuses it (the chain would first)
    std::ofstream(file) << save.dump(2);
    try {
        modules().openSession(file);
        FAIL("a tampered log was opened");
    } catch (const LoadError &error) {
        CHECK(error.diagnostics().front().pointer == "/log/events/2");
    }
}

TEST_CASE("PM-M5 battleLog is the PM log's writers' output, eventText tells each phase, decision and override",
          "[pm][contract]")
{
    PmSession session = demo();
    ListDice dice(W2Dice);
    ListDice none(std::vector<int>{});
    session.play(ProcedureCall{"phase", W2Players}, dice);
    session.play(ProcedureCall{"decision", {{"decision_A", "continuer"}, {"decision_B", "continuer"}}}, none);
    session.play(ProcedureCall{"override", {{"side", "A"}, {"field", "unit"}, {"value", "garde"}, {"reason", "fled"}}},
                 none);
    CHECK(session.battleLog(LogFormat::Markdown, LogLanguage::French) == battleLogMarkdown(session));
    CHECK(session.battleLog(LogFormat::Html, LogLanguage::English) == battleLogHtml(session));
    const std::string markdown = battleLogMarkdown(session);
    for (std::size_t i = 0; i < session.log().size(); ++i) {
        const std::string text = session.eventText(i, LogLanguage::English);
        CHECK_FALSE(text.empty());
        CHECK_THAT(markdown, Catch::Contains(text));
    }
    CHECK_THAT(session.eventText(0, LogLanguage::English), Catch::StartsWith("## Phase 1"));
    CHECK_THAT(session.eventText(2, LogLanguage::English), Catch::Contains("PM-A11"));
    CHECK_THROWS_AS(session.eventText(3, LogLanguage::English), SessionError);
    const StateView view = session.view();
    CHECK(view.when == Label{"Après la phase 1", "After phase 1"});
    CHECK_FALSE(view.units[1].present); // the guard left its side (PM-A11)
}
