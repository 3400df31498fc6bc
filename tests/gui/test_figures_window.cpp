// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The Napoleonic window: the figure rules' NF-T1 played through the table panel, preview before
// confirm, undo and redo, save and reopen, the GM's override, recovery after a crash.
#include "gui_fixtures.h"
#include "napoleonic/figures_document.h"
#include "napoleonic/figures_window.h"

#include <QCoreApplication>
#include <QGroupBox>
#include <QPointer>
#include <QTableWidget>
#include <QUndoStack>

#include <catch2/catch.hpp>

using arbitre::gui::FiguresWindow;
using arbitre::napoleonic::FiguresProcedure;

namespace {

QString napoleonicDemo()
{
    return arbitre::test::sourcePath("resources/scenarios/napoleonic-figures-demo.json");
}

/** NF-T1 set up in the panel: S fires on T at P2, T in light cover, S's first fire, d6 = 3. */
void setUpT1(FiguresWindow &window)
{
    window.setProcedure(FiguresProcedure::Fire);
    window.setActingUnit(QStringLiteral("S"));
    window.setTargetUnit(QStringLiteral("T"));
    REQUIRE(window.setModifier(QStringLiteral("range_p2"), true));
    REQUIRE(window.setModifier(QStringLiteral("target_cover_light"), true));
    REQUIRE(window.setModifier(QStringLiteral("first_fire"), true));
    window.setDie(3);
}

const arbitre::napoleonic::FiguresUnit &unitT(const FiguresWindow &window)
{
    return window.document()->session().unit("T");
}

} // namespace

TEST_CASE("A Napoleonic table opens in its own window and previews NF-T1 before logging it",
          "[napoleonic-window][NF-T1]")
{
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(napoleonicDemo()));
    REQUIRE(fixture.windows<arbitre::gui::FiguresWindow>().size() == 1);
    CHECK(fixture.shell->windows().size() == 1); // its own window, and only it
    FiguresWindow &window = *fixture.windows<arbitre::gui::FiguresWindow>().front();
    REQUIRE(window.unitsTable(0)->rowCount() == 3);
    REQUIRE(window.unitsTable(1)->rowCount() == 3);
    CHECK(window.unitsTable(1)->item(0, 2)->text() == QStringLiteral("24 / 24"));

    setUpT1(window);
    CHECK_FALSE(window.setModifier(QStringLiteral("no_such_modifier"), true));
    // The fire modifiers grouped as in the ruleset, titled with the group's label and rule.
    QStringList groups;
    for (const QGroupBox *box : window.findChildren<QGroupBox *>())
        groups << box->title();
    CHECK(groups.contains(QStringLiteral("Range (NF-5), one of")));
    CHECK(groups.contains(QStringLiteral("Target under cover (NF-5), one of")));
    CHECK_FALSE(groups.contains(QStringLiteral("M2 Height (NF-31), one of"))); // a morale group
    REQUIRE(window.preview());
    const QString preview = window.previewText();
    // In the session's own words, as the log will show it (Session::eventText).
    CHECK(preview.contains(QStringLiteral("Table: Loss table (NF-14), row -1, column 12: cell 2+")));
    CHECK(preview.contains(QStringLiteral("loses 2 steps, 0 figures removed; 5 % of the unit lost in this action")));
    CHECK(preview.contains(QStringLiteral("loss steps carried 0 → 2")));
    CHECK(preview.contains(QStringLiteral("NF-5")));
    // The whole loss table, its -1 / 12 cell and only it highlighted.
    const QString table = window.tableHtml();
    CHECK(table.count(QStringLiteral("bgcolor=\"#f4c430\"")) == 1);
    CHECK(table.contains(QStringLiteral("bgcolor=\"#f4c430\"><b>2+</b>")));
    CHECK(table.count(QStringLiteral("<tr>")) == 14); // header + scores -6…+6
    // Nothing logged by the preview.
    CHECK(window.document()->session().log().size() == 0);
    CHECK(unitT(window).losses.carriedSteps == 0);

    REQUIRE(window.confirm());
    REQUIRE(window.document()->session().log().size() == 1);
    const arbitre::Event &event = window.document()->session().log()[0];
    CHECK(event.kind == "napoleonic.fire");
    CHECK(event.result["score"] == -1);
    CHECK(event.result["cell"] == "2+");
    REQUIRE(event.dice.size() == 1);
    CHECK(event.dice[0].value == 3);
    CHECK(event.dice[0].source == arbitre::DieSource::Entered);
    CHECK(unitT(window).losses.figures == 24);
    CHECK(unitT(window).losses.carriedSteps == 2);
    CHECK(unitT(window).losses.halves == 1);
    CHECK(window.unitsTable(1)->item(0, 2)->text() == QStringLiteral("24 / 24 (+2 steps ½)"));
    CHECK(window.logText().contains(QStringLiteral("cell 2+")));

    QUndoStack *undo = window.document()->undoStack();
    REQUIRE(undo->count() == 1);
    undo->undo();
    CHECK(window.document()->session().log().size() == 0);
    CHECK(unitT(window).losses.carriedSteps == 0);
    CHECK(window.unitsTable(1)->item(0, 2)->text() == QStringLiteral("24 / 24"));
    undo->redo();
    CHECK(unitT(window).losses.carriedSteps == 2);
    CHECK(window.document()->session().log()[0].result == event.result);
}

TEST_CASE("A Napoleonic die left to Arbitre is the one previewed and logged", "[napoleonic-window]")
{
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(napoleonicDemo()));
    FiguresWindow &window = *fixture.windows<arbitre::gui::FiguresWindow>().front();
    window.setDiceSeed(7);
    setUpT1(window);
    window.setDie(0);
    REQUIRE(window.preview());
    const QString previewed = window.previewText();
    REQUIRE(window.confirm());
    const arbitre::Event &event = window.document()->session().log()[0];
    REQUIRE(event.dice.size() == 1);
    CHECK(event.dice[0].source == arbitre::DieSource::Seeded);
    CHECK(previewed.contains(QStringLiteral("d6 = %1, rolled by Arbitre").arg(event.dice[0].value)));
    CHECK(previewed.contains(
        QStringLiteral("cell %1").arg(QString::fromStdString(event.result["cell"].get<std::string>()))));
}

TEST_CASE("A Napoleonic procedure the rules refuse is shown and logs nothing", "[napoleonic-window]")
{
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(napoleonicDemo()));
    FiguresWindow &window = *fixture.windows<arbitre::gui::FiguresWindow>().front();
    window.setProcedure(FiguresProcedure::Fire);
    window.setActingUnit(QStringLiteral("S"));
    window.setTargetUnit(QString()); // fire needs its target
    window.setDie(3);
    CHECK_FALSE(window.preview());
    CHECK_FALSE(window.lastError().isEmpty());
    CHECK_FALSE(window.confirm());
    CHECK(window.document()->session().log().size() == 0);
}

TEST_CASE("A Napoleonic table saved from the window reopens identical, overrides included", "[napoleonic-window]")
{
    QTemporaryDir dir;
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(napoleonicDemo()));
    FiguresWindow &window = *fixture.windows<arbitre::gui::FiguresWindow>().front();
    setUpT1(window);
    REQUIRE(window.confirm());
    CHECK_FALSE(window.overrideUnit(QStringLiteral("T"), QStringLiteral("pop"), QStringLiteral("2"), QString()));
    REQUIRE(window.overrideUnit(QStringLiteral("T"), QStringLiteral("pop"), QStringLiteral("2"),
                                QStringLiteral("the colonel fell")));
    CHECK(unitT(window).pop == 2);
    CHECK(window.logText().contains(QStringLiteral("the colonel fell")));
    const QString path = dir.filePath(QStringLiteral("table.json"));
    REQUIRE(window.saveTo(path));
    CHECK_FALSE(window.document()->isModified());

    auto reopened = arbitre::test::openDocument<arbitre::gui::FiguresDocument>(path);
    REQUIRE(reopened);
    CHECK(reopened->state() == window.document()->state());
    CHECK(reopened->session().log() == window.document()->session().log());
    CHECK(arbitre::test::openDocument<arbitre::gui::FiguresDocument>(arbitre::test::demoPath()) == nullptr);
}

TEST_CASE("A Napoleonic table left by a crash is offered for recovery", "[napoleonic-window][autosave]")
{
    QTemporaryDir autosaves;
    {
        arbitre::test::WindowFixture crashed(autosaves.path());
        REQUIRE(crashed.open(napoleonicDemo()));
        FiguresWindow *window = crashed.windows<arbitre::gui::FiguresWindow>().front();
        setUpT1(*window);
        REQUIRE(window->confirm());
        REQUIRE_FALSE(window->autosaver()->saveNow().isEmpty());
        window->autosaver()->abandon();
        window->setInteractive(false);
        window->close();
    }
    arbitre::test::WindowFixture next(autosaves.path());
    REQUIRE(next.offerRecovery());
    REQUIRE(next.windows<arbitre::gui::FiguresWindow>().size() == 1);
    const arbitre::gui::FiguresDocument *recovered = next.windows<arbitre::gui::FiguresWindow>().front()->document();
    CHECK(recovered->session().unit("T").losses.carriedSteps == 2);
    CHECK(recovered->isModified());
    CHECK(recovered->filePath().isEmpty()); // a bundled demo stays untitled
}

TEST_CASE("A Napoleonic window closed with events on its undo stack goes cleanly", "[napoleonic-window]")
{
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(napoleonicDemo()));
    QPointer<FiguresWindow> window = fixture.windows<arbitre::gui::FiguresWindow>().front();
    setUpT1(*window);
    REQUIRE(window->confirm());
    window->setInteractive(false);
    REQUIRE(window->close());
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    CHECK(window.isNull());
    CHECK(fixture.windows<arbitre::gui::FiguresWindow>().isEmpty());
}
