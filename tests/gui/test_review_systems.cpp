// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Review mode (issue 24) is the common window's, for every rule system: here a PM battle, whose window reads its
// state from the document as the Umbra one does.
#include "arbitre/modules/registry.h"
#include "common/review_dock.h"
#include "pm/pm_document.h"
#include "pm_driver.h"

#include <QAction>
#include <QSlider>

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
