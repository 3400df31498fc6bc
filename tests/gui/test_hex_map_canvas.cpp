// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The map layer both rule systems' maps share (HexMapCanvas): the Umbra and the VE maps, each in its
// window, fit on open, hit-test hexes the same way, zoom between the same limits, and pan on a drag
// rather than click.
#include "gui_fixtures.h"
#include "napoleonic/ve_document.h"
#include "napoleonic/ve_map_view.h"
#include "napoleonic/ve_window.h"
#include "umbra/map/hex_map_view.h"
#include "umbra/umbra_document.h"
#include "umbra/umbra_window.h"

#include <catch2/catch.hpp>

#include <QAction>
#include <QMainWindow>
#include <QSignalSpy>
#include <QTest>

#include <vector>

namespace {

using arbitre::OffsetCoord;
using arbitre::gui::HexMapCanvas;
using arbitre::test::sourcePath;

/** The Umbra demo and the VE demo, each open and shown in its own window at a laptop's size. */
struct BothMaps
{
    arbitre::test::WindowFixture fixture;
    arbitre::gui::UmbraWindow *umbra = nullptr;
    arbitre::gui::VeWindow *ve = nullptr;

    BothMaps()
    {
        REQUIRE(fixture.openDemo(sourcePath("resources/scenarios/battle-of-vaudrey-ford.json")));
        REQUIRE(fixture.openDemo(sourcePath("resources/scenarios/vive-l-empereur-demo.json")));
        umbra = fixture.window;
        REQUIRE(fixture.windows<arbitre::gui::VeWindow>().size() == 1);
        ve = fixture.windows<arbitre::gui::VeWindow>().front();
        REQUIRE(umbra);
        for (QWidget *window : std::vector<QWidget *>{umbra, ve}) {
            window->resize(1366, 768);
            window->show();
            REQUIRE(QTest::qWaitForWindowExposed(window));
        }
    }

    std::vector<HexMapCanvas *> maps() const { return {umbra->mapView(), ve->mapView()}; }
};

void drag(QWidget *widget, QPoint from, QPoint to)
{
    QTest::mousePress(widget, Qt::LeftButton, {}, from);
    for (int step = 1; step <= 4; ++step)
        QTest::mouseMove(widget, from + (to - from) * step / 4);
    QTest::mouseRelease(widget, Qt::LeftButton, {}, to);
}

} // namespace

TEST_CASE("Both the Umbra and the VE maps open fitted: the whole map in view, following the window's size",
          "[map-canvas]")
{
    BothMaps both;
    for (HexMapCanvas *map : both.maps()) {
        CAPTURE(map->metaObject()->className());
        CHECK(map->followsFit());
        CHECK(map->zoom() == Approx(map->minZoom()));
        CHECK(map->visibleMapRect().contains(map->mapBounds()));
        // The map fills one direction of the widget, but for the thin border.
        const QRectF bounds = map->mapBounds();
        const double filled =
            std::max(bounds.width() * map->zoom() / map->width(), bounds.height() * map->zoom() / map->height());
        CHECK(filled == Approx(HexMapCanvas::FitMargin));
        // A larger window: still fitted, at a larger zoom.
        const double before = map->zoom();
        map->window()->resize(1920, 1080);
        QCoreApplication::processEvents();
        CHECK(map->followsFit());
        CHECK(map->zoom() > before);
        CHECK(map->visibleMapRect().contains(map->mapBounds()));
    }
}

TEST_CASE("Both maps hit-test a hex the same way: a hex's centre and the points near it are that hex", "[map-canvas]")
{
    BothMaps both;
    for (HexMapCanvas *map : both.maps()) {
        CAPTURE(map->metaObject()->className());
        map->setZoom(map->zoom() * 1.7);
        int checked = 0;
        const QRectF bounds = map->mapBounds();
        for (int row = 0; row < 40; ++row) {
            for (int col = 0; col < 40; ++col) {
                const OffsetCoord cell{col, row};
                const auto exists = map->cellAtPoint(map->cellCentre(cell));
                if (!exists || !map->rect().contains(map->cellCentre(cell).toPoint()))
                    continue;
                CHECK(*exists == cell);
                // Well inside the hex, towards each corner, it is still the same hex.
                for (const QPointF &corner : map->cellPolygon(cell, map->zoom() * 0.2))
                    CHECK(map->cellAtPoint(corner) == cell);
                ++checked;
            }
        }
        CHECK(checked > 40);
        CHECK(bounds.isValid());
        // Beyond the map's edge there is no hex.
        map->fitToWindow();
        CHECK_FALSE(map->cellAtPoint(QPointF(1, 1)));
    }
    // Each map's own hit test answers what the shared one does.
    const OffsetCoord cell{5, 4};
    CHECK(both.umbra->mapView()->cellAt(both.umbra->mapView()->cellCenter(cell)) == cell);
    const arbitre::Hex hex = both.ve->document()->scenario().map.grid.hexOf(cell);
    CHECK(both.ve->mapView()->hexAt(both.ve->mapView()->hexCentre(hex)) == hex);
    CHECK(both.ve->mapView()->hexCentre(hex) == both.ve->mapView()->cellCentre(cell));
}

TEST_CASE("Both maps zoom between the same limits: the whole map, and a hex 320 pixels tall", "[map-canvas]")
{
    BothMaps both;
    for (HexMapCanvas *map : both.maps()) {
        CAPTURE(map->metaObject()->className());
        const double fitted = map->zoom();
        map->zoomIn();
        CHECK(map->zoom() == Approx(fitted * HexMapCanvas::ZoomStep));
        CHECK_FALSE(map->followsFit());
        map->setZoom(1e6);
        CHECK(map->zoom() == HexMapCanvas::MaxZoom);
        map->setZoom(0.001);
        CHECK(map->zoom() == Approx(fitted));
        map->zoomOut();
        CHECK(map->zoom() == Approx(fitted));
    }
}

TEST_CASE("On both maps a drag pans and is no click, a click without moving is one", "[map-canvas]")
{
    BothMaps both;
    // VE: a drag from an empty hex pans and picks nothing; a press released in place picks the hex.
    arbitre::gui::VeMapView *ve = both.ve->mapView();
    ve->setZoom(ve->zoom() * 3);
    QSignalSpy picked(ve, &arbitre::gui::VeMapView::hexPicked);
    const auto emptyHexInView = [ve]() -> QPoint {
        const QRect inner = ve->rect().adjusted(150, 150, -150, -150);
        for (int row = 0; row < 40; ++row)
            for (int col = 0; col < 40; ++col) {
                const QPoint at = ve->cellCentre({col, row}).toPoint();
                const auto hex = ve->hexAt(at);
                if (inner.contains(at) && hex && ve->unitAt(*hex).isEmpty())
                    return at;
            }
        FAIL("no empty hex in view");
        return {};
    };
    const QPoint from = emptyHexInView();
    const QRectF before = ve->visibleMapRect();
    drag(ve, from, from + QPoint(-120, -80));
    CHECK(picked.isEmpty());
    CHECK(ve->visibleMapRect().center().x() > before.center().x());
    QTest::mouseClick(ve, Qt::LeftButton, {}, emptyHexInView());
    CHECK(picked.size() == 1);

    // Umbra: the same drag from an empty hex (the demo's north-west corner is open plain) pans and selects nothing.
    arbitre::gui::HexMapView *umbra = both.umbra->mapView();
    umbra->setZoom(umbra->zoom() * 3);
    umbra->centerOnMapPoint(umbra->mapBounds().topLeft());
    const QRectF umbraBefore = umbra->visibleMapRect();
    const QPoint start = umbra->cellCenter({2, 2});
    drag(umbra, start, start + QPoint(-120, -80));
    CHECK(both.umbra->document()->selection().kind == arbitre::gui::Selection::Kind::None);
    CHECK(umbra->visibleMapRect().center().x() > umbraBefore.center().x());
    CHECK(umbra->visibleMapRect().center().y() > umbraBefore.center().y());
    QTest::mouseClick(umbra, Qt::LeftButton, {}, start);
    CHECK(both.umbra->document()->selection().kind == arbitre::gui::Selection::Kind::Hex);
}

TEST_CASE("Both windows zoom and fit their map from the View menu with the same keys", "[map-canvas]")
{
    BothMaps both;
    for (QMainWindow *window : std::vector<QMainWindow *>{both.umbra, both.ve}) {
        CAPTURE(window->metaObject()->className());
        auto *map = window == both.umbra ? static_cast<HexMapCanvas *>(both.umbra->mapView())
                                         : static_cast<HexMapCanvas *>(both.ve->mapView());
        QAction *zoomIn = nullptr;
        QAction *fit = nullptr;
        for (QAction *action : window->findChildren<QAction *>()) {
            if (action->shortcut() == QKeySequence(QKeySequence::ZoomIn))
                zoomIn = action;
            if (action->shortcut() == QKeySequence(QStringLiteral("Ctrl+0")))
                fit = action;
        }
        REQUIRE(zoomIn);
        REQUIRE(fit);
        zoomIn->trigger();
        CHECK(map->zoom() > map->minZoom());
        CHECK_FALSE(map->followsFit());
        fit->trigger();
        CHECK(map->followsFit());
        CHECK(map->zoom() == Approx(map->minZoom()));
    }
}
