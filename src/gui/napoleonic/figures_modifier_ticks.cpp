// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "figures_modifier_ticks.h"

#include "common/ruleset_labels.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace arbitre::gui {

using namespace arbitre::napoleonic;

namespace {

/** A long label on several lines, so the panel stays narrow enough to sit beside the table. */
QString brokenLines(const QString &label)
{
    constexpr qsizetype Width = 44;
    QString out;
    qsizetype line = 0;
    for (const QString &word : label.split(QLatin1Char(' '))) {
        if (line > 0 && line + 1 + word.size() > Width) {
            out += QLatin1Char('\n');
            line = 0;
        } else if (line > 0) {
            out += QLatin1Char(' ');
            ++line;
        }
        out += word;
        line += word.size();
    }
    return out;
}

} // namespace

ModifierTicks::ModifierTicks(const FiguresRuleset &rules, QWidget *parent) : QWidget(parent), m_rules(rules)
{
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
}

QString ModifierTicks::groupTitle(std::size_t g, bool several) const
{
    const ModifierGroup &group = m_rules.groups[g];
    QString title = termLabel(group.label, group.id);
    if (!group.ruleId.empty())
        title += QStringLiteral(" (%1)").arg(QString::fromStdString(group.ruleId));
    if (group.min)
        title += tr(", at least %1").arg(*group.min);
    if (group.max)
        title += tr(", at most %1").arg(*group.max);
    if (group.combine == Combine::One && several)
        title += tr(", one of");
    return title;
}

void ModifierTicks::rebuild(std::optional<ModifierList> list, const Filter &filter)
{
    m_rows.clear();
    while (QLayoutItem *item = m_layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    if (!list) {
        m_layout->addWidget(new QLabel(tr("This procedure takes no modifiers."), this));
        return;
    }
    std::vector<const Modifier *> offered;
    for (const Modifier &modifier : m_rules.modifiers[static_cast<std::size_t>(*list)]) {
        if (!filter || filter(modifier))
            offered.push_back(&modifier);
    }
    // One box per group, in the ruleset's order.
    for (std::size_t g = 0; g < m_rules.groups.size(); ++g) {
        const auto members = std::count_if(offered.begin(), offered.end(),
                                           [g](const Modifier *m) { return static_cast<std::size_t>(m->group) == g; });
        if (members == 0)
            continue;
        auto *box = new QGroupBox(groupTitle(g, members > 1), this);
        auto *form = new QFormLayout(box);
        m_layout->addWidget(box);
        for (const Modifier *modifier : offered) {
            if (static_cast<std::size_t>(modifier->group) != g)
                continue;
            Row row;
            row.id = QString::fromStdString(modifier->id);
            const QString value =
                modifier->value > 0 ? QStringLiteral("+%1").arg(modifier->value) : QString::number(modifier->value);
            // The rule id only where it is not the group's own (it is in the box's title then).
            const QString rule = modifier->ruleId == m_rules.groups[g].ruleId
                                     ? QString()
                                     : QStringLiteral("  %1").arg(QString::fromStdString(modifier->ruleId));
            row.box = new QCheckBox(QStringLiteral("%1  %2%3%4")
                                        .arg(brokenLines(termLabel(modifier->label, modifier->id)), value,
                                             modifier->scaled ? tr(" each") : QString(), rule),
                                    box);
            row.box->setToolTip(QString::fromStdString(modifier->ruleId));
            row.box->setObjectName(row.id);
            connect(row.box, &QCheckBox::toggled, this, &ModifierTicks::edited);
            if (modifier->scaled) {
                row.amount = new QSpinBox(box);
                row.amount->setRange(1, 99);
                row.amount->setPrefix(QStringLiteral("× "));
                row.amount->setMaximumWidth(80);
                connect(row.amount, &QSpinBox::valueChanged, this, &ModifierTicks::edited);
                form->addRow(row.box, row.amount);
            } else {
                form->addRow(row.box);
            }
            m_rows.push_back(row);
        }
    }
}

std::vector<ModifierChoice> ModifierTicks::choices() const
{
    std::vector<ModifierChoice> out;
    for (const Row &row : m_rows) {
        if (row.box->isChecked())
            out.push_back({row.id.toStdString(), row.amount ? row.amount->value() : 1});
    }
    return out;
}

bool ModifierTicks::setTicked(const QString &id, bool ticked, int amount)
{
    for (const Row &row : m_rows) {
        if (row.id != id)
            continue;
        row.box->setChecked(ticked);
        if (row.amount)
            row.amount->setValue(amount);
        return true;
    }
    return false;
}

void ModifierTicks::clearTicks()
{
    for (const Row &row : m_rows)
        setTicked(row.id, false);
}

} // namespace arbitre::gui
