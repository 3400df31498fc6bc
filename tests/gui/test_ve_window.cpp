// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The Vive l'Empereur ! window: the demo on its hex map, the line of sight and the battery's range
// as the core computes them and as the map draws them, fire through the table panel with preview,
// confirm, undo and redo, save and reopen, the loader's error for a malformed file, recovery.
#include "arbitre/modules/registry.h"
#include "arbitre/napoleonic/ve_map_queries.h"
#include "gui_fixtures.h"
#include "napoleonic/ve_document.h"
#include "napoleonic/ve_map_view.h"
#include "napoleonic/ve_window.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFile>
#include <QHelpEvent>
#include <QImage>
#include <QLabel>
#include <QPointer>
#include <QTableWidget>
#include <QTest>
#include <QToolTip>
#include <QUndoStack>

#include <catch2/catch.hpp>

#include <fstream>

using arbitre::Hex;
using arbitre::gui::VeWindow;
using arbitre::napoleonic::VeProcedure;

namespace {

QString veDemo()
{
    return arbitre::test::sourcePath("resources/scenarios/vive-l-empereur-demo.json");
}

Hex hexOf(const VeWindow &window, const char *unit)
{
    return *window.document()->session().unit(unit).hex;
}

/** The map as the window shows it: its widget grabbed offscreen. */
QImage mapImage(const VeWindow &window)
{
    return window.mapView()->grab().toImage();
}

/** A pixel of the map image at a widget point, the image's device pixel ratio taken into account. */
QColor pixelAt(const QImage &image, QPointF point)
{
    const double dpr = image.devicePixelRatio();
    return image.pixelColor(static_cast<int>(point.x() * dpr), static_cast<int>(point.y() * dpr));
}

bool reddish(const QColor &c)
{
    return c.red() > 150 && c.green() < 90 && c.blue() < 90;
}

bool greenish(const QColor &c)
{
    return c.green() > 110 && c.red() < 90 && c.blue() < 110;
}

QString selectedRowUnit(const QTableWidget *table)
{
    const auto items = table->selectedItems();
    return items.isEmpty() ? QString() : items.front()->data(Qt::UserRole).toString();
}

} // namespace

TEST_CASE("A VE battle opens from File ▸ Open in its own window with its map and both sides' units", "[ve-window]")
{
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(veDemo()));
    REQUIRE(fixture.windows<arbitre::gui::VeWindow>().size() == 1);
    CHECK(fixture.shell->windows().size() == 1); // its own window, and only it
    VeWindow &window = *fixture.windows<arbitre::gui::VeWindow>().front();
    CHECK(window.unitsTable(0)->rowCount() == 4);
    CHECK(window.unitsTable(1)->rowCount() == 5);
    CHECK(window.mapView()->unitAt(hexOf(window, "fr-batterie")) == QStringLiteral("fr-batterie"));
    CHECK(window.windowTitle().contains(QStringLiteral("Hohenau")));
    // A counter's tooltip names the unit, its states and its hex.
    const QPoint battery = window.mapView()->hexCentre(hexOf(window, "fr-batterie")).toPoint();
    QHelpEvent help(QEvent::ToolTip, battery, window.mapView()->mapToGlobal(battery));
    QCoreApplication::sendEvent(window.mapView(), &help);
    CHECK(QToolTip::text().contains(
        QStringLiteral("fr-batterie — Batterie à pied: In battery, Fresh, Valiant, losses 0 / 2")));
    CHECK(QToolTip::text().contains(QStringLiteral("[4, 7]")));
    // Nothing acts before the GM picks a unit: the session refuses, nothing is logged.
    CHECK(window.selectedUnit().isEmpty());
    CHECK_FALSE(window.preview());
    CHECK_FALSE(window.lastError().isEmpty());
    CHECK(window.document()->session().log().empty());
}

TEST_CASE("VE-48 VE-49 VE window - clicking fr-batterie then aut-ir-9 selects, targets and draws a clear line",
          "[ve-window][los]")
{
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(veDemo()));
    VeWindow &window = *fixture.windows<arbitre::gui::VeWindow>().front();
    arbitre::gui::VeMapView *map = window.mapView();
    QTest::mouseClick(map, Qt::LeftButton, {}, map->hexCentre(hexOf(window, "fr-batterie")).toPoint());
    CHECK(window.selectedUnit() == QStringLiteral("fr-batterie"));
    CHECK(selectedRowUnit(window.unitsTable(0)) == QStringLiteral("fr-batterie")); // map → list
    QTest::mouseClick(map, Qt::LeftButton, {}, map->hexCentre(hexOf(window, "aut-ir-9")).toPoint());
    CHECK(window.selectedUnit() == QStringLiteral("fr-batterie")); // an enemy is a target, not a selection
    CHECK(window.targetUnit() == QStringLiteral("aut-ir-9"));      // map → table panel
    REQUIRE(map->losTarget() == hexOf(window, "aut-ir-9"));
    const auto los = map->lineOfSight();
    REQUIRE(los);
    CHECK(los->clear);
    const QPointF mid = (map->hexCentre(hexOf(window, "fr-batterie")) + map->hexCentre(hexOf(window, "aut-ir-9"))) / 2;
    CHECK(greenish(pixelAt(mapImage(window), mid)));

    // list → map
    window.unitsTable(1)->selectRow(0);
    CHECK(map->selectedUnit() == selectedRowUnit(window.unitsTable(1)));
}

TEST_CASE("VE-48 VE-49 VE window - the copse blocks fr-batterie's sight of aut-ir-7: drawn red, fire refused",
          "[ve-window][los]")
{
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(veDemo()));
    VeWindow &window = *fixture.windows<arbitre::gui::VeWindow>().front();
    arbitre::gui::VeMapView *map = window.mapView();
    window.selectUnit(QStringLiteral("fr-batterie"));
    window.setProcedure(VeProcedure::Fire);
    window.setTargetUnit(QStringLiteral("aut-ir-7")); // the target picked in the list moves the sight too
    REQUIRE(map->losTarget() == hexOf(window, "aut-ir-7"));
    const auto los = map->lineOfSight();
    REQUIRE(los);
    const auto core = arbitre::napoleonic::veLineOfSightOnMap(window.document()->scenario(), window.document()->state(),
                                                              hexOf(window, "fr-batterie"), hexOf(window, "aut-ir-7"));
    CHECK_FALSE(los->clear);
    CHECK(los->blockedAt == core.blockedAt);
    CHECK(los->reason == "foret");
    CHECK(window.document()->scenario().map.grid.cellOf(*los->blockedAt) == arbitre::OffsetCoord{6, 5});
    const QPointF mid = (map->hexCentre(hexOf(window, "fr-batterie")) + map->hexCentre(*los->blockedAt)) / 2;
    CHECK(reddish(pixelAt(mapImage(window), mid)));
    const QLabel *status = nullptr;
    for (const QLabel *label : window.findChildren<QLabel *>()) {
        if (label->text().contains(QStringLiteral("Line of sight")))
            status = label;
    }
    REQUIRE(status);
    CHECK(status->text().contains(QStringLiteral("blocked at [6, 5]")));

    // The session refuses the fire for the same reason; no die is rolled, nothing logged.
    window.setDice(QStringLiteral("5"));
    CHECK_FALSE(window.preview());
    CHECK(window.lastError().contains(QStringLiteral("no line of sight to aut-ir-7: foret at [6,5]")));
    CHECK_FALSE(window.confirm());
    CHECK(window.document()->session().log().empty());
}

TEST_CASE("VE-45 VE-46 VE window - a selected battery shows its range bands, an infantry unit none",
          "[ve-window][range]")
{
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(veDemo()));
    VeWindow &window = *fixture.windows<arbitre::gui::VeWindow>().front();
    arbitre::gui::VeMapView *map = window.mapView();
    window.selectUnit(QStringLiteral("fr-batterie"));
    const auto &rules = window.document()->ruleset();
    const auto bands = map->rangeBands();
    const auto expected =
        arbitre::napoleonic::veArtilleryBands(rules, window.document()->session().unit("fr-batterie").unit);
    REQUIRE(bands.size() == expected.size());
    REQUIRE(bands.size() == 4);
    for (std::size_t i = 0; i < bands.size(); ++i) {
        CHECK(bands[i].distance == expected[i].distance);
        CHECK(bands[i].fireValue == expected[i].fireValue);
    }
    const auto hexes = map->rangeHexes();
    CHECK_FALSE(hexes.empty());
    for (const Hex hex : hexes)
        CHECK(arbitre::distance(hex, hexOf(window, "fr-batterie")) <= 4);
    window.selectUnit(QStringLiteral("fr-1-ligne"));
    CHECK(map->rangeBands().empty());
    CHECK(map->rangeHexes().empty());
}

TEST_CASE("VE-W2 VE window - fr-batterie fires on aut-ir-9: preview, confirm, undo, redo as the session does",
          "[ve-window][VE-W2]")
{
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(veDemo()));
    VeWindow &window = *fixture.windows<arbitre::gui::VeWindow>().front();
    window.selectUnit(QStringLiteral("fr-batterie"));
    window.setProcedure(VeProcedure::Fire);
    window.setTargetUnit(QStringLiteral("aut-ir-9"));
    window.setDice(QStringLiteral("5"));
    REQUIRE(window.preview());
    CHECK(window.document()->session().log().empty()); // the preview logs nothing
    const QString preview = window.previewText();
    CHECK(preview.contains(
        QStringLiteral("d6 = 5, entered from a physical die — fire of fr-batterie on aut-ir-9 (VE-40)")));
    CHECK(preview.contains(QStringLiteral("VE-45")));
    CHECK(preview.contains(QStringLiteral("Fire table (VE-42), row 5, column 2: cell 1")));
    CHECK(preview.contains(QStringLiteral("Result: Losses")));
    CHECK(window.tableHtml().count(QStringLiteral("bgcolor=\"#f4c430\"")) == 1);
    REQUIRE(window.confirm());

    // The same orders and die through the core session alone.
    arbitre::napoleonic::VeSession core(std::dynamic_pointer_cast<const arbitre::napoleonic::VeScenario>(
        arbitre::shippedModules().loadScenario(arbitre::gui::toFilePath(veDemo()))));
    arbitre::napoleonic::VeOrders orders;
    orders.unit = "fr-batterie";
    orders.target = "aut-ir-9";
    arbitre::ListDice five({5}, arbitre::DieSource::Entered);
    core.apply(VeProcedure::Fire, orders, five);
    REQUIRE(window.document()->session().log().size() == 1);
    CHECK(window.document()->session().log() == core.log());
    CHECK(window.document()->session().unit("aut-ir-9").unit.losses == 1);
    CHECK(window.logText().contains(QStringLiteral("1. Fire — ")));

    window.document()->undoStack()->undo();
    CHECK(window.document()->session().log().empty());
    CHECK(window.document()->session().unit("aut-ir-9").unit.losses == 0);
    window.document()->undoStack()->redo();
    CHECK(window.document()->session().log() == core.log());
    CHECK(window.document()->session().unit("aut-ir-9").unit.losses == 1);
}

TEST_CASE("A VE battle saved from the window reopens identical", "[ve-window]")
{
    QTemporaryDir dir;
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(veDemo()));
    VeWindow &window = *fixture.windows<arbitre::gui::VeWindow>().front();
    window.setDiceSeed(7);
    window.selectUnit(QStringLiteral("fr-1-ligne"));
    window.setProcedure(VeProcedure::Fire);
    window.setTargetUnit(QStringLiteral("aut-ir-7"));
    REQUIRE(window.confirm());
    window.setProcedure(VeProcedure::Override);
    window.setChoice(QStringLiteral("field"), QStringLiteral("cohesion"));
    window.setChoice(QStringLiteral("value"), QStringLiteral("decouragee"));
    window.setChoice(QStringLiteral("reason"), QStringLiteral("the colonel fell"));
    REQUIRE(window.confirm());
    CHECK(window.logText().contains(QStringLiteral("cohesion")));
    const QString path = dir.filePath(QStringLiteral("battle.json"));
    REQUIRE(window.saveTo(path));
    CHECK_FALSE(window.document()->isModified());

    auto reopened = arbitre::test::openDocument<arbitre::gui::VeDocument>(path);
    REQUIRE(reopened);
    CHECK(reopened->session().log() == window.document()->session().log());
    CHECK(reopened->toJson(path) == window.document()->toJson(path));
    CHECK(arbitre::test::openDocument<arbitre::gui::VeDocument>(arbitre::test::demoPath()) == nullptr);
}

TEST_CASE("A malformed VE file shows the loader's located error and opens nothing", "[ve-window]")
{
    QTemporaryDir dir;
    nlohmann::json bad;
    {
        std::ifstream in(veDemo().toStdString());
        bad = nlohmann::json::parse(in);
    }
    bad["ruleset"] = arbitre::test::sourcePath("rulesets/vive-l-empereur.json").toStdString();
    bad["sides"][0]["units"][0]["formation"] = "wedge";
    const QString path = dir.filePath(QStringLiteral("bad.json"));
    {
        std::ofstream out(path.toStdString());
        out << bad.dump(2);
    }
    arbitre::test::WindowFixture fixture;
    CHECK_FALSE(fixture.open(path));
    CHECK(fixture.windows<arbitre::gui::VeWindow>().isEmpty());
    CHECK(fixture.lastError().contains(QStringLiteral("/sides/0/units/0/formation")));
    CHECK(fixture.lastError().contains(QStringLiteral("unknown formation 'wedge'")));
}

TEST_CASE("A VE battle left by a crash is offered for recovery, and its window closes cleanly", "[ve-window][autosave]")
{
    QTemporaryDir autosaves;
    {
        arbitre::test::WindowFixture crashed(autosaves.path());
        REQUIRE(crashed.open(veDemo()));
        VeWindow *window = crashed.windows<arbitre::gui::VeWindow>().front();
        window->selectUnit(QStringLiteral("fr-batterie"));
        window->setProcedure(VeProcedure::Fire);
        window->setTargetUnit(QStringLiteral("aut-ir-9"));
        window->setDice(QStringLiteral("5"));
        REQUIRE(window->confirm());
        REQUIRE_FALSE(window->autosaver()->saveNow().isEmpty());
        window->autosaver()->abandon();
        window->close();
    }
    arbitre::test::WindowFixture next(autosaves.path());
    REQUIRE(next.offerRecovery());
    REQUIRE(next.windows<arbitre::gui::VeWindow>().size() == 1);
    QPointer<VeWindow> window = next.windows<arbitre::gui::VeWindow>().front();
    CHECK(window->document()->session().unit("aut-ir-9").unit.losses == 1);
    CHECK(window->document()->isModified());
    CHECK(window->document()->filePath().isEmpty()); // a bundled demo stays untitled
    window->setInteractive(false);
    REQUIRE(window->close());
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    CHECK(window.isNull());
}

TEST_CASE("VE-W3 VE-W4 VE-W5 VE window - melee, a morale test with its stated flank, the GM's result, the rout "
          "move picked on the map and the leader's fate, each as the session resolves it",
          "[ve-window][VE-W3][VE-W4][VE-W5]")
{
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(veDemo()));
    VeWindow &window = *fixture.windows<arbitre::gui::VeWindow>().front();
    arbitre::napoleonic::VeSession core(std::dynamic_pointer_cast<const arbitre::napoleonic::VeScenario>(
        arbitre::shippedModules().loadScenario(arbitre::gui::toFilePath(veDemo()))));
    const auto coreApply = [&core](VeProcedure procedure, arbitre::napoleonic::VeOrders orders, std::vector<int> dice) {
        arbitre::ListDice entered(std::move(dice), arbitre::DieSource::Entered);
        core.apply(procedure, orders, entered);
    };
    arbitre::napoleonic::VeOrders orders;

    // VE-W3: fr-2-leger with Lannes attacks aut-ir-9, die 4, Lannes's d10 3.
    window.selectUnit(QStringLiteral("fr-2-leger"));
    window.setProcedure(VeProcedure::Melee);
    window.setTargetUnit(QStringLiteral("aut-ir-9"));
    window.setDice(QStringLiteral("4, 3"));
    REQUIRE(window.preview());
    CHECK(window.tableHtml().contains(QStringLiteral("bgcolor=\"#f4c430\"><b>0 / D</b>")));
    REQUIRE(window.confirm());
    orders.unit = "fr-2-leger";
    orders.target = "aut-ir-9";
    coreApply(VeProcedure::Melee, orders, {4, 3});

    // VE-W4: aut-ir-4 attacked in the flank, 3 + 4.
    window.selectUnit(QStringLiteral("aut-ir-4"));
    window.setProcedure(VeProcedure::Morale);
    CHECK_FALSE(window.setModifier(QStringLiteral("general"), true)); // from the unit, not the GM
    REQUIRE(window.setModifier(QStringLiteral("attaque_flanc"), true));
    window.setDice(QStringLiteral("3, 4"));
    REQUIRE(window.confirm());
    orders = {};
    orders.unit = "aut-ir-4";
    orders.modifiers = {"attaque_flanc"};
    coreApply(VeProcedure::Morale, orders, {3, 4});

    // VE-W5: the GM picks Découragée; the rout's destination clicked on the map; Hohenlohe follows.
    window.setProcedure(VeProcedure::Result);
    window.setChoice(QStringLiteral("result"), QStringLiteral("decouragee"));
    window.setDice(QString());
    REQUIRE(window.confirm());
    orders.modifiers.clear();
    orders.result = "decouragee";
    coreApply(VeProcedure::Result, orders, {});
    window.setProcedure(VeProcedure::Move);
    const Hex east = window.document()->scenario().map.grid.hexOf({13, 3});
    QTest::mouseClick(window.mapView(), Qt::LeftButton, {}, window.mapView()->hexCentre(east).toPoint());
    REQUIRE(window.confirm());
    orders.result.clear();
    orders.hex = east;
    coreApply(VeProcedure::Move, orders, {});
    window.setProcedure(VeProcedure::Leader);
    window.setChoice(QStringLiteral("leader"), QStringLiteral("hohenlohe"));
    window.setChoice(QStringLiteral("event"), QStringLiteral("rout_move"));
    REQUIRE(window.confirm());
    orders = {};
    orders.leader = "hohenlohe";
    orders.event = "rout_move";
    coreApply(VeProcedure::Leader, orders, {});

    const auto &logged = window.document()->session().log();
    REQUIRE(logged.size() == core.log().size());
    for (std::size_t i = 0; i < logged.size(); ++i) {
        INFO("event " << i << " " << logged[i].kind);
        CHECK(logged[i].kind == core.log()[i].kind);
        CHECK(logged[i].dice == core.log()[i].dice);
        CHECK(logged[i].result == core.log()[i].result);
    }
    CHECK(window.document()->session().unit("aut-ir-4").hex == east);
    CHECK(window.mapView()->unitAt(east) == QStringLiteral("aut-ir-4"));
    CHECK(window.document()->undoStack()->count() == 5);
}
