// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The main window's actions, menus, toolbars and their enabled state.
#include "main_window_actions.h"

#include "shell/application.h"

#include "common/ruleset_labels.h"
#include "session_document.h"
#include "umbra/map/hex_map_view.h"

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

void MainWindow::createActions()
{
    Actions &a = *m_actions;
    a.newScenario = makeAction(this, tr("&New Scenario…"), QKeySequence::New, icon(IconKind::NewFile));
    a.open = makeAction(this, tr("&Open…"), QKeySequence::Open, icon(IconKind::Open));
    a.openDemo = makeAction(this, tr("Open the &Demo Battle"), QKeySequence(tr("Ctrl+Shift+D")));
    a.save = makeAction(this, tr("&Save"), QKeySequence::Save, icon(IconKind::Save));
    a.saveAs = makeAction(this, tr("Save &As…"), QKeySequence::SaveAs);
    a.close = makeAction(this, tr("&Close"), QKeySequence::Close);
    a.quit = makeAction(this, tr("&Quit"), QKeySequence::Quit);
    a.undo = makeAction(this, tr("&Undo"), QKeySequence::Undo, icon(IconKind::Undo));
    a.redo = makeAction(this, tr("&Redo"), QKeySequence::Redo, icon(IconKind::Redo));
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
    a.about = makeAction(this, tr("&About Arbitre"), QKeySequence());

    a.tools = new QActionGroup(this);
    for (QAction *tool : {a.selectTool, a.paintTool}) {
        tool->setCheckable(true);
        a.tools->addAction(tool);
    }
    a.selectTool->setChecked(true);
    a.addPlace->setStatusTip(tr("Adds a named place (lieu-dit) on the selected hex"));
    a.raiseLevy->setStatusTip(tr("Raises the ban of a domain at a place with the levy rules (UD-13 to UD-19)"));

    connect(a.newScenario, &QAction::triggered, this, &MainWindow::newScenario);
    connect(a.open, &QAction::triggered, this, &MainWindow::openDialog);
    connect(a.openDemo, &QAction::triggered, this, &MainWindow::openDemo);
    connect(a.save, &QAction::triggered, this, &MainWindow::save);
    connect(a.saveAs, &QAction::triggered, this, &MainWindow::saveAs);
    connect(a.close, &QAction::triggered, this, [this] {
        if (maybeSave())
            setDocument(nullptr);
    });
    connect(a.quit, &QAction::triggered, this, &QWidget::close);
    connect(a.undo, &QAction::triggered, this, [this] {
        if (m_document)
            m_document->undoStack()->undo();
    });
    connect(a.redo, &QAction::triggered, this, [this] {
        if (m_document)
            m_document->undoStack()->redo();
    });
    connect(a.zoomIn, &QAction::triggered, m_mapView, &HexMapView::zoomIn);
    connect(a.zoomOut, &QAction::triggered, m_mapView, &HexMapView::zoomOut);
    connect(a.zoomFit, &QAction::triggered, m_mapView, &HexMapView::fitToWindow);
    connect(a.selectTool, &QAction::triggered, this, [this] { m_mapView->setTool(HexMapView::Tool::Select); });
    connect(a.paintTool, &QAction::triggered, this, [this] { m_mapView->setTool(HexMapView::Tool::PaintTerrain); });
    connect(a.addSide, &QAction::triggered, this, &MainWindow::addSide);
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
    connect(a.raiseLevy, &QAction::triggered, this, &MainWindow::raiseLevy);
    connect(a.takeOffMap, &QAction::triggered, this, &MainWindow::takeSelectedUnitOffMap);
    connect(a.removeUnit, &QAction::triggered, this, &MainWindow::removeSelectedUnit);
    const auto chooseLanguage = [this](const QString &language) {
        QSettings().setValue(QStringLiteral("language"), language);
        if (m_interactive)
            QMessageBox::information(this, tr("Language"), tr("The new language applies when Arbitre restarts."));
    };
    connect(a.languageEnglish, &QAction::triggered, this, [chooseLanguage] { chooseLanguage(QStringLiteral("en")); });
    connect(a.languageFrench, &QAction::triggered, this, [chooseLanguage] { chooseLanguage(QStringLiteral("fr")); });
    connect(a.about, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About Arbitre"),
                           tr("<h3>Arbitre %1</h3><p>A wargame adjudicator for game masters: Umbra Draconis mass "
                              "combat on a hex map, every result explained with its rule.</p>")
                               .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::createMenus()
{
    const Actions &a = *m_actions;
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addActions({a.newScenario, a.open});
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    file->addAction(a.openDemo);
    file->addAction(tr("Open the &PM Battle Demo"), this, [this] { openFile(pmDemoPath()); });
    file->addAction(tr("Open the &Napoleonic Table Demo"), this, [this] { openFile(figuresDemoPath()); });
    file->addAction(tr("Open the &Vive l'Empereur Demo"), this, [this] { openFile(veDemoPath()); });
    file->addSeparator();
    file->addActions({a.save, a.saveAs});
    file->addSeparator();
    file->addActions({a.close, a.quit});

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addActions({a.undo, a.redo});
    edit->addSeparator();
    edit->addActions({a.takeOffMap, a.removeUnit});

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_viewMenu->addSeparator();
    m_viewMenu->addActions({a.zoomIn, a.zoomOut, a.zoomFit});
    m_viewMenu->addSeparator();
    QMenu *language = m_viewMenu->addMenu(tr("&Language"));
    language->addActions({a.languageEnglish, a.languageFrench});

    QMenu *setup = menuBar()->addMenu(tr("&Set-up"));
    setup->addActions({a.selectTool, a.paintTool});
    setup->addSeparator();
    setup->addActions({a.addSide, a.addTroop, a.addPersonality, a.raiseLevy});
    setup->addSeparator();
    setup->addActions({a.addPlace, a.setPosition, a.fortifySite});

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(a.about);
}

void MainWindow::createToolBars()
{
    const Actions &a = *m_actions;
    QToolBar *files = addToolBar(tr("File"));
    files->setObjectName(QStringLiteral("file-toolbar"));
    files->addActions({a.newScenario, a.open, a.save});
    files->addSeparator();
    files->addActions({a.undo, a.redo});
    files->addSeparator();
    files->addActions({a.zoomIn, a.zoomOut, a.zoomFit});

    QToolBar *setup = addToolBar(tr("Set-up"));
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

void MainWindow::refreshBrushTerrains()
{
    m_terrainBrush->clear();
    if (!m_document)
        return;
    const auto &terrains = m_document->ruleset().terrains;
    for (std::size_t i = 0; i < terrains.size(); ++i)
        m_terrainBrush->addItem(termLabel(terrains[i].label, terrains[i].id), static_cast<int>(i));
    m_mapView->setBrush(m_terrainBrush->currentData().toInt(), m_brushRadius->value());
}

void MainWindow::updateActions()
{
    const Actions &a = *m_actions;
    const bool open = m_document != nullptr;
    const bool setup = open && m_document->inSetup();
    const bool onMap = open && m_document->map().present();
    const bool unit = open && m_document->selection().kind == Selection::Kind::Unit;
    for (QAction *action : {a.save, a.saveAs, a.close, a.zoomIn, a.zoomOut, a.zoomFit})
        action->setEnabled(open);
    for (QAction *action : {a.addSide, a.addTroop, a.addPersonality})
        action->setEnabled(setup);
    for (QAction *action : {a.paintTool, a.addPlace, a.setPosition, a.fortifySite, a.raiseLevy})
        action->setEnabled(setup && onMap);
    a.removeUnit->setEnabled(setup && unit);
    a.takeOffMap->setEnabled(setup && unit && onMap);
    m_terrainBrush->setEnabled(setup && onMap);
    m_brushRadius->setEnabled(setup && onMap);
    a.undo->setEnabled(open && m_document->undoStack()->canUndo());
    a.redo->setEnabled(open && m_document->undoStack()->canRedo());
    a.undo->setText(open && m_document->undoStack()->canUndo() ? tr("&Undo %1").arg(m_document->undoStack()->undoText())
                                                               : tr("&Undo"));
    a.redo->setText(open && m_document->undoStack()->canRedo() ? tr("&Redo %1").arg(m_document->undoStack()->redoText())
                                                               : tr("&Redo"));
    m_mapView->setCountersMovable(setup && onMap);
    if (!setup || !onMap) {
        a.selectTool->setChecked(true);
        m_mapView->setTool(HexMapView::Tool::Select);
    }
    updatePlay();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (int i = 0; i < recent.size(); ++i) {
        const QString path = recent[i];
        QAction *action = m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        action->setToolTip(path);
        connect(action, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

} // namespace arbitre::gui
