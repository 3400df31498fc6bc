// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/setup.h"
#include "gui_fixtures.h"
#include "umbra/docks/order_of_battle_dock.h"
#include "umbra/docks/order_of_battle_model.h"
#include "umbra/map/hex_map_view.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QMenu>
#include <QMimeData>
#include <QSortFilterProxyModel>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <sstream>

using arbitre::OffsetCoord;
using arbitre::gui::Selection;
using arbitre::test::WindowFixture;

namespace {

const arbitre::umbra::Troop &troopById(const arbitre::umbra::BattleState &state, const std::string &id)
{
    for (const auto &side : state.sides)
        for (const auto &troop : side.troops)
            if (troop.id == id)
                return troop;
    FAIL("no troop " << id);
    throw std::logic_error("unreachable");
}

int terrainIndex(const arbitre::gui::UmbraDocument &document, const std::string &id)
{
    const auto &terrains = document.ruleset().terrains;
    for (std::size_t i = 0; i < terrains.size(); ++i)
        if (terrains[i].id == id)
            return static_cast<int>(i);
    FAIL("no terrain " << id);
    return -1;
}

int terrainAt(const arbitre::gui::UmbraDocument &document, OffsetCoord cell)
{
    return document.map().terrainAt(document.map().grid.hexOf(cell));
}

} // namespace

TEST_CASE("The Umbra window opens the demo and shows its title, ruleset and set-up mode", "[umbra-window]")
{
    WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::demoPath()));
    const auto *document = fixture.window->document();
    REQUIRE(document != nullptr);
    CHECK(fixture.window->windowTitle().contains(QStringLiteral("gué de Vaudrey")));
    CHECK(document->filePath().isEmpty()); // the bundled demo opens untitled: Save asks where
    CHECK(document->inSetup());
    CHECK(fixture.window->orderOfBattleDocks().size() == document->state().sides.size());
}

TEST_CASE("Selecting a unit in the order-of-battle tree selects it on the map", "[umbra-window]")
{
    WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::demoPath()));
    auto *document = fixture.window->document();
    auto *view = fixture.window->mapView();
    const QImage before = view->grab().toImage();

    auto *dock = fixture.window->orderOfBattleDocks().front();
    auto *tree = dock->treeView();
    auto *proxy = qobject_cast<QSortFilterProxyModel *>(tree->model());
    REQUIRE(proxy != nullptr);
    const QModelIndex unit = proxy->mapFromSource(dock->model()->indexOfUnit(QStringLiteral("mf_garde")));
    REQUIRE(unit.isValid());
    tree->setCurrentIndex(unit);
    CHECK(document->selection() == Selection{Selection::Kind::Unit, "mf_garde", {}});
    // The map draws the selection: its picture changes where the counter stands.
    const QImage after = view->grab().toImage();
    CHECK(before != after);
}

TEST_CASE("Painting terrain on the map is one undoable step", "[umbra-window]")
{
    WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::demoPath()));
    auto *document = fixture.window->document();
    const OffsetCoord cell{2, 2};
    const int original = terrainAt(*document, cell);
    const int forest = terrainIndex(*document, "foret");
    REQUIRE(original != forest);

    auto *brush = fixture.window->findChild<QComboBox *>(QStringLiteral("terrain-brush"));
    REQUIRE(brush != nullptr);
    brush->setCurrentIndex(brush->findData(forest));
    Q_EMIT fixture.window->mapView()->terrainPainted({cell, OffsetCoord{3, 2}});
    auto *stack = document->undoStack();
    REQUIRE(stack->count() == 1);
    const int painted = terrainAt(*document, cell);
    CHECK(painted == forest);
    CHECK(fixture.window->isWindowModified());
    stack->undo();
    CHECK(terrainAt(*document, cell) == original);
    stack->redo();
    CHECK(terrainAt(*document, cell) == painted);
}

TEST_CASE("Dragging a counter on the map moves it in one undoable step", "[umbra-window]")
{
    WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::demoPath()));
    auto *document = fixture.window->document();
    auto *view = fixture.window->mapView();
    const auto from = troopById(document->state(), "br_lances").hex;
    const OffsetCoord target{20, 4};

    const auto start = view->counterCenter(QStringLiteral("br_lances"));
    REQUIRE(start.has_value());
    QTest::mousePress(view, Qt::LeftButton, {}, *start);
    QTest::mouseMove(view, (*start + view->cellCenter(target)) / 2);
    QTest::mouseMove(view, view->cellCenter(target));
    QTest::mouseRelease(view, Qt::LeftButton, {}, view->cellCenter(target));

    REQUIRE(document->undoStack()->count() == 1);
    CHECK(document->map().grid.cellOf(troopById(document->state(), "br_lances").hex) == target);
    document->undoStack()->undo();
    CHECK(troopById(document->state(), "br_lances").hex == from);
}

TEST_CASE("A saved session reopens identical", "[umbra-window]")
{
    WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::demoPath()));
    auto *document = fixture.window->document();
    Q_EMIT fixture.window->mapView()->unitDropped(QStringLiteral("br_lances"), OffsetCoord{21, 5});
    REQUIRE(document->undoStack()->count() == 1);

    QTemporaryDir directory;
    const QString path = directory.filePath(QStringLiteral("saved.json"));
    REQUIRE(fixture.window->saveTo(path));
    CHECK_FALSE(fixture.window->isWindowModified());
    const auto savedState = document->state();
    const auto savedSetup = document->setup();

    auto reopened = arbitre::test::openDocument<arbitre::gui::UmbraDocument>(path);
    CHECK(reopened->state() == savedState);
    CHECK(reopened->setup().at("sides") == savedSetup.at("sides"));
    CHECK(reopened->setup().at("map") == savedSetup.at("map"));
    CHECK(reopened->map() == document->map());
}

TEST_CASE("Opening each invalid fixture shows the loader's error and keeps the session", "[umbra-window]")
{
    WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::demoPath()));
    auto *document = fixture.window->document();
    Q_EMIT fixture.window->mapView()->unitDropped(QStringLiteral("br_lances"), OffsetCoord{21, 5});
    const auto state = document->state();

    // The CLI's expected lines (tests/data/invalid/expected.txt) are the loader's words; the app shows the same.
    std::map<std::string, std::string> expected;
    {
        std::ifstream in(ARBITRE_SOURCE_DIR "/tests/data/invalid/expected.txt");
        std::string line, current;
        while (std::getline(in, line)) {
            if (line.rfind("== ", 0) == 0) {
                current = line.substr(line.rfind(' ') + 1);
                expected[current];
            } else if (!current.empty() && !line.empty() && line[0] != '#') {
                expected[current] += (expected[current].empty() ? "" : "\n") + line;
            }
        }
    }
    REQUIRE(expected.size() > 40);
    const QDir invalid(arbitre::test::sourcePath("tests/data/invalid"));
    int scenarios = 0;
    for (const QString &name : invalid.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        INFO(name.toStdString());
        QDir::setCurrent(QString::fromUtf8(ARBITRE_SOURCE_DIR));
        const QString relative = QStringLiteral("tests/data/invalid/") + name;
        CHECK_FALSE(fixture.open(relative));
        CHECK(fixture.window->document() == document);
        CHECK(document->state() == state);
        CHECK(document->undoStack()->count() == 1);
        const std::string error = fixture.lastError().toStdString();
        CHECK_FALSE(error.empty());
        if (name.startsWith(QStringLiteral("scenario-"))) {
            ++scenarios;
            // The loader's words are the details, below the GM's sentence on what the file is.
            const std::size_t details = error.find("\n\n");
            REQUIRE(details != std::string::npos);
            CHECK(error.substr(details + 2) == expected.at(name.toStdString()));
        }
    }
    CHECK(scenarios > 20);
}

TEST_CASE("After a crash the next start recovers the autosave", "[umbra-window][autosave]")
{
    QTemporaryDir autosaves;
    arbitre::umbra::BattleState edited;
    {
        WindowFixture crashed(autosaves.path());
        REQUIRE(crashed.open(arbitre::test::demoPath()));
        auto *document = crashed.window->document();
        Q_EMIT crashed.window->mapView()->unitDropped(QStringLiteral("br_lances"), OffsetCoord{21, 5});
        Q_EMIT crashed.window->mapView()->terrainPainted({OffsetCoord{1, 1}});
        edited = document->state();
        REQUIRE_FALSE(crashed.window->autosaver()->saveNow().isEmpty());
        crashed.window->autosaver()->abandon();
    }
    WindowFixture next(autosaves.path());
    CHECK(next.shell->windows().isEmpty());
    REQUIRE(next.offerRecovery() == 1);
    const auto *recovered = next.window->document();
    REQUIRE(recovered != nullptr);
    CHECK(recovered->state() == edited);
    CHECK(recovered->isModified());
    CHECK(recovered->filePath().isEmpty()); // a bundled demo stays untitled
    // Recovered once: the crashed instance's folder is gone.
    CHECK(arbitre::gui::Autosaver::findRecoverable(autosaves.path()).isEmpty());
}

TEST_CASE("The autosaver writes every few actions into a ring of files", "[autosave]")
{
    QTemporaryDir directory;
    arbitre::gui::Autosaver autosaver(directory.path());
    auto document = arbitre::test::openDocument<arbitre::gui::UmbraDocument>(arbitre::test::demoPath());
    autosaver.watch(document.get());
    const QDir folder(autosaver.folder());
    CHECK(folder.entryList({QStringLiteral("autosave-*.json")}).isEmpty());
    for (int i = 0; i < arbitre::gui::Autosaver::ActionsPerSave * (arbitre::gui::Autosaver::RingSize + 2); ++i)
        document->edit(QStringLiteral("move"),
                       arbitre::umbra::setup::placeUnit(document->setup(), "br_lances", OffsetCoord{20 + i % 3, 5}));
    CHECK(folder.entryList({QStringLiteral("autosave-*.json")}).size() == arbitre::gui::Autosaver::RingSize);
    // Each autosave is a session file the app opens.
    for (const QString &file : folder.entryList({QStringLiteral("autosave-*.json")}))
        CHECK_NOTHROW(arbitre::test::openDocument<arbitre::gui::UmbraDocument>(folder.filePath(file)));
}

TEST_CASE("A bookmark is autosaved at once, with its note, and recovered with the session", "[autosave][bookmark]")
{
    QTemporaryDir directory;
    arbitre::gui::Autosaver autosaver(directory.path());
    auto document = arbitre::test::openDocument<arbitre::gui::UmbraDocument>(arbitre::test::demoPath());
    autosaver.watch(document.get());
    const QDir folder(autosaver.folder());
    REQUIRE(folder.entryList({QStringLiteral("autosave-*.json")}).isEmpty());
    document->addBookmark(0, QStringLiteral("the ford before the battle"));
    const QStringList files = folder.entryList({QStringLiteral("autosave-*.json")});
    REQUIRE(files.size() == 1);
    const auto recovered = arbitre::test::openDocument<arbitre::gui::UmbraDocument>(folder.filePath(files.front()));
    REQUIRE(recovered != nullptr);
    REQUIRE(recovered->bookmarks().size() == 1);
    CHECK(recovered->bookmarks().front().note == "the ford before the battle");
}

TEST_CASE("A unit off the map is placed by dragging its row from the order of battle", "[umbra-window]")
{
    WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::demoPath()));
    auto *document = fixture.window->document();
    auto *view = fixture.window->mapView();
    document->select(Selection{Selection::Kind::Unit, "br_lances", {}});
    for (QAction *action : fixture.window->findChildren<QAction *>())
        if (action->text() == QStringLiteral("Take Unit &Off the Map"))
            action->trigger();
    REQUIRE_FALSE(troopById(document->state(), "br_lances").onMap);

    auto *dock = fixture.window->orderOfBattleDocks().back();
    const QModelIndex row = dock->model()->indexOfUnit(QStringLiteral("br_lances"));
    REQUIRE(dock->model()->flags(row).testFlag(Qt::ItemIsDragEnabled));
    std::unique_ptr<QMimeData> mime(dock->model()->mimeData({row}));
    REQUIRE(mime != nullptr);
    const OffsetCoord target{22, 6};
    const QPointF at = view->cellCenter(target);
    QDragEnterEvent enter(at.toPoint(), Qt::MoveAction, mime.get(), Qt::LeftButton, {});
    QApplication::sendEvent(view, &enter);
    CHECK(enter.isAccepted());
    QDropEvent drop(at, Qt::MoveAction, mime.get(), Qt::LeftButton, {});
    QApplication::sendEvent(view, &drop);

    const auto &troop = troopById(document->state(), "br_lances");
    CHECK(troop.onMap);
    CHECK(document->map().grid.cellOf(troop.hex) == target);
    CHECK(document->undoStack()->count() == 2);
}

TEST_CASE("The map's context menu opens a stack: each of its units can be selected", "[umbra-window]")
{
    WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::demoPath()));
    auto *document = fixture.window->document();
    const auto &garde = troopById(document->state(), "mf_garde");
    const OffsetCoord keep = document->map().grid.cellOf(garde.hex);
    int stacked = 0;
    for (const auto &side : document->state().sides) {
        for (const auto &troop : side.troops)
            stacked += troop.onMap && troop.present() && troop.hex == garde.hex;
        for (const auto &personality : side.personalities)
            stacked += personality.onMap && personality.present() && personality.hex == garde.hex;
    }
    REQUIRE(stacked > 1);

    auto menu = fixture.window->contextMenu(keep, QStringLiteral("mf_garde"));
    QAction *arbaletriers = nullptr;
    int checkable = 0;
    for (QAction *action : menu->actions()) {
        checkable += action->isCheckable();
        if (action->text() == QStringLiteral("Arbalétriers de Vaudrey"))
            arbaletriers = action;
    }
    CHECK(checkable == stacked);
    REQUIRE(arbaletriers != nullptr);
    arbaletriers->trigger();
    CHECK(document->selection() == Selection{Selection::Kind::Unit, "mf_arbaletriers", {}});
}

TEST_CASE("A place is removed from the map's context menu, in one undoable step", "[umbra-window]")
{
    WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::demoPath()));
    auto *document = fixture.window->document();
    const auto places = document->map().places.size();
    const auto &saulaies = document->map().places.back();
    REQUIRE(saulaies.id == "les_saulaies");
    auto menu = fixture.window->contextMenu(document->map().grid.cellOf(saulaies.hex), QString());
    QAction *remove = nullptr;
    for (QAction *action : menu->actions())
        if (action->text().startsWith(QStringLiteral("Remove the Place")))
            remove = action;
    REQUIRE(remove != nullptr);
    remove->trigger();
    // Les Saulaies raises Brisemont's levy: the core refuses, the session is unchanged and the GM told why.
    CHECK(document->map().places.size() == places);
    CHECK(fixture.window->lastError().contains(QStringLiteral("levy")));
    CHECK(document->undoStack()->count() == 0);

    const auto &ford = document->map().places[4];
    REQUIRE(ford.id == "gue_des_saules");
    menu = fixture.window->contextMenu(document->map().grid.cellOf(ford.hex), QString());
    for (QAction *action : menu->actions())
        if (action->text().startsWith(QStringLiteral("Remove the Place")))
            action->trigger();
    CHECK(document->map().places.size() == places - 1);
    document->undoStack()->undo();
    CHECK(document->map().places.size() == places);
}
