// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The VE window's log and preview are the session's own words (Session::eventText), in the app's language:
// a fire (VE-W2) and a melee (VE-W3) in English and with the French catalogue installed.
#include "gui_fixtures.h"
#include "napoleonic/ve_document.h"
#include "napoleonic/ve_window.h"

#include "common/ruleset_labels.h"
#include "shell/application.h"

#include <QApplication>

#include <catch2/catch.hpp>

using arbitre::LogLanguage;
using arbitre::gui::VeWindow;
using arbitre::napoleonic::VeProcedure;

namespace {

/** The app in French for the test's length: the catalogue, and the rules' terms and log in French. */
struct FrenchApp
{
    FrenchApp() { arbitre::gui::installTranslation(*qApp, QStringLiteral("fr")); }
    ~FrenchApp() { arbitre::gui::installTranslation(*qApp, QStringLiteral("en")); }
    FrenchApp(const FrenchApp &) = delete;
    FrenchApp &operator=(const FrenchApp &) = delete;
};

VeWindow &openVe(arbitre::test::WindowFixture &fixture)
{
    REQUIRE(fixture.open(arbitre::test::sourcePath("resources/scenarios/vive-l-empereur-demo.json")));
    return *fixture.windows<VeWindow>().front();
}

/** VE-W2: fr-batterie fires on aut-ir-9 three hexes away, the d6 typed. */
void batteryFires(VeWindow &window)
{
    window.selectUnit(QStringLiteral("fr-batterie"));
    window.setProcedure(VeProcedure::Fire);
    window.setTargetUnit(QStringLiteral("aut-ir-9"));
    window.setDice(QStringLiteral("5"));
}

/** VE-W3: fr-2-leger with Lannes attacks aut-ir-9, the d6 and Lannes's d10 typed. */
void lightInfantryCharges(VeWindow &window)
{
    window.selectUnit(QStringLiteral("fr-2-leger"));
    window.setProcedure(VeProcedure::Melee);
    window.setTargetUnit(QStringLiteral("aut-ir-9"));
    window.setDice(QStringLiteral("4, 3"));
}

/** The session's eventText of every event, as plain text the way the log's browser shows Markdown. */
QString sessionText(const VeWindow &window, LogLanguage language)
{
    const arbitre::Session &session = window.document()->session();
    QString text;
    for (std::size_t i = 0; i < session.log().size(); ++i)
        text += QString::fromStdString(session.eventText(i, language));
    return text;
}

} // namespace

TEST_CASE("VE-40 VE-43 VE-45 VE-56 VE-18 the VE log and preview are the session's eventText in English",
          "[ve-window][battle-log][event-text]")
{
    // The app's words: units by their names, ids hidden (View - Show Ids off, tests/gui/test_log_ids.cpp).
    arbitre::test::WindowFixture fixture;
    VeWindow &window = openVe(fixture);
    batteryFires(window);
    REQUIRE(window.preview());
    const QString preview = window.previewText();
    CHECK(preview.contains(QStringLiteral("Fire — ")));
    CHECK(preview.contains(QStringLiteral("Fire table (VE-42), row 5, column 2: cell 1")));
    CHECK(preview.contains(QStringLiteral("Fire value 2: Fire value +5 (VE-43), Range -3 (VE-45).")));
    CHECK(preview.contains(
        QStringLiteral("d6 = 5, entered from a physical die — fire of fr-batterie on aut-ir-9 (VE-40)")));
    REQUIRE(window.confirm());
    lightInfantryCharges(window);
    REQUIRE(window.confirm());
    REQUIRE(window.document()->session().log().size() == 2);

    const QString log = window.logText();
    CHECK(log.contains(QStringLiteral("1. Fire — ")));
    CHECK(log.contains(QStringLiteral("→ IR 9 Czartoryski")));
    CHECK(log.contains(QStringLiteral("2. Melee — 2e léger → IR 9 Czartoryski")));
    CHECK(log.contains(QStringLiteral("Melee table (VE-57), row 5, column 3/2: cell 0/D")));
    CHECK(log.contains(QStringLiteral("Lannes: d10 3, unharmed (VE-18).")));
    CHECK(log.contains(QStringLiteral("melee of fr-2-leger on aut-ir-9 (VE-56)")));
    // Every line of the session's words is in the log, and nothing of the GUI's old wording.
    for (const QString &line : sessionText(window, arbitre::gui::appLogLanguage()).split(QLatin1Char('\n'))) {
        if (line.startsWith(QStringLiteral("- ")))
            CHECK(log.contains(line.mid(2)));
    }
    CHECK_FALSE(log.contains(QStringLiteral("Event 1:")));
    CHECK_FALSE(log.contains(QStringLiteral("table fire")));
}

TEST_CASE("VE-40 VE-56 VE-18 with the French catalogue the VE log and preview are the session's eventText in French",
          "[ve-window][battle-log][event-text][translation]")
{
    FrenchApp french;
    arbitre::test::WindowFixture fixture;
    VeWindow &window = openVe(fixture);
    batteryFires(window);
    REQUIRE(window.preview());
    const QString preview = window.previewText();
    CHECK(preview.contains(QStringLiteral("Tir — ")));
    CHECK(preview.contains(QStringLiteral("Table de tir (VE-42), ligne 5, colonne 2 : case 1")));
    CHECK(preview.contains(QStringLiteral("Valeur de feu 2 : Valeur de feu +5 (VE-43), Portée -3 (VE-45).")));
    CHECK(preview.contains(QStringLiteral(" sur IR 9 Czartoryski (VE-40)")));
    CHECK_FALSE(preview.contains(QStringLiteral("fire of")));
    REQUIRE(window.confirm());
    lightInfantryCharges(window);
    REQUIRE(window.confirm());

    const QString log = window.logText();
    CHECK(log.contains(QStringLiteral("1. Tir — ")));
    CHECK(log.contains(QStringLiteral("2. Mêlée — 2e léger → IR 9 Czartoryski")));
    CHECK(log.contains(QStringLiteral("Table de mêlée (VE-57), ligne 5, colonne 3/2 : case 0/D")));
    CHECK(log.contains(QStringLiteral("Choc 6 contre 4 (VE-57).")));
    CHECK(log.contains(QStringLiteral("mêlée de 2e léger contre IR 9 Czartoryski (VE-56)")));
    CHECK(log.contains(QStringLiteral("test du chef Lannes avec 2e léger (VE-18)")));
    for (const QString &line : sessionText(window, arbitre::gui::appLogLanguage()).split(QLatin1Char('\n'))) {
        if (line.startsWith(QStringLiteral("- ")))
            CHECK(log.contains(line.mid(2)));
    }
    CHECK_FALSE(log.contains(QStringLiteral("Melee")));
    CHECK_FALSE(log.contains(QStringLiteral("melee of")));
}
