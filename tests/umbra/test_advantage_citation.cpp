// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// UD-92–UD-94: a strategic advantage is cited, in the next turn's breakdown, by the rule of the table
// that granted it.
#include "arbitre/umbra/force.h"
#include "arbitre/umbra/resolution.h"

#include "support/umbra_builders.h"
#include "support/umbra_fixtures.h"

#include <catch2/catch.hpp>

using namespace arbitre;
using namespace arbitre::umbra;
using namespace arbitre::umbra::test;

namespace {

ResolutionResult resolve(const UmbraRuleset &rules, BattleState &state, std::vector<int> dice,
                         const ResolutionDecisions &decisions = {})
{
    ListDice list(std::move(dice));
    ResolutionResult result;
    resolveConfrontation(rules, state, 0, list, decisions, result);
    REQUIRE(list.remaining() == 0);
    return result;
}

/** The advantage terms of Red's next total, as "RULE VALUE" each. */
std::vector<std::string> advantageTerms(const UmbraRuleset &rules, const BattleState &state)
{
    std::vector<std::string> terms;
    for (const Term &term : sideTotal(rules, state, state.confrontations[0], 1).breakdown)
        if (term.label == "avantage_strategique")
            terms.push_back(std::string(term.ruleId) + " " + std::to_string(term.value));
    return terms;
}

std::string tableOf(const UmbraRuleset &rules, const ResolutionResult &result)
{
    return rules.tables[static_cast<std::size_t>(result.table.table)].id;
}

} // namespace

TEST_CASE("UD-93 an advantage won on Table III is cited as UD-93 in the next turn's breakdown", "[resolution][force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    BattleState state = blueVsRed(rules);
    resolve(rules, state, {8}); // UD-W4: R1 wounded, next turn 10 vs 5
    const ResolutionResult second = resolve(rules, state, {2});
    REQUIRE(tableOf(rules, second) == "table_iii");
    CHECK(rules.colours[static_cast<std::size_t>(second.draws[0].colour)].id == "noir"); // the weaker gains 4 F
    CHECK(state.confrontations[0].pendingAdvantage[1][2] == 4);
    CHECK(advantageTerms(rules, state) == std::vector<std::string>{"UD-93 4"});
}

TEST_CASE("UD-94 an advantage won on Table IV is cited as UD-94 in the next turn's breakdown", "[resolution][force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    BattleState state = blueVsRed(rules);
    resolve(rules, state, {8});
    ResolutionDecisions decisions;
    const std::vector<MemberRef> allocation = {{MemberRef::Kind::Troop, 1, 1}, {MemberRef::Kind::Troop, 1, 0}};
    decisions.allocation = allocation;
    resolve(rules, state, {9}, decisions); // UD-W4 continuation: R1 eliminated, next turn 10 vs 2
    const ResolutionResult third = resolve(rules, state, {2});
    REQUIRE(tableOf(rules, third) == "table_iv");
    CHECK(rules.colours[static_cast<std::size_t>(third.draws[0].colour)].id == "noir"); // the weaker gains 6 F
    CHECK(advantageTerms(rules, state) == std::vector<std::string>{"UD-94 6"});
}

TEST_CASE("UD-92 an advantage won on Table II is still cited as UD-92, and each table's advantage by its own rule",
          "[resolution][force]")
{
    const UmbraRuleset &rules = shippedRuleset();
    BattleState state = blueVsRed(rules);
    const ResolutionResult first = resolve(rules, state, {2});
    REQUIRE(tableOf(rules, first) == "table_ii");
    CHECK(advantageTerms(rules, state) == std::vector<std::string>{"UD-92 4"});
    // Two tables in one resolution (a major battle whose table changes between draws, UD-A54): one term each.
    state.confrontations[0].pendingAdvantage[1][2] = 4;
    CHECK(advantageTerms(rules, state) == std::vector<std::string>{"UD-92 4", "UD-93 4"});
    CHECK(state.confrontations[0].advantageDue(1) == 8);
}
