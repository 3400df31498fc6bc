// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/force.h"

#include "support/umbra_builders.h"
#include "support/umbra_fixtures.h"

#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

using namespace arbitre;
using namespace arbitre::umbra;
using namespace arbitre::umbra::test;

namespace {

// F of the troop `index` of slot 0 in the battle's only confrontation, with its explanation.
int engaged(const UmbraRuleset &rules, const BattleState &state, int index, Breakdown *breakdown = nullptr,
            int slot = 0)
{
    return engagedTroopForce(rules, state, state.confrontations[0], slot, index, breakdown);
}

// A side of one troop against a lone enemy infantry troop, on `terrain`.
BattleState alone(const UmbraRuleset &rules, Troop troop, std::vector<Personality> personalities = {},
                  std::string_view terrain = "plaine")
{
    return makeBattle(rules, makeSide("bleu", {std::move(troop)}, std::move(personalities)),
                      makeSide("rouge", {makeTroop(rules, "R1", "fantassins")}), terrain);
}

} // namespace

TEST_CASE("UD-W1 / UD-29: well armed, well trained, fatigued infantry has F 3", "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    const Troop troop = makeTroop(rules, "F1", "fantassins", {.armement = "bien", .training = 1, .fatigue = "fatigue"});
    Breakdown breakdown;
    CHECK(rawTroopForce(rules, troop, &breakdown) == 3);
    REQUIRE(breakdown.size() == 4);
    CHECK(breakdown[0].ruleId == "UD-20");
    CHECK(breakdown[0].label == "fantassins");
    CHECK(breakdown[0].value == 2);
    CHECK(breakdown[1].ruleId == "UD-24");
    CHECK(breakdown[1].label == "bien");
    CHECK(breakdown[1].value == 1);
    CHECK(breakdown[2].ruleId == "UD-25");
    CHECK(breakdown[2].label == "entrainement");
    CHECK(breakdown[2].value == 1);
    CHECK(breakdown[3].ruleId == "UD-26");
    CHECK(breakdown[3].label == "fatigue");
    CHECK(breakdown[3].value == -1);
    CHECK(breakdown.total() == 3);
    CHECK(troopForce(rules, troop, &breakdown) == 3);
    CHECK(breakdown.explain() ==
          "3 = fantassins 2 (UD-20) + bien 1 (UD-24) + entrainement 1 (UD-25) \u2212 fatigue 1 (UD-26)");
    // UD-W1 derived: training +1 moves the start morale beau_fixe → discipline (UD-A13).
    CHECK(troop.morale == moraleIndex(rules, "discipline"));
}

TEST_CASE("UD-W2 / UD-30: raw F 0 is floored to F 1", "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    const Troop tired = makeTroop(rules, "F1", "fantassins", {.fatigue = "fatigue"});
    CHECK(rawTroopForce(rules, tired) == 1);
    Breakdown breakdown;
    CHECK(troopForce(rules, tired, &breakdown) == 1);
    CHECK(breakdown.size() == 2); // no floor term when the floor changes nothing

    const Troop exhausted = makeTroop(rules, "F1", "fantassins", {.fatigue = "ereinte"});
    CHECK(rawTroopForce(rules, exhausted) == 0);
    CHECK(troopForce(rules, exhausted, &breakdown) == 1);
    CHECK(breakdown.explain() == "1 = fantassins 2 (UD-20) \u2212 ereinte 2 (UD-26) \u2192 plancher 1 (UD-30)");
}

TEST_CASE("UD-30: the floor follows force_floor.minimum and rawTroopForce has none", "[force]")
{
    UmbraRuleset rules = shippedRuleset();
    const Troop worst =
        makeTroop(rules, "F1", "fantassins", {.armement = "pietre", .training = -1, .fatigue = "ereinte"});
    CHECK(rawTroopForce(rules, worst) == -2);
    CHECK(troopForce(rules, worst) == 1);
    rules.parameters.forceFloorMinimum = 2;
    CHECK(troopForce(rules, worst) == 2);
    CHECK(troopForce(rules, makeTroop(rules, "F2", "fantassins")) == 2);
}

TEST_CASE("UD-20: base F of every troop type", "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    CHECK(troopForce(rules, makeTroop(rules, "P", "pietaille")) == 1);
    CHECK(troopForce(rules, makeTroop(rules, "F", "fantassins")) == 2);
    CHECK(troopForce(rules, makeTroop(rules, "A", "archers")) == 3);
    CHECK(troopForce(rules, makeTroop(rules, "C", "cavalerie")) == 6);
}

TEST_CASE("UD-22: a troupe montee is its base type + 1", "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    Breakdown breakdown;
    CHECK(troopForce(rules, makeTroop(rules, "M1", "troupe_montee", {.baseType = "fantassins"}), &breakdown) == 3);
    CHECK(breakdown.explain() == "3 = fantassins 2 (UD-20) + troupe_montee 1 (UD-22)");
    CHECK(troopForce(rules, makeTroop(rules, "M2", "troupe_montee", {.baseType = "archers"})) == 4);
    CHECK(troopForce(rules, makeTroop(rules, "M3", "troupe_montee", {.baseType = "archers", .fatigue = "fatigue"})) ==
          3);
}

TEST_CASE("UD-23: a machine de guerre has the F the GM set, plus its modifiers", "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    Breakdown breakdown;
    CHECK(troopForce(rules, makeTroop(rules, "S1", "machine_de_guerre", {.machineForce = 5}), &breakdown) == 5);
    CHECK(breakdown.explain() == "5 = machine_de_guerre 5 (UD-23)");
    CHECK(troopForce(rules, makeTroop(rules, "S2", "machine_de_guerre", {.armement = "bien", .machineForce = 4})) == 5);
}

TEST_CASE("UD-24: each armement level", "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    CHECK(rawTroopForce(rules, makeTroop(rules, "F", "fantassins", {.armement = "pietre"})) == 1);
    CHECK(rawTroopForce(rules, makeTroop(rules, "F", "fantassins", {.armement = "neutre"})) == 2);
    CHECK(rawTroopForce(rules, makeTroop(rules, "F", "fantassins", {.armement = "bien"})) == 3);
    CHECK(rawTroopForce(rules, makeTroop(rules, "F", "fantassins", {.armement = "exceptionnel"})) == 4);
    Breakdown breakdown;
    rawTroopForce(rules, makeTroop(rules, "F", "fantassins", {.armement = "neutre"}), &breakdown);
    CHECK(breakdown.size() == 1); // zero terms are skipped, except the base
}

TEST_CASE("UD-25: each training value", "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    CHECK(rawTroopForce(rules, makeTroop(rules, "F", "fantassins", {.training = -1})) == 1);
    CHECK(rawTroopForce(rules, makeTroop(rules, "F", "fantassins", {.training = 0})) == 2);
    CHECK(rawTroopForce(rules, makeTroop(rules, "F", "fantassins", {.training = 1})) == 3);
    CHECK(rawTroopForce(rules, makeTroop(rules, "F", "fantassins", {.training = 2})) == 4);
}

TEST_CASE("UD-26: each fatigue level", "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    CHECK(rawTroopForce(rules, makeTroop(rules, "F", "fantassins", {.fatigue = "ereinte"})) == 0);
    CHECK(rawTroopForce(rules, makeTroop(rules, "F", "fantassins", {.fatigue = "fatigue"})) == 1);
    CHECK(rawTroopForce(rules, makeTroop(rules, "F", "fantassins", {.fatigue = "normal"})) == 2);
    CHECK(rawTroopForce(rules, makeTroop(rules, "F", "fantassins", {.fatigue = "repose"})) == 3);
}

TEST_CASE("UD-28 / UD-A16: the wounded flag costs F only under wound.force_effect = flat_penalty", "[force]")
{
    UmbraRuleset rules = shippedRuleset();
    const Troop wounded = makeTroop(rules, "F", "fantassins", {.blesse = true});
    // Default fatigue_step: the wound moved fatigue already; the flag itself changes nothing.
    CHECK(rawTroopForce(rules, wounded) == 2);

    rules.parameters.woundForceEffect = UmbraParameters::WoundForce::FlatPenalty;
    Breakdown breakdown;
    CHECK(rawTroopForce(rules, wounded, &breakdown) == 1);
    CHECK(breakdown.explain() == "1 = fantassins 2 (UD-20) \u2212 blesse 1 (UD-28)");
    // UD-34: Dur à cuire loses no F when wounded.
    CHECK(rawTroopForce(rules, makeTroop(rules, "F", "fantassins", {.blesse = true, .adjectives = {"dur_a_cuire"}})) ==
          2);
}

TEST_CASE("UD-32 / UD-A19: piétaille F is fixed against every troop-level modifier", "[force]")
{
    UmbraRuleset rules = shippedRuleset();
    rules.parameters.woundForceEffect = UmbraParameters::WoundForce::FlatPenalty;
    const Troop pietaille = makeTroop(rules, "P", "pietaille",
                                      {.armement = "exceptionnel",
                                       .training = 2,
                                       .fatigue = "repose",
                                       .blesse = true,
                                       .adjectives = {"forestier", "montagnard"},
                                       .disengaging = true});
    Breakdown breakdown;
    CHECK(rawTroopForce(rules, pietaille, &breakdown) == 1);
    CHECK(breakdown.explain() == "1 = pietaille 1 (UD-32)");
    CHECK(troopForce(rules, pietaille) == 1);

    const Troop exhausted = makeTroop(rules, "P", "pietaille", {.armement = "pietre", .fatigue = "ereinte"});
    CHECK(troopForce(rules, exhausted) == 1);

    // Engaged in a forest with every ordinary Meneur around, disengaging: still 1.
    const Personality leader = makePersonality(
        rules, "chef", "figure",
        {makeSkill(rules, "meneur"), makeSkill(rules, "meneur_forestier"), makeSkill(rules, "meneur_montagnard")});
    const BattleState forest = alone(rules, pietaille, {leader}, "foret");
    CHECK(engaged(rules, forest, 0) == 1);
    const BattleState mountain = alone(rules, pietaille, {leader}, "montagne");
    CHECK(engaged(rules, mountain, 0) == 1);

    rules.parameters.pietailleFixedForce = 2;
    CHECK(troopForce(rules, exhausted) == 2);
}

TEST_CASE("UD-33–UD-36: rapide, dur à cuire, coriace and tirailleur add no F", "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    const Troop troop =
        makeTroop(rules, "F", "fantassins", {.adjectives = {"rapide", "dur_a_cuire", "coriace", "tirailleur"}});
    for (const char *terrain : {"plaine", "foret", "colline", "colline_escarpee", "montagne"}) {
        INFO(terrain);
        CHECK(engaged(rules, alone(rules, troop, {}, terrain), 0) == 2);
    }
}

TEST_CASE("UD-37 / UD-A20: forestier troops gain 1 F on their own forest hex", "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    const Troop woodsmen = makeTroop(rules, "F", "fantassins", {.adjectives = {"forestier"}});
    Breakdown breakdown;
    CHECK(engaged(rules, alone(rules, woodsmen, {}, "foret"), 0, &breakdown) == 3);
    CHECK(breakdown.explain() == "3 = fantassins 2 (UD-20) + forestier 1 (UD-37)");
    CHECK(engaged(rules, alone(rules, woodsmen, {}, "plaine"), 0) == 2);
    CHECK(engaged(rules, alone(rules, woodsmen, {}, "montagne"), 0) == 2);

    // UD-A20: the troop's own hex wins over the confrontation's terrain.
    Troop inForest = woodsmen;
    inForest.terrain = terrainIndex(rules, "foret");
    CHECK(engaged(rules, alone(rules, inForest, {}, "plaine"), 0) == 3);
    Troop onPlain = woodsmen;
    onPlain.terrain = terrainIndex(rules, "plaine");
    CHECK(engaged(rules, alone(rules, onPlain, {}, "foret"), 0) == 2);

    // Outside a fight no terrain applies.
    CHECK(troopForce(rules, woodsmen) == 2);
}

TEST_CASE("UD-38: montagnard troops gain 1 F in mountains and on steep hills", "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    const Troop mountaineers = makeTroop(rules, "F", "fantassins", {.adjectives = {"montagnard"}});
    Breakdown breakdown;
    CHECK(engaged(rules, alone(rules, mountaineers, {}, "montagne"), 0, &breakdown) == 3);
    CHECK(breakdown.explain() == "3 = fantassins 2 (UD-20) + montagnard 1 (UD-38)");
    CHECK(engaged(rules, alone(rules, mountaineers, {}, "colline_escarpee"), 0) == 3);
    CHECK(engaged(rules, alone(rules, mountaineers, {}, "colline"), 0) == 2);
    CHECK(engaged(rules, alone(rules, mountaineers, {}, "foret"), 0) == 2);
}

TEST_CASE("UD-44: personality F by rank", "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    const int plain = terrainIndex(rules, "plaine");
    Breakdown breakdown;
    CHECK(personalityForce(rules, makePersonality(rules, "L", "legende"), plain, &breakdown) == 3);
    CHECK(breakdown.explain() == "3 = legende 3 (UD-44)");
    CHECK(personalityForce(rules, makePersonality(rules, "C", "combattant_d_exception"), plain) == 2);
    CHECK(personalityForce(rules, makePersonality(rules, "F", "figure"), plain) == 1);
}

TEST_CASE("UD-41 / UD-A23: a wound costs a personality 1 F, never below 0", "[force]")
{
    UmbraRuleset rules = shippedRuleset();
    const int plain = terrainIndex(rules, "plaine");
    Breakdown breakdown;
    CHECK(personalityForce(rules, makePersonality(rules, "L", "legende", {}, {.wounds = 1}), plain, &breakdown) == 2);
    CHECK(breakdown.explain() == "2 = legende 3 (UD-44) \u2212 blesse 1 (UD-41)");
    CHECK(personalityForce(rules, makePersonality(rules, "F", "figure", {}, {.wounds = 1}), plain) == 0);
    CHECK(personalityForce(rules, makePersonality(rules, "F", "figure", {}, {.wounds = 2}), plain, &breakdown) == 0);
    CHECK(breakdown.explain() == "0 = figure 1 (UD-44) \u2212 blesse 2 (UD-41) \u2192 plancher 0 (UD-41)");

    rules.parameters.personalityWoundForce = 2;
    CHECK(personalityForce(rules, makePersonality(rules, "L", "legende", {}, {.wounds = 1}), plain) == 1);
    rules.parameters.personalityMinForce = 2;
    CHECK(personalityForce(rules, makePersonality(rules, "L", "legende", {}, {.wounds = 1}), plain) == 2);
}

TEST_CASE("UD-45: Forestier X adds X F in forest only", "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    const Personality ranger = makePersonality(rules, "R", "figure", {}, {.forestier = 2});
    Breakdown breakdown;
    CHECK(personalityForce(rules, ranger, terrainIndex(rules, "foret"), &breakdown) == 3);
    CHECK(breakdown.explain() == "3 = figure 1 (UD-44) + forestier 2 (UD-45)");
    CHECK(personalityForce(rules, ranger, terrainIndex(rules, "plaine")) == 1);

    // Engaged: the personality's own hex, else the confrontation's (UD-A20).
    const BattleState forest = alone(rules, makeTroop(rules, "F", "fantassins"), {ranger}, "foret");
    CHECK(engagedPersonalityForce(rules, forest, forest.confrontations[0], 0, 0) == 3);
    Personality onPlain = ranger;
    onPlain.terrain = terrainIndex(rules, "plaine");
    const BattleState split = alone(rules, makeTroop(rules, "F", "fantassins"), {onPlain}, "foret");
    CHECK(engagedPersonalityForce(rules, split, split.confrontations[0], 0, 0) == 1);
}

TEST_CASE("UD-55: Meneur gives each troop 1 F, piétaille excluded", "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    const Personality leader = makePersonality(rules, "chef", "figure", {makeSkill(rules, "meneur")});
    const BattleState state = makeBattle(
        rules, makeSide("bleu", {makeTroop(rules, "F", "fantassins"), makeTroop(rules, "P", "pietaille")}, {leader}),
        makeSide("rouge", {makeTroop(rules, "R", "fantassins")}));
    Breakdown breakdown;
    CHECK(engaged(rules, state, 0, &breakdown) == 3);
    CHECK(breakdown.explain() == "3 = fantassins 2 (UD-20) + meneur 1 (UD-55)");
    CHECK(engaged(rules, state, 1) == 1);
    // Not the enemy's troops.
    CHECK(engaged(rules, state, 0, nullptr, 1) == 2);

    // A captured leader leads no one.
    BattleState captured = state;
    captured.sides[0].personalities[0].status = PersonalityStatus::Capture;
    CHECK(engaged(rules, captured, 0) == 2);
    // Nor one that is not in this confrontation.
    BattleState elsewhere = state;
    elsewhere.confrontations[0].personalities[0].clear();
    CHECK(engaged(rules, elsewhere, 0) == 2);
}

TEST_CASE("UD-56 / UD-58: Meneur forestier and Meneur montagnard act on their terrains only", "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    const Troop infantry = makeTroop(rules, "F", "fantassins");
    const Personality forester = makePersonality(rules, "chef", "figure", {makeSkill(rules, "meneur_forestier")});
    const Personality highlander = makePersonality(rules, "chef", "figure", {makeSkill(rules, "meneur_montagnard")});
    Breakdown breakdown;
    CHECK(engaged(rules, alone(rules, infantry, {forester}, "foret"), 0, &breakdown) == 3);
    CHECK(breakdown.explain() == "3 = fantassins 2 (UD-20) + meneur_forestier 1 (UD-56)");
    CHECK(engaged(rules, alone(rules, infantry, {forester}, "plaine"), 0) == 2);
    CHECK(engaged(rules, alone(rules, infantry, {highlander}, "montagne"), 0, &breakdown) == 3);
    CHECK(breakdown.explain() == "3 = fantassins 2 (UD-20) + meneur_montagnard 1 (UD-58)");
    CHECK(engaged(rules, alone(rules, infantry, {highlander}, "colline_escarpee"), 0) == 3);
    CHECK(engaged(rules, alone(rules, infantry, {highlander}, "foret"), 0) == 2);
    // The troop's own hex decides (UD-A20).
    Troop inForest = infantry;
    inForest.terrain = terrainIndex(rules, "foret");
    CHECK(engaged(rules, alone(rules, inForest, {forester}, "plaine"), 0) == 3);
}

TEST_CASE("UD-57: Meneur légendaire reaches piétaille unless pietaille.modifiers_apply drops it", "[force]")
{
    UmbraRuleset rules = shippedRuleset();
    const Personality legend = makePersonality(rules, "chef", "legende", {makeSkill(rules, "meneur_legendaire")});
    const BattleState state = makeBattle(
        rules, makeSide("bleu", {makeTroop(rules, "F", "fantassins"), makeTroop(rules, "P", "pietaille")}, {legend}),
        makeSide("rouge", {makeTroop(rules, "R", "fantassins")}));
    Breakdown breakdown;
    CHECK(engaged(rules, state, 0) == 3);
    CHECK(engaged(rules, state, 1, &breakdown) == 2);
    CHECK(breakdown.explain() == "2 = pietaille 1 (UD-32) + meneur_legendaire 1 (UD-57)");
    rules.parameters.pietailleMeneurLegendaire = false;
    CHECK(engaged(rules, state, 1) == 1);
    CHECK(engaged(rules, state, 0) == 3);
}

TEST_CASE("UD-A32: Meneur stacking none, by_skill and full", "[force]")
{
    UmbraRuleset rules = shippedRuleset();
    // Two Meneurs, a Meneur forestier and a Meneur légendaire, in a forest.
    const std::vector<Personality> leaders{
        makePersonality(rules, "A", "figure", {makeSkill(rules, "meneur"), makeSkill(rules, "meneur_forestier")}),
        makePersonality(rules, "B", "figure", {makeSkill(rules, "meneur")}),
        makePersonality(rules, "C", "legende", {makeSkill(rules, "meneur_legendaire")}),
    };
    const BattleState state = alone(rules, makeTroop(rules, "F", "fantassins"), leaders, "foret");
    Breakdown breakdown;

    CHECK(engaged(rules, state, 0, &breakdown) == 3); // the single best: +1
    CHECK(breakdown.size() == 2);

    rules.parameters.meneurStacking = UmbraParameters::MeneurStacking::BySkill;
    CHECK(engaged(rules, state, 0, &breakdown) == 5); // meneur + meneur_forestier + meneur_legendaire
    CHECK(breakdown.explain() ==
          "5 = fantassins 2 (UD-20) + meneur 1 (UD-55) + meneur_forestier 1 (UD-56) + meneur_legendaire 1 (UD-57)");

    rules.parameters.meneurStacking = UmbraParameters::MeneurStacking::Full;
    CHECK(engaged(rules, state, 0) == 6); // every instance

    // Off the forest Meneur forestier drops out.
    const BattleState plain = alone(rules, makeTroop(rules, "F", "fantassins"), leaders, "plaine");
    CHECK(engaged(rules, plain, 0) == 5);
    rules.parameters.meneurStacking = UmbraParameters::MeneurStacking::BySkill;
    CHECK(engaged(rules, plain, 0) == 4);
}

TEST_CASE("UD-21 / UD-A12: archers alone lose 2 F", "[force]")
{
    UmbraRuleset rules = shippedRuleset();
    const Side enemy = makeSide("rouge", {makeTroop(rules, "R", "fantassins")});
    const Troop archers = makeTroop(rules, "A", "archers");

    const BattleState lone = makeBattle(rules, makeSide("bleu", {archers, archers}), enemy);
    Breakdown breakdown;
    CHECK(engaged(rules, lone, 0, &breakdown) == 1);
    CHECK(breakdown.explain() == "1 = archers 3 (UD-20) \u2212 archers_alone 2 (UD-21)");
    CHECK(engaged(rules, lone, 1) == 1);

    SECTION("another troop type supports them")
    {
        const BattleState mixed =
            makeBattle(rules, makeSide("bleu", {archers, makeTroop(rules, "F", "fantassins")}), enemy);
        CHECK(engaged(rules, mixed, 0) == 3);
    }
    SECTION("a troop that fled no longer supports them")
    {
        const BattleState fled = makeBattle(
            rules, makeSide("bleu", {archers, makeTroop(rules, "F", "fantassins", {.status = TroopStatus::EnFuite})}),
            enemy);
        CHECK(engaged(rules, fled, 0) == 1);
    }
    SECTION("mounted archers are archers")
    {
        const BattleState mounted = makeBattle(
            rules, makeSide("bleu", {archers, makeTroop(rules, "M", "troupe_montee", {.baseType = "archers"})}), enemy);
        CHECK(engaged(rules, mounted, 1) == 2);
        const BattleState withInfantry = makeBattle(
            rules, makeSide("bleu", {archers, makeTroop(rules, "M", "troupe_montee", {.baseType = "fantassins"})}),
            enemy);
        CHECK(engaged(rules, withInfantry, 0) == 3);
    }
    SECTION("piétaille supports them per archers_alone.pietaille_support")
    {
        const BattleState withRabble =
            makeBattle(rules, makeSide("bleu", {archers, makeTroop(rules, "P", "pietaille")}), enemy);
        CHECK(engaged(rules, withRabble, 0) == 3);
        rules.parameters.archersAlonePietailleSupport = false;
        CHECK(engaged(rules, withRabble, 0) == 1);
        CHECK(engaged(rules, withRabble, 1) == 1); // the piétaille itself is no archer
    }
    SECTION("personalities support them only per archers_alone.personalities_support")
    {
        const BattleState led =
            makeBattle(rules, makeSide("bleu", {archers}, {makePersonality(rules, "chef", "figure")}), enemy);
        CHECK(engaged(rules, led, 0) == 1);
        rules.parameters.archersAlonePersonalitiesSupport = true;
        CHECK(engaged(rules, led, 0) == 3);
    }
    SECTION("the floor applies, without a morale effect")
    {
        const BattleState poor =
            makeBattle(rules, makeSide("bleu", {makeTroop(rules, "A", "archers", {.training = -1})}), enemy);
        CHECK(engaged(rules, poor, 0, &breakdown) == 1);
        CHECK(breakdown.explain() ==
              "1 = archers 3 (UD-20) \u2212 entrainement 1 (UD-25) \u2212 archers_alone 2 (UD-21) \u2192 plancher 1 "
              "(UD-30)");
    }
    SECTION("the malus follows archers_alone.malus")
    {
        rules.parameters.archersAloneMalus = 1;
        CHECK(engaged(rules, lone, 0) == 2);
    }
}

TEST_CASE("UD-73: a disengaging troop loses 2 F, floored", "[force]")
{
    UmbraRuleset rules = shippedRuleset();
    Breakdown breakdown;
    CHECK(engaged(rules, alone(rules, makeTroop(rules, "C", "cavalerie", {.disengaging = true})), 0, &breakdown) == 4);
    CHECK(breakdown.explain() == "4 = cavalerie 6 (UD-20) \u2212 quitter_confrontation 2 (UD-73)");
    CHECK(engaged(rules, alone(rules, makeTroop(rules, "F", "fantassins", {.disengaging = true})), 0) == 1);
    rules.parameters.disengageMalus = 1;
    CHECK(engaged(rules, alone(rules, makeTroop(rules, "C", "cavalerie", {.disengaging = true})), 0) == 5);
}

TEST_CASE("UD-64 / UD-A37: Terreur des faibles sets the first designated enemy piétailles to F 0", "[force]")
{
    UmbraRuleset rules = shippedRuleset();
    const Troop rabble = makeTroop(rules, "P", "pietaille");
    const Personality legend = makePersonality(rules, "chef", "legende", {makeSkill(rules, "meneur_legendaire")});
    BattleState state = makeBattle(
        rules,
        makeSide("rouge", {makeTroop(rules, "R", "fantassins")},
                 {makePersonality(rules, "terreur", "figure", {makeSkill(rules, "terreur_des_faibles", 2)})}),
        makeSide("bleu",
                 {makeTroop(rules, "F", "fantassins"), rabble,
                  makeTroop(rules, "P2", "pietaille", {.status = TroopStatus::Disloque}), rabble, rabble},
                 {legend}));
    Confrontation &confrontation = state.confrontations[0];
    confrontation.terreurTargets[0] = 2; // slot 0 designates two of slot 1's piétailles

    Breakdown breakdown;
    CHECK(engaged(rules, state, 1, &breakdown, 1) == 0);
    CHECK(breakdown.explain() ==
          "0 = pietaille 1 (UD-32) + meneur_legendaire 1 (UD-57) \u2192 terreur_des_faibles 0 (UD-64)");
    CHECK(engaged(rules, state, 3, nullptr, 1) == 0); // the disloquée one is skipped
    CHECK(engaged(rules, state, 4, nullptr, 1) == 2);
    CHECK(engaged(rules, state, 0, nullptr, 1) == 3); // not a piétaille
    // Slot 1 designated nobody.
    CHECK(engaged(rules, state, 0, nullptr, 0) == 2);

    rules.parameters.terreurOverridesBonuses = false; // only the fixed F becomes 0; Meneur légendaire still adds
    CHECK(engaged(rules, state, 1, nullptr, 1) == 1);
    rules.parameters.pietailleTerreurDesFaibles = false;
    CHECK(engaged(rules, state, 1, nullptr, 1) == 2);
}

TEST_CASE("UD-65 / UD-A38: a countered skill gives nothing from its resolution on", "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    BattleState state = alone(rules, makeTroop(rules, "F", "fantassins"),
                              {makePersonality(rules, "chef", "figure", {makeSkill(rules, "meneur")})});
    Confrontation &confrontation = state.confrontations[0];
    CHECK(engaged(rules, state, 0) == 3);

    confrontation.countered.push_back(CounteredSkill{0, 0, SkillKind::Meneur, 1});
    CHECK_FALSE(isCountered(confrontation, 0, 0, SkillKind::Meneur));
    CHECK(engaged(rules, state, 0) == 3); // unknown skill: countered from the second turn
    confrontation.resolutions = 1;
    CHECK(isCountered(confrontation, 0, 0, SkillKind::Meneur));
    CHECK(engaged(rules, state, 0) == 2);

    CHECK_FALSE(isCountered(confrontation, 1, 0, SkillKind::Meneur));      // another side
    CHECK_FALSE(isCountered(confrontation, 0, 1, SkillKind::Meneur));      // another personality
    CHECK_FALSE(isCountered(confrontation, 0, 0, SkillKind::Galvaniseur)); // another skill
    confrontation.countered[0].fromResolution = 0;
    confrontation.resolutions = 0;
    CHECK(isCountered(confrontation, 0, 0, SkillKind::Meneur)); // known skill: at once
}

TEST_CASE("UD-A22: army strength sums troops and personalities without situational bonuses", "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    const Side side =
        makeSide("bleu",
                 {makeTroop(rules, "C", "cavalerie", {.fatigue = "fatigue"}), makeTroop(rules, "A", "archers"),
                  makeTroop(rules, "F", "fantassins", {.adjectives = {"forestier"}, .order = TroopOrder::Consolider}),
                  makeTroop(rules, "X", "fantassins", {.fatigue = "ereinte", .disengaging = true}),
                  makeTroop(rules, "G", "fantassins", {.status = TroopStatus::EnFuite})},
                 {makePersonality(rules, "chef", "legende", {makeSkill(rules, "meneur")}, {.forestier = 1}),
                  makePersonality(rules, "pris", "figure", {}, {.status = PersonalityStatus::Capture})});
    // 5 + 3 (not alone-checked) + 2 + 1 (floor) + legende 3.
    CHECK(armyStrength(rules, side, terrainIndex(rules, "plaine")) == 14);
    CHECK(armyStrength(rules, side, terrainIndex(rules, "foret")) == 15); // personality Forestier X only
}
