// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The vive-l-empereur loader: the shipped ruleset, and located refusals of broken copies.
#include "support/ve_fixtures.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace arbitre;
using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;
using Json = nlohmann::json;

namespace {

std::vector<Diagnostic> errorsOf(const Json &json)
{
    try {
        veFrom(json);
    } catch (const LoadError &error) {
        return error.diagnostics();
    }
    return {};
}

void requireOnly(const Json &json, const std::string &pointer, const std::string &message)
{
    const std::vector<Diagnostic> errors = errorsOf(json);
    std::string text;
    for (const Diagnostic &d : errors) {
        text += d.format() + "\n";
    }
    INFO(text);
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].pointer == pointer);
    CHECK(errors[0].message == message);
    CHECK(errors[0].file == "edited.json");
    CHECK(errors[0].line > 1);
    CHECK(errors[0].column > 0);
}

} // namespace

TEST_CASE("vive-l-empereur is registered beside napoleonic-figures", "[ve][loader]")
{
    const ModuleRegistry &registry = figuresRegistry();
    REQUIRE(registry.find(VeSystemId) != nullptr);
    REQUIRE(registry.find(FiguresSystemId) != nullptr);
    const VeRuleset &rules = shippedVe();
    CHECK(rules.header().system == "vive-l-empereur");
    CHECK(rules.transitions.size() == 11);
    CHECK(rules.leaderFate.size() == 9);
    CHECK(rules.parameters.all.size() == 48);
}

TEST_CASE("VE-9 VE-16 a results table with a missing state is refused", "[ve][loader]")
{
    Json json = shippedVeJson();
    json["combat_results"]["transitions"].erase(3); // the reconstructed VE-A8 row
    requireOnly(json, "/combat_results/transitions",
                "state vaillante/fatiguee with result decouragee matches 0 rows; expected exactly 1");
}

TEST_CASE("VE-40 an unknown fire code is refused at its cell", "[ve][loader]")
{
    Json json = shippedVeJson();
    json["fire"]["cells"]["4"][2] = "4";
    requireOnly(json, "/fire/cells/4/2", "unknown fire code '4'");
}

TEST_CASE("VE-52 VE-53 melee rows need eight pairs", "[ve][loader]")
{
    Json json = shippedVeJson();
    json["melee"]["cells"]["3"].erase(7);
    requireOnly(json, "/melee/cells/3", "expected at least 8 pairs");
}

TEST_CASE("VE-7 state ladders are fixed in order", "[ve][loader]")
{
    Json json = shippedVeJson();
    std::swap(json["cohesion"][0], json["cohesion"][1]);
    requireOnly(json, "/cohesion", "expected the cohesion ids 'vaillante', 'decouragee', 'deroute' in that order");
}

TEST_CASE("VE-9 a transition naming an unknown cohesion is refused", "[ve][loader]")
{
    Json json = shippedVeJson();
    json["combat_results"]["transitions"][0]["to"]["freshness"] = "epuisee";
    const std::vector<Diagnostic> errors = errorsOf(json);
    REQUIRE_FALSE(errors.empty());
    CHECK(errors[0].pointer == "/combat_results/transitions/0/to/freshness");
    CHECK(errors[0].message == "unknown freshness 'epuisee'; expected one of 'fraiche', 'fatiguee'");
}

TEST_CASE("VE-A1 parameters: unknown, missing and out-of-list values are refused", "[ve][loader]")
{
    Json unknown = shippedVeJson();
    unknown["parameters"]["fire.colour"] = "red";
    requireOnly(unknown, "/parameters/fire.colour", "unknown parameter 'fire.colour'");
    Json missing = shippedVeJson();
    missing["parameters"].erase("melee.column_set");
    requireOnly(missing, "/parameters", "missing parameter 'melee.column_set'");
    Json wrong = shippedVeJson();
    wrong["parameters"]["artillery.order"] = "sideways";
    const std::vector<Diagnostic> errors = errorsOf(wrong);
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].pointer == "/parameters/artillery.order");
}

TEST_CASE("VE-79 a morale modifier in an unknown group is refused", "[ve][loader]")
{
    Json json = shippedVeJson();
    json["morale"]["modifiers"][2]["group"] = "humeur";
    requireOnly(json, "/morale/modifiers/2/group", "unknown modifier group 'humeur'");
}

TEST_CASE("VE-33 initiative bands must follow each other", "[ve][loader]")
{
    Json json = shippedVeJson();
    json["initiative"]["bands"][2]["min"] = 5;
    requireOnly(json, "/initiative/bands/2/min", "expected 4 (bands must follow each other)");
}

TEST_CASE("VE-64 the cavalry charge names a known infantry formation", "[ve][loader]")
{
    Json json = shippedVeJson();
    json["melee"]["cavalry_charge"]["not_if_formation"][0] = "hérisson";
    requireOnly(json, "/formations", "melee.cavalry_charge names unknown infantry formation 'hérisson'");
}

TEST_CASE("VE-6 VE-39 VE-54 VE-70 VE-71 VE-78 the table data is read as printed", "[ve][loader]")
{
    // VE-39: the fire table keeps the printed alignment; VE-54: the five off-diagonal melee
    // cells stay as printed; VE-6, VE-70, VE-71, VE-78: "-" is no change, "vers ligne de com"
    // and ½ are formation data.
    const VeRuleset &rules = shippedVe();
    CHECK(rules.fireCells[4][1] == "1");
    CHECK(rules.meleeCells[5][3][0] + rules.meleeCells[5][3][1] == "0D");
    CHECK(rules.meleeCells[2][1][1] == "1");
    CHECK(rules.formation(VeArm::Infanterie, "ligne")->shock == ShockMode::Normal);
    CHECK(rules.formation(VeArm::Infanterie, "desorganise")->movement == VeMovement::TowardLoc);
    CHECK(rules.formation(VeArm::Infanterie, "desorganise")->shock == ShockMode::Half);
}

TEST_CASE("VE-17 a leader fate without a row for an encircled unit is refused", "[ve][loader]")
{
    Json json = shippedVeJson();
    json["leader_fate"]["rows"].erase(1); // fire elimination, encircled
    requireOnly(json, "/leader_fate/rows", "no row for event 'fire_elimination' with encircled 'yes'");
}

TEST_CASE("VE-41 VE-A30 every fire row 1 reading is checked, chosen or not", "[ve][loader][limits]")
{
    Json json = shippedVeJson();
    REQUIRE(json["parameters"]["fire.row_1_reading"] == "fill");
    json["fire"]["row_1_readings"]["shift"] = Json::object();
    requireOnly(json, "/fire/row_1_readings/shift", "expected an array, got an object");

    json = shippedVeJson();
    json["fire"]["row_1_readings"]["printed"][2] = "zz";
    requireOnly(json, "/fire/row_1_readings/printed/2", "unknown fire code 'zz'");

    json = shippedVeJson();
    json["fire"]["row_1_readings"]["shift"].push_back("");
    requireOnly(json, "/fire/row_1_readings/shift", "expected 7 cells");

    json = shippedVeJson();
    json["fire"]["row_1_readings"]["sideways"] = json["fire"]["row_1_readings"]["fill"];
    CHECK_FALSE(errorsOf(json).empty());
}

TEST_CASE("VE-55 VE-A38 every melee column set is checked, chosen or not", "[ve][loader][limits]")
{
    Json json = shippedVeJson();
    REQUIRE(json["parameters"]["melee.column_set"] == "insert_5_2");
    json["melee"]["column_sets"]["append_5_1"][0]["min_ratio"][0] = -1e308;
    requireOnly(json, "/melee/column_sets/append_5_1/0/min_ratio/0", "expected an integer from 0 to 20, got -1e+308");

    json = shippedVeJson();
    json["melee"]["column_sets"]["printed_seven"][0]["min_ratio"][1] = Json::parse("100000000000000000000000000000");
    requireOnly(json, "/melee/column_sets/printed_seven/0/min_ratio/1", "expected an integer from 1 to 20, got 1e+29");

    json = shippedVeJson();
    json["melee"]["column_sets"]["printed_seven"][0] = Json::object();
    CHECK(errorsOf(json).at(0).pointer.starts_with("/melee/column_sets/printed_seven/0"));

    // A set with more columns than the printed pairs could never be switched to.
    json = shippedVeJson();
    json["melee"]["column_sets"]["append_5_1"].push_back({{"label", "6/1"}, {"min_ratio", {6, 1}}});
    CHECK(errorsOf(json).size() == 8); // one for each of the 8 die rows
    CHECK(errorsOf(json).at(0).message == "expected at least 9 pairs, the columns of /melee/column_sets/append_5_1");
}
