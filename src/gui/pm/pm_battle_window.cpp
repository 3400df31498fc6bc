// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "pm_battle_window.h"

#include "arbitre/pm/report.h"
#include "arbitre/pm/terms.h"
#include "common/autosave.h"
#include "common/document.h"
#include "common/odds_panel.h"
#include "common/procedure_dice.h"
#include "common/ruleset_labels.h"
#include "pm_document.h"

#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

#include <random>

namespace arbitre::gui {

QString phaseHtml(const PmDocument &document, const pm::PhaseResult &result, const std::vector<DieRoll> &dice);

PmBattleWindow::PmBattleWindow(std::unique_ptr<PmDocument> document, WindowHost &host, QWidget *parent)
    : DocumentWindow(std::move(document), host, parent),
      m_document(static_cast<PmDocument *>(DocumentWindow::document()))
{
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    auto *armies = new QHBoxLayout;
    armies->addWidget(createSidePanel(0));
    armies->addWidget(createSidePanel(1));
    leftLayout->addLayout(armies);

    auto *buttons = new QHBoxLayout;
    m_playButton = new QPushButton(tr("Play Phase"), this);
    m_playButton->setDefault(true);
    m_decideButton = new QPushButton(tr("Record Decisions"), this);
    m_agreement = new QCheckBox(tr("Negotiation succeeded: the battle ends"), this);
    buttons->addWidget(m_playButton);
    buttons->addWidget(m_decideButton);
    buttons->addStretch();
    leftLayout->addLayout(buttons);
    leftLayout->addWidget(m_agreement); // a row of its own: in French it is as wide as both buttons
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    leftLayout->addWidget(m_status);
    leftLayout->addStretch();
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(left);
    scroll->setWidgetResizable(true);

    m_tabs = new QTabWidget(this);
    m_result = new QTextBrowser(this);
    m_chart = new PmChart(this);
    m_log = new QTextBrowser(this);
    // The phase's odds are sampled (its PM dice are many): computed only while their tab is shown.
    m_odds = new OddsPanel([this]() -> const Session & { return m_document->session(); }, this);
    m_tabs->addTab(m_result, tr("Phase Result"));
    m_tabs->addTab(m_odds, tr("Odds"));
    m_tabs->setTabToolTip(m_tabs->indexOf(m_odds), tr("The chance of each outcome of the next phase, before the roll"));
    m_tabs->addTab(m_chart, tr("PM and Morale"));
    m_tabs->addTab(m_log, tr("Battle Log"));

    auto *splitter = new QSplitter(this);
    splitter->addWidget(scroll);
    splitter->addWidget(m_tabs);
    // The armies' cards side by side take the larger part: on a laptop both stay whole, in French too.
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({660, 440});
    setCentralWidget(splitter);

    auto *history = new QDockWidget(tr("History"), this);
    history->setObjectName(QStringLiteral("pm-history"));
    auto *undoView = new QUndoView(m_document->undoStack(), history);
    undoView->setEmptyLabel(tr("<battle opened>"));
    history->setWidget(undoView);
    addDockWidget(Qt::RightDockWidgetArea, history);

    createMenus();
    for (const SidePanel &panel : m_sides) { // the inputs of the phase: its odds follow them
        for (QSpinBox *spin : panel.players)
            connect(spin, &QSpinBox::valueChanged, this, &PmBattleWindow::refreshOdds);
        connect(panel.engaged, &QSpinBox::valueChanged, this, &PmBattleWindow::refreshOdds);
        connect(panel.modifier, &QSpinBox::valueChanged, this, &PmBattleWindow::refreshOdds);
        connect(panel.reason, &QLineEdit::textChanged, this, &PmBattleWindow::refreshOdds);
    }
    connect(m_playButton, &QPushButton::clicked, this, &PmBattleWindow::playPhase);
    connect(m_decideButton, &QPushButton::clicked, this, &PmBattleWindow::recordDecisions);
    fitToScreen(QSize(1500, 900));
    refresh();
}

PmBattleWindow::~PmBattleWindow() = default;

void PmBattleWindow::documentChanged(const DocumentChange &change)
{
    DocumentWindow::documentChanged(change);
    refresh();
}

void PmBattleWindow::setDiceSeed(std::uint64_t seed)
{
    m_document->setPublicDiceSeed(seed);
}

QWidget *PmBattleWindow::createSidePanel(int index)
{
    const auto i = static_cast<std::size_t>(index);
    const pm::SideSetup &setup = m_document->battle().sides[i];
    SidePanel &panel = m_sides[i];
    auto *box = new QGroupBox(QString::fromStdString(setup.name), this);
    auto *layout = new QVBoxLayout(box);
    panel.summary = new QLabel(box);
    panel.summary->setTextFormat(Qt::RichText);
    panel.summary->setWordWrap(true);
    layout->addWidget(panel.summary);

    auto *phase = new QGroupBox(tr("Next phase"), box);
    auto *form = new QFormLayout(phase);
    // On a laptop, in French above all, a label too long for its army's half goes above its field: both
    // armies stay in view side by side.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    panel.pmDice = new QLineEdit(phase);
    panel.pmDice->setPlaceholderText(tr("rolled by Arbitre, or type them: 4 2 6…"));
    panel.diceHint = new QLabel(phase);
    form->addRow(tr("PM dice (PM-3):"), panel.pmDice);
    form->addRow(QString(), panel.diceHint);
    for (const pm::Player &player : setup.players) {
        auto *die = new QSpinBox(phase);
        die->setRange(0, m_document->ruleset().playerDice.sides);
        die->setSpecialValueText(tr("roll"));
        die->setValue(player.de.value_or(0));
        const QString name = QString::fromStdString(player.name) + (player.npc ? tr(" (NPC)") : QString());
        form->addRow(tr("%1's die (PM-6):").arg(name), die);
        panel.players.push_back(die);
    }
    panel.engaged = new QSpinBox(phase);
    panel.engaged->setRange(0, 1000000);
    panel.engaged->setToolTip(tr("The PM this army engages (PM-A2): it feeds the damage cap"));
    form->addRow(tr("PM engaged:"), panel.engaged);
    panel.modifier = new QSpinBox(phase);
    panel.modifier->setRange(-100, 100);
    panel.reason = new QLineEdit(phase);
    panel.reason->setPlaceholderText(tr("why (required with a modifier)"));
    auto *modifierRow = new QHBoxLayout;
    modifierRow->addWidget(panel.modifier);
    modifierRow->addWidget(panel.reason, 1);
    form->addRow(tr("Score modifier (PM-A18):"), modifierRow);
    layout->addWidget(phase);

    auto *decision = new QGroupBox(tr("Decision after the phase (PM-19)"), box);
    auto *decisionForm = new QFormLayout(decision);
    decisionForm->setRowWrapPolicy(QFormLayout::WrapLongRows);
    panel.decision = new QComboBox(decision);
    for (const pm::DecisionDefinition &definition : m_document->ruleset().decisions)
        panel.decision->addItem(termLabel(definition.label), static_cast<int>(definition.kind));
    panel.changeStrategy = new QCheckBox(termLabel(m_document->ruleset().strategy.label), decision);
    panel.note = new QLineEdit(decision);
    panel.note->setPlaceholderText(tr("terms, orders, what the players said…"));
    decisionForm->addRow(tr("Decision:"), panel.decision);
    decisionForm->addRow(QString(), panel.changeStrategy);
    decisionForm->addRow(tr("Note:"), panel.note);
    layout->addWidget(decision);
    layout->addStretch();
    return box;
}

void PmBattleWindow::createMenus()
{
    QMenu *edit = addStandardMenus();
    m_undo = edit->actions().value(0);
    m_redo = edit->actions().value(1);

    QMenu *battle = addModuleMenu(tr("&Battle"));
    m_playAction = battle->addAction(tr("&Play Phase"), this, &PmBattleWindow::playPhase);
    m_playAction->setShortcut(QKeySequence(tr("Ctrl+Return")));
    m_decideAction = battle->addAction(tr("Record &Decisions"), this, &PmBattleWindow::recordDecisions);
    m_decideAction->setShortcut(QKeySequence(tr("Ctrl+D")));
    battle->addSeparator();
    battle->addAction(tr("&Override a Value…"), this, &PmBattleWindow::overrideDialog)
        ->setShortcut(QKeySequence(tr("Ctrl+Shift+O")));
    battle->addAction(tr("Override the Next &Phase…"), this, &PmBattleWindow::phaseOverrideDialog);
}

pm::PhaseOrders PmBattleWindow::ordersFromPanel() const
{
    pm::PhaseOrders orders;
    for (std::size_t i = 0; i < 2; ++i) {
        const SidePanel &panel = m_sides[i];
        pm::SideOrders &side = orders.sides[i];
        for (const QSpinBox *die : panel.players)
            side.playerDice.push_back(die->value() > 0 ? std::optional(die->value()) : std::nullopt);
        if (panel.engaged->value() != m_document->state().sides[i].pm)
            side.engagedPm = panel.engaged->value();
        side.modifier = panel.modifier->value();
        side.modifierReason = panel.reason->text().trimmed().toStdString();
    }
    orders.gmOverride = m_phaseOverride;
    return orders;
}

nlohmann::json PmBattleWindow::phaseInput() const
{
    // The same numbers ordersFromPanel() gives the document, under the keys of the phase's spec.
    const pm::PhaseOrders orders = ordersFromPanel();
    nlohmann::json input = nlohmann::json::object();
    for (std::size_t i = 0; i < 2; ++i) {
        const pm::SideSetup &setup = m_document->battle().sides[i];
        const pm::SideOrders &side = orders.sides[i];
        for (std::size_t p = 0; p < setup.players.size() && p < side.playerDice.size(); ++p)
            input["die_" + setup.players[p].id] = side.playerDice[p].value_or(0); // 0: Arbitre rolls it (PM-6)
        input["engaged_" + setup.id] = side.engagedPm.value_or(m_document->state().sides[i].pm);
        input["modifier_" + setup.id] = side.modifier;
        input["modifier_reason_" + setup.id] = side.modifierReason;
        const pm::PhaseOverride &gm = orders.gmOverride; // PM-M4
        if (gm.score[i])
            input["score_" + setup.id] = *gm.score[i];
        if (gm.nominalLoss[i])
            input["nominal_loss_" + setup.id] = *gm.nominalLoss[i];
        if (gm.loss[i])
            input["loss_" + setup.id] = *gm.loss[i];
    }
    if (orders.gmOverride.outcome)
        input["band"] = *orders.gmOverride.outcome;
    if (!orders.gmOverride.empty())
        input["reason"] = orders.gmOverride.reason;
    return input;
}

void PmBattleWindow::refreshOdds()
{
    m_odds->setInput("phase", phaseInput());
}

bool PmBattleWindow::playPhase()
{
    const pm::PhaseOrders orders = ordersFromPanel();
    std::vector<int> typed;
    for (std::size_t i = 0; i < 2; ++i) {
        const pm::PmRuleset &rules = m_document->ruleset();
        const int pm = orders.sides[i].engagedPm && rules.engagedAffectsDice ? *orders.sides[i].engagedPm
                                                                             : m_document->state().sides[i].pm;
        const int count = rules.diceFor(pm);
        const QString text = m_sides[i].pmDice->text().simplified();
        std::vector<int> values;
        if (!text.isEmpty()) {
            try {
                values = parseDiceList(text.split(QRegularExpression(QStringLiteral("[ ,;]+")), Qt::SkipEmptyParts)
                                           .join(QLatin1Char(','))
                                           .toStdString());
            } catch (const DiceError &error) {
                showError(tr("Cannot play the phase"), QString::fromStdString(error.what()));
                return false;
            }
            if (values.size() != static_cast<std::size_t>(count)) {
                showError(tr("Cannot play the phase"),
                          tr("%1 rolls %n PM dice (PM-3); %2 typed.", nullptr, count)
                              .arg(QString::fromStdString(m_document->battle().sides[i].name))
                              .arg(values.size()));
                return false;
            }
        }
        values.resize(static_cast<std::size_t>(count), 0);
        typed.insert(typed.end(), values.begin(), values.end());
    }
    // The typed PM dice at their places, 0 for those Arbitre rolls; then Arbitre's for the rest.
    ArbitreDice arbitre([this] { return m_document->virtualDice(); });
    TypedDice dice(std::move(typed), arbitre);
    try {
        m_document->playPhase(dice, orders);
    } catch (const DocumentError &error) {
        showError(tr("Cannot play the phase"), QString::fromStdString(error.what()));
        return false;
    }
    for (SidePanel &panel : m_sides) {
        panel.pmDice->clear();
        for (QSpinBox *die : panel.players)
            die->setValue(0); // a player's die is for one phase
        panel.modifier->setValue(0);
        panel.reason->clear();
    }
    m_phaseOverride = {};
    m_tabs->setCurrentWidget(m_result);
    refresh();
    return true;
}

bool PmBattleWindow::recordDecisions()
{
    pm::PhaseDecisions decisions;
    for (std::size_t i = 0; i < 2; ++i) {
        decisions.sides[i].decision = static_cast<pm::DecisionKind>(m_sides[i].decision->currentData().toInt());
        decisions.sides[i].changeStrategy = m_sides[i].changeStrategy->isChecked();
        decisions.sides[i].note = m_sides[i].note->text().trimmed().toStdString();
    }
    decisions.agreement = m_agreement->isChecked();
    try {
        m_document->decide(decisions);
    } catch (const DocumentError &error) {
        showError(tr("Cannot record the decisions"), QString::fromStdString(error.what()));
        return false;
    }
    for (SidePanel &panel : m_sides) {
        panel.changeStrategy->setChecked(false);
        panel.note->clear();
    }
    m_agreement->setChecked(false);
    return true;
}

void PmBattleWindow::setPmDice(int side, const QString &values)
{
    m_sides[static_cast<std::size_t>(side)].pmDice->setText(values);
}

void PmBattleWindow::setPlayerDie(int side, int player, int value)
{
    m_sides[static_cast<std::size_t>(side)].players[player]->setValue(value);
}

void PmBattleWindow::setDecision(int side, pm::DecisionKind decision, bool changeStrategy)
{
    SidePanel &panel = m_sides[static_cast<std::size_t>(side)];
    panel.decision->setCurrentIndex(panel.decision->findData(static_cast<int>(decision)));
    panel.changeStrategy->setChecked(changeStrategy);
}

void PmBattleWindow::setPhaseOverride(const pm::PhaseOverride &gmOverride)
{
    m_phaseOverride = gmOverride;
    refresh();
}

QString PmBattleWindow::resultText() const
{
    return m_result->toPlainText();
}

QString PmBattleWindow::logText() const
{
    return m_log->toPlainText();
}

void PmBattleWindow::refresh()
{
    refreshSide(0);
    refreshSide(1);
    refreshResult();
    refreshOdds();

    const pm::BattleState &state = m_document->state();
    const QString refusal = QString::fromStdString(m_document->session().phaseRefusal());
    const bool editable = !m_document->reviewing(); // review (issue 24): read-only
    m_playButton->setEnabled(editable && refusal.isEmpty());
    m_playAction->setEnabled(editable && refusal.isEmpty());
    const bool decide = editable && state.phase > 0 && !state.decided && !state.ended;
    m_decideButton->setEnabled(decide);
    m_decideAction->setEnabled(decide);
    m_agreement->setEnabled(decide);
    QString status;
    if (state.ended)
        status = tr("The battle is over (%1).").arg(QString::fromStdString(state.endReason));
    else if (!refusal.isEmpty())
        status = tr("%1. Record the decisions: it withdraws.").arg(refusal);
    else if (decide)
        status = state.lastWasTie ? tr("After phase %1, a tie: each side withdraws or fights a new phase (PM-A7). "
                                       "Record the decisions, or play the next phase (both continue).")
                                        .arg(state.phase)
                                  : tr("After phase %1: each side continues, withdraws or negotiates (PM-19). "
                                       "Record the decisions, or play the next phase (both continue).")
                                        .arg(state.phase);
    else
        status = tr("Phase %1: enter the players' dice, type the PM dice or leave them to Arbitre, and play.")
                     .arg(state.phase + 1);
    if (!m_phaseOverride.empty())
        status += QStringLiteral("<br/><b>%1</b>")
                      .arg(tr("The next phase carries a GM override (PM-M4): %1")
                               .arg(QString::fromStdString(m_phaseOverride.reason).toHtmlEscaped()));
    m_status->setText(status);
}

void PmBattleWindow::refreshSide(int index)
{
    const auto i = static_cast<std::size_t>(index);
    const pm::SideSetup &setup = m_document->battle().sides[i];
    const pm::SideState &side = m_document->state().sides[i];
    const pm::PmRuleset &rules = m_document->ruleset();
    SidePanel &panel = m_sides[i];
    QString units;
    for (std::size_t u = 0; u < setup.units.size(); ++u) {
        if (side.unitPresent[u])
            units += QStringLiteral("<br/>&nbsp;&nbsp;%1 %2")
                         .arg(QString::fromStdString(setup.units[u].name).toHtmlEscaped())
                         .arg(setup.units[u].bonus >= 0 ? QStringLiteral("+%1").arg(setup.units[u].bonus)
                                                        : QString::number(setup.units[u].bonus));
    }
    QString players;
    for (const pm::Player &player : setup.players)
        players += (players.isEmpty() ? QString() : QStringLiteral(", ")) +
                   QString::fromStdString(player.name).toHtmlEscaped();
    QString text = QStringLiteral("<span style='font-size:x-large'><b>%1 PM</b></span> · %2<br/>")
                       .arg(side.pm)
                       .arg(tr("%n PM dice", nullptr, rules.diceFor(side.pm)));
    text += tr("Morale <b>%1</b> = base %2 + units %3 (PM-4)")
                .arg(side.moraleTotal())
                .arg(side.moraleBase)
                .arg(side.unitBonus);
    text += units;
    text +=
        QStringLiteral("<br/>") +
        (setup.command
             ? tr("Command %1 (%2)").arg(*setup.command).arg(QString::fromStdString(setup.commander).toHtmlEscaped())
             : tr("No commander-in-chief: no command (PM-A12)"));
    text += QStringLiteral("<br/>") + tr("Players: %1").arg(players.isEmpty() ? tr("none") : players);
    text += QStringLiteral("<br/>") + tr("Wins in a row: %1").arg(side.winRun);
    if (side.changeStrategy)
        text += QStringLiteral("<br/><i>%1</i>").arg(tr("Changes strategy for the next phase (PM-A18)"));
    if (side.outOfCombat)
        text += QStringLiteral("<br/><b style='color:#a00000'>%1</b>").arg(tr("Out of combat (PM-17)"));
    panel.summary->setText(text);
    panel.diceHint->setText(tr("%n dice of d%1", nullptr, rules.diceFor(side.pm)).arg(rules.pmDice.sides));
    panel.engaged->setMaximum(side.pm);
    panel.engaged->setValue(side.pm);
}

void PmBattleWindow::refreshResult()
{
    const pm::PmSession &session = m_document->session();
    QVector<PmChart::Point> points;
    const pm::BattleState initial = m_document->battle().initialState();
    points.push_back({0,
                      {initial.sides[0].pm, initial.sides[1].pm},
                      {initial.sides[0].moraleTotal(), initial.sides[1].moraleTotal()}});
    std::optional<std::size_t> lastPhase;
    pm::BattleState beforeLast;
    session.replay([&](std::size_t index, const pm::BattleState &before, const pm::BattleState &after) {
        if (session.log()[index].kind != pm::PhaseEventKind)
            return;
        lastPhase = index;
        beforeLast = before;
        points.push_back({after.phase,
                          {after.sides[0].pm, after.sides[1].pm},
                          {after.sides[0].moraleTotal(), after.sides[1].moraleTotal()}});
    });
    m_chart->setData(points, {QString::fromStdString(m_document->battle().sides[0].name),
                              QString::fromStdString(m_document->battle().sides[1].name)});
    if (lastPhase)
        m_result->setHtml(
            phaseHtml(*m_document, session.phaseAt(*lastPhase, beforeLast), session.log()[*lastPhase].dice));
    else
        m_result->setHtml(QStringLiteral("<p>%1</p>").arg(tr("No phase played yet.")));
    m_log->setMarkdown(QString::fromStdString(pm::battleLogMarkdown(session)));
}

bool PmBattleWindow::exportLogTo(const QString &path)
{
    return exportLog(path);
}

} // namespace arbitre::gui
