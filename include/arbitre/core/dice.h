// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre {

/** Where a die value came from: the log says which, so players can trust it. */
enum class DieSource : std::uint8_t
{
    Seeded,   /**< drawn by Arbitre from a reproducible seed */
    Scripted, /**< taken from a given list (tests, replays, --dice) */
    Entered,  /**< typed by the GM from a physical die */
};

std::string_view dieSourceId(DieSource source); /**< "seeded", "scripted", "entered" */
bool parseDieSource(std::string_view id, DieSource &out);

/** One die roll as it goes into the log. */
struct DieRoll
{
    int sides = 0;
    int value = 0;
    DieSource source = DieSource::Seeded;
    std::string purpose; /**< e.g. "confrontation c1, turn 2, draw 1" */

    friend bool operator==(const DieRoll &, const DieRoll &) = default;
};

/** Thrown when a scripted or entered source has no value left or a value does not fit the die. */
class DiceError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/**
 * A source of die values. Rolling allocates nothing: the resolution path calls roll() and keeps
 * the value; the caller turns values into DieRoll records when it writes the log.
 */
class Dice
{
public:
    virtual ~Dice() = default;

    /** A value in [1, sides]. Throws DiceError when a scripted/entered source is exhausted or wrong. */
    virtual int roll(int sides) = 0;
    /**
     * The die at `position` among the dice of the event being played. Sources that derive each die from its
     * place (CommittedDice) use it; wrappers pass it on; the others roll the next value.
     */
    virtual int rollAt(std::size_t position, int sides)
    {
        (void)position;
        return roll(sides);
    }
    virtual DieSource source() const = 0;
};

/**
 * Reproducible pseudo-random dice: the same seed gives the same sequence on every machine and
 * compiler (SplitMix64 with rejection sampling; no std::*_distribution, whose output is
 * implementation-defined).
 */
class SeededDice final : public Dice
{
public:
    explicit SeededDice(std::uint64_t seed);

    int roll(int sides) override;
    DieSource source() const override { return DieSource::Seeded; }

    std::uint64_t state() const { return m_state; }

private:
    std::uint64_t m_state;
    std::uint64_t m_sides = 0;     /**< the die of the last roll… */
    std::uint64_t m_threshold = 0; /**< …and its rejection threshold: one division a roll rather than two */
    std::uint64_t next();
};

/** Values from a list, in order: `--dice 8,3`, tests and replays (Scripted), or the GM's typed dice (Entered). */
class ListDice final : public Dice
{
public:
    explicit ListDice(std::vector<int> values, DieSource source = DieSource::Scripted);
    /**
     * Each value with its own source: the app's turn where the GM typed some dice and let Arbitre
     * roll others. source() is then the source of the die last handed out.
     */
    ListDice(std::vector<int> values, std::vector<DieSource> sources);

    int roll(int sides) override;
    DieSource source() const override;

    std::size_t remaining() const { return m_values.size() - m_next; }
    std::size_t used() const { return m_next; }

private:
    std::vector<int> m_values;
    std::size_t m_next = 0;
    DieSource m_source;
    std::vector<DieSource> m_sources; /**< per value, or empty: m_source for all */
};

/**
 * The GM's typed faces first, in order, then another source's: "typed at the table, rolled by Arbitre
 * for the rest". A typed 0 leaves that die to the other source. Every value handed out is kept with its
 * source, so that a preview's dice can be played again exactly (ListDice over values() and sources()).
 */
class TypedDice final : public Dice
{
public:
    TypedDice(std::vector<int> typed, Dice &then) : m_typed(std::move(typed)), m_then(then) {}

    /** Throws DiceError for a typed value that does not fit the die, and whatever the other source throws. */
    int roll(int sides) override { return rollAt(m_values.size(), sides); }
    int rollAt(std::size_t position, int sides) override;
    DieSource source() const override { return m_source; }

    const std::vector<int> &values() const { return m_values; }
    const std::vector<DieSource> &sources() const { return m_sources; }
    /** How many typed values were read (0s included). */
    std::size_t typedUsed() const { return std::min(m_values.size(), m_typed.size()); }

private:
    std::vector<int> m_typed;
    Dice &m_then;
    std::vector<int> m_values;
    std::vector<DieSource> m_sources;
    DieSource m_source = DieSource::Entered;
};

/**
 * A face for every die a procedure asks for, to see how many dice it reads and what each is for before
 * they are rolled: the typed value when it fits the die, else 1. Never throws.
 */
class ProbeDice final : public Dice
{
public:
    explicit ProbeDice(std::vector<int> typed = {}) : m_typed(std::move(typed)) {}
    int roll(int sides) override;
    DieSource source() const override { return DieSource::Scripted; }

    /** The sides of every die asked for, in order. */
    const std::vector<int> &asked() const { return m_asked; }

private:
    std::vector<int> m_typed;
    std::vector<int> m_asked;
};

/** Parses "8,3,10" into values; throws DiceError on anything else. */
std::vector<int> parseDiceList(std::string_view text);

/** A seed from the operating system's random source, for virtual dice nobody can choose. */
std::uint64_t randomSeed();

} // namespace arbitre
