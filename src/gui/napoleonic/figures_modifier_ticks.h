// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/napoleonic/figures_procedures.h"

#include <QString>
#include <QVector>
#include <QWidget>

#include <functional>
#include <optional>
#include <vector>

class QCheckBox;
class QSpinBox;
class QVBoxLayout;

namespace arbitre::gui {

/**
 * The GM's ticks of one modifier list of the ruleset, one box per group in the ruleset's order,
 * titled with the group's label, rule and caps; scaled modifiers take an amount.
 */
class ModifierTicks : public QWidget
{
    Q_OBJECT

public:
    /** Which modifiers of the list are offered; all when empty. */
    using Filter = std::function<bool(const napoleonic::Modifier &)>;

    ModifierTicks(const napoleonic::FiguresRuleset &rules, QWidget *parent = nullptr);

    /** Offers `list`'s modifiers (none: a note that the procedure takes none); clears the ticks. */
    void rebuild(std::optional<napoleonic::ModifierList> list, const Filter &filter = {});
    std::vector<napoleonic::ModifierChoice> choices() const;
    /** Ticks or clears a modifier; false when it is not offered. */
    bool setTicked(const QString &id, bool ticked, int amount = 1);
    /** Every box cleared, every amount back to 1 (after a procedure is logged). */
    void clearTicks();

signals:
    void edited();

private:
    struct Row
    {
        QString id;
        QCheckBox *box = nullptr;
        QSpinBox *amount = nullptr;
    };
    const napoleonic::FiguresRuleset &m_rules;
    QVBoxLayout *m_layout = nullptr;
    QVector<Row> m_rows;

    QString groupTitle(std::size_t group, bool several) const;
};

} // namespace arbitre::gui
