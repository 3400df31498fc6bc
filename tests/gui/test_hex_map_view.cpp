// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The map view on the demo battle, offscreen: geometry round trips, clicks, drags, brush strokes,
// zoom, rendering and the overview.
#include "gui_fixtures.h"
#include "map/terrain_style.h"
#include "umbra/map/hex_map_view.h"
#include "umbra/map/map_overview.h"
#include "umbra/umbra_document.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QContextMenuEvent>
#include <QTest>
#include <QUndoStack>
#include <QWheelEvent>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

namespace {

using arbitre::OffsetCoord;
using arbitre::gui::HexMapView;
using arbitre::gui::MapOverview;
using arbitre::gui::Selection;
using arbitre::gui::UmbraDocument;

std::unique_ptr<UmbraDocument> openDemo()
{
    return arbitre::test::openDocument<arbitre::gui::UmbraDocument>(
        QString::fromUtf8(ARBITRE_SOURCE_DIR "/resources/scenarios/battle-of-vaudrey-ford.json"));
}

/** The demo in a shown 1200 × 800 view, centred near the ford where both armies stand. */
struct ShownDemo
{
    std::unique_ptr<UmbraDocument> document = openDemo();
    HexMapView view;

    ShownDemo()
    {
        view.resize(1200, 800);
        view.setDocument(document.get());
        view.show();
        REQUIRE(QTest::qWaitForWindowExposed(&view));
        view.centerOn({14, 12});
    }

    int terrainIndex(const std::string &id) const
    {
        const auto found = document->ruleset().findTerrain(id);
        REQUIRE(found);
        return *found;
    }

    bool occupied(OffsetCoord cell) const
    {
        const auto &grid = document->map().grid;
        for (const auto &side : document->state().sides) {
            for (const auto &troop : side.troops)
                if (troop.onMap && grid.cellOf(troop.hex) == cell)
                    return true;
            for (const auto &personality : side.personalities)
                if (personality.onMap && grid.cellOf(personality.hex) == cell)
                    return true;
        }
        for (const auto &place : document->map().places)
            if (grid.cellOf(place.hex) == cell)
                return true;
        return document->map().fortifySite(grid.hexOf(cell));
    }

    /** A hex of that terrain, well inside the view, with no unit, place or site on it. */
    OffsetCoord emptyCell(const std::string &terrain) const
    {
        const auto &map = document->map();
        const int wanted = terrainIndex(terrain);
        const QRect inner = view.rect().adjusted(60, 60, -60, -60);
        for (int row = 0; row < map.grid.height; ++row) {
            for (int col = 0; col < map.grid.width; ++col) {
                const OffsetCoord cell{col, row};
                if (map.terrainAt(map.grid.hexOf(cell)) == wanted && !occupied(cell) &&
                    inner.contains(view.cellCenter(cell)))
                    return cell;
            }
        }
        FAIL("no empty " << terrain << " hex in view");
        return {};
    }

    QPoint counter(const char *id) const
    {
        const auto centre = view.counterCenter(QString::fromUtf8(id));
        REQUIRE(centre);
        REQUIRE(view.rect().contains(*centre));
        return *centre;
    }

    std::string selectedUnit() const
    {
        const Selection &selection = document->selection();
        return selection.kind == Selection::Kind::Unit ? selection.id : std::string("(none)");
    }
};

void drag(QWidget &widget, QPoint from, QPoint to)
{
    QTest::mousePress(&widget, Qt::LeftButton, {}, from);
    for (int step = 1; step <= 4; ++step)
        QTest::mouseMove(&widget, from + (to - from) * step / 4);
    QTest::mouseRelease(&widget, Qt::LeftButton, {}, to);
}

} // namespace

TEST_CASE("cellAt and cellCenter are inverse on the whole visible map", "[map-view]")
{
    ShownDemo demo;
    int checked = 0;
    for (int row = 0; row < demo.document->map().grid.height; ++row) {
        for (int col = 0; col < demo.document->map().grid.width; ++col) {
            const QPoint centre = demo.view.cellCenter({col, row});
            if (!demo.view.rect().contains(centre))
                continue;
            const auto back = demo.view.cellAt(centre);
            REQUIRE(back);
            CHECK(back->col == col);
            CHECK(back->row == row);
            ++checked;
        }
    }
    CHECK(checked > 200);
    // Beyond the map's edge there is no hex.
    demo.view.fitToWindow();
    CHECK_FALSE(demo.view.cellAt(QPoint(1, 1)));
    CHECK(demo.view.cellAt(demo.view.cellCenter({0, 0})) == OffsetCoord{0, 0});
}

TEST_CASE("clicking counters selects units and cycles through a stack", "[map-view]")
{
    ShownDemo demo;
    SECTION("a lone counter")
    {
        QTest::mouseClick(&demo.view, Qt::LeftButton, {}, demo.counter("mf_archers_bois"));
        CHECK(demo.selectedUnit() == "mf_archers_bois");
    }
    SECTION("a personality token")
    {
        QTest::mouseClick(&demo.view, Qt::LeftButton, {}, demo.counter("hugues"));
        CHECK(demo.selectedUnit() == "hugues");
    }
    SECTION("the top of a stack, then again to cycle")
    {
        // The tower's hex holds the garde and the arbalétriers (and Hugues apart).
        const QPoint top = demo.counter("mf_garde");
        QTest::mouseClick(&demo.view, Qt::LeftButton, {}, top);
        CHECK(demo.selectedUnit() == "mf_garde");
        QTest::mouseClick(&demo.view, Qt::LeftButton, {}, top);
        CHECK(demo.selectedUnit() == "mf_arbaletriers");
        QTest::mouseClick(&demo.view, Qt::LeftButton, {}, top);
        CHECK(demo.selectedUnit() == "mf_garde");
    }
    SECTION("a counter peeking out beneath the top one")
    {
        QTest::mouseClick(&demo.view, Qt::LeftButton, {}, demo.counter("mf_arbaletriers"));
        CHECK(demo.selectedUnit() == "mf_arbaletriers");
    }
    SECTION("exactly the units present on the map have a counter")
    {
        int absent = 0;
        for (const auto &side : demo.document->state().sides) {
            for (const auto &troop : side.troops) {
                const bool drawn = troop.present() && troop.onMap;
                CHECK(demo.view.counterCenter(QString::fromStdString(troop.id)).has_value() == drawn);
                absent += drawn ? 0 : 1;
            }
        }
        CHECK(absent > 0); // the demo's day-2 levy has not arrived
        CHECK_FALSE(demo.view.counterCenter(QStringLiteral("nobody")));
    }
}

TEST_CASE("the view follows the document's edits", "[map-view]")
{
    ShownDemo demo;
    const nlohmann::json &setup = demo.document->setup();
    const auto &troops = setup["sides"][0]["troops"];
    std::size_t index = 0;
    while (index < troops.size() && troops[index]["id"] != "mf_archers_bois")
        ++index;
    REQUIRE(index < troops.size());
    const std::string troop = "/sides/0/troops/" + std::to_string(index);

    SECTION("a troop that flees leaves the map, and comes back on undo")
    {
        demo.document->edit(QStringLiteral("flee"), {arbitre::replaceEdit(setup, troop + "/status", "en_fuite")});
        CHECK_FALSE(demo.view.counterCenter(QStringLiteral("mf_archers_bois")));
        demo.document->undoStack()->undo();
        CHECK(demo.view.counterCenter(QStringLiteral("mf_archers_bois")));
    }
    SECTION("a troop moved by an edit is drawn in its new hex")
    {
        const OffsetCoord target = demo.emptyCell("plaine");
        demo.document->edit(
            QStringLiteral("move"),
            {arbitre::replaceEdit(setup, troop + "/hex", nlohmann::json::array({target.col, target.row}))});
        const auto centre = demo.view.counterCenter(QStringLiteral("mf_archers_bois"));
        REQUIRE(centre);
        CHECK(demo.view.cellAt(*centre) == target);
    }
    SECTION("a terrain edit repaints the hex")
    {
        const OffsetCoord cell = demo.emptyCell("plaine");
        const QPoint centre = demo.view.cellCenter(cell);
        CHECK(demo.view.grab().toImage().pixelColor(centre) == arbitre::gui::terrainStyle("plaine").fill);
        const std::string pointer = "/map/rows/" + std::to_string(cell.row);
        std::string row = setup["map"]["rows"][static_cast<std::size_t>(cell.row)];
        row[static_cast<std::size_t>(cell.col)] = '~';
        demo.document->edit(QStringLiteral("paint"), {arbitre::replaceEdit(setup, pointer, row)});
        const QColor river = demo.view.grab().toImage().pixelColor(centre + QPoint(0, 7));
        CHECK(river.blue() > river.red() + 40);
    }
}

TEST_CASE("clicking an empty hex selects the hex", "[map-view]")
{
    ShownDemo demo;
    const OffsetCoord cell = demo.emptyCell("plaine");
    QTest::mouseClick(&demo.view, Qt::LeftButton, {}, demo.view.cellCenter(cell));
    REQUIRE(demo.document->selection().kind == Selection::Kind::Hex);
    CHECK(demo.document->selection().cell == cell);
}

TEST_CASE("dragging a counter in set-up reports one drop", "[map-view]")
{
    ShownDemo demo;
    std::vector<std::pair<QString, OffsetCoord>> drops;
    QObject::connect(&demo.view, &HexMapView::unitDropped, &demo.view,
                     [&](const QString &id, OffsetCoord cell) { drops.emplace_back(id, cell); });
    const OffsetCoord target = demo.emptyCell("plaine");
    const QPoint from = demo.counter("mf_archers_bois");

    SECTION("movable: one signal with the unit and the hex")
    {
        demo.view.setCountersMovable(true);
        drag(demo.view, from, demo.view.cellCenter(target));
        REQUIRE(drops.size() == 1);
        CHECK(drops[0].first == QStringLiteral("mf_archers_bois"));
        CHECK(drops[0].second == target);
        // The view reports; the document is changed by the main window only.
        for (const auto &troop : demo.document->state().sides[0].troops)
            if (troop.id == "mf_archers_bois")
                CHECK(demo.document->map().grid.cellOf(troop.hex) == OffsetCoord{12, 15});
    }
    SECTION("dropped back on its own hex: nothing")
    {
        demo.view.setCountersMovable(true);
        drag(demo.view, from, from + QPoint(12, 0));
        CHECK(drops.empty());
    }
    SECTION("not movable: no drag")
    {
        demo.view.setCountersMovable(false);
        drag(demo.view, from, demo.view.cellCenter(target));
        CHECK(drops.empty());
    }
}

TEST_CASE("a brush stroke reports its hexes once", "[map-view]")
{
    ShownDemo demo;
    std::vector<std::vector<OffsetCoord>> strokes;
    QObject::connect(&demo.view, &HexMapView::terrainPainted, &demo.view,
                     [&](const std::vector<OffsetCoord> &cells) { strokes.push_back(cells); });
    demo.view.setTool(HexMapView::Tool::PaintTerrain);
    const int forest = demo.terrainIndex("foret");
    const auto terrainBefore = demo.document->map().terrain;

    SECTION("three hexes in a row, radius 0")
    {
        demo.view.setBrush(forest, 0);
        const OffsetCoord a{16, 13}, b{17, 13}, c{18, 13};
        QTest::mousePress(&demo.view, Qt::LeftButton, {}, demo.view.cellCenter(a));
        QTest::mouseMove(&demo.view, demo.view.cellCenter(b));
        QTest::mouseMove(&demo.view, demo.view.cellCenter(a)); // back over a: still once
        QTest::mouseMove(&demo.view, demo.view.cellCenter(b));
        QTest::mouseMove(&demo.view, demo.view.cellCenter(c));
        QTest::mouseRelease(&demo.view, Qt::LeftButton, {}, demo.view.cellCenter(c));
        REQUIRE(strokes.size() == 1);
        CHECK(strokes[0] == std::vector<OffsetCoord>{a, b, c});
    }
    SECTION("one click with radius 1 paints the hex and its six neighbours")
    {
        demo.view.setBrush(forest, 1);
        QTest::mouseClick(&demo.view, Qt::LeftButton, {}, demo.view.cellCenter({16, 13}));
        REQUIRE(strokes.size() == 1);
        CHECK(strokes[0].size() == 7);
    }
    CHECK(demo.document->map().terrain == terrainBefore);
}

TEST_CASE("zoom steps stay between the whole map and a readable maximum", "[map-view]")
{
    ShownDemo demo;
    int changes = 0;
    QObject::connect(&demo.view, &HexMapView::viewportChanged, &demo.view, [&] { ++changes; });
    const double start = demo.view.zoom();
    demo.view.zoomIn();
    CHECK(demo.view.zoom() == Approx(start * 1.25));
    demo.view.zoomOut();
    CHECK(demo.view.zoom() == Approx(start));
    CHECK(changes >= 2);

    demo.view.fitToWindow();
    const double fitted = demo.view.zoom();
    CHECK(fitted < start);
    CHECK(demo.view.visibleMapRect().contains(demo.view.mapBounds()));
    demo.view.zoomOut();
    CHECK(demo.view.zoom() == Approx(fitted)); // no smaller than the whole map

    for (int i = 0; i < 60; ++i)
        demo.view.zoomIn();
    const double most = demo.view.zoom();
    demo.view.zoomIn();
    CHECK(demo.view.zoom() == most);
    CHECK(most > start * 2);
    CHECK(most <= 1000);
    demo.view.setZoom(-5);
    CHECK(demo.view.zoom() == Approx(fitted));
}

TEST_CASE("the wheel zooms under the cursor", "[map-view]")
{
    ShownDemo demo;
    const QPoint at(300, 250);
    const auto before = demo.view.cellAt(at);
    REQUIRE(before);
    const double start = demo.view.zoom();
    QWheelEvent up(QPointF(at), QPointF(demo.view.mapToGlobal(at)), QPoint(), QPoint(0, 120), Qt::NoButton,
                   Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(&demo.view, &up);
    CHECK(demo.view.zoom() == Approx(start * 1.25));
    CHECK(demo.view.cellAt(at) == before);
    QWheelEvent down(QPointF(at), QPointF(demo.view.mapToGlobal(at)), QPoint(), QPoint(0, -120), Qt::NoButton,
                     Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(&demo.view, &down);
    CHECK(demo.view.zoom() == Approx(start));
    CHECK(demo.view.cellAt(at) == before);
}

TEST_CASE("the map renders each terrain in its own colour", "[map-view]")
{
    ShownDemo demo;
    const QImage image = demo.view.grab().toImage();
    REQUIRE(image.size() == demo.view.size() * demo.view.devicePixelRatio());
    const QColor plain = image.pixelColor(demo.view.cellCenter(demo.emptyCell("plaine")));
    const QColor forest = image.pixelColor(demo.view.cellCenter(demo.emptyCell("foret")));
    const QColor river =
        image.pixelColor(demo.view.cellCenter(demo.emptyCell("riviere")) + QPoint(0, 7)); // between two waves
    // Open ground has no symbol: its centre is the style's fill exactly.
    CHECK(plain == arbitre::gui::terrainStyle("plaine").fill);
    CHECK(forest != plain);
    CHECK(forest.green() > forest.red());
    CHECK(river.blue() > river.red() + 40);
}

TEST_CASE("hovering reports the hex under the mouse", "[map-view]")
{
    ShownDemo demo;
    std::vector<std::pair<int, int>> hovered;
    QObject::connect(&demo.view, &HexMapView::hexHovered, &demo.view,
                     [&](int col, int row) { hovered.emplace_back(col, row); });
    QTest::mouseMove(&demo.view, demo.view.cellCenter({10, 8}));
    QTest::mouseMove(&demo.view, demo.view.cellCenter({11, 8}));
    REQUIRE(hovered.size() >= 2);
    CHECK(hovered[hovered.size() - 2] == std::pair{10, 8});
    CHECK(hovered.back() == std::pair{11, 8});
    demo.view.fitToWindow();
    QTest::mouseMove(&demo.view, QPoint(1, 1));
    CHECK(hovered.back() == std::pair{-1, -1});
}

TEST_CASE("a right click asks for the context menu of the hex and counter", "[map-view]")
{
    ShownDemo demo;
    std::vector<std::pair<OffsetCoord, QString>> requests;
    QObject::connect(&demo.view, &HexMapView::contextMenuRequested, &demo.view,
                     [&](OffsetCoord cell, const QString &unit, QPoint) { requests.emplace_back(cell, unit); });
    const QPoint counter = demo.counter("mf_sergents");
    QContextMenuEvent onCounter(QContextMenuEvent::Mouse, counter, demo.view.mapToGlobal(counter));
    QApplication::sendEvent(&demo.view, &onCounter);
    const OffsetCoord empty = demo.emptyCell("plaine");
    QContextMenuEvent onHex(QContextMenuEvent::Mouse, demo.view.cellCenter(empty),
                            demo.view.mapToGlobal(demo.view.cellCenter(empty)));
    QApplication::sendEvent(&demo.view, &onHex);
    REQUIRE(requests.size() == 2);
    CHECK(requests[0].first == OffsetCoord{15, 10});
    CHECK(requests[0].second == QStringLiteral("mf_sergents"));
    CHECK(requests[1].first == empty);
    CHECK(requests[1].second.isEmpty());
}

TEST_CASE("the overview shows the map and pans the view", "[map-view]")
{
    ShownDemo demo;
    MapOverview overview;
    overview.resize(240, 170);
    overview.setView(&demo.view);
    overview.show();
    REQUIRE(QTest::qWaitForWindowExposed(&overview));
    const QImage picture = overview.grab().toImage();
    CHECK(picture.pixelColor(120, 85) != picture.pixelColor(1, 1)); // the map, not only the background

    const QPointF before = demo.view.visibleMapRect().center();
    QTest::mouseClick(&overview, Qt::LeftButton, {}, QPoint(20, 85));
    const QPointF after = demo.view.visibleMapRect().center();
    CHECK(after.x() < before.x() - 1.0);
}
