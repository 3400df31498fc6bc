// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/hex_layout.h"
#include "arbitre/core/json_edit.h"
#include "arbitre/umbra/state.h"

#include <QMainWindow>
#include <QPointer>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QAction;
class QActionGroup;
class QComboBox;
class QDialog;
class QDockWidget;
class QLabel;
class QMenu;
class QSpinBox;
class QStackedWidget;
class QUndoView;

namespace arbitre::gui {

class FiguresDocument;
class FiguresWindow;
class VeDocument;
class VeWindow;
class PmBattleWindow;
class PmDocument;

class Autosaver;
class BattleLogDock;
class ConfrontationDock;
class HexMapView;
class InspectorDock;
class MapOverview;
class OrderOfBattleDock;
class SessionDocument;
class WelcomeWidget;

/**
 * The GM's window: the hex map in the middle, the order of battle per side, the inspector, the
 * history and the overview in docks; a welcome page when nothing is open. It owns the open
 * SessionDocument and turns the GM's gestures into its undoable commands; it holds no rules.
 */
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(std::unique_ptr<Autosaver> autosaver, QWidget *parent = nullptr);
    ~MainWindow() override;

    /** Opens a file; on failure shows the loader's error and keeps the current session. Returns success. */
    bool openFile(const QString &path);
    /** Offers to recover a session left by a crash; returns true if one was recovered. */
    bool offerRecovery();
    /** Saves to the current file, or asks where. Returns false when cancelled or failed. */
    bool save();
    bool saveAs();
    /** Saves to `path` without asking (tests, Save As). Shows the error and returns false on failure. */
    bool saveTo(const QString &path);

    SessionDocument *document() const { return m_document.get(); }
    /** Opens a PM battle in its own window (PM-1–PM-20), autosaved like a session. */
    PmBattleWindow *openPmBattle(std::unique_ptr<PmDocument> battle);
    /** The PM battle windows still open. */
    QList<PmBattleWindow *> pmWindows() const;
    /** Opens a napoleonic-figures session in its own window (the Napoleonic view), autosaved like a session. */
    FiguresWindow *openFigures(std::unique_ptr<FiguresDocument> session);
    /** The Napoleonic windows still open. */
    QList<FiguresWindow *> figuresWindows() const;
    /** Opens a Vive l'Empereur ! session in its own window (map, units, table), autosaved like a session. */
    VeWindow *openVe(std::unique_ptr<VeDocument> session);
    /** The Vive l'Empereur ! windows still open. */
    QList<VeWindow *> veWindows() const;
    HexMapView *mapView() const { return m_mapView; }
    Autosaver *autosaver() const { return m_autosaver.get(); }
    const std::vector<OrderOfBattleDock *> &orderOfBattleDocks() const { return m_orderDocks; }
    InspectorDock *inspector() const { return m_inspector; }
    /** The message of the last error shown to the GM (tests check it; dialogs are not modal in tests). */
    QString lastError() const { return m_lastError; }
    /** When false, errors and questions do not open modal dialogs (tests). */
    void setInteractive(bool interactive) { m_interactive = interactive; }

    /** The map's right-click menu for a hex (and the unit clicked): the units stacked there, then set-up actions. */
    std::unique_ptr<QMenu> contextMenu(OffsetCoord cell, const QString &unitId);

    /** Replaces the session by `document` (or closes it with nullptr). */
    void setDocument(std::unique_ptr<SessionDocument> document);

    // Play (main_window_play.cpp).
    ConfrontationDock *confrontationDock() const { return m_confrontationDock; }
    BattleLogDock *battleLog() const { return m_logDock; }
    QLabel *stepLabel() const { return m_stepLabel; }
    /**
     * The next step of the day (the turn bar's button): begins the battle, ends the moving side's
     * movement, settles conditional orders, resolves the turn or ends the day. Returns the dialog it
     * opened (conditional orders, end of day), already open and acting when accepted, or nullptr.
     */
    QDialog *nextStep();
    /** Opens the loss allocation dialog of a confrontation (accepted: its decisions are set). */
    QDialog *allocateLosses(int confrontation);
    /** Orders the selected unit of the moving side (the map's drop, the context menu). Shows why when refused. */
    bool orderSelected(const std::function<umbra::UnitOrder(const std::string &unit)> &order);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    std::unique_ptr<Autosaver> m_autosaver;
    std::unique_ptr<SessionDocument> m_document;
    QStackedWidget *m_stack = nullptr;
    WelcomeWidget *m_welcome = nullptr;
    HexMapView *m_mapView = nullptr;
    MapOverview *m_overview = nullptr;
    InspectorDock *m_inspector = nullptr;
    QDockWidget *m_overviewDock = nullptr;
    QDockWidget *m_historyDock = nullptr;
    QUndoView *m_history = nullptr;
    std::vector<OrderOfBattleDock *> m_orderDocks;
    QLabel *m_hoverLabel = nullptr;
    QLabel *m_stepLabel = nullptr;
    ConfrontationDock *m_confrontationDock = nullptr;
    BattleLogDock *m_logDock = nullptr;
    QLabel *m_modeLabel = nullptr;
    QLabel *m_rulesetLabel = nullptr;
    QComboBox *m_terrainBrush = nullptr;
    QSpinBox *m_brushRadius = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QString m_lastError;
    bool m_interactive = true;

    struct Actions;
    std::unique_ptr<Actions> m_actions;

    void createActions();
    void createMenus();
    void createToolBars();
    void createDocks();
    void createStatusBar();
    void rebuildSideDocks();
    void updateTitle();
    void updateActions();
    void updateRecentMenu();
    void addRecentFile(const QString &path);
    void showError(const QString &title, const QString &message);
    bool maybeSave();
    void readSettings();
    void writeSettings() const;

    void createPlayActions();
    void createPlayDocks();
    void updatePlay();
    void playMove(const std::string &unit, OffsetCoord cell);
    void addPlayMenuItems(QMenu &menu, OffsetCoord cell, const QString &unitId);
    /** Runs one play command; shows its refusal (rule id and reason). */
    bool tryPlay(const std::function<void()> &command);

    // Set-up commands (main_window_setup.cpp).
    void newScenario();
    void openDialog();
    void openDemo();
    void onUnitDropped(const QString &unitId, OffsetCoord cell);
    void onTerrainPainted(const std::vector<OffsetCoord> &cells);
    void onMapContextMenu(OffsetCoord cell, const QString &unitId, QPoint globalPos);
    void addSide();
    void addTroop(std::optional<OffsetCoord> cell);
    void addPersonality(std::optional<OffsetCoord> cell);
    void addPlace(OffsetCoord cell);
    void setPosition(OffsetCoord cell);
    void toggleFortifySite(OffsetCoord cell);
    void raiseLevy();
    void removeSelectedUnit();
    void takeSelectedUnitOffMap();
    void refreshBrushTerrains();
    std::optional<OffsetCoord> selectedCell() const;
    /** Builds a set-up action's edits and pushes them as one undo step; shows why when refused. */
    bool commit(const QString &text, const std::function<JsonEdits()> &build, int mergeId = -1);
    QList<QPointer<PmBattleWindow>> m_pmWindows;
    QList<QPointer<FiguresWindow>> m_figuresWindows;
    QList<QPointer<VeWindow>> m_veWindows;
};

} // namespace arbitre::gui
