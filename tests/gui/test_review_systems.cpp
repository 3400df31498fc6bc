// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Review mode (issue 24) is the common window's, for every rule system: here a PM battle, whose window reads its
// state from the document as the Umbra one does.
#include "arbitre/modules/registry.h"
#include "common/procedure_window.h"
#include "common/review_dock.h"
#include "pm/pm_document.h"
#include "pm_driver.h"

#include <QAction>
#include <QPushButton>
#include <QSlider>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace arbitre;

namespace {

/** PM-W2 and PM-W3's first phase through the panel (tests/gui/test_pm_battle.cpp), saved. */
QString savedPmBattle(const QTemporaryDir &dir)
{
    test::WindowFixture fixture;
    REQUIRE(fixture.open(test::pmDemoPath()));
    gui::PmBattleWindow &window = *fixture.windows<gui::PmBattleWindow>().front();
    test::playPmW2(window);
    const QString path = dir.filePath(QStringLiteral("lerac.json"));
    REQUIRE(window.saveTo(path));
    return path;
}

} // namespace

TEST_CASE("A PM battle opens for review: its window shows the state at each event as the core replays it",
          "[gui][review][pm-window]")
{
    const QTemporaryDir dir;
    const QString path = savedPmBattle(dir);
    test::WindowFixture fixture;
    REQUIRE(fixture.openForReview(path));
    gui::PmBattleWindow &window = *fixture.windows<gui::PmBattleWindow>().front();
    gui::PmDocument &document = *window.document();
    REQUIRE(document.reviewing());
    const std::size_t events = document.liveSession().log().size();
    REQUIRE(events >= 1);
    CHECK(window.logText().contains(QStringLiteral("Phase 1")));

    window.reviewDock()->slider()->setValue(0);
    REQUIRE(document.reviewPosition() == 0);
    const std::unique_ptr<Session> core = test::replayedTo(path, 0);
    CHECK(document.state() == static_cast<const pm::PmSession &>(*core).state());
    CHECK(document.session().view() == core->view());
    CHECK_FALSE(window.logText().contains(QStringLiteral("Phase 1")));

    // Read-only: the panel's phase is off, refused all the same, and nothing was logged.
    int playActions = 0;
    for (const QAction *action : window.findChildren<QAction *>())
        if (action->text() == QStringLiteral("&Play Phase")) {
            ++playActions;
            CHECK_FALSE(action->isEnabled());
        }
    CHECK(playActions == 1);
    CHECK_FALSE(window.playPhase());
    CHECK(window.lastError().contains(QStringLiteral("review")));
    CHECK(document.liveSession().log().size() == events);

    window.reviewDock()->last();
    CHECK(document.state() ==
          static_cast<const pm::PmSession &>(*shippedModules().openSession(path.toStdString())).state());
    window.endReview();
    CHECK(window.logText().contains(QStringLiteral("Phase 1")));
}

TEST_CASE("NF-4 VE-20 DU-2 in review, every window's commands that would change the session are off, and on again "
          "after",
          "[gui][review]")
{
    struct Played
    {
        const char *file;
        ProcedureCall call;
    };
    const Played plays[] = {
        {"resources/scenarios/napoleonic-figures-demo.json", {"fire", {{"unit", "S"}, {"target", "T"}}}},
        {"resources/scenarios/vive-l-empereur-demo.json", {"fire", {{"unit", "fr-1-ligne"}, {"target", "aut-ir-7"}}}},
        {"resources/scenarios/duel-at-the-mill.json", {"attack", {{"attacker", "aubry"}, {"target", "renaud"}}}},
    };
    for (const Played &play : plays) {
        INFO(play.file);
        const QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("saved.json"));
        {
            const std::unique_ptr<gui::Document> document = gui::openDocument(test::sourcePath(play.file), {});
            ListDice dice({3, 3, 3, 3, 3, 3}); // typed, so the file needs no reveal
            document->play(play.call, dice);
            document->saveAs(path);
        }
        test::WindowFixture fixture;
        gui::DocumentWindow *window = fixture.openForReview(path);
        REQUIRE(window != nullptr);
        REQUIRE(window->document()->reviewing());
        int confirms = 0;
        const auto confirmsEnabled = [&] {
            bool any = false;
            confirms = 0;
            for (const QAction *action : window->findChildren<QAction *>())
                if (action->text() == QStringLiteral("&Confirm")) {
                    ++confirms;
                    any = any || action->isEnabled();
                }
            for (const QPushButton *button : window->findChildren<QPushButton *>())
                if (button->text() == QStringLiteral("Confirm") || button->text() == QStringLiteral("&Confirm")) {
                    ++confirms;
                    any = any || button->isEnabled();
                }
            return any;
        };
        CHECK_FALSE(confirmsEnabled());
        CHECK(confirms >= 1);
        window->endReview();
        REQUIRE_FALSE(window->document()->reviewing());
        if (qobject_cast<gui::ProcedureWindow *>(window) == nullptr)
            CHECK(confirmsEnabled()); // the generic window's Confirm follows its preview: checked off above only
    }
}
