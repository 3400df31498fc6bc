// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/log_text.h"
#include "arbitre/napoleonic/figures_session.h"
#include "common/logged_document.h"

#include <memory>

namespace arbitre::gui {

/**
 * An open napoleonic-figures session: its FiguresSession, the undo stack and the file. Every
 * procedure applied and every override is one logged event and one undo step.
 */
class FiguresDocument : public LoggedDocument
{
    Q_OBJECT

public:
    /**
     * Opens `path` if it is a napoleonic-figures scenario; nullptr when it is a file of another rule
     * system. Throws DocumentError with the loader's message when it cannot be read.
     */
    static std::unique_ptr<FiguresDocument> open(const QString &path);
    ~FiguresDocument() override;

    const napoleonic::FiguresSession &session() const { return *m_session; }
    const napoleonic::FiguresRuleset &ruleset() const { return m_session->ruleset(); }
    const napoleonic::FiguresScenario &scenario() const { return m_session->scenario(); }
    const napoleonic::FiguresState &state() const { return m_session->state(); }

    QString title() const override;
    nlohmann::json toJson(const QString &path) const override;

    /**
     * What `procedure` would log, resolved on a copy of the units: nothing changes. Throws
     * DocumentError with the rules' refusal.
     */
    Event preview(napoleonic::FiguresProcedure procedure, const napoleonic::FiguresOrders &orders, Dice &dice) const;
    /** Applies a procedure: one event, one undo step named `text`. Throws DocumentError; nothing changes then. */
    void apply(napoleonic::FiguresProcedure procedure, const napoleonic::FiguresOrders &orders, Dice &dice,
               const QString &text);

    /** Writes the battle log for players (NF-M7): one HTML page for .html/.htm, Markdown otherwise. Throws
     * DocumentError. */
    void exportLog(const QString &path, LogLanguage language) const;

private:
    FiguresDocument(std::shared_ptr<const napoleonic::FiguresScenario> scenario, QString path);

    void dropLastEvent() override { m_session->undo(); }
    void appendEvent(const Event &event) override { m_session->append(event); }

    std::unique_ptr<napoleonic::FiguresSession> m_session;
};

} // namespace arbitre::gui
