// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/levy.h"

#include "support/umbra_fixtures.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace arbitre::umbra;
using arbitre::umbra::test::shippedRuleset;

namespace {

using Basis = UmbraParameters::LevyBasis;

UmbraRuleset withLevy(Rounding rounding, Basis basis)
{
    UmbraRuleset rules = shippedRuleset();
    rules.parameters.levyRounding = rounding;
    rules.parameters.levyBasis = basis;
    return rules;
}

std::vector<int> pietaillesPerStage(const LevyResult &result)
{
    std::vector<int> out;
    for (const LevyArrival &arrival : result.arrivals) {
        out.push_back(arrival.pietailles);
    }
    return out;
}

std::vector<int> unitesPerStage(const LevyResult &result)
{
    std::vector<int> out;
    for (const LevyArrival &arrival : result.arrivals) {
        out.push_back(arrival.unites);
    }
    return out;
}

bool explains(const LevyResult &result, std::string_view ruleId, std::string_view text)
{
    for (const ExplanationLine &line : result.explanation) {
        if (line.ruleId == ruleId && line.text.find(text) != std::string::npos) {
            return true;
        }
    }
    return false;
}

// UD-W3's domain: 8 Groupes de Métayers, 2 knights, 2 squires, 20 men-at-arms.
constexpr Domain PeuPeuple{8, 2, 2, 20};

} // namespace

TEST_CASE("UD-W3 (UD-12, UD-13, UD-15, UD-17): raising the ban of a peu peuplé domain gives 8 piétailles, 1 cavalry "
          "and 4 men-at-arms units",
          "[levy]")
{
    const LevyResult result = banLevy(shippedRuleset(), PeuPeuple);
    CHECK(result.pietailles == 8);
    CHECK(result.cavalryUnits == 1);
    CHECK(result.menAtArmsUnits == 4);
    CHECK(result.unites == 5);
    CHECK(explains(result, "UD-16", "8 piétailles = 8 groupes de métayers"));
    CHECK(explains(result, "UD-14, UD-A5", "cavalry 1 unit = (2 chevaliers + 2 écuyers) 4 / 4 = 1, half up"));
    CHECK(explains(result, "UD-14, UD-A4", "men-at-arms 4 units = 20 hommes d'armes / 5 = 4, floor"));
    CHECK(explains(result, "UD-14", "5 unités = 1 cavalry + 4 men-at-arms"));
}

TEST_CASE("UD-W3: cumulative ceiling brings 2/4 on day 1, 2/1 on day 2, 4/0 on day 3 (UD-18, UD-19, UD-A7)", "[levy]")
{
    const LevyResult result = banLevy(shippedRuleset(), PeuPeuple);
    CHECK(result.arrivals == std::vector<LevyArrival>{{1, 2, 4}, {2, 2, 1}, {3, 4, 0}});
    CHECK(explains(result, "UD-18, UD-19, UD-A7", "day 1 (ceil, cumulative): piétailles 25 % cumulative × 8 = 2"));
    CHECK(explains(result, "UD-18, UD-19, UD-A7", "unités 75 % cumulative × 5 = 3.75 → 4 − 0 raised → 4"));
    CHECK(explains(result, "UD-18, UD-19, UD-A7", "unités 100 % cumulative × 5 = 5 → 5 − 4 raised → 1"));
}

TEST_CASE("UD-W3: the per-stage alternative gives the same arrivals, day 2's units capped to 1 (UD-A7)", "[levy]")
{
    const LevyResult result = banLevy(withLevy(Rounding::Ceil, Basis::PerStage), PeuPeuple);
    CHECK(result.arrivals == std::vector<LevyArrival>{{1, 2, 4}, {2, 2, 1}, {3, 4, 0}});
    CHECK(explains(result, "UD-18, UD-19, UD-A7", "unités 25 % × 5 = 1.25 → 2, capped to the remaining 1 → 1"));
}

TEST_CASE("UD-T9: 3 piétailles arrive 1, 1, 1 with the cumulative ceiling (UD-A7)", "[levy]")
{
    const LevyResult result = banLevy(shippedRuleset(), Domain{3, 0, 0, 0});
    CHECK(pietaillesPerStage(result) == std::vector<int>{1, 1, 1});
    CHECK(unitesPerStage(result) == std::vector<int>{0, 0, 0});
    CHECK(explains(result, "UD-18, UD-19, UD-A7", "piétailles 25 % cumulative × 3 = 0.75 → 1"));
    CHECK(explains(result, "UD-18, UD-19, UD-A7", "piétailles 50 % cumulative × 3 = 1.5 → 2"));
}

TEST_CASE("UD-T9: per stage the ceiling would give 1, 1, 2 = 4, so the last stage is capped to 1 (UD-A7)", "[levy]")
{
    const LevyResult result = banLevy(withLevy(Rounding::Ceil, Basis::PerStage), Domain{3, 0, 0, 0});
    CHECK(pietaillesPerStage(result) == std::vector<int>{1, 1, 1});
    CHECK(explains(result, "UD-18, UD-19, UD-A7", "piétailles 50 % × 3 = 1.5 → 2, capped to the remaining 1 → 1"));
}

TEST_CASE("UD-A4: 22 men-at-arms form 4 units with floor, 4 half up and 5 with ceil", "[levy]")
{
    UmbraRuleset rules = shippedRuleset();
    CHECK(banLevy(rules, Domain{0, 0, 0, 22}).menAtArmsUnits == 4);
    rules.parameters.menAtArmsRounding = Rounding::HalfUp;
    CHECK(banLevy(rules, Domain{0, 0, 0, 22}).menAtArmsUnits == 4);
    rules.parameters.menAtArmsRounding = Rounding::Ceil;
    const LevyResult ceil = banLevy(rules, Domain{0, 0, 0, 22});
    CHECK(ceil.menAtArmsUnits == 5);
    CHECK(ceil.unites == 5);
    CHECK(explains(ceil, "UD-14, UD-A4", "men-at-arms 5 units = 22 hommes d'armes / 5 = 4.4, ceil"));
    // Pas puissant, 5–6 men-at-arms: 1 unit (UD-A4).
    CHECK(banLevy(shippedRuleset(), Domain{0, 0, 1, 6}).menAtArmsUnits == 1);
}

TEST_CASE("UD-A5: one squire alone forms no cavalry, a knight and a squire one unit, 10 + 10 five", "[levy]")
{
    const UmbraRuleset &rules = shippedRuleset();
    CHECK(banLevy(rules, Domain{0, 0, 1, 0}).cavalryUnits == 0);
    CHECK(banLevy(rules, Domain{0, 1, 1, 0}).cavalryUnits == 1);
    CHECK(banLevy(rules, Domain{0, 10, 10, 0}).cavalryUnits == 5);
    CHECK(banLevy(rules, Domain{0, 10, 10, 0}).unites == 5);
}

TEST_CASE("UD-A7: exact roundings of a fraction: floor, ceil, half up, half even, up from .4", "[levy]")
{
    // 13/10 = 1.3, 14/10 = 1.4, 15/10 = 1.5, 25/10 = 2.5, 10/10 = 1.0
    CHECK(roundedFraction(13, 10, Rounding::Ceil) == 2);
    CHECK(roundedFraction(13, 10, Rounding::From04) == 1);
    CHECK(roundedFraction(13, 10, Rounding::HalfUp) == 1);
    CHECK(roundedFraction(14, 10, Rounding::From04) == 2);
    CHECK(roundedFraction(14, 10, Rounding::HalfUp) == 1);
    CHECK(roundedFraction(15, 10, Rounding::HalfUp) == 2);
    CHECK(roundedFraction(15, 10, Rounding::HalfEven) == 2);
    CHECK(roundedFraction(25, 10, Rounding::HalfEven) == 2);
    CHECK(roundedFraction(19, 10, Rounding::Floor) == 1);
    for (Rounding rounding :
         {Rounding::Floor, Rounding::Ceil, Rounding::HalfUp, Rounding::HalfEven, Rounding::From04}) {
        CHECK(roundedFraction(10, 10, rounding) == 1);
        CHECK(roundedFraction(0, 10, rounding) == 0);
    }
    CHECK_THROWS_AS(roundedFraction(1, 0, Rounding::Ceil), std::invalid_argument);
}

TEST_CASE("UD-A7: a 34/19/47 schedule of 10 piétailles, cumulative: ceil 4,2,4, up from .4 4,1,5, half up 3,2,5",
          "[levy]")
{
    // Cumulative shares 3.4, 5.3, 10: .4 separates From04 from HalfUp, .3 separates it from Ceil.
    auto run = [](Rounding rounding, Basis basis) {
        UmbraRuleset rules = withLevy(rounding, basis);
        rules.levySchedule = {{1, 34, 0}, {2, 19, 0}, {3, 47, 100}};
        return pietaillesPerStage(banLevy(rules, Domain{10, 0, 0, 0}));
    };
    CHECK(run(Rounding::Ceil, Basis::Cumulative) == std::vector<int>{4, 2, 4});
    CHECK(run(Rounding::From04, Basis::Cumulative) == std::vector<int>{4, 1, 5});
    CHECK(run(Rounding::HalfUp, Basis::Cumulative) == std::vector<int>{3, 2, 5});
    // Per stage 3.4, 1.9, 4.7: ceil 4, 2, 5 → capped to 4; up from .4 4, 2, 5 → 4; half up 3, 2, 5.
    CHECK(run(Rounding::Ceil, Basis::PerStage) == std::vector<int>{4, 2, 4});
    CHECK(run(Rounding::From04, Basis::PerStage) == std::vector<int>{4, 2, 4});
    CHECK(run(Rounding::HalfUp, Basis::PerStage) == std::vector<int>{3, 2, 5});
}

TEST_CASE("UD-A7: per stage rounding down never loses troops: the stage completing 100 % brings the rest", "[levy]")
{
    // 30/30/40 of 8 per stage, half up: 2.4 → 2, 2.4 → 2, 3.2 → 3 would raise 7 of 8.
    UmbraRuleset rules = withLevy(Rounding::HalfUp, Basis::PerStage);
    rules.levySchedule = {{1, 30, 100}, {2, 30, 0}, {3, 40, 0}};
    const LevyResult result = banLevy(rules, Domain{8, 0, 0, 0});
    CHECK(pietaillesPerStage(result) == std::vector<int>{2, 2, 4});
    CHECK(explains(result, "UD-18, UD-19, UD-A7", "3.2 → 3, the last stage brings the remaining 4 → 4"));
}

TEST_CASE("UD-A8: a schedule short of 100 % says how many never arrive", "[levy]")
{
    UmbraRuleset rules = shippedRuleset();
    rules.levySchedule = {{1, 25, 75}, {2, 25, 0}};
    const LevyResult result = banLevy(rules, PeuPeuple);
    CHECK(result.arrivals == std::vector<LevyArrival>{{1, 2, 4}, {2, 2, 0}});
    CHECK(explains(result, "UD-18, UD-A8", "4 piétailles never arrive"));
    CHECK(explains(result, "UD-18, UD-A8", "1 unités never arrive"));
}

TEST_CASE("UD-16: an empty domain raises nothing, negative counts are refused", "[levy]")
{
    const LevyResult result = banLevy(shippedRuleset(), Domain{});
    CHECK(result.unites == 0);
    CHECK(result.arrivals == std::vector<LevyArrival>{{1, 0, 0}, {2, 0, 0}, {3, 0, 0}});
    CHECK_THROWS_AS(banLevy(shippedRuleset(), Domain{-1, 0, 0, 0}), std::invalid_argument);
}

TEST_CASE("UD-70: a contested lieu-dit raises at most 1 piétaille in total (UD-A10)", "[levy]")
{
    const UmbraParameters &parameters = shippedRuleset().parameters;
    REQUIRE(parameters.contestedPlaceMaxPietaille == 1);
    CHECK(contestedPlaceLevy(parameters, 4, 0) == 1);
    CHECK(contestedPlaceLevy(parameters, 4, 1) == 0);
    CHECK(contestedPlaceLevy(parameters, 0, 0) == 0);
    UmbraParameters three = parameters;
    three.contestedPlaceMaxPietaille = 3;
    CHECK(contestedPlaceLevy(three, 2, 0) == 2);
    CHECK(contestedPlaceLevy(three, 4, 2) == 1);
    CHECK(contestedPlaceLevy(three, 4, 5) == 0);
}
