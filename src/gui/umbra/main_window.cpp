// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "main_window.h"

#include "common/autosave.h"
#include "common/ruleset_labels.h"
#include "main_window_actions.h"
#include "napoleonic/figures_document.h"
#include "napoleonic/figures_window.h"
#include "napoleonic/ve_document.h"
#include "napoleonic/ve_window.h"
#include "pm/pm_battle_window.h"
#include "pm/pm_document.h"
#include "session_document.h"
#include "shell/application.h"
#include "shell/welcome_widget.h"
#include "umbra/docks/battle_log_dock.h"
#include "umbra/docks/confrontation_dock.h"
#include "umbra/docks/inspector_dock.h"
#include "umbra/docks/order_of_battle_dock.h"
#include "umbra/map/hex_map_view.h"
#include "umbra/map/map_overview.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QUndoStack>
#include <QUndoView>

namespace arbitre::gui {

namespace {
const QString RecentKey = QStringLiteral("recentFiles");
constexpr int MaxRecent = 10;
} // namespace

MainWindow::MainWindow(std::unique_ptr<Autosaver> autosaver, QWidget *parent)
    : QMainWindow(parent), m_autosaver(std::move(autosaver)), m_actions(std::make_unique<Actions>())
{
    setWindowIcon(icon(IconKind::App));
    setDockNestingEnabled(true);
    m_stack = new QStackedWidget(this);
    m_welcome = new WelcomeWidget(this);
    m_mapView = new HexMapView(this);
    m_stack->addWidget(m_welcome);
    m_stack->addWidget(m_mapView);
    setCentralWidget(m_stack);

    createActions();
    createMenus();
    createToolBars();
    createDocks();
    createPlayActions();
    createPlayDocks();
    createStatusBar();

    connect(m_welcome, &WelcomeWidget::openRequested, this, [this](const QString &path) { openFile(path); });
    connect(m_welcome, &WelcomeWidget::newRequested, this, &MainWindow::newScenario);
    connect(m_welcome, &WelcomeWidget::openDialogRequested, this, &MainWindow::openDialog);
    connect(m_welcome, &WelcomeWidget::demoRequested, this, &MainWindow::openDemo);
    connect(m_mapView, &HexMapView::unitDropped, this, &MainWindow::onUnitDropped);
    connect(m_mapView, &HexMapView::terrainPainted, this, &MainWindow::onTerrainPainted);
    connect(m_mapView, &HexMapView::contextMenuRequested, this, &MainWindow::onMapContextMenu);
    connect(m_mapView, &HexMapView::hexHovered, this, [this](int col, int row) {
        if (!m_document || col < 0) {
            m_hoverLabel->clear();
            return;
        }
        const auto &map = m_document->map();
        const int terrain = map.terrainAt(map.grid.hexOf({col, row}));
        const auto &definition = m_document->ruleset().terrains.at(static_cast<std::size_t>(terrain));
        QString reach;
        for (const MapOverlay::Reach &r : m_mapView->overlay().reach) {
            if (r.cell.col != col || r.cell.row != row)
                continue;
            reach = r.entering      ? tr(" · reached next turn, a difficult hex (UD-A43)")
                    : r.forcedMarch ? tr(" · forced march, +%1 fatigue (UD-74)").arg(r.fatigue)
                                    : tr(" · in reach (UD-72)");
            if (r.contact)
                reach += tr(", contact with the enemy (UD-82)");
            if (r.leaves)
                reach += r.disengage != 0
                             ? tr(", leaves the confrontation: −%1 F today (UD-73)").arg(std::abs(r.disengage))
                             : tr(", leaves the confrontation freely (UD-A44)");
        }
        m_hoverLabel->setText(
            tr("Hex [%1, %2] · %3").arg(col).arg(row).arg(termLabel(definition.label, definition.id)) + reach);
    });

    readSettings();
    setDocument(nullptr);
}

MainWindow::~MainWindow()
{
    // Docks and the map hold QPointers to the document; drop them before it goes.
    setDocument(nullptr);
}

void MainWindow::createDocks()
{
    m_inspector = new InspectorDock(this);
    m_inspector->setObjectName(QStringLiteral("inspector"));
    addDockWidget(Qt::RightDockWidgetArea, m_inspector);

    m_overviewDock = new QDockWidget(tr("Overview"), this);
    m_overviewDock->setObjectName(QStringLiteral("overview"));
    m_overview = new MapOverview(m_overviewDock);
    m_overview->setView(m_mapView);
    m_overviewDock->setWidget(m_overview);
    addDockWidget(Qt::RightDockWidgetArea, m_overviewDock);

    m_historyDock = new QDockWidget(tr("History"), this);
    m_historyDock->setObjectName(QStringLiteral("history"));
    m_history = new QUndoView(m_historyDock);
    m_history->setEmptyLabel(tr("<scenario opened>"));
    m_historyDock->setWidget(m_history);
    addDockWidget(Qt::RightDockWidgetArea, m_historyDock);
    tabifyDockWidget(m_historyDock, m_overviewDock);
    m_overviewDock->raise();
    resizeDocks({m_inspector, m_overviewDock}, {640, 260}, Qt::Vertical);

    for (QDockWidget *dock : {static_cast<QDockWidget *>(m_inspector), m_overviewDock, m_historyDock})
        m_viewMenu->addAction(dock->toggleViewAction());
}

void MainWindow::createStatusBar()
{
    m_hoverLabel = new QLabel(this);
    m_modeLabel = new QLabel(this);
    m_rulesetLabel = new QLabel(this);
    statusBar()->addWidget(m_hoverLabel, 1);
    statusBar()->addPermanentWidget(m_modeLabel);
    statusBar()->addPermanentWidget(m_rulesetLabel);
}

void MainWindow::rebuildSideDocks()
{
    for (OrderOfBattleDock *dock : m_orderDocks) {
        removeDockWidget(dock);
        m_viewMenu->removeAction(dock->toggleViewAction());
        delete dock;
    }
    m_orderDocks.clear();
    if (!m_document)
        return;
    const auto &sides = m_document->state().sides;
    for (std::size_t i = 0; i < sides.size(); ++i) {
        auto *dock = new OrderOfBattleDock(static_cast<int>(i), this);
        dock->setObjectName(QStringLiteral("order-of-battle-%1").arg(i));
        dock->setDocument(m_document.get());
        if (i == 0)
            addDockWidget(Qt::LeftDockWidgetArea, dock);
        else
            splitDockWidget(m_orderDocks.front(), dock, Qt::Vertical);
        m_viewMenu->insertAction(m_viewMenu->actions().value(0), dock->toggleViewAction());
        m_orderDocks.push_back(dock);
    }
    // Wide enough for name, Force, morale and fatigue side by side; the GM can narrow it (kept in QSettings).
    if (m_orderDocks.front()->width() < 400) {
        QList<QDockWidget *> docks(m_orderDocks.begin(), m_orderDocks.end());
        resizeDocks(docks, QList<int>(docks.size(), 440), Qt::Horizontal);
    }
    // The confrontation panel shares the inspector's column: wide enough for both sides' Force side by side.
    if (m_inspector->width() < 420)
        resizeDocks({m_inspector}, {470}, Qt::Horizontal);
}

void MainWindow::setDocument(std::unique_ptr<SessionDocument> document)
{
    // Views first: they must never see a document that is being destroyed.
    m_mapView->setDocument(document.get());
    m_inspector->setDocument(document.get());
    m_confrontationDock->setDocument(document.get());
    m_logDock->setDocument(document.get());
    m_mapView->setMarkedCells({});
    m_history->setStack(document ? document->undoStack() : nullptr);
    m_autosaver->watch(document.get());
    m_document = std::move(document);
    rebuildSideDocks();
    m_stack->setCurrentWidget(m_document ? static_cast<QWidget *>(m_mapView) : m_welcome);
    // The welcome page stands alone; the docks come back with a session.
    for (QDockWidget *dock : {static_cast<QDockWidget *>(m_inspector), m_overviewDock, m_historyDock,
                              static_cast<QDockWidget *>(m_confrontationDock), static_cast<QDockWidget *>(m_logDock)})
        dock->setVisible(m_document != nullptr);
    if (m_document)
        m_inspector->raise();
    if (m_document)
        m_overviewDock->raise();
    if (m_document) {
        connect(m_document.get(), &SessionDocument::fileChanged, this, &MainWindow::updateTitle);
        connect(m_document.get(), &SessionDocument::changed, this, [this](const SessionChange &change) {
            if (change.sides && m_document->state().sides.size() != m_orderDocks.size())
                rebuildSideDocks();
            updateActions();
            if (change.play)
                updateTitle(); // the mode says the day and turn
        });
        connect(m_document->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
        connect(m_document->undoStack(), &QUndoStack::indexChanged, this, &MainWindow::updateActions);
        connect(m_document.get(), &SessionDocument::selectionChanged, this, &MainWindow::updateActions);
        refreshBrushTerrains();
        m_mapView->fitToWindow();
    }
    m_welcome->setRecentFiles(QSettings().value(RecentKey).toStringList());
    updateTitle();
    updateActions();
}

void MainWindow::updateTitle()
{
    if (!m_document) {
        setWindowTitle(QStringLiteral("Arbitre"));
        setWindowModified(false);
        m_rulesetLabel->clear();
        m_modeLabel->clear();
        return;
    }
    const QString file =
        m_document->filePath().isEmpty() ? tr("not saved") : QFileInfo(m_document->filePath()).fileName();
    setWindowTitle(QStringLiteral("%1 — %2[*] — Arbitre").arg(m_document->title(), file));
    setWindowModified(m_document->isModified());
    const auto &header = m_document->ruleset().header();
    m_rulesetLabel->setText(
        tr("Ruleset: %1 %2").arg(QString::fromStdString(header.name), QString::fromStdString(header.version)));
    const QString mode = m_document->inSetup()
                             ? tr("Set-up")
                             : tr("Battle, day %1 turn %2").arg(m_document->state().day).arg(m_document->state().turn);
    m_modeLabel->setText(
        QStringLiteral("%1 · %2%3")
            .arg(m_document->title(), mode, m_document->isModified() ? tr(" · unsaved changes") : QString()));
}

bool MainWindow::openFile(const QString &path)
{
    // A PM battle opens in its own window; the map and its docks are Umbra Draconis's.
    try {
        if (auto battle = PmDocument::open(path)) {
            openPmBattle(std::move(battle));
            addRecentFile(path);
            return true;
        }
        // So does a table of the Napoleonic figure rules.
        if (auto table = FiguresDocument::open(path)) {
            openFigures(std::move(table));
            addRecentFile(path);
            return true;
        }
        // And a Vive l'Empereur ! battle, with its hex map.
        if (auto battle = VeDocument::open(path)) {
            openVe(std::move(battle));
            addRecentFile(path);
            return true;
        }
    } catch (const DocumentError &error) {
        showError(tr("Cannot open %1").arg(QFileInfo(path).fileName()), QString::fromStdString(error.what()));
        return false;
    }
    if (!maybeSave())
        return false;
    try {
        setDocument(SessionDocument::open(path));
    } catch (const DocumentError &error) {
        showError(tr("Cannot open %1").arg(QFileInfo(path).fileName()), QString::fromStdString(error.what()));
        return false;
    }
    addRecentFile(path);
    statusBar()->showMessage(tr("Opened %1").arg(path), 4000);
    return true;
}

PmBattleWindow *MainWindow::openPmBattle(std::unique_ptr<PmDocument> battle)
{
    auto *window = new PmBattleWindow(std::move(battle), std::make_unique<Autosaver>(m_autosaver->directory()));
    window->setInteractive(m_interactive);
    window->show();
    m_pmWindows.push_back(window);
    statusBar()->showMessage(tr("Opened the PM battle “%1”").arg(window->document()->title()), 4000);
    return window;
}

QList<PmBattleWindow *> MainWindow::pmWindows() const
{
    QList<PmBattleWindow *> open;
    for (const QPointer<PmBattleWindow> &window : m_pmWindows) {
        if (window)
            open.push_back(window);
    }
    return open;
}

FiguresWindow *MainWindow::openFigures(std::unique_ptr<FiguresDocument> session)
{
    auto *window = new FiguresWindow(std::move(session), std::make_unique<Autosaver>(m_autosaver->directory()));
    window->setInteractive(m_interactive);
    window->show();
    m_figuresWindows.push_back(window);
    statusBar()->showMessage(tr("Opened the Napoleonic table “%1”").arg(window->document()->title()), 4000);
    return window;
}

QList<FiguresWindow *> MainWindow::figuresWindows() const
{
    QList<FiguresWindow *> open;
    for (const QPointer<FiguresWindow> &window : m_figuresWindows) {
        if (window)
            open.push_back(window);
    }
    return open;
}

VeWindow *MainWindow::openVe(std::unique_ptr<VeDocument> session)
{
    auto *window = new VeWindow(std::move(session), std::make_unique<Autosaver>(m_autosaver->directory()));
    window->setInteractive(m_interactive);
    window->show();
    m_veWindows.push_back(window);
    statusBar()->showMessage(tr("Opened the Vive l'Empereur battle “%1”").arg(window->document()->title()), 4000);
    return window;
}

QList<VeWindow *> MainWindow::veWindows() const
{
    QList<VeWindow *> open;
    for (const QPointer<VeWindow> &window : m_veWindows) {
        if (window)
            open.push_back(window);
    }
    return open;
}

bool MainWindow::offerRecovery()
{
    const auto found = m_autosaver->findRecoverable();
    if (!found)
        return false;
    if (m_interactive) {
        const auto answer = QMessageBox::question(
            this, tr("Recover the last session?"),
            tr("Arbitre did not close properly. An autosave of “%1” from %2 was found.\n\nRecover it?")
                .arg(found->title, QLocale().toString(found->savedAt.toLocalTime(), QLocale::ShortFormat)),
            QMessageBox::Yes | QMessageBox::Discard, QMessageBox::Yes);
        if (answer != QMessageBox::Yes) {
            Autosaver::discard(*found);
            return false;
        }
    }
    try {
        if (auto battle = PmDocument::open(found->file)) {
            battle->markRecovered(found->originalPath);
            openPmBattle(std::move(battle));
            Autosaver::discard(*found);
            return true;
        }
        if (auto table = FiguresDocument::open(found->file)) {
            table->markRecovered(found->originalPath);
            openFigures(std::move(table));
            Autosaver::discard(*found);
            return true;
        }
        if (auto battle = VeDocument::open(found->file)) {
            battle->markRecovered(found->originalPath);
            openVe(std::move(battle));
            Autosaver::discard(*found);
            return true;
        }
        auto document = SessionDocument::open(found->file);
        document->markRecovered(found->originalPath);
        setDocument(std::move(document));
    } catch (const DocumentError &error) {
        showError(tr("Cannot recover the session"), QString::fromStdString(error.what()));
        return false;
    }
    Autosaver::discard(*found);
    statusBar()->showMessage(tr("Recovered “%1”").arg(found->title), 6000);
    return true;
}

bool MainWindow::save()
{
    if (!m_document)
        return false;
    if (m_document->filePath().isEmpty())
        return saveAs();
    return saveTo(m_document->filePath());
}

bool MainWindow::saveAs()
{
    if (!m_document)
        return false;
    QString suggested = m_document->filePath();
    if (suggested.isEmpty())
        suggested = QSettings().value(QStringLiteral("lastDirectory")).toString() + QLatin1Char('/') +
                    m_document->title() + QStringLiteral(".json");
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the session"), suggested,
                                                      tr("Arbitre sessions and scenarios (*.json)"));
    return !path.isEmpty() && saveTo(path);
}

bool MainWindow::saveTo(const QString &path)
{
    try {
        m_document->saveAs(path);
    } catch (const DocumentError &error) {
        showError(tr("Cannot save %1").arg(QFileInfo(path).fileName()), QString::fromStdString(error.what()));
        return false;
    }
    addRecentFile(path);
    statusBar()->showMessage(tr("Saved %1").arg(path), 4000);
    return true;
}

bool MainWindow::maybeSave()
{
    if (!m_document || !m_document->isModified() || !m_interactive)
        return true;
    const auto answer = QMessageBox::warning(this, tr("Unsaved changes"),
                                             tr("“%1” has unsaved changes. Save them?").arg(m_document->title()),
                                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::showError(const QString &title, const QString &message)
{
    m_lastError = message;
    statusBar()->showMessage(title, 6000);
    if (!m_interactive)
        return;
    QMessageBox box(QMessageBox::Warning, title, title, QMessageBox::Ok, this);
    box.setInformativeText(message);
    box.exec();
}

void MainWindow::addRecentFile(const QString &path)
{
    QSettings settings;
    QStringList recent = settings.value(RecentKey).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > MaxRecent)
        recent.removeLast();
    settings.setValue(RecentKey, recent);
    settings.setValue(QStringLiteral("lastDirectory"), QFileInfo(absolute).absolutePath());
    updateRecentMenu();
    m_welcome->setRecentFiles(recent);
}

void MainWindow::readSettings()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1600, 1000);
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    updateRecentMenu();
}

void MainWindow::writeSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    writeSettings();
    event->accept();
}

} // namespace arbitre::gui
