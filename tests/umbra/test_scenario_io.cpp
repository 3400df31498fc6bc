// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/diagnostic.h"
#include "arbitre/core/json_document.h"
#include "arbitre/core/module_registry.h"
#include "arbitre/umbra/force.h"
#include "arbitre/umbra/levy.h"
#include "arbitre/umbra/levy_file.h"
#include "arbitre/umbra/module.h"
#include "arbitre/umbra/scenario.h"

#include "support/umbra_fixtures.h"
#include "test_paths.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <memory>
#include <set>
#include <string>
#include <vector>

using namespace arbitre;
using namespace arbitre::umbra;
using arbitre::umbra::test::sharedShippedRuleset;
using nlohmann::json;

namespace {

std::filesystem::path resource(const std::string &relative)
{
    return arbitre::test::sourceDir() / "resources" / relative;
}

std::shared_ptr<UmbraScenario> readFile(const std::string &relative)
{
    return readScenario(JsonDocument::fromFile(resource(relative)), sharedShippedRuleset());
}

std::shared_ptr<UmbraScenario> readJson(const json &scenario)
{
    return readScenario(JsonDocument::fromText(scenario.dump(2), "broken.json"), sharedShippedRuleset());
}

// A small valid scenario that the error tests break one key at a time.
json baseScenario()
{
    return json::parse(R"({
        "ruleset": "../../rulesets/umbra-draconis.json",
        "name": "base",
        "sides": [
            { "id": "blue", "scouts": "classique",
              "troops": [ { "id": "b1", "type": "cavalerie" }, { "id": "b2", "type": "pietaille" } ],
              "personalities": [ { "id": "p1", "rank": "figure", "vs": 1, "skills": [ { "id": "meneur" } ] } ] },
            { "id": "red", "troops": [ { "id": "r1", "type": "fantassins" } ] }
        ]
    })");
}

std::vector<Diagnostic> errorsOf(const json &scenario)
{
    try {
        readJson(scenario);
    } catch (const LoadError &error) {
        return error.diagnostics();
    }
    return {};
}

std::string formatAll(const std::vector<Diagnostic> &diagnostics)
{
    std::string out;
    for (const Diagnostic &diagnostic : diagnostics) {
        out += diagnostic.format() + "\n";
    }
    return out;
}

// The scenario is refused with exactly this message at exactly this pointer (among possibly others).
void requireError(const json &scenario, const std::string &pointer, const std::string &message)
{
    const std::vector<Diagnostic> diagnostics = errorsOf(scenario);
    INFO("expected " << pointer << ": " << message << "\ngot:\n" << formatAll(diagnostics));
    bool found = false;
    for (const Diagnostic &diagnostic : diagnostics) {
        found = found || (diagnostic.pointer == pointer && diagnostic.message == message);
    }
    CHECK(found);
}

json withTroop(const json &troop, int side = 0)
{
    json scenario = baseScenario();
    scenario["sides"][side]["troops"].push_back(troop);
    return scenario;
}

json withSkill(const json &skill)
{
    json scenario = baseScenario();
    scenario["sides"][0]["personalities"][0]["skills"].push_back(skill);
    return scenario;
}

const Troop &troopOf(const UmbraScenario &scenario, int side, int index)
{
    return scenario.initial.sides.at(static_cast<std::size_t>(side)).troops.at(static_cast<std::size_t>(index));
}

std::string moraleOf(const UmbraScenario &scenario, int side, int index)
{
    return scenario.ruleset().morale.id(troopOf(scenario, side, index).morale);
}

// The morale a troop starts with when the file gives none.
std::string startMoraleOf(const json &troop)
{
    const auto scenario = readJson(withTroop(troop));
    return moraleOf(*scenario, 0, 2);
}

} // namespace

TEST_CASE("UD-W4: the bundled blue-vs-red scenario is the worked example", "[scenario]")
{
    const auto scenario = readFile("scenarios/blue-vs-red.json");
    const UmbraRuleset &r = scenario->ruleset();
    const BattleState &state = scenario->initial;

    // The relative ruleset path works from where the file sits.
    CHECK(std::filesystem::equivalent(resource("scenarios") / scenario->rulesetRef,
                                      arbitre::test::sourceDir() / "rulesets" / "umbra-draconis.json"));
    REQUIRE(state.sides.size() == 2);
    CHECK(r.terrains[static_cast<std::size_t>(state.terrain)].id == "plaine");
    CHECK(state.day == 1);
    CHECK(state.turn == 1);

    const Side &blue = state.sides[0];
    REQUIRE(blue.troops.size() == 4);
    CHECK(troopForce(r, blue.troops[0]) == 5); // cavalerie 6 − fatigue 1
    CHECK(troopForce(r, blue.troops[1]) == 2); // archers 3 − training 1
    CHECK(troopForce(r, blue.troops[2]) == 2); // fantassins
    CHECK(troopForce(r, blue.troops[3]) == 1); // piétaille
    CHECK(moraleOf(*scenario, 0, 1) == "flanchant");

    const Side &red = state.sides[1];
    REQUIRE(red.troops.size() == 2);
    for (const Troop &troop : red.troops) {
        CHECK(troopForce(r, troop) == 3); // fantassins 2 + reposé 1
        CHECK(troop.order == TroopOrder::Consolider);
        CHECK(r.morale.id(troop.morale) == "beau_fixe");
    }
    CHECK(red.troops[0].id == "r1");

    // One confrontation with every member of both sides; totals 10 against 7 (UD-89).
    REQUIRE(state.confrontations.size() == 1);
    const Confrontation &confrontation = state.confrontations[0];
    CHECK(confrontation.sides == std::array<int, 2>{0, 1});
    CHECK(confrontation.troops[0] == std::vector<int>{0, 1, 2, 3});
    CHECK(confrontation.troops[1] == std::vector<int>{0, 1});
    CHECK(sideTotal(r, state, confrontation, 0).total == 10);
    CHECK(sideTotal(r, state, confrontation, 1).total == 7);
}

TEST_CASE("The bundled ford-of-the-grey-river scenario loads", "[scenario]")
{
    const auto scenario = readFile("scenarios/ford-of-the-grey-river.json");
    const UmbraRuleset &r = scenario->ruleset();
    const BattleState &state = scenario->initial;
    REQUIRE(state.sides.size() == 2);

    std::set<std::string> ranks;
    std::set<SkillKind> skills;
    for (const Side &side : state.sides) {
        CHECK(side.troops.size() >= 6);
        CHECK(side.troops.size() <= 8);
        REQUIRE(side.personalities.size() >= 1);
        for (const Personality &personality : side.personalities) {
            ranks.insert(r.personalityRanks[static_cast<std::size_t>(personality.rank)].id);
            for (const SkillInstance &skill : personality.skills) {
                skills.insert(skill.kind);
            }
        }
    }
    CHECK(ranks.size() >= 2);
    for (const char *id : {"meneur", "combattant_de_rupture", "defenseur", "sens_tactique", "galvaniseur", "discipline",
                           "opportuniste"}) {
        INFO(id);
        CHECK(skills.count(*r.findSkill(id)) == 1);
    }

    // Varennes holds the ford in a defensive position (UD-79).
    const int defensive = *r.findPosition("position_defensive");
    for (const Troop &troop : state.sides[1].troops) {
        CHECK(troop.position == defensive);
    }
    // Its mounted sergeants are infantry on horses: 2 + 1 F, rapide (UD-22, UD-A11).
    const Troop &mounted = state.sides[1].troops[0];
    CHECK(r.troopType(mounted.type).id == "troupe_montee");
    CHECK(troopForce(r, mounted) == 3);
    CHECK(mounted.hasAdjective(r.adjectiveRapide));
    // Poliorcétique offensif 25 (UD-61).
    const SkillInstance *poliorcetique = state.sides[0].personalities[0].skill(SkillKind::Poliorcetique);
    REQUIRE(poliorcetique != nullptr);
    CHECK(poliorcetique->x == 25);
    CHECK(poliorcetique->offensive);
}

TEST_CASE("The bundled scenarios load through the registry, which resolves their ruleset path", "[scenario]")
{
    ModuleRegistry registry;
    registerModule(registry);
    for (const char *file : {"scenarios/blue-vs-red.json", "scenarios/ford-of-the-grey-river.json"}) {
        INFO(file);
        const auto scenario = std::dynamic_pointer_cast<const UmbraScenario>(registry.loadScenario(resource(file)));
        REQUIRE(scenario != nullptr);
        CHECK(scenario->initial == readFile(file)->initial);
        CHECK(scenario->ruleset().header().system == "umbra-draconis");
    }
}

TEST_CASE("UD-W3 (UD-10, UD-11): the bundled levy file names its domain's puissant level, peu puissant", "[scenario]")
{
    const JsonDocument document = JsonDocument::fromFile(resource("levy/peu-puissant.json"));
    const std::string ref = readLevyRulesetRef(document);
    CHECK(std::filesystem::equivalent(resource("levy") / ref,
                                      arbitre::test::sourceDir() / "rulesets" / "umbra-draconis.json"));
    const LevyRequest request = readLevyRequest(document, *sharedShippedRuleset());
    CHECK(request.rulesetRef == ref);
    REQUIRE(request.domainPower >= 0);
    CHECK(sharedShippedRuleset()->domainPower[static_cast<std::size_t>(request.domainPower)].id == "peu_puissant");
    CHECK(request.groupesDeMetayers == 8);
    CHECK(request.chevaliers == 2);
    CHECK(request.ecuyers == 2);
    CHECK(request.hommesDArmes == 20);

    const LevyResult levy = banLevy(*sharedShippedRuleset(), request.domain());
    CHECK(levy.pietailles == 8);
    CHECK(levy.unites == 5);
}

TEST_CASE("Levy file errors", "[scenario]")
{
    const auto errors = [](const std::string &text) {
        try {
            readLevyRequest(JsonDocument::fromText(text, "levy.json"), *sharedShippedRuleset());
        } catch (const LoadError &error) {
            return error.diagnostics();
        }
        return std::vector<Diagnostic>{};
    };
    const std::vector<Diagnostic> found =
        errors(R"({"ruleset": "r.json", "domain": "riche", "groupes_de_metayers": -1, "chevaliers": 2, "ecuyers": 2})");
    INFO(formatAll(found));
    const auto has = [&](const std::string &pointer, const std::string &prefix) {
        for (const Diagnostic &diagnostic : found) {
            if (diagnostic.pointer == pointer && diagnostic.message.starts_with(prefix)) {
                return true;
            }
        }
        return false;
    };
    CHECK(found.size() == 3);
    CHECK(has("/domain", "unknown id 'riche'; expected one of 'pas_puissant', 'peu_puissant'"));
    CHECK(has("/groupes_de_metayers", "expected an integer from 0 to 100000, got -1"));
    CHECK(has("/hommes_d_armes", "missing required key 'hommes_d_armes'"));

    CHECK_THROWS_AS(readLevyRulesetRef(JsonDocument::fromText(R"({"chevaliers": 1})", "levy.json")), LoadError);
}

TEST_CASE("UD-A13: default starting morale follows training (UD-T10)", "[scenario]")
{
    CHECK(startMoraleOf({{"id", "t"}, {"type", "archers"}, {"entrainement", -1}}) == "flanchant");
    CHECK(startMoraleOf({{"id", "t"}, {"type", "archers"}, {"entrainement", 2}}) == "discipline");
    CHECK(startMoraleOf({{"id", "t"}, {"type", "cavalerie"}, {"entrainement", -1}}) == "doute");
    CHECK(startMoraleOf({{"id", "t"}, {"type", "fantassins"}, {"entrainement", 2}}) == "discipline"); // capped
    CHECK(startMoraleOf({{"id", "t"}, {"type", "fantassins"}, {"entrainement", "bien_entraine"}}) == "discipline");
    CHECK(startMoraleOf({{"id", "t"}, {"type", "pietaille"}}) == "flanchant");
    // A troupe montée starts at its base type's morale (UD-A11).
    CHECK(startMoraleOf({{"id", "t"}, {"type", "troupe_montee"}, {"base_type", "archers"}}) == "doute");
    CHECK(startMoraleOf({{"id", "t"}, {"type", "troupe_montee"}, {"base_type", "fantassins"}, {"entrainement", -1}}) ==
          "doute");
    CHECK(startMoraleOf({{"id", "t"}, {"type", "machine_de_guerre"}, {"force", 4}}) == "beau_fixe");
    // A given morale wins.
    CHECK(startMoraleOf({{"id", "t"}, {"type", "archers"}, {"entrainement", 2}, {"morale", "flanchant"}}) ==
          "flanchant"); // (rupture only for a troop that has left the field, UD-27)

    // A training label is its value (UD-25).
    const auto scenario = readJson(withTroop({{"id", "t"}, {"type", "fantassins"}, {"entrainement", "mal_entraine"}}));
    CHECK(troopOf(*scenario, 0, 2).training == -1);
}

TEST_CASE("UD-22: a troupe montée needs a foot base type, and only it takes one", "[scenario]")
{
    const auto scenario = readJson(withTroop({{"id", "m"}, {"type", "troupe_montee"}, {"base_type", "archers"}}));
    const Troop &mounted = troopOf(*scenario, 0, 2);
    const UmbraRuleset &r = scenario->ruleset();
    CHECK(r.troopType(mounted.baseType).id == "archers");
    CHECK(troopForce(r, mounted) == 4); // archers 3 + 1
    CHECK(mounted.hasAdjective(r.adjectiveRapide));

    requireError(withTroop({{"id", "m"}, {"type", "troupe_montee"}}), "/sides/0/troops/2",
                 "troupe_montee needs a 'base_type': 'fantassins' or 'archers' (UD-22)");
    requireError(withTroop({{"id", "m"}, {"type", "troupe_montee"}, {"base_type", "cavalerie"}}),
                 "/sides/0/troops/2/base_type",
                 "'cavalerie' cannot be the base_type of a troupe_montee: expected 'fantassins' or 'archers' (UD-22)");
    requireError(withTroop({{"id", "m"}, {"type", "troupe_montee"}, {"base_type", "pietaille"}}),
                 "/sides/0/troops/2/base_type",
                 "'pietaille' cannot be the base_type of a troupe_montee: expected 'fantassins' or 'archers' (UD-22)");
    requireError(withTroop({{"id", "m"}, {"type", "troupe_montee"}, {"base_type", "troupe_montee"}}),
                 "/sides/0/troops/2/base_type",
                 "'troupe_montee' cannot be the base_type of a troupe_montee: expected 'fantassins' or 'archers' "
                 "(UD-22)");
    requireError(withTroop({{"id", "m"}, {"type", "troupe_montee"}, {"base_type", "chevaux"}}),
                 "/sides/0/troops/2/base_type", "unknown id 'chevaux'; expected one of 'fantassins', 'archers'");
    requireError(withTroop({{"id", "f"}, {"type", "fantassins"}, {"base_type", "archers"}}),
                 "/sides/0/troops/2/base_type", "base_type only applies to a troupe montée, not to fantassins (UD-22)");
}

TEST_CASE("UD-23: a machine de guerre needs its force, and only it takes one", "[scenario]")
{
    const auto scenario = readJson(withTroop({{"id", "m"}, {"type", "machine_de_guerre"}, {"force", 4}}));
    const Troop &machine = troopOf(*scenario, 0, 2);
    CHECK(machine.machineForce == 4);
    CHECK(troopForce(scenario->ruleset(), machine) == 4);
    CHECK(readJson(withTroop({{"id", "m"}, {"type", "machine_de_guerre"}, {"force", 0}})) != nullptr);

    requireError(withTroop({{"id", "m"}, {"type", "machine_de_guerre"}}), "/sides/0/troops/2",
                 "machine_de_guerre needs a 'force': the GM sets it for each machine (UD-23)");
    requireError(withTroop({{"id", "m"}, {"type", "machine_de_guerre"}, {"force", -1}}), "/sides/0/troops/2/force",
                 "expected an integer from 0 to 1000, got -1");
    requireError(withTroop({{"id", "c"}, {"type", "cavalerie"}, {"force", 7}}), "/sides/0/troops/2/force",
                 "force only applies to a machine de guerre; a cavalerie's comes from the ruleset (UD-23)");
}

TEST_CASE("Scenario errors carry their pointer and a precise message", "[scenario]")
{
    SECTION("at least two sides")
    {
        json scenario = baseScenario();
        scenario["sides"].erase(1);
        requireError(scenario, "/sides", "a scenario needs at least 2 sides, got 1");
    }
    SECTION("ids are unique across troops, personalities and sides")
    {
        requireError(withTroop({{"id", "r1"}, {"type", "fantassins"}}, 1), "/sides/1/troops/1/id",
                     "duplicate id 'r1' (first used at /sides/1/troops/0/id)");
        json scenario = baseScenario();
        scenario["sides"][1]["personalities"] = json::array({{{"id", "b1"}, {"rank", "figure"}, {"vs", 0}}});
        requireError(scenario, "/sides/1/personalities/0/id", "duplicate id 'b1' (first used at /sides/0/troops/0/id)");
        scenario = baseScenario();
        scenario["sides"][1]["id"] = "blue";
        requireError(scenario, "/sides/1/id", "duplicate id 'blue' (first used at /sides/0/id)");
        scenario = baseScenario();
        scenario["sides"][0]["troops"][0]["id"] = "";
        requireError(scenario, "/sides/0/troops/0/id", "id must not be empty");
    }
    SECTION("UD-A21: scouts VS within the level's range")
    {
        json scenario = baseScenario();
        scenario["sides"][0]["scouts_vs"] = 5;
        requireError(scenario, "/sides/0/scouts_vs", "scouts_vs 5 is outside classique's range 1–2");
    }
    SECTION("UD-25, UD-A13: training")
    {
        requireError(withTroop({{"id", "t"}, {"type", "archers"}, {"entrainement", 3}}),
                     "/sides/0/troops/2/entrainement",
                     "entrainement 3 is not a training level: expected -1, 0, 1 or 2 (UD-25)");
        requireError(withTroop({{"id", "t"}, {"type", "archers"}, {"entrainement", true}}),
                     "/sides/0/troops/2/entrainement", "expected an integer or a training id, got a boolean");
        requireError(withTroop({{"id", "t"}, {"type", "pietaille"}, {"entrainement", 1}}),
                     "/sides/0/troops/2/entrainement", "piétaille is untrained (UD-A13)");
        CHECK(readJson(withTroop({{"id", "t"}, {"type", "pietaille"}, {"entrainement", 0}})) != nullptr);
    }
    SECTION("ids from the ruleset")
    {
        requireError(withTroop({{"id", "t"}, {"type", "archers"}, {"fatigue", "fatige"}}), "/sides/0/troops/2/fatigue",
                     "unknown id 'fatige'; expected one of 'ereinte', 'fatigue', 'normal', 'repose'");
        requireError(withTroop({{"id", "t"}, {"type", "archers"}, {"order", "charger"}}), "/sides/0/troops/2/order",
                     "unknown id 'charger'; expected one of 'consolider', 'deplacement', 'lever_position_defensive', "
                     "'quitter_confrontation'");
        requireError(withTroop({{"id", "t"}, {"type", "archers"}, {"fatige", "normal"}}), "/sides/0/troops/2/fatige",
                     "unknown key 'fatige'; did you mean 'fatigue'?");
        requireError(withTroop({{"id", "t"}}), "/sides/0/troops/2/type", "missing required key 'type'");
    }
    SECTION("UD-28, UD-32: wounds and statuses")
    {
        requireError(withTroop({{"id", "t"}, {"type", "pietaille"}, {"blesse", true}}), "/sides/0/troops/2/blesse",
                     "piétaille is never wounded: it is 'disloque' instead (UD-32)");
        requireError(withTroop({{"id", "t"}, {"type", "fantassins"}, {"status", "disloque"}}),
                     "/sides/0/troops/2/status", "only a piétaille can be 'disloque' (UD-32)");
        json scenario = baseScenario();
        scenario["sides"][0]["personalities"][0]["blesse"] = true;
        scenario["sides"][0]["personalities"][0]["wounds"] = 1;
        requireError(scenario, "/sides/0/personalities/0/wounds", "give 'blesse' or 'wounds', not both");
        scenario = baseScenario();
        scenario["sides"][0]["personalities"][0]["wounds"] = 3;
        requireError(scenario, "/sides/0/personalities/0/wounds", "expected an integer from 0 to 2, got 3");
    }
    SECTION("UD-46–UD-65: skills")
    {
        requireError(withSkill({{"id", "poliorcetique"}, {"sens", "offensif"}}), "/sides/0/personalities/0/skills/1",
                     "skill 'poliorcetique' needs an 'x': the ruleset gives no default (UD-A26)");
        requireError(withSkill({{"id", "poliorcetique"}, {"x", 25}}), "/sides/0/personalities/0/skills/1",
                     "skill 'poliorcetique' needs a 'sens': 'offensif' or 'defensif' (UD-61)");
        requireError(withSkill({{"id", "defenseur"}, {"sens", "offensif"}}), "/sides/0/personalities/0/skills/1/sens",
                     "'sens' only applies to poliorcetique (UD-61)");
        requireError(withSkill({{"id", "galvaniseur"}, {"x", 2}}), "/sides/0/personalities/0/skills/1/x",
                     "skill 'galvaniseur' has no X");
        requireError(withSkill({{"id", "defenseur"}, {"y", 2}}), "/sides/0/personalities/0/skills/1/y",
                     "skill 'defenseur' has no Y");
        requireError(withSkill({{"id", "defenseur"}, {"x", -2}}), "/sides/0/personalities/0/skills/1/x",
                     "expected an integer from 0 to 1000, got -2");
        requireError(withSkill({{"id", "meneur"}}), "/sides/0/personalities/0/skills/1",
                     "duplicate skill 'meneur' (first at /sides/0/personalities/0/skills/0)");
    }
    SECTION("the log and the state snapshot")
    {
        json scenario = baseScenario();
        scenario["state"] = 3;
        requireError(scenario, "/state", "expected an object, got an integer");
        scenario = baseScenario();
        scenario["log"] = {
            {"events",
             json::array(
                 {{{"kind", "umbra.turn"},
                   {"dice",
                    json::array({{{"sides", 10}, {"value", 11}, {"source", "entered"}, {"purpose", "x"}}})}}})}};
        requireError(scenario, "/log/events/0/dice/0/value", "die value 11 does not fit a d10");
        scenario = baseScenario();
        scenario["state"] = {{"day", 1}};
        CHECK(readJson(scenario)->snapshot == json{{"day", 1}});
    }
    SECTION("every problem at once, located in the file")
    {
        json scenario = withTroop({{"id", "r1"}, {"type", "troupe_montee"}, {"entrainement", 5}});
        scenario["sides"][0]["scouts_vs"] = 9;
        const std::vector<Diagnostic> diagnostics = errorsOf(scenario);
        INFO(formatAll(diagnostics));
        REQUIRE(diagnostics.size() == 4);
        for (const Diagnostic &diagnostic : diagnostics) {
            CHECK(diagnostic.file == "broken.json");
            CHECK(diagnostic.line > 1);
            CHECK(diagnostic.column >= 1);
        }
    }
}

TEST_CASE("Skills take the ruleset's default X and Y (UD-A26)", "[scenario]")
{
    json scenario = baseScenario();
    scenario["sides"][0]["personalities"][0]["skills"] =
        json::array({{{"id", "combattant_de_rupture"}},
                     {{"id", "sens_tactique"}, {"y", 2}},
                     {{"id", "poliorcetique"}, {"x", 25}, {"sens", "defensif"}}});
    const auto read = readJson(scenario);
    const Personality &personality = read->initial.sides[0].personalities[0];
    REQUIRE(personality.skills.size() == 3);
    CHECK(personality.skills[0].x == 3);
    CHECK(personality.skills[1].x == 1);
    CHECK(personality.skills[1].y == 2);
    CHECK(personality.skills[2].x == 25);
    CHECK_FALSE(personality.skills[2].offensive);
}

TEST_CASE("Defaults of a minimal scenario (UD-A14, UD-A21, UD-A67)", "[scenario]")
{
    const auto scenario = readJson(baseScenario());
    const UmbraRuleset &r = scenario->ruleset();
    const BattleState &state = scenario->initial;
    CHECK(state.terrain == r.defaultTerrain);
    CHECK(state.day == 1);
    CHECK(state.turn == 1);
    CHECK(r.scouts[static_cast<std::size_t>(state.sides[0].scouts)].id == "classique");
    CHECK(state.sides[0].scoutsVs == 1);
    CHECK(state.sides[1].scoutsVs == 0);
    CHECK(state.sides[0].commandLevel == r.parameters.defaultCommandLevel);
    const Troop &cavalry = troopOf(*scenario, 0, 0);
    CHECK(r.fatigue.id(cavalry.fatigue) == "normal");
    CHECK(r.armement[static_cast<std::size_t>(cavalry.armement)].id == "neutre");
    CHECK(cavalry.status == TroopStatus::Present);
    CHECK(cavalry.order == TroopOrder::None);
    CHECK(cavalry.position == -1);
    CHECK(cavalry.terrain == -1);
    CHECK(scenario->log.empty());
    CHECK(scenario->snapshot.is_null());

    // A third side is not engaged in the map-less confrontation.
    json threeSides = baseScenario();
    threeSides["sides"].push_back({{"id", "green"}, {"troops", json::array({{{"id", "g1"}, {"type", "archers"}}})}});
    const auto three = readJson(threeSides);
    REQUIRE(three->initial.confrontations.size() == 1);
    CHECK(three->initial.confrontations[0].sides == std::array<int, 2>{0, 1});
}

TEST_CASE("A written scenario reads back to the same initial state", "[scenario]")
{
    for (const char *file : {"scenarios/blue-vs-red.json", "scenarios/ford-of-the-grey-river.json"}) {
        INFO(file);
        const auto scenario = readFile(file);
        const json written = writeScenario(*scenario, scenario->initial);
        const auto again =
            readScenario(JsonDocument::fromText(written.dump(2), "written.json"), sharedShippedRuleset());
        CHECK(again->initial == scenario->initial);
        CHECK(again->name == scenario->name);
        CHECK(again->rulesetRef == scenario->rulesetRef);
        CHECK(again->snapshot == stateToJson(*sharedShippedRuleset(), scenario->initial));
    }

    SECTION("non-default values survive, defaults are left out")
    {
        json source = baseScenario();
        source["terrain"] = "foret";
        source["day"] = 2;
        source["turn"] = 3;
        source["sides"][0]["scouts_vs"] = 2;
        source["sides"][0]["troops"][0].update({{"morale", "doute"},
                                                {"blesse", true},
                                                {"armement", "exceptionnel"},
                                                {"entrainement", "tres_bien_entraine"},
                                                {"adjectives", {"coriace", "rapide"}},
                                                {"terrain", "colline"},
                                                {"position", "fortification"}});
        source["sides"][0]["troops"][1]["status"] = "disloque";
        source["sides"][0]["personalities"][0].update(
            {{"forestier", 2}, {"moved", true}, {"wounds", 1}, {"status", "capture"}, {"name", "Ser Aldric"}});
        source["sides"][1]["troops"].push_back(
            {{"id", "r2"}, {"type", "machine_de_guerre"}, {"force", 5}, {"order", "quitter_confrontation"}});
        const auto scenario = readJson(source);

        EventLog log;
        log.append(Event{"umbra.test", {{"note", "x"}}, {DieRoll{10, 8, DieSource::Scripted, "test"}}, json::object()});
        scenario->log = log;
        BattleState current = scenario->initial;
        current.sides[1].troops[0].blesse = true;

        const json written = writeScenario(*scenario, current);
        const json &cavalry = written["sides"][0]["troops"][0];
        CHECK(cavalry["adjectives"] == json::array({"coriace"})); // rapide is the type's own
        CHECK(cavalry["entrainement"] == 2);
        const json &pietaille = written["sides"][0]["troops"][1];
        CHECK(pietaille.size() == 3); // id, type, status
        CHECK(written["sides"][1]["troops"][0] == json{{"id", "r1"}, {"type", "fantassins"}});
        CHECK(written["sides"][1].count("scouts") == 0);
        CHECK(written["sides"][0]["personalities"][0]["skills"] == json::array({{{"id", "meneur"}}}));

        const auto again = readScenario(JsonDocument::fromText(written.dump(), "written.json"), sharedShippedRuleset());
        CHECK(again->initial == scenario->initial);
        CHECK(again->log == log);
        CHECK(again->snapshot == stateToJson(*sharedShippedRuleset(), current));
        CHECK(again->snapshot["troops"][2]["id"] == "r1");
        CHECK(again->snapshot["troops"][2]["blesse"] == true);
    }
}

TEST_CASE("stateToJson lists every troop with its force and state", "[scenario]")
{
    const auto scenario = readFile("scenarios/blue-vs-red.json");
    const UmbraRuleset &r = scenario->ruleset();
    BattleState state = scenario->initial;
    // UD-W4 step 4: R1 takes a wound: reposé → normal, beau fixe → doute.
    Troop &r1 = state.sides[1].troops[0];
    r1.blesse = true;
    r1.fatigue = *r.fatigue.find("normal");
    r1.morale = *r.morale.find("doute");
    state.turn = 2;

    const json out = stateToJson(r, state);
    CHECK(out["day"] == 1);
    CHECK(out["turn"] == 2);
    CHECK(out["terrain"] == "plaine");
    REQUIRE(out["troops"].size() == 6);
    for (const json &troop : out["troops"]) {
        for (const char *key : {"id", "side", "type", "force", "morale", "fatigue", "blesse", "status"}) {
            INFO(troop.dump() << " has " << key);
            CHECK(troop.contains(key));
        }
    }
    const json &flat = out["troops"][4];
    CHECK(flat["id"] == "r1");
    CHECK(flat["side"] == "red");
    CHECK(flat["force"] == 2);
    CHECK(flat["morale"] == "doute");
    CHECK(flat["fatigue"] == "normal");
    CHECK(flat["blesse"] == true);
    CHECK(flat["status"] == "present");
    CHECK(flat["order"] == "consolider");
    CHECK(out["troops"][0]["force"] == 5);

    REQUIRE(out["sides"].size() == 2);
    CHECK(out["sides"][1]["id"] == "red");
    CHECK(out["sides"][1]["troops"][0]["force"] == 2);
    CHECK_FALSE(out["sides"][1]["troops"][0].contains("side"));
    CHECK(out["confrontations"][0]["sides"] == json::array({"blue", "red"}));

    const auto ford = readFile("scenarios/ford-of-the-grey-river.json");
    const json fordState = stateToJson(ford->ruleset(), ford->initial);
    const json &aymeric = fordState["sides"][0]["personalities"][0];
    CHECK(aymeric["id"] == "aymeric");
    CHECK(aymeric["force"] == 3); // légende
    CHECK(aymeric["wounds"] == 0);
    CHECK(aymeric["status"] == "present");
    CHECK(fordState["sides"][1]["personalities"][1]["force"] == 2); // figure 1 + Forestier 1 in forest (UD-45)
}

TEST_CASE("UD-73 a troop ordered to leave the confrontation fights at -2 F", "[scenario]")
{
    using namespace arbitre::umbra;
    const auto &rules = arbitre::umbra::test::shippedRuleset();
    const std::string text = R"({"ruleset": "r.json", "sides": [
        {"id": "a", "troops": [{"id": "a1", "type": "cavalerie", "order": "quitter_confrontation"}]},
        {"id": "b", "troops": [{"id": "b1", "type": "fantassins"}]}]})";
    const auto document = arbitre::JsonDocument::fromText(text, "leaving.json");
    const auto scenario = readScenario(document, std::shared_ptr<const UmbraRuleset>(&rules, [](auto *) {}));
    const BattleState &state = scenario->initial;
    CHECK(state.sides[0].troops[0].disengaging);
    CHECK(engagedTroopForce(rules, state, state.confrontations[0], 0, 0) == 6 - 2);
}

TEST_CASE("UD-27 a present troop at rupture is refused at its morale: a troop at rupture has left the field",
          "[scenario][errors]")
{
    const std::string refusal =
        "a troop at 'rupture' has left the battlefield (UD-27): give it \"status\": \"en_fuite\", or a morale above "
        "'rupture'";
    requireError(withTroop({{"id", "t"}, {"type", "fantassins"}, {"morale", "rupture"}}), "/sides/0/troops/2/morale",
                 refusal);
    requireError(withTroop({{"id", "t"}, {"type", "fantassins"}, {"morale", "rupture"}, {"status", "present"}}),
                 "/sides/0/troops/2/morale", refusal);
    CHECK(errorsOf(withTroop({{"id", "t"}, {"type", "fantassins"}, {"morale", "rupture"}})).size() == 1);
    // Fled, it may stay at rupture (it can rally, UD-100); present, any other step is accepted.
    const auto fled =
        readJson(withTroop({{"id", "t"}, {"type", "fantassins"}, {"morale", "rupture"}, {"status", "en_fuite"}}));
    REQUIRE(fled != nullptr);
    CHECK(fled->initial.sides[0].troops[2].morale == 0);
    CHECK_FALSE(fled->initial.sides[0].troops[2].present());
    CHECK(readJson(withTroop({{"id", "t"}, {"type", "fantassins"}, {"morale", "flanchant"}})) != nullptr);
    // An unknown morale id is reported once, as such.
    CHECK(errorsOf(withTroop({{"id", "t"}, {"type", "fantassins"}, {"morale", "ruptur"}})).size() == 1);
}
