// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <string_view>
#include <vector>

class QAction;
class QObject;
class QWidget;

namespace arbitre {
class Session;
}

namespace arbitre::gui {

class Document;
class DocumentWindow;

/** A bundled demo as the welcome page offers it. */
struct DemoEntry
{
    QString title; /**< in the app's language: "The battle of Vaudrey ford (Umbra Draconis, on a map)" */
    QString path;  /**< the bundled file */
};

/**
 * What a module's window asks of the app that hosts it: opening files, the recent files, the other
 * windows, where autosaves go. The shell implements it, so no module window knows another.
 */
class WindowHost
{
public:
    virtual ~WindowHost() = default;

    /**
     * Opens a scenario or saved session in its module's window (a file the app ships, untitled, as a demo);
     * nullptr (the error shown) when it cannot.
     */
    virtual DocumentWindow *openFile(const QString &path) = 0;
    /** Asks for a file and opens it. */
    virtual void openFileDialog(QWidget *parent) = 0;
    /** Opens a saved session in its window in review mode (read-only, its state at a chosen event); nullptr when it
     * cannot (the error shown). */
    virtual DocumentWindow *openForReview(const QString &path) = 0;
    /** Asks for a file and opens it for review. */
    virtual void openForReviewDialog(QWidget *parent) = 0;
    /** A bundled demo, opened as an untitled session: Save asks where. */
    virtual DocumentWindow *openDemo(const QString &path) = 0;
    /** Shows `document` in its module's window (a new scenario made by a module's own dialog). */
    virtual DocumentWindow *show(std::unique_ptr<Document> document) = 0;
    virtual QStringList recentFiles() const = 0;
    virtual void addRecentFile(const QString &path) = 0;
    virtual QList<DemoEntry> demos() const = 0;
    /** "New …" actions of every module, parented to `parent`. */
    virtual QList<QAction *> newActions(QWidget *parent) = 0;
    virtual QList<DocumentWindow *> windows() const = 0;
    /** The welcome page, shown again (Window ▸ Welcome). */
    virtual void showWelcome() = 0;
    /** The folder that holds every window's autosave folder. */
    virtual QString autosaveDirectory() const = 0;
    /** False in tests: errors and questions open no modal dialog. */
    virtual bool interactive() const = 0;
};

/**
 * The GUI side of a rule module, as Tiled's editors are per document type: the document over a session
 * of its system, the window that shows it, what it offers besides opening a file, its demos. The shell
 * knows modules only through this; a system without one gets the generic window of the common parts.
 */
class ModuleUi
{
public:
    virtual ~ModuleUi() = default;

    /** The `system` of the rulesets it shows. */
    virtual std::string_view system() const = 0;
    /** The document over an opened session; by default the common Document. */
    virtual std::unique_ptr<Document> createDocument(std::unique_ptr<Session> session, const QString &path) const;
    /** The window of `document`; the shell shows it, lists it and autosaves it. */
    virtual DocumentWindow *createWindow(std::unique_ptr<Document> document, WindowHost &host) const = 0;
    /** What the welcome page and File ▸ New offer for this system besides opening a file. */
    virtual QList<QAction *> newActions(WindowHost &host, QWidget *parent) const;
    /** Its bundled demos; by default the module's demo scenarios named after the system. */
    virtual QList<DemoEntry> demos() const;
};

/** The GUI sides of the shipped modules (shell/module_uis.cpp: one line a module). */
const std::vector<std::unique_ptr<ModuleUi>> &moduleUis();
/** The GUI side of `system`: its own, or the generic one for a system that has none. */
const ModuleUi &moduleUiFor(std::string_view system);
/**
 * `file` (a scenario, a saved session or an autosave) opened once through the shipped modules into its
 * module's document, whose file is `documentPath` (empty: untitled). Throws the loader's error.
 */
std::unique_ptr<Document> openDocument(const QString &file, const QString &documentPath);

} // namespace arbitre::gui
