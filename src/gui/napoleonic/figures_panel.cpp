// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The table panel of the Napoleonic window: procedure, units, the dice the procedure reads, the
// modifiers grouped as in the ruleset, and the preview resolved on a copy of the units before
// anything is logged. The choices each procedure reads are in figures_panel_options.cpp.
#include "common/dice_entry.h"
#include "common/document.h"
#include "figures_document.h"
#include "figures_modifier_ticks.h"
#include "figures_sight_picker.h"
#include "figures_window.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QTextBrowser>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace arbitre::gui {

using namespace arbitre::napoleonic;

namespace {

constexpr FiguresProcedure PanelProcedures[] = {
    FiguresProcedure::Fire,     FiguresProcedure::Melee,     FiguresProcedure::Morale, FiguresProcedure::Control,
    FiguresProcedure::Reaction, FiguresProcedure::Formation, FiguresProcedure::Move,   FiguresProcedure::Action};

/** The modifier list a procedure's GM ticks come from, if any. */
std::optional<ModifierList> listOf(FiguresProcedure procedure)
{
    switch (procedure) {
    case FiguresProcedure::Fire:
        return ModifierList::Fire;
    case FiguresProcedure::Melee:
        return ModifierList::Melee;
    case FiguresProcedure::Morale:
    case FiguresProcedure::Reaction:
        return ModifierList::Morale;
    case FiguresProcedure::Control:
        return ModifierList::Control;
    default:
        return std::nullopt;
    }
}

} // namespace

QWidget *FiguresWindow::createTablePanel()
{
    QWidget *inputs = createInputs();
    m_preview = new QTextBrowser(this);
    m_table = new QTextBrowser(this);
    auto *results = new QSplitter(Qt::Vertical, this);
    results->addWidget(m_preview);
    results->addWidget(m_table);
    auto *splitter = new QSplitter(this);
    splitter->addWidget(inputs);
    splitter->addWidget(results);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({540, 520}); // the loss table fits its half
    connectTablePanel();
    m_sight->setTester(m_acting->currentData().toString().toStdString(), m_document->state());
    rebuildModifiers();
    updateOptions();
    return splitter;
}

/** The inputs side: procedure and units, the choices, the modifier ticks, the dice and the buttons. */
QWidget *FiguresWindow::createInputs()
{
    const FiguresRuleset &rules = m_document->ruleset();
    auto *inputs = new QWidget(this);
    auto *layout = new QVBoxLayout(inputs);
    auto *content = new QWidget(inputs);
    auto *contentLayout = new QVBoxLayout(content);
    m_form = new QFormLayout;
    createUnitPickers(content);
    createOptions(content);
    contentLayout->addLayout(m_form);
    // Outside the form: its wrapped labels and the form's hidden rows do not mix (Qt 6.4 heightForWidth).
    m_ticks = new ModifierTicks(rules, content);
    contentLayout->addWidget(m_ticks);
    contentLayout->addStretch();
    auto *scroll = new QScrollArea(inputs);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    layout->addWidget(scroll, 1);
    // Below the ticks, by the buttons; outside the form, whose hidden rows and wrapped labels do not
    // mix in Qt 6.4 (QFormLayout::heightForWidth).
    auto *diceBox = new QGroupBox(tr("Dice, in the order the procedure reads them"), inputs);
    auto *diceLayout = new QVBoxLayout(diceBox);
    m_diceEntry = new DiceEntry(diceBox);
    diceLayout->addWidget(m_diceEntry);
    layout->addWidget(diceBox);

    auto *buttons = new QHBoxLayout;
    m_previewButton = new QPushButton(tr("Preview"), inputs);
    m_previewButton->setDefault(true);
    m_confirmButton = new QPushButton(tr("Confirm"), inputs);
    buttons->addWidget(m_previewButton);
    buttons->addWidget(m_confirmButton);
    buttons->addStretch();
    layout->addLayout(buttons);
    return inputs;
}

/** The procedure, then the acting unit and its target, each picked from the scenario's units. */
void FiguresWindow::createUnitPickers(QWidget *content)
{
    m_procedure = new QComboBox(content);
    for (const FiguresProcedure procedure : PanelProcedures)
        m_procedure->addItem(figures_text::procedureName(procedure), static_cast<int>(procedure));
    m_acting = new QComboBox(content);
    m_target = new QComboBox(content);
    m_target->addItem(tr("(none)"), QString());
    for (const FiguresScenarioUnit &setup : m_document->scenario().units) {
        const QString text =
            QStringLiteral("%1 — %2").arg(QString::fromStdString(setup.unit.id), QString::fromStdString(setup.name));
        m_acting->addItem(text, QString::fromStdString(setup.unit.id));
        m_target->addItem(text, QString::fromStdString(setup.unit.id));
    }
    m_form->addRow(tr("Procedure:"), m_procedure);
    m_form->addRow(tr("Acting unit:"), m_acting);
    m_form->addRow(tr("Target:"), m_target);
}

/** Any input changed invalidates the previewed dice; the sight picker follows the acting unit and the units' moves. */
void FiguresWindow::connectTablePanel()
{
    connect(m_procedure, &QComboBox::currentIndexChanged, this, [this] {
        rebuildModifiers();
        updateOptions();
        invalidatePreview();
    });
    connect(m_acting, &QComboBox::currentIndexChanged, this, [this] {
        m_sight->setTester(m_acting->currentData().toString().toStdString(), m_document->state());
        invalidatePreview();
    });
    connect(m_target, &QComboBox::currentIndexChanged, this, &FiguresWindow::invalidatePreview);
    connect(m_ticks, &ModifierTicks::edited, this, &FiguresWindow::invalidatePreview);
    connect(m_diceEntry, &DiceEntry::edited, this, &FiguresWindow::invalidatePreview);
    // The units moved (an event, an undo): the picker counts each at its new box.
    const auto unitsMoved = [this] {
        m_sight->setState(m_document->state());
        invalidatePreview();
    };
    connect(m_document, &FiguresDocument::changed, this, unitsMoved);
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this, unitsMoved);
    connect(m_previewButton, &QPushButton::clicked, this, &FiguresWindow::preview);
    connect(m_confirmButton, &QPushButton::clicked, this, &FiguresWindow::confirm);
}

FiguresProcedure FiguresWindow::currentProcedure() const
{
    return static_cast<FiguresProcedure>(m_procedure->currentData().toInt());
}

void FiguresWindow::rebuildModifiers()
{
    m_ticks->rebuild(listOf(currentProcedure()));
}

void FiguresWindow::updateDice()
{
    // The session names the dice: the procedure resolved on a copy with stand-in faces.
    ProbeDice probe(m_diceEntry->typed());
    QStringList purposes;
    try {
        const Event event = m_document->preview(currentProcedure(), orders(), probe);
        for (const DieRoll &die : event.dice)
            purposes << QString::fromStdString(die.purpose);
    } catch (const DocumentError &) {
        // Orders not complete yet: as many dice as the session asked for before it stopped, at least one.
        purposes.clear();
        for (int i = 0; i < std::max(1, static_cast<int>(probe.asked().size())); ++i)
            purposes << tr("die %1").arg(i + 1);
    }
    std::vector<int> sides = probe.asked();
    sides.resize(static_cast<std::size_t>(purposes.size()), m_document->ruleset().dieSides);
    m_diceEntry->setDice(purposes, sides);
}

void FiguresWindow::invalidatePreview()
{
    if (!m_preview)
        return;
    updateDice();
    m_pending.reset();
    m_tableHtml.clear();
    m_preview->setHtml(QStringLiteral("<p>%1</p>")
                           .arg(tr("Pick the units, tick the modifiers that apply, type the dice thrown at "
                                   "the table or leave them to Arbitre, and press Preview: nothing is logged "
                                   "before Confirm.")));
    m_table->clear();
}

bool FiguresWindow::preview()
{
    if (const QString problem = m_diceEntry->problem(); !problem.isEmpty()) {
        invalidatePreview();
        showError(tr("Die refused"), problem);
        return false;
    }
    const FiguresProcedure procedure = currentProcedure();
    TypedDice dice(m_diceEntry->typed(), *m_dice);
    Event event;
    try {
        event = m_document->preview(procedure, orders(), dice);
    } catch (const DocumentError &error) {
        invalidatePreview();
        showError(tr("Refused"), QString::fromStdString(error.what()));
        return false;
    }
    m_pending = Pending{dice.values(), dice.sources()};
    m_preview->setHtml(QStringLiteral("<h3>%1</h3>").arg(tr("Preview — not logged yet")) +
                       figures_text::eventHtml(m_document->ruleset(), event));
    m_tableHtml = figures_text::tableHtml(m_document->scenario(), event);
    m_table->setHtml(m_tableHtml);
    return true;
}

bool FiguresWindow::confirm()
{
    if (!m_pending && !preview())
        return false;
    const FiguresProcedure procedure = currentProcedure();
    const FiguresOrders current = orders();
    ListDice dice(m_pending->values, m_pending->sources);
    const QString text =
        current.target.empty()
            ? tr("%1 of %2").arg(figures_text::procedureName(procedure), QString::fromStdString(current.unit))
            : tr("%1 of %2 on %3")
                  .arg(figures_text::procedureName(procedure), QString::fromStdString(current.unit),
                       QString::fromStdString(current.target));
    try {
        m_document->apply(procedure, current, dice, text);
    } catch (const DocumentError &error) {
        showError(tr("Refused"), QString::fromStdString(error.what()));
        return false;
    }
    statusBar()->showMessage(tr("Logged: %1").arg(text), 4000);
    return true;
}

QString FiguresWindow::previewText() const
{
    return m_preview->toPlainText();
}

void FiguresWindow::setProcedure(FiguresProcedure procedure)
{
    m_procedure->setCurrentIndex(m_procedure->findData(static_cast<int>(procedure)));
}

void FiguresWindow::setActingUnit(const QString &id)
{
    m_acting->setCurrentIndex(m_acting->findData(id));
}

void FiguresWindow::setTargetUnit(const QString &id)
{
    m_target->setCurrentIndex(m_target->findData(id));
}

bool FiguresWindow::setModifier(const QString &id, bool ticked, int amount)
{
    return m_ticks->setTicked(id, ticked, amount);
}

bool FiguresWindow::setDieAt(int index, int value)
{
    return m_diceEntry->setTyped(index, value);
}

QStringList FiguresWindow::diePurposes() const
{
    return m_diceEntry->purposes();
}

} // namespace arbitre::gui
