// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/log_text.h"
#include "arbitre/napoleonic/figures_session.h"
#include "common/document.h"

#include <memory>

namespace arbitre::gui {

/** A figures procedure played on a copy: the event, its text as the log will word it, the table it read. */
struct FiguresPreview : Preview
{
    std::string table;                 /**< the table's name in the log's language, with its rule id; "" when none */
    std::vector<std::string> purposes; /**< what each die is for, in the log's language */
};

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
    /**
     * The same played on a copy of the session, with the event in the session's own words (its eventText in
     * `language`), as the log will show it. Throws DocumentError with the rules' refusal.
     */
    FiguresPreview preview(napoleonic::FiguresProcedure procedure, const napoleonic::FiguresOrders &orders, Dice &dice,
                           LogLanguage language) const;
    /** Applies a procedure: one event, one undo step named `text`. Throws DocumentError; nothing changes then. */
    void apply(napoleonic::FiguresProcedure procedure, const napoleonic::FiguresOrders &orders, Dice &dice,
               const QString &text);
};

} // namespace arbitre::gui
