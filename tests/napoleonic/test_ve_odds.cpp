// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Odds before the roll on Vive l'Empereur ! (issue 22): a fire at value 4 reads column 4 of the fire table (VE-40),
// so each cell's probability is the count of its faces in that column over 6; Lannes's d10 (VE-18) is counted too.
#include "arbitre/core/odds.h"

#include "support/ve_session_support.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <map>
#include <string>

using namespace arbitre;
using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;
using nlohmann::json;

namespace {

/** VE-50's set-up: the Austrian battery on the crest, two hexes from fr-2-leger, with Lannes. */
VeSession batteryOnTheCrest()
{
    VeSession session = veDemoSession();
    ListDice none({});
    VeOrders move = veOrders("fr-2-leger");
    move.hex = veHex(session, 8, 5);
    move.reason = "test set-up";
    session.apply(VeProcedure::Move, move, none);
    VeOrders crest = veOrders("aut-batterie");
    crest.field = "hex";
    crest.value = json::array({10, 5});
    crest.reason = "the battery unlimbered on the crest";
    session.apply(VeProcedure::Override, crest, none);
    return session;
}

const ProcedureCall Fire{"fire", {{"unit", "aut-batterie"}, {"target", "fr-2-leger"}}};

std::map<std::string, double> cells(const Odds &odds)
{
    std::map<std::string, double> out;
    for (const OddsOutcome &outcome : odds.outcomes)
        out[outcome.outcome["cell"].get<std::string>()] += outcome.probability;
    return out;
}

} // namespace

TEST_CASE("VE-40 VE-45 VE-18 odds of a fire at value 4: column 4's faces, Lannes's d10 counted", "[ve][odds]")
{
    const VeSession session = batteryOnTheCrest();
    const std::string before = session.toJson({}).dump();
    const Odds odds = computeOdds(session, Fire);
    CHECK(odds.exact);
    CHECK(odds.leaves == 6 * 10); // the fire die, then the leader's d10
    CHECK(odds.maxDice == 2);
    REQUIRE(odds.outcomes.front().outcome["fire_value"] == 4);
    // Column 4: rows 1–2 no effect, row 3 `*`, rows 4–6 one loss.
    const auto p = cells(odds);
    CHECK(p.at("") == Approx(2.0 / 6).epsilon(1e-12));
    CHECK(p.at("*") == Approx(1.0 / 6).epsilon(1e-12));
    CHECK(p.at("1") == Approx(3.0 / 6).epsilon(1e-12));
    double sum = 0;
    for (const OddsOutcome &outcome : odds.outcomes)
        sum += outcome.probability;
    CHECK(std::abs(sum - 1) < 1e-12);
    CHECK(session.toJson({}).dump() == before);
}

TEST_CASE("VE-40 exact odds of a fire agree with 5000 seeded fires within 4 standard errors", "[ve][odds]")
{
    const VeSession session = batteryOnTheCrest();
    const auto exact = cells(computeOdds(session, Fire));
    OddsOptions options;
    options.sample = true;
    options.runs = 5000; // each run plays on a copy of the session: well under a second
    const auto sampled = cells(computeOdds(session, Fire, options));
    for (const auto &[cell, probability] : exact) {
        INFO(cell);
        CHECK(std::abs(sampled.at(cell) - probability) < 4 * std::sqrt(probability * (1 - probability) / 5000));
    }
}
