// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Issue 21 for every rule system: a bundled demo played in the app with Arbitre's own dice (the dice a panel
// rolls when the GM types none) hides them until the GM reveals the seed; then a players' copy verifies every
// virtual die. Whatever the fresh secret rolls, each procedure below is legal for every face (the odds tests
// enumerate or sample them all), so no outcome can fail the test.
#include "arbitre/core/verify.h"
#include "arbitre/modules/registry.h"
#include "common/document.h"
#include "common/procedure_dice.h"
#include "gui_fixtures.h"

#include <QTemporaryDir>
#include <QUndoStack>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <memory>
#include <string>

using nlohmann::json;

namespace {

struct DemoPlay
{
    const char *file;
    arbitre::ProcedureCall call;
};

} // namespace

TEST_CASE("UD-M6 PM-3 NF-4 VE-20 DU-2: each demo played with Arbitre's dice verifies once the GM reveals the seed",
          "[verify][demos]")
{
    const DemoPlay plays[] = {
        {"resources/scenarios/blue-vs-red.json", {"turn", {{"confrontations", {"1"}}}}},
        {"resources/scenarios/pm-bataille-de-lerac.json", {"phase", json::object()}},
        {"resources/scenarios/napoleonic-figures-demo.json", {"fire", {{"unit", "S"}, {"target", "T"}}}},
        {"resources/scenarios/vive-l-empereur-demo.json", {"fire", {{"unit", "fr-1-ligne"}, {"target", "aut-ir-7"}}}},
        {"resources/scenarios/duel-at-the-mill.json", {"attack", {{"attacker", "aubry"}, {"target", "renaud"}}}},
    };
    for (const DemoPlay &play : plays) {
        INFO(play.file << " " << play.call.procedure << " " << play.call.input.dump());
        const std::unique_ptr<arbitre::gui::Document> document =
            arbitre::gui::openDocument(arbitre::test::sourcePath(play.file), {});
        REQUIRE(document);
        CHECK_FALSE(document->hasUnrevealedDice());

        arbitre::gui::Document &doc = *document;
        arbitre::gui::ArbitreDice dice([&doc] { return doc.virtualDice(); });
        const arbitre::Event &event = doc.play(play.call, dice);
        REQUIRE_FALSE(event.dice.empty());
        for (const arbitre::DieRoll &die : event.dice)
            CHECK(die.source == arbitre::DieSource::Seeded);

        const arbitre::Verdict hidden = doc.verdict();
        CHECK(hidden.trusted());
        CHECK(hidden.unrevealed);
        CHECK(doc.hasUnrevealedDice() == hidden.unrevealed); // the app offers the reveal exactly when verify asks

        QTemporaryDir directory;
        const QString players = directory.filePath(QStringLiteral("players.json"));
        doc.savePlayersCopy(players);
        const arbitre::Verdict before =
            arbitre::verifyFile(arbitre::shippedModules(), arbitre::gui::toFilePath(players));
        CHECK(before.trusted());
        CHECK(before.dice.unverifiable == event.dice.size());
        CHECK(before.head == hidden.head);

        doc.revealDice();
        CHECK_FALSE(doc.hasUnrevealedDice());
        doc.savePlayersCopy(players);
        const arbitre::Verdict after =
            arbitre::verifyFile(arbitre::shippedModules(), arbitre::gui::toFilePath(players));
        CHECK(after.trusted());
        CHECK_FALSE(after.unrevealed);
        CHECK(after.dice.verified == event.dice.size());
        CHECK(after.head == hidden.head); // revealing changes no event
    }
}
