// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "support/umbra_fixtures.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace arbitre;
using namespace arbitre::umbra;
using arbitre::umbra::test::shippedRuleset;

namespace {

/** A row of the digest's tables, number for number. */
struct DigestRow
{
    int first;
    int last;
    const char *colour;
    RowEffect superior;
    RowEffect inferior;
    const char *fr;
};

/** wounds W, morale M (M maj in a major battle, -1 = same), +F next, dégâts. */
RowEffect effect(int wounds, int morale = 0, int moraleMajor = -1, int advantage = 0, int degats = 0)
{
    RowEffect e;
    e.wounds = wounds;
    e.morale = morale;
    e.moraleMajor = moraleMajor;
    e.advantage = advantage;
    e.degats = degats;
    return e;
}

const RowEffect None{};

void checkEffect(const RowEffect &actual, const RowEffect &expected)
{
    CHECK(actual.wounds == expected.wounds);
    CHECK(actual.degats == expected.degats);
    CHECK(actual.morale == expected.morale);
    CHECK(actual.moraleMajor == expected.moraleMajor);
    CHECK(actual.advantage == expected.advantage);
}

void checkTable(std::size_t index, const char *id, const std::vector<DigestRow> &expected)
{
    const UmbraRuleset &rules = shippedRuleset();
    REQUIRE(rules.tables.size() == 4);
    const ConfrontationTable &table = rules.tables[index];
    CHECK(table.id == id);
    CHECK(table.dieSides == 10); // UD-86: one d10
    REQUIRE(table.rows.size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const TableRow &row = table.rows[i];
        INFO(std::string(id) + " row " + std::to_string(i));
        CHECK(row.minFace == expected[i].first);
        CHECK(row.maxFace == expected[i].last);
        CHECK(rules.colours[static_cast<std::size_t>(row.colour)].id == expected[i].colour);
        CHECK(row.text.fr == expected[i].fr);
        CHECK_FALSE(row.text.en.empty());
        {
            INFO("superior");
            checkEffect(row.superior, expected[i].superior);
        }
        {
            INFO("inferior");
            checkEffect(row.inferior, expected[i].inferior);
        }
        for (int face = expected[i].first; face <= expected[i].last; ++face) {
            CHECK(&table.row(face) == &row);
        }
    }
}

} // namespace

TEST_CASE("UD-91 table I rows match the digest", "[ruleset]")
{
    checkTable(0, "table_i",
               {
                   {1, 2, "rouge", effect(1), None, "le parti supérieur est blessé"},
                   {3, 3, "noir", effect(0, 1), None, "le parti supérieur subit une perte de moral"},
                   {4, 4, "jaune", effect(0, 1), effect(0, 1), "les deux partis subissent une perte de moral"},
                   {5, 6, "gris", None, None, "statu quo"},
                   {7, 7, "bleu", effect(1), effect(1), "les deux partis subissent une blessure"},
                   {8, 8, "mauve", None, effect(0, 1, 2),
                    "le parti inférieur subit une perte de moral (2 si bataille majeure)"},
                   {9, 10, "vert", None, effect(0, 0, -1, 0, 1), "le parti inférieur subit un dégât"},
               });
}

TEST_CASE("UD-A56 table I face 5 is gris", "[ruleset]")
{
    const UmbraRuleset &rules = shippedRuleset();
    const TableRow &five = rules.tables[0].row(5);
    CHECK(rules.colours[static_cast<std::size_t>(five.colour)].id == "gris");
    CHECK(&five == &rules.tables[0].row(6));
}

TEST_CASE("UD-A59 table I dégât reads as a wound by default", "[ruleset]")
{
    const UmbraRuleset &rules = shippedRuleset();
    CHECK(rules.parameters.degatEffect == UmbraParameters::DegatEffect::Blessure);
    CHECK(rules.tables[0].row(9).inferior.degats == 1);
}

TEST_CASE("UD-92 table II rows match the digest", "[ruleset]")
{
    checkTable(1, "table_ii",
               {
                   {1, 1, "rouge", effect(1), None, "le parti supérieur est blessé"},
                   {2, 3, "noir", None, effect(0, 0, -1, 4),
                    "avantage stratégique, le parti inférieur gagne 4F au prochain tour"},
                   {4, 4, "jaune", effect(1), effect(1), "les deux partis subissent une blessure"},
                   {5, 5, "gris", effect(0, 0, -1, 3), None,
                    "avantage stratégique, le parti supérieur gagne 3F au prochain tour"},
                   {6, 6, "bleu", effect(1), effect(1, 1),
                    "le parti supérieur est blessé, l'autre subit une blessure et une perte de moral"},
                   {7, 7, "mauve", None, effect(0, 1, 2),
                    "le parti inférieur subit une perte de moral (2 si bataille majeure)"},
                   {8, 10, "vert", None, effect(1), "le parti inférieur est blessé"},
               });
}

TEST_CASE("UD-93 table III rows match the digest", "[ruleset]")
{
    checkTable(
        2, "table_iii",
        {
            {1, 1, "rouge", effect(1), None, "le parti supérieur est blessé"},
            {2, 2, "noir", None, effect(0, 0, -1, 4),
             "avantage stratégique, le parti inférieur gagne 4F au prochain tour"},
            {3, 3, "jaune", effect(1), effect(2, 2),
             "le parti supérieur est blessé, l'autre subit deux blessures puis deux pertes de moral"},
            {4, 4, "gris", None, effect(0, 2, 3),
             "le parti inférieur subit deux pertes de moral (3 si bataille majeure)"},
            {5, 7, "bleu", None, effect(1), "le parti inférieur subit une blessure"},
            {8, 9, "mauve", None, effect(2), "le parti inférieur subit deux blessures"},
            {10, 10, "vert", None, effect(2, 3), "le parti inférieur subit deux blessures puis 3 pertes de moral"},
        });
}

TEST_CASE("UD-94 table IV rows match the digest", "[ruleset]")
{
    checkTable(
        3, "table_iv",
        {
            {1, 1, "rouge", effect(0, 1), None, "le parti supérieur subit une perte de moral"},
            {2, 2, "noir", None, effect(0, 0, -1, 6),
             "avantage stratégique, le parti inférieur gagne 6F au prochain tour"},
            {3, 3, "jaune", effect(0, 1), effect(2, 2),
             "le parti supérieur subit une perte de moral, l'autre subit deux blessures puis deux pertes de "
             "moral"},
            {4, 4, "gris", None, effect(0, 3, 4),
             "le parti inférieur subit trois pertes de moral (4 si bataille majeure)"},
            {5, 5, "bleu", None, effect(1), "le parti inférieur subit une blessure"},
            {6, 8, "mauve", None, effect(2), "le parti inférieur subit deux blessures"},
            {9, 10, "vert", None, effect(2, 3), "le parti inférieur subit deux blessures puis 3 pertes de moral"},
        });
}

TEST_CASE("UD-A60 major-battle morale counts only on the rows that say so", "[ruleset]")
{
    const UmbraRuleset &rules = shippedRuleset();
    CHECK(rules.tables[0].row(8).inferior.moraleLosses(true) == 2);
    CHECK(rules.tables[0].row(8).inferior.moraleLosses(false) == 1);
    CHECK(rules.tables[0].row(4).inferior.moraleLosses(true) == 1); // keeps its count
    CHECK(rules.tables[2].row(10).inferior.moraleLosses(true) == 3);
    CHECK(rules.tables[3].row(4).inferior.moraleLosses(true) == 4);
}

TEST_CASE("UD-101 rally table moyenne: 1-2 rouge, 3-8 blanc, 9-10 vert (UD-A65)", "[ruleset]")
{
    const UmbraRuleset &rules = shippedRuleset();
    REQUIRE(rules.rallyTables.size() == 1);
    const RallyTable &moyenne = rules.rallyTables[0];
    CHECK(moyenne.id == "moyenne");
    CHECK(rules.findRallyTable("moyenne") == 0);
    CHECK(moyenne.dieSides == 10);
    REQUIRE(moyenne.rows.size() == 3);
    const std::vector<std::tuple<int, int, std::string, RallyResult, std::string>> expected{
        {1, 2, "rouge", RallyResult::Deroute, "déroute"},
        {3, 8, "blanc", RallyResult::StatuQuo, "statu quo"},
        {9, 10, "vert", RallyResult::Ralliement, "ralliement"},
    };
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const RallyRow &row = moyenne.rows[i];
        CHECK(row.minFace == std::get<0>(expected[i]));
        CHECK(row.maxFace == std::get<1>(expected[i]));
        CHECK(row.colour == std::get<2>(expected[i]));
        CHECK(row.result == std::get<3>(expected[i]));
        CHECK(row.label.fr == std::get<4>(expected[i]));
    }
    CHECK(rules.parameters.defaultCommandLevel == 0); // UD-A67: moyenne
}
