// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "common/module_ui.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>

namespace arbitre::gui {

class DocumentWindow;
class WelcomeWindow;
struct OpenError;
struct RecoverableSession;

/**
 * The app around the rule systems: it opens any file once through the module registry and shows it in
 * the window its module's GUI makes, keeps the list of open windows and the recent files, offers every
 * session a crash left behind, and shows the welcome page when no session is open. It knows the modules
 * only through ModuleUi.
 */
class Shell final : public QObject, public WindowHost
{
    Q_OBJECT

public:
    /** `autosaveDirectory` holds one folder per open window (Autosaver). */
    explicit Shell(QString autosaveDirectory, QObject *parent = nullptr);
    ~Shell() override;

    DocumentWindow *openFile(const QString &path) override;
    void openFileDialog(QWidget *parent) override;
    DocumentWindow *openForReview(const QString &path) override;
    void openForReviewDialog(QWidget *parent) override;
    DocumentWindow *openDemo(const QString &path) override;
    DocumentWindow *show(std::unique_ptr<Document> document) override;
    QStringList recentFiles() const override;
    void addRecentFile(const QString &path) override;
    QList<DemoEntry> demos() const override;
    QList<QAction *> newActions(QWidget *parent) override;
    QList<DocumentWindow *> windows() const override;
    void showWelcome() override;
    QString autosaveDirectory() const override { return m_autosaveDirectory; }
    bool interactive() const override { return m_interactive; }

    /** When false, errors and questions open no modal dialog (tests); windows opened after inherit it. */
    void setInteractive(bool interactive) { m_interactive = interactive; }
    /** The last error shown: its summary, explanation and details (tests check it). */
    QString lastError() const { return m_lastError; }
    WelcomeWindow *welcome() const { return m_welcome; }

    /**
     * Offers every session left by an Arbitre that did not close properly, each with its title and time;
     * each comes back in its own window, from its newest readable autosave. Returns how many came back.
     */
    int offerRecovery();
    /** Reopens one crashed session: its newest autosave that opens, else the older ones. */
    DocumentWindow *recover(const RecoverableSession &session);

Q_SIGNALS:
    /** A window was opened or closed. */
    void windowsChanged();

private:
    QString m_autosaveDirectory;
    WelcomeWindow *m_welcome = nullptr;
    QList<QObject *> m_windows; /**< the open windows, each a DocumentWindow until its `destroyed` drops it */
    QString m_lastError;
    bool m_interactive = true;

    /** Opens `path` through the registry into its module's document; shows the error and returns null on failure. */
    std::unique_ptr<Document> load(const QString &path, const QString &documentPath);
    void showError(const OpenError &error);
    void windowClosed(QObject *window);
};

} // namespace arbitre::gui
