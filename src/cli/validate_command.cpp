// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "session_cli_support.h"

#include "arbitre/core/file_kind.h"
#include "arbitre/core/module_registry.h"

#include <ostream>
#include <string>

namespace arbitre::cli {

namespace {

int validate(const Invocation &call)
{
    if (call.args.empty()) {
        call.err << call.usage() << '\n';
        return 2;
    }
    int failed = 0;
    for (const std::string &file : call.args) {
        try {
            // Valid when its system's module reads it whole (RuleModule::validate: a scenario's log replayed).
            call.modules.validate(file);
        } catch (const LoadError &error) {
            ++failed;
            for (const Diagnostic &diagnostic : error.diagnostics())
                call.out << diagnostic.format() << '\n';
            // stdout stays one diagnostic a line for editors; what the file is, in words, goes to stderr.
            if (const std::string hint = fileKindHint(classifyFile(file)); !hint.empty())
                call.err << file << ": " << hint << '\n';
        }
    }
    if (failed == 0)
        call.err << call.args.size() << (call.args.size() == 1 ? " file is valid\n" : " files are valid\n");
    return failed == 0 ? 0 : 1;
}

} // namespace

Command validateCommand()
{
    return {"",
            "validate",
            "check rulesets and scenarios; one line per error",
            "Each file is read whole: a ruleset (it names its `system`) by its module, any other file through the "
            "ruleset it names, by that ruleset's module; a scenario's or a saved session's log is replayed and "
            "must reproduce its recorded results. Every problem is printed on stdout as "
            "`file:line:col: pointer: message`; when every file is valid, stderr says so. A file that is not JSON, "
            "not an Arbitre file or cut short is also said so on stderr, in one line.",
            {{"FILE…", "", {}}},
            validate,
            {}};
}

} // namespace arbitre::cli
