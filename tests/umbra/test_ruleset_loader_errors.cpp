// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "support/umbra_fixtures.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

using namespace arbitre;
using namespace arbitre::umbra;
using Json = nlohmann::json;

namespace {

/** The shipped file as a DOM, to edit in memory like a designer would in an editor. */
Json shippedJson()
{
    static const Json json = [] {
        std::ifstream in(arbitre::umbra::test::shippedRulesetPath());
        return Json::parse(in);
    }();
    return json;
}

std::string editedText(const Json &json)
{
    return json.dump(2);
}

std::shared_ptr<const UmbraRuleset> loadEdited(const Json &json)
{
    ModuleRegistry registry;
    registerModule(registry);
    const JsonDocument document = JsonDocument::fromText(editedText(json), "edited.json");
    return readRuleset(document, registry.readHeader(document));
}

std::vector<Diagnostic> errorsOf(const Json &json)
{
    try {
        loadEdited(json);
    } catch (const LoadError &error) {
        return error.diagnostics();
    }
    return {};
}

std::string listed(const std::vector<Diagnostic> &diagnostics)
{
    std::string text;
    for (const Diagnostic &diagnostic : diagnostics) {
        text += diagnostic.format() + "\n";
    }
    return text;
}

bool reports(const std::vector<Diagnostic> &diagnostics, const std::string &pointer, const std::string &message)
{
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [&](const Diagnostic &d) { return d.pointer == pointer && d.message == message; });
}

/** Checks that exactly this one problem is reported. */
void requireOnly(const Json &json, const std::string &pointer, const std::string &message)
{
    const std::vector<Diagnostic> errors = errorsOf(json);
    INFO(listed(errors));
    CHECK(errors.size() == 1);
    CHECK(reports(errors, pointer, message));
}

Json &rows(Json &json, std::size_t table)
{
    return json["tables"]["entries"][table]["rows"];
}

} // namespace

TEST_CASE("UD-91 removing a table row leaves its faces uncovered", "[ruleset][errors]")
{
    Json json = shippedJson();
    rows(json, 0).erase(3); // 5-6 gris
    requireOnly(json, "/tables/entries/0/rows", "faces 5-6 are not covered by any row");

    json = shippedJson();
    rows(json, 0)[3]["faces"] = {6, 6};
    requireOnly(json, "/tables/entries/0/rows", "face 5 is not covered by any row");
}

TEST_CASE("UD-92 a face covered by two rows is reported at the second row", "[ruleset][errors]")
{
    Json json = shippedJson();
    rows(json, 1)[5]["faces"] = {6, 7}; // row 4 is 6 bleu
    requireOnly(json, "/tables/entries/1/rows/5/faces", "face 6 is covered twice (rows 4 and 5)");

    json = shippedJson();
    rows(json, 1)[6]["faces"] = {6, 10}; // rows 4 (6) and 5 (7)
    const std::vector<Diagnostic> errors = errorsOf(json);
    INFO(listed(errors));
    CHECK(reports(errors, "/tables/entries/1/rows/6/faces", "face 6 is covered twice (rows 4 and 6)"));
    CHECK(reports(errors, "/tables/entries/1/rows/6/faces", "face 7 is covered twice (rows 5 and 6)"));
}

TEST_CASE("UD-86 faces and die sides are checked against the d10", "[ruleset][errors]")
{
    Json json = shippedJson();
    rows(json, 2)[6]["faces"] = {10, 11};
    requireOnly(json, "/tables/entries/2/rows/6/faces/1", "expected an integer from 1 to 10, got 11");

    json = shippedJson();
    rows(json, 2)[6]["faces"] = {10, 9};
    requireOnly(json, "/tables/entries/2/rows/6/faces", "expected the first face not above the last, got [10, 9]");

    json = shippedJson();
    json["tables"]["entries"][0]["die_sides"] = 21;
    requireOnly(json, "/tables/entries/0/die_sides", "expected an integer from 2 to 20, got 21");

    json = shippedJson();
    json["tables"]["entries"][0]["die_sides"] = 12;
    requireOnly(json, "/tables/entries/0/rows", "faces 11-12 are not covered by any row");
}

TEST_CASE("UD-90 a row's colour must be a defined colour", "[ruleset][errors]")
{
    Json json = shippedJson();
    rows(json, 1)[2]["colour"] = "orange";
    requireOnly(json, "/tables/entries/1/rows/2/colour",
                "unknown colour 'orange'; expected one of 'rouge', 'noir', 'jaune', 'gris', 'bleu', 'mauve', 'vert'");

    // The diagnostic points at the value in the designer's file.
    const std::string text = editedText(json);
    const std::size_t at = text.find("\"orange\"");
    const std::size_t lineStart = text.rfind('\n', at) + 1;
    const std::vector<Diagnostic> errors = errorsOf(json);
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].file == "edited.json");
    CHECK(errors[0].line == 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n')));
    CHECK(errors[0].column == 1 + static_cast<int>(at - lineStart));
}

TEST_CASE("UD-46 to UD-65 skills must be exactly the implemented ones", "[ruleset][errors]")
{
    Json json = shippedJson();
    json["skills"]["entries"][6]["id"] = "galvanisateur";
    const std::vector<Diagnostic> errors = errorsOf(json);
    INFO(listed(errors));
    CHECK(errors.size() == 2);
    CHECK(reports(errors, "/skills/entries/6/id",
                  "unknown skill 'galvanisateur'; the rules implement 'aime_du_peuple', 'castrametisation', "
                  "'combattant_de_rupture', 'contournement', 'defenseur', 'discipline', 'galvaniseur', 'logistique', "
                  "'maitre_d_armes', 'meneur', 'meneur_forestier', 'meneur_legendaire', 'meneur_montagnard', "
                  "'meneur_tirailleur', 'opportuniste', 'poliorcetique', 'sens_tactique', 'tactiques_variees', "
                  "'terreur_des_faibles', 'vision_strategique'"));
    CHECK(reports(errors, "/skills/entries", "missing skill 'galvaniseur': the rules implement it, give its labels"));
}

TEST_CASE("UD-79 wrong types and unknown keys are reported with their pointer", "[ruleset][errors]")
{
    Json json = shippedJson();
    json["positions"]["entries"][0]["percent"] = "25";
    requireOnly(json, "/positions/entries/0/percent", "expected an integer, got a string");

    json = shippedJson();
    json["positions"]["entries"][1]["percent"] = 2000;
    requireOnly(json, "/positions/entries/1/percent", "expected an integer from 0 to 1000, got 2000");

    json = shippedJson();
    Json &row = rows(json, 0)[0];
    row["color"] = row["colour"];
    row.erase("colour");
    const std::vector<Diagnostic> errors = errorsOf(json);
    INFO(listed(errors));
    CHECK(errors.size() == 2);
    CHECK(reports(errors, "/tables/entries/0/rows/0/color", "unknown key 'color'; did you mean 'colour'?"));
    CHECK(reports(errors, "/tables/entries/0/rows/0/colour", "missing required key 'colour'"));
}

TEST_CASE("UD-20 a troop type's starting morale must be a morale level", "[ruleset][errors]")
{
    Json json = shippedJson();
    json["troop_types"]["entries"][1]["start_morale"] = "calme";
    requireOnly(json, "/troop_types/entries/1/start_morale",
                "unknown morale level 'calme'; expected one of 'rupture', 'flanchant', 'doute', 'beau_fixe', "
                "'discipline'");

    json = shippedJson();
    json["troop_types"]["entries"][3]["force"] = 3;
    requireOnly(json, "/troop_types/entries/3/force",
                "expected no 'force' on a mounted type: its F is its base type's plus 'force_bonus'");

    json = shippedJson();
    json["troop_types"]["entries"][4]["adjectives"] = {"rapide", "volant"};
    requireOnly(json, "/troop_types/entries/4/adjectives/1",
                "unknown troop adjective 'volant'; expected one of 'rapide', 'dur_a_cuire', 'coriace', "
                "'tirailleur', 'forestier', 'montagnard'");
}

TEST_CASE("UD-27 the morale ladder needs at least two levels", "[ruleset][errors]")
{
    Json json = shippedJson();
    json["morale"]["levels"] = Json::array({json["morale"]["levels"][0]});
    const std::vector<Diagnostic> errors = errorsOf(json);
    INFO(listed(errors));
    CHECK(reports(errors, "/morale/levels", "expected at least 2 morale levels, got 1"));
}

TEST_CASE("UD-35 the semantic troop adjectives must be defined", "[ruleset][errors]")
{
    Json json = shippedJson();
    json["troop_adjectives"]["entries"].erase(2); // coriace
    requireOnly(json, "/troop_adjectives/entries", "missing troop adjective 'coriace': the rules need it (UD-35)");
}

TEST_CASE("UD-87 the four tables come as table_i to table_iv in that order", "[ruleset][errors]")
{
    Json json = shippedJson();
    std::swap(json["tables"]["entries"][1], json["tables"]["entries"][2]);
    const std::vector<Diagnostic> errors = errorsOf(json);
    INFO(listed(errors));
    CHECK(errors.size() == 2);
    CHECK(reports(errors, "/tables/entries/1/id",
                  "expected table id 'table_ii' here (the tables are 'table_i', 'table_ii', 'table_iii', 'table_iv' "
                  "in that order), got 'table_iii'"));

    json = shippedJson();
    json["tables"]["entries"].erase(3);
    requireOnly(json, "/tables/entries",
                "expected 4 tables ('table_i', 'table_ii', 'table_iii', 'table_iv' in that order), got 3");

    json = shippedJson();
    json["tables"]["entries"][1]["degat_effect"] = "blessure";
    requireOnly(json, "/tables/entries/1/degat_effect", "expected 'degat_effect' on table_i only (UD-A59)");
}

TEST_CASE("UD-A43 duplicate ids are reported with the first definition", "[ruleset][errors]")
{
    Json json = shippedJson();
    json["terrains"]["entries"][2]["id"] = "foret";
    const std::vector<Diagnostic> errors = errorsOf(json);
    INFO(listed(errors));
    CHECK(reports(errors, "/terrains/entries/2/id",
                  "duplicate terrain id 'foret' (first defined at /terrains/entries/1/id)"));

    json = shippedJson();
    json["terrains"]["entries"][0]["id"] = "Plaine";
    CHECK(reports(errorsOf(json), "/terrains/entries/0/id",
                  "expected a snake_case id (a-z, 0-9 and _, starting with a letter), got 'Plaine'"));
}

TEST_CASE("UD-18 levy percentages must each sum to 100", "[ruleset][errors]")
{
    Json json = shippedJson();
    json["levy"]["schedule"][2]["pietaille"] = 40;
    requireOnly(json, "/levy/schedule", "pietaille percentages sum to 90, expected 100");

    json = shippedJson();
    json["levy"]["schedule"][0]["unites"] = 101;
    requireOnly(json, "/levy/schedule/0/unites", "expected an integer from 0 to 100, got 101");

    json = shippedJson();
    json["levy"]["schedule"][2]["day"] = 2;
    requireOnly(json, "/levy/schedule/2/day", "expected a day after day 2, got 2");
}

TEST_CASE("UD-101 rally tables cover every face once with rally colours", "[ruleset][errors]")
{
    Json json = shippedJson();
    json["rally"]["tables"][0]["rows"][1]["faces"] = {3, 7};
    requireOnly(json, "/rally/tables/0/rows", "face 8 is not covered by any row");

    json = shippedJson();
    json["rally"]["tables"][0]["rows"][1]["colour"] = "gris";
    requireOnly(json, "/rally/tables/0/rows/1/colour",
                "unknown rally colour 'gris'; expected one of 'rouge', 'blanc', 'vert'");

    json = shippedJson();
    json["rally"]["tables"][0]["rows"][2]["result"] = "victoire";
    requireOnly(json, "/rally/tables/0/rows/2/result",
                "unknown id 'victoire'; expected one of 'deroute', 'statu_quo', 'ralliement'");
}

TEST_CASE("UD-A32 and UD-A54 parameters are checked", "[ruleset][errors]")
{
    Json json = shippedJson();
    json["parameters"]["meneur"]["stacking"] = "sometimes";
    requireOnly(json, "/parameters/meneur/stacking",
                "unknown id 'sometimes'; expected one of 'none', 'by_skill', 'full'");

    json = shippedJson();
    json["parameters"]["major_battle"].erase("draws");
    requireOnly(json, "/parameters/major_battle/draws", "missing required key 'draws'");

    json = shippedJson();
    json["parameters"]["table_select"]["superior_min_difference"] = 1;
    requireOnly(json, "/parameters/table_select/superior_min_difference",
                "expected more than tie_max_difference (1), got 1");

    json = shippedJson();
    json["parameters"]["rest"]["full_cap"] = "frais";
    requireOnly(json, "/parameters/rest/full_cap",
                "unknown fatigue level 'frais'; expected one of 'ereinte', 'fatigue', 'normal', 'repose'");

    json = shippedJson();
    json["parameters"]["fortify"]["resultat"] = "fortification";
    requireOnly(json, "/parameters/fortify/resultat", "unknown key 'resultat'; did you mean 'result'?");
}

TEST_CASE("Every problem of the file is reported at once, sorted by position", "[ruleset][errors]")
{
    Json json = shippedJson();
    json["morale"]["levels"][0]["label"]["fr"] = 3;
    rows(json, 3)[1]["colour"] = "violet";
    json["parameters"]["victory"]["morale_gain"] = -1;
    const std::vector<Diagnostic> errors = errorsOf(json);
    INFO(listed(errors));
    REQUIRE(errors.size() == 3);
    CHECK(errors[0].pointer == "/morale/levels/0/label/fr");
    CHECK(errors[1].pointer == "/parameters/victory/morale_gain");
    CHECK(errors[2].pointer == "/tables/entries/3/rows/1/colour"); // dump() sorts keys: parameters before tables
    CHECK(errors[0].line < errors[1].line);
    CHECK(errors[1].line < errors[2].line);
}

TEST_CASE("UD-92 designer edit: changing a table in the JSON changes the parsed table, no rebuild", "[ruleset]")
{
    Json json = shippedJson();
    rows(json, 1)[6]["inferior"]["wounds"] = 2;
    json["parameters"]["major_battle"]["min_units"] = 15;
    const std::shared_ptr<const UmbraRuleset> rules = loadEdited(json);
    CHECK(rules->tables[1].row(9).inferior.wounds == 2);
    CHECK(rules->parameters.majorBattleMinUnits == 15);
    CHECK(arbitre::umbra::test::shippedRuleset().tables[1].row(9).inferior.wounds == 1);
}

TEST_CASE("UD-A56 alternative reading: face 5 jaune by editing table I rows", "[ruleset]")
{
    Json json = shippedJson();
    rows(json, 0)[2]["faces"] = {4, 5};
    rows(json, 0)[3]["faces"] = {6, 6};
    const std::shared_ptr<const UmbraRuleset> rules = loadEdited(json);
    CHECK(rules->colours[static_cast<std::size_t>(rules->tables[0].row(5).colour)].id == "jaune");
}

TEST_CASE("UD-A45, UD-A19, UD-A68 and UD-A59 alternative readings load", "[ruleset]")
{
    Json json = shippedJson();
    json["parameters"]["forced_march"]["extra_hexes"] = "double";
    json["parameters"]["pietaille"]["modifiers_apply"] = Json::array();
    json["parameters"]["rally"]["rallied_morale"] = "start_morale";
    json["tables"]["entries"][0]["degat_effect"] = "perte_de_moral";
    json["parameters"]["table_select"]["equal_force_tiebreak"] = "defender";
    const std::shared_ptr<const UmbraRuleset> rules = loadEdited(json);
    CHECK(rules->parameters.forcedMarchExtraHexes == 0);
    CHECK_FALSE(rules->parameters.pietailleMeneurLegendaire);
    CHECK_FALSE(rules->parameters.pietailleTerreurDesFaibles);
    CHECK(rules->parameters.ralliedMorale == UmbraParameters::RalliedMorale::StartMorale);
    CHECK(rules->parameters.degatEffect == UmbraParameters::DegatEffect::PerteDeMoral);
    CHECK(rules->parameters.equalForceTiebreak == UmbraParameters::EqualForceTiebreak::Defender);

    json["parameters"]["forced_march"]["extra_hexes"] = "triple";
    requireOnly(json, "/parameters/forced_march/extra_hexes", "expected a number of hexes or 'double', got 'triple'");
}

TEST_CASE("UD-A31 UD-A17 UD-A29 UD-A9 readings not implemented yet are refused, never silently ignored", "[ruleset]")
{
    struct Case
    {
        const char *group;
        const char *key;
        Json value;
        const char *pointer;
    };
    const std::vector<Case> cases = {
        {"galvaniseur", "mode", "aura", "/parameters/galvaniseur/mode"},
        {"force_floor", "applies_to", "all_modifiers", "/parameters/force_floor/applies_to"},
        {"contournement", "granularity", "troop", "/parameters/contournement/granularity"},
        {"levy", "units_consume_pietaille", true, "/parameters/levy/units_consume_pietaille"},
    };
    for (const Case &c : cases) {
        Json json = shippedJson();
        json["parameters"][c.group][c.key] = c.value;
        const std::vector<Diagnostic> errors = errorsOf(json);
        INFO(listed(errors));
        REQUIRE(errors.size() == 1);
        CHECK(errors[0].pointer == c.pointer);
        CHECK_THAT(errors[0].message, Catch::Contains("is not implemented yet"));
    }
}

TEST_CASE("UD-90 UD-101 a colour's display is optional and read as #rrggbb, a malformed one refused at its pointer",
          "[ruleset][errors]")
{
    Json json = shippedJson();
    json["colours"]["entries"][0]["display"] = "#12345g";
    json["rally"]["colours"][1]["display"] = "blue";
    const std::vector<Diagnostic> errors = errorsOf(json);
    INFO(listed(errors));
    CHECK(errors.size() == 2);
    CHECK(reports(errors, "/colours/entries/0/display",
                  "expected a display colour \"#rrggbb\" (six hexadecimal digits), got \"#12345g\""));
    CHECK(reports(errors, "/rally/colours/1/display",
                  "expected a display colour \"#rrggbb\" (six hexadecimal digits), got \"blue\""));

    Json plain = shippedJson();
    plain["colours"]["entries"][0].erase("display");
    plain["rally"]["colours"][2]["display"] = "#ABCDEF";
    const std::shared_ptr<const UmbraRuleset> rules = loadEdited(plain);
    CHECK(rules->colours[0].display.empty());
    CHECK(rules->colours[1].display == "#202020");
    REQUIRE(rules->rallyColours.size() == 3);
    CHECK(rules->rallyColours[2].id == "vert");
    CHECK(rules->rallyColours[2].display == "#ABCDEF");
}

TEST_CASE("UD-A43 a terrain's map_symbol is optional and one of the symbols, else refused at its pointer",
          "[ruleset][errors]")
{
    Json json = shippedJson();
    json["terrains"]["entries"][0]["map_symbol"] = "castle";
    const std::vector<Diagnostic> errors = errorsOf(json);
    INFO(listed(errors));
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].pointer == "/terrains/entries/0/map_symbol");
    CHECK(errors[0].message.find("ford") != std::string::npos);
    json["terrains"]["entries"][0]["map_symbol"] = "trees";
    CHECK(loadEdited(json)->terrains[0].mapSymbol == "trees");
    CHECK(loadEdited(json)->terrains[1].mapSymbol.empty());
}
