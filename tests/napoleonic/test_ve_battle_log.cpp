// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The Vive l'Empereur ! battle log for players: VE-W3…VE-W5 played on the demo, then worded.
#include "arbitre/napoleonic/battle_log.h"
#include "arbitre/napoleonic/table_read.h"
#include "support/ve_session_support.h"

#include <catch2/catch.hpp>

using namespace arbitre;
using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;

namespace {

/** VE-W3 (melee), VE-W4 (failed morale), VE-W5 (Découragée → rout, the move, Hohenlohe follows), an override. */
VeSession playedW3toW5()
{
    VeSession session = veDemoSession();
    ListDice dice({4, 3, 3, 4});
    session.apply(VeProcedure::Melee, veOrders("fr-2-leger", "aut-ir-9"), dice);
    VeOrders test = veOrders("aut-ir-4");
    test.modifiers = {"attaque_flanc"};
    session.apply(VeProcedure::Morale, test, dice);
    VeOrders pick = veOrders("aut-ir-4");
    pick.result = "decouragee";
    session.apply(VeProcedure::Result, pick, dice);
    VeOrders rout = veOrders("aut-ir-4");
    rout.hex = veHex(session, 13, 3);
    session.apply(VeProcedure::Move, rout, dice);
    VeOrders follows;
    follows.leader = "hohenlohe";
    follows.event = "rout_move";
    session.apply(VeProcedure::Leader, follows, dice);
    VeOrders fix = veOrders("aut-ir-9");
    fix.field = "losses";
    fix.value = 1;
    fix.reason = "a <b>hit</b> the table missed & the GM saw";
    session.apply(VeProcedure::Override, fix, dice);
    return session;
}

} // namespace

TEST_CASE("VE-W3 VE-W5 VE-M6 battle log - every event worded with the ruleset's labels, in order", "[ve][battle-log]")
{
    const VeSession session = playedW3toW5();
    const BattleLog log = veBattleLog(session, LogLanguage::English);
    REQUIRE(log.entries.size() == 6);
    CHECK(log.headings.atStart == "Steps left at start"); // VE-M1: strength in loss steps

    const LogEntry &melee = log.entries[0];
    CHECK(melee.procedure == "Melee");
    CHECK(melee.unit == "2e léger (fr-2-leger)");
    CHECK(melee.target == "IR 9 Czartoryski (aut-ir-9)");
    REQUIRE(melee.score);
    CHECK(*melee.score == 5);
    REQUIRE(melee.table);
    CHECK(melee.table->table == "Melee table (VE-57)");
    CHECK(melee.table->column == "3/2");
    CHECK(melee.table->cell == "0/D");
    CHECK(melee.notes.at(0) == "Shock 6 against 4 (VE-57).");
    CHECK(melee.notes.at(2) == "Defender D: losses 0, retreat 2 hexes, disorganised (VE-58–VE-61).");
    CHECK(melee.notes.at(3) == "Lannes (lannes): d10 3, unharmed (VE-18).");
    REQUIRE(melee.dice.size() == 2);
    CHECK(melee.dice[1].purpose == "leader check of lannes with fr-2-leger (VE-18)");
    REQUIRE(melee.changes.size() == 1);
    CHECK(melee.changes[0].key == "formation");

    const LogEntry &morale = log.entries[1];
    CHECK(morale.modifiers.at(0).label == "Morale value");
    CHECK(morale.result == "Failure");
    CHECK(morale.needsGm);
    CHECK(morale.notes.back() == "2d6 = 7: failure — the GM picks the result (VE-89).");

    const LogEntry &result = log.entries[2];
    CHECK(result.table->table == "Results on unit state (VE-9)");
    CHECK(result.notes.at(0) == "Retreat owed: 2 hexes (VE-10–VE-12).");

    CHECK(log.entries[3].procedure == "Move");
    CHECK(log.entries[4].unit == "Hohenlohe (hohenlohe)");
    CHECK(log.entries[4].result == "Follows the unit");

    const LogEntry &fix = log.entries[5];
    CHECK(fix.override);
    CHECK(fix.reason == "a <b>hit</b> the table missed & the GM saw");
    CHECK(fix.notes.at(0) == "The GM sets losses: 0 → 1, in place of the rules (VE-M7).");

    // The summary counts loss steps left: aut-ir-9 lost one by the override.
    REQUIRE(log.sides.size() == 2);
    const auto &austrians = log.sides[1].units;
    const auto ir9 = std::find_if(austrians.begin(), austrians.end(),
                                  [](const LogUnitSummary &u) { return u.name == "IR 9 Czartoryski (aut-ir-9)"; });
    REQUIRE(ir9 != austrians.end());
    CHECK(ir9->figuresNow == ir9->figuresAtStart - 1);
}

TEST_CASE("VE battle log - French words, escaped Markdown and HTML", "[ve][battle-log]")
{
    const VeSession session = playedW3toW5();
    const BattleLog fr = veBattleLog(session, LogLanguage::French);
    CHECK(fr.entries[0].procedure == "Mêlée");
    CHECK(fr.entries[0].table->table == "Table de mêlée (VE-57)");
    CHECK(fr.entries[1].result == "Échec");

    const std::string html = battleLogHtml(fr);
    CHECK_THAT(html, Catch::Contains("a &lt;b&gt;hit&lt;/b&gt; the table missed &amp; the GM saw"));
    CHECK_THAT(html, Catch::Contains("<th>Pas restants au début</th>"));
    CHECK_THAT(html, !Catch::Contains("<b>hit</b>"));
    const std::string md = battleLogMarkdown(veBattleLog(session, LogLanguage::English));
    CHECK_THAT(md, Catch::Contains("## 1. Melee — 2e léger (fr-2-leger) → IR 9 Czartoryski (aut-ir-9)\n"));
    CHECK_THAT(md, Catch::Contains("| Unit | Steps left at start | Steps left now | State |\n"));
}

TEST_CASE("VE-W2 VE-40 VE-43 VE-45 eventText - a fire names its units, its die's purpose and the fire value's terms",
          "[ve][battle-log][event-text]")
{
    VeSession session = veDemoSession();
    ListDice dice({5});
    session.apply(VeProcedure::Fire, veOrders("fr-batterie", "aut-ir-9"), dice);

    const std::string en = session.eventText(0, LogLanguage::English);
    CHECK_THAT(en, Catch::StartsWith("## 1. Fire — "));
    CHECK_THAT(en, Catch::Contains("→ IR 9 Czartoryski (aut-ir-9)"));
    CHECK_THAT(en, Catch::Contains("| Die | +5 | VE-1 |"));
    CHECK_THAT(en, Catch::Contains("- Table: Fire table (VE-42), row 5, column 2: cell 1\n"));
    CHECK_THAT(en, Catch::Contains("- Result: Losses\n"));
    CHECK_THAT(en, Catch::Contains("- Distance 3 hexes, line of sight clear (VE-48), fire value 2 (VE-43).\n"));
    CHECK_THAT(en, Catch::Contains("- Fire value 2: Fire value +5 (VE-43), Range -3 (VE-45).\n"));
    CHECK_THAT(en, Catch::Contains("— fire of fr-batterie on aut-ir-9 (VE-40)\n"));
    CHECK_THAT(en, Catch::Contains("IR 9 Czartoryski (aut-ir-9): losses 0 → 1"));

    const std::string fr = session.eventText(0, LogLanguage::French);
    CHECK_THAT(fr, Catch::StartsWith("## 1. Tir — "));
    CHECK_THAT(fr, Catch::Contains("- Table : Table de tir (VE-42), ligne 5, colonne 2 : case 1\n"));
    CHECK_THAT(fr, Catch::Contains("- Valeur de feu 2 : Valeur de feu +5 (VE-43), Portée -3 (VE-45).\n"));
    CHECK_THAT(fr, Catch::Contains("— tir de "));
    CHECK_THAT(fr, Catch::Contains(" sur IR 9 Czartoryski (aut-ir-9) (VE-40)\n"));
    CHECK_THAT(fr, !Catch::Contains("fire of"));
}

TEST_CASE("VE-W3 VE-56 VE-18 VE-80 eventText - French dice purposes name the units and the leader",
          "[ve][battle-log][event-text]")
{
    const VeSession session = playedW3toW5();
    const std::string melee = session.eventText(0, LogLanguage::French);
    CHECK_THAT(melee, Catch::Contains("— mêlée de 2e léger (fr-2-leger) contre IR 9 Czartoryski (aut-ir-9) (VE-56)\n"));
    CHECK_THAT(melee, Catch::Contains("— test du chef Lannes (lannes) avec 2e léger (fr-2-leger) (VE-18)\n"));
    CHECK_THAT(melee, Catch::Contains("- Choc 6 contre 4 (VE-57).\n"));
    const std::string morale = session.eventText(1, LogLanguage::French);
    CHECK_THAT(morale,
               Catch::Contains("— test de moral de IR 4 Hoch- und Deutschmeister (aut-ir-4) (VE-80), premier dé\n"));
    CHECK_THAT(morale, Catch::Contains("(VE-80), second dé\n"));
    // English keeps the purpose as the session recorded it.
    CHECK_THAT(session.eventText(1, LogLanguage::English),
               Catch::Contains("— morale test of aut-ir-4 (VE-80), first die\n"));
}

TEST_CASE(
    "VE-42 VE-57 VE-49 VE-50 table reads - the cell a fire and a melee read, as positions in the ruleset's tables",
    "[ve][battle-log][table-read]")
{
    VeSession session = veDemoSession();
    ListDice dice({5, 4, 3});
    session.apply(VeProcedure::Fire, veOrders("fr-batterie", "aut-ir-9"), dice); // row 5, column 2
    session.apply(VeProcedure::Melee, veOrders("fr-2-leger", "aut-ir-9"), dice);
    const VeRuleset &rules = session.ruleset();

    const auto fire = veTableRead(rules, session.log()[0]);
    REQUIRE(fire);
    CHECK(fire->table == VeTable::Fire);
    CHECK(rules.fireMinRow + static_cast<int>(fire->row) == 5);
    CHECK(rules.fireColumns.at(fire->column) == "2");
    CHECK(rules.fireCells.at(fire->row).at(fire->column) == "1");

    const auto melee = veTableRead(rules, session.log()[1]);
    REQUIRE(melee);
    CHECK(melee->table == VeTable::Melee);
    CHECK(rules.meleeColumns.at(melee->column).label == session.log()[1].result["column"]);

    Event none = session.log()[0];
    none.result["table"] = "morale";
    CHECK_FALSE(veTableRead(rules, none));

    CHECK(veLosReason(rules, "unite", LogLanguage::English) == "a unit (VE-49)");
    CHECK(veLosReason(rules, "denivellee", LogLanguage::French) == "un changement de niveau (VE-50)");
    CHECK_THAT(veLosReason(rules, rules.terrains.back().id, LogLanguage::English), Catch::EndsWith(" (VE-49)"));
}

TEST_CASE("VE-W2 eventText - units are named with their ids by default, by their names alone when the language hides "
          "ids",
          "[ve][battle-log][event-text]")
{
    VeSession session = veDemoSession();
    ListDice dice({5});
    session.apply(VeProcedure::Fire, veOrders("fr-batterie", "aut-ir-9"), dice);
    CHECK_THAT(session.eventText(0, LogLanguage::English), Catch::Contains("→ IR 9 Czartoryski (aut-ir-9)"));
    const std::string names = session.eventText(0, LogLanguage(LogLanguage::English, false));
    CHECK_THAT(names, Catch::Contains("→ IR 9 Czartoryski\n"));
    CHECK_THAT(names, Catch::Contains("IR 9 Czartoryski: losses 0 → 1"));
    CHECK_THAT(names, !Catch::Contains("Czartoryski (aut-ir-9)"));
    const std::string log = session.battleLog(LogFormat::Markdown, LogLanguage(LogLanguage::French, false));
    CHECK_THAT(log, !Catch::Contains("(aut-ir-9)"));
    CHECK_THAT(log, Catch::Contains("IR 9 Czartoryski"));
}
