// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// NF-35, NF-36 c: the pace of a unit a test for other reasons moves on the box ladder, by
// situation.other_reasons.pace: the new box's pace in brackets (new_box, the default) or only a
// negative box's (negative_boxes).
#include "arbitre/napoleonic/figures_unit.h"
#include "support/figures_builders.h"
#include "support/figures_edit.h"

#include <catch2/catch.hpp>

#include <fstream>

using namespace arbitre;
using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;

namespace {

/** A formed battalion in line in `boxId`, moving at `paceId`. */
FiguresUnit battalionIn(std::string_view boxId, std::string_view paceId)
{
    FiguresUnit unit;
    unit.id = "B";
    unit.figuresAtStart = 12;
    unit.losses.figures = 12;
    unit.figuresAtActionStart = 12;
    unit.formation = formation("line");
    unit.box = box(boxId);
    unit.pace = pace(paceId);
    return unit;
}

/** The unit after a test for other reasons whose score is `score` (set through its base morale). */
FiguresUnit afterTest(const FiguresRuleset &rules, FiguresUnit unit, int score)
{
    MoraleInput input = moraleInputFor(rules, unit, TestKind::Other);
    input.d6 = 3;
    input.baseMorale = 0;
    input.baseMorale = score - moraleTest(rules, input).score;
    const MoraleResult result = moraleTest(rules, input);
    REQUIRE(result.score == score);
    REQUIRE(result.column == "other");
    applyMorale(rules, unit, result);
    return unit;
}

} // namespace

TEST_CASE("NF-35 NF-36 c new_box: a test for other reasons that moves the unit gives it its new box's pace",
          "[napoleonic][readings][NF-36]")
{
    const FiguresRuleset &rules = shippedFigures();
    REQUIRE(rules.parameters.otherReasonsPace == FiguresParameters::OtherReasonsPace::NewBox);
    // ATTAQUE (PAC), band ARRÊT: one box down to AVANCE, whose pace is POR.
    const FiguresUnit down = afterTest(rules, battalionIn("attaque", "pac"), 2);
    CHECK(boxId(down.box) == "avance");
    CHECK(down.pace == pace("por"));
    // ATTAQUE, band HALTE: two boxes down to ARRÊT, which has no pace: the unit halts.
    const FiguresUnit halted = afterTest(rules, battalionIn("attaque", "pac"), -2);
    CHECK(boxId(halted.box) == "arret");
    CHECK(halted.pace == pace("arr"));
    // Band AVANCE: it stays in its box, and at its pace.
    const FiguresUnit stays = afterTest(rules, battalionIn("attaque", "pac"), 5);
    CHECK(boxId(stays.box) == "attaque");
    CHECK(stays.pace == pace("pac"));
    // A negative box sets its pace under both readings (NF-36 d).
    const FiguresUnit back = afterTest(rules, battalionIn("avance", "pac"), -5);
    CHECK(boxId(back.box) == "repli");
    CHECK(back.pace == pace("por"));
}

TEST_CASE("NF-35 NF-36 c negative_boxes: only REPLI RETRAITE DEROUTE set the pace after a test for other reasons",
          "[napoleonic][readings][NF-36]")
{
    const auto rules = figuresWith("situation.other_reasons.pace", "negative_boxes");
    REQUIRE(rules->parameters.otherReasonsPace == FiguresParameters::OtherReasonsPace::NegativeBoxes);
    const FiguresUnit down = afterTest(*rules, battalionIn("attaque", "pac"), 2);
    CHECK(boxId(down.box) == "avance");
    CHECK(down.pace == pace("pac"));
    const FiguresUnit halted = afterTest(*rules, battalionIn("attaque", "pac"), -2);
    CHECK(boxId(halted.box) == "arret");
    CHECK(halted.pace == pace("pac"));
    const FiguresUnit back = afterTest(*rules, battalionIn("avance", "pac"), -5);
    CHECK(boxId(back.box) == "repli");
    CHECK(back.pace == pace("por"));
}

TEST_CASE("NF-36 situation.other_reasons.pace: an unknown reading is reported at its pointer",
          "[napoleonic][readings][NF-36]")
{
    std::ifstream in(shippedFiguresPath());
    nlohmann::json json = nlohmann::json::parse(in);
    json["parameters"]["situation.other_reasons.pace"] = "keep";
    std::vector<Diagnostic> errors;
    try {
        const JsonDocument document = JsonDocument::fromText(json.dump(2), "edited.json");
        readFiguresRuleset(document, figuresRegistry().readHeader(document));
    } catch (const LoadError &error) {
        errors = error.diagnostics();
    }
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].pointer == "/parameters/situation.other_reasons.pace");
    CHECK_THAT(errors[0].message, Catch::Contains("new_box") && Catch::Contains("negative_boxes"));
    CHECK(errors[0].line > 1);
}
