// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Running a battle in the app: the demo's first day played through the app's own gestures and
// dialogs, with the dice typed as a GM types them, must end where `arbitre-cli umbra play` ends with
// the same orders and dice.
#include "arbitre/core/json_document.h"
#include "arbitre/umbra/battle_log.h"
#include "arbitre/umbra/scenario.h"
#include "battle_log_dock.h"
#include "cli.h"
#include "confrontation_dock.h"
#include "gui_fixtures.h"
#include "hex_map_view.h"
#include "play_dialogs.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTest>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QUndoStack>

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

using namespace arbitre;
using gui::MainWindow;
using gui::SessionDocument;
using nlohmann::json;
using umbra::Phase;

namespace {

const std::vector<int> DemoDice{4, 8, 6, 8, 7, 2, 5, 9, 3, 5, 8, 4, 6, 7, 9, 7, 1, 10, 2, 5};

json demoOrders()
{
    return JsonDocument::fromFile(
               test::sourcePath("resources/scenarios/battle-of-vaudrey-ford.orders.json").toStdString())
        .root();
}

QAction *action(MainWindow &window, const char *name)
{
    auto *found = window.findChild<QAction *>(QString::fromUtf8(name));
    REQUIRE(found);
    return found;
}

/** The GM plays one entry of the orders file through the window: orders, dialogs, typed dice. */
class Gm
{
public:
    Gm(MainWindow &window, std::size_t &nextDie) : m_window(window), m_doc(*window.document()), m_die(nextDie) {}

    void movement(const json &entry)
    {
        const json moves = entry.value("moves", json::object());
        const json conditionals = entry.value("conditional", json::object());
        while (m_doc.state().phase == Phase::Movement) {
            const std::string side = m_doc.movingSide();
            for (const json &order : moves.value(side, json::array()))
                give(order);
            for (const json &conditional : conditionals.value(side, json::array())) {
                m_doc.select({gui::Selection::Kind::Unit, conditional["order"]["unit"].get<std::string>(), {}});
                action(m_window, "conditional")->trigger();
                auto *dialog = m_window.findChild<gui::ConditionalOrderDialog *>();
                REQUIRE(dialog);
                dialog->findChild<QLineEdit *>()->setText(QString::fromStdString(conditional["trigger"]));
                const auto spins = dialog->findChildren<QSpinBox *>();
                spins[0]->setValue(conditional["order"]["to"][0]);
                spins[1]->setValue(conditional["order"]["to"][1]);
                dialog->accept();
                QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
            }
            CHECK(m_window.stepLabel()->text().contains(QString::fromStdString(m_doc.state().sides[0].name)) |
                  m_window.stepLabel()->text().contains(QString::fromStdString(m_doc.state().sides[1].name)));
            m_window.nextStep();
            INFO(m_window.lastError().toStdString());
            REQUIRE(m_window.lastError().isEmpty());
        }
        if (m_doc.state().phase == Phase::Conditional) {
            auto *dialog = qobject_cast<gui::ConditionalsDialog *>(m_window.nextStep());
            REQUIRE(dialog);
            const auto boxes = dialog->findChildren<QCheckBox *>();
            const std::vector<bool> fire = entry.at("fire");
            REQUIRE(boxes.size() == static_cast<qsizetype>(fire.size()));
            for (std::size_t i = 0; i < fire.size(); ++i)
                boxes[static_cast<qsizetype>(i)]->setChecked(fire[i]);
            dialog->accept();
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        }
    }

    void confrontations(const json &entry)
    {
        REQUIRE(m_doc.state().phase == Phase::Confrontation);
        gui::ConfrontationDock &dock = *m_window.confrontationDock();
        for (const umbra::DraftConfrontation &item : m_doc.turnDraft()->items()) {
            const int index = item.confrontation;
            dock.showConfrontation(index);
            // One key press per die, as on the table: 0 means 10.
            while (!m_doc.turnDraft()->find(index)->complete) {
                const int die = DemoDice.at(m_die++);
                QTest::keyClick(&dock, static_cast<Qt::Key>(Qt::Key_0 + die % 10));
            }
            CHECK(dock.view()->toPlainText().contains(QStringLiteral("Draw 1:")));
            for (const json &orders : entry.value("confrontations", json::array()))
                if (orders["confrontation"] == index + 1 && orders.contains("allocation"))
                    allocate(index, orders["allocation"]);
        }
        m_window.nextStep();
        INFO(m_window.lastError().toStdString());
        REQUIRE(m_window.lastError().isEmpty());
    }

    void endOfDay()
    {
        REQUIRE(m_doc.state().phase == Phase::EndOfDay);
        auto *dialog = qobject_cast<gui::RallyDialog *>(m_window.nextStep());
        REQUIRE(dialog);
        for (std::size_t row = 0; row < dialog->rows(); ++row)
            dialog->setDie(row, DemoDice.at(m_die++), DieSource::Entered);
        dialog->accept();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        REQUIRE(m_window.lastError().isEmpty());
    }

private:
    MainWindow &m_window;
    SessionDocument &m_doc;
    std::size_t &m_die;

    void give(const json &order)
    {
        const std::string unit = order.at("unit");
        m_doc.select({gui::Selection::Kind::Unit, unit, {}});
        const std::string what = order.value("action", "deplacement");
        if (what == "consolider") {
            action(m_window, "consolidate")->trigger();
        } else if (what == "lever_position_defensive") {
            action(m_window, "build-position")->trigger();
        } else {
            const OffsetCoord cell{order["to"][0], order["to"][1]};
            // The reach shown on the map is what the drop accepts, forced march included (UD-74).
            const auto &reach = m_window.mapView()->overlay().reach;
            const auto shown = std::find_if(reach.begin(), reach.end(), [&](const auto &r) { return r.cell == cell; });
            REQUIRE(shown != reach.end());
            CHECK(shown->forcedMarch == order.value("forced_march", false));
            Q_EMIT m_window.mapView()->unitDropped(QString::fromStdString(unit), cell);
        }
        INFO(unit << ": " << m_window.lastError().toStdString());
        REQUIRE(m_window.lastError().isEmpty());
        REQUIRE(m_doc.pendingOrder(unit));
    }

    void allocate(int confrontation, const json &allocation)
    {
        auto *dialog = qobject_cast<gui::AllocationDialog *>(m_window.allocateLosses(confrontation));
        REQUIRE(dialog);
        for (std::size_t i = 0; i < allocation.size(); ++i) {
            QComboBox *box = dialog->targetBox(i);
            REQUIRE(box);
            const int at = box->findData(QString::fromStdString(allocation[i].get<std::string>()));
            REQUIRE(at >= 0);
            box->setCurrentIndex(at);
            Q_EMIT box->activated(at);
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        }
        dialog->accept();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
};

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
    MainWindow &window = *fixture.window;
    REQUIRE(window.openFile(test::demoPath()));
    SessionDocument &doc = *window.document();
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
        QTreeWidgetItem *fight = nullptr;
        for (QTreeWidgetItemIterator it(log.tree()); *it; ++it)
            if ((*it)->text(0).contains(QStringLiteral("Confrontation")) && (*it)->childCount() == 0)
                fight = fight ? fight : *it;
        REQUIRE(fight);
        log.tree()->setCurrentItem(fight);
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
