// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/dice.h"
#include "arbitre/pm/phase.h"

#include "common/document_window.h"
#include <QPointer>
#include <QVector>

#include <nlohmann/json.hpp>

#include <array>
#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTextBrowser;

namespace arbitre::gui {

class OddsPanel;
class PmDocument;

/** PM and total morale of both sides after each phase, drawn as lines (phase 0 = the start). */
class PmChart : public QWidget
{
    Q_OBJECT

public:
    struct Point
    {
        int phase = 0;
        std::array<int, 2> pm{};
        std::array<int, 2> morale{};
    };
    explicit PmChart(QWidget *parent = nullptr);
    void setData(const QVector<Point> &points, const std::array<QString, 2> &names);
    QSize sizeHint() const override { return {520, 300}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QVector<Point> m_points;
    std::array<QString, 2> m_names;
};

/**
 * The PM battle view (PM-1–PM-20): the two armies with their PM, morale, command and players; the
 * phase panel where the players' dice are entered and the PM dice rolled or typed; the result with
 * every score's terms and every cap explained; the chart of PM and morale over the phases; the
 * decisions after each phase. It shows the PmDocument and sends it commands, nothing more.
 */
class PmBattleWindow : public DocumentWindow
{
    Q_OBJECT

public:
    PmBattleWindow(std::unique_ptr<PmDocument> document, WindowHost &host, QWidget *parent = nullptr);
    ~PmBattleWindow() override;

    PmDocument *document() const { return m_document; }
    /** Test and screenshot hooks: reproducible virtual dice, no modal dialogs. */
    void setDiceSeed(std::uint64_t seed);

    /** Plays a phase with the panel's dice and inputs; false (and the reason shown) when refused. */
    bool playPhase();
    bool recordDecisions();
    bool exportLogTo(const QString &path);

    // The panel's inputs, for tests: PM dice typed per side ("" = rolled), a player's die (0 = rolled).
    void setPmDice(int side, const QString &values);
    void setPlayerDie(int side, int player, int value);
    void setDecision(int side, pm::DecisionKind decision, bool changeStrategy = false);
    /** The GM's override of the next phase's numbers (PM-M4), as the dialog sets it. */
    void setPhaseOverride(const pm::PhaseOverride &gmOverride);
    QString resultText() const;
    QString logText() const;
    PmChart *chart() const { return m_chart; }
    /** The odds of the next phase as the panel sets it, before the roll (issue 22), in a tab beside the result. */
    OddsPanel *odds() const { return m_odds; }
    QTabWidget *tabs() const { return m_tabs; }

private:
    struct SidePanel
    {
        QLabel *summary = nullptr;
        QLineEdit *pmDice = nullptr;
        QLabel *diceHint = nullptr;
        QVector<QSpinBox *> players;
        QSpinBox *engaged = nullptr;
        QSpinBox *modifier = nullptr;
        QLineEdit *reason = nullptr;
        QComboBox *decision = nullptr;
        QCheckBox *changeStrategy = nullptr;
        QLineEdit *note = nullptr;
    };

    PmDocument *m_document; /**< the window's document, as a PM battle */
    std::array<SidePanel, 2> m_sides;
    QCheckBox *m_agreement = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_playButton = nullptr;
    QPushButton *m_decideButton = nullptr;
    QTextBrowser *m_result = nullptr;
    QTextBrowser *m_log = nullptr;
    PmChart *m_chart = nullptr;
    OddsPanel *m_odds = nullptr;
    QTabWidget *m_tabs = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QAction *m_playAction = nullptr;
    QAction *m_decideAction = nullptr;
    pm::PhaseOverride m_phaseOverride; /**< the GM's word over the next phase's numbers (PM-M4) */

    void documentChanged(const DocumentChange &change) override;
    QWidget *createSidePanel(int side);
    void createMenus();
    void refresh();
    void refreshSide(int side);
    void refreshResult();
    void overrideDialog();
    void phaseOverrideDialog();
    pm::PhaseOrders ordersFromPanel() const;
    /** The `phase` procedure's input as the panel sets it (PM-M1), keyed as its spec declares. */
    nlohmann::json phaseInput() const;
    void refreshOdds();
};

} // namespace arbitre::gui
