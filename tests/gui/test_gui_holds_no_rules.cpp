// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The GUI holds no rules (issue 17): what it shows comes from the core's typed facts and the ruleset, never
// from a comparison with a rule id or a ruleset id of its own. Each test changes the core's fact or the
// ruleset's value and sees the window follow.
#include "arbitre/umbra/movement.h"
#include "gui_fixtures.h"
#include "map/terrain_style.h"
#include "napoleonic/ve_window.h"
#include "umbra/docks/confrontation_dock.h"
#include "umbra/play_text.h"

#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBrowser>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>

using arbitre::gui::UmbraDocument;
using arbitre::umbra::MoveRefusal;
using nlohmann::json;

namespace {

json readJson(const QString &path)
{
    std::ifstream in(path.toStdString());
    return json::parse(in);
}

/** `scenario` with its ruleset written beside it, both in `directory`; returns the scenario's path. */
QString writeScenario(const QTemporaryDir &directory, json scenario, const json &ruleset, const char *rulesetName)
{
    scenario["ruleset"] = rulesetName;
    arbitre::test::writeFileIn(directory, QString::fromUtf8(rulesetName), QByteArray::fromStdString(ruleset.dump(2)));
    return arbitre::test::writeFileIn(directory, QStringLiteral("scenario.json"),
                                      QByteArray::fromStdString(scenario.dump(2)));
}

QString refusalWords(const UmbraDocument &document, MoveRefusal::Why why, std::string_view rule)
{
    MoveRefusal refusal;
    refusal.why = why;
    refusal.rule = rule;
    refusal.unit = "hugues";
    return arbitre::gui::refusalText(document, refusal);
}

} // namespace

TEST_CASE("UD-68 UD-71 UD-76 UD-A47 UD-A48 a movement refusal is worded by the core's Why, not by its rule id",
          "[rules-in-core]")
{
    const std::unique_ptr<UmbraDocument> document =
        arbitre::test::openDocument<UmbraDocument>(arbitre::test::demoPath());
    REQUIRE(document);
    using Why = MoveRefusal::Why;
    CHECK(refusalWords(*document, Why::NotMovementStep, "UD-68") ==
          QStringLiteral("Units move only in a movement step. (UD-68)"));
    CHECK(refusalWords(*document, Why::NotInThisStep, "UD-71")
              .contains(QStringLiteral("cannot take this order in this movement step")));
    CHECK(refusalWords(*document, Why::ForcedMarchAlone, "UD-76").contains(QStringLiteral("cannot force-march alone")));
    CHECK(refusalWords(*document, Why::EngagedConsolidate, "UD-A48")
              .contains(QStringLiteral("fought last turn: engaged troops cannot consolidate")));
    // The words follow the Why: a rule id alone, with no Why, says only that the unit cannot move.
    const QString other = refusalWords(*document, Why::Other, "UD-A48");
    CHECK_FALSE(other.contains(QStringLiteral("consolidate")));
    CHECK(other.contains(QStringLiteral("cannot move")));
    // UD-68: with no side moving (a battle without a map), the document's own refusal says so by its Why.
    const std::unique_ptr<UmbraDocument> noMap =
        arbitre::test::openDocument<UmbraDocument>(arbitre::test::sourcePath("resources/scenarios/blue-vs-red.json"));
    REQUIRE(noMap);
    REQUIRE(noMap->movingSide().empty());
    const std::optional<MoveRefusal> refusal = noMap->moveRefusal("b1", arbitre::Hex{});
    REQUIRE(refusal);
    CHECK(refusal->why == Why::NotMovementStep);
    CHECK(arbitre::gui::refusalText(*noMap, *refusal) == QStringLiteral("Units move only in a movement step. (UD-68)"));
}

TEST_CASE("UD-90 UD-101 the tables' and the rally's colours are painted as the ruleset's display says",
          "[rules-in-core]")
{
    QTemporaryDir directory;
    json ruleset = readJson(arbitre::test::sourcePath("rulesets/umbra-draconis.json"));
    for (json &colour : ruleset["colours"]["entries"])
        colour["display"] = "#123456";
    ruleset["rally"]["colours"][2]["display"] = "#abcdef";
    const QString path = writeScenario(
        directory, readJson(arbitre::test::sourcePath("resources/scenarios/blue-vs-red.json")), ruleset, "rules.json");

    arbitre::test::WindowFixture fixture;
    REQUIRE(fixture.open(path));
    UmbraDocument &doc = *fixture.window->document();
    fixture.window->nextStep();
    REQUIRE(doc.turnDraft());
    arbitre::gui::ConfrontationDock &dock = *fixture.window->confrontationDock();
    dock.showConfrontation(doc.turnDraft()->items().front().confrontation);
    doc.setDiceSeed(7);
    dock.findChild<QPushButton *>(QStringLiteral("roll"))->click();
    REQUIRE(doc.turnDraft()->complete());
    const QString html = dock.view()->toHtml();
    CHECK(html.contains(QStringLiteral("#123456")));
    CHECK_FALSE(html.contains(QStringLiteral("#c01f1f"))); // the shipped ruleset's rouge
    CHECK_FALSE(html.contains(QStringLiteral("#2e9e4f"))); // and vert

    CHECK(arbitre::gui::rallyColourBadge(doc.ruleset(), "vert").contains(QStringLiteral("#abcdef")));
    CHECK(arbitre::gui::rallyColourBadge(doc.ruleset(), "vert").contains(QStringLiteral("Green")));
    // No display: a neutral grey, whatever the id.
    CHECK(arbitre::gui::displayColour({}) == QColor(0xb0, 0xb0, 0xb0));
    CHECK(arbitre::gui::displayColour("#123456") == QColor(0x12, 0x34, 0x56));
}

TEST_CASE("VE-17 a leader killed, captured or removed is not shown with his unit: the core says he is not active",
          "[rules-in-core][ve-window]")
{
    const QString demo = arbitre::test::sourcePath("resources/scenarios/vive-l-empereur-demo.json");
    const json ruleset = readJson(arbitre::test::sourcePath("rulesets/vive-l-empereur.json"));
    const auto leaderOf = [](arbitre::gui::VeWindow &window, const QString &unit) {
        const QTableWidget *table = window.unitsTable(0);
        const int leaderColumn = 6;
        for (int row = 0; row < table->rowCount(); ++row)
            if (table->item(row, 0)->data(Qt::UserRole).toString() == unit)
                return table->item(row, leaderColumn)->text();
        return QStringLiteral("?");
    };
    for (const char *status : {"active", "killed", "captured"}) {
        INFO(status);
        QTemporaryDir directory;
        json scenario = readJson(demo);
        scenario["sides"][0]["leaders"][0]["status"] = status;
        const QString path = writeScenario(directory, scenario, ruleset, "ve.json");
        arbitre::test::WindowFixture fixture;
        REQUIRE(fixture.open(path));
        arbitre::gui::VeWindow &window = *fixture.windows<arbitre::gui::VeWindow>().front();
        CHECK(leaderOf(window, QStringLiteral("fr-2-leger")) ==
              (std::string_view(status) == "active" ? QStringLiteral("Lannes (+1)") : QString()));
    }
}

TEST_CASE("UD-A43 the map draws a ford where the ruleset's terrain says map_symbol ford, whatever its id",
          "[rules-in-core]")
{
    using arbitre::gui::TerrainPattern;
    using arbitre::gui::terrainStyle;
    const std::unique_ptr<UmbraDocument> document =
        arbitre::test::openDocument<UmbraDocument>(arbitre::test::demoPath());
    REQUIRE(document);
    const auto &terrains = document->ruleset().terrains;
    const auto gue = std::find_if(terrains.begin(), terrains.end(), [](const auto &t) { return t.id == "gue"; });
    REQUIRE(gue != terrains.end());
    CHECK(gue->mapSymbol == "ford");
    CHECK(terrainStyle(gue->id, gue->mapSymbol).pattern == TerrainPattern::Ford);
    // The app keeps no list of ford ids: without the ruleset's word "gue" is not a ford, and any id may be one.
    CHECK(terrainStyle("gue").pattern != TerrainPattern::Ford);
    CHECK(terrainStyle("passage", "ford").pattern == TerrainPattern::Ford);
    CHECK(terrainStyle("passage", "ford").fill == arbitre::gui::styleOf(TerrainPattern::Ford).fill);
}
