// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "command.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <stdexcept>

namespace arbitre::cli {

namespace {

constexpr std::size_t Width = 100;       /**< columns of every usage text */
constexpr std::size_t OptionColumn = 28; /**< where an option's help starts */

std::string optionText(const Option &option)
{
    return "--" + option.name + (option.value.empty() ? "" : " " + option.value);
}

/** The options of a form, for Args: flags and those that take a value. */
void collect(const Form &form, std::set<std::string> &flags, std::set<std::string> &values)
{
    for (const Option &option : form.options)
        (option.value.empty() ? flags : values).insert(option.name);
}

/** "Force of every troop." from "Force of every troop". */
std::string sentence(std::string text)
{
    if (!text.empty())
        text.front() = static_cast<char>(std::toupper(static_cast<unsigned char>(text.front())));
    if (!text.empty() && text.back() != '.')
        text += '.';
    return text;
}

} // namespace

Args Invocation::parse() const
{
    std::set<std::string> flags;
    std::set<std::string> values;
    collect(command.forms.front(), flags, values);
    return Args(args, std::move(flags), std::move(values));
}

std::string Invocation::usage() const
{
    return "usage: arbitre-cli " + command.path() + " " + synopsis(command.forms.front());
}

void CommandRegistry::addGroup(Group group)
{
    if (findGroup(group.name) != nullptr || find("", group.name) != nullptr)
        throw std::invalid_argument("CommandRegistry: group '" + group.name + "' registered twice");
    m_groups.push_back(std::move(group));
}

void CommandRegistry::add(Command command)
{
    if (!command.group.empty() && findGroup(command.group) == nullptr)
        throw std::invalid_argument("CommandRegistry: unknown group '" + command.group + "'");
    if (find(command.group, command.name) != nullptr || (command.group.empty() && findGroup(command.name)))
        throw std::invalid_argument("CommandRegistry: command '" + command.path() + "' registered twice");
    if (command.forms.empty() || !command.run)
        throw std::invalid_argument("CommandRegistry: command '" + command.path() + "' has no form or no run");
    m_commands.push_back(std::move(command));
}

const Group *CommandRegistry::findGroup(std::string_view name) const
{
    const auto it = std::find_if(m_groups.begin(), m_groups.end(), [&](const Group &g) { return g.name == name; });
    return it == m_groups.end() ? nullptr : &*it;
}

const Command *CommandRegistry::find(std::string_view group, std::string_view name) const
{
    const auto it = std::find_if(m_commands.begin(), m_commands.end(),
                                 [&](const Command &c) { return c.group == group && c.name == name; });
    return it == m_commands.end() ? nullptr : &*it;
}

std::vector<const Command *> CommandRegistry::commands(std::string_view group) const
{
    std::vector<const Command *> found;
    for (const Command &command : m_commands) {
        if (command.group == group)
            found.push_back(&command);
    }
    return found;
}

std::string synopsis(const Form &form)
{
    std::string text = form.arguments;
    for (std::size_t i = 0; i < form.options.size(); ++i) {
        const Option &option = form.options[i];
        std::string item = optionText(option);
        // Options that exclude each other share one pair of brackets.
        while (!option.oneOf.empty() && i + 1 < form.options.size() && form.options[i + 1].oneOf == option.oneOf)
            item += " | " + optionText(form.options[++i]);
        if (!option.required)
            item = "[" + item + "]";
        text += (text.empty() ? "" : " ") + item + (option.repeatable ? "…" : "");
    }
    return text;
}

std::size_t columns(std::string_view text)
{
    return static_cast<std::size_t>(
        std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

std::string wrap(const std::string &text, std::size_t width, std::size_t indent)
{
    // Breaks at spaces outside brackets, so that `[--dice D,… | --seed N]` stays on one line; `\n` breaks too.
    std::vector<std::string> words;
    std::string word;
    int depth = 0;
    for (const char c : text) {
        depth += c == '[' ? 1 : c == ']' ? -1 : 0;
        if ((c == ' ' && depth <= 0) || c == '\n') {
            words.push_back(std::move(word));
            word.clear();
            if (c == '\n')
                words.emplace_back("\n");
        } else {
            word += c;
        }
    }
    words.push_back(std::move(word));
    std::string out;
    const std::string margin(indent, ' ');
    std::size_t column = indent; // the caller has already printed what stands before the first line
    bool lineStart = true;
    for (const std::string &w : words) {
        if (w == "\n") {
            out += "\n" + margin;
            column = indent;
            lineStart = true;
            continue;
        }
        if (w.empty())
            continue;
        if (!lineStart && column + 1 + columns(w) > width) {
            out += "\n" + margin;
            column = indent;
            lineStart = true;
        }
        if (!lineStart) {
            out += ' ';
            ++column;
        }
        out += w;
        column += columns(w);
        lineStart = false;
    }
    return out;
}

std::string optionList(const std::string &heading, const std::vector<Option> &options)
{
    std::string text = heading + ":\n";
    for (const Option &option : options) {
        std::string line = "  " + optionText(option);
        // A long option's help starts on a line of its own.
        line += columns(line) + 2 > OptionColumn ? "\n" + std::string(OptionColumn, ' ')
                                                 : std::string(OptionColumn - columns(line), ' ');
        text += line + wrap(option.help, Width, OptionColumn) + '\n';
    }
    return text;
}

std::string commandUsage(const Command &command)
{
    std::string text;
    for (const Form &form : command.forms) {
        const std::string head = (text.empty() ? "usage: " : "       ") + std::string("arbitre-cli ") + command.path();
        text += head + " " + wrap(synopsis(form), Width, columns(head) + 1) + '\n';
    }
    text += "\n" + wrap(sentence(command.summary), Width, 0) + '\n';
    if (!command.description.empty())
        text += "\n" + wrap(command.description, Width, 0) + '\n';
    for (const Form &form : command.forms) {
        if (!form.options.empty())
            text += "\n" + optionList("Options" + (form.when.empty() ? std::string() : " " + form.when), form.options);
    }
    if (std::all_of(command.forms.begin(), command.forms.end(), [](const Form &f) { return f.options.empty(); }))
        text += "\nOptions:\n";
    text += "  -h, --help" + std::string(OptionColumn - 12, ' ') + "this text\n";
    return text;
}

std::string groupUsage(const CommandRegistry &registry, const Group &group)
{
    std::string text = "usage: arbitre-cli " + group.name + " COMMAND [ARGS…]\n       arbitre-cli " + group.name +
                       " COMMAND --help   (its options)\n\n" +
                       wrap(group.title + (group.description.empty() ? "." : " — " + group.description), Width, 0) +
                       "\n\nCommands:\n";
    for (const Command *command : registry.commands(group.name)) {
        for (const Form &form : command->forms) {
            const std::string head = "  " + command->name + " ";
            text += head + wrap(synopsis(form), Width, columns(head) + 2) + '\n';
        }
        text += "      " + wrap(command->summary, Width, 6) + '\n';
    }
    return text;
}

std::vector<Option> diceOptions()
{
    return {{"dice", "D,…", "scripted die values, used in order", false, false, "dice"},
            {"entered", "D,…", "the values the GM read on physical dice (the log says so)", false, false, "dice"},
            {"seed", "N",
             "virtual dice anyone can reproduce from N (the log marks them public); with none of the three, "
             "virtual dice from a secret the log commits to",
             false, false, "dice"}};
}

Option saveOption()
{
    return {"save", "OUT", "write the file with the new event to OUT (atomically)"};
}

Option jsonOption()
{
    return {"json", "", "print JSON instead of text"};
}

std::vector<Option> logFormatOptions()
{
    return {{"format", "md|html", "Markdown (the default) or one self-contained HTML page"},
            {"lang", "fr|en", "the language of the log (English by default)"}};
}

} // namespace arbitre::cli
