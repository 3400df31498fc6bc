// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/force.h"

#include "support/umbra_builders.h"
#include "support/umbra_fixtures.h"

#include <catch2/catch.hpp>

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

using namespace arbitre;
using namespace arbitre::umbra;
using namespace arbitre::umbra::test;

namespace {

int tableIndex(const UmbraRuleset &rules, std::string_view id)
{
    for (std::size_t i = 0; i < rules.tables.size(); ++i) {
        if (rules.tables[i].id == id) {
            return static_cast<int>(i);
        }
    }
    throw std::invalid_argument("unknown table '" + std::string(id) + "'");
}

struct Pair
{
    int stronger;
    int weaker;
    std::string_view table;
};

std::vector<Troop> troops(const UmbraRuleset &rules, int count, std::string_view type)
{
    std::vector<Troop> result;
    for (int i = 1; i <= count; ++i) {
        result.push_back(makeTroop(rules, "T" + std::to_string(i), type));
    }
    return result;
}

std::vector<Personality> personalities(const UmbraRuleset &rules, int count)
{
    std::vector<Personality> result;
    for (int i = 1; i <= count; ++i) {
        result.push_back(makePersonality(rules, "P" + std::to_string(i), "figure"));
    }
    return result;
}

} // namespace

TEST_CASE("UD-T2 / UD-87: every pair of totals picks its table", "[force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    const std::vector<Pair> pairs{
        {7, 7, "table_i"},   {7, 6, "table_i"},   {2, 1, "table_i"},    {6, 4, "table_ii"},
        {10, 7, "table_ii"}, {4, 2, "table_iii"}, {10, 5, "table_iii"}, {3, 1, "table_iv"},
        {9, 3, "table_iv"},  {10, 3, "table_iv"}, {5, 0, "table_iv"},
    };
    for (const Pair &pair : pairs) {
        INFO(pair.stronger << " vs " << pair.weaker);
        const TableChoice choice = chooseTable(rules, pair.stronger, pair.weaker);
        CHECK(choice.table == tableIndex(rules, pair.table));
        CHECK(choice.difference == pair.stronger - pair.weaker);
        CHECK(std::string_view(choice.reason).size() > 0);
        CHECK(std::string_view(choice.ruleId).size() > 0);
    }
    // The weaker side first reads the same.
    CHECK(chooseTable(rules, 5, 10).table == tableIndex(rules, "table_iii"));
    CHECK(chooseTable(rules, 5, 10).difference == 5);
    CHECK(chooseTable(rules, 0, 0).table == tableIndex(rules, "table_i"));
}

TEST_CASE("UD-A57 / UD-A58: table_select parameters", "[force]")
{
    UmbraRuleset rules = shippedRuleset();
    SECTION("tie_band_overrides_ratio = false: the ratio comes first")
    {
        rules.parameters.tieBandOverridesRatio = false;
        CHECK(chooseTable(rules, 2, 1).table == tableIndex(rules, "table_iii"));
        CHECK(chooseTable(rules, 1, 0).table == tableIndex(rules, "table_iv"));
        CHECK(chooseTable(rules, 7, 6).table == tableIndex(rules, "table_i"));
        CHECK(chooseTable(rules, 0, 0).table == tableIndex(rules, "table_i"));
    }
    SECTION("ratio_inclusive = false: exactly double or triple is not enough")
    {
        rules.parameters.ratioInclusive = false;
        CHECK(chooseTable(rules, 10, 5).table == tableIndex(rules, "table_ii"));
        CHECK(chooseTable(rules, 9, 3).table == tableIndex(rules, "table_iii"));
        CHECK(chooseTable(rules, 10, 3).table == tableIndex(rules, "table_iv"));
        CHECK(chooseTable(rules, 5, 0).table == tableIndex(rules, "table_iv"));
    }
    SECTION("superior_min_difference = 3: a difference of 2 stays on Table I")
    {
        rules.parameters.superiorMinDifference = 3;
        CHECK(chooseTable(rules, 6, 4).table == tableIndex(rules, "table_i"));
        CHECK(chooseTable(rules, 10, 7).table == tableIndex(rules, "table_ii"));
    }
    SECTION("tie_max_difference and the ratios are read from the ruleset")
    {
        rules.parameters.tieMaxDifference = 2;
        CHECK(chooseTable(rules, 6, 4).table == tableIndex(rules, "table_i"));
        rules.parameters.doubleRatio = 3;
        rules.parameters.tripleRatio = 4;
        CHECK(chooseTable(rules, 9, 3).table == tableIndex(rules, "table_iii"));
        CHECK(chooseTable(rules, 12, 3).table == tableIndex(rules, "table_iv"));
    }
}

TEST_CASE("UD-T3 / UD-84 / UD-A53: major battle from the units engaged", "[force]")
{
    UmbraRuleset rules = shippedRuleset();
    const auto battle = [&](int a, int b, int aPersonalities, std::string_view type = "fantassins") {
        return makeBattle(rules, makeSide("bleu", troops(rules, a, type), personalities(rules, aPersonalities)),
                          makeSide("rouge", troops(rules, b, "fantassins")));
    };
    const auto side = [&](const BattleState &state, int slot) {
        return sideTotal(rules, state, state.confrontations[0], slot);
    };
    const auto units = [&](const BattleState &state) { return countedUnits(rules, side(state, 0), side(state, 1)); };

    // 6 + 5 = 11 troops → bataille majeure.
    const BattleState big = battle(6, 5, 0);
    CHECK(units(big) == 11);
    CHECK(isMajorBattle(rules, units(big)));

    // 5 + 5 = 10 troops plus 3 personalities → engagement classique.
    const BattleState led = battle(5, 5, 3);
    CHECK(side(led, 0).personalities == 3);
    CHECK(units(led) == 10);
    CHECK_FALSE(isMajorBattle(rules, units(led)));

    // Piétaille counts by default (UD-W4 counts 6), not under major_battle.count_pietaille = false.
    const BattleState rabble = battle(6, 5, 0, "pietaille");
    CHECK(units(rabble) == 11);
    rules.parameters.majorBattleCountPietaille = false;
    CHECK(units(rabble) == 5);
    CHECK_FALSE(isMajorBattle(rules, units(rabble)));

    rules.parameters.majorBattleMinUnits = 5;
    CHECK(isMajorBattle(rules, 5));
    CHECK_FALSE(isMajorBattle(rules, 4));
}
