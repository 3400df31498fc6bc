// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "support/figures_fixtures.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

using namespace arbitre;
using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;
using Json = nlohmann::json;

namespace {

Json shippedJson()
{
    static const Json json = [] {
        std::ifstream in(shippedFiguresPath());
        return Json::parse(in);
    }();
    return json;
}

std::vector<Diagnostic> errorsOf(const Json &json)
{
    try {
        const JsonDocument document = JsonDocument::fromText(json.dump(2), "edited.json");
        readFiguresRuleset(document, figuresRegistry().readHeader(document));
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

/** Exactly one problem, at `pointer`, with `message`; and it is located in the text. */
void requireOnly(const Json &json, const std::string &pointer, const std::string &message)
{
    const std::vector<Diagnostic> errors = errorsOf(json);
    INFO(listed(errors));
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].pointer == pointer);
    CHECK(errors[0].message == message);
    CHECK(errors[0].file == "edited.json");
    CHECK(errors[0].line > 1);
    CHECK(errors[0].column > 0);
}

} // namespace

TEST_CASE("The shipped napoleonic-figures ruleset loads through the registry", "[napoleonic][loader]")
{
    const FiguresRuleset &rules = shippedFigures();
    CHECK(rules.header().system == "napoleonic-figures");
    CHECK(rules.lossTable.cells.size() == 13);
    CHECK(rules.percentages.cells.size() == 20);
    CHECK(rules.boxes.size() == 8);
    CHECK(rules.formationChanges.size() == 20);
    CHECK(rules.nationColumns.size() == 12);
    CHECK(rules.status.size() == 5);
    const Modifier &p2 = rules.modifier(ModifierList::Fire, "range_p2");
    CHECK(p2.label.fr == "Objectif à portée moyenne (P2)");
    CHECK(p2.label.en == "Target at medium range (P2)");
    CHECK(p2.ruleId == "NF-5");
    CHECK(rules.groups[static_cast<std::size_t>(p2.group)].id == "range");
    CHECK(errorsOf(shippedJson()).empty());
}

TEST_CASE("A ruleset with a wrong type is refused at its pointer", "[napoleonic][loader]")
{
    Json json = shippedJson();
    json["modifiers"]["fire"][0]["value"] = "two";
    requireOnly(json, "/modifiers/fire/0/value", "expected an integer, got a string");
}

TEST_CASE("A ruleset with a missing key is refused at the object that lacks it", "[napoleonic][loader]")
{
    Json json = shippedJson();
    json["situation_table"]["boxes"][2].erase("value");
    requireOnly(json, "/situation_table/boxes/2/value", "missing required key 'value'");
}

TEST_CASE("A modifier naming an unknown group is refused", "[napoleonic][loader]")
{
    Json json = shippedJson();
    json["modifiers"]["melee"][3]["group"] = "speed";
    const std::vector<Diagnostic> errors = errorsOf(json);
    INFO(listed(errors));
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].pointer == "/modifiers/melee/3/group");
    CHECK(errors[0].message.starts_with("unknown modifier group 'speed'; expected one of 'range', "));
}

TEST_CASE("A loss table row id outside the scores is refused", "[napoleonic][loader]")
{
    Json json = shippedJson();
    json["loss_table"]["cells"]["7"] = json["loss_table"]["cells"]["6"];
    requireOnly(json, "/loss_table/cells/7", "unknown score row '7'; expected -6 to 6");
}

TEST_CASE("A missing loss table row is refused", "[napoleonic][loader]")
{
    Json json = shippedJson();
    json["loss_table"]["cells"].erase("0");
    requireOnly(json, "/loss_table/cells", "missing score row '0'");
}

TEST_CASE("A malformed loss code is refused", "[napoleonic][loader]")
{
    Json json = shippedJson();
    json["loss_table"]["cells"]["2"][4] = "2++";
    requireOnly(json, "/loss_table/cells/2/4", "expected a loss code ('', '*', 'n' or 'n+'), got '2++'");
}

TEST_CASE("An unknown formation in the movement table is refused", "[napoleonic][loader]")
{
    Json json = shippedJson();
    json["movement_ud"]["inf_art_foot"]["por"]["wedge"] = 2;
    const std::vector<Diagnostic> errors = errorsOf(json);
    INFO(listed(errors));
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].pointer == "/movement_ud/inf_art_foot/por/wedge");
    CHECK(errors[0].message.starts_with("unknown formation 'wedge'; expected one of 'com', "));
}

TEST_CASE("An unknown terrain and an unknown status are refused", "[napoleonic][loader]")
{
    Json json = shippedJson();
    json["terrain_penalty"]["cav"]["lava"] = {{"ud", 1}, {"effect", nullptr}};
    json["control_test"]["thresholds"]["veteran"] = {{"ret", 1}, {"der", 2}};
    const std::vector<Diagnostic> errors = errorsOf(json);
    INFO(listed(errors));
    REQUIRE(errors.size() == 2);
    // Sorted by position in the file (the edited text has its keys in alphabetical order).
    CHECK(errors[0].pointer == "/control_test/thresholds/veteran");
    CHECK(errors[0].message.starts_with("unknown status 'veteran'; expected one of 'guard', "));
    CHECK(errors[1].pointer == "/terrain_penalty/cav/lava");
    CHECK(errors[1].message.starts_with("unknown terrain 'lava'; expected one of 'po1', "));
}

TEST_CASE("Situation bands that leave a gap are refused", "[napoleonic][loader]")
{
    Json json = shippedJson();
    json["situation_table"]["boxes"][1]["min"] = 8; // ATTAQUE 8..9 leaves 7 to no band
    requireOnly(json, "/situation_table/boxes/2/max", "expected 7 (the bands must follow each other), got 6");
}

TEST_CASE("A ruleset without a modifier the procedures use is refused", "[napoleonic][loader]")
{
    Json json = shippedJson();
    Json &melee = json["modifiers"]["melee"];
    melee.erase(std::remove_if(melee.begin(), melee.end(), [](const Json &m) { return m["id"] == "lance"; }),
                melee.end());
    requireOnly(json, "/modifiers/melee", "missing modifier 'lance' (the procedures use it)");
}

TEST_CASE("An unknown parameter value and an unknown parameter are refused", "[napoleonic][loader]")
{
    Json json = shippedJson();
    json["parameters"]["loss_table.plus_mode"] = "coin_flip";
    json["parameters"]["loss_table.colour"] = "red";
    const std::vector<Diagnostic> errors = errorsOf(json);
    INFO(listed(errors));
    REQUIRE(errors.size() == 2);
    CHECK(errors[0].pointer == "/parameters/loss_table.colour");
    CHECK(errors[0].message == "unknown parameter 'loss_table.colour'");
    CHECK(errors[1].pointer == "/parameters/loss_table.plus_mode");
}

TEST_CASE("A missing parameter is refused", "[napoleonic][loader]")
{
    Json json = shippedJson();
    json["parameters"].erase("mac.contact_min_score");
    requireOnly(json, "/parameters", "missing parameter 'mac.contact_min_score'");
}

TEST_CASE("A ruleset without a modifier group the procedures use is refused", "[napoleonic][loader]")
{
    Json json = shippedJson();
    for (Json &group : json["modifier_groups"]) {
        if (group["id"] == "m11_friends_enemies") {
            group["id"] = "m11_friends";
        }
    }
    for (Json &modifier : json["modifiers"]["morale"]) {
        CHECK(modifier["group"] != "m11_friends_enemies"); // M11 is computed: no modifier names its group
    }
    requireOnly(json, "/modifier_groups", "missing modifier group 'm11_friends_enemies' (the procedures use it)");
}

TEST_CASE("NF-A10 NF-A41 the alternative random die is checked whether selected or not", "[napoleonic][loader][limits]")
{
    Json json = shippedJson();
    json["dice"]["random_die_alternatives"]["plus1_on_6"].erase(5);
    requireOnly(json, "/dice/random_die_alternatives/plus1_on_6", "expected 6 faces, got 5");
    json = shippedJson();
    json["dice"]["random_die_alternatives"]["plus1_on_6"][2] = 1e308;
    requireOnly(json, "/dice/random_die_alternatives/plus1_on_6/2", "expected an integer from -1 to 1, got 1e+308");
}
