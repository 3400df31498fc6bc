// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The battle log for players of a figure-rules session (NF-M7): the digest's worked examples
// NF-T1…NF-T4 played on the demo, then read back entry by entry in both languages.
#include "arbitre/napoleonic/battle_log.h"
#include "support/figures_session_support.h"

#include <catch2/catch.hpp>

using namespace arbitre;
using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;

namespace {

const std::string S = "1er bataillon du 8e de ligne (S)";
const std::string T = "2nd battalion, 44th Foot (T)";
const std::string A = "2e cuirassiers (A)";
const std::string I = "1st battalion, 52nd Foot (I)";

/** NF-T1: S fires on T (d6 = 3), T tests its morale (d6 = 2). */
FiguresSession playT1()
{
    FiguresSession session(demoScenario());
    ListDice dice({3, 2});
    session.apply(FiguresProcedure::Fire, orders("S", "T", {"range_p2", "target_cover_light", "first_fire"}), dice);
    FiguresOrders test = orders("T", "", {"own_cover_light", "under_fire_inf", "flank_secure"});
    test.enemies = {"arret"};
    session.apply(FiguresProcedure::Morale, test, dice);
    return session;
}

/** NF-T2 with dice typed from the table (6, 3), then NF-T3's melee by A rolled by Arbitre. */
FiguresSession playT2T3()
{
    FiguresSession session(demoScenario());
    ListDice typed({6, 3}, DieSource::Entered);
    playT2(session, typed);
    ListDice melee({2}, DieSource::Seeded);
    session.apply(FiguresProcedure::Melee, orders("A", "I", {}), melee);
    return session;
}

const LogTerm &term(const LogEntry &entry, const std::string &id)
{
    for (const LogTerm &t : entry.modifiers)
        if (t.id == id)
            return t;
    FAIL("no term " << id);
    throw std::logic_error("unreachable");
}

bool hasNote(const LogEntry &entry, const std::string &text)
{
    for (const std::string &note : entry.notes)
        if (note == text)
            return true;
    return false;
}

} // namespace

TEST_CASE("NF-M7 NF-T1 in the battle log - the fire, number for number, with labels and dice",
          "[napoleonic][battle-log]")
{
    const BattleLog log = figuresBattleLog(playT1(), LogLanguage::English);
    REQUIRE(log.entries.size() == 2);
    const LogEntry &fire = log.entries[0];
    CHECK(fire.event == 0);
    CHECK(fire.kind == "napoleonic.fire");
    CHECK(fire.procedure == "Fire");
    CHECK(fire.unit == S);
    CHECK(fire.target == T);
    REQUIRE(fire.modifiers.size() == 5);
    CHECK(fire.modifiers[0].label == "Unit's fire factor");
    CHECK(fire.modifiers[0].amount == 2);
    CHECK(fire.modifiers[0].value == 2);
    CHECK(fire.modifiers[0].rule == "NF-6");
    CHECK(term(fire, "range_p2").label == "Target at medium range (P2)");
    CHECK(term(fire, "range_p2").value == -2);
    CHECK(term(fire, "range_p2").rule == "NF-5");
    CHECK(term(fire, "target_cover_light").value == -2);
    CHECK(term(fire, "first_fire").value == 1);
    CHECK(term(fire, "random_die").label == "Random die");
    CHECK(term(fire, "random_die").rule == "NF-1");
    REQUIRE(fire.score);
    CHECK(*fire.score == -1);
    REQUIRE(fire.table);
    CHECK(fire.table->table == "Loss table (NF-14)");
    CHECK(fire.table->row == "-1");
    CHECK(fire.table->column == "12");
    CHECK(fire.table->cell == "2+");
    CHECK(fire.result == "2+");
    CHECK(hasNote(fire, T + " loses 2 steps, 0 figures removed; 5 % of the unit lost in this action (NF-17, NF-18)."));
    REQUIRE(fire.dice.size() == 1);
    CHECK(fire.dice[0].sides == 6);
    CHECK(fire.dice[0].value == 3);
    CHECK(fire.dice[0].source == DieSource::Scripted);
    CHECK(fire.dice[0].purpose == "fire of S on T (NF-1)");
    REQUIRE(fire.changes.size() == 3);
    CHECK(fire.changes[0].unit == T);
    CHECK(fire.changes[0].key == "loss steps carried");
    CHECK(fire.changes[0].before == "0");
    CHECK(fire.changes[0].after == "2");
    CHECK(fire.changes[1].key == "half step stored");
    CHECK(fire.changes[2].key == "steps lost in this action");
    CHECK_FALSE(fire.override);

    const LogEntry &morale = log.entries[1];
    CHECK(morale.procedure == "Morale test");
    CHECK(morale.unit == T);
    CHECK(morale.target.empty());
    CHECK(term(morale, "situation").label == "Situation box");
    CHECK(term(morale, "situation").value == 1);
    CHECK(term(morale, "m11_friends_enemies").label == "M11 Friends and enemies");
    CHECK(term(morale, "m11_friends_enemies").value == -1);
    CHECK(term(morale, "strength").value == 3);
    CHECK(term(morale, "action_losses").label == "Losses in this action");
    CHECK(term(morale, "action_losses").value == -1);
    CHECK(*morale.score == 6);
    CHECK(morale.table->table == "Situation table (NF-35)");
    CHECK(morale.table->row == "6");
    CHECK(morale.table->column == "other reasons");
    CHECK(morale.table->cell == "Advance");
    CHECK(morale.result == "Halt"); // NF-36 c: T stays in its own box, ARRÊT
    CHECK(hasNote(morale, "Band Advance, new box Halt (NF-35, NF-36)."));
    CHECK(morale.dice.at(0).purpose == "morale test of T (M19)");
    CHECK(morale.changes.empty());
}

TEST_CASE("NF-M7 NF-T1 in the battle log in French - the ruleset's label_fr and French words",
          "[napoleonic][battle-log]")
{
    const BattleLog log = figuresBattleLog(playT1(), LogLanguage::French);
    const LogEntry &fire = log.entries.at(0);
    CHECK(fire.procedure == "Tir");
    CHECK(term(fire, "range_p2").label == "Objectif à portée moyenne (P2)");
    CHECK(term(fire, "random_die").label == "Dé aléatoire");
    CHECK(fire.table->table == "Table des pertes (NF-14)");
    CHECK(fire.changes[0].key == "pas de pertes reportés");
    CHECK(hasNote(fire, T + " perd 2 pas, 0 figurine retirée ; 5 % de l'unité perdus dans l'action (NF-17, NF-18)."));
    const std::string md = battleLogMarkdown(log);
    // The die's purpose in French too, with the units' names (the file keeps the recorded English words).
    CHECK(fire.dice.at(0).purpose == "tir de " + S + " sur " + T + " (NF-1)");
    CHECK_THAT(md, Catch::Contains("- Dé : d6 = 3, valeur imposée (script) — tir de " + S + " sur " + T + " (NF-1)\n"));
    const LogEntry &morale = log.entries.at(1);
    CHECK(morale.dice.at(0).purpose == "test de moral de " + T + " (M19)");
    CHECK(morale.procedure == "Test de moral");
    CHECK(morale.table->column == "autres raisons");
    CHECK(morale.table->cell == "Avance");
    CHECK(morale.result == "Arrêt");
    CHECK(hasNote(morale, "Bande Avance, nouvelle case Arrêt (NF-35, NF-36)."));
    REQUIRE(log.sides.size() == 2);
    CHECK(log.sides[1].units.at(0).cohesion == "Formé");
}

TEST_CASE("NF-M7 NF-T2 and NF-T3 in the battle log - entered and rolled dice, DDF, losses and the summary",
          "[napoleonic][battle-log]")
{
    const BattleLog log = figuresBattleLog(playT2T3(), LogLanguage::English);
    REQUIRE(log.entries.size() == 3);
    const LogEntry &charge = log.entries[0];
    CHECK(charge.target == I);
    CHECK(term(charge, "leader").value == 1);
    CHECK(*charge.score == 12); // raw 13, capped by the table's clamp
    CHECK(charge.table->column == "MAC or counter-MAC");
    CHECK(charge.result == "Charge");
    CHECK(hasNote(charge, "Raw sum 13, band Charge, new box Charge (NF-35, NF-36)."));
    CHECK(charge.dice.at(0).source == DieSource::Entered);
    CHECK(charge.dice.at(0).value == 6);

    const LogEntry &stand = log.entries[1];
    CHECK(*stand.score == -3);
    CHECK(stand.table->column == "standing");
    CHECK(stand.result == "fire ineffective (NF-36 b)");
    CHECK(hasNote(stand, "DDF: one cohesion level lost (NF-A15)."));
    REQUIRE(stand.changes.size() == 1);
    CHECK(stand.changes[0].key == "cohesion");
    CHECK(stand.changes[0].before == "Formed");
    CHECK(stand.changes[0].after == "Without formation");

    const LogEntry &melee = log.entries[2];
    CHECK(melee.procedure == "Melee");
    CHECK(term(melee, "pace_advantage").value == 6);
    CHECK(term(melee, "enemy_flank_or_saf").value == 2);
    CHECK(*melee.score == 6);
    CHECK(melee.table->cell == "6");
    CHECK(
        hasNote(melee, I + " loses 6 steps, 2 figures removed; 20 % of the unit lost in this action (NF-17, NF-18)."));
    CHECK(melee.dice.at(0).source == DieSource::Seeded);
    CHECK(melee.dice.at(0).purpose == "melee of A on I (NF-9)");

    // The allies' summary: I went from 11 figures to 9 and is without formation.
    const LogSideSummary &allies = log.sides.at(1);
    REQUIRE(allies.units.size() == 3);
    CHECK(allies.units[1].name == I);
    CHECK(allies.units[1].figuresAtStart == 11);
    CHECK(allies.units[1].figuresNow == 9);
    CHECK(allies.units[1].cohesion == "Without formation");
    CHECK(allies.figuresAtStart() == 47);
    CHECK(allies.figuresNow() == 45);
    const std::string md = battleLogMarkdown(log);
    CHECK_THAT(md, Catch::Contains("- Die: d6 = 6, entered from a physical die — morale test of A (M19)\n"));
    CHECK_THAT(md, Catch::Contains("- Die: d6 = 2, rolled by Arbitre (reproducible seed) — melee of A on I (NF-9)\n"));
    CHECK_THAT(md, Catch::Contains("| " + I + " | 11 | 9 | Without formation |\n"));
    CHECK_THAT(md, Catch::Contains("| **Total** | **47** | **45** | |\n"));
}

TEST_CASE("NF-M7 NF-T4 in the battle log - the control test's row, column, threshold and result",
          "[napoleonic][battle-log]")
{
    FiguresSession session(demoScenario());
    FiguresOrders control = orders("H", "R", {"light_cavalry", "general_negative"});
    control.situation = {"flank"};
    ListDice four({4});
    session.apply(FiguresProcedure::Control, control, four);
    for (const LogLanguage language : {LogLanguage::English, LogLanguage::French}) {
        const bool en = language == LogLanguage::English;
        const LogEntry entry = figuresBattleLog(session, language).entries.at(0);
        CHECK(entry.procedure == (en ? "Control test" : "Test de contrôle"));
        CHECK(entry.target == "3rd battalion, 1st Foot (R)");
        CHECK(term(entry, "light_cavalry").value == -1);
        CHECK(term(entry, "general_negative").value == -1);
        CHECK(entry.table->table == (en ? "Control test (NF-45)" : "Test de contrôle (NF-45)"));
        CHECK(entry.table->row == (en ? "Line" : "Ligne"));
        CHECK(entry.table->column == "RET");
        CHECK(entry.result == (en ? "out of control" : "hors de contrôle"));
        CHECK(hasNote(entry,
                      en ? "Threshold 2, modified roll 2 (NF-45, NF-46)." : "Seuil 2, jet modifié 2 (NF-45, NF-46)."));
        CHECK(entry.changes.empty());
    }
}

TEST_CASE("NF-M6 an override in the battle log - shown as the GM's, with the reason, in both exports",
          "[napoleonic][battle-log]")
{
    FiguresSession session = playT1();
    FiguresOrders set;
    set.unit = "T";
    set.field = "cohesion";
    set.value = "saf";
    set.reason = "<script>alert(1)</script> & \"Ney's\" word";
    ListDice none({});
    session.apply(FiguresProcedure::Override, set, none);
    const BattleLog log = figuresBattleLog(session, LogLanguage::English);
    const LogEntry &entry = log.entries.at(2);
    CHECK(entry.override);
    CHECK(entry.procedure == "GM override");
    CHECK(entry.reason == set.reason);
    CHECK(entry.modifiers.empty());
    CHECK_FALSE(entry.score);
    CHECK(entry.dice.empty());
    CHECK(hasNote(entry, "The GM sets cohesion: Formed → Without formation, in place of the rules (NF-M6)."));
    CHECK_FALSE(log.entries[0].override);

    const std::string html = battleLogHtml(log);
    CHECK_THAT(html, Catch::Contains("<article class=\"entry override\" id=\"event-3\">"));
    CHECK_THAT(html, Catch::Contains("GM override (NF-M6), reason: &lt;script&gt;alert(1)&lt;/script&gt; &amp; "
                                     "&quot;Ney&#39;s&quot; word"));
    CHECK_THAT(html, !Catch::Contains("<script"));
    const std::string md = battleLogMarkdown(log);
    CHECK_THAT(md,
               Catch::Contains("**GM override (NF-M6), reason: \\<script>alert(1)\\</script> \\& \"Ney's\" word**"));
}

TEST_CASE("NF-M7 the HTML log is one self-contained page with every text escaped", "[napoleonic][battle-log]")
{
    BattleLog log = figuresBattleLog(playT1(), LogLanguage::French);
    log.title = "Quatre-Bras <b>&</b>";
    log.sides.at(0).name = "Armée \"du Nord\"";
    const std::string html = battleLogHtml(log);
    CHECK(html.rfind("<!DOCTYPE html>\n<html lang=\"fr\">", 0) == 0);
    CHECK_THAT(html, Catch::Contains("<h1>Quatre-Bras &lt;b&gt;&amp;&lt;/b&gt;</h1>"));
    CHECK_THAT(html, Catch::Contains("<h3>Armée &quot;du Nord&quot;</h3>"));
    CHECK_THAT(html, Catch::Contains("<td>Objectif à portée moyenne (P2)</td><td class=\"n\">-2</td><td>NF-5</td>"));
    CHECK_THAT(html, Catch::Contains("2nd battalion, 44th Foot (T) perd 2 pas, 0 figurine retirée ; 5 % de "
                                     "l&#39;unité perdus dans l&#39;action (NF-17, NF-18)."));
    for (const char *external : {"<script", "src=", "href=", "<link", "@import", "url("})
        CHECK_THAT(html, !Catch::Contains(external));
    const std::string md = battleLogMarkdown(log);
    CHECK(md.rfind("# Quatre-Bras \\<b>\\&\\</b>\n", 0) == 0);
    CHECK_THAT(md, Catch::Contains("| Objectif à portée moyenne (P2) | -2 | NF-5 |\n"));
    CHECK_THAT(md, Catch::Contains("| **Score** | **-1** | |\n"));
}

TEST_CASE("NF-M7 a session with nothing played yet still lists the sides", "[napoleonic][battle-log]")
{
    const BattleLog log = figuresBattleLog(FiguresSession(demoScenario()), LogLanguage::English);
    CHECK(log.entries.empty());
    CHECK(log.title == "Les exemples du condensé");
    CHECK(log.ruleset == "Règles napoléoniennes à figurines — feu, corps à corps et moral, version 1.0.0");
    REQUIRE(log.sides.size() == 2);
    CHECK(log.sides[0].name == "Armée française");
    CHECK(log.sides[0].figuresAtStart() == log.sides[0].figuresNow());
    const std::string md = battleLogMarkdown(log);
    CHECK_THAT(md, Catch::Contains("\nNothing has been played yet.\n"));
    CHECK_THAT(md, Catch::Contains("| " + S + " | 12 | 12 | Formed |\n"));
    CHECK_THAT(battleLogHtml(log), Catch::Contains("<p>Nothing has been played yet.</p>"));
}

TEST_CASE("NF-M7 a formation change, a move, a new action and a reaction test in the battle log",
          "[napoleonic][battle-log]")
{
    FiguresSession session(demoScenario());
    ListDice none({});
    FiguresOrders formation = orders("T", "", {});
    formation.to = "coc";
    session.apply(FiguresProcedure::Formation, formation, none);
    FiguresOrders move = orders("T", "", {});
    move.pace = "por";
    move.terrains = {"boc"};
    session.apply(FiguresProcedure::Move, move, none);
    session.apply(FiguresProcedure::Action, orders("T", "", {}), none);
    FiguresOrders reaction = orders("T", "", {});
    reaction.paToSpend = 1;
    ListDice four({4});
    session.apply(FiguresProcedure::Reaction, reaction, four);
    const BattleLog log = figuresBattleLog(session, LogLanguage::English);
    REQUIRE(log.entries.size() == 4);

    // NF-25: line to COC costs the English infantry 2 PA.
    const LogEntry &change = log.entries[0];
    CHECK(change.procedure == "Formation change");
    CHECK(change.table->table == "Formation changes (NF-25)");
    CHECK(change.table->row == "Line → COC (narrow column)");
    CHECK(change.table->column == "ang_inf");
    CHECK(change.table->cell == "2");
    CHECK(change.result == "2 PA");
    CHECK(hasNote(change, "Cost 2 PA (NF-25)."));
    CHECK(change.changes.at(0).key == "formation");
    CHECK(change.changes.at(0).after == "COC (narrow column)");

    // NF-22, NF-27, NF-28: 4 UD at ordinary pace in COC, 1 less and a DDF through light wood.
    const LogEntry &moved = log.entries[1];
    CHECK(term(moved, "allowance").value == 4);
    CHECK(term(moved, "boc").label == "Light wood");
    CHECK(term(moved, "boc").value == -1);
    CHECK(moved.table->row == "Ordinary pace");
    CHECK(moved.table->column == "COC (narrow column)");
    CHECK(moved.result == "3 UD");
    CHECK(hasNote(moved, "1 DDF on the way (NF-28)."));
    CHECK(moved.dice.empty());

    CHECK(log.entries[2].procedure == "New action");
    CHECK(hasNote(log.entries[2], "A new action begins: figures at its start and earlier losses recorded (NF-A25)."));

    // NF-47, NF-48: 3 PA spent + 1 for the reaction + 1 lost = 5, 2 above the credit of 3: POP +2.
    const LogEntry &react = log.entries[3];
    CHECK(react.procedure == "Reaction test");
    CHECK(term(react, "pa_excess").value == -2);
    CHECK(hasNote(react, "PA this turn 5, excess 2, POP +2 (NF-48)."));
    CHECK(hasNote(react, "The unit reacts (NF-47)."));
    CHECK(react.dice.at(0).purpose == "reaction test of T (NF-47)");
}
