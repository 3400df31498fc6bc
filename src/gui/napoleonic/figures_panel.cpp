// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The table panel of the Napoleonic window: procedure, units, the dice the procedure reads, the
// modifiers grouped as in the ruleset, and the preview resolved on a copy of the units before
// anything is logged. The choices each procedure reads are in figures_panel_options.cpp.
#include "arbitre/core/procedure_spec.h"
#include "arbitre/core/session_error.h"
#include "common/dice_entry.h"
#include "common/document.h"
#include "event_text.h"
#include "figures_document.h"
#include "figures_modifier_ticks.h"
#include "figures_sight_picker.h"
#include "figures_window.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTextBrowser>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace arbitre::gui {

using namespace arbitre::napoleonic;

namespace {

/**
 * The inputs' scroll area: as wide as its content needs at the least, so that the splitter never squeezes
 * the inputs into scrolling sideways (issue 18); it scrolls up and down only.
 */
class InputsScrollArea : public QScrollArea
{
public:
    using QScrollArea::QScrollArea;

    QSize minimumSizeHint() const override
    {
        QSize size = QScrollArea::minimumSizeHint();
        if (widget())
            size.setWidth(std::max(size.width(), widget()->minimumSizeHint().width() +
                                                     verticalScrollBar()->sizeHint().width() + 2 * frameWidth()));
        return size;
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == widget() && event->type() == QEvent::LayoutRequest)
            updateGeometry(); // another procedure's ticks: the splitter reads the new minimum
        return QScrollArea::eventFilter(watched, event);
    }
};

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
    QSplitter *results = createResults(this);
    auto *splitter = new QSplitter(this);
    splitter->addWidget(inputs);
    splitter->addWidget(results);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    // The results get the larger part: the loss table's 17 columns read whole beside the inputs on a laptop.
    splitter->setSizes({400, 600});
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
    m_ticks->setObjectName(QStringLiteral("modifier-ticks"));
    contentLayout->addWidget(m_ticks);
    contentLayout->addStretch();
    auto *scroll = new InputsScrollArea(inputs);
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
    // Names; the ids are for designers, in the tooltips.
    for (const FiguresScenarioUnit &setup : m_document->scenario().units) {
        m_acting->addItem(unitName(setup.unit.id), QString::fromStdString(setup.unit.id));
        m_acting->setItemData(m_acting->count() - 1, QString::fromStdString(setup.unit.id), Qt::ToolTipRole);
    }
    refillTargets();
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
        refillTargets();
        invalidatePreview();
    });
    connect(m_acting, &QComboBox::currentIndexChanged, this, [this] {
        m_sight->setTester(m_acting->currentData().toString().toStdString(), m_document->state());
        refillTargets();
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
    // The ticks the procedure's spec offers: what the session reads off the units (NF-M4) is not ticked.
    std::vector<std::string> offered;
    try {
        const ProcedureSpec spec =
            m_document->session().procedure(figuresProcedureId(currentProcedure()), nlohmann::json::object());
        if (const InputSpec *ticks = findInput(spec, "modifiers"))
            for (const InputOption &option : ticks->options)
                offered.push_back(option.id);
    } catch (const SessionError &) {
        offered.clear();
    }
    m_ticks->rebuild(listOf(currentProcedure()), [&offered](const Modifier &modifier) {
        return std::find(offered.begin(), offered.end(), modifier.id) != offered.end();
    });
}

void FiguresWindow::updateDice()
{
    // The session names the dice: the procedure resolved on a copy with stand-in faces.
    ProbeDice probe(m_diceEntry->typed());
    QStringList purposes;
    try {
        // In the app's language, as the log words them.
        const FiguresPreview previewed =
            m_document->preview(currentProcedure(), orders(), probe, event_text::appLogLanguage());
        for (const std::string &purpose : previewed.purposes)
            purposes << QString::fromStdString(purpose);
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
    if (!hasResults())
        return;
    updateDice();
    clearPreview(tr("Pick the units, tick the modifiers that apply, type the dice thrown at the table or leave "
                    "them to Arbitre, and press Preview: nothing is logged before Confirm."));
}

std::optional<std::vector<int>> FiguresWindow::diceTyped()
{
    if (const QString problem = m_diceEntry->problem(); !problem.isEmpty()) {
        showError(tr("Die refused"), problem);
        return std::nullopt;
    }
    return m_diceEntry->typed();
}

TablePanelWindow::Shown FiguresWindow::previewWith(Dice &dice) const
{
    // The session's own words, as the log will show them, and the whole table it read.
    const FiguresPreview previewed =
        m_document->preview(currentProcedure(), orders(), dice, event_text::appLogLanguage());
    return Shown{
        QString::fromStdString(previewed.text), true,
        figures_text::tableHtml(m_document->scenario(), previewed.event, QString::fromStdString(previewed.table))};
}

QString FiguresWindow::undoText() const
{
    const FiguresOrders current = orders();
    return event_text::undoText(figures_text::procedureName(currentProcedure()), unitName(current.unit),
                                unitName(current.target));
}

void FiguresWindow::applyWith(Dice &dice, const QString &text)
{
    m_document->apply(currentProcedure(), orders(), dice, text);
}

void FiguresWindow::refillTargets()
{
    // The targets the session offers the acting unit: its enemies (a target is never of its own side).
    const QString previous = m_target->currentData().toString();
    const QSignalBlocker quiet(m_target);
    m_target->clear();
    m_target->addItem(tr("(none)"), QString());
    nlohmann::json input = nlohmann::json::object();
    input["unit"] = m_acting->currentData().toString().toStdString();
    const FiguresProcedure procedure = m_procedure ? currentProcedure() : FiguresProcedure::Fire;
    try {
        const ProcedureSpec spec = m_document->session().procedure(figuresProcedureId(procedure), input);
        if (const InputSpec *target = findInput(spec, "target")) {
            for (const InputOption &option : target->options) {
                m_target->addItem(unitName(option.id), QString::fromStdString(option.id));
                m_target->setItemData(m_target->count() - 1, QString::fromStdString(option.id), Qt::ToolTipRole);
            }
        }
    } catch (const SessionError &) {
        // No acting unit yet: no target either.
    }
    m_target->setCurrentIndex(std::max(0, m_target->findData(previous)));
}

void FiguresWindow::resetForm()
{
    // A die typed, a target or a tick for the procedure just logged must never be logged with the next.
    m_diceEntry->clear();
    m_target->setCurrentIndex(0);
    m_ticks->clearTicks();
    m_targetTicks->clearTicks();
    for (QSpinBox *box : {m_pa, m_steps, m_figures})
        box->setValue(0);
    for (QCheckBox *box : {m_threatened, m_general, m_fires, m_stops, m_backward})
        box->setChecked(false);
    for (QCheckBox *box : m_situation)
        box->setChecked(false);
    for (int i = 0; i < m_terrains->count(); ++i)
        m_terrains->item(i)->setCheckState(Qt::Unchecked);
    invalidatePreview();
}

QString FiguresWindow::unitName(const std::string &id) const
{
    const FiguresScenario &scenario = m_document->scenario();
    const auto index = scenario.unitIndex(id);
    if (!index || scenario.units[*index].name.empty())
        return QString::fromStdString(id);
    return QString::fromStdString(scenario.units[*index].name);
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

QString FiguresWindow::actingUnit() const
{
    return m_acting->currentData().toString();
}

QString FiguresWindow::targetUnit() const
{
    return m_target->currentData().toString();
}

QStringList FiguresWindow::targetChoices() const
{
    QStringList ids;
    for (int i = 0; i < m_target->count(); ++i)
        ids << m_target->itemData(i).toString();
    return ids;
}

std::vector<int> FiguresWindow::typedDice() const
{
    return m_diceEntry->typed();
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
