// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "figures_window.h"

#include "common/autosave.h"
#include "common/document.h"
#include "common/ruleset_labels.h"
#include "figures_document.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QPushButton>

#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>
#include <algorithm>

#include <random>

namespace arbitre::gui {

using namespace arbitre::napoleonic;

namespace {

template <typename List> QString labelAt(const List &list, int index)
{
    if (index < 0 || static_cast<std::size_t>(index) >= list.size())
        return QString::number(index);
    const auto &entry = list[static_cast<std::size_t>(index)];
    return termLabel(entry.label, entry.id);
}

} // namespace

FiguresWindow::FiguresWindow(std::unique_ptr<FiguresDocument> document, WindowHost &host, QWidget *parent)
    : TablePanelWindow(std::move(document), host, parent),
      m_document(static_cast<FiguresDocument *>(DocumentWindow::document()))
{
    auto *units = new QDockWidget(tr("Units"), this);
    units->setObjectName(QStringLiteral("napoleonic-units"));
    units->setWidget(createUnitsPanel());
    units->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::LeftDockWidgetArea, units);

    m_tabs = new QTabWidget(this);
    m_tabs->addTab(createTablePanel(), tr("Table"));
    m_log = new QTextBrowser(this);
    m_tabs->addTab(m_log, tr("Log"));
    auto *history = new QUndoView(m_document->undoStack(), this);
    history->setEmptyLabel(tr("<table opened>"));
    m_tabs->addTab(history, tr("History"));
    setCentralWidget(m_tabs);

    createMenus();
    fitToScreen(QSize(1600, 1000));
    // The units take under a third of the window, so the inputs and the loss table keep their width on a laptop.
    resizeDocks({units}, {std::clamp(width() * 3 / 10, 320, 540)}, Qt::Horizontal);
    refresh();
}

FiguresWindow::~FiguresWindow() = default;

void FiguresWindow::documentChanged(const DocumentChange &change)
{
    DocumentWindow::documentChanged(change);
    refresh();
}

QWidget *FiguresWindow::createUnitsPanel()
{
    auto *panel = new QWidget(this);
    auto *layout = new QVBoxLayout(panel);
    const QStringList headers{tr("Unit"), tr("Arm"),      tr("Figures"), tr("Formation"), tr("Pace"),
                              tr("Box"),  tr("Cohesion"), tr("POP"),     tr("Leader")};
    for (const FiguresSide &side : m_document->scenario().sides) {
        auto *box = new QGroupBox(QString::fromStdString(side.name), panel);
        auto *boxLayout = new QVBoxLayout(box);
        auto *table = new QTableWidget(0, static_cast<int>(headers.size()), box);
        table->setHorizontalHeaderLabels(headers);
        table->setEditTriggers(QAbstractItemView::NoEditTriggers);
        table->setSelectionBehavior(QAbstractItemView::SelectRows);
        table->verticalHeader()->hide();
        table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        boxLayout->addWidget(table);
        layout->addWidget(box);
        m_units.push_back(table);
    }
    return panel;
}

void FiguresWindow::createMenus()
{
    QMenu *edit = addStandardMenus();
    m_undo = undoAction();
    m_redo = redoAction();
    edit->addSeparator();
    addSessionCommand(edit->addAction(tr("&Override a Unit Value…"), this, &FiguresWindow::overrideDialog));

    QMenu *table = addModuleMenu(tr("&Table"));
    table->addAction(tr("&Preview"), this, [this] { preview(); })->setShortcut(Qt::CTRL | Qt::Key_P);
    QAction *confirmAction = table->addAction(tr("&Confirm"), this, [this] { confirm(); });
    confirmAction->setShortcut(Qt::CTRL | Qt::Key_Return);
    addSessionCommand(confirmAction);
    addSessionCommand(m_confirmButton);
}

void FiguresWindow::refresh()
{
    refreshUnits();
    showSessionLog(*m_log);
    invalidatePreview();
}

void FiguresWindow::refreshUnits()
{
    const FiguresRuleset &rules = m_document->ruleset();
    const FiguresScenario &scenario = m_document->scenario();
    const FiguresState &state = m_document->state();
    for (QTableWidget *table : m_units)
        table->setRowCount(0);
    for (std::size_t i = 0; i < scenario.units.size(); ++i) {
        const FiguresScenarioUnit &setup = scenario.units[i];
        const FiguresUnit &unit = state[i];
        QTableWidget *table = m_units.value(static_cast<int>(setup.side));
        if (!table)
            continue;
        const int row = table->rowCount();
        table->insertRow(row);
        const QString arm = unit.arm == Arm::Infantry  ? tr("infantry")
                            : unit.arm == Arm::Cavalry ? tr("cavalry")
                                                       : tr("artillery");
        QString figures = QStringLiteral("%1 / %2").arg(unit.losses.figures).arg(unit.figuresAtStart);
        if (unit.losses.carriedSteps > 0 || unit.losses.halves > 0)
            figures += (unit.losses.carriedSteps == 1 ? tr(" (+%1 step%2)") : tr(" (+%1 steps%2)"))
                           .arg(unit.losses.carriedSteps)
                           .arg(unit.losses.halves ? tr(" ½") : QString());
        const QString leader =
            unit.leader ? tr("factor %1, %2 UD").arg(unit.leader->factor).arg(unit.leader->distanceUd) : QString();
        const QStringList cells{unitName(unit.id),
                                arm,
                                figures,
                                labelAt(rules.formations, unit.formation),
                                labelAt(rules.paces, unit.pace),
                                labelAt(rules.boxes, unit.box),
                                labelAt(rules.cohesion, unit.cohesion),
                                QString::number(unit.pop),
                                leader};
        for (int c = 0; c < cells.size(); ++c)
            table->setItem(row, c, new QTableWidgetItem(cells[c]));
        // The ids are for designers: the unit's and its column of NF-25's table.
        table->item(row, 0)->setToolTip(
            tr("%1 (column %2 of NF-25)")
                .arg(QString::fromStdString(unit.id), QString::fromStdString(unit.nationColumn)));
    }
}

bool FiguresWindow::overrideUnit(const QString &unit, const QString &field, const QString &value, const QString &reason)
{
    FiguresOrders orders;
    orders.unit = unit.toStdString();
    orders.field = field.toStdString();
    const nlohmann::json parsed = nlohmann::json::parse(value.toStdString(), nullptr, false);
    orders.value = parsed.is_number_integer() ? parsed : nlohmann::json(value.toStdString());
    orders.reason = reason.toStdString();
    ListDice none({});
    try {
        m_document->apply(FiguresProcedure::Override, orders, none,
                          tr("Override %1 of %2").arg(field, unitName(unit.toStdString())));
    } catch (const DocumentError &error) {
        showError(tr("Override refused"), QString::fromStdString(error.what()));
        return false;
    }
    return true;
}

void FiguresWindow::overrideDialog()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Override a unit value"));
    auto *form = new QFormLayout(&dialog);
    auto *unit = new QComboBox(&dialog);
    for (const FiguresScenarioUnit &setup : m_document->scenario().units) {
        unit->addItem(unitName(setup.unit.id), QString::fromStdString(setup.unit.id));
        unit->setItemData(unit->count() - 1, QString::fromStdString(setup.unit.id), Qt::ToolTipRole);
    }
    auto *field = new QComboBox(&dialog);
    for (const char *key :
         {"figures", "carried_steps", "half_step", "steps_this_action", "steps_lost_before_action",
          "figures_at_action_start", "pop", "pa_spent", "formation", "pace", "cohesion", "box", "status"})
        field->addItem(QString::fromLatin1(key));
    auto *value = new QLineEdit(&dialog);
    value->setPlaceholderText(tr("a number, or an id of the ruleset (line, arr, saf…)"));
    auto *reason = new QLineEdit(&dialog);
    reason->setPlaceholderText(tr("why (required, kept in the log)"));
    form->addRow(tr("Unit:"), unit);
    form->addRow(tr("Value:"), field);
    form->addRow(tr("New value:"), value);
    form->addRow(tr("Reason:"), reason);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() == QDialog::Accepted)
        overrideUnit(unit->currentData().toString(), field->currentText(), value->text(), reason->text());
}

bool FiguresWindow::exportLogTo(const QString &path)
{
    return exportLog(path);
}

QString FiguresWindow::logText() const
{
    return m_log->toPlainText();
}

} // namespace arbitre::gui
