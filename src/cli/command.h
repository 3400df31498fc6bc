// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "args.h"

#include <functional>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre {
class ModuleRegistry;
}

namespace arbitre::cli {

/** One `--name VALUE` (or `--name` flag) a command reads, as its usage shows it. */
struct Option
{
    std::string name;        /**< without the leading `--` */
    std::string value;       /**< the value's placeholder ("D,…"); empty for a flag */
    std::string help;        /**< one line */
    bool required = false;   /**< shown without brackets */
    bool repeatable = false; /**< may be given more than once (shown with `…`) */
    std::string oneOf{};     /**< options sharing it exclude each other: `[--dice D,… | --seed N]` */
};

/**
 * One way of calling a command: its positional arguments and the options it reads. A command whose
 * options depend on the file it is given (a napoleonic procedure on either ruleset) has one form per case.
 */
struct Form
{
    std::string arguments; /**< "SCENARIO", "FILE…", "FILE PROCEDURE [--KEY VALUE…]" */
    std::string when;      /**< empty, or the case it covers: "on a Vive l'Empereur ! scenario" */
    std::vector<Option> options;
};

struct Command;

/** What a command runs with: the arguments after its name, the streams, the modules that read files. */
struct Invocation
{
    const Command &command;
    const std::vector<std::string> &args;
    std::ostream &out;
    std::ostream &err;
    const ModuleRegistry &modules;

    /** The arguments read with the options of the command's first form (a UsageError for any other). */
    Args parse() const;
    /** "usage: arbitre-cli GROUP NAME SYNOPSIS", the message of a UsageError about the arguments. */
    std::string usage() const;
};

/**
 * A command of `arbitre-cli`, described once: its usage, every level's `--help` and the options its
 * arguments are parsed with all come from this description.
 */
struct Command
{
    std::string group; /**< empty: a command of its own (`validate`), else `umbra`, `pm`… */
    std::string name;
    std::string summary;     /**< one line, lower case, no full stop */
    std::string description; /**< a paragraph, wrapped when printed */
    std::vector<Form> forms;
    /** Runs it; what it throws becomes the exit status and message every command shares (reportErrors). */
    std::function<int(const Invocation &)> run;
    /** When set, `--help` with arguments asks it first (`play FILE PROCEDURE --help`); it returns false to
     *  let the generated usage be printed. */
    std::function<bool(const Invocation &)> helpFor;

    /** "umbra resolve", "validate". */
    std::string path() const { return group.empty() ? name : group + " " + name; }
};

/** A family of commands (one rule system's), registered by its own folder. */
struct Group
{
    std::string name;        /**< what is typed: `umbra` */
    std::string title;       /**< "Umbra Draconis" */
    std::string description; /**< a paragraph */
};

/** Every command `arbitre-cli` knows, in the order registered; the usage at every level is built from it. */
class CommandRegistry
{
public:
    /** Throws std::invalid_argument for a group registered twice or named like a command. */
    void addGroup(Group group);
    /** Throws std::invalid_argument for a command of an unknown group, registered twice, without a form or a run
     *  function, or named like a group. */
    void add(Command command);

    const Group *findGroup(std::string_view name) const;
    /** The command `name` of `group` (empty: a command of its own), or nullptr. */
    const Command *find(std::string_view group, std::string_view name) const;
    const std::vector<Group> &groups() const { return m_groups; }
    /** The commands of `group` (empty: the commands of their own), in the order registered. */
    std::vector<const Command *> commands(std::string_view group) const;

private:
    std::vector<Group> m_groups;
    std::vector<Command> m_commands;
};

/** `[--dice D,… | --entered D,… | --seed N] --unit ID [--json]`: a form's options as its usage line shows them. */
std::string synopsis(const Form &form);
/** "Options{ when}:" and a line an option, its help wrapped in a column of its own. */
std::string optionList(const std::string &heading, const std::vector<Option> &options);
/** The usage of one command: its forms, summary, description and every option with its help. */
std::string commandUsage(const Command &command);
/** The usage of a group: each command's forms and summary. */
std::string groupUsage(const CommandRegistry &registry, const Group &group);
/** Columns `text` takes on a terminal: UTF-8 continuation bytes take none (`…`, `é`). */
std::size_t columns(std::string_view text);
/** `text` wrapped at `width` columns, each line but the first indented by `indent` spaces. */
std::string wrap(const std::string &text, std::size_t width, std::size_t indent);

/** The dice options every command that rolls takes (one of them, else a fresh seed, printed). */
std::vector<Option> diceOptions();
Option saveOption();
Option jsonOption();
/** `--format md|html` and `--lang fr|en`. */
std::vector<Option> logFormatOptions();

} // namespace arbitre::cli
