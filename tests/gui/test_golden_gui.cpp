// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Golden files of the app on every rule system: a few actions played through each module's window
// as the other GUI tests play them, with typed or seeded dice; then the file the window saves and the
// battle logs it exports, pinned byte for byte (tests/support/golden.h).
#include "common/ruleset_labels.h"
#include "golden.h"
#include "gui_fixtures.h"
#include "napoleonic/figures_window.h"
#include "napoleonic/ve_window.h"
#include "play_driver.h"
#include "pm/pm_battle_window.h"
#include "pm_driver.h"
#include "temp_dir.h"
#include "umbra/docks/battle_log_dock.h"

#include <catch2/catch.hpp>

#include <string>
#include <utility>

using namespace arbitre;
using test::checkGolden;
using test::GoldenPaths;
using test::TempDir;

namespace {

/** The ruleset terms' language (`--lang`) for one scope: logs and exports read it, tests share it. */
class TermsLanguage
{
public:
    explicit TermsLanguage(bool french) : m_saved(gui::frenchTerms()) { gui::setFrenchTerms(french); }
    ~TermsLanguage() { gui::setFrenchTerms(m_saved); }
    TermsLanguage(const TermsLanguage &) = delete;
    TermsLanguage &operator=(const TermsLanguage &) = delete;

private:
    bool m_saved;
};

/** A scratch folder for what the windows write, and the pinning of each file written there. */
class Outputs
{
public:
    explicit Outputs(std::string folder) : m_folder(std::move(folder)), m_paths(m_scratch.path()) {}

    QString path(const char *file) const { return QString::fromStdString((m_scratch / file).string()); }
    /** Pins the file `file` the app wrote, under the same name, machine-dependent paths normalised. */
    void pin(const char *file) const { checkGolden(m_folder + "/" + file, m_paths(test::readFile(m_scratch / file))); }

private:
    TempDir m_scratch;
    std::string m_folder;
    GoldenPaths m_paths;
};

} // namespace

TEST_CASE("golden app umbra-draconis: Vaudrey ford day 1 in the main window, save and log exports (en, then fr "
          "from the save)",
          "[golden][play]")
{
    Outputs out("umbra-draconis/app");
    {
        const TermsLanguage english(false);
        test::WindowFixture fixture;
        REQUIRE(fixture.open(test::demoPath()));
        gui::UmbraWindow &window = *fixture.window;
        window.nextStep(); // begins the battle
        std::size_t die = 0;
        test::Gm gm(window, die);
        const nlohmann::json entries = test::demoOrders()["turns"];
        for (std::size_t i = 0; i < 4; ++i) {
            gm.movement(entries[i]);
            gm.confrontations(entries[i]);
        }
        gm.endOfDay();
        REQUIRE(window.saveTo(out.path("vaudrey-day2.json")));
        window.battleLog()->exportTo(out.path("vaudrey-day2.log.en.md"));
        window.battleLog()->exportTo(out.path("vaudrey-day2.log.en.html"));
    }
    {
        // The dock words its entries when it is built: a French log comes from an app started in French.
        const TermsLanguage french(true);
        test::WindowFixture fixture;
        REQUIRE(fixture.open(out.path("vaudrey-day2.json")));
        fixture.window->battleLog()->exportTo(out.path("vaudrey-day2.log.fr.md"));
        fixture.window->battleLog()->exportTo(out.path("vaudrey-day2.log.fr.html"));
    }
    for (const char *file : {"vaudrey-day2.json", "vaudrey-day2.log.en.md", "vaudrey-day2.log.en.html",
                             "vaudrey-day2.log.fr.md", "vaudrey-day2.log.fr.html"})
        out.pin(file);
}

TEST_CASE("golden app pm-battle: Lérac, two phases and the decisions from the panel, save and log exports",
          "[golden][pm-window]")
{
    Outputs out("pm-battle/app");
    test::WindowFixture fixture;
    REQUIRE(fixture.open(test::pmDemoPath()));
    gui::PmBattleWindow &window = *fixture.windows<arbitre::gui::PmBattleWindow>().front();
    // PM-W2, then PM-W3: its loss given as a range is drawn by Arbitre's seeded die.
    test::playPmW2(window);
    window.setDecision(1, pm::DecisionKind::Continuer, true);
    REQUIRE(window.recordDecisions());
    window.setDiceSeed(5);
    window.setPmDice(0, QStringLiteral("5 1 2 4 3 2"));
    window.setPmDice(1, QStringLiteral("4 5 2 3"));
    window.setPlayerDie(0, 0, 1);
    window.setPlayerDie(0, 1, 4);
    window.setPlayerDie(1, 0, 5);
    REQUIRE(window.playPhase());
    REQUIRE(window.saveTo(out.path("lerac-phase2.json")));
    REQUIRE(window.exportLogTo(out.path("lerac-phase2.log.md")));
    REQUIRE(window.exportLogTo(out.path("lerac-phase2.log.html")));
    for (const char *file : {"lerac-phase2.json", "lerac-phase2.log.md", "lerac-phase2.log.html"})
        out.pin(file);
}

TEST_CASE("golden app napoleonic-figures: four procedures from the table panel, save and log exports",
          "[golden][napoleonic-window]")
{
    Outputs out("napoleonic-figures/app");
    test::WindowFixture fixture;
    REQUIRE(fixture.open(test::sourcePath("resources/scenarios/napoleonic-figures-demo.json")));
    gui::FiguresWindow &window = *fixture.windows<arbitre::gui::FiguresWindow>().front();
    window.setDiceSeed(7);
    using napoleonic::FiguresProcedure;
    // NF-T1: S fires on T, d6 = 3 typed.
    window.setProcedure(FiguresProcedure::Fire);
    window.setActingUnit(QStringLiteral("S"));
    window.setTargetUnit(QStringLiteral("T"));
    for (const char *modifier : {"range_p2", "target_cover_light", "first_fire"})
        REQUIRE(window.setModifier(QString::fromUtf8(modifier), true));
    window.setDie(3);
    REQUIRE(window.confirm());
    REQUIRE(window.overrideUnit(QStringLiteral("T"), QStringLiteral("pop"), QStringLiteral("2"),
                                QStringLiteral("the colonel fell")));
    window.setProcedure(FiguresProcedure::Formation);
    window.setActingUnit(QStringLiteral("S"));
    window.setFormationTo(QStringLiteral("coc"));
    REQUIRE(window.confirm());
    // NF-45: H tests its control against R's flank, the die left to Arbitre (seed 7).
    window.setProcedure(FiguresProcedure::Control);
    window.setActingUnit(QStringLiteral("H"));
    window.setTargetUnit(QStringLiteral("R"));
    REQUIRE(window.setControlSituation(QStringLiteral("flank"), true));
    window.setDie(0);
    REQUIRE(window.confirm());
    REQUIRE(window.saveTo(out.path("figures-demo.json")));
    {
        const TermsLanguage english(false);
        REQUIRE(window.exportLogTo(out.path("figures-demo.log.en.html")));
    }
    {
        const TermsLanguage french(true);
        REQUIRE(window.exportLogTo(out.path("figures-demo.log.fr.md")));
    }
    for (const char *file : {"figures-demo.json", "figures-demo.log.en.html", "figures-demo.log.fr.md"})
        out.pin(file);
}

TEST_CASE("golden app vive-l-empereur: five procedures on the map window, save and log exports", "[golden][ve-window]")
{
    Outputs out("vive-l-empereur/app");
    test::WindowFixture fixture;
    REQUIRE(fixture.open(test::sourcePath("resources/scenarios/vive-l-empereur-demo.json")));
    gui::VeWindow &window = *fixture.windows<arbitre::gui::VeWindow>().front();
    window.setDiceSeed(7);
    using napoleonic::VeProcedure;
    window.selectUnit(QStringLiteral("fr-1-ligne"));
    window.setProcedure(VeProcedure::Fire);
    window.setTargetUnit(QStringLiteral("aut-ir-7"));
    REQUIRE(window.confirm());
    // VE-W3 and VE-W4 with the dice typed, then the GM picks Découragée (VE-W5).
    window.selectUnit(QStringLiteral("fr-2-leger"));
    window.setProcedure(VeProcedure::Melee);
    window.setTargetUnit(QStringLiteral("aut-ir-9"));
    window.setDice(QStringLiteral("4, 3"));
    REQUIRE(window.confirm());
    window.selectUnit(QStringLiteral("aut-ir-4"));
    window.setProcedure(VeProcedure::Morale);
    REQUIRE(window.setModifier(QStringLiteral("attaque_flanc"), true));
    window.setDice(QStringLiteral("3, 4"));
    REQUIRE(window.confirm());
    window.setProcedure(VeProcedure::Result);
    window.setChoice(QStringLiteral("result"), QStringLiteral("decouragee"));
    window.setDice(QString());
    REQUIRE(window.confirm());
    window.selectUnit(QStringLiteral("aut-ir-7"));
    window.setProcedure(VeProcedure::Override);
    window.setChoice(QStringLiteral("field"), QStringLiteral("cohesion"));
    window.setChoice(QStringLiteral("value"), QStringLiteral("decouragee"));
    window.setChoice(QStringLiteral("reason"), QStringLiteral("the colonel fell"));
    REQUIRE(window.confirm());
    REQUIRE(window.saveTo(out.path("ve-demo.json")));
    {
        const TermsLanguage english(false);
        REQUIRE(window.exportLogTo(out.path("ve-demo.log.en.md")));
    }
    {
        const TermsLanguage french(true);
        REQUIRE(window.exportLogTo(out.path("ve-demo.log.fr.html")));
    }
    for (const char *file : {"ve-demo.json", "ve-demo.log.en.md", "ve-demo.log.fr.html"})
        out.pin(file);
}
