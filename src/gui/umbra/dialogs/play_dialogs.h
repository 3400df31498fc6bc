// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// The short dialogs of play. Each shows what the core computes and returns the GM's decision; the
// main window turns it into one undoable document command.

#include "arbitre/umbra/session.h"
#include "arbitre/umbra/turn_draft.h"

#include <QDialog>

#include <array>
#include <optional>
#include <vector>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;
class QCheckBox;
class QStackedWidget;

namespace arbitre::gui {

class UmbraDocument;

/**
 * The suffering side's choice (UD-88, UD-M4): who takes each wound and each morale loss, offered
 * only among those the rules accept, the preview's choice as the suggestion, and what each choice
 * does ("second wound: eliminated") shown before confirming.
 */
class AllocationDialog : public QDialog
{
    Q_OBJECT

public:
    AllocationDialog(const UmbraDocument &document, int confrontation, QWidget *parent = nullptr);
    /** The orders with the allocation chosen. */
    const umbra::ConfrontationOrders &orders() const { return m_orders; }
    /** Gives loss `loss` to `unitId` (the combo boxes do this; tests call it). */
    void choose(std::size_t loss, const std::string &unitId);
    QComboBox *targetBox(std::size_t loss) const;

private:
    const UmbraDocument &m_document;
    umbra::TurnDraft m_draft;
    int m_confrontation;
    umbra::ConfrontationOrders m_orders;
    QFormLayout *m_form = nullptr;
    QLabel *m_error = nullptr;
    std::vector<QComboBox *> m_boxes;

    void rebuild();
};

/**
 * The end of the day (UD-99–UD-102): each fleeing troop with its side's rally table, the die rolled
 * by Arbitre or typed, and the result read before confirming; then rest and the next day follow.
 */
class RallyDialog : public QDialog
{
    Q_OBJECT

public:
    RallyDialog(UmbraDocument &document, QWidget *parent = nullptr);
    /** One die per fleeing troop, in side then troop order (UD-100); complete when accepted. */
    std::vector<umbra::DraftDie> dice() const;
    /** Sets the die of row `row` (tests, and the digit keys of its field). */
    void setDie(std::size_t row, int value, DieSource source);
    std::size_t rows() const { return m_rows.size(); }

private:
    struct Row
    {
        int side = 0;
        int troop = 0;
        QSpinBox *die = nullptr;
        QLabel *result = nullptr;
        DieSource source = DieSource::Entered;
    };
    UmbraDocument &m_document;
    std::vector<Row> m_rows;
    QPushButton *m_ok = nullptr;

    void update(std::size_t row);
};

/** Which conditional orders the GM carries out (UD-71, UD-A42). */
class ConditionalsDialog : public QDialog
{
    Q_OBJECT

public:
    ConditionalsDialog(const UmbraDocument &document, QWidget *parent = nullptr);
    std::vector<bool> fire() const;

private:
    std::vector<QCheckBox *> m_boxes;
};

/** A conditional order for a unit of the first mover (UD-71): what triggers it and what it does. */
class ConditionalOrderDialog : public QDialog
{
    Q_OBJECT

public:
    ConditionalOrderDialog(const UmbraDocument &document, const std::string &unitId, QWidget *parent = nullptr);
    umbra::ConditionalOrder order() const;

private:
    const UmbraDocument &m_document;
    std::string m_unit;
    QLineEdit *m_trigger = nullptr;
    QComboBox *m_action = nullptr;
    QSpinBox *m_col = nullptr;
    QSpinBox *m_row = nullptr;
};

/** A GM override of one value of a unit, with the reason (UD-M5). */
class OverrideDialog : public QDialog
{
    Q_OBJECT

public:
    OverrideDialog(const UmbraDocument &document, const std::string &unitId, QWidget *parent = nullptr);
    umbra::StateOverride change() const;

private:
    const UmbraDocument &m_document;
    std::string m_unit;
    bool m_troop = true;
    QComboBox *m_field = nullptr;
    QStackedWidget *m_editors = nullptr;
    QComboBox *m_choice = nullptr;
    QSpinBox *m_number = nullptr;
    QSpinBox *m_col = nullptr;
    QSpinBox *m_row = nullptr;
    QCheckBox *m_offMap = nullptr;
    QLineEdit *m_reason = nullptr;

    void fieldChanged();
};

/** The GM's word over a resolution's numbers (UD-M5): a side's total, the table, who rolls; with the reason. */
class ResolutionOverrideDialog : public QDialog
{
    Q_OBJECT

public:
    ResolutionOverrideDialog(const UmbraDocument &document, int confrontation, QWidget *parent = nullptr);
    /** The confrontation's orders with this override (an empty override when nothing is ticked). */
    umbra::ConfrontationOrders orders() const;

private:
    umbra::ConfrontationOrders m_orders;
    std::array<std::string, 2> m_sides;
    std::array<QCheckBox *, 2> m_totalOn{};
    std::array<QSpinBox *, 2> m_total{};
    QCheckBox *m_tableOn = nullptr;
    QComboBox *m_table = nullptr;
    QCheckBox *m_rollerOn = nullptr;
    QComboBox *m_roller = nullptr;
    QLineEdit *m_reason = nullptr;
};

} // namespace arbitre::gui
