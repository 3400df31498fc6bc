// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "play_command.h"
#include "play_text.h"
#include "umbra_document.h"

#include "arbitre/umbra/day_loop.h"
#include "arbitre/umbra/setup.h"

#include <QCoreApplication>
#include <QUndoStack>

#include <algorithm>

namespace arbitre::gui {

using umbra::BattleState;
using umbra::ConfrontationOrders;
using umbra::DraftDie;
using umbra::MemberRef;
using umbra::Phase;
using umbra::UmbraSession;
using umbra::UnitOrder;

namespace {

// A die Arbitre rolled is derived from its place in the event. A confrontation whose dice changed after a later
// one's were rolled moves those to other places: they are rolled again rather than logged where nobody can check
// them (docs/verifiable-dice.md).
void checkVirtualPlaces(const EventLog &log, std::size_t index, const std::optional<DiceSecret> &secret)
{
    if (!secret)
        return; // no die of Arbitre's: no commitment asked for
    const Event &event = log[index];
    for (std::size_t p = 0; p < event.dice.size(); ++p) {
        const DieRoll &die = event.dice[p];
        if (die.source == DieSource::Seeded && deriveDie(*secret, index, p, die.sides) != die.value)
            throw umbra::SessionError(QCoreApplication::translate("arbitre::gui::UmbraDocument",
                                                                  "The dice Arbitre rolled for %1 no longer stand at "
                                                                  "their place in the turn: take them back and roll "
                                                                  "them again.")
                                          .arg(QString::fromStdString(die.purpose))
                                          .toStdString());
    }
}

int sideIndex(const BattleState &state, const std::string &id)
{
    for (std::size_t i = 0; i < state.sides.size(); ++i)
        if (state.sides[i].id == id)
            return static_cast<int>(i);
    return -1;
}

QString sideName(const BattleState &state, const std::string &id)
{
    const int index = sideIndex(state, id);
    return QString::fromStdString(index < 0 ? id : state.sides[static_cast<std::size_t>(index)].name);
}

PlayDraft::Resolution &resolutionOf(PlayDraft &draft, int confrontation)
{
    for (PlayDraft::Resolution &r : draft.turn)
        if (r.confrontation == confrontation)
            return r;
    // Built in place: a moved-in optional<string> trips GCC 12's maybe-uninitialized warning.
    PlayDraft::Resolution &fresh = draft.turn.emplace_back();
    fresh.confrontation = confrontation;
    fresh.orders.confrontation = confrontation;
    return fresh;
}

} // namespace

void UmbraDocument::beginPlay()
{
    if (!inSetup())
        return;
    undoStack()->push(new BeginPlayCommand(this));
}

void UmbraDocument::setPlaying(bool playing)
{
    m_playing = playing;
    if (!playing && m_setup.is_null())
        m_setup = umbra::setup::setupDocument(scenario());
    Q_EMIT changed({false, true, false, true, true});
}

std::string UmbraDocument::movingSide() const
{
    const BattleState &s = state();
    if (!session().hasMap() || s.phase != Phase::Movement || s.moveOrder.empty())
        return {};
    return s.sides[static_cast<std::size_t>(s.moveOrder[static_cast<std::size_t>(s.moving)])].id;
}

const UnitOrder *UmbraDocument::pendingOrder(const std::string &unit) const
{
    for (const UnitOrder &order : m_draft.orders)
        if (order.unit == unit)
            return &order;
    return nullptr;
}

umbra::LegalMoves UmbraDocument::legalMoves(const std::string &unit) const
{
    umbra::LegalMoves moves;
    const std::string side = movingSide();
    if (side.empty())
        return moves;
    BattleState after = state();
    const int index = sideIndex(after, side);
    std::vector<UnitOrder> others;
    for (const UnitOrder &order : m_draft.orders)
        if (order.unit != unit)
            others.push_back(order);
    try {
        umbra::applyMovementStep(ruleset(), map(), after, index, others, false);
    } catch (const umbra::MovementError &) {
        return moves; // the draft was checked order by order; a unit moved since is shown without reach
    }
    MemberRef ref;
    if (!umbra::findMember(after, index, unit, ref))
        return moves;
    const umbra::MovementRules rules(ruleset(), map(), after);
    rules.legalMoves(ref, moves);
    return moves;
}

umbra::MapOutlook UmbraDocument::outlook() const
{
    if (!session().hasMap() || inSetup())
        return {};
    const std::string side = movingSide();
    if (side.empty() || m_draft.orders.empty())
        return umbra::mapOutlook(ruleset(), map(), state());
    BattleState after = state();
    try {
        umbra::applyMovementStep(ruleset(), map(), after, sideIndex(after, side), m_draft.orders, false);
    } catch (const umbra::MovementError &) {
        after = state(); // the draft was checked order by order: show where the units stand
    }
    return umbra::mapOutlook(ruleset(), map(), after);
}

std::optional<umbra::MoveRefusal> UmbraDocument::moveRefusal(const std::string &unit, Hex hex) const
{
    const umbra::LegalMoves moves = legalMoves(unit);
    for (const umbra::Reach &reach : moves.reach)
        if (reach.hex == hex)
            return std::nullopt;
    for (const umbra::MoveRefusal &refusal : moves.refusals)
        if (refusal.hasHex && refusal.hex == hex)
            return refusal;
    const std::string side = movingSide();
    if (side.empty()) {
        umbra::MoveRefusal refusal;
        refusal.rule = "UD-68";
        refusal.why = umbra::MoveRefusal::Why::NotMovementStep;
        refusal.hasHex = true;
        refusal.hex = hex;
        refusal.unit = unit;
        return refusal;
    }
    // Not in reach and nothing said of this hex: the step itself says why (too far, not this side's…).
    PlayDraft next = m_draft;
    std::erase_if(next.orders, [&](const UnitOrder &o) { return o.unit == unit; });
    next.orders.push_back({UnitOrder::Action::Move, unit, hex, false});
    BattleState trial = state();
    try {
        umbra::applyMovementStep(ruleset(), map(), trial, sideIndex(trial, side), next.orders, false);
    } catch (const umbra::MovementError &error) {
        return error.refusal();
    }
    return std::nullopt;
}

void UmbraDocument::orderUnit(const UnitOrder &order)
{
    const std::string side = movingSide();
    if (side.empty())
        throw DocumentError(tr("UD-68: units move only in a movement step.").toStdString());
    MemberRef ref;
    if (!umbra::findMember(state(), sideIndex(state(), side), order.unit, ref))
        throw DocumentError(tr("UD-71: it is %1's movement step.").arg(sideName(state(), side)).toStdString());
    PlayDraft next = m_draft;
    std::erase_if(next.orders, [&](const UnitOrder &o) { return o.unit == order.unit; });
    if (order.action != UnitOrder::Action::Stay)
        next.orders.push_back(order);
    BattleState trial = state();
    try {
        // A builder waiting for its helper, a piétaille for its companion: the step is checked whole when it ends.
        umbra::applyMovementStep(ruleset(), map(), trial, sideIndex(trial, side), next.orders, false);
    } catch (const umbra::MovementError &error) {
        throw DocumentError(refusalText(*this, error.refusal()).toStdString());
    }
    QString text;
    switch (order.action) {
    case UnitOrder::Action::Move:
        text = order.forcedMarch ? tr("Forced march of %1") : tr("Move %1");
        break;
    case UnitOrder::Action::Consolidate:
        text = tr("%1 consolidates");
        break;
    case UnitOrder::Action::BuildPosition:
        text = tr("%1 builds a position");
        break;
    case UnitOrder::Action::Stay:
        text = tr("%1 stays");
        break;
    }
    changeDraft(text.arg(QString::fromStdString(order.unit)), next);
}

void UmbraDocument::cancelOrder(const std::string &unit)
{
    if (!pendingOrder(unit))
        return;
    PlayDraft next = m_draft;
    std::erase_if(next.orders, [&](const UnitOrder &o) { return o.unit == unit; });
    changeDraft(tr("Cancel the order of %1").arg(QString::fromStdString(unit)), next);
}

void UmbraDocument::addConditional(const umbra::ConditionalOrder &order)
{
    const std::string side = movingSide();
    if (side.empty())
        throw DocumentError(tr("UD-71: conditional orders are given in a movement step.").toStdString());
    PlayDraft next = m_draft;
    umbra::ConditionalOrder given = order;
    given.side = sideIndex(state(), side);
    next.conditionals.push_back(given);
    changeDraft(tr("Conditional order for %1").arg(QString::fromStdString(order.action.unit)), next);
}

void UmbraDocument::endMovementStep()
{
    const std::string side = movingSide();
    if (side.empty())
        throw DocumentError(tr("UD-68: this is not a movement step.").toStdString());
    playStep(tr("Movement of %1").arg(sideName(state(), side)),
             [side, orders = m_draft.orders, conditionals = m_draft.conditionals](UmbraSession &session) {
                 session.move(side, orders, conditionals);
             });
}

void UmbraDocument::settleConditionals(const std::vector<bool> &fire)
{
    playStep(tr("Conditional orders settled"), [fire](UmbraSession &session) { session.settleConditionals(fire); });
}

void UmbraDocument::mergeConfrontations(int into, int other)
{
    playStep(tr("Merge confrontation %1 into %2").arg(other + 1).arg(into + 1),
             [into, other](UmbraSession &session) { session.mergeConfrontations(into, other); });
}

void UmbraDocument::splitConfrontation(int index, const std::vector<Hex> &hexes)
{
    playStep(tr("Split confrontation %1").arg(index + 1),
             [index, hexes](UmbraSession &session) { session.splitConfrontation(index, hexes); });
}

void UmbraDocument::addDie(int confrontation, int value, DieSource source)
{
    if (!m_turnDraft)
        throw DocumentError(tr("UD-68: dice are rolled in a confrontation step.").toStdString());
    umbra::TurnDraft trial = *m_turnDraft;
    try {
        trial.addDie(confrontation, value, source);
    } catch (const std::invalid_argument &error) {
        throw DocumentError(error.what());
    }
    PlayDraft next = m_draft;
    resolutionOf(next, confrontation).dice = trial.find(confrontation)->dice;
    const QString text = source == DieSource::Entered ? tr("Die %1 entered for confrontation %2")
                                                      : tr("Die %1 rolled for confrontation %2");
    changeDraft(text.arg(value).arg(confrontation + 1), next);
}

void UmbraDocument::dropDie(int confrontation)
{
    PlayDraft next = m_draft;
    PlayDraft::Resolution &r = resolutionOf(next, confrontation);
    if (r.dice.empty())
        return;
    r.dice.pop_back();
    changeDraft(tr("Take back a die of confrontation %1").arg(confrontation + 1), next);
}

void UmbraDocument::setConfrontationOrders(const ConfrontationOrders &orders)
{
    if (!m_turnDraft || !m_turnDraft->find(orders.confrontation))
        throw DocumentError(
            tr("Confrontation %1 is not fought this turn.").arg(orders.confrontation + 1).toStdString());
    umbra::TurnDraft trial = *m_turnDraft;
    trial.setOrders(orders);
    if (!trial.find(orders.confrontation)->error.empty())
        throw DocumentError(trial.find(orders.confrontation)->error);
    PlayDraft next = m_draft;
    PlayDraft::Resolution &r = resolutionOf(next, orders.confrontation);
    r.orders = orders;
    r.dice = trial.find(orders.confrontation)->dice;
    changeDraft(tr("Decisions for confrontation %1").arg(orders.confrontation + 1), next);
}

void UmbraDocument::resolveTurn()
{
    if (!m_turnDraft)
        throw DocumentError(tr("UD-68: the turn is resolved after the movement steps.").toStdString());
    for (const umbra::DraftConfrontation &item : m_turnDraft->items()) {
        if (!item.error.empty())
            throw DocumentError(item.error);
        if (!item.complete)
            throw DocumentError(
                tr("Confrontation %1 waits for a die (UD-86).").arg(item.confrontation + 1).toStdString());
    }
    const BattleState &s = state();
    playStep(tr("Resolve day %1, turn %2").arg(s.day).arg(s.turn),
             [dice = m_turnDraft->dice(), orders = m_turnDraft->orders(),
              secret = secretFor(m_turnDraft->dice())](UmbraSession &session) {
                 const std::size_t event = session.log().size();
                 ListDice given = umbra::draftDice(dice);
                 session.resolveTurn(given, orders);
                 checkVirtualPlaces(session.log(), event, secret);
             });
}

void UmbraDocument::endOfDay(const std::vector<DraftDie> &rally, const std::string &firstMover)
{
    playStep(tr("End of day %1").arg(state().day),
             [rally, firstMover, secret = secretFor(rally)](UmbraSession &session) {
                 const std::size_t event = session.log().size();
                 ListDice given = umbra::draftDice(rally);
                 session.endOfDay(given, firstMover);
                 checkVirtualPlaces(session.log(), event, secret);
                 if (given.remaining() > 0)
                     throw umbra::SessionError("more rally dice were given than troops flee (UD-100)");
             });
}

void UmbraDocument::overrideState(const umbra::StateOverride &change)
{
    playStep(tr("Override %1's %2").arg(QString::fromStdString(change.unit), QString::fromStdString(change.field)),
             [change](UmbraSession &session) { session.overrideState(change); });
}

void UmbraDocument::counterSkill(int confrontation, const std::string &holder, const std::string &target,
                                 umbra::SkillKind skill, bool known)
{
    playStep(tr("Vision stratégique of %1 on %2").arg(QString::fromStdString(holder), QString::fromStdString(target)),
             [=](UmbraSession &session) { session.counterSkill(confrontation, holder, target, skill, known); });
}

int UmbraDocument::rollTurnDie(int confrontation, int sides)
{
    if (!m_turnDraft)
        throw DocumentError(tr("UD-68: dice are rolled in a confrontation step.").toStdString());
    // Its place in the turn's event: the dice of the confrontations resolved before it, then its own so far.
    std::size_t place = 0;
    for (const umbra::DraftConfrontation &item : m_turnDraft->items()) {
        place += item.dice.size();
        if (item.confrontation == confrontation)
            break;
    }
    return virtualDice().rollAt(place, sides);
}

std::optional<DiceSecret> UmbraDocument::secretFor(const std::vector<DraftDie> &dice)
{
    if (std::none_of(dice.begin(), dice.end(), [](const DraftDie &die) { return die.source == DieSource::Seeded; }))
        return std::nullopt;
    return diceSecret();
}

int UmbraDocument::rollRallyDie(std::size_t index, int sides)
{
    return virtualDice().rollAt(index, sides);
}

const PlayDraft UmbraDocument::s_noDraft;

void UmbraDocument::pushPlay(QUndoCommand *command, bool beginsBattle)
{
    if (reviewing()) {
        delete command;
        refuseWhileReviewing();
    }
    if (!beginsBattle) {
        undoStack()->push(command);
        return;
    }
    // The first order or event begins the battle: one undo step takes both back.
    undoStack()->beginMacro(command->text());
    undoStack()->push(new BeginPlayCommand(this));
    undoStack()->push(command);
    undoStack()->endMacro();
}

void UmbraDocument::rebuildTurnDraft()
{
    const BattleState &s = state();
    if (s.phase != Phase::Confrontation) {
        m_turnDraft.reset();
        return;
    }
    m_turnDraft = std::make_unique<umbra::TurnDraft>(umbraSession());
    for (const PlayDraft::Resolution &r : m_draft.turn)
        if (m_turnDraft->find(r.confrontation))
            m_turnDraft->set(r.confrontation, r.dice, r.orders);
}

void UmbraDocument::changeDraft(const QString &text, const PlayDraft &next)
{
    if (next == m_draft)
        return;
    pushPlay(new DraftCommand(this, text, m_draft, next), inSetup());
}

void UmbraDocument::setDraft(const PlayDraft &draft)
{
    m_draft = draft;
    rebuildTurnDraft();
    DocumentChange change;
    change.draft = true;
    Q_EMIT changed(change);
}

void UmbraDocument::playStep(const QString &text, const std::function<void(UmbraSession &)> &action)
{
    const std::size_t before = umbraSession().log().size();
    const bool begins = inSetup();
    UmbraSession trial = umbraSession(); // all-or-nothing, whatever the action does before it throws
    try {
        action(trial);
    } catch (const umbra::MovementError &error) {
        throw DocumentError(refusalText(*this, error.refusal()).toStdString());
    } catch (const std::exception &error) { // SessionError, RegroupError, DiceError…
        throw DocumentError(error.what());
    }
    umbraSession() = std::move(trial);
    const PlayDraft consumed = m_draft;
    m_draft = {};
    rebuildTurnDraft();
    pushPlay(new PlayCommand(this, text, action, consumed, umbraSession().log().size() - before), begins);
    Q_EMIT changed({false, true, false, true, true});
}

void UmbraDocument::runPlay(const std::function<void(UmbraSession &)> &action)
{
    action(umbraSession()); // a redo: the same dice and decisions on the same state
    m_draft = {};
    rebuildTurnDraft();
    Q_EMIT changed({false, true, false, true, true});
}

void UmbraDocument::undoPlay(std::size_t events)
{
    for (std::size_t i = 0; i < events; ++i)
        umbraSession().undo();
    if (umbraSession().log().empty() && m_setup.is_null())
        m_setup = umbra::setup::setupDocument(scenario()); // back in set-up: edits apply to the file form
    rebuildTurnDraft();
    Q_EMIT changed({false, true, false, true, true});
}

} // namespace arbitre::gui
