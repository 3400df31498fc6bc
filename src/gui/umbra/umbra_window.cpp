// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "umbra_window.h"

#include "common/panel_layout.h"
#include "common/ruleset_labels.h"
#include "umbra/docks/battle_log_dock.h"
#include "umbra/docks/confrontation_dock.h"
#include "umbra/docks/inspector_dock.h"
#include "umbra/docks/order_of_battle_dock.h"
#include "umbra/map/hex_map_view.h"
#include "umbra/map/map_overview.h"
#include "umbra/play_text.h"
#include "umbra_document.h"
#include "umbra_window_actions.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSpinBox>
#include <QStatusBar>
#include <QUndoStack>
#include <QUndoView>

namespace arbitre::gui {

UmbraWindow::UmbraWindow(std::unique_ptr<UmbraDocument> document, WindowHost &host, QWidget *parent)
    : DocumentWindow(std::move(document), host, parent),
      m_document(static_cast<UmbraDocument *>(DocumentWindow::document())), m_actions(std::make_unique<Actions>())
{
    setObjectName(QStringLiteral("umbra-window"));
    setDockNestingEnabled(true);
    m_mapView = new HexMapView(this);
    setCentralWidget(m_mapView);

    createActions();
    createMenus();
    createToolBars();
    createDocks();
    createPlayActions();
    createPlayDocks();
    createStatusBar();
    connectMap();
    m_panels = new PanelLayout(*this, QStringLiteral("umbra"), [this](QSize size) { applyDefaultLayout(size); });
    m_viewMenu->insertActions(m_viewMenu->actions().value(0), m_panels->actions());
    m_viewMenu->insertSeparator(m_viewMenu->actions().value(m_panels->actions().size()));
    attachDocument();
    readSettings();
}

UmbraWindow::~UmbraWindow()
{
    // Docks and the map hold QPointers to the document; drop them before it goes with the base window.
    m_mapView->setDocument(nullptr);
    m_inspector->setDocument(nullptr);
    m_confrontationDock->setDocument(nullptr);
    m_logDock->setDocument(nullptr);
    for (OrderOfBattleDock *dock : m_orderDocks)
        dock->setDocument(nullptr);
    m_history->setStack(nullptr);
}

void UmbraWindow::connectMap()
{
    connect(m_mapView, &HexMapView::unitDropped, this, &UmbraWindow::onUnitDropped);
    connect(m_mapView, &HexMapView::terrainPainted, this, &UmbraWindow::onTerrainPainted);
    connect(m_mapView, &HexMapView::contextMenuRequested, this, &UmbraWindow::onMapContextMenu);
    connect(m_mapView, &HexMapView::moveRefused, this,
            [this](const QString &why) { statusBar()->showMessage(why, 8000); });
    connect(m_mapView, &HexMapView::hexHovered, this, [this](int col, int row) {
        if (col < 0) {
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
        const QString outlook = m_mapView->outlookTooltip({col, row});
        m_hoverLabel->setText(
            tr("Hex [%1, %2] · %3").arg(col).arg(row).arg(termLabel(definition.label, definition.id)) + reach +
            (outlook.isEmpty() ? QString() : QStringLiteral(" · ") + outlook));
    });
}

void UmbraWindow::createDocks()
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

    for (QDockWidget *dock : {static_cast<QDockWidget *>(m_inspector), m_overviewDock, m_historyDock})
        m_viewMenu->addAction(dock->toggleViewAction());
}

void UmbraWindow::createStatusBar()
{
    m_hoverLabel = new QLabel(this);
    m_modeLabel = new QLabel(this);
    m_rulesetLabel = new QLabel(this);
    statusBar()->addWidget(m_hoverLabel, 1);
    statusBar()->addPermanentWidget(m_modeLabel);
    statusBar()->addPermanentWidget(m_rulesetLabel);
}

void UmbraWindow::rebuildSideDocks()
{
    for (OrderOfBattleDock *dock : m_orderDocks) {
        removeDockWidget(dock);
        m_viewMenu->removeAction(dock->toggleViewAction());
        delete dock;
    }
    m_orderDocks.clear();
    const auto &sides = m_document->state().sides;
    for (std::size_t i = 0; i < sides.size(); ++i) {
        auto *dock = new OrderOfBattleDock(static_cast<int>(i), this);
        dock->setObjectName(QStringLiteral("order-of-battle-%1").arg(i));
        dock->setDocument(m_document);
        // Beside the inspector, as tabs: the default layout puts them first in the column of panels.
        addDockWidget(Qt::RightDockWidgetArea, dock);
        tabifyDockWidget(m_inspector, dock);
        m_viewMenu->insertAction(m_viewMenu->actions().value(0), dock->toggleViewAction());
        m_orderDocks.push_back(dock);
    }
    if (!m_orderDocks.empty())
        m_orderDocks.front()->raise();
}

void UmbraWindow::attachDocument()
{
    m_mapView->setDocument(m_document);
    m_inspector->setDocument(m_document);
    m_confrontationDock->setDocument(m_document);
    m_logDock->setDocument(m_document);
    m_mapView->setMarkedCells({});
    m_history->setStack(m_document->undoStack());
    rebuildSideDocks();
    m_inspector->raise();
    m_overviewDock->raise();
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this, &UmbraWindow::updateActions);
    connect(m_document, &UmbraDocument::selectionChanged, this, &UmbraWindow::updateActions);
    refreshBrushTerrains();
    m_mapView->fitToWindow();
    updateStatus();
    updateActions();
}

void UmbraWindow::documentChanged(const DocumentChange &change)
{
    DocumentWindow::documentChanged(change);
    if (change.sides && m_document->state().sides.size() != m_orderDocks.size())
        rebuildSideDocks();
    updateActions();
    updateStatus(); // the mode says the day and turn
}

void UmbraWindow::updateStatus()
{
    const auto &header = m_document->ruleset().header();
    m_rulesetLabel->setText(
        tr("Ruleset: %1 %2").arg(QString::fromStdString(header.name), QString::fromStdString(header.version)));
    // After the day's last turn: "day 1, end of the day", not a fifth turn.
    const QString mode = m_document->inSetup() ? tr("Set-up") : tr("Battle, %1").arg(battleTimeText(*m_document));
    m_modeLabel->setText(
        QStringLiteral("%1 · %2%3")
            .arg(m_document->title(), mode, m_document->isModified() ? tr(" · unsaved changes") : QString()));
}

bool UmbraWindow::exportLog(const QString &path)
{
    try {
        m_logDock->exportTo(path);
    } catch (const DocumentError &error) {
        showError(tr("Cannot export the battle log"), QString::fromStdString(error.what()));
        return false;
    }
    statusBar()->showMessage(tr("Exported %1").arg(path), 4000);
    return true;
}

void UmbraWindow::readSettings()
{
    m_panels->restore();
}

void UmbraWindow::writeSettings() const
{
    m_panels->save();
}

void UmbraWindow::applyDefaultLayout(QSize size)
{
    // One column of panels on the right and the map leading: at 1366×768 the map keeps well over half the
    // window. Above, the orders of battle, the inspector and the confrontation as tabs (the one in use in
    // front); below, the battle log, which follows the play, with the overview and the history.
    QList<QDockWidget *> above(m_orderDocks.begin(), m_orderDocks.end());
    above << m_inspector << m_confrontationDock;
    const QList<QDockWidget *> below{m_logDock, m_overviewDock, m_historyDock};
    for (QDockWidget *dock : above + below) {
        dock->setFloating(false);
        removeDockWidget(dock);
    }
    for (QDockWidget *dock : above + below)
        dock->show();
    // Split before tabbing: a dock already in tabs would take the other as one more tab.
    addDockWidget(Qt::RightDockWidgetArea, above.front());
    splitDockWidget(above.front(), below.front(), Qt::Vertical);
    for (QDockWidget *dock : above.mid(1))
        tabifyDockWidget(above.front(), dock);
    for (QDockWidget *dock : below.mid(1))
        tabifyDockWidget(below.front(), dock);
    above.front()->raise();
    below.front()->raise();
    resizeDocks({above.front()}, {PanelLayout::columnWidth(size)}, Qt::Horizontal);
    const int height = size.height() - menuBar()->height() - statusBar()->sizeHint().height() - 60;
    resizeDocks({above.front(), below.front()}, {height * 58 / 100, height * 42 / 100}, Qt::Vertical);
}

void UmbraWindow::closeEvent(QCloseEvent *event)
{
    DocumentWindow::closeEvent(event);
    if (event->isAccepted())
        writeSettings();
}

} // namespace arbitre::gui
