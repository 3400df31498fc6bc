// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/napoleonic/figures_procedures.h"
#include "support/figures_fixtures.h"

#include <catch2/catch.hpp>

#include <array>
#include <string>
#include <string_view>

using namespace arbitre::napoleonic;
using arbitre::napoleonic::test::shippedFigures;

namespace {

struct DigestFormationRow
{
    std::string_view from;
    std::string_view to;
    std::array<int, 12> pa;
};

// The tables below are the digest's (napoleonic-figures.md), cell for cell, in its own notation.
// NF-14 in the digest order, score −6 … +6; "?" = absent from the source, "" = empty.
const std::array<std::array<std::string_view, 16>, 13> DigestLossTable{{
    {{"", "", "", "", "*", "*", "*", "*", "1", "1", "1", "1", "1", "1", "1+", "2"}},             // -6
    {{"", "", "", "*", "*", "*", "*", "1", "1", "1", "1+", "1+", "1+", "1+", "2", "?"}},         // -5
    {{"", "", "*", "*", "*", "1", "1", "1", "1+", "1+", "1+", "1+", "1+", "2", "2", "?"}},       // -4
    {{"", "*", "*", "*", "1", "1", "1", "1+", "1+", "1+", "2", "2", "2", "2+", "3", "?"}},       // -3
    {{"*", "*", "*", "1", "1", "1+", "1+", "1+", "2", "2", "2", "2+", "2+", "2+", "3", "?"}},    // -2
    {{"*", "*", "1", "1", "1+", "1+", "1+", "2", "2", "2", "2+", "2+", "2+", "3", "4", "?"}},    // -1
    {{"*", "*", "1", "1", "1+", "1+", "2", "2", "2", "2+", "2+", "3", "3", "3+", "4", "?"}},     // 0
    {{"*", "1", "1", "1+", "1+", "2", "2", "2+", "2+", "3", "3", "3+", "3+", "4", "5", "?"}},    // +1
    {{"*", "1", "1+", "1+", "2", "2", "2+", "2+", "3", "3", "3+", "4", "4", "4+", "5", "?"}},    // +2
    {{"1", "1+", "1+", "2", "2+", "2+", "3", "3+", "3+", "4", "4+", "5", "5+", "5+", "6", "?"}}, // +3
    {{"1", "1+", "2", "2", "2+", "3", "3", "3+", "4", "5", "5+", "6", "6+", "7", "7+", "?"}},    // +4
    {{"1+", "2", "2+", "2+", "3", "3+", "4", "4+", "5", "6", "7", "7+", "8", "8+", "9", "?"}},   // +5
    {{"1+", "2", "2+", "3", "3+", "4", "5", "6", "7", "7+", "8", "9", "9+", "10", "11", "?"}},   // +6
}};
// NF-19 (default reading), −1 = empty (eliminated).
const std::array<std::array<int, 25>, 20> DigestPercentages{{
    {{35, 15, 10, 10, 5, 5, 5, 5, 5, 5, 5, 5, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},                      // 1 steps
    {{65, 35, 20, 15, 15, 10, 10, 10, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 0}},                  // 2 steps
    {{-1, 50, 35, 25, 20, 15, 15, 15, 10, 10, 10, 10, 10, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5}},             // 3 steps
    {{-1, 65, 45, 35, 25, 20, 20, 15, 15, 15, 10, 10, 10, 10, 10, 10, 10, 5, 5, 5, 5, 5, 5, 5, 5}},         // 4 steps
    {{-1, 85, 55, 40, 35, 30, 25, 20, 20, 15, 15, 15, 15, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 5, 5}},   // 5 steps
    {{-1, -1, 65, 50, 40, 35, 30, 25, 20, 20, 15, 15, 15, 15, 15, 15, 10, 10, 10, 10, 10, 10, 10, 10, 5}},  // 6 steps
    {{-1, -1, 80, 60, 45, 40, 35, 30, 25, 25, 20, 20, 20, 15, 15, 15, 15, 15, 10, 10, 10, 10, 10, 10, 10}}, // 7 steps
    {{-1, -1, 90, 65, 55, 45, 40, 35, 30, 25, 25, 20, 20, 20, 20, 15, 15, 15, 15, 15, 15, 10, 10, 10, 10}}, // 8 steps
    {{-1, -1, -1, 75, 60, 50, 45, 40, 35, 30, 25, 25, 25, 20, 20, 20, 20, 15, 15, 15, 15, 15, 15, 15, 10}}, // 9 steps
    {{-1, -1, -1, 85, 65, 55, 50, 40, 35, 35, 30, 30, 25, 25, 20, 20, 20, 20, 15, 15, 15, 15, 15, 15, 10}}, // 10 steps
    {{-1, -1, -1, 90, 75, 60, 50, 45, 40, 35, 35, 30, 30, 25, 25, 25, 20, 20, 20, 20, 15, 15, 15, 15, 10}}, // 11 steps
    {{-1, -1, -1, -1, 80, 65, 55, 50, 45, 40, 35, 35, 30, 30, 25, 25, 25, 20, 20, 20, 20, 20, 15, 15, 15}}, // 12 steps
    {{-1, -1, -1, -1, 85, 70, 60, 55, 50, 45, 40, 35, 35, 30, 30, 25, 25, 25, 20, 20, 20, 20, 20, 20, 15}}, // 13 steps
    {{-1, -1, -1, -1, 95, 80, 65, 60, 50, 45, 40, 40, 35, 35, 30, 30, 25, 25, 25, 25, 20, 20, 20, 20, 15}}, // 14 steps
    {{-1, -1, -1, -1, -1, 85, 70, 60, 55, 50, 45, 40, 40, 35, 35, 30, 30, 25, 25, 25, 25, 20, 20, 20, 15}}, // 15 steps
    {{-1, -1, -1, -1, -1, 90, 75, 65, 60, 55, 50, 45, 40, 40, 35, 35, 30, 30, 25, 25, 25, 25, 20, 20, 20}}, // 16 steps
    {{-1, -1, -1, -1, -1, 95, 80, 70, 65, 55, 50, 45, 45, 40, 40, 35, 35, 30, 30, 25, 25, 25, 25, 25, 20}}, // 17 steps
    {{-1, -1, -1, -1, -1, -1, 85, 75, 65, 60, 55, 50, 45, 45, 40, 40, 35, 35, 30, 30, 25, 25, 25, 25, 20}}, // 18 steps
    {{-1, -1, -1, -1, -1, -1, 90, 80, 70, 65, 60, 55, 50, 45, 40, 40, 35, 35, 35, 30, 30, 30, 30, 30, 20}}, // 19 steps
    {{-1, -1, -1, -1, -1, -1, 95, 85, 75, 65, 60, 55, 50, 50, 45, 40, 40, 35, 35, 35, 30, 30, 30, 30, 20}}, // 20 steps
}};
// NF-25: from, to (digest words), 12 PA cells, −1 = "-".
const std::array<DigestFormationRow, 20> DigestFormationChanges{{
    {"COM", "COC", {1, 1, 1, 2, 2, 1, 1, 2, 2, 1, 2, 1}},
    {"COC", "COD", {1, 1, 1, 2, 2, 1, 1, 2, 2, 1, 2, 1}},
    {"COC", "Ligne", {3, 2, 2, 4, 3, 4, 3, 2, 2, 2, 3, 2}},
    {"COC", "Carré", {2, 2, -1, 1, -1, 1, -1, -1, 3, -1, -1, -1}},
    {"COC", "COF (closed column)", {1, 1, -1, -1, -1, -1, -1, -1, -1, -1, 1, -1}},
    {"COC", "EBI", {2, 2, -1, 3, -1, 3, 3, -1, 3, -1, 3, -1}},
    {"COD", "COC", {1, 1, 1, 2, 2, 1, 1, 2, 2, 1, 2, 1}},
    {"COD", "Ligne", {2, 1, 1, 4, 3, 4, 1, 2, 2, 1, 2, 1}},
    {"COD", "Carré", {1, 1, -1, 1, -1, 4, -1, -1, 1, -1, 2, -1}},
    {"COD", "COF (closed column)", {1, 1, -1, 1, -1, -1, 1, -1, -1, -1, 1, -1}},
    {"COD", "EBI", {1, 1, -1, -1, -1, 2, 2, -1, 2, -1, 2, -1}},
    {"Ligne", "COC", {3, 2, 1, 2, 3, 4, 2, 2, 3, 2, 3, 2}},
    {"Ligne", "COD", {1, 1, 1, 2, 3, 4, 1, 2, 2, 1, 2, 1}},
    {"Ligne", "Carré", {2, 1, -1, 2, -1, 4, -1, -1, 3, -1, 2, -1}},
    {"Ligne", "Tirailleurs", {1, 1, 1, 1, 2, 2, 2, 2, 2, 1, 2, 1}},
    {"Ligne", "EBI", {1, 1, -1, 1, -1, 1, 1, -1, 2, -1, 2, -1}},
    {"Tirailleurs", "Ligne", {2, 2, 2, 2, 3, 3, 3, 3, 3, 2, 3, 2}},
    {"SAF / DES", "FOR / SAF (re-form)", {2, 2, 2, 2, 3, 2, 2, 3, 3, 2, 3, 2}},
    {"any", "pivot right / left (FAD, FAG)", {1, 1, 1, 2, 3, 2, 2, 2, 2, 1, 2, 1}},
    {"any", "about face (FAR)", {2, 2, 2, 3, 6, 3, 3, 3, 3, 2, 3, 2}},
}};
// **NF-22 Infantry and foot artillery** (*: POR, PAC, PCH × 6; −1 = X.
const std::array<std::array<int, 6>, 3> DigestInfMovement{{
    {{5, 4, 3, 2, 4, 1}},    // POR (1 PA)
    {{6, 5, 4, 3, 5, -1}},   // PAC (2 PA)
    {{-1, 6, 5, 4, -1, -1}}, // PCH (3 PA)
}};
// **NF-23 Cavalry and horse artillery** (*: POR, PAC, PCH × 5; −1 = X.
const std::array<std::array<int, 5>, 3> DigestCavMovement{{
    {{6, 5, 4, 3, 5}},   // POR (1 PA)
    {{8, 7, 6, 5, 6}},   // PAC (2 PA)
    {{-1, 9, 8, 7, -1}}, // PCH (3 PA)
}};
// NF-27: per arm a UD row ("-" none, "xxx" impassable) and an effect row.
const std::array<std::array<std::string_view, 10>, 6> DigestTerrain{{
    {{"-", "1 UD", "1 UD", "2 UD", "2 UD", "1 UD", "1 UD", "1 UD", "1 UD", "2 UD"}}, // INF UD
    {{"DDF", "DDF", "DDF", "DES", "DDF", "·", "DDF", "·", "DDF", "DDF"}},            // INF effect
    {{"-", "xxx", "3 UD", "xxx", "xxx", "2 UD", "xxx", "2 UD", "3 UD", "xxx"}},      // CAV UD
    {{"DDF", "-", "DES", "-", "-", "-", "-", "-", "DDF", "-"}},                      // CAV effect
    {{"xxx", "xxx", "4 UD", "xxx", "xxx", "xxx", "xxx", "3 UD", "4 UD", "xxx"}},     // ART UD
    {{"·", "·", "DES", "·", "·", "·", "·", "·", "·", "·"}},                          // ART effect
}};

LossCode expectedCode(std::string_view text)
{
    LossCode code;
    if (text == "*") {
        code.harass = true;
    } else if (!text.empty()) {
        code.halves = text.back() == '+' ? 1 : 0;
        code.steps = std::stoi(std::string(text.substr(0, text.size() - static_cast<std::size_t>(code.halves))));
    }
    return code;
}

std::string_view formationId(std::string_view word)
{
    if (word == "Ligne") {
        return "line";
    }
    if (word == "Carré") {
        return "square";
    }
    if (word == "Tirailleurs") {
        return "skirmish";
    }
    if (word.starts_with("COF")) {
        return "cof";
    }
    if (word.starts_with("SAF") || word.starts_with("FOR")) {
        return "reform";
    }
    if (word.starts_with("pivot")) {
        return "pivot";
    }
    if (word.starts_with("about")) {
        return "about_face";
    }
    return word == "COM" ? "com" : word == "COC" ? "coc" : word == "COD" ? "cod" : word == "EBI" ? "ebi" : word;
}

} // namespace

TEST_CASE("NF-14 loss table: every row and column as in the digest", "[napoleonic][tables]")
{
    const FiguresRuleset &rules = shippedFigures();
    for (int row = 0; row < 13; ++row) {
        const int score = row - 6;
        for (int column = 0; column < 16; ++column) {
            std::string_view expected = DigestLossTable[row][column];
            if (expected == "?") {
                expected = DigestLossTable[row][14]; // NF-A4 default: column 15 repeated
                CHECK(rules.lossTable.cells[static_cast<std::size_t>(row)][15].absent);
            }
            INFO("score " << score << ", figures " << column + 1);
            const LossLookup lookup = lookUpLosses(rules, score, column + 1);
            REQUIRE(lookup.cells.size() == 1);
            CHECK(lookup.row == score);
            CHECK(lookup.columns[0] == column + 1);
            CHECK(lookup.cells[0] == expected);
            CHECK(lookup.loss == expectedCode(expected));
            CHECK_FALSE(lookup.needsGm);
        }
    }
}

TEST_CASE("NF-19 percentage table: every row and column as in the digest", "[napoleonic][tables]")
{
    const FiguresRuleset &rules = shippedFigures();
    constexpr std::array<int, 25> Figures{1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13,
                                          14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 30};
    for (int steps = 1; steps <= 20; ++steps) {
        for (std::size_t column = 0; column < Figures.size(); ++column) {
            const int expected = DigestPercentages[static_cast<std::size_t>(steps - 1)][column];
            INFO(steps << " steps, " << Figures[column] << " figures");
            const PercentageLookup lookup = lossPercentage(rules, steps, Figures[column]);
            CHECK_FALSE(lookup.formula);
            CHECK(lookup.column == Figures[column]);
            CHECK(lookup.eliminated == (expected < 0));
            if (expected >= 0) {
                CHECK(lookup.percent == expected);
            }
        }
    }
}

TEST_CASE("NF-22 and NF-23 movement tables: every pace and formation as in the digest", "[napoleonic][tables]")
{
    const FiguresRuleset &rules = shippedFigures();
    constexpr std::array<std::string_view, 6> Formations{"com", "coc", "cod", "line", "skirmish", "square"};
    constexpr std::array<std::string_view, 3> Paces{"por", "pac", "pch"};
    for (std::size_t p = 0; p < Paces.size(); ++p) {
        for (std::size_t f = 0; f < Formations.size(); ++f) {
            MovementInput input;
            input.pace = *rules.paceIndex(Paces[p]);
            input.formation = *rules.formationIndex(Formations[f]);
            INFO(Paces[p] << " " << Formations[f]);
            const Movement inf = movementAllowance(rules, input);
            const int expectedInf = DigestInfMovement[p][f];
            CHECK(inf.allowance == (expectedInf < 0 ? std::nullopt : std::optional<int>(expectedInf)));
            if (f < DigestCavMovement[p].size()) {
                input.horse = true;
                input.arm = Arm::Cavalry;
                const Movement cav = movementAllowance(rules, input);
                const int expectedCav = DigestCavMovement[p][f];
                CHECK(cav.allowance == (expectedCav < 0 ? std::nullopt : std::optional<int>(expectedCav)));
            }
        }
    }
}

TEST_CASE("NF-25 formation-change costs: every row and nation column as in the digest", "[napoleonic][tables]")
{
    const FiguresRuleset &rules = shippedFigures();
    REQUIRE(rules.nationColumns.size() == 12);
    for (const DigestFormationRow &row : DigestFormationChanges) {
        const std::string_view to = formationId(row.to);
        // "any": the same cost from every formation (NF-25 last two rows).
        const std::string_view from = row.from == "any" ? "line" : formationId(row.from);
        for (std::size_t column = 0; column < 12; ++column) {
            INFO(row.from << " -> " << row.to << ", " << rules.nationColumns[column]);
            const FormationChange change = formationChangeCost(rules, rules.nationColumns[column], from, to);
            CHECK(change.listed);
            const int expected = row.pa[column];
            CHECK(change.pa == (expected < 0 ? std::nullopt : std::optional<int>(expected)));
            CHECK(change.result == (expected < 0 ? "not_direct" : std::to_string(expected)));
        }
    }
}

TEST_CASE("NF-27 terrain penalties: every arm and terrain as in the digest", "[napoleonic][tables]")
{
    const FiguresRuleset &rules = shippedFigures();
    constexpr std::array<std::string_view, 10> Terrains{"po1", "po2", "boc", "bod", "mar",
                                                        "rui", "eco", "den", "ni2", "ni3"};
    constexpr std::array<Arm, 3> Arms{Arm::Infantry, Arm::Cavalry, Arm::Artillery};
    for (std::size_t a = 0; a < Arms.size(); ++a) {
        for (std::size_t t = 0; t < Terrains.size(); ++t) {
            const std::string_view ud = DigestTerrain[2 * a][t];
            const std::string_view effect = DigestTerrain[2 * a + 1][t];
            INFO("arm " << a << ", " << Terrains[t]);
            // From a COM at POR (INF 5, CAV 6): the allowance shows the penalty.
            MovementInput input;
            input.horse = a == 1;
            input.arm = Arms[a];
            input.pace = *rules.paceIndex("por");
            input.formation = *rules.formationIndex("com");
            input.terrains = {*rules.terrainIndex(Terrains[t])};
            const Movement move = movementAllowance(rules, input);
            const int base = a == 1 ? 6 : 5;
            if (ud == "xxx") {
                CHECK_FALSE(move.allowance);
                CHECK(move.result == "impassable:" + std::string(Terrains[t]));
                continue;
            }
            const int penalty = ud == "-" ? 0 : std::stoi(std::string(ud));
            CHECK(move.allowance == base - penalty);
            CHECK(move.ddf == (effect == "DDF" ? 1 : 0));
            CHECK(move.disorder == (effect == "DES"));
        }
    }
}

TEST_CASE("NF-35 situation table: every score from -12 to +12 falls in its band", "[napoleonic][tables]")
{
    const FiguresRuleset &rules = shippedFigures();
    constexpr std::array<std::string_view, 8> Ladder{"charge", "attaque", "avance",   "arret",
                                                     "halte",  "repli",   "retraite", "deroute"};
    for (int score = -14; score <= 14; ++score) {
        const int read = std::clamp(score, -12, 12);
        INFO("score " << score);
        if (read == 0) {
            CHECK(rules.boxes[static_cast<std::size_t>(bandOf(rules, 0, true))].id == "arret");
            CHECK(rules.boxes[static_cast<std::size_t>(bandOf(rules, 0, false))].id == "halte");
            continue;
        }
        // Bands of three, CHARGE +10…+12 down to DÉROUTE −12…−10, line 0 left out (NF-35).
        const int fromTop = read > 0 ? (12 - read) / 3 : 4 + (-read - 1) / 3;
        CHECK(rules.boxes[static_cast<std::size_t>(bandOf(rules, score, true))].id == Ladder[fromTop]);
    }
    // Columns: pace of the MAC unit, fire at the halt, move for other reasons, effects (NF-36).
    constexpr std::array<std::string_view, 8> Pace{"pch", "pac", "por", "", "", "por", "pac", "pch"};
    constexpr std::array<std::string_view, 8> Fire{"range_p1", "range_p2", "range_p3", "", "", "", "", ""};
    constexpr std::array<int, 8> Shift{2, 1, 0, -1, -2, -3, -4, -5};
    constexpr std::array<int, 8> Value{4, 3, 2, 1, 0, -1, -2, -3};
    for (std::size_t i = 0; i < Ladder.size(); ++i) {
        const SituationBox &box = rules.boxes[i];
        INFO(box.id);
        CHECK(box.id == Ladder[i]);
        CHECK((box.pace ? rules.paces[static_cast<std::size_t>(*box.pace)].id : std::string()) == Pace[i]);
        CHECK((box.standingFire ? rules.modifiers[0][static_cast<std::size_t>(*box.standingFire)].id : std::string()) ==
              Fire[i]);
        CHECK(box.otherShift == Shift[i]);
        CHECK(box.value == Value[i]);
        CHECK(box.ddf == (box.id == "halte" || box.id == "retraite"));
        CHECK((box.cohesion == CohesionEffect::Des) == (box.id == "deroute"));
        CHECK(box.fights == (box.id != "retraite" && box.id != "deroute"));
    }
}

TEST_CASE("NF-45 control table: every status and enemy state as in the digest", "[napoleonic][tables]")
{
    const FiguresRuleset &rules = shippedFigures();
    constexpr std::array<std::string_view, 5> Status{"guard", "elite", "line", "militia", "irregular"};
    for (std::size_t s = 0; s < Status.size(); ++s) {
        for (int der = 0; der <= 1; ++der) {
            ControlInput input;
            input.status = *rules.statusIndex(Status[s]);
            input.enemyRetraite = der == 0;
            input.enemyDeroute = der == 1;
            input.d6 = 1;
            INFO(Status[s] << (der ? " DER" : " RET"));
            CHECK(controlTest(rules, input).threshold == static_cast<int>(s) + der);
        }
    }
}
