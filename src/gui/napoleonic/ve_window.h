// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/dice.h"
#include "arbitre/napoleonic/ve_session.h"

#include "table_panel_window.h"
#include <QVector>

#include <memory>
#include <optional>

class QBoxLayout;
class QCheckBox;
class QComboBox;
class QDockWidget;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTabWidget;
class QTextBrowser;
class QVBoxLayout;

namespace arbitre::gui {

class PanelLayout;

class Autosaver;
class VeDocument;
class VeMapView;

/**
 * The window of a Vive l'Empereur ! session: the hex map with the units, the line of sight and an
 * artillery unit's range; each side's units; the table panel where the GM picks a procedure, the
 * acting unit and its target (on the map or in a list), states the choices the orders need, types
 * or lets Arbitre roll the dice, previews the session's procedure on a copy and confirms it as one
 * logged, undoable event; the log. It holds no rules.
 */
class VeWindow : public TablePanelWindow
{
    Q_OBJECT

public:
    VeWindow(std::unique_ptr<VeDocument> document, WindowHost &host, QWidget *parent = nullptr);
    ~VeWindow() override;

    VeDocument *document() const { return m_document; }
    VeMapView *mapView() const { return m_map; }
    QTableWidget *unitsTable(int side) const { return m_units.value(side); }
    QTabWidget *tabs() const { return m_tabs; }

    /** Selects a unit everywhere: map, units list, acting unit. */
    void selectUnit(const QString &id);
    QString selectedUnit() const;

    // The table panel's inputs, as the GM sets them (ve_table_panel.cpp).
    void setProcedure(napoleonic::VeProcedure procedure);
    void setTargetUnit(const QString &id); /**< "" = none */
    QString targetUnit() const;
    /** The dice typed, comma-separated; the dice the procedure needs beyond them are rolled. */
    void setDice(const QString &values);
    QString diceText() const; /**< the dice typed, as the GM wrote them */
    /** Ticks a modifier the GM states (morale circumstances, cavalry charge); false when not offered. */
    bool setModifier(const QString &id, bool ticked);
    void setChoice(const QString &field, const QString &value); /**< facing, result, to, leader, event… */

    /** Writes the players' battle log (HTML for .html/.htm, else Markdown) in the app's language. */
    bool exportLogTo(const QString &path);

    QString logText() const;

protected:
    void documentChanged(const DocumentChange &change) override;
    // The table panel's procedure, for TablePanelWindow's Preview and Confirm (ve_table_panel.cpp).
    /** The dice typed, or nothing (the reason shown) when one is not a number. */
    std::optional<std::vector<int>> diceTyped() override;
    Shown previewWith(Dice &dice) const override;
    QString undoText() const override;
    void applyWith(Dice &dice, const QString &text) override;
    /** After Confirm: dice, target, stated circumstances and texts emptied; the acting unit stays. */
    void resetForm() override;
    void invalidatePreview() override;
    // The odds' procedure and input (ve_table_panel_odds.cpp).
    std::string oddsProcedure() const override;
    nlohmann::json oddsInput() const override;

private:
    VeDocument *m_document; /**< the window's document, as a VE battle */
    VeMapView *m_map = nullptr;
    QLabel *m_mapStatus = nullptr;
    QVector<QTableWidget *> m_units;
    QBoxLayout *m_unitsLayout = nullptr; /**< the sides' tables: a column beside the map, a row under it */
    QTabWidget *m_tabs = nullptr;
    PanelLayout *m_panels = nullptr;
    QTextBrowser *m_log = nullptr;
    bool m_syncing = false;

    // Table panel.
    QComboBox *m_procedure = nullptr;
    QComboBox *m_acting = nullptr;
    QComboBox *m_target = nullptr;
    QFormLayout *m_form = nullptr;
    QLineEdit *m_with = nullptr;
    QLineEdit *m_defenders = nullptr;
    QComboBox *m_facing = nullptr;
    QWidget *m_modifierBox = nullptr;
    QVector<QCheckBox *> m_modifiers;
    QLineEdit *m_blocked = nullptr;
    QCheckBox *m_stays = nullptr;
    QComboBox *m_result = nullptr;
    QComboBox *m_to = nullptr;
    QSpinBox *m_col = nullptr;
    QSpinBox *m_row = nullptr;
    QComboBox *m_facingTo = nullptr;
    QComboBox *m_leader = nullptr;
    QComboBox *m_event = nullptr;
    QCheckBox *m_encircled = nullptr;
    QCheckBox *m_holdsLeader = nullptr;
    QComboBox *m_attach = nullptr;
    QSpinBox *m_score0 = nullptr;
    QSpinBox *m_score1 = nullptr;
    QLineEdit *m_field = nullptr;
    QLineEdit *m_value = nullptr;
    QLineEdit *m_reason = nullptr;
    QLineEdit *m_diceInput = nullptr;
    QPushButton *m_previewButton = nullptr;
    QPushButton *m_confirmButton = nullptr;

    /** The map leads: the table panel and the units in one column on the right, for a window of `size`. */
    void applyDefaultLayout(QSize size, QDockWidget *table, QDockWidget *units);
    QWidget *createMapPanel();
    QWidget *createUnitsPanel();
    QWidget *createTablePanel();
    // The table panel's parts (ve_table_panel.cpp).
    void createUnitPickers(QWidget *formHost);
    QWidget *createOrderFields(QWidget *formHost);
    void addTableFormRows(QWidget *hexRow);
    void createPreviewArea(QWidget *panel, QVBoxLayout *outer);
    void connectTablePanel();
    void refresh();
    void refreshUnits();
    void refreshMapStatus();
    void onUnitsSelection(int side);
    void onTargetPicked(const QString &id);
    void onHexPicked(Hex hex);
    void updateOptions();
    void rebuildModifiers();
    /** A unit's name (its id when it has none). */
    QString unitName(const std::string &id) const;
    /** The acting unit's name, or the leader's for a leader's procedure. */
    QString actorName(const napoleonic::VeOrders &orders) const;
    napoleonic::VeProcedure currentProcedure() const;
    napoleonic::VeOrders ordersFromPanel() const;
};

} // namespace arbitre::gui
