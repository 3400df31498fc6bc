// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The battle log's model (issue 23): day, turn and entry rows over the entries shown, built in one pass.
#include "umbra/docks/battle_log_model.h"

#include <catch2/catch.hpp>

#include <QAbstractItemModelTester>

namespace {

arbitre::umbra::LogEntry entry(int day, int turn, const char *title, unsigned highlights = 0)
{
    arbitre::umbra::LogEntry made;
    made.day = day;
    made.turn = turn;
    made.title = title;
    made.highlights = highlights;
    return made;
}

} // namespace

TEST_CASE("The battle log model groups the entries shown by day and turn, and finds each entry's row (issue 23)",
          "[gui][log]")
{
    using arbitre::gui::BattleLogModel;
    const std::vector<arbitre::umbra::LogEntry> entries = {
        entry(1, 1, "a"),     entry(1, 1, "b"), entry(1, 2, "c", arbitre::umbra::Flight),
        entry(1, 0, "night"), entry(2, 1, "d"), entry(2, 1, "e")};
    BattleLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);

    model.setEntries(entries, {0, 1, 2, 3, 4, 5});
    REQUIRE(model.rowCount() == 2);
    const QModelIndex day1 = model.index(0, 0);
    CHECK(day1.data().toString() == QStringLiteral("Day 1"));
    REQUIRE(model.rowCount(day1) == 3); // turn 1, turn 2, the end of the day
    CHECK(model.index(2, 0, day1).data().toString() == QStringLiteral("End of the day"));
    const QModelIndex turn1 = model.index(0, 0, day1);
    CHECK(turn1.data().toString() == QStringLiteral("Turn 1"));
    CHECK(model.rowCount(turn1) == 2);
    const QModelIndex c = model.indexOfEntry(2);
    CHECK(c.data().toString() == QStringLiteral("c"));
    CHECK(c.sibling(c.row(), 1).data().toString() == QStringLiteral("flight"));
    CHECK(c.data(BattleLogModel::EntryRole).toULongLong() == 2);
    CHECK(model.entryAt(c) == &entries[2]);
    CHECK(model.parent(c).data().toString() == QStringLiteral("Turn 2"));
    CHECK(model.entryAt(day1) == nullptr);
    CHECK(model.entryNumberAt(turn1) == -1);

    // Filtered: only the rows of the entries shown, and a hidden entry has no row.
    model.setEntries(entries, {2, 5});
    REQUIRE(model.rowCount() == 2);
    CHECK(model.rowCount(model.index(0, 0)) == 1);
    CHECK(model.index(0, 0, model.index(0, 0)).data().toString() == QStringLiteral("Turn 2"));
    CHECK_FALSE(model.indexOfEntry(0).isValid());
    CHECK(model.indexOfEntry(5).data().toString() == QStringLiteral("e"));
    model.setEntries(entries, {});
    CHECK(model.rowCount() == 0);

    // Nothing played: one row that says so.
    const std::vector<arbitre::umbra::LogEntry> none;
    model.setEntries(none, {});
    REQUIRE(model.rowCount() == 1);
    CHECK(model.index(0, 0).data().toString() == QStringLiteral("Nothing played yet."));
    CHECK(model.entryAt(model.index(0, 0)) == nullptr);
}
