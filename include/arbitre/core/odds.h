// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Odds before the roll, for any procedure of any rule system (issue 22): the distribution of what a call would
// log, over every die it would read, computed on copies of the session through the Session contract alone.

#include "arbitre/core/dice.h"
#include "arbitre/core/log_text.h"
#include "arbitre/core/procedure_spec.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace arbitre {

class Session;

/**
 * Dice that walk the tree of face sequences, an odometer over the path of dice a procedure reads. Each run of the
 * procedure reads the faces of the current leaf, discovering the dice (how many, their sides) as it rolls, so a
 * die whose need depends on an earlier face is enumerated too; next() then moves to the following leaf. A die read
 * again at a position already read in the same run (rollAt) gets the same face. Never throws for a die that fits.
 */
class FaceTreeDice final : public Dice
{
public:
    int roll(int sides) override;
    int rollAt(std::size_t position, int sides) override;
    DieSource source() const override { return DieSource::Scripted; }

    /** Starts a run over the current leaf's faces. */
    void begin();
    /** The probability of the leaf the last run reached: the product of 1/sides over the dice it read. */
    long double weight() const;
    /** How many dice the last run read. */
    std::size_t depth() const { return m_read; }
    /** Moves past the leaf the last run reached; false once every leaf has been visited. */
    bool next();
    /** The product of the sides of the dice the last run read: how many leaves share its shape. */
    double shapeCount() const;

private:
    struct Die
    {
        int sides;
        int face;
    };
    std::vector<Die> m_path;
    std::vector<std::pair<std::size_t, std::size_t>> m_positions; /**< position → index in m_path, this run */
    std::size_t m_read = 0;
    int take(int sides);
};

/** How odds are computed. */
struct OddsOptions
{
    std::size_t leafLimit = 200000; /**< the most leaves enumerated before seeded sampling takes over */
    std::size_t maxDice = 48;       /**< a play reading more dice (a roll-off that ties on) is sampled */
    std::size_t runs = 20000;       /**< plays sampled when the tree is too large */
    std::uint64_t seed = 22;        /**< the sampling's seed: the same odds on every machine */
    bool sample = false;            /**< sample even where enumeration would do (tests, comparisons) */
    LogLanguage language = LogLanguage::English;
};

/** One outcome: every leaf whose event has the same Session::outcomeOf(), or the same refusal. */
struct OddsOutcome
{
    std::string key;        /**< outcomeOf() as compact JSON, or "refused: …" */
    nlohmann::json outcome; /**< outcomeOf(), null for a refusal */
    std::string refusal;    /**< the rules' refusal for these dice, or empty */
    std::string text;       /**< Session::outcomeText(), or the refusal */
    std::string example;    /**< the event of its first leaf in the rules' words (Session::eventText) */
    double probability = 0;
    double standardError = 0; /**< 0 when exact; else sqrt(p(1−p)/runs) */
    std::size_t leaves = 0;   /**< leaves enumerated, or runs sampled, in it */
};

/** The expected value and spread of one number of the result (losses, wounds, a score), over the leaves holding it.
 */
struct OddsMoment
{
    std::string pointer; /**< JSON pointer into the event's result ("/sides/0/loss") */
    double mean = 0;
    double sd = 0;
    double presence = 1; /**< the probability that the result holds it at all */
};

/** The distribution of one procedure call's outcomes. */
struct Odds
{
    std::string procedure;
    nlohmann::json input;
    bool exact = true;
    std::size_t leaves = 0;  /**< leaves enumerated, or runs sampled */
    std::size_t maxDice = 0; /**< the most dice one play read */
    std::vector<OddsOutcome> outcomes;
    std::vector<OddsMoment> moments; /**< only the numbers that vary, or are not always there */
};

/**
 * The odds of `call` on `session`: every face sequence of the dice it reads enumerated (each leaf played on a copy
 * of the session, weighted by the product of 1/sides), grouped by the event's Session::outcomeOf(); beyond
 * `options.leafLimit` leaves or `options.maxDice` dice, `options.runs` plays with SeededDice instead, each outcome
 * with its standard error. A refusal for some dice is an outcome; a call refused whatever the dice (before any
 * die) throws that SessionError. The session is left as it was.
 */
Odds computeOdds(const Session &session, const ProcedureCall &call, const OddsOptions &options = {});

/**
 * `call` with `modifier` ticked if it is not and unticked if it is, in the Choices input offering it (`modifiers`
 * first). Throws SessionError when no Choices input of the procedure offers it. `added` says which way it went.
 */
ProcedureCall toggledCall(const Session &session, const ProcedureCall &call, std::string_view modifier,
                          bool *added = nullptr);

/** The odds as `arbitre-cli odds --json` prints them. */
nlohmann::json oddsToJson(const Odds &odds);

/** `value` with every member named in `keys` taken out, at any depth. */
nlohmann::json withoutKeys(const nlohmann::json &value, const std::vector<std::string_view> &keys);

} // namespace arbitre
