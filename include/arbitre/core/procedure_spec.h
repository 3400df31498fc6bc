// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/label.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre {

/** The shape of one input a procedure reads, which decides the widget a form shows and how a command line reads it. */
enum class InputKind : std::uint8_t
{
    Unit,    /**< one unit id among `options` (a JSON string) */
    Units,   /**< unit ids among `options`, in the GM's order (an allocation, the other attackers; a JSON array) */
    Choice,  /**< one id among `options` (a JSON string) */
    Choices, /**< any subset of `options` (ticked modifiers; a JSON array of ids) */
    Integer, /**< a whole number in [minimum, maximum] */
    Flag,    /**< true or false; absent means false */
    Text,    /**< free text (a reason, a note) */
};

std::string_view inputKindId(InputKind kind); /**< "unit", "units", "choice", "choices", "integer", "flag", "text" */

/** One value an input may take: an id of the ruleset or of the scenario, with what the GM reads. */
struct InputOption
{
    std::string id;
    Label label;       /**< empty: the id is shown */
    std::string rule;  /**< the rule behind this option (a modifier's), or empty */
    std::string group; /**< where a long list shows it (a modifier's group, a unit's side), or empty */
    friend bool operator==(const InputOption &, const InputOption &) = default;
};

/**
 * One input of a procedure as it declares it: the key it has in the event's `input` (and, written
 * `--key` with `-` for `_`, on the command line), what it is, what the rules allow. Forms in the app and
 * options of `arbitre-cli play` are built from these, never from lists kept by hand.
 */
struct InputSpec
{
    std::string key; /**< "unit", "target", "modifiers"… */
    InputKind kind = InputKind::Choice;
    Label label;
    std::string rule;                 /**< the rule that asks for it ("VE-48"), or empty */
    bool required = false;            /**< a play without it is refused; otherwise absent means `defaultValue` */
    int minimum = 0;                  /**< Integer */
    int maximum = 0;                  /**< Integer */
    std::vector<InputOption> options; /**< Unit, Units, Choice, Choices: what is allowed now */
    nlohmann::json defaultValue;      /**< what an absent key means, null when nothing */
    friend bool operator==(const InputSpec &, const InputSpec &) = default;
};

/** A die a procedure reads, in the order it reads them. */
struct DieSpec
{
    int sides = 0;
    std::string purpose; /**< as the log will record it */
    friend bool operator==(const DieSpec &, const DieSpec &) = default;
};

/**
 * A procedure a session offers now: its id (the event kind is the system's prefix, a dot, the id), its
 * name and rule, the inputs it reads given the ones chosen so far, and why it cannot be played when it
 * cannot (the rule that says so).
 */
struct ProcedureSpec
{
    std::string id;
    Label label;
    std::string rule;
    std::vector<InputSpec> inputs;
    /** The dice it reads with the inputs as given, when the session can tell before rolling (else empty). */
    std::vector<DieSpec> dice;
    std::string refusal; /**< empty when it can be played */
    friend bool operator==(const ProcedureSpec &, const ProcedureSpec &) = default;
};

/** What the GM asks of a session: a procedure and its inputs, keyed as its spec says. */
struct ProcedureCall
{
    std::string procedure;
    nlohmann::json input = nlohmann::json::object();
};

/** The spec of `key` in `procedure`, or nullptr. */
const InputSpec *findInput(const ProcedureSpec &procedure, std::string_view key);

/**
 * Checks `input` against `procedure`'s inputs: an object, no key it does not declare, every required key
 * present, each value of its kind and among its options or within its bounds (an absent key means its
 * `defaultValue`, which the module reads). Throws SessionError naming the key and what was expected.
 */
void checkInput(const ProcedureSpec &procedure, const nlohmann::json &input);

/**
 * Reads a command line's `--key value` pairs into an input for `procedure`: Units and Choices take
 * comma-separated ids, Flag takes no value, Integer a whole number. Throws SessionError for an option the
 * procedure does not read or a malformed value; checkInput() is the caller's next step.
 */
nlohmann::json inputFromOptions(const ProcedureSpec &procedure, const std::vector<std::string> &options);

/** `--key` for an input key (`to_hex` → `--to-hex`). */
std::string optionName(std::string_view key);

} // namespace arbitre
