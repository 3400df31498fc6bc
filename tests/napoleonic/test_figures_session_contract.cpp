// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// FiguresSession as a core Session: play() logs what the typed path logs, refuses what it refuses, truncate,
// undo and clone, the registry opening the demo and refusing a tampered save, the log for players.
#include "support/figures_session_support.h"
#include "support/session_contract_support.h"

#include "arbitre/core/json_document.h"
#include "arbitre/napoleonic/battle_log.h"
#include "temp_dir.h"

#include "unsealed.h"

#include <catch2/catch.hpp>

using namespace arbitre;
using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;
using nlohmann::json;

namespace {

/** One decision taken both ways: the typed orders and the spec-shaped call, with the same dice. */
struct Step
{
    FiguresProcedure procedure;
    FiguresOrders orders;
    json input;
    std::vector<int> dice;
};

FiguresOrders with(FiguresOrders orders, const std::function<void(FiguresOrders &)> &edit)
{
    edit(orders);
    return orders;
}

/** The first four decisions of the golden chain (tests/cli/test_golden_cli.cpp): NF-T1, NF-T2. */
std::vector<Step> fireAndMorale()
{
    using P = FiguresProcedure;
    return {
        {P::Fire,
         orders("S", "T", {"range_p2", "target_cover_light", "first_fire"}),
         {{"unit", "S"}, {"target", "T"}, {"modifiers", {"range_p2", "target_cover_light", "first_fire"}}},
         {3}},
        {P::Morale,
         with(orders("T", "", {"own_cover_light", "under_fire_inf", "flank_secure"}),
              [](FiguresOrders &o) { o.enemies = {"arret"}; }),
         {{"unit", "T"},
          {"modifiers", {"own_cover_light", "under_fire_inf", "flank_secure"}},
          {"enemies_in_sight", {"S"}}},
         {2}},
        {P::Morale,
         with(orders("A", "I", {"support_one_arm", "flank_secure"}),
              [](FiguresOrders &o) {
                  o.test = "mac";
                  o.friends = {"avance", "arret"};
                  o.enemies = {"arret"};
                  o.paToSpend = 3;
                  o.targetModifiers = {{"flank_threatened", 1}};
              }),
         {{"unit", "A"},
          {"target", "I"},
          {"test", "mac"},
          {"modifiers", {"support_one_arm", "flank_secure"}},
          {"friends_in_sight", {"S", "H"}},
          {"S_box", "avance"}, // NF-32: the GM counts S at another box than its own
          {"enemies_in_sight", {"I"}},
          {"pa_to_spend", 3},
          {"target_modifiers", {"flank_threatened"}}},
         {6}},
        {P::Morale,
         with(orders("I", "A", {"under_fire_roundshot", "flank_threatened"}),
              [](FiguresOrders &o) {
                  o.test = "standing";
                  o.threatenedByCavalry = true;
                  o.friends = {"arret"};
                  o.enemies = {"charge", "avance", "arret"};
              }),
         {{"unit", "I"},
          {"target", "A"},
          {"test", "standing"},
          {"modifiers", {"under_fire_roundshot", "flank_threatened"}},
          {"threatened_by_cavalry", true},
          {"friends_in_sight", {"R"}},
          {"R_box", "arret"},
          {"enemies_in_sight", {"A", "H", "S"}},
          {"A_box", "charge"},
          {"H_box", "avance"},
          {"S_box", "arret"}},
         {3}},
    };
}

/** The golden chain's twelve decisions (tests/cli/test_golden_cli.cpp), and a fire with an amount (NF-8 c). */
std::vector<Step> demoSteps()
{
    using P = FiguresProcedure;
    std::vector<Step> steps = fireAndMorale();
    const std::vector<Step> more = {
        {P::Melee, orders("A", "I", {}), {{"unit", "A"}, {"target", "I"}}, {2}},
        {P::Melee,
         with(orders("I", "A", {}), [](FiguresOrders &o) { o.figures = 8; }),
         {{"unit", "I"}, {"target", "A"}, {"figures", 8}},
         {5}},
        {P::Control,
         with(orders("H", "R", {"light_cavalry", "general_negative"}),
              [](FiguresOrders &o) { o.situation = {"flank"}; }),
         {{"unit", "H"},
          {"target", "R"},
          {"situation", {"flank"}},
          {"modifiers", {"light_cavalry", "general_negative"}}},
         {4}},
        {P::Override,
         with(orders("T", "", {}),
              [](FiguresOrders &o) {
                  o.field = "pa_spent";
                  o.value = 2;
                  o.reason = "T marched this turn";
              }),
         {{"unit", "T"}, {"field", "pa_spent"}, {"value", 2}, {"reason", "T marched this turn"}},
         {}},
        {P::Reaction,
         with(orders("T", "", {}), [](FiguresOrders &o) { o.paToSpend = 2; }),
         {{"unit", "T"}, {"pa_to_spend", 2}},
         {3}},
        {P::Action, orders("T", "", {}), {{"unit", "T"}}, {}},
        {P::Formation,
         with(orders("S", "", {}), [](FiguresOrders &o) { o.to = "coc"; }),
         {{"unit", "S"}, {"to", "coc"}},
         {}},
        {P::Move,
         with(orders("S", "", {}),
              [](FiguresOrders &o) {
                  o.pace = "pac";
                  o.terrains = {"boc"};
              }),
         {{"unit", "S"}, {"pace", "pac"}, {"terrains", {"boc"}}},
         {}},
        {P::Fire,
         with(orders("T", "S", {}),
              [](FiguresOrders &o) {
                  o.modifiers = {{"evaded", 2}, {"range_p1", 1}};
              }),
         {{"unit", "T"}, {"target", "S"}, {"modifiers", {"evaded", "range_p1"}}, {"evaded_amount", 2}},
         {4}},
    };
    steps.insert(steps.end(), more.begin(), more.end());
    return steps;
}

/** The demo after the first `count` steps of demoSteps(), played the typed way. */
FiguresSession playedDemo(std::size_t count)
{
    FiguresSession session(demoScenario());
    const std::vector<Step> steps = demoSteps();
    for (std::size_t i = 0; i < count; ++i) {
        ListDice dice(steps[i].dice);
        session.apply(steps[i].procedure, steps[i].orders, dice);
    }
    return session;
}

} // namespace

TEST_CASE("NF session contract - play() and the typed path log byte-identical events for the same decisions, every "
          "procedure",
          "[napoleonic][session][contract]")
{
    FiguresSession typed(demoScenario());
    FiguresSession played(demoScenario());
    for (const Step &step : demoSteps()) {
        const std::string id(figuresProcedureId(step.procedure));
        INFO(id << " " << step.input.dump());
        ListDice a(step.dice);
        ListDice b(step.dice);
        typed.apply(step.procedure, step.orders, a);
        const Event &event = played.play(ProcedureCall{id, step.input}, b);
        CHECK(event == typed.log().events().back());
        CHECK(logText(played) == logText(typed));
        CHECK(played.toJson().dump() == typed.toJson().dump());
    }
    CHECK(played.log().size() == 13);
}

TEST_CASE("NF session contract - play() refuses what the typed path refuses, as a SessionError, and changes nothing",
          "[napoleonic][session][contract]")
{
    FiguresSession session = playedDemo(1);
    const auto typedRefusal = [&](FiguresProcedure procedure, const FiguresOrders &orders, std::vector<int> dice) {
        FiguresSession copy = session;
        ListDice list(std::move(dice));
        try {
            copy.apply(procedure, orders, list);
        } catch (const std::exception &error) {
            return std::string(error.what());
        }
        return std::string();
    };
    // NF-25, NF-A12: cavalry never forms square.
    FiguresOrders square = orders("H", "", {});
    square.to = "square";
    const std::string noSquare = "H cannot go from line to square directly (NF-25, NF-A12, NF-A13)";
    CHECK(typedRefusal(FiguresProcedure::Formation, square, {}) == noSquare);
    CHECK(playRefusal(session, {"formation", {{"unit", "H"}, {"to", "square"}}}) == noSquare);
    // NF-7: canister reaches P2 at most.
    const json canister{{"unit", "S"}, {"target", "T"}, {"modifiers", {"canister", "range_p3"}}};
    CHECK(typedRefusal(FiguresProcedure::Fire, orders("S", "T", {"canister", "range_p3"}), {3}) ==
          "canister: up to P2 only (NF-7)");
    CHECK(playRefusal(session, {"fire", canister}, {3}) == "canister: up to P2 only (NF-7)");
    // A die that does not fit, or none left: the typed path throws DiceError, play() a SessionError.
    const json fire{{"unit", "S"}, {"target", "T"}};
    CHECK(typedRefusal(FiguresProcedure::Fire, orders("S", "T", {}), {7}) == playRefusal(session, {"fire", fire}, {7}));
    CHECK(playRefusal(session, {"fire", fire}, {}) == typedRefusal(FiguresProcedure::Fire, orders("S", "T", {}), {}));
    CHECK_FALSE(playRefusal(session, {"fire", fire}, {}).empty());
    // NF-6: the fire factor is the unit's; ticked again it is refused both ways.
    CHECK_FALSE(typedRefusal(FiguresProcedure::Fire, orders("S", "T", {"fire_factor"}), {3}).empty());
    CHECK_FALSE(
        playRefusal(session, {"fire", {{"unit", "S"}, {"target", "T"}, {"modifiers", {"fire_factor"}}}}, {3}).empty());
    // NF-M6: an override keeps its reason.
    CHECK(playRefusal(session, {"override", {{"unit", "T"}, {"field", "pop"}, {"value", 1}}}) ==
          "override: reason: required");
    // NF-32: each unit in sight counts once.
    CHECK(playRefusal(session, {"morale", {{"unit", "T"}, {"enemies_in_sight", {"S", "S"}}}}, {3}) ==
          "morale: enemies_in_sight: S is given twice");
    ListDice none({});
    CHECK_THROWS_AS(session.play({"fire", fire}, none), SessionError);
    CHECK(session.log().size() == 1);
    CHECK(logText(session) == logText(playedDemo(1)));
}

TEST_CASE("NF session contract - truncate keeps and replays the first events, undo drops the last, a clone is apart",
          "[napoleonic][session][contract]")
{
    FiguresSession session = playedDemo(5);
    const std::unique_ptr<Session> clone = session.clone();
    session.truncate(2);
    CHECK(session.log().size() == 2);
    CHECK(session.state() == playedDemo(2).state());
    CHECK(logText(session) == logText(playedDemo(2)));
    CHECK(clone->log().size() == 5); // untouched by the original's truncate
    CHECK(dynamic_cast<const FiguresSession &>(*clone).state() == playedDemo(5).state());
    session.truncate(7); // keeping more than there are changes nothing
    CHECK(session.log().size() == 2);
    session.undo();
    CHECK(session.state() == playedDemo(1).state());
    session.truncate(0);
    CHECK(session.state() == demoScenario()->initialState());
    ListDice three({3});
    clone->play({"fire", {{"unit", "S"}, {"target", "T"}}}, three);
    CHECK(clone->log().size() == 6);
    CHECK(session.log().empty());
}

TEST_CASE("NF session contract - the registry opens the demo and a save, a tampered save is refused at its event",
          "[napoleonic][session][contract]")
{
    const ModuleRegistry &registry = figuresRegistry();
    const RuleModule *module = registry.find(FiguresSystemId);
    REQUIRE(module != nullptr);
    REQUIRE(module->demoScenarios() == std::vector<std::string>{"napoleonic-figures-demo.json"});
    const auto demo = arbitre::test::sourceDir() / "resources" / "scenarios" / module->demoScenarios()[0];
    const std::unique_ptr<Session> opened = registry.openSession(demo);
    CHECK(opened->system() == FiguresSystemId);
    CHECK(opened->title() == "Les exemples du condensé");
    CHECK(opened->log().empty());

    arbitre::test::TempDir dir;
    const auto saved = dir / "played.json";
    const FiguresSession played = playedDemo(4);
    dir.write("played.json", played.toJson(saved).dump(2));
    const std::unique_ptr<Session> reopened = registry.openSession(saved);
    CHECK(logText(*reopened) == logText(played));
    CHECK(reopened->view() == played.view());

    json tampered = played.toJson(saved);
    tampered["log"]["events"][2]["result"]["score"] = 99;
    arbitre::test::unseal(tampered); // the replay alone refuses it (the chain would first)
    const auto bad = dir.write("tampered.json", tampered.dump(2));
    try {
        registry.openSession(bad);
        FAIL("the tampered log was opened");
    } catch (const LoadError &error) {
        REQUIRE(error.diagnostics().size() == 1);
        CHECK(error.diagnostics()[0].pointer == "/log/events/2");
        CHECK(error.diagnostics()[0].message.find("does not reproduce its recorded result") != std::string::npos);
    }
}

TEST_CASE("NF-M7 session contract - the battle log is the log writers' own, each event's text its entry",
          "[napoleonic][session][contract]")
{
    const FiguresSession session = playedDemo(13);
    for (const LogLanguage language : {LogLanguage::French, LogLanguage::English}) {
        const BattleLog log = figuresBattleLog(session, language);
        CHECK(session.battleLog(LogFormat::Markdown, language) == battleLogMarkdown(log));
        CHECK(session.battleLog(LogFormat::Html, language) == battleLogHtml(log));
        const std::string markdown = battleLogMarkdown(log);
        for (std::size_t i = 0; i < session.log().size(); ++i) {
            const std::string text = session.eventText(i, language);
            INFO(session.log()[i].kind);
            CHECK(text.starts_with("## "));
            CHECK(markdown.find("\n" + text) != std::string::npos); // the entry, word for word
        }
    }
    CHECK(session.eventText(0, LogLanguage::French).starts_with("## 1. Tir — 1er bataillon du 8e de ligne (S) → "));
    // Without ids (the app with Show Ids off) the same entry names the units alone.
    CHECK(session.eventText(0, LogLanguage(LogLanguage::French, false))
              .starts_with("## 1. Tir — 1er bataillon du 8e de ligne → "));
    CHECK(session.eventText(10, LogLanguage::English).find("Formation change") != std::string::npos);
    CHECK_THROWS_AS(session.eventText(13, LogLanguage::English), SessionError);
    // A preview is the same text, and logs nothing.
    ListDice three({3});
    const Preview preview = session.preview({"fire", {{"unit", "S"}, {"target", "T"}}}, three, LogLanguage::English);
    CHECK(preview.text.starts_with("## 14. Fire — 1er bataillon du 8e de ligne (S) → 2nd battalion, 44th Foot (T)"));
    CHECK(session.log().size() == 13);
}

TEST_CASE("NF session contract - the view: sides, units with their figures, formation, pace, box, cohesion, leader",
          "[napoleonic][session][contract]")
{
    const FiguresSession fresh(demoScenario());
    const StateView before = fresh.view();
    CHECK(before.when == Label{"Début de la bataille", "Start of the battle"});
    REQUIRE(before.sides.size() == 2);
    CHECK(before.sides[1] == SideView{"all", "Alliés"});
    REQUIRE(before.units.size() == 6);
    const UnitView &i = before.units[4];
    CHECK((i.id == "I" && i.side == "all" && i.present));
    const auto value = [](const UnitView &unit, const std::string &name) {
        for (const UnitAttribute &attribute : unit.attributes)
            if (attribute.name.en == name)
                return attribute.value;
        return Label{};
    };
    CHECK(value(i, "figures") == Label{"11 / 12 (+1 pas)", "11 / 12 (+1 steps)"});
    CHECK(value(i, "situation box") == Label{"Arrêt", "Halt"});
    CHECK(value(i, "leader") == Label{"facteur 1, 6 UD", "factor 1, 6 UD"});
    CHECK(value(before.units[5], "cohesion").en == "Without formation");
    const StateView after = playedDemo(12).view();
    CHECK(after.when == Label{"Après l'événement 12", "After event 12"});
    CHECK(value(after.units[0], "formation") != value(before.units[0], "formation")); // S went into column
}
