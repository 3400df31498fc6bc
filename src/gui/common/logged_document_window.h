// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QMainWindow>
#include <QString>

#include <functional>

class QMenu;

namespace arbitre::gui {

class Autosaver;
class LoggedDocument;

/**
 * What every module's own window does with its file: save, save as, ask before closing with
 * unsaved changes, and show errors (or only record them, in tests). The PM battle and the
 * Napoleonic table windows derive from it.
 */
class LoggedDocumentWindow : public QMainWindow
{
    Q_OBJECT

public:
    /** Test and screenshot hook: no modal dialogs; errors are kept for lastError(). */
    void setInteractive(bool interactive) { m_interactive = interactive; }
    QString lastError() const { return m_lastError; }

    bool save();
    bool saveAs();
    /** Saves to `path` without asking. Shows the error and returns false on failure. */
    bool saveTo(const QString &path);

protected:
    using QMainWindow::QMainWindow;

    /** The file this window saves; `saveTitle` heads the Save As dialog. */
    void setFile(LoggedDocument *document, const QString &saveTitle);
    /**
     * Keeps the window in step with the file set by setFile: `refresh` after every event, undo step
     * and file change; `autosaver` (may be null) watches it.
     */
    void followDocument(Autosaver *autosaver, const std::function<void()> &refresh);
    /** First thing in the derived window's destructor: the document's last signals must not reach its widgets. */
    void unfollowDocument(Autosaver *autosaver);
    /**
     * The File (Save, Save As, Export the Battle Log when `exportLog` is given, Close) and Edit (Undo,
     * Redo) menus every module window has; returns Edit.
     */
    QMenu *addFileAndEditMenus(const std::function<void(const QString &)> &exportLog = {});
    void closeEvent(QCloseEvent *event) override;
    void showError(const QString &title, const QString &message);
    /** Adds File ▸ `text`: asks where to write the players' battle log (.html or .md) and hands the path on. */
    void addExportLogAction(QMenu *menu, const QString &text, const std::function<void(const QString &)> &exportTo);
    /** Writes the battle log with `write` (which throws DocumentError): the error shown, or "Exported". */
    bool writeExport(const QString &path, const std::function<void()> &write);

private:
    bool maybeSave();

    LoggedDocument *m_file = nullptr;
    QString m_saveTitle;
    bool m_interactive = true;
    QString m_lastError;
};

} // namespace arbitre::gui
