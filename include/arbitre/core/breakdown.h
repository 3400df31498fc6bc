// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace arbitre {

/**
 * One line of an explained total: `cavalerie 6 (UD-20)`, `fatigue −1 (UD-26)`.
 * Views point at static text or at strings owned by the loaded ruleset, so building a
 * breakdown allocates nothing.
 */
struct Term
{
    std::string_view ruleId; /**< "UD-26" */
    std::string_view label;  /**< ruleset id of what the term stands for ("cavalerie", "fatigue") */
    int value = 0;           /**< signed contribution */
    bool replaces = false;   /**< true when the term sets the running total instead of adding (floor, F 0) */
};

/**
 * A total with the terms that made it, in evaluation order. Fixed capacity, no allocation. The total is
 * summed in 64 bits, so no sum of int terms wraps: a total beyond ±MaxTotal is outOfRange(), for the
 * caller to refuse (docs/ruleset-authoring.md, "Limits").
 */
class Breakdown
{
public:
    static constexpr std::size_t Capacity = 24;
    /** The largest total in range: two totals in range differ by less than INT_MAX. */
    static constexpr std::int64_t MaxTotal = 1000000000;

    /** Adds a term; the total follows. Terms past capacity still count but are folded into the last line. */
    void add(std::string_view ruleId, std::string_view label, int value)
    {
        // Inline: it runs about 26 times a resolved turn and is a handful of stores; the call cost as much.
        m_total += value;
        if (m_size < Capacity) [[likely]] {
            store(m_terms[m_size++], ruleId, label, value, false);
            return;
        }
        foldAdd(value);
    }
    /** Sets the total to `value` (a floor or an override), recording the change as a term. */
    void set(std::string_view ruleId, std::string_view label, int value)
    {
        m_total = value;
        if (m_size < Capacity) [[likely]] {
            store(m_terms[m_size++], ruleId, label, value, true);
            return;
        }
        foldSet(value);
    }

    /**
     * Adds terms in a loop that knows they fit (no more than room() of them), keeping the running size and
     * total in registers instead of reloading them after each term's stores. The terms land in the
     * breakdown when the appender is passed to commit(); the result is that of add() term by term.
     */
    class Appender
    {
    public:
        void add(std::string_view ruleId, std::string_view label, int value)
        {
            store(*m_next++, ruleId, label, value, false);
            m_total += value;
        }

    private:
        friend class Breakdown;
        Appender(Term *next, std::int64_t total) : m_next(next), m_total(total) {}
        Term *m_next;
        std::int64_t m_total;
    };
    /** How many more terms fit before the last line folds them. */
    std::size_t room() const { return Capacity - m_size; }
    Appender appender() { return Appender(m_terms.data() + m_size, m_total); }
    void commit(const Appender &appender)
    {
        m_size = static_cast<std::size_t>(appender.m_next - m_terms.data());
        m_total = appender.m_total;
    }

    /** The total; one past ±MaxTotal when it is out of range. */
    int total() const { return static_cast<int>(std::clamp(m_total, -MaxTotal - 1, MaxTotal + 1)); }
    /** True when the total lies beyond ±MaxTotal: the terms are too many or too large to be a result. */
    bool outOfRange() const { return m_total > MaxTotal || m_total < -MaxTotal; }
    std::size_t size() const { return m_size; }
    const Term &operator[](std::size_t i) const { return m_terms[i]; }
    const Term *begin() const { return m_terms.data(); }
    const Term *end() const { return m_terms.data() + m_size; }
    void clear();

    /** `10 = cavalerie 6 (UD-20) − fatigue 1 (UD-26) + …` (for display and logs, allocates). */
    std::string explain() const;

private:
    // Member by member: building a Term and copying it made GCC 12 reload it from the stack in 16-byte
    // halves before the 8-byte stores had landed (a store-forwarding stall on every term).
    static void store(Term &term, std::string_view ruleId, std::string_view label, int value, bool replaces)
    {
        term.ruleId = ruleId;
        term.label = label;
        term.value = value;
        term.replaces = replaces;
    }
    void foldAdd(int value); /**< past capacity: the last line becomes "…" and absorbs the term */
    void foldSet(int value); /**< past capacity: the last line becomes "…" and the new total */

    std::array<Term, Capacity> m_terms{};
    std::size_t m_size = 0;
    std::int64_t m_total = 0;
};

} // namespace arbitre
