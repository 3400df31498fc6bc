// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Bad rulesets and battle files are refused whole, every problem with its JSON pointer.
#include "pm_fixture.h"

#include <catch2/catch.hpp>

using namespace arbitre;
using namespace arbitre::pm;
using nlohmann::json;

TEST_CASE("the shipped PM ruleset reads every default reading of the digest", "[pm][loader]")
{
    const auto rules = fixture::ruleset();
    CHECK(rules->pmDice.tranche == 10);
    CHECK(rules->pmDice.rounding == Rounding::Floor);
    CHECK(rules->winnerCap.fractionPerThousand == 500);
    CHECK(rules->lossPick == LossPick::Die);
    CHECK(rules->outcomes.size() == 4);
    CHECK(rules->tie.decisions == std::vector<DecisionKind>{DecisionKind::SeRetirer, DecisionKind::Continuer});
    CHECK(rules->winStreak.mode == StreakMode::Pairs);
    CHECK(rules->outOfCombatThreshold == 2);
    CHECK(rules->decision(DecisionKind::Negocier).label.fr == "Négocier");
}

TEST_CASE("ruleset errors carry the pointer and what was expected", "[pm][loader]")
{
    const auto error = [](const json &patch) { return fixture::firstError([&] { fixture::ruleset(patch); }); };
    CHECK_THAT(error(json{{"pm_dice", {{"rounding", "up"}}}}), Catch::Contains("/pm_dice/rounding"));
    CHECK_THAT(error(json{{"pm_dice", {{"tranche", 0}}}}), Catch::Contains("/pm_dice/tranche"));
    CHECK_THAT(error(json{{"winner_cap", {{"fraction", 0.3333}}}}), Catch::Contains("three decimals"));
    CHECK_THAT(error(json{{"loss_range", {{"pick", "coin"}}}}), Catch::Contains("/loss_range/pick"));
    CHECK_THAT(error(json{{"feat_of_arms", {{"face", 8}}}}), Catch::Contains("can never show"));
    CHECK_THAT(error(json{{"tie", {{"decisions", {"fuir"}}}}}), Catch::Contains("/tie/decisions/0"));
    CHECK_THAT(error(json{{"surprise", 1}}), Catch::Contains("unknown key 'surprise'"));
    CHECK_THAT(error(json{{"decisions", json::array({{{"id", "continuer"}, {"label", {{"fr", "a"}, {"en", "b"}}}}})}}),
               Catch::Contains("missing decision 'se_retirer'"));

    json outcomes = fixture::rulesetJson()["outcomes"];
    outcomes[2]["min_gap"] = 7; // a hole at gap 6
    CHECK_THAT(error(json{{"outcomes", outcomes}}), Catch::Contains("/outcomes/2/min_gap: expected 6"));
    outcomes = fixture::rulesetJson()["outcomes"];
    outcomes[3]["max_gap"] = 20;
    CHECK_THAT(error(json{{"outcomes", outcomes}}), Catch::Contains("must be open-ended"));
    outcomes = fixture::rulesetJson()["outcomes"];
    outcomes[1]["winner_loss"] = json{{"min", 5}, {"max", 0}};
    CHECK_THAT(error(json{{"outcomes", outcomes}}), Catch::Contains("/outcomes/1/winner_loss/max"));
    outcomes = fixture::rulesetJson()["outcomes"];
    outcomes[1]["loser_label"] = "pertes_enormes";
    CHECK_THAT(error(json{{"outcomes", outcomes}}), Catch::Contains("unknown loss label 'pertes_enormes'"));
    outcomes = fixture::rulesetJson()["outcomes"];
    outcomes[0]["winner_loss"] = 3;
    CHECK_THAT(error(json{{"outcomes", outcomes}}), Catch::Contains("a tie (gap 0) has no winner"));
}

TEST_CASE("battle file errors carry the pointer and what was expected", "[pm][loader]")
{
    const auto error = [](const json &file) { return fixture::firstError([&] { fixture::battle(file); }); };
    json file = fixture::workedExampleBattle();
    file["sides"].erase(1);
    CHECK_THAT(error(file), Catch::Contains("/sides: a PM battle has exactly 2 sides, got 1"));
    file = fixture::workedExampleBattle();
    file["sides"][0]["pm"] = "lots";
    CHECK_THAT(error(file), Catch::Contains("/sides/0/pm"));
    file = fixture::workedExampleBattle();
    file["sides"][1]["id"] = "A";
    CHECK_THAT(error(file), Catch::Contains("duplicate side id 'A'"));
    file = fixture::workedExampleBattle();
    file["sides"][0]["joueurs"][0]["de"] = 7;
    CHECK_THAT(error(file), Catch::Contains("/sides/0/joueurs/0/de"));
    file = fixture::workedExampleBattle();
    file["sides"][0]["bonus_moral_unites"][0] = 1;
    CHECK_THAT(error(file), Catch::Contains("/sides/0/bonus_moral_unites/0"));
    file = fixture::workedExampleBattle();
    file["sides"][0]["joueurs"] = json::array();
    for (int i = 0; i < 33; ++i)
        file["sides"][0]["joueurs"].push_back({{"id", "p" + std::to_string(i)}});
    CHECK_THAT(error(file), Catch::Contains("at most 32 players"));
}
