// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/core/breakdown.h"

#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <type_traits>

using arbitre::Breakdown;
using arbitre::Term;

namespace {

// What the terms say the total is, read the way a player would: add, or jump to the set value.
int replay(const Breakdown &breakdown)
{
    int total = 0;
    for (const Term &term : breakdown) {
        total = term.replaces ? term.value : total + term.value;
    }
    return total;
}

} // namespace

// No heap memory anywhere in a Breakdown: add() and set() only write into the fixed array.
static_assert(std::is_trivially_copyable_v<Breakdown>);
static_assert(std::is_trivially_destructible_v<Breakdown>);

TEST_CASE("An empty breakdown totals and explains as 0", "[breakdown]")
{
    Breakdown breakdown;
    CHECK(breakdown.total() == 0);
    CHECK(breakdown.size() == 0);
    CHECK(breakdown.begin() == breakdown.end());
    CHECK(breakdown.explain() == "0");
}

TEST_CASE("add() appends a term and the total follows", "[breakdown]")
{
    Breakdown breakdown;
    breakdown.add("UD-20", "cavalerie", 6);
    breakdown.add("UD-26", "fatigue", -1);
    breakdown.add("UD-20", "archers", 2);
    CHECK(breakdown.total() == 7);
    REQUIRE(breakdown.size() == 3);
    CHECK(breakdown[1].ruleId == "UD-26");
    CHECK(breakdown[1].label == "fatigue");
    CHECK(breakdown[1].value == -1);
    CHECK_FALSE(breakdown[1].replaces);
}

TEST_CASE("explain() signs later terms with + and a Unicode minus", "[breakdown]")
{
    Breakdown breakdown;
    breakdown.add("UD-20", "cavalerie", 6);
    breakdown.add("UD-26", "fatigue", -1);
    breakdown.add("UD-20", "archers", 2);
    breakdown.add("UD-21", "terrain", 0);
    CHECK(breakdown.explain() ==
          "7 = cavalerie 6 (UD-20) \u2212 fatigue 1 (UD-26) + archers 2 (UD-20) + terrain 0 (UD-21)");
}

TEST_CASE("explain() prints a negative first term and total with a Unicode minus", "[breakdown]")
{
    Breakdown breakdown;
    breakdown.add("UD-26", "fatigue", -2);
    CHECK(breakdown.explain() == "\u22122 = fatigue \u22122 (UD-26)");
    breakdown.add("UD-20", "archers", 5);
    CHECK(breakdown.explain() == "3 = fatigue \u22122 (UD-26) + archers 5 (UD-20)");
}

TEST_CASE("set() records a replacing term and the total becomes its value", "[breakdown]")
{
    Breakdown breakdown;
    breakdown.add("UD-20", "cavalerie", 2);
    breakdown.add("UD-26", "fatigue", -3);
    breakdown.set("UD-30", "floor", 1);
    CHECK(breakdown.total() == 1);
    REQUIRE(breakdown.size() == 3);
    CHECK(breakdown[2].replaces);
    CHECK(breakdown[2].value == 1);
    CHECK(breakdown.explain() == "1 = cavalerie 2 (UD-20) \u2212 fatigue 3 (UD-26) \u2192 floor 1 (UD-30)");

    breakdown.add("UD-20", "archers", 2);
    CHECK(breakdown.total() == 3);
    CHECK(breakdown.explain() ==
          "3 = cavalerie 2 (UD-20) \u2212 fatigue 3 (UD-26) \u2192 floor 1 (UD-30) + archers 2 (UD-20)");
}

TEST_CASE("A set() to a negative value shows the minus after the arrow", "[breakdown]")
{
    Breakdown breakdown;
    breakdown.add("UD-20", "cavalerie", 4);
    breakdown.set("UD-40", "override", -2);
    CHECK(breakdown.total() == -2);
    CHECK(breakdown.explain() == "\u22122 = cavalerie 4 (UD-20) \u2192 override \u22122 (UD-40)");
}

TEST_CASE("A set() as the first term reads like a plain value", "[breakdown]")
{
    Breakdown breakdown;
    breakdown.set("UD-31", "rout", 0);
    CHECK(breakdown.total() == 0);
    CHECK(breakdown[0].replaces);
    CHECK(breakdown.explain() == "0 = rout 0 (UD-31)");
}

TEST_CASE("explain() leaves out an empty label or rule id", "[breakdown]")
{
    Breakdown breakdown;
    breakdown.add("", "base", 3);
    breakdown.add("UD-1", "", -1);
    CHECK(breakdown.explain() == "2 = base 3 \u2212 1 (UD-1)");
}

TEST_CASE("Terms past capacity fold into a last '…' line and the total stays right", "[breakdown]")
{
    Breakdown breakdown;
    for (std::size_t i = 0; i < Breakdown::Capacity - 1; ++i) {
        breakdown.add("UD-1", "one", 1);
    }
    breakdown.add("UD-2", "last", 10);
    REQUIRE(breakdown.size() == Breakdown::Capacity);
    CHECK(breakdown[Breakdown::Capacity - 1].label == "last");

    breakdown.add("UD-3", "extra", 5);
    breakdown.add("UD-4", "extra", -2);
    const int expected = static_cast<int>(Breakdown::Capacity) - 1 + 10 + 5 - 2;
    CHECK(breakdown.size() == Breakdown::Capacity);
    CHECK(breakdown.total() == expected);
    const Term &last = breakdown[Breakdown::Capacity - 1];
    CHECK(last.label == "\u2026");
    CHECK(last.ruleId.empty());
    CHECK(last.value == 13);
    CHECK_FALSE(last.replaces);
    CHECK(replay(breakdown) == breakdown.total());

    const std::string text = breakdown.explain();
    CHECK(text.rfind(std::to_string(expected) + " = one 1 (UD-1) + one 1 (UD-1)", 0) == 0);
    CHECK(text.ends_with(" + one 1 (UD-1) + \u2026 13"));
}

TEST_CASE("A set() past capacity makes the folded line the new total", "[breakdown]")
{
    Breakdown breakdown;
    for (std::size_t i = 0; i < Breakdown::Capacity + 3; ++i) {
        breakdown.add("UD-1", "one", 1);
    }
    CHECK(breakdown.total() == static_cast<int>(Breakdown::Capacity) + 3);

    breakdown.set("UD-30", "floor", 2);
    breakdown.add("UD-5", "late", 4);
    CHECK(breakdown.size() == Breakdown::Capacity);
    CHECK(breakdown.total() == 6);
    const Term &last = breakdown[Breakdown::Capacity - 1];
    CHECK(last.replaces);
    CHECK(last.value == 6);
    CHECK(replay(breakdown) == breakdown.total());
    CHECK(breakdown.explain().ends_with(" + one 1 (UD-1) \u2192 \u2026 6"));
}

TEST_CASE("clear() empties the breakdown for reuse", "[breakdown]")
{
    Breakdown breakdown;
    breakdown.add("UD-20", "cavalerie", 6);
    breakdown.set("UD-30", "floor", 9);
    breakdown.clear();
    CHECK(breakdown.size() == 0);
    CHECK(breakdown.total() == 0);
    CHECK(breakdown.explain() == "0");
    breakdown.add("UD-26", "fatigue", -1);
    CHECK(breakdown.explain() == "\u22121 = fatigue \u22121 (UD-26)");
}

TEST_CASE("An Appender leaves the same terms and total as add() term by term", "[breakdown]")
{
    Breakdown byAdd;
    Breakdown byAppender;
    byAdd.set("UD-30", "plancher", 1);
    byAppender.set("UD-30", "plancher", 1);
    REQUIRE(byAppender.room() == Breakdown::Capacity - 1);
    Breakdown::Appender appender = byAppender.appender();
    for (int i = 0; i < 5; ++i) {
        byAdd.add("UD-83", "troop", i - 2);
        appender.add("UD-83", "troop", i - 2);
    }
    CHECK(byAppender.size() == 1); // nothing lands before commit()
    byAppender.commit(appender);
    byAdd.add("UD-92", "avantage_strategique", 2);
    byAppender.add("UD-92", "avantage_strategique", 2);
    CHECK(byAppender.total() == byAdd.total());
    CHECK(byAppender.room() == Breakdown::Capacity - 7);
    REQUIRE(byAppender.size() == byAdd.size());
    for (std::size_t i = 0; i < byAdd.size(); ++i) {
        CHECK(byAppender[i].ruleId == byAdd[i].ruleId);
        CHECK(byAppender[i].label == byAdd[i].label);
        CHECK(byAppender[i].value == byAdd[i].value);
        CHECK(byAppender[i].replaces == byAdd[i].replaces);
    }
    CHECK(byAppender.explain() == byAdd.explain());
    CHECK(replay(byAppender) == byAppender.total());
}

TEST_CASE("Breakdown sums in 64 bits: a total beyond MaxTotal is out of range and positive, never wrapped",
          "[breakdown][limits]")
{
    Breakdown breakdown;
    for (int i = 0; i < 3; ++i)
        breakdown.add("UD-83", "machine", 1000000000); // 3 × 10^9: wrapped to −1 294 967 296 in an int
    CHECK(breakdown.outOfRange());
    CHECK(breakdown.total() == Breakdown::MaxTotal + 1);
    CHECK(breakdown.explain().starts_with("3000000000 = "));

    Breakdown atLimit;
    atLimit.add("", "a", 600000000);
    atLimit.add("", "b", 400000000);
    CHECK_FALSE(atLimit.outOfRange());
    CHECK(atLimit.total() == 1000000000);
    atLimit.add("", "c", -2000000000);
    CHECK_FALSE(atLimit.outOfRange());
    CHECK(atLimit.total() == -1000000000);
    atLimit.add("", "d", -1);
    CHECK(atLimit.outOfRange());
    CHECK(atLimit.total() == -Breakdown::MaxTotal - 1);

    // Folded past capacity, the last line saturates instead of wrapping; the total stays exact.
    Breakdown folded;
    for (std::size_t i = 0; i < Breakdown::Capacity + 4; ++i)
        folded.add("", "m", 1000000000);
    CHECK(folded.outOfRange());
    CHECK(folded[Breakdown::Capacity - 1].value == INT32_MAX);
}
