// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/module_registry.h"

#include "arbitre/core/json_reader.h"
#include "arbitre/core/session_error.h"

#include "temp_dir.h"

#include "diagnostic_printer.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

using arbitre::Diagnostic;
using arbitre::JsonDocument;
using arbitre::JsonReader;
using arbitre::LoadError;
using arbitre::ModuleRegistry;
using arbitre::RulesetHeader;

namespace {

using arbitre::test::TempDir;

class FakeRuleset : public arbitre::Ruleset
{
public:
    FakeRuleset(RulesetHeader header, std::int64_t dice) : Ruleset(std::move(header)), m_dice(dice) {}
    std::int64_t dice() const { return m_dice; }

private:
    std::int64_t m_dice;
};

class FakeScenario : public arbitre::Scenario
{
public:
    FakeScenario(std::filesystem::path path, std::shared_ptr<const arbitre::Ruleset> ruleset, std::string title)
        : Scenario(std::move(path)), m_ruleset(std::move(ruleset)), m_title(std::move(title))
    {}
    const arbitre::Ruleset &ruleset() const { return *m_ruleset; }
    const std::string &title() const { return m_title; }

private:
    std::shared_ptr<const arbitre::Ruleset> m_ruleset;
    std::string m_title;
};

// The smallest module there is: a ruleset with a die size, a scenario with a title.
class FakeModule : public arbitre::RuleModule
{
public:
    explicit FakeModule(std::string system) : m_system(std::move(system)) {}

    std::string_view system() const override { return m_system; }
    std::string_view displayName() const override { return "Fake rules"; }

    std::shared_ptr<const arbitre::Ruleset> loadRuleset(const JsonDocument &document,
                                                        RulesetHeader header) const override
    {
        JsonReader reader(document);
        const std::optional<std::int64_t> dice = reader.root()["dice"].integer(2, 100);
        reader.throwIfErrors();
        return std::make_shared<FakeRuleset>(std::move(header), *dice);
    }

    std::shared_ptr<const arbitre::Scenario>
    loadScenario(const JsonDocument &document, std::shared_ptr<const arbitre::Ruleset> ruleset) const override
    {
        JsonReader reader(document);
        const std::optional<std::string> title = reader.root()["title"].string();
        reader.throwIfErrors();
        return std::make_shared<FakeScenario>(document.path(), std::move(ruleset), *title);
    }

    // Plays nothing: a scenario whose title is "broken log" stands for a log that does not replay.
    std::unique_ptr<arbitre::Session> openSession(std::shared_ptr<const arbitre::Scenario> scenario) const override
    {
        const auto &fake = dynamic_cast<const FakeScenario &>(*scenario);
        if (fake.title() == "broken log") {
            throw arbitre::SessionError("event #2 does not reproduce its result", 1);
        }
        throw arbitre::SessionError("the fake module opens no session");
    }

private:
    std::string m_system;
};

ModuleRegistry registryWithFakes()
{
    ModuleRegistry registry;
    registry.add(std::make_unique<FakeModule>("umbra-draconis"));
    registry.add(std::make_unique<FakeModule>("fake"));
    return registry;
}

const std::string GoodRuleset = R"({"system": "fake", "id": "f1", "name": "Fake one", "version": "2.1", "dice": 6})";

template <typename Load> std::vector<Diagnostic> loadErrors(Load load)
{
    try {
        load();
    } catch (const LoadError &error) {
        return error.diagnostics();
    }
    FAIL("no LoadError");
    return {};
}

} // namespace

TEST_CASE("The registry finds modules by system and lists them in registration order", "[registry]")
{
    const ModuleRegistry registry = registryWithFakes();
    REQUIRE(registry.find("fake") != nullptr);
    CHECK(registry.find("fake")->system() == "fake");
    CHECK(registry.find("pm-battle") == nullptr);
    CHECK(registry.systems() == std::vector<std::string_view>{"umbra-draconis", "fake"});
}

TEST_CASE("Registering a null module or a system twice is a programming error", "[registry]")
{
    ModuleRegistry registry = registryWithFakes();
    CHECK_THROWS_AS(registry.add(nullptr), std::invalid_argument);
    CHECK_THROWS_AS(registry.add(std::make_unique<FakeModule>("fake")), std::invalid_argument);
    CHECK(registry.systems().size() == 2);
}

TEST_CASE("readHeader reads system, id, name, version and the document's path", "[registry]")
{
    const ModuleRegistry registry = registryWithFakes();
    const JsonDocument document = JsonDocument::fromText(GoodRuleset, "rules/fake.json");
    const RulesetHeader header = registry.readHeader(document);
    CHECK(header.system == "fake");
    CHECK(header.id == "f1");
    CHECK(header.name == "Fake one");
    CHECK(header.version == "2.1");
    CHECK(header.path == std::filesystem::path("rules/fake.json"));
}

TEST_CASE("readHeader reports every header problem at once, in text order", "[registry]")
{
    const ModuleRegistry registry = registryWithFakes();
    const JsonDocument document = JsonDocument::fromText("{\n  \"name\": 3,\n  \"system\": \"umbra\"\n}", "h.json");
    const std::vector<Diagnostic> errors = loadErrors([&] { (void)registry.readHeader(document); });
    CHECK(errors ==
          std::vector<Diagnostic>{
              {"h.json", 1, 1, "/id", "missing required key 'id'"},
              {"h.json", 1, 1, "/version", "missing required key 'version'"},
              {"h.json", 2, 11, "/name", "expected a string, got an integer"},
              {"h.json", 3, 13, "/system", "unknown rule system 'umbra'; expected one of 'umbra-draconis', 'fake'"},
          });
}

TEST_CASE("A ruleset that is not an object is refused at the document", "[registry]")
{
    const ModuleRegistry registry = registryWithFakes();
    const JsonDocument document = JsonDocument::fromText("[1]", "h.json");
    CHECK(loadErrors([&] { (void)registry.readHeader(document); }) ==
          std::vector<Diagnostic>{{"h.json", 1, 1, "", "expected an object, got an array"}});
}

TEST_CASE("An empty registry says no rule system is registered", "[registry]")
{
    const ModuleRegistry registry;
    const JsonDocument document = JsonDocument::fromText(GoodRuleset, "h.json");
    CHECK(loadErrors([&] { (void)registry.readHeader(document); }) ==
          std::vector<Diagnostic>{
              {"h.json", 1, 12, "/system", "unknown rule system 'fake'; no rule system is registered"}});
}

TEST_CASE("loadRuleset checks the header and hands the rest to the module", "[registry]")
{
    const TempDir dir;
    const std::filesystem::path file = dir.write("fake.json", GoodRuleset);
    const auto ruleset = std::dynamic_pointer_cast<const FakeRuleset>(registryWithFakes().loadRuleset(file));
    REQUIRE(ruleset != nullptr);
    CHECK(ruleset->dice() == 6);
    CHECK(ruleset->header().id == "f1");
    CHECK(ruleset->header().path == file);
}

TEST_CASE("Errors in a ruleset body and unreadable rulesets are reported in the ruleset file", "[registry]")
{
    const TempDir dir;
    const ModuleRegistry registry = registryWithFakes();
    const std::filesystem::path file =
        dir.write("bad.json", R"({"system": "fake", "id": "f1", "name": "n", "version": "1", "dice": 1})");
    CHECK(loadErrors([&] { (void)registry.loadRuleset(file); }) ==
          std::vector<Diagnostic>{{file.string(), 1, 69, "/dice", "expected an integer from 2 to 100, got 1"}});

    const std::filesystem::path missing = dir.path() / "missing.json";
    CHECK(loadErrors([&] { (void)registry.loadRuleset(missing); }) ==
          std::vector<Diagnostic>{{missing.string(), 0, 0, "", "cannot open file: No such file or directory"}});
}

TEST_CASE("loadScenario resolves the ruleset relative to the scenario file", "[registry]")
{
    const TempDir dir;
    const std::filesystem::path rules = dir.write("rulesets/fake.json", GoodRuleset);
    const std::filesystem::path file =
        dir.write("scenarios/first/s.json", R"({"ruleset": "../../rulesets/fake.json", "title": "Premier"})");
    const auto scenario = std::dynamic_pointer_cast<const FakeScenario>(registryWithFakes().loadScenario(file));
    REQUIRE(scenario != nullptr);
    CHECK(scenario->title() == "Premier");
    CHECK(scenario->path() == file);
    CHECK(scenario->ruleset().header().id == "f1");
    CHECK(std::filesystem::equivalent(scenario->ruleset().header().path, rules));
}

TEST_CASE("A missing ruleset is reported at the scenario's /ruleset", "[registry]")
{
    const TempDir dir;
    const std::filesystem::path file = dir.write("s.json", "{\n  \"title\": \"t\",\n  \"ruleset\": \"nope/r.json\"\n}");
    const std::string resolved = (dir.path() / "nope" / "r.json").string();
    CHECK(loadErrors([&] { (void)registryWithFakes().loadScenario(file); }) ==
          std::vector<Diagnostic>{{file.string(), 3, 14, "/ruleset", "ruleset file not found: " + resolved}});

    const std::filesystem::path folder = dir.write("d.json", R"({"ruleset": "."})");
    CHECK(loadErrors([&] { (void)registryWithFakes().loadScenario(folder); })[0].pointer == "/ruleset");
}

TEST_CASE("Errors in the ruleset of a scenario are reported against the ruleset file", "[registry]")
{
    const TempDir dir;
    const std::filesystem::path rules =
        dir.write("r.json", R"({"system": "fake", "id": 1, "name": "n", "version": "1"})");
    const std::filesystem::path file = dir.write("s.json", R"({"ruleset": "r.json", "title": "t"})");
    const std::vector<Diagnostic> errors = loadErrors([&] { (void)registryWithFakes().loadScenario(file); });
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].file == rules.string());
    CHECK(errors[0].pointer == "/id");
}

TEST_CASE("A scenario without a string ruleset key is refused", "[registry]")
{
    const TempDir dir;
    const std::filesystem::path noKey = dir.write("a.json", R"({"title": "t"})");
    CHECK(loadErrors([&] { (void)registryWithFakes().loadScenario(noKey); }) ==
          std::vector<Diagnostic>{{noKey.string(), 1, 1, "/ruleset", "missing required key 'ruleset'"}});
    const std::filesystem::path wrongType = dir.write("b.json", R"({"ruleset": 12})");
    CHECK(loadErrors([&] { (void)registryWithFakes().loadScenario(wrongType); }) ==
          std::vector<Diagnostic>{{wrongType.string(), 1, 13, "/ruleset", "expected a string, got an integer"}});
    const std::filesystem::path notObject = dir.write("c.json", R"("r.json")");
    CHECK(loadErrors([&] { (void)registryWithFakes().loadScenario(notObject); }) ==
          std::vector<Diagnostic>{{notObject.string(), 1, 1, "", "expected an object, got a string"}});
}

TEST_CASE("Errors in the scenario body come from the module, in the scenario file", "[registry]")
{
    const TempDir dir;
    dir.write("r.json", GoodRuleset);
    const std::filesystem::path file = dir.write("s.json", R"({"ruleset": "r.json"})");
    CHECK(loadErrors([&] { (void)registryWithFakes().loadScenario(file); }) ==
          std::vector<Diagnostic>{{file.string(), 1, 1, "/title", "missing required key 'title'"}});
}

TEST_CASE("openSession and validate report a log that does not replay at its event", "[registry]")
{
    const ModuleRegistry registry = registryWithFakes();
    TempDir dir;
    dir.write("rules/fake.json", GoodRuleset);
    const auto scenario = dir.write("battle.json", R"({
  "ruleset": "rules/fake.json",
  "title": "broken log",
  "log": {"events": [{"kind": "fake.a"}, {"kind": "fake.b"}]}
})");
    for (const auto &diagnostics :
         {loadErrors([&] { registry.openSession(scenario); }), loadErrors([&] { registry.validate(scenario); })}) {
        REQUIRE(diagnostics.size() == 1);
        CHECK(diagnostics[0].file == scenario.string());
        CHECK(diagnostics[0].pointer == "/log/events/1");
        CHECK(diagnostics[0].line == 4);
        CHECK(diagnostics[0].message == "event #2 does not reproduce its result");
    }
}

TEST_CASE("validate tells a ruleset from a file that names one, and refuses what is neither", "[registry]")
{
    const ModuleRegistry registry = registryWithFakes();
    TempDir dir;
    const auto ruleset = dir.write("fake.json", GoodRuleset);
    CHECK_NOTHROW(registry.validate(ruleset));
    const auto badRuleset =
        dir.write("bad.json", R"({"system": "fake", "id": "f", "name": "F", "version": "1", "dice": 1})");
    CHECK(loadErrors([&] { registry.validate(badRuleset); }).at(0).pointer == "/dice");
    const auto neither = dir.write("neither.json", R"({"title": "x"})");
    CHECK(loadErrors([&] { registry.validate(neither); }).at(0).message.find("not a ruleset") == 0);
    const auto array = dir.write("array.json", "[1]");
    CHECK(loadErrors([&] { registry.validate(array); }).at(0).message ==
          "expected an object (a ruleset or a scenario)");
}
