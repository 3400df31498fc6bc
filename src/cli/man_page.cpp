// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "man_page.h"

#include "command.h"

#include <set>
#include <vector>

// ARBITRE_VERSION (the CMake project's) comes from src/cli/CMakeLists.txt.

namespace arbitre::cli {

namespace {

std::string replaceAll(std::string text, const std::string &from, const std::string &to)
{
    for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
        text.replace(at, from.size(), to);
    return text;
}

/** Text for roff: backslashes and hyphens escaped, no line starting with a control character. */
std::string roff(const std::string &text)
{
    std::string out = replaceAll(replaceAll(text, "\\", "\\e"), "-", "\\-");
    out = replaceAll(out, "\n", "\n\\&");
    return (out.empty() || (out.front() != '.' && out.front() != '\'')) ? out : "\\&" + out;
}

std::string optionItem(const Option &option)
{
    return ".TP\n" + std::string(option.value.empty() ? ".B " : ".BI ") + "\\-\\-" + roff(option.name) +
           (option.value.empty() ? "" : " \" " + roff(option.value) + "\"") + "\n" + roff(option.help) +
           (option.required ? " (required)" : "") + (option.repeatable ? " May be given more than once." : "") + "\n";
}

/** "Check rulesets and scenarios." from "check rulesets and scenarios". */
std::string sentence(std::string text)
{
    if (!text.empty() && text.front() >= 'a' && text.front() <= 'z')
        text.front() = static_cast<char>(text.front() - 'a' + 'A');
    return text.empty() || text.back() == '.' ? text : text + ".";
}

std::string commandItem(const Command &command)
{
    std::string text;
    for (const Form &form : command.forms)
        text += (text.empty() ? ".TP\n" : ".TQ\n") + std::string("\\fBarbitre\\-cli ") + roff(command.path()) +
                "\\fR " + roff(synopsis(form)) + "\n";
    text += roff(sentence(command.summary)) + "\n";
    if (!command.description.empty())
        text += ".IP\n" + roff(command.description) + "\n";
    for (const Form &form : command.forms) {
        if (form.options.empty())
            continue;
        text += ".IP\nOptions" + roff(form.when.empty() ? std::string() : " " + form.when) + ":\n.RS\n";
        for (const Option &option : form.options)
            text += optionItem(option);
        text += ".RE\n";
    }
    return text;
}

constexpr const char *Head = R"(.SH NAME
arbitre\-cli \- the command line of Arbitre, a wargame adjudicator for game masters
.SH SYNOPSIS
.B arbitre\-cli
.I COMMAND
.RI [ ARGS ...]
.br
.B arbitre\-cli
.I GROUP COMMAND
.RI [ ARGS ...]
.br
.B arbitre\-cli
.RI [ GROUP " [" COMMAND ]]
.B \-\-help
.br
.B arbitre\-cli \-\-version
.SH DESCRIPTION
.B arbitre\-cli
validates, plays and logs the scenarios and saved sessions of every rule system Arbitre ships, with every
number and table from an editable JSON ruleset, every total explained with its rule ids and every die roll
recorded in a replayable log. A saved file is the scenario, its event log and a snapshot of the state: loading
it replays the log. Every level of the command line says what it takes with
.BR \-\-help ;
this page is generated from the same descriptions.
.SH OPTIONS
.TP
.BR \-h ", " \-\-help
The usage; after a group or a command, its own usage and options. Printed on standard output, exit status 0.
.TP
.B \-\-version
The version of arbitre\-cli and the id, version and name of every ruleset it finds (see FILES).
.SH DICE
Commands that roll take one of
.B \-\-dice
.I D,...
(scripted values),
.B \-\-entered
.I D,...
(the values the game master read on physical dice; the log says which) and
.B \-\-seed
.I N
(reproducible virtual dice). With none, a fresh seed is drawn and printed.
)";

constexpr const char *Tail = R"(.SH EXIT STATUS
.TP
.B 0
Success, and the help asked for.
.TP
.B 1
Invalid input (a file's problems are printed as file:line:col: pointer: message) or a move the rules refuse.
.TP
.B 2
Bad usage: an unknown command or option, a missing argument, a malformed value.
.TP
.B 3
An internal error: a defect, reported in one line; please report it.
.SH FILES
Arbitre finds the data it ships (rulesets, schemas, demo scenarios, levy files, rule digests) in this order:
.IP 1. 4
beside the executable:
.I ../share/arbitre
once installed (the GM guide in
.IR ../share/doc/arbitre ),
or the source tree when the executable is in the build tree it was built in;
.IP 2. 4
.I $XDG_DATA_HOME/arbitre
(by default
.IR ~/.local/share/arbitre ):
your own rulesets in
.IR rulesets/ ,
scenarios in
.IR scenarios/ ;
.IP 3. 4
.I DIR/arbitre
for each
.I DIR
of
.I $XDG_DATA_DIRS
(by default
.IR /usr/local/share:/usr/share ).
.PP
A scenario names its ruleset by a path relative to the scenario file.
.SH ENVIRONMENT
.TP
.B XDG_DATA_HOME
.TQ
.B XDG_DATA_DIRS
Where your own and the system's data folders are (see FILES).
.SH SEE ALSO
.BR arbitre (1)
)";

/** A bash word list: the words separated by spaces, single-quoted. */
std::string words(const std::set<std::string> &items)
{
    std::string text;
    for (const std::string &item : items)
        text += (text.empty() ? "" : " ") + item;
    return "'" + replaceAll(text, "'", "") + "'";
}

/** `    'umbra resolve') options='--dice …'; values='--dice …' ;;` and the cases of the values with choices. */
std::string completionCase(const Command &command, std::string &choiceCases)
{
    std::set<std::string> options{"--help"};
    std::set<std::string> values;
    for (const Form &form : command.forms) {
        for (const Option &option : form.options) {
            options.insert("--" + option.name);
            if (option.value.empty())
                continue;
            values.insert("--" + option.name);
            // `md|html`: the choices themselves; any other placeholder (OUT, D,…, ID) is a file or free text.
            if (option.value.find('|') != std::string::npos && option.value.find(' ') == std::string::npos)
                choiceCases += "    '" + command.path() + " --" + option.name + "') choices='" +
                               replaceAll(option.value, "|", " ") + "' ;;\n";
        }
    }
    return "    '" + command.path() + "') options=" + words(options) + "; values=" + words(values) + " ;;\n";
}

} // namespace

std::string bashCompletion(const CommandRegistry &registry)
{
    std::set<std::string> top{"--help", "--version", "help"};
    std::string groupCases;
    std::string commandCases;
    std::string choiceCases;
    for (const Command *command : registry.commands("")) {
        top.insert(command->name);
        commandCases += completionCase(*command, choiceCases);
    }
    for (const Group &group : registry.groups()) {
        top.insert(group.name);
        std::set<std::string> names{"--help"};
        for (const Command *command : registry.commands(group.name)) {
            names.insert(command->name);
            commandCases += completionCase(*command, choiceCases);
        }
        groupCases += "    " + group.name + ") names=" + words(names) + " ;;\n";
    }
    return "# bash completion for arbitre-cli. Generated by arbitre-cli --bash-completion from the commands'\n"
           "# descriptions: do not edit.\n"
           "_arbitre_cli() {\n"
           "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} key names options values choices\n"
           "    COMPREPLY=()\n"
           "    if [ \"$COMP_CWORD\" -eq 1 ]; then\n"
           "        COMPREPLY=($(compgen -W " +
           words(top) +
           " -- \"$cur\")); return\n"
           "    fi\n"
           "    key=${COMP_WORDS[1]}\n"
           "    case $key in\n" +
           groupCases +
           "    esac\n"
           "    if [ -n \"$names\" ]; then\n"
           "        if [ \"$COMP_CWORD\" -eq 2 ]; then COMPREPLY=($(compgen -W \"$names\" -- \"$cur\")); return; fi\n"
           "        key=\"$key ${COMP_WORDS[2]}\"\n"
           "    fi\n"
           "    case $key in\n" +
           commandCases +
           "    *) return ;;\n"
           "    esac\n"
           "    if [[ \" $values \" == *\" $prev \"* ]]; then\n"
           "        case \"$key $prev\" in\n" +
           choiceCases +
           "        esac\n"
           "        if [ -n \"$choices\" ]; then COMPREPLY=($(compgen -W \"$choices\" -- \"$cur\")); return; fi\n"
           "        COMPREPLY=($(compgen -f -- \"$cur\")); return\n"
           "    fi\n"
           "    if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W \"$options\" -- \"$cur\")); return; fi\n"
           "    COMPREPLY=($(compgen -f -- \"$cur\"))\n"
           "}\n"
           "complete -o filenames -o bashdefault -F _arbitre_cli arbitre-cli\n";
}

std::string manPage(const CommandRegistry &registry)
{
    std::string text = ".\\\" Generated by arbitre-cli --man from the commands' descriptions: do not edit.\n"
                       ".TH ARBITRE\\-CLI 1 \"\" \"arbitre\\-cli " ARBITRE_VERSION "\" \"User Commands\"\n";
    text += Head;
    text += ".SH COMMANDS\nFor a scenario or a saved session of any rule system:\n";
    for (const Command *command : registry.commands(""))
        text += commandItem(*command);
    for (const Group &group : registry.groups()) {
        text += ".SS \"" + roff(group.title) + " (arbitre\\-cli " + roff(group.name) + ")\"\n" +
                roff(group.description) + ".\n";
        for (const Command *command : registry.commands(group.name))
            text += commandItem(*command);
    }
    return replaceAll(text + Tail, "…", "...");
}

} // namespace arbitre::cli
