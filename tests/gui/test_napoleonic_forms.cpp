// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The Napoleonic windows' shared Preview/Confirm: forms that start afresh after Confirm (no stale die,
// target or tick logged with the next procedure), enemies only as targets, unit names rather than ids,
// the figures log in the session's own words, and VE counters that name their unit.
#include "gui_fixtures.h"
#include "napoleonic/figures_document.h"
#include "napoleonic/figures_window.h"
#include "napoleonic/ve_document.h"
#include "napoleonic/ve_map_view.h"
#include "napoleonic/ve_window.h"

#include "common/ruleset_labels.h"

#include <QFile>
#include <QTableWidget>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <algorithm>

using arbitre::gui::FiguresWindow;
using arbitre::gui::VeWindow;
using arbitre::napoleonic::FiguresProcedure;
using arbitre::napoleonic::VeProcedure;

namespace {

QString figuresDemo()
{
    return arbitre::test::sourcePath("resources/scenarios/napoleonic-figures-demo.json");
}

QString veDemo()
{
    return arbitre::test::sourcePath("resources/scenarios/vive-l-empereur-demo.json");
}

/** The app's terms in French (or English) while it lives. */
class FrenchTerms
{
public:
    explicit FrenchTerms(bool french) : m_saved(arbitre::gui::frenchTerms()) { arbitre::gui::setFrenchTerms(french); }
    ~FrenchTerms() { arbitre::gui::setFrenchTerms(m_saved); }
    FrenchTerms(const FrenchTerms &) = delete;
    FrenchTerms &operator=(const FrenchTerms &) = delete;

private:
    bool m_saved;
};

FiguresWindow &openFigures(arbitre::test::WindowFixture &fixture)
{
    REQUIRE(fixture.open(figuresDemo()));
    return *fixture.windows<FiguresWindow>().front();
}

VeWindow &openVe(arbitre::test::WindowFixture &fixture)
{
    REQUIRE(fixture.open(veDemo()));
    return *fixture.windows<VeWindow>().front();
}

/** S fires on T with a die typed at the table and nothing ticked. */
void fireSOnT(FiguresWindow &window, int die)
{
    window.setProcedure(FiguresProcedure::Fire);
    window.setActingUnit(QStringLiteral("S"));
    window.setTargetUnit(QStringLiteral("T"));
    window.setDie(die);
}

bool allSeeded(const arbitre::Event &event)
{
    return !event.dice.empty() && std::all_of(event.dice.begin(), event.dice.end(), [](const arbitre::DieRoll &die) {
        return die.source == arbitre::DieSource::Seeded;
    });
}

} // namespace

TEST_CASE("VE dice field is empty after Confirm, the target cleared, and no stale die is logged with the next "
          "procedure",
          "[ve-window][forms]")
{
    arbitre::test::WindowFixture fixture;
    VeWindow &window = openVe(fixture);
    window.setDiceSeed(3);
    window.selectUnit(QStringLiteral("fr-batterie"));
    window.setProcedure(VeProcedure::Fire);
    window.setTargetUnit(QStringLiteral("aut-ir-9"));
    window.setDice(QStringLiteral("5"));
    REQUIRE(window.confirm());
    CHECK(window.document()->session().log()[0].dice.front().source == arbitre::DieSource::Entered);
    CHECK(window.diceText().isEmpty());
    CHECK(window.targetUnit().isEmpty());
    CHECK(window.selectedUnit() == QStringLiteral("fr-batterie")); // the acting unit stays selected

    // The next fire: the 5 typed for the first is not logged as typed at the table.
    window.setTargetUnit(QStringLiteral("aut-ir-9"));
    REQUIRE(window.confirm());
    REQUIRE(window.document()->session().log().size() == 2);
    CHECK(allSeeded(window.document()->session().log()[1]));
}

TEST_CASE("VE-83 VE a stated circumstance ticked for one morale test is not stated for the next", "[ve-window][forms]")
{
    arbitre::test::WindowFixture fixture;
    VeWindow &window = openVe(fixture);
    window.selectUnit(QStringLiteral("aut-ir-4"));
    window.setProcedure(VeProcedure::Morale);
    REQUIRE(window.setModifier(QStringLiteral("attaque_flanc"), true));
    window.setDice(QStringLiteral("3, 4"));
    REQUIRE(window.confirm());
    CHECK(window.document()->session().log()[0].input.value("modifiers", nlohmann::json::array()).size() == 1);
    REQUIRE(window.confirm());
    REQUIRE(window.document()->session().log().size() == 2);
    const arbitre::Event &second = window.document()->session().log()[1];
    CHECK(second.input.value("modifiers", nlohmann::json::array()).empty());
    CHECK(allSeeded(second));
}

TEST_CASE("Figures dice field is empty after Confirm, the target and the ticks cleared, the acting unit kept",
          "[napoleonic-window][forms]")
{
    arbitre::test::WindowFixture fixture;
    FiguresWindow &window = openFigures(fixture);
    fireSOnT(window, 3);
    REQUIRE(window.setModifier(QStringLiteral("range_p2"), true));
    REQUIRE(window.confirm());
    CHECK(window.document()->session().log()[0].dice.front().source == arbitre::DieSource::Entered);
    CHECK(window.typedDice().empty());
    CHECK(window.targetUnit().isEmpty());
    CHECK(window.orders().modifiers.empty());
    CHECK(window.actingUnit() == QStringLiteral("S"));

    // The next fire: no stale 3, no stale range.
    window.setTargetUnit(QStringLiteral("T"));
    REQUIRE(window.confirm());
    REQUIRE(window.document()->session().log().size() == 2);
    const arbitre::Event &second = window.document()->session().log()[1];
    CHECK(allSeeded(second));
    CHECK(second.input.value("modifiers", nlohmann::json::array()).empty());
}

TEST_CASE("NF-4 NF-9 the figures target list offers only the acting unit's enemies", "[napoleonic-panel][forms]")
{
    arbitre::test::WindowFixture fixture;
    FiguresWindow &window = openFigures(fixture);
    window.setProcedure(FiguresProcedure::Fire);
    window.setActingUnit(QStringLiteral("S"));
    CHECK(window.targetChoices() ==
          QStringList{QString(), QStringLiteral("T"), QStringLiteral("I"), QStringLiteral("R")});
    window.setTargetUnit(QStringLiteral("A")); // S's own side: not offered
    CHECK(window.targetUnit().isEmpty());
    window.setTargetUnit(QStringLiteral("I"));
    CHECK(window.targetUnit() == QStringLiteral("I"));

    window.setProcedure(FiguresProcedure::Melee);
    window.setActingUnit(QStringLiteral("T"));
    CHECK(window.targetChoices() ==
          QStringList{QString(), QStringLiteral("S"), QStringLiteral("A"), QStringLiteral("H")});
}

TEST_CASE("NF-M7 the figures log is the session's eventText: one figure removed, steps lost in this action, no raw key",
          "[napoleonic-window][battle-log][forms]")
{
    FrenchTerms english(false);
    arbitre::test::WindowFixture fixture;
    FiguresWindow &window = openFigures(fixture);
    fireSOnT(window, 1); // 3 steps, 1 figure removed
    REQUIRE(window.confirm());
    const arbitre::Event &event = window.document()->session().log()[0];
    REQUIRE(event.result["inflicted"]["figures_removed"] == 1);
    const QString log = window.logText();
    CHECK(log.contains(QStringLiteral("1 figure removed")));
    CHECK_FALSE(log.contains(QStringLiteral("1 figures")));
    CHECK(log.contains(QStringLiteral("steps lost in this action")));
    CHECK_FALSE(log.contains(QStringLiteral("steps_this_action")));
    CHECK_FALSE(log.contains(QStringLiteral("carried_steps")));
    // Word for word the session's text of that event.
    const QString session =
        QString::fromStdString(window.document()->session().eventText(0, arbitre::gui::appLogLanguage()));
    // Units by their names: the app hides ids unless View - Show Ids is on (tests/gui/test_log_ids.cpp).
    CHECK(log.contains(QStringLiteral("2nd battalion, 44th Foot loses 3 steps, 1 figure removed")));
    CHECK(session.contains(QStringLiteral("2nd battalion, 44th Foot loses 3 steps, 1 figure removed")));
}

TEST_CASE("NF-M7 in French the figures log and its export word the dice purposes in French, with the units' names",
          "[napoleonic-window][battle-log][forms]")
{
    FrenchTerms french(true);
    arbitre::test::WindowFixture fixture;
    FiguresWindow &window = openFigures(fixture);
    window.setInteractive(false);
    fireSOnT(window, 3);
    REQUIRE(window.confirm());
    const QString purpose = QStringLiteral("tir de 1er bataillon du 8e de ligne sur 2nd battalion, 44th Foot (NF-1)");
    CHECK(window.logText().contains(purpose));
    CHECK_FALSE(window.logText().contains(QStringLiteral("fire of S on T")));
    CHECK_FALSE(window.logText().contains(QStringLiteral("steps_this_action")));
    // The dice field says what the die is for in French too.
    window.setTargetUnit(QStringLiteral("T"));
    CHECK(window.diePurposes() == QStringList{purpose});
    QTemporaryDir dir;
    REQUIRE(window.exportLogTo(dir.filePath(QStringLiteral("log.md"))));
    QFile file(dir.filePath(QStringLiteral("log.md")));
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QString exported = QString::fromUtf8(file.readAll());
    CHECK(exported.contains(purpose));
    CHECK_FALSE(exported.contains(QStringLiteral("fire of S on T")));
}

TEST_CASE("The Napoleonic units lists and pickers show names, the ids only in tooltips", "[napoleonic-window][forms]")
{
    arbitre::test::WindowFixture fixture;
    FiguresWindow &figures = openFigures(fixture);
    const QTableWidgetItem *s = figures.unitsTable(0)->item(0, 0);
    CHECK(s->text() == QStringLiteral("1er bataillon du 8e de ligne"));
    CHECK(s->toolTip().startsWith(QStringLiteral("S (column fra_inf1"))); // the unit's id, its NF-25 column
    for (int column = 0; column < figures.unitsTable(0)->columnCount(); ++column)
        CHECK_FALSE(figures.unitsTable(0)->item(0, column)->text().contains(QStringLiteral("fra_inf1")));

    VeWindow &ve = openVe(fixture);
    const QTableWidgetItem *first = ve.unitsTable(0)->item(0, 0);
    const QString id = first->data(Qt::UserRole).toString();
    CHECK(first->text() == QString::fromStdString(ve.document()->session().unit(id.toStdString()).name));
    CHECK_FALSE(first->text().contains(id));
    CHECK(first->toolTip() == id);
}

TEST_CASE("VE counters name their unit: the name under the counter, elided to its hex", "[ve-window][forms]")
{
    arbitre::test::WindowFixture fixture;
    VeWindow &window = openVe(fixture);
    window.resize(1366, 768);
    window.show();
    CHECK(window.mapView()->counterName(QStringLiteral("fr-1-ligne")) == QStringLiteral("1er de ligne"));
    const QString longName = window.mapView()->counterName(QStringLiteral("aut-ir-4"));
    CHECK(longName.startsWith(QStringLiteral("IR 4")));
    const QString full = QStringLiteral("IR 4 Hoch- und Deutschmeister");
    CHECK((longName == full || longName.endsWith(QChar(0x2026))));
    CHECK(window.mapView()->counterName(QStringLiteral("nobody")).isEmpty());
}
