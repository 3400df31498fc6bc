// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "play_dialogs.h"

#include "arbitre/umbra/movement.h"
#include "arbitre/umbra/rally.h"
#include "common/ruleset_labels.h"
#include "umbra/play_text.h"
#include "umbra/umbra_document.h"
#include "umbra/unit_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace arbitre::gui {

using umbra::BattleState;
using umbra::MemberRef;

namespace {

QDialogButtonBox *okCancel(QDialog *dialog)
{
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    return buttons;
}

} // namespace

// ---------------------------------------------------------------------------------------------------

AllocationDialog::AllocationDialog(const UmbraDocument &document, int confrontation, QWidget *parent)
    : QDialog(parent), m_document(document), m_draft(*document.turnDraft()), m_confrontation(confrontation),
      m_orders(m_draft.find(confrontation)->orders)
{
    setWindowTitle(tr("Allocate the Losses of Confrontation %1").arg(confrontation + 1));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("The suffering side chooses who takes each wound and each morale loss (UD-88). "
                                "Arbitre suggests the choice that keeps the most Force on the field; each line "
                                "says what the choice does."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *rows = new QWidget(this);
    m_form = new QFormLayout(rows);
    layout->addWidget(rows);
    m_error = new QLabel(this);
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    m_error->setWordWrap(true);
    layout->addWidget(m_error);
    auto *buttons = okCancel(this);
    QPushButton *suggest = buttons->addButton(tr("&Suggested"), QDialogButtonBox::ResetRole);
    connect(suggest, &QPushButton::clicked, this, [this] {
        m_orders.allocation.clear();
        m_draft.setOrders(m_orders);
        rebuild();
    });
    layout->addWidget(buttons);
    rebuild();
}

QComboBox *AllocationDialog::targetBox(std::size_t loss) const
{
    return loss < m_boxes.size() ? m_boxes[loss] : nullptr;
}

void AllocationDialog::choose(std::size_t loss, const std::string &unitId)
{
    const umbra::ConfrontationOrders previous = m_orders;
    try {
        m_orders = m_draft.allocate(m_confrontation, loss, unitId);
    } catch (const std::invalid_argument &error) {
        m_error->setText(QString::fromStdString(error.what()));
        return;
    }
    m_draft.setOrders(m_orders);
    if (!m_draft.find(m_confrontation)->error.empty()) {
        m_error->setText(QString::fromStdString(m_draft.find(m_confrontation)->error));
        m_orders = previous;
        m_draft.setOrders(m_orders);
    } else {
        m_error->clear();
    }
    rebuild();
}

void AllocationDialog::rebuild()
{
    // The rows are rebuilt after the combo box that asked has returned.
    QWidget *old = m_form->parentWidget();
    auto *rows = new QWidget(this);
    m_form = new QFormLayout(rows);
    delete layout()->replaceWidget(old, rows); // the old layout item is ours to delete
    old->hide();
    old->deleteLater();
    m_boxes.clear();

    const umbra::DraftConfrontation &item = *m_draft.find(m_confrontation);
    const BattleState &state = item.before;
    const umbra::Confrontation &c = state.confrontations[static_cast<std::size_t>(m_confrontation)];
    for (std::size_t i = 0; i < item.preview.losses.size(); ++i) {
        const umbra::SlotLoss &loss = item.preview.losses[i];
        const umbra::Side &side = state.sides[static_cast<std::size_t>(c.sides[static_cast<std::size_t>(loss.slot)])];
        auto *box = new QComboBox(rows);
        box->setObjectName(QStringLiteral("loss-%1").arg(i));
        for (const std::string &id : m_draft.allocationOptions(m_confrontation, i))
            box->addItem(UnitText::name(state, id), QString::fromStdString(id));
        if (loss.record.hasTarget)
            box->setCurrentIndex(box->findData(QString::fromStdString(umbra::memberId(state, loss.record.target))));
        box->setEnabled(box->count() > 1);
        connect(box, &QComboBox::activated, this,
                [this, i, box] { choose(i, box->currentData().toString().toStdString()); });
        auto *cell = new QWidget(rows);
        auto *cellLayout = new QVBoxLayout(cell);
        cellLayout->setContentsMargins(0, 0, 0, 0);
        cellLayout->addWidget(box);
        auto *consequence = new QLabel(lossText(m_document.ruleset(), state, loss), cell);
        consequence->setStyleSheet(QStringLiteral("color: palette(mid)"));
        cellLayout->addWidget(consequence);
        m_form->addRow(tr("Loss %1 (%2):").arg(i + 1).arg(QString::fromStdString(side.name)), cell);
        m_boxes.push_back(box);
    }
    if (item.preview.losses.empty())
        m_form->addRow(new QLabel(tr("No loss to allocate."), rows));
}

// ---------------------------------------------------------------------------------------------------

RallyDialog::RallyDialog(UmbraDocument &document, QWidget *parent) : QDialog(parent), m_document(document)
{
    setWindowTitle(tr("End of Day %1").arg(document.state().day));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Each fleeing troop rolls on its side's rally table (UD-100, UD-101). Then every "
                                "troop rests (UD-102) and the next day's levies arrive (UD-18)."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *grid = new QGridLayout;
    const BattleState &state = document.state();
    const umbra::UmbraRuleset &rules = document.ruleset();
    for (int s = 0; s < static_cast<int>(state.sides.size()); ++s) {
        const umbra::Side &side = state.sides[static_cast<std::size_t>(s)];
        for (int t = 0; t < static_cast<int>(side.troops.size()); ++t) {
            if (side.troops[static_cast<std::size_t>(t)].status != umbra::TroopStatus::EnFuite)
                continue;
            const umbra::RallyTable &table = rules.rallyTables[static_cast<std::size_t>(side.commandLevel)];
            const int r = static_cast<int>(m_rows.size());
            Row row{s, t, new QSpinBox(this), new QLabel(this), DieSource::Entered};
            row.die->setObjectName(QStringLiteral("rally-%1").arg(r));
            row.die->setRange(0, table.dieSides);
            row.die->setSpecialValueText(QStringLiteral("—"));
            auto *roll = new QPushButton(tr("Roll"), this);
            grid->addWidget(
                new QLabel(
                    QStringLiteral("<b>%1</b> (%2)")
                        .arg(QString::fromStdString(side.troops[static_cast<std::size_t>(t)].name).toHtmlEscaped(),
                             QString::fromStdString(side.name).toHtmlEscaped()),
                    this),
                r, 0);
            grid->addWidget(new QLabel(tr("table %1").arg(termLabel(table.label, table.id)), this), r, 1);
            grid->addWidget(row.die, r, 2);
            grid->addWidget(roll, r, 3);
            grid->addWidget(row.result, r, 4);
            const std::size_t index = m_rows.size();
            m_rows.push_back(row);
            connect(row.die, &QSpinBox::valueChanged, this, [this, index] {
                m_rows[index].source = DieSource::Entered;
                update(index);
            });
            connect(roll, &QPushButton::clicked, this, [this, index, sides = table.dieSides] {
                setDie(index, m_document.rollRallyDie(index, sides), DieSource::Seeded);
            });
        }
    }
    if (m_rows.empty())
        grid->addWidget(new QLabel(tr("No troop flees tonight."), this), 0, 0);
    layout->addLayout(grid);
    auto *buttons = okCancel(this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("End the Day"));
    layout->addWidget(buttons);
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        update(i);
    m_ok->setEnabled(m_rows.empty());
}

void RallyDialog::setDie(std::size_t row, int value, DieSource source)
{
    m_rows[row].die->setValue(value);
    m_rows[row].source = source; // after setValue, whose signal marks it entered
    update(row);
}

std::vector<umbra::DraftDie> RallyDialog::dice() const
{
    std::vector<umbra::DraftDie> dice;
    for (const Row &row : m_rows)
        dice.push_back({row.die->value(), row.source});
    return dice;
}

void RallyDialog::update(std::size_t index)
{
    const Row &row = m_rows[index];
    const int die = row.die->value();
    if (die == 0) {
        row.result->setText(tr("waiting for the die"));
    } else {
        const umbra::Side &side = m_document.state().sides[static_cast<std::size_t>(row.side)];
        const umbra::RallyRoll roll = umbra::rallyTroop(m_document.ruleset(), side, row.troop, die);
        const umbra::RallyTable &table = m_document.ruleset().rallyTables[static_cast<std::size_t>(roll.table)];
        const umbra::RallyRow &result = table.rows[static_cast<std::size_t>(roll.row)];
        // A white face turned green reads the green row (UD-A66): `roll.row` is the row read.
        row.result->setText(QStringLiteral("%1 %2%3").arg(
            rallyColourBadge(m_document.ruleset(), result.colour), termLabel(result.label).toHtmlEscaped(),
            row.source == DieSource::Seeded ? tr(" (rolled by Arbitre)") : QString()));
    }
    bool ready = true;
    for (const Row &r : m_rows)
        ready = ready && r.die->value() > 0;
    if (m_ok)
        m_ok->setEnabled(ready);
}

// ---------------------------------------------------------------------------------------------------

ConditionalsDialog::ConditionalsDialog(const UmbraDocument &document, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Conditional Orders"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Did the opponent do what each order waits for? Checked orders are carried out "
                                "(UD-71, UD-A42)."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    const BattleState &state = document.state();
    for (const umbra::ConditionalOrder &order : state.conditionals) {
        if (order.settled)
            continue;
        auto *box =
            new QCheckBox(tr("%1: if “%2”, %3 %4")
                              .arg(QString::fromStdString(state.sides[static_cast<std::size_t>(order.side)].name),
                                   QString::fromStdString(order.trigger), UnitText::name(state, order.action.unit),
                                   order.action.action == umbra::UnitOrder::Action::Move
                                       ? tr("moves to [%1, %2]")
                                             .arg(document.map().grid.cellOf(order.action.to).col)
                                             .arg(document.map().grid.cellOf(order.action.to).row)
                                       : tr("consolidates")),
                          this);
        box->setObjectName(QStringLiteral("conditional-%1").arg(m_boxes.size()));
        layout->addWidget(box);
        m_boxes.push_back(box);
    }
    layout->addWidget(okCancel(this));
}

std::vector<bool> ConditionalsDialog::fire() const
{
    std::vector<bool> fire;
    for (const QCheckBox *box : m_boxes)
        fire.push_back(box->isChecked());
    return fire;
}

// ---------------------------------------------------------------------------------------------------

ConditionalOrderDialog::ConditionalOrderDialog(const UmbraDocument &document, const std::string &unitId,
                                               QWidget *parent)
    : QDialog(parent), m_document(document), m_unit(unitId)
{
    setWindowTitle(tr("Conditional Order for %1").arg(UnitText::name(document.state(), unitId)));
    auto *form = new QFormLayout(this);
    m_trigger = new QLineEdit(this);
    m_trigger->setPlaceholderText(tr("e.g. if the enemy enters the ford"));
    form->addRow(tr("&When:"), m_trigger);
    m_action = new QComboBox(this);
    m_action->addItem(tr("Move to the hex below"), int(umbra::UnitOrder::Action::Move));
    m_action->addItem(tr("Consolidate"), int(umbra::UnitOrder::Action::Consolidate));
    form->addRow(tr("&Do:"), m_action);
    m_col = new QSpinBox(this);
    m_row = new QSpinBox(this);
    m_col->setRange(0, document.map().grid.width - 1);
    m_row->setRange(0, document.map().grid.height - 1);
    if (const auto ref = UnitText::memberById(document.state(), unitId)) {
        const umbra::Side &side = document.state().sides[static_cast<std::size_t>(ref->side)];
        const Hex hex = ref->kind == MemberRef::Kind::Troop
                            ? side.troops[static_cast<std::size_t>(ref->index)].hex
                            : side.personalities[static_cast<std::size_t>(ref->index)].hex;
        m_col->setValue(document.map().grid.cellOf(hex).col);
        m_row->setValue(document.map().grid.cellOf(hex).row);
    }
    auto *hex = new QHBoxLayout;
    hex->addWidget(m_col);
    hex->addWidget(m_row);
    form->addRow(tr("&Hex (column, row):"), hex);
    form->addRow(okCancel(this));
}

umbra::ConditionalOrder ConditionalOrderDialog::order() const
{
    umbra::ConditionalOrder order;
    order.trigger = m_trigger->text().toStdString();
    order.action.unit = m_unit;
    order.action.action = static_cast<umbra::UnitOrder::Action>(m_action->currentData().toInt());
    order.action.to = m_document.map().grid.hexOf({m_col->value(), m_row->value()});
    return order;
}

// ---------------------------------------------------------------------------------------------------

OverrideDialog::OverrideDialog(const UmbraDocument &document, const std::string &unitId, QWidget *parent)
    : QDialog(parent), m_document(document), m_unit(unitId)
{
    const auto ref = UnitText::memberById(document.state(), unitId);
    m_troop = !ref || ref->kind == MemberRef::Kind::Troop;
    setWindowTitle(tr("Override %1").arg(UnitText::name(document.state(), unitId)));
    auto *form = new QFormLayout(this);
    auto *intro = new QLabel(tr("The GM's word stands over the computed result; the log keeps the reason and the "
                                "rule it replaces (UD-M5)."),
                             this);
    intro->setWordWrap(true);
    form->addRow(intro);
    m_field = new QComboBox(this);
    m_field->setObjectName(QStringLiteral("override-field"));
    if (m_troop) {
        m_field->addItem(tr("Morale"), QStringLiteral("morale"));
        m_field->addItem(tr("Fatigue"), QStringLiteral("fatigue"));
        m_field->addItem(tr("Wounded"), QStringLiteral("blesse"));
    } else {
        m_field->addItem(tr("Wounds"), QStringLiteral("wounds"));
    }
    m_field->addItem(tr("Status"), QStringLiteral("status"));
    if (document.session().hasMap())
        m_field->addItem(tr("Hex"), QStringLiteral("hex"));
    form->addRow(tr("&Value:"), m_field);
    m_editors = new QStackedWidget(this);
    m_choice = new QComboBox(m_editors);
    m_choice->setObjectName(QStringLiteral("override-choice"));
    m_number = new QSpinBox(m_editors);
    m_number->setRange(0, 2);
    auto *hexEditor = new QWidget(m_editors);
    auto *hexLayout = new QHBoxLayout(hexEditor);
    hexLayout->setContentsMargins(0, 0, 0, 0);
    m_col = new QSpinBox(hexEditor);
    m_row = new QSpinBox(hexEditor);
    m_col->setRange(0, std::max(0, document.map().grid.width - 1));
    m_row->setRange(0, std::max(0, document.map().grid.height - 1));
    m_offMap = new QCheckBox(tr("off the map"), hexEditor);
    hexLayout->addWidget(m_col);
    hexLayout->addWidget(m_row);
    hexLayout->addWidget(m_offMap);
    m_editors->addWidget(m_choice);
    m_editors->addWidget(m_number);
    m_editors->addWidget(hexEditor);
    form->addRow(tr("&New value:"), m_editors);
    m_reason = new QLineEdit(this);
    m_reason->setObjectName(QStringLiteral("override-reason"));
    m_reason->setPlaceholderText(tr("required: why the GM overrides"));
    form->addRow(tr("&Reason:"), m_reason);
    auto *buttons = okCancel(this);
    QPushButton *ok = buttons->button(QDialogButtonBox::Ok);
    ok->setEnabled(false);
    connect(m_reason, &QLineEdit::textChanged, this,
            [ok](const QString &text) { ok->setEnabled(!text.trimmed().isEmpty()); });
    form->addRow(buttons);
    connect(m_field, &QComboBox::currentIndexChanged, this, &OverrideDialog::fieldChanged);
    fieldChanged();
}

void OverrideDialog::fieldChanged()
{
    const QString field = m_field->currentData().toString();
    const umbra::UmbraRuleset &rules = m_document.ruleset();
    m_choice->clear();
    if (field == QLatin1String("morale") || field == QLatin1String("fatigue")) {
        const umbra::Scale &scale = field == QLatin1String("morale") ? rules.morale : rules.fatigue;
        for (const umbra::ScaleLevel &level : scale.levels)
            m_choice->addItem(termLabel(level.label, level.id), QString::fromStdString(level.id));
    } else if (field == QLatin1String("blesse")) {
        m_choice->addItem(tr("wounded"), true);
        m_choice->addItem(tr("not wounded"), false);
    } else if (field == QLatin1String("status")) {
        if (m_troop) {
            for (const umbra::TroopStatus status :
                 {umbra::TroopStatus::Present, umbra::TroopStatus::EnFuite, umbra::TroopStatus::Elimine,
                  umbra::TroopStatus::Disloque, umbra::TroopStatus::Deserte})
                m_choice->addItem(fromStd(umbra::troopStatusId(status)), fromStd(umbra::troopStatusId(status)));
        } else {
            for (const umbra::PersonalityStatus status :
                 {umbra::PersonalityStatus::Present, umbra::PersonalityStatus::Capture})
                m_choice->addItem(fromStd(umbra::personalityStatusId(status)),
                                  fromStd(umbra::personalityStatusId(status)));
        }
    }
    m_editors->setCurrentIndex(field == QLatin1String("wounds") ? 1 : field == QLatin1String("hex") ? 2 : 0);
}

umbra::StateOverride OverrideDialog::change() const
{
    const QString field = m_field->currentData().toString();
    nlohmann::json value;
    if (field == QLatin1String("wounds"))
        value = m_number->value();
    else if (field == QLatin1String("hex"))
        value =
            m_offMap->isChecked() ? nlohmann::json(nullptr) : nlohmann::json::array({m_col->value(), m_row->value()});
    else if (field == QLatin1String("blesse"))
        value = m_choice->currentData().toBool();
    else
        value = m_choice->currentData().toString().toStdString();
    return {m_unit, field.toStdString(), std::move(value), m_reason->text().trimmed().toStdString()};
}

// ---------------------------------------------------------------------------------------------------

ResolutionOverrideDialog::ResolutionOverrideDialog(const UmbraDocument &document, int confrontation, QWidget *parent)
    : QDialog(parent), m_orders(document.turnDraft()->find(confrontation)->orders)
{
    const umbra::DraftConfrontation &item = *document.turnDraft()->find(confrontation);
    const umbra::Confrontation &c = item.before.confrontations[static_cast<std::size_t>(confrontation)];
    setWindowTitle(tr("Override the Resolution of Confrontation %1").arg(confrontation + 1));
    auto *form = new QFormLayout(this);
    auto *intro = new QLabel(tr("Ticked values replace what the rules computed for this resolution; the log keeps "
                                "them with your reason (UD-M5)."),
                             this);
    intro->setWordWrap(true);
    form->addRow(intro);
    const umbra::UmbraRuleset &rules = document.ruleset();
    const umbra::ConfrontationOrders::Override &given = m_orders.gmOverride;
    for (std::size_t slot = 0; slot < 2; ++slot) {
        const umbra::Side &side = item.before.sides[static_cast<std::size_t>(c.sides[slot])];
        m_sides[slot] = side.id;
        m_totalOn[slot] = new QCheckBox(tr("Total of %1:").arg(QString::fromStdString(side.name)), this);
        m_total[slot] = new QSpinBox(this);
        m_total[slot]->setObjectName(QStringLiteral("override-total-%1").arg(QString::fromStdString(side.id)));
        m_total[slot]->setRange(0, 999);
        m_total[slot]->setValue(item.preview.totals[slot].total);
        for (const auto &[id, total] : given.totals)
            if (id == side.id) {
                m_totalOn[slot]->setChecked(true);
                m_total[slot]->setValue(total);
            }
        form->addRow(m_totalOn[slot], m_total[slot]);
    }
    m_tableOn = new QCheckBox(tr("Table:"), this);
    m_table = new QComboBox(this);
    for (const umbra::ConfrontationTable &table : rules.tables)
        m_table->addItem(termLabel(table.label, table.id), QString::fromStdString(table.id));
    m_table->setCurrentIndex(item.preview.table.table);
    if (given.table) {
        m_tableOn->setChecked(true);
        m_table->setCurrentIndex(m_table->findData(QString::fromStdString(*given.table)));
    }
    form->addRow(m_tableOn, m_table);
    m_rollerOn = new QCheckBox(tr("Rolls (superior side):"), this);
    m_roller = new QComboBox(this);
    for (std::size_t slot = 0; slot < 2; ++slot)
        m_roller->addItem(QString::fromStdString(item.before.sides[static_cast<std::size_t>(c.sides[slot])].name),
                          QString::fromStdString(m_sides[slot]));
    m_roller->setCurrentIndex(item.preview.superiorSlot);
    if (given.roller) {
        m_rollerOn->setChecked(true);
        m_roller->setCurrentIndex(m_roller->findData(QString::fromStdString(*given.roller)));
    }
    form->addRow(m_rollerOn, m_roller);
    m_reason = new QLineEdit(QString::fromStdString(given.reason), this);
    m_reason->setObjectName(QStringLiteral("override-reason"));
    m_reason->setPlaceholderText(tr("required: why the GM overrides"));
    form->addRow(tr("&Reason:"), m_reason);
    auto *buttons = okCancel(this);
    QPushButton *ok = buttons->button(QDialogButtonBox::Ok);
    const auto check = [this, ok] {
        const bool any =
            m_totalOn[0]->isChecked() || m_totalOn[1]->isChecked() || m_tableOn->isChecked() || m_rollerOn->isChecked();
        ok->setEnabled(!any || !m_reason->text().trimmed().isEmpty());
    };
    for (QCheckBox *box : {m_totalOn[0], m_totalOn[1], m_tableOn, m_rollerOn})
        connect(box, &QCheckBox::toggled, this, check);
    connect(m_reason, &QLineEdit::textChanged, this, check);
    check();
    form->addRow(buttons);
}

umbra::ConfrontationOrders ResolutionOverrideDialog::orders() const
{
    umbra::ConfrontationOrders orders = m_orders;
    umbra::ConfrontationOrders::Override gm;
    for (std::size_t slot = 0; slot < 2; ++slot)
        if (m_totalOn[slot]->isChecked())
            gm.totals.emplace_back(m_sides[slot], m_total[slot]->value());
    if (m_tableOn->isChecked())
        gm.table = m_table->currentData().toString().toStdString();
    if (m_rollerOn->isChecked())
        gm.roller = m_roller->currentData().toString().toStdString();
    if (!gm.empty())
        gm.reason = m_reason->text().trimmed().toStdString();
    orders.gmOverride = std::move(gm);
    return orders;
}

} // namespace arbitre::gui
