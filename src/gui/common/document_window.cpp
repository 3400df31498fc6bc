// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "document_window.h"

#include "common/autosave.h"
#include "common/document.h"
#include "common/icons.h"
#include "common/module_ui.h"
#include "common/panel_layout.h"
#include "common/ruleset_labels.h"
#include "common/standard_menus.h"

#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QUndoStack>

namespace arbitre::gui {

DocumentWindow::DocumentWindow(std::unique_ptr<Document> document, WindowHost &host, QWidget *parent)
    : QMainWindow(parent), m_document(std::move(document)),
      m_autosaver(std::make_unique<Autosaver>(host.autosaveDirectory())), m_host(host)
{
    setWindowIcon(icon(IconKind::App));
    m_interactive = host.interactive();
    connect(m_document.get(), &Document::changed, this, &DocumentWindow::documentChanged);
    connect(m_document.get(), &Document::fileChanged, this, &DocumentWindow::updateTitle);
    connect(m_document->undoStack(), &QUndoStack::cleanChanged, this, &DocumentWindow::updateTitle);
    m_autosaver->watch(m_document.get());
    updateTitle();
}

DocumentWindow::~DocumentWindow()
{
    // The document's last signals must not reach widgets being destroyed.
    m_autosaver->watch(nullptr);
    disconnect(m_document->undoStack(), nullptr, this, nullptr);
    disconnect(m_document.get(), nullptr, this, nullptr);
}

void DocumentWindow::documentChanged(const DocumentChange & /*change*/)
{
    updateTitle();
}

void DocumentWindow::updateTitle()
{
    const QString file =
        m_document->filePath().isEmpty() ? tr("not saved") : QFileInfo(m_document->filePath()).fileName();
    setWindowTitle(QStringLiteral("%1 — %2[*] — Arbitre").arg(m_document->title(), file));
    setWindowModified(m_document->isModified());
}

QMenu *DocumentWindow::addStandardMenus()
{
    auto *save = m_save = new QAction(icon(IconKind::Save), tr("&Save"), this);
    save->setShortcut(QKeySequence::Save);
    connect(save, &QAction::triggered, this, [this] { this->save(); });
    auto *saveAs = new QAction(tr("Save &As…"), this);
    // Not every desktop maps QKeySequence::SaveAs; the guide promises Ctrl+Shift+S everywhere.
    saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(saveAs, &QAction::triggered, this, [this] { this->saveAs(); });
    auto *exportLog = new QAction(tr("&Export the Battle Log…"), this);
    exportLog->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(exportLog, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export the battle log"),
                                                          m_document->title() + QStringLiteral(".html"),
                                                          tr("Web page (*.html);;Markdown (*.md)"));
        if (!path.isEmpty())
            this->exportLog(path);
    });
    m_fileMenu = addFileMenu(*menuBar(), m_host, this, {save, saveAs, exportLog});

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    m_undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    m_undo->setIcon(icon(IconKind::Undo));
    m_undo->setShortcuts(keysWithFallback(QKeySequence::Undo, QKeySequence(Qt::CTRL | Qt::Key_Z)));
    m_redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    m_redo->setIcon(icon(IconKind::Redo));
    // Ctrl+Shift+Z as the guide says, also where the platform's Redo is Ctrl+Y alone (Windows' scheme).
    m_redo->setShortcuts(keysWithFallback(QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
    edit->addAction(m_undo);
    edit->addAction(m_redo);
    m_windowMenu = addWindowMenu(*menuBar(), m_host, this);
    addHelpMenu(*menuBar(), this);
    return edit;
}

QMenu *DocumentWindow::addModuleMenu(const QString &title)
{
    auto *menu = new QMenu(title, this);
    menuBar()->insertMenu(m_windowMenu != nullptr ? m_windowMenu->menuAction() : nullptr, menu);
    return menu;
}

bool DocumentWindow::save()
{
    return m_document->filePath().isEmpty() ? saveAs() : saveTo(m_document->filePath());
}

bool DocumentWindow::saveAs()
{
    QString suggested = m_document->filePath();
    if (suggested.isEmpty())
        suggested = QSettings().value(QStringLiteral("lastDirectory")).toString() + QLatin1Char('/') +
                    m_document->title() + QStringLiteral(".json");
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the session"), suggested,
                                                      tr("Arbitre sessions and scenarios (*.json)"));
    return !path.isEmpty() && saveTo(path);
}

bool DocumentWindow::saveTo(const QString &path)
{
    try {
        m_document->saveAs(path);
    } catch (const DocumentError &error) {
        showError(tr("Cannot save %1").arg(QFileInfo(path).fileName()), QString::fromStdString(error.what()));
        return false;
    }
    m_host.addRecentFile(path);
    statusBar()->showMessage(tr("Saved %1").arg(path), 4000);
    return true;
}

bool DocumentWindow::exportLog(const QString &path)
{
    try {
        m_document->exportLog(path, appLogLanguage());
    } catch (const DocumentError &error) {
        showError(tr("Cannot export the battle log"), QString::fromStdString(error.what()));
        return false;
    }
    statusBar()->showMessage(tr("Exported %1").arg(path), 4000);
    return true;
}

bool DocumentWindow::maybeSave()
{
    if (!m_document->isModified() || !m_interactive)
        return true;
    const auto answer = QMessageBox::warning(this, tr("Unsaved changes"),
                                             tr("“%1” has unsaved changes. Save them?").arg(m_document->title()),
                                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void DocumentWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    event->accept();
    if (m_panels != nullptr)
        m_panels->save();
}

void DocumentWindow::fitToScreen(QSize preferred)
{
    const QScreen *screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
    resize(screen ? preferred.boundedTo(screen->availableGeometry().size()) : preferred);
}

void DocumentWindow::showError(const QString &title, const QString &message)
{
    m_lastError = message;
    statusBar()->showMessage(title + QStringLiteral(": ") + message, 8000);
    if (!m_interactive)
        return;
    QMessageBox box(QMessageBox::Warning, title, title, QMessageBox::Ok, this);
    box.setInformativeText(message);
    box.exec();
}

} // namespace arbitre::gui
