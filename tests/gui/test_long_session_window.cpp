// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Long campaigns in the app (issue 23): a session of 20,000 events, made by the benchmarks' generator
// (tests/bench/long_session.h), opens and its battle log shows every entry. The times are printed, not checked:
// a sanitizer build on a busy machine is ten times slower, and bench_long_sessions carries the targets
// (docs/performance.md).
#include "gui_fixtures.h"
#include "long_session.h"
#include "model_rows.h"
#include "umbra/docks/battle_log_dock.h"
#include "umbra/docks/battle_log_model.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QTreeView>

using namespace arbitre;

TEST_CASE("The app opens a 20 000-event session and shows its whole battle log, each filter in one pass (issue 23)",
          "[gui][long-session]")
{
    const std::size_t events = 20000;
    const QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("campaign.json"));
    REQUIRE(bench::writeLongUmbraSession(path.toStdString(), events) == events);

    test::WindowFixture fixture;
    QElapsedTimer timer;
    timer.start();
    REQUIRE(fixture.open(path));
    QApplication::processEvents();
    const qint64 opened = timer.elapsed();
    WARN("opened and painted in " << opened << " ms"); // bench_long_sessions: the log dock is linear

    gui::BattleLogDock &log = *fixture.window->battleLog();
    const std::vector<umbra::LogEntry> &entries = log.entries();
    REQUIRE(entries.size() > events / 4);
    const QAbstractItemModel &model = *log.tree()->model();
    std::size_t shown = 0;
    for (const QModelIndex &row : test::allRows(model))
        shown += row.data(gui::BattleLogModel::EntryRole).isValid() ? 1 : 0;
    CHECK(shown == entries.size());
    // Grouped by day: the last top row is the last entry's day.
    CHECK(model.index(model.rowCount() - 1, 0).data().toString() == QStringLiteral("Day %1").arg(entries.back().day));

    // A filter is one pass over the entries too.
    timer.restart();
    log.kindFilter()->setCurrentIndex(log.kindFilter()->findData(QStringLiteral("umbra.end_of_day")));
    const qint64 filtered = timer.elapsed();
    WARN("filtered in " << filtered << " ms");
    std::size_t nights = 0;
    for (const umbra::LogEntry &entry : entries)
        nights += entry.kind == "umbra.end_of_day" ? 1 : 0;
    REQUIRE(nights > 100);
    CHECK(log.visibleEntries().size() == nights);
    CHECK(static_cast<std::size_t>(model.rowCount()) == nights); // one day row each
}
