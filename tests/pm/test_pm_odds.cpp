// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Odds before the roll on the PM battle (issue 22): a phase between two small armies counted exactly, each army's
// PM dice (PM-3) with their hand-computed mean and spread; the Lérac demo's fourteen dice sampled.
#include "arbitre/core/module_registry.h"
#include "arbitre/core/odds.h"
#include "arbitre/pm/module.h"
#include "arbitre/pm/session.h"
#include "pm_fixture.h"
#include "test_paths.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <map>
#include <string>

using namespace arbitre;
using namespace arbitre::pm;
using nlohmann::json;

namespace {

/** Two armies of 10 PM: one PM die each (PM-3); the players' dice given, as the GM typed them (PM-6). */
PmSession smallBattle()
{
    return PmSession(fixture::battle(json{
        {"ruleset", "pm-battle.json"},
        {"name", "Small"},
        {"sides",
         json::array({fixture::side("A", 10, 4, json::array(), 3, json::array({{{"id", "P1"}, {"name", "P1"}}})),
                      fixture::side("B", 10, 5, json::array(), 4, json::array({{{"id", "P3"}, {"name", "P3"}}}))})}}));
}

const ProcedureCall SmallPhase{"phase", {{"die_P1", 3}, {"die_P3", 4}}};

const OddsMoment *moment(const Odds &odds, const std::string &pointer)
{
    for (const OddsMoment &m : odds.moments)
        if (m.pointer == pointer)
            return &m;
    return nullptr;
}

std::map<std::string, double> bands(const Odds &odds)
{
    std::map<std::string, double> out;
    for (const OddsOutcome &outcome : odds.outcomes)
        out[outcome.outcome["band"].get<std::string>() + " " + outcome.outcome["winner"].dump()] += outcome.probability;
    return out;
}

} // namespace

TEST_CASE("PM-3 PM-8 odds of a phase between two small armies, counted exactly", "[pm][odds]")
{
    const PmSession session = smallBattle();
    const std::string before = session.toJson({}).dump();
    const Odds odds = computeOdds(session, SmallPhase);
    CHECK(odds.exact);
    CHECK(odds.leaves >= 36); // two PM dice, then the loss ranges' dice (PM-A5)
    double sum = 0;
    for (const OddsOutcome &outcome : odds.outcomes) {
        sum += outcome.probability;
        CHECK_FALSE(outcome.text.empty());
        CHECK(outcome.outcome.contains("band"));
    }
    CHECK(std::abs(sum - 1) < 1e-12);
    // PM-3: each army's one PM die, 3.5 ± sqrt(35/12).
    for (const char *pointer : {"/sides/0/pm_dice", "/sides/1/pm_dice"}) {
        INFO(pointer);
        const OddsMoment *dice = moment(odds, pointer);
        REQUIRE(dice != nullptr);
        CHECK(dice->mean == Approx(3.5).epsilon(1e-12));
        CHECK(dice->sd == Approx(std::sqrt(35.0 / 12)).epsilon(1e-12));
    }
    CHECK(session.toJson({}).dump() == before);
}

TEST_CASE("PM-8 exact odds of a phase agree with 8000 seeded phases within 4 standard errors", "[pm][odds]")
{
    const PmSession session = smallBattle();
    const auto exact = bands(computeOdds(session, SmallPhase));
    OddsOptions options;
    options.sample = true;
    options.runs = 8000; // each run plays on a copy of the session: well under a second
    const auto sampled = bands(computeOdds(session, SmallPhase, options));
    for (const auto &[band, probability] : exact) {
        INFO(band);
        const double seen = sampled.count(band) ? sampled.at(band) : 0.0;
        CHECK(std::abs(seen - probability) <= 4 * std::sqrt(probability * (1 - probability) / 8000) + 1e-12);
    }
}

TEST_CASE("PM-3 the Lérac demo's fourteen dice are sampled, each outcome with its standard error", "[pm][odds]")
{
    ModuleRegistry modules;
    registerModule(modules);
    const std::unique_ptr<Session> session =
        modules.openSession(arbitre::test::sourceDir() / "resources/scenarios/pm-bataille-de-lerac.json");
    OddsOptions options;
    options.runs = 2000;
    const Odds odds = computeOdds(*session, {"phase", json::object()}, options);
    CHECK_FALSE(odds.exact); // 6^14 face sequences: far past the leaf limit
    CHECK(odds.leaves == 2000);
    double sum = 0;
    for (const OddsOutcome &outcome : odds.outcomes) {
        sum += outcome.probability;
        CHECK(outcome.standardError ==
              Approx(std::sqrt(outcome.probability * (1 - outcome.probability) / 2000)).epsilon(1e-9));
    }
    CHECK(std::abs(sum - 1) < 1e-12);
    CHECK(session->log().empty());
}
