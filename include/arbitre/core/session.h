// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/dice.h"
#include "arbitre/core/event_log.h"
#include "arbitre/core/label.h"
#include "arbitre/core/log_text.h"
#include "arbitre/core/procedure_spec.h"
#include "arbitre/core/ruleset.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre {

/** The two forms of a battle log for players. */
enum class LogFormat : std::uint8_t
{
    Markdown,
    Html, /**< one self-contained page */
};

/** A procedure played on a copy of the session: what it would log, and the same in the rules' words. */
struct Preview
{
    Event event;      /**< input, dice with purposes and sources, result */
    std::string text; /**< Markdown, in the log's language, with the rule ids */
};

/** One attribute of a unit as a panel lists it ("Morale" → "Ébranlé"). */
struct UnitAttribute
{
    Label name;
    Label value;
    friend bool operator==(const UnitAttribute &, const UnitAttribute &) = default;
};

/** A unit as any rule system's panels, exports and pictures show it. */
struct UnitView
{
    std::string id;
    std::string name;
    std::string side; /**< the side's id */
    std::vector<UnitAttribute> attributes;
    bool present = true; /**< on the field (false: fled, destroyed, not arrived yet) */
    friend bool operator==(const UnitView &, const UnitView &) = default;
};

struct SideView
{
    std::string id;
    std::string name;
    friend bool operator==(const SideView &, const SideView &) = default;
};

/** The state of a session as neutral data: where the battle stands, the sides and their units. */
struct StateView
{
    Label when; /**< "Jour 2, tour 3" / "Day 2, turn 3", "Phase 4"… */
    std::vector<SideView> sides;
    std::vector<UnitView> units;
    friend bool operator==(const StateView &, const StateView &) = default;
};

/**
 * A session of any rule system: scenario + ruleset + an append-only event log, whose state is a pure
 * function of the three. This is what the app's shared parts (the document, its undo and autosave, the
 * generic procedure form, recovery) and the generic commands of `arbitre-cli` know of a rule system;
 * each module implements it over its own session type.
 *
 * Every change is one event. A session is built by its module's RuleModule::openSession(), which replays
 * the scenario's log and refuses one that does not reproduce its recorded results.
 */
class Session
{
public:
    virtual ~Session() = default;

    virtual const Scenario &scenario() const = 0;
    virtual const Ruleset &ruleset() const = 0;
    /** The ruleset's `system`, which names the module. */
    std::string_view system() const { return ruleset().header().system; }
    /** The battle's or scenario's name. */
    virtual std::string title() const = 0;
    virtual const EventLog &log() const = 0;
    virtual StateView view() const = 0;

    /** The procedures the rules define, with their inputs when nothing is chosen yet and why any cannot be played now.
     */
    virtual std::vector<ProcedureSpec> procedures() const = 0;
    /**
     * The spec of procedure `id` given the inputs chosen so far: options narrowed by them (no target of the
     * actor's own side), the dice they make the procedure read. Throws SessionError for an unknown id.
     */
    virtual ProcedureSpec procedure(std::string_view id, const nlohmann::json &input) const;

    /**
     * Plays a procedure: checks the input against its spec, resolves it with `dice`, logs one event and
     * returns it. All or nothing: a refusal (SessionError with the rule id, or a die value that does not fit its
     * die) changes nothing.
     */
    virtual const Event &play(const ProcedureCall &call, Dice &dice) = 0;
    /** The same on a copy: the session is unchanged. */
    Preview preview(const ProcedureCall &call, Dice &dice, LogLanguage language) const;

    /** Appends an event taken from a log (redo), checked like a loaded one. Throws SessionError. */
    virtual void append(const Event &event) = 0;
    /** Keeps the first `events` events and replays them (undo, review of an earlier state). */
    virtual void truncate(std::size_t events) = 0;
    /** Drops the last event. */
    void undo();
    virtual std::unique_ptr<Session> clone() const = 0;

    /**
     * Virtual dice for the events to come, nobody's choice and nobody's forecast (docs/verifiable-dice.md):
     * each die derived from the secret the log commits to and from its place in the log. The log commits to a
     * fresh secret from the operating system first when the GM's copy holds none. The dice stay bound to this
     * session: every event played on it (or previewed on a clone of it) gets its own.
     */
    CommittedDice virtualDice();
    /** The same from a seed given in the open (`arbitre-cli --seed N`): reproducible, and marked public in the log. */
    CommittedDice publicSeedDice(std::uint64_t seed);
    /** The secrets behind virtualDice() and publicSeedDice(), for dice bound to something longer-lived (a document). */
    const DiceSecret &commitDice() { return logToSeal().commitDice(); }
    const DiceSecret &commitPublicSeed(std::uint64_t seed) { return logToSeal().commitPublicSeed(seed); }
    /** Marks every secret the log holds as revealed (the GM's explicit act): players' copies then carry them. */
    void revealDice();

    /** The file to save at `destination` (the ruleset reference rewritten relative to it): scenario, log, snapshot. */
    virtual nlohmann::json toJson(const std::filesystem::path &destination) const = 0;
    /** The log for players. */
    virtual std::string battleLog(LogFormat format, LogLanguage language) const = 0;
    /** Event `index` of the log in the rules' words (Markdown), as the battle log tells it. */
    virtual std::string eventText(std::size_t index, LogLanguage language) const = 0;

    /**
     * What `event`'s result says happened, without the dice that made it: odds (odds.h) group the face sequences
     * of a procedure by it. By default the result without the members that restate the dice, sums of them or the
     * table row they landed on (`die`, `dice`, `natural`, `roll`, `rolls`, `total`, `score`, `terms`, `breakdown`,
     * `explain`, `modifiers`, `row`): what is left (a cell, losses, a winner) is what happened. A module whose
     * results name things otherwise overrides it.
     */
    virtual nlohmann::json outcomeOf(const Event &event) const;
    /** One outcome in the rules' words, one line: by default outcomeOf() as "key value" pairs. */
    virtual std::string outcomeText(const Event &event, LogLanguage language) const;

protected:
    /** The log itself, for its commitments: virtualDice() adds one. */
    virtual EventLog &logToSeal() = 0;
};

} // namespace arbitre
