// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "skirmish_module.h"

#include "arbitre/core/json_document.h"
#include "arbitre/core/json_reader.h"
#include "arbitre/core/session.h"
#include "arbitre/core/session_error.h"

#include <fstream>
#include <memory>
#include <utility>

namespace arbitre::test {

namespace {

using nlohmann::json;

struct Unit
{
    std::string id;
    std::string name;
    std::string side;
};

class SkirmishRuleset final : public Ruleset
{
public:
    explicit SkirmishRuleset(RulesetHeader header) : Ruleset(std::move(header)) {}
};

class SkirmishScenario final : public Scenario
{
public:
    SkirmishScenario(std::filesystem::path path, std::shared_ptr<const Ruleset> rules)
        : Scenario(std::move(path)), ruleset(std::move(rules))
    {}
    std::shared_ptr<const Ruleset> ruleset;
    std::string rulesetKey; /**< as written in the file */
    std::string name;
    std::vector<Unit> units;
    EventLog log;
};

class SkirmishSession final : public Session
{
public:
    explicit SkirmishSession(std::shared_ptr<const SkirmishScenario> scenario) : m_scenario(std::move(scenario))
    {
        for (const Event &event : m_scenario->log.events())
            append(event);
    }

    const Scenario &scenario() const override { return *m_scenario; }
    const Ruleset &ruleset() const override { return *m_scenario->ruleset; }
    std::string title() const override { return m_scenario->name; }
    const EventLog &log() const override { return m_log; }
    StateView view() const override
    {
        const std::string count = std::to_string(m_log.size());
        return {{"Après " + count + " coups", "After " + count + " strikes"}, {{"n", "North"}, {"s", "South"}}, {}};
    }

    std::vector<ProcedureSpec> procedures() const override
    {
        return {procedure("strike", json::object()), procedure("rest", json::object())};
    }

    ProcedureSpec procedure(std::string_view id, const json &input) const override
    {
        if (id == "rest")
            return {"rest", {"Repos", "Rest"}, "SK-3", {}, {}, m_log.empty() ? "nobody is tired yet (SK-3)" : ""};
        if (id != "strike")
            return Session::procedure(id, input); // refuses it
        ProcedureSpec spec{"strike", {"Coup", "Strike"}, "SK-1", {}, {}, {}};
        const std::string attacker = input.value("attacker", std::string());
        InputSpec from{"attacker", InputKind::Unit, {"Attaquant", "Attacker"}, "SK-1", true, 0, 0, {}, {}};
        InputSpec to{"target", InputKind::Unit, {"Cible", "Target"}, "SK-1", true, 0, 0, {}, {}};
        for (const Unit &unit : m_scenario->units) {
            from.options.push_back({unit.id, {unit.name, unit.name}, "", unit.side});
            if (attacker.empty() || sideOf(attacker) != unit.side)
                to.options.push_back({unit.id, {unit.name, unit.name}, "", unit.side});
        }
        spec.inputs = {std::move(from),
                       std::move(to),
                       {"bonus", InputKind::Integer, {"Bonus", "Bonus"}, "SK-2", false, 0, 3, {}, 0},
                       {"with",
                        InputKind::Choices,
                        {"Modificateurs", "Modifiers"},
                        "SK-2",
                        false,
                        0,
                        0,
                        {{"ford", {"Gué", "Ford"}, "SK-2", ""}, {"hill", {"Colline", "Hill"}, "SK-2", ""}},
                        {}},
                       {"all_in", InputKind::Flag, {"Tout donner", "All in"}, "", false, 0, 0, {}, false},
                       {"note", InputKind::Text, {"Note", "Note"}, "", false, 0, 0, {}, {}}};
        if (!attacker.empty() && input.contains("target"))
            spec.dice.push_back({6, "strike of " + attacker + " (SK-1)"});
        return spec;
    }

    const Event &play(const ProcedureCall &call, Dice &dice) override
    {
        m_log.append(resolve(call, dice));
        return m_log.events().back();
    }

    void append(const Event &event) override
    {
        const std::string procedure = event.kind.substr(event.kind.find('.') + 1);
        std::vector<int> values;
        for (const DieRoll &die : event.dice)
            values.push_back(die.value);
        ListDice dice(values);
        const Event replayed = resolve({procedure, event.input}, dice);
        if (replayed.result != event.result)
            throw SessionError("the event does not reproduce its result", static_cast<int>(m_log.size()));
        m_log.append(event);
    }

    void truncate(std::size_t events) override { m_log.truncate(events); }
    std::unique_ptr<Session> clone() const override { return std::make_unique<SkirmishSession>(*this); }

    json toJson(const std::filesystem::path &destination) const override
    {
        json units = json::array();
        for (const Unit &unit : m_scenario->units)
            units.push_back({{"id", unit.id}, {"name", unit.name}, {"side", unit.side}});
        return {{"ruleset", rulesetReference(ruleset().header().path, m_scenario->rulesetKey, destination)},
                {"name", m_scenario->name},
                {"units", std::move(units)},
                {"log", m_log.toJson()}};
    }

    std::string battleLog(LogFormat format, LogLanguage language) const override
    {
        std::string text = format == LogFormat::Html ? "<h1>" + title() + "</h1>\n" : "# " + title() + "\n\n";
        for (std::size_t i = 0; i < m_log.size(); ++i)
            text += (format == LogFormat::Html ? "<p>" : "- ") + eventText(i, language) +
                    (format == LogFormat::Html ? "</p>\n" : "\n");
        return text;
    }

    std::string eventText(std::size_t index, LogLanguage language) const override
    {
        const Event &event = m_log[index];
        if (event.kind == "skirmish.rest")
            return language == LogLanguage::French ? "Repos (SK-3)" : "Rest (SK-3)";
        return event.input["attacker"].get<std::string>() +
               (language == LogLanguage::French ? " frappe " : " strikes ") + event.input["target"].get<std::string>() +
               ": " + event.result["total"].dump() + " (SK-1)";
    }

protected:
    EventLog &logToSeal() override { return m_log; }

private:
    std::shared_ptr<const SkirmishScenario> m_scenario;
    EventLog m_log;

    std::string sideOf(const std::string &id) const
    {
        for (const Unit &unit : m_scenario->units) {
            if (unit.id == id)
                return unit.side;
        }
        return {};
    }

    Event resolve(const ProcedureCall &call, Dice &dice) const
    {
        const ProcedureSpec spec = procedure(call.procedure, call.input);
        checkInput(spec, call.input);
        if (!spec.refusal.empty())
            throw SessionError(spec.refusal);
        Event event{"skirmish." + call.procedure, call.input, {}, json::object()};
        if (call.procedure == "rest")
            return event;
        const int die = dice.roll(6);
        event.dice.push_back({6, die, dice.source(), spec.dice.front().purpose});
        event.result["total"] =
            die + call.input.value("bonus", 0) + static_cast<int>(call.input.value("with", json::array()).size());
        return event;
    }
};

class SkirmishModule final : public RuleModule
{
public:
    std::string_view system() const override { return "skirmish"; }
    std::string_view displayName() const override { return "Skirmish"; }

    std::shared_ptr<const Ruleset> loadRuleset(const JsonDocument &, RulesetHeader header) const override
    {
        return std::make_shared<SkirmishRuleset>(std::move(header));
    }

    std::shared_ptr<const Scenario> loadScenario(const JsonDocument &document,
                                                 std::shared_ptr<const Ruleset> ruleset) const override
    {
        JsonReader reader(document);
        const JsonNode root = reader.root();
        auto scenario = std::make_shared<SkirmishScenario>(document.path(), std::move(ruleset));
        scenario->rulesetKey = root["ruleset"].string().value_or("");
        scenario->name = root["name"].string().value_or("");
        for (const JsonNode &unit : root["units"].items())
            scenario->units.push_back({unit["id"].string().value_or(""), unit["name"].string().value_or(""),
                                       unit["side"].string().value_or("")});
        if (document.root().contains("log"))
            scenario->log = EventLog::fromJson(root["log"]);
        reader.throwIfErrors();
        return scenario;
    }

    std::unique_ptr<Session> openSession(std::shared_ptr<const Scenario> scenario) const override
    {
        return std::make_unique<SkirmishSession>(std::dynamic_pointer_cast<const SkirmishScenario>(scenario));
    }
};

} // namespace

ModuleRegistry skirmishModules()
{
    ModuleRegistry modules;
    modules.add(std::make_unique<SkirmishModule>());
    return modules;
}

std::filesystem::path writeSkirmish(const std::filesystem::path &folder)
{
    std::ofstream(folder / "skirmish.json")
        << R"({"system": "skirmish", "id": "skirmish", "name": "Skirmish", "version": "1"})" << '\n';
    const std::filesystem::path scenario = folder / "mill.json";
    std::ofstream(scenario) << R"({"ruleset": "skirmish.json", "name": "At the mill", "units": [
        {"id": "a", "name": "Aubert", "side": "n"},
        {"id": "b", "name": "Bastien", "side": "s"},
        {"id": "c", "name": "Corentin", "side": "s"}]})"
                            << '\n';
    return scenario;
}

} // namespace arbitre::test
