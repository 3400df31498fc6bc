// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The generic commands on the demo scenarios of every shipped rule system (RuleModule::demoScenarios): a new
// system is covered as soon as it is registered in shippedModules() and lists a demo, without editing this file.
#include "arbitre/core/session.h"
#include "arbitre/modules/registry.h"
#include "cli_runner.h"
#include "temp_dir.h"
#include "test_paths.h"

#include <catch2/catch.hpp>

#include <optional>
#include <string>
#include <vector>

using namespace arbitre::test;
using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;
using nlohmann::json;

namespace {

struct Demo
{
    std::string system;
    std::string path;
};

/** Every demo of every shipped module whose session opens (a module may not implement the contract yet). */
std::vector<Demo> demos()
{
    std::vector<Demo> found;
    for (const std::string_view system : arbitre::shippedModules().systems()) {
        for (const std::string &file : arbitre::shippedModules().find(system)->demoScenarios()) {
            const std::string path = (sourceDir() / "resources" / "scenarios" / file).string();
            const CliRun probe = runCli({"procedures", path});
            if (probe.exitCode == 1 &&
                probe.err.find("does not implement the session contract yet") != std::string::npos) {
                WARN(std::string(system) + ": no session contract yet, " + file + " not played");
                continue;
            }
            found.push_back({std::string(system), path});
        }
    }
    return found;
}

/** A value of `input` the rules offer (the first choice, the minimum), as command-line words; none for a flag. */
std::optional<std::vector<std::string>> someValue(const arbitre::InputSpec &input)
{
    const std::string option = arbitre::optionName(input.key);
    switch (input.kind) {
    case arbitre::InputKind::Unit:
    case arbitre::InputKind::Units:
    case arbitre::InputKind::Choice:
    case arbitre::InputKind::Choices:
        if (input.options.empty())
            return std::nullopt;
        return std::vector<std::string>{option, input.options.front().id};
    case arbitre::InputKind::Integer:
        return std::vector<std::string>{option, std::to_string(input.minimum)};
    case arbitre::InputKind::Text:
        return std::vector<std::string>{option, "a note"};
    case arbitre::InputKind::Flag:
        break;
    }
    return std::vector<std::string>{};
}

/** Options for every required input of `id`, each chosen among those the spec narrowed by the ones before. */
std::optional<std::vector<std::string>> requiredInputs(const arbitre::Session &session, const std::string &id)
{
    std::vector<std::string> words;
    json input = json::object();
    for (std::size_t i = 0;; ++i) {
        const arbitre::ProcedureSpec spec = session.procedure(id, input);
        if (i >= spec.inputs.size())
            return words;
        const arbitre::InputSpec &declared = spec.inputs[i];
        if (!declared.required)
            continue;
        const auto value = someValue(declared);
        if (!value)
            return std::nullopt;
        words.insert(words.end(), value->begin(), value->end());
        input = arbitre::inputFromOptions(spec, words);
    }
}

} // namespace

TEST_CASE("cli procedures, play, log and validate on every shipped system's demos", "[cli][session][demo]")
{
    for (const Demo &demo : demos()) {
        INFO(demo.system << ": " << demo.path);
        const CliRun list = runCli({"procedures", demo.path, "--json"});
        REQUIRE(list.exitCode == 0);
        const json procedures = json::parse(list.out);
        CHECK(procedures["system"] == demo.system);
        REQUIRE_FALSE(procedures["procedures"].empty());
        CHECK(runCli({"validate", demo.path}).exitCode == 0);
        const CliRun before = runCli({"log", demo.path});
        REQUIRE(before.exitCode == 0);

        const auto session = arbitre::shippedModules().openSession(demo.path);
        TempDir scratch;
        const std::string saved = (scratch / "played.json").string();
        std::string played;
        std::string refusals;
        for (const arbitre::ProcedureSpec &spec : session->procedures()) {
            const auto inputs = requiredInputs(*session, spec.id);
            if (!spec.refusal.empty() || !inputs)
                continue;
            CHECK(runCli({"procedures", demo.path, spec.id}).exitCode == 0);
            std::vector<std::string> args{"play", demo.path, spec.id};
            args.insert(args.end(), inputs->begin(), inputs->end());
            args.insert(args.end(), {"--seed", "7", "--save", saved});
            const CliRun run = runCli(args);
            if (run.exitCode == 0) {
                played = spec.id;
                break;
            }
            CHECK_THAT(run.err, StartsWith("arbitre-cli: refused: ")); // what the rules say, never a crash
            refusals += run.err;
        }
        INFO(refusals);
        REQUIRE_FALSE(played.empty());

        const auto reopened = arbitre::shippedModules().openSession(saved);
        REQUIRE(reopened->log().size() == session->log().size() + 1);
        CHECK_THAT(reopened->log().events().back().kind, Catch::Matchers::EndsWith("." + played));
        const CliRun after = runCli({"log", saved, "--format", "html", "--lang", "fr"});
        CHECK(after.exitCode == 0);
        CHECK(runCli({"log", saved}).out != before.out);
        CHECK(runCli({"validate", saved}).exitCode == 0);
    }
}

TEST_CASE("cli play on every shipped system's demo refuses an input the procedure does not offer, exit 1",
          "[cli][session][demo]")
{
    for (const Demo &demo : demos()) {
        INFO(demo.system << ": " << demo.path);
        const auto session = arbitre::shippedModules().openSession(demo.path);
        for (const arbitre::ProcedureSpec &spec : session->procedures()) {
            const auto choice = std::find_if(spec.inputs.begin(), spec.inputs.end(), [](const arbitre::InputSpec &in) {
                return in.kind == arbitre::InputKind::Unit || in.kind == arbitre::InputKind::Choice;
            });
            if (choice == spec.inputs.end())
                continue;
            const CliRun run =
                runCli({"play", demo.path, spec.id, arbitre::optionName(choice->key), "no-such-id", "--seed", "1"});
            INFO(spec.id);
            CHECK(run.exitCode == 1);
            CHECK_THAT(run.err, StartsWith("arbitre-cli: refused: "));
            break;
        }
    }
}
