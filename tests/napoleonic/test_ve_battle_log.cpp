// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The Vive l'Empereur ! battle log for players: VE-W3…VE-W5 played on the demo, then worded.
#include "arbitre/napoleonic/battle_log.h"
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
