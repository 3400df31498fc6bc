// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Odds before the roll on the duel (issue 22): DU-2's d6 and modifiers against DU-3's rows, counted by hand.
#include "arbitre/core/module_registry.h"
#include "arbitre/core/odds.h"
#include "arbitre/duel/module.h"

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

std::unique_ptr<arbitre::Session> openDemo()
{
    static const arbitre::ModuleRegistry registry = [] {
        arbitre::ModuleRegistry r;
        arbitre::duel::registerModule(r);
        return r;
    }();
    return registry.openSession(arbitre::test::sourceDir() / "resources/scenarios/duel-at-the-mill.json");
}

ProcedureCall attack(json modifiers = json::array())
{
    json input{{"attacker", "aubry"}, {"target", "renaud"}};
    if (!modifiers.empty())
        input["modifiers"] = std::move(modifiers);
    return {"attack", std::move(input)};
}

/** Each DU-3 row's probability. */
std::map<std::string, double> rows(const Odds &odds)
{
    std::map<std::string, double> out;
    for (const arbitre::OddsOutcome &outcome : odds.outcomes)
        out[outcome.outcome["row"].get<std::string>()] += outcome.probability;
    return out;
}

} // namespace

TEST_CASE("DU-2 DU-3 odds of an attack: miss 2/6, hit 3/6, critical 1/6, in the rules' words", "[duel][odds]")
{
    const std::unique_ptr<arbitre::Session> session = openDemo();
    const std::string before = session->toJson({}).dump();
    const Odds odds = arbitre::computeOdds(*session, attack());
    CHECK(odds.exact);
    CHECK(odds.leaves == 6);
    REQUIRE(odds.outcomes.size() == 3);
    CHECK(odds.outcomes[0].text == "Miss: 0 wounds dealt (DU-3).");
    CHECK(odds.outcomes[0].probability == Approx(2.0 / 6).epsilon(1e-12));
    CHECK(odds.outcomes[1].text == "Hit: 1 wound dealt (DU-3).");
    CHECK(odds.outcomes[1].probability == Approx(3.0 / 6).epsilon(1e-12));
    CHECK(odds.outcomes[2].text == "Critical hit: 2 wounds dealt (DU-3).");
    CHECK(odds.outcomes[2].probability == Approx(1.0 / 6).epsilon(1e-12));
    CHECK(std::abs(odds.outcomes[0].probability + odds.outcomes[1].probability + odds.outcomes[2].probability - 1) <
          1e-12);
    // Expected wounds 3/6 × 1 + 1/6 × 2 = 5/6; E[w²] = 3/6 + 4/6.
    bool found = false;
    for (const arbitre::OddsMoment &moment : odds.moments) {
        if (moment.pointer == "/wounds") {
            found = true;
            CHECK(moment.mean == Approx(5.0 / 6).epsilon(1e-12));
            CHECK(moment.sd == Approx(std::sqrt(7.0 / 6 - 25.0 / 36)).epsilon(1e-12));
        }
    }
    CHECK(found);
    CHECK(session->toJson({}).dump() == before); // odds never change the session
    CHECK(arbitre::computeOdds(*session, attack(), {}).outcomes[0].text == odds.outcomes[0].text);
}

TEST_CASE("DU-2 a modifier toggled shifts the rows: high ground +1, charge +2 kept to the die's faces", "[duel][odds]")
{
    const std::unique_ptr<arbitre::Session> session = openDemo();
    bool added = false;
    const ProcedureCall high = arbitre::toggledCall(*session, attack(), "high_ground", &added);
    CHECK(added);
    const auto withHigh = rows(arbitre::computeOdds(*session, high));
    CHECK(withHigh.at("miss") == Approx(1.0 / 6).epsilon(1e-12));
    CHECK(withHigh.at("hit") == Approx(3.0 / 6).epsilon(1e-12));
    CHECK(withHigh.at("critical") == Approx(2.0 / 6).epsilon(1e-12));
    const auto withCharge = rows(arbitre::computeOdds(*session, attack({"charge"})));
    CHECK(withCharge.count("miss") == 0);
    CHECK(withCharge.at("hit") == Approx(3.0 / 6).epsilon(1e-12));
    CHECK(withCharge.at("critical") == Approx(3.0 / 6).epsilon(1e-12));
    const auto wounded = rows(arbitre::computeOdds(*session, attack({"wounded_arm"})));
    CHECK(wounded.at("miss") == Approx(3.0 / 6).epsilon(1e-12));
    CHECK(wounded.at("hit") == Approx(3.0 / 6).epsilon(1e-12));
    CHECK(wounded.count("critical") == 0); // 6 − 1 is no critical
}

TEST_CASE("DU-2 exact odds agree with 20000 seeded attacks within 4 standard errors", "[duel][odds]")
{
    const std::unique_ptr<arbitre::Session> session = openDemo();
    const ProcedureCall call = attack({"high_ground"});
    const auto exact = rows(arbitre::computeOdds(*session, call));
    arbitre::OddsOptions options;
    options.sample = true;
    options.runs = 20000;
    const Odds sampled = arbitre::computeOdds(*session, call, options);
    CHECK_FALSE(sampled.exact);
    const auto p = rows(sampled);
    for (const auto &[row, probability] : exact) {
        INFO(row);
        CHECK(std::abs(p.at(row) - probability) < 4 * std::sqrt(probability * (1 - probability) / 20000));
    }
}
