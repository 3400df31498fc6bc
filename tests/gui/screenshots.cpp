// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The GM guide's pictures. Hidden from the test run; taken under Xvfb by scripts/screenshots.sh:
//     xvfb-run -a -s "-screen 0 1600x1000x24" env QT_QPA_PLATFORM=xcb build/dev/tests/gui_tests "[.screenshots]"
#include "arbitre/umbra/setup.h"
#include "common/odds_panel.h"
#include "gui_fixtures.h"
#include "model_rows.h"
#include "play_driver.h"
#include "pm_driver.h"
#include "shell/application.h"
#include "shell/welcome_window.h"
#include "umbra/dialogs/levy_dialog.h"
#include "umbra/dialogs/new_scenario_dialog.h"
#include "umbra/docks/battle_log_dock.h"
#include "umbra/map/hex_map_view.h"

#include <QTreeView>

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QMessageBox>
#include <QSettings>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>

#include "common/dice_entry.h"
#include "common/procedure_form.h"
#include "common/procedure_window.h"
#include "napoleonic/figures_window.h"
#include "pm/pm_battle_window.h"

#include <QTabWidget>

#include <catch2/catch.hpp>

using arbitre::OffsetCoord;
using arbitre::gui::Selection;

namespace {

QString shotPath(const char *name)
{
    const QByteArray directory = qgetenv("ARBITRE_SCREENSHOT_DIR");
    const QString root = directory.isEmpty() ? arbitre::test::sourcePath("docs/images") : QString::fromUtf8(directory);
    QDir().mkpath(root);
    return root + QLatin1Char('/') + QString::fromUtf8(name);
}

void settle()
{
    for (int i = 0; i < 10; ++i) {
        QApplication::processEvents();
        QTest::qWait(30);
    }
}

void shoot(QWidget *widget, const char *name)
{
    settle();
    REQUIRE(widget->grab().save(shotPath(name)));
}

} // namespace

TEST_CASE("Screenshots of the GM guide", "[.screenshots]")
{
    arbitre::gui::installTranslation(*qApp, QStringLiteral("en"));
    arbitre::test::WindowFixture fixture;
    auto *welcome = fixture.shell->welcome();
    welcome->move(0, 0);
    fixture.shell->showWelcome();
    shoot(welcome, "welcome.png");

    REQUIRE(fixture.open(arbitre::test::demoPath()));
    auto *window = fixture.window;
    window->move(0, 0);
    auto *document = window->document();
    document->select(Selection{Selection::Kind::Unit, "br_lances", {}});
    shoot(window, "main-window.png");

    auto *view = window->mapView();
    view->setZoom(view->zoom() * 1.6);
    view->centerOn(OffsetCoord{13, 9});
    document->select(Selection{Selection::Kind::Unit, "mf_garde", {}});
    shoot(window, "map-zoomed.png");

    // Set-up: a wood painted north of the keep and a troop dragged, both in the history.
    auto *brush = window->findChild<QComboBox *>(QStringLiteral("terrain-brush"));
    brush->setCurrentIndex(brush->findText(QStringLiteral("Forest"), Qt::MatchContains));
    Q_EMIT view->terrainPainted({{10, 6}, {11, 6}, {10, 7}, {11, 7}, {12, 6}});
    Q_EMIT view->unitDropped(QStringLiteral("mf_garde"), OffsetCoord{12, 8});
    document->select(Selection{Selection::Kind::Unit, "mf_garde", {}});
    for (auto *dock : window->findChildren<QDockWidget *>())
        if (dock->objectName() == QStringLiteral("history"))
            dock->raise();
    shoot(window, "setup-history.png");

    arbitre::gui::LevyDialog levy(*document, window);
    for (QSpinBox *box : levy.findChildren<QSpinBox *>())
        box->setValue(box == levy.findChildren<QSpinBox *>().front() ? 2 : 5);
    levy.show();
    shoot(&levy, "levy-dialog.png");
    levy.hide();

    arbitre::gui::NewScenarioDialog create(window);
    create.show();
    shoot(&create, "new-scenario-dialog.png");
    create.hide();

    CHECK_FALSE(fixture.open(arbitre::test::sourcePath("tests/data/invalid/scenario-unknown-troop-type.json")));
    QMessageBox error(QMessageBox::Warning, QStringLiteral("Cannot open"),
                      QStringLiteral("Cannot open scenario-unknown-troop-type.json"), QMessageBox::Ok, window);
    error.setInformativeText(fixture.lastError());
    error.show();
    shoot(&error, "open-error.png");

    // The same window in French: Qt's own texts, ours and the ruleset's terms.
    arbitre::gui::installTranslation(*qApp, QStringLiteral("fr"));
    arbitre::test::WindowFixture french;
    REQUIRE(french.open(arbitre::test::demoPath()));
    french.window->move(0, 0);
    french.window->document()->select(Selection{Selection::Kind::Unit, "hugues", {}});
    shoot(french.window, "main-window-fr.png");
}

TEST_CASE("Screenshots of a turn of play", "[.screenshots]")
{
    arbitre::gui::installTranslation(*qApp, QStringLiteral("en"));
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::demoPath()));
    auto *window = fixture.window;
    window->move(0, 0);
    auto *document = window->document();
    auto *view = window->mapView();
    window->nextStep(); // begin the battle
    const nlohmann::json entries = arbitre::test::demoOrders()["turns"];
    std::size_t die = 0;
    arbitre::test::Gm gm(*window, die);

    // Day 1, turn 1: Montfaucon has ordered its step; Brisemont's pikemen show their reach, forced march hatched.
    view->setZoom(view->zoom() * 2.0);
    view->centerOn(OffsetCoord{16, 12});
    for (const auto &order : entries[0]["moves"]["montfaucon"])
        gm.give(order);
    window->nextStep();
    for (const auto &order : entries[0]["moves"]["brisemont"])
        if (order["unit"] != "br_piquiers")
            gm.give(order);
    document->select(Selection{Selection::Kind::Unit, "br_piquiers", {}});
    shoot(window, "play-movement.png");
    gm.give(entries[0]["moves"]["brisemont"][0]);
    window->nextStep();
    gm.confrontations(entries[0]);

    // Turns 2 and 3: the fight at the palisade, its die typed, the loss allocation dialog.
    gm.movement(entries[1]);
    gm.confrontations(entries[1]);
    gm.movement(entries[2]);
    auto *dock = window->confrontationDock();
    const int fight = document->turnDraft()->items().front().confrontation;
    dock->show();
    dock->raise();
    dock->showConfrontation(fight);
    QTest::keyClick(dock, static_cast<Qt::Key>(Qt::Key_0 + arbitre::test::DemoDice.at(die++) % 10));
    view->centerOn(OffsetCoord{15, 10});
    shoot(window, "play-confrontation.png");
    auto *allocation = window->allocateLosses(fight);
    REQUIRE(allocation);
    settle();
    shoot(allocation, "play-allocation.png");
    allocation->reject();
    gm.allocate(fight, entries[2]["confrontations"][0]["allocation"]);
    window->nextStep();

    gm.movement(entries[3]);
    gm.confrontations(entries[3]);
    auto *rally = qobject_cast<arbitre::gui::RallyDialog *>(window->nextStep());
    REQUIRE(rally);
    for (std::size_t row = 0; row < rally->rows(); ++row)
        rally->setDie(row, arbitre::test::DemoDice.at(die++), arbitre::DieSource::Entered);
    shoot(rally, "play-rally.png");
    rally->accept();
    settle();

    // The battle log of the day, the fight at the ford selected and marked on the map.
    auto *log = window->battleLog();
    log->raise();
    for (const QModelIndex &row : arbitre::test::allRows(*log->tree()->model()))
        if (row.data().toString().startsWith(QStringLiteral("Confrontation 2"))) {
            log->tree()->setCurrentIndex(row);
            break;
        }
    view->centerOn(OffsetCoord{15, 10});
    shoot(window, "play-log.png");
    // The players' page, to be photographed in Chromium by scripts/screenshots.sh.
    log->exportTo(shotPath("battle-log.html"));
}

TEST_CASE("Screenshots of a PM battle", "[.screenshots]")
{
    arbitre::gui::installTranslation(*qApp, QStringLiteral("en"));
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::pmDemoPath()));
    arbitre::gui::PmBattleWindow *window = fixture.windows<arbitre::gui::PmBattleWindow>().front();
    window->resize(1600, 1000);
    window->move(0, 0);
    window->setDiceSeed(2026);
    shoot(window, "pm-battle-start.png");

    // PM-W2: the GM types both sides' PM dice, the players give their own.
    arbitre::test::playPmW2(*window);
    window->setDecision(1, arbitre::pm::DecisionKind::Continuer, true);
    shoot(window, "pm-battle-phase.png");
    REQUIRE(window->recordDecisions());

    // Two more phases with Arbitre's dice, then the chart.
    REQUIRE(window->playPhase());
    REQUIRE(window->recordDecisions());
    REQUIRE(window->playPhase());
    window->tabs()->setCurrentWidget(window->chart());
    shoot(window, "pm-battle-chart.png");
}

TEST_CASE("Screenshots of a Napoleonic table", "[.screenshots]")
{
    arbitre::gui::installTranslation(*qApp, QStringLiteral("en"));
    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::sourcePath("resources/scenarios/napoleonic-figures-demo.json")));
    arbitre::gui::FiguresWindow *window = fixture.windows<arbitre::gui::FiguresWindow>().front();
    window->resize(1600, 1000);
    window->move(0, 0);
    window->setDiceSeed(2026);

    // NF-T1: S fires on T at P2, T in light cover, S's first fire, the die a 3; previewed, not logged.
    window->setProcedure(arbitre::napoleonic::FiguresProcedure::Fire);
    window->setActingUnit(QStringLiteral("S"));
    window->setTargetUnit(QStringLiteral("T"));
    REQUIRE(window->setModifier(QStringLiteral("range_p2"), true));
    REQUIRE(window->setModifier(QStringLiteral("target_cover_light"), true));
    REQUIRE(window->setModifier(QStringLiteral("first_fire"), true));
    window->setDie(3);
    REQUIRE(window->preview());
    shoot(window, "napoleonic-preview.png");

    // Confirmed: T carries its steps; then its morale test for other reasons, previewed, with
    // S (in ARRÊT) and the cuirassiers (counted at CHARGE) picked in sight, I a friend (M11).
    REQUIRE(window->confirm());
    window->setProcedure(arbitre::napoleonic::FiguresProcedure::Morale);
    window->setActingUnit(QStringLiteral("T"));
    window->setTargetUnit(QString());
    REQUIRE(window->setModifier(QStringLiteral("own_cover_light"), true));
    REQUIRE(window->setModifier(QStringLiteral("under_fire_inf"), true));
    REQUIRE(window->setModifier(QStringLiteral("flank_secure"), true));
    REQUIRE(window->setInSight(QStringLiteral("S"), true));
    REQUIRE(window->setInSight(QStringLiteral("A"), true, QStringLiteral("charge")));
    REQUIRE(window->setInSight(QStringLiteral("I"), true));
    window->setDie(2);
    REQUIRE(window->preview());
    shoot(window, "napoleonic-morale.png");

    // NF-T3: the cuirassiers' melee on I with their general engaged: both dice typed (NF-11).
    window->setProcedure(arbitre::napoleonic::FiguresProcedure::Melee);
    window->setActingUnit(QStringLiteral("A"));
    window->setTargetUnit(QStringLiteral("I"));
    window->setMeleeGeneral(true);
    REQUIRE(window->setDieAt(0, 5));
    REQUIRE(window->setDieAt(1, 3));
    REQUIRE(window->preview());
    shoot(window, "napoleonic-melee-dice.png");
}

TEST_CASE("Screenshots of a rule system played in the generic window", "[.screenshots]")
{
    // The duel has no window of its own: the shell shows it in ProcedureWindow, built from its session's specs.
    const QString duel = arbitre::test::sourcePath("resources/scenarios/duel-at-the-mill.json");
    struct Shot
    {
        const char *language;
        QSize size;
        const char *file;
    };
    for (const Shot &shot : {Shot{"en", {1366, 768}, "duel-window.png"}, Shot{"fr", {1366, 768}, "duel-window-fr.png"},
                             Shot{"en", {1920, 1080}, "duel-window-1920.png"}}) {
        arbitre::gui::installTranslation(*qApp, QString::fromUtf8(shot.language));
        arbitre::test::WindowFixture fixture;
        REQUIRE(fixture.open(duel));
        auto *window = fixture.windows<arbitre::gui::ProcedureWindow>().front();
        window->resize(shot.size);
        window->move(0, 0);
        window->setDiceSeed(2026);
        // DU-2: Aubry charges Renaud from the high ground; the first attack is logged, the second previewed.
        REQUIRE(window->setProcedure(QStringLiteral("attack")));
        REQUIRE(window->form()->setValue(QStringLiteral("attacker"), "aubry"));
        REQUIRE(window->form()->setValue(QStringLiteral("target"), "renaud"));
        REQUIRE(window->form()->setValue(QStringLiteral("modifiers"), nlohmann::json::array({"high_ground"})));
        REQUIRE(window->diceEntry()->setTyped(0, 3));
        REQUIRE(window->confirm());
        REQUIRE(window->form()->setValue(QStringLiteral("attacker"), "renaud"));
        REQUIRE(window->form()->setValue(QStringLiteral("target"), "aubry"));
        REQUIRE(window->form()->setValue(QStringLiteral("modifiers"), nlohmann::json::array({"charge"})));
        REQUIRE(window->diceEntry()->setTyped(0, 5));
        REQUIRE(window->odds()->setWhatIf(QStringLiteral("charge"))); // and without the charge?
        shoot(window, shot.file);
    }
    arbitre::gui::installTranslation(*qApp, QStringLiteral("en"));
    QSettings().remove(QStringLiteral("recentFiles")); // the shots' own opens are not the GM's recent files
    arbitre::test::WindowFixture fixture;
    fixture.shell->welcome()->resize(1366, 768);
    fixture.shell->showWelcome();
    shoot(fixture.shell->welcome(), "welcome-1366.png");
}
