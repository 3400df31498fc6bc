// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/dice.h"
#include "arbitre/core/session.h"
#include "common/document_window.h"
#include "common/procedure_dice.h"

#include <QString>

#include <cstdint>
#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QTextBrowser;
class QTreeWidget;

namespace arbitre::gui {

class DiceEntry;
class OddsPanel;
class ProcedureForm;
class WindowHost;

/**
 * The window of any rule system from the session contract alone: each side's units with their
 * attributes, a procedure panel — the procedure, a form built from the inputs it declares, the dice it
 * reads (typed from the table, or left for Arbitre to roll), the preview in the rules' words — and the
 * log. It holds no rule: every list, die and word comes from the session. A system without a GUI of its
 * own (the duel) is played in it.
 */
class ProcedureWindow : public DocumentWindow
{
    Q_OBJECT

public:
    ProcedureWindow(std::unique_ptr<Document> document, WindowHost &host, QWidget *parent = nullptr);
    ~ProcedureWindow() override;

    /** Test and screenshot hook: reproducible virtual dice. */
    void setDiceSeed(std::uint64_t seed);

    // The panel as the GM sets it (tests drive these).
    bool setProcedure(const QString &id);
    ProcedureForm *form() const { return m_form; }
    DiceEntry *diceEntry() const { return m_dice; }
    /** The odds of the procedure as set, before the roll. */
    OddsPanel *odds() const { return m_odds; }
    /** The preview shown (Markdown), or the reason there is none yet. */
    QString previewText() const;
    /** Plays the procedure as set, with the dice typed and Arbitre's for the rest. False (error shown) when refused. */
    bool confirm();
    QTreeWidget *units() const { return m_units; }
    QTextBrowser *logView() const { return m_log; }

protected:
    void documentChanged(const DocumentChange &change) override;

private:
    QComboBox *m_procedure = nullptr;
    QLabel *m_refusal = nullptr;
    ProcedureForm *m_form = nullptr;
    DiceEntry *m_dice = nullptr;
    QTextBrowser *m_preview = nullptr;
    QPushButton *m_confirm = nullptr;
    OddsPanel *m_odds = nullptr;
    QTreeWidget *m_units = nullptr;
    QTextBrowser *m_log = nullptr;
    /** Typed, then Arbitre's: the preview reads a copy, so Confirm rolls exactly what the preview showed. */
    ProcedureDice m_rolls;
    bool m_updating = false;

    QWidget *createProcedurePanel();
    ProcedureCall currentCall() const;
    void fillProcedures();
    void refreshSpec();
    void refreshPreview();
    void refreshOdds(const ProcedureSpec &spec);
    void refreshUnits();
    void refreshLog();
};

} // namespace arbitre::gui
