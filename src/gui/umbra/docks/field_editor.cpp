// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "field_editor.h"

#include "common/ruleset_labels.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>

#include <algorithm>

namespace arbitre::gui {

using nlohmann::json;
using umbra::setup::Choice;
using umbra::setup::FieldKind;
using umbra::setup::FieldSpec;

namespace {

// Ids above any QUndoCommand id the app uses elsewhere; a new one per spin gesture.
int nextMergeId()
{
    static int counter = 0x10000;
    return ++counter;
}

// A skill is written as {"id": …, "x": …}; a flag list compares by ids alone.
std::string idOf(const json &item)
{
    if (item.is_string())
        return item.get<std::string>();
    if (item.is_object() && item.contains("id") && item["id"].is_string())
        return item["id"].get<std::string>();
    return {};
}

} // namespace

FieldEditor::FieldEditor(FieldSpec spec, QWidget *parent) : QWidget(parent), m_spec(std::move(spec))
{
    build();
}

bool FieldEditor::matches(const FieldSpec &spec) const
{
    const auto sameChoices =
        std::equal(spec.choices.begin(), spec.choices.end(), m_spec.choices.begin(), m_spec.choices.end(),
                   [](const Choice &a, const Choice &b) { return a.id == b.id; });
    return spec.key == m_spec.key && spec.kind == m_spec.kind && spec.minimum == m_spec.minimum &&
           spec.maximum == m_spec.maximum && sameChoices && spec.defaultValue == m_spec.defaultValue;
}

void FieldEditor::build()
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    switch (m_spec.kind) {
    case FieldKind::Text:
        m_editor = m_line = new QLineEdit(this);
        connect(m_line, &QLineEdit::editingFinished, this, [this] {
            if (json(m_line->text().toStdString()) != m_value)
                commit(m_line->text().toStdString());
        });
        break;
    case FieldKind::Integer:
        m_editor = m_spin = new QSpinBox(this);
        m_spin->setRange(m_spec.minimum, m_spec.maximum);
        m_spin->setKeyboardTracking(false); // typing "12" is one value, not 1 then 12
        m_spin->setMaximumWidth(m_spin->fontMetrics().horizontalAdvance(QStringLiteral("000000")) + 40);
        m_mergeId = nextMergeId();
        connect(m_spin, &QSpinBox::valueChanged, this, [this](int value) { commit(value); });
        // The next gesture on this spin is a new undo step.
        connect(m_spin, &QSpinBox::editingFinished, this, [this] { m_mergeId = nextMergeId(); });
        if (!m_spec.choices.empty())
            m_hint = new QLabel(this);
        break;
    case FieldKind::Boolean:
        m_editor = m_check = new QCheckBox(this);
        connect(m_check, &QCheckBox::toggled, this, [this](bool on) { commit(on); });
        break;
    case FieldKind::Choice:
        m_editor = m_combo = new QComboBox(this);
        for (const Choice &choice : m_spec.choices)
            m_combo->addItem(choiceText(choice), QString::fromStdString(choice.id));
        m_combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        connect(m_combo, &QComboBox::currentIndexChanged, this, [this](int index) {
            if (index >= 0)
                commit(m_combo->itemData(index).toString().toStdString());
        });
        break;
    case FieldKind::Flags: {
        m_hint = new QLabel(this);
        m_hint->setWordWrap(true);
        m_editor = m_flags = new QToolButton(this);
        m_flags->setText(tr("Choose…"));
        m_flags->setPopupMode(QToolButton::InstantPopup);
        auto *menu = new QMenu(m_flags);
        for (const Choice &choice : m_spec.choices) {
            QAction *action = menu->addAction(choiceText(choice));
            action->setCheckable(true);
            action->setData(QString::fromStdString(choice.id));
            connect(action, &QAction::toggled, this, [this, menu] {
                json ids = json::array();
                for (const QAction *item : menu->actions()) {
                    if (item->isChecked())
                        ids.push_back(item->data().toString().toStdString());
                }
                commit(std::move(ids));
            });
        }
        m_flags->setMenu(menu);
        break;
    }
    }
    if (m_hint && m_spec.kind == FieldKind::Flags) {
        layout->addWidget(m_hint, 1);
        layout->addWidget(m_editor, 0, Qt::AlignTop);
    } else {
        layout->addWidget(m_editor, m_spec.kind == FieldKind::Text ? 1 : 0);
        if (m_hint) {
            m_hint->setForegroundRole(QPalette::PlaceholderText);
            layout->addWidget(m_hint);
        }
        layout->addStretch(m_spec.kind == FieldKind::Text ? 0 : 1);
    }
    setFocusProxy(m_editor);
    showValue();
}

void FieldEditor::setValue(const json &value)
{
    m_value = value.is_null() ? m_spec.defaultValue : value;
    if (m_spec.kind == FieldKind::Flags && m_value.is_array()) {
        json ids = json::array();
        for (const json &item : m_value)
            ids.push_back(idOf(item));
        m_value = std::move(ids);
    }
    showValue();
}

void FieldEditor::showValue()
{
    const QSignalBlocker blocker(m_editor);
    switch (m_spec.kind) {
    case FieldKind::Text:
        m_line->setText(m_value.is_string() ? QString::fromStdString(m_value.get<std::string>()) : QString());
        break;
    case FieldKind::Integer:
        m_spin->setValue(m_value.is_number_integer() ? m_value.get<int>() : m_spec.minimum);
        if (m_hint)
            m_hint->setText(hintFor(m_spin->value()));
        break;
    case FieldKind::Boolean:
        m_check->setChecked(m_value.is_boolean() && m_value.get<bool>());
        break;
    case FieldKind::Choice: {
        const QString id = m_value.is_string() ? QString::fromStdString(m_value.get<std::string>()) : QString();
        int index = m_combo->findData(id);
        if (index < 0 && !id.isEmpty()) {
            // A value the ruleset no longer offers stays visible rather than silently replaced.
            m_combo->addItem(id, id);
            index = m_combo->count() - 1;
        }
        m_combo->setCurrentIndex(index);
        break;
    }
    case FieldKind::Flags: {
        for (QAction *action : m_flags->menu()->actions()) {
            const QSignalBlocker actionBlocker(action);
            const std::string id = action->data().toString().toStdString();
            action->setChecked(m_value.is_array() &&
                               std::any_of(m_value.begin(), m_value.end(), [&](const json &v) { return v == id; }));
        }
        m_hint->setText(flagsText());
        break;
    }
    }
}

void FieldEditor::commit(json value)
{
    m_value = std::move(value);
    if (m_spin && m_hint)
        m_hint->setText(hintFor(m_spin->value()));
    if (m_flags)
        m_hint->setText(flagsText());
    Q_EMIT committed();
}

QString FieldEditor::hintFor(int value) const
{
    // An integer with one labelled level per value, lowest first (the training values of UD-25).
    const auto offset = static_cast<std::size_t>(value - m_spec.minimum);
    if (value < m_spec.minimum || offset >= m_spec.choices.size())
        return {};
    return choiceText(m_spec.choices[offset]);
}

QString FieldEditor::flagsText() const
{
    QStringList names;
    for (const QAction *action : m_flags->menu()->actions()) {
        if (action->isChecked())
            names << action->text();
    }
    return names.isEmpty() ? tr("none") : names.join(QStringLiteral(", "));
}

QString FieldEditor::choiceText(const Choice &choice)
{
    // Set-up's own words (statuses) are lower case; in a list they read like the ruleset's labels.
    QString text = termLabel(choice.label, choice.id);
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

QString FieldEditor::fieldLabel(std::string_view key)
{
    static const std::pair<std::string_view, const char *> labels[] = {
        {"name", QT_TR_NOOP("Name")},
        {"type", QT_TR_NOOP("Type")},
        {"base_type", QT_TR_NOOP("Base type")},
        {"force", QT_TR_NOOP("Machine Force")},
        {"armement", QT_TR_NOOP("Armament")},
        {"entrainement", QT_TR_NOOP("Training")},
        {"fatigue", QT_TR_NOOP("Fatigue")},
        {"morale", QT_TR_NOOP("Morale")},
        {"blesse", QT_TR_NOOP("Wounded")},
        {"adjectives", QT_TR_NOOP("Adjectives")},
        {"status", QT_TR_NOOP("Status")},
        {"rank", QT_TR_NOOP("Rank")},
        {"vs", QT_TR_NOOP("Strategy value (VS)")},
        {"forestier", QT_TR_NOOP("Forestier X")},
        {"wounds", QT_TR_NOOP("Wounds")},
        {"skills", QT_TR_NOOP("Skills")},
        {"scouts", QT_TR_NOOP("Scouts")},
        {"scouts_vs", QT_TR_NOOP("Scouts' VS")},
        {"command_level", QT_TR_NOOP("Command level")},
    };
    for (const auto &[id, text] : labels) {
        if (id == key)
            return tr(text);
    }
    return fromStd(key);
}

} // namespace arbitre::gui
