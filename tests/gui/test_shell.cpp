// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The shell and the common parts, proved on every shipped system and on the duel, which has no GUI of its
// own: it is played in the generic ProcedureWindow built from its session's procedure specs alone.
#include "arbitre/core/json_document.h"
#include "arbitre/core/module_registry.h"
#include "arbitre/core/rule_module.h"
#include "arbitre/modules/registry.h"
#include "common/dice_entry.h"
#include "common/procedure_form.h"
#include "common/procedure_window.h"
#include "gui_fixtures.h"
#include "napoleonic/figures_window.h"
#include "napoleonic/ve_window.h"
#include "pm/pm_battle_window.h"
#include "shell/welcome_window.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QUndoStack>

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

using arbitre::gui::ProcedureWindow;
using arbitre::test::WindowFixture;

namespace {

QString duelDemo()
{
    return arbitre::test::sourcePath("resources/scenarios/duel-at-the-mill.json");
}

/** Every bundled demo of every shipped module, as the welcome page lists them. */
std::vector<QString> shippedDemos()
{
    std::vector<QString> demos;
    const arbitre::ModuleRegistry &modules = arbitre::shippedModules();
    for (const std::string_view system : modules.systems()) {
        for (const std::string &name : modules.find(system)->demoScenarios())
            demos.push_back(arbitre::test::sourcePath("resources/scenarios/") + QString::fromStdString(name));
    }
    return demos;
}

/** Sets DU-2's attack of Aubry on Renaud, the die typed as thrown at the table. */
void setUpAttack(ProcedureWindow &window, int die)
{
    REQUIRE(window.setProcedure(QStringLiteral("attack")));
    REQUIRE(window.form()->setValue(QStringLiteral("attacker"), "aubry"));
    REQUIRE(window.form()->setValue(QStringLiteral("target"), "renaud"));
    REQUIRE(window.diceEntry()->count() == 1);
    CHECK(window.diceEntry()->purposes().front() == QStringLiteral("attack of aubry on renaud (DU-2)"));
    REQUIRE(window.diceEntry()->setTyped(0, die));
}

ProcedureWindow &onlyProcedureWindow(const WindowFixture &fixture)
{
    const QList<ProcedureWindow *> windows = fixture.windows<ProcedureWindow>();
    REQUIRE(windows.size() == 1);
    return *windows.front();
}

} // namespace

TEST_CASE("Opening any file in the app parses it once, and its ruleset once", "[shell]")
{
    const std::vector<QString> demos = shippedDemos();
    REQUIRE(demos.size() >= 5); // Umbra ×2, PM, the two Napoleonic rulesets, the duel
    for (const QString &demo : demos) {
        INFO(demo.toStdString());
        WindowFixture fixture;
        const std::size_t before = arbitre::JsonDocument::filesRead();
        REQUIRE(fixture.open(demo));
        CHECK(arbitre::JsonDocument::filesRead() - before == 2);

        // A saved session too: the file, then the ruleset it names.
        QTemporaryDir directory;
        const QString saved = directory.filePath(QStringLiteral("saved.json"));
        REQUIRE(fixture.shell->windows().front()->saveTo(saved));
        const std::size_t beforeSaved = arbitre::JsonDocument::filesRead();
        REQUIRE(fixture.open(saved));
        CHECK(arbitre::JsonDocument::filesRead() - beforeSaved == 2);
    }
}

TEST_CASE("Each file opens in its own module's window, and a system with no GUI in the generic one", "[shell]")
{
    WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::demoPath()));
    REQUIRE(fixture.open(arbitre::test::pmDemoPath()));
    REQUIRE(fixture.open(arbitre::test::sourcePath("resources/scenarios/napoleonic-figures-demo.json")));
    REQUIRE(fixture.open(arbitre::test::sourcePath("resources/scenarios/vive-l-empereur-demo.json")));
    REQUIRE(fixture.open(duelDemo()));
    CHECK(fixture.shell->windows().size() == 5);
    CHECK(fixture.windows<arbitre::gui::UmbraWindow>().size() == 1);
    CHECK(fixture.windows<arbitre::gui::PmBattleWindow>().size() == 1);
    CHECK(fixture.windows<arbitre::gui::FiguresWindow>().size() == 1);
    CHECK(fixture.windows<arbitre::gui::VeWindow>().size() == 1);
    CHECK(fixture.windows<ProcedureWindow>().size() == 1);
    CHECK_FALSE(fixture.shell->welcome()->isVisible());
    // The welcome page offers every module's demos, the duel's from its module alone.
    QStringList demos;
    for (const arbitre::gui::DemoEntry &entry : fixture.shell->demos())
        demos << entry.path;
    const std::vector<QString> shipped = shippedDemos();
    for (const QString &demo : demos)
        CHECK(std::find(shipped.begin(), shipped.end(), demo) != shipped.end());
    for (const char *main : {"battle-of-vaudrey-ford", "pm-bataille-de-lerac", "napoleonic-figures-demo",
                             "vive-l-empereur-demo", "duel-at-the-mill"})
        CHECK(demos.contains(arbitre::test::sourcePath("resources/scenarios/") + QString::fromUtf8(main) +
                             QStringLiteral(".json")));
}

TEST_CASE("DU-2 DU-3 The duel in the generic window: typed die, preview on a copy, confirm, undo and redo",
          "[shell][duel]")
{
    WindowFixture fixture;
    REQUIRE(fixture.open(duelDemo()));
    ProcedureWindow &window = onlyProcedureWindow(fixture);
    // Both sides' duellists are listed from the session's view.
    CHECK(window.units()->topLevelItemCount() == 2);

    setUpAttack(window, 4);
    REQUIRE(window.form()->setValue(QStringLiteral("modifiers"), nlohmann::json::array({"high_ground"})));
    // The preview plays a copy: the total and row in the rules' words, nothing logged.
    const QString preview = window.previewText();
    INFO(preview.toStdString());
    CHECK(preview.contains(QStringLiteral("DU-2")));
    CHECK(preview.contains(QStringLiteral("5")));
    CHECK(window.document()->session().log().empty());

    REQUIRE(window.confirm());
    REQUIRE(window.document()->session().log().size() == 1);
    const arbitre::Event event = window.document()->session().log()[0]; // a copy: undo drops the logged one
    CHECK(event.kind == "duel.attack");
    CHECK(event.result["total"] == 5);
    CHECK(event.result["row"] == "hit");
    REQUIRE(event.dice.size() == 1);
    CHECK(event.dice[0].value == 4);
    CHECK(event.dice[0].source == arbitre::DieSource::Entered);
    CHECK(event.dice[0].purpose == "attack of aubry on renaud (DU-2)");
    CHECK(window.diceEntry()->typed().empty()); // the typed die is not carried to the next attack
    CHECK(window.isWindowModified());

    QUndoStack *undo = window.document()->undoStack();
    REQUIRE(undo->count() == 1);
    undo->undo();
    CHECK(window.document()->session().log().empty());
    undo->redo();
    REQUIRE(window.document()->session().log().size() == 1);
    CHECK(window.document()->session().log()[0].result == event.result);
}

TEST_CASE("DU-2 A die left empty is rolled by Arbitre: the one previewed is the one logged", "[shell][duel]")
{
    WindowFixture fixture;
    REQUIRE(fixture.open(duelDemo()));
    ProcedureWindow &window = onlyProcedureWindow(fixture);
    window.setDiceSeed(2026);
    setUpAttack(window, 0);
    const QString preview = window.previewText();
    REQUIRE(window.confirm());
    const arbitre::Event &event = window.document()->session().log()[0];
    REQUIRE(event.dice.size() == 1);
    CHECK(event.dice[0].source == arbitre::DieSource::Seeded);
    CHECK(preview.contains(QString::number(event.result["total"].get<int>())));
}

TEST_CASE("The duel's window saves atomically and the saved session reopens to the same log", "[shell][duel]")
{
    WindowFixture fixture;
    REQUIRE(fixture.open(duelDemo()));
    ProcedureWindow &window = onlyProcedureWindow(fixture);
    setUpAttack(window, 6);
    REQUIRE(window.confirm());

    QTemporaryDir directory;
    const QString path = directory.filePath(QStringLiteral("duel.json"));
    REQUIRE(window.saveTo(path));
    CHECK_FALSE(window.isWindowModified());
    CHECK_FALSE(QFile::exists(path + QStringLiteral(".tmp")));
    const auto reopened = arbitre::test::openDocument<arbitre::gui::Document>(path);
    REQUIRE(reopened);
    REQUIRE(reopened->session().log().size() == 1);
    CHECK(reopened->session().log()[0].result == window.document()->session().log()[0].result);
    CHECK(reopened->session().log()[0].dice[0].value == 6);
}

TEST_CASE("A duel left by a crash comes back from its autosave, unsaved, in the generic window",
          "[shell][duel][autosave]")
{
    QTemporaryDir autosaves;
    QTemporaryDir files;
    const QString saved = files.filePath(QStringLiteral("duel.json"));
    {
        WindowFixture crashed(autosaves.path());
        REQUIRE(crashed.open(duelDemo()));
        ProcedureWindow &window = onlyProcedureWindow(crashed);
        REQUIRE(window.saveTo(saved)); // the GM's own file, which the recovered session keeps
        setUpAttack(window, 5);
        REQUIRE(window.confirm());
        REQUIRE_FALSE(window.autosaver()->saveNow().isEmpty());
        window.autosaver()->abandon();
    }
    WindowFixture next(autosaves.path());
    REQUIRE(next.offerRecovery() == 1);
    ProcedureWindow &window = onlyProcedureWindow(next);
    REQUIRE(window.document()->session().log().size() == 1);
    CHECK(window.document()->session().log()[0].dice[0].value == 5);
    CHECK(window.document()->isModified());
    CHECK(window.document()->filePath() == saved);
    CHECK(arbitre::gui::Autosaver::findRecoverable(autosaves.path()).isEmpty());
}

TEST_CASE("Every session a crash left behind is offered back, each in its own window", "[shell][autosave]")
{
    QTemporaryDir autosaves;
    {
        WindowFixture crashed(autosaves.path());
        REQUIRE(crashed.open(arbitre::test::demoPath()));
        REQUIRE(crashed.open(arbitre::test::pmDemoPath()));
        REQUIRE(crashed.open(duelDemo()));
        setUpAttack(onlyProcedureWindow(crashed), 3);
        REQUIRE(onlyProcedureWindow(crashed).confirm());
        for (arbitre::gui::DocumentWindow *window : crashed.shell->windows()) {
            REQUIRE_FALSE(window->autosaver()->saveNow().isEmpty());
            window->autosaver()->abandon();
        }
    }
    CHECK(arbitre::gui::Autosaver::findRecoverable(autosaves.path()).size() == 3);
    WindowFixture next(autosaves.path());
    CHECK(next.offerRecovery() == 3);
    CHECK(next.windows<arbitre::gui::UmbraWindow>().size() == 1);
    CHECK(next.windows<arbitre::gui::PmBattleWindow>().size() == 1);
    REQUIRE(next.windows<ProcedureWindow>().size() == 1);
    CHECK(onlyProcedureWindow(next).document()->session().log().size() == 1);
    CHECK(arbitre::gui::Autosaver::findRecoverable(autosaves.path()).isEmpty());
}

TEST_CASE("An autosave cut short by the crash falls back to the one before it", "[shell][autosave]")
{
    QTemporaryDir autosaves;
    {
        WindowFixture crashed(autosaves.path());
        REQUIRE(crashed.open(duelDemo()));
        ProcedureWindow &window = onlyProcedureWindow(crashed);
        setUpAttack(window, 2);
        REQUIRE(window.confirm());
        REQUIRE_FALSE(window.autosaver()->saveNow().isEmpty());
        setUpAttack(window, 4);
        REQUIRE(window.confirm());
        REQUIRE_FALSE(window.autosaver()->saveNow().isEmpty());
        window.autosaver()->abandon();
    }
    const QList<arbitre::gui::RecoverableSession> found = arbitre::gui::Autosaver::findRecoverable(autosaves.path());
    REQUIRE(found.size() == 1);
    REQUIRE(found.front().files.size() >= 2); // newest first: after the second attack, then the first
    {
        // The newest, as a crash mid-write would leave it.
        QFile newest(found.front().files.front());
        REQUIRE(newest.open(QIODevice::ReadWrite));
        const QByteArray whole = newest.readAll();
        REQUIRE(newest.resize(whole.size() / 2));
    }
    WindowFixture next(autosaves.path());
    REQUIRE(next.offerRecovery() == 1);
    CHECK(onlyProcedureWindow(next).document()->session().log().size() == 1);
}

TEST_CASE("A bundled demo opens untitled: what the GM plays never writes into the app's resources", "[shell]")
{
    WindowFixture fixture;
    const QList<arbitre::gui::DemoEntry> demos = fixture.shell->demos();
    REQUIRE(demos.size() >= 5);
    for (const arbitre::gui::DemoEntry &demo : demos) {
        INFO(demo.path.toStdString());
        QFile file(demo.path);
        REQUIRE(file.open(QIODevice::ReadOnly));
        const QByteArray before = file.readAll();
        file.close();
        arbitre::gui::DocumentWindow *window = fixture.openDemo(demo.path);
        REQUIRE(window != nullptr);
        CHECK(window->document()->filePath().isEmpty()); // Save asks where
        CHECK_FALSE(window->document()->title().isEmpty());
        CHECK_FALSE(window->autosaver()->saveNow().isEmpty());
        REQUIRE(file.open(QIODevice::ReadOnly));
        CHECK(file.readAll() == before);
    }
    // The duel played, then saved elsewhere: the demo is as shipped.
    auto *duel = qobject_cast<ProcedureWindow *>(fixture.openDemo(duelDemo()));
    REQUIRE(duel != nullptr);
    QFile shipped(duelDemo());
    REQUIRE(shipped.open(QIODevice::ReadOnly));
    const QByteArray before = shipped.readAll();
    shipped.close();
    setUpAttack(*duel, 6);
    REQUIRE(duel->confirm());
    QTemporaryDir directory;
    REQUIRE(duel->saveTo(directory.filePath(QStringLiteral("mine.json"))));
    REQUIRE(shipped.open(QIODevice::ReadOnly));
    CHECK(shipped.readAll() == before);
}

TEST_CASE("Discarding one crashed session keeps the others' autosaves", "[shell][autosave]")
{
    QTemporaryDir autosaves;
    {
        WindowFixture crashed(autosaves.path());
        REQUIRE(crashed.open(arbitre::test::demoPath()));
        REQUIRE(crashed.open(duelDemo()));
        for (arbitre::gui::DocumentWindow *window : crashed.shell->windows()) {
            REQUIRE_FALSE(window->autosaver()->saveNow().isEmpty());
            window->autosaver()->abandon();
        }
    }
    QList<arbitre::gui::RecoverableSession> found = arbitre::gui::Autosaver::findRecoverable(autosaves.path());
    REQUIRE(found.size() == 2);
    arbitre::gui::Autosaver::discard(found.front());
    const QList<arbitre::gui::RecoverableSession> left = arbitre::gui::Autosaver::findRecoverable(autosaves.path());
    REQUIRE(left.size() == 1);
    CHECK(left.front().folder == found.back().folder);
    CHECK_FALSE(left.front().files.isEmpty());
}
