// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// One test per mechanical rule of NF-22…NF-28: movement, formation changes and terrain.
#include "support/figures_builders.h"

#include <catch2/catch.hpp>

using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;

namespace {

Movement move(std::string_view paceId, std::string_view formationId, bool horse = false,
              std::vector<std::string_view> terrains = {}, Arm arm = Arm::Infantry)
{
    MovementInput input;
    input.horse = horse;
    input.arm = arm;
    input.pace = pace(paceId);
    input.formation = formation(formationId);
    for (const std::string_view id : terrains) {
        input.terrains.push_back(terrain(id));
    }
    return movementAllowance(shippedFigures(), input);
}

} // namespace

TEST_CASE("NF-22 infantry and foot artillery move by pace and formation", "[napoleonic][rules]")
{
    CHECK(move("por", "com").allowance == 5);
    CHECK(move("pch", "line").allowance == 4);
    const Movement square = move("pac", "square");
    CHECK_FALSE(square.allowance);
    CHECK(square.cell == "X");
    CHECK(square.result == "pace_not_allowed");
    CHECK(move("por", "com").breakdown[0].ruleId == "NF-22");
}

TEST_CASE("NF-23 cavalry and horse artillery move by pace and formation", "[napoleonic][rules]")
{
    CHECK(move("pch", "coc", true, {}, Arm::Cavalry).allowance == 9);
    CHECK_FALSE(move("pch", "com", true, {}, Arm::Cavalry).allowance);
    CHECK(move("pac", "com", true, {}, Arm::Cavalry).breakdown[0].ruleId == "NF-23");
}

TEST_CASE("NF-24 closed column backward step and unlimbered guns", "[napoleonic][rules]")
{
    CHECK(move("por", "cof").allowance == 2);
    CHECK_FALSE(move("pac", "cof").allowance);
    MovementInput backward;
    backward.pace = pace("por");
    backward.formation = formation("line");
    backward.backwardStep = true;
    CHECK(movementAllowance(shippedFigures(), backward).allowance == 1);
    backward.pace = pace("pac");
    CHECK_FALSE(movementAllowance(shippedFigures(), backward).allowance);
    MovementInput guns;
    guns.arm = Arm::Artillery;
    guns.pace = pace("por");
    guns.formation = formation("com");
    CHECK(movementAllowance(shippedFigures(), guns).allowance == 5); // limbered: the COM column
    guns.unlimberedArtillery = true;
    CHECK(movementAllowance(shippedFigures(), guns).allowance == 0);
}

TEST_CASE("NF-25 the PA cost of a formation change by nation and arm", "[napoleonic][rules]")
{
    const FiguresRuleset &rules = shippedFigures();
    CHECK(formationChangeCost(rules, "aut_inf", "cod", "square").pa == 2);
    CHECK(formationChangeCost(rules, "ang_cav", "com", "about_face").pa == 6);
    CHECK(formationChangeCost(rules, "rus_cav", "square", "pivot").pa == 1); // "any" rows
    CHECK(formationChangeCost(rules, "pru_inf1", "reform", "reform").pa == 2);
    const FormationChange change = formationChangeCost(rules, "fra_inf2", "line", "skirmish");
    CHECK(change.table == "formation_change_pa");
    CHECK(change.row == "line>skirmish");
    CHECK(change.column == "fra_inf2");
    CHECK(change.cell == "1");
    CHECK_THROWS_AS(formationChangeCost(rules, "esp_inf", "line", "cod"), ProcedureError);
}

TEST_CASE("NF-26 a dash is no direct change and unlisted changes go to the GM", "[napoleonic][rules]")
{
    const FiguresRuleset &rules = shippedFigures();
    const FormationChange dash = formationChangeCost(rules, "aut_inf", "coc", "square");
    CHECK(dash.listed);
    CHECK_FALSE(dash.pa);
    CHECK(dash.result == "not_direct");
    // The chain of listed changes reaches it: COC → COD 2, COD → square 2.
    CHECK(*formationChangeCost(rules, "aut_inf", "coc", "cod").pa +
              *formationChangeCost(rules, "aut_inf", "cod", "square").pa ==
          4);
    const FormationChange unlisted = formationChangeCost(rules, "fra_inf1", "coc", "com");
    CHECK_FALSE(unlisted.listed);
    CHECK(unlisted.needsGm);
    CHECK(unlisted.result == "unlisted");
}

TEST_CASE("NF-27 terrain reduces the allowance and may cost cohesion", "[napoleonic][rules]")
{
    const Movement wood = move("por", "com", false, {"bod"});
    CHECK(wood.allowance == 3);
    CHECK(wood.disorder);
    CHECK(term(wood, "bod") == -2);
    CHECK(move("por", "com", true, {"boc"}, Arm::Cavalry).allowance == 3);
    CHECK_FALSE(move("por", "com", true, {"mar"}, Arm::Cavalry).allowance);
}

TEST_CASE("NF-28 penalties apply once per feature and xxx is impassable", "[napoleonic][rules]")
{
    const Movement twice = move("por", "com", false, {"po2", "rui", "po1"});
    CHECK(twice.allowance == 3); // 5 − 1 − 1 − 0
    CHECK(twice.ddf == 2);       // PO2 and PO1 each a DDF, the stream none
    CHECK(move("pac", "coc", false, {"ni3", "bod"}).allowance == 1);
    const Movement blocked = move("por", "com", false, {"rui"}, Arm::Artillery);
    CHECK_FALSE(blocked.allowance);
    CHECK(blocked.result == "impassable:rui");
    CHECK(move("por", "line", false, {"bod"}).allowance == 0); // never below 0
}

TEST_CASE("NF-22 a formation or pace the tables do not list is left to the GM", "[napoleonic][rules]")
{
    const Movement ebi = move("por", "ebi");
    CHECK_FALSE(ebi.allowance);
    CHECK(ebi.needsGm);
    CHECK(ebi.result == "unlisted");
    CHECK(move("arr", "line").result == "unlisted");
    CHECK(move("por", "square", true, {}, Arm::Cavalry).result == "unlisted");
    CHECK(move("pch", "square").result == "pace_not_allowed"); // X is printed
}
