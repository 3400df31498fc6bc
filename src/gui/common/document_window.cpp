// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "document_window.h"

#include "arbitre/core/verify.h"
#include "common/autosave.h"
#include "common/document.h"
#include "common/icons.h"
#include "common/module_ui.h"
#include "common/panel_layout.h"
#include "common/review_dock.h"
#include "common/ruleset_labels.h"
#include "common/standard_menus.h"

#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>
#include <QUndoView>

#include <utility>

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
    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("log-verdict"));
    m_verdict->setContentsMargins(0, 0, 12, 0); // apart from a module's own permanent labels
    statusBar()->addPermanentWidget(m_verdict);
    updateTitle();
    updateVerdict();
}

DocumentWindow::~DocumentWindow()
{
    // The document's last signals must not reach widgets being destroyed.
    m_autosaver->watch(nullptr);
    disconnect(m_document->undoStack(), nullptr, this, nullptr);
    disconnect(m_document.get(), nullptr, this, nullptr);
}

void DocumentWindow::documentChanged(const DocumentChange &change)
{
    updateTitle();
    // Once for a burst of changes (a redo of many events, a set-up command): the chain is hashed over every event.
    // A review step changes what is shown, not the session: the verdict stays.
    if ((change.play || change.units || change.terrain || change.sides) && !m_verdictPending &&
        !m_document->reviewing()) {
        m_verdictPending = true;
        QTimer::singleShot(0, this, &DocumentWindow::flushVerdict);
    }
}

void DocumentWindow::updateVerdict()
{
    const Verdict verdict = m_document->verdict();
    const LogLanguage language = appLogLanguage();
    // The head is what players note at the table; `arbitre-cli verify --head` tells them later if the log was cut.
    const QString head = QString::fromStdString(shortHash(verdict.head));
    QString text = tr("Log %1 · %2").arg(head, QString::fromStdString(verdict.diceSummary(language)));
    if (!verdict.trusted() || !verdict.chained) // the GM's own copy is "verified": said only when it is not
        text = QString::fromStdString(verdict.status(language)) + QStringLiteral(" · ") + text;
    m_verdict->setText(text);
    QString tip = tr("<p><b>Head of the log: %1</b><br/>%2</p><p>%3.</p>")
                      .arg(head, QString::fromStdString(verdict.head),
                           QString::fromStdString(verdict.status(language)).toHtmlEscaped());
    tip += tr("<p>Players note the head at the table. <code>arbitre-cli verify FILE --head %1</code> then tells a log "
              "cut short or changed from the one played.</p>")
               .arg(QString(head).remove(QLatin1Char(' ')));
    if (m_document->hasUnrevealedDice())
        tip += tr("<p>The virtual dice are committed to a secret seed: reveal it (File menu) when players may check "
                  "them.</p>");
    m_verdict->setToolTip(tip);
    m_verdict->setStyleSheet(verdict.trusted() ? QString() : QStringLiteral("color: #b00020; font-weight: bold"));
    if (m_reveal != nullptr)
        m_reveal->setEnabled(m_document->hasUnrevealedDice() && !m_document->reviewing());
}

void DocumentWindow::flushVerdict()
{
    if (!m_verdictPending)
        return;
    m_verdictPending = false;
    updateVerdict();
}

QString DocumentWindow::verdictText()
{
    flushVerdict();
    return m_verdict->text();
}

void DocumentWindow::updateTitle()
{
    const QString file =
        m_document->filePath().isEmpty() ? tr("not saved") : QFileInfo(m_document->filePath()).fileName();
    if (m_document->reviewing())
        setWindowTitle(tr("%1 — %2[*] — review — Arbitre").arg(m_document->title(), file));
    else
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
    auto *playersCopy = new QAction(tr("Save a &Players' Copy…"), this);
    playersCopy->setToolTip(tr("The session without the dice seed not yet revealed, for players to verify"));
    connect(playersCopy, &QAction::triggered, this, [this] {
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Save a players' copy"), m_document->title() + tr(" (players).json"),
                                         tr("Arbitre sessions and scenarios (*.json)"));
        if (!path.isEmpty())
            savePlayersCopy(path);
    });
    m_reveal = new QAction(tr("Re&veal the Dice Seed…"), this);
    m_reveal->setObjectName(QStringLiteral("reveal-dice"));
    connect(m_reveal, &QAction::triggered, this, &DocumentWindow::revealDice);
    m_reveal->setEnabled(m_document->hasUnrevealedDice());
    m_fileMenu = addFileMenu(*menuBar(), m_host, this, {save, saveAs, exportLog, playersCopy, m_reveal});

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
    m_viewMenu = menuBar()->addMenu(tr("&View"));
    createReview();
    m_windowMenu = addWindowMenu(*menuBar(), m_host, this);
    addHelpMenu(*menuBar(), this);
    return edit;
}

void DocumentWindow::createReview()
{
    m_reviewDock = new ReviewDock(*m_document, this);
    addDockWidget(Qt::BottomDockWidgetArea, m_reviewDock);
    m_reviewDock->hide();
    m_reviewToggle = m_viewMenu->addAction(tr("&Review"));
    m_reviewToggle->setObjectName(QStringLiteral("review"));
    m_reviewToggle->setCheckable(true);
    m_reviewToggle->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_reviewToggle->setToolTip(tr("Step through the session's events, read-only"));
    connect(m_reviewToggle, &QAction::triggered, this, [this](bool on) {
        if (on)
            beginReview();
        else
            endReview();
    });
    QMenu *steps = m_viewMenu->addMenu(tr("Review &Controls"));
    ReviewDock *dock = m_reviewDock;
    const auto step = [this, steps](const QString &text, const char *name, const QKeySequence &key,
                                    const std::function<void()> &slot) {
        auto *action = steps->addAction(text);
        action->setObjectName(QString::fromLatin1(name));
        action->setShortcut(key);
        action->setEnabled(false);
        connect(action, &QAction::triggered, this, slot);
        m_reviewActions.push_back(action);
    };
    step(tr("&First Event"), "review-first", QKeySequence(Qt::Key_Home), [dock] { dock->first(); });
    step(tr("&Previous Event"), "review-previous", QKeySequence(Qt::Key_Left), [dock] { dock->previous(); });
    step(tr("&Next Event"), "review-next", QKeySequence(Qt::Key_Right), [dock] { dock->next(); });
    step(tr("&Last Event"), "review-last", QKeySequence(Qt::Key_End), [dock] { dock->last(); });
    step(tr("Previous &Moment (Day, Turn, Phase)"), "review-previous-moment", QKeySequence(Qt::Key_PageUp),
         [dock] { dock->previousMoment(); });
    step(tr("Next M&oment (Day, Turn, Phase)"), "review-next-moment", QKeySequence(Qt::Key_PageDown),
         [dock] { dock->nextMoment(); });
    step(tr("P&lay / Pause"), "review-play", QKeySequence(Qt::Key_Space), [dock] { dock->togglePlay(); });
    step(tr("&Bookmark This Event…"), "review-bookmark", QKeySequence(Qt::CTRL | Qt::Key_B),
         [dock] { dock->addBookmarkDialog(); });
    m_viewMenu->addSeparator();
    connect(m_document.get(), &Document::reviewChanged, this, &DocumentWindow::reviewChanged);
}

bool DocumentWindow::beginReview()
{
    try {
        m_document->beginReview();
    } catch (const DocumentError &error) {
        showError(tr("Cannot review %1").arg(m_document->title()), QString::fromStdString(error.what()));
        if (m_reviewToggle != nullptr)
            m_reviewToggle->setChecked(false);
        return false;
    }
    return true;
}

void DocumentWindow::endReview()
{
    m_document->endReview();
}

void DocumentWindow::reviewChanged()
{
    const bool reviewing = m_document->reviewing();
    if (reviewing == m_wasReviewing)
        return; // a step: the views follow the document's change
    m_wasReviewing = reviewing;
    if (m_reviewToggle != nullptr)
        m_reviewToggle->setChecked(reviewing);
    for (QAction *action : std::as_const(m_reviewActions))
        action->setEnabled(reviewing);
    for (QAction *action : std::as_const(m_sessionActions))
        action->setEnabled(!reviewing);
    for (QWidget *widget : std::as_const(m_sessionWidgets))
        widget->setEnabled(!reviewing);
    if (m_reviewDock != nullptr) {
        m_reviewDock->setVisible(reviewing);
        if (reviewing)
            m_reviewDock->raise();
    }
    // Nothing that would change the session while reviewing; the document refuses it all the same.
    const QUndoStack *stack = m_document->undoStack();
    if (m_undo != nullptr)
        m_undo->setEnabled(!reviewing && stack->canUndo());
    if (m_redo != nullptr)
        m_redo->setEnabled(!reviewing && stack->canRedo());
    for (QUndoView *history : findChildren<QUndoView *>())
        history->setEnabled(!reviewing);
    if (m_reveal != nullptr)
        m_reveal->setEnabled(!reviewing && m_document->hasUnrevealedDice());
    updateTitle();
    statusBar()->showMessage(reviewing ? tr("Review: read-only. Left/Right step, Home/End, Space plays; View ▸ Review "
                                            "to play on.")
                                       : tr("Review ended: the session is editable again."),
                             6000);
}

void DocumentWindow::addSessionCommand(QAction *action)
{
    m_sessionActions.push_back(action);
    action->setEnabled(!m_document->reviewing());
}

void DocumentWindow::addSessionCommand(QWidget *widget)
{
    m_sessionWidgets.push_back(widget);
    widget->setEnabled(!m_document->reviewing());
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

bool DocumentWindow::savePlayersCopy(const QString &path)
{
    try {
        m_document->savePlayersCopy(path);
    } catch (const DocumentError &error) {
        showError(tr("Cannot save the players' copy"), QString::fromStdString(error.what()));
        return false;
    }
    statusBar()->showMessage(tr("Saved the players' copy %1").arg(path), 4000);
    return true;
}

void DocumentWindow::revealDice()
{
    if (!m_document->hasUnrevealedDice() || m_document->reviewing())
        return;
    if (m_interactive) {
        const auto answer = QMessageBox::question(
            this, tr("Reveal the dice seed"),
            tr("Once revealed, anyone holding the log can check every virtual die rolled so far, and the seed goes "
               "into players' copies and saves. The dice to come are derived from a new secret seed.\n\nReveal "
               "it now?"),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Yes)
            return;
    }
    m_document->revealDice();
    statusBar()->showMessage(tr("Dice seed revealed: save, then share the file or a players' copy"), 6000);
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
    if (m_reviewDock != nullptr)
        m_reviewDock->hide(); // a layout saved in review must not show the dock outside it
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
