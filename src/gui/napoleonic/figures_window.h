// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/dice.h"
#include "arbitre/napoleonic/figures_session.h"

#include "table_panel_window.h"
#include <QVector>

#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTabWidget;
class QTextBrowser;
class QVBoxLayout;

namespace arbitre::gui {

class Autosaver;
class DiceEntry;
class ModifierTicks;
class FiguresDocument;
class SightPicker;

/** The figure-rules window's own words: procedure names and the tables an event read (the events are the session's). */
namespace figures_text {
/** A procedure's name in the app's language. */
QString procedureName(napoleonic::FiguresProcedure procedure);
/**
 * The whole table an event read, as an HTML table with the cell it used highlighted, under `title` (the
 * table's name as the session words it).
 */
QString tableHtml(const napoleonic::FiguresScenario &scenario, const Event &event, const QString &title);
/** The colour of the highlighted cell in tableHtml. */
inline constexpr const char *HighlightColour = "#f4c430";
} // namespace figures_text

/**
 * The Napoleonic view of a napoleonic-figures session: each side's units with their figures,
 * formation, pace and state; the table panel where the GM picks a procedure, the acting and target
 * units, ticks the modifiers (grouped as in the ruleset), types or rolls each die and previews the
 * result, table and cell before confirming it; the log. It holds no rules: the preview is the
 * session's own procedure resolved on a copy of the units.
 */
class FiguresWindow : public TablePanelWindow
{
    Q_OBJECT

public:
    FiguresWindow(std::unique_ptr<FiguresDocument> document, WindowHost &host, QWidget *parent = nullptr);
    ~FiguresWindow() override;

    FiguresDocument *document() const { return m_document; }

    // The table panel's inputs, as the GM sets them.
    void setProcedure(napoleonic::FiguresProcedure procedure);
    void setActingUnit(const QString &id);
    void setTargetUnit(const QString &id); /**< "" = none */
    QString actingUnit() const;
    QString targetUnit() const; /**< "" = none */
    /** The units the target list offers now, by id ("" for none first). */
    QStringList targetChoices() const;
    /** The dice typed now, 0 for a die left to Arbitre. */
    std::vector<int> typedDice() const;
    /** Ticks or clears a modifier of the procedure's list; false when the list has no such id. */
    bool setModifier(const QString &id, bool ticked, int amount = 1);
    /** M15: ticks or clears one of the infantry's parameters; false when it is not offered. */
    bool setTargetModifier(const QString &id, bool ticked);
    void setDie(int value) { setDieAt(0, value); } /**< 0 = rolled by Arbitre */
    /** Types die `index` of the procedure (0 = rolled by Arbitre); false when it reads no such die. */
    bool setDieAt(int index, int value);
    QStringList diePurposes() const; /**< the dice the procedure reads, in order, as the session names them */
    void setMoraleTest(const QString &test);
    /** M11: `unit` seen (or no longer) by the tester, counted at `box` ("" = its current box). */
    bool setInSight(const QString &unit, bool seen, const QString &box = {});
    void setPaToSpend(int pa);
    void setStepsFromObjective(int steps);
    void setThreatenedByCavalry(bool threatened);
    void setMeleeGeneral(bool engaged);
    bool setControlSituation(const QString &id, bool applies);
    void setFormationTo(const QString &to);
    void setMovePace(const QString &pace);
    bool setTerrain(const QString &id, bool crossed);
    void setBackwardStep(bool backward);
    /** The orders the panel sends to the session now. */
    napoleonic::FiguresOrders orders() const;

    /** Writes the battle log for players to `path` (HTML for .html/.htm, else Markdown) in the app's language. */
    bool exportLogTo(const QString &path);
    /** The GM's override of one unit value (docs/napoleonic-format.md), with its reason. */
    bool overrideUnit(const QString &unit, const QString &field, const QString &value, const QString &reason);

    QString logText() const;
    QTableWidget *unitsTable(int side) const { return m_units.value(side); }
    QTabWidget *tabs() const { return m_tabs; }

protected:
    void documentChanged(const DocumentChange &change) override;
    // The table panel's procedure, for TablePanelWindow's Preview and Confirm (figures_panel.cpp).
    std::optional<std::vector<int>> diceTyped() override;
    Shown previewWith(Dice &dice) const override;
    QString undoText() const override;
    void applyWith(Dice &dice, const QString &text) override;
    /** After Confirm: the dice emptied, no target, no modifier ticked; the acting unit stays. */
    void resetForm() override;
    void invalidatePreview() override;
    // The odds' procedure and input (figures_panel_odds.cpp).
    std::string oddsProcedure() const override;
    nlohmann::json oddsInput() const override;

private:
    FiguresDocument *m_document; /**< the window's document, as a figures table */
    QVector<QTableWidget *> m_units;
    QComboBox *m_procedure = nullptr;
    QComboBox *m_acting = nullptr;
    QComboBox *m_target = nullptr;
    ModifierTicks *m_ticks = nullptr;
    ModifierTicks *m_targetTicks = nullptr; /**< M15: the infantry's parameters */
    DiceEntry *m_diceEntry = nullptr;
    QComboBox *m_test = nullptr;
    SightPicker *m_sight = nullptr;
    QSpinBox *m_pa = nullptr;
    QSpinBox *m_steps = nullptr;
    QCheckBox *m_threatened = nullptr;
    QVector<QCheckBox *> m_situation; /**< by ControlSituations */
    QSpinBox *m_figures = nullptr;
    QCheckBox *m_general = nullptr;
    QCheckBox *m_fires = nullptr;
    QCheckBox *m_stops = nullptr;
    QComboBox *m_to = nullptr;
    QComboBox *m_pace = nullptr;
    QListWidget *m_terrains = nullptr;
    QCheckBox *m_backward = nullptr;
    QFormLayout *m_form = nullptr;
    QPushButton *m_previewButton = nullptr;
    QPushButton *m_confirmButton = nullptr;
    QTextBrowser *m_log = nullptr;
    QTabWidget *m_tabs = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;

    QWidget *createUnitsPanel();
    QWidget *createTablePanel();
    // The table panel's parts (figures_panel.cpp, figures_panel_options.cpp).
    QWidget *createInputs();
    void createUnitPickers(QWidget *content);
    void connectTablePanel();
    void createMenus();
    void createOptions(QWidget *parent);
    void createManoeuvreOptions(QWidget *parent);
    void connectOptions();
    void rebuildModifiers();
    void updateOptions();
    void updateDice();
    /** The target list: the units the procedure's spec offers the acting unit as a target (its enemies). */
    void refillTargets();
    /** A unit's name (its id when the scenario has no such unit, "" for ""). */
    QString unitName(const std::string &id) const;
    void refresh();
    void refreshUnits();
    void overrideDialog();
    napoleonic::FiguresProcedure currentProcedure() const;
};

} // namespace arbitre::gui
