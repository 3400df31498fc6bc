// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The app's side of verifiable dice (docs/verifiable-dice.md): the chain's head and the verdict in the status bar,
// on every export, in a players' copy, and the GM's reveal as one undo step. Proved on the duel, played in the
// generic window every rule system shares.
#include "arbitre/core/verify.h"
#include "arbitre/modules/registry.h"
#include "common/dice_entry.h"
#include "common/document.h"
#include "common/procedure_form.h"
#include "common/procedure_window.h"
#include "gui_fixtures.h"
#include "shell/application.h"

#include <QApplication>
#include <QFile>
#include <QTemporaryDir>
#include <QUndoStack>

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

using arbitre::gui::ProcedureWindow;
using arbitre::test::WindowFixture;

namespace {

/** DU-2: `attacker` attacks `target`; a die of 0 is left to Arbitre's committed dice. */
void attack(ProcedureWindow &window, const char *attacker, const char *target, int die)
{
    REQUIRE(window.setProcedure(QStringLiteral("attack")));
    REQUIRE(window.form()->setValue(QStringLiteral("attacker"), attacker));
    REQUIRE(window.form()->setValue(QStringLiteral("target"), target));
    if (die > 0)
        REQUIRE(window.diceEntry()->setTyped(0, die));
    REQUIRE(window.confirm());
}

std::string readText(const QString &path)
{
    std::ifstream in(arbitre::gui::toFilePath(path));
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

} // namespace

TEST_CASE("The status bar shows the log's head and its dice, the same verdict `verify` gives of the saved file",
          "[verify][duel]")
{
    WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::sourcePath("resources/scenarios/duel-at-the-mill.json")));
    const QList<ProcedureWindow *> windows = fixture.windows<ProcedureWindow>();
    REQUIRE(windows.size() == 1);
    ProcedureWindow &window = *windows.front();
    CHECK(window.verdictText().contains(QStringLiteral("0 dice")));

    // Whatever the fresh secret rolls, both duellists stay standing (DU-4): Renaud takes two wounds at most.
    attack(window, "aubry", "renaud", 0);
    attack(window, "renaud", "aubry", 4);
    arbitre::gui::Document &document = *window.document();
    const arbitre::Verdict verdict = document.verdict();
    CHECK(verdict.trusted());
    CHECK(verdict.dice.verified == 1);
    CHECK(verdict.dice.entered == 1);
    const QString head = QString::fromStdString(arbitre::shortHash(verdict.head));
    CHECK(window.verdictText() ==
          QStringLiteral("Log %1 · 2 dice: 1 virtual, verified; 1 entered at the table").arg(head));

    QTemporaryDir directory;
    const QString saved = directory.filePath(QStringLiteral("duel.json"));
    REQUIRE(window.saveTo(saved));
    const arbitre::Verdict ofFile = arbitre::verifyFile(arbitre::shippedModules(), arbitre::gui::toFilePath(saved));
    CHECK(ofFile.trusted());
    CHECK(ofFile.head == verdict.head); // the head the players note is the one `verify` checks

    SECTION("every export ends with the head and the dice")
    {
        for (const char *name : {"log.html", "log.md"}) {
            const QString path = directory.filePath(QString::fromUtf8(name));
            REQUIRE(window.exportLog(path));
            const std::string text = readText(path);
            INFO(text);
            CHECK(text.find(arbitre::shortHash(verdict.head)) != std::string::npos);
            CHECK(text.find("2 dice: 1 virtual, verified; 1 entered at the table") != std::string::npos);
            CHECK(text.find("once the GM reveals the seed") != std::string::npos);
        }
        CHECK(readText(directory.filePath(QStringLiteral("log.html"))).find("</section>\n</body>") !=
              std::string::npos);
    }

    SECTION("a players' copy cannot check the virtual die until the GM reveals the seed, one undo step")
    {
        const QString players = directory.filePath(QStringLiteral("players.json"));
        REQUIRE(window.savePlayersCopy(players));
        CHECK(readText(players).find(verdict.head) != std::string::npos);
        arbitre::Verdict ofCopy = arbitre::verifyFile(arbitre::shippedModules(), arbitre::gui::toFilePath(players));
        CHECK(ofCopy.trusted());
        CHECK(ofCopy.dice.unverifiable == 1);
        CHECK_FALSE(ofCopy.secretKnown);

        REQUIRE(document.hasUnrevealedDice());
        const int steps = document.undoStack()->count();
        window.revealDice(); // the fixture's windows do not ask
        CHECK_FALSE(document.hasUnrevealedDice());
        CHECK(document.undoStack()->count() == steps + 1);
        CHECK(document.verdict().head == verdict.head); // revealing changes no event
        REQUIRE(window.savePlayersCopy(players));
        ofCopy = arbitre::verifyFile(arbitre::shippedModules(), arbitre::gui::toFilePath(players));
        CHECK(ofCopy.trusted());
        CHECK(ofCopy.dice.verified == 1);

        // The dice to come hide behind a fresh secret: the revealed one must not foretell them.
        attack(window, "aubry", "renaud", 0);
        const auto &commitments = document.session().log().seal().commitments;
        REQUIRE(commitments.size() == 2);
        CHECK(commitments[1].from == 2);
        CHECK_FALSE(commitments[1].revealed);
        CHECK(document.hasUnrevealedDice());
        CHECK(document.verdict().dice.verified == 2);

        document.undoStack()->undo(); // the attack
        document.undoStack()->undo(); // the reveal
        CHECK(document.hasUnrevealedDice());
        CHECK_FALSE(document.session().log().seal().commitments[0].revealed);
        CHECK(document.session().log().size() == 2);
        document.undoStack()->redo();
        CHECK(document.session().log().seal().commitments[0].revealed);
    }
}

TEST_CASE("A session saved before logs were sealed opens, and the status bar says it cannot be verified",
          "[verify][duel]")
{
    WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::sourcePath("resources/scenarios/duel-at-the-mill.json")));
    ProcedureWindow &window = *fixture.windows<ProcedureWindow>().front();
    attack(window, "aubry", "renaud", 3);
    QTemporaryDir directory;
    const QString saved = directory.filePath(QStringLiteral("old.json"));
    REQUIRE(window.saveTo(saved));

    // As an earlier Arbitre wrote it: events without hashes, no commitment, no recorded hashes.
    nlohmann::json file = nlohmann::json::parse(readText(saved));
    nlohmann::json &log = file["log"];
    for (nlohmann::json &event : log["events"])
        event.erase("hash");
    for (const char *key : {"commitments", "ruleset", "scenario", "sealed_from"})
        log.erase(key);
    QFile out(saved);
    REQUIRE(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    out.write(QByteArray::fromStdString(file.dump(2)));
    out.close();

    WindowFixture other;
    REQUIRE(other.open(saved));
    const QString text = other.windows<ProcedureWindow>().front()->verdictText();
    INFO(text.toStdString());
    CHECK(text.startsWith(QStringLiteral("unverifiable (no commitment")));
    CHECK(text.contains(QStringLiteral("1 die: 1 entered at the table")));
}

TEST_CASE("In French, the status bar and the exports give the verdict in French", "[verify][duel][translation]")
{
    arbitre::gui::installTranslation(*qApp, QStringLiteral("fr"));
    struct English
    {
        ~English() { arbitre::gui::installTranslation(*qApp, QStringLiteral("en")); }
    } restore;
    WindowFixture fixture;
    REQUIRE(fixture.open(arbitre::test::sourcePath("resources/scenarios/duel-at-the-mill.json")));
    ProcedureWindow &window = *fixture.windows<ProcedureWindow>().front();
    attack(window, "aubry", "renaud", 0);
    attack(window, "renaud", "aubry", 4);
    const QString head = QString::fromStdString(arbitre::shortHash(window.document()->verdict().head));
    CHECK(window.verdictText() ==
          QStringLiteral("Journal %1 · 2 dés : 1 virtuel, vérifié ; 1 saisi à la table").arg(head));

    QTemporaryDir directory;
    const QString path = directory.filePath(QStringLiteral("journal.md"));
    REQUIRE(window.exportLog(path));
    const std::string text = readText(path);
    INFO(text);
    CHECK(text.find("## Vérifier ce journal") != std::string::npos);
    CHECK(text.find("Tête du journal " + arbitre::shortHash(window.document()->verdict().head) +
                    " après 2 "
                    "événements") != std::string::npos);
}
