// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The app's View ▸ Show Ids reaches the battle logs (issue 18): the core writes units "Name (id)" by default,
// as the command line does; the app asks for names alone while ids are hidden.
#include "arbitre/umbra/battle_log.h"
#include "common/ruleset_labels.h"
#include "gui_fixtures.h"
#include "napoleonic/ve_window.h"
#include "play_driver.h"
#include "umbra/docks/battle_log_dock.h"

#include <QAction>

#include <catch2/catch.hpp>

using arbitre::gui::UmbraWindow;

namespace {

QString dockText(UmbraWindow &window)
{
    QString text;
    for (const arbitre::umbra::LogEntry &entry : window.battleLog()->entries()) {
        text += QString::fromStdString(entry.title) + QLatin1Char('\n');
        for (const std::string &line : entry.lines)
            text += QString::fromStdString(line) + QLatin1Char('\n');
    }
    return text;
}

} // namespace

TEST_CASE("UD-M6 the Umbra battle log names units without ids until View - Show Ids asks for them", "[log-ids]")
{
    arbitre::gui::setShowIds(false);
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::demoPath()));
    UmbraWindow &window = *fixture.window;
    window.nextStep();
    std::size_t die = 0;
    arbitre::test::Gm gm(window, die);
    gm.movement(arbitre::test::demoOrders()["turns"][0]);
    const QString hidden = dockText(window);
    CHECK(hidden.contains(QStringLiteral("Piquiers de la Male-Haie")));
    CHECK_FALSE(hidden.contains(QStringLiteral("(mf_piquiers)")));

    auto *ids = window.findChild<QAction *>(QStringLiteral("show-ids"));
    REQUIRE(ids);
    ids->trigger();
    CHECK(dockText(window).contains(QStringLiteral("Piquiers de la Male-Haie (mf_piquiers)")));
    ids->trigger();
    CHECK_FALSE(dockText(window).contains(QStringLiteral("(mf_piquiers)")));
    // The core's default, the command line's, keeps the ids.
    CHECK(QString::fromStdString(
              window.document()->session().battleLog(arbitre::LogFormat::Markdown, arbitre::LogLanguage::English))
              .contains(QStringLiteral("(mf_piquiers)")));
}

TEST_CASE("VE-W2 the VE window's log and preview name units as Show Ids says", "[log-ids][ve-window]")
{
    for (const bool shown : {false, true}) {
        INFO("ids shown: " << shown);
        arbitre::gui::setShowIds(shown);
        arbitre::test::WindowFixture fixture;
        REQUIRE(fixture.open(arbitre::test::sourcePath("resources/scenarios/vive-l-empereur-demo.json")));
        arbitre::gui::VeWindow &window = *fixture.windows<arbitre::gui::VeWindow>().front();
        window.selectUnit(QStringLiteral("fr-batterie"));
        window.setProcedure(arbitre::napoleonic::VeProcedure::Fire);
        window.setTargetUnit(QStringLiteral("aut-ir-9"));
        window.setDice(QStringLiteral("5"));
        REQUIRE(window.preview());
        CHECK(window.previewText().contains(QStringLiteral("IR 9 Czartoryski (aut-ir-9)")) == shown);
        CHECK(window.previewText().contains(QStringLiteral("IR 9 Czartoryski")));
        REQUIRE(window.confirm());
        CHECK(window.logText().contains(QStringLiteral("IR 9 Czartoryski (aut-ir-9)")) == shown);
        CHECK(window.logText().contains(QStringLiteral("IR 9 Czartoryski")));
    }
    arbitre::gui::setShowIds(false);
}
