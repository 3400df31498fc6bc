// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT

// The bundled demo battle, resources/scenarios/battle-of-vaudrey-ford.json, played for three days
// with its orders file and fixed dice, checked event by event against the rules (UD-n, UD-An of the
// digest), then saved, reloaded from the text and saved again byte for byte.
//
// The story: the Maison de Montfaucon holds the Tour de Montfaucon (a fortification on a steep hill)
// and the Gué de Vaudrey; the Maison de Brisemont comes from across the river. Day 1: Brisemont
// force-marches to the east bank and sweeps the picket off the ford (it flees and rallies at night)
// while Frère Anselme's men raise a palisade at the ford's west exit in two turns (Castramétisation).
// Day 2: the fight at the palisade goes on; Montfaucon's squires cross the Gué des Saules and ride
// down the levy of Les Saulaies, whose later piétailles are then never raised. Day 3: both sides
// pour in (a bataille majeure), Brisemont climbs to the keep's foot and the keep's garrison joins;
// two Brisemont troops break, and at night one deserts for good.

#include "arbitre/core/json_document.h"
#include "arbitre/umbra/day_loop.h"
#include "arbitre/umbra/movement.h"
#include "arbitre/umbra/scenario.h"
#include "arbitre/umbra/session.h"

#include "support/demo_battle.h"
#include "support/umbra_fixtures.h"
#include "test_paths.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

using namespace arbitre;
using namespace arbitre::umbra;
using nlohmann::json;

namespace {

using arbitre::umbra::test::DemoDice;
using arbitre::umbra::test::loadDemo;
using arbitre::umbra::test::play;
using arbitre::umbra::test::rules;

const json &findBy(const json &list, const char *key, const std::string &value)
{
    const auto it = std::find_if(list.begin(), list.end(), [&](const json &item) { return item.at(key) == value; });
    REQUIRE(it != list.end());
    return *it;
}

const json &moveOf(const Event &event, const std::string &unit)
{
    return findBy(event.result.at("moves"), "unit", unit);
}

std::vector<std::string> members(const json &confrontation, std::size_t slot)
{
    return confrontation.at("sides").at(slot).at("members").get<std::vector<std::string>>();
}

using Strings = std::vector<std::string>;

json hex(int col, int row)
{
    return json::array({col, row});
}

/** A troop of the state snapshot (stateToJson), by id. */
const json &troop(const json &state, const std::string &id)
{
    return findBy(state.at("troops"), "id", id);
}

const json &personality(const json &state, const std::string &side, const std::string &id)
{
    return findBy(findBy(state.at("sides"), "id", side).at("personalities"), "id", id);
}

/** The draws of the only (or the given) confrontation of a turn event. */
const json &confrontationOf(const Event &event, int number)
{
    const json &list = event.result.at("confrontations");
    const auto it =
        std::find_if(list.begin(), list.end(), [&](const json &c) { return c.at("confrontation") == number; });
    REQUIRE(it != list.end());
    return *it;
}

} // namespace

TEST_CASE("Vaudrey ford: the demo scenario as loaded, day 1 levies already arrived", "[demo]")
{
    const auto scenario = loadDemo();
    const UmbraRuleset &r = *rules();
    const UmbraMap &map = scenario->map;
    REQUIRE(map.present());
    CHECK(map.grid.width == 32);
    CHECK(map.grid.height == 22);
    CHECK(map.grid.orientation == Orientation::Pointy);
    const auto terrainAt = [&](int col, int row) {
        return r.terrains[static_cast<std::size_t>(map.terrainAt(map.grid.hexOf({col, row})))].id;
    };
    CHECK(terrainAt(15, 10) == "gue");             // Gué de Vaudrey
    CHECK(terrainAt(16, 17) == "gue");             // Gué des Saules
    CHECK(terrainAt(15, 9) == "riviere");          // impassable (passable: false)
    CHECK(terrainAt(13, 9) == "colline_escarpee"); // the keep's crag
    CHECK(terrainAt(12, 15) == "foret");           // Bois de la Male-Haie
    CHECK(terrainAt(11, 12) == "plaine");          // Vaudrey
    // The river is a barrier but for its two fords (UD-A43, passable: false): over passable hexes the east
    // bank is reached from the west through a ford only.
    const auto reachable = [&](bool throughFords) {
        const int gue = *r.findTerrain("gue");
        std::vector<bool> seen(static_cast<std::size_t>(map.grid.cellCount()), false);
        std::vector<Hex> open{map.grid.hexOf({0, 10})};
        seen[static_cast<std::size_t>(map.grid.index(open.back()))] = true;
        while (!open.empty()) {
            const Hex at = open.back();
            open.pop_back();
            for (const Hex next : neighbours(at)) {
                const int cell = map.grid.index(next);
                if (cell < 0 || seen[static_cast<std::size_t>(cell)])
                    continue;
                const int terrain = map.terrainAt(next);
                if (!r.terrains[static_cast<std::size_t>(terrain)].passable || (!throughFords && terrain == gue))
                    continue;
                seen[static_cast<std::size_t>(cell)] = true;
                open.push_back(next);
            }
        }
        return static_cast<bool>(seen[static_cast<std::size_t>(map.grid.index(map.grid.hexOf({31, 10})))]);
    };
    CHECK(reachable(true));
    CHECK_FALSE(reachable(false));
    CHECK(map.places.size() == 7);
    CHECK(map.places[static_cast<std::size_t>(map.findPlace("vaudrey"))].levyPoint);
    CHECK_FALSE(map.places[static_cast<std::size_t>(map.findPlace("tour_montfaucon"))].levyPoint);
    CHECK(map.fortifySite(map.grid.hexOf({14, 10})));
    CHECK_FALSE(map.fortifySite(map.grid.hexOf({15, 10})));

    const BattleState &s = scenario->initial;
    REQUIRE(s.positions.size() == 1);
    CHECK(s.positions[0].hex == map.grid.hexOf({13, 9}));
    CHECK(r.positions[static_cast<std::size_t>(s.positions[0].position)].id == "fortification");
    CHECK(s.phase == Phase::Movement);
    // UD-43, UD-71: army VS Montfaucon 2 + 1 + scouts faible 0 = 3, Brisemont 3 + 1 + classique 1 = 5.
    REQUIRE(s.moveOrder.size() == 2);
    CHECK(s.sides[static_cast<std::size_t>(s.moveOrder[0])].id == "montfaucon");

    // UD-18, UD-19, UD-A7: Vaudrey's 4 piétailles arrive 1 / 1 / 2 (cumulative 25 % → 1, 50 % → 2, 100 % → 4) and its
    // one unité on day 1 (75 % → 1); the Grange's cavalry comes with its ban on day 2; Saint-Aubin's 2 piétailles
    // 1 / 0 / 1; Les Saulaies' 4 piétailles 1 / 1 / 2.
    const json state = stateToJson(r, s, &map);
    CHECK(troop(state, "mf_milice")["status"] == "present");
    CHECK(troop(state, "mf_milice")["hex"] == hex(11, 12));
    CHECK(troop(state, "vaudrey-p1")["status"] == "present");
    CHECK(troop(state, "vaudrey-p1")["name"] == "Métayers de Vaudrey 1");
    CHECK(troop(state, "vaudrey-p2")["status"] == "a_lever");
    CHECK(troop(state, "vaudrey-p4")["status"] == "a_lever");
    CHECK(troop(state, "mf_chevaliers_grange")["status"] == "a_lever");
    CHECK_FALSE(troop(state, "mf_chevaliers_grange").contains("hex"));
    CHECK(troop(state, "saint_aubin-p1")["hex"] == hex(27, 7));
    CHECK(troop(state, "saint_aubin-p2")["status"] == "a_lever");
    CHECK(troop(state, "br_milice")["status"] == "present");
    CHECK(troop(state, "les_saulaies-p1")["hex"] == hex(20, 17));
    CHECK(troop(state, "les_saulaies-p2")["status"] == "a_lever");
    // Starting morale (UD-20, UD-A11, UD-A13): well-trained foot discipline, poorly trained archers flanchant.
    CHECK(troop(state, "mf_garde")["morale"] == "discipline");
    CHECK(troop(state, "mf_garde")["force"] == 4); // 2 + bien 1 + training 1 (UD-29)
    CHECK(troop(state, "br_arbaletriers")["morale"] == "flanchant");
    CHECK(troop(state, "br_coureurs")["force"] == 4); // troupe montée on archers: 3 + 1 (UD-22)
    CHECK(troop(state, "br_coureurs")["morale"] == "doute");
    CHECK(troop(state, "br_mangonneau")["force"] == 3); // set by the GM (UD-23)
    // 9 troops a side on the map at the start, plus the day-1 levies.
    const auto onMap = [&](const std::string &side) {
        int n = 0;
        for (const json &t : findBy(state["sides"], "id", side)["troops"])
            n += t.contains("hex") ? 1 : 0;
        return n;
    };
    CHECK(onMap("montfaucon") == 11);
    CHECK(onMap("brisemont") == 12);
}

TEST_CASE("Vaudrey ford: three scripted days, checked event by event", "[demo]")
{
    UmbraSession session(loadDemo());
    ListDice dice(DemoDice);
    play(session, dice);
    CHECK(dice.remaining() == 0);

    const EventLog &log = session.log();
    const std::string move = "umbra.movement", conditionals = "umbra.conditionals", turn = "umbra.turn",
                      evening = "umbra.end_of_day";
    const Strings kinds{// day 1: T1 approach, T2 the ford (one conditional order), T3 the palisade, T4, the night
                        move, move, turn, move, move, conditionals, turn, move, move, turn, move, move, turn, evening,
                        // day 2
                        move, move, turn, move, move, turn, move, move, turn, move, move, turn, evening,
                        // day 3 (one conditional order in T1)
                        move, move, conditionals, turn, move, move, turn, move, move, turn, move, move, turn, evening};
    Strings played;
    for (const Event &event : log.events())
        played.push_back(event.kind);
    REQUIRE(played == kinds);
    // UD-71: every movement step, Montfaucon (VS 3) before Brisemont (VS 5).
    for (std::size_t i = 0; i < log.size(); ++i)
        if (log[i].kind == "umbra.movement")
            CHECK(log[i].input["side"] ==
                  ((i == 0 || log[i - 1].kind != "umbra.movement") ? "montfaucon" : "brisemont"));

    SECTION("day 1, turn 1: forced marches to the east bank, a palisade begun, first adjacency")
    {
        CHECK(log[0].input["day"] == 1);
        CHECK(log[0].input["turn"] == 1);
        CHECK(moveOf(log[0], "mf_piquiers")["action"] == "lever_position_defensive"); // UD-80
        CHECK(moveOf(log[0], "mf_garde")["action"] == "consolider");                  // UD-78
        // A troupe montée is rapide (UD-22, UD-33): two plain hexes.
        CHECK(moveOf(log[0], "mf_ecuyers")["cost"] == 2);
        // UD-74, UD-A45: foot has 1 point; the second hex is the forced march, one fatigue level.
        const json &piquiers = moveOf(log[1], "br_piquiers");
        CHECK(piquiers["from"] == hex(18, 10));
        CHECK(piquiers["to"] == hex(16, 10));
        CHECK(piquiers["forced_march"] == true);
        CHECK(piquiers["fatigue_steps"] == 1);
        // UD-35, UD-77: Coriace's forced march of the day costs nothing.
        const json &coriace = moveOf(log[1], "br_hommes_d_armes");
        CHECK(coriace["forced_march"] == true);
        CHECK(coriace["coriace"] == true);
        CHECK(coriace["fatigue_steps"] == 0);
        CHECK(moveOf(log[1], "gontran")["cost"] == 2); // personalities move 2 (movement.personality)
        // UD-82, UD-A52: the picket on the ford and Brisemont on the bank are adjacent for the first time.
        const json &detection = log[1].result["detection"];
        CHECK(detection["started"].empty());
        CHECK(detection["confrontations"].empty());
        REQUIRE(detection["adjacent_waiting"].size() == 1);
        CHECK(detection["adjacent_waiting"][0]["sides"] == json::array({"montfaucon", "brisemont"}));
        CHECK(detection["adjacent_waiting"][0]["hexes"] == json::array({hex(15, 10), hex(16, 10)}));
        CHECK(log[2].result["confrontations"].empty());
        CHECK(log[2].result["positions_built"].empty());
        CHECK(log[2].dice.empty());
    }

    SECTION("day 1, turn 2: a conditional order, the picket swept from the ford, the palisade raised")
    {
        REQUIRE(log[3].input.contains("conditional"));
        CHECK(log[3].input["conditional"][0]["trigger"] == "si Brisemont entre dans le gué");
        CHECK_FALSE(log[3].result.contains("detection")); // detection waits for the GM (UD-A42)
        CHECK(moveOf(log[4], "br_hommes_d_armes")["to"] == hex(15, 10));
        CHECK_FALSE(log[4].result.contains("detection"));
        // The GM fires it: the Chevaliers ride up (2 points, rapide).
        CHECK(log[5].input["fire"] == json::array({true}));
        const json &charge = moveOf(log[5], "mf_chevaliers");
        CHECK(charge["from"] == hex(11, 12));
        CHECK(charge["to"] == hex(12, 11));
        // Same hex: contact at once; the bank group was adjacent last turn too: it fights (UD-82, UD-A52). The
        // palisade is adjacent to the ford for the first time: it waits.
        const json &detection = log[5].result["detection"];
        CHECK(detection["started"] == json::array({1}));
        REQUIRE(detection["confrontations"].size() == 1);
        const json &ford = detection["confrontations"][0];
        CHECK(ford["hexes"] == json::array({hex(15, 10), hex(16, 10)}));
        CHECK(members(ford, 0) == Strings{"mf_sergents"});
        CHECK(members(ford, 1) == Strings{"br_hommes_d_armes", "br_piquiers", "gontran"});
        CHECK(detection["adjacent_waiting"][0]["hexes"] == json::array({hex(14, 10), hex(15, 10)}));
        // UD-83: Brisemont 8 = hommes d'armes 2 + Meneur 1 (UD-55), piquiers 2 + training 1 − fatigue 1 + Meneur 1,
        // Gontran 2 (UD-44); Montfaucon 2. 8 ≥ 3 × 2: Table IV (UD-87, UD-A58), the stronger side rolls (UD-85).
        const json &c = confrontationOf(log[6], 1);
        CHECK(c["sides"][0]["force"] == 2);
        CHECK(c["sides"][1]["force"] == 8);
        CHECK(c["table"] == "table_iv");
        CHECK(c["units"] == 3);
        CHECK(c["major"] == false);
        CHECK(c["roller"] == "brisemont");
        // d10 4, gris: three morale losses; beau fixe → doute → flanchant → rupture: the picket flees (UD-27, UD-94).
        const json &draw = c["draws"][0];
        CHECK(draw["die"] == 4);
        CHECK(draw["colour"] == "gris");
        REQUIRE(draw["effects"].size() == 3);
        for (const json &effect : draw["effects"]) {
            CHECK(effect["kind"] == "perte_de_moral");
            CHECK(effect["target"] == "mf_sergents");
        }
        CHECK(draw["effects"][2]["outcome"] == "en_fuite");
        // No Montfaucon troop is left: Brisemont wins the confrontation (UD-98), which ends.
        CHECK(c["victor"] == "brisemont");
        // UD-80, UD-47d, UD-A51: two consecutive turns with Castramétisation on a place the GM marked.
        CHECK(log[6].result["positions_built"] ==
              json::array({{{"hex", hex(14, 10)}, {"position", "position_defensive"}}}));
        REQUIRE(log[6].dice.size() == 1);
        CHECK(log[6].dice[0].source == DieSource::Scripted);
        CHECK(log[6].dice[0].purpose == "day 1, turn 2, confrontation 1: draw 1, rolled by brisemont");
    }

    SECTION("day 1, turns 3 and 4: the palisade holds")
    {
        // The palisade, adjacent a second time, fights (UD-A52): confrontation 2 (the first has ended).
        const json &detection = log[8].result["detection"];
        CHECK(detection["started"] == json::array({2}));
        const json &palisade = detection["confrontations"][0];
        CHECK(members(palisade, 0) == Strings{"mf_piquiers", "mf_metayers", "hugues", "anselme"});
        CHECK(members(palisade, 1) == Strings{"br_piquiers", "br_hommes_d_armes", "gontran"});
        // Montfaucon 12 = piquiers 2 + métayers 1 + Hugues 2 + Anselme 1, position défensive 25 % of 6 = 1.5 → 2
        // (UD-79, UD-A49 half up), consolidation 1 (UD-78), Défenseur 3: Hugues did not move this turn (UD-50).
        // Brisemont 8 as before (its victory morale changes no F). Difference 4, ratio 1.5: Table II.
        const json &t3 = confrontationOf(log[9], 2);
        CHECK(t3["sides"][0]["force"] == 12);
        CHECK(t3["sides"][1]["force"] == 8);
        CHECK(t3["table"] == "table_ii");
        CHECK(t3["roller"] == "montfaucon");
        CHECK(t3["draws"][0]["die"] == 8);
        CHECK(t3["draws"][0]["colour"] == "vert");
        CHECK(t3["winner"] == "montfaucon");
        // The GM allocates the wound (UD-88).
        const json &wound = t3["draws"][0]["effects"][0];
        CHECK(wound["target"] == "br_hommes_d_armes");
        CHECK(wound["chosen"] == true);
        CHECK(wound["outcome"] == "blesse");
        // Turn 4: the Chevaliers join the palisade's hex (no position: they moved, UD-A50); Aliénor charges in.
        CHECK(log[11].result["detection"]["continued"] == json::array({2}));
        // Montfaucon 17 = 6 + Chevaliers 7 (6 + bien) + 25 % of 6 → 2 + Défenseur 2 (one resolution fought, UD-50).
        // Brisemont 21 = piquiers 3 + hommes d'armes 2 (wounded: a fatigue step, UD-A16) + Lances 8 (6 + bien + Meneur)
        // + Gontran 2 + Aliénor 3 + Combattant de rupture 3 (she moved in, UD-48).
        const json &t4 = confrontationOf(log[12], 2);
        CHECK(t4["sides"][0]["force"] == 17);
        CHECK(t4["sides"][1]["force"] == 21);
        CHECK(t4["table"] == "table_ii");
        CHECK(t4["roller"] == "brisemont");
        // d10 6, bleu: the stronger side takes a wound, the weaker a wound and a morale loss (UD-92).
        const json &draw = t4["draws"][0];
        CHECK(draw["colour"] == "bleu");
        REQUIRE(draw["effects"].size() == 3);
        CHECK(draw["effects"][0]["side"] == "brisemont");
        CHECK(draw["effects"][1]["target"] == "mf_piquiers");
        CHECK(draw["effects"][2]["kind"] == "perte_de_moral");
        CHECK(t4["winner"].is_null()); // bleu wins for nobody (UD-90, UD-A34)
    }

    SECTION("end of day 1: the picket rallies, rest, day 2's levies")
    {
        const Event &night = log[13];
        // UD-101, UD-A66: Hugues is a Galvaniseur, so face 8 is green too: the picket rallies at flanchant.
        REQUIRE(night.result["rally"].size() == 1);
        const json &rally = night.result["rally"][0];
        CHECK(rally["troop"] == "mf_sergents");
        CHECK(rally["die"] == 8);
        CHECK(rally["colour"] == "vert");
        CHECK(rally["status"] == "present");
        CHECK(night.dice[0].purpose == "day 1, end of day: rally of mf_sergents (moyenne)");
        // UD-102, UD-A69, UD-A70: the keep's crossbowmen did nothing all day: full rest; the wounded piquiers, engaged,
        // regain a step thanks to Castramétisation (UD-47a, UD-A27); Brisemont's engaged troops recover nothing.
        const json &rest = night.result["rest"];
        CHECK(findBy(rest, "troop", "mf_arbaletriers")["category"] == "repos_complet");
        CHECK(findBy(rest, "troop", "mf_arbaletriers")["fatigue_after"] == "repose");
        CHECK(findBy(rest, "troop", "mf_piquiers")["category"] == "engagee");
        CHECK(findBy(rest, "troop", "mf_piquiers")["fatigue_before"] == "fatigue");
        CHECK(findBy(rest, "troop", "mf_piquiers")["fatigue_after"] == "normal");
        CHECK(std::none_of(rest.begin(), rest.end(), [](const json &r) { return r["troop"] == "br_lances"; }));
        CHECK(night.result["day"] == 2);
        const json &start = night.result["day_start"];
        CHECK(start["arrivals"] == json::array({{{"place", "vaudrey"}, {"troop", "vaudrey-p2"}},
                                                {{"place", "grange_aux_moines"}, {"troop", "mf_chevaliers_grange"}},
                                                {{"place", "les_saulaies"}, {"troop", "les_saulaies-p2"}}}));
        CHECK(start["not_raised"].empty());
        CHECK(start["move_order"] == json::array({"montfaucon", "brisemont"}));
        CHECK(start["move_order_rule"] == "UD-71");
        CHECK(start["move_order_reason"] == "VS montfaucon 3, brisemont 5: the lower VS moves first");
    }

    SECTION("day 2: a free disengagement, the raid on Les Saulaies, a hill entered in two turns")
    {
        // UD-73, UD-A44: leaving at the start of a later day is free.
        const json &leave = moveOf(log[15], "br_hommes_d_armes");
        CHECK(leave["left_confrontation"] == true);
        CHECK(leave["disengage_malus"] == 0);
        // Turn 1: Montfaucon 18 = 13 + 25 % of 13 → 3 + Castramétisation's overnight consolidation 1 (UD-47b) +
        // Défenseur 1; Brisemont 21 = piquiers 3 + Lances 7 (wounded) + archers 4 + Gontran 2 + Aliénor 3 + rupture 2.
        const json &d2t1 = confrontationOf(log[16], 2);
        CHECK(d2t1["sides"][0]["force"] == 18);
        CHECK(d2t1["sides"][1]["force"] == 21);
        CHECK(d2t1["draws"][0]["colour"] == "mauve");
        CHECK(d2t1["winner"] == "brisemont");
        // Turn 2: Opportuniste +1 for the resolution won (UD-60), rupture 1; noir: +4 F to Montfaucon next turn.
        const json &d2t2 = confrontationOf(log[19], 2);
        CHECK(d2t2["sides"][0]["force"] == 16);
        CHECK(d2t2["sides"][1]["force"] == 21);
        CHECK(d2t2["draws"][0]["colour"] == "noir");
        CHECK(d2t2["draws"][0]["effects"][0] ==
              json({{"force", 4}, {"kind", "avantage_strategique"}, {"side", "montfaucon"}}));
        // Turn 3: 16 + 4 = 20 against 19: difference 1, Table I (UD-A57), and face 5 is gris (UD-A56).
        const json &d2t3 = confrontationOf(log[22], 2);
        CHECK(d2t3["sides"][0]["force"] == 20);
        CHECK(d2t3["sides"][1]["force"] == 19);
        CHECK(d2t3["table"] == "table_i");
        CHECK(d2t3["roller"] == "montfaucon");
        CHECK(d2t3["draws"][0]["die"] == 5);
        CHECK(d2t3["draws"][0]["colour"] == "gris");
        CHECK(d2t3["draws"][0]["effects"].empty());
        // The squires ride into Les Saulaies, where two piétailles gathered: confrontation 3 (UD-82).
        const json &raid = log[21].result["detection"]["confrontations"][1];
        CHECK(raid["confrontation"] == 3);
        CHECK(raid["hexes"] == json::array({hex(20, 17)}));
        CHECK(members(raid, 0) == Strings{"mf_ecuyers"});
        CHECK(members(raid, 1) == Strings{"les_saulaies-p1", "les_saulaies-p2"});
        // 3 against 2, Table I; vert: a dégât is a wound (UD-A59), and a wounded piétaille is disloquée (UD-32).
        const json &c3 = confrontationOf(log[22], 3);
        CHECK(c3["sides"][0]["force"] == 3);
        CHECK(c3["sides"][1]["force"] == 2);
        CHECK(c3["table"] == "table_i");
        CHECK(c3["draws"][0]["effects"][0]["kind"] == "degat");
        CHECK(c3["draws"][0]["effects"][0]["outcome"] == "disloque");
        REQUIRE(log[22].dice.size() == 2);
        CHECK(log[22].dice[1].purpose == "day 2, turn 3, confrontation 3: draw 1, rolled by montfaucon");
        // UD-A43: the Milice lacks the 2 points a steep hill costs: it stays this turn and enters the next.
        const json &entering = moveOf(log[23], "mf_milice");
        CHECK(entering["entering"] == true);
        CHECK(entering["to"] == hex(13, 9));
        CHECK(log[24].result["moves"].empty()); // Brisemont gives no order
        // Turn 4: 3 against 1 is triple (Table IV); the last piétaille is disloquée: the squires win (UD-98).
        const json &c3t4 = confrontationOf(log[25], 3);
        CHECK(c3t4["table"] == "table_iv");
        CHECK(c3t4["victor"] == "montfaucon");
        CHECK(confrontationOf(log[25], 2)["draws"][0]["colour"] == "noir");
    }

    SECTION("end of day 2: the contested place raises no more piétailles")
    {
        const Event &night = log[26];
        CHECK(night.result["rally"].empty());
        CHECK(night.dice.empty());
        CHECK(findBy(night.result["rest"], "troop", "br_hommes_d_armes")["category"] == "desengagee");
        CHECK(findBy(night.result["rest"], "troop", "br_hommes_d_armes")["fatigue_after"] == "normal");
        const json &start = night.result["day_start"];
        CHECK(start["arrivals"] == json::array({{{"place", "vaudrey"}, {"troop", "vaudrey-p3"}},
                                                {{"place", "vaudrey"}, {"troop", "vaudrey-p4"}},
                                                {{"place", "saint_aubin"}, {"troop", "saint_aubin-p2"}}}));
        // UD-70, UD-A10: Les Saulaies had raised 2 when it was fought over: its last 2 are never raised.
        CHECK(start["not_raised"] == json::array({{{"place", "les_saulaies"}, {"troop", "les_saulaies-p3"}},
                                                  {{"place", "les_saulaies"}, {"troop", "les_saulaies-p4"}}}));
    }

    SECTION("day 3: the bataille majeure at the palisade and the keep")
    {
        // The Milice finishes entering the crag with this turn's point (UD-A43).
        const json &enters = moveOf(log[27], "mf_milice");
        CHECK(enters["to"] == hex(13, 9));
        CHECK_FALSE(enters.contains("entering"));
        // A conditional order the GM dismisses (UD-A42): nothing moves.
        CHECK(log[29].input["fire"] == json::array({false}));
        CHECK(log[29].result["moves"].empty());
        // UD-84, UD-A53: 4 + 7 = 11 troops: two draws on the table of the start (UD-A54).
        const json &t1 = confrontationOf(log[30], 2);
        CHECK(t1["units"] == 11);
        CHECK(t1["major"] == true);
        // Montfaucon 26 = 18 of members + 25 % of 13 → 3 (the Garde moved in: none for it) + Castramétisation 1
        // + the +4 carried over the night (UD-A62). Brisemont 31.
        CHECK(t1["sides"][0]["force"] == 26);
        CHECK(t1["sides"][1]["force"] == 31);
        REQUIRE(t1["draws"].size() == 2);
        CHECK(t1["draws"][0]["colour"] == "vert");
        CHECK(t1["draws"][1]["colour"] == "jaune");
        CHECK(log[30].dice[1].purpose == "day 3, turn 1, confrontation 2: draw 2 of 2, rolled by brisemont");
        // Turn 2: Aliénor and the Lances climb to the keep's foot: still in the fight, adjacent to the keep at first.
        const json &detection = log[32].result["detection"];
        CHECK(detection["adjacent_waiting"][0]["hexes"] == json::array({hex(13, 9), hex(14, 9)}));
        // The GM allocates every loss: a wound to Gontran (UD-A24), one to the métayers (disloqués, UD-32).
        const json &t2 = confrontationOf(log[33], 2);
        CHECK(t2["units"] == 12);
        const json &gontran = t2["draws"][0]["effects"][0];
        CHECK(gontran["target"] == "gontran");
        CHECK(gontran["outcome"] == "blesse");
        CHECK_FALSE(gontran.contains("morale_steps")); // a personality has no morale (UD-41)
        CHECK(t2["draws"][0]["effects"][1]["target"] == "mf_metayers");
        CHECK(t2["draws"][0]["effects"][1]["outcome"] == "disloque");
        // Mauve in a bataille majeure: 2 morale losses (UD-92, UD-A60).
        CHECK(t2["draws"][1]["colour"] == "mauve");
        CHECK(t2["draws"][1]["effects"].size() == 2);
        // Turn 3: the keep's garrison, adjacent a second time, joins with its fortification (UD-79).
        const json &keep = log[35].result["detection"]["confrontations"][0];
        CHECK(keep["hexes"] == json::array({hex(13, 9), hex(14, 10), hex(14, 9), hex(15, 10)}));
        CHECK(members(keep, 0) == Strings{"mf_piquiers", "mf_chevaliers", "mf_garde", "mf_chevaliers_grange",
                                          "mf_arbaletriers", "mf_milice", "hugues", "anselme"});
        // Montfaucon 38 = 28 of members + 25 % of 21 = 5.25 → 5 + 75 % of 7 = 5.25 → 5 (UD-A49, one per position).
        // Brisemont 31 = 29 + Opportuniste 2 (two resolutions won in a row, UD-60).
        const json &t3 = confrontationOf(log[36], 2);
        CHECK(t3["sides"][0]["force"] == 38);
        CHECK(t3["sides"][1]["force"] == 31);
        CHECK(t3["roller"] == "montfaucon");
        CHECK(t3["draws"][1]["effects"][0]["target"] == "br_metayers");
        CHECK(t3["draws"][1]["effects"][0]["outcome"] == "en_fuite"); // flanchant → rupture (UD-27)
        // Turn 4: rouge wounds the stronger side; vert wounds Brisemont's flanchant archers, who break.
        const json &t4 = confrontationOf(log[39], 2);
        CHECK(t4["sides"][0]["force"] == 38);
        CHECK(t4["sides"][1]["force"] == 27); // métayers fled, sergents montés wounded, Opportuniste 0 (UD-A34)
        CHECK(t4["draws"][0]["colour"] == "rouge");
        CHECK(t4["draws"][0]["effects"][0]["side"] == "montfaucon");
        CHECK(t4["draws"][1]["effects"][0]["target"] == "br_archers");
        CHECK(t4["draws"][1]["effects"][0]["outcome"] == "en_fuite");
        CHECK(t4["winner"].is_null()); // one draw each (UD-A34)
    }

    SECTION("end of day 3: one deserts, one stays in flight; day 4 begins")
    {
        const Event &night = log[40];
        REQUIRE(night.result["rally"].size() == 2);
        // Aliénor's Galvaniseur turns face 8 green; it cannot save a red 2 (UD-101, UD-A66).
        CHECK(night.result["rally"][0] == json({{"colour", "rouge"},
                                                {"die", 2},
                                                {"result", "déroute"},
                                                {"status", "deserte"},
                                                {"table", "moyenne"},
                                                {"troop", "br_archers"}}));
        CHECK(night.result["rally"][1]["troop"] == "br_metayers");
        CHECK(night.result["rally"][1]["colour"] == "blanc");
        CHECK(night.result["rally"][1]["status"] == "en_fuite");
        CHECK(night.result["day"] == 4);
        CHECK(night.result["day_start"]["arrivals"].empty());
        CHECK(night.result["day_start"]["not_raised"].empty());
    }

    SECTION("the final state, day 4 turn 1")
    {
        const json state = stateToJson(session.ruleset(), session.state(), &session.map());
        CHECK(state["day"] == 4);
        CHECK(state["turn"] == 1);
        CHECK(state["phase"] == "movement");
        CHECK(state["move_order"] == json::array({"montfaucon", "brisemont"}));
        CHECK(state["positions"] == json::array({{{"hex", hex(13, 9)}, {"position", "fortification"}},
                                                 {{"hex", hex(14, 10)}, {"position", "position_defensive"}}}));
        // Positions of units.
        CHECK(troop(state, "mf_garde")["hex"] == hex(14, 10));
        CHECK(troop(state, "mf_chevaliers_grange")["hex"] == hex(14, 10));
        CHECK(troop(state, "mf_milice")["hex"] == hex(13, 9));
        CHECK(troop(state, "mf_ecuyers")["hex"] == hex(14, 17));
        CHECK(troop(state, "br_lances")["hex"] == hex(14, 9));
        CHECK(troop(state, "br_coureurs")["hex"] == hex(16, 10));
        CHECK(personality(state, "brisemont", "alienor")["hex"] == hex(14, 9));
        CHECK(personality(state, "montfaucon", "anselme")["hex"] == hex(14, 10));
        // Morale, fatigue, status.
        const json &garde = troop(state, "mf_garde"); // wounded (repose → normal, discipline → beau fixe), 2 losses
        CHECK(garde["morale"] == "flanchant");
        CHECK(garde["fatigue"] == "normal");
        CHECK(garde["blesse"] == true);
        CHECK(garde["force"] == 4);
        const json &chevaliers = troop(state, "mf_chevaliers"); // wounded, fatigue regained overnight (UD-47a)
        CHECK(chevaliers["morale"] == "flanchant");
        CHECK(chevaliers["fatigue"] == "normal");
        CHECK(chevaliers["force"] == 7);
        CHECK(troop(state, "mf_ecuyers")["morale"] == "discipline"); // victory at Les Saulaies (UD-98)
        CHECK(troop(state, "mf_sergents")["status"] == "present");   // rallied on day 1
        CHECK(troop(state, "mf_sergents")["morale"] == "flanchant"); // UD-A68
        CHECK(troop(state, "mf_metayers")["status"] == "disloque");
        const json &piquiers = troop(state, "br_piquiers"); // forced march, then wounded: éreinté, F 2 + 1 − 2
        CHECK(piquiers["fatigue"] == "ereinte");
        CHECK(piquiers["force"] == 1);
        CHECK(piquiers["blesse"] == true);
        CHECK(troop(state, "br_sergents_montes")["morale"] == "doute");
        CHECK(troop(state, "br_archers")["status"] == "deserte");
        CHECK_FALSE(troop(state, "br_archers").contains("hex"));
        CHECK(troop(state, "br_metayers")["status"] == "en_fuite");
        CHECK(troop(state, "les_saulaies-p1")["status"] == "disloque");
        CHECK(troop(state, "les_saulaies-p3")["status"] == "non_levee");
        CHECK(troop(state, "les_saulaies-p4")["status"] == "non_levee");
        CHECK(troop(state, "vaudrey-p4")["hex"] == hex(11, 12));
        CHECK(troop(state, "vaudrey-p4")["fatigue"] == "repose");
        CHECK(personality(state, "brisemont", "gontran")["wounds"] == 1);
        CHECK(personality(state, "brisemont", "gontran")["force"] == 1);
        // Confrontations: the ford (won), the palisade and keep (going on), Les Saulaies (won).
        REQUIRE(state["confrontations"].size() == 3);
        CHECK(state["confrontations"][0]["ended"] == true);
        CHECK(state["confrontations"][0]["terrain"] == "gue");
        CHECK(state["confrontations"][1]["ended"] == false);
        CHECK(state["confrontations"][1]["resolutions"] == 10);
        CHECK(state["confrontations"][2]["ended"] == true);
    }
}

TEST_CASE("Vaudrey ford: a troop out of the fight for a turn may consolidate again (UD-A48)", "[demo]")
{
    UmbraSession session(loadDemo());
    ListDice dice(DemoDice);
    play(session, dice, 11); // through day 3, turn 1
    REQUIRE(session.state().day == 3);
    REQUIRE(session.state().turn == 2);
    const MovementRules movement(session.ruleset(), session.map(), session.state());
    LegalMoves moves;
    MemberRef unit;
    // The squires last fought on day 2, turn 4.
    REQUIRE(findMember(session.state(), 0, "mf_ecuyers", unit));
    movement.legalMoves(unit, moves);
    CHECK(moves.canConsolidate);
    // The Garde fought on day 3, turn 1.
    REQUIRE(findMember(session.state(), 0, "mf_garde", unit));
    movement.legalMoves(unit, moves);
    CHECK_FALSE(moves.canConsolidate);
    CHECK(std::any_of(moves.refusals.begin(), moves.refusals.end(), [](const MoveRefusal &refusal) {
        return refusal.rule == "UD-A48" && refusal.action == UnitOrder::Action::Consolidate;
    }));
    // UD-75, UD-A46: the Coureurs (rapide, 2 points) are 3 hexes from the Gué de Vaudrey: a forced march would
    // take them there, but a ford forbids forced marches; plain hexes 3 away are open to one.
    REQUIRE(findMember(session.state(), 1, "br_coureurs", unit));
    movement.legalMoves(unit, moves);
    CHECK(moves.allowance == 2);
    CHECK(moves.canForcedMarch);
    const Hex ford = session.map().grid.hexOf({15, 10});
    CHECK(distance(session.state().sides[1].troops[static_cast<std::size_t>(unit.index)].hex, ford) == 3);
    CHECK(std::none_of(moves.reach.begin(), moves.reach.end(), [&](const Reach &reach) { return reach.hex == ford; }));
}

TEST_CASE("Vaudrey ford: saved, reloaded from the text, the same state and the same file byte for byte", "[demo]")
{
    UmbraSession session(loadDemo());
    ListDice dice(DemoDice);
    play(session, dice);
    const std::string text = session.toJson().dump(2);

    const auto again = readScenario(JsonDocument::fromText(text, "vaudrey-saved.json"), rules());
    CHECK(again->log.size() == 41);
    const UmbraSession reloaded(again); // replays the log and checks the saved state (UD-M6)
    CHECK(reloaded.state() == session.state());
    CHECK(reloaded.log() == session.log());
    const std::string state = stateToJson(session.ruleset(), session.state(), &session.map()).dump(2);
    CHECK(stateToJson(reloaded.ruleset(), reloaded.state(), &reloaded.map()).dump(2) == state);
    CHECK(reloaded.toJson().dump(2) == text);
}
