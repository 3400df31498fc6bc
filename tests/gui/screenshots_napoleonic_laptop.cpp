// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The figures and VE windows on a 1366x768 laptop, in English and in French, after a Confirm: for a
// person to look at (hidden from the test run). ARBITRE_SCREENSHOT_DIR says where (default: the temp dir).
#include "gui_fixtures.h"
#include "napoleonic/figures_window.h"
#include "napoleonic/ve_window.h"
#include "shell/application.h"

#include <QApplication>
#include <QDir>
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
    const QString root = directory.isEmpty() ? QDir::tempPath() : QString::fromUtf8(directory);
    QDir().mkpath(root);
    REQUIRE(widget->grab().save(root + QLatin1Char('/') + name));
}

} // namespace

TEST_CASE("Screenshots of the Napoleonic windows at 1366x768 in English and French", "[.screenshots-laptop]")
{
    for (const char *language : {"en", "fr"}) {
        const QString suffix = QString::fromLatin1(language) + QStringLiteral(".png");
        arbitre::gui::installTranslation(*qApp, QString::fromLatin1(language));
        arbitre::test::WindowFixture fixture;
        REQUIRE(fixture.open(arbitre::test::sourcePath("resources/scenarios/napoleonic-figures-demo.json")));
        auto *figures = fixture.windows<arbitre::gui::FiguresWindow>().front();
        figures->resize(1366, 768);
        figures->show();
        figures->setDiceSeed(2026);
        figures->setProcedure(arbitre::napoleonic::FiguresProcedure::Fire);
        figures->setActingUnit(QStringLiteral("S"));
        figures->setTargetUnit(QStringLiteral("T"));
        REQUIRE(figures->setModifier(QStringLiteral("range_p2"), true));
        figures->setDie(3);
        REQUIRE(figures->preview());
        shoot(figures, QStringLiteral("figures-preview-") + suffix);
        REQUIRE(figures->confirm());
        shoot(figures, QStringLiteral("figures-after-confirm-") + suffix);
        figures->tabs()->setCurrentIndex(1);
        shoot(figures, QStringLiteral("figures-log-") + suffix);

        REQUIRE(fixture.open(arbitre::test::sourcePath("resources/scenarios/vive-l-empereur-demo.json")));
        auto *ve = fixture.windows<arbitre::gui::VeWindow>().front();
        ve->resize(1366, 768);
        ve->show();
        ve->setDiceSeed(2026);
        ve->selectUnit(QStringLiteral("fr-batterie"));
        ve->setProcedure(arbitre::napoleonic::VeProcedure::Fire);
        ve->setTargetUnit(QStringLiteral("aut-ir-9"));
        ve->setDice(QStringLiteral("5"));
        REQUIRE(ve->preview());
        shoot(ve, QStringLiteral("ve-preview-") + suffix);
        REQUIRE(ve->confirm());
        shoot(ve, QStringLiteral("ve-after-confirm-") + suffix);
    }
    arbitre::gui::installTranslation(*qApp, QStringLiteral("en"));
}
