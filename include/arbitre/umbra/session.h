// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/diagnostic.h"
#include "arbitre/core/event_log.h"
#include "arbitre/core/json_document.h"
#include "arbitre/core/session.h"
#include "arbitre/core/session_error.h"
#include "arbitre/umbra/resolution.h"
#include "arbitre/umbra/scenario.h"

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace arbitre::umbra {

// Shared by every module; kept reachable as umbra:: for the callers written before PM existed.
using arbitre::locateSessionError;
using arbitre::SessionError;

/**
 * The GM's decisions for one confrontation of a turn, by id, as they are logged (UD-M4). The
 * session turns them into a ResolutionDecisions against the current state.
 */
struct ConfrontationOrders
{
    int confrontation = 0;
    std::vector<std::string> allocation; /**< troop or personality ids, one per loss, in order */
    struct PostRoll
    {
        int draw = 0;
        std::string side;
        SkillKind skill = SkillKind::SensTactique;
        friend bool operator==(const PostRoll &, const PostRoll &) = default;
    };
    std::vector<PostRoll> postRoll;
    struct Aim
    {
        std::string side;        /**< the Contournement holder's side */
        std::string troopType;   /**< a troop type id, or */
        std::string personality; /**< an enemy personality id */
        friend bool operator==(const Aim &, const Aim &) = default;
    };
    std::vector<Aim> contournement;
    std::vector<std::pair<std::string, int>> discipline; /**< side id → points to spend */
    std::optional<std::string> superior;                 /**< side id, equal totals (UD-A55) */
    /** The GM's word over this resolution's numbers (UD-M5); logged with the reason, which is required. */
    struct Override
    {
        std::vector<std::pair<std::string, int>> totals; /**< side id → total */
        std::optional<std::string> table;                /**< table id */
        std::optional<std::string> roller;               /**< side id */
        std::string reason;
        bool empty() const { return totals.empty() && !table && !roller; }
        friend bool operator==(const Override &, const Override &) = default;
    };
    Override gmOverride;

    friend bool operator==(const ConfrontationOrders &, const ConfrontationOrders &) = default;
};

/**
 * A GM override of the state (UD-M5): one value of a troop or personality, with the reason. Troops:
 * `morale`, `fatigue` (ladder ids), `blesse` (bool), `status` (status id), `hex` ([col, row], or
 * null to take it off the map). Personalities: `wounds` (0–2), `status`, `hex`.
 */
struct StateOverride
{
    std::string unit;
    std::string field;
    nlohmann::json value;
    std::string reason;
};

/**
 * A playing session of Umbra Draconis: scenario + ruleset + event log. The state is a pure
 * function of them: every action appends one event carrying its decisions, its dice (with
 * purpose and source) and its result; undo drops the last event and replays; loading replays
 * the whole log and refuses one that does not reproduce its recorded results.
 *
 * It is the module's arbitre::Session: the procedures `turn`, `end_of_day`, `movement`, `conditionals`,
 * `regroup`, `counter_skill` and `override` (session/umbra_procedures*.cpp) declare their inputs from the
 * ruleset and the state, and play() reads them into the typed methods below, which log the same events.
 */
class UmbraSession final : public Session
{
public:
    /** Replays the scenario's log. Throws SessionError if an event does not reproduce its result. */
    explicit UmbraSession(std::shared_ptr<const UmbraScenario> scenario);

    const UmbraRuleset &ruleset() const override { return m_scenario->ruleset(); }
    const UmbraScenario &scenario() const override { return *m_scenario; }
    const BattleState &state() const { return m_state; }
    const EventLog &log() const override { return m_log; }

    /** The scenario's name, else its file's stem. */
    std::string title() const override;
    /** Sides, then each side's troops and personalities: Force, morale, fatigue or wounds, status, hex. */
    StateView view() const override;
    std::vector<ProcedureSpec> procedures() const override;
    ProcedureSpec procedure(std::string_view id, const nlohmann::json &input) const override;
    const Event &play(const ProcedureCall &call, Dice &dice) override;
    void append(const Event &event) override;
    void truncate(std::size_t events) override;
    std::unique_ptr<Session> clone() const override;
    std::string battleLog(LogFormat format, LogLanguage language) const override;
    std::string eventText(std::size_t index, LogLanguage language) const override;
    /** A turn's outcome as odds group it: per confrontation, each draw's colour, table and effects, the winner. */
    nlohmann::json outcomeOf(const Event &event) const override;
    /** "Confrontation 1: Green (Table II), the inferior side is wounded; Blue wins (UD-90)". */
    std::string outcomeText(const Event &event, LogLanguage language) const override;

    /** Why a combat turn cannot be played now (UD-68: the movement step first, the day over), or empty. */
    std::string turnRefusal() const;
    /** Why the end of the day cannot be played now (UD-68), or empty. */
    std::string endOfDayRefusal() const;

    /**
     * One combat turn (UD-83–UD-98) of every confrontation still going, in order; logs one
     * `umbra.turn` event (one undo step) and advances the turn. Refused after the 4th turn
     * until the end of the day is played (UD-68). All-or-nothing: on an error the session is unchanged.
     */
    void resolveTurn(Dice &dice, const std::vector<ConfrontationOrders> &orders = {});

    /**
     * The end of the day (UD-99–UD-102): rally of fleeing troops, rest, next day; on a map the next
     * day's levy arrivals and move order (`firstMover`: the GM's choice on a VS and Force tie, UD-A22).
     * One `umbra.end_of_day` event.
     */
    void endOfDay(Dice &dice, const std::string &firstMover = {});

    /** Whether the scenario is played on a map (the day loop of UD-68–UD-82). */
    bool hasMap() const { return m_scenario->map.present(); }
    const UmbraMap &map() const { return m_scenario->map; }

    /**
     * A side's movement step (UD-71–UD-81), in the day's move order: its orders, and conditional
     * orders (UD-71, first mover only). After the last side, confrontations are detected (UD-82)
     * unless conditional orders wait for the GM. One `umbra.movement` event; refused whole, with
     * the rule id, if any order is illegal.
     */
    void move(const std::string &side, const std::vector<UnitOrder> &orders,
              const std::vector<ConditionalOrder> &conditionals = {});

    /** The GM carries out (true) or dismisses (false) each conditional order of the turn (UD-A42). */
    void settleConditionals(const std::vector<bool> &fire);

    /** The GM merges or splits the proposed confrontations (UD-A52, UD-M4). `umbra.regroup` events. */
    void mergeConfrontations(int into, int other);
    void splitConfrontation(int index, const std::vector<Hex> &hexes);

    /** Vision stratégique (UD-65, UD-A38): `holder` names an enemy personality's skill. */
    void counterSkill(int confrontation, const std::string &holder, const std::string &target, SkillKind skill,
                      bool known);

    /**
     * The GM overrides a value (UD-M5): one `umbra.override` event with the reason and the rule id
     * whose result it replaces. Refused without a reason or with a value the ruleset does not know.
     */
    void overrideState(const StateOverride &change);

    /**
     * The scenario file to save: initial state, log and a `state` snapshot (UD-M6). With a
     * destination, the `ruleset` reference is rewritten relative to where the file will be.
     */
    nlohmann::json toJson(const std::filesystem::path &destination = {}) const override;

    /** The last `umbra.turn` event, or nullptr. */
    const Event *lastTurn() const;

    /**
     * Replays the log from the scenario's initial state, calling visit(index, stateBefore, stateAfter)
     * for each event in order: the context an event does not record (who stood where, unit names, the
     * members of a confrontation), for reports such as the battle log. The session is unchanged.
     */
    void replay(const std::function<void(std::size_t, const BattleState &, const BattleState &)> &visit) const;

protected:
    EventLog &logToSeal() override { return m_log; }

private:
    std::shared_ptr<const UmbraScenario> m_scenario;
    BattleState m_state;
    EventLog m_log;

    void apply(const Event &event, BattleState &state) const;
    void appendMapEvent(const char *kind, nlohmann::json input);
    const UmbraMap *mapOrNull() const { return hasMap() ? &m_scenario->map : nullptr; }
};

/**
 * A confrontation's orders as logged (`confrontation`, `allocation`, `post_roll`, `contournement`,
 * `discipline`, `superior`; docs/scenario-format.md). Throws SessionError when malformed.
 */
ConfrontationOrders confrontationOrdersFromJson(const UmbraRuleset &rules, const nlohmann::json &json);

/** A unit order as logged and as orders files give it (`unit`, `to` [col, row], `forced_march`, `action`). */
UnitOrder unitOrderFromJson(const UmbraMap &map, const nlohmann::json &json);

/** The JSON of a resolution as logged and printed by `arbitre-cli umbra resolve --json`. */
nlohmann::json resolutionToJson(const UmbraRuleset &rules, const BattleState &state, int confrontation,
                                const ResolutionResult &result);

} // namespace arbitre::umbra
