// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The Napoleonic window's File ▸ Export the Battle Log…: HTML or Markdown by the file's suffix, in
// the app's language, and an error shown rather than a crash when the file cannot be written; the
// Vive l'Empereur window's the same way.
#include "common/ruleset_labels.h"
#include "gui_fixtures.h"
#include "napoleonic/figures_document.h"
#include "napoleonic/figures_window.h"
#include "napoleonic/ve_document.h"
#include "napoleonic/ve_window.h"

#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using arbitre::gui::FiguresWindow;
using arbitre::napoleonic::FiguresProcedure;

namespace {

QString readAll(const QString &path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return QString::fromUtf8(file.readAll());
}

/** The File menu's action called `text`, or nullptr. */
QAction *fileAction(FiguresWindow &window, const QString &text)
{
    for (QAction *menu : window.menuBar()->actions()) {
        if (menu->menu() == nullptr || menu->text() != FiguresWindow::tr("&File"))
            continue;
        for (QAction *action : menu->menu()->actions())
            if (action->text() == text)
                return action;
    }
    return nullptr;
}

} // namespace

TEST_CASE("NF-M7 the Napoleonic window exports the battle log as HTML or Markdown by the suffix",
          "[napoleonic-window][battle-log]")
{
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::sourcePath("resources/scenarios/napoleonic-figures-demo.json")));
    FiguresWindow &window = *fixture.windows<arbitre::gui::FiguresWindow>().front();
    window.setInteractive(false);
    CHECK(fileAction(window, FiguresWindow::tr("&Export the Battle Log…")) != nullptr);

    // NF-T1's fire, S on T, d6 = 3 typed from the table.
    arbitre::napoleonic::FiguresOrders fire;
    fire.unit = "S";
    fire.target = "T";
    fire.modifiers = {{"range_p2", 1}, {"target_cover_light", 1}, {"first_fire", 1}};
    arbitre::ListDice typed({3}, arbitre::DieSource::Entered);
    window.document()->apply(FiguresProcedure::Fire, fire, typed, QStringLiteral("Fire"));

    QTemporaryDir dir;
    const bool french = arbitre::gui::frenchTerms();
    arbitre::gui::setFrenchTerms(false);
    REQUIRE(window.exportLogTo(dir.filePath(QStringLiteral("t1.html"))));
    const QString html = readAll(dir.filePath(QStringLiteral("t1.html")));
    CHECK(html.startsWith(QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\">")));
    CHECK(html.contains(QStringLiteral("Table: Loss table (NF-14), row -1, column 12: cell 2+")));
    CHECK(html.contains(QStringLiteral("Die: d6 = 3, entered from a physical die — fire of S on T (NF-1)")));

    arbitre::gui::setFrenchTerms(true);
    REQUIRE(window.exportLogTo(dir.filePath(QStringLiteral("t1.md"))));
    arbitre::gui::setFrenchTerms(french);
    const QString md = readAll(dir.filePath(QStringLiteral("t1.md")));
    CHECK(md.startsWith(QStringLiteral("# Les exemples du condensé\n")));
    CHECK(md.contains(QStringLiteral("| Objectif à portée moyenne (P2) | -2 | NF-5 |\n")));
    CHECK(md.contains(QStringLiteral("- Table : Table des pertes (NF-14), ligne -1, colonne 12 : case 2+\n")));

    // A folder that does not exist: the error is shown (recorded here), nothing crashes.
    CHECK_FALSE(window.exportLogTo(dir.filePath(QStringLiteral("missing/t1.md"))));
    CHECK_FALSE(window.lastError().isEmpty());
}

TEST_CASE("VE-W1 the Vive l'Empereur window exports its battle log too", "[ve-window][battle-log]")
{
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::sourcePath("resources/scenarios/vive-l-empereur-demo.json")));
    REQUIRE(fixture.windows<arbitre::gui::VeWindow>().size() == 1);
    arbitre::gui::VeWindow &window = *fixture.windows<arbitre::gui::VeWindow>().front();
    window.setInteractive(false);
    bool listed = false;
    for (QAction *menu : window.menuBar()->actions())
        if (menu->menu() != nullptr && menu->text() == FiguresWindow::tr("&File"))
            for (QAction *action : menu->menu()->actions())
                listed = listed || action->text() == FiguresWindow::tr("&Export the Battle Log…");
    CHECK(listed);

    // VE-W1: fr-1-ligne fires on aut-ir-7 two hexes away, d6 = 5 typed from the table.
    arbitre::napoleonic::VeOrders fire;
    fire.unit = "fr-1-ligne";
    fire.target = "aut-ir-7";
    arbitre::ListDice typed({5}, arbitre::DieSource::Entered);
    window.document()->apply(arbitre::napoleonic::VeProcedure::Fire, fire, typed, QStringLiteral("Fire"));

    QTemporaryDir dir;
    const bool french = arbitre::gui::frenchTerms();
    arbitre::gui::setFrenchTerms(false);
    REQUIRE(window.exportLogTo(dir.filePath(QStringLiteral("w1.md"))));
    arbitre::gui::setFrenchTerms(french);
    const QString md = readAll(dir.filePath(QStringLiteral("w1.md")));
    CHECK(md.contains(QStringLiteral("- Table: Fire table (VE-42), row 5, column 4: cell 1\n")));
    CHECK(md.contains(QStringLiteral("- Die: d6 = 5, entered from a physical die — fire of fr-1-ligne on aut-ir-7")));
    CHECK_FALSE(window.exportLogTo(dir.filePath(QStringLiteral("missing/w1.md"))));
    CHECK_FALSE(window.lastError().isEmpty());
}
