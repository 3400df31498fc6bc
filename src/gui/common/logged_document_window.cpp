// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "logged_document_window.h"

#include "autosave.h"
#include "document.h"
#include "logged_document.h"

#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QUndoStack>

namespace arbitre::gui {

void LoggedDocumentWindow::setFile(LoggedDocument *document, const QString &saveTitle)
{
    m_file = document;
    m_saveTitle = saveTitle;
}

void LoggedDocumentWindow::followDocument(Autosaver *autosaver, const std::function<void()> &refresh)
{
    connect(m_file, &LoggedDocument::changed, this, refresh);
    connect(m_file, &LoggedDocument::fileChanged, this, refresh);
    connect(m_file->undoStack(), &QUndoStack::indexChanged, this, refresh);
    if (autosaver)
        autosaver->watch(m_file);
}

void LoggedDocumentWindow::unfollowDocument(Autosaver *autosaver)
{
    if (autosaver)
        autosaver->watch(nullptr);
    disconnect(m_file->undoStack(), nullptr, this, nullptr);
    disconnect(m_file, nullptr, this, nullptr);
}

QMenu *LoggedDocumentWindow::addFileAndEditMenus(const std::function<void(const QString &)> &exportLog)
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Save"), this, [this] { save(); })->setShortcut(QKeySequence::Save);
    file->addAction(tr("Save &As…"), this, [this] { saveAs(); })->setShortcut(QKeySequence::SaveAs);
    if (exportLog)
        addExportLogAction(file, tr("&Export the Battle Log…"), exportLog);
    file->addSeparator();
    file->addAction(tr("&Close"), this, &QWidget::close)->setShortcut(QKeySequence::Close);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_file->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_file->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    return edit;
}

bool LoggedDocumentWindow::save()
{
    return m_file->filePath().isEmpty() ? saveAs() : saveTo(m_file->filePath());
}

bool LoggedDocumentWindow::saveAs()
{
    const QString path = QFileDialog::getSaveFileName(this, m_saveTitle, m_file->filePath(),
                                                      tr("Arbitre sessions and scenarios (*.json)"));
    return !path.isEmpty() && saveTo(path);
}

bool LoggedDocumentWindow::saveTo(const QString &path)
{
    try {
        m_file->saveAs(path);
    } catch (const DocumentError &error) {
        showError(tr("Cannot save %1").arg(QFileInfo(path).fileName()), QString::fromStdString(error.what()));
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(path), 4000);
    return true;
}

bool LoggedDocumentWindow::maybeSave()
{
    if (!m_file->isModified() || !m_interactive)
        return true;
    const auto answer = QMessageBox::warning(this, tr("Unsaved changes"),
                                             tr("“%1” has unsaved changes. Save them?").arg(m_file->title()),
                                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void LoggedDocumentWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    event->accept();
}

void LoggedDocumentWindow::addExportLogAction(QMenu *menu, const QString &text,
                                              const std::function<void(const QString &)> &exportTo)
{
    menu->addAction(text, this, [this, exportTo] {
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Export the battle log"), m_file->title() + QStringLiteral(".html"),
                                         tr("Web page (*.html);;Markdown (*.md)"));
        if (!path.isEmpty())
            exportTo(path);
    });
}

bool LoggedDocumentWindow::writeExport(const QString &path, const std::function<void()> &write)
{
    try {
        write();
    } catch (const DocumentError &error) {
        showError(tr("Cannot export the battle log"), QString::fromStdString(error.what()));
        return false;
    }
    statusBar()->showMessage(tr("Exported %1").arg(path), 4000);
    return true;
}

void LoggedDocumentWindow::showError(const QString &title, const QString &message)
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
