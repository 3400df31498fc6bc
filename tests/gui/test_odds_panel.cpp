// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The odds panel beside the dice entry (issue 22): exact odds of the procedure as set, updated as its inputs
// change, a what-if beside them, and the session never touched. Proved on the duel in the generic window.
#include "arbitre/core/session.h"
#include "common/document.h"
#include "common/odds_panel.h"
#include "common/procedure_form.h"
#include "common/procedure_window.h"
#include "gui_fixtures.h"

#include <QComboBox>
#include <QUndoStack>

#include <catch2/catch.hpp>

#include <map>

using arbitre::gui::OddsPanel;
using arbitre::gui::ProcedureWindow;
using arbitre::test::WindowFixture;

namespace {

/** The rows by their probability as set, in sixths: the duel's outcomes differ in that. */
std::map<int, OddsPanel::Row> bySixths(const std::vector<OddsPanel::Row> &rows)
{
    std::map<int, OddsPanel::Row> sixths;
    for (const OddsPanel::Row &row : rows)
        sixths.emplace(static_cast<int>(row.probability * 6 + 0.5), row);
    return sixths;
}

} // namespace

TEST_CASE("DU-2 DU-3 The odds panel shows the duel's exact odds, and a modifier toggled moves them", "[odds][duel]")
{
    WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::sourcePath("resources/scenarios/duel-at-the-mill.json")));
    ProcedureWindow &window = *fixture.windows<ProcedureWindow>().front();
    OddsPanel &odds = *window.odds();

    REQUIRE(window.setProcedure(QStringLiteral("attack")));
    CHECK(odds.rows().empty()); // no attacker, no target: no odds yet
    CHECK(odds.summary().contains(QStringLiteral("to see the odds")));
    REQUIRE(window.form()->setValue(QStringLiteral("attacker"), "aubry"));
    REQUIRE(window.form()->setValue(QStringLiteral("target"), "renaud"));

    // What the session is once the preview has committed to Arbitre's dice: odds change nothing of it.
    const nlohmann::json before = window.document()->toJson(QString());

    // A d6 against DU-3's table: 1–2 miss, 3–5 hit, 6 critical.
    std::vector<OddsPanel::Row> rows = odds.rows();
    REQUIRE(rows.size() == 3);
    double sum = 0;
    for (const OddsPanel::Row &row : rows)
        sum += row.probability;
    CHECK(sum == Approx(1.0).epsilon(1e-12));
    std::map<int, OddsPanel::Row> sixths = bySixths(rows);
    REQUIRE(sixths.size() == 3);
    CHECK(sixths.at(2).probability == Approx(2.0 / 6)); // miss
    CHECK(sixths.at(3).probability == Approx(3.0 / 6)); // hit
    CHECK(sixths.at(1).probability == Approx(1.0 / 6)); // critical
    CHECK(odds.summary().contains(QStringLiteral("exact")));

    // What if Aubry charges (+2)? No miss any more; a hit or a critical, even.
    REQUIRE(odds.setWhatIf(QStringLiteral("charge")));
    sixths = bySixths(odds.rows());
    REQUIRE(sixths.at(2).whatIf.has_value());
    CHECK(*sixths.at(2).whatIf == Approx(0.0).margin(1e-12));
    CHECK(*sixths.at(3).whatIf == Approx(0.5));
    CHECK(*sixths.at(1).whatIf == Approx(0.5));

    // Ticked in the form, the charge is the odds as set; the what-if then offers it unticked.
    REQUIRE(odds.setWhatIf(QString()));
    REQUIRE(window.form()->setValue(QStringLiteral("modifiers"), nlohmann::json::array({"charge"})));
    rows = odds.rows();
    REQUIRE(rows.size() == 2);
    CHECK(rows[0].probability == Approx(0.5));
    CHECK(odds.findChild<QComboBox *>(QStringLiteral("what-if"))
              ->findText(QStringLiteral("without Charge"), Qt::MatchStartsWith) >= 0);

    CHECK(window.document()->toJson(QString()) == before); // odds play copies only
    CHECK(window.document()->undoStack()->count() == 0);
}
