// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// A Vive l'Empereur ! scenario being played. Units and leaders change only through logged
// events, one per procedure applied: `ve.fire`, `.melee`, `.morale`, `.result`, `.rally`,
// `.rest`, `.formation`, `.move`, `.initiative`, `.leader` and the GM's `.override`.

#include "arbitre/core/dice.h"
#include "arbitre/core/session.h"
#include "arbitre/core/session_error.h"
#include "arbitre/napoleonic/ve_scenario.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace arbitre::napoleonic {

/** The procedures a VE session applies; their event kind is "ve." + the id. */
enum class VeProcedure
{
    Fire,
    Melee,
    Morale,
    Result,
    Rally,
    Rest,
    Formation,
    Move,
    Initiative,
    Leader,
    Override
};
std::string_view veProcedureId(VeProcedure procedure); /**< "fire", "melee"… */
std::optional<VeProcedure> parseVeProcedure(std::string_view id);

/**
 * What the GM decided for one procedure: who acts, on whom, and every choice the rules leave to
 * the GM or the owner (VE-M6). Each procedure reads the fields it needs; veOrdersToJson writes
 * only the fields set.
 */
struct VeOrders
{
    std::string unit;                   /**< the acting unit (the lead attacker in a melee) */
    std::string target;                 /**< fire, melee: the unit fired on or attacked (the lead defender) */
    std::vector<std::string> with;      /**< melee: the other attacking units (VE-A39) */
    std::vector<std::string> defenders; /**< melee: the other defending units */
    std::vector<std::string> modifiers; /**< ruleset modifier ids the GM states: morale flank, rear, unit above,
                                             caused by cavalry (VE-83–VE-86); melee charge_de_cavalerie (VE-64) */
    std::string facing;                 /**< melee: front, flank, rear: where the attack comes in (VE-77) */
    std::vector<std::string> blocked;   /**< result: rear, front, straight, any (VE-10–VE-12);
                                             melee: attacker, defender whose D retreat is impossible (VE-A44) */
    bool stays = false;                 /**< result: the owner stays and loses a level (VE-10) */
    std::string result;                 /**< result: the VE-9 result the GM picked (VE-89, VE-A15) */
    std::string to;                     /**< formation: the new formation id */
    std::optional<Hex> hex;             /**< move: destination */
    std::string facingTo;               /**< move, rally: the new facing (VE-28) */
    std::string leader;                 /**< leader: the leader */
    std::string event;                  /**< leader: hit_check, or a VE-17 event (fire_elimination…) */
    bool encircled = false;             /**< leader (VE-21, VE-A21) */
    bool holdsEnemyLeader = false;      /**< leader, leaves_map (VE-A19) */
    std::string attach;                 /**< leader: the banner unit he is placed on (VE-19, owner's choice) */
    std::vector<int> scores;            /**< initiative: the two sides' scores (VE-A27) */
    std::string field;                  /**< override: a key of the unit or leader */
    nlohmann::json value;               /**< override */
    std::string reason;                 /**< override: required; move: why the GM moves it */
};

/** Hexes in orders are `[col, row]` on the scenario's map. */
nlohmann::json veOrdersToJson(const VeMap &map, const VeOrders &orders);
/** Throws SessionError when malformed or a hex is off the map. */
VeOrders veOrdersFromJson(const VeMap &map, const nlohmann::json &json);

/**
 * A VE session: scenario + ruleset + event log. Every procedure appends one event carrying its
 * orders, its dice with purpose and source, and its result (modifiers, score, table, row,
 * column, cell, result and the changes to the units); truncate and undo replay the events kept;
 * loading replays the log and refuses one that does not reproduce its results.
 *
 * It is the vive-l-empereur side of the core Session contract: procedures() declares every input the GM
 * or the owner gives (ve_session_specs.cpp), play() reads a spec-shaped input into VeOrders and logs
 * exactly what apply() logs for the same orders.
 */
class VeSession final : public Session
{
public:
    /** Replays the scenario's log. Throws SessionError (with the event's index) if it does not reproduce. */
    explicit VeSession(std::shared_ptr<const VeScenario> scenario);

    const VeRuleset &ruleset() const override { return m_scenario->ruleset(); }
    const VeScenario &scenario() const override { return *m_scenario; }
    const VeState &state() const { return m_state; }
    const EventLog &log() const override { return m_log; }
    /** The unit `id` as it stands now; throws SessionError if there is none. */
    const VePiece &unit(std::string_view id) const;

    /** Resolves and applies one procedure; one event. All-or-nothing. Returns the event's result. */
    const nlohmann::json &apply(VeProcedure procedure, const VeOrders &orders, Dice &dice);
    /** Appends an event taken from a log (redo), checked like a loaded one. */
    void append(const Event &event) override;
    void truncate(std::size_t events) override;

    /** The scenario to save: map and sides as set up, the log, and a `state` snapshot for readers. */
    nlohmann::json toJson(const std::filesystem::path &destination = {}) const override;

    std::string title() const override;
    /** Every unit with its state, formation, loss steps left, facing, hex and the leaders with it. */
    StateView view() const override;
    std::vector<ProcedureSpec> procedures() const override;
    ProcedureSpec procedure(std::string_view id, const nlohmann::json &input) const override;
    const Event &play(const ProcedureCall &call, Dice &dice) override;
    std::unique_ptr<Session> clone() const override;
    std::string battleLog(LogFormat format, LogLanguage language) const override;
    std::string eventText(std::size_t index, LogLanguage language) const override;

protected:
    EventLog &logToSeal() override { return m_log; }

private:
    std::shared_ptr<const VeScenario> m_scenario;
    VeState m_state;
    EventLog m_log;

    void replayEvent(const Event &event, VeState &state, int index) const;
};

/** Resolves one procedure on `state` and applies it: the session's single path, new or replayed. */
Event resolveVeProcedure(const VeScenario &scenario, VeProcedure procedure, const VeOrders &orders, Dice &dice,
                         VeState &state);

} // namespace arbitre::napoleonic
