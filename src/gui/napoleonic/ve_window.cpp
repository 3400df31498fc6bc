// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The VE window's frame: the map, the units of each side kept in step with the map's selection,
// the menus, the log; the table panel is in ve_table_panel.cpp.
#include "ve_window.h"

#include "common/autosave.h"
#include "common/panel_layout.h"
#include "common/ruleset_labels.h"
#include "ve_document.h"
#include "ve_map_view.h"
#include "ve_text.h"

#include <QComboBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

#include <random>

#include <algorithm>

namespace arbitre::gui {

using namespace arbitre::napoleonic;

namespace {

QString hexText(const VeMap &map, Hex hex)
{
    const OffsetCoord cell = map.grid.cellOf(hex);
    return QStringLiteral("[%1, %2]").arg(cell.col).arg(cell.row);
}

} // namespace

VeWindow::VeWindow(std::unique_ptr<VeDocument> document, WindowHost &host, QWidget *parent)
    : TablePanelWindow(std::move(document), host, parent),
      m_document(static_cast<VeDocument *>(DocumentWindow::document()))
{
    setCentralWidget(createMapPanel());

    auto *units = new QDockWidget(tr("Units"), this);
    units->setObjectName(QStringLiteral("ve-units"));
    units->setWidget(createUnitsPanel());
    units->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    // The sides one above the other in a column beside the map, side by side in a row under it.
    connect(units, &QDockWidget::dockLocationChanged, this, [this](Qt::DockWidgetArea area) {
        const bool row = area == Qt::TopDockWidgetArea || area == Qt::BottomDockWidgetArea;
        m_unitsLayout->setDirection(row ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    });
    addDockWidget(Qt::RightDockWidgetArea, units);

    m_tabs = new QTabWidget(this);
    m_tabs->addTab(createTablePanel(), tr("Table"));
    m_log = new QTextBrowser(this);
    m_tabs->addTab(m_log, tr("Log"));
    auto *history = new QUndoView(m_document->undoStack(), this);
    history->setEmptyLabel(tr("<battle opened>"));
    m_tabs->addTab(history, tr("History"));
    auto *table = new QDockWidget(tr("Table"), this);
    table->setObjectName(QStringLiteral("ve-table"));
    table->setWidget(m_tabs);
    table->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::RightDockWidgetArea, table);

    addStandardMenus();
    QMenu *procedures = addModuleMenu(tr("&Table"));
    procedures->addAction(tr("&Preview"), this, [this] { preview(); })->setShortcut(Qt::CTRL | Qt::Key_P);
    QAction *confirmAction = procedures->addAction(tr("&Confirm"), this, [this] { confirm(); });
    confirmAction->setShortcut(Qt::CTRL | Qt::Key_Return);
    addSessionCommand(confirmAction);
    addSessionCommand(m_confirmButton);
    // The map leads, as in every window with a map: per-screen layouts, F9 folds the panels, F11 full screen.
    m_panels = new PanelLayout(*this, QStringLiteral("ve"),
                               [this, units, table](QSize size) { applyDefaultLayout(size, table, units); });
    QMenu *view = viewMenu();
    // The shared map canvas zooms and fits; the same keys as on the Umbra map.
    view->addAction(tr("Zoom &In"), m_map, &HexMapCanvas::zoomIn)->setShortcut(QKeySequence::ZoomIn);
    view->addAction(tr("Zoom &Out"), m_map, &HexMapCanvas::zoomOut)->setShortcut(QKeySequence::ZoomOut);
    view->addAction(tr("&Fit Map to Window"), m_map, &HexMapCanvas::fitToWindow)
        ->setShortcut(QKeySequence(tr("Ctrl+0")));
    view->addSeparator();
    view->addActions(m_panels->actions());
    keepPanelLayout(m_panels);
    m_panels->restore();
    refresh();
}

VeWindow::~VeWindow() = default;

void VeWindow::applyDefaultLayout(QSize size, QDockWidget *table, QDockWidget *units)
{
    // One column of panels on the right and the map leading, as in the Umbra window: the table panel (with the
    // log and the history) above, the units of both sides below it.
    for (QDockWidget *dock : {table, units}) {
        dock->setFloating(false);
        removeDockWidget(dock);
    }
    addDockWidget(Qt::RightDockWidgetArea, table);
    splitDockWidget(table, units, Qt::Vertical);
    table->show();
    units->show();
    resizeDocks({table}, {PanelLayout::columnWidth(size)}, Qt::Horizontal);
    const int height = size.height() - menuBar()->height() - 40;
    // Half each: the table panel scrolls its inputs, the units show five rows a side and more (issue 18).
    resizeDocks({table, units}, {height * 50 / 100, height * 50 / 100}, Qt::Vertical);
}

void VeWindow::documentChanged(const DocumentChange &change)
{
    DocumentWindow::documentChanged(change);
    refresh();
}

QWidget *VeWindow::createMapPanel()
{
    auto *panel = new QWidget(this);
    auto *layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    m_map = new VeMapView(m_document, panel);
    layout->addWidget(m_map, 1);
    m_mapStatus = new QLabel(panel);
    m_mapStatus->setWordWrap(true);
    m_mapStatus->setTextFormat(Qt::RichText);
    m_mapStatus->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(m_mapStatus);
    connect(m_map, &VeMapView::unitSelected, this, &VeWindow::selectUnit);
    connect(m_map, &VeMapView::targetPicked, this, &VeWindow::onTargetPicked);
    connect(m_map, &VeMapView::hexPicked, this, &VeWindow::onHexPicked);
    connect(m_map, &VeMapView::sightChanged, this, &VeWindow::refreshMapStatus);
    return panel;
}

QWidget *VeWindow::createUnitsPanel()
{
    auto *panel = new QWidget(this);
    m_unitsLayout = new QBoxLayout(QBoxLayout::TopToBottom, panel);
    m_unitsLayout->setContentsMargins(2, 2, 2, 2);
    auto *layout = m_unitsLayout;
    // The name and the hex first, in view in a column beside the map; what the counters also show comes last.
    const QStringList headers{tr("Unit"),   tr("Hex"),       tr("Formation"), tr("Cohesion"),
                              tr("Losses"), tr("Freshness"), tr("Leader"),    tr("Arm")};
    for (const VeSide &side : m_document->scenario().sides) {
        auto *box = new QGroupBox(QString::fromStdString(side.name), panel);
        auto *boxLayout = new QVBoxLayout(box);
        boxLayout->setContentsMargins(2, 2, 2, 2); // on a laptop every pixel goes to the rows
        auto *table = new QTableWidget(0, static_cast<int>(headers.size()), box);
        table->setHorizontalHeaderLabels(headers);
        table->setEditTriggers(QAbstractItemView::NoEditTriggers);
        table->setSelectionBehavior(QAbstractItemView::SelectRows);
        table->setSelectionMode(QAbstractItemView::SingleSelection);
        table->verticalHeader()->hide();
        // Rows as tall as a line of text: five units a side and more in view at 1366x768.
        table->verticalHeader()->setMinimumSectionSize(table->fontMetrics().height() + 4);
        table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6);
        table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        boxLayout->addWidget(table);
        layout->addWidget(box);
        const int index = static_cast<int>(m_units.size());
        connect(table, &QTableWidget::itemSelectionChanged, this, [this, index] { onUnitsSelection(index); });
        m_units.push_back(table);
    }
    return panel;
}

void VeWindow::refresh()
{
    refreshUnits();
    m_map->update();
    refreshMapStatus();
    showSessionLog(*m_log);
    invalidatePreview();
}

void VeWindow::refreshUnits()
{
    const VeRuleset &rules = m_document->ruleset();
    const VeScenario &scenario = m_document->scenario();
    const VeState &state = m_document->state();
    m_syncing = true;
    for (QTableWidget *table : m_units)
        table->setRowCount(0);
    for (std::size_t i = 0; i < state.units.size(); ++i) {
        const VePiece &piece = state.units[i];
        QTableWidget *table = m_units.value(static_cast<int>(piece.side));
        if (!table)
            continue;
        QString leader;
        for (const VeLeaderPiece &l : state.leaders) {
            if (l.attached == piece.id && l.active())
                leader = QStringLiteral("%1 (+%2)").arg(QString::fromStdString(l.name)).arg(l.bonus);
        }
        const QStringList cells{
            unitName(piece.id),
            piece.hex ? hexText(scenario.map, *piece.hex) : tr("off the map"),
            ve_text::formationLabel(rules, piece.unit.formation),
            ve_text::label(rules.cohesion, cohesionId(piece.unit.cohesion)),
            piece.eliminated ? tr("eliminated") : QStringLiteral("%1 / %2").arg(piece.unit.losses).arg(piece.lossSteps),
            ve_text::label(rules.freshness, freshnessId(piece.unit.freshness)),
            leader,
            ve_text::label(rules.arms, veArmId(piece.unit.arm))};
        const int row = table->rowCount();
        table->insertRow(row);
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setData(Qt::UserRole, QString::fromStdString(piece.id));
            item->setToolTip(QString::fromStdString(piece.id));
            table->setItem(row, c, item);
        }
        if (QString::fromStdString(piece.id) == m_map->selectedUnit())
            table->selectRow(row);
    }
    m_syncing = false;
}

void VeWindow::refreshMapStatus()
{
    const VeScenario &scenario = m_document->scenario();
    const QString id = m_map->selectedUnit();
    if (id.isEmpty()) {
        m_mapStatus->setText(tr("Click a unit to select it; then point at a hex to see its line of sight, click an "
                                "enemy to make it the target."));
        return;
    }
    QStringList parts{tr("<b>%1</b> selected.").arg(unitName(id.toStdString()).toHtmlEscaped())};
    if (const auto los = m_map->lineOfSight()) {
        const QString to = hexText(scenario.map, *m_map->losTarget());
        parts << (los->clear ? tr("<span style=\"color:#1e963c\">Line of sight to %1: clear (VE-48).</span>").arg(to)
                             : tr("<span style=\"color:#c81e1e\">Line of sight to %1: blocked at %2 by %3.</span>")
                                   .arg(to, hexText(scenario.map, *los->blockedAt),
                                        ve_text::losReason(m_document->ruleset(), los->reason)));
    }
    const auto bands = m_map->rangeBands();
    if (!bands.empty()) {
        QStringList values;
        for (const VeRangeBand &band : bands)
            values << tr("at %1: fire %2").arg(band.distance).arg(band.fireValue);
        parts << tr("Range (VE-45, VE-46): %1; maximum %2 hexes.")
                     .arg(values.join(QStringLiteral(", ")))
                     .arg(bands.back().distance);
    }
    m_mapStatus->setText(parts.join(QLatin1Char(' ')));
}

void VeWindow::selectUnit(const QString &id)
{
    if (m_syncing)
        return;
    m_syncing = true;
    m_map->setSelectedUnit(id);
    for (QTableWidget *table : m_units) {
        table->clearSelection();
        for (int row = 0; row < table->rowCount(); ++row) {
            if (table->item(row, 0)->data(Qt::UserRole).toString() == id)
                table->selectRow(row);
        }
    }
    const int acting = m_acting->findData(id);
    if (acting >= 0)
        m_acting->setCurrentIndex(acting);
    m_syncing = false;
    refreshMapStatus();
}

QString VeWindow::selectedUnit() const
{
    return m_map->selectedUnit();
}

void VeWindow::onUnitsSelection(int side)
{
    if (m_syncing)
        return;
    const QList<QTableWidgetItem *> items = m_units.value(side)->selectedItems();
    if (!items.isEmpty())
        selectUnit(items.front()->data(Qt::UserRole).toString());
}

QString VeWindow::logText() const
{
    return m_log->toPlainText();
}

bool VeWindow::exportLogTo(const QString &path)
{
    return exportLog(path);
}

} // namespace arbitre::gui
