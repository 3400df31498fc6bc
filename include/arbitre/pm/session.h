// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/event_log.h"
#include "arbitre/core/session.h"
#include "arbitre/core/session_error.h"
#include "arbitre/pm/phase.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <functional>
#include <memory>
#include <string>

namespace arbitre::pm {

/** One side's decision after a phase (PM-19). */
struct SideDecision
{
    DecisionKind decision = DecisionKind::Continuer;
    bool changeStrategy = false; /**< `changer_de_strategie`, with `continuer` (PM-A18) */
    std::string note;            /**< what was decided, for the log (terms of a negotiation…) */
    friend bool operator==(const SideDecision &, const SideDecision &) = default;
};

/** The decisions after a phase: both sides', and whether a negotiation ended the battle. */
struct PhaseDecisions
{
    std::array<SideDecision, 2> sides;
    bool agreement = false; /**< the negotiation succeeded: the battle ends */
    friend bool operator==(const PhaseDecisions &, const PhaseDecisions &) = default;
};

/**
 * A GM override of the state (PM-M4): `pm`, `moral_de_base` (integers), `win_run` (≥ 0),
 * `out_of_combat` (bool), or `unit` (a unit id whose bonus leaves the side, PM-A11), with a reason.
 */
struct StateOverride
{
    std::string side;
    std::string field;
    nlohmann::json value;
    std::string reason;
};

/**
 * A PM battle being played: battle file + ruleset + event log. Every action appends one event
 * (`pm.phase`, `pm.decision`, `pm.override`) carrying its inputs, its dice with purpose and source,
 * and its result; undo drops the last one and replays; loading replays the log and refuses one
 * that does not reproduce its recorded results.
 *
 * It is the module's arbitre::Session: the procedures `phase`, `decision` and `override`
 * (session_procedures.cpp) declare their inputs from the ruleset and the state, and play() reads them into
 * the typed methods below, which log the same events.
 */
class PmSession final : public Session
{
public:
    /** Replays the battle's log. Throws SessionError if an event does not reproduce its result. */
    explicit PmSession(std::shared_ptr<const PmBattle> battle);

    const PmRuleset &ruleset() const override { return m_battle->ruleset(); }
    const PmBattle &scenario() const override { return *m_battle; }
    const PmBattle &battle() const { return *m_battle; }
    const BattleState &state() const { return m_state; }
    const EventLog &log() const override { return m_log; }

    /** The battle's name. */
    std::string title() const override;
    /** Where the battle stands; each army (PM, morale, win run, decision) and its bonus units. */
    StateView view() const override;
    std::vector<ProcedureSpec> procedures() const override;
    ProcedureSpec procedure(std::string_view id, const nlohmann::json &input) const override;
    const Event &play(const ProcedureCall &call, Dice &dice) override;
    void truncate(std::size_t events) override;
    std::unique_ptr<Session> clone() const override;
    /** The PM log is written in English: `language` is not read yet. */
    std::string battleLog(LogFormat format, LogLanguage language) const override;
    std::string eventText(std::size_t index, LogLanguage language) const override;
    /** A phase's outcome for odds: its band and winner, and each army's loss after the caps, PM and morale left and
     *  whether it is out of combat (not the dice, scores and gap that led there). Other events: the default. */
    nlohmann::json outcomeOf(const Event &event) const override;
    /** "Victoire étroite (PM-10), A wins; A loses 3 PM (60 left, morale 8); B loses 6 PM (44 left, morale 4)". */
    std::string outcomeText(const Event &event, LogLanguage language) const override;

    /** Why a new phase cannot start (PM-17, PM-19), or empty when it can. */
    std::string phaseRefusal() const;
    /** Why the decisions cannot be recorded now (PM-19), or empty when they can. */
    std::string decisionRefusal() const;

    /** One phase (PM-M1); one `pm.phase` event. All-or-nothing. */
    PhaseResult playPhase(Dice &dice, const PhaseOrders &orders = {});
    /** The decisions after the last phase (PM-19, PM-A7, PM-17); one `pm.decision` event. */
    void decide(const PhaseDecisions &decisions);
    /** The GM overrides a value of the state (PM-M4); one `pm.override` event. */
    void overrideState(const StateOverride &change);
    /** Appends an event taken from a log (redo): checked against the rules like a loaded one. */
    void append(const Event &event) override;

    /** The battle file to save: sides as set up, the log, and a `state` snapshot for readers. */
    nlohmann::json toJson(const std::filesystem::path &destination = {}) const override;

    /** Replays the log, calling visit(index, before, after) for each event: context for reports. */
    void replay(const std::function<void(std::size_t, const BattleState &, const BattleState &)> &visit) const;

    /** The result of the phase logged at `index` (recomputed from its inputs and dice on `before`). */
    PhaseResult phaseAt(std::size_t index, const BattleState &before) const;

protected:
    EventLog &logToSeal() override { return m_log; }

private:
    std::shared_ptr<const PmBattle> m_battle;
    BattleState m_state;
    EventLog m_log;

    void apply(const Event &event, BattleState &state, int index) const;
};

/** The JSON of a phase, as logged and as `arbitre-cli pm phase --json` prints it. */
nlohmann::json phaseToJson(const PmRuleset &rules, const PmBattle &battle, const PhaseResult &result);
nlohmann::json phaseOrdersToJson(const PmBattle &battle, const PhaseOrders &orders);
/** Reads logged phase orders; throws SessionError when malformed. */
PhaseOrders phaseOrdersFromJson(const PmBattle &battle, const nlohmann::json &json);
nlohmann::json decisionsToJson(const PmBattle &battle, const PhaseDecisions &decisions);
PhaseDecisions decisionsFromJson(const PmBattle &battle, const nlohmann::json &json);

/** The purposes of a phase's dice, in the order resolvePhase() rolls them ("phase 2, Armée A, PM die 3/6 (PM-3)"). */
std::vector<std::string> phaseDicePurposes(const PmBattle &battle, const PhaseResult &result);

} // namespace arbitre::pm
