// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// The Vive l'Empereur ! procedures as the core Session declares them on the Hohenau demo: every input the
// GM or the owner gives, narrowed by what is chosen, the dice once known, the refusals with their rules.
#include "support/session_contract_support.h"
#include "support/ve_session_support.h"
#include "temp_dir.h"

#include <catch2/catch.hpp>

using namespace arbitre;
using namespace arbitre::napoleonic;
using namespace arbitre::napoleonic::test;
using nlohmann::json;
using Ids = std::vector<std::string>;

namespace {

const Ids French{"fr-1-ligne", "fr-2-leger", "fr-hussards", "fr-batterie"};
const Ids Austrians{"aut-ir-4", "aut-ir-7", "aut-ir-9", "aut-dragons", "aut-batterie"};

/** The demo with one parameter of its ruleset changed. */
VeSession demoWith(const arbitre::test::TempDir &dir, const char *parameter, const json &value)
{
    json rules = json::parse(arbitre::test::readFile(shippedVePath()));
    rules["parameters"][parameter] = value;
    rules.erase("$schema");
    const auto ruleset = dir.write("rules.json", rules.dump(2));
    json scenario = veDemoJson();
    scenario["ruleset"] = ruleset.string();
    scenario.erase("$schema");
    return VeSession(loadVe(dir.write("demo.json", scenario.dump(2))));
}

} // namespace

TEST_CASE("VE session contract - eleven procedures, each with its rule and its fr/en name", "[ve][session][contract]")
{
    const VeSession session = veDemoSession();
    Ids ids;
    for (const ProcedureSpec &spec : session.procedures()) {
        ids.push_back(spec.id);
        INFO(spec.id);
        CHECK(spec.rule.starts_with("VE-"));
        CHECK((!spec.label.fr.empty() && !spec.label.en.empty()));
        CHECK(spec.refusal.empty());
    }
    CHECK(ids == Ids{"fire", "melee", "morale", "result", "rally", "rest", "formation", "move", "initiative", "leader",
                     "override"});
    const ProcedureSpec melee = session.procedure("melee", json::object());
    CHECK(melee.label == Label{"Mêlée", "Melee"});
    const InputSpec &unit = inputOf(melee, "unit");
    CHECK(optionIds(unit).size() == 9);
    CHECK(optionOf(unit, "aut-ir-7").label.fr == "IR 7 Schröder");
    CHECK(optionOf(unit, "aut-ir-7").group == "aut");
    CHECK_THROWS_WITH(session.procedure("charge", json::object()), "unknown procedure 'charge' in vive-l-empereur");
}

TEST_CASE("VE-40 VE-48 fire spec - the target is an enemy on the map, range and line of sight come from the map, "
          "refused with their rule before any die",
          "[ve][session][contract]")
{
    const VeSession session = veDemoSession();
    CHECK(inputKeys(session.procedure("fire", json::object())) == Ids{"unit", "target"});
    CHECK(optionIds(inputOf(session.procedure("fire", {{"unit", "fr-1-ligne"}}), "target")) == Austrians);
    CHECK(optionIds(inputOf(session.procedure("fire", {{"unit", "aut-ir-7"}}), "target")) == French);
    const ProcedureSpec fire = session.procedure("fire", {{"unit", "fr-1-ligne"}, {"target", "aut-ir-7"}});
    CHECK(fire.refusal.empty());
    CHECK(fire.dice == std::vector<DieSpec>{{6, "fire of fr-1-ligne on aut-ir-7 (VE-40)"}});
    const ProcedureSpec far = session.procedure("fire", {{"unit", "fr-1-ligne"}, {"target", "aut-dragons"}});
    CHECK(far.refusal.find("(VE-4") != std::string::npos);
    CHECK(far.dice.empty());
}

TEST_CASE("VE-79 VE-83 VE-86 morale spec - only the circumstances the GM states are offered, the unit's state gives "
          "the rest",
          "[ve][session][contract]")
{
    const VeSession session = veDemoSession();
    const ProcedureSpec morale = session.procedure("morale", {{"unit", "aut-ir-4"}});
    const InputSpec &stated = inputOf(morale, "modifiers");
    CHECK(optionIds(stated) ==
          Ids{"carre_contre_cavalerie", "attaque_flanc", "attaque_arriere", "test_rate_unite_dessus"});
    const InputOption &flank = optionOf(stated, "attaque_flanc");
    CHECK(flank.label == Label{"Attaque par le flanc", "Flank attack"});
    CHECK(flank.rule == "VE-85");
    CHECK(flank.group == "flanc_arriere");
    for (const InputOption &option : stated.options) // each one offered, the session takes
        CHECK(playRefusal(session, {"morale", {{"unit", "aut-ir-4"}, {"modifiers", {option.id}}}}, {3, 4}).empty());
    // VE-80: two d6; aut-ir-4 carries Hohenlohe, whose bonus is read, not stated (VE-82).
    CHECK(morale.dice == std::vector<DieSpec>{{6, "morale test of aut-ir-4 (VE-80), first die"},
                                              {6, "morale test of aut-ir-4 (VE-80), second die"}});
}

TEST_CASE("VE-A51 morale spec - with morale.desespere_state encerclee, the GM states Désespéré (encircled)",
          "[ve][session][contract]")
{
    const arbitre::test::TempDir dir;
    const VeSession session = demoWith(dir, "morale.desespere_state", "encerclee");
    const InputSpec &stated = inputOf(session.procedure("morale", json::object()), "modifiers");
    CHECK(offers(stated, "desespere"));
    CHECK_FALSE(offers(inputOf(veDemoSession().procedure("morale", json::object()), "modifiers"), "desespere"));
}

TEST_CASE("VE-55 VE-64 VE-77 melee spec - attackers of one side, defenders of the other, the facing of the attack, "
          "the charge, the retreats the map forbids",
          "[ve][session][contract]")
{
    const VeSession session = veDemoSession();
    const ProcedureSpec melee = session.procedure("melee", {{"unit", "fr-2-leger"}, {"target", "aut-ir-9"}});
    CHECK(inputKeys(melee) == Ids{"unit", "target", "with", "defenders", "modifiers", "facing", "blocked"});
    CHECK(optionIds(inputOf(melee, "target")) == Austrians);
    CHECK(optionIds(inputOf(melee, "with")) == Ids{"fr-1-ligne", "fr-hussards", "fr-batterie"});
    CHECK(optionIds(inputOf(melee, "defenders")) == Ids{"aut-ir-4", "aut-ir-7", "aut-dragons", "aut-batterie"});
    CHECK(optionIds(inputOf(melee, "modifiers")) == Ids{"charge_de_cavalerie"});
    CHECK(optionOf(inputOf(melee, "modifiers"), "charge_de_cavalerie").rule == "VE-64");
    const InputSpec &facing = inputOf(melee, "facing");
    CHECK(optionIds(facing) == Ids{"front", "flank", "rear"});
    CHECK(facing.defaultValue == "front");
    CHECK(optionIds(inputOf(melee, "blocked")) == Ids{"attacker", "defender"});
    // VE-56, VE-18: the melee die, then Lannes's check with the unit he is stacked on.
    REQUIRE(melee.dice.size() == 2);
    CHECK(melee.dice[1] == DieSpec{10, "leader check of lannes with fr-2-leger (VE-18)"});
    const ProcedureSpec far = session.procedure("melee", {{"unit", "fr-1-ligne"}, {"target", "aut-ir-9"}});
    CHECK(far.refusal == "attacker 'fr-1-ligne' is not adjacent to 'aut-ir-9' (VE-55)");
}

TEST_CASE("VE-9 VE-10 VE-30 VE-31 result, rally and rest specs - the result the GM picks, the retreats blocked, a "
          "rally or rest the unit's state forbids is refused",
          "[ve][session][contract]")
{
    const VeSession session = veDemoSession();
    const ProcedureSpec result = session.procedure("result", {{"unit", "aut-ir-4"}});
    const InputSpec &picked = inputOf(result, "result");
    CHECK(picked.required);
    CHECK(optionIds(picked) == Ids{"fatiguee", "decouragee", "deroute", "recul"});
    CHECK(optionOf(picked, "recul").label == Label{"Recul", "Retreat"});
    CHECK(optionIds(inputOf(result, "blocked")) == Ids{"rear", "front", "straight", "any"});
    CHECK(inputOf(result, "stays").rule == "VE-10");
    CHECK(session.procedure("rally", {{"unit", "fr-1-ligne"}}).refusal ==
          "VE-30: unit 'fr-1-ligne' is vaillante, it has nothing to rally from");
    const ProcedureSpec rally = session.procedure("rally", {{"unit", "aut-ir-4"}});
    CHECK(rally.dice == std::vector<DieSpec>{{10, "rally of aut-ir-4 (VE-30)"}});
    CHECK(optionIds(inputOf(rally, "facing_to")) == Ids{"e", "ne", "nw", "w", "sw", "se"});
    CHECK(optionOf(inputOf(rally, "facing_to"), "nw").label == Label{"nord-ouest", "north-west"});
    CHECK(session.procedure("rest", {{"unit", "aut-ir-4"}}).refusal.empty()); // Fatiguée: it may rest
    CHECK(session.procedure("rest", {{"unit", "fr-1-ligne"}}).refusal.find("VE-31") != std::string::npos);
}

TEST_CASE("VE-26 VE-33 VE-66 formation, move and initiative specs - the arm's formations, the hexes free of enemies, "
          "one score a side",
          "[ve][session][contract]")
{
    const VeSession session = veDemoSession();
    const InputSpec &infantry = inputOf(session.procedure("formation", {{"unit", "fr-1-ligne"}}), "to");
    CHECK(offers(infantry, "colonne"));
    CHECK_FALSE(offers(infantry, "en_batterie"));
    const InputSpec &guns = inputOf(session.procedure("formation", {{"unit", "fr-batterie"}}), "to");
    CHECK(offers(guns, "en_batterie"));
    CHECK_FALSE(offers(guns, "carre"));
    const ProcedureSpec move = session.procedure("move", {{"unit", "fr-1-ligne"}});
    const InputSpec &hex = inputOf(move, "hex");
    CHECK(hex.options.size() == 14 * 10 - 5); // every hex but the five Austrians hold
    CHECK_FALSE(offers(hex, "7,4"));
    CHECK(offers(hex, "5,3"));
    CHECK(optionOf(hex, "8,1").label == Label{"8,1 — Village, niveau 0", "8,1 — Village, level 0"});
    CHECK(optionOf(hex, "8,1").group == "village");
    CHECK(offers(inputOf(session.procedure("move", {{"unit", "aut-ir-7"}}), "hex"), "7,4")); // its own hex
    CHECK_FALSE(inputOf(move, "reason").required);
    const ProcedureSpec initiative = session.procedure("initiative", json::object());
    CHECK(inputKeys(initiative) == Ids{"fra_score", "aut_score"});
    CHECK((inputOf(initiative, "aut_score").required && inputOf(initiative, "aut_score").maximum == 99));
    CHECK(inputOf(initiative, "fra_score").label.en == "Initiative score: Corps de Lannes");
}

TEST_CASE("VE-17 VE-19 leader spec - the active leaders, the events of the fate table, a unit of his banner, none "
          "left, the procedure is refused",
          "[ve][session][contract]")
{
    VeSession session = veDemoSession();
    const ProcedureSpec leader = session.procedure("leader", {{"leader", "lannes"}});
    CHECK(optionIds(inputOf(leader, "leader")) == Ids{"lannes", "hohenlohe"});
    CHECK(optionOf(inputOf(leader, "leader"), "hohenlohe").group == "aut");
    const InputSpec &event = inputOf(leader, "event");
    CHECK(optionIds(event) == Ids{"hit_check", "fire_elimination", "melee_two_routs", "melee_e",
                                  "melee_retreat_impossible", "rout_move", "rout_impossible", "leaves_map"});
    CHECK(optionOf(event, "leaves_map").rule == "VE-22");
    CHECK(optionIds(inputOf(leader, "attach")) == French);
    CHECK(inputOf(leader, "encircled").rule == "VE-21");
    for (const char *id : {"lannes", "hohenlohe"}) {
        ListDice none({});
        session.play({"override", {{"leader", id}, {"field", "status"}, {"value", "killed"}, {"reason", "test"}}},
                     none);
    }
    CHECK(session.procedure("leader", json::object()).refusal == "Leader: none available now (VE-17)");
}

TEST_CASE("VE-M7 override spec - a unit's keys or a leader's, the value each takes", "[ve][session][contract]")
{
    const VeSession session = veDemoSession();
    const ProcedureSpec unit = session.procedure("override", {{"unit", "aut-ir-4"}});
    CHECK(optionIds(inputOf(unit, "field")) == Ids{"freshness", "cohesion", "formation", "losses", "commanded",
                                                   "skirmishers", "eliminated", "hex", "facing"});
    CHECK(inputOf(unit, "value").kind == InputKind::Text);
    const auto value = [&](const json &input) { return inputOf(session.procedure("override", input), "value"); };
    const InputSpec losses = value({{"unit", "aut-ir-4"}, {"field", "losses"}});
    CHECK((losses.kind == InputKind::Integer && losses.minimum == 0 && losses.maximum == 3));
    CHECK(value({{"unit", "aut-ir-4"}, {"field", "commanded"}}).kind == InputKind::Flag);
    const InputSpec cohesion = value({{"unit", "aut-ir-4"}, {"field", "cohesion"}});
    CHECK(optionIds(cohesion) == Ids{"vaillante", "decouragee", "deroute"});
    const InputSpec hex = value({{"unit", "aut-ir-4"}, {"field", "hex"}});
    CHECK(hex.options.size() == 141); // every hex, and off the map
    CHECK(hex.options.back().id == "off");
    const ProcedureSpec leader = session.procedure("override", {{"leader", "lannes"}});
    CHECK(optionIds(inputOf(leader, "field")) == Ids{"hex", "status", "attached"});
    CHECK(optionIds(value({{"leader", "lannes"}, {"field", "status"}})) ==
          Ids{"active", "killed", "captured", "removed"});
    const InputSpec attached = value({{"leader", "lannes"}, {"field", "attached"}});
    CHECK(attached.kind == InputKind::Unit);
    CHECK(optionIds(attached) == French);
}

TEST_CASE("VE session contract - checkInput names the key of every input the spec does not allow",
          "[ve][session][contract]")
{
    const VeSession session = veDemoSession();
    const auto refused = [&](const char *procedure, const json &input) {
        try {
            checkInput(session.procedure(procedure, input), input);
        } catch (const SessionError &error) {
            return std::string(error.what());
        }
        return std::string();
    };
    CHECK(refused("fire", {{"unit", "fr-1-ligne"}, {"target", "fr-2-leger"}})
              .starts_with("fire: target: expected one of aut-ir-4, aut-ir-7"));
    CHECK(refused("morale", {{"unit", "aut-ir-4"}, {"modifiers", {"demoralise"}}}) ==
          "morale: modifiers: expected ids among carre_contre_cavalerie, attaque_flanc, attaque_arriere, "
          "test_rate_unite_dessus, not \"demoralise\"");
    CHECK(
        refused("formation", {{"unit", "fr-hussards"}, {"to", "carre"}}).starts_with("formation: to: expected one of"));
    CHECK(refused("move", {{"unit", "fr-1-ligne"}, {"hex", "7,4"}}).starts_with("move: hex: expected one of"));
    CHECK(refused("move", {{"unit", "fr-1-ligne"}}) == "move: hex: required");
    CHECK(refused("initiative", {{"fra_score", 7}}) == "initiative: aut_score: required");
    CHECK(refused("initiative", {{"fra_score", 7}, {"aut_score", 100}}) ==
          "initiative: aut_score: expected a whole number from 0 to 99, not 100");
    CHECK(refused("melee", {{"unit", "fr-2-leger"}, {"target", "aut-ir-9"}, {"with", {"aut-ir-7"}}})
              .starts_with("melee: with: expected ids among fr-1-ligne"));
}
