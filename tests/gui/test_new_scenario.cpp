// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/setup.h"
#include "gui_fixtures.h"
#include "shell/welcome_widget.h"
#include "shell/welcome_window.h"

#include <QApplication>
#include <QListWidget>
#include <QSettings>
#include <QUndoStack>

#include <catch2/catch.hpp>

using arbitre::OffsetCoord;
namespace setup = arbitre::umbra::setup;

TEST_CASE("A new scenario is set up in the app, saved and reopened identical", "[new-scenario]")
{
    auto document = arbitre::gui::UmbraDocument::createNew(arbitre::test::sourcePath("rulesets/umbra-draconis.json"),
                                                           QStringLiteral("Le pont de Sarre"), 12, 8,
                                                           arbitre::Orientation::Flat, QStringLiteral("plaine"));
    REQUIRE(document->inSetup());
    CHECK(document->isModified());
    CHECK(document->filePath().isEmpty());
    CHECK(document->title() == QStringLiteral("Le pont de Sarre"));
    CHECK(document->map().grid.width == 12);
    CHECK(document->map().grid.height == 8);
    CHECK(document->map().grid.orientation == arbitre::Orientation::Flat);
    REQUIRE(document->state().sides.size() == 2);

    document->edit(QStringLiteral("paint"),
                   setup::paintTerrain(document->ruleset(), document->setup(), {{5, 0}, {5, 1}, {5, 2}}, "riviere"));
    document->edit(QStringLiteral("troop"), setup::addTroop(document->ruleset(), document->setup(), 0, "cavalerie",
                                                            "Lances du pont", OffsetCoord{2, 3}));
    document->edit(QStringLiteral("personality"),
                   setup::addPersonality(document->ruleset(), document->setup(), 1, "Dame Berthe", OffsetCoord{9, 4}));
    REQUIRE(document->undoStack()->count() == 3);
    REQUIRE(document->state().sides[0].troops.size() == 1);
    CHECK(document->state().sides[0].troops[0].name == "Lances du pont");

    QTemporaryDir directory;
    const QString path = directory.filePath(QStringLiteral("pont.json"));
    document->saveAs(path);
    CHECK_FALSE(document->isModified());
    auto reopened = arbitre::test::openDocument<arbitre::gui::UmbraDocument>(path);
    CHECK(reopened->state() == document->state());
    CHECK(reopened->map() == document->map());
    // The ruleset is referred to relative to the saved file, so the pair can move together.
    CHECK_FALSE(QDir::isAbsolutePath(QString::fromStdString(reopened->scenario().rulesetRef)));
}

TEST_CASE("An opened file goes first in the recent files of the menu and the welcome page", "[new-scenario]")
{
    arbitre::test::WindowFixture fixture;
    QTemporaryDir directory;
    const QString saved = directory.filePath(QStringLiteral("vaudrey.json"));
    REQUIRE(fixture.open(arbitre::test::demoPath()));
    REQUIRE(fixture.window->saveTo(saved));
    fixture.window->close();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QSettings().remove(QStringLiteral("recentFiles"));
    REQUIRE(fixture.open(saved));
    const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    REQUIRE_FALSE(recent.isEmpty());
    CHECK(recent.front() == QFileInfo(saved).absoluteFilePath());
    fixture.window->close(); // the last window closed: the welcome page comes back
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    REQUIRE(fixture.shell->windows().isEmpty());
    REQUIRE(fixture.shell->welcome()->isVisible());
    auto *welcome = fixture.shell->welcome()->page();
    REQUIRE(welcome != nullptr);
    REQUIRE(welcome->recentList()->count() >= 1);
    CHECK(welcome->recentList()->item(0)->data(Qt::UserRole).toString() == recent.front());
}
