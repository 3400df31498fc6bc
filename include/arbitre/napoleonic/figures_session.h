// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// A napoleonic-figures scenario being played. Units change only through logged events, one per
// procedure applied: `napoleonic.fire`, `.melee`, `.morale`, `.control`, `.reaction`,
// `.formation`, `.move`, `.action` (a new action, NF-A25) and the GM's `.override`.

#include "arbitre/core/dice.h"
#include "arbitre/core/session.h"
#include "arbitre/core/session_error.h"
#include "arbitre/napoleonic/figures_scenario.h"

#include <nlohmann/json.hpp>

#include <array>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace arbitre::napoleonic {

/** The procedures a session applies; their event kind is "napoleonic." + the id. */
enum class FiguresProcedure
{
    Fire,
    Melee,
    Morale,
    Control,
    Reaction,
    Formation,
    Move,
    Action,
    Override
};
std::string_view figuresProcedureId(FiguresProcedure procedure); /**< "fire", "melee"… */
std::optional<FiguresProcedure> parseFiguresProcedure(std::string_view id);

/** The morale tests the GM names (NF-29), `test` of the orders; "other" when none is given. */
inline constexpr std::array<std::string_view, 4> MoraleTests{"other", "mac", "counter_mac", "standing"};
/** What the GM adds to a control test's situation (NF-45), `situation` of the orders. */
inline constexpr std::array<std::string_view, 2> ControlSituations{"flank", "rear"};

/**
 * What the GM decided for one procedure: the acting unit, its target, the ticked modifiers and
 * the few choices the tables cannot know. Each procedure reads the fields it needs and refuses
 * none of the others being empty; figuresOrdersToJson writes only the fields set.
 */
struct FiguresOrders
{
    std::string unit;
    std::string target;                          /**< fire, melee: who suffers; morale: the opponent (M9, M13, M15) */
    std::vector<ModifierChoice> modifiers;       /**< ids of the procedure's list, amount for scaled ones */
    std::vector<ModifierChoice> targetModifiers; /**< morale M15: the infantry's M13 ticks */
    std::string test;                            /**< morale: mac, counter_mac, standing, other (NF-29) */
    std::vector<std::string> friends;            /**< morale M11: box ids of friends in sight */
    std::vector<std::string> enemies;            /**< morale M11: box ids of enemies, the opponent included */
    std::vector<std::string> situation;          /**< control: flank, rear (the rest comes from the target) */
    std::optional<int> figures;                  /**< figures fighting or firing when not all (NF-A42) */
    int stepsFromObjective = 0;                  /**< morale: steps of this action lost to the objective (NF-A56) */
    int paToSpend = 0;                           /**< morale M10; reaction: the reaction's own PA (NF-47) */
    bool threatenedByCavalry = false;            /**< morale M13 doubled (NF-34) */
    bool general = false;                        /**< melee: the attached leader is engaged, his die (NF-11) */
    bool fires = false;                          /**< reaction: fires */
    bool stops = false;                          /**< reaction: stops from its pace */
    std::string to;                              /**< formation: formation id, pivot, about_face, reform */
    std::string pace;                            /**< move: pace id (the unit's when empty) */
    std::vector<std::string> terrains;           /**< move: terrains entered or crossed (NF-27) */
    bool backwardStep = false;                   /**< move */
    std::string field;                           /**< override: a key of the unit (docs/napoleonic-format.md) */
    nlohmann::json value;                        /**< override */
    std::string reason;                          /**< override: required */
};

nlohmann::json figuresOrdersToJson(const FiguresOrders &orders);
/** Throws SessionError when malformed. */
FiguresOrders figuresOrdersFromJson(const nlohmann::json &json);

/**
 * A napoleonic-figures session: scenario + ruleset + event log. Every procedure appends one
 * event carrying its orders, its dice with purpose and source, and its result (modifiers, score,
 * table, row, column, cell, result and the changes to the units); truncate and undo replay the events
 * kept; loading replays the log and refuses one that does not reproduce its results.
 *
 * It is the napoleonic-figures side of the core Session contract: procedures() declares every input
 * the GM gives (figures_session_specs.cpp), play() reads a spec-shaped input into FiguresOrders and
 * logs exactly what apply() logs for the same orders.
 */
class FiguresSession final : public Session
{
public:
    /** Replays the scenario's log. Throws SessionError (with the event's index) if it does not reproduce. */
    explicit FiguresSession(std::shared_ptr<const FiguresScenario> scenario);

    const FiguresRuleset &ruleset() const override { return m_scenario->ruleset(); }
    const FiguresScenario &scenario() const override { return *m_scenario; }
    const FiguresState &state() const { return m_state; }
    const EventLog &log() const override { return m_log; }
    /** The unit `id` as it stands now; throws SessionError if there is none. */
    const FiguresUnit &unit(std::string_view id) const;

    /** Resolves and applies one procedure; one event. All-or-nothing. Returns the event's result. */
    const nlohmann::json &apply(FiguresProcedure procedure, const FiguresOrders &orders, Dice &dice);
    /** Appends an event taken from a log (redo), checked like a loaded one. */
    void append(const Event &event) override;
    void truncate(std::size_t events) override;

    /** The scenario to save: sides as set up, the log, and a `state` snapshot for readers. */
    nlohmann::json toJson(const std::filesystem::path &destination = {}) const override;

    std::string title() const override;
    /** Every unit with its figures, formation, pace, box, cohesion, status, POP, PA and leader. */
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
    std::shared_ptr<const FiguresScenario> m_scenario;
    FiguresState m_state;
    EventLog m_log;

    void replayEvent(const Event &event, FiguresState &state, int index) const;
};

/**
 * Resolves one procedure on `state` and applies it: the event (kind, orders, dice with purposes,
 * result). The session's single path, used for new events and for replay alike.
 */
Event resolveFiguresProcedure(const FiguresScenario &scenario, FiguresProcedure procedure, const FiguresOrders &orders,
                              Dice &dice, FiguresState &state);

/** The GM sets one key of `unit` (docs/napoleonic-format.md); returns `{ from, reason }`. */
nlohmann::json overrideFiguresUnit(const FiguresScenario &scenario, const FiguresOrders &orders, FiguresUnit &unit);

} // namespace arbitre::napoleonic
