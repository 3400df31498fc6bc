// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/event_log.h"
#include "document.h"

#include <filesystem>
#include <functional>
#include <string>

namespace arbitre::gui {

/** A path the GM chose, as the core's file functions take it (UTF-16 on every platform). */
std::filesystem::path toFilePath(const QString &path);

/**
 * Writes a battle log for players to `path` atomically: `render(true)` (one HTML page) when the
 * suffix is .html or .htm, `render(false)` (Markdown) otherwise. Throws DocumentError.
 */
void exportBattleLog(const QString &path, const std::function<std::string(bool html)> &render);

/**
 * A document over a module session whose every action is one logged event (the PM battle, the
 * Napoleonic tables): one undo step per event, where undo drops it from the session and redo puts
 * the same event back through the session's checks; atomic save; recovery after a crash. The
 * module's document adds its session, its actions and its title.
 */
class LoggedDocument : public Document
{
    Q_OBJECT

public:
    QUndoStack *undoStack() const override { return m_undo; }
    QString filePath() const override { return m_path; }
    bool isModified() const override;

    /** Writes the file atomically and makes `path` the document's file. Throws DocumentError. */
    void saveAs(const QString &path);
    /** An autosave recovered after a crash: it belongs at `originalPath` and is unsaved. */
    void markRecovered(const QString &originalPath);

    /** Used by the undo commands. */
    void undoEvent();
    void redoEvent(const Event &event);

Q_SIGNALS:
    /** An event was played, undone or redone. */
    void changed();
    void fileChanged();

protected:
    explicit LoggedDocument(QString path);

    /** The session's last event just logged becomes one undo step named `text`. */
    void pushEvent(const Event &event, const QString &text);
    /** Called inside a `catch (...)` around opening `path`: the error as a DocumentError the GM can read. */
    [[noreturn]] static void rethrowOpenError(const QString &path);

private:
    virtual void dropLastEvent() = 0;
    virtual void appendEvent(const Event &event) = 0;

    QUndoStack *m_undo;
    QString m_path;
    bool m_recovered = false;
};

} // namespace arbitre::gui
