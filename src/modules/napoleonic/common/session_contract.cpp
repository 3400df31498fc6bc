// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "session_contract.h"

#include "arbitre/core/session_error.h"
#include "arbitre/napoleonic/common.h"

#include <algorithm>
#include <utility>

namespace arbitre::napoleonic::contract {

using nlohmann::json;

InputOption option(std::string id, Label label, std::string rule, std::string group)
{
    return InputOption{std::move(id), std::move(label), std::move(rule), std::move(group)};
}

InputSpec input(std::string key, InputKind kind, Label label, std::string rule, bool required)
{
    InputSpec spec;
    spec.key = std::move(key);
    spec.kind = kind;
    spec.label = std::move(label);
    spec.rule = std::move(rule);
    spec.required = required;
    return spec;
}

InputSpec integerInput(std::string key, Label label, std::string rule, int minimum, int maximum, json defaultValue)
{
    InputSpec spec = input(std::move(key), InputKind::Integer, std::move(label), std::move(rule));
    spec.minimum = minimum;
    spec.maximum = maximum;
    spec.defaultValue = std::move(defaultValue);
    return spec;
}

InputSpec flagInput(std::string key, Label label, std::string rule)
{
    InputSpec spec = input(std::move(key), InputKind::Flag, std::move(label), std::move(rule));
    spec.defaultValue = false;
    return spec;
}

void refuseWhenEmpty(ProcedureSpec &spec)
{
    for (const InputSpec &input : spec.inputs) {
        const bool choice = input.kind == InputKind::Unit || input.kind == InputKind::Choice;
        if (input.required && choice && input.options.empty() && spec.refusal.empty())
            spec.refusal =
                input.label.en + ": none available now" + (input.rule.empty() ? "" : " (" + input.rule + ")");
    }
}

void probe(ProcedureSpec &spec, const json &input, const std::function<Event(Dice &)> &resolve)
{
    if (!spec.refusal.empty())
        return;
    try {
        checkInput(spec, input);
    } catch (const SessionError &) {
        return; // not complete yet: the form is still being filled in
    }
    ProbeDice dice;
    try {
        const Event event = resolve(dice);
        for (const DieRoll &die : event.dice)
            spec.dice.push_back(DieSpec{die.sides, die.purpose});
    } catch (const SessionError &error) {
        spec.refusal = error.what();
    } catch (const ProcedureError &error) {
        spec.refusal = error.what();
    }
}

void refusingAsSession(const std::function<void()> &play)
{
    try {
        play();
    } catch (const DiceError &error) {
        throw SessionError(error.what());
    } catch (const ProcedureError &error) {
        throw SessionError(error.what());
    }
}

std::string textIn(const json &input, const std::string &key)
{
    const auto found = input.find(key);
    return found != input.end() && found->is_string() ? found->get<std::string>() : std::string();
}

std::vector<std::string> textsIn(const json &input, const std::string &key)
{
    const auto found = input.find(key);
    return found != input.end() && found->is_array() ? found->get<std::vector<std::string>>()
                                                     : std::vector<std::string>();
}

int numberIn(const json &input, const std::string &key, int absent)
{
    const auto found = input.find(key);
    return found != input.end() && found->is_number_integer() ? found->get<int>() : absent;
}

bool flagIn(const json &input, const std::string &key)
{
    const auto found = input.find(key);
    return found != input.end() && found->is_boolean() && found->get<bool>();
}

void refuseRepeats(const std::string &procedure, const std::string &key, const std::vector<std::string> &ids)
{
    for (auto at = ids.begin(); at != ids.end(); ++at) {
        if (std::find(ids.begin(), at, *at) != at)
            throw SessionError(procedure + ": " + key + ": " + *at + " is given twice");
    }
}

Label eventsPlayed(std::size_t events)
{
    if (events == 0)
        return both("Début de la bataille", "Start of the battle");
    const std::string n = std::to_string(events);
    return Label{"Après l'événement " + n, "After event " + n};
}

std::string renderLog(const BattleLog &log, LogFormat format)
{
    return format == LogFormat::Html ? battleLogHtml(log) : battleLogMarkdown(log);
}

} // namespace arbitre::napoleonic::contract
