// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QMainWindow>
#include <QString>

#include <functional>
#include <memory>

class QAction;
class QLabel;
class QMenu;

namespace arbitre::gui {

class Autosaver;
class PanelLayout;
class Document;
class ReviewDock;
struct DocumentChange;
class WindowHost;

/**
 * The window of one open session, whatever its rule system: it owns the document and its autosaver, and
 * does what every window does with its file — save, save as, export the players' log, ask before closing
 * with unsaved changes, show errors (or only keep them, in tests) — and has the menus every window shares
 * (File with the shell's Open, Recent and demos; Edit with undo and redo; Window; Help). Each module's
 * window derives from it and adds what its system shows.
 */
class DocumentWindow : public QMainWindow
{
    Q_OBJECT

public:
    ~DocumentWindow() override;

    Document *document() const { return m_document.get(); }
    Autosaver *autosaver() const { return m_autosaver.get(); }
    WindowHost &host() const { return m_host; }

    /** Test and screenshot hook: no modal dialogs; errors are kept for lastError(). */
    void setInteractive(bool interactive) { m_interactive = interactive; }
    bool interactive() const { return m_interactive; }
    QString lastError() const { return m_lastError; }

    /** Saves to the document's file, or asks where when it has none (a new scenario, a demo). */
    bool save();
    bool saveAs();
    /** Saves to `path` without asking. Shows the error and returns false on failure. */
    bool saveTo(const QString &path);
    /** Writes the players' battle log to `path` (.html: one page, else Markdown) in the app's language. */
    virtual bool exportLog(const QString &path);
    /** Writes the session without the secrets not yet revealed, for players to verify (docs/verifiable-dice.md). */
    bool savePlayersCopy(const QString &path);
    /** Reveals the dice seed (asking first when interactive): every virtual die rolled so far becomes checkable. */
    void revealDice();
    /** The status bar's verdict (brought up to date first): the chain's head to note and how the dice were rolled. */
    QString verdictText();

    /**
     * Review mode (issue 24): the session read-only, its state shown at a chosen event (the review dock's controls,
     * the arrows, Home, End, Space). Returns false (the error shown) when the log cannot be replayed.
     */
    bool beginReview();
    void endReview();
    ReviewDock *reviewDock() const { return m_reviewDock; }
    /** View ▸ Review, checked while reviewing. */
    QAction *reviewAction() const { return m_reviewToggle; }

protected:
    DocumentWindow(std::unique_ptr<Document> document, WindowHost &host, QWidget *parent = nullptr);

    /** Called after every change of the document (an event played or undone, the file saved). */
    virtual void documentChanged(const DocumentChange &change);
    /**
     * The File (with Save, Save As, Export the Battle Log), Edit (Undo, Redo), Window and Help menus.
     * Returns the Edit menu, for the module's own entries; a module's own menus go between Edit and Window.
     */
    QMenu *addStandardMenus();
    /** The shared actions, for a module's toolbars (one action each, so one shortcut each). */
    QAction *saveAction() const { return m_save; }
    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }
    /** The View menu made by addStandardMenus() (Review first), for the module's own entries. */
    QMenu *viewMenu() const { return m_viewMenu; }
    /** A menu of the module's own, placed after Edit and before Window. */
    QMenu *addModuleMenu(const QString &title);
    /** The File menu made by addStandardMenus(), for a module's own entries. */
    QMenu *fileMenu() const { return m_fileMenu; }
    void closeEvent(QCloseEvent *event) override;
    void showError(const QString &title, const QString &message);
    /** Asks to save unsaved changes: false when the GM cancels. */
    bool maybeSave();
    void updateTitle();
    /**
     * A control of the module's that changes the session (Confirm, an override): disabled while the session is
     * reviewed, enabled again when the review ends. A control the window also enables itself folds in
     * `!document()->reviewing()` there.
     */
    void addSessionCommand(QAction *action);
    void addSessionCommand(QWidget *widget);
    /** Sizes the window as `preferred`, within the available screen (a 1366×768 laptop first). */
    void fitToScreen(QSize preferred);
    /** The window's map-first layout, kept for the screen's size when the window closes. */
    void keepPanelLayout(PanelLayout *panels) { m_panels = panels; }

private:
    void createReview();
    /** The review began, ended or moved: the dock, the actions that would change the session, the title. */
    void reviewChanged();
    void updateVerdict();
    /** The verdict updated now if a change asked for it. */
    void flushVerdict();

    std::unique_ptr<Document> m_document;
    std::unique_ptr<Autosaver> m_autosaver;
    WindowHost &m_host;
    QMenu *m_fileMenu = nullptr;
    QAction *m_save = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QAction *m_reveal = nullptr;
    QLabel *m_verdict = nullptr;
    bool m_verdictPending = false;
    QMenu *m_windowMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    ReviewDock *m_reviewDock = nullptr;
    QAction *m_reviewToggle = nullptr;
    QList<QAction *> m_reviewActions;  /**< the review's steps: enabled only while reviewing */
    QList<QAction *> m_sessionActions; /**< the module's commands: disabled while reviewing */
    QList<QWidget *> m_sessionWidgets;
    bool m_wasReviewing = false;
    PanelLayout *m_panels = nullptr;
    bool m_interactive = true;
    QString m_lastError;
};

} // namespace arbitre::gui
