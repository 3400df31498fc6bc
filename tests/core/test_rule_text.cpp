// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// A rule id opens that rule's text: the paragraph of each id in the shipped digests (resources/rules/).
#include "arbitre/core/rule_text.h"

#include "test_paths.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <iterator>
#include <optional>
#include <string>

using arbitre::findRuleParagraph;
using arbitre::isRuleId;

namespace {

std::string digest(const char *name)
{
    std::ifstream in(arbitre::test::sourceDir() / "resources" / "rules" / name, std::ios::binary);
    REQUIRE(in);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

} // namespace

TEST_CASE("Rule ids are told from other words", "[rule-text]")
{
    for (const char *id : {"UD-83", "UD-A52", "UD-M5", "PM-W1", "NF-11", "VE-M6", "DU-2"})
        CHECK(isRuleId(id));
    for (const char *text : {"", "UD-", "UD83", "ud-83", "UD-83a", "UD-AB1", "U-83", "UD-83 ", "Force"})
        CHECK_FALSE(isRuleId(text));
}

TEST_CASE("UD-83 opens the paragraph of the Force total, and UD-8 not UD-83", "[rule-text]")
{
    const std::string umbra = digest("umbra-draconis.md");
    const std::optional<std::string> total = findRuleParagraph(umbra, "UD-83");
    REQUIRE(total);
    CHECK(total->starts_with("**UD-83** *Total de Force*. Add up the F of all units"));
    CHECK(total->find("**UD-84**") == std::string::npos);
    CHECK(total->ends_with("\n"));
    CHECK_FALSE(total->ends_with("\n\n"));

    // A rule followed by its list keeps the list (UD-8, the horses), and stops before UD-9.
    const std::optional<std::string> horses = findRuleParagraph(umbra, "UD-8");
    REQUIRE(horses);
    CHECK(horses->starts_with("**UD-8** *Cheval*."));
    CHECK(horses->find('\n') < horses->size() - 1); // more than one line
    CHECK(horses->find("UD-9**") == std::string::npos);
}

TEST_CASE("An ambiguity UD-A52, PM-6, NF-11 and VE-M6 each open their own paragraph", "[rule-text]")
{
    const std::optional<std::string> adjacency = findRuleParagraph(digest("umbra-draconis.md"), "UD-A52");
    REQUIRE(adjacency);
    CHECK(adjacency->starts_with("**UD-A52 Adjacency trigger and grouping.**"));

    const std::optional<std::string> pm = findRuleParagraph(digest("pm-battle.md"), "PM-6");
    REQUIRE(pm);
    CHECK(pm->starts_with("**PM-6"));
    CHECK(pm->find("**PM-7") == std::string::npos);

    const std::optional<std::string> generals = findRuleParagraph(digest("napoleonic-figures.md"), "NF-11");
    REQUIRE(generals);
    CHECK(generals->starts_with("**NF-11 Generals in melee.**"));

    const std::optional<std::string> ve = findRuleParagraph(digest("vive-l-empereur.md"), "VE-M6");
    REQUIRE(ve);
    CHECK(ve->starts_with("**VE-M6"));
}

TEST_CASE("A worked example defined by a heading opens up to the next heading", "[rule-text]")
{
    const std::optional<std::string> example = findRuleParagraph(digest("pm-battle.md"), "PM-W1");
    REQUIRE(example);
    CHECK(example->starts_with("### PM-W1 The source's cap example"));
    CHECK(example->find("### ", 4) == std::string::npos);
}

TEST_CASE("An id a digest does not define, or cites only, opens nothing", "[rule-text]")
{
    const std::string umbra = digest("umbra-draconis.md");
    CHECK_FALSE(findRuleParagraph(umbra, "UD-999"));
    CHECK_FALSE(findRuleParagraph(umbra, "PM-6")); // another system's digest
    CHECK_FALSE(findRuleParagraph(umbra, "not an id"));
    CHECK_FALSE(findRuleParagraph("See **UD-83** below.\n", "UD-83")); // cited mid-line, not defined
}
