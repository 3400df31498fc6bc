// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/procedure_spec.h"

#include "arbitre/core/session_error.h"

#include <algorithm>
#include <charconv>
#include <limits>

namespace arbitre {

using nlohmann::json;

namespace {

std::string optionList(const InputSpec &spec)
{
    std::string list;
    for (const InputOption &option : spec.options) {
        if (list.size() > 200) {
            return list + ", …";
        }
        list += (list.empty() ? "" : ", ") + option.id;
    }
    return list.empty() ? "none available now" : list;
}

bool offered(const InputSpec &spec, const json &value)
{
    return value.is_string() && std::any_of(spec.options.begin(), spec.options.end(), [&](const InputOption &option) {
               return option.id == value.get_ref<const std::string &>();
           });
}

[[noreturn]] void refuse(const std::string &procedure, const InputSpec &spec, const std::string &what)
{
    throw SessionError(procedure + ": " + spec.key + ": " + what);
}

void checkValue(const std::string &procedure, const InputSpec &spec, const json &value)
{
    switch (spec.kind) {
    case InputKind::Unit:
    case InputKind::Choice:
        if (!offered(spec, value)) {
            refuse(procedure, spec, "expected one of " + optionList(spec) + ", not " + value.dump());
        }
        return;
    case InputKind::Units:
    case InputKind::Choices: {
        if (!value.is_array()) {
            refuse(procedure, spec, "expected a list of ids, not " + value.dump());
        }
        for (std::size_t i = 0; i < value.size(); ++i) {
            if (!offered(spec, value[i])) {
                refuse(procedure, spec, "expected ids among " + optionList(spec) + ", not " + value[i].dump());
            }
            // A modifier ticked twice is a slip; a unit named twice in an allocation takes two losses.
            if (spec.kind == InputKind::Choices &&
                std::find(value.begin(), value.begin() + static_cast<std::ptrdiff_t>(i), value[i]) !=
                    value.begin() + static_cast<std::ptrdiff_t>(i)) {
                refuse(procedure, spec, value[i].get<std::string>() + " is given twice");
            }
        }
        return;
    }
    case InputKind::Integer:
        if (!value.is_number_integer() || value.get<std::int64_t>() < spec.minimum ||
            value.get<std::int64_t>() > spec.maximum) {
            refuse(procedure, spec,
                   "expected a whole number from " + std::to_string(spec.minimum) + " to " +
                       std::to_string(spec.maximum) + ", not " + value.dump());
        }
        return;
    case InputKind::Flag:
        if (!value.is_boolean()) {
            refuse(procedure, spec, "expected true or false, not " + value.dump());
        }
        return;
    case InputKind::Text:
        if (!value.is_string()) {
            refuse(procedure, spec, "expected a text, not " + value.dump());
        }
        return;
    }
}

std::vector<std::string> splitIds(const std::string &text)
{
    std::vector<std::string> ids;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        if (comma > start) {
            ids.push_back(text.substr(start, comma - start));
        }
        start = comma + 1;
    }
    return ids;
}

} // namespace

std::string_view inputKindId(InputKind kind)
{
    switch (kind) {
    case InputKind::Unit:
        return "unit";
    case InputKind::Units:
        return "units";
    case InputKind::Choice:
        return "choice";
    case InputKind::Choices:
        return "choices";
    case InputKind::Integer:
        return "integer";
    case InputKind::Flag:
        return "flag";
    case InputKind::Text:
        return "text";
    }
    return "choice";
}

const InputSpec *findInput(const ProcedureSpec &procedure, std::string_view key)
{
    for (const InputSpec &input : procedure.inputs) {
        if (input.key == key) {
            return &input;
        }
    }
    return nullptr;
}

void checkInput(const ProcedureSpec &procedure, const json &input)
{
    if (!input.is_object()) {
        throw SessionError(procedure.id + ": expected an object of inputs, not " + input.dump());
    }
    for (const auto &[key, value] : input.items()) {
        const InputSpec *spec = findInput(procedure, key);
        if (spec == nullptr) {
            std::string known;
            for (const InputSpec &declared : procedure.inputs) {
                known += (known.empty() ? "" : ", ") + declared.key;
            }
            throw SessionError(procedure.id + ": unknown input '" + key + "'" +
                               (known.empty() ? "; it reads none" : "; expected one of " + known));
        }
        checkValue(procedure.id, *spec, value);
    }
    for (const InputSpec &spec : procedure.inputs) {
        if (spec.required && !input.contains(spec.key)) {
            refuse(procedure.id, spec, "required");
        }
    }
}

std::string optionName(std::string_view key)
{
    std::string name = "--";
    for (const char c : key) {
        name += c == '_' ? '-' : c;
    }
    return name;
}

json inputFromOptions(const ProcedureSpec &procedure, const std::vector<std::string> &options)
{
    json input = json::object();
    for (std::size_t i = 0; i < options.size(); ++i) {
        const InputSpec *spec = nullptr;
        for (const InputSpec &declared : procedure.inputs) {
            if (optionName(declared.key) == options[i]) {
                spec = &declared;
            }
        }
        if (spec == nullptr) {
            throw SessionError(procedure.id + ": unknown option '" + options[i] + "'");
        }
        if (spec->kind == InputKind::Flag) {
            input[spec->key] = true;
            continue;
        }
        if (i + 1 >= options.size()) {
            throw SessionError(procedure.id + ": " + options[i] + " needs a value");
        }
        const std::string &text = options[++i];
        switch (spec->kind) {
        case InputKind::Units:
        case InputKind::Choices:
            input[spec->key] = splitIds(text);
            break;
        case InputKind::Integer: {
            long long value = 0;
            const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
            if (error != std::errc() || end != text.data() + text.size() || value < std::numeric_limits<int>::min() ||
                value > std::numeric_limits<int>::max()) {
                throw SessionError(procedure.id + ": " + options[i - 1] + ": expected a whole number, not '" + text +
                                   "'");
            }
            input[spec->key] = value;
            break;
        }
        default:
            input[spec->key] = text;
            break;
        }
    }
    return input;
}

} // namespace arbitre
