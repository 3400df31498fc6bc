// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The GM guide's pictures of the figures, VE and PM windows at a laptop's and a monitor's size, in English and
// French, laid out by default and after a Confirm (hidden from the test run; taken under Xvfb by
// scripts/screenshots.sh). ARBITRE_SCREENSHOT_DIR says where (default: docs/images).
#include "gui_fixtures.h"
#include "napoleonic/figures_window.h"
#include "napoleonic/ve_window.h"
#include "pm/pm_battle_window.h"
#include "shell/application.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QSettings>
#include <QTabWidget>
#include <QTest>

#include <catch2/catch.hpp>

namespace {

void shoot(QWidget *widget, const QString &name)
{
    for (int i = 0; i < 10; ++i) {
        QApplication::processEvents();
        QTest::qWait(30);
    }
    const QByteArray directory = qgetenv("ARBITRE_SCREENSHOT_DIR");
    const QString root = directory.isEmpty() ? arbitre::test::sourcePath("docs/images") : QString::fromUtf8(directory);
    QDir().mkpath(root);
    REQUIRE(widget->grab().save(root + QLatin1Char('/') + name));
}

/** Shows `window` at `size` with its default layout for that size. */
void place(QWidget *window, QSize size)
{
    window->move(0, 0);
    window->resize(size);
    window->show();
    for (int i = 0; i < 5; ++i) {
        QApplication::processEvents();
        QTest::qWait(20);
    }
    if (auto *reset = window->findChild<QAction *>(QStringLiteral("reset-layout")))
        reset->trigger();
}

void shootAt(QSize size, const QString &language)
{
    arbitre::gui::installTranslation(*qApp, language);
    QSettings().remove(QStringLiteral("layouts"));
    const QString suffix = QStringLiteral("-%1%2.png")
                               .arg(size.width())
                               .arg(language == QStringLiteral("en") ? QString() : QStringLiteral("-fr"));
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::sourcePath("resources/scenarios/napoleonic-figures-demo.json")));
    auto *figures = fixture.windows<arbitre::gui::FiguresWindow>().front();
    place(figures, size);
    figures->setDiceSeed(2026);
    figures->setProcedure(arbitre::napoleonic::FiguresProcedure::Fire);
    figures->setActingUnit(QStringLiteral("S"));
    figures->setTargetUnit(QStringLiteral("T"));
    REQUIRE(figures->setModifier(QStringLiteral("range_p2"), true));
    figures->setDie(3);
    REQUIRE(figures->preview());
    shoot(figures, QStringLiteral("figures") + suffix);

    REQUIRE(fixture.open(arbitre::test::sourcePath("resources/scenarios/vive-l-empereur-demo.json")));
    auto *ve = fixture.windows<arbitre::gui::VeWindow>().front();
    place(ve, size);
    ve->setDiceSeed(2026);
    ve->selectUnit(QStringLiteral("fr-batterie"));
    ve->setProcedure(arbitre::napoleonic::VeProcedure::Fire);
    ve->setTargetUnit(QStringLiteral("aut-ir-9"));
    ve->setDice(QStringLiteral("5"));
    REQUIRE(ve->preview());
    shoot(ve, QStringLiteral("ve") + suffix);

    REQUIRE(fixture.open(arbitre::test::pmDemoPath()));
    auto *pm = fixture.windows<arbitre::gui::PmBattleWindow>().front();
    place(pm, size);
    shoot(pm, QStringLiteral("pm") + suffix);
    QSettings().remove(QStringLiteral("layouts"));
}

} // namespace

TEST_CASE("Screenshots of the Napoleonic and PM windows at a laptop's and a monitor's size", "[.screenshots]")
{
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("fr")}) {
        shootAt(QSize(1366, 768), language);
        shootAt(QSize(1920, 1080), language);
    }
    arbitre::gui::installTranslation(*qApp, QStringLiteral("en"));
}
