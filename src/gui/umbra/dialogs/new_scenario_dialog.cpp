// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "new_scenario_dialog.h"

#include "arbitre/core/diagnostic.h"
#include "arbitre/core/json_document.h"
#include "arbitre/modules/registry.h"
#include "arbitre/umbra/ruleset.h"
#include "common/bundled_files.h"
#include "common/ruleset_labels.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace arbitre::gui {

NewScenarioDialog::NewScenarioDialog(QWidget *parent)
    : QDialog(parent), m_ruleset(new QComboBox(this)), m_name(new QLineEdit(tr("New battle"), this)),
      m_width(new QSpinBox(this)), m_height(new QSpinBox(this)), m_orientation(new QComboBox(this)),
      m_terrain(new QComboBox(this)), m_error(new QLabel(this))
{
    setWindowTitle(tr("New Scenario"));
    // The shipped rulesets, then the user's own ($XDG_DATA_HOME/arbitre/rulesets), each with its folder if named alike.
    for (const QString &folder : bundledFolders(QStringLiteral("rulesets"))) {
        const QDir rulesets(folder);
        for (const QString &file : rulesets.entryList({QStringLiteral("*.json")}, QDir::Files))
            m_ruleset->addItem(m_ruleset->findText(file) < 0 ? file : file + QStringLiteral(" (") + folder + u')',
                               rulesets.filePath(file));
    }
    auto *browse = new QPushButton(tr("Browse…"), this);
    auto *rulesetRow = new QHBoxLayout;
    rulesetRow->addWidget(m_ruleset, 1);
    rulesetRow->addWidget(browse);

    for (QSpinBox *size : {m_width, m_height}) {
        size->setRange(1, 500);
        size->setSuffix(tr(" hexes"));
    }
    m_width->setValue(30);
    m_height->setValue(20);
    m_orientation->addItem(tr("Pointy top (rows offset)"), static_cast<int>(Orientation::Pointy));
    m_orientation->addItem(tr("Flat top (columns offset)"), static_cast<int>(Orientation::Flat));
    m_error->setStyleSheet(QStringLiteral("color: #b53a2f"));
    m_error->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("&Ruleset:"), rulesetRow);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Width:"), m_width);
    form->addRow(tr("&Height:"), m_height);
    form->addRow(tr("&Orientation:"), m_orientation);
    form->addRow(tr("&Terrain:"), m_terrain);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_ruleset, &QComboBox::currentIndexChanged, this, &NewScenarioDialog::loadTerrains);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString file =
            QFileDialog::getOpenFileName(this, tr("Choose a ruleset"), QString(), tr("Rulesets (*.json)"));
        if (file.isEmpty())
            return;
        m_ruleset->addItem(QFileInfo(file).fileName(), file);
        m_ruleset->setCurrentIndex(m_ruleset->count() - 1);
    });
    loadTerrains();
}

void NewScenarioDialog::loadTerrains()
{
    m_terrain->clear();
    m_error->clear();
    try {
        const auto ruleset = std::dynamic_pointer_cast<const umbra::UmbraRuleset>(
            shippedModules().loadRuleset(rulesetPath().toStdString()));
        if (!ruleset)
            throw LoadError(Diagnostic{rulesetPath().toStdString(), 0, 0, "", "not an Umbra Draconis ruleset"});
        for (const auto &terrain : ruleset->terrains)
            m_terrain->addItem(termLabel(terrain.label, terrain.id), QString::fromStdString(terrain.id));
    } catch (const LoadError &error) {
        m_error->setText(QString::fromStdString(error.what()));
    }
}

QString NewScenarioDialog::rulesetPath() const
{
    return m_ruleset->currentData().toString();
}

QString NewScenarioDialog::name() const
{
    return m_name->text().trimmed();
}

int NewScenarioDialog::mapWidth() const
{
    return m_width->value();
}

int NewScenarioDialog::mapHeight() const
{
    return m_height->value();
}

Orientation NewScenarioDialog::orientation() const
{
    return static_cast<Orientation>(m_orientation->currentData().toInt());
}

QString NewScenarioDialog::terrain() const
{
    return m_terrain->currentData().toString();
}

} // namespace arbitre::gui
