// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The GM guide's pictures of a Vive l'Empereur ! battle. Hidden from the test run; taken under Xvfb
// by scripts/screenshots.sh with the others.
#include "gui_fixtures.h"
#include "napoleonic/ve_map_view.h"
#include "napoleonic/ve_window.h"
#include "shell/application.h"

#include <QApplication>
#include <QDir>
#include <QTabWidget>
#include <QTest>

#include <catch2/catch.hpp>

namespace {

void shootVe(QWidget *widget, const char *name)
{
    for (int i = 0; i < 10; ++i) {
        QApplication::processEvents();
        QTest::qWait(30);
    }
    const QByteArray directory = qgetenv("ARBITRE_SCREENSHOT_DIR");
    const QString root = directory.isEmpty() ? arbitre::test::sourcePath("docs/images") : QString::fromUtf8(directory);
    QDir().mkpath(root);
    REQUIRE(widget->grab().save(root + QLatin1Char('/') + QString::fromUtf8(name)));
}

} // namespace

TEST_CASE("Screenshots of a Vive l'Empereur battle", "[.screenshots]")
{
    arbitre::gui::installTranslation(*qApp, QStringLiteral("en"));
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::sourcePath("resources/scenarios/vive-l-empereur-demo.json")));
    arbitre::gui::VeWindow *window = fixture.windows<arbitre::gui::VeWindow>().front();
    window->resize(1600, 1000);
    window->move(0, 0);
    window->setDiceSeed(2026);

    // VE-W2: the battery's range bands, its clear sight of aut-ir-9 and the fire previewed with a 5.
    window->selectUnit(QStringLiteral("fr-batterie"));
    window->setProcedure(arbitre::napoleonic::VeProcedure::Fire);
    window->setTargetUnit(QStringLiteral("aut-ir-9"));
    window->setDice(QStringLiteral("5"));
    REQUIRE(window->preview());
    shootVe(window, "ve-fire-preview.png");

    // The copse between the battery and aut-ir-7 blocks the line (VE-49): the fire is refused.
    window->setTargetUnit(QStringLiteral("aut-ir-7"));
    REQUIRE_FALSE(window->preview());
    shootVe(window, "ve-los-blocked.png");

    // VE-W2 confirmed, then aut-ir-4's morale test in the flank (VE-W4): the log.
    window->setTargetUnit(QStringLiteral("aut-ir-9"));
    REQUIRE(window->confirm());
    window->selectUnit(QStringLiteral("aut-ir-4"));
    window->setProcedure(arbitre::napoleonic::VeProcedure::Morale);
    REQUIRE(window->setModifier(QStringLiteral("attaque_flanc"), true));
    window->setDice(QStringLiteral("3, 4"));
    REQUIRE(window->confirm());
    window->tabs()->setCurrentIndex(1);
    shootVe(window, "ve-log.png");
}
