// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/pm/session.h"
#include "common/logged_document.h"

#include <memory>

namespace arbitre::gui {

/**
 * An open PM battle: its PmSession, the undo stack and the file. Every action (a phase, the
 * decisions, an override) is one logged event and one undo step; the window only sends these.
 */
class PmDocument : public LoggedDocument
{
    Q_OBJECT

public:
    /**
     * Opens `path` if it is a PM battle; nullptr when it is a file of another rule system. Throws
     * DocumentError with the loader's message (file:line:col: pointer: what) when it cannot be read.
     */
    static std::unique_ptr<PmDocument> open(const QString &path);
    ~PmDocument() override;

    const pm::PmSession &session() const { return *m_session; }
    const pm::PmRuleset &ruleset() const { return m_session->ruleset(); }
    const pm::PmBattle &battle() const { return m_session->battle(); }
    const pm::BattleState &state() const { return m_session->state(); }

    QString title() const override;
    nlohmann::json toJson(const QString &path) const override;

    /** Plays a phase (PM-M1). Throws DocumentError with the rules' refusal; nothing changes then. */
    void playPhase(Dice &dice, const pm::PhaseOrders &orders);
    void decide(const pm::PhaseDecisions &decisions);
    void overrideState(const pm::StateOverride &change);

    /** Writes the battle log for players: HTML when `path` ends in .html, else Markdown. */
    void exportLog(const QString &path) const;

private:
    PmDocument(std::shared_ptr<const pm::PmBattle> battle, QString path);
    void push(const QString &text);
    void dropLastEvent() override { m_session->undo(); }
    void appendEvent(const Event &event) override { m_session->append(event); }

    std::unique_ptr<pm::PmSession> m_session;
};

} // namespace arbitre::gui
