// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Running a battle: the turn bar, the play actions and menus, the confrontation panel and the battle
// log. Every gesture becomes one document command; the rules are the core's.
#include "common/rule_lookup.h"
#include "common/ruleset_labels.h"
#include "play_text.h"
#include "umbra/dialogs/play_dialogs.h"
#include "umbra/docks/battle_log_dock.h"
#include "umbra/docks/confrontation_dock.h"
#include "umbra/docks/inspector_dock.h"
#include "umbra/map/hex_map_view.h"
#include "umbra_document.h"
#include "umbra_window_actions.h"

#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QToolBar>

#include <algorithm>

namespace arbitre::gui {

using umbra::Phase;
using umbra::UnitOrder;

namespace {

QAction *playAction(QObject *parent, const QString &text, const QKeySequence &shortcut, const QString &name)
{
    auto *action = new QAction(text, parent);
    action->setObjectName(name);
    if (!shortcut.isEmpty())
        action->setShortcut(shortcut);
    return action;
}

} // namespace

void UmbraWindow::createPlayActions()
{
    Actions &a = *m_actions;
    a.nextStep = playAction(this, tr("&Next Step"), QKeySequence(tr("Ctrl+Return")), QStringLiteral("next-step"));
    a.nextStep->setIcon(icon(IconKind::Redo));
    a.nextStep->setToolTip(tr("Ends this step of the day and goes on to the next (Ctrl+Return)"));
    a.consolidate = playAction(this, tr("&Consolidate"), QKeySequence(tr("Ctrl+K")), QStringLiteral("consolidate"));
    a.buildPosition = playAction(this, tr("&Build a Position"), QKeySequence(), QStringLiteral("build-position"));
    a.cancelOrder = playAction(this, tr("Cancel the &Order"), QKeySequence(), QStringLiteral("cancel-order"));
    a.leaveConfrontation =
        playAction(this, tr("&Leave the Confrontation"), QKeySequence(), QStringLiteral("leave-confrontation"));
    a.leaveConfrontation->setToolTip(tr("Shows the hexes where the unit leaves its fight; drag or click one (UD-73)"));
    a.conditionalOrder = playAction(this, tr("Con&ditional Order…"), QKeySequence(), QStringLiteral("conditional"));
    a.overrideUnit = playAction(this, tr("&Override…"), QKeySequence(tr("Ctrl+Shift+O")), QStringLiteral("override"));

    connect(a.nextStep, &QAction::triggered, this, [this] { nextStep(); });
    connect(a.consolidate, &QAction::triggered, this, [this] {
        orderSelected([](const std::string &unit) {
            return UnitOrder{UnitOrder::Action::Consolidate, unit, {}, false};
        });
    });
    connect(a.buildPosition, &QAction::triggered, this, [this] {
        orderSelected([](const std::string &unit) {
            return UnitOrder{UnitOrder::Action::BuildPosition, unit, {}, false};
        });
    });
    connect(a.leaveConfrontation, &QAction::triggered, this, [this] {
        m_mapView->showLeavingReach();
        statusBar()->showMessage(tr("Drag or click a shaded hex to leave the confrontation: −2 F today (UD-73), free "
                                    "on a later day (UD-A44)."),
                                 8000);
    });
    connect(a.cancelOrder, &QAction::triggered, this, [this] {
        if (m_document && m_document->selection().kind == Selection::Kind::Unit)
            m_document->cancelOrder(m_document->selection().id);
    });
    connect(a.conditionalOrder, &QAction::triggered, this, [this] {
        if (m_document->selection().kind != Selection::Kind::Unit)
            return;
        auto *dialog = new ConditionalOrderDialog(*m_document, m_document->selection().id, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QDialog::accepted, this,
                [this, dialog] { tryPlay([&] { m_document->addConditional(dialog->order()); }); });
        dialog->open();
    });
    connect(a.overrideUnit, &QAction::triggered, this, [this] {
        if (m_document->selection().kind != Selection::Kind::Unit)
            return;
        auto *dialog = new OverrideDialog(*m_document, m_document->selection().id, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QDialog::accepted, this,
                [this, dialog] { tryPlay([&] { m_document->overrideState(dialog->change()); }); });
        dialog->open();
    });

    m_inspector->setPlayActions(
        {a.consolidate, a.buildPosition, a.leaveConfrontation, a.cancelOrder, a.conditionalOrder, a.overrideUnit});
    QMenu *play = addModuleMenu(tr("&Play"));
    play->addAction(a.nextStep);
    play->addSeparator();
    play->addActions({a.consolidate, a.buildPosition, a.leaveConfrontation, a.cancelOrder, a.conditionalOrder});
    play->addSeparator();
    play->addAction(a.overrideUnit);

    // On the same row as the file and set-up tools: every row of tools is a row the map does not get.
    QToolBar *turn = addToolBar(tr("Turn"));
    turn->setObjectName(QStringLiteral("turn-toolbar"));
    m_stepLabel = new QLabel(turn);
    m_stepLabel->setObjectName(QStringLiteral("step"));
    m_stepLabel->setTextFormat(Qt::RichText);
    connect(m_stepLabel, &QLabel::linkActivated, this, [this](const QString &link) { openRuleLink(link, this); });
    m_stepLabel->setContentsMargins(8, 0, 12, 0);
    // The button first: when a long step leaves no room, the text goes to the toolbar's » menu (and its
    // tooltip), never the button the GM presses every step.
    turn->addAction(a.nextStep);
    turn->addWidget(m_stepLabel);
    turn->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
}

void UmbraWindow::createPlayDocks()
{
    m_confrontationDock = new ConfrontationDock(this);
    m_confrontationDock->setObjectName(QStringLiteral("confrontation"));
    addDockWidget(Qt::RightDockWidgetArea, m_confrontationDock);
    tabifyDockWidget(m_inspector, m_confrontationDock);
    m_inspector->raise();
    connect(m_confrontationDock, &ConfrontationDock::allocationRequested, this,
            [this](int confrontation) { allocateLosses(confrontation); });
    connect(m_confrontationDock, &ConfrontationDock::overrideRequested, this, [this](int confrontation) {
        auto *dialog = new ResolutionOverrideDialog(*m_document, confrontation, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QDialog::accepted, this,
                [this, dialog] { tryPlay([&] { m_document->setConfrontationOrders(dialog->orders()); }); });
        dialog->open();
    });
    connect(m_confrontationDock, &ConfrontationDock::resolveRequested, this, [this] { nextStep(); });

    m_logDock = new BattleLogDock(this);
    m_logDock->setObjectName(QStringLiteral("battle-log"));
    addDockWidget(Qt::RightDockWidgetArea, m_logDock); // placed by applyDefaultLayout() or the kept layout
    connect(m_logDock, &BattleLogDock::entrySelected, this,
            [this](const std::vector<OffsetCoord> &hexes, const QString &) {
                // Marked, not selected: a selection would show reach and orders over what the GM is reading.
                m_mapView->setMarkedCells(hexes);
                if (!hexes.empty() && !m_mapView->rect().contains(m_mapView->cellCenter(hexes.front())))
                    m_mapView->centerOn(hexes.front());
            });
    for (QDockWidget *dock : {static_cast<QDockWidget *>(m_confrontationDock), static_cast<QDockWidget *>(m_logDock)})
        m_viewMenu->addAction(dock->toggleViewAction());
}

bool UmbraWindow::tryPlay(const std::function<void()> &command)
{
    try {
        command();
        return true;
    } catch (const DocumentError &error) {
        showError(tr("Refused by the rules"), QString::fromStdString(error.what()));
        return false;
    }
}

bool UmbraWindow::orderSelected(const std::function<UnitOrder(const std::string &unit)> &order)
{
    if (m_document->selection().kind != Selection::Kind::Unit)
        return false;
    const std::string unit = m_document->selection().id;
    return tryPlay([&] { m_document->orderUnit(order(unit)); });
}

void UmbraWindow::playMove(const std::string &unit, OffsetCoord cell)
{
    const Hex hex = m_document->map().grid.hexOf(cell);
    const umbra::LegalMoves moves = m_document->legalMoves(unit);
    for (const umbra::Reach &reach : moves.reach)
        if (reach.hex == hex) {
            tryPlay([&] { m_document->orderUnit({UnitOrder::Action::Move, unit, hex, reach.forcedMarch}); });
            return;
        }
    // Back where it stands: the order is taken back.
    if (const UnitOrder *pending = m_document->pendingOrder(unit);
        pending && pending->action == UnitOrder::Action::Move) {
        m_document->cancelOrder(unit);
        return;
    }
    if (const auto why = m_document->moveRefusal(unit, hex)) {
        showError(tr("Refused by the rules"), refusalText(*m_document, *why));
        return;
    }
    // Not reachable: let the core say why (not this side's step, too far…).
    tryPlay([&] { m_document->orderUnit({UnitOrder::Action::Move, unit, hex, false}); });
}

QDialog *UmbraWindow::nextStep()
{
    if (m_document->inSetup()) {
        m_document->beginPlay();
        return nullptr;
    }
    const umbra::BattleState &state = m_document->state();
    const bool dayOver = m_document->session().hasMap()
                             ? state.phase == Phase::EndOfDay
                             : state.turn > m_document->ruleset().parameters.turnsPerDay ||
                                   std::all_of(state.confrontations.begin(), state.confrontations.end(),
                                               [](const umbra::Confrontation &c) { return c.ended; });
    if (dayOver) {
        auto *dialog = new RallyDialog(*m_document, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QDialog::accepted, this, [this, dialog] {
            // The night's summary — rally, rest, the next day's arrivals and move order — is its log entry.
            if (tryPlay([&] { m_document->endOfDay(dialog->dice()); })) {
                m_logDock->show();
                m_logDock->selectLast("umbra.end_of_day");
            }
        });
        dialog->open();
        return dialog;
    }
    switch (state.phase) {
    case Phase::Movement:
        tryPlay([&] { m_document->endMovementStep(); });
        break;
    case Phase::Conditional: {
        auto *dialog = new ConditionalsDialog(*m_document, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QDialog::accepted, this,
                [this, dialog] { tryPlay([&] { m_document->settleConditionals(dialog->fire()); }); });
        dialog->open();
        return dialog;
    }
    case Phase::Confrontation:
    case Phase::EndOfDay:
        if (!tryPlay([&] { m_document->resolveTurn(); })) {
            m_confrontationDock->show();
            m_confrontationDock->raise();
        }
        break;
    }
    return nullptr;
}

QDialog *UmbraWindow::allocateLosses(int confrontation)
{
    if (!m_document->turnDraft() || !m_document->turnDraft()->find(confrontation))
        return nullptr;
    auto *dialog = new AllocationDialog(*m_document, confrontation, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog] { tryPlay([&] { m_document->setConfrontationOrders(dialog->orders()); }); });
    dialog->open();
    return dialog;
}

void UmbraWindow::updatePlay()
{
    const Actions &a = *m_actions;
    m_stepLabel->setText(linkRuleIds(stepText(*m_document)));
    m_stepLabel->setToolTip(stepText(*m_document));
    a.nextStep->setText(nextStepLabel(*m_document));
    a.nextStep->setEnabled(!m_document->reviewing());
    const bool unit = m_document->selection().kind == Selection::Kind::Unit;
    const std::string moving = m_document->movingSide();
    const bool play = !m_document->inSetup();
    bool ownStep = false; // the selected unit belongs to the side whose movement step it is
    if (unit && !moving.empty()) {
        const auto &sides = m_document->state().sides;
        for (int s = 0; s < static_cast<int>(sides.size()); ++s) {
            umbra::MemberRef ref;
            if (sides[static_cast<std::size_t>(s)].id == moving)
                ownStep = umbra::findMember(m_document->state(), s, m_document->selection().id, ref);
        }
    }
    for (QAction *action : {a.consolidate, a.buildPosition, a.conditionalOrder})
        action->setEnabled(ownStep);
    a.cancelOrder->setEnabled(ownStep && m_document->pendingOrder(m_document->selection().id));
    bool fighting = false; // in a confrontation still fought: it may leave it (UD-73)
    if (ownStep)
        for (const umbra::Reach &reach : m_document->legalMoves(m_document->selection().id).reach)
            fighting = fighting || reach.leavesConfrontation;
    a.leaveConfrontation->setEnabled(fighting);
    a.overrideUnit->setEnabled(play && unit);
    if (play && !moving.empty())
        m_mapView->setCountersMovable(true);
    if (m_document->reviewing()) { // read-only (issue 24): the document would refuse every command
        for (QAction *action :
             {a.consolidate, a.buildPosition, a.conditionalOrder, a.cancelOrder, a.leaveConfrontation, a.overrideUnit})
            action->setEnabled(false);
        m_mapView->setCountersMovable(false);
    }
    const umbra::TurnDraft *draft = m_document->turnDraft();
    if (draft && !draft->items().empty() && m_confrontationDock->current() < 0) {
        m_confrontationDock->showConfrontation(draft->items().front().confrontation);
        m_confrontationDock->raise();
    }
}

void UmbraWindow::addPlayMenuItems(QMenu &menu, OffsetCoord cell, const QString &unitId)
{
    const Actions &a = *m_actions;
    if (!unitId.isEmpty()) {
        menu.addSection(tr("Orders"));
        menu.addActions({a.consolidate, a.buildPosition, a.leaveConfrontation, a.cancelOrder, a.conditionalOrder});
        menu.addSeparator();
        menu.addAction(a.overrideUnit);
    }
    // The GM groups multi-hex fights (UD-A52): split this hex off, or merge another fight into this one.
    const Hex hex = m_document->map().grid.hexOf(cell);
    const auto &fights = m_document->state().confrontations;
    for (int i = 0; i < static_cast<int>(fights.size()); ++i) {
        const umbra::Confrontation &c = fights[static_cast<std::size_t>(i)];
        if (c.ended || std::find(c.hexes.begin(), c.hexes.end(), hex) == c.hexes.end())
            continue;
        menu.addSection(tr("Confrontation %1").arg(i + 1));
        menu.addAction(tr("Split This Hex Off"), this,
                       [this, i, hex] { tryPlay([&] { m_document->splitConfrontation(i, {hex}); }); })
            ->setEnabled(c.hexes.size() > 1);
        // Only fights of the same two sides merge: with three sides or more, fronts differ (UD-A52).
        const auto sameSides = [&c](const umbra::Confrontation &other) {
            return std::is_permutation(c.sides.begin(), c.sides.end(), other.sides.begin());
        };
        for (int j = 0; j < static_cast<int>(fights.size()); ++j)
            if (j != i && !fights[static_cast<std::size_t>(j)].ended && sameSides(fights[static_cast<std::size_t>(j)]))
                menu.addAction(tr("Merge Confrontation %1 Into This One").arg(j + 1), this,
                               [this, i, j] { tryPlay([&] { m_document->mergeConfrontations(i, j); }); });
        menu.addAction(tr("Show in the Confrontation Panel"), this, [this, i] {
            m_confrontationDock->showConfrontation(i);
            m_confrontationDock->show();
            m_confrontationDock->raise();
        });
    }
}

} // namespace arbitre::gui
