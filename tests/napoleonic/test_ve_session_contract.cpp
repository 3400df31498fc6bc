// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// VeSession as a core Session: play() logs what the typed path logs, refuses what it refuses, truncate,
// undo and clone, the registry opening the demo and refusing a tampered save, the log for players.
#include "support/session_contract_support.h"
#include "support/ve_session_support.h"

#include "arbitre/napoleonic/battle_log.h"
#include "temp_dir.h"

#include "unsealed.h"

#include <catch2/catch.hpp>

#include <functional>

using namespace arbitre;
using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;
using nlohmann::json;

namespace {

/** One decision taken both ways: the typed orders and the spec-shaped call, with the same dice. */
struct Step
{
    VeProcedure procedure;
    VeOrders orders;
    json input;
    std::vector<int> dice;
};

VeOrders with(VeOrders orders, const std::function<void(VeOrders &)> &edit)
{
    edit(orders);
    return orders;
}

/** The golden chain's twelve procedures on the Hohenau map (tests/cli/test_golden_cli.cpp). */
std::vector<Step> demoSteps(const VeSession &session)
{
    using P = VeProcedure;
    const Hex east = veHex(session, 13, 3);
    return {
        {P::Fire, veOrders("fr-1-ligne", "aut-ir-7"), {{"unit", "fr-1-ligne"}, {"target", "aut-ir-7"}}, {5}},
        {P::Morale, veOrders("aut-ir-7"), {{"unit", "aut-ir-7"}}, {3, 5}},
        {P::Melee, veOrders("fr-2-leger", "aut-ir-9"), {{"unit", "fr-2-leger"}, {"target", "aut-ir-9"}}, {4, 3}},
        {P::Morale,
         with(veOrders("aut-ir-4"), [](VeOrders &o) { o.modifiers = {"attaque_flanc"}; }),
         {{"unit", "aut-ir-4"}, {"modifiers", {"attaque_flanc"}}},
         {3, 4}},
        {P::Result,
         with(veOrders("aut-ir-4"), [](VeOrders &o) { o.result = "decouragee"; }),
         {{"unit", "aut-ir-4"}, {"result", "decouragee"}},
         {}},
        {P::Move,
         with(veOrders("aut-ir-4"), [&](VeOrders &o) { o.hex = east; }),
         {{"unit", "aut-ir-4"}, {"hex", "13,3"}},
         {}},
        {P::Leader,
         with(VeOrders{},
              [](VeOrders &o) {
                  o.leader = "hohenlohe";
                  o.event = "rout_move";
              }),
         {{"leader", "hohenlohe"}, {"event", "rout_move"}},
         {}},
        {P::Rally, veOrders("aut-ir-4"), {{"unit", "aut-ir-4"}}, {2}},
        {P::Initiative,
         with(VeOrders{},
              [](VeOrders &o) {
                  o.scores = {7, 2};
              }),
         {{"fra_score", 7}, {"aut_score", 2}},
         {}},
        {P::Override,
         with(veOrders("aut-ir-7"),
              [](VeOrders &o) {
                  o.field = "freshness";
                  o.value = "fatiguee";
                  o.reason = "marched all night";
              }),
         {{"unit", "aut-ir-7"}, {"field", "freshness"}, {"value", "fatiguee"}, {"reason", "marched all night"}},
         {}},
        {P::Rest, veOrders("aut-ir-7"), {{"unit", "aut-ir-7"}}, {}},
        {P::Formation,
         with(veOrders("fr-1-ligne"), [](VeOrders &o) { o.to = "colonne"; }),
         {{"unit", "fr-1-ligne"}, {"to", "colonne"}},
         {}},
        {P::Override,
         with(veOrders("fr-hussards"),
              [](VeOrders &o) {
                  o.field = "hex";
                  o.value = json::array({2, 8});
                  o.reason = "came up the road";
              }),
         {{"unit", "fr-hussards"}, {"field", "hex"}, {"value", "2,8"}, {"reason", "came up the road"}},
         {}},
    };
}

/** The demo after the first `count` steps of demoSteps(), played the typed way. */
VeSession playedDemo(std::size_t count)
{
    VeSession session = veDemoSession();
    const std::vector<Step> steps = demoSteps(session);
    for (std::size_t i = 0; i < count; ++i) {
        ListDice dice(steps[i].dice);
        session.apply(steps[i].procedure, steps[i].orders, dice);
    }
    return session;
}

} // namespace

TEST_CASE("VE session contract - play() and the typed path log byte-identical events for the same decisions, every "
          "procedure",
          "[ve][session][contract]")
{
    VeSession typed = veDemoSession();
    VeSession played = veDemoSession();
    for (const Step &step : demoSteps(typed)) {
        const std::string id(veProcedureId(step.procedure));
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
    CHECK(played.unit("fr-hussards").hex == veHex(played, 2, 8));
}

TEST_CASE("VE session contract - play() refuses what the typed path refuses, as a SessionError, and changes nothing",
          "[ve][session][contract]")
{
    VeSession session = playedDemo(1);
    const auto typedRefusal = [&](VeProcedure procedure, const VeOrders &orders, std::vector<int> dice) {
        VeSession copy = session;
        ListDice list(std::move(dice));
        try {
            copy.apply(procedure, orders, list);
        } catch (const std::exception &error) {
            return std::string(error.what());
        }
        return std::string();
    };
    const auto both = [&](VeProcedure procedure, const VeOrders &orders, const json &input, std::vector<int> dice) {
        const std::string typed = typedRefusal(procedure, orders, dice);
        CHECK(playRefusal(session, {std::string(veProcedureId(procedure)), input}, dice) == typed);
        return typed;
    };
    // VE-55: an attacker fights from a hex next to the defender.
    CHECK(both(VeProcedure::Melee, veOrders("fr-1-ligne", "aut-ir-9"), {{"unit", "fr-1-ligne"}, {"target", "aut-ir-9"}},
               {4}) == "attacker 'fr-1-ligne' is not adjacent to 'aut-ir-9' (VE-55)");
    // VE-30: nothing to rally from.
    CHECK(both(VeProcedure::Rally, veOrders("fr-1-ligne"), {{"unit", "fr-1-ligne"}}, {2}).find("VE-30") !=
          std::string::npos);
    // VE-46 or VE-43: out of range, no die rolled.
    CHECK_FALSE(both(VeProcedure::Fire, veOrders("fr-1-ligne", "aut-dragons"),
                     {{"unit", "fr-1-ligne"}, {"target", "aut-dragons"}}, {5})
                    .empty());
    // A die that does not fit its d6, or none left: DiceError on the typed path, SessionError from play().
    CHECK(both(VeProcedure::Fire, veOrders("fr-1-ligne", "aut-ir-7"), {{"unit", "fr-1-ligne"}, {"target", "aut-ir-7"}},
               {7}) != "");
    CHECK(both(VeProcedure::Morale, veOrders("aut-ir-7"), {{"unit", "aut-ir-7"}}, {3}) != "");
    // VE-A39: one attacker counts once.
    CHECK(
        playRefusal(session,
                    {"melee", {{"unit", "fr-2-leger"}, {"target", "aut-ir-9"}, {"with", {"fr-1-ligne", "fr-1-ligne"}}}},
                    {4}) == "melee: with: fr-1-ligne is given twice");
    CHECK(session.log().size() == 1);
    CHECK(logText(session) == logText(playedDemo(1)));
}

TEST_CASE("VE session contract - truncate keeps and replays the first events, undo drops the last, a clone is apart",
          "[ve][session][contract]")
{
    VeSession session = playedDemo(8);
    const std::unique_ptr<Session> clone = session.clone();
    session.truncate(3);
    CHECK(logText(session) == logText(playedDemo(3)));
    CHECK(session.toJson().dump() == playedDemo(3).toJson().dump());
    CHECK(clone->log().size() == 8);
    session.undo();
    CHECK(session.toJson().dump() == playedDemo(2).toJson().dump());
    session.truncate(10);
    CHECK(session.log().size() == 2);
    session.truncate(0);
    CHECK(session.toJson().dump() == veDemoSession().toJson().dump());
    CHECK(dynamic_cast<const VeSession &>(*clone).toJson().dump() == playedDemo(8).toJson().dump());
}

TEST_CASE("VE session contract - the registry opens the demo and a save, a tampered save is refused at its event",
          "[ve][session][contract]")
{
    const ModuleRegistry &registry = figuresRegistry();
    const RuleModule *module = registry.find(VeSystemId);
    REQUIRE(module != nullptr);
    REQUIRE(module->demoScenarios() == std::vector<std::string>{"vive-l-empereur-demo.json"});
    const std::unique_ptr<Session> opened =
        registry.openSession(arbitre::test::sourceDir() / "resources" / "scenarios" / module->demoScenarios()[0]);
    CHECK(opened->system() == VeSystemId);
    CHECK(opened->title() == "Vive l'Empereur ! — the copse and the hill of Hohenau");

    arbitre::test::TempDir dir;
    const auto saved = dir / "played.json";
    const VeSession played = playedDemo(6);
    dir.write("played.json", played.toJson(saved).dump(2));
    CHECK(logText(*registry.openSession(saved)) == logText(played));

    json tampered = played.toJson(saved);
    tampered["log"]["events"][3]["result"]["success"] = true;
    arbitre::test::unseal(tampered); // the replay alone refuses it (the chain would first)
    const auto bad = dir.write("tampered.json", tampered.dump(2));
    try {
        registry.openSession(bad);
        FAIL("the tampered log was opened");
    } catch (const LoadError &error) {
        REQUIRE(error.diagnostics().size() == 1);
        CHECK(error.diagnostics()[0].pointer == "/log/events/3");
    }
}

TEST_CASE("VE-M8 session contract - the battle log is the log writers' own, each event's text its entry",
          "[ve][session][contract]")
{
    const VeSession session = playedDemo(13);
    for (const LogLanguage language : {LogLanguage::French, LogLanguage::English}) {
        const BattleLog log = veBattleLog(session, language);
        CHECK(session.battleLog(LogFormat::Markdown, language) == battleLogMarkdown(log));
        CHECK(session.battleLog(LogFormat::Html, language) == battleLogHtml(log));
        const std::string markdown = battleLogMarkdown(log);
        for (std::size_t i = 0; i < session.log().size(); ++i) {
            INFO(session.log()[i].kind);
            const std::string text = session.eventText(i, language);
            CHECK(text.starts_with("## "));
            CHECK(markdown.find("\n" + text) != std::string::npos);
        }
    }
    CHECK(session.eventText(8, LogLanguage::French).starts_with("## 9. Initiative\n"));
    CHECK(session.eventText(6, LogLanguage::English).find("Leader's fate") != std::string::npos);
}

TEST_CASE("VE session contract - the view: units with their states, formation, loss steps left, facing, hex, leaders",
          "[ve][session][contract]")
{
    const StateView view = veDemoSession().view();
    CHECK(view.sides == std::vector<SideView>{{"fra", "Corps de Lannes"}, {"aut", "Division Hohenlohe"}});
    REQUIRE(view.units.size() == 9);
    const UnitView &ir4 = view.units[4];
    CHECK((ir4.id == "aut-ir-4" && ir4.side == "aut" && ir4.present));
    const auto value = [](const UnitView &unit, const std::string &name) {
        for (const UnitAttribute &attribute : unit.attributes)
            if (attribute.name.en == name)
                return attribute.value;
        return Label{};
    };
    CHECK(value(ir4, "loss steps left") == Label{"2 / 3", "2 / 3"});
    CHECK(value(ir4, "freshness").en == "Fatigued");
    CHECK(value(ir4, "cohesion").en == "Discouraged");
    CHECK(value(ir4, "facing") == Label{"ouest", "west"});
    CHECK(value(ir4, "hex") == Label{"11,3", "11,3"});
    CHECK(value(ir4, "leaders") == Label{"Hohenlohe (+1)", "Hohenlohe (+1)"});
    CHECK(value(ir4, "formation").fr == "Ligne");
    VeSession session = veDemoSession();
    ListDice none({});
    session.play({"override", {{"unit", "aut-ir-7"}, {"field", "eliminated"}, {"value", true}, {"reason", "test"}}},
                 none);
    CHECK_FALSE(session.view().units[5].present);
    CHECK(session.view().when == Label{"Après l'événement 1", "After event 1"});
}
