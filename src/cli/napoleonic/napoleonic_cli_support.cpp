// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "napoleonic_cli_support.h"

#include <iomanip>
#include <ostream>

namespace arbitre::cli {

using nlohmann::json;

namespace {

std::string signedText(int value)
{
    return value > 0 ? "+" + std::to_string(value) : std::to_string(value);
}

std::string valueText(const json &value)
{
    return value.is_string() ? value.get<std::string>() : value.dump();
}

std::string textOf(const json &result, const char *key)
{
    return result.contains(key) ? valueText(result[key]) : std::string();
}

/** A VE move (VE-26) or change of formation (VE-66): from where to where, and what it cost. */
void printFromTo(const json &result, std::ostream &out)
{
    out << "  from " << textOf(result, "from") << " to " << textOf(result, "to");
    if (result.contains("movement_points")) // the distance follows with the VE details
        out << ", movement points " << textOf(result, "movement_points");
    if (result.contains("pm"))
        out << ", " << textOf(result, "pm") << " PM";
    if (result.contains("rule"))
        out << " (" << textOf(result, "rule") << ")";
    if (result.contains("reason"))
        out << ": " << textOf(result, "reason");
    out << '\n';
}

} // namespace

std::vector<std::string> listArg(const Args &args, const std::string &option)
{
    std::vector<std::string> out;
    for (const std::string &value : args.all(option)) {
        for (std::string &item : splitList(value))
            out.push_back(std::move(item));
    }
    return out;
}

void printEvent(const Event &event, std::ostream &out)
{
    const json &result = event.result;
    out << event.kind << ':';
    for (const char *actor : {"unit", "leader"}) {
        if (event.input.contains(actor))
            out << ' ' << event.input[actor].get<std::string>();
    }
    if (event.input.contains("target"))
        out << " on " << event.input["target"].get<std::string>();
    out << '\n';
    if (result.contains("modifiers")) {
        for (const json &m : result["modifiers"]) {
            out << "  " << std::left << std::setw(26) << m["id"].get<std::string>() << std::right << std::setw(4)
                << signedText(m["value"].get<int>()) << "  " << m["rule"].get<std::string>();
            if (m.contains("dropped"))
                out << " (dropped)";
            if (m.contains("cap"))
                out << " (cap)";
            out << '\n';
        }
        out << "  score " << result["score"].get<int>() << '\n';
        out << "  table " << textOf(result, "table") << ", row " << textOf(result, "row");
        // A table read by row alone (a morale test) has no column nor cell.
        if (!textOf(result, "column").empty() || !textOf(result, "cell").empty())
            out << ", column " << textOf(result, "column") << ": cell " << textOf(result, "cell");
        out << '\n';
        out << "  result " << textOf(result, "result") << '\n';
    } else if (result.contains("table")) {
        // Tables read without a score (VE-9 results, leader fate, initiative).
        out << "  table " << textOf(result, "table") << ", row " << textOf(result, "row") << ": result "
            << textOf(result, "result") << '\n';
    }
    // An override's `from` is the key's old value; a VE move's or change of formation's is where it started.
    if (event.input.contains("field"))
        out << "  " << event.input["field"].get<std::string>() << " was " << valueText(result["from"]) << " ("
            << result["reason"].get<std::string>() << ")\n";
    else if (result.contains("from"))
        printFromTo(result, out);
    for (const auto &[unit, changes] : result["changes"].items()) {
        out << "  " << unit << ':';
        const char *separator = " ";
        for (const auto &[key, values] : changes.items()) {
            out << separator << key << ' ' << valueText(values[0]) << " → " << valueText(values[1]);
            separator = ", ";
        }
        out << '\n';
    }
    if (result["changes"].empty())
        out << "  no unit changes\n";
    for (const DieRoll &die : event.dice)
        out << "  die " << die.value << " (" << dieSourceId(die.source) << ", " << die.purpose << ")\n";
}

json eventReport(const Event &event)
{
    json report = event.result;
    report["event"] = event.kind;
    report["dice"] = diceToJson(event.dice);
    return report;
}

} // namespace arbitre::cli
