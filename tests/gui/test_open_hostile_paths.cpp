// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Issue 19: the app's open path refuses what the CLI refuses (a FIFO at once, a directory, a ruleset named with a
// NUL, through a loop of links or by a name too long, a truncated save), with the loader's words and no window.
#include "gui_fixtures.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <string>
#include <sys/stat.h>
#include <unistd.h>

using arbitre::test::refusalOf;
using arbitre::test::writeFileIn;

namespace {

/** A scenario whose `ruleset` is `reference`, written as JSON text. */
QString scenarioNaming(const QTemporaryDir &directory, const QString &name, const QByteArray &reference)
{
    return writeFileIn(directory, name, "{\n  \"ruleset\": " + reference + ",\n  \"name\": \"n\"\n}\n");
}

} // namespace

TEST_CASE("The app refuses a FIFO at once and a directory, with the reason", "[shell][open-error][hostile]")
{
    QTemporaryDir directory;
    const QString fifo = directory.filePath(QStringLiteral("pipe.json"));
    REQUIRE(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    QElapsedTimer timer;
    timer.start();
    const QString pipe = refusalOf(fifo);
    CHECK(timer.elapsed() < 1000);
    CHECK(pipe.contains(QStringLiteral("not a regular file (a FIFO, which could block)")));

    const QString folder = directory.filePath(QStringLiteral("folder.json"));
    REQUIRE(QDir().mkdir(folder));
    CHECK(refusalOf(folder).contains(QStringLiteral("Is a directory")));
}

TEST_CASE("The app refuses a ruleset named with a NUL, through a symlink loop or by a name too long, at /ruleset",
          "[shell][open-error][hostile]")
{
    QTemporaryDir directory;
    const QString nul = scenarioNaming(directory, QStringLiteral("nul.json"), R"("a\u0000b")");
    CHECK(refusalOf(nul).contains(nul +
                                  QStringLiteral(":2:14: /ruleset: the ruleset's file name contains a NUL character")));

    REQUIRE(QFile::link(QStringLiteral("loop.json"), directory.filePath(QStringLiteral("loop.json"))));
    const QString loop = scenarioNaming(directory, QStringLiteral("s-loop.json"), R"("loop.json")");
    CHECK(refusalOf(loop).contains(loop + QStringLiteral(":2:14: /ruleset: cannot open the ruleset file ")));
    CHECK(refusalOf(loop).contains(QStringLiteral("Too many levels of symbolic links")));

    const QByteArray longName = "\"" + QByteArray(300, 'r') + ".json\"";
    const QString tooLong = scenarioNaming(directory, QStringLiteral("s-long.json"), longName);
    CHECK(refusalOf(tooLong).contains(QStringLiteral("/ruleset: cannot open the ruleset file ")));
    CHECK(refusalOf(tooLong).contains(QStringLiteral("File name too long")));
}

TEST_CASE("The app refuses a truncated save at the line it ends, no window opened", "[shell][open-error][hostile]")
{
    QTemporaryDir directory;
    const QString demo = arbitre::test::demoPath();
    QFile file(demo);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    // A save cut short, as a crash of another program writing it in place would leave it.
    const QByteArray cut = text.left(text.size() / 3);
    const QString truncated = writeFileIn(directory, QStringLiteral("cut.json"), cut);
    const QString error = refusalOf(truncated);
    CHECK(error.startsWith(QStringLiteral("The file ends early")));
    CHECK(error.contains(truncated + QLatin1Char(':')));
}
