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

namespace arbitre::gui {

/**
 * The odds of the procedure a panel sets up, before the roll, for any rule system (odds.h): a bar per outcome
 * with its percentage in the rules' words, the expected numbers with their spread, and a what-if — any modifier
 * the procedure offers, ticked or unticked — shown beside the current odds. It reads copies of the session and
 * never changes it; nothing of it goes into the log.
 */
class OddsPanel : public QWidget
{
    Q_OBJECT

public:
    /** `session` gives the session the odds are computed on, as the document holds it now. */
    explicit OddsPanel(std::function<const Session &()> session, QWidget *parent = nullptr);

    /** The odds of `call` (nothing: the panel says `why` there are none). */
    void setCall(const std::optional<ProcedureCall> &call, const QString &why = {});

    /** The outcomes shown, as the GM reads them (tests). */
    struct Row
    {
        QString text;
        double probability = 0;
        std::optional<double> whatIf; /**< with the what-if's modifier toggled */
    };
    std::vector<Row> rows() const;
    /** Toggles `modifier` for the what-if column; an empty id, or one the procedure does not offer, clears it. */
    bool setWhatIf(const QString &modifier);
    QString summary() const;

private:
    QLabel *m_summary = nullptr;
    QComboBox *m_whatIf = nullptr;
    QTextBrowser *m_view = nullptr;
    std::function<const Session &()> m_session;
    std::optional<ProcedureCall> m_call;
    std::optional<Odds> m_odds;
    std::optional<Odds> m_toggled;
    bool m_added = false;

    void fillWhatIf();
    void compute();
    void show();
};

} // namespace arbitre::gui
