// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Review mode (issue 24): a saved session opened read-only, its state shown at any event as the core replays it.
#include "arbitre/core/atomic_file.h"
#include "arbitre/core/verify.h"
#include "arbitre/modules/registry.h"
#include "arbitre/umbra/battle_log.h"
#include "common/review_cursor.h"
#include "common/review_dock.h"
#include "gui_fixtures.h"
#include "long_session.h"
#include "model_rows.h"
#include "umbra/docks/battle_log_dock.h"
#include "umbra/docks/order_of_battle_dock.h"
#include "umbra/docks/order_of_battle_model.h"
#include "umbra/map/hex_map_view.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QSlider>
#include <QTest>
#include <QTextBrowser>
#include <QUndoStack>

#include <catch2/catch.hpp>

using namespace arbitre;

namespace {

/** The demo battle played through its orders file (three days), saved as `arbitre-cli umbra play --save` does. */
QString savedDemo(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("vaudrey.json"));
    REQUIRE(bench::writeLongUmbraSession(path.toStdString(), 0) > 20);
    return path;
}

/** What `path`'s session is after `events` events, as the core replays it: opened, copied, cut. */
std::unique_ptr<umbra::UmbraSession> coreAt(const QString &path, std::size_t events)
{
    std::unique_ptr<Session> session = test::replayedTo(path, events);
    return std::unique_ptr<umbra::UmbraSession>(static_cast<umbra::UmbraSession *>(session.release()));
}

/** Every cell of every order-of-battle dock, as the GM reads them. */
QStringList orderOfBattleText(const gui::UmbraWindow &window)
{
    QStringList cells;
    for (const gui::OrderOfBattleDock *dock : window.orderOfBattleDocks()) {
        const QAbstractItemModel &model = *dock->model();
        for (const QModelIndex &row : test::allRows(model))
            for (int column = 0; column < model.columnCount(row.parent()); ++column)
                cells << row.siblingAtColumn(column).data().toString();
    }
    return cells;
}

} // namespace

TEST_CASE("The demo's saved session opens for review and shows each event's state as the core replays it",
          "[gui][review]")
{
    const QTemporaryDir dir;
    const QString path = savedDemo(dir);
    test::WindowFixture fixture;
    REQUIRE(fixture.openForReview(path));
    gui::UmbraWindow &window = *fixture.window;
    gui::UmbraDocument &document = *window.document();
    REQUIRE(document.reviewing());
    const std::size_t events = document.liveSession().log().size();
    CHECK(document.reviewPosition() == events); // it opens at the end, as the file stands
    CHECK(window.reviewDock()->isVisibleTo(&window));
    CHECK(window.reviewAction()->isChecked());

    // A reference window over the core's own replay: the same docks, fed by a session cut at event k.
    for (const std::size_t k : {std::size_t{0}, std::size_t{1}, events / 3, events / 2, events - 1, events}) {
        INFO("event " << k);
        window.reviewDock()->slider()->setValue(static_cast<int>(k));
        QApplication::processEvents();
        REQUIRE(document.reviewPosition() == k);
        std::unique_ptr<umbra::UmbraSession> core = coreAt(path, k);
        CHECK(document.session().log().size() == k);
        CHECK(document.state() == core->state());
        CHECK(document.session().view() == core->view());

        test::WindowFixture reference;
        const QString cut = dir.filePath(QStringLiteral("cut-%1.json").arg(k));
        writeFileAtomically(cut.toStdString(), core->toJson(cut.toStdString()).dump(1));
        REQUIRE(reference.open(cut));
        CHECK(orderOfBattleText(window) == orderOfBattleText(*reference.window));

        // The log shows what happened up to the event, the event itself last.
        const std::vector<umbra::LogEntry> &entries = window.battleLog()->entries();
        CHECK(entries.size() == umbra::battleLog(*core, LogLanguage::English).size());
        for (const umbra::LogEntry &entry : entries)
            CHECK(entry.event < k);
        const QString label = window.reviewDock()->positionLabel()->text();
        CHECK(label.contains(k == 0 ? QStringLiteral("Start") : QStringLiteral("Event %1 of %2").arg(k).arg(events)));
        CHECK(label.contains(QString::fromStdString(core->view().when.en)));
    }

    // The jump list: one entry per day, turn or phase as the session words it, each at its first event.
    QComboBox &jump = *window.reviewDock()->jumpList();
    REQUIRE(jump.count() > 3);
    const int entry = jump.count() / 2;
    const auto start = jump.itemData(entry).value<qulonglong>();
    jump.activated(entry);
    CHECK(document.reviewPosition() == start);
    CHECK(jump.itemText(entry) == QString::fromStdString(coreAt(path, start)->view().when.en));
    CHECK_FALSE(jump.itemText(entry) == QString::fromStdString(coreAt(path, start - 1)->view().when.en));

    // Leaving the review brings back the live session, whole.
    window.reviewAction()->trigger();
    CHECK_FALSE(document.reviewing());
    CHECK(document.session().log().size() == events);
    CHECK_FALSE(window.reviewDock()->isVisibleTo(&window));
}

TEST_CASE("Nothing changes the session while it is reviewed", "[gui][review]")
{
    const QTemporaryDir dir;
    const QString path = savedDemo(dir);
    test::WindowFixture fixture;
    REQUIRE(fixture.openForReview(path));
    gui::UmbraWindow &window = *fixture.window;
    gui::UmbraDocument &document = *window.document();
    const umbra::UmbraSession before = static_cast<const umbra::UmbraSession &>(document.liveSession());
    window.reviewDock()->first();
    REQUIRE(document.reviewPosition() == 0);
    CHECK_FALSE(document.inSetup()); // the start of a played battle is not its set-up

    // The window offers nothing that would change it...
    for (const char *name : {"next-step", "override", "reveal-dice"})
        if (auto *action = window.findChild<QAction *>(QString::fromLatin1(name)))
            CHECK_FALSE(action->isEnabled());
    for (QAction *action : window.findChildren<QAction *>())
        if (action->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Z)))
            CHECK_FALSE(action->isEnabled());
    CHECK(document.turnDraft() == nullptr);
    // ...and the document refuses it all the same.
    CHECK_THROWS_AS(document.endMovementStep(), gui::DocumentError);
    CHECK_THROWS_AS(document.resolveTurn(), gui::DocumentError);
    CHECK_THROWS_AS(document.endOfDay({}), gui::DocumentError);
    SeededDice dice(7);
    CHECK_THROWS_WITH(document.play(ProcedureCall{"umbra.turn", nlohmann::json::object()}, dice),
                      Catch::Contains("open for review"));
    if (!document.movingSide().empty()) { // the start of the battle is its first movement step
        window.nextStep();
        CHECK(window.lastError().contains(QStringLiteral("review")));
    }
    CHECK(document.undoStack()->count() == 0);
    window.reviewDock()->last();
    CHECK(document.liveSession().log() == before.log());
    CHECK(static_cast<const umbra::UmbraSession &>(document.liveSession()).state() == before.state());
    CHECK_FALSE(document.isModified());

    // Out of review, the GM plays on.
    window.endReview();
    CHECK(window.findChild<QAction *>(QStringLiteral("next-step"))->isEnabled());
}

TEST_CASE("Bookmarks survive save and reopen, change no chain head, and are listed in the exports",
          "[gui][review][bookmark]")
{
    const QTemporaryDir dir;
    const QString path = savedDemo(dir);
    const Verdict original = verifyFile(shippedModules(), path.toStdString());
    REQUIRE(original.trusted());
    const QString saved = dir.filePath(QStringLiteral("noted.json"));
    std::size_t k = 0;
    {
        test::WindowFixture fixture;
        REQUIRE(fixture.openForReview(path));
        gui::UmbraWindow &window = *fixture.window;
        gui::UmbraDocument &document = *window.document();
        k = document.liveSession().log().size() / 2;
        window.reviewDock()->slider()->setValue(static_cast<int>(k));
        window.reviewDock()->addBookmark(QStringLiteral("the ford falls"));
        window.reviewDock()->first();
        window.reviewDock()->addBookmark(QStringLiteral("dawn at Vaudrey"));
        CHECK(document.isModified()); // a note to save, in review too
        CHECK(window.reviewDock()->bookmarkList()->count() == 2);
        REQUIRE(window.saveTo(saved));
        CHECK_FALSE(document.isModified());

        REQUIRE(window.exportLog(dir.filePath(QStringLiteral("noted.md"))));
        REQUIRE(window.exportLog(dir.filePath(QStringLiteral("noted.html"))));
    }
    QFile markdown(dir.filePath(QStringLiteral("noted.md")));
    REQUIRE(markdown.open(QIODevice::ReadOnly));
    const QString md = QString::fromUtf8(markdown.readAll());
    CHECK(md.contains(QStringLiteral("## Bookmarks")));
    CHECK(md.contains(QStringLiteral("After event %1").arg(k)));
    CHECK(md.contains(QStringLiteral("the ford falls")));
    CHECK(md.indexOf(QStringLiteral("## Bookmarks")) < md.indexOf(QStringLiteral("## Checking this log")));
    QFile html(dir.filePath(QStringLiteral("noted.html")));
    REQUIRE(html.open(QIODevice::ReadOnly));
    CHECK(html.readAll().contains("<section class=\"bookmarks\">"));

    // The same log, the same head: a bookmark is a reader's note, not an event.
    const Verdict noted = verifyFile(shippedModules(), saved.toStdString());
    CHECK(noted.trusted());
    CHECK(noted.head == original.head);

    test::WindowFixture fixture;
    REQUIRE(fixture.openForReview(saved));
    gui::UmbraDocument &document = *fixture.window->document();
    REQUIRE(document.bookmarks().size() == 2);
    CHECK(document.bookmarks()[0] == Bookmark{0, "dawn at Vaudrey"});
    CHECK(document.bookmarks()[1] == Bookmark{k, "the ford falls"});
    CHECK_FALSE(document.isModified());
    gui::ReviewDock &dock = *fixture.window->reviewDock();
    REQUIRE(dock.bookmarkList()->count() == 2);
    CHECK(dock.bookmarkList()->item(1)->text().contains(QStringLiteral("the ford falls")));
    dock.goToBookmark(1);
    CHECK(document.reviewPosition() == k);
}

TEST_CASE("A bookmark beyond the log is refused at its JSON pointer", "[gui][review][bookmark]")
{
    const QTemporaryDir dir;
    const QString path = savedDemo(dir);
    nlohmann::json file = JsonDocument::fromFile(path.toStdString()).root();
    const std::size_t events = file["log"]["events"].size();
    file["bookmarks"] =
        nlohmann::json::array({{{"event", 1}, {"note", "ok"}}, {{"event", events + 1}, {"note", "no"}}});
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    writeFileAtomically(bad.toStdString(), file.dump(2));
    const QString error = test::refusalOf(bad);
    INFO(error.toStdString());
    CHECK(error.contains(QStringLiteral("/bookmarks/1/event")));
    CHECK(error.contains(QStringLiteral("but the log holds %1 events").arg(events)));
}

TEST_CASE("The review is driven from the keyboard: arrows, Home, End, Space", "[gui][review]")
{
    const QTemporaryDir dir;
    const QString path = savedDemo(dir);
    test::WindowFixture fixture;
    REQUIRE(fixture.openForReview(path));
    gui::UmbraWindow &window = *fixture.window;
    gui::UmbraDocument &document = *window.document();
    const std::size_t events = document.liveSession().log().size();
    window.show();
    QApplication::setActiveWindow(&window);
    REQUIRE(QTest::qWaitForWindowActive(&window));
    QWidget *focus = window.mapView();
    focus->setFocus();

    QTest::keyClick(focus, Qt::Key_Home);
    CHECK(document.reviewPosition() == 0);
    QTest::keyClick(focus, Qt::Key_Right);
    QTest::keyClick(focus, Qt::Key_Right);
    CHECK(document.reviewPosition() == 2);
    QTest::keyClick(focus, Qt::Key_Left);
    CHECK(document.reviewPosition() == 1);
    QTest::keyClick(focus, Qt::Key_End);
    CHECK(document.reviewPosition() == events);
    QTest::keyClick(focus, Qt::Key_PageUp);
    CHECK(document.reviewPosition() < events);
    CHECK(document.reviewPosition() > 0);
    QTest::keyClick(focus, Qt::Key_Home);
    QTest::keyClick(focus, Qt::Key_Space);
    CHECK(window.reviewDock()->playing());
    window.reviewDock()->speedList()->setCurrentIndex(window.reviewDock()->speedList()->count() - 1); // 8 a second
    for (int wait = 0; wait < 50 && document.reviewPosition() < 2; ++wait)
        QTest::qWait(100);
    CHECK(document.reviewPosition() >= 2);
    QTest::keyClick(focus, Qt::Key_Space);
    CHECK_FALSE(window.reviewDock()->playing());
    const std::size_t stopped = document.reviewPosition();
    QTest::qWait(300);
    CHECK(document.reviewPosition() == stopped);

    // Out of review the keys are the views' own again.
    window.endReview();
    QTest::keyClick(focus, Qt::Key_Home);
    CHECK(document.reviewPosition() == events);
}
