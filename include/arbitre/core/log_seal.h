// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// What lets players trust a log (docs/verifiable-dice.md): virtual dice derived from a secret the log
// commits to before they are rolled, and a chain of hashes over every event.

#include "arbitre/core/dice.h"
#include "arbitre/core/digest.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre {

struct Event;

/** The GM's secret behind a session's virtual dice: 32 bytes from the operating system's random source. */
struct DiceSecret
{
    Digest bytes{};

    static DiceSecret fresh();
    /** The secret of `--seed N`: reproducible by anyone who knows N, so a log marks it public. */
    static DiceSecret fromPublicSeed(std::uint64_t seed);
    std::string hex() const { return toHex(bytes); }
    static std::optional<DiceSecret> fromHex(std::string_view hex);

    friend bool operator==(const DiceSecret &, const DiceSecret &) = default;
};

/** The commitment a log stores for `secret`: its SHA-256, which reveals nothing of the dice to come. */
std::string commitmentOf(const DiceSecret &secret);

/**
 * The virtual die at `position` among the dice of event `event`, a d`sides`: HMAC-SHA-256 keyed by the secret
 * over the die's place, mapped to the faces without bias (draws above the largest multiple of `sides` are
 * rejected and the next 64 bits taken).
 */
int deriveDie(const DiceSecret &secret, std::size_t event, std::size_t position, int sides);

/** One commitment of a log: the secret behind the virtual dice of events `from` onwards (until the next one). */
struct DiceCommitment
{
    std::size_t from = 0;
    std::string commitment;           /**< commitmentOf(secret), 64 hexadecimal digits */
    std::optional<DiceSecret> secret; /**< the GM's copy holds it; a players' copy only once revealed */
    bool revealed = false;            /**< the GM has published the secret: exports may carry it */
    bool publicSeed = false;          /**< the secret came from a seed given on the command line (--seed) */

    friend bool operator==(const DiceCommitment &, const DiceCommitment &) = default;
};

/** What a log carries besides its events to be checked: its commitments and, as read, its chain. */
struct LogSeal
{
    std::vector<DiceCommitment> commitments;
    /** Events logged before the log was chained (by a version of Arbitre without hashes): not verifiable. */
    std::size_t sealedFrom = 0;

    // As read from a file (empty for a log built in memory); written anew on every save.
    std::string rulesetHash;         /**< of the ruleset the log was played with */
    std::string scenarioHash;        /**< of the scenario part of the file */
    std::vector<std::string> hashes; /**< per chained event, from sealedFrom */

    /** The commitment covering event `index`, or nullptr (an event played before any). */
    const DiceCommitment *commitmentAt(std::size_t index) const;

    friend bool operator==(const LogSeal &a, const LogSeal &b)
    {
        return a.commitments == b.commitments && a.sealedFrom == b.sealedFrom;
    }
};

/** The hash a chain starts from: the ruleset's and the scenario's. */
std::string chainGenesis(std::string_view rulesetHash, std::string_view scenarioHash);
/** The hash of `event` following `previous`, under the commitment in force (empty: none). */
std::string eventHash(std::string_view previous, std::string_view commitment, const Event &event);
/** The first 8 hexadecimal digits of a hash, grouped to be read aloud at the table: "3f9a c210". */
std::string shortHash(std::string_view hash);

/**
 * Virtual dice nobody can predict from the log: each die is deriveDie(secret, event, position), where the
 * event is the one about to be logged and the position the die's place among its dice. The same event
 * played again (after an undo, or first in a preview) gets the same dice, so undoing never rerolls.
 */
class CommittedDice final : public Dice
{
public:
    CommittedDice(DiceSecret secret, std::function<std::size_t()> eventIndex)
        : m_secret(secret), m_eventIndex(std::move(eventIndex))
    {}

    int roll(int sides) override;
    int rollAt(std::size_t position, int sides) override;
    DieSource source() const override { return DieSource::Seeded; }

private:
    DiceSecret m_secret;
    std::function<std::size_t()> m_eventIndex;
    std::size_t m_event = static_cast<std::size_t>(-1); /**< for roll(): the event its count belongs to */
    std::size_t m_count = 0;
};

} // namespace arbitre
