// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "add_unit_dialog.h"

#include "common/ruleset_labels.h"
#include "umbra/umbra_document.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>

namespace arbitre::gui {

AddUnitDialog::AddUnitDialog(const UmbraDocument &document, Kind kind, int side, QWidget *parent)
    : QDialog(parent), m_side(new QComboBox(this)), m_name(new QLineEdit(this))
{
    setWindowTitle(kind == Kind::Troop ? tr("Add a Troop") : tr("Add a Personality"));
    for (const auto &each : document.state().sides)
        m_side->addItem(QString::fromStdString(each.name.empty() ? each.id : each.name));
    m_side->setCurrentIndex(side);
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Side:"), m_side);
    if (kind == Kind::Troop) {
        m_type = new QComboBox(this);
        for (const auto &type : document.ruleset().troopTypes)
            m_type->addItem(termLabel(type.label, type.id), QString::fromStdString(type.id));
        form->addRow(tr("&Type:"), m_type);
    }
    m_name->setPlaceholderText(kind == Kind::Troop ? tr("e.g. Lances of the Keep") : tr("e.g. Sire Hugues"));
    form->addRow(tr("&Name:"), m_name);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setEnabled(m_side->count() > 0);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

int AddUnitDialog::side() const
{
    return m_side->currentIndex();
}

QString AddUnitDialog::type() const
{
    return m_type ? m_type->currentData().toString() : QString();
}

QString AddUnitDialog::name() const
{
    return m_name->text().trimmed();
}

} // namespace arbitre::gui
