// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "procedure_window.h"

#include "arbitre/core/session_error.h"
#include "common/dice_entry.h"
#include "common/document.h"
#include "common/odds_panel.h"
#include "common/procedure_form.h"
#include "common/ruleset_labels.h"

#include <QComboBox>
#include <QDockWidget>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QSplitter>
#include <QStatusBar>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace arbitre::gui {

namespace {

QStringList purposesOf(const std::vector<DieRoll> &dice)
{
    QStringList purposes;
    for (const DieRoll &die : dice)
        purposes.push_back(fromStd(die.purpose));
    return purposes;
}

} // namespace

ProcedureWindow::ProcedureWindow(std::unique_ptr<Document> document, WindowHost &host, QWidget *parent)
    : DocumentWindow(std::move(document), host, parent), m_rolls([this] { return this->document()->virtualDice(); })
{
    setObjectName(QStringLiteral("procedure-window"));
    addStandardMenus();

    m_units = new QTreeWidget(this);
    m_units->setObjectName(QStringLiteral("units"));
    m_units->setRootIsDecorated(true);
    m_units->header()->setSectionResizeMode(QHeaderView::ResizeToContents);

    m_log = new QTextBrowser(this);
    m_log->setObjectName(QStringLiteral("log"));
    m_log->setOpenLinks(false);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_units);
    splitter->addWidget(createProcedurePanel());
    splitter->addWidget(m_log);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setStretchFactor(2, 3);
    setCentralWidget(splitter);
    // First shown at most 1600 x 1000, within the screen it opens on (a 1366 x 768 laptop first).
    if (const QScreen *screen = QGuiApplication::primaryScreen())
        resize(screen->availableGeometry().size().boundedTo(QSize(1600, 1000)) * 0.92);

    fillProcedures();
    refreshUnits();
    refreshLog();
}

ProcedureWindow::~ProcedureWindow() = default;

QWidget *ProcedureWindow::createProcedurePanel()
{
    auto *panel = new QWidget(this);
    auto *layout = new QVBoxLayout(panel);
    m_procedure = new QComboBox(panel);
    m_procedure->setObjectName(QStringLiteral("procedure"));
    m_refusal = new QLabel(panel);
    m_refusal->setWordWrap(true);
    m_refusal->setStyleSheet(QStringLiteral("color: #b00020"));
    m_form = new ProcedureForm(panel);
    m_dice = new DiceEntry(panel);
    m_preview = new QTextBrowser(panel);
    m_preview->setObjectName(QStringLiteral("preview"));
    m_confirm = new QPushButton(tr("&Confirm"), panel);
    m_confirm->setObjectName(QStringLiteral("confirm"));
    m_confirm->setToolTip(tr("Plays the procedure with the dice typed, Arbitre rolling the others (Ctrl+Return)"));
    m_confirm->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    layout->addWidget(m_procedure);
    layout->addWidget(m_refusal);
    layout->addWidget(m_form);
    layout->addWidget(m_dice);
    // The preview of the roll as set, above its odds before the roll: what the GM is asked at the table.
    m_odds = new OddsPanel([this]() -> const Session & { return document()->session(); }, panel);
    auto *results = new QSplitter(Qt::Vertical, panel);
    results->addWidget(m_preview);
    results->addWidget(m_odds);
    results->setStretchFactor(0, 3);
    results->setStretchFactor(1, 2);
    layout->addWidget(results, 1);
    layout->addWidget(m_confirm);

    connect(m_procedure, &QComboBox::currentIndexChanged, this, [this] {
        m_form->setSpec(document()->session().procedure(m_procedure->currentData().toString().toStdString(), {}));
        refreshSpec();
    });
    connect(m_form, &ProcedureForm::edited, this, &ProcedureWindow::refreshSpec);
    connect(m_dice, &DiceEntry::edited, this, &ProcedureWindow::refreshPreview);
    connect(m_confirm, &QPushButton::clicked, this, &ProcedureWindow::confirm);
    return panel;
}

void ProcedureWindow::setDiceSeed(std::uint64_t seed)
{
    document()->setPublicDiceSeed(seed);
    refreshPreview();
}

bool ProcedureWindow::setProcedure(const QString &id)
{
    const int index = m_procedure->findData(id);
    if (index < 0)
        return false;
    m_procedure->setCurrentIndex(index);
    return true;
}

ProcedureCall ProcedureWindow::currentCall() const
{
    return ProcedureCall{m_procedure->currentData().toString().toStdString(), m_form->input()};
}

void ProcedureWindow::fillProcedures()
{
    const QString current = m_procedure->currentData().toString();
    const QSignalBlocker quiet(m_procedure);
    m_procedure->clear();
    for (const ProcedureSpec &spec : document()->session().procedures()) {
        m_procedure->addItem(inputLabel(spec.label, spec.id, spec.rule), fromStd(spec.id));
        m_procedure->setItemData(m_procedure->count() - 1, fromStd(spec.refusal), Qt::ToolTipRole);
    }
    m_procedure->setCurrentIndex(std::max(0, m_procedure->findData(current)));
    m_form->setSpec(document()->session().procedure(m_procedure->currentData().toString().toStdString(), {}));
    refreshSpec();
}

void ProcedureWindow::refreshSpec()
{
    if (m_updating)
        return;
    m_updating = true;
    // The options narrow as the GM chooses (no target of the actor's own side): ask the session again.
    try {
        const ProcedureSpec spec = document()->session().procedure(currentCall().procedure, m_form->input());
        m_form->setSpec(spec);
        m_refusal->setText(fromStd(spec.refusal));
        m_refusal->setVisible(!spec.refusal.empty());
        refreshOdds(spec);
    } catch (const SessionError &error) {
        m_refusal->setText(QString::fromStdString(error.what()));
        m_refusal->setVisible(true);
        m_odds->setCall(std::nullopt, QString::fromStdString(error.what()));
    }
    m_updating = false;
    refreshPreview();
}

void ProcedureWindow::refreshPreview()
{
    // What the procedure reads and what for: a probe run says it before any die is cast.
    const ProcedureCall call = currentCall();
    ProbeDice probe(m_dice->typed());
    try {
        m_dice->setDice(purposesOf(document()->preview(call, probe, appLogLanguage()).event.dice), probe.asked());
    } catch (const std::exception &) {
        m_dice->setDice({}, {});
    }
    if (!m_dice->problem().isEmpty()) {
        m_preview->setMarkdown(m_dice->problem());
        m_confirm->setEnabled(false);
        return;
    }
    try {
        const Preview preview = m_rolls.preview(
            m_dice->typed(), [&](Dice &dice) { return document()->preview(call, dice, appLogLanguage()); });
        m_preview->setMarkdown(fromStd(preview.text));
        m_confirm->setEnabled(!document()->reviewing()); // review (issue 24): read-only
    } catch (const std::exception &error) {
        m_preview->setPlainText(QString::fromStdString(error.what()));
        m_confirm->setEnabled(false);
    }
}

void ProcedureWindow::refreshOdds(const ProcedureSpec &spec)
{
    // Odds do not depend on the dice typed: they follow the procedure and its inputs alone.
    if (!spec.refusal.empty()) {
        m_odds->setCall(std::nullopt, fromStd(spec.refusal));
        return;
    }
    const ProcedureCall call = currentCall();
    for (const InputSpec &input : spec.inputs) {
        if (input.required && !call.input.contains(input.key)) {
            m_odds->setCall(std::nullopt,
                            tr("Choose the %1 to see the odds.").arg(inputLabel(input.label, input.key, {})));
            return;
        }
    }
    m_odds->setCall(call);
}

QString ProcedureWindow::previewText() const
{
    return m_preview->toPlainText();
}

bool ProcedureWindow::confirm()
{
    try {
        m_rolls.play(m_dice->typed(), [this](Dice &dice) { document()->play(currentCall(), dice); });
    } catch (const std::exception &error) {
        showError(tr("The rules refuse it"), QString::fromStdString(error.what()));
        return false;
    }
    // Forms start afresh: a die typed for this procedure must never be logged for the next.
    m_form->reset();
    m_dice->clear();
    statusBar()->showMessage(tr("Played: %1").arg(m_procedure->currentText()), 4000);
    return true;
}

void ProcedureWindow::documentChanged(const DocumentChange &change)
{
    DocumentWindow::documentChanged(change);
    fillProcedures();
    refreshUnits();
    refreshLog();
}

void ProcedureWindow::refreshUnits()
{
    const StateView view = document()->session().view();
    m_units->clear();
    QStringList headers{tr("Unit")};
    for (const UnitView &unit : view.units) {
        for (const UnitAttribute &attribute : unit.attributes) {
            if (!headers.contains(termLabel(attribute.name)))
                headers.push_back(termLabel(attribute.name));
        }
    }
    m_units->setHeaderLabels(headers);
    for (const SideView &side : view.sides) {
        auto *sideItem = new QTreeWidgetItem(m_units, {fromStd(side.name)});
        for (const UnitView &unit : view.units) {
            if (unit.side != side.id)
                continue;
            auto *item = new QTreeWidgetItem(sideItem, {fromStd(unit.name)});
            item->setToolTip(0, fromStd(unit.id));
            item->setDisabled(!unit.present);
            for (const UnitAttribute &attribute : unit.attributes)
                item->setText(static_cast<int>(headers.indexOf(termLabel(attribute.name))), termLabel(attribute.value));
        }
    }
    m_units->expandAll();
    statusBar()->showMessage(termLabel(view.when));
}

void ProcedureWindow::refreshLog()
{
    // The newest entry in view, unless the GM has scrolled back to read.
    QScrollBar *bar = m_log->verticalScrollBar();
    const bool atEnd = bar->value() >= bar->maximum() - 4;
    const int kept = bar->value();
    m_log->setMarkdown(fromStd(document()->session().battleLog(LogFormat::Markdown, appLogLanguage())));
    bar->setValue(atEnd ? bar->maximum() : kept);
}

} // namespace arbitre::gui
