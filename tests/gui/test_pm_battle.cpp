// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The PM battle window: the digest's PM-W2 and PM-W3 played through the panel, undo, save, recovery.
#include "pm/pm_document.h"
#include "pm_driver.h"

#include <QApplication>
#include <QFile>
#include <QTabWidget>
#include <QUndoStack>

#include <catch2/catch.hpp>

using arbitre::gui::PmBattleWindow;
using arbitre::pm::DecisionKind;

using arbitre::test::playPmW2;
using arbitre::test::pmDemoPath;

TEST_CASE("A PM battle opens in its own window and plays PM-W2 from the panel", "[pm-window][PM-W2]")
{
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(pmDemoPath()));
    REQUIRE(fixture.windows<arbitre::gui::PmBattleWindow>().size() == 1);
    PmBattleWindow &window = *fixture.windows<arbitre::gui::PmBattleWindow>().front();
    CHECK(fixture.shell->windows().size() == 1); // its own window, and only it
    playPmW2(window);
    const auto &state = window.document()->state();
    CHECK(state.sides[0].pm == 61);
    CHECK(state.sides[1].pm == 44);
    CHECK(state.sides[1].moraleTotal() == 5);
    const QString result = window.resultText();
    CHECK(result.contains(QStringLiteral("38 = PM dice 21")));
    CHECK(result.contains(QStringLiteral("31 = PM dice 17")));
    CHECK(result.contains(QStringLiteral("Clear victory")));
    CHECK(result.contains(QStringLiteral("capped: 63 PM can inflict at most 6 (PM-13)")));
    CHECK(result.contains(QStringLiteral("a winner loses at most half: 2 (PM-14)")));
    CHECK(result.contains(QStringLiteral("feat of arms")));
    // Every die in the log: the typed ones as entered.
    const auto &dice = window.document()->session().log().events().back().dice;
    REQUIRE(dice.size() == 14);
    CHECK(dice[0].source == arbitre::DieSource::Entered);
    CHECK(window.logText().contains(QStringLiteral("Phase 1")));
}

TEST_CASE("PM-W3 through the window: decisions, a rolled range die, undo and redo", "[pm-window][PM-W3]")
{
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(pmDemoPath()));
    PmBattleWindow &window = *fixture.windows<arbitre::gui::PmBattleWindow>().front();
    playPmW2(window);
    window.setDecision(1, DecisionKind::Continuer, true);
    REQUIRE(window.recordDecisions());
    CHECK(window.document()->state().sides[1].changeStrategy);
    window.setDiceSeed(1);
    window.setPmDice(0, QStringLiteral("5 1 2 4 3 2"));
    window.setPmDice(1, QStringLiteral("4 5 2 3"));
    window.setPlayerDie(0, 0, 1);
    window.setPlayerDie(0, 1, 4);
    window.setPlayerDie(1, 0, 5);
    REQUIRE(window.playPhase());
    const auto &state = window.document()->state();
    CHECK(state.sides[0].pm == 59); // the range die of public seed 1 loses the winner 2 PM
    CHECK(state.sides[1].pm == 39);
    CHECK(state.sides[0].moraleTotal() == 8);
    CHECK(window.document()->session().log().events().back().dice.back().source == arbitre::DieSource::Seeded);

    QUndoStack *undo = window.document()->undoStack();
    CHECK(undo->count() == 3);
    undo->undo();
    CHECK(window.document()->state().sides[0].pm == 61);
    undo->redo();
    CHECK(window.document()->state().sides[0].pm == 59);
    CHECK(window.chart() != nullptr);

    // A wrong number of typed dice is refused with the rule and changes nothing.
    window.setPmDice(0, QStringLiteral("1 2"));
    CHECK_FALSE(window.playPhase());
    CHECK(window.lastError().contains(QStringLiteral("PM-3")));
    window.setPmDice(0, QStringLiteral("1 2 3 4 9"));
    CHECK_FALSE(window.playPhase());
    CHECK(window.lastError().contains(QStringLiteral("a 9 typed for a d6")));
    CHECK(undo->count() == 3);
}

TEST_CASE("The GM overrides the next phase's numbers from the window, with a reason", "[pm-window][PM-M4]")
{
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(pmDemoPath()));
    PmBattleWindow &window = *fixture.windows<arbitre::gui::PmBattleWindow>().front();
    arbitre::pm::PhaseOverride gmOverride;
    gmOverride.loss[1] = 3;
    gmOverride.reason = "the bridge held";
    window.setPhaseOverride(gmOverride);
    playPmW2(window);
    CHECK(window.document()->state().sides[1].pm == 47);
    CHECK(window.resultText().contains(QStringLiteral("GM override")));
    CHECK(window.document()->session().log().events().back().input["override"]["reason"] == "the bridge held");
    // Spent on that phase: the next one is the rules' again.
    window.setDecision(0, DecisionKind::Continuer);
    REQUIRE(window.recordDecisions());
    REQUIRE(window.playPhase());
    CHECK_FALSE(window.document()->session().log().events().back().input.contains("override"));
}

TEST_CASE("A PM battle window with phases played closes and is destroyed cleanly", "[pm-window]")
{
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(pmDemoPath()));
    PmBattleWindow *window = fixture.windows<arbitre::gui::PmBattleWindow>().front();
    playPmW2(*window);
    window->setDecision(0, DecisionKind::Continuer);
    REQUIRE(window->recordDecisions());
    window->document()->undoStack()->undo(); // a redo left on the stack too
    window->setInteractive(false);
    delete window;
    CHECK(fixture.windows<arbitre::gui::PmBattleWindow>().isEmpty());
}

TEST_CASE("A PM battle saved from the window reopens identical, and its log exports", "[pm-window]")
{
    QTemporaryDir dir;
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(pmDemoPath()));
    PmBattleWindow &window = *fixture.windows<arbitre::gui::PmBattleWindow>().front();
    playPmW2(window);
    const QString path = dir.filePath(QStringLiteral("lerac.json"));
    REQUIRE(window.saveTo(path));
    CHECK_FALSE(window.document()->isModified());
    REQUIRE(window.exportLogTo(dir.filePath(QStringLiteral("lerac.html"))));
    QFile html(dir.filePath(QStringLiteral("lerac.html")));
    REQUIRE(html.open(QIODevice::ReadOnly));
    CHECK(html.readAll().contains("<svg"));

    auto reopened = arbitre::test::openDocument<arbitre::gui::PmDocument>(path);
    REQUIRE(reopened);
    CHECK(reopened->state() == window.document()->state());
    CHECK(reopened->session().log() == window.document()->session().log());
}

TEST_CASE("A PM battle left by a crash is offered for recovery", "[pm-window][autosave]")
{
    QTemporaryDir autosaves;
    {
        arbitre::test::WindowFixture crashed(autosaves.path());
        REQUIRE(crashed.open(pmDemoPath()));
        PmBattleWindow *window = crashed.windows<arbitre::gui::PmBattleWindow>().front();
        playPmW2(*window);
        REQUIRE_FALSE(window->autosaver()->saveNow().isEmpty());
        window->autosaver()->abandon();
        window->setInteractive(false);
        window->close();
    }
    arbitre::test::WindowFixture next(autosaves.path());
    REQUIRE(next.offerRecovery());
    REQUIRE(next.windows<arbitre::gui::PmBattleWindow>().size() == 1);
    const arbitre::gui::PmDocument *recovered = next.windows<arbitre::gui::PmBattleWindow>().front()->document();
    CHECK(recovered->state().sides[0].pm == 61);
    CHECK(recovered->isModified());
    CHECK(recovered->filePath().isEmpty()); // a bundled demo stays untitled
}
