// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/diagnostic.h"
#include "arbitre/core/json_document.h"
#include "arbitre/core/json_edit.h"
#include "arbitre/umbra/levy.h"
#include "arbitre/umbra/scenario.h"
#include "arbitre/umbra/setup.h"

#include "support/umbra_fixtures.h"
#include "test_paths.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

using namespace arbitre;
using namespace arbitre::umbra;
using namespace arbitre::umbra::setup;
using arbitre::umbra::test::sharedShippedRuleset;
using nlohmann::json;

namespace {

std::filesystem::path scenarioPath(const std::string &name)
{
    return arbitre::test::sourceDir() / "resources" / "scenarios" / name;
}

std::filesystem::path demoPath()
{
    return scenarioPath("battle-of-vaudrey-ford.json");
}

std::shared_ptr<UmbraScenario> demo()
{
    return readScenario(JsonDocument::fromFile(demoPath()), sharedShippedRuleset());
}

json demoDocument()
{
    static const json document = setupDocument(*demo());
    return document;
}

// The document after `edits`; also checks that their inverse gives the original back exactly.
json applied(const json &document, const JsonEdits &edits)
{
    json after = document;
    applyEdits(after, edits);
    json undone = after;
    applyEdits(undone, inverseEdits(edits));
    CHECK(undone.dump() == document.dump());
    return after;
}

std::shared_ptr<UmbraScenario> reread(const json &document)
{
    return readSetup(document, demoPath(), sharedShippedRuleset());
}

const Troop &troop(const UmbraScenario &scenario, const std::string &id)
{
    for (const Side &side : scenario.initial.sides) {
        for (const Troop &candidate : side.troops) {
            if (candidate.id == id) {
                return candidate;
            }
        }
    }
    FAIL("no troop " << id);
    throw;
}

const Personality &personality(const UmbraScenario &scenario, const std::string &id)
{
    for (const Side &side : scenario.initial.sides) {
        for (const Personality &candidate : side.personalities) {
            if (candidate.id == id) {
                return candidate;
            }
        }
    }
    FAIL("no personality " << id);
    throw;
}

std::vector<std::string> keysOf(const std::vector<FieldSpec> &fields)
{
    std::vector<std::string> keys;
    for (const FieldSpec &field : fields) {
        keys.push_back(field.key);
    }
    return keys;
}

const FieldSpec &field(const std::vector<FieldSpec> &fields, const std::string &key)
{
    const auto found = std::find_if(fields.begin(), fields.end(), [&](const FieldSpec &f) { return f.key == key; });
    REQUIRE(found != fields.end());
    return *found;
}

bool hasChoice(const FieldSpec &spec, const std::string &id)
{
    return std::any_of(spec.choices.begin(), spec.choices.end(), [&](const Choice &c) { return c.id == id; });
}

int index(const std::optional<int> &value)
{
    REQUIRE(value);
    return *value;
}

} // namespace

TEST_CASE("setup document of the demo reads back to the same initial state", "[setup]")
{
    const auto original = demo();
    const json document = setupDocument(*original);
    CHECK_FALSE(document.contains("state"));
    CHECK_FALSE(document.contains("log"));
    const auto read = reread(document);
    CHECK(read->path() == demoPath());
    CHECK(read->initial == original->initial);
    CHECK(read->map == original->map);
    CHECK(read->name == original->name);
}

TEST_CASE("setup newScenario gives two empty sides and passes readSetup", "[setup]")
{
    const json document = newScenario(*sharedShippedRuleset(), "../../rulesets/umbra-draconis.json", "Essai", 6, 4,
                                      Orientation::Flat, "foret");
    CHECK(document["map"]["legend"] == json{{"f", "foret"}});
    const auto scenario = reread(document);
    CHECK(scenario->map.grid == HexGrid{6, 4, Orientation::Flat});
    CHECK(std::all_of(scenario->map.terrain.begin(), scenario->map.terrain.end(),
                      [](std::uint8_t t) { return t == *sharedShippedRuleset()->findTerrain("foret"); }));
    REQUIRE(scenario->initial.sides.size() == 2);
    CHECK(scenario->initial.sides[0].id == "side_1");
    CHECK(scenario->initial.sides[1].name == "Side 2");
    CHECK_THROWS_AS(newScenario(*sharedShippedRuleset(), "r.json", "x", 6, 4, Orientation::Flat, "marais"), SetupError);
    CHECK_THROWS_AS(newScenario(*sharedShippedRuleset(), "r.json", "x", 0, 4, Orientation::Flat, "foret"), SetupError);
}

TEST_CASE("setup findUnit and freshId share the scenario's id space", "[setup]")
{
    const json document = demoDocument();
    CHECK(findUnit(document, "mf_garde").pointer == "/sides/0/troops/0");
    const UnitPath milice = findUnit(document, "mf_milice");
    CHECK(milice.pointer == "/sides/0/levies/0/units/0");
    CHECK(milice.levied);
    const UnitPath gontran = findUnit(document, "gontran");
    CHECK(gontran.personality);
    CHECK(gontran.side == 1);
    CHECK_THROWS_AS(findUnit(document, "nobody"), SetupError);
    CHECK(freshId(document, "mf_garde") == "mf_garde_2");
    CHECK(freshId(document, "vaudrey") == "vaudrey_2");       // a place
    CHECK(freshId(document, "vaudrey-p4") == "vaudrey-p4_2"); // a levy's piétaille (UD-69)
    CHECK(freshId(document, "nouveau") == "nouveau");
}

TEST_CASE("setup paintTerrain redraws the changed rows and adds a legend symbol", "[setup]")
{
    const json document = demoDocument();
    const std::vector<OffsetCoord> cells{{0, 0}, {1, 0}, {5, 5}, {40, 3}};
    const JsonEdits edits = paintTerrain(*sharedShippedRuleset(), document, cells, "montagne");
    REQUIRE(edits.size() == 3); // the legend, rows 0 and 5; the cell off the map is ignored
    CHECK(edits[0] == JsonEdit{"/map/legend/m", std::nullopt, json("montagne")});
    CHECK(edits[1].pointer == "/map/rows/0");
    CHECK(edits[2].pointer == "/map/rows/5");
    const json painted = applied(document, edits);
    const auto scenario = reread(painted);
    const int montagne = index(sharedShippedRuleset()->findTerrain("montagne"));
    for (const OffsetCoord cell : {OffsetCoord{0, 0}, OffsetCoord{1, 0}, OffsetCoord{5, 5}}) {
        CHECK(scenario->map.terrainAt(scenario->map.grid.hexOf(cell)) == montagne);
    }
    CHECK(scenario->map.terrainAt(scenario->map.grid.hexOf({2, 0})) ==
          index(sharedShippedRuleset()->findTerrain("plaine")));
    CHECK(paintTerrain(*sharedShippedRuleset(), painted, cells, "montagne").empty());
    CHECK(paintTerrain(*sharedShippedRuleset(), document, {{0, 0}}, "plaine").empty());
    CHECK(paintTerrain(*sharedShippedRuleset(), document, {{14, 0}}, "foret").size() ==
          1); // 'F' is in the legend already
    CHECK_THROWS_AS(paintTerrain(*sharedShippedRuleset(), document, cells, "marais"), SetupError);
}

TEST_CASE("setup paintTerrain draws the rows of a map that had none", "[setup]")
{
    json document = newScenario(*sharedShippedRuleset(), "r.json", "Essai", 3, 2, Orientation::Pointy, "plaine");
    applyEdits(document, {{"/map/rows", document["map"]["rows"], std::nullopt},
                          {"/map/legend", document["map"]["legend"], std::nullopt},
                          {"/map/terrain", std::nullopt, json("foret")}});
    const JsonEdits edits = paintTerrain(*sharedShippedRuleset(), document, {{1, 1}}, "plaine");
    REQUIRE(edits.size() == 3); // the legend with the fill's symbol, plaine's, then the rows
    CHECK(edits[0] == JsonEdit{"/map/legend", std::nullopt, json{{"f", "foret"}}});
    CHECK(edits[1] == JsonEdit{"/map/legend/p", std::nullopt, json("plaine")});
    CHECK(edits[2] == JsonEdit{"/map/rows", std::nullopt, json{"fff", "fpf"}});
    const auto scenario = reread(applied(document, edits));
    CHECK(scenario->map.terrainAt(scenario->map.grid.hexOf({1, 1})) ==
          index(sharedShippedRuleset()->findTerrain("plaine")));
    CHECK(scenario->map.terrainAt(scenario->map.grid.hexOf({0, 1})) ==
          index(sharedShippedRuleset()->findTerrain("foret")));
}

TEST_CASE("setup placeUnit and unplaceUnit set and erase a unit's hex", "[setup]")
{
    const json document = demoDocument();
    const json placed = applied(document, placeUnit(document, "mf_garde", {2, 3}));
    const auto scenario = reread(placed);
    CHECK(troop(*scenario, "mf_garde").onMap);
    CHECK(troop(*scenario, "mf_garde").hex == scenario->map.grid.hexOf({2, 3}));
    CHECK(placeUnit(placed, "mf_garde", {2, 3}).empty());

    const json off = applied(document, unplaceUnit(document, "hugues"));
    CHECK_FALSE(personality(*reread(off), "hugues").onMap);
    CHECK(unplaceUnit(off, "hugues").empty());

    CHECK_THROWS_WITH(placeUnit(document, "mf_milice", {2, 3}), Catch::Contains("arrives with its levy at Vaudrey"));
    CHECK_THROWS_WITH(placeUnit(document, "mf_garde", {40, 3}), Catch::Contains("off the 32 × 22 map"));
    const json noMap =
        setupDocument(*readScenario(JsonDocument::fromFile(scenarioPath("blue-vs-red.json")), sharedShippedRuleset()));
    const std::string unit = noMap["sides"][0]["troops"][0]["id"];
    CHECK_THROWS_WITH(placeUnit(noMap, unit, {0, 0}), Catch::Contains("no map"));
}

TEST_CASE("setup troopFields list the keys each troop type takes (UD-20..UD-23)", "[setup]")
{
    const UmbraRuleset &ruleset = *sharedShippedRuleset();
    using Keys = std::vector<std::string>;
    const auto cavalerie = troopFields(ruleset, {{"id", "c"}, {"type", "cavalerie"}});
    CHECK(keysOf(cavalerie) ==
          Keys{"name", "type", "armement", "entrainement", "fatigue", "morale", "blesse", "adjectives", "status"});
    CHECK(field(cavalerie, "morale").defaultValue == "beau_fixe");
    CHECK(field(cavalerie, "armement").defaultValue == "neutre");
    CHECK_FALSE(hasChoice(field(cavalerie, "adjectives"), "rapide")); // its type's own (UD-A11)
    CHECK_FALSE(hasChoice(field(cavalerie, "status"), "disloque"));   // UD-32
    const FieldSpec &training = field(cavalerie, "entrainement");
    CHECK(training.kind == FieldKind::Integer);
    CHECK(training.minimum == -1);
    CHECK(training.maximum == 2);

    // UD-A13: training shifts the default morale, computed from this troop as the reader does.
    const auto trained = troopFields(ruleset, {{"type", "cavalerie"}, {"entrainement", -1}});
    CHECK(field(trained, "morale").defaultValue == "doute");

    const auto montee = troopFields(ruleset, {{"type", "troupe_montee"}, {"base_type", "archers"}});
    CHECK(keysOf(montee) == Keys{"name", "type", "base_type", "armement", "entrainement", "fatigue", "morale", "blesse",
                                 "adjectives", "status"});
    CHECK(field(montee, "base_type").choices.size() == 2);  // fantassins, archers (UD-22)
    CHECK(field(montee, "morale").defaultValue == "doute"); // the base type's (UD-A11)

    const auto machine = troopFields(ruleset, {{"type", "machine_de_guerre"}, {"force", 3}});
    CHECK(field(machine, "force").kind == FieldKind::Integer);
    CHECK(field(machine, "force").defaultValue.is_null());
    const Keys machineKeys = keysOf(machine);
    CHECK(std::count(machineKeys.begin(), machineKeys.end(), "base_type") == 0);

    const auto pietaille = troopFields(ruleset, {{"type", "pietaille"}});
    CHECK(keysOf(pietaille) == Keys{"name", "type", "armement", "fatigue", "morale", "adjectives", "status"});
    CHECK(hasChoice(field(pietaille, "status"), "disloque"));
}

TEST_CASE("UD-18 setup troopFields give a levy's unit no status: it arrives at its place with the levy", "[setup]")
{
    const UmbraRuleset &ruleset = *sharedShippedRuleset();
    using Keys = std::vector<std::string>;
    const json cavalerie = {{"id", "c"}, {"type", "cavalerie"}};
    CHECK(keysOf(troopFields(ruleset, cavalerie, true)) ==
          Keys{"name", "type", "armement", "entrainement", "fatigue", "morale", "blesse", "adjectives"});
    CHECK(keysOf(troopFields(ruleset, cavalerie, false)).back() == "status");
}

TEST_CASE("setup setField refuses values out of range and unknown ids", "[setup]")
{
    const UmbraRuleset &ruleset = *sharedShippedRuleset();
    const json document = demoDocument();
    const std::string garde = "/sides/0/troops/0";
    CHECK_THROWS_AS(setField(ruleset, document, garde, "fatigue", "fatige"), SetupError);
    CHECK_THROWS_WITH(setField(ruleset, document, garde, "entrainement", 3), Catch::Contains("from -1 to 2"));
    CHECK_THROWS_AS(setField(ruleset, document, garde, "blesse", 1), SetupError);
    CHECK_NOTHROW(setField(ruleset, document, garde, "adjectives", json{"rapide"}));
    const std::string chevaliers = findUnit(document, "mf_chevaliers").pointer; // rapide already (UD-A11)
    CHECK_THROWS_AS(setField(ruleset, document, chevaliers, "adjectives", json{"rapide"}), SetupError);
    CHECK_THROWS_AS(setField(ruleset, document, garde, "force", 3), SetupError); // a machine's only (UD-23)
    CHECK_THROWS_AS(setField(ruleset, document, "/sides/0/personalities/0", "vs", -1), SetupError);
    CHECK_THROWS_AS(setField(ruleset, document, "/sides/0/personalities/0", "skills", json{"volant"}), SetupError);
    CHECK_THROWS_WITH(setField(ruleset, document, "/sides/1", "scouts_vs", 5), Catch::Contains("from 1 to 2"));
    CHECK_THROWS_AS(setField(ruleset, document, "/sides/0/levies/0/units/0", "status", "elimine"), SetupError);
    CHECK_THROWS_AS(setField(ruleset, document, "/sides/0/troops/99", "name", "x"), SetupError);
    CHECK_THROWS_AS(setField(ruleset, document, "/map", "name", "x"), SetupError);
}

TEST_CASE("setup setField writes a value and erases the key at its default", "[setup]")
{
    const UmbraRuleset &ruleset = *sharedShippedRuleset();
    const json document = demoDocument();
    const std::string garde = "/sides/0/troops/0"; // armement bien, entrainement 1

    const JsonEdits neutral = setField(ruleset, document, garde, "armement", "neutre");
    CHECK(neutral == JsonEdits{{garde + "/armement", json("bien"), std::nullopt}});
    CHECK(troop(*reread(applied(document, neutral)), "mf_garde").armement == index(ruleset.findArmement("neutre")));

    const json tired = applied(document, setField(ruleset, document, garde, "fatigue", "ereinte"));
    CHECK(troop(*reread(tired), "mf_garde").fatigue == index(ruleset.fatigue.find("ereinte")));
    CHECK(setField(ruleset, tired, garde, "fatigue", "normal").front().after == std::nullopt);

    // A training id is written as its value (UD-25), and the default morale follows it (UD-A13).
    const json trained = applied(document, setField(ruleset, document, garde, "entrainement", "tres_bien_entraine"));
    CHECK(trained["sides"][0]["troops"][0]["entrainement"] == 2);
    CHECK(setField(ruleset, document, garde, "morale", "discipline").empty()); // its default already (UD-A13)
    const json doubting = applied(document, setField(ruleset, document, garde, "morale", "doute"));
    CHECK(setField(ruleset, doubting, garde, "morale", "discipline") ==
          JsonEdits{{garde + "/morale", json("doute"), std::nullopt}});

    const json named = applied(document, setField(ruleset, document, "/sides/1", "scouts", "redoutable"));
    CHECK(reread(named)->initial.sides[1].scouts == index(ruleset.findScoutLevel("redoutable")));
    CHECK(applied(document, setField(ruleset, document, "/sides/0", "name", ""))["sides"][0].count("name") == 0);
}

TEST_CASE("setup setField on a type fits the type's own keys (UD-22, UD-23, UD-A13)", "[setup]")
{
    const UmbraRuleset &ruleset = *sharedShippedRuleset();
    const json document = demoDocument();
    const std::string garde = "/sides/0/troops/0";

    const json mounted = applied(document, setField(ruleset, document, garde, "type", "troupe_montee"));
    CHECK(mounted["sides"][0]["troops"][0]["base_type"] == "fantassins");
    CHECK(troop(*reread(mounted), "mf_garde").baseType == index(ruleset.findTroopType("fantassins")));

    const json machine = applied(document, setField(ruleset, document, garde, "type", "machine_de_guerre"));
    CHECK(machine["sides"][0]["troops"][0].contains("force"));
    CHECK(reread(machine)->initial.sides[0].troops[0].type == index(ruleset.findTroopType("machine_de_guerre")));

    const json pietaille = applied(document, setField(ruleset, document, garde, "type", "pietaille"));
    CHECK_FALSE(pietaille["sides"][0]["troops"][0].contains("entrainement"));
    CHECK(troop(*reread(pietaille), "mf_garde").training == 0);

    const std::string mangonneau = findUnit(document, "br_mangonneau").pointer;
    const json cavalry = applied(document, setField(ruleset, document, mangonneau, "type", "cavalerie"));
    CHECK_FALSE(cavalry.at(json::json_pointer(mangonneau)).contains("force"));
    reread(cavalry);
}

TEST_CASE("setup setField on skills keeps the numbers of the skills kept (UD-46..UD-65)", "[setup]")
{
    const UmbraRuleset &ruleset = *sharedShippedRuleset();
    json document = demoDocument();
    const std::string hugues = findUnit(document, "hugues").pointer;
    applyEdit(document, {hugues + "/skills/0/x", std::nullopt, 5}); // Défenseur 5 (UD-50)
    const JsonEdits edits = setField(ruleset, document, hugues, "skills", json{"defenseur", "meneur", "poliorcetique"});
    const json after = applied(document, edits);
    CHECK(after["sides"][0]["personalities"][0]["skills"][0] == json{{"id", "defenseur"}, {"x", 5}});
    CHECK(after["sides"][0]["personalities"][0]["skills"][1] == json{{"id", "meneur"}});
    const auto scenario = reread(after);
    const Personality &read = personality(*scenario, "hugues");
    REQUIRE(read.skills.size() == 3);
    CHECK(read.skills[0].x == 5);
    CHECK(read.skills[2].kind == SkillKind::Poliorcetique);
    const json none = applied(document, setField(ruleset, document, hugues, "skills", json::array()));
    CHECK_FALSE(none["sides"][0]["personalities"][0].contains("skills"));
}

TEST_CASE("setup skill numbers are fields of the personality (UD-50, UD-61, UD-62)", "[setup]")
{
    const UmbraRuleset &ruleset = *sharedShippedRuleset();
    json document = demoDocument();
    const std::string hugues = findUnit(document, "hugues").pointer;
    document = applied(document, setField(ruleset, document, hugues, "skills",
                                          json{"defenseur", "galvaniseur", "sens_tactique", "poliorcetique"}));
    const json &object = document.at(json::json_pointer(hugues));
    const std::vector<FieldSpec> fields = personalityFields(ruleset, object);
    const std::vector<std::string> keys = keysOf(fields);
    CHECK(std::count(keys.begin(), keys.end(), "skill.defenseur.x") == 1);
    CHECK(std::count(keys.begin(), keys.end(), "skill.galvaniseur.x") == 0); // Galvaniseur has no X (UD-52)
    CHECK(std::count(keys.begin(), keys.end(), "skill.sens_tactique.y") == 1);
    CHECK(std::count(keys.begin(), keys.end(), "skill.poliorcetique.sens") == 1);
    CHECK(field(fields, "skill.defenseur.x").ruleId == "UD-50");
    CHECK(field(fields, "skill.sens_tactique.y").ruleId == "UD-62");
    CHECK(field(fields, "skill.defenseur.x").label.en == ruleset.skill(SkillKind::Defenseur).label.en + " X");
    CHECK(fieldValue(object, "skill.defenseur.x").is_null()); // absent: Hugues has the ruleset's X
    CHECK(field(fields, "skill.defenseur.x").defaultValue == ruleset.skill(SkillKind::Defenseur).defaultX.value());

    const JsonEdits edits = setField(ruleset, document, hugues, "skill.defenseur.x", 4);
    json after = applied(document, edits);
    CHECK(fieldValue(after.at(json::json_pointer(hugues)), "skill.defenseur.x") == 4);
    CHECK(personality(*reread(after), "hugues").skills[0].x == 4);
    after = applied(after, setField(ruleset, after, hugues, "skill.poliorcetique.sens", "defensif"));
    CHECK_FALSE(personality(*reread(after), "hugues").skills[2].offensive); // skills are kept in ruleset order
    after = applied(after, setField(ruleset, after, hugues, "skill.sens_tactique.y", 2));
    CHECK(personality(*reread(after), "hugues").skills[3].y == 2);
    CHECK_THROWS_AS(setField(ruleset, after, hugues, "skill.sens_tactique.y", -1), SetupError);
    CHECK_THROWS_AS(applied(after, inverseEdits(edits)), JsonEditError); // a stale undo is refused, not applied
    CHECK(applied(applied(document, edits), inverseEdits(edits)) == document);
}

TEST_CASE("setup addTroop, addPersonality, addSide and removeUnit", "[setup]")
{
    const UmbraRuleset &ruleset = *sharedShippedRuleset();
    const json document = demoDocument();

    const json withTroop = applied(document, addTroop(ruleset, document, 1, "cavalerie", "Lances du Gué", {{3, 4}}));
    const auto scenario = reread(withTroop);
    const Troop &lances = troop(*scenario, "lances_du_gue");
    CHECK(lances.name == "Lances du Gué");
    CHECK(lances.morale == index(ruleset.morale.find("beau_fixe"))); // the ruleset's defaults (UD-20, UD-A14)
    CHECK(lances.fatigue == index(ruleset.fatigue.find("normal")));
    CHECK(lances.armement == index(ruleset.findArmement("neutre")));
    CHECK(lances.hex == scenario->map.grid.hexOf({3, 4}));

    const json mounted = applied(document, addTroop(ruleset, document, 0, "troupe_montee", "", std::nullopt));
    CHECK(troop(*reread(mounted), "troupe_montee").baseType >= 0); // UD-22
    reread(applied(document, addTroop(ruleset, document, 0, "machine_de_guerre", "Bélier", std::nullopt)));
    CHECK_THROWS_AS(addTroop(ruleset, document, 2, "cavalerie", "x", std::nullopt), SetupError);
    CHECK_THROWS_AS(addTroop(ruleset, document, 0, "dragon", "x", std::nullopt), SetupError);

    const json withLeader = applied(document, addPersonality(ruleset, document, 0, "Sire Hugues", std::nullopt));
    CHECK(personality(*reread(withLeader), "sire_hugues").rank == 0);

    const json threeSides = applied(document, addSide(document, "abbaye", "L'Abbaye"));
    CHECK(reread(threeSides)->initial.sides.size() == 3);
    CHECK_THROWS_AS(addSide(document, "mf_garde", "x"), SetupError);

    const json removed = applied(document, removeUnit(document, "br_coureurs"));
    CHECK(reread(removed)->initial.sides[1].troops.size() + 1 == demo()->initial.sides[1].troops.size());
    applied(document, removeUnit(document, "mf_milice"));
}

TEST_CASE("setup addPlace, removePlace, setPosition and setFortifySite edit the map (UD-69, UD-79, UD-80)", "[setup]")
{
    const UmbraRuleset &ruleset = *sharedShippedRuleset();
    const json document = demoDocument();

    const json withPlace = applied(document, addPlace(document, "Gué Neuf", {3, 3}, false));
    const auto scenario = reread(withPlace);
    const int place = scenario->map.findPlace("gue_neuf");
    REQUIRE(place >= 0);
    CHECK_FALSE(scenario->map.places[static_cast<std::size_t>(place)].levyPoint);
    CHECK(withPlace["map"]["places"].back()["levy_point"] == false);

    CHECK_THROWS_WITH(removePlace(document, "vaudrey"), Catch::Contains("levy"));
    CHECK(reread(applied(document, removePlace(document, "tour_montfaucon")))->map.findPlace("tour_montfaucon") < 0);

    const json held = applied(document, setPosition(ruleset, document, {13, 9}, "fortification_redoutable"));
    REQUIRE(reread(held)->initial.positions.size() == 1);
    CHECK(reread(held)->initial.positions[0].position == index(ruleset.findPosition("fortification_redoutable")));
    CHECK(reread(applied(document, setPosition(ruleset, document, {13, 9}, "")))->initial.positions.empty());
    CHECK(reread(applied(document, setPosition(ruleset, document, {2, 2}, "position_defensive")))
              ->initial.positions.size() == 2);
    CHECK_THROWS_AS(setPosition(ruleset, document, {2, 2}, "donjon"), SetupError);

    const json site = applied(document, setFortifySite(document, {1, 1}, true));
    const auto sited = reread(site);
    CHECK(sited->map.fortifySite(sited->map.grid.hexOf({1, 1})));
    const json unsited = applied(document, setFortifySite(document, {14, 10}, false));
    CHECK_FALSE(reread(unsited)->map.fortifySite(sited->map.grid.hexOf({14, 10})));
    CHECK(setFortifySite(document, {1, 1}, false).empty());
}

TEST_CASE("setup raiseLevy plans the ban of a domain as banLevy counts it (UD-13..UD-19, UD-69)", "[setup]")
{
    const UmbraRuleset &ruleset = *sharedShippedRuleset();
    const json base = demoDocument();
    const json document = applied(base, addPlace(base, "Moulin Neuf", {4, 4}, true));
    const Domain domain{8, 2, 2, 20}; // the domain peu puissant of UD-17
    const LevyResult expected = banLevy(ruleset, domain);

    const JsonEdits edits = raiseLevy(ruleset, document, 0, "moulin_neuf", 2, domain, "cavalerie", "fantassins");
    const json raised = applied(document, edits);
    const json &plan = raised["sides"][0]["levies"][2];
    CHECK(plan["start_day"] == 2);
    CHECK(plan["units"][0]["name"] == "Moulin Neuf cavalry 1");
    const auto scenario = reread(raised);
    const Side &side = scenario->initial.sides[0];
    REQUIRE(side.levies.size() == 3);
    CHECK(side.levies[2].pietailles == expected.pietailles);
    CHECK(side.levies[2].startDay == 2);
    const auto levied =
        std::count_if(side.troops.begin(), side.troops.end(), [](const Troop &t) { return t.levy == 2; });
    CHECK(levied == expected.pietailles + expected.unites);
    const auto cavalry = std::count_if(side.troops.begin(), side.troops.end(), [&](const Troop &t) {
        return t.levy == 2 && t.type == *ruleset.findTroopType("cavalerie");
    });
    CHECK(cavalry == expected.cavalryUnits);

    CHECK_THROWS_WITH(raiseLevy(ruleset, document, 0, "tour_montfaucon", 1, domain, "cavalerie", "fantassins"),
                      Catch::Contains("not a levy point"));
    CHECK_THROWS_AS(raiseLevy(ruleset, document, 1, "vaudrey", 1, domain, "cavalerie", "fantassins"), SetupError);
    CHECK_THROWS_AS(raiseLevy(ruleset, document, 0, "moulin_neuf", 1, domain, "licorne", "fantassins"), SetupError);
    CHECK_THROWS_AS(raiseLevy(ruleset, document, 0, "moulin_neuf", 1, Domain{-1, 0, 0, 0}, "cavalerie", "fantassins"),
                    SetupError);
}

TEST_CASE("setup a reader refusal surfaces as LoadError with the pointer", "[setup]")
{
    json document = demoDocument();
    applyEdit(document, {"/sides/1/troops/0/id", json("br_lances"), json("mf_garde")});
    try {
        reread(document);
        FAIL("the reader accepted a duplicate id");
    } catch (const LoadError &error) {
        REQUIRE(error.diagnostics().size() == 1);
        CHECK(error.diagnostics()[0].pointer == "/sides/1/troops/0/id");
        CHECK_THAT(error.diagnostics()[0].message, Catch::Contains("duplicate id 'mf_garde'"));
        CHECK(error.diagnostics()[0].file == demoPath().string());
    }
}
