// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Running a battle in the app: the demo's first day played through the app's own gestures and
// dialogs, with the dice typed as a GM types them, must end where `arbitre-cli umbra play` ends with
// the same orders and dice.
#include "arbitre/core/json_document.h"
#include "arbitre/umbra/battle_log.h"
#include "arbitre/umbra/scenario.h"
#include "cli.h"
#include "gui_fixtures.h"
#include "model_rows.h"
#include "play_driver.h"
#include "umbra/dialogs/play_dialogs.h"
#include "umbra/docks/battle_log_dock.h"
#include "umbra/docks/confrontation_dock.h"
#include "umbra/map/hex_map_view.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QTextBrowser>
#include <QTreeView>
#include <QUndoStack>

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

using namespace arbitre;
using gui::UmbraDocument;
using gui::UmbraWindow;
using nlohmann::json;
using umbra::Phase;

using test::DemoDice;
using test::demoOrders;
using test::Gm;

namespace {

/** The state `arbitre-cli umbra play` reaches with the first `entries` of the demo's orders. */
json cliState(const QString &directory, std::size_t entries, json &log)
{
    json orders = demoOrders();
    orders["turns"].erase(orders["turns"].begin() + static_cast<std::ptrdiff_t>(entries), orders["turns"].end());
    const std::string ordersFile = (directory + QStringLiteral("/orders.json")).toStdString();
    const std::string saved = (directory + QStringLiteral("/cli.json")).toStdString();
    std::ofstream(ordersFile) << orders.dump();
    std::ostringstream out;
    std::ostringstream err;
    REQUIRE(cli::run({"umbra", "play", test::demoPath().toStdString(), "--orders", ordersFile, "--save", saved}, out,
                     err) == 0);
    const json file = JsonDocument::fromFile(saved).root();
    log = file.at("log");
    return file.at("state");
}

} // namespace

TEST_CASE("Play: day 1 of the demo through the app, dice typed, ends where arbitre-cli umbra play ends", "[play]")
{
    test::WindowFixture fixture;
    REQUIRE(fixture.open(test::demoPath()));
    UmbraWindow &window = *fixture.window;
    UmbraDocument &doc = *window.document();
    CHECK(window.stepLabel()->text().contains(QStringLiteral("Set-up")));
    window.nextStep(); // begins the battle
    CHECK_FALSE(doc.inSetup());
    CHECK(window.stepLabel()->text().contains(QStringLiteral("moves")));
    CHECK(window.stepLabel()->text().contains(QStringLiteral("UD-71")));

    const json entries = demoOrders()["turns"];
    std::size_t die = 0;
    Gm gm(window, die);
    for (std::size_t i = 0; i < 4; ++i) {
        INFO("orders entry " << i);
        gm.movement(entries[i]);
        gm.confrontations(entries[i]);
    }
    gm.endOfDay();
    CHECK(doc.state().day == 2);

    QTemporaryDir directory;
    json cliLog;
    const json expected = cliState(directory.path(), 5, cliLog);
    const json actual = umbra::stateToJson(doc.ruleset(), doc.state(), &doc.map());
    CHECK(actual == expected);
    // The same events with the same results; the log says the app's dice were entered, the CLI's scripted.
    const json events = doc.session().log().toJson()["events"];
    REQUIRE(events.size() == cliLog["events"].size());
    for (std::size_t i = 0; i < events.size(); ++i) {
        INFO("event " << i);
        CHECK(events[i]["kind"] == cliLog["events"][i]["kind"]);
        CHECK(events[i]["result"] == cliLog["events"][i]["result"]);
        for (const json &rolled : events[i].value("dice", json::array()))
            CHECK(rolled["source"] == "entered");
    }

    SECTION("Undo takes back the end of the day and a resolution; redo plays them again identically")
    {
        const json end = actual;
        QUndoStack &undo = *doc.undoStack();
        undo.undo(); // the end of the day
        CHECK(doc.state().phase == Phase::EndOfDay);
        undo.undo(); // turn 4's resolution
        CHECK(doc.state().phase == Phase::Confrontation);
        CHECK(doc.state().turn == 4);
        // The dice and decisions of the resolution come back as they were, ready to resolve again.
        REQUIRE(doc.turnDraft());
        CHECK(doc.turnDraft()->complete());
        undo.redo();
        undo.redo();
        CHECK(umbra::stateToJson(doc.ruleset(), doc.state(), &doc.map()) == end);
    }

    SECTION("The battle log lists the day by turn, filters, marks the hexes and exports for the players")
    {
        gui::BattleLogDock &log = *window.battleLog();
        REQUIRE_FALSE(log.entries().empty());
        const std::size_t all = log.visibleEntries().size();
        log.setHighlightFilter(umbra::Flight);
        const auto flights = log.visibleEntries();
        REQUIRE_FALSE(flights.empty());
        CHECK(flights.size() < all);
        for (const umbra::LogEntry *entry : flights)
            CHECK((entry->highlights & umbra::Flight) != 0);
        log.setHighlightFilter(0);
        log.kindFilter()->setCurrentIndex(log.kindFilter()->findData(QStringLiteral("umbra.end_of_day")));
        REQUIRE(log.visibleEntries().size() == 1);
        log.kindFilter()->setCurrentIndex(0);
        log.unitFilter()->setText(QStringLiteral("mf_sergents"));
        for (const umbra::LogEntry *entry : log.visibleEntries())
            CHECK(std::find(entry->units.begin(), entry->units.end(), "mf_sergents") != entry->units.end());
        log.unitFilter()->clear();

        // Selecting a fight marks its hexes on the map.
        QModelIndex fight;
        for (const QModelIndex &row : test::allRows(*log.tree()->model()))
            if (row.data().toString().contains(QStringLiteral("Confrontation")) &&
                !log.tree()->model()->hasChildren(row))
                fight = fight.isValid() ? fight : row;
        REQUIRE(fight.isValid());
        log.tree()->setCurrentIndex(fight);
        CHECK_FALSE(window.mapView()->overlay().marked.empty());
        CHECK(log.details()->toPlainText().contains(QStringLiteral("entered from the table")));

        QTemporaryDir out;
        const QString markdown = out.path() + QStringLiteral("/log.md");
        const QString html = out.path() + QStringLiteral("/log.html");
        log.exportTo(markdown);
        log.exportTo(html);
        QFile md(markdown);
        REQUIRE(md.open(QIODevice::ReadOnly));
        const QString mdText = QString::fromUtf8(md.readAll());
        CHECK(mdText.contains(QStringLiteral("## Day 1")));
        CHECK(mdText.contains(QStringLiteral("### Turn 3")));
        CHECK(mdText.contains(QStringLiteral("entered")));
        QFile page(html);
        REQUIRE(page.open(QIODevice::ReadOnly));
        const QString htmlText = QString::fromUtf8(page.readAll());
        CHECK(htmlText.startsWith(QStringLiteral("<!DOCTYPE html>")));
        CHECK_FALSE(htmlText.contains(QStringLiteral("<script")));
    }
}

TEST_CASE("Play: a refused move says the rule, an override needs a reason and is undone with its step", "[play]")
{
    test::WindowFixture fixture;
    REQUIRE(fixture.open(test::demoPath()));
    UmbraWindow &window = *fixture.window;
    UmbraDocument &doc = *window.document();
    window.nextStep();
    REQUIRE(doc.movingSide() == "montfaucon");

    // UD-71: Brisemont waits for its step.
    Q_EMIT window.mapView()->unitDropped(QStringLiteral("br_lances"), OffsetCoord{17, 9});
    CHECK(window.lastError().contains(QStringLiteral("UD-71")));
    // UD-72: out of reach, said with the rule that forbids it.
    doc.select({gui::Selection::Kind::Unit, "mf_ecuyers", {}});
    const auto &reach = window.mapView()->overlay().reach;
    REQUIRE_FALSE(reach.empty());
    CHECK(std::any_of(reach.begin(), reach.end(), [](const auto &r) { return !r.forcedMarch; }));
    CHECK(std::any_of(reach.begin(), reach.end(), [](const auto &r) { return r.forcedMarch && r.fatigue == 1; }));
    Q_EMIT window.mapView()->unitDropped(QStringLiteral("mf_ecuyers"), OffsetCoord{2, 2});
    CHECK(window.lastError().contains(QStringLiteral("UD-")));
    CHECK_FALSE(doc.pendingOrder("mf_ecuyers"));
    // A legal drop is an order shown as an arrow; dropped back home it is taken back.
    const OffsetCoord target =
        std::find_if(reach.begin(), reach.end(), [](const auto &r) { return !r.forcedMarch; })->cell;
    Q_EMIT window.mapView()->unitDropped(QStringLiteral("mf_ecuyers"), target);
    REQUIRE(doc.pendingOrder("mf_ecuyers"));
    CHECK(window.mapView()->overlay().orders.size() == 1);
    doc.undoStack()->undo();
    CHECK_FALSE(doc.pendingOrder("mf_ecuyers"));

    // UD-M5: the override dialog refuses to go on without a reason; with one, the change is one step.
    doc.select({gui::Selection::Kind::Unit, "mf_garde", {}});
    test::action(window, "override")->trigger();
    auto *dialog = window.findChild<gui::OverrideDialog *>();
    REQUIRE(dialog);
    auto *field = dialog->findChild<QComboBox *>(QStringLiteral("override-field"));
    field->setCurrentIndex(field->findData(QStringLiteral("morale")));
    auto *choice = dialog->findChild<QComboBox *>(QStringLiteral("override-choice"));
    choice->setCurrentIndex(choice->findData(QStringLiteral("doute")));
    auto *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    CHECK_FALSE(ok->isEnabled());
    dialog->findChild<QLineEdit *>(QStringLiteral("override-reason"))->setText(QStringLiteral("banner lost"));
    CHECK(ok->isEnabled());
    dialog->accept();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    umbra::MemberRef garde;
    REQUIRE(umbra::findMember(doc.state(), 0, "mf_garde", garde));
    CHECK(doc.ruleset().morale.id(doc.state().sides[0].troops[static_cast<std::size_t>(garde.index)].morale) ==
          "doute");
    CHECK(window.battleLog()->entries().back().highlights == umbra::Override);
    doc.undoStack()->undo();
    CHECK(doc.ruleset().morale.id(doc.state().sides[0].troops[static_cast<std::size_t>(garde.index)].morale) ==
          "discipline");
}

TEST_CASE("Play: one key per die (0 is 10), Backspace takes it back, Roll is logged as rolled by Arbitre", "[play]")
{
    test::WindowFixture fixture;
    REQUIRE(fixture.open(test::sourcePath("resources/scenarios/blue-vs-red.json")));
    UmbraWindow &window = *fixture.window;
    UmbraDocument &doc = *window.document();
    window.nextStep(); // begins the battle: without a map every turn is a confrontation step
    REQUIRE(doc.turnDraft());
    gui::ConfrontationDock &dock = *window.confrontationDock();
    const int fight = doc.turnDraft()->items().front().confrontation;
    dock.showConfrontation(fight);
    CHECK(dock.view()->toPlainText().contains(QStringLiteral("Waiting for:")));
    QTest::keyClick(&dock, Qt::Key_0);
    REQUIRE(doc.turnDraft()->find(fight)->dice.size() == 1);
    CHECK(doc.turnDraft()->find(fight)->dice[0].value == 10);
    CHECK(doc.turnDraft()->find(fight)->dice[0].source == DieSource::Entered);
    QTest::keyClick(&dock, Qt::Key_Backspace);
    CHECK(doc.turnDraft()->find(fight)->dice.empty());
    doc.setDiceSeed(7);
    dock.findChild<QPushButton *>(QStringLiteral("roll"))->click();
    REQUIRE(doc.turnDraft()->complete());
    // The table is shown with the row of the draw highlighted.
    CHECK(dock.view()->toHtml().contains(QStringLiteral("#fff3b0")));
    dock.findChild<QPushButton *>(QStringLiteral("resolve"))->click();
    REQUIRE(window.lastError().isEmpty());
    const Event &turn = doc.session().log().events().back();
    CHECK(turn.kind == "umbra.turn");
    REQUIRE(turn.dice.size() == 1);
    CHECK(turn.dice[0].source == DieSource::Seeded);
}

TEST_CASE("Play: a unit in a fight is shown its way out (UD-73), a click on a shaded hex moves it", "[play]")
{
    test::WindowFixture fixture;
    REQUIRE(fixture.open(test::demoPath()));
    UmbraWindow &window = *fixture.window;
    UmbraDocument &doc = *window.document();
    window.nextStep();
    const json entries = demoOrders()["turns"];
    std::size_t die = 0;
    Gm gm(window, die);
    for (std::size_t i = 0; i < 3; ++i) {
        gm.movement(entries[i]);
        gm.confrontations(entries[i]);
    }
    // Day 1, turn 4: Montfaucon moves first; its pikemen hold the palisade in the fight at the ford.
    REQUIRE(doc.movingSide() == "montfaucon");
    doc.select({gui::Selection::Kind::Unit, "mf_piquiers", {}});
    QAction *leave = test::action(window, "leave-confrontation");
    REQUIRE(leave->isEnabled());
    const std::size_t all = window.mapView()->overlay().reach.size();
    leave->trigger();
    const auto reach = window.mapView()->overlay().reach;
    REQUIRE_FALSE(reach.empty());
    CHECK(reach.size() <= all);
    for (const auto &hex : reach) {
        CHECK(hex.leaves);
        CHECK(hex.disengage == 2); // UD-73: the same day, −2 F
    }
    // A click on a shaded empty hex gives the order, as a drop does.
    const auto occupied = [&](OffsetCoord cell) {
        const Hex hex = doc.map().grid.hexOf(cell);
        for (const umbra::Side &side : doc.state().sides) {
            for (const umbra::Troop &troop : side.troops)
                if (troop.onMap && troop.hex == hex)
                    return true;
            for (const umbra::Personality &p : side.personalities)
                if (p.onMap && p.hex == hex)
                    return true;
        }
        return false;
    };
    const auto empty = std::find_if(reach.begin(), reach.end(), [&](const auto &hex) { return !occupied(hex.cell); });
    REQUIRE(empty != reach.end());
    window.mapView()->centerOn(empty->cell);
    QTest::mouseClick(window.mapView(), Qt::LeftButton, {}, window.mapView()->cellCenter(empty->cell));
    INFO(window.lastError().toStdString());
    REQUIRE(doc.pendingOrder("mf_piquiers"));
    CHECK(window.mapView()->overlay().orders.size() == 1);
}

TEST_CASE("Play: the GM overrides a total with a reason (UD-M5), the log shows it, Discipline is offered (UD-51)",
          "[play]")
{
    test::WindowFixture fixture;
    REQUIRE(fixture.open(test::sourcePath("resources/scenarios/blue-vs-red.json")));
    UmbraWindow &window = *fixture.window;
    UmbraDocument &doc = *window.document();
    window.nextStep();
    gui::ConfrontationDock &dock = *window.confrontationDock();
    const int fight = doc.turnDraft()->items().front().confrontation;
    dock.showConfrontation(fight);
    dock.findChild<QPushButton *>(QStringLiteral("override-resolution"))->click();
    auto *dialog = window.findChild<gui::ResolutionOverrideDialog *>();
    REQUIRE(dialog);
    auto *blue = dialog->findChild<QSpinBox *>(QStringLiteral("override-total-blue"));
    REQUIRE(blue);
    blue->setValue(21);
    dialog->findChildren<QCheckBox *>().front()->setChecked(true);
    auto *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    CHECK_FALSE(ok->isEnabled()); // no reason yet
    dialog->findChild<QLineEdit *>(QStringLiteral("override-reason"))->setText(QStringLiteral("the reserve arrives"));
    REQUIRE(ok->isEnabled());
    dialog->accept();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    const umbra::DraftConfrontation &item = *doc.turnDraft()->find(fight);
    CHECK(item.preview.totals[0].total == 21);
    CHECK(doc.ruleset().tables[static_cast<std::size_t>(item.preview.table.table)].id == "table_iv"); // UD-A58
    CHECK(dock.view()->toPlainText().contains(QStringLiteral("gm override")));
    QTest::keyClick(&dock, Qt::Key_8);
    window.nextStep();
    REQUIRE(window.lastError().isEmpty());
    const umbra::LogEntry &entry = window.battleLog()->entries().back();
    CHECK((entry.highlights & umbra::Override) != 0);
    CHECK(std::any_of(entry.lines.begin(), entry.lines.end(),
                      [](const std::string &line) { return line.find("the reserve arrives") != std::string::npos; }));

    // The ford of the Grey River: Gautier's Discipline is offered, up to his reserve of 2.
    REQUIRE(fixture.open(test::sourcePath("resources/scenarios/ford-of-the-grey-river.json")));
    UmbraWindow &grey = *fixture.window;
    grey.nextStep();
    grey.confrontationDock()->showConfrontation(grey.document()->turnDraft()->items().front().confrontation);
    auto *discipline = grey.confrontationDock()->findChild<QSpinBox *>(QStringLiteral("discipline-varennes"));
    REQUIRE(discipline);
    CHECK(discipline->maximum() == 2);
    discipline->setValue(1);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    CHECK(grey.document()->turnDraft()->items().front().orders.discipline ==
          std::vector<std::pair<std::string, int>>{{"varennes", 1}});
}

TEST_CASE("Play: a fight hex offers split and merge (UD-A52), a split that leaves one side alone is refused", "[play]")
{
    test::WindowFixture fixture;
    REQUIRE(fixture.open(test::demoPath()));
    UmbraWindow &window = *fixture.window;
    UmbraDocument &doc = *window.document();
    window.nextStep();
    const json entries = demoOrders()["turns"];
    std::size_t die = 0;
    Gm gm(window, die);
    gm.movement(entries[0]);
    gm.confrontations(entries[0]);
    gm.movement(entries[1]);
    // Day 1, turn 2: the picket at the ford and Brisemont's vanguard across it, one fight over two hexes.
    REQUIRE(doc.turnDraft());
    const umbra::Confrontation &fight =
        doc.state().confrontations[static_cast<std::size_t>(doc.turnDraft()->items().front().confrontation)];
    REQUIRE(fight.hexes.size() == 2);
    const OffsetCoord cell = doc.map().grid.cellOf(fight.hexes.front());
    const auto menu = window.contextMenu(cell, {});
    QAction *split = nullptr;
    for (QAction *item : menu->actions())
        if (item->text() == QStringLiteral("Split This Hex Off"))
            split = item;
    REQUIRE(split);
    REQUIRE(split->isEnabled());
    const std::size_t events = doc.session().log().size();
    split->trigger();
    CHECK(window.lastError().contains(QStringLiteral("without troops of")));
    CHECK(doc.session().log().size() == events); // refused whole: nothing logged
}

TEST_CASE("Play: three sides in one cluster show one front per pair, only fronts of the same sides merge (UD-A52)",
          "[play]")
{
    QTemporaryDir dir;
    json ruleset = JsonDocument::fromFile(test::sourcePath("rulesets/umbra-draconis.json").toStdString()).root();
    ruleset["parameters"]["confrontation"]["adjacency_turns"] = 0;
    const std::string rulesetPath = dir.filePath(QStringLiteral("ruleset.json")).toStdString();
    std::ofstream(rulesetPath) << ruleset.dump(2);
    const auto troopAt = [](const char *id, const char *type, int col) {
        return json{{"id", id}, {"type", type}, {"hex", {col, 2}}};
    };
    // A at [2, 2], B's two troops at [3, 2], C at [4, 2]: B faces A and C.
    const json scenario{
        {"ruleset", rulesetPath},
        {"name", "three sides"},
        {"map",
         {{"width", 7},
          {"height", 5},
          {"orientation", "pointy"},
          {"legend", {{".", "plaine"}}},
          {"rows", json::array({".......", ".......", ".......", ".......", "......."})}}},
        {"sides",
         json::array({{{"id", "a"}, {"troops", {troopAt("a1", "fantassins", 2)}}},
                      {{"id", "b"}, {"troops", {troopAt("b1", "cavalerie", 3), troopAt("b2", "cavalerie", 3)}}},
                      {{"id", "c"}, {"troops", {troopAt("c1", "archers", 4)}}}})}};
    const QString path = dir.filePath(QStringLiteral("three-sides.json"));
    std::ofstream(path.toStdString()) << scenario.dump(2);

    test::WindowFixture fixture;
    REQUIRE(fixture.open(path));
    UmbraWindow &window = *fixture.window;
    UmbraDocument &doc = *window.document();
    while (doc.state().phase == Phase::Movement) {
        window.nextStep();
        REQUIRE(window.lastError().isEmpty());
    }
    REQUIRE(doc.turnDraft());
    REQUIRE(doc.turnDraft()->items().size() == 2);
    const auto menu = window.contextMenu({3, 2}, {}); // B's hex is in both fronts
    QStringList texts;
    for (const QAction *item : menu->actions())
        texts << item->text();
    CHECK(texts.contains(QStringLiteral("Confrontation 1")));
    CHECK(texts.contains(QStringLiteral("Confrontation 2")));
    CHECK(texts.filter(QStringLiteral("Merge Confrontation")).isEmpty()); // A–B and B–C do not merge

    gui::ConfrontationDock &dock = *window.confrontationDock();
    std::vector<int> fights; // each key press rebuilds the draft: keep the numbers, not its items
    for (const umbra::DraftConfrontation &item : doc.turnDraft()->items())
        fights.push_back(item.confrontation);
    for (const int fight : fights) {
        dock.showConfrontation(fight);
        while (!doc.turnDraft()->find(fight)->complete)
            QTest::keyClick(&dock, Qt::Key_5);
        CHECK(dock.view()->toPlainText().contains(QStringLiteral("Draw 1:")));
    }
    window.nextStep();
    INFO(window.lastError().toStdString());
    REQUIRE(window.lastError().isEmpty());
    CHECK(doc.session().lastTurn()->result["confrontations"].size() == 2);
}
