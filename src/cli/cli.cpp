// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "cli.h"

#include "arbitre/modules/registry.h"
#include "cli_support.h"
#include "command.h"
#include "commands.h"
#include "man_page.h"
#include "version.h"

#include <algorithm>
#include <ostream>

namespace arbitre::cli {

namespace {

constexpr const char *Footer = R"(
Options:
  -h, --help         this text; after a group or a command, its own usage and options
  --version          the version of arbitre-cli and of the rulesets it finds

Dice: --dice gives scripted values, --entered the values the GM read on physical dice
(the log says which), --seed N virtual dice anyone can reproduce from N; with none, virtual dice
from a secret the saved log commits to, checked by `verify` once the GM reveals it.

Exit status: 0 success, 1 invalid input or a move the rules refuse, 2 bad usage.
)";

bool isHelp(const std::string &arg)
{
    return arg == "--help" || arg == "-h";
}

int usageError(std::ostream &err, const std::string &message, const std::string &usage)
{
    err << "arbitre-cli: " << message << '\n' << usage;
    return 2;
}

/** `help [GROUP [COMMAND]]`: the usage asked for on stdout; an unknown name, the enclosing usage on stderr. */
int help(const CommandRegistry &registry, const std::vector<std::string> &names, std::ostream &out, std::ostream &err)
{
    if (names.empty()) {
        out << topUsage(registry);
        return 0;
    }
    if (const Command *command = registry.find("", names[0])) {
        if (names.size() > 1)
            return usageError(err, "'" + names[0] + "' has no commands of its own", topUsage(registry));
        out << commandUsage(*command);
        return 0;
    }
    const Group *group = registry.findGroup(names[0]);
    if (group == nullptr)
        return usageError(err, "unknown command '" + names[0] + "'", topUsage(registry));
    if (names.size() == 1) {
        out << groupUsage(registry, *group);
        return 0;
    }
    const Command *command = registry.find(group->name, names[1]);
    if (command == nullptr || names.size() > 2)
        return usageError(err, "unknown " + group->name + " command '" + names[1] + "'", groupUsage(registry, *group));
    out << commandUsage(*command);
    return 0;
}

/** A command with its arguments; `--help` among them prints its usage instead (or what its helpFor prints). */
int runCommand(const Command &command, const std::vector<std::string> &args, std::ostream &out, std::ostream &err,
               const ModuleRegistry &modules)
{
    const Invocation call{command, args, out, err, modules};
    if (std::any_of(args.begin(), args.end(), isHelp)) {
        return reportErrors(err, [&] {
            if (!command.helpFor || !command.helpFor(call))
                out << commandUsage(command);
            return 0;
        });
    }
    return reportErrors(err, [&] { return command.run(call); });
}

/** "  umbra force SCENARIO": the path and the positional arguments, without the options they may be followed by. */
std::string nameColumn(const Command &command)
{
    std::string arguments = command.forms.front().arguments;
    arguments = arguments.substr(0, std::min(arguments.find(" [--"), arguments.size()));
    return "  " + command.path() + " " + arguments;
}

} // namespace

const CommandRegistry &commands()
{
    // One line a group: a new rule system's commands are registered by its own folder.
    static const CommandRegistry registry = [] {
        CommandRegistry all;
        registerSessionCommands(all);
        registerTrustCommands(all);
#ifdef ARBITRE_CLI_RENDER
        registerRenderCommand(all);
#endif
        registerUmbraCommands(all);
        registerPmCommands(all);
        registerNapoleonicCommands(all);
        return all;
    }();
    return registry;
}

std::string topUsage(const CommandRegistry &registry)
{
    std::vector<std::string> groups{""}; // the commands of their own first
    for (const Group &group : registry.groups())
        groups.push_back(group.name);
    std::size_t width = 0;
    for (const std::string &group : groups) {
        for (const Command *command : registry.commands(group))
            width = std::max(width, columns(nameColumn(*command)) + 2);
    }
    const auto list = [&](const std::string &group) {
        std::string text;
        for (const Command *command : registry.commands(group)) {
            const std::string name = nameColumn(*command);
            text += name + std::string(width - columns(name), ' ') + wrap(command->summary, 100, width) + '\n';
        }
        return text;
    };
    std::string text = "usage: arbitre-cli COMMAND [ARGS…]\n"
                       "       arbitre-cli GROUP COMMAND [ARGS…]\n"
                       "       arbitre-cli help [GROUP [COMMAND]]   (or --help after any of them)\n"
                       "       arbitre-cli --version\n"
                       "\nCommands for a scenario or a saved session of any rule system:\n" +
                       list("");
    for (const Group &group : registry.groups())
        text += "\n" + group.title + " (arbitre-cli " + group.name + " --help):\n" + list(group.name);
    return text + Footer;
}

int run(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    return run(args, out, err, shippedModules());
}

int run(const std::vector<std::string> &args, std::ostream &out, std::ostream &err, const ModuleRegistry &modules)
{
    const CommandRegistry &registry = commands();
    if (args.empty()) {
        err << topUsage(registry);
        return 2;
    }
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (isHelp(args[0]) || args[0] == "help")
        return help(registry, rest, out, err);
    if (args[0] == "--version") {
        out << versionText(modules);
        return 0;
    }
    // Hidden: what the build installs (the manual page, the completion), generated from the same descriptions.
    if (args[0] == "--man" || args[0] == "--bash-completion") {
        out << (args[0] == "--man" ? manPage(registry) : bashCompletion(registry));
        return 0;
    }
    if (const Command *command = registry.find("", args[0]))
        return runCommand(*command, rest, out, err, modules);
    const Group *group = registry.findGroup(args[0]);
    if (group == nullptr)
        return usageError(err, "unknown command '" + args[0] + "'", topUsage(registry));
    if (rest.empty()) {
        err << groupUsage(registry, *group);
        return 2;
    }
    if (isHelp(rest[0])) { // `umbra --help [COMMAND]`
        std::vector<std::string> names{args[0]};
        names.insert(names.end(), rest.begin() + 1, rest.end());
        return help(registry, names, out, err);
    }
    const Command *command = registry.find(group->name, rest[0]);
    if (command == nullptr)
        return usageError(err, "unknown " + group->name + " command '" + rest[0] + "'", groupUsage(registry, *group));
    return runCommand(*command, {rest.begin() + 1, rest.end()}, out, err, modules);
}

} // namespace arbitre::cli
