// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "session_cli_support.h"

#include "arbitre/core/session_error.h"
#include "cli_support.h"

#include <algorithm>
#include <set>

namespace arbitre::cli {

using nlohmann::json;

namespace {

/** inputFromOptions(), whose refusals are the command line's mistakes here: exit 2. */
json fromOptions(const ProcedureSpec &spec, const std::vector<std::string> &options)
{
    try {
        return inputFromOptions(spec, options);
    } catch (const SessionError &error) {
        throw UsageError(error.what());
    }
}

const InputSpec *declaredOption(const ProcedureSpec &spec, const std::string &option)
{
    const auto it = std::find_if(spec.inputs.begin(), spec.inputs.end(),
                                 [&](const InputSpec &input) { return optionName(input.key) == option; });
    return it == spec.inputs.end() ? nullptr : &*it;
}

/** The inputs among `options` that `spec` declares; the others are skipped with their value. */
json knownInputs(const ProcedureSpec &spec, const std::vector<std::string> &options)
{
    json input = json::object();
    for (std::size_t i = 0; i < options.size(); ++i) {
        const InputSpec *declared = declaredOption(spec, options[i]);
        const bool hasValue = i + 1 < options.size() && !options[i + 1].starts_with("--");
        const bool takesValue = declared != nullptr ? declared->kind != InputKind::Flag : hasValue;
        if (declared != nullptr) {
            std::vector<std::string> pair{options[i]};
            if (takesValue && i + 1 < options.size())
                pair.push_back(options[i + 1]);
            input.update(fromOptions(spec, pair));
        }
        if (takesValue)
            ++i;
    }
    return input;
}

std::string placeholder(InputKind kind)
{
    switch (kind) {
    case InputKind::Unit:
    case InputKind::Choice:
        return "ID";
    case InputKind::Units:
    case InputKind::Choices:
        return "ID,…";
    case InputKind::Integer:
        return "N";
    case InputKind::Flag:
        return "";
    case InputKind::Text:
        return "TEXT";
    }
    return "VALUE";
}

/** The choices allowed now: inline when few, else one a line ("id — label (group)"), which a long list needs. */
std::string choicesText(const InputSpec &input, LogLanguage language)
{
    if (input.options.empty())
        return " none available now";
    const bool inLines = input.options.size() > 3;
    std::string text;
    for (const InputOption &option : input.options) {
        std::string label = pickLabel(option.label, language);
        label = label == option.id ? std::string() : label;
        std::string group = option.group.empty() ? std::string() : option.group;
        std::string about = label.empty() ? group : group.empty() ? label : label + ", " + group;
        if (inLines)
            text += "\n" + option.id + (label.empty() ? "" : " — " + label) + (group.empty() ? "" : " (" + group + ")");
        else
            text += (text.empty() ? " " : ", ") + option.id + (about.empty() ? "" : " (" + about + ")");
    }
    return text;
}

/** "Attacker (DU-2); required; a unit, one of: aubry (Aubry, Montfaucon), …": label, rule, kind, bounds, choices. */
std::string inputHelp(const InputSpec &input, LogLanguage language)
{
    std::string help = pickLabel(input.label, language);
    help = (help.empty() ? input.key : help) + (input.rule.empty() ? "" : " (" + input.rule + ")");
    if (input.required)
        help += "; required";
    switch (input.kind) {
    case InputKind::Integer:
        help += "; a whole number from " + std::to_string(input.minimum) + " to " + std::to_string(input.maximum);
        break;
    case InputKind::Flag:
        help += "; a flag";
        break;
    case InputKind::Text:
        help += "; a text";
        break;
    default:
        break;
    }
    if (!input.defaultValue.is_null() && !(input.kind == InputKind::Flag && input.defaultValue == false))
        help += "; by default " +
                (input.defaultValue.is_string() ? input.defaultValue.get<std::string>() : input.defaultValue.dump());
    switch (input.kind) {
    case InputKind::Unit:
        return help + "; a unit, one of:" + choicesText(input, language);
    case InputKind::Units:
        return help + "; units in order, among:" + choicesText(input, language);
    case InputKind::Choice:
        return help + "; one of:" + choicesText(input, language);
    case InputKind::Choices:
        return help + "; any of:" + choicesText(input, language);
    default:
        return help;
    }
}

json diceSpecJson(const std::vector<DieSpec> &dice)
{
    json out = json::array();
    for (const DieSpec &die : dice)
        out.push_back({{"sides", die.sides}, {"purpose", die.purpose}});
    return out;
}

} // namespace

SessionArgs splitSessionArgs(const Command &command, const std::vector<std::string> &args)
{
    std::set<std::string> flags;
    std::set<std::string> values;
    for (const Option &option : command.forms.front().options)
        (option.value.empty() ? flags : values).insert(option.name);
    std::vector<std::string> own;
    std::vector<std::string> procedure;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &arg = args[i];
        const std::string name = arg.starts_with("--") ? arg.substr(2) : std::string();
        if (arg == "--help" || arg == "-h")
            continue;
        if (flags.count(name) || values.count(name)) {
            own.push_back(arg);
            if (values.count(name) && i + 1 < args.size())
                own.push_back(args[++i]);
        } else if (!procedure.empty() || (arg.starts_with("--") && arg.size() > 2)) {
            procedure.push_back(arg); // the procedure's options and their values, which inputFromOptions reads
        } else {
            own.push_back(arg);
        }
    }
    return {Args(own, std::move(flags), std::move(values)), std::move(procedure)};
}

void requireProcedure(const Session &session, const std::string &id)
{
    std::string known;
    for (const ProcedureSpec &spec : session.procedures()) {
        if (spec.id == id)
            return;
        known += (known.empty() ? "" : ", ") + spec.id;
    }
    throw UsageError("unknown procedure '" + id + "'; " + session.scenario().path().string() + " offers " +
                     (known.empty() ? "none" : known));
}

json readInput(const Session &session, const std::string &id, const std::vector<std::string> &options)
{
    // Options narrow the inputs a procedure declares (a target once the attacker is known): read what the spec
    // declares, ask again with it, until nothing more is found. Each round reads at least one more input.
    json input = json::object();
    for (std::size_t round = 0;; ++round) {
        const ProcedureSpec spec = session.procedure(id, input);
        json known = knownInputs(spec, options);
        if (known == input || round > options.size())
            return fromOptions(spec, options); // refuses what is still unknown, naming it
        input = std::move(known);
    }
}

LogLanguage languageOf(const Args &args)
{
    return logOptions(args).language;
}

std::vector<Option> inputOptions(const ProcedureSpec &spec, LogLanguage language)
{
    std::vector<Option> options;
    for (const InputSpec &input : spec.inputs)
        options.push_back({optionName(input.key).substr(2), placeholder(input.kind), inputHelp(input, language),
                           input.required, false, ""});
    return options;
}

std::string diceText(const ProcedureSpec &spec)
{
    if (spec.dice.empty())
        return "Dice: none listed before the inputs are chosen.\n";
    std::string text = "Dice, in the order they are read:\n";
    for (const DieSpec &die : spec.dice)
        text += "  d" + std::to_string(die.sides) + ": " + die.purpose + '\n';
    return text;
}

json labelJson(const Label &label)
{
    return {{"fr", label.fr}, {"en", label.en}};
}

json procedureJson(const ProcedureSpec &spec)
{
    json inputs = json::array();
    for (const InputSpec &input : spec.inputs) {
        json options = json::array();
        for (const InputOption &option : input.options)
            options.push_back({{"id", option.id},
                               {"label", labelJson(option.label)},
                               {"rule", option.rule},
                               {"group", option.group}});
        json entry{{"key", input.key},
                   {"option", optionName(input.key)},
                   {"kind", inputKindId(input.kind)},
                   {"label", labelJson(input.label)},
                   {"rule", input.rule},
                   {"required", input.required},
                   {"default", input.defaultValue},
                   {"options", std::move(options)}};
        if (input.kind == InputKind::Integer) {
            entry["minimum"] = input.minimum;
            entry["maximum"] = input.maximum;
        }
        inputs.push_back(std::move(entry));
    }
    return {{"id", spec.id},           {"label", labelJson(spec.label)}, {"rule", spec.rule},
            {"refusal", spec.refusal}, {"inputs", std::move(inputs)},    {"dice", diceSpecJson(spec.dice)}};
}

json eventJson(const Event &event)
{
    return {{"kind", event.kind}, {"input", event.input}, {"dice", diceToJson(event.dice)}, {"result", event.result}};
}

} // namespace arbitre::cli
