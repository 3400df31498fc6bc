// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "dice_entry.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace arbitre::gui {

DiceEntry::DiceEntry(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_form = new QFormLayout;
    layout->addLayout(m_form);
    m_warning = new QLabel(this);
    m_warning->setObjectName(QStringLiteral("dice-warning"));
    m_warning->setStyleSheet(QStringLiteral("color: #b00020"));
    m_warning->setWordWrap(true);
    m_warning->hide();
    layout->addWidget(m_warning);
    m_none = new QLabel(tr("This procedure reads no die."), this);
    layout->addWidget(m_none);
}

void DiceEntry::setDice(const QStringList &purposes, const std::vector<int> &sides)
{
    if (purposes.size() != m_rows.size()) {
        // Rebuilt only when the count changes, so the field the GM is typing in keeps its focus.
        const std::vector<int> kept = typed();
        while (m_form->rowCount() > 0)
            m_form->removeRow(0);
        m_rows.clear();
        for (qsizetype i = 0; i < purposes.size(); ++i) {
            Row row;
            row.label = new QLabel(this);
            row.label->setWordWrap(true); // a long purpose wraps: the panel stays narrow enough for its results
            row.field = new QLineEdit(this);
            row.field->setObjectName(QStringLiteral("die-%1").arg(i + 1));
            row.field->setPlaceholderText(tr("rolled by Arbitre"));
            row.field->setToolTip(tr("The die as thrown at the table; empty: Arbitre rolls it"));
            row.field->setMaximumWidth(160);
            if (static_cast<std::size_t>(i) < kept.size() && kept[static_cast<std::size_t>(i)] > 0)
                row.field->setText(QString::number(kept[static_cast<std::size_t>(i)]));
            connect(row.field, &QLineEdit::textChanged, this, [this] {
                check();
                emit edited();
            });
            m_form->addRow(row.label, row.field);
            m_rows.push_back(row);
        }
    }
    m_purposes = purposes;
    m_none->setVisible(purposes.isEmpty());
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        Row &row = m_rows[i];
        row.sides = static_cast<std::size_t>(i) < sides.size() ? sides[static_cast<std::size_t>(i)] : 6;
        row.label->setText(tr("Die %1 (d%2), %3:").arg(i + 1).arg(row.sides).arg(purposes[i]));
        row.field->setToolTip(tr("The die as thrown at the table (1–%1); empty: Arbitre rolls it").arg(row.sides));
    }
    check();
}

bool DiceEntry::setTyped(int index, int value)
{
    if (index < 0 || index >= m_rows.size())
        return false;
    m_rows[index].field->setText(value == 0 ? QString() : QString::number(value));
    return true;
}

void DiceEntry::clear()
{
    for (const Row &row : m_rows)
        row.field->clear();
}

std::vector<int> DiceEntry::typed() const
{
    std::vector<int> out;
    for (const Row &row : m_rows)
        out.push_back(row.field->text().trimmed().toInt()); // not a number: 0, refused by problem()
    while (!out.empty() && out.back() == 0)
        out.pop_back();
    return out;
}

QString DiceEntry::problem() const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        const QString text = m_rows[i].field->text().trimmed();
        if (text.isEmpty())
            continue;
        bool number = false;
        const int value = text.toInt(&number);
        if (!number || value < 1 || value > m_rows[i].sides)
            return tr("Die %1 (%2): “%3” is not a face of a d%4; type 1 to %4, or leave it empty for Arbitre to roll.")
                .arg(i + 1)
                .arg(m_purposes.value(i), text)
                .arg(m_rows[i].sides);
    }
    return {};
}

void DiceEntry::check()
{
    const QString message = problem();
    m_warning->setText(message);
    m_warning->setVisible(!message.isEmpty());
}

} // namespace arbitre::gui
