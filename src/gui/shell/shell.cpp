// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "shell.h"

#include "arbitre/core/diagnostic.h"
#include "arbitre/modules/registry.h"
#include "common/autosave.h"
#include "common/bundled_files.h"
#include "common/document.h"
#include "common/document_window.h"
#include "shell/open_error.h"
#include "shell/welcome_window.h"

#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QSettings>

#include <utility>

namespace arbitre::gui {

namespace {

const QString RecentKey = QStringLiteral("recentFiles");
const QString LastDirectoryKey = QStringLiteral("lastDirectory");
constexpr int MaxRecent = 10;

} // namespace

Shell::Shell(QString autosaveDirectory, QObject *parent)
    : QObject(parent), m_autosaveDirectory(std::move(autosaveDirectory)), m_welcome(new WelcomeWindow(*this))
{}

Shell::~Shell()
{
    const QList<QObject *> open = std::exchange(m_windows, {});
    for (QObject *window : open) {
        disconnect(window, nullptr, this, nullptr);
        delete window;
    }
    delete m_welcome;
}

std::unique_ptr<Document> Shell::load(const QString &path, const QString &documentPath)
{
    try {
        return openDocument(path, documentPath);
    } catch (const std::exception &error) {
        showError(describeOpenError(path, error));
    }
    return nullptr;
}

DocumentWindow *Shell::openFile(const QString &path)
{
    // What the app ships opens untitled however it is reached (the command line, File ▸ Open, a recent
    // file): nothing the GM plays is written into the app's own resources.
    if (isBundled(path))
        return openDemo(path);
    std::unique_ptr<Document> document = load(path, path);
    if (!document)
        return nullptr;
    addRecentFile(path);
    return show(std::move(document));
}

void Shell::openFileDialog(QWidget *parent)
{
    const QString path = QFileDialog::getOpenFileName(parent, tr("Open a scenario or a saved session"),
                                                      QSettings().value(LastDirectoryKey).toString(),
                                                      tr("Arbitre sessions and scenarios (*.json)"));
    if (!path.isEmpty())
        openFile(path);
}

DocumentWindow *Shell::openForReview(const QString &path)
{
    DocumentWindow *window = openFile(path);
    if (window != nullptr)
        window->beginReview();
    return window;
}

void Shell::openForReviewDialog(QWidget *parent)
{
    const QString path = QFileDialog::getOpenFileName(parent, tr("Open a saved session for review"),
                                                      QSettings().value(LastDirectoryKey).toString(),
                                                      tr("Arbitre sessions and scenarios (*.json)"));
    if (!path.isEmpty())
        openForReview(path);
}

DocumentWindow *Shell::openDemo(const QString &path)
{
    // Untitled: Save asks where, so nothing the app does writes into its own resources.
    std::unique_ptr<Document> document = load(path, QString());
    return document ? show(std::move(document)) : nullptr;
}

DocumentWindow *Shell::show(std::unique_ptr<Document> document)
{
    const std::string system(document->session().system());
    DocumentWindow *window = moduleUiFor(system).createWindow(std::move(document), *this);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->setInteractive(m_interactive);
    connect(window, &QObject::destroyed, this, &Shell::windowClosed);
    m_windows.push_back(window);
    window->show();
    window->raise();
    m_welcome->hide();
    Q_EMIT windowsChanged();
    return window;
}

QStringList Shell::recentFiles() const
{
    return QSettings().value(RecentKey).toStringList();
}

void Shell::addRecentFile(const QString &path)
{
    QSettings settings;
    QStringList recent = settings.value(RecentKey).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > MaxRecent)
        recent.removeLast();
    settings.setValue(RecentKey, recent);
    settings.setValue(LastDirectoryKey, QFileInfo(absolute).absolutePath());
    m_welcome->setRecentFiles(recent);
}

QList<DemoEntry> Shell::demos() const
{
    QList<DemoEntry> entries;
    for (const std::string_view system : shippedModules().systems())
        entries += moduleUiFor(system).demos();
    return entries;
}

QList<QAction *> Shell::newActions(QWidget *parent)
{
    QList<QAction *> actions;
    for (const std::string_view system : shippedModules().systems())
        actions += moduleUiFor(system).newActions(*this, parent);
    return actions;
}

QList<DocumentWindow *> Shell::windows() const
{
    QList<DocumentWindow *> open;
    for (QObject *window : m_windows)
        open.push_back(qobject_cast<DocumentWindow *>(window));
    return open;
}

void Shell::showWelcome()
{
    m_welcome->setRecentFiles(recentFiles());
    m_welcome->show();
    m_welcome->raise();
}

void Shell::windowClosed(QObject *window)
{
    // Dropped by address: a widget says it is destroyed from ~QWidget, when it is no DocumentWindow any more.
    m_windows.removeAll(window);
    Q_EMIT windowsChanged();
    if (windows().isEmpty())
        showWelcome();
}

int Shell::offerRecovery()
{
    int recovered = 0;
    for (const RecoverableSession &session : Autosaver::findRecoverable(m_autosaveDirectory)) {
        if (m_interactive) {
            const auto answer = QMessageBox::question(
                m_welcome, tr("Recover a session?"),
                tr("Arbitre did not close properly. An autosave of “%1” from %2 was found.\n\nRecover it?")
                    .arg(session.title, QLocale().toString(session.savedAt.toLocalTime(), QLocale::ShortFormat)),
                QMessageBox::Yes | QMessageBox::Discard, QMessageBox::Yes);
            if (answer != QMessageBox::Yes) {
                Autosaver::discard(session); // this session's autosaves only
                continue;
            }
        }
        recovered += recover(session) != nullptr ? 1 : 0;
    }
    return recovered;
}

DocumentWindow *Shell::recover(const RecoverableSession &session)
{
    QStringList problems;
    for (const QString &file : session.files) {
        // Newest first; an autosave cut short by the crash falls back to the one before.
        try {
            std::unique_ptr<Document> document = openDocument(file, session.originalPath);
            document->markRecovered(session.originalPath);
            DocumentWindow *window = show(std::move(document));
            Autosaver::discard(session);
            return window;
        } catch (const std::exception &error) {
            problems.push_back(describeError(file, error));
        }
    }
    showError({tr("Cannot recover “%1”").arg(session.title), tr("The session cannot be recovered."),
               tr("None of its autosaves opens. Its saved file, if it has one, may still open."),
               problems.join(QLatin1Char('\n'))});
    return nullptr;
}

void Shell::showError(const OpenError &error)
{
    m_lastError = error.text();
    if (!m_interactive)
        return;
    // Over the window the GM opened the file from; the welcome page when none is active.
    OpenErrorDialog dialog(error, QApplication::activeWindow() != nullptr ? QApplication::activeWindow() : m_welcome);
    dialog.exec();
}

} // namespace arbitre::gui
