// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The odds before the roll in every module window (issue 22): the confrontation dock of the Umbra window, the PM
// battle window, the figures and the VE table panels each show the OddsPanel for the procedure they set up. The
// rows agree with the core's computeOdds on the same call, written here by hand, and showing them changes nothing.
#include "arbitre/core/odds.h"
#include "arbitre/core/session.h"
#include "common/document.h"
#include "common/odds_panel.h"
#include "gui_fixtures.h"
#include "napoleonic/figures_document.h"
#include "napoleonic/figures_window.h"
#include "napoleonic/ve_document.h"
#include "napoleonic/ve_window.h"
#include "pm/pm_battle_window.h"
#include "pm/pm_document.h"
#include "umbra/docks/confrontation_dock.h"

#include <QStackedWidget>
#include <QTabWidget>
#include <QTextBrowser>

#include <catch2/catch.hpp>

#include <map>
#include <string>

using arbitre::Odds;
using arbitre::ProcedureCall;
using arbitre::Session;
using arbitre::gui::OddsPanel;
using arbitre::test::WindowFixture;
using nlohmann::json;

namespace {

/** The panel's rows, read now, are the core's odds of `call` on `session`: same outcomes, same probabilities. */
void agreesWithCore(const OddsPanel &panel, const Session &session, const ProcedureCall &call)
{
    const std::size_t events = session.log().size();
    const json before = session.toJson({});
    const std::vector<OddsPanel::Row> rows = panel.rows();
    INFO(panel.summary().toStdString());
    REQUIRE_FALSE(rows.empty());
    double sum = 0;
    for (const OddsPanel::Row &row : rows)
        sum += row.probability;
    CHECK(sum == Approx(1.0).epsilon(1e-9));

    const Odds core = arbitre::computeOdds(session, call, OddsPanel::options());
    REQUIRE(rows.size() == core.outcomes.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        CHECK(rows[i].text.toStdString() == core.outcomes[i].text);
        CHECK(rows[i].probability == Approx(core.outcomes[i].probability).margin(1e-12));
    }
    // Odds play copies only: nothing logged, the session as it was.
    CHECK(session.log().size() == events);
    CHECK(session.toJson({}) == before);
}

/** The probability of each outcome, by its text. */
std::map<QString, double> byText(const std::vector<OddsPanel::Row> &rows)
{
    std::map<QString, double> out;
    for (const OddsPanel::Row &row : rows)
        out[row.text] = row.probability;
    return out;
}

} // namespace

TEST_CASE("UD-83 UD-M5 the confrontation dock shows the odds of the turn before the roll, the GM's override in them",
          "[odds][umbra]")
{
    WindowFixture fixture;
    REQUIRE(fixture.openDemo(arbitre::test::sourcePath("resources/scenarios/blue-vs-red.json")));
    arbitre::gui::UmbraWindow &window = *fixture.window;
    auto &doc = *window.document();
    window.nextStep(); // no map: the first step is a confrontation step
    REQUIRE(doc.turnDraft());
    arbitre::gui::ConfrontationDock &dock = *window.confrontationDock();
    const int fight = doc.turnDraft()->items().front().confrontation;
    dock.showConfrontation(fight);
    OddsPanel &odds = *dock.odds();

    // In the view's place at the press of Odds; hidden until then, it computes nothing.
    auto *stack = dock.findChild<QStackedWidget *>();
    REQUIRE(stack);
    CHECK(stack->currentWidget() != &odds);
    CHECK(odds.pending());
    dock.showOdds(true);
    CHECK(stack->currentWidget() == &odds);

    const std::string number = std::to_string(fight + 1);
    REQUIRE(odds.call().has_value());
    CHECK(odds.call()->procedure == "turn");
    CHECK(odds.call()->input == json{{"confrontations", {number}}});
    agreesWithCore(odds, doc.session(), {"turn", {{"confrontations", {number}}}});
    CHECK(odds.summary().contains(QStringLiteral("exact")));
    const auto asSet = byText(odds.rows());

    // UD-M5: the GM imposes a total; the odds are those of the turn Resolve would play with it.
    arbitre::umbra::ConfrontationOrders orders = doc.turnDraft()->find(fight)->orders;
    orders.confrontation = fight;
    orders.gmOverride.totals = {{"blue", 21}};
    orders.gmOverride.reason = "the reserve arrives";
    doc.setConfrontationOrders(orders);
    REQUIRE(odds.call().has_value());
    CHECK(odds.call()->input.value("override_total_" + number + "_blue", 0) == 21);
    agreesWithCore(odds, doc.session(),
                   {"turn",
                    {{"confrontations", {number}},
                     {"override_total_" + number + "_blue", 21},
                     {"override_reason", "the reserve arrives"}}});
    CHECK(byText(odds.rows()) != asSet);
    CHECK(doc.session().log().empty());
}

TEST_CASE("PM-3 PM-6 PM-M1 the PM battle window shows the odds of the next phase, the players' dice in them",
          "[odds][pm]")
{
    WindowFixture fixture;
    REQUIRE(fixture.openDemo(arbitre::test::pmDemoPath()));
    arbitre::gui::PmBattleWindow &window = *fixture.windows<arbitre::gui::PmBattleWindow>().front();
    OddsPanel &odds = *window.odds();
    CHECK(window.tabs()->indexOf(&odds) >= 0); // a tab beside the phase's result
    CHECK(odds.pending());                     // the phase is sampled: nothing until its tab is shown
    window.tabs()->setCurrentWidget(&odds);

    // Every player's die typed at the table: they are inputs, the odds are over the PM dice alone.
    const arbitre::pm::PmBattle &battle = window.document()->battle();
    json input = json::object();
    for (int side = 0; side < 2; ++side)
        for (std::size_t p = 0; p < battle.sides[static_cast<std::size_t>(side)].players.size(); ++p) {
            window.setPlayerDie(side, static_cast<int>(p), 3 + side);
            const arbitre::pm::Player &player = battle.sides[static_cast<std::size_t>(side)].players[p];
            if (!player.npc || window.document()->ruleset().playerDice.includeNpcs)
                input["die_" + player.id] = 3 + side;
        }
    REQUIRE(odds.call().has_value());
    CHECK(odds.call()->procedure == "phase");
    for (const auto &[key, value] : input.items())
        CHECK(odds.call()->input.at(key) == value);
    agreesWithCore(odds, window.document()->session(), {"phase", input});
    CHECK(odds.summary().contains(QStringLiteral("seeded plays"))); // fourteen d6: sampled, and said so
    CHECK(window.document()->session().log().empty());
}

TEST_CASE("NF-4 NF-5 NF-32 the figures table panel shows the odds of a fire and of a morale test with units in sight",
          "[odds][figures]")
{
    using arbitre::napoleonic::FiguresProcedure;
    WindowFixture fixture;
    REQUIRE(fixture.openDemo(arbitre::test::sourcePath("resources/scenarios/napoleonic-figures-demo.json")));
    arbitre::gui::FiguresWindow &window = *fixture.windows<arbitre::gui::FiguresWindow>().front();
    OddsPanel &odds = *window.odds();
    window.showOdds(true);
    CHECK(window.findChild<QTabWidget *>(QStringLiteral("table-tabs"))->currentWidget() == &odds);

    window.setProcedure(FiguresProcedure::Fire);
    window.setActingUnit(QStringLiteral("S"));
    window.setTargetUnit(QString());
    CHECK_FALSE(odds.call().has_value()); // no target yet
    CHECK(odds.rows().empty());
    window.setTargetUnit(QStringLiteral("T"));
    window.setDie(5); // a die typed changes nothing of the odds
    agreesWithCore(odds, window.document()->session(), {"fire", {{"unit", "S"}, {"target", "T"}}});
    CHECK(odds.summary().contains(QStringLiteral("exact")));

    // M11 (NF-32): a friend, an enemy, an enemy counted at CHARGE: by unit, each at its box.
    window.setProcedure(FiguresProcedure::Morale);
    window.setActingUnit(QStringLiteral("T"));
    window.setTargetUnit(QString());
    const auto alone = byText(odds.rows());
    REQUIRE(window.setInSight(QStringLiteral("I"), true));
    REQUIRE(window.setInSight(QStringLiteral("S"), true));
    REQUIRE(window.setInSight(QStringLiteral("A"), true, QStringLiteral("charge")));
    REQUIRE(odds.call().has_value());
    CHECK(odds.call()->input.at("enemies_in_sight") == json{"S", "A"});
    CHECK(odds.call()->input.at("A_box") == "charge");
    agreesWithCore(odds, window.document()->session(),
                   {"morale",
                    {{"unit", "T"},
                     {"test", "other"},
                     {"friends_in_sight", {"I"}},
                     {"enemies_in_sight", {"S", "A"}},
                     {"A_box", "charge"}}});
    CHECK(byText(odds.rows()) != alone);
    // A preview shows the table it read again.
    REQUIRE(window.preview());
    CHECK(window.findChild<QTabWidget *>(QStringLiteral("table-tabs"))->currentWidget() ==
          static_cast<QWidget *>(window.tableView()));
    CHECK(window.document()->session().log().empty());
}

TEST_CASE("VE-40 VE-18 VE-80 the VE table panel shows the odds of a fire, a stated modifier's what-if beside them",
          "[odds][ve]")
{
    using arbitre::napoleonic::VeProcedure;
    WindowFixture fixture;
    REQUIRE(fixture.openDemo(arbitre::test::sourcePath("resources/scenarios/vive-l-empereur-demo.json")));
    arbitre::gui::VeWindow &window = *fixture.windows<arbitre::gui::VeWindow>().front();
    OddsPanel &odds = *window.odds();
    window.showOdds(true);
    CHECK(odds.summary().contains(QStringLiteral("Choose the"))); // no unit acts yet

    window.setProcedure(VeProcedure::Fire);
    window.selectUnit(QStringLiteral("aut-ir-7"));
    window.setTargetUnit(QStringLiteral("fr-2-leger"));
    window.setDice(QStringLiteral("6"));
    agreesWithCore(odds, window.document()->session(), {"fire", {{"unit", "aut-ir-7"}, {"target", "fr-2-leger"}}});
    CHECK(odds.summary().contains(QStringLiteral("exact")));

    // A morale test with a stated circumstance: the odds with it and, beside them, without it.
    window.setProcedure(VeProcedure::Morale);
    window.selectUnit(QStringLiteral("fr-2-leger"));
    const ProcedureCall plain{"morale", {{"unit", "fr-2-leger"}}};
    agreesWithCore(odds, window.document()->session(), plain);
    const arbitre::ProcedureSpec spec = window.document()->session().procedure("morale", plain.input);
    const arbitre::InputSpec *stated = arbitre::findInput(spec, "modifiers");
    REQUIRE(stated);
    REQUIRE_FALSE(stated->options.empty());
    const std::string modifier = stated->options.front().id;
    REQUIRE(window.setModifier(QString::fromStdString(modifier), true));
    agreesWithCore(odds, window.document()->session(), {"morale", {{"unit", "fr-2-leger"}, {"modifiers", {modifier}}}});
    REQUIRE(odds.setWhatIf(QString::fromStdString(modifier))); // without it, beside
    const Odds without = arbitre::computeOdds(window.document()->session(), plain, OddsPanel::options());
    for (const OddsPanel::Row &row : odds.rows()) {
        REQUIRE(row.whatIf.has_value());
        double expected = 0;
        for (const arbitre::OddsOutcome &outcome : without.outcomes)
            if (QString::fromStdString(outcome.text) == row.text)
                expected = outcome.probability;
        CHECK(*row.whatIf == Approx(expected).margin(1e-12));
    }
    CHECK(window.document()->session().log().empty());
}
