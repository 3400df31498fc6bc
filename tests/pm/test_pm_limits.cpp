// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The limits of a PM battle file (docs/ruleset-authoring.md, "Limits"): refused at load at their pointer, and at
// the limits a phase's scores are exact, the stronger side wins.
#include "arbitre/core/dice.h"
#include "arbitre/pm/report.h"
#include "pm_fixture.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <sstream>
#include <string>

using namespace arbitre;
using namespace arbitre::pm;
using nlohmann::json;

namespace {

json units(int count, int bonus)
{
    json out = json::array();
    for (int i = 0; i < count; ++i)
        out.push_back({{"id", "u" + std::to_string(i)}, {"bonus", bonus}});
    return out;
}

json battleOf(json unitsA, json unitsB, int morale = 100000, int command = 100000)
{
    return json{
        {"ruleset", "pm-battle.json"},
        {"sides", json::array({fixture::side("A", 1000000, morale, std::move(unitsA), command, json::array()),
                               fixture::side("B", 1000000, -morale, std::move(unitsB), -command, json::array())})}};
}

} // namespace

TEST_CASE("PM-4 limits: at most 1000 morale units on a side, refused at their pointer", "[pm][loader][limits][PM-4]")
{
    const auto error = [](const json &file) { return fixture::firstError([&] { fixture::battle(file); }); };
    CHECK(error(battleOf(units(1001, 1), units(1, 1))) == "/sides/0/bonus_moral_unites: at most 1000 units on a "
                                                          "side, got 1001\n");
    CHECK(error(battleOf(units(1, 100001), units(1, 1))) ==
          "/sides/0/bonus_moral_unites/0/bonus: expected an integer from -100000 to 100000, got 100001\n");
    json file = fixture::workedExampleBattle();
    file["sides"][0]["name"] = std::string(201, 'A');
    CHECK(error(file) == "/sides/0/name: a name has at most 200 characters, got 201\n");
    file = fixture::workedExampleBattle();
    file["sides"][0]["joueurs"][0]["id"] = std::string(65, 'P');
    CHECK(error(file) == "/sides/0/joueurs/0/id: an id has at most 64 characters, got 65\n");
}

TEST_CASE("PM-2 PM-3 PM-4 PM-5 PM-8 at the limits: the scores are exact and the stronger side wins",
          "[pm][limits][PM-2][PM-8]")
{
    // Side A at every maximum (10^6 PM, morale and command 10^5, 1000 units of +10^5), side B at every minimum:
    // 21 474 such units once wrapped A's morale to a negative score.
    PmSession session(fixture::battle(battleOf(units(1000, 100000), units(1000, -100000))));
    SeededDice dice(19);
    const PhaseResult result = session.playPhase(dice);
    const SideResult &a = result.sides[0];
    const SideResult &b = result.sides[1];
    CHECK(a.moraleTotal == 100000 + 1000 * 100000);
    CHECK(b.moraleTotal == -100000 - 1000 * 100000);
    const std::int64_t scoreA = std::int64_t{a.pmDiceSum} + a.moraleTotal + a.command;
    const std::int64_t scoreB = std::int64_t{b.pmDiceSum} + b.moraleTotal + b.command;
    CHECK(a.score.total() == scoreA);
    CHECK(b.score.total() == scoreB);
    CHECK(scoreA > 100000000);
    CHECK(scoreB < -99000000);
    CHECK_FALSE(a.score.outOfRange());
    CHECK_FALSE(b.score.outOfRange());
    CHECK(result.gap == scoreA - scoreB);
    REQUIRE(result.winner);
    CHECK(*result.winner == 0);
}

TEST_CASE("PM-4 PM-8 at the limits the battle log's chart stays within its picture (a fuzz finding)",
          "[pm][limits][PM-4][PM-8]")
{
    // Morale of 10^8 times the chart's 180 px once wrapped an int: the points fell far outside the picture.
    PmSession session(fixture::battle(battleOf(units(1000, 100000), units(1000, -100000))));
    SeededDice dice(19);
    session.playPhase(dice);
    const std::string html = battleLogHtml(session);
    int count = 0;
    int top = 220;
    int bottom = 0;
    for (std::size_t at = html.find("points=\""); at != std::string::npos; at = html.find("points=\"", at + 1)) {
        std::istringstream in(html.substr(at + 8, html.find('"', at + 8) - at - 8));
        for (std::string pair; in >> pair; ++count) {
            const std::size_t comma = pair.find(',');
            REQUIRE(comma != std::string::npos);
            const int x = std::stoi(pair.substr(0, comma));
            const int y = std::stoi(pair.substr(comma + 1));
            CHECK(x >= 0);
            CHECK(x <= 560);
            CHECK(y >= 0);
            CHECK(y <= 220);
            top = std::min(top, y);
            bottom = std::max(bottom, y);
        }
    }
    CHECK(count >= 8); // two sides, PM and morale, at least two points each
    // The highest value is drawn at the top of the plot (10 px) and the lowest at its bottom (190 px).
    CHECK(top == 10);
    CHECK(bottom == 190);
}
