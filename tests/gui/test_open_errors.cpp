// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Bad files told apart in the app (issue 18, defect 8): a renamed PNG, JSON that is not Arbitre's, a ruleset, a
// demo cut short each get their own sentence, the parser's located details kept below it, in a wide dialog.
#include "gui_fixtures.h"
#include "shell/open_error.h"

#include <QCoreApplication>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSet>
#include <QTemporaryDir>
#include <QTranslator>

#include <catch2/catch.hpp>

using arbitre::test::refusalOf;
using arbitre::test::sourcePath;
using arbitre::test::writeFileIn;

namespace {

QByteArray contents(const QString &path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

/** The demo battle cut in its middle, and the line it then ends at. */
std::pair<QByteArray, int> truncatedDemo()
{
    const QByteArray demo = contents(arbitre::test::demoPath());
    QByteArray cut = demo.left(demo.size() / 2);
    while (cut.endsWith('\n') || cut.endsWith(' '))
        cut.chop(1);
    return {cut, static_cast<int>(cut.count('\n')) + 1};
}

} // namespace

TEST_CASE("A renamed PNG, a JSON file, a ruleset and a cut demo each get their own message", "[shell][open-error]")
{
    QTemporaryDir directory;
    const QString png =
        writeFileIn(directory, QStringLiteral("battle.json"), contents(sourcePath("docs/images/welcome.png")));
    const QString foreign =
        writeFileIn(directory, QStringLiteral("notes.json"), R"({"name": "my notes", "units": []})");
    const auto [cut, endLine] = truncatedDemo();
    const QString truncated = writeFileIn(directory, QStringLiteral("vaudrey-cut.json"), cut);

    const QString notImage = refusalOf(png);
    CHECK(notImage.startsWith(QStringLiteral("This is not an Arbitre file.\n")));
    CHECK(notImage.contains(QStringLiteral("is not a text file Arbitre can read")));
    CHECK(notImage.contains(png + QStringLiteral(":1:1: (document): "))); // the designer's details stay

    const QString notArbitre = refusalOf(foreign);
    CHECK(notArbitre.startsWith(QStringLiteral("This is not an Arbitre file.\n")));
    CHECK(notArbitre.contains(QStringLiteral("is a JSON file, but not a scenario or a saved session")));

    const QString ruleset = refusalOf(sourcePath("rulesets/umbra-draconis.json"));
    CHECK(ruleset.startsWith(QStringLiteral("This is a ruleset: open a scenario that uses it.\n")));
    CHECK(ruleset.contains(QStringLiteral("holds the rules of Umbra Draconis")));
    CHECK(ruleset.contains(QStringLiteral("umbra-draconis.json:")));
    const QString pmRuleset = refusalOf(sourcePath("rulesets/pm-battle.json"));
    CHECK(pmRuleset.startsWith(QStringLiteral("This is a ruleset: ")));
    CHECK_FALSE(pmRuleset.contains(QStringLiteral("Umbra Draconis"))); // its own system named

    const QString early = refusalOf(truncated);
    CHECK(early.startsWith(QStringLiteral("The file ends early, at line %1.\n").arg(endLine)));
    CHECK(early.contains(truncated + QLatin1Char(':')));

    // A scenario with mistakes of its own keeps the located diagnostics, under its own sentence.
    const QString invalid = refusalOf(sourcePath("tests/data/invalid/scenario-one-side.json"));
    CHECK(invalid.startsWith(QStringLiteral("This file has mistakes.\n")));

    QSet<QString> summaries;
    for (const QString &error : {notImage, notArbitre, ruleset, early, invalid})
        summaries.insert(error.section(QLatin1Char('\n'), 0, 1)); // summary and explanation
    CHECK(summaries.size() == 5);
}

TEST_CASE("The open error dialog is wide enough to read a path, its details in a box below", "[shell][open-error]")
{
    const QString ruleset = sourcePath("rulesets/umbra-draconis.json");
    arbitre::gui::OpenError error;
    try {
        (void)arbitre::gui::openDocument(ruleset, ruleset);
        FAIL("a ruleset opened as a session");
    } catch (const std::exception &thrown) {
        error = arbitre::gui::describeOpenError(ruleset, thrown);
    }
    CHECK(error.title == QStringLiteral("Cannot open umbra-draconis.json"));
    arbitre::gui::OpenErrorDialog dialog(error);
    dialog.show();
    CHECK(dialog.width() >= 520);
    CHECK(dialog.minimumWidth() >= 520);
    const auto *details = dialog.findChild<QPlainTextEdit *>(QStringLiteral("details"));
    REQUIRE(details);
    CHECK(details->toPlainText() == error.details);
    CHECK(details->toPlainText().contains(QStringLiteral("missing required key 'ruleset'")));
    // Unwrapped, and the box as wide as the longest detail line where it fits the screen.
    CHECK(details->lineWrapMode() == QPlainTextEdit::NoWrap);
    const auto *summary = dialog.findChild<QLabel *>(QStringLiteral("summary"));
    REQUIRE(summary);
    CHECK(summary->text().contains(QStringLiteral("This is a ruleset")));
}

TEST_CASE("In French the bad files are told apart in French, the details unchanged", "[shell][open-error][translation]")
{
    QTranslator french;
    REQUIRE(french.load(QStringLiteral(":/i18n/arbitre_fr.qm")));
    QCoreApplication::installTranslator(&french);
    QTemporaryDir directory;
    const QString png =
        writeFileIn(directory, QStringLiteral("bataille.json"), contents(sourcePath("docs/images/welcome.png")));
    const auto [cut, endLine] = truncatedDemo();
    const QString truncated = writeFileIn(directory, QStringLiteral("vaudrey-coupe.json"), cut);
    const QString image = refusalOf(png);
    const QString ruleset = refusalOf(sourcePath("rulesets/vive-l-empereur.json"));
    const QString early = refusalOf(truncated);
    QCoreApplication::removeTranslator(&french);

    CHECK(image.startsWith(QStringLiteral("Ce n'est pas un fichier Arbitre.\n")));
    CHECK(image.contains(png + QStringLiteral(":1:1: (document): ")));
    CHECK(ruleset.startsWith(QStringLiteral("C'est un jeu de règles : ouvrez un scénario qui l'utilise.\n")));
    CHECK(ruleset.contains(QStringLiteral("les règles du système Vive l'Empereur")));
    CHECK(early.startsWith(QStringLiteral("Le fichier s'arrête trop tôt, à la ligne %1.\n").arg(endLine)));
}
