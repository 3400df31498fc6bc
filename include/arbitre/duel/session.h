// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/session.h"
#include "arbitre/duel/duel.h"

#include <memory>

namespace arbitre::duel {

/**
 * A duel being played: one `duel.attack` event per attack, with its input (attacker, target, ticked
 * modifiers), its die and its result. Opening replays the log and refuses one that does not reproduce its
 * results or whose `state` snapshot disagrees with it.
 */
class DuelSession final : public Session
{
public:
    /** Replays the scenario's log. Throws SessionError (with the event's index). */
    explicit DuelSession(std::shared_ptr<const DuelScenario> scenario);

    const DuelScenario &duel() const { return *m_scenario; }
    const DuelState &state() const { return m_state; }

    const Scenario &scenario() const override { return *m_scenario; }
    const Ruleset &ruleset() const override { return *m_scenario->ruleset; }
    std::string title() const override { return m_scenario->name; }
    const EventLog &log() const override { return m_log; }
    StateView view() const override;

    std::vector<ProcedureSpec> procedures() const override;
    ProcedureSpec procedure(std::string_view id, const nlohmann::json &input) const override;
    const Event &play(const ProcedureCall &call, Dice &dice) override;
    void append(const Event &event) override;
    void truncate(std::size_t events) override;
    std::unique_ptr<Session> clone() const override { return std::make_unique<DuelSession>(*this); }

    nlohmann::json toJson(const std::filesystem::path &destination) const override;
    std::string battleLog(LogFormat format, LogLanguage language) const override;
    std::string eventText(std::size_t index, LogLanguage language) const override;
    /** The row read (DU-3), the wounds it dealt and whether the target falls (DU-4): not the die or the total. */
    nlohmann::json outcomeOf(const Event &event) const override;
    /** "Hit: 1 wound dealt (DU-3). Renaud falls (DU-4).": the row read and what it did, without the die. */
    std::string outcomeText(const Event &event, LogLanguage language) const override;

protected:
    EventLog &logToSeal() override { return m_log; }

private:
    std::shared_ptr<const DuelScenario> m_scenario;
    DuelState m_state;
    EventLog m_log;

    /** The event an attack makes on `state`, which it changes. Throws SessionError when the rules refuse it. */
    Event attack(const nlohmann::json &input, Dice &dice, DuelState &state) const;
};

} // namespace arbitre::duel
