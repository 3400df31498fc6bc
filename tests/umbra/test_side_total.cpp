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

// The side total of the battle's only confrontation. Its breakdown labels view the state's ids:
// keep the state alive (a temporary would leave them dangling, hence the deleted overload).
SideTotal total(const UmbraRuleset &rules, const BattleState &state, int slot)
{
    return sideTotal(rules, state, state.confrontations[0], slot);
}
SideTotal total(const UmbraRuleset &rules, BattleState &&state, int slot) = delete;

// Sum of the terms citing `ruleId`.
int termSum(const Breakdown &breakdown, std::string_view ruleId)
{
    int sum = 0;
    for (const Term &term : breakdown) {
        if (term.ruleId == ruleId) {
            sum += term.value;
        }
    }
    return sum;
}

int sumOf(const UmbraRuleset &rules, const BattleState &state, int slot)
{
    return total(rules, state, slot).total;
}

// Sum of the side total's terms citing `ruleId`.
int bonusOf(const UmbraRuleset &rules, const BattleState &state, int slot, std::string_view ruleId)
{
    return termSum(total(rules, state, slot).breakdown, ruleId);
}

// UD-W4, turn 1: Blue's four troops against Red's two rested, consolidating infantry.
BattleState udW4(const UmbraRuleset &rules)
{
    return makeBattle(
        rules,
        makeSide("bleu", {makeTroop(rules, "B1", "cavalerie", {.fatigue = "fatigue"}),
                          makeTroop(rules, "B2", "archers", {.training = -1}), makeTroop(rules, "B3", "fantassins"),
                          makeTroop(rules, "B4", "pietaille")}),
        makeSide("rouge",
                 {makeTroop(rules, "R1", "fantassins", {.fatigue = "repose", .order = TroopOrder::Consolider}),
                  makeTroop(rules, "R2", "fantassins", {.fatigue = "repose", .order = TroopOrder::Consolider})}));
}

// `count` troops of one type, ids T1…Tn.
std::vector<Troop> troops(const UmbraRuleset &rules, int count, std::string_view type, const TroopOptions &options = {})
{
    std::vector<Troop> result;
    for (int i = 1; i <= count; ++i) {
        result.push_back(makeTroop(rules, "T" + std::to_string(i), type, options));
    }
    return result;
}

// Red (slot 1) fields `defenders` and `redLeaders` against one Blue infantry troop led by `blueLeaders`.
BattleState defending(const UmbraRuleset &rules, std::vector<Troop> defenders, std::vector<Personality> redLeaders = {},
                      std::vector<Personality> blueLeaders = {})
{
    return makeBattle(rules, makeSide("bleu", {makeTroop(rules, "B1", "fantassins")}, std::move(blueLeaders)),
                      makeSide("rouge", std::move(defenders), std::move(redLeaders)));
}

Personality engineer(const UmbraRuleset &rules, int x, bool offensive)
{
    return makePersonality(rules, "ingenieur", "figure", {makeSkill(rules, "poliorcetique", x, offensive)});
}

} // namespace

TEST_CASE("UD-W4 / UD-89: turn 1 totals are Blue 10 and Red 7", "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    const BattleState state = udW4(rules);

    const SideTotal blue = total(rules, state, 0);
    CHECK(blue.total == 10);
    CHECK(blue.troops == 4);
    CHECK(blue.pietailles == 1);
    CHECK(blue.personalities == 0);

    const SideTotal red = total(rules, state, 1);
    CHECK(red.total == 7);
    CHECK(red.troops == 2);
    CHECK(red.breakdown.explain() == "7 = R1 3 (UD-83) + R2 3 (UD-83) + consolider 1 (UD-78)");

    // UD-84: 6 units, classic engagement; UD-87: difference 3, ratio < 2 → Table II.
    CHECK(countedUnits(rules, blue, red) == 6);
    CHECK_FALSE(isMajorBattle(rules, countedUnits(rules, blue, red)));
    CHECK(chooseTable(rules, blue.total, red.total).table == 1);
}

TEST_CASE("UD-83: the breakdown of UD-W4 Blue lists every member with its F", "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    const BattleState state = udW4(rules);
    const SideTotal blue = total(rules, state, 0);
    CHECK(blue.breakdown.explain() == "10 = B1 5 (UD-83) + B2 2 (UD-83) + B3 2 (UD-83) + B4 1 (UD-83)");
    CHECK(blue.breakdown.total() == blue.total);
}

TEST_CASE("UD-W4 / UD-95: turn 2, after R1's wound, Red totals 5 and Blue rolls on Table III", "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    BattleState state = udW4(rules);
    // The wound (UD-28, UD-A16): R1 repose → normal, flagged; every troop fought turn 1.
    Troop &r1 = state.sides[1].troops[0];
    r1.blesse = true;
    r1.fatigue = fatigueIndex(rules, "normal");
    for (Side &side : state.sides) {
        for (Troop &troop : side.troops) {
            troop.engagedLastTurn = true;
        }
    }
    state.confrontations[0].resolutions = 1;

    const SideTotal blue = total(rules, state, 0);
    const SideTotal red = total(rules, state, 1);
    CHECK(blue.total == 10);
    CHECK(red.total == 5); // R1 2 + R2 3; engaged troops cannot consolidate (UD-A48)
    CHECK(termSum(red.breakdown, "UD-78") == 0);
    const TableChoice choice = chooseTable(rules, blue.total, red.total);
    CHECK(choice.table == 2);
    CHECK(choice.difference == 5);
}

TEST_CASE("UD-78 / UD-A48: consolidation, per side or per troop, not for engaged troops", "[force]")
{
    UmbraRuleset rules = shippedRuleset();
    BattleState state = defending(rules, troops(rules, 2, "fantassins", {.order = TroopOrder::Consolider}));
    CHECK(total(rules, state, 1).total == 5);

    SECTION("per_troop scope")
    {
        rules.parameters.consolidateScope = UmbraParameters::ConsolidateScope::PerTroop;
        CHECK(total(rules, state, 1).total == 6);
        state.sides[1].troops[1].engagedLastTurn = true;
        CHECK(total(rules, state, 1).total == 5);
    }
    SECTION("troops engaged in the previous resolution cannot consolidate")
    {
        for (Troop &troop : state.sides[1].troops) {
            troop.engagedLastTurn = true;
        }
        CHECK(total(rules, state, 1).total == 4);
        rules.parameters.consolidateAllowedWhenEngaged = true;
        CHECK(total(rules, state, 1).total == 5);
    }
    SECTION("UD-80: building a position counts as consolidating")
    {
        for (Troop &troop : state.sides[1].troops) {
            troop.order = TroopOrder::LeverPositionDefensive;
        }
        CHECK(total(rules, state, 1).total == 5);
    }
    SECTION("a troop that fled does not consolidate for its side")
    {
        state.sides[1].troops[0].order = TroopOrder::None;
        state.sides[1].troops[1].status = TroopStatus::EnFuite;
        CHECK(total(rules, state, 1).total == 2);
    }
    SECTION("the bonus follows consolidate.bonus")
    {
        rules.parameters.consolidateBonus = 2;
        CHECK(total(rules, state, 1).total == 6);
    }
}

TEST_CASE("UD-47 / UD-A27: Castramétisation consolidates, not cumulative with UD-78", "[force]")
{
    UmbraRuleset rules = shippedRuleset();
    BattleState state = defending(rules, troops(rules, 2, "fantassins", {.engagedLastTurn = true}));
    Confrontation &confrontation = state.confrontations[0];
    CHECK(total(rules, state, 1).total == 4);

    confrontation.castrametisation[1] = true;
    SideTotal red = total(rules, state, 1);
    CHECK(red.total == 5);
    CHECK(red.breakdown.explain() == "5 = T1 2 (UD-83) + T2 2 (UD-83) + castrametisation 1 (UD-47)");
    CHECK(total(rules, state, 0).total == 2); // only its own side

    state.sides[1].troops[0].engagedLastTurn = false;
    state.sides[1].troops[0].order = TroopOrder::Consolider;
    red = total(rules, state, 1);
    CHECK(red.total == 5);
    CHECK(termSum(red.breakdown, "UD-78") == 1);
    CHECK(termSum(red.breakdown, "UD-47") == 0);

    // Per troop: each troop consolidates once, by order or by Castramétisation.
    rules.parameters.consolidateScope = UmbraParameters::ConsolidateScope::PerTroop;
    red = total(rules, state, 1);
    CHECK(red.total == 6);
    CHECK(termSum(red.breakdown, "UD-78") == 1);
    CHECK(termSum(red.breakdown, "UD-47") == 1);
}

TEST_CASE("UD-T1 / UD-A49: position percentage of the side total, before flat bonuses", "[force]")
{
    UmbraRuleset rules = shippedRuleset();

    SECTION("two rested infantry in a position_defensive, consolidating: 6 + 2 + 1 = 9")
    {
        const BattleState state = defending(
            rules, troops(rules, 2, "fantassins",
                          {.fatigue = "repose", .position = "position_defensive", .order = TroopOrder::Consolider}));
        const SideTotal red = total(rules, state, 1);
        CHECK(red.total == 9);
        CHECK(red.breakdown.explain() ==
              "9 = T1 3 (UD-83) + T2 3 (UD-83) + position_defensive 2 (UD-79) + consolider 1 (UD-78)");

        // positions.base = full_total: 25 % of 6 + 1 = 1.75 → 2, the same here…
        rules.parameters.positionsBase = UmbraParameters::PositionBase::FullTotal;
        CHECK(total(rules, state, 1).total == 9);
        // …but with a strategic advantage of 3: 25 % of 10 = 2.5 → 3 instead of 2.
        BattleState advantaged = state;
        advantaged.confrontations[0].pendingAdvantage[1][1] = 3;
        CHECK(total(rules, advantaged, 1).total == 13);
        rules.parameters.positionsBase = UmbraParameters::PositionBase::BeforeFlatBonuses;
        CHECK(total(rules, advantaged, 1).total == 12);
    }
    SECTION("four piétailles in a position_defensive: 4 + 1 = 5; per troop 4")
    {
        const BattleState state = defending(rules, troops(rules, 4, "pietaille", {.position = "position_defensive"}));
        CHECK(total(rules, state, 1).total == 5);
        rules.parameters.positionsScope = UmbraParameters::PositionScope::PerTroop;
        const SideTotal red = total(rules, state, 1);
        CHECK(red.total == 4);
        CHECK(termSum(red.breakdown, "UD-79") == 0);
    }
    SECTION("only members holding a position count, each position with its own percentage")
    {
        std::vector<Troop> mixed = troops(rules, 2, "fantassins", {.fatigue = "repose", .position = "fortification"});
        mixed.push_back(makeTroop(rules, "T3", "cavalerie"));
        mixed.push_back(makeTroop(rules, "T4", "fantassins", {.position = "position_defensive_majeure"}));
        const BattleState state = defending(rules, mixed);
        const SideTotal red = total(rules, state, 1);
        // 3 + 3 + 6 + 2; fortification 75 % of 6 = 4.5 → 5; majeure 50 % of 2 = 1.
        CHECK(red.total == 20);
        CHECK(red.breakdown.explain() == "20 = T1 3 (UD-83) + T2 3 (UD-83) + T3 6 (UD-83) + T4 2 (UD-83) + "
                                         "position_defensive_majeure 1 (UD-79) + fortification 5 (UD-79)");
    }
    SECTION("personalities in the position count per positions.include_personalities")
    {
        const BattleState state =
            defending(rules, troops(rules, 2, "fantassins", {.position = "position_defensive"}),
                      {makePersonality(rules, "chef", "legende", {}, {.position = "position_defensive"})});
        CHECK(total(rules, state, 1).total == 9); // 4 + 3 + 25 % of 7 = 1.75 → 2
        rules.parameters.positionsIncludePersonalities = false;
        CHECK(total(rules, state, 1).total == 8); // 25 % of 4 = 1
    }
}

TEST_CASE("UD-A49: positions.rounding modes", "[force]")
{
    UmbraRuleset rules = shippedRuleset();
    using R = Rounding;
    struct Case
    {
        int infantry; // F 2 each, in a position_defensive
        R rounding;
        int bonus;
    };
    const std::vector<Case> cases{
        {1, R::HalfUp, 1}, {1, R::HalfEven, 0}, {1, R::Floor, 0}, {1, R::Ceil, 1}, {1, R::From04, 1}, // 0.5
        {3, R::HalfUp, 2}, {3, R::HalfEven, 2}, {3, R::Floor, 1}, {3, R::Ceil, 2}, {3, R::From04, 2}, // 1.5
        {5, R::HalfUp, 3}, {5, R::HalfEven, 2}, {5, R::Floor, 2}, {5, R::Ceil, 3}, {5, R::From04, 3}, // 2.5
        {2, R::HalfUp, 1}, {2, R::HalfEven, 1}, {2, R::Floor, 1}, {2, R::Ceil, 1}, {2, R::From04, 1}, // 1.0
    };
    for (const Case &c : cases) {
        rules.parameters.positionsRounding = c.rounding;
        const BattleState state =
            defending(rules, troops(rules, c.infantry, "fantassins", {.position = "position_defensive"}));
        INFO("infantry " << c.infantry << ", rounding " << static_cast<int>(c.rounding));
        CHECK(total(rules, state, 1).total == 2 * c.infantry + c.bonus);
    }

    // From .4 up: one piétaille at 25 + 15 = 40 % → 1; at 25 + 10 = 35 % → 0.
    rules.parameters.positionsRounding = R::From04;
    const std::vector<Troop> one = troops(rules, 1, "pietaille", {.position = "position_defensive"});
    CHECK(sumOf(rules, defending(rules, one, {engineer(rules, 15, false)}), 1) == 1 + 1 + 1);
    CHECK(sumOf(rules, defending(rules, one, {engineer(rules, 10, false)}), 1) == 1 + 1);
    rules.parameters.positionsRounding = R::HalfUp;
    CHECK(sumOf(rules, defending(rules, one, {engineer(rules, 15, false)}), 1) == 1 + 1);
}

TEST_CASE("UD-61 / UD-81 / UD-A35: Poliorcétique raises one's own position and lowers the enemy's, never below 0 %",
          "[force]")
{
    UmbraRuleset rules = shippedRuleset();
    // Red: two rested infantry (6 F) in a position_defensive (+2); the engineer (figure, 1 F) stands outside it.
    const std::vector<Troop> red =
        troops(rules, 2, "fantassins", {.fatigue = "repose", .position = "position_defensive"});
    CHECK(sumOf(rules, defending(rules, red), 1) == 8);

    SECTION("defensive: 25 + 25 = 50 % of 6 = 3")
    {
        const BattleState state = defending(rules, red, {engineer(rules, 25, false)});
        const SideTotal side = total(rules, state, 1);
        CHECK(side.total == 6 + 1 + 3);
        CHECK(side.breakdown.explain() ==
              "10 = T1 3 (UD-83) + T2 3 (UD-83) + ingenieur 1 (UD-83) + position_defensive 2 (UD-79) + "
              "poliorcetique 1 (UD-61)");
    }
    SECTION("offensive, held by the enemy: 25 − 25 = 0 %")
    {
        const BattleState state = defending(rules, red, {}, {engineer(rules, 25, true)});
        const SideTotal side = total(rules, state, 1);
        CHECK(side.total == 6);
        CHECK(termSum(side.breakdown, "UD-61") == -2);
    }
    SECTION("never below 0 %")
    {
        CHECK(sumOf(rules, defending(rules, red, {}, {engineer(rules, 50, true)}), 1) == 6);
    }
    SECTION("an offensive holder does not lower its own side's position")
    {
        CHECK(sumOf(rules, defending(rules, red, {engineer(rules, 25, true)}), 1) == 6 + 1 + 2);
    }
    SECTION("a defensive holder does not raise the enemy's position")
    {
        CHECK(sumOf(rules, defending(rules, red, {}, {engineer(rules, 25, false)}), 1) == 8);
    }
    SECTION("both directions add up")
    {
        const BattleState state = defending(rules, red, {engineer(rules, 25, false)}, {engineer(rules, 25, true)});
        CHECK(total(rules, state, 1).total == 6 + 1 + 2);
    }
    SECTION("a countered holder has no effect (UD-65)")
    {
        BattleState state = defending(rules, red, {}, {engineer(rules, 25, true)});
        state.confrontations[0].countered.push_back(CounteredSkill{0, 0, SkillKind::Poliorcetique, 0});
        CHECK(total(rules, state, 1).total == 8);
    }
    SECTION("no effect without a position, unless poliorcetique.requires_position is false")
    {
        const std::vector<Troop> open = troops(rules, 4, "pietaille");
        CHECK(sumOf(rules, defending(rules, open, {engineer(rules, 25, false)}), 1) == 5);
        rules.parameters.poliorcetiqueRequiresPosition = false;
        CHECK(sumOf(rules, defending(rules, open, {engineer(rules, 25, false)}), 1) == 5 + 1); // 25 % of 5
    }
    SECTION("relative mode scales the percentage")
    {
        rules.parameters.poliorcetiqueMode = UmbraParameters::PoliorcetiqueMode::Relative;
        const std::vector<Troop> rabble = troops(rules, 4, "pietaille", {.position = "position_defensive"});
        // 25 % × (100 + 100) / 100 = 50 % of 4 = 2 (points mode would give 125 % = 5).
        CHECK(sumOf(rules, defending(rules, rabble, {}, {}), 1) == 5);
        CHECK(sumOf(rules, defending(rules, rabble, {engineer(rules, 100, false)}), 1) == 4 + 1 + 2);
        CHECK(sumOf(rules, defending(rules, rabble, {}, {engineer(rules, 100, true)}), 1) == 4);
        rules.parameters.poliorcetiqueMode = UmbraParameters::PoliorcetiqueMode::Points;
        CHECK(sumOf(rules, defending(rules, rabble, {engineer(rules, 100, false)}), 1) == 4 + 1 + 5);
    }
}

TEST_CASE("UD-T4 / UD-48 / UD-A28: Combattant de rupture 3 decays +3, +2, +1, 0, 0", "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    const int expected[] = {3, 2, 1, 0, 0};
    for (int fought = 0; fought < 5; ++fought) {
        const Personality fighter =
            makePersonality(rules, "rupture", "figure", {makeSkill(rules, "combattant_de_rupture")},
                            {.moved = fought == 0, .resolutionsFought = fought, .enteredMoving = true});
        BattleState state = defending(rules, {}, {}, {fighter});
        state.confrontations[0].resolutions = fought;
        const SideTotal blue = total(rules, state, 0);
        INFO("resolutions fought " << fought);
        CHECK(termSum(blue.breakdown, "UD-48") == expected[fought]);
        CHECK(blue.total == 2 + 1 + expected[fought]);
    }
}

TEST_CASE("UD-T4 / UD-50: Défenseur 2 decays +2, +1, 0", "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    const int expected[] = {2, 1, 0};
    for (int fought = 0; fought < 3; ++fought) {
        const Personality keeper = makePersonality(rules, "defenseur", "figure", {makeSkill(rules, "defenseur", 2)},
                                                   {.resolutionsFought = fought});
        INFO("resolutions fought " << fought);
        CHECK(bonusOf(rules, defending(rules, {}, {}, {keeper}), 0, "UD-50") == expected[fought]);
    }
}

TEST_CASE("UD-48 / UD-50: moved or stayed, countered, late arrivals", "[force]")
{
    UmbraRuleset rules = shippedRuleset();
    const std::vector<SkillInstance> both{makeSkill(rules, "combattant_de_rupture"), makeSkill(rules, "defenseur")};

    // Moved this turn: rupture only; stayed: défenseur only.
    const BattleState moved = defending(rules, {}, {}, {makePersonality(rules, "p", "figure", both, {.moved = true})});
    CHECK(bonusOf(rules, moved, 0, "UD-48") == 3);
    CHECK(bonusOf(rules, moved, 0, "UD-50") == 0);
    const BattleState stayed = defending(rules, {}, {}, {makePersonality(rules, "p", "figure", both)});
    CHECK(bonusOf(rules, stayed, 0, "UD-48") == 0);
    CHECK(bonusOf(rules, stayed, 0, "UD-50") == 3);

    // After the first resolution, how it entered decides, not this turn's move.
    const BattleState entered = defending(
        rules, {}, {}, {makePersonality(rules, "p", "figure", both, {.resolutionsFought = 1, .enteredMoving = true})});
    CHECK(bonusOf(rules, entered, 0, "UD-48") == 2);
    CHECK(bonusOf(rules, entered, 0, "UD-50") == 0);

    // Countered rupture (UD-65).
    BattleState countered = defending(rules, {}, {}, {makePersonality(rules, "p", "figure", both, {.moved = true})});
    countered.confrontations[0].countered.push_back(CounteredSkill{0, 0, SkillKind::CombattantDeRupture, 0});
    CHECK(termSum(total(rules, countered, 0).breakdown, "UD-48") == 0);

    // A late arrival: its own first resolution by default; nothing under confrontation_start.
    BattleState late = defending(rules, {}, {}, {makePersonality(rules, "p", "figure", both, {.moved = true})});
    late.confrontations[0].resolutions = 2;
    CHECK(termSum(total(rules, late, 0).breakdown, "UD-48") == 3);
    rules.parameters.initialEngagement = UmbraParameters::InitialEngagement::ConfrontationStart;
    CHECK(termSum(total(rules, late, 0).breakdown, "UD-48") == 0);
}

TEST_CASE("UD-T5 / UD-60: Opportuniste adds the streak kept by the confrontation", "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    BattleState state = defending(
        rules, {}, {}, {makePersonality(rules, "opportuniste", "figure", {makeSkill(rules, "opportuniste")})});
    Confrontation &confrontation = state.confrontations[0];
    const int expected[] = {0, 1, 2};
    for (int streak = 0; streak < 3; ++streak) {
        confrontation.opportunisteStreak[0] = streak;
        INFO("streak " << streak);
        CHECK(termSum(total(rules, state, 0).breakdown, "UD-60") == expected[streak]);
    }
    // Only with a present, non-countered holder.
    confrontation.countered.push_back(CounteredSkill{0, 0, SkillKind::Opportuniste, 0});
    CHECK(termSum(total(rules, state, 0).breakdown, "UD-60") == 0);
    confrontation.countered.clear();
    state.sides[0].personalities[0].status = PersonalityStatus::Capture;
    CHECK(termSum(total(rules, state, 0).breakdown, "UD-60") == 0);
    // The enemy's streak is the enemy's.
    confrontation.opportunisteStreak[1] = 2;
    CHECK(termSum(total(rules, state, 1).breakdown, "UD-60") == 0);
}

TEST_CASE("UD-92–UD-94: strategic advantage is added to the next resolution's total", "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    BattleState state = udW4(rules);
    state.confrontations[0].pendingAdvantage[1][1] = 4;
    const SideTotal red = total(rules, state, 1);
    CHECK(red.total == 11);
    CHECK(red.breakdown.explain() ==
          "11 = R1 3 (UD-83) + R2 3 (UD-83) + consolider 1 (UD-78) + avantage_strategique 4 (UD-92)");
    CHECK(total(rules, state, 0).total == 10);
}

TEST_CASE("UD-M1 step 9 / UD-A49: each source of a flat bonus brings it on its own, and reaches a full_total position",
          "[force]")
{
    // The side total skips step 9 when no source is there: each source alone must still bring its term.
    UmbraRuleset rules = shippedRuleset();
    rules.parameters.positionsBase = UmbraParameters::PositionBase::FullTotal;
    BattleState state =
        defending(rules, troops(rules, 2, "fantassins", {.position = "position_defensive", .engagedLastTurn = true}));
    CHECK(total(rules, state, 1).breakdown.explain() ==
          "5 = T1 2 (UD-83) + T2 2 (UD-83) + position_defensive 1 (UD-79)"); // 25 % of 4

    SECTION("an advantage due (UD-92)")
    {
        state.confrontations[0].pendingAdvantage[1][1] = 4;
        CHECK(total(rules, state, 1).breakdown.explain() ==
              "10 = T1 2 (UD-83) + T2 2 (UD-83) + position_defensive 2 (UD-79) + avantage_strategique 4 (UD-92)");
    }
    SECTION("Castramétisation (UD-47)")
    {
        state.confrontations[0].castrametisation[1] = true;
        CHECK(total(rules, state, 1).breakdown.explain() ==
              "6 = T1 2 (UD-83) + T2 2 (UD-83) + position_defensive 1 (UD-79) + castrametisation 1 (UD-47)");
    }
    SECTION("an order to consolidate (UD-78), given to the last troop of the list")
    {
        state.sides[1].troops[1].engagedLastTurn = false;
        state.sides[1].troops[1].order = TroopOrder::Consolider;
        CHECK(total(rules, state, 1).breakdown.explain() ==
              "6 = T1 2 (UD-83) + T2 2 (UD-83) + position_defensive 1 (UD-79) + consolider 1 (UD-78)");
    }
    SECTION("an order given to a troop that fled brings nothing")
    {
        state.sides[1].troops[1].engagedLastTurn = false;
        state.sides[1].troops[1].order = TroopOrder::Consolider;
        state.sides[1].troops[1].status = TroopStatus::EnFuite;
        CHECK(total(rules, state, 1).breakdown.explain() ==
              "3 = T1 2 (UD-83) + position_defensive 1 (UD-79)"); // 25 % of 2, half up
    }
    SECTION("a personality's skill (UD-50)")
    {
        state = defending(rules, troops(rules, 2, "fantassins", {.engagedLastTurn = true}),
                          {makePersonality(rules, "gardien", "figure", {makeSkill(rules, "defenseur", 2)})});
        const SideTotal red = total(rules, state, 1);
        CHECK(termSum(red.breakdown, "UD-50") == 2);
        int sum = 0;
        for (const Term &term : red.breakdown) {
            sum += term.value;
        }
        CHECK(red.total == sum);
    }
}

TEST_CASE("UD-83: members no longer present are neither summed nor counted", "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    BattleState state = udW4(rules);
    state.sides[0].troops[0].status = TroopStatus::EnFuite;
    state.sides[0].troops[3].status = TroopStatus::Disloque;
    state.sides[0].personalities.push_back(makePersonality(rules, "chef", "legende"));
    state.sides[0].personalities.push_back(
        makePersonality(rules, "pris", "legende", {}, {.status = PersonalityStatus::Capture}));
    state.confrontations[0].personalities[0] = {0, 1};
    const SideTotal blue = total(rules, state, 0);
    CHECK(blue.total == 2 + 2 + 3);
    CHECK(blue.troops == 2);
    CHECK(blue.pietailles == 0);
    CHECK(blue.personalities == 1);
    CHECK(blue.breakdown.explain() == "7 = B2 2 (UD-83) + B3 2 (UD-83) + chef 3 (UD-83)");
}

TEST_CASE("UD-83: engaged modifiers reach the side total (Meneur, archers alone, Terreur des faibles)", "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    BattleState state =
        makeBattle(rules,
                   makeSide("bleu", {makeTroop(rules, "A1", "archers"), makeTroop(rules, "A2", "archers")},
                            {makePersonality(rules, "chef", "figure", {makeSkill(rules, "meneur")})}),
                   makeSide("rouge", troops(rules, 3, "pietaille"),
                            {makePersonality(rules, "terreur", "figure", {makeSkill(rules, "terreur_des_faibles")})}),
                   "foret");
    state.confrontations[0].terreurTargets[0] = 1;
    // Blue: (3 + 1 − 2) × 2 + 1; Red: 0 + 1 + 1 + 1.
    CHECK(total(rules, state, 0).total == 5);
    const SideTotal red = total(rules, state, 1);
    CHECK(red.total == 3);
    CHECK(red.troops == 3);
    CHECK(red.pietailles == 3); // terrorised piétailles still count as units (UD-A37)
}

TEST_CASE("UD-20–UD-23: the F tables filled at load match the types and levels, and a ruleset without them gives "
          "the same totals",
          "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    REQUIRE(rules.forceTablesMatch());
    for (std::size_t t = 0; t < rules.troopTypes.size(); ++t) {
        CHECK(rules.typeForces[t].force == rules.troopTypes[t].force);
        CHECK(rules.typeForces[t].role == rules.troopTypes[t].role);
    }
    for (std::size_t a = 0; a < rules.armement.size(); ++a) {
        CHECK(rules.armementForces[a] == rules.armement[a].force);
    }
    for (std::size_t f = 0; f < rules.fatigue.levels.size(); ++f) {
        CHECK(rules.fatigueForces[f] == rules.fatigue.levels[f].force);
    }

    // Every role: the side total's table path against the reference path a ruleset without the table takes.
    BattleState state =
        makeBattle(rules,
                   makeSide("bleu",
                            {makeTroop(rules, "B1", "cavalerie", {.fatigue = "fatigue"}),
                             makeTroop(rules, "B2", "archers", {.training = -1}), makeTroop(rules, "B3", "pietaille"),
                             makeTroop(rules, "B4", "troupe_montee", {.baseType = "archers"}),
                             makeTroop(rules, "B5", "machine_de_guerre", {.machineForce = 7})},
                            {makePersonality(rules, "chef", "figure", {makeSkill(rules, "meneur")})}),
                   makeSide("rouge", {makeTroop(rules, "R1", "archers"), makeTroop(rules, "R2", "archers")}));
    UmbraRuleset withoutTable = rules;
    withoutTable.fatigueForces.pop_back(); // any table out of step sends every troop down the reference path
    for (int slot = 0; slot < 2; ++slot) {
        const SideTotal fast = total(rules, state, slot);
        const SideTotal reference = total(withoutTable, state, slot);
        CHECK(fast.total == reference.total);
        REQUIRE(fast.breakdown.size() == reference.breakdown.size());
        for (std::size_t i = 0; i < fast.breakdown.size(); ++i) {
            CHECK(fast.breakdown[i].label == reference.breakdown[i].label);
            CHECK(fast.breakdown[i].value == reference.breakdown[i].value);
        }
    }
    // Red is archers alone (UD-21): −2 each.
    CHECK(total(rules, state, 1).total == 2 * (rules.troopType(*rules.findTroopType("archers")).force - 2));
}
