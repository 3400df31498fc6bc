// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/odds.h"
#include "arbitre/core/session.h"

#include <QString>
#include <QWidget>

#include <functional>
#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QTextBrowser;
class QTimer;

namespace arbitre::gui {

/**
 * The odds of the procedure a panel sets up, before the roll, for any rule system (odds.h): a bar per outcome
 * with its percentage in the rules' words, the expected numbers with their spread, and a what-if — any modifier
 * the procedure offers, ticked or unticked — shown beside the current odds. It reads copies of the session and
 * never changes it; nothing of it goes into the log.
 *
 * The odds are computed only while the panel is shown, a moment after the last change (a GM typing a number
 * does not wait for each keystroke's odds); a hidden panel (a tab not chosen) computes nothing until it is
 * shown or asked for its rows.
 */
class OddsPanel : public QWidget
{
    Q_OBJECT

public:
    /** `session` gives the session the odds are computed on, as the document holds it now. */
    explicit OddsPanel(std::function<const Session &()> session, QWidget *parent = nullptr);

    /**
     * The bounds the panel computes within, so that it stays instant: exact up to 20,000 face sequences, else
     * 4,000 seeded plays (the PM phase); in the app's language.
     */
    static OddsOptions options();

    /** The odds of `call` (nothing: the panel says `why` there are none), computed when the panel is shown. */
    void setCall(const std::optional<ProcedureCall> &call, const QString &why = {});
    /**
     * The odds of `procedure` with what a module's panel has set, keyed as its spec declares: the keys the spec
     * does not declare now and the empty values (no text, no id, nothing ticked, a flag down) are left out. No
     * odds when the rules refuse the procedure now or an input it requires is missing (the panel says which).
     */
    void setInput(const std::string &procedure, const nlohmann::json &input);
    /** The call whose odds are shown, or nothing. */
    const std::optional<ProcedureCall> &call() const { return m_call; }

    /** The outcomes shown, as the GM reads them (tests). */
    struct Row
    {
        QString text;
        double probability = 0;
        std::optional<double> whatIf; /**< with the what-if's modifier toggled */
    };
    /** The outcomes of the call as set (computed now if they were waiting for the panel to be shown). */
    std::vector<Row> rows() const;
    /** Toggles `modifier` for the what-if column; an empty id, or one the procedure does not offer, clears it. */
    bool setWhatIf(const QString &modifier);
    QString summary() const;
    /** Whether odds wait to be computed (the panel hidden, or the last change a moment ago). */
    bool pending() const { return m_pending; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    QLabel *m_summary = nullptr;
    QComboBox *m_whatIf = nullptr;
    QTextBrowser *m_view = nullptr;
    std::function<const Session &()> m_session;
    QTimer *m_delay = nullptr;
    std::optional<ProcedureCall> m_call;
    QString m_why;
    // The odds are a cache of the call's: computed on demand, also from const readers (rows(), summary()).
    mutable std::optional<Odds> m_odds;
    mutable std::optional<Odds> m_toggled;
    mutable bool m_added = false;
    mutable bool m_pending = false;

    void fillWhatIf();
    /** Computes the odds now if they wait to be, and shows them. */
    void settle() const;
    /** Marks the odds stale: computed after a moment if the panel is shown, else when it is. */
    void schedule();
    void compute() const;
    void show() const;
};

} // namespace arbitre::gui
