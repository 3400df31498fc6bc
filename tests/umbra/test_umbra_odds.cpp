// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Odds before the roll on Umbra Draconis (issue 22): UD-W4's confrontation draws on Table II (UD-92), so each
// colour's probability is the count of its faces over 10.
#include "arbitre/core/odds.h"

#include "support/umbra_fixtures.h"
#include "test_paths.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <map>
#include <memory>
#include <string>

using arbitre::Odds;
using arbitre::ProcedureCall;
using nlohmann::json;

namespace {

std::unique_ptr<arbitre::Session> openBlueVsRed()
{
    return arbitre::umbra::test::umbraRegistry().openSession(arbitre::test::sourceDir() /
                                                             "resources/scenarios/blue-vs-red.json");
}

const ProcedureCall FirstConfrontation{"turn", {{"confrontations", {"1"}}}};

/** The probability of each colour of the turn's first draw. */
std::map<std::string, double> colours(const Odds &odds)
{
    std::map<std::string, double> out;
    for (const arbitre::OddsOutcome &outcome : odds.outcomes)
        out[outcome.outcome["confrontations"][0]["draws"][0]["colour"].get<std::string>()] += outcome.probability;
    return out;
}

} // namespace

TEST_CASE("UD-92 UD-W4 odds of a Table II draw: each colour's faces over 10, the session unchanged", "[umbra][odds]")
{
    const std::unique_ptr<arbitre::Session> session = openBlueVsRed();
    const std::string before = session->toJson({}).dump();
    const Odds odds = arbitre::computeOdds(*session, FirstConfrontation);
    CHECK(odds.exact);
    CHECK(odds.leaves == 10); // one draw (UD-89: classic engagement), Blue rolls (UD-85): no roll-off
    const auto p = colours(odds);
    const std::map<std::string, double> faces{{"rouge", 1}, {"noir", 2},  {"jaune", 1}, {"gris", 1},
                                              {"bleu", 1},  {"mauve", 1}, {"vert", 3}};
    REQUIRE(p.size() == faces.size());
    for (const auto &[colour, count] : faces) {
        INFO(colour);
        CHECK(p.at(colour) == Approx(count / 10).epsilon(1e-12));
    }
    double sum = 0;
    for (const arbitre::OddsOutcome &outcome : odds.outcomes)
        sum += outcome.probability;
    CHECK(std::abs(sum - 1) < 1e-12);
    CHECK(odds.outcomes.size() == 7); // 8, 9 and 10 are one outcome: the die is not part of it
    CHECK(session->toJson({}).dump() == before);
    CHECK(session->log().empty());
}

TEST_CASE("UD-92 exact odds of a turn agree with 8000 seeded turns within 4 standard errors", "[umbra][odds]")
{
    const std::unique_ptr<arbitre::Session> session = openBlueVsRed();
    const auto exact = colours(arbitre::computeOdds(*session, FirstConfrontation));
    arbitre::OddsOptions options;
    options.sample = true;
    options.runs = 8000; // a turn on a copy of the session takes some 0.1 ms: under a second
    const auto sampled = colours(arbitre::computeOdds(*session, FirstConfrontation, options));
    for (const auto &[colour, probability] : exact) {
        INFO(colour);
        CHECK(std::abs(sampled.at(colour) - probability) < 4 * std::sqrt(probability * (1 - probability) / 8000));
    }
}

TEST_CASE("UD-90 UD-92 a turn's odds are worded by colour, table, row and winner, in English and in French",
          "[umbra][odds]")
{
    const std::unique_ptr<arbitre::Session> session = openBlueVsRed();
    const Odds odds = arbitre::computeOdds(*session, FirstConfrontation);
    std::map<std::string, std::string> english;
    for (const arbitre::OddsOutcome &outcome : odds.outcomes)
        english[outcome.outcome["confrontations"][0]["draws"][0]["colour"].get<std::string>()] = outcome.text;
    CHECK(english.at("vert") == "Confrontation 1: Green (Table II – one side superior in F (2 or more)), the inferior "
                                "side is wounded; Bleu wins (UD-90)");
    for (const auto &[colour, text] : english) {
        INFO(text);
        CHECK(text.find("draws") == std::string::npos); // never the result's keys
        CHECK(text.size() < 160);
    }
    arbitre::OddsOptions french;
    french.language = arbitre::LogLanguage::French;
    for (const arbitre::OddsOutcome &outcome : arbitre::computeOdds(*session, FirstConfrontation, french).outcomes)
        if (outcome.outcome["confrontations"][0]["draws"][0]["colour"] == "vert")
            CHECK(outcome.text == "Confrontation 1 : Vert (Table II – 1 parti Supérieur en F (+ de 2)), le parti "
                                  "inférieur est blessé ; Bleu l’emporte (UD-90)");
}
