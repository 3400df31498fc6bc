// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "levy_dialog.h"

#include "common/ruleset_labels.h"
#include "umbra/umbra_document.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace arbitre::gui {

namespace {

QSpinBox *countBox(QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setRange(0, 999);
    return box;
}

} // namespace

LevyDialog::LevyDialog(const UmbraDocument &document, QWidget *parent)
    : QDialog(parent), m_document(document), m_side(new QComboBox(this)), m_place(new QComboBox(this)),
      m_startDay(new QSpinBox(this)), m_metayers(countBox(this)), m_chevaliers(countBox(this)),
      m_ecuyers(countBox(this)), m_hommesDArmes(countBox(this)), m_cavalryType(new QComboBox(this)),
      m_menAtArmsType(new QComboBox(this)), m_preview(new QLabel(this))
{
    setWindowTitle(tr("Raise a Levy"));
    const auto &rules = document.ruleset();
    for (const auto &side : document.state().sides)
        m_side->addItem(QString::fromStdString(side.name.empty() ? side.id : side.name));
    // A place raises one levy: the reader numbers its piétailles after the place (setup::raiseLevy).
    std::vector<bool> taken(document.map().places.size(), false);
    for (const auto &side : document.state().sides)
        for (const auto &plan : side.levies)
            taken[static_cast<std::size_t>(plan.place)] = true;
    for (std::size_t i = 0; i < document.map().places.size(); ++i) {
        const auto &place = document.map().places[i];
        if (place.levyPoint && !taken[i])
            m_place->addItem(QString::fromStdString(place.name), QString::fromStdString(place.id));
    }
    m_startDay->setRange(1, 99);
    for (const auto &type : rules.troopTypes) {
        if (type.role == umbra::TroopRole::Pietaille || type.role == umbra::TroopRole::Machine)
            continue;
        m_cavalryType->addItem(termLabel(type.label, type.id), QString::fromStdString(type.id));
        m_menAtArmsType->addItem(termLabel(type.label, type.id), QString::fromStdString(type.id));
    }
    m_cavalryType->setCurrentIndex(std::max(0, m_cavalryType->findData(QStringLiteral("cavalerie"))));
    m_menAtArmsType->setCurrentIndex(std::max(0, m_menAtArmsType->findData(QStringLiteral("fantassins"))));
    m_preview->setWordWrap(true);
    m_preview->setTextFormat(Qt::PlainText);

    auto *where = new QFormLayout;
    where->addRow(tr("&Side:"), m_side);
    where->addRow(tr("&Place:"), m_place);
    where->addRow(tr("Arrives from &day:"), m_startDay);
    auto *domainBox = new QGroupBox(tr("The domain (UD-13 to UD-16)"), this);
    auto *domainForm = new QFormLayout(domainBox);
    domainForm->addRow(tr("Groups of métayers:"), m_metayers);
    domainForm->addRow(tr("Knights:"), m_chevaliers);
    domainForm->addRow(tr("Squires:"), m_ecuyers);
    domainForm->addRow(tr("Men-at-arms:"), m_hommesDArmes);
    domainForm->addRow(tr("Cavalry units are:"), m_cavalryType);
    domainForm->addRow(tr("Men-at-arms units are:"), m_menAtArmsType);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(where);
    layout->addWidget(domainBox);
    layout->addWidget(m_preview);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QSpinBox *box : {m_metayers, m_chevaliers, m_ecuyers, m_hommesDArmes, m_startDay})
        connect(box, &QSpinBox::valueChanged, this, &LevyDialog::updatePreview);
    buttons->button(QDialogButtonBox::Ok)->setEnabled(m_place->count() > 0 && m_side->count() > 0);
    if (m_place->count() == 0)
        m_preview->setText(tr("Every place where troops can be raised already has its levy: add a place first."));
    else
        updatePreview();
}

void LevyDialog::updatePreview()
{
    const umbra::LevyResult levy = umbra::banLevy(m_document.ruleset(), domain());
    QStringList lines;
    lines << tr("%1, %2, %3")
                 .arg(tr("%n piétaille(s)", nullptr, levy.pietailles),
                      tr("%n cavalry unit(s)", nullptr, levy.cavalryUnits),
                      tr("%n men-at-arms unit(s)", nullptr, levy.menAtArmsUnits));
    for (const auto &arrival : levy.arrivals)
        lines << tr("Day %1: %2, %3")
                     .arg(arrival.day + startDay() - 1)
                     .arg(tr("%n piétaille(s)", nullptr, arrival.pietailles),
                          tr("%n unité(s)", nullptr, arrival.unites));
    lines << QString::fromStdString(umbra::formatExplanation(levy.explanation));
    m_preview->setText(lines.join(QLatin1Char('\n')));
}

int LevyDialog::side() const
{
    return m_side->currentIndex();
}

QString LevyDialog::place() const
{
    return m_place->currentData().toString();
}

int LevyDialog::startDay() const
{
    return m_startDay->value();
}

umbra::Domain LevyDialog::domain() const
{
    return {m_metayers->value(), m_chevaliers->value(), m_ecuyers->value(), m_hommesDArmes->value()};
}

QString LevyDialog::cavalryType() const
{
    return m_cavalryType->currentData().toString();
}

QString LevyDialog::menAtArmsType() const
{
    return m_menAtArmsType->currentData().toString();
}

} // namespace arbitre::gui
