// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/log_text.h"
#include "arbitre/napoleonic/figures_session.h"
#include "common/document.h"

#include <memory>

namespace arbitre::gui {

/**
 * An open napoleonic-figures session: its FiguresSession, the undo stack and the file. Every
 * procedure applied and every override is one logged event and one undo step.
 */
class FiguresDocument : public Document
{
    Q_OBJECT

public:
    FiguresDocument(std::unique_ptr<napoleonic::FiguresSession> session, QString path);
    ~FiguresDocument() override;

    const napoleonic::FiguresSession &session() const { return sessionAs<napoleonic::FiguresSession>(); }
    const napoleonic::FiguresRuleset &ruleset() const { return session().ruleset(); }
    const napoleonic::FiguresScenario &scenario() const { return session().scenario(); }
    const napoleonic::FiguresState &state() const { return session().state(); }

    using Document::preview;

    /**
     * What `procedure` would log, resolved on a copy of the units: nothing changes. Throws
     * DocumentError with the rules' refusal.
     */
    Event preview(napoleonic::FiguresProcedure procedure, const napoleonic::FiguresOrders &orders, Dice &dice) const;
    /** Applies a procedure: one event, one undo step named `text`. Throws DocumentError; nothing changes then. */
    void apply(napoleonic::FiguresProcedure procedure, const napoleonic::FiguresOrders &orders, Dice &dice,
               const QString &text);
};

} // namespace arbitre::gui
