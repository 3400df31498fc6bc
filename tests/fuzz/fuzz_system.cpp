// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// One rule system's loaders, in memory, built once per shipped system (ARBITRE_FUZZ_SYSTEM, ARBITRE_FUZZ_RULESET, the
// module ARBITRE_FUZZ_MODULE that registers it, alone, so that each target builds with its module only):
// - a document with a `system` key is a ruleset: the module's ruleset loader reads it (a document of another system
//   is left to that system's target);
// - any other document is read as the app reads a file of this system against its shipped ruleset: the module's
//   validate (scenario, saved session and its log, Umbra's levy request), then loadScenario and openSession, and the
//   opened session is shown as the app shows it (title, procedures, state, battle log, every event's text).
#include "arbitre/core/json_document.h"
#include "arbitre/core/module_registry.h"
#include "arbitre/core/rule_module.h"
#include "arbitre/core/session.h"
#include "arbitre/core/session_error.h"
#include ARBITRE_FUZZ_MODULE_HEADER
#include "fuzz_support.h"

#include <memory>
#include <optional>

namespace {

using namespace arbitre;

const ModuleRegistry &modules()
{
    static const ModuleRegistry instance = [] {
        ModuleRegistry registry;
        ARBITRE_FUZZ_MODULE::registerModule(registry);
        return registry;
    }();
    return instance;
}

const RuleModule &module()
{
    static const RuleModule &instance = *modules().find(ARBITRE_FUZZ_SYSTEM);
    return instance;
}

const std::shared_ptr<const Ruleset> &shippedRuleset()
{
    static const std::shared_ptr<const Ruleset> ruleset =
        modules().loadRuleset(fuzz::sourceDir() / "rulesets" / ARBITRE_FUZZ_RULESET);
    return ruleset;
}

void loadRuleset(const JsonDocument &document)
{
    std::optional<RulesetHeader> header;
    fuzz::acceptsOrRefuses("ruleset header", [&] { header = modules().readHeader(document); });
    if (header && header->system == ARBITRE_FUZZ_SYSTEM) {
        fuzz::acceptsOrRefuses("loadRuleset", [&] { (void)module().loadRuleset(document, *header); });
    }
}

void showSession(const Session &session)
{
    (void)session.title();
    (void)session.procedures();
    (void)session.view();
    (void)session.battleLog(LogFormat::Markdown, LogLanguage::French);
    (void)session.battleLog(LogFormat::Html, LogLanguage::English);
    for (std::size_t i = 0; i < session.log().size(); ++i) {
        (void)session.eventText(i, LogLanguage::English);
    }
}

void openScenario(const JsonDocument &document)
{
    fuzz::acceptsOrRefuses("validate", [&] { module().validate(document, shippedRuleset()); });
    std::shared_ptr<const Scenario> scenario;
    fuzz::acceptsOrRefuses("loadScenario", [&] { scenario = module().loadScenario(document, shippedRuleset()); });
    if (scenario == nullptr) {
        return;
    }
    // A log that does not replay is refused with a SessionError, which the registry locates in the file.
    std::unique_ptr<Session> session;
    fuzz::acceptsOrRefuses("openSession", [&] {
        try {
            session = module().openSession(scenario);
        } catch (const SessionError &error) {
            throw LoadError(locateSessionError(document, error));
        }
    });
    if (session != nullptr) {
        fuzz::acceptsOrRefuses("show the session", [&] { showSession(*session); });
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    (void)shippedRuleset(); // the shipped ruleset loads, or the target stops here with its LoadError
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    std::optional<JsonDocument> document;
    fuzz::acceptsOrRefuses("parse",
                           [&] { document.emplace(JsonDocument::fromText(fuzz::text(data, size), "fuzz.json")); });
    if (!document) {
        return 0;
    }
    if (document->root().is_object() && document->root().contains("system")) {
        loadRuleset(*document);
    } else {
        openScenario(*document);
    }
    return 0;
}
