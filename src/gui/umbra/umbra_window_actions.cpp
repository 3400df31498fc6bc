// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The main window's actions, menus, toolbars and their enabled state.
#include "umbra_window_actions.h"

#include "common/module_ui.h"

#include "common/ruleset_labels.h"
#include "umbra/docks/battle_log_dock.h"
#include "umbra/docks/inspector_dock.h"
#include "umbra/map/hex_map_view.h"
#include "umbra_document.h"

#include <QActionGroup>
#include <QApplication>
#include <QComboBox>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSpinBox>
#include <QToolBar>
#include <QUndoStack>

namespace arbitre::gui {

namespace {

QAction *makeAction(QObject *parent, const QString &text, const QKeySequence &shortcut, const QIcon &icon = {})
{
    auto *action = new QAction(icon, text, parent);
    if (!shortcut.isEmpty())
        action->setShortcut(shortcut);
    return action;
}

} // namespace

void UmbraWindow::createActions()
{
    Actions &a = *m_actions;
    a.newScenario = makeAction(this, tr("&New Scenario…"), QKeySequence::New, icon(IconKind::NewFile));
    a.open = makeAction(this, tr("&Open…"), QKeySequence::Open, icon(IconKind::Open));
    a.zoomIn = makeAction(this, tr("Zoom &In"), QKeySequence::ZoomIn, icon(IconKind::ZoomIn));
    a.zoomOut = makeAction(this, tr("Zoom &Out"), QKeySequence::ZoomOut, icon(IconKind::ZoomOut));
    a.zoomFit = makeAction(this, tr("&Fit Map to Window"), QKeySequence(tr("Ctrl+0")), icon(IconKind::ZoomFit));
    a.selectTool = makeAction(this, tr("&Select and Move"), QKeySequence(tr("S")), icon(IconKind::Select));
    a.paintTool = makeAction(this, tr("&Paint Terrain"), QKeySequence(tr("B")), icon(IconKind::Brush));
    a.addSide = makeAction(this, tr("Add &Side…"), QKeySequence(), icon(IconKind::Side));
    a.addTroop = makeAction(this, tr("Add &Troop…"), QKeySequence(tr("Ctrl+T")), icon(IconKind::Troop));
    a.addPersonality =
        makeAction(this, tr("Add &Personality…"), QKeySequence(tr("Ctrl+Shift+P")), icon(IconKind::Personality));
    a.addPlace = makeAction(this, tr("Add P&lace Here…"), QKeySequence(tr("Ctrl+L")), icon(IconKind::Place));
    a.setPosition = makeAction(this, tr("Set P&osition Here…"), QKeySequence(), icon(IconKind::Position));
    a.fortifySite = makeAction(this, tr("Toggle &Fortify Site Here"), QKeySequence());
    a.raiseLevy = makeAction(this, tr("&Raise a Levy…"), QKeySequence(tr("Ctrl+R")), icon(IconKind::Levy));
    a.takeOffMap = makeAction(this, tr("Take Unit &Off the Map"), QKeySequence());
    a.removeUnit = makeAction(this, tr("&Delete Unit"), QKeySequence::Delete, icon(IconKind::Remove));
    a.languageEnglish = makeAction(this, QStringLiteral("English"), QKeySequence());
    a.languageFrench = makeAction(this, QStringLiteral("Français"), QKeySequence());

    a.tools = new QActionGroup(this);
    for (QAction *tool : {a.selectTool, a.paintTool}) {
        tool->setCheckable(true);
        a.tools->addAction(tool);
    }
    a.selectTool->setChecked(true);
    a.addPlace->setStatusTip(tr("Adds a named place (lieu-dit) on the selected hex"));
    a.raiseLevy->setStatusTip(tr("Raises the ban of a domain at a place with the levy rules (UD-13 to UD-19)"));

    // Ctrl+N and Ctrl+O are the File menu's (New ▸, Open…); the toolbar's buttons carry none, so no shortcut is
    // ambiguous.
    a.newScenario->setShortcut({});
    a.open->setShortcut({});
    connect(a.newScenario, &QAction::triggered, this, [this] { newUmbraScenario(host(), this); });
    connect(a.open, &QAction::triggered, this, [this] { host().openFileDialog(this); });
    connect(a.zoomIn, &QAction::triggered, m_mapView, &HexMapView::zoomIn);
    connect(a.zoomOut, &QAction::triggered, m_mapView, &HexMapView::zoomOut);
    connect(a.zoomFit, &QAction::triggered, m_mapView, &HexMapView::fitToWindow);
    connect(a.selectTool, &QAction::triggered, this, [this] { m_mapView->setTool(HexMapView::Tool::Select); });
    connect(a.paintTool, &QAction::triggered, this, [this] { m_mapView->setTool(HexMapView::Tool::PaintTerrain); });
    connect(a.addSide, &QAction::triggered, this, &UmbraWindow::addSide);
    connect(a.addTroop, &QAction::triggered, this, [this] { addTroop(selectedCell()); });
    connect(a.addPersonality, &QAction::triggered, this, [this] { addPersonality(selectedCell()); });
    connect(a.addPlace, &QAction::triggered, this, [this] {
        if (const auto cell = selectedCell())
            addPlace(*cell);
    });
    connect(a.setPosition, &QAction::triggered, this, [this] {
        if (const auto cell = selectedCell())
            setPosition(*cell);
    });
    connect(a.fortifySite, &QAction::triggered, this, [this] {
        if (const auto cell = selectedCell())
            toggleFortifySite(*cell);
    });
    connect(a.raiseLevy, &QAction::triggered, this, &UmbraWindow::raiseLevy);
    connect(a.takeOffMap, &QAction::triggered, this, &UmbraWindow::takeSelectedUnitOffMap);
    connect(a.removeUnit, &QAction::triggered, this, &UmbraWindow::removeSelectedUnit);
    const auto chooseLanguage = [this](const QString &language) {
        QSettings().setValue(QStringLiteral("language"), language);
        if (interactive())
            QMessageBox::information(this, tr("Language"), tr("The new language applies when Arbitre restarts."));
    };
    connect(a.languageEnglish, &QAction::triggered, this, [chooseLanguage] { chooseLanguage(QStringLiteral("en")); });
    connect(a.languageFrench, &QAction::triggered, this, [chooseLanguage] { chooseLanguage(QStringLiteral("fr")); });
}

void UmbraWindow::createMenus()
{
    const Actions &a = *m_actions;
    QMenu *edit = addStandardMenus();
    edit->addSeparator();
    edit->addActions({a.takeOffMap, a.removeUnit});

    m_viewMenu = viewMenu();
    m_viewMenu->addSeparator();
    m_viewMenu->addActions({a.zoomIn, a.zoomOut, a.zoomFit});
    m_viewMenu->addSeparator();
    QMenu *language = m_viewMenu->addMenu(tr("&Language"));
    language->addActions({a.languageEnglish, a.languageFrench});
    // Ids are what a designer writes in the files; a GM reads names.
    QAction *ids = m_viewMenu->addAction(tr("Show &Ids (for Designers)"));
    ids->setObjectName(QStringLiteral("show-ids"));
    ids->setCheckable(true);
    ids->setChecked(showIds());
    connect(ids, &QAction::toggled, this, [this](bool on) {
        setShowIds(on);
        m_inspector->refresh();
        m_logDock->refresh(); // the log names units with their ids only when they are shown
    });

    QMenu *setup = addModuleMenu(tr("&Set-up"));
    setup->addActions({a.selectTool, a.paintTool});
    setup->addSeparator();
    setup->addActions({a.addSide, a.addTroop, a.addPersonality, a.raiseLevy});
    setup->addSeparator();
    setup->addActions({a.addPlace, a.setPosition, a.fortifySite});
}

void UmbraWindow::createToolBars()
{
    const Actions &a = *m_actions;
    QToolBar *files = addToolBar(tr("File"));
    files->setObjectName(QStringLiteral("file-toolbar"));
    files->addActions({a.newScenario, a.open, saveAction()});
    files->addSeparator();
    files->addActions({undoAction(), redoAction()});
    files->addSeparator();
    files->addActions({a.zoomIn, a.zoomOut, a.zoomFit});

    QToolBar *setup = m_setupToolBar = addToolBar(tr("Set-up"));
    setup->setObjectName(QStringLiteral("setup-toolbar"));
    setup->addActions({a.selectTool, a.paintTool});
    m_terrainBrush = new QComboBox(setup);
    m_terrainBrush->setObjectName(QStringLiteral("terrain-brush"));
    m_terrainBrush->setToolTip(tr("Terrain the brush paints"));
    m_terrainBrush->setMinimumContentsLength(12);
    m_brushRadius = new QSpinBox(setup);
    m_brushRadius->setRange(0, 5);
    m_brushRadius->setPrefix(tr("radius "));
    m_brushRadius->setToolTip(tr("Brush radius in hexes"));
    setup->addWidget(m_terrainBrush);
    setup->addWidget(m_brushRadius);
    setup->addSeparator();
    setup->addActions({a.addSide, a.addTroop, a.addPersonality, a.raiseLevy, a.addPlace, a.setPosition});
    const auto brushChanged = [this] {
        m_mapView->setBrush(m_terrainBrush->currentData().toInt(), m_brushRadius->value());
        m_actions->paintTool->trigger();
    };
    connect(m_terrainBrush, &QComboBox::activated, this, brushChanged);
    connect(m_brushRadius, &QSpinBox::valueChanged, this, brushChanged);
}

void UmbraWindow::refreshBrushTerrains()
{
    m_terrainBrush->clear();
    const auto &terrains = m_document->ruleset().terrains;
    for (std::size_t i = 0; i < terrains.size(); ++i)
        m_terrainBrush->addItem(termLabel(terrains[i].label, terrains[i].id), static_cast<int>(i));
    m_mapView->setBrush(m_terrainBrush->currentData().toInt(), m_brushRadius->value());
}

void UmbraWindow::updateActions()
{
    const Actions &a = *m_actions;
    const bool setup = m_document->inSetup();
    const bool onMap = m_document->map().present();
    const bool unit = m_document->selection().kind == Selection::Kind::Unit;
    for (QAction *action : {a.addSide, a.addTroop, a.addPersonality})
        action->setEnabled(setup);
    for (QAction *action : {a.paintTool, a.addPlace, a.setPosition, a.fortifySite, a.raiseLevy})
        action->setEnabled(setup && onMap);
    a.removeUnit->setEnabled(setup && unit);
    // Its tools only edit the scenario: in play the row gives its room to the turn bar.
    m_setupToolBar->setVisible(setup);
    a.takeOffMap->setEnabled(setup && unit && onMap);
    m_terrainBrush->setEnabled(setup && onMap);
    m_brushRadius->setEnabled(setup && onMap);
    m_mapView->setCountersMovable(setup && onMap);
    if (!setup || !onMap) {
        a.selectTool->setChecked(true);
        m_mapView->setTool(HexMapView::Tool::Select);
    }
    updatePlay();
}

} // namespace arbitre::gui
