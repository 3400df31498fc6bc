// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The digest's alternative readings (NF-A…), each switched by one edit of the ruleset's parameters.
#include "support/figures_builders.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>

using namespace arbitre;
using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;
using Json = nlohmann::json;

namespace {

/** The shipped ruleset with one parameter changed, loaded like any file. */
std::shared_ptr<const FiguresRuleset> withParameter(const std::string &key, const Json &value)
{
    std::ifstream in(shippedFiguresPath());
    Json json = Json::parse(in);
    REQUIRE(json["parameters"].contains(key));
    json["parameters"][key] = value;
    const JsonDocument document = JsonDocument::fromText(json.dump(), "edited.json");
    return readFiguresRuleset(document, figuresRegistry().readHeader(document));
}

} // namespace

TEST_CASE("NF-A3 the right-aligned loss table loses column 1 instead of column 16", "[napoleonic][readings]")
{
    const auto rules = withParameter("loss_table.alignment", "right");
    CHECK(lookUpLosses(*rules, 6, 2).cells[0] == "1+");
    CHECK(lookUpLosses(*rules, 6, 16).cells[0] == "11");
    CHECK(lookUpLosses(*rules, 6, 1).needsGm);
    CHECK(lookUpLosses(*rules, -6, 5).cells[0] == "*"); // row −6 has all its 16 cells
}

TEST_CASE("NF-A4 column 16 extrapolated along the row", "[napoleonic][readings]")
{
    const auto rules = withParameter("loss_table.missing_col16", "extrapolate");
    CHECK(lookUpLosses(*rules, 6, 16).loss == LossCode{12, 0, false, false}); // 10, 11 → 12
    CHECK(lookUpLosses(*rules, 4, 16).loss == LossCode{8, 0, false, false});  // 7, 7+ → 8
    CHECK(lookUpLosses(*withParameter("loss_table.missing_col16", "gm"), 0, 16).needsGm);
}

TEST_CASE("NF-A1 the plus of a loss code read as a whole step or ignored", "[napoleonic][readings]")
{
    CHECK(lookUpLosses(*withParameter("loss_table.plus_mode", "round_up"), -1, 12).loss.steps == 3);
    CHECK(lookUpLosses(*withParameter("loss_table.plus_mode", "ignore"), -1, 12).loss == LossCode{2, 0, false, false});
    CHECK(lookUpLosses(*withParameter("loss_table.plus_mode", "die_4_6"), -1, 12).needsGm);
}

TEST_CASE("NF-A6 more than 16 figures clamped to column 16", "[napoleonic][readings]")
{
    const LossLookup lookup = lookUpLosses(*withParameter("loss_table.over_16", "clamp"), 0, 20);
    CHECK(lookup.columns == std::vector<int>{16});
    CHECK(lookup.loss.steps == 4);
}

TEST_CASE("NF-A7 rows 15 to 20 of the percentage table read literally or by the formula", "[napoleonic][readings]")
{
    const auto literal = withParameter("loss_percentage.rows_15_20", "literal");
    CHECK(lossPercentage(*literal, 15, 5).percent == 85);
    CHECK(lossPercentage(*literal, 18, 5).percent == 85);
    CHECK(lossPercentage(*literal, 14, 5).percent == 95); // rows 1–14 unchanged
    const auto formula = withParameter("loss_percentage.rows_15_20", "formula");
    CHECK(lossPercentage(*formula, 15, 8).percent == 65);  // table 60
    CHECK(lossPercentage(*formula, 19, 24).percent == 25); // table 30
    CHECK(lossPercentage(*formula, 14, 5).percent == 95);
}

TEST_CASE("NF-A8 outside the grid the nearest column", "[napoleonic][readings]")
{
    const auto rules = withParameter("loss_percentage.fallback", "nearest_column");
    CHECK(lossPercentage(*rules, 10, 28).percent == 10); // column 30
    CHECK(lossPercentage(*rules, 10, 27).percent == 15); // a tie goes to the smaller column, 24
    CHECK(lossPercentage(*rules, 10, 26).column == 24);
}

TEST_CASE("NF-A10 the fire die read as +1 on a 6 only", "[napoleonic][readings]")
{
    const auto rules = withParameter("fire.random_die", "plus1_on_6");
    FireInput fire;
    fire.figures = 6;
    fire.d6 = 1;
    CHECK(resolveFire(*rules, fire).breakdown.total() == 0);
    MoraleInput morale; // the morale die keeps −1 / 0 / +1
    morale.d6 = 1;
    CHECK(moraleTest(*rules, morale).breakdown.total() == 1 + 3 - 1);
}

TEST_CASE("NF-A20 and NF-A29 and NF-A32 fire readings switched", "[napoleonic][readings]")
{
    FireInput fire;
    fire.figures = 6;
    fire.d6 = 3;
    fire.modifiers = {{"under_fire_inf", 1}, {"under_fire_canister", 1}};
    CHECK(resolveFire(*withParameter("under_fire.stacking", "sum"), fire).breakdown.total() == -3);
    fire.modifiers = {{"supported_fire", 1}, {"general_with_inf", 1}};
    CHECK(resolveFire(*withParameter("fire.supported_and_general", "max_1"), fire).breakdown.total() == 1);
    fire.modifiers = {{"target_ft0_or_art_front", 1}, {"ball_flank_unlimbered", 1}};
    CHECK(resolveFire(*withParameter("art.flank_unlimbered_mode", "add"), fire).breakdown.total() == -2);
}

TEST_CASE("NF-A44 and NF-A50 and NF-A66 morale and contact readings switched", "[napoleonic][readings]")
{
    MoraleInput counter;
    counter.kind = TestKind::CounterMac;
    counter.d6 = 3;
    CHECK(term(moraleTest(*withParameter("counter_mac.start", "always_0"), counter), "situation") == 0);
    MoraleInput crowd;
    crowd.d6 = 3;
    crowd.friends = {box("charge")};
    crowd.enemies = {box("avance")};
    // Net: +4 − 2 = +2. Separate caps: min(4, 3) − 2 = +1.
    CHECK(term(moraleTest(shippedFigures(), crowd), "m11_friends_enemies") == 2);
    CHECK(term(moraleTest(*withParameter("morale.friends_enemies.cap_mode", "separate"), crowd),
               "m11_friends_enemies") == 1);
    const auto strict = withParameter("mac.tie_goes_to_attacker", false);
    CHECK_FALSE(macContact(*strict, MacCase::Standing, MacSide{5, true, Arm::Infantry, false},
                           MacSide{5, true, Arm::Infantry, false})
                    .melee);
}

TEST_CASE("NF-A41 natural rolls: a 6 always keeps control", "[napoleonic][readings]")
{
    const auto rules = withParameter("dice.natural_roll_override", "nat1_fails_nat6_succeeds");
    ControlInput input;
    input.status = *rules->statusIndex("irregular");
    input.enemyDeroute = true;
    input.lightCavalry = true;
    input.general = GeneralCharacter::Negative;
    input.d6 = 6;
    CHECK(controlTest(*rules, input).underControl);
    CHECK_FALSE(controlTest(shippedFigures(), input).underControl);
}
