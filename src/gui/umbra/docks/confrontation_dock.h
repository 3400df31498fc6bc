// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDockWidget>
#include <QPointer>

#include "arbitre/umbra/turn_draft.h"

class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QTextBrowser;
class QVBoxLayout;

namespace arbitre::gui {

class UmbraDocument;
struct DocumentChange;

/**
 * The confrontations of the turn being resolved (UD-83–UD-98): for the one chosen, both sides' Force
 * with every term and rule id, the table and why, who rolls; dice rolled by Arbitre (Roll) or typed
 * from the table (a digit key, 0 for 10); the draws against the table with the row highlighted; the
 * post-roll skills the rules allow; the loss allocation. Every gesture is an undoable document command.
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
    QPointer<UmbraDocument> m_document;
    QComboBox *m_choice = nullptr;
    QTextBrowser *m_view = nullptr;
    QPushButton *m_roll = nullptr;
    QPushButton *m_takeBack = nullptr;
    QLabel *m_hint = nullptr;
    QGroupBox *m_postRoll = nullptr;
    QVBoxLayout *m_postRollLayout = nullptr;
    QPushButton *m_allocate = nullptr;
    QPushButton *m_override = nullptr;
    QPushButton *m_resolve = nullptr;
    QLabel *m_error = nullptr;

    void refresh();
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
