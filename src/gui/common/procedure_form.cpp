// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "procedure_form.h"

#include "common/ruleset_labels.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalBlocker>
#include <QSpinBox>

namespace arbitre::gui {

using nlohmann::json;

namespace {

QString optionText(const InputOption &option)
{
    const QString label = termLabel(option.label, option.id);
    return option.group.empty() ? label : QStringLiteral("%1 — %2").arg(label, fromStd(option.group));
}

// Units in order matter (an allocation): the list keeps the order the GM ticked them in.
QStringList tickedInOrder(const QListWidget *list)
{
    QStringList checked;
    for (int row = 0; row < list->count(); ++row) {
        if (list->item(row)->checkState() == Qt::Checked) {
            checked.push_back(list->item(row)->data(Qt::UserRole).toString());
        }
    }
    QStringList ordered;
    for (const QString &id : list->property("order").toStringList()) {
        if (checked.contains(id)) {
            ordered.push_back(id);
        }
    }
    return ordered;
}

} // namespace

QString inputLabel(const Label &label, const std::string &id, const std::string &rule)
{
    const QString text = termLabel(label, id);
    return rule.empty() ? text : QStringLiteral("%1 (%2)").arg(text, fromStd(rule));
}

ProcedureForm::ProcedureForm(QWidget *parent) : QWidget(parent), m_layout(new QFormLayout(this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
}

void ProcedureForm::setSpec(const ProcedureSpec &spec)
{
    const json kept = input();
    const ProcedureSpec previous = std::exchange(m_spec, spec);
    while (m_layout->rowCount() > 0) {
        m_layout->removeRow(0);
    }
    m_fields.clear();
    for (const InputSpec &declared : m_spec.inputs) {
        QWidget *field = createField(declared);
        field->setObjectName(QStringLiteral("input-") + fromStd(declared.key));
        m_fields.insert(fromStd(declared.key), field);
        const InputSpec *before = findInput(previous, declared.key);
        const bool sameProcedure = previous.id == m_spec.id;
        applyValue(declared, field,
                   sameProcedure && before != nullptr && before->kind == declared.kind && kept.contains(declared.key)
                       ? kept[declared.key]
                       : declared.defaultValue);
        auto *label = new QLabel(inputLabel(declared.label, declared.key, declared.rule) + QLatin1Char(':'), this);
        label->setBuddy(field);
        m_layout->addRow(label, field);
    }
}

QWidget *ProcedureForm::createField(const InputSpec &input)
{
    switch (input.kind) {
    case InputKind::Unit:
    case InputKind::Choice: {
        auto *combo = new QComboBox(this);
        if (!input.required) {
            combo->addItem(tr("(none)"), QString());
        }
        for (const InputOption &option : input.options) {
            combo->addItem(optionText(option), fromStd(option.id));
            combo->setItemData(combo->count() - 1, fromStd(option.rule), Qt::ToolTipRole);
        }
        combo->setCurrentIndex(-1);
        connect(combo, &QComboBox::currentIndexChanged, this, &ProcedureForm::edited);
        return combo;
    }
    case InputKind::Units:
    case InputKind::Choices: {
        auto *list = new QListWidget(this);
        for (const InputOption &option : input.options) {
            auto *item = new QListWidgetItem(optionText(option), list);
            item->setData(Qt::UserRole, fromStd(option.id));
            item->setToolTip(fromStd(option.rule));
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Unchecked);
        }
        list->setMaximumHeight(std::min(6, std::max(1, list->count())) * list->sizeHintForRow(0) +
                               2 * list->frameWidth());
        connect(list, &QListWidget::itemChanged, this, [this, list](QListWidgetItem *item) {
            QStringList order = list->property("order").toStringList();
            const QString id = item->data(Qt::UserRole).toString();
            order.removeAll(id);
            if (item->checkState() == Qt::Checked) {
                order.push_back(id);
            }
            list->setProperty("order", order);
            Q_EMIT edited();
        });
        return list;
    }
    case InputKind::Integer: {
        auto *spin = new QSpinBox(this);
        spin->setRange(input.minimum, input.maximum);
        connect(spin, &QSpinBox::valueChanged, this, &ProcedureForm::edited);
        return spin;
    }
    case InputKind::Flag: {
        auto *box = new QCheckBox(this);
        connect(box, &QCheckBox::toggled, this, &ProcedureForm::edited);
        return box;
    }
    case InputKind::Text: {
        auto *line = new QLineEdit(this);
        connect(line, &QLineEdit::textEdited, this, &ProcedureForm::edited);
        return line;
    }
    }
    return new QWidget(this);
}

void ProcedureForm::applyValue(const InputSpec &input, QWidget *field, const json &value)
{
    const QSignalBlocker quiet(field);
    switch (input.kind) {
    case InputKind::Unit:
    case InputKind::Choice: {
        auto *combo = static_cast<QComboBox *>(field);
        const int index = value.is_string() ? combo->findData(fromStd(value.get<std::string>())) : -1;
        combo->setCurrentIndex(index >= 0 ? index : (input.required ? -1 : 0));
        return;
    }
    case InputKind::Units:
    case InputKind::Choices: {
        auto *list = static_cast<QListWidget *>(field);
        QStringList order;
        for (const json &id : value.is_array() ? value : json::array()) {
            if (id.is_string()) {
                order.push_back(fromStd(id.get<std::string>()));
            }
        }
        for (int row = 0; row < list->count(); ++row) {
            QListWidgetItem *item = list->item(row);
            item->setCheckState(order.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
        }
        list->setProperty("order", order);
        return;
    }
    case InputKind::Integer:
        static_cast<QSpinBox *>(field)->setValue(value.is_number_integer() ? value.get<int>() : input.minimum);
        return;
    case InputKind::Flag:
        static_cast<QCheckBox *>(field)->setChecked(value.is_boolean() && value.get<bool>());
        return;
    case InputKind::Text:
        static_cast<QLineEdit *>(field)->setText(value.is_string() ? fromStd(value.get<std::string>()) : QString());
        return;
    }
}

json ProcedureForm::valueOf(const InputSpec &input, const QWidget *field) const
{
    switch (input.kind) {
    case InputKind::Unit:
    case InputKind::Choice: {
        const QString id = static_cast<const QComboBox *>(field)->currentData().toString();
        return id.isEmpty() ? json() : json(id.toStdString());
    }
    case InputKind::Units:
    case InputKind::Choices: {
        json ids = json::array();
        for (const QString &id : tickedInOrder(static_cast<const QListWidget *>(field))) {
            ids.push_back(id.toStdString());
        }
        return ids.empty() ? json() : ids;
    }
    case InputKind::Integer: {
        const int value = static_cast<const QSpinBox *>(field)->value();
        return input.defaultValue.is_number_integer() && value == input.defaultValue.get<int>() && !input.required
                   ? json()
                   : json(value);
    }
    case InputKind::Flag:
        return static_cast<const QCheckBox *>(field)->isChecked() ? json(true) : json();
    case InputKind::Text: {
        const QString text = static_cast<const QLineEdit *>(field)->text();
        return text.isEmpty() ? json() : json(text.toStdString());
    }
    }
    return {};
}

json ProcedureForm::input() const
{
    json out = json::object();
    for (const InputSpec &declared : m_spec.inputs) {
        if (const QWidget *field = m_fields.value(fromStd(declared.key))) {
            json value = valueOf(declared, field);
            if (!value.is_null()) {
                out[declared.key] = std::move(value);
            }
        }
    }
    return out;
}

bool ProcedureForm::setValue(const QString &key, const json &value)
{
    const InputSpec *declared = findInput(m_spec, key.toStdString());
    QWidget *field = m_fields.value(key);
    if (declared == nullptr || field == nullptr) {
        return false;
    }
    applyValue(*declared, field, value);
    const json chosen = valueOf(*declared, field);
    Q_EMIT edited();
    return chosen == value || (value.is_null() && chosen.is_null());
}

void ProcedureForm::reset()
{
    for (const InputSpec &declared : m_spec.inputs) {
        if (QWidget *field = m_fields.value(fromStd(declared.key))) {
            applyValue(declared, field, declared.defaultValue);
        }
    }
    Q_EMIT edited();
}

} // namespace arbitre::gui
