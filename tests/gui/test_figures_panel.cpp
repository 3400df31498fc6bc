// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The Napoleonic table panel's inputs: each changes the orders sent to the session and the preview;
// M11's picks by name, M15's ticks, NF-A56, NF-27, NF-45, NF-A25; every die typed, in order.
#include "gui_fixtures.h"
#include "napoleonic/figures_document.h"
#include "napoleonic/figures_window.h"

#include <QCheckBox>
#include <QTreeWidget>
#include <QUndoStack>

#include <catch2/catch.hpp>

using arbitre::DieSource;
using arbitre::ListDice;
using arbitre::gui::FiguresWindow;
using arbitre::napoleonic::FiguresOrders;
using arbitre::napoleonic::FiguresProcedure;

namespace {

FiguresWindow &openDemo(arbitre::test::WindowFixture &fixture)
{
    REQUIRE(fixture.open(arbitre::test::sourcePath("resources/scenarios/napoleonic-figures-demo.json")));
    return *fixture.windows<arbitre::gui::FiguresWindow>().front();
}

/** What the session resolves for the panel's orders now, with these dice: nothing logged. */
nlohmann::json resolved(const FiguresWindow &window, FiguresProcedure procedure, std::vector<int> dice)
{
    ListDice entered(std::move(dice), DieSource::Entered);
    return window.document()->preview(procedure, window.orders(), entered).result;
}

/** The panel's own preview text. */
QString previewed(FiguresWindow &window)
{
    REQUIRE(window.preview());
    return window.previewText();
}

QStringList sightNames(const FiguresWindow &window, int heading)
{
    QStringList names;
    const auto *tree = window.findChild<QTreeWidget *>();
    const QTreeWidgetItem *group = tree->topLevelItem(heading);
    for (int i = 0; i < group->childCount(); ++i)
        names << group->child(i)->text(0);
    return names;
}

} // namespace

TEST_CASE("M11 NF-32: friends and enemies picked by name give the core's morale result", "[napoleonic-panel][M11]")
{
    arbitre::test::WindowFixture fixture;
    FiguresWindow &window = openDemo(fixture);
    window.setProcedure(FiguresProcedure::Morale);
    window.setActingUnit(QStringLiteral("T"));
    window.setTargetUnit(QString());
    // The units of T's side are its friends, the others its enemies, by name.
    CHECK(sightNames(window, 0) ==
          QStringList{QStringLiteral("1st battalion, 52nd Foot"), QStringLiteral("3rd battalion, 1st Foot")});
    CHECK(sightNames(window, 1) == QStringList{QStringLiteral("1er bataillon du 8e de ligne"),
                                               QStringLiteral("2e cuirassiers"), QStringLiteral("5e hussards")});
    window.setDie(4);
    const QString alone = previewed(window);

    REQUIRE(window.setInSight(QStringLiteral("I"), true));                           // a friend in ARRÊT
    REQUIRE(window.setInSight(QStringLiteral("S"), true));                           // an enemy in ARRÊT
    REQUIRE(window.setInSight(QStringLiteral("A"), true, QStringLiteral("charge"))); // counted at CHARGE
    CHECK_FALSE(window.setInSight(QStringLiteral("T"), true));                       // not in its own sight
    CHECK_FALSE(window.setInSight(QStringLiteral("A"), true, QStringLiteral("nowhere")));
    const FiguresOrders orders = window.orders();
    CHECK(orders.friends == std::vector<std::string>{"arret"});
    CHECK(orders.enemies == std::vector<std::string>{"arret", "charge"});
    const QString picked = previewed(window);
    CHECK(picked != alone);
    CHECK(picked.contains(QStringLiteral("M11")));

    // The same orders given to the core straight: the same event.
    const arbitre::napoleonic::FiguresState before = window.document()->state();
    FiguresOrders same;
    same.unit = "T";
    same.test = "other";
    same.friends = {"arret"};
    same.enemies = {"arret", "charge"};
    ListDice dice({4}, DieSource::Entered);
    arbitre::napoleonic::FiguresState copy = before;
    const arbitre::Event core = arbitre::napoleonic::resolveFiguresProcedure(
        window.document()->scenario(), FiguresProcedure::Morale, same, dice, copy);
    REQUIRE(window.confirm());
    const arbitre::Event &logged = window.document()->session().log()[0];
    CHECK(logged.result == core.result);
    CHECK(logged.input == core.input);
    CHECK(window.document()->state() == copy);

    // Undo: the units as before, the picks kept for the next try.
    window.document()->undoStack()->undo();
    CHECK(window.document()->session().log().size() == 0);
    CHECK(window.document()->state() == before);
    CHECK(window.orders().enemies == std::vector<std::string>{"arret", "charge"});
    REQUIRE(window.setInSight(QStringLiteral("A"), false));
    CHECK(window.orders().enemies == std::vector<std::string>{"arret"});
    // What a unit sees is its own: another tester starts with none picked.
    window.setActingUnit(QStringLiteral("S"));
    CHECK(window.orders().friends.empty());
    CHECK(window.orders().enemies.empty());
}

TEST_CASE("M15 NF-A54: the infantry's ticks go with a cavalry MAC on infantry", "[napoleonic-panel][M15]")
{
    arbitre::test::WindowFixture fixture;
    FiguresWindow &window = openDemo(fixture);
    window.setProcedure(FiguresProcedure::Morale);
    window.setActingUnit(QStringLiteral("A"));
    window.setTargetUnit(QStringLiteral("I"));
    window.setMoraleTest(QStringLiteral("mac"));
    // Its cohesion is read from the unit; only the ruleset's M12 add-ons and M13 are ticked.
    CHECK_FALSE(window.setTargetModifier(QStringLiteral("formed"), true));
    CHECK_FALSE(window.setTargetModifier(QStringLiteral("leader"), true));
    const int without = resolved(window, FiguresProcedure::Morale, {3})["score"].get<int>();
    const QString before = previewed(window);
    REQUIRE(window.setTargetModifier(QStringLiteral("flank_threatened"), true));
    REQUIRE(window.orders().targetModifiers.size() == 1);
    CHECK(window.orders().targetModifiers[0].id == "flank_threatened");
    // −2 × (formed +1, flank threatened −1) = 0 instead of −2 × 1.
    CHECK(resolved(window, FiguresProcedure::Morale, {3})["score"].get<int>() == without + 2);
    CHECK(previewed(window) != before);
    // Another procedure sends none.
    window.setProcedure(FiguresProcedure::Reaction);
    CHECK(window.orders().targetModifiers.empty());
}

TEST_CASE("NF-A56 and NF-34: steps from the objective and a cavalry threat reach the morale test",
          "[napoleonic-panel][NF-A56][M13]")
{
    arbitre::test::WindowFixture fixture;
    FiguresWindow &window = openDemo(fixture);
    window.setProcedure(FiguresProcedure::Morale);
    window.setActingUnit(QStringLiteral("I")); // 1 step lost in this action, 11 figures at its start
    window.setMoraleTest(QStringLiteral("mac"));
    const int counted = resolved(window, FiguresProcedure::Morale, {3})["score"].get<int>();
    const QString before = previewed(window);
    window.setStepsFromObjective(1);
    CHECK(window.orders().stepsFromObjective == 1);
    CHECK(resolved(window, FiguresProcedure::Morale, {3})["score"].get<int>() == counted + 1); // M17 −1 left out
    CHECK(previewed(window) != before);

    REQUIRE(window.setModifier(QStringLiteral("flank_threatened"), true));
    const int flank = resolved(window, FiguresProcedure::Morale, {3})["score"].get<int>();
    window.setThreatenedByCavalry(true);
    CHECK(window.orders().threatenedByCavalry);
    CHECK(resolved(window, FiguresProcedure::Morale, {3})["score"].get<int>() == flank - 1); // −1 doubled
}

TEST_CASE("NF-27: the move's terrains and backward step come from the ruleset", "[napoleonic-panel][NF-27]")
{
    arbitre::test::WindowFixture fixture;
    FiguresWindow &window = openDemo(fixture);
    window.setProcedure(FiguresProcedure::Move);
    window.setActingUnit(QStringLiteral("S"));
    window.setMovePace(QStringLiteral("por"));
    CHECK(window.diePurposes().isEmpty());
    const int open = resolved(window, FiguresProcedure::Move, {})["allowance"].get<int>();
    const QString before = previewed(window);
    CHECK_FALSE(window.setTerrain(QStringLiteral("nowhere"), true));
    REQUIRE(window.setTerrain(QStringLiteral("boc"), true)); // light wood: 1 UD, a DDF
    CHECK(window.orders().terrains == std::vector<std::string>{"boc"});
    CHECK(resolved(window, FiguresProcedure::Move, {})["allowance"].get<int>() == open - 1);
    CHECK(previewed(window) != before);
    REQUIRE(window.confirm());
    CHECK(window.document()->session().log()[0].input["terrains"] == nlohmann::json::array({"boc"}));
    CHECK(window.document()->session().unit("S").cohesion == 1);
    window.document()->undoStack()->undo();
    CHECK(window.document()->session().unit("S").cohesion == 0);

    REQUIRE(window.setTerrain(QStringLiteral("boc"), false));
    window.setBackwardStep(true);
    CHECK(window.orders().backwardStep);
    CHECK(resolved(window, FiguresProcedure::Move, {})["allowance"].get<int>() ==
          window.document()->ruleset().backwardStepUd);
}

TEST_CASE("NF-45: the enemy's flank or rear in a control test", "[napoleonic-panel][NF-45]")
{
    arbitre::test::WindowFixture fixture;
    FiguresWindow &window = openDemo(fixture);
    window.setProcedure(FiguresProcedure::Control);
    window.setActingUnit(QStringLiteral("S"));
    window.setTargetUnit(QStringLiteral("T"));
    CHECK_FALSE(window.setControlSituation(QStringLiteral("nowhere"), true));
    REQUIRE(window.setControlSituation(QStringLiteral("flank"), true));
    CHECK(window.orders().situation == std::vector<std::string>{"flank"});
    const int ret = resolved(window, FiguresProcedure::Control, {4})["threshold"].get<int>();
    const QString flank = previewed(window);
    REQUIRE(window.setControlSituation(QStringLiteral("flank"), false));
    REQUIRE(window.setControlSituation(QStringLiteral("rear"), true));
    CHECK(window.orders().situation == std::vector<std::string>{"rear"});
    CHECK(resolved(window, FiguresProcedure::Control, {4})["threshold"].get<int>() == ret + 1); // LIGNE: RET 2, DER 3
    CHECK(previewed(window) != flank);
}

TEST_CASE("NF-A25: a new action from the panel clears the action's losses, undoably", "[napoleonic-panel][NF-A25]")
{
    arbitre::test::WindowFixture fixture;
    FiguresWindow &window = openDemo(fixture);
    window.setProcedure(FiguresProcedure::Action);
    window.setActingUnit(QStringLiteral("I"));
    CHECK(window.diePurposes().isEmpty());
    REQUIRE(window.document()->session().unit("I").losses.stepsThisAction == 1);
    REQUIRE(window.confirm());
    CHECK(window.document()->session().log()[0].kind == "napoleonic.action");
    CHECK(window.document()->session().unit("I").losses.stepsThisAction == 0);
    window.document()->undoStack()->undo();
    CHECK(window.document()->session().unit("I").losses.stepsThisAction == 1);
}

TEST_CASE("NF-11: every die of a melee is typed in order, labelled, and logged as entered",
          "[napoleonic-panel][NF-11][dice]")
{
    arbitre::test::WindowFixture fixture;
    FiguresWindow &window = openDemo(fixture);
    window.setDiceSeed(11);
    window.setProcedure(FiguresProcedure::Melee);
    window.setActingUnit(QStringLiteral("A"));
    window.setTargetUnit(QStringLiteral("I"));
    REQUIRE(window.diePurposes() == QStringList{QStringLiteral("melee of A on I (NF-9)")});
    CHECK_FALSE(window.setDieAt(1, 2));
    window.setMeleeGeneral(true); // the session now reads the general's die too
    REQUIRE(window.diePurposes() ==
            QStringList({QStringLiteral("melee of A on I (NF-9)"), QStringLiteral("general engaged with A (NF-11)")}));

    SECTION("both typed")
    {
        REQUIRE(window.setDieAt(0, 4));
        REQUIRE(window.setDieAt(1, 1));
        CHECK(previewed(window).contains(QStringLiteral("general engaged with A (NF-11)")));
        REQUIRE(window.confirm());
        const auto &dice = window.document()->session().log()[0].dice;
        REQUIRE(dice.size() == 2);
        CHECK(dice[0].value == 4);
        CHECK(dice[1].value == 1);
        CHECK(dice[0].source == DieSource::Entered);
        CHECK(dice[1].source == DieSource::Entered);
        CHECK(window.logText().contains(QStringLiteral("entered")));
        window.document()->undoStack()->undo();
        CHECK(window.document()->session().log().size() == 0);
    }
    SECTION("the first typed, Arbitre rolls the rest")
    {
        REQUIRE(window.setDieAt(0, 4));
        REQUIRE(window.confirm());
        const auto &dice = window.document()->session().log()[0].dice;
        REQUIRE(dice.size() == 2);
        CHECK(dice[0].source == DieSource::Entered);
        CHECK(dice[1].source == DieSource::Seeded);
    }
    SECTION("only the second typed")
    {
        REQUIRE(window.setDieAt(1, 6));
        REQUIRE(window.confirm());
        const auto &dice = window.document()->session().log()[0].dice;
        REQUIRE(dice.size() == 2);
        CHECK(dice[0].source == DieSource::Seeded);
        CHECK(dice[1].value == 6);
        CHECK(dice[1].source == DieSource::Entered);
    }
    SECTION("a die that is no face of a d6 is refused with a message")
    {
        REQUIRE(window.setDieAt(0, 4));
        REQUIRE(window.setDieAt(1, 7));
        CHECK_FALSE(window.preview());
        CHECK(window.lastError().contains(QStringLiteral("Die 2 (general engaged with A (NF-11))")));
        CHECK(window.lastError().contains(QStringLiteral("not a face of a d6")));
        CHECK_FALSE(window.confirm());
        CHECK(window.document()->session().log().size() == 0);
    }
}

TEST_CASE("NF-25: the manoeuvres offered are the formation table's, reform included", "[napoleonic-panel][NF-25]")
{
    arbitre::test::WindowFixture fixture;
    FiguresWindow &window = openDemo(fixture);
    window.setProcedure(FiguresProcedure::Formation);
    window.setActingUnit(QStringLiteral("R")); // without formation (SAF)
    window.setFormationTo(QStringLiteral("pivot"));
    CHECK(window.orders().to == "pivot");
    window.setFormationTo(QStringLiteral("reform"));
    REQUIRE(window.orders().to == "reform");
    CHECK(window.orders().target.empty()); // a formation change concerns the unit alone
    CHECK(window.diePurposes().isEmpty());
    REQUIRE(window.confirm());
    CHECK(window.document()->session().unit("R").cohesion == 0); // NF-A15: one level back
    window.document()->undoStack()->undo();
    CHECK(window.document()->session().unit("R").cohesion == 1);
}

TEST_CASE("NF-46 NF-A70 NF-M4: the panel's ticks are the spec's, never what the session reads off the units",
          "[napoleonic-panel][NF-46]")
{
    arbitre::test::WindowFixture fixture;
    FiguresWindow &window = openDemo(fixture);
    window.setProcedure(FiguresProcedure::Control);
    window.setActingUnit(QStringLiteral("H"));
    window.setTargetUnit(QStringLiteral("R"));
    CHECK_FALSE(window.setModifier(QStringLiteral("tester_formed"), true));       // its cohesion (NF-46)
    CHECK_FALSE(window.setModifier(QStringLiteral("general_unspecified"), true)); // its leader (NF-A70)
    REQUIRE(window.setModifier(QStringLiteral("general_negative"), true));
    CHECK(resolved(window, FiguresProcedure::Control, {4})["modified_roll"] == 3); // 4 − 1, SAF: no +1
    REQUIRE(window.setModifier(QStringLiteral("general_negative"), false));
    CHECK(resolved(window, FiguresProcedure::Control, {4})["modified_roll"] == 5); // 4 + 1, character unstated
    window.setProcedure(FiguresProcedure::Fire);
    CHECK_FALSE(window.setModifier(QStringLiteral("fire_factor"), true)); // the shooter's FEU (NF-6)
    CHECK(window.setModifier(QStringLiteral("range_p2"), true));
}

TEST_CASE("NF-46 NF-A70 NF-M4: every procedure's ticks are exactly its spec's modifiers, and no tick for what the "
          "session reads off the units",
          "[napoleonic-panel][NF-46]")
{
    arbitre::test::WindowFixture fixture;
    FiguresWindow &window = openDemo(fixture);
    const auto *ticks = window.findChild<const QWidget *>(QStringLiteral("modifier-ticks"));
    REQUIRE(ticks);
    const auto shown = [&] {
        QStringList ids;
        for (const QCheckBox *box : ticks->findChildren<QCheckBox *>())
            ids << box->objectName();
        ids.sort();
        return ids;
    };
    const auto &rules = window.document()->session().ruleset();
    int procedures = 0;
    for (const FiguresProcedure procedure : {FiguresProcedure::Fire, FiguresProcedure::Melee, FiguresProcedure::Morale,
                                             FiguresProcedure::Control, FiguresProcedure::Reaction}) {
        const std::string id(arbitre::napoleonic::figuresProcedureId(procedure));
        INFO(id);
        window.setProcedure(procedure);
        const arbitre::ProcedureSpec spec = window.document()->session().procedure(id, nlohmann::json::object());
        const arbitre::InputSpec *input = arbitre::findInput(spec, "modifiers");
        REQUIRE(input);
        QStringList offered;
        for (const arbitre::InputOption &option : input->options)
            offered << QString::fromStdString(option.id);
        offered.sort();
        CHECK(shown() == offered);
        CHECK_FALSE(shown().isEmpty());
        ++procedures;
    }
    CHECK(procedures == 5);
    // The control list holds the terms the session reads off the units, and the panel shows neither.
    window.setProcedure(FiguresProcedure::Control);
    CHECK(rules.modifierIndex(arbitre::napoleonic::ModifierList::Control, "tester_formed"));       // NF-46
    CHECK(rules.modifierIndex(arbitre::napoleonic::ModifierList::Control, "general_unspecified")); // NF-A70
    CHECK_FALSE(shown().contains(QStringLiteral("tester_formed")));
    CHECK_FALSE(shown().contains(QStringLiteral("general_unspecified")));
    CHECK(shown().contains(QStringLiteral("general_negative"))); // what the GM states stays
}
