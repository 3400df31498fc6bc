// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/umbra/session.h"

#include <vector>

namespace arbitre::umbra::detail {

/** A die source that records every value it hands out, with its source, for the log. */
class RecordingDice final : public Dice
{
public:
    explicit RecordingDice(Dice &inner) : m_inner(inner) {}
    int roll(int sides) override
    {
        const int value = m_inner.roll(sides);
        m_rolls.push_back(DieRoll{sides, value, m_inner.source(), {}});
        return value;
    }
    DieSource source() const override { return m_inner.source(); }
    std::vector<DieRoll> &rolls() { return m_rolls; }

private:
    Dice &m_inner;
    std::vector<DieRoll> m_rolls;
};

/** The dice of a logged event, replayed in order; a die of the wrong size is a corrupt log. */
class ReplayDice final : public Dice
{
public:
    explicit ReplayDice(const std::vector<DieRoll> &rolls) : m_rolls(rolls) {}
    int roll(int sides) override;
    DieSource source() const override { return m_next > 0 ? m_rolls[m_next - 1].source : DieSource::Scripted; }
    bool exhausted() const { return m_next == m_rolls.size(); }

private:
    const std::vector<DieRoll> &m_rolls;
    std::size_t m_next = 0;
};

/** Storage behind a ResolutionDecisions (it holds spans). */
struct DecodedOrders
{
    std::vector<MemberRef> allocation;
    std::vector<PostRollRequest> postRoll;
    std::vector<ContournementAim> contournement;
    ResolutionDecisions decisions;
};

/** Resolves ids against the state; throws SessionError on an unknown id. */
DecodedOrders decodeOrders(const UmbraRuleset &rules, const BattleState &state, const ConfrontationOrders &orders);

nlohmann::json ordersToJson(const ConfrontationOrders &orders);
ConfrontationOrders ordersFromJson(const UmbraRuleset &rules, const nlohmann::json &json);

} // namespace arbitre::umbra::detail
