// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The VE window's table panel: the procedure, the acting unit and its target, the choices the
// orders need, the dice typed or rolled, the preview resolved on a copy and the confirmation.
#include "event_text.h"
#include "ve_document.h"
#include "ve_map_view.h"
#include "ve_text.h"
#include "ve_window.h"

#include "arbitre/core/procedure_spec.h"
#include "arbitre/core/session_error.h"

#include "common/document.h"
#include "common/ruleset_labels.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace arbitre::gui {

using namespace arbitre::napoleonic;

namespace {

std::vector<std::string> listOf(const QLineEdit *edit)
{
    std::vector<std::string> out;
    for (const QString &part : edit->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (!part.trimmed().isEmpty())
            out.push_back(part.trimmed().toStdString());
    }
    return out;
}

constexpr std::array<VeProcedure, 11> Procedures{VeProcedure::Fire,      VeProcedure::Melee,   VeProcedure::Morale,
                                                 VeProcedure::Result,    VeProcedure::Rally,   VeProcedure::Rest,
                                                 VeProcedure::Formation, VeProcedure::Move,    VeProcedure::Initiative,
                                                 VeProcedure::Leader,    VeProcedure::Override};

} // namespace

QWidget *VeWindow::createTablePanel()
{
    auto *panel = new QWidget(this);
    auto *outer = new QVBoxLayout(panel);
    auto *formHost = new QWidget(panel);
    m_form = new QFormLayout(formHost);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // The helpers keep the widgets' creation order: Qt's tab order follows it.
    createUnitPickers(formHost);
    QWidget *hexRow = createOrderFields(formHost);
    addTableFormRows(hexRow);
    outer->addWidget(formHost);
    createPreviewArea(panel, outer);
    connectTablePanel();
    updateOptions();
    return panel;
}

/** The procedure, the acting unit, its target, the units fighting with them and the side attacked. */
void VeWindow::createUnitPickers(QWidget *formHost)
{
    const VeScenario &scenario = m_document->scenario();
    m_procedure = new QComboBox(formHost);
    for (const VeProcedure p : Procedures)
        m_procedure->addItem(ve_text::procedureName(p), static_cast<int>(p));
    m_acting = new QComboBox(formHost);
    m_target = new QComboBox(formHost);
    m_target->addItem(tr("(none)"), QString());
    m_attach = new QComboBox(formHost);
    m_attach->addItem(tr("(none)"), QString());
    for (const VePiece &piece : scenario.initial.units) {
        const QString id = QString::fromStdString(piece.id);
        const QString text = piece.name.empty() ? id : QString::fromStdString(piece.name);
        for (QComboBox *box : {m_acting, m_target, m_attach}) {
            box->addItem(text, id);
            box->setItemData(box->count() - 1, id, Qt::ToolTipRole);
        }
    }
    // No unit acts until the GM picks one, here or on the map.
    m_acting->setPlaceholderText(tr("click a unit on the map or pick it here"));
    m_acting->setCurrentIndex(-1);
    m_with = new QLineEdit(formHost);
    m_with->setPlaceholderText(tr("other attacking units, comma separated (VE-A39)"));
    m_defenders = new QLineEdit(formHost);
    m_defenders->setPlaceholderText(tr("other defending units, comma separated"));
    m_facing = new QComboBox(formHost);
    m_facing->addItem(tr("front"), QStringLiteral("front"));
    m_facing->addItem(tr("flank"), QStringLiteral("flank"));
    m_facing->addItem(tr("rear"), QStringLiteral("rear"));
}

/** The choices the orders need, the GM's override and the dice typed; returns the hex row for its form label. */
QWidget *VeWindow::createOrderFields(QWidget *formHost)
{
    const VeScenario &scenario = m_document->scenario();
    m_modifierBox = new QWidget(formHost);
    new QVBoxLayout(m_modifierBox);
    m_modifierBox->layout()->setContentsMargins(0, 0, 0, 0);
    m_blocked = new QLineEdit(formHost);
    m_blocked->setPlaceholderText(tr("result: rear, front, straight, any; melee: attacker, defender"));
    m_stays = new QCheckBox(tr("the owner stays and loses a level (VE-10)"), formHost);
    m_result = new QComboBox(formHost);
    for (const Named &r : m_document->ruleset().results)
        m_result->addItem(ve_text::label(m_document->ruleset().results, r.id), QString::fromStdString(r.id));
    m_to = new QComboBox(formHost);
    auto *hexRow = new QWidget(formHost);
    auto *hexLayout = new QHBoxLayout(hexRow);
    hexLayout->setContentsMargins(0, 0, 0, 0);
    m_col = new QSpinBox(hexRow);
    m_col->setRange(0, scenario.map.grid.width - 1);
    m_row = new QSpinBox(hexRow);
    m_row->setRange(0, scenario.map.grid.height - 1);
    hexLayout->addWidget(m_col);
    hexLayout->addWidget(m_row);
    m_facingTo = new QComboBox(formHost);
    m_facingTo->addItem(tr("(unchanged)"), QString());
    for (const std::string_view id : veFacingIds(scenario.map.grid.orientation))
        m_facingTo->addItem(QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size())),
                            QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size())));
    m_leader = new QComboBox(formHost);
    for (const VeLeaderPiece &leader : scenario.initial.leaders)
        m_leader->addItem(QString::fromStdString(leader.name), QString::fromStdString(leader.id));
    m_event = new QComboBox(formHost);
    for (const char *id : {"hit_check", "fire_elimination", "melee_two_routs", "melee_e", "melee_retreat_impossible",
                           "rout_move", "rout_impossible", "leaves_map"})
        m_event->addItem(QString::fromLatin1(id), QString::fromLatin1(id));
    m_encircled = new QCheckBox(tr("encircled (VE-21)"), formHost);
    m_holdsLeader = new QCheckBox(tr("holds an enemy leader (VE-A19)"), formHost);
    m_score0 = new QSpinBox(formHost);
    m_score1 = new QSpinBox(formHost);
    for (QSpinBox *score : {m_score0, m_score1})
        score->setRange(0, 99);
    m_field = new QLineEdit(formHost);
    m_field->setPlaceholderText(tr("a key of the unit or leader: cohesion, losses, hex…"));
    m_value = new QLineEdit(formHost);
    m_value->setPlaceholderText(tr("a number, an id, or JSON such as [10, 5]"));
    m_reason = new QLineEdit(formHost);
    m_reason->setPlaceholderText(tr("why (kept in the log)"));
    m_diceInput = new QLineEdit(formHost);
    m_diceInput->setPlaceholderText(tr("the dice thrown, in order (e.g. 3, 5); empty: Arbitre rolls"));
    return hexRow;
}

/** Every field in one form: updateOptions shows the rows the procedure reads. */
void VeWindow::addTableFormRows(QWidget *hexRow)
{
    m_form->addRow(tr("Procedure:"), m_procedure);
    m_form->addRow(tr("Acting unit:"), m_acting);
    m_form->addRow(tr("Target:"), m_target);
    m_form->addRow(tr("With:"), m_with);
    m_form->addRow(tr("Defenders:"), m_defenders);
    m_form->addRow(tr("Attack from:"), m_facing);
    m_form->addRow(tr("Stated:"), m_modifierBox);
    m_form->addRow(tr("Result:"), m_result);
    m_form->addRow(tr("Blocked:"), m_blocked);
    m_form->addRow(QString(), m_stays);
    m_form->addRow(tr("New formation:"), m_to);
    m_form->addRow(tr("Hex (col, row):"), hexRow);
    m_form->addRow(tr("New facing:"), m_facingTo);
    m_form->addRow(tr("Leader:"), m_leader);
    m_form->addRow(tr("Event:"), m_event);
    m_form->addRow(QString(), m_encircled);
    m_form->addRow(QString(), m_holdsLeader);
    m_form->addRow(tr("Banner unit:"), m_attach);
    m_form->addRow(tr("Score, first side:"), m_score0);
    m_form->addRow(tr("Score, second side:"), m_score1);
    m_form->addRow(tr("Field:"), m_field);
    m_form->addRow(tr("New value:"), m_value);
    m_form->addRow(tr("Reason:"), m_reason);
    m_form->addRow(tr("Dice:"), m_diceInput);
}

/** Preview and Confirm, then the preview above the table it read. */
void VeWindow::createPreviewArea(QWidget *panel, QVBoxLayout *outer)
{
    auto *buttons = new QHBoxLayout;
    m_previewButton = new QPushButton(tr("Preview"), panel);
    m_confirmButton = new QPushButton(tr("Confirm"), panel);
    buttons->addWidget(m_previewButton);
    buttons->addWidget(m_confirmButton);
    buttons->addStretch();
    outer->addLayout(buttons);
    outer->addWidget(createResults(panel), 1);
}

/** Any input changed invalidates the previewed dice; the acting unit and target follow the map. */
void VeWindow::connectTablePanel()
{
    connect(m_previewButton, &QPushButton::clicked, this, &VeWindow::preview);
    connect(m_confirmButton, &QPushButton::clicked, this, &VeWindow::confirm);
    connect(m_procedure, &QComboBox::currentIndexChanged, this, &VeWindow::updateOptions);
    connect(m_acting, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_syncing)
            selectUnit(m_acting->currentData().toString());
        updateOptions();
    });
    for (QComboBox *box : {m_target, m_facing, m_result, m_to, m_facingTo, m_leader, m_event, m_attach})
        connect(box, &QComboBox::currentIndexChanged, this, &VeWindow::invalidatePreview);
    for (QLineEdit *edit : {m_with, m_defenders, m_blocked, m_field, m_value, m_reason, m_diceInput})
        connect(edit, &QLineEdit::textChanged, this, &VeWindow::invalidatePreview);
    for (QCheckBox *box : {m_stays, m_encircled, m_holdsLeader})
        connect(box, &QCheckBox::toggled, this, &VeWindow::invalidatePreview);
    for (QSpinBox *spin : {m_col, m_row, m_score0, m_score1})
        connect(spin, &QSpinBox::valueChanged, this, &VeWindow::invalidatePreview);
    connect(m_target, &QComboBox::currentIndexChanged, this, [this] {
        // The line of sight follows the target the GM picked in the list.
        const QString id = m_target->currentData().toString();
        if (id.isEmpty())
            return;
        const VePiece &piece = m_document->session().unit(id.toStdString());
        if (piece.hex)
            m_map->setLosTarget(piece.hex);
    });
}

VeProcedure VeWindow::currentProcedure() const
{
    return static_cast<VeProcedure>(m_procedure->currentData().toInt());
}

void VeWindow::updateOptions()
{
    const VeProcedure p = currentProcedure();
    const auto show = [this](QWidget *field, bool visible) { m_form->setRowVisible(field, visible); };
    const bool combat = p == VeProcedure::Fire || p == VeProcedure::Melee;
    show(m_acting, p != VeProcedure::Initiative && p != VeProcedure::Leader);
    show(m_target, combat);
    show(m_with, p == VeProcedure::Melee);
    show(m_defenders, p == VeProcedure::Melee);
    show(m_facing, p == VeProcedure::Melee);
    show(m_result, p == VeProcedure::Result);
    show(m_blocked, p == VeProcedure::Result || p == VeProcedure::Melee);
    show(m_stays, p == VeProcedure::Result);
    show(m_to, p == VeProcedure::Formation);
    show(m_col->parentWidget(), p == VeProcedure::Move);
    show(m_facingTo, p == VeProcedure::Move || p == VeProcedure::Rally);
    for (QWidget *w : std::initializer_list<QWidget *>{m_leader, m_event, m_encircled, m_holdsLeader, m_attach})
        show(w, p == VeProcedure::Leader);
    show(m_score0, p == VeProcedure::Initiative);
    show(m_score1, p == VeProcedure::Initiative);
    show(m_field, p == VeProcedure::Override);
    show(m_value, p == VeProcedure::Override);
    show(m_reason, p == VeProcedure::Override || p == VeProcedure::Move);
    // The formations of the acting unit's arm (VE-66).
    const QString previous = m_to->currentData().toString();
    m_to->blockSignals(true);
    m_to->clear();
    const QString acting = m_acting->currentData().toString();
    if (!acting.isEmpty()) {
        const VeArm arm = m_document->session().unit(acting.toStdString()).unit.arm;
        for (const VeFormation &f : m_document->ruleset().formations) {
            if (f.arm == arm)
                m_to->addItem(ve_text::formationLabel(m_document->ruleset(), f.id), QString::fromStdString(f.id));
        }
    }
    m_to->setCurrentIndex(std::max(0, m_to->findData(previous)));
    m_to->blockSignals(false);
    rebuildModifiers();
    invalidatePreview();
}

void VeWindow::rebuildModifiers()
{
    for (QCheckBox *box : m_modifiers)
        delete box;
    m_modifiers.clear();
    const VeRuleset &rules = m_document->ruleset();
    const auto add = [this](const QString &id, const QString &text) {
        auto *box = new QCheckBox(text, m_modifierBox);
        box->setProperty("modifier", id);
        connect(box, &QCheckBox::toggled, this, &VeWindow::invalidatePreview);
        m_modifierBox->layout()->addWidget(box);
        m_modifiers.push_back(box);
    };
    // What the GM states (VE-64's charge, VE-83–VE-86's circumstances) is the session's to say: its spec's
    // `modifiers`; the others come from the units.
    ProcedureSpec spec;
    try {
        spec = m_document->session().procedure(veProcedureId(currentProcedure()), nlohmann::json::object());
    } catch (const SessionError &) {
    }
    if (const InputSpec *stated = findInput(spec, "modifiers")) {
        for (const InputOption &option : stated->options) {
            const auto morale = std::find_if(rules.moraleModifiers.begin(), rules.moraleModifiers.end(),
                                             [&](const VeModifier &m) { return m.id == option.id; });
            const QString label = termLabel(option.label, option.id);
            const QString rule = QString::fromStdString(option.rule);
            add(QString::fromStdString(option.id),
                morale == rules.moraleModifiers.end()
                    ? QStringLiteral("%1 (%2)").arg(label, rule)
                    : QStringLiteral("%1 (%2, %3)").arg(label, QString::number(morale->value), rule));
        }
    }
    m_form->setRowVisible(m_modifierBox, !m_modifiers.isEmpty());
}

VeOrders VeWindow::ordersFromPanel() const
{
    const VeProcedure p = currentProcedure();
    VeOrders orders;
    if (p != VeProcedure::Initiative && p != VeProcedure::Leader)
        orders.unit = m_acting->currentData().toString().toStdString();
    if (p == VeProcedure::Fire || p == VeProcedure::Melee)
        orders.target = m_target->currentData().toString().toStdString();
    for (const QCheckBox *box : m_modifiers) {
        if (box->isChecked())
            orders.modifiers.push_back(box->property("modifier").toString().toStdString());
    }
    switch (p) {
    case VeProcedure::Melee:
        orders.with = listOf(m_with);
        orders.defenders = listOf(m_defenders);
        orders.facing = m_facing->currentData().toString().toStdString();
        orders.blocked = listOf(m_blocked);
        break;
    case VeProcedure::Result:
        orders.result = m_result->currentData().toString().toStdString();
        orders.blocked = listOf(m_blocked);
        orders.stays = m_stays->isChecked();
        break;
    case VeProcedure::Rally:
        orders.facingTo = m_facingTo->currentData().toString().toStdString();
        break;
    case VeProcedure::Formation:
        orders.to = m_to->currentData().toString().toStdString();
        break;
    case VeProcedure::Move:
        orders.hex = m_document->scenario().map.grid.hexOf({m_col->value(), m_row->value()});
        orders.facingTo = m_facingTo->currentData().toString().toStdString();
        orders.reason = m_reason->text().toStdString();
        break;
    case VeProcedure::Initiative:
        orders.scores = {m_score0->value(), m_score1->value()};
        break;
    case VeProcedure::Leader:
        orders.leader = m_leader->currentData().toString().toStdString();
        orders.event = m_event->currentData().toString().toStdString();
        orders.encircled = m_encircled->isChecked();
        orders.holdsEnemyLeader = m_holdsLeader->isChecked();
        orders.attach = m_attach->currentData().toString().toStdString();
        break;
    case VeProcedure::Override: {
        orders.field = m_field->text().trimmed().toStdString();
        const nlohmann::json parsed = nlohmann::json::parse(m_value->text().toStdString(), nullptr, false);
        orders.value = parsed.is_discarded() ? nlohmann::json(m_value->text().trimmed().toStdString()) : parsed;
        orders.reason = m_reason->text().toStdString();
        break;
    }
    default:
        break;
    }
    return orders;
}

void VeWindow::invalidatePreview()
{
    if (!hasResults())
        return;
    clearPreview(tr("Pick the procedure, the units (on the map or in the lists) and the choices, type the dice or "
                    "leave them to Arbitre, and press Preview: nothing is logged before Confirm."));
}

std::optional<std::vector<int>> VeWindow::diceTyped()
{
    std::vector<int> typed;
    for (const QString &part : m_diceInput->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int value = part.trimmed().toInt(&ok);
        if (!ok) {
            showError(tr("Refused"), tr("“%1” is not a die value").arg(part.trimmed()));
            return std::nullopt;
        }
        typed.push_back(value);
    }
    return typed;
}

TablePanelWindow::Shown VeWindow::previewWith(Dice &dice) const
{
    // The session's own words, as the log will show them, and the table it read.
    const Preview previewed =
        m_document->preview(currentProcedure(), ordersFromPanel(), dice, event_text::appLogLanguage());
    return Shown{QString::fromStdString(previewed.text), true,
                 ve_text::tableHtml(m_document->ruleset(), previewed.event)};
}

QString VeWindow::undoText() const
{
    const VeOrders orders = ordersFromPanel();
    return event_text::undoText(ve_text::procedureName(currentProcedure()), actorName(orders), unitName(orders.target));
}

void VeWindow::applyWith(Dice &dice, const QString &text)
{
    m_document->apply(currentProcedure(), ordersFromPanel(), dice, text);
}

void VeWindow::resetForm()
{
    // A die typed, a target or a stated circumstance for the procedure just logged must never be logged with
    // the next; the acting unit stays selected (its morale test, result and move follow one another).
    m_diceInput->clear();
    m_target->setCurrentIndex(0);
    for (QLineEdit *edit : {m_with, m_defenders, m_blocked, m_field, m_value, m_reason})
        edit->clear();
    for (QCheckBox *box : m_modifiers)
        box->setChecked(false);
    for (QCheckBox *box : {m_stays, m_encircled, m_holdsLeader})
        box->setChecked(false);
    m_attach->setCurrentIndex(0);
    invalidatePreview();
}

QString VeWindow::unitName(const std::string &id) const
{
    for (const VePiece &piece : m_document->state().units) {
        if (piece.id == id)
            return QString::fromStdString(piece.name.empty() ? id : piece.name);
    }
    return QString::fromStdString(id);
}

QString VeWindow::actorName(const VeOrders &orders) const
{
    if (!orders.unit.empty())
        return unitName(orders.unit);
    for (const VeLeaderPiece &leader : m_document->state().leaders) {
        if (leader.id == orders.leader)
            return QString::fromStdString(leader.name);
    }
    return QString::fromStdString(orders.leader);
}

void VeWindow::setProcedure(VeProcedure procedure)
{
    m_procedure->setCurrentIndex(m_procedure->findData(static_cast<int>(procedure)));
}

void VeWindow::setTargetUnit(const QString &id)
{
    m_target->setCurrentIndex(std::max(0, m_target->findData(id)));
}

QString VeWindow::targetUnit() const
{
    return m_target->currentData().toString();
}

void VeWindow::setDice(const QString &values)
{
    m_diceInput->setText(values);
}

QString VeWindow::diceText() const
{
    return m_diceInput->text();
}

bool VeWindow::setModifier(const QString &id, bool ticked)
{
    for (QCheckBox *box : m_modifiers) {
        if (box->property("modifier").toString() == id) {
            box->setChecked(ticked);
            return true;
        }
    }
    return false;
}

void VeWindow::setChoice(const QString &field, const QString &value)
{
    const auto pick = [&value](QComboBox *box) { box->setCurrentIndex(std::max(0, box->findData(value))); };
    if (field == QLatin1String("facing"))
        pick(m_facing);
    else if (field == QLatin1String("result"))
        pick(m_result);
    else if (field == QLatin1String("to"))
        pick(m_to);
    else if (field == QLatin1String("facing_to"))
        pick(m_facingTo);
    else if (field == QLatin1String("leader"))
        pick(m_leader);
    else if (field == QLatin1String("event"))
        pick(m_event);
    else if (field == QLatin1String("attach"))
        pick(m_attach);
    else if (field == QLatin1String("blocked"))
        m_blocked->setText(value);
    else if (field == QLatin1String("field"))
        m_field->setText(value);
    else if (field == QLatin1String("value"))
        m_value->setText(value);
    else if (field == QLatin1String("reason"))
        m_reason->setText(value);
}

void VeWindow::onTargetPicked(const QString &id)
{
    setTargetUnit(id);
}

void VeWindow::onHexPicked(Hex hex)
{
    // A hex clicked is a move's destination too (VE-26).
    const OffsetCoord cell = m_document->scenario().map.grid.cellOf(hex);
    m_col->setValue(cell.col);
    m_row->setValue(cell.row);
}

} // namespace arbitre::gui
