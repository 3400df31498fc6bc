// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Odds before the roll on the napoleonic-figures demo (issue 22): a fire (NF-4) counted over its die, against seeded
// sampling; the session unchanged.
#include "arbitre/core/odds.h"

#include "support/figures_fixtures.h"
#include "test_paths.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <map>
#include <memory>
#include <string>

using namespace arbitre;
using nlohmann::json;

namespace {

std::unique_ptr<Session> openDemo()
{
    return napoleonic::test::figuresRegistry().openSession(arbitre::test::sourceDir() /
                                                           "resources/scenarios/napoleonic-figures-demo.json");
}

const ProcedureCall Fire{"fire", {{"unit", "S"}, {"target", "T"}}};

std::map<std::string, double> cells(const Odds &odds)
{
    std::map<std::string, double> out;
    for (const OddsOutcome &outcome : odds.outcomes)
        out[outcome.outcome["cell"].dump()] += outcome.probability;
    return out;
}

} // namespace

TEST_CASE("NF-4 odds of a fire: one d6, each cell's faces over 6, agreeing with 8000 seeded fires", "[figures][odds]")
{
    const std::unique_ptr<Session> session = openDemo();
    const std::string before = session->toJson({}).dump();
    const Odds odds = computeOdds(*session, Fire);
    CHECK(odds.exact);
    CHECK(odds.leaves == 6);
    double sum = 0;
    for (const OddsOutcome &outcome : odds.outcomes) {
        sum += outcome.probability;
        // Every outcome is a whole number of the die's six faces.
        const double faces = outcome.probability * 6;
        CHECK(std::abs(faces - std::round(faces)) < 1e-12);
        CHECK(outcome.leaves == static_cast<std::size_t>(std::round(faces)));
    }
    CHECK(std::abs(sum - 1) < 1e-12);
    OddsOptions options;
    options.sample = true;
    options.runs = 8000;
    const auto sampled = cells(computeOdds(*session, Fire, options));
    for (const auto &[cell, probability] : cells(odds)) {
        INFO(cell);
        CHECK(std::abs(sampled.at(cell) - probability) < 4 * std::sqrt(probability * (1 - probability) / 8000));
    }
    CHECK(session->toJson({}).dump() == before);
}
