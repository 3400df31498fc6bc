// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/core/hex_layout.h"
#include "arbitre/core/json_edit.h"
#include "arbitre/umbra/state.h"

#include "common/document_window.h"

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
class QToolBar;
class QUndoView;

namespace arbitre::gui {

class BattleLogDock;
class ConfrontationDock;
class HexMapView;
class InspectorDock;
class MapOverview;
class OrderOfBattleDock;
class PanelLayout;
class UmbraDocument;

/**
 * The GM's window for an Umbra Draconis session: the hex map in the middle, the order of battle per side,
 * the inspector, the confrontation panel, the battle log, the history and the overview in docks. It turns
 * the GM's gestures into its document's undoable commands; it holds no rules.
 */
class UmbraWindow : public DocumentWindow
{
    Q_OBJECT

public:
    UmbraWindow(std::unique_ptr<UmbraDocument> document, WindowHost &host, QWidget *parent = nullptr);
    ~UmbraWindow() override;

    UmbraDocument *document() const { return m_document; }
    /** The log as the battle log dock shows it, its filter applied. */
    bool exportLog(const QString &path) override;
    HexMapView *mapView() const { return m_mapView; }
    const std::vector<OrderOfBattleDock *> &orderOfBattleDocks() const { return m_orderDocks; }
    InspectorDock *inspector() const { return m_inspector; }

    /** The map's right-click menu for a hex (and the unit clicked): the units stacked there, then set-up actions. */
    std::unique_ptr<QMenu> contextMenu(OffsetCoord cell, const QString &unitId);

    // Play (umbra_window_play.cpp).
    ConfrontationDock *confrontationDock() const { return m_confrontationDock; }
    BattleLogDock *battleLog() const { return m_logDock; }
    QLabel *stepLabel() const { return m_stepLabel; }
    /** The map-first layout: per-screen layouts, collapsed panels, full-screen map. */
    PanelLayout *panels() const { return m_panels; }
    /** One column of panels beside the map, sized for a window of `size` (the default on a new screen). */
    void applyDefaultLayout(QSize size);
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
    void documentChanged(const DocumentChange &change) override;
    void closeEvent(QCloseEvent *event) override;

private:
    UmbraDocument *m_document; /**< the window's document, as an Umbra session */
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
    QMenu *m_viewMenu = nullptr;
    PanelLayout *m_panels = nullptr;
    QToolBar *m_setupToolBar = nullptr;

    struct Actions;
    std::unique_ptr<Actions> m_actions;

    void createActions();
    void createMenus();
    void createToolBars();
    void createDocks();
    void createStatusBar();
    void connectMap();
    void attachDocument();
    void rebuildSideDocks();
    void updateStatus();
    void updateActions();
    void readSettings();
    void writeSettings() const;

    void createPlayActions();
    void createPlayDocks();
    void updatePlay();
    void playMove(const std::string &unit, OffsetCoord cell);
    void addPlayMenuItems(QMenu &menu, OffsetCoord cell, const QString &unitId);
    /** Runs one play command; shows its refusal (rule id and reason). */
    bool tryPlay(const std::function<void()> &command);

    // Set-up commands (umbra_window_setup.cpp).
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
};

/** Asks for a new map scenario (ruleset, size, terrain) and opens it in its own window, untitled. */
void newUmbraScenario(WindowHost &host, QWidget *parent);

} // namespace arbitre::gui
