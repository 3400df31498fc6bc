// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/log_text.h"
#include "arbitre/napoleonic/ve_session.h"
#include "common/document.h"

#include <memory>

namespace arbitre::gui {

/**
 * An open Vive l'Empereur ! session: its VeSession, the undo stack and the file. Every procedure
 * applied and every override is one logged event and one undo step.
 */
class VeDocument : public Document
{
    Q_OBJECT

public:
    VeDocument(std::unique_ptr<napoleonic::VeSession> session, QString path);
    ~VeDocument() override;

    const napoleonic::VeSession &session() const { return sessionAs<napoleonic::VeSession>(); }
    const napoleonic::VeRuleset &ruleset() const { return session().ruleset(); }
    const napoleonic::VeScenario &scenario() const { return session().scenario(); }
    const napoleonic::VeState &state() const { return session().state(); }

    using Document::preview;

    /**
     * What `procedure` would log, played on a copy of the session: the event and its text in the session's own
     * words (its eventText in `language`), as the log will show it. Nothing changes. Throws DocumentError with
     * the rules' refusal.
     */
    Preview preview(napoleonic::VeProcedure procedure, const napoleonic::VeOrders &orders, Dice &dice,
                    LogLanguage language) const;
    /** Applies a procedure: one event, one undo step named `text`. Throws DocumentError; nothing changes then. */
    void apply(napoleonic::VeProcedure procedure, const napoleonic::VeOrders &orders, Dice &dice, const QString &text);
};

} // namespace arbitre::gui
