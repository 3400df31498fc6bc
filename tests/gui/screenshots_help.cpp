// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Pictures of the open error dialog (a PNG, a ruleset) and of the GM guide window, in English and in French, to
// look at. Hidden from the test run; written to $ARBITRE_SCREENSHOT_DIR (else a folder of the system's temp):
//     xvfb-run -a -s "-screen 0 1600x1000x24" env QT_QPA_PLATFORM=xcb build/dev/tests/gui_tests "[.screenshots-help]"
#include "common/help_windows.h"
#include "common/rule_lookup.h"
#include "gui_fixtures.h"
#include "shell/application.h"
#include "shell/open_error.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <catch2/catch.hpp>

namespace {

QString shotPath(const QString &name)
{
    const QByteArray directory = qgetenv("ARBITRE_SCREENSHOT_DIR");
    const QString root =
        directory.isEmpty() ? QDir::tempPath() + QStringLiteral("/arbitre-screenshots") : QString::fromUtf8(directory);
    QDir().mkpath(root);
    return root + QLatin1Char('/') + name;
}

void shoot(QWidget *widget, const QString &name)
{
    for (int i = 0; i < 10; ++i) {
        QApplication::processEvents();
        QTest::qWait(30);
    }
    REQUIRE(widget->grab().save(shotPath(name)));
}

arbitre::gui::OpenError errorOpening(const QString &path)
{
    try {
        (void)arbitre::gui::openDocument(path, path);
    } catch (const std::exception &error) {
        return arbitre::gui::describeOpenError(path, error);
    }
    FAIL("opened: " << path.toStdString());
    return {};
}

} // namespace

TEST_CASE("Screenshots of the open errors, the GM guide, the shortcuts and a rule", "[.screenshots-help]")
{
    QTemporaryDir directory;
    const QString png = directory.filePath(QStringLiteral("battle.json"));
    REQUIRE(QFile::copy(arbitre::test::sourcePath("docs/images/welcome.png"), png));
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("fr")}) {
        arbitre::gui::installTranslation(*qApp, language);
        const QString suffix = language == QStringLiteral("en") ? QString() : QStringLiteral("-fr");
        for (const auto &[file, name] : {std::pair{png, QStringLiteral("open-error-png")},
                                         std::pair{arbitre::test::sourcePath("rulesets/umbra-draconis.json"),
                                                   QStringLiteral("open-error-ruleset")}}) {
            arbitre::gui::OpenErrorDialog dialog(errorOpening(file));
            dialog.show();
            shoot(&dialog, name + suffix + QStringLiteral(".png"));
        }
        QWidget *guide = arbitre::gui::showGuide(nullptr);
        shoot(guide, QStringLiteral("gm-guide-window") + suffix + QStringLiteral(".png"));
        guide->close();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        {
            arbitre::test::WindowFixture fixture;
            REQUIRE(fixture.openDemo(arbitre::test::demoPath()));
            QWidget *shortcuts = arbitre::gui::showShortcuts(fixture.window);
            shoot(shortcuts, QStringLiteral("shortcuts") + suffix + QStringLiteral(".png"));
            shortcuts->close();
        }
        QWidget *rule = arbitre::gui::showRule(QStringLiteral("UD-83"), nullptr);
        shoot(rule, QStringLiteral("rule-window") + suffix + QStringLiteral(".png"));
        rule->close();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete); // both windows made anew, translated
    }
    arbitre::gui::installTranslation(*qApp, QStringLiteral("en"));
}
