// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The choices of the table panel that the tables cannot know, each shown for the procedures that
// read it (src/modules/napoleonic/figures_session_resolve.cpp), and the orders they make.
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

namespace arbitre::gui {

using namespace arbitre::napoleonic;

namespace {

QString testLabel(std::string_view id)
{
    if (id == "other")
        return FiguresWindow::tr("other reasons");
    if (id == "mac")
        return FiguresWindow::tr("MAC");
    if (id == "counter_mac")
        return FiguresWindow::tr("counter-MAC");
    if (id == "standing")
        return FiguresWindow::tr("standing, receiving a MAC");
    return fromStd(id);
}

QString situationLabel(std::string_view id)
{
    if (id == "flank")
        return FiguresWindow::tr("the enemy shows its flank (counts RET)");
    if (id == "rear")
        return FiguresWindow::tr("the enemy shows its rear (counts DER)");
    return fromStd(id);
}

QString manoeuvreLabel(std::string_view id)
{
    if (id == "pivot")
        return FiguresWindow::tr("pivot");
    if (id == "about_face")
        return FiguresWindow::tr("about face");
    if (id == "reform")
        return FiguresWindow::tr("reform");
    return fromStd(id);
}

/** M15 offers the infantry's parameters the GM ticks; its cohesion is read from the unit. */
bool infantryTick(const FiguresRuleset &rules, const Modifier &modifier)
{
    const std::string &group = rules.groups.at(static_cast<std::size_t>(modifier.group)).id;
    const bool parameter = std::find(InfantryParameterGroups.begin(), InfantryParameterGroups.end(), group) !=
                           InfantryParameterGroups.end();
    const bool cohesion = std::any_of(rules.cohesion.begin(), rules.cohesion.end(),
                                      [&](const Named &level) { return level.id == modifier.id; });
    return parameter && !cohesion;
}

/** `field` in a box titled `title`, for a row of the form spanning both columns. */
QWidget *titled(const QString &title, QWidget *field, QWidget *parent)
{
    auto *box = new QGroupBox(title, parent);
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(field);
    return box;
}

/** Formation, move and a new action concern the acting unit alone. */
bool hasTarget(FiguresProcedure p)
{
    return p != FiguresProcedure::Formation && p != FiguresProcedure::Move && p != FiguresProcedure::Action;
}

} // namespace

void FiguresWindow::createOptions(QWidget *parent)
{
    const FiguresRuleset &rules = m_document->ruleset();
    QFormLayout *form = m_form;
    m_test = new QComboBox(parent);
    for (const std::string_view test : MoraleTests)
        m_test->addItem(testLabel(test), fromStd(test));
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
    m_targetTicks->rebuild(ModifierList::Morale,
                           [&rules](const Modifier &modifier) { return infantryTick(rules, modifier); });
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
    for (const std::string_view id : ControlSituations) {
        auto *box = new QCheckBox(situationLabel(id), situation);
        box->setObjectName(fromStd(id));
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
    for (const Named &formation : rules.formations)
        m_to->addItem(termLabel(formation.label, formation.id), QString::fromStdString(formation.id));
    // The manoeuvres that are not formations (pivot, about face, reform) as the NF-25 table lists them.
    for (const FormationChangeRow &row : rules.formationChanges) {
        const QString to = QString::fromStdString(row.to);
        if (!rules.formationIndex(row.to) && m_to->findData(to) < 0)
            m_to->addItem(manoeuvreLabel(row.to), to);
    }
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
    const FiguresProcedure p = currentProcedure();
    const bool test = p == FiguresProcedure::Morale || p == FiguresProcedure::Reaction;
    const auto show = [this](QWidget *field, bool visible) { m_form->setRowVisible(field, visible); };
    show(m_target, hasTarget(p));
    show(m_test, p == FiguresProcedure::Morale);
    show(m_sight->parentWidget(), test);
    show(m_pa, test);
    show(m_steps, p == FiguresProcedure::Morale);
    show(m_threatened, test);
    show(m_targetTicks->parentWidget(), p == FiguresProcedure::Morale);
    show(m_figures, p == FiguresProcedure::Fire || p == FiguresProcedure::Melee);
    show(m_general, p == FiguresProcedure::Melee);
    show(m_situation.front()->parentWidget(), p == FiguresProcedure::Control);
    show(m_fires, p == FiguresProcedure::Reaction);
    show(m_stops, p == FiguresProcedure::Reaction);
    show(m_to, p == FiguresProcedure::Formation);
    show(m_pace, p == FiguresProcedure::Move);
    show(m_terrains->parentWidget(), p == FiguresProcedure::Move);
    show(m_backward, p == FiguresProcedure::Move);
}

FiguresOrders FiguresWindow::orders() const
{
    const FiguresProcedure p = currentProcedure();
    FiguresOrders orders;
    orders.unit = m_acting->currentData().toString().toStdString();
    if (hasTarget(p))
        orders.target = m_target->currentData().toString().toStdString();
    orders.modifiers = m_ticks->choices();
    if (p == FiguresProcedure::Morale) {
        orders.test = m_test->currentData().toString().toStdString();
        orders.stepsFromObjective = m_steps->value();
        orders.targetModifiers = m_targetTicks->choices();
    }
    if (p == FiguresProcedure::Morale || p == FiguresProcedure::Reaction) {
        orders.friends = m_sight->friends();
        orders.enemies = m_sight->enemies();
        orders.paToSpend = m_pa->value();
        orders.threatenedByCavalry = m_threatened->isChecked();
    }
    if ((p == FiguresProcedure::Fire || p == FiguresProcedure::Melee) && m_figures->value() > 0)
        orders.figures = m_figures->value();
    orders.general = p == FiguresProcedure::Melee && m_general->isChecked();
    if (p == FiguresProcedure::Control) {
        for (QCheckBox *box : m_situation) {
            if (box->isChecked())
                orders.situation.push_back(box->objectName().toStdString());
        }
    }
    orders.fires = p == FiguresProcedure::Reaction && m_fires->isChecked();
    orders.stops = p == FiguresProcedure::Reaction && m_stops->isChecked();
    if (p == FiguresProcedure::Formation)
        orders.to = m_to->currentData().toString().toStdString();
    if (p == FiguresProcedure::Move) {
        orders.pace = m_pace->currentData().toString().toStdString();
        for (int i = 0; i < m_terrains->count(); ++i) {
            if (m_terrains->item(i)->checkState() == Qt::Checked)
                orders.terrains.push_back(m_terrains->item(i)->data(Qt::UserRole).toString().toStdString());
        }
        orders.backwardStep = m_backward->isChecked();
    }
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
