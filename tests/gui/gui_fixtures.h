// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "common/autosave.h"
#include "umbra/main_window.h"
#include "umbra/session_document.h"

#include <QString>
#include <QTemporaryDir>

#include <memory>

namespace arbitre::test {

inline QString sourcePath(const char *relative)
{
    return QString::fromUtf8(ARBITRE_SOURCE_DIR "/") + QString::fromUtf8(relative);
}

inline QString demoPath()
{
    return sourcePath("resources/scenarios/battle-of-vaudrey-ford.json");
}

/** A main window that shows no modal dialog, autosaving into its own temporary folder. */
struct WindowFixture
{
    QTemporaryDir autosaves;
    std::unique_ptr<gui::MainWindow> window;

    WindowFixture() : WindowFixture(QString()) {}
    explicit WindowFixture(const QString &autosaveDirectory)
    {
        const QString directory = autosaveDirectory.isEmpty() ? autosaves.path() : autosaveDirectory;
        window = std::make_unique<gui::MainWindow>(std::make_unique<gui::Autosaver>(directory));
        window->setInteractive(false);
        window->resize(1600, 1000);
        window->show();
    }
};

} // namespace arbitre::test
