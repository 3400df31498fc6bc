// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/modules/registry.h"
#include "common/autosave.h"
#include "common/document.h"
#include "common/document_window.h"
#include "common/module_ui.h"
#include "shell/shell.h"
#include "umbra/umbra_document.h"
#include "umbra/umbra_window.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QList>
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

/** The PM demo battle, "la bataille de Lérac" (the digest's PM-W2 and PM-W3). */
inline QString pmDemoPath()
{
    return sourcePath("resources/scenarios/pm-bataille-de-lerac.json");
}

/**
 * `path` opened as the app opens it (one session through the shipped modules, its module's document),
 * or null when its system's document is not a `D`. Throws the loader's error.
 */
template <typename D> std::unique_ptr<D> openDocument(const QString &path)
{
    std::unique_ptr<gui::Document> document = gui::openDocument(path, path);
    if (dynamic_cast<D *>(document.get()) == nullptr)
        return nullptr;
    return std::unique_ptr<D>(static_cast<D *>(document.release()));
}

/** What `path`'s session is after its first `events` events, as the core replays it: opened, copied, cut. */
inline std::unique_ptr<Session> replayedTo(const QString &path, std::size_t events)
{
    std::unique_ptr<Session> session = shippedModules().openSession(path.toStdString())->clone();
    session->truncate(events);
    return session;
}

/**
 * The app's shell showing no modal dialog, autosaving into its own temporary folder. `window` is the
 * Umbra window opened last, the one most tests drive.
 */
struct WindowFixture
{
    QTemporaryDir autosaves;
    std::unique_ptr<gui::Shell> shell;
    gui::UmbraWindow *window = nullptr;

    WindowFixture() : WindowFixture(QString()) {}
    explicit WindowFixture(const QString &autosaveDirectory)
    {
        shell = std::make_unique<gui::Shell>(autosaveDirectory.isEmpty() ? autosaves.path() : autosaveDirectory);
        shell->setInteractive(false);
    }

    /** Opens `path` in its module's window, as File ▸ Open does; null (the error in lastError) when refused. */
    gui::DocumentWindow *open(const QString &path)
    {
        gui::DocumentWindow *opened = shell->openFile(path);
        adopt(opened);
        return opened;
    }

    /** Opens `path` read-only in review mode, as File ▸ Open for Review does; null when refused. */
    gui::DocumentWindow *openForReview(const QString &path)
    {
        gui::DocumentWindow *opened = shell->openForReview(path);
        adopt(opened);
        return opened;
    }

    /** Opens a bundled demo as the welcome page does: untitled. */
    gui::DocumentWindow *openDemo(const QString &path)
    {
        gui::DocumentWindow *opened = shell->openDemo(path);
        adopt(opened);
        return opened;
    }

    int offerRecovery()
    {
        const int recovered = shell->offerRecovery();
        for (gui::DocumentWindow *each : shell->windows())
            adopt(each);
        return recovered;
    }

    QString lastError() const { return shell->lastError(); }

    /** The open windows of one kind, oldest first. */
    template <typename W> QList<W *> windows() const
    {
        QList<W *> found;
        for (gui::DocumentWindow *each : shell->windows()) {
            if (auto *typed = qobject_cast<W *>(each))
                found.push_back(typed);
        }
        return found;
    }

private:
    void adopt(gui::DocumentWindow *opened)
    {
        if (opened == nullptr)
            return;
        opened->resize(1600, 1000);
        if (auto *umbra = qobject_cast<gui::UmbraWindow *>(opened))
            window = umbra;
    }
};

/** Writes `bytes` to the file `name` of `directory`; its path. */
inline QString writeFileIn(const QTemporaryDir &directory, const QString &name, const QByteArray &bytes)
{
    const QString path = directory.filePath(name);
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    REQUIRE(file.write(bytes) == bytes.size());
    return path;
}

/** What the shell says when `path` is refused: the error kept for tests, and no window opened. */
inline QString refusalOf(const QString &path)
{
    WindowFixture fixture;
    CHECK(fixture.open(path) == nullptr);
    CHECK(fixture.shell->windows().isEmpty());
    return fixture.lastError();
}

} // namespace arbitre::test
