// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/log_text.h"
#include "arbitre/napoleonic/ve_session.h"
#include "common/logged_document.h"

#include <memory>

namespace arbitre::gui {

/**
 * An open Vive l'Empereur ! session: its VeSession, the undo stack and the file. Every procedure
 * applied and every override is one logged event and one undo step.
 */
class VeDocument : public LoggedDocument
{
    Q_OBJECT

public:
    /**
     * Opens `path` if it is a vive-l-empereur scenario or saved session; nullptr when it is a file of
     * another rule system. Throws DocumentError with the loader's message when it cannot be read.
     */
    static std::unique_ptr<VeDocument> open(const QString &path);
    ~VeDocument() override;

    const napoleonic::VeSession &session() const { return *m_session; }
    const napoleonic::VeRuleset &ruleset() const { return m_session->ruleset(); }
    const napoleonic::VeScenario &scenario() const { return m_session->scenario(); }
    const napoleonic::VeState &state() const { return m_session->state(); }

    QString title() const override;
    nlohmann::json toJson(const QString &path) const override;

    /** What `procedure` would log, resolved on a copy of the state: nothing changes. Throws DocumentError. */
    Event preview(napoleonic::VeProcedure procedure, const napoleonic::VeOrders &orders, Dice &dice) const;
    /** Applies a procedure: one event, one undo step named `text`. Throws DocumentError; nothing changes then. */
    void apply(napoleonic::VeProcedure procedure, const napoleonic::VeOrders &orders, Dice &dice, const QString &text);
    /** The players' battle log to `path` (HTML for .html/.htm, else Markdown). Throws DocumentError. */
    void exportLog(const QString &path, LogLanguage language) const;

private:
    VeDocument(std::shared_ptr<const napoleonic::VeScenario> scenario, QString path);

    void dropLastEvent() override { m_session->undo(); }
    void appendEvent(const Event &event) override { m_session->append(event); }

    std::unique_ptr<napoleonic::VeSession> m_session;
};

} // namespace arbitre::gui
