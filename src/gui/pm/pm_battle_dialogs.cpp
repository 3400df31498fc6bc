// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The PM battle window's override dialogs (PM-M4): a side's state, and the next phase's numbers.
#include "pm_battle_window.h"

#include "arbitre/core/procedure_spec.h"
#include "common/document.h"
#include "common/ruleset_labels.h"
#include "pm_document.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

namespace arbitre::gui {

void PmBattleWindow::overrideDialog()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Override a value (PM-M4)"));
    auto *form = new QFormLayout(&dialog);
    auto *side = new QComboBox(&dialog);
    for (const pm::SideSetup &s : m_document->battle().sides)
        side->addItem(QString::fromStdString(s.name), QString::fromStdString(s.id));
    auto *field = new QComboBox(&dialog);
    field->addItem(tr("PM"), QStringLiteral("pm"));
    field->addItem(tr("Base morale"), QStringLiteral("moral_de_base"));
    field->addItem(tr("Wins in a row"), QStringLiteral("win_run"));
    field->addItem(tr("Out of combat (1 = yes, 0 = no)"), QStringLiteral("out_of_combat"));
    auto *value = new QSpinBox(&dialog);
    value->setRange(-1000, 1000000);
    auto *reason = new QLineEdit(&dialog);
    form->addRow(tr("Side:"), side);
    form->addRow(tr("Value:"), field);
    form->addRow(tr("New value:"), value);
    form->addRow(tr("Reason (logged):"), reason);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const std::string id = field->currentData().toString().toStdString();
    const std::string sideId = side->currentData().toString().toStdString();
    // The value's kind as the session's override procedure declares it for that field: a flag or a number.
    const ProcedureSpec spec = m_document->session().procedure("override", {{"side", sideId}, {"field", id}});
    const InputSpec *declared = findInput(spec, "value");
    const nlohmann::json newValue = declared && declared->kind == InputKind::Flag ? nlohmann::json(value->value() != 0)
                                                                                  : nlohmann::json(value->value());
    try {
        m_document->overrideState(pm::StateOverride{sideId, id, newValue, reason->text().trimmed().toStdString()});
    } catch (const DocumentError &error) {
        showError(tr("Cannot override"), QString::fromStdString(error.what()));
    }
}

void PmBattleWindow::phaseOverrideDialog()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Override the next phase (PM-M4)"));
    auto *form = new QFormLayout(&dialog);
    form->addRow(new QLabel(tr("Checked values replace what the rules compute for the next phase; the log keeps "
                               "them with the reason."),
                            &dialog));
    struct Row
    {
        QCheckBox *on;
        QSpinBox *value;
    };
    const auto row = [&](const QString &label, const std::optional<int> &current) {
        auto *layout = new QHBoxLayout;
        Row r{new QCheckBox(&dialog), new QSpinBox(&dialog)};
        r.value->setRange(0, 100000);
        r.on->setChecked(current.has_value());
        r.value->setValue(current.value_or(0));
        layout->addWidget(r.on);
        layout->addWidget(r.value, 1);
        form->addRow(label, layout);
        return r;
    };
    std::array<Row, 2> score{}, nominal{}, loss{};
    for (std::size_t i = 0; i < 2; ++i) {
        const QString name = QString::fromStdString(m_document->battle().sides[i].name);
        score[i] = row(tr("Score of %1:").arg(name), m_phaseOverride.score[i]);
        nominal[i] = row(tr("Nominal loss of %1:").arg(name), m_phaseOverride.nominalLoss[i]);
        loss[i] = row(tr("Loss of %1 after the caps:").arg(name), m_phaseOverride.loss[i]);
    }
    auto *band = new QComboBox(&dialog);
    band->addItem(tr("as the gap gives it (PM-8)"), QString());
    for (const pm::Outcome &outcome : m_document->ruleset().outcomes)
        band->addItem(termLabel(outcome.label, outcome.id), QString::fromStdString(outcome.id));
    if (m_phaseOverride.outcome)
        band->setCurrentIndex(band->findData(QString::fromStdString(*m_phaseOverride.outcome)));
    form->addRow(tr("Band:"), band);
    auto *reason = new QLineEdit(QString::fromStdString(m_phaseOverride.reason), &dialog);
    form->addRow(tr("Reason (logged):"), reason);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted)
        return;
    pm::PhaseOverride gmOverride;
    const auto take = [](const Row &r) { return r.on->isChecked() ? std::optional(r.value->value()) : std::nullopt; };
    for (std::size_t i = 0; i < 2; ++i) {
        gmOverride.score[i] = take(score[i]);
        gmOverride.nominalLoss[i] = take(nominal[i]);
        gmOverride.loss[i] = take(loss[i]);
    }
    if (!band->currentData().toString().isEmpty())
        gmOverride.outcome = band->currentData().toString().toStdString();
    gmOverride.reason = reason->text().trimmed().toStdString();
    if (!gmOverride.empty() && gmOverride.reason.empty()) {
        showError(tr("Cannot override"), tr("An override needs its reason in the log (PM-M4)."));
        return;
    }
    setPhaseOverride(gmOverride);
}

} // namespace arbitre::gui
