// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/duel/session.h"

#include "arbitre/core/recorded_dice.h"
#include "arbitre/core/session_error.h"

namespace arbitre::duel {

using nlohmann::json;

namespace {

constexpr std::string_view AttackKind = "duel.attack";

InputOption duellistOption(const DuelScenario &scenario, const Duellist &duellist)
{
    std::string side;
    for (const Side &s : scenario.sides) {
        side = s.id == duellist.side ? s.name : side;
    }
    return InputOption{duellist.id, Label{duellist.name, duellist.name}, "DU-1", side};
}

json resultJson(const DuelRuleset &rules, const AttackResult &result, int targetWounds)
{
    json terms = json::array();
    for (const Term &term : result.total) {
        json entry{{"label", std::string(term.label)}, {"value", term.value}, {"rule", std::string(term.ruleId)}};
        if (term.replaces) {
            entry["replaces"] = true; // the clamp to the die's faces sets the total
        }
        terms.push_back(std::move(entry));
    }
    return {{"die", result.die},
            {"terms", std::move(terms)},
            {"total", result.total.total()},
            {"row", rules.results[result.row].id},
            {"wounds", result.wounds},
            {"target_wounds", targetWounds},
            {"falls", result.falls}};
}

json stateJson(const DuelScenario &scenario, const DuelState &state)
{
    json wounds = json::object();
    for (std::size_t i = 0; i < scenario.duellists.size(); ++i) {
        wounds[scenario.duellists[i].id] = state.wounds[i];
    }
    const int defeated = defeatedSide(scenario, state);
    return {{"wounds", std::move(wounds)},
            {"defeated", defeated < 0 ? json(nullptr) : json(scenario.sides[static_cast<std::size_t>(defeated)].id)}};
}

} // namespace

DuelSession::DuelSession(std::shared_ptr<const DuelScenario> scenario)
    : m_scenario(std::move(scenario)), m_state{std::vector<int>(m_scenario->duellists.size(), 0)}
{
    for (const Event &event : m_scenario->log.events()) {
        append(event);
    }
    m_log.seal() = m_scenario->log.seal(); // its commitments and chain, as read
    if (!m_scenario->snapshot.is_null() && m_scenario->snapshot != stateJson(*m_scenario, m_state)) {
        throw SessionError("the state snapshot does not match the log: expected " +
                           stateJson(*m_scenario, m_state).dump() + ", the file says " + m_scenario->snapshot.dump());
    }
}

StateView DuelSession::view() const
{
    StateView view;
    const std::string count = std::to_string(m_log.size());
    view.when = {"Après " + count + " attaque" + (m_log.size() == 1 ? "" : "s"),
                 "After " + count + " attack" + (m_log.size() == 1 ? "" : "s")};
    for (const Side &side : m_scenario->sides) {
        view.sides.push_back({side.id, side.name});
    }
    for (std::size_t i = 0; i < m_scenario->duellists.size(); ++i) {
        const Duellist &d = m_scenario->duellists[i];
        const std::string wounds = std::to_string(m_state.wounds[i]) + "/" + std::to_string(d.vigour);
        const bool up = standing(*m_scenario, m_state, i);
        view.units.push_back({d.id,
                              d.name,
                              d.side,
                              {{{"Blessures", "Wounds"}, {wounds, wounds}},
                               {{"État", "State"}, up ? Label{"Debout", "Standing"} : Label{"À terre", "Fallen"}}},
                              up});
    }
    return view;
}

std::vector<ProcedureSpec> DuelSession::procedures() const
{
    return {procedure("attack", json::object())};
}

ProcedureSpec DuelSession::procedure(std::string_view id, const json &input) const
{
    if (id != "attack") {
        throw SessionError("unknown procedure '" + std::string(id) + "' in duel; expected attack");
    }
    const DuelScenario &scenario = *m_scenario;
    ProcedureSpec spec;
    spec.id = "attack";
    spec.label = {"Attaque", "Attack"};
    spec.rule = "DU-2";
    if (const int beaten = defeatedSide(scenario, m_state); beaten >= 0) {
        spec.refusal = "the duel is over: " + scenario.sides[static_cast<std::size_t>(beaten)].name +
                       " has no duellist standing (DU-5)";
    }
    InputSpec attacker{"attacker", InputKind::Unit, {"Attaquant", "Attacker"}, "DU-2", true, 0, 0, {}, {}};
    InputSpec target{"target", InputKind::Unit, {"Cible", "Target"}, "DU-2", true, 0, 0, {}, {}};
    const int chosen = input.contains("attacker") && input["attacker"].is_string()
                           ? scenario.indexOf(input["attacker"].get<std::string>())
                           : -1;
    for (std::size_t i = 0; i < scenario.duellists.size(); ++i) {
        if (!standing(scenario, m_state, i)) {
            continue; // DU-4: the fallen neither attack nor are attacked
        }
        const Duellist &d = scenario.duellists[i];
        attacker.options.push_back(duellistOption(scenario, d));
        if (chosen < 0 || scenario.duellists[static_cast<std::size_t>(chosen)].side != d.side) {
            target.options.push_back(duellistOption(scenario, d));
        }
    }
    InputSpec modifiers{"modifiers", InputKind::Choices, {"Modificateurs", "Modifiers"}, "DU-2", false, 0, 0, {}, {}};
    for (const Modifier &m : scenario.ruleset->modifiers) {
        const std::string value = (m.value >= 0 ? " +" : " ") + std::to_string(m.value);
        modifiers.options.push_back({m.id, {m.label.fr + value, m.label.en + value}, "DU-2", {}});
    }
    spec.inputs = {std::move(attacker), std::move(target), std::move(modifiers)};
    if (chosen >= 0 && input.contains("target") && input["target"].is_string()) {
        spec.dice.push_back({scenario.ruleset->die, "attack of " + input["attacker"].get<std::string>() + " on " +
                                                        input["target"].get<std::string>() + " (DU-2)"});
    }
    return spec;
}

Event DuelSession::attack(const json &input, Dice &dice, DuelState &state) const
{
    const ProcedureSpec spec = procedure("attack", input);
    if (!spec.refusal.empty()) {
        throw SessionError(spec.refusal);
    }
    checkInput(spec, input);
    const DuelScenario &scenario = *m_scenario;
    Attack attack;
    attack.attacker = static_cast<std::size_t>(scenario.indexOf(input["attacker"].get<std::string>()));
    attack.target = static_cast<std::size_t>(scenario.indexOf(input["target"].get<std::string>()));
    for (const json &id : input.value("modifiers", json::array())) {
        for (std::size_t m = 0; m < scenario.ruleset->modifiers.size(); ++m) {
            if (scenario.ruleset->modifiers[m].id == id.get<std::string>()) {
                attack.modifiers.push_back(m);
            }
        }
    }
    RecordingDice recording(dice);
    AttackResult result;
    try {
        result = resolveAttack(*scenario.ruleset, scenario, state, attack, recording);
    } catch (const DiceError &error) {
        throw SessionError(error.what()); // a typed value that does not fit the die
    }
    Event event{std::string(AttackKind),
                json::object(),
                {},
                resultJson(*scenario.ruleset, result, state.wounds[attack.target])};
    event.input["attacker"] = input["attacker"];
    event.input["target"] = input["target"];
    if (!attack.modifiers.empty()) {
        event.input["modifiers"] = input["modifiers"];
    }
    event.dice = std::move(recording.rolls());
    event.dice.front().purpose = "attack of " + scenario.duellists[attack.attacker].id + " on " +
                                 scenario.duellists[attack.target].id + " (DU-2)";
    return event;
}

const Event &DuelSession::play(const ProcedureCall &call, Dice &dice)
{
    if (call.procedure != "attack") {
        procedure(call.procedure, call.input); // throws: unknown procedure
    }
    DuelState next = m_state;
    Event event = attack(call.input, dice, next);
    m_log.append(std::move(event));
    m_state = std::move(next);
    return m_log.events().back();
}

void DuelSession::append(const Event &event)
{
    const int index = static_cast<int>(m_log.size());
    if (event.kind != AttackKind) {
        throw SessionError(
            "event #" + std::to_string(index + 1) + ": unknown kind '" + event.kind + "'; expected duel.attack", index);
    }
    DuelState next = m_state;
    ReplayDice dice(event.dice);
    Event again;
    try {
        again = attack(event.input, dice, next);
    } catch (const SessionError &error) {
        throw SessionError("event #" + std::to_string(index + 1) + ": " + error.what(), index);
    }
    if (!dice.exhausted()) {
        throw SessionError("event #" + std::to_string(index + 1) + ": more dice logged than the attack reads", index);
    }
    if (again.input != event.input || again.result != event.result) {
        throw SessionError("event #" + std::to_string(index + 1) + ": the attack does not reproduce its logged " +
                               (again.input != event.input ? "input" : "result") + " (logged " +
                               (again.input != event.input ? event.input : event.result).dump() + ", replayed " +
                               (again.input != event.input ? again.input : again.result).dump() + ")",
                           index);
    }
    m_log.append(event);
    m_state = std::move(next);
}

void DuelSession::truncate(std::size_t events)
{
    EventLog kept = m_log;
    kept.truncate(events);
    m_log = EventLog();
    m_state = DuelState{std::vector<int>(m_scenario->duellists.size(), 0)};
    for (const Event &event : kept.events()) {
        append(event);
    }
    m_log.seal() = kept.seal();
}

json DuelSession::toJson(const std::filesystem::path &destination) const
{
    const DuelScenario &scenario = *m_scenario;
    json out = json::object();
    // The schema path is relative to where the file was; saved elsewhere it would point nowhere.
    if (!scenario.schemaRef.empty() && destination.empty()) {
        out["$schema"] = scenario.schemaRef;
    }
    out["ruleset"] = rulesetReference(scenario.ruleset->header().path, scenario.rulesetRef, destination);
    out["name"] = scenario.name;
    if (!scenario.description.empty()) {
        out["description"] = scenario.description;
    }
    json sides = json::array();
    for (const Side &side : scenario.sides) {
        sides.push_back({{"id", side.id}, {"name", side.name}});
    }
    out["sides"] = std::move(sides);
    json duellists = json::array();
    for (const Duellist &d : scenario.duellists) {
        duellists.push_back({{"id", d.id}, {"name", d.name}, {"side", d.side}, {"vigour", d.vigour}});
    }
    out["duellists"] = std::move(duellists);
    writeSessionLog(out, m_log, ruleset());
    out["state"] = stateJson(scenario, m_state);
    return out;
}

} // namespace arbitre::duel
