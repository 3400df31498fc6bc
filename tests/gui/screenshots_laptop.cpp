// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The GM guide's pictures of the table at a laptop's and a monitor's size, in English and French. Hidden
// from the test run; taken under Xvfb by scripts/screenshots.sh.
#include "common/panel_layout.h"
#include "gui_fixtures.h"
#include "play_driver.h"
#include "shell/application.h"
#include "umbra/docks/confrontation_dock.h"
#include "umbra/map/hex_map_view.h"

#include <QApplication>
#include <QDir>
#include <QSettings>
#include <QTest>

#include <catch2/catch.hpp>

namespace {

QString shotPath(const QString &name)
{
    const QByteArray directory = qgetenv("ARBITRE_SCREENSHOT_DIR");
    const QString root = directory.isEmpty() ? arbitre::test::sourcePath("docs/images") : QString::fromUtf8(directory);
    QDir().mkpath(root);
    return root + QLatin1Char('/') + name;
}

void settle()
{
    for (int i = 0; i < 10; ++i) {
        QApplication::processEvents();
        QTest::qWait(30);
    }
}

/** The demo's first fight with its die typed, in a window of `size` laid out by default. */
void shootTheFight(QSize size, const QString &language)
{
    arbitre::gui::installTranslation(*qApp, language);
    QSettings().remove(QStringLiteral("layouts"));
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::demoPath()));
    auto *window = fixture.window;
    window->move(0, 0);
    window->resize(size);
    window->show();
    settle();
    window->panels()->reset();
    window->mapView()->fitToWindow();
    const QString suffix = QStringLiteral("-%1%2")
                               .arg(size.width())
                               .arg(language == QStringLiteral("en") ? QString() : QStringLiteral("-fr"));
    if (size.width() < 1600)
        REQUIRE(window->grab().save(shotPath(QStringLiteral("setup%1.png").arg(suffix))));

    window->nextStep(); // begin the battle
    const nlohmann::json entries = arbitre::test::demoOrders()["turns"];
    std::size_t die = 0;
    arbitre::test::Gm gm(*window, die);
    for (int turn = 0; turn < 2; ++turn) {
        gm.movement(entries[turn]);
        gm.confrontations(entries[turn]);
    }
    gm.movement(entries[2]);
    auto *dock = window->confrontationDock();
    const int fight = window->document()->turnDraft()->items().front().confrontation;
    dock->raise();
    dock->showConfrontation(fight);
    QTest::keyClick(dock, static_cast<Qt::Key>(Qt::Key_0 + arbitre::test::DemoDice.at(die) % 10));
    window->mapView()->centerOn(arbitre::OffsetCoord{15, 10});
    settle();
    REQUIRE(window->grab().save(shotPath(QStringLiteral("table%1.png").arg(suffix))));

    if (size.width() < 1600 && language == QStringLiteral("en")) {
        window->panels()->collapseAction()->trigger();
        settle();
        REQUIRE(window->grab().save(shotPath(QStringLiteral("table-collapsed%1.png").arg(suffix))));
    }
    QSettings().remove(QStringLiteral("layouts"));
}

} // namespace

TEST_CASE("Screenshots of the table at a laptop's and a monitor's size", "[.screenshots]")
{
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("fr")}) {
        shootTheFight(QSize(1366, 768), language);
        shootTheFight(QSize(1920, 1080), language);
    }
    arbitre::gui::installTranslation(*qApp, QStringLiteral("en"));
}
