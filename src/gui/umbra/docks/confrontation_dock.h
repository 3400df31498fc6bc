// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDockWidget>
#include <QPointer>

#include "arbitre/umbra/turn_draft.h"

#include <nlohmann/json.hpp>

class QComboBox;
class QGroupBox;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QStackedWidget;
class QTextBrowser;
class QVBoxLayout;

namespace arbitre::gui {

class OddsPanel;
class UmbraDocument;
struct DocumentChange;

/**
 * The confrontations of the turn being resolved (UD-83–UD-98): for the one chosen, both sides' Force
 * with every term and rule id, the table and why, who rolls; dice rolled by Arbitre (Roll) or typed
 * from the table (a digit key, 0 for 10); the draws against the table with the row highlighted; the
 * post-roll skills the rules allow; the loss allocation. In place of the resolution, at the press of Odds, the odds
 * of the turn before the roll (OddsPanel), computed only while shown. Every gesture is an undoable document command.
 */
class ConfrontationDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit ConfrontationDock(QWidget *parent = nullptr);

    void setDocument(UmbraDocument *document);
    /** The confrontation shown (index in the state), −1 when none is fought. */
    int current() const;
    void showConfrontation(int confrontation);
    /** Types a die for the confrontation shown, as the digit keys do (0 means 10). */
    void enterDie(int value);
    void rollDie();
    QTextBrowser *view() const { return m_view; }
    /** The odds of the turn as the draft stands, before the roll (issue 22). */
    OddsPanel *odds() const { return m_odds; }
    /** Shows the odds (true) or the resolution (false) in the dock's view, as the Odds button does. */
    void showOdds(bool shown);
    QString errorText() const;

Q_SIGNALS:
    /** The GM asks for the loss allocation dialog of a confrontation. */
    void allocationRequested(int confrontation);
    /** The GM asks to override a total, the table or the roller (UD-M5). */
    void overrideRequested(int confrontation);
    void resolveRequested();

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    QHBoxLayout *createDiceRow(QWidget *body);
    QHBoxLayout *createActionRow(QWidget *body);

    QPointer<UmbraDocument> m_document;
    QComboBox *m_choice = nullptr;
    QStackedWidget *m_stack = nullptr;
    QTextBrowser *m_view = nullptr;
    OddsPanel *m_odds = nullptr;
    QPushButton *m_roll = nullptr;
    QPushButton *m_showOdds = nullptr;
    QPushButton *m_takeBack = nullptr;
    QLabel *m_hint = nullptr;
    QGroupBox *m_postRoll = nullptr;
    QVBoxLayout *m_postRollLayout = nullptr;
    QPushButton *m_allocate = nullptr;
    QPushButton *m_override = nullptr;
    QPushButton *m_resolve = nullptr;
    QLabel *m_error = nullptr;

    void refresh();
    void refreshOdds(const umbra::TurnDraft *draft);
    void showError(const QString &message);
    void togglePostRoll(int draw, const std::string &side, int skill, bool on);
    /** Changes the shown confrontation's decisions; a refusal is shown and the panel redrawn. */
    void setOrders(const umbra::ConfrontationOrders &orders);
    /** Discipline spending, Contournement aims and Vision stratégique for the confrontation shown. */
    void addSkillChoices(const umbra::DraftConfrontation &item);
    void addDisciplineSpending(const umbra::DraftConfrontation &item, int slot, const umbra::Side &side);
    void addContournementAims(const umbra::DraftConfrontation &item, int slot, const umbra::Side &side);
    void addVisionStrategique(const umbra::DraftConfrontation &item);
};

} // namespace arbitre::gui
