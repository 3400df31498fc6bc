// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/pm/session.h"
#include "common/document.h"

#include <memory>

namespace arbitre::gui {

/**
 * An open PM battle: its PmSession, the undo stack and the file. Every action (a phase, the
 * decisions, an override) is one logged event and one undo step; the window only sends these.
 */
class PmDocument : public Document
{
    Q_OBJECT

public:
    explicit PmDocument(std::unique_ptr<pm::PmSession> session, QString path);
    ~PmDocument() override;

    const pm::PmSession &session() const { return sessionAs<pm::PmSession>(); }
    const pm::PmRuleset &ruleset() const { return session().ruleset(); }
    const pm::PmBattle &battle() const { return session().battle(); }
    const pm::BattleState &state() const { return session().state(); }

    /** Plays a phase (PM-M1). Throws DocumentError with the rules' refusal; nothing changes then. */
    void playPhase(Dice &dice, const pm::PhaseOrders &orders);
    void decide(const pm::PhaseDecisions &decisions);
    void overrideState(const pm::StateOverride &change);
};

} // namespace arbitre::gui
