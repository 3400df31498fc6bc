// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The choices of the table panel that the tables cannot know, each shown when the procedure's spec reads
// its key (src/modules/napoleonic/figures/figures_session_specs.cpp), and the orders they make.
#include "arbitre/core/procedure_spec.h"
#include "arbitre/core/session.h"
#include "arbitre/core/session_error.h"
#include "common/dice_entry.h"
#include "common/ruleset_labels.h"
#include "figures_document.h"
#include "figures_modifier_ticks.h"
#include "figures_sight_picker.h"
#include "figures_window.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QListWidget>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre::gui {

using namespace arbitre::napoleonic;

namespace {

/** The spec of `procedure` with nothing chosen yet (FiguresSession::procedure); empty when it cannot say. */
ProcedureSpec specOf(const Session &session, FiguresProcedure procedure)
{
    try {
        return session.procedure(figuresProcedureId(procedure), nlohmann::json::object());
    } catch (const SessionError &) {
        return {};
    }
}

/** What a procedure offers for input `key`, with the labels its spec gives them. */
std::vector<InputOption> offered(const Session &session, FiguresProcedure procedure, std::string_view key)
{
    const ProcedureSpec spec = specOf(session, procedure);
    const InputSpec *input = findInput(spec, key);
    return input != nullptr ? input->options : std::vector<InputOption>{};
}

/** `field` in a box titled `title`, for a row of the form spanning both columns. */
QWidget *titled(const QString &title, QWidget *field, QWidget *parent)
{
    auto *box = new QGroupBox(title, parent);
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(field);
    return box;
}

} // namespace

void FiguresWindow::createOptions(QWidget *parent)
{
    const FiguresRuleset &rules = m_document->ruleset();
    QFormLayout *form = m_form;
    m_test = new QComboBox(parent);
    for (const InputOption &test : offered(m_document->session(), FiguresProcedure::Morale, "test"))
        m_test->addItem(termLabel(test.label, test.id), QString::fromStdString(test.id));
    form->addRow(tr("Test (NF-29):"), m_test);
    // The picker, the infantry's ticks and the terrains span the form: their names need the room.
    m_sight = new SightPicker(m_document->scenario(), parent);
    form->addRow(titled(tr("In sight at tactical distance (M11, NF-32)"), m_sight, parent));
    m_pa = new QSpinBox(parent);
    m_pa->setRange(0, 20);
    form->addRow(tr("PA to spend (M10, NF-47):"), m_pa);
    m_steps = new QSpinBox(parent);
    m_steps->setRange(0, 40);
    m_steps->setToolTip(tr("Steps of this action inflicted by the objective of the MAC, left out of M17"));
    form->addRow(tr("Steps from the objective (NF-A56):"), m_steps);
    m_threatened = new QCheckBox(tr("threatened by cavalry (M13 doubled, NF-34)"), parent);
    form->addRow(m_threatened);
    m_targetTicks = new ModifierTicks(rules, parent);
    // M15 (NF-A54): the infantry's parameters the GM ticks, as the morale test's spec offers them.
    const std::vector<InputOption> infantry =
        offered(m_document->session(), FiguresProcedure::Morale, "target_modifiers");
    m_targetTicks->rebuild(ModifierList::Morale, [&infantry](const Modifier &modifier) {
        return std::any_of(infantry.begin(), infantry.end(),
                           [&modifier](const InputOption &option) { return option.id == modifier.id; });
    });
    m_targetTicks->setToolTip(tr("Cavalry charging infantry counts the infantry's parameters, doubled and "
                                 "inverted; its cohesion is read from the unit"));
    form->addRow(titled(tr("The infantry charged by cavalry (M15, NF-A54)"), m_targetTicks, parent));
    m_figures = new QSpinBox(parent);
    m_figures->setRange(0, 100);
    m_figures->setSpecialValueText(tr("all"));
    form->addRow(tr("Figures engaged (NF-A42):"), m_figures);
    m_general = new QCheckBox(tr("the attached leader fights (NF-11)"), parent);
    form->addRow(m_general);
    auto *situation = new QWidget(parent);
    auto *situationLayout = new QVBoxLayout(situation);
    situationLayout->setContentsMargins(0, 0, 0, 0);
    for (const InputOption &option : offered(m_document->session(), FiguresProcedure::Control, "situation")) {
        auto *box = new QCheckBox(termLabel(option.label, option.id), situation);
        box->setObjectName(QString::fromStdString(option.id));
        situationLayout->addWidget(box);
        m_situation.push_back(box);
    }
    form->addRow(tr("Enemy (NF-46):"), situation);
    m_fires = new QCheckBox(tr("fires"), parent);
    form->addRow(m_fires);
    m_stops = new QCheckBox(tr("stops from its pace"), parent);
    form->addRow(m_stops);
    createManoeuvreOptions(parent);
    connectOptions();
}

/** Formation and Move: the new formation or manoeuvre (NF-25), the pace and the terrain crossed (NF-22–NF-27). */
void FiguresWindow::createManoeuvreOptions(QWidget *parent)
{
    const FiguresRuleset &rules = m_document->ruleset();
    QFormLayout *form = m_form;
    m_to = new QComboBox(parent);
    // The formations, then the manoeuvres that are not (pivot, about face, reform), as NF-25's rows name them.
    for (const InputOption &to : offered(m_document->session(), FiguresProcedure::Formation, "to"))
        m_to->addItem(termLabel(to.label, to.id), QString::fromStdString(to.id));
    form->addRow(tr("New formation (NF-25):"), m_to);
    m_pace = new QComboBox(parent);
    m_pace->addItem(tr("the unit's pace"), QString());
    for (const Pace &pace : rules.paces)
        m_pace->addItem(termLabel(pace.label, pace.id), QString::fromStdString(pace.id));
    form->addRow(tr("Pace (NF-22, NF-23):"), m_pace);
    m_terrains = new QListWidget(parent);
    for (const Named &terrain : rules.terrains) {
        auto *item = new QListWidgetItem(termLabel(terrain.label, terrain.id), m_terrains);
        item->setData(Qt::UserRole, QString::fromStdString(terrain.id));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    m_terrains->setMaximumHeight(m_terrains->sizeHintForRow(0) * static_cast<int>(rules.terrains.size() + 1));
    form->addRow(titled(tr("Terrain entered or crossed (NF-27)"), m_terrains, parent));
    m_backward = new QCheckBox(tr("backward step"), parent);
    form->addRow(m_backward);
}

/** Every choice invalidates the previewed dice: they were rolled for the old orders. */
void FiguresWindow::connectOptions()
{
    for (QComboBox *box : {m_test, m_to, m_pace})
        connect(box, &QComboBox::currentIndexChanged, this, &FiguresWindow::invalidatePreview);
    for (QSpinBox *box : {m_pa, m_steps, m_figures})
        connect(box, &QSpinBox::valueChanged, this, &FiguresWindow::invalidatePreview);
    for (QCheckBox *box : {m_threatened, m_general, m_fires, m_stops, m_backward})
        connect(box, &QCheckBox::toggled, this, &FiguresWindow::invalidatePreview);
    for (QCheckBox *box : m_situation)
        connect(box, &QCheckBox::toggled, this, &FiguresWindow::invalidatePreview);
    connect(m_sight, &SightPicker::edited, this, &FiguresWindow::invalidatePreview);
    connect(m_targetTicks, &ModifierTicks::edited, this, &FiguresWindow::invalidatePreview);
    connect(m_terrains, &QListWidget::itemChanged, this, &FiguresWindow::invalidatePreview);
}

void FiguresWindow::updateOptions()
{
    // The procedure's spec says what it reads: the panel keeps no list of its own.
    const ProcedureSpec spec = specOf(m_document->session(), currentProcedure());
    const auto show = [this, &spec](QWidget *field, std::string_view key) {
        m_form->setRowVisible(field, findInput(spec, key) != nullptr);
    };
    show(m_target, "target");
    show(m_test, "test");
    show(m_sight->parentWidget(), "enemies_in_sight");
    show(m_pa, "pa_to_spend");
    show(m_steps, "steps_from_objective");
    show(m_threatened, "threatened_by_cavalry");
    show(m_targetTicks->parentWidget(), "target_modifiers");
    show(m_figures, "figures");
    show(m_general, "general");
    show(m_situation.front()->parentWidget(), "situation");
    show(m_fires, "fires");
    show(m_stops, "stops");
    show(m_to, "to");
    show(m_pace, "pace");
    show(m_terrains->parentWidget(), "terrains");
    show(m_backward, "backward_step");
}

FiguresOrders FiguresWindow::orders() const
{
    const ProcedureSpec spec = specOf(m_document->session(), currentProcedure());
    const auto reads = [&spec](std::string_view key) { return findInput(spec, key) != nullptr; };
    FiguresOrders orders;
    orders.unit = m_acting->currentData().toString().toStdString();
    if (reads("target"))
        orders.target = m_target->currentData().toString().toStdString();
    orders.modifiers = m_ticks->choices();
    if (reads("test"))
        orders.test = m_test->currentData().toString().toStdString();
    if (reads("steps_from_objective"))
        orders.stepsFromObjective = m_steps->value();
    if (reads("target_modifiers"))
        orders.targetModifiers = m_targetTicks->choices();
    if (reads("enemies_in_sight")) {
        orders.friends = m_sight->friends();
        orders.enemies = m_sight->enemies();
    }
    if (reads("pa_to_spend"))
        orders.paToSpend = m_pa->value();
    orders.threatenedByCavalry = reads("threatened_by_cavalry") && m_threatened->isChecked();
    if (reads("figures") && m_figures->value() > 0)
        orders.figures = m_figures->value();
    orders.general = reads("general") && m_general->isChecked();
    if (reads("situation")) {
        for (QCheckBox *box : m_situation) {
            if (box->isChecked())
                orders.situation.push_back(box->objectName().toStdString());
        }
    }
    orders.fires = reads("fires") && m_fires->isChecked();
    orders.stops = reads("stops") && m_stops->isChecked();
    if (reads("to"))
        orders.to = m_to->currentData().toString().toStdString();
    if (reads("pace"))
        orders.pace = m_pace->currentData().toString().toStdString();
    if (reads("terrains")) {
        for (int i = 0; i < m_terrains->count(); ++i) {
            if (m_terrains->item(i)->checkState() == Qt::Checked)
                orders.terrains.push_back(m_terrains->item(i)->data(Qt::UserRole).toString().toStdString());
        }
    }
    orders.backwardStep = reads("backward_step") && m_backward->isChecked();
    return orders;
}

bool FiguresWindow::setTargetModifier(const QString &id, bool ticked)
{
    return m_targetTicks->setTicked(id, ticked);
}

void FiguresWindow::setMoraleTest(const QString &test)
{
    m_test->setCurrentIndex(m_test->findData(test));
}

bool FiguresWindow::setInSight(const QString &unit, bool seen, const QString &box)
{
    return m_sight->setInSight(unit.toStdString(), seen, box.toStdString());
}

void FiguresWindow::setPaToSpend(int pa)
{
    m_pa->setValue(pa);
}

void FiguresWindow::setStepsFromObjective(int steps)
{
    m_steps->setValue(steps);
}

void FiguresWindow::setThreatenedByCavalry(bool threatened)
{
    m_threatened->setChecked(threatened);
}

void FiguresWindow::setMeleeGeneral(bool engaged)
{
    m_general->setChecked(engaged);
}

bool FiguresWindow::setControlSituation(const QString &id, bool applies)
{
    for (QCheckBox *box : m_situation) {
        if (box->objectName() == id) {
            box->setChecked(applies);
            return true;
        }
    }
    return false;
}

void FiguresWindow::setFormationTo(const QString &to)
{
    m_to->setCurrentIndex(m_to->findData(to));
}

void FiguresWindow::setMovePace(const QString &pace)
{
    m_pace->setCurrentIndex(m_pace->findData(pace));
}

bool FiguresWindow::setTerrain(const QString &id, bool crossed)
{
    for (int i = 0; i < m_terrains->count(); ++i) {
        QListWidgetItem *item = m_terrains->item(i);
        if (item->data(Qt::UserRole).toString() == id) {
            item->setCheckState(crossed ? Qt::Checked : Qt::Unchecked);
            return true;
        }
    }
    return false;
}

void FiguresWindow::setBackwardStep(bool backward)
{
    m_backward->setChecked(backward);
}

} // namespace arbitre::gui
