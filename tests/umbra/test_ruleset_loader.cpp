// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "support/umbra_fixtures.h"

#include "arbitre/umbra/state.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace arbitre;
using namespace arbitre::umbra;
using arbitre::umbra::test::shippedRuleset;

namespace {

std::vector<std::string> idsOf(const std::vector<ScaleLevel> &levels)
{
    std::vector<std::string> ids;
    for (const ScaleLevel &level : levels) {
        ids.push_back(level.id);
    }
    return ids;
}

std::vector<int> forcesOf(const std::vector<ScaleLevel> &levels)
{
    std::vector<int> forces;
    for (const ScaleLevel &level : levels) {
        forces.push_back(level.force);
    }
    return forces;
}

int terrain(const char *id)
{
    return shippedRuleset().findTerrain(id).value();
}

} // namespace

TEST_CASE("Shipped ruleset header and blocks load", "[ruleset]")
{
    const UmbraRuleset &rules = shippedRuleset();
    CHECK(rules.header().system == "umbra-draconis");
    CHECK(rules.header().id == "umbra-draconis");
    CHECK(rules.header().name == "Umbra Draconis — Militaire");
    CHECK(rules.header().version == "1.0.0");
    CHECK(rules.troopTypes.size() == 6);
    CHECK(rules.troopAdjectives.size() == 6);
    CHECK(rules.terrains.size() == 7); // the source's five, and a river with its ford
    CHECK(rules.colours.size() == 7);
    CHECK(rules.tables.size() == 4);
    CHECK(rules.skills.size() == static_cast<std::size_t>(SkillKindCount));
}

TEST_CASE("UD-27 morale ladder runs from rupture to discipline", "[ruleset]")
{
    const UmbraRuleset &rules = shippedRuleset();
    CHECK(idsOf(rules.morale.levels) ==
          std::vector<std::string>{"rupture", "flanchant", "doute", "beau_fixe", "discipline"});
    CHECK(rules.morale.top() == 4);
    CHECK(rules.morale.find("beau_fixe") == 3);
    CHECK_FALSE(rules.morale.find("calme").has_value());
    CHECK(rules.morale.levels[4].label.fr == "Discipliné");
}

TEST_CASE("UD-26 fatigue, UD-24 armement and UD-25 entrainement modifiers", "[ruleset]")
{
    const UmbraRuleset &rules = shippedRuleset();
    CHECK(idsOf(rules.fatigue.levels) == std::vector<std::string>{"ereinte", "fatigue", "normal", "repose"});
    CHECK(forcesOf(rules.fatigue.levels) == std::vector<int>{-2, -1, 0, 1});
    CHECK(idsOf(rules.armement) == std::vector<std::string>{"pietre", "neutre", "bien", "exceptionnel"});
    CHECK(forcesOf(rules.armement) == std::vector<int>{-1, 0, 1, 2});
    CHECK(rules.findArmement("bien") == 2);
    CHECK(idsOf(rules.entrainement) ==
          std::vector<std::string>{"mal_entraine", "ordinaire", "bien_entraine", "tres_bien_entraine"});
    CHECK(forcesOf(rules.entrainement) == std::vector<int>{-1, 0, 1, 2});
    CHECK(rules.findTrainingValue(-1) == 0);
    CHECK(rules.findTrainingValue(2) == 3);
    CHECK_FALSE(rules.findTrainingValue(3).has_value());
}

TEST_CASE("UD-20 troop types with UD-A11 starting morale", "[ruleset]")
{
    const UmbraRuleset &rules = shippedRuleset();
    const int rapide = rules.adjectiveRapide;
    const int normal = rules.fatigue.find("normal").value();
    struct Expected
    {
        const char *id;
        TroopRole role;
        int force;
        const char *morale; // nullptr: the base type's (UD-A11)
        bool rapide;
    };
    const std::vector<Expected> expected{
        {"pietaille", TroopRole::Pietaille, 1, "flanchant", false},       // UD-32
        {"fantassins", TroopRole::Standard, 2, "beau_fixe", false},       // UD-20
        {"archers", TroopRole::Archers, 3, "doute", false},               // UD-21
        {"troupe_montee", TroopRole::Mounted, 1, nullptr, true},          // UD-22: +1 over its base type
        {"cavalerie", TroopRole::Standard, 6, "beau_fixe", true},         // UD-A11: cavalry is rapide
        {"machine_de_guerre", TroopRole::Machine, 0, "beau_fixe", false}, // UD-23, UD-A11
    };
    REQUIRE(rules.troopTypes.size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const TroopType &type = rules.troopTypes[i];
        INFO(type.id);
        CHECK(type.id == expected[i].id);
        CHECK(rules.findTroopType(expected[i].id) == static_cast<int>(i));
        CHECK(type.role == expected[i].role);
        CHECK(type.force == expected[i].force);
        CHECK(type.startMorale == (expected[i].morale ? rules.morale.find(expected[i].morale).value() : -1));
        CHECK(type.startFatigue == normal); // UD-A14
        const bool hasRapide =
            std::find(type.adjectives.begin(), type.adjectives.end(), rapide) != type.adjectives.end();
        CHECK(hasRapide == expected[i].rapide);
    }
}

TEST_CASE("UD-33 to UD-38 troop adjectives and the semantic ones resolved", "[ruleset]")
{
    const UmbraRuleset &rules = shippedRuleset();
    CHECK(rules.adjectiveRapide == rules.findAdjective("rapide"));         // UD-33
    CHECK(rules.adjectiveDurACuire == rules.findAdjective("dur_a_cuire")); // UD-34
    CHECK(rules.adjectiveCoriace == rules.findAdjective("coriace"));       // UD-35
    CHECK(rules.adjectiveTirailleur == rules.findAdjective("tirailleur")); // UD-36
    const TroopAdjective &forestier =
        rules.troopAdjectives[static_cast<std::size_t>(*rules.findAdjective("forestier"))];
    CHECK(forestier.bonusForce == 1); // UD-37
    CHECK(forestier.bonusTerrains == std::vector<int>{terrain("foret")});
    const TroopAdjective &montagnard =
        rules.troopAdjectives[static_cast<std::size_t>(*rules.findAdjective("montagnard"))];
    CHECK(montagnard.bonusForce == 1); // UD-38
    CHECK(montagnard.bonusTerrains == std::vector<int>{terrain("montagne"), terrain("colline_escarpee")});
    CHECK(rules.troopAdjectives[static_cast<std::size_t>(rules.adjectiveRapide)].bonusForce == 0);
}

TEST_CASE("UD-A43 terrains: plaine by default, the others difficult and blocking forced marches (UD-75)", "[ruleset]")
{
    const UmbraRuleset &rules = shippedRuleset();
    CHECK(rules.defaultTerrain == terrain("plaine"));
    for (const Terrain &t : rules.terrains) {
        INFO(t.id);
        if (t.id == "riviere" || t.id == "gue")
            continue;
        const bool plaine = t.id == "plaine";
        CHECK(t.difficult == !plaine);
        CHECK(t.blocksForcedMarch == !plaine);
        CHECK(t.passable);
    }
    // Not in the source (docs/rules-interpretations.md): a river no unit enters, and its ford.
    const Terrain &river = rules.terrains[static_cast<std::size_t>(terrain("riviere"))];
    CHECK_FALSE(river.passable);
    const Terrain &ford = rules.terrains[static_cast<std::size_t>(terrain("gue"))];
    CHECK(ford.passable);
    CHECK_FALSE(ford.difficult);
    CHECK(ford.blocksForcedMarch);
    CHECK(rules.terrains[static_cast<std::size_t>(terrain("colline_escarpee"))].label.fr == "Colline escarpée");
}

TEST_CASE("UD-79 privileged positions give 25, 50, 75 and 100 percent", "[ruleset]")
{
    const UmbraRuleset &rules = shippedRuleset();
    const std::vector<std::pair<std::string, int>> expected{{"position_defensive", 25},
                                                            {"position_defensive_majeure", 50},
                                                            {"fortification", 75},
                                                            {"fortification_redoutable", 100}};
    REQUIRE(rules.positions.size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        CHECK(rules.positions[i].id == expected[i].first);
        CHECK(rules.positions[i].percent == expected[i].second);
        CHECK(rules.findPosition(expected[i].first) == static_cast<int>(i));
    }
}

TEST_CASE("UD-44 personality ranks: legende 3, combattant d'exception 2, figure 1", "[ruleset]")
{
    const UmbraRuleset &rules = shippedRuleset();
    REQUIRE(rules.personalityRanks.size() == 3);
    CHECK(rules.personalityRanks[*rules.findRank("legende")].force == 3);
    CHECK(rules.personalityRanks[*rules.findRank("combattant_d_exception")].force == 2);
    CHECK(rules.personalityRanks[*rules.findRank("figure")].force == 1);
    CHECK(rules.personalityRanks[*rules.findRank("combattant_d_exception")].label.fr == "Combattant d'exception");
}

TEST_CASE("UD-46 to UD-65 skills in SkillKind order with the UD-A26 default X", "[ruleset]")
{
    const UmbraRuleset &rules = shippedRuleset();
    for (int k = 0; k < SkillKindCount; ++k) {
        const auto kind = static_cast<SkillKind>(k);
        const SkillDefinition &skill = rules.skill(kind);
        INFO(skillKindId(kind));
        CHECK(skill.kind == kind);
        CHECK(skill.id == skillKindId(kind));
        CHECK(rules.findSkill(skill.id) == kind);
        CHECK_FALSE(skill.label.fr.empty());
        CHECK_FALSE(skill.label.en.empty());
    }
    CHECK_FALSE(rules.findSkill("bravoure").has_value());
    CHECK(rules.skill(SkillKind::CombattantDeRupture).defaultX == 3); // UD-48
    CHECK(rules.skill(SkillKind::Defenseur).defaultX == 3);           // UD-50
    CHECK(rules.skill(SkillKind::SensTactique).defaultX == 1);        // UD-62
    CHECK(rules.skill(SkillKind::SensTactique).defaultY == 1);
    CHECK(rules.skill(SkillKind::Discipline).defaultX == 1); // UD-A26
    CHECK(rules.skill(SkillKind::TactiquesVariees).defaultX == 1);
    CHECK(rules.skill(SkillKind::TerreurDesFaibles).defaultX == 1);
    CHECK(rules.skill(SkillKind::VisionStrategique).defaultX == 1);
    CHECK_FALSE(rules.skill(SkillKind::Poliorcetique).defaultX.has_value()); // UD-A26: must be given
    CHECK_FALSE(rules.skill(SkillKind::Galvaniseur).defaultX.has_value());
    CHECK(rules.skill(SkillKind::Meneur).force == 1);           // UD-55
    CHECK(rules.skill(SkillKind::MeneurLegendaire).force == 1); // UD-57
    CHECK(rules.skill(SkillKind::MeneurForestier).force == 1);  // UD-56
    CHECK(rules.skill(SkillKind::MeneurForestier).terrains == std::vector<int>{terrain("foret")});
    CHECK(rules.skill(SkillKind::MeneurMontagnard).force == 1); // UD-58
    CHECK(rules.skill(SkillKind::MeneurMontagnard).terrains ==
          std::vector<int>{terrain("montagne"), terrain("colline_escarpee")});
    CHECK(rules.skill(SkillKind::Opportuniste).force == 1); // UD-60: +1 per consecutive win
    CHECK(rules.skill(SkillKind::Galvaniseur).force == 0);
}

TEST_CASE("UD-90 colours and who wins each (UD-A34), vert and rouge highlighted (UD-M6)", "[ruleset]")
{
    const UmbraRuleset &rules = shippedRuleset();
    struct Expected
    {
        const char *id;
        ColourWinner winner;
        bool highlight;
    };
    const std::vector<Expected> expected{
        {"rouge", ColourWinner::Weaker, true},  {"noir", ColourWinner::Weaker, false},
        {"jaune", ColourWinner::None, false},   {"gris", ColourWinner::None, false},
        {"bleu", ColourWinner::None, false},    {"mauve", ColourWinner::Stronger, false},
        {"vert", ColourWinner::Stronger, true},
    };
    REQUIRE(rules.colours.size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        INFO(expected[i].id);
        CHECK(rules.colours[i].id == expected[i].id);
        CHECK(rules.colours[i].winner == expected[i].winner);
        CHECK(rules.colours[i].highlight == expected[i].highlight);
        CHECK(rules.findColour(expected[i].id) == static_cast<int>(i));
    }
}

TEST_CASE("UD-18 levy schedule: 25/75, 25/25, 50/0 over three days", "[ruleset]")
{
    const UmbraRuleset &rules = shippedRuleset();
    REQUIRE(rules.levySchedule.size() == 3);
    const std::vector<std::array<int, 3>> expected{{1, 25, 75}, {2, 25, 25}, {3, 50, 0}};
    for (std::size_t i = 0; i < expected.size(); ++i) {
        CHECK(rules.levySchedule[i].day == expected[i][0]);
        CHECK(rules.levySchedule[i].pietaillePercent == expected[i][1]);
        CHECK(rules.levySchedule[i].unitesPercent == expected[i][2]);
    }
}

TEST_CASE("UD-39 scout levels with the UD-A21 default VS", "[ruleset]")
{
    const UmbraRuleset &rules = shippedRuleset();
    REQUIRE(rules.scouts.size() == 3);
    const std::vector<std::array<int, 3>> expected{{0, 0, 0}, {1, 2, 1}, {3, 4, 3}};
    const std::vector<std::string> ids{"faible", "classique", "redoutable"};
    for (std::size_t i = 0; i < expected.size(); ++i) {
        INFO(ids[i]);
        CHECK(rules.scouts[i].id == ids[i]);
        CHECK(rules.findScoutLevel(ids[i]) == static_cast<int>(i));
        CHECK(rules.scouts[i].minVs == expected[i][0]);
        CHECK(rules.scouts[i].maxVs == expected[i][1]);
        CHECK(rules.scouts[i].defaultVs == expected[i][2]);
    }
    CHECK(rules.scouts[0].label.fr == "Faible ou inexistant");
}

TEST_CASE("UD-11 domain power levels carry guidance only (UD-A3)", "[ruleset]")
{
    const UmbraRuleset &rules = shippedRuleset();
    REQUIRE(rules.domainPower.size() == 5);
    const std::vector<std::string> ids{"pas_puissant", "peu_puissant", "assez_puissant", "puissant", "tres_puissant"};
    for (std::size_t i = 0; i < ids.size(); ++i) {
        CHECK(rules.domainPower[i].id == ids[i]);
        CHECK_FALSE(rules.domainPower[i].guidance.empty());
    }
    CHECK(rules.domainPower[0].guidance.find("5–6") != std::string::npos);
    CHECK(rules.domainPower[3].guidance.find("50") != std::string::npos);
}

TEST_CASE("ids.h JSON ids of skills, statuses and orders", "[ruleset]")
{
    CHECK(skillKindId(SkillKind::AimeDuPeuple) == "aime_du_peuple");
    CHECK(skillKindId(SkillKind::CombattantDeRupture) == "combattant_de_rupture");
    CHECK(skillKindId(SkillKind::MaitreDArmes) == "maitre_d_armes");
    CHECK(skillKindId(SkillKind::VisionStrategique) == "vision_strategique");
    CHECK(troopStatusId(TroopStatus::Present) == "present");
    CHECK(troopStatusId(TroopStatus::EnFuite) == "en_fuite");            // UD-27
    CHECK(troopStatusId(TroopStatus::Deserte) == "deserte");             // UD-101
    CHECK(troopStatusId(TroopStatus::Disloque) == "disloque");           // UD-32
    CHECK(troopStatusId(TroopStatus::Elimine) == "elimine");             // UD-28
    CHECK(personalityStatusId(PersonalityStatus::Capture) == "capture"); // UD-41
    CHECK(troopOrderId(TroopOrder::None) == "none");
    CHECK(troopOrderId(TroopOrder::Consolider) == "consolider");                           // UD-78
    CHECK(troopOrderId(TroopOrder::LeverPositionDefensive) == "lever_position_defensive"); // UD-80
    CHECK(troopOrderId(TroopOrder::QuitterConfrontation) == "quitter_confrontation");      // UD-73

    Personality personality;
    personality.skills = {{SkillKind::Meneur, 0, 0, true}, {SkillKind::Defenseur, 2, 0, true}};
    REQUIRE(personality.skill(SkillKind::Defenseur) != nullptr);
    CHECK(personality.skill(SkillKind::Defenseur)->x == 2);
    CHECK(personality.skill(SkillKind::Galvaniseur) == nullptr);
}
