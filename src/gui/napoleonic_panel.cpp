// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The table panel of the Napoleonic window: procedure, units, the modifiers grouped as in the
// ruleset, the die, and the preview resolved on a copy of the units before anything is logged.
#include "napoleonic_document.h"
#include "napoleonic_window.h"
#include "ruleset_labels.h"
#include "session_document.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace arbitre::gui {

using namespace arbitre::napoleonic;

namespace {

/** The die the GM typed for the first roll, then Arbitre's; every value and source recorded. */
class PanelDice final : public Dice
{
public:
    PanelDice(Dice &inner, int typed) : m_inner(inner), m_typed(typed) {}
    int roll(int sides) override
    {
        int value = 0;
        if (values.empty() && m_typed > 0) {
            if (m_typed > sides)
                throw DiceError("a " + std::to_string(m_typed) + " typed for a d" + std::to_string(sides));
            value = m_typed;
            m_source = DieSource::Entered;
        } else {
            value = m_inner.roll(sides);
            m_source = m_inner.source();
        }
        values.push_back(value);
        sources.push_back(m_source);
        return value;
    }
    DieSource source() const override { return m_source; }

    std::vector<int> values;
    std::vector<DieSource> sources;

private:
    Dice &m_inner;
    int m_typed;
    DieSource m_source = DieSource::Seeded;
};

constexpr Procedure PanelProcedures[] = {Procedure::Fire,    Procedure::Melee,    Procedure::Morale,
                                         Procedure::Control, Procedure::Reaction, Procedure::Formation,
                                         Procedure::Move};

/** The modifier list a procedure's GM ticks come from, if any. */
std::optional<ModifierList> listOf(Procedure procedure)
{
    switch (procedure) {
    case Procedure::Fire:
        return ModifierList::Fire;
    case Procedure::Melee:
        return ModifierList::Melee;
    case Procedure::Morale:
    case Procedure::Reaction:
        return ModifierList::Morale;
    case Procedure::Control:
        return ModifierList::Control;
    default:
        return std::nullopt;
    }
}

std::vector<std::string> splitIds(const QString &text)
{
    std::vector<std::string> out;
    for (const QString &item : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString id = item.trimmed();
        if (!id.isEmpty())
            out.push_back(id.toStdString());
    }
    return out;
}

} // namespace

QWidget *NapoleonicWindow::createTablePanel()
{
    const FiguresRuleset &rules = m_document->ruleset();
    auto *inputs = new QWidget(this);
    auto *layout = new QVBoxLayout(inputs);
    auto *form = new QFormLayout;
    m_form = form;
    m_procedure = new QComboBox(inputs);
    for (const Procedure procedure : PanelProcedures)
        m_procedure->addItem(napoleonic_text::procedureName(procedure), static_cast<int>(procedure));
    m_acting = new QComboBox(inputs);
    m_target = new QComboBox(inputs);
    m_target->addItem(tr("(none)"), QString());
    for (const ScenarioUnit &setup : m_document->scenario().units) {
        const QString text =
            QStringLiteral("%1 — %2").arg(QString::fromStdString(setup.unit.id), QString::fromStdString(setup.name));
        m_acting->addItem(text, QString::fromStdString(setup.unit.id));
        m_target->addItem(text, QString::fromStdString(setup.unit.id));
    }
    m_die = new QSpinBox(inputs);
    m_die->setRange(0, rules.dieSides);
    m_die->setSpecialValueText(tr("rolled by Arbitre"));
    m_die->setToolTip(tr("The die as thrown at the table; 0 lets Arbitre roll it"));
    form->addRow(tr("Procedure:"), m_procedure);
    form->addRow(tr("Acting unit:"), m_acting);
    form->addRow(tr("Target:"), m_target);
    form->addRow(tr("Die (d%1):").arg(rules.dieSides), m_die);

    // The few choices the tables cannot know, shown for the procedures that read them.
    auto addOption = [form](const QString &label, QWidget *field) { form->addRow(label, field); };
    m_test = new QComboBox(inputs);
    m_test->addItem(tr("other reasons"), QStringLiteral("other"));
    m_test->addItem(tr("MAC"), QStringLiteral("mac"));
    m_test->addItem(tr("counter-MAC"), QStringLiteral("counter_mac"));
    m_test->addItem(tr("standing, receiving a MAC"), QStringLiteral("standing"));
    addOption(tr("Test (NF-29):"), m_test);
    QStringList boxIds;
    for (const SituationBox &box : rules.boxes)
        boxIds << QString::fromStdString(box.id);
    m_friends = new QLineEdit(inputs);
    m_friends->setPlaceholderText(boxIds.join(QStringLiteral(", ")));
    addOption(tr("Friends in sight, boxes (M11):"), m_friends);
    m_enemies = new QLineEdit(inputs);
    m_enemies->setPlaceholderText(boxIds.join(QStringLiteral(", ")));
    addOption(tr("Enemies in sight, boxes (M11):"), m_enemies);
    m_pa = new QSpinBox(inputs);
    m_pa->setRange(0, 20);
    addOption(tr("PA to spend (M10, NF-47):"), m_pa);
    m_figures = new QSpinBox(inputs);
    m_figures->setRange(0, 100);
    m_figures->setSpecialValueText(tr("all"));
    addOption(tr("Figures engaged (NF-A42):"), m_figures);
    m_general = new QCheckBox(tr("the attached leader fights (NF-11)"), inputs);
    addOption(QString(), m_general);
    m_fires = new QCheckBox(tr("fires"), inputs);
    addOption(QString(), m_fires);
    m_stops = new QCheckBox(tr("stops from its pace"), inputs);
    addOption(QString(), m_stops);
    m_to = new QComboBox(inputs);
    for (const Named &formation : rules.formations)
        m_to->addItem(termLabel(formation.label, formation.id), QString::fromStdString(formation.id));
    m_to->addItem(tr("pivot"), QStringLiteral("pivot"));
    m_to->addItem(tr("about face"), QStringLiteral("about_face"));
    m_to->addItem(tr("reform"), QStringLiteral("reform"));
    addOption(tr("New formation (NF-25):"), m_to);
    m_pace = new QComboBox(inputs);
    m_pace->addItem(tr("the unit's pace"), QString());
    for (const Pace &pace : rules.paces)
        m_pace->addItem(termLabel(pace.label, pace.id), QString::fromStdString(pace.id));
    addOption(tr("Pace (NF-22, NF-23):"), m_pace);
    m_backward = new QCheckBox(tr("backward step"), inputs);
    addOption(QString(), m_backward);
    layout->addLayout(form);

    m_modifierBox = new QWidget(inputs);
    m_modifierLayout = new QVBoxLayout(m_modifierBox);
    m_modifierLayout->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(inputs);
    scroll->setWidget(m_modifierBox);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(scroll, 1);

    auto *buttons = new QHBoxLayout;
    m_previewButton = new QPushButton(tr("Preview"), inputs);
    m_previewButton->setDefault(true);
    m_confirmButton = new QPushButton(tr("Confirm"), inputs);
    buttons->addWidget(m_previewButton);
    buttons->addWidget(m_confirmButton);
    buttons->addStretch();
    layout->addLayout(buttons);

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
    splitter->setSizes({420, 580});

    connect(m_procedure, &QComboBox::currentIndexChanged, this, [this] {
        rebuildModifiers();
        updateOptions();
        invalidatePreview();
    });
    for (QComboBox *box : {m_acting, m_target, m_test, m_to, m_pace})
        connect(box, &QComboBox::currentIndexChanged, this, &NapoleonicWindow::invalidatePreview);
    for (QSpinBox *box : {m_die, m_pa, m_figures})
        connect(box, &QSpinBox::valueChanged, this, &NapoleonicWindow::invalidatePreview);
    for (QCheckBox *box : {m_general, m_fires, m_stops, m_backward})
        connect(box, &QCheckBox::toggled, this, &NapoleonicWindow::invalidatePreview);
    for (QLineEdit *edit : {m_friends, m_enemies})
        connect(edit, &QLineEdit::textChanged, this, &NapoleonicWindow::invalidatePreview);
    connect(m_previewButton, &QPushButton::clicked, this, &NapoleonicWindow::preview);
    connect(m_confirmButton, &QPushButton::clicked, this, &NapoleonicWindow::confirm);
    rebuildModifiers();
    updateOptions();
    return splitter;
}

Procedure NapoleonicWindow::currentProcedure() const
{
    return static_cast<Procedure>(m_procedure->currentData().toInt());
}

void NapoleonicWindow::rebuildModifiers()
{
    m_modifiers.clear();
    while (QLayoutItem *item = m_modifierLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const FiguresRuleset &rules = m_document->ruleset();
    const auto list = listOf(currentProcedure());
    if (!list) {
        m_modifierLayout->addWidget(new QLabel(tr("This procedure takes no modifiers."), m_modifierBox));
        m_modifierLayout->addStretch();
        return;
    }
    // One box per group, in the ruleset's order, titled with the group's label and rule.
    const auto &modifiers = rules.modifiers[static_cast<std::size_t>(*list)];
    for (std::size_t g = 0; g < rules.groups.size(); ++g) {
        const ModifierGroup &group = rules.groups[g];
        QGroupBox *box = nullptr;
        QFormLayout *form = nullptr;
        for (const Modifier &modifier : modifiers) {
            if (static_cast<std::size_t>(modifier.group) != g)
                continue;
            if (!box) {
                QString title = termLabel(group.label, group.id);
                if (!group.ruleId.empty())
                    title += QStringLiteral(" (%1)").arg(QString::fromStdString(group.ruleId));
                if (group.min)
                    title += tr(", at least %1").arg(*group.min);
                if (group.max)
                    title += tr(", at most %1").arg(*group.max);
                const auto members = std::count_if(modifiers.begin(), modifiers.end(), [g](const Modifier &m) {
                    return static_cast<std::size_t>(m.group) == g;
                });
                if (group.combine == Combine::One && members > 1)
                    title += tr(", one of");
                box = new QGroupBox(title, m_modifierBox);
                form = new QFormLayout(box);
                m_modifierLayout->addWidget(box);
            }
            ModifierRow row;
            row.id = QString::fromStdString(modifier.id);
            const QString value =
                modifier.value > 0 ? QStringLiteral("+%1").arg(modifier.value) : QString::number(modifier.value);
            row.box = new QCheckBox(QStringLiteral("%1  %2%3  %4")
                                        .arg(termLabel(modifier.label, modifier.id), value,
                                             modifier.scaled ? tr(" each") : QString(),
                                             QString::fromStdString(modifier.ruleId)),
                                    box);
            row.box->setObjectName(row.id);
            connect(row.box, &QCheckBox::toggled, this, &NapoleonicWindow::invalidatePreview);
            if (modifier.scaled) {
                row.amount = new QSpinBox(box);
                row.amount->setRange(1, 99);
                row.amount->setPrefix(QStringLiteral("× "));
                row.amount->setMaximumWidth(80);
                connect(row.amount, &QSpinBox::valueChanged, this, &NapoleonicWindow::invalidatePreview);
                form->addRow(row.box, row.amount);
            } else {
                form->addRow(row.box);
            }
            m_modifiers.push_back(row);
        }
    }
    m_modifierLayout->addStretch();
}

void NapoleonicWindow::updateOptions()
{
    const Procedure procedure = currentProcedure();
    const bool morale = procedure == Procedure::Morale || procedure == Procedure::Reaction;
    const auto show = [this](QWidget *field, bool visible) { m_form->setRowVisible(field, visible); };
    show(m_test, procedure == Procedure::Morale);
    show(m_friends, morale);
    show(m_enemies, morale);
    show(m_pa, morale);
    show(m_figures, procedure == Procedure::Fire || procedure == Procedure::Melee);
    show(m_general, procedure == Procedure::Melee);
    show(m_fires, procedure == Procedure::Reaction);
    show(m_stops, procedure == Procedure::Reaction);
    show(m_to, procedure == Procedure::Formation);
    show(m_pace, procedure == Procedure::Move);
    show(m_backward, procedure == Procedure::Move);
    m_die->setEnabled(procedure != Procedure::Formation && procedure != Procedure::Move);
}

FiguresOrders NapoleonicWindow::ordersFromPanel() const
{
    const Procedure procedure = currentProcedure();
    FiguresOrders orders;
    orders.unit = m_acting->currentData().toString().toStdString();
    orders.target = m_target->currentData().toString().toStdString();
    for (const ModifierRow &row : m_modifiers) {
        if (row.box->isChecked())
            orders.modifiers.push_back({row.id.toStdString(), row.amount ? row.amount->value() : 1});
    }
    if (procedure == Procedure::Morale)
        orders.test = m_test->currentData().toString().toStdString();
    if (procedure == Procedure::Morale || procedure == Procedure::Reaction) {
        orders.friends = splitIds(m_friends->text());
        orders.enemies = splitIds(m_enemies->text());
        orders.paToSpend = m_pa->value();
    }
    if ((procedure == Procedure::Fire || procedure == Procedure::Melee) && m_figures->value() > 0)
        orders.figures = m_figures->value();
    orders.general = procedure == Procedure::Melee && m_general->isChecked();
    orders.fires = procedure == Procedure::Reaction && m_fires->isChecked();
    orders.stops = procedure == Procedure::Reaction && m_stops->isChecked();
    if (procedure == Procedure::Formation)
        orders.to = m_to->currentData().toString().toStdString();
    if (procedure == Procedure::Move) {
        orders.pace = m_pace->currentData().toString().toStdString();
        orders.backwardStep = m_backward->isChecked();
    }
    return orders;
}

void NapoleonicWindow::invalidatePreview()
{
    if (!m_preview)
        return;
    m_pending.reset();
    m_tableHtml.clear();
    m_preview->setHtml(QStringLiteral("<p>%1</p>")
                           .arg(tr("Pick the units, tick the modifiers that apply, enter or "
                                   "leave the die, and press Preview: nothing is logged "
                                   "before Confirm.")));
    m_table->clear();
}

bool NapoleonicWindow::preview()
{
    const Procedure procedure = currentProcedure();
    PanelDice dice(*m_dice, m_die->isEnabled() ? m_die->value() : 0);
    Event event;
    try {
        event = m_document->preview(procedure, ordersFromPanel(), dice);
    } catch (const DocumentError &error) {
        invalidatePreview();
        showError(tr("Refused"), QString::fromStdString(error.what()));
        return false;
    }
    m_pending = Pending{dice.values, dice.sources};
    m_preview->setHtml(QStringLiteral("<h3>%1</h3>").arg(tr("Preview — not logged yet")) +
                       napoleonic_text::eventHtml(m_document->ruleset(), event));
    m_tableHtml = napoleonic_text::tableHtml(m_document->scenario(), event);
    m_table->setHtml(m_tableHtml);
    return true;
}

bool NapoleonicWindow::confirm()
{
    if (!m_pending && !preview())
        return false;
    const Procedure procedure = currentProcedure();
    const FiguresOrders orders = ordersFromPanel();
    ListDice dice(m_pending->values, m_pending->sources);
    const QString text =
        orders.target.empty()
            ? tr("%1 of %2").arg(napoleonic_text::procedureName(procedure), QString::fromStdString(orders.unit))
            : tr("%1 of %2 on %3")
                  .arg(napoleonic_text::procedureName(procedure), QString::fromStdString(orders.unit),
                       QString::fromStdString(orders.target));
    try {
        m_document->apply(procedure, orders, dice, text);
    } catch (const DocumentError &error) {
        showError(tr("Refused"), QString::fromStdString(error.what()));
        return false;
    }
    statusBar()->showMessage(tr("Logged: %1").arg(text), 4000);
    return true;
}

QString NapoleonicWindow::previewText() const
{
    return m_preview->toPlainText();
}

void NapoleonicWindow::setProcedure(Procedure procedure)
{
    m_procedure->setCurrentIndex(m_procedure->findData(static_cast<int>(procedure)));
}

void NapoleonicWindow::setActingUnit(const QString &id)
{
    m_acting->setCurrentIndex(m_acting->findData(id));
}

void NapoleonicWindow::setTargetUnit(const QString &id)
{
    m_target->setCurrentIndex(m_target->findData(id));
}

bool NapoleonicWindow::setModifier(const QString &id, bool ticked, int amount)
{
    for (const ModifierRow &row : m_modifiers) {
        if (row.id != id)
            continue;
        row.box->setChecked(ticked);
        if (row.amount)
            row.amount->setValue(amount);
        return true;
    }
    return false;
}

void NapoleonicWindow::setDie(int value)
{
    m_die->setValue(value);
}

void NapoleonicWindow::setMoraleTest(const QString &test)
{
    m_test->setCurrentIndex(m_test->findData(test));
}

void NapoleonicWindow::setEnemyBoxes(const QString &boxes)
{
    m_enemies->setText(boxes);
}

void NapoleonicWindow::setFormationTo(const QString &to)
{
    m_to->setCurrentIndex(m_to->findData(to));
}

void NapoleonicWindow::setMovePace(const QString &pace)
{
    m_pace->setCurrentIndex(m_pace->findData(pace));
}

} // namespace arbitre::gui
