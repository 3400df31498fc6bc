// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/module_registry.h"
#include "arbitre/core/session.h"
#include "arbitre/core/session_error.h"

#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <utility>
#include <vector>

using arbitre::Dice;
using arbitre::Event;
using arbitre::InputKind;
using arbitre::InputSpec;
using arbitre::ProcedureCall;
using arbitre::ProcedureSpec;
using arbitre::SessionError;
using nlohmann::json;

namespace {

arbitre::InputOption option(std::string id)
{
    return arbitre::InputOption{std::move(id), {}, {}, {}};
}

class TallyRuleset : public arbitre::Ruleset
{
public:
    explicit TallyRuleset(arbitre::RulesetHeader header) : Ruleset(std::move(header)) {}
};

class TallyScenario : public arbitre::Scenario
{
public:
    TallyScenario(std::filesystem::path path, std::shared_ptr<const arbitre::Ruleset> rules)
        : Scenario(std::move(path)), ruleset(std::move(rules))
    {}
    std::shared_ptr<const arbitre::Ruleset> ruleset;
};

// The smallest session there is: two sides add a die and a bonus to their tally, one event a roll.
class TallySession final : public arbitre::Session
{
public:
    explicit TallySession(std::shared_ptr<const TallyScenario> scenario) : m_scenario(std::move(scenario)) {}

    const arbitre::Scenario &scenario() const override { return *m_scenario; }
    const arbitre::Ruleset &ruleset() const override { return *m_scenario->ruleset; }
    std::string title() const override { return "Tally"; }
    const arbitre::EventLog &log() const override { return m_log; }
    arbitre::StateView view() const override
    {
        arbitre::StateView view;
        view.sides = {{"a", "A"}, {"b", "B"}};
        return view;
    }

    std::vector<ProcedureSpec> procedures() const override
    {
        ProcedureSpec roll;
        roll.id = "roll";
        roll.inputs.push_back(
            InputSpec{"side", InputKind::Choice, {}, "T-1", true, 0, 0, {option("a"), option("b")}, {}});
        roll.inputs.push_back(InputSpec{"bonus", InputKind::Integer, {}, "", false, 0, 3, {}, 0});
        roll.inputs.push_back(
            InputSpec{"with", InputKind::Choices, {}, "", false, 0, 0, {option("ford"), option("hill")}, {}});
        roll.inputs.push_back(InputSpec{"charge", InputKind::Flag, {}, "", false, 0, 0, {}, false});
        roll.inputs.push_back(InputSpec{"note", InputKind::Text, {}, "", false, 0, 0, {}, {}});
        return {roll};
    }

    const Event &play(const ProcedureCall &call, Dice &dice) override
    {
        checkInput(procedure(call.procedure, call.input), call.input);
        Event event{"tally.roll", call.input, {}, json::object()};
        const int value = dice.roll(6);
        event.dice.push_back({6, value, dice.source(), "roll of " + call.input["side"].get<std::string>()});
        event.result["total"] = value + call.input.value("bonus", 0);
        m_log.append(std::move(event));
        return m_log.events().back();
    }
    void append(const Event &event) override { m_log.append(event); }
    void truncate(std::size_t events) override { m_log.truncate(events); }
    std::unique_ptr<arbitre::Session> clone() const override { return std::make_unique<TallySession>(*this); }
    json toJson(const std::filesystem::path &) const override { return {{"log", m_log.toJson()}}; }
    std::string battleLog(arbitre::LogFormat, arbitre::LogLanguage) const override { return {}; }
    std::string eventText(std::size_t index, arbitre::LogLanguage) const override
    {
        return "Total " + m_log[index].result["total"].dump();
    }

protected:
    arbitre::EventLog &logToSeal() override { return m_log; }

private:
    std::shared_ptr<const TallyScenario> m_scenario;
    arbitre::EventLog m_log;
};

std::shared_ptr<const TallyScenario> tallyScenario()
{
    auto ruleset = std::make_shared<TallyRuleset>(arbitre::RulesetHeader{"tally", "t", "Tally", "1", {}, {}});
    return std::make_shared<TallyScenario>("tally.json", std::move(ruleset));
}

std::string refusal(const ProcedureSpec &spec, const json &input)
{
    try {
        checkInput(spec, input);
    } catch (const SessionError &error) {
        return error.what();
    }
    return {};
}

} // namespace

TEST_CASE("checkInput accepts what a procedure declares and names the key of anything else", "[session]")
{
    const TallySession session(tallyScenario());
    const ProcedureSpec spec = session.procedure("roll", json::object());
    CHECK(refusal(spec, {{"side", "a"}}).empty());
    CHECK(refusal(spec, {{"side", "b"}, {"bonus", 3}, {"with", {"hill", "ford"}}, {"charge", true}, {"note", "x"}})
              .empty());
    CHECK(refusal(spec, json::object()) == "roll: side: required");
    CHECK(refusal(spec, json::array()) == "roll: expected an object of inputs, not []");
    CHECK(refusal(spec, {{"side", "c"}}) == "roll: side: expected one of a, b, not \"c\"");
    CHECK(refusal(spec, {{"side", "a"}, {"bonus", 4}}) == "roll: bonus: expected a whole number from 0 to 3, not 4");
    CHECK(refusal(spec, {{"side", "a"}, {"bonus", 1.5}}) ==
          "roll: bonus: expected a whole number from 0 to 3, not 1.5");
    CHECK(refusal(spec, {{"side", "a"}, {"with", "ford"}}) == "roll: with: expected a list of ids, not \"ford\"");
    CHECK(refusal(spec, {{"side", "a"}, {"with", {"ford", "ford"}}}) == "roll: with: ford is given twice");
    CHECK(refusal(spec, {{"side", "a"}, {"charge", 1}}) == "roll: charge: expected true or false, not 1");
    CHECK(refusal(spec, {{"side", "a"}, {"note", 2}}) == "roll: note: expected a text, not 2");
    CHECK(refusal(spec, {{"side", "a"}, {"sidee", "a"}}) ==
          "roll: unknown input 'sidee'; expected one of side, bonus, with, charge, note");
}

TEST_CASE("inputFromOptions reads a command line by the procedure's declared inputs", "[session]")
{
    const TallySession session(tallyScenario());
    const ProcedureSpec spec = session.procedure("roll", json::object());
    CHECK(arbitre::inputFromOptions(spec, {"--side", "a", "--bonus", "2", "--with", "ford,hill", "--charge"}) ==
          json{{"side", "a"}, {"bonus", 2}, {"with", {"ford", "hill"}}, {"charge", true}});
    CHECK(arbitre::optionName("to_hex") == "--to-hex");
    CHECK_THROWS_WITH(arbitre::inputFromOptions(spec, {"--bonus", "two"}),
                      "roll: --bonus: expected a whole number, not 'two'");
    CHECK_THROWS_WITH(arbitre::inputFromOptions(spec, {"--side"}), "roll: --side needs a value");
    CHECK_THROWS_WITH(arbitre::inputFromOptions(spec, {"--target", "x"}), "roll: unknown option '--target'");
}

TEST_CASE("A preview plays on a copy, undo drops the last event, an unknown procedure is refused", "[session]")
{
    TallySession session(tallyScenario());
    arbitre::ListDice four({4});
    const arbitre::Preview preview =
        session.preview(ProcedureCall{"roll", {{"side", "a"}, {"bonus", 1}}}, four, arbitre::LogLanguage::English);
    CHECK(preview.event.result["total"] == 5);
    CHECK(preview.text == "Total 5");
    CHECK(session.log().empty());

    arbitre::ListDice six({6});
    session.play(ProcedureCall{"roll", {{"side", "b"}}}, six);
    REQUIRE(session.log().size() == 1);
    CHECK(session.log()[0].dice[0].purpose == "roll of b");
    session.undo();
    CHECK(session.log().empty());
    session.undo(); // nothing left: nothing happens
    CHECK(session.log().empty());
    CHECK_THROWS_WITH(session.procedure("charge", json::object()), "unknown procedure 'charge' in tally");
}

TEST_CASE("TypedDice serves the typed faces, then the other source's, and keeps every value's source", "[dice]")
{
    arbitre::SeededDice seeded(7);
    arbitre::SeededDice again(7);
    arbitre::TypedDice dice({5, 0, 2}, seeded);
    CHECK(dice.roll(6) == 5);
    CHECK(dice.source() == arbitre::DieSource::Entered);
    const int rolled = dice.roll(6);
    CHECK(rolled == again.roll(6));
    CHECK(dice.source() == arbitre::DieSource::Seeded);
    CHECK(dice.roll(10) == 2);
    CHECK(dice.roll(10) == again.roll(10));
    CHECK(dice.values() == std::vector<int>{5, rolled, 2, dice.values()[3]});
    CHECK(dice.sources() == std::vector<arbitre::DieSource>{arbitre::DieSource::Entered, arbitre::DieSource::Seeded,
                                                            arbitre::DieSource::Entered, arbitre::DieSource::Seeded});
    arbitre::TypedDice tooBig({7}, seeded);
    CHECK_THROWS_WITH(tooBig.roll(6), "a 7 typed for a d6");
}

TEST_CASE("ProbeDice answers every die without throwing and lists what was asked", "[dice]")
{
    arbitre::ProbeDice probe({3, 9});
    CHECK(probe.roll(6) == 3);
    CHECK(probe.roll(6) == 1); // 9 does not fit a d6
    CHECK(probe.roll(10) == 1);
    CHECK(probe.asked() == std::vector<int>{6, 6, 10});
    CHECK(arbitre::randomSeed() != arbitre::randomSeed());
}

TEST_CASE("Opening a scenario through the registry reads the file and its ruleset once each", "[session][registry]")
{
    // The tally module above is enough: the count is the core's, whatever the module.
    class TallyModule : public arbitre::RuleModule
    {
    public:
        std::string_view system() const override { return "tally"; }
        std::string_view displayName() const override { return "Tally"; }
        std::shared_ptr<const arbitre::Ruleset> loadRuleset(const arbitre::JsonDocument &,
                                                            arbitre::RulesetHeader header) const override
        {
            return std::make_shared<TallyRuleset>(std::move(header));
        }
        std::shared_ptr<const arbitre::Scenario>
        loadScenario(const arbitre::JsonDocument &document,
                     std::shared_ptr<const arbitre::Ruleset> ruleset) const override
        {
            return std::make_shared<TallyScenario>(document.path(), std::move(ruleset));
        }
        std::unique_ptr<arbitre::Session> openSession(std::shared_ptr<const arbitre::Scenario> scenario) const override
        {
            return std::make_unique<TallySession>(std::dynamic_pointer_cast<const TallyScenario>(scenario));
        }
    };
    arbitre::ModuleRegistry registry;
    registry.add(std::make_unique<TallyModule>());
    arbitre::test::TempDir dir;
    dir.write("tally.json", R"({"system": "tally", "id": "t", "name": "Tally", "version": "1"})");
    const auto path = dir.write("game.json", R"({"ruleset": "tally.json"})");
    const std::size_t before = arbitre::JsonDocument::filesRead();
    const std::unique_ptr<arbitre::Session> session = registry.openSession(path);
    CHECK(arbitre::JsonDocument::filesRead() - before == 2);
    CHECK(session->system() == "tally");
    CHECK(session->scenario().path() == path);
}
