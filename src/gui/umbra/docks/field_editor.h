// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/umbra/setup.h"

#include <QWidget>

#include <nlohmann/json.hpp>

#include <string_view>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QToolButton;

namespace arbitre::gui {

/**
 * The editor of one set-up field, built from its FieldSpec: a line edit, a spin box bounded by the
 * ruleset, a check box, a combo of the allowed terms or a menu of checkable terms. It never writes the
 * document: it says `committed()` and the inspector turns value() into an undoable edit.
 */
class FieldEditor : public QWidget
{
    Q_OBJECT

public:
    explicit FieldEditor(umbra::setup::FieldSpec spec, QWidget *parent = nullptr);

    const umbra::setup::FieldSpec &spec() const { return m_spec; }
    /** True when `spec` would build the same editor (key, kind, range, choices): it can be shown in place. */
    bool matches(const umbra::setup::FieldSpec &spec) const;

    /** Shows the file's value of the field (null: the key is absent, so the default) without committing. */
    void setValue(const nlohmann::json &value);
    /** The value the GM chose, as the file writes it. */
    nlohmann::json value() const { return m_value; }
    /** Successive steps of one spin share this id, so they make one undo step; -1 for the other editors. */
    int mergeId() const { return m_mergeId; }

    /** The widget that edits (QLineEdit, QSpinBox, QCheckBox, QComboBox or the flags' QToolButton). */
    QWidget *editor() const { return m_editor; }

    /** A file key as the GM reads it ("armement" → "Armament"). */
    static QString fieldLabel(std::string_view key);
    /** A choice in the UI language: the ruleset's label, or its id. */
    static QString choiceText(const umbra::setup::Choice &choice);

Q_SIGNALS:
    /** The GM changed the value; value() and mergeId() say what to write. */
    void committed();

private:
    void build();
    void showValue();
    void commit(nlohmann::json value);
    QString hintFor(int value) const;
    QString flagsText() const;

    umbra::setup::FieldSpec m_spec;
    nlohmann::json m_value;
    int m_mergeId = -1;
    QWidget *m_editor = nullptr;
    QLineEdit *m_line = nullptr;
    QSpinBox *m_spin = nullptr;
    QCheckBox *m_check = nullptr;
    QComboBox *m_combo = nullptr;
    QToolButton *m_flags = nullptr;
    QLabel *m_hint = nullptr; /**< the term of an integer (a training value's level), or the chosen flags */
};

} // namespace arbitre::gui
