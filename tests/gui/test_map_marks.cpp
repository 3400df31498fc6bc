// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// What comes next on the map of the demo battle, as the map view's marks model holds it (not pixels): a
// contact that will fight, with a tooltip naming both groups; a click beyond the reach says why as a drop
// does; the map fits the window it opens in; the turn bar and the status words.
#include "gui_fixtures.h"
#include "play_driver.h"
#include "umbra/map/hex_map_view.h"
#include "umbra/play_text.h"
#include "umbra/umbra_document.h"
#include "umbra/unit_text.h"

#include "shell/application.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QTest>

#include <catch2/catch.hpp>

#include <algorithm>

using namespace arbitre;
using gui::MapOverlay;
using gui::UmbraDocument;
using gui::UmbraWindow;

namespace {

/** Whether a present unit of another side than `side` stands on the map at distance one of `hex`. */
bool nextToEnemy(const umbra::BattleState &state, int side, Hex hex)
{
    for (std::size_t s = 0; s < state.sides.size(); ++s) {
        if (static_cast<int>(s) == side)
            continue;
        for (const umbra::Troop &troop : state.sides[s].troops)
            if (troop.present() && troop.onMap && distance(troop.hex, hex) == 1)
                return true;
    }
    return false;
}

struct ContactOrder
{
    std::string unit;
    OffsetCoord cell;
};

/** A troop of the moving side and a hex of its reach, not an enemy's, next to an enemy. */
std::optional<ContactOrder> contactOrder(const UmbraDocument &doc)
{
    const umbra::BattleState &state = doc.state();
    const std::string moving = doc.movingSide();
    for (std::size_t s = 0; s < state.sides.size(); ++s) {
        if (state.sides[s].id != moving)
            continue;
        for (const umbra::Troop &troop : state.sides[s].troops) {
            if (!troop.present() || !troop.onMap)
                continue;
            for (const umbra::Reach &reach : doc.legalMoves(troop.id).reach)
                if (!reach.contact && !reach.forcedMarch && !reach.entering &&
                    nextToEnemy(state, static_cast<int>(s), reach.hex))
                    return ContactOrder{troop.id, doc.map().grid.cellOf(reach.hex)};
        }
    }
    return std::nullopt;
}

/**
 * Set-up: places an enemy of `unit` two hexes from it, on plain ground and alone, so that a move of one hex
 * brings them next to each other. The drop on the map is the GM's gesture in set-up.
 */
void placeEnemyNear(UmbraWindow &window, const std::string &unit, const std::string &enemy)
{
    const UmbraDocument &doc = *window.document();
    const auto &map = doc.map();
    const auto ref = gui::UnitText::memberById(doc.state(), unit);
    REQUIRE(ref);
    const Hex from =
        doc.state().sides[static_cast<std::size_t>(ref->side)].troops[static_cast<std::size_t>(ref->index)].hex;
    const auto plain = doc.ruleset().findTerrain("plaine");
    REQUIRE(plain);
    for (int cell = 0; cell < map.grid.cellCount(); ++cell) {
        const Hex hex = map.grid.hexAt(cell);
        if (distance(hex, from) != 2 || map.terrainAt(hex) != *plain)
            continue;
        bool empty = true;
        for (const umbra::Side &side : doc.state().sides)
            for (const umbra::Troop &troop : side.troops)
                empty = empty && !(troop.onMap && distance(troop.hex, hex) <= 1 && troop.id != unit);
        if (!empty)
            continue;
        Q_EMIT window.mapView()->unitDropped(QString::fromStdString(enemy), map.grid.cellOf(hex));
        REQUIRE(window.lastError().isEmpty());
        return;
    }
    FAIL("no plain hex two hexes from " << unit);
}

const MapOverlay::Outlook *contactAt(const gui::HexMapView &view, OffsetCoord cell)
{
    for (const MapOverlay::Outlook &mark : view.overlay().outlook)
        if (mark.kind == MapOverlay::Outlook::Kind::Contact &&
            std::find(mark.cells.begin(), mark.cells.end(), cell) != mark.cells.end())
            return &mark;
    return nullptr;
}

} // namespace

TEST_CASE("UD-A52 troops moved next to the enemy get a contact mark whose tooltip names both groups", "[map-marks]")
{
    test::WindowFixture fixture;
    REQUIRE(fixture.open(test::demoPath()));
    UmbraWindow &window = *fixture.window;
    UmbraDocument &doc = *window.document();
    gui::HexMapView &view = *window.mapView();
    placeEnemyNear(window, "mf_ecuyers", "br_lances");
    window.nextStep(); // begins the battle
    const auto order = contactOrder(doc);
    REQUIRE(order);
    CHECK_FALSE(contactAt(view, order->cell));

    // The mark comes with the order, before the step is played: the outlook reads the draft.
    doc.select({gui::Selection::Kind::Unit, order->unit, {}});
    Q_EMIT view.unitDropped(QString::fromStdString(order->unit), order->cell);
    INFO(window.lastError().toStdString());
    REQUIRE(doc.pendingOrder(order->unit));
    const MapOverlay::Outlook *mark = contactAt(view, order->cell);
    REQUIRE(mark);
    REQUIRE(mark->cells.size() == 2);
    const OffsetCoord other = mark->cells[0] == order->cell ? mark->cells[1] : mark->cells[0];
    const umbra::BattleState &state = doc.state();
    QString enemy;
    for (const umbra::Side &side : state.sides)
        for (const umbra::Troop &troop : side.troops)
            if (troop.present() && troop.onMap && doc.map().grid.cellOf(troop.hex) == other)
                enemy = gui::UnitText::name(state, troop.id);
    REQUIRE_FALSE(enemy.isEmpty());
    const QString tooltip = view.outlookTooltip(order->cell);
    INFO(tooltip.toStdString());
    CHECK(tooltip.contains(gui::UnitText::name(state, order->unit)));
    CHECK(tooltip.contains(enemy));
    CHECK(tooltip.contains(QStringLiteral("UD-A52")));
    CHECK(view.outlookTooltip(other) == tooltip);
    CHECK_FALSE(mark->soon); // recorded at the end of this movement: they fight next turn

    // Both sides end their steps: the detection records the contact, which still waits for next turn.
    while (doc.state().phase == umbra::Phase::Movement) {
        window.nextStep();
        REQUIRE(window.lastError().isEmpty());
    }
    REQUIRE(doc.state().phase == umbra::Phase::Confrontation);
    mark = contactAt(view, order->cell);
    REQUIRE(mark);
    CHECK_FALSE(mark->soon);
    CHECK(view.outlookTooltip(order->cell).contains(QStringLiteral("next turn")));
    INFO(window.stepLabel()->text().toStdString());
    CHECK(window.stepLabel()->text().contains(QStringLiteral("will fight next turn")));
    CHECK(window.stepLabel()->text().contains(QStringLiteral("rule:UD-A52"))); // the rule id opens its text
}

TEST_CASE("UD-72 a click beyond the reach keeps the unit selected and says why in the words of a refused drop",
          "[map-marks]")
{
    test::WindowFixture fixture;
    REQUIRE(fixture.open(test::demoPath()));
    UmbraWindow &window = *fixture.window;
    UmbraDocument &doc = *window.document();
    gui::HexMapView &view = *window.mapView();
    window.resize(1366, 768);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    window.nextStep();
    REQUIRE(doc.movingSide() == "montfaucon");
    doc.select({gui::Selection::Kind::Unit, "mf_ecuyers", {}});
    REQUIRE_FALSE(view.overlay().reach.empty());

    const OffsetCoord far{2, 2};
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellCenter(far));
    CHECK(doc.selection().kind == gui::Selection::Kind::Unit);
    CHECK(doc.selection().id == "mf_ecuyers");
    const QString why = view.lastRefusal();
    INFO(why.toStdString());
    CHECK(why.contains(gui::UnitText::name(doc.state(), std::string("mf_ecuyers"))));
    CHECK(why.contains(QStringLiteral("[2, 2]")));
    CHECK(why.contains(QStringLiteral("UD-72")));
    CHECK_FALSE(why.contains(QStringLiteral("mf_ecuyers")));

    // A drop there is refused with the same words.
    Q_EMIT view.unitDropped(QStringLiteral("mf_ecuyers"), far);
    CHECK(window.lastError().contains(why));
    CHECK_FALSE(doc.pendingOrder("mf_ecuyers"));

    // Escape drops the selection; a click on a hex then selects it, quietly.
    QTest::keyClick(&view, Qt::Key_Escape);
    CHECK(doc.selection().kind == gui::Selection::Kind::None);
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellCenter(far));
    CHECK(doc.selection().kind == gui::Selection::Kind::Hex);
    CHECK(view.lastRefusal().isEmpty());
}

TEST_CASE("The demo's map is fitted to the window it opens in, at 1366x768 and 1920x1080", "[map-marks]")
{
    for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
        INFO(size.width() << "x" << size.height());
        test::WindowFixture fixture;
        REQUIRE(fixture.open(test::demoPath()));
        UmbraWindow &window = *fixture.window;
        window.resize(size);
        window.show();
        REQUIRE(QTest::qWaitForWindowExposed(&window));
        QCoreApplication::processEvents();
        const gui::HexMapView &view = *window.mapView();
        const QRectF visible = view.visibleMapRect();
        const QRectF bounds = view.mapBounds();
        CHECK(visible.contains(bounds));
        // Fitted, not merely inside: the map fills the view along one of its axes.
        CHECK(std::max(bounds.width() / visible.width(), bounds.height() / visible.height()) > 0.9);
    }
}

TEST_CASE("UD-71 the turn bar says why a side moves first with the sides' names, and the end of a day is no turn 5",
          "[map-marks]")
{
    test::WindowFixture fixture;
    REQUIRE(fixture.open(test::demoPath()));
    UmbraWindow &window = *fixture.window;
    UmbraDocument &doc = *window.document();
    window.nextStep();
    const QString bar = window.stepLabel()->text();
    INFO(bar.toStdString());
    CHECK(bar.contains(QStringLiteral("UD-71")));
    for (const umbra::Side &side : doc.state().sides) {
        CHECK(bar.contains(QString::fromStdString(side.name).toHtmlEscaped()));
        if (side.name != side.id)
            CHECK_FALSE(bar.contains(QStringLiteral("VS %1 ").arg(QString::fromStdString(side.id))));
    }
    CHECK(gui::battleTimeText(doc) == QStringLiteral("day 1, turn 1 of 4"));

    const auto entries = test::demoOrders()["turns"];
    std::size_t die = 0;
    test::Gm gm(window, die);
    for (std::size_t i = 0; i < 4; ++i) {
        gm.movement(entries[i]);
        gm.confrontations(entries[i]);
    }
    REQUIRE(doc.state().phase == umbra::Phase::EndOfDay);
    CHECK(gui::battleTimeText(doc) == QStringLiteral("day 1, end of the day"));
}

// The demo in play with a contact that waits for next turn, at a laptop's and a desktop's size, in English
// and French. Hidden from the test run; under Xvfb:
//     xvfb-run -a -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb ARBITRE_SCREENSHOT_DIR=/tmp/shots
//         build/dev/tests/gui_tests "[.marks-screenshots]"
TEST_CASE("Screenshots of the map's marks of what comes next", "[.marks-screenshots]")
{
    const QByteArray directory = qgetenv("ARBITRE_SCREENSHOT_DIR");
    const QString root = directory.isEmpty() ? QStringLiteral("/tmp/arbitre-marks") : QString::fromUtf8(directory);
    QDir().mkpath(root);
    for (const char *language : {"en", "fr"}) {
        gui::installTranslation(*qApp, QString::fromLatin1(language));
        for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
            test::WindowFixture fixture;
            REQUIRE(fixture.open(test::demoPath()));
            UmbraWindow &window = *fixture.window;
            UmbraDocument &doc = *window.document();
            window.move(0, 0);
            window.resize(size);
            window.show();
            REQUIRE(QTest::qWaitForWindowExposed(&window));
            placeEnemyNear(window, "mf_ecuyers", "br_lances");
            window.nextStep();
            const auto order = contactOrder(doc);
            REQUIRE(order);
            doc.select({gui::Selection::Kind::Unit, order->unit, {}});
            Q_EMIT window.mapView()->unitDropped(QString::fromStdString(order->unit), order->cell);
            while (doc.state().phase == umbra::Phase::Movement)
                window.nextStep();
            doc.select({gui::Selection::Kind::Unit, order->unit, {}});
            for (int i = 0; i < 10; ++i) {
                QApplication::processEvents();
                QTest::qWait(30);
            }
            const QString name = QStringLiteral("%1/marks-%2x%3-%4.png")
                                     .arg(root)
                                     .arg(size.width())
                                     .arg(size.height())
                                     .arg(QString::fromLatin1(language));
            REQUIRE(window.grab().save(name));
        }
    }
    gui::installTranslation(*qApp, QStringLiteral("en"));
}
