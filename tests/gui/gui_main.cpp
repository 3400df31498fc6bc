// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The GUI tests' own main: offscreen unless a display is asked for, so that catch_discover_tests,
// which runs the binary at build time without the test environment, works on a machine with no display.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <QApplication>
#include <QSettings>
#include <QTemporaryDir>

#include <cstdlib>

int main(int argc, char *argv[])
{
    if (std::getenv("QT_QPA_PLATFORM") == nullptr)
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Tests must not read or write the GM's settings and autosaves.
    QApplication::setOrganizationName(QStringLiteral("arbitre-tests"));
    QApplication::setApplicationName(QStringLiteral("arbitre-tests"));
    QApplication app(argc, argv);
    // Each run its own settings, so that a layout or a recent file kept by one test (they run in parallel,
    // one process each) never reaches another.
    const QTemporaryDir settings;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
    return Catch::Session().run(argc, argv);
}
