// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/movement.h"

#include "support/umbra_builders.h"
#include "support/umbra_fixtures.h"

#include "arbitre/core/session_error.h"
#include "arbitre/umbra/limits.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <string>

using namespace arbitre;
using namespace arbitre::umbra;
using namespace arbitre::umbra::test;

namespace {

/** A small battlefield: a plain map, two sides, units placed by offset cell. */
struct Field
{
    UmbraRuleset rules = shippedRuleset();
    UmbraMap map;
    BattleState state;

    explicit Field(int width = 9, int height = 9)
    {
        map = makeMap(rules, width, height);
        state.sides = {makeSide("bleu", {}), makeSide("rouge", {})};
        state.phase = Phase::Movement;
    }

    Hex at(int col, int row) const { return hexAt(map, col, row); }
    void terrain(Hex hex, std::string_view id) { setTerrain(rules, map, hex, id); }

    MemberRef troop(int side, std::string id, std::string_view type, Hex hex, const TroopOptions &options = {})
    {
        Side &s = state.sides[static_cast<std::size_t>(side)];
        s.troops.push_back(placed(makeTroop(rules, std::move(id), type, options), hex));
        return {MemberRef::Kind::Troop, side, static_cast<int>(s.troops.size()) - 1};
    }

    MemberRef personality(int side, std::string id, Hex hex, std::vector<std::string_view> skills = {})
    {
        std::vector<SkillInstance> instances;
        for (const std::string_view skill : skills)
            instances.push_back(makeSkill(rules, skill));
        Side &s = state.sides[static_cast<std::size_t>(side)];
        s.personalities.push_back(placed(makePersonality(rules, std::move(id), "figure", instances), hex));
        return {MemberRef::Kind::Personality, side, static_cast<int>(s.personalities.size()) - 1};
    }

    Troop &get(MemberRef ref)
    {
        return state.sides[static_cast<std::size_t>(ref.side)].troops[static_cast<std::size_t>(ref.index)];
    }
    Personality &person(MemberRef ref)
    {
        return state.sides[static_cast<std::size_t>(ref.side)].personalities[static_cast<std::size_t>(ref.index)];
    }
    const std::string &idOf(MemberRef ref) { return ref.kind == MemberRef::Kind::Troop ? get(ref).id : person(ref).id; }

    LegalMoves legal(MemberRef unit) const
    {
        LegalMoves out;
        MovementRules(rules, map, state).legalMoves(unit, out);
        return out;
    }

    std::vector<MoveRecord> step(int side, const std::vector<UnitOrder> &orders)
    {
        return applyMovementStep(rules, map, state, side, orders);
    }

    UnitOrder move(MemberRef unit, Hex to, bool forced = false)
    {
        UnitOrder order;
        order.action = UnitOrder::Action::Move;
        order.unit = idOf(unit);
        order.to = to;
        order.forcedMarch = forced;
        return order;
    }

    UnitOrder order(MemberRef unit, UnitOrder::Action action)
    {
        UnitOrder result;
        result.action = action;
        result.unit = idOf(unit);
        return result;
    }

    /** The refusal a step throws, or an empty rule when it is accepted. */
    MoveRefusal refusalOf(int side, const std::vector<UnitOrder> &orders)
    {
        BattleState copy = state;
        try {
            applyMovementStep(rules, map, copy, side, orders);
        } catch (const MovementError &error) {
            return error.refusal();
        }
        return {};
    }

    /** A new combat turn for the per-turn counters (what the day loop resets). */
    void nextTurn()
    {
        ++state.turn;
        for (Side &side : state.sides) {
            for (Troop &troop : side.troops) {
                troop.order = TroopOrder::None;
                troop.movementSpent = 0;
                troop.forcedMarchThisTurn = false;
            }
            for (Personality &personality : side.personalities) {
                personality.moved = false;
                personality.movementSpent = 0;
                personality.escorted = 0;
            }
        }
    }
};

/** A temporary's reach would dangle: keep the LegalMoves in a variable. */
const Reach *reachOf(LegalMoves &&, Hex) = delete;

const Reach *reachOf(const LegalMoves &legal, Hex hex)
{
    for (const Reach &reach : legal.reach)
        if (reach.hex == hex)
            return &reach;
    return nullptr;
}

bool refuses(const LegalMoves &legal, std::string_view rule, UnitOrder::Action action)
{
    return std::any_of(legal.refusals.begin(), legal.refusals.end(),
                       [&](const MoveRefusal &refusal) { return refusal.rule == rule && refusal.action == action; });
}

const MoveRefusal *refusalAt(const LegalMoves &legal, Hex hex)
{
    for (const MoveRefusal &refusal : legal.refusals)
        if (refusal.hasHex && refusal.hex == hex)
            return &refusal;
    return nullptr;
}

int countAt(const LegalMoves &legal, Hex from, int far, bool forced)
{
    return static_cast<int>(std::count_if(legal.reach.begin(), legal.reach.end(), [&](const Reach &reach) {
        return distance(reach.hex, from) == far && reach.forcedMarch == forced;
    }));
}

} // namespace

// --- UD-72: allowance --------------------------------------------------------------------------------------------

TEST_CASE("UD-72 a foot troop moves one hex, a rapide troop two", "[movement]")
{
    Field field;
    const Hex center = field.at(4, 4);
    const MemberRef foot = field.troop(0, "fantassins-1", "fantassins", center);
    const MemberRef horse = field.troop(1, "cavalerie-1", "cavalerie", field.at(0, 0));

    const LegalMoves footMoves = field.legal(foot);
    CHECK(footMoves.allowance == 1);
    CHECK(countAt(footMoves, center, 1, false) == 6);
    CHECK(countAt(footMoves, center, 2, false) == 0);
    CHECK(countAt(footMoves, center, 2, true) == 12); // UD-74: a forced march adds a hex
    CHECK(std::is_sorted(footMoves.reach.begin(), footMoves.reach.end(),
                         [](const Reach &a, const Reach &b) { return a.hex < b.hex; }));
    for (const Reach &reach : footMoves.reach)
        CHECK(reach.cost == distance(reach.hex, center));

    CHECK(field.legal(horse).allowance == 2); // UD-33, UD-A11: cavalry is rapide

    // A rapide troop: two hexes without forced march.
    const MemberRef rapide = field.troop(0, "cavalerie-2", "cavalerie", field.at(4, 6));
    const LegalMoves rapideMoves = field.legal(rapide);
    CHECK(countAt(rapideMoves, field.at(4, 6), 1, false) == 6);
    CHECK(countAt(rapideMoves, field.at(4, 6), 2, false) == 12);
    CHECK(countAt(rapideMoves, field.at(4, 6), 3, false) == 0);

    const Hex two = center + Hex{2, 0};
    const MoveRefusal refusal = field.refusalOf(0, {field.move(foot, two)});
    CHECK(refusal.rule == "UD-72");
    CHECK(refusal.reason.find("fantassins-1") != std::string::npos);

    const Hex one = neighbour(center, 0);
    const std::vector<MoveRecord> records = field.step(0, {field.move(foot, one)});
    REQUIRE(records.size() == 1);
    CHECK(records[0].from == center);
    CHECK(records[0].to == one);
    CHECK(records[0].cost == 1);
    CHECK(field.get(foot).hex == one);
    CHECK(field.get(foot).movementSpent == 1);
    CHECK(field.get(foot).order == TroopOrder::Deplacement);
    CHECK(field.get(foot).activeToday);
}

TEST_CASE("UD-72 troupe montee is rapide through its type", "[movement]")
{
    Field field;
    const MemberRef mounted = field.troop(0, "montee", "troupe_montee", field.at(4, 4), {.baseType = "fantassins"});
    CHECK(field.legal(mounted).allowance == 2);
}

TEST_CASE("UD-72 points spent earlier in the turn reduce the allowance (UD-A42 conditional orders)", "[movement]")
{
    Field field;
    const Hex center = field.at(4, 4);
    const MemberRef horse = field.troop(0, "cav", "cavalerie", center);
    field.get(horse).movementSpent = 1;
    const LegalMoves moves = field.legal(horse);
    CHECK(countAt(moves, center, 1, false) == 6);
    CHECK(countAt(moves, center, 2, false) == 0);
    CHECK(countAt(moves, center, 2, true) == 12);
    CHECK(field.refusalOf(0, {field.move(horse, center + Hex{2, 0})}).rule == "UD-72");
    field.step(0, {field.move(horse, center + Hex{1, 0})});
    CHECK(field.get(horse).movementSpent == 2);
}

TEST_CASE("UD-72 personalities ride movement.personality hexes and never force-march", "[movement]")
{
    Field field;
    const Hex center = field.at(4, 4);
    const MemberRef lord = field.personality(0, "seigneur", center);
    const LegalMoves moves = field.legal(lord);
    CHECK(moves.allowance == 2);
    CHECK(countAt(moves, center, 2, false) == 12);
    CHECK(countAt(moves, center, 3, true) == 0);
    CHECK_FALSE(moves.canForcedMarch);
    CHECK_FALSE(moves.canConsolidate);
    CHECK(field.refusalOf(0, {field.move(lord, center + Hex{3, 0}, true)}).rule == "UD-74");
    const std::vector<MoveRecord> records = field.step(0, {field.move(lord, center + Hex{2, 0})});
    CHECK(field.person(lord).hex == center + Hex{2, 0});
    CHECK(field.person(lord).moved);
    CHECK(field.person(lord).movementSpent == 2);
    CHECK(records[0].cost == 2);
}

TEST_CASE("UD-72 impassable terrain and hexes off the map cannot be entered", "[movement]")
{
    Field field;
    const Hex corner = field.at(0, 0);
    const MemberRef troop = field.troop(0, "t", "fantassins", corner);
    const Hex river = neighbour(corner, 0);
    field.terrain(river, "riviere");
    const LegalMoves moves = field.legal(troop);
    CHECK(reachOf(moves, river) == nullptr);
    const MoveRefusal *why = refusalAt(moves, river);
    REQUIRE(why != nullptr);
    CHECK(why->rule == "UD-A43");
    for (const Reach &reach : moves.reach)
        CHECK(field.map.contains(reach.hex));
    CHECK(field.refusalOf(0, {field.move(troop, river)}).rule == "UD-A43");
    const MoveRefusal off = field.refusalOf(0, {field.move(troop, neighbour(corner, 3))});
    CHECK(off.rule == "UD-72");
    CHECK(off.reason.find("(-1,0)") != std::string::npos); // offset coordinates of the hex
}

TEST_CASE("UD-82 a move ends in the first hex holding an enemy", "[movement]")
{
    Field field(5, 1); // a corridor: cells (0,0) … (4,0) in a row
    const MemberRef horse = field.troop(0, "cav", "cavalerie", field.at(0, 0));
    field.troop(1, "ennemi", "fantassins", field.at(1, 0));
    const LegalMoves moves = field.legal(horse);
    const Reach *contact = reachOf(moves, field.at(1, 0));
    REQUIRE(contact != nullptr);
    CHECK(contact->contact);
    CHECK_FALSE(contact->forcedMarch);
    CHECK(reachOf(moves, field.at(2, 0)) == nullptr);
    CHECK(field.refusalOf(0, {field.move(horse, field.at(2, 0), true)}).rule == "UD-72");
}

// --- UD-A43, UD-33, UD-36, UD-59: difficult terrain --------------------------------------------------------------

TEST_CASE("UD-A43 a foot troop needs two turns to enter difficult terrain", "[movement]")
{
    Field field;
    const Hex start = field.at(4, 4);
    const Hex forest = neighbour(start, 0);
    field.terrain(forest, "foret");
    const MemberRef foot = field.troop(0, "pieds", "fantassins", start);

    LegalMoves moves = field.legal(foot);
    const Reach *entering = reachOf(moves, forest);
    REQUIRE(entering != nullptr);
    CHECK(entering->entering);
    CHECK(entering->cost == 1);
    CHECK_FALSE(entering->forcedMarch);
    const MoveRefusal *note = refusalAt(moves, forest);
    REQUIRE(note != nullptr);
    CHECK(note->rule == "UD-A43");

    std::vector<MoveRecord> records = field.step(0, {field.move(foot, forest)});
    CHECK(records[0].entering);
    CHECK(field.get(foot).hex == start); // stays this turn
    CHECK(field.get(foot).entering);
    CHECK(field.get(foot).entryHex == forest);
    CHECK(field.get(foot).movementSpent == 1);

    field.nextTurn();
    moves = field.legal(foot);
    const Reach *enter = reachOf(moves, forest);
    REQUIRE(enter != nullptr);
    CHECK_FALSE(enter->entering);
    CHECK(enter->cost == 1); // last turn's point counts
    records = field.step(0, {field.move(foot, forest)});
    CHECK_FALSE(records[0].entering);
    CHECK(field.get(foot).hex == forest);
    CHECK_FALSE(field.get(foot).entering);
}

TEST_CASE("UD-A43 any other order ends the entry into difficult terrain", "[movement]")
{
    Field field;
    const Hex start = field.at(4, 4);
    const Hex forest = neighbour(start, 0);
    field.terrain(forest, "foret");
    const MemberRef foot = field.troop(0, "pieds", "fantassins", start);
    field.step(0, {field.move(foot, forest)});
    REQUIRE(field.get(foot).entering);
    field.nextTurn();
    field.step(0, {field.order(foot, UnitOrder::Action::Stay)});
    CHECK_FALSE(field.get(foot).entering);
    field.nextTurn();
    const LegalMoves moves = field.legal(foot);
    const Reach *again = reachOf(moves, forest);
    REQUIRE(again != nullptr);
    CHECK(again->entering); // starts over
}

TEST_CASE("UD-A43 a troop that already moved this turn cannot start entering difficult terrain", "[movement]")
{
    Field field;
    const Hex start = field.at(4, 4);
    const Hex forest = neighbour(start, 0);
    field.terrain(forest, "foret");
    const MemberRef horse = field.troop(0, "cav", "cavalerie", start);
    field.get(horse).movementSpent = 1;
    const LegalMoves moves = field.legal(horse);
    CHECK(reachOf(moves, forest) == nullptr);
    const MoveRefusal *why = refusalAt(moves, forest);
    REQUIRE(why != nullptr);
    CHECK(why->rule == "UD-A43");
    CHECK(field.refusalOf(0, {field.move(horse, forest)}).rule == "UD-A43");
}

TEST_CASE("UD-33 UD-A43 a rapide troop enters difficult terrain in one turn and stops there", "[movement]")
{
    Field field(9, 9);
    for (int col = 0; col < 9; ++col)
        for (int row = 0; row < 9; ++row)
            field.terrain(field.at(col, row), "colline");
    const Hex start = field.at(4, 4);
    const MemberRef horse = field.troop(0, "cav", "cavalerie", start);
    const LegalMoves moves = field.legal(horse);
    CHECK(countAt(moves, start, 1, false) == 6);
    CHECK(countAt(moves, start, 2, false) == 0);
    for (const Reach &reach : moves.reach)
        CHECK(reach.cost == 2);
    CHECK_FALSE(moves.canForcedMarch); // UD-75: hills forbid forced marches
    CHECK(refuses(moves, "UD-75", UnitOrder::Action::Move));
}

TEST_CASE("UD-36 tirailleur moves normally in difficult terrain", "[movement]")
{
    Field field;
    for (int col = 0; col < 9; ++col)
        for (int row = 0; row < 9; ++row)
            field.terrain(field.at(col, row), "foret");
    const Hex start = field.at(4, 4);
    const MemberRef skirmisher = field.troop(0, "tir", "fantassins", start, {.adjectives = {"tirailleur"}});
    const MemberRef horse = field.troop(0, "cav", "cavalerie", field.at(4, 2), {.adjectives = {"tirailleur"}});
    const LegalMoves moves = field.legal(skirmisher);
    const Reach *forest = reachOf(moves, neighbour(start, 0));
    REQUIRE(forest != nullptr);
    CHECK_FALSE(forest->entering);
    CHECK(forest->cost == 1);
    CHECK(countAt(field.legal(horse), field.at(4, 2), 2, false) == 12);
    field.step(0, {field.move(skirmisher, neighbour(start, 0))});
    CHECK(field.get(skirmisher).hex == neighbour(start, 0));
}

TEST_CASE("UD-59 Meneur tirailleur lets the troops of its hex move normally in difficult terrain", "[movement]")
{
    Field field;
    const Hex start = field.at(4, 4);
    const Hex forest = neighbour(start, 0);
    field.terrain(forest, "foret");
    const MemberRef escorted = field.troop(0, "escorte", "fantassins", start);
    const MemberRef alone = field.troop(0, "seul", "fantassins", field.at(1, 1));
    field.terrain(neighbour(field.at(1, 1), 0), "foret");
    const MemberRef leader = field.personality(0, "meneur", start, {"meneur_tirailleur"});

    const LegalMoves escortedMoves = field.legal(escorted);
    const Reach *reach = reachOf(escortedMoves, forest);
    REQUIRE(reach != nullptr);
    CHECK_FALSE(reach->entering);
    CHECK(reach->cost == 1);
    const LegalMoves aloneMoves = field.legal(alone);
    const Reach *other = reachOf(aloneMoves, neighbour(field.at(1, 1), 0));
    REQUIRE(other != nullptr);
    CHECK(other->entering);

    field.step(0, {field.move(escorted, forest)});
    CHECK(field.get(escorted).hex == forest);
    CHECK(field.person(leader).escorted == 1);
}

TEST_CASE("UD-71 UD-59 a step's orders are simultaneous: the Meneur tirailleur escorts from where the step began",
          "[movement]")
{
    // The leader walks into the troop's hex first: too late to escort it this step.
    Field late;
    const Hex start = late.at(4, 4);
    const Hex forest = neighbour(start, 0);
    late.terrain(forest, "foret");
    const MemberRef troop = late.troop(0, "t", "fantassins", start);
    const MemberRef leader = late.personality(0, "meneur", neighbour(start, 3), {"meneur_tirailleur"});
    const std::vector<MoveRecord> records = late.step(0, {late.move(leader, start), late.move(troop, forest)});
    CHECK(late.person(leader).hex == start);
    CHECK(records[1].entering); // it pays full price: two turns
    CHECK(late.person(leader).escorted == 0);

    // The leader leaves the troop's hex first: the troop still set out with it.
    Field early;
    const Hex from = early.at(4, 4);
    const Hex wood = neighbour(from, 0);
    early.terrain(wood, "foret");
    const MemberRef escorted = early.troop(0, "t", "fantassins", from);
    const MemberRef meneur = early.personality(0, "meneur", from, {"meneur_tirailleur"});
    const std::vector<MoveRecord> moved =
        early.step(0, {early.move(meneur, neighbour(from, 3)), early.move(escorted, wood)});
    CHECK_FALSE(moved[1].entering);
    CHECK(early.get(escorted).hex == wood);
}

TEST_CASE("UD-59 UD-A33 Meneur tirailleur escorts at most 5 troops", "[movement]")
{
    Field field;
    const Hex start = field.at(4, 4);
    const Hex forest = neighbour(start, 0);
    field.terrain(forest, "foret");
    const MemberRef leader = field.personality(0, "meneur", start, {"meneur_tirailleur"});
    std::vector<UnitOrder> orders;
    std::vector<MemberRef> troops;
    for (int i = 0; i < 6; ++i) {
        troops.push_back(field.troop(0, "t" + std::to_string(i), "fantassins", start));
        orders.push_back(field.move(troops.back(), forest));
    }
    const std::vector<MoveRecord> records = field.step(0, orders);
    for (int i = 0; i < 5; ++i) {
        CHECK(field.get(troops[static_cast<std::size_t>(i)]).hex == forest);
        CHECK_FALSE(records[static_cast<std::size_t>(i)].entering);
    }
    CHECK(field.get(troops[5]).hex == start); // the sixth pays full price: two turns
    CHECK(records[5].entering);
    CHECK(field.person(leader).escorted == 5);
}

TEST_CASE("UD-59 the escort is not used when the move does not need it", "[movement]")
{
    Field field;
    const Hex start = field.at(4, 4);
    const MemberRef leader = field.personality(0, "meneur", start, {"meneur_tirailleur"});
    const MemberRef troop = field.troop(0, "t", "fantassins", start);
    field.step(0, {field.move(troop, neighbour(start, 1))});
    CHECK(field.person(leader).escorted == 0);
}

// --- UD-74–UD-77: forced march ---------------------------------------------------------------------------------

TEST_CASE("UD-74 a forced march adds one hex and costs a fatigue level", "[movement]")
{
    Field field;
    const Hex start = field.at(4, 4);
    const MemberRef foot = field.troop(0, "pieds", "fantassins", start);
    const Hex two = start + Hex{2, 0};
    const LegalMoves moves = field.legal(foot);
    CHECK(moves.canForcedMarch);
    const Reach *reach = reachOf(moves, two);
    REQUIRE(reach != nullptr);
    CHECK(reach->forcedMarch);
    CHECK(reach->fatigueSteps == 1);
    CHECK(reach->cost == 2);
    // Not ordered as a forced march: refused.
    CHECK(field.refusalOf(0, {field.move(foot, two)}).rule == "UD-72");

    const std::vector<MoveRecord> records = field.step(0, {field.move(foot, two, true)});
    CHECK(records[0].forcedMarch);
    CHECK(records[0].fatigueSteps == 1);
    CHECK(records[0].moraleSteps == 0);
    CHECK(field.get(foot).hex == two);
    CHECK(field.get(foot).forcedMarchThisTurn);
    CHECK(field.rules.fatigue.id(field.get(foot).fatigue) == "fatigue");
}

TEST_CASE("UD-74 a forced march ordered where none is needed is a normal move", "[movement]")
{
    Field field;
    const Hex start = field.at(4, 4);
    const MemberRef foot = field.troop(0, "pieds", "fantassins", start);
    const std::vector<MoveRecord> records = field.step(0, {field.move(foot, neighbour(start, 0), true)});
    CHECK_FALSE(records[0].forcedMarch);
    CHECK(field.rules.fatigue.id(field.get(foot).fatigue) == "normal");
}

TEST_CASE("UD-74 one forced march per turn, even through a conditional order (UD-A42)", "[movement]")
{
    Field field;
    const Hex start = field.at(4, 4);
    const MemberRef horse = field.troop(0, "cav", "cavalerie", start);
    field.step(0, {field.move(horse, start + Hex{3, 0}, true)});
    REQUIRE(field.get(horse).forcedMarchThisTurn);
    field.get(horse).movementSpent = 1; // as if the first order had left a point (conditional order next)
    const LegalMoves moves = field.legal(horse);
    CHECK_FALSE(moves.canForcedMarch);
    CHECK(refuses(moves, "UD-74", UnitOrder::Action::Move));
    CHECK(field.refusalOf(0, {field.move(horse, field.get(horse).hex + Hex{-2, 0}, true)}).rule == "UD-74");
}

TEST_CASE("UD-74 UD-30 UD-A17 forced-march fatigue past the Force floor costs morale", "[movement]")
{
    Field field;
    const MemberRef tired = field.troop(0, "las", "fantassins", field.at(4, 4), {.fatigue = "fatigue"}); // F 1
    const std::vector<MoveRecord> records = field.step(0, {field.move(tired, field.at(4, 4) + Hex{2, 0}, true)});
    CHECK(field.rules.fatigue.id(field.get(tired).fatigue) == "ereinte");
    CHECK(records[0].moraleSteps == 1);
    CHECK(field.rules.morale.id(field.get(tired).morale) == "doute");
    CHECK_FALSE(records[0].fled);
}

TEST_CASE("UD-A45 forced_march.extra_hexes double doubles the allowance", "[movement]")
{
    Field field;
    field.rules.parameters.forcedMarchExtraHexes = 0;
    const Hex start = field.at(4, 4);
    const MemberRef horse = field.troop(0, "cav", "cavalerie", start);
    const LegalMoves moves = field.legal(horse);
    CHECK(countAt(moves, start, 4, true) == 24);
    CHECK(countAt(moves, start, 5, true) == 0);
}

TEST_CASE("UD-76 an ereinte troop cannot force-march", "[movement]")
{
    Field field;
    const Hex start = field.at(4, 4);
    const MemberRef spent = field.troop(0, "ereinte", "fantassins", start, {.fatigue = "ereinte"});
    const LegalMoves moves = field.legal(spent);
    CHECK_FALSE(moves.canForcedMarch);
    CHECK(countAt(moves, start, 2, true) == 0);
    CHECK(refuses(moves, "UD-76", UnitOrder::Action::Move));
    CHECK(field.refusalOf(0, {field.move(spent, start + Hex{2, 0}, true)}).rule == "UD-76");
}

TEST_CASE("UD-A45 UD-76 Coriace does not lift the ban on an ereinte troop's forced march", "[movement]")
{
    Field field;
    const MemberRef tough =
        field.troop(0, "coriace", "fantassins", field.at(4, 4), {.fatigue = "ereinte", .adjectives = {"coriace"}});
    CHECK_FALSE(field.legal(tough).canForcedMarch);
    CHECK(field.refusalOf(0, {field.move(tough, field.at(4, 4) + Hex{2, 0}, true)}).rule == "UD-76");
}

TEST_CASE("UD-77 Coriace's first forced march of the day costs no fatigue", "[movement]")
{
    Field field;
    const Hex start = field.at(4, 4);
    const MemberRef tough = field.troop(0, "coriace", "fantassins", start, {.adjectives = {"coriace"}});
    const LegalMoves moves = field.legal(tough);
    const Reach *reach = reachOf(moves, start + Hex{2, 0});
    REQUIRE(reach != nullptr);
    CHECK(reach->fatigueSteps == 0);
    std::vector<MoveRecord> records = field.step(0, {field.move(tough, start + Hex{2, 0}, true)});
    CHECK(records[0].coriace);
    CHECK(records[0].fatigueSteps == 0);
    CHECK(field.get(tough).coriaceUsedToday);
    CHECK(field.rules.fatigue.id(field.get(tough).fatigue) == "normal");

    field.nextTurn();
    const Hex here = field.get(tough).hex;
    reach = nullptr;
    const LegalMoves nextTurn = field.legal(tough);
    reach = reachOf(nextTurn, here + Hex{0, 2});
    REQUIRE(reach != nullptr);
    CHECK(reach->fatigueSteps == 1);
    records = field.step(0, {field.move(tough, here + Hex{0, 2}, true)});
    CHECK_FALSE(records[0].coriace);
    CHECK(field.rules.fatigue.id(field.get(tough).fatigue) == "fatigue");
}

TEST_CASE("UD-75 forest on the path forbids the forced march", "[movement]")
{
    Field field(5, 1); // a corridor
    field.terrain(field.at(1, 0), "foret");
    const MemberRef horse = field.troop(0, "cav", "cavalerie", field.at(0, 0));
    const LegalMoves moves = field.legal(horse);
    CHECK(reachOf(moves, field.at(1, 0)) != nullptr); // the forest itself: cost 2, no forced march
    CHECK(reachOf(moves, field.at(2, 0)) == nullptr); // the plain beyond would need one through the forest
    CHECK(refuses(moves, "UD-75", UnitOrder::Action::Move));
    const MoveRefusal refusal = field.refusalOf(0, {field.move(horse, field.at(2, 0), true)});
    CHECK(refusal.rule == "UD-75");
    CHECK(refusal.reason.find("cav") != std::string::npos);
    CHECK(refusal.reason.find("(2,0)") != std::string::npos);
}

TEST_CASE("UD-75 UD-A46 a forced march cannot start in a forest", "[movement]")
{
    Field field;
    const Hex start = field.at(4, 4);
    field.terrain(start, "foret");
    const MemberRef foot = field.troop(0, "pieds", "fantassins", start);
    const LegalMoves moves = field.legal(foot);
    CHECK_FALSE(moves.canForcedMarch);
    CHECK(refuses(moves, "UD-75", UnitOrder::Action::Move));
    CHECK(field.refusalOf(0, {field.move(foot, start + Hex{2, 0}, true)}).rule == "UD-75");
}

TEST_CASE("UD-A46 forced_march.block_scope start_hex and forced_hex", "[movement]")
{
    Field field(5, 1);
    field.terrain(field.at(1, 0), "foret");
    const MemberRef horse = field.troop(0, "cav", "cavalerie", field.at(0, 0));
    SECTION("start_hex: only the start hex matters")
    {
        field.rules.parameters.forcedMarchScope = UmbraParameters::ForcedMarchScope::StartHex;
        const LegalMoves moves = field.legal(horse);
        const Reach *reach = reachOf(moves, field.at(2, 0));
        REQUIRE(reach != nullptr);
        CHECK(reach->forcedMarch);
        field.terrain(field.at(0, 0), "colline");
        CHECK(field.refusalOf(0, {field.move(horse, field.at(2, 0), true)}).rule == "UD-75");
    }
    SECTION("forced_hex: only the hexes entered with the forced march's points")
    {
        field.rules.parameters.forcedMarchScope = UmbraParameters::ForcedMarchScope::ForcedHex;
        // The forest is entered with the normal points, the plain beyond with the forced march's.
        CHECK(field.refusalOf(0, {field.move(horse, field.at(2, 0), true)}).rule.empty());
        field.terrain(field.at(1, 0), "plaine");
        field.terrain(field.at(3, 0), "gue"); // entered with the extra point
        CHECK(field.refusalOf(0, {field.move(horse, field.at(3, 0), true)}).rule == "UD-75");
        field.terrain(field.at(3, 0), "plaine");
        field.terrain(field.at(0, 0), "foret"); // the start does not count
        CHECK(field.refusalOf(0, {field.move(horse, field.at(3, 0), true)}).rule.empty());
    }
}

TEST_CASE("UD-A47 piétaille force-marches only when accompanied", "[movement]")
{
    Field field;
    const Hex start = field.at(4, 4);
    const Hex two = start + Hex{2, 0};
    const MemberRef rabble = field.troop(0, "pietaille", "pietaille", start);
    const MemberRef escort = field.troop(0, "fantassins", "fantassins", start);

    const LegalMoves moves = field.legal(rabble);
    CHECK(moves.canForcedMarch); // a troop stands with it: possible if it goes along
    CHECK(reachOf(moves, two) != nullptr);

    SECTION("together from start to end")
    {
        CHECK(field.refusalOf(0, {field.move(rabble, two, true), field.move(escort, two, true)}).rule.empty());
        // the companion may be ordered first
        CHECK(field.refusalOf(0, {field.move(escort, two, true), field.move(rabble, two, true)}).rule.empty());
    }
    SECTION("the troop stays behind")
    {
        const MoveRefusal refusal = field.refusalOf(0, {field.move(rabble, two, true)});
        CHECK(refusal.rule == "UD-76");
        CHECK(refusal.why == MoveRefusal::Why::ForcedMarchAlone);
        CHECK(refusal.reason.find("pietaille") != std::string::npos);
    }
    SECTION("the troop goes elsewhere")
    {
        CHECK(field.refusalOf(0, {field.move(rabble, two, true), field.move(escort, start + Hex{0, 2}, true)}).rule ==
              "UD-76");
    }
    SECTION("another piétaille is no company")
    {
        field.get(escort).type = troopTypeIndex(field.rules, "pietaille");
        const LegalMoves lone = field.legal(rabble);
        CHECK_FALSE(lone.canForcedMarch);
        CHECK(refuses(lone, "UD-76", UnitOrder::Action::Move));
        CHECK(field.refusalOf(0, {field.move(rabble, two, true), field.move(escort, two, true)}).rule == "UD-76");
    }
}

TEST_CASE("UD-46 Aimé du peuple lets lone piétaille force-march", "[movement]")
{
    Field field;
    const Hex start = field.at(4, 4);
    const MemberRef rabble = field.troop(0, "pietaille", "pietaille", start);
    const MemberRef lord = field.personality(0, "aime", start + Hex{3, 0}, {"aime_du_peuple"}); // UD-A39: 3 hexes
    CHECK(field.legal(rabble).canForcedMarch);
    CHECK(field.refusalOf(0, {field.move(rabble, start + Hex{-2, 0}, true)}).rule.empty());
    field.person(lord).hex = start + Hex{4, 0};
    CHECK_FALSE(field.legal(rabble).canForcedMarch);
    CHECK(field.refusalOf(0, {field.move(rabble, start + Hex{-2, 0}, true)}).rule == "UD-76");
}

// --- UD-73: leaving a confrontation ------------------------------------------------------------------------------

namespace {

/** Blue's cavalry and an enemy infantry engaged in one hex (confrontation 0, begun on day 1). */
struct Engaged : Field
{
    Hex where;
    MemberRef horse;
    MemberRef enemy;

    Engaged()
    {
        where = at(4, 4);
        horse = troop(0, "cav", "cavalerie", where);
        enemy = troop(1, "ennemi", "fantassins", where);
        Confrontation confrontation = engageAll(state, 0, 1, 0);
        confrontation.hexes = {where};
        confrontation.startDay = 1;
        state.confrontations.push_back(confrontation);
        state.day = 1;
        state.turn = 2;
    }
};

} // namespace

TEST_CASE("UD-73 leaving a confrontation costs 2 F for the rest of the day", "[movement]")
{
    Engaged field;
    const Hex adjacent = neighbour(field.where, 0);
    const Hex away = field.where + Hex{2, 0};
    const LegalMoves moves = field.legal(field.horse);
    const Reach *near = reachOf(moves, adjacent);
    const Reach *far = reachOf(moves, away);
    REQUIRE(near != nullptr);
    REQUIRE(far != nullptr);
    CHECK_FALSE(near->leavesConfrontation); // still adjacent to the enemy
    CHECK(far->leavesConfrontation);
    CHECK(far->disengageMalus == 2);

    Engaged stays;
    stays.step(0, {stays.move(stays.horse, adjacent)});
    CHECK(stays.get(stays.horse).order == TroopOrder::Deplacement);
    CHECK_FALSE(stays.get(stays.horse).disengaging);

    const std::vector<MoveRecord> records = field.step(0, {field.move(field.horse, away)});
    CHECK(records[0].leftConfrontation);
    CHECK(records[0].disengageMalus == 2);
    CHECK(field.get(field.horse).order == TroopOrder::QuitterConfrontation);
    CHECK(field.get(field.horse).disengaging);
}

TEST_CASE("UD-A44 leaving on a later day is free", "[movement]")
{
    Engaged field;
    field.state.day = 2;
    field.state.turn = 1;
    const Hex away = field.where + Hex{2, 0};
    const LegalMoves moves = field.legal(field.horse);
    const Reach *reach = reachOf(moves, away);
    REQUIRE(reach != nullptr);
    CHECK(reach->leavesConfrontation);
    CHECK(reach->disengageMalus == 0);
    const std::vector<MoveRecord> records = field.step(0, {field.move(field.horse, away)});
    CHECK(records[0].leftConfrontation);
    CHECK(records[0].disengageMalus == 0);
    CHECK(field.get(field.horse).order == TroopOrder::QuitterConfrontation);
    CHECK_FALSE(field.get(field.horse).disengaging);

    Engaged later;
    later.state.day = 2;
    later.state.turn = 2; // not at the start of the day: the malus applies
    const LegalMoves laterMoves = later.legal(later.horse);
    CHECK(reachOf(laterMoves, away)->disengageMalus == 2);

    Engaged ended;
    ended.state.confrontations[0].ended = true;
    const LegalMoves endedMoves = ended.legal(ended.horse);
    CHECK_FALSE(reachOf(endedMoves, away)->leavesConfrontation);
}

// --- UD-78: consolidation ----------------------------------------------------------------------------------------

TEST_CASE("UD-78 consolidation", "[movement]")
{
    Field field;
    const Hex start = field.at(4, 4);
    const MemberRef foot = field.troop(0, "pieds", "fantassins", start);
    CHECK(field.legal(foot).canConsolidate);
    const std::vector<MoveRecord> records = field.step(0, {field.order(foot, UnitOrder::Action::Consolidate)});
    CHECK(records[0].action == UnitOrder::Action::Consolidate);
    CHECK(field.get(foot).order == TroopOrder::Consolider);
    CHECK(field.get(foot).hex == start);
}

TEST_CASE("UD-78 a troop that moved this turn cannot consolidate", "[movement]")
{
    Field field;
    const MemberRef foot = field.troop(0, "pieds", "fantassins", field.at(4, 4));
    field.get(foot).movementSpent = 1;
    const LegalMoves moves = field.legal(foot);
    CHECK_FALSE(moves.canConsolidate);
    CHECK(refuses(moves, "UD-78", UnitOrder::Action::Consolidate));
    CHECK(field.refusalOf(0, {field.order(foot, UnitOrder::Action::Consolidate)}).rule == "UD-78");
}

TEST_CASE("UD-A48 engaged troops cannot consolidate", "[movement]")
{
    Field field;
    const MemberRef foot = field.troop(0, "pieds", "fantassins", field.at(4, 4), {.engagedLastTurn = true});
    const LegalMoves moves = field.legal(foot);
    CHECK_FALSE(moves.canConsolidate);
    CHECK(refuses(moves, "UD-A48", UnitOrder::Action::Consolidate));
    CHECK(std::any_of(moves.refusals.begin(), moves.refusals.end(), [](const MoveRefusal &refusal) {
        return refusal.rule == "UD-A48" && refusal.why == MoveRefusal::Why::EngagedConsolidate;
    }));
    const MoveRefusal step = field.refusalOf(0, {field.order(foot, UnitOrder::Action::Consolidate)});
    CHECK(step.rule == "UD-A48");
    CHECK(step.why == MoveRefusal::Why::EngagedConsolidate);
    field.rules.parameters.consolidateAllowedWhenEngaged = true;
    CHECK(field.legal(foot).canConsolidate);
}

// --- UD-80: raising a position ----------------------------------------------------------------------------------

TEST_CASE("UD-80 a troop and a helper raise a position on an appropriate place", "[movement]")
{
    Field field;
    const Hex site = field.at(4, 4);
    markFortifySite(field.map, site);
    const MemberRef a = field.troop(0, "a", "fantassins", site);
    const MemberRef b = field.troop(0, "b", "pietaille", site);
    const LegalMoves moves = field.legal(a);
    CHECK(moves.canBuildPosition);
    CHECK(moves.buildTurns == 4);
    field.step(0, {field.order(a, UnitOrder::Action::BuildPosition), field.order(b, UnitOrder::Action::BuildPosition)});
    CHECK(field.get(a).order == TroopOrder::LeverPositionDefensive);
    CHECK(field.get(b).order == TroopOrder::LeverPositionDefensive);
    CHECK(field.get(a).hex == site);
}

TEST_CASE("UD-80 UD-A51 a position needs a non-piétaille troop and a helper", "[movement]")
{
    Field field;
    const Hex site = field.at(4, 4);
    markFortifySite(field.map, site);
    const MemberRef a = field.troop(0, "a", "pietaille", site);
    const MemberRef b = field.troop(0, "b", "pietaille", site);
    SECTION("alone")
    {
        field.get(b).hex = field.at(1, 1);
        const LegalMoves moves = field.legal(a);
        CHECK_FALSE(moves.canBuildPosition);
        CHECK(refuses(moves, "UD-80", UnitOrder::Action::BuildPosition));
        CHECK(field.refusalOf(0, {field.order(a, UnitOrder::Action::BuildPosition)}).rule == "UD-80");
    }
    SECTION("two piétailles")
    {
        CHECK_FALSE(field.legal(a).canBuildPosition);
        CHECK(field
                  .refusalOf(0, {field.order(a, UnitOrder::Action::BuildPosition),
                                 field.order(b, UnitOrder::Action::BuildPosition)})
                  .rule == "UD-80");
    }
    SECTION("the helper's order still to come: the whole-step check waits (orders given one at a time)")
    {
        field.get(b).type = troopTypeIndex(field.rules, "fantassins");
        const std::vector<UnitOrder> first{field.order(a, UnitOrder::Action::BuildPosition)};
        BattleState partial = field.state;
        CHECK_NOTHROW(applyMovementStep(field.rules, field.map, partial, 0, first, false));
        CHECK(field.refusalOf(0, first).rule == "UD-80");
    }
    SECTION("the helper does something else")
    {
        field.get(b).type = troopTypeIndex(field.rules, "fantassins");
        CHECK(field.legal(a).canBuildPosition);
        CHECK(field
                  .refusalOf(0, {field.order(a, UnitOrder::Action::BuildPosition),
                                 field.order(b, UnitOrder::Action::Consolidate)})
                  .rule == "UD-80");
    }
}

TEST_CASE("UD-80 UD-A51 no position off an appropriate place", "[movement]")
{
    Field field;
    const Hex start = field.at(4, 4);
    const MemberRef a = field.troop(0, "a", "fantassins", start);
    const MemberRef b = field.troop(0, "b", "fantassins", start);
    const LegalMoves moves = field.legal(a);
    CHECK_FALSE(moves.canBuildPosition);
    CHECK(moves.buildTurns == 0);
    CHECK_FALSE(refuses(moves, "UD-80", UnitOrder::Action::BuildPosition)); // nothing notable to say
    CHECK(field
              .refusalOf(0, {field.order(a, UnitOrder::Action::BuildPosition),
                             field.order(b, UnitOrder::Action::BuildPosition)})
              .rule == "UD-80");
}

TEST_CASE("UD-80 UD-47c UD-A27 Castramétisation: a position anywhere, in 2 turns on an appropriate place", "[movement]")
{
    Field field;
    const Hex start = field.at(4, 4);
    const MemberRef a = field.troop(0, "a", "fantassins", start);
    field.troop(0, "b", "fantassins", start);
    field.personality(0, "ingenieur", start, {"castrametisation"});
    LegalMoves moves = field.legal(a);
    CHECK(moves.canBuildPosition);
    CHECK(moves.buildTurns == 4);
    markFortifySite(field.map, start);
    moves = field.legal(a);
    CHECK(moves.canBuildPosition);
    CHECK(moves.buildTurns == 2);
}

TEST_CASE("UD-A51 engaged troops cannot build", "[movement]")
{
    Engaged field;
    markFortifySite(field.map, field.where);
    field.troop(0, "aide", "fantassins", field.where);
    const LegalMoves moves = field.legal(field.horse);
    CHECK_FALSE(moves.canBuildPosition);
    CHECK(refuses(moves, "UD-A51", UnitOrder::Action::BuildPosition));
    CHECK(field.refusalOf(0, {field.order(field.horse, UnitOrder::Action::BuildPosition)}).rule == "UD-A51");
}

TEST_CASE("UD-80 no second position where one stands", "[movement]")
{
    Field field;
    const Hex site = field.at(4, 4);
    markFortifySite(field.map, site);
    const MemberRef a = field.troop(0, "a", "fantassins", site);
    field.troop(0, "b", "fantassins", site);
    field.state.positions.push_back({site, positionIndex(field.rules, "position_defensive")});
    CHECK_FALSE(field.legal(a).canBuildPosition);
    CHECK(refuses(field.legal(a), "UD-80", UnitOrder::Action::BuildPosition));
}

// --- UD-71: orders -----------------------------------------------------------------------------------------------

TEST_CASE("UD-71 orders for unknown units, units of another side or absent units are refused", "[movement]")
{
    Field field;
    const MemberRef mine = field.troop(0, "mine", "fantassins", field.at(4, 4));
    const MemberRef theirs = field.troop(1, "theirs", "fantassins", field.at(1, 1));
    UnitOrder unknown = field.move(mine, field.at(5, 4));
    unknown.unit = "nobody";
    MoveRefusal refusal = field.refusalOf(0, {unknown});
    CHECK(refusal.rule == "UD-71");
    CHECK(refusal.why == MoveRefusal::Why::NotInThisStep);
    CHECK(refusal.reason.find("nobody") != std::string::npos);
    refusal = field.refusalOf(0, {field.move(theirs, field.at(1, 2))});
    CHECK(refusal.rule == "UD-71");
    CHECK(refusal.why == MoveRefusal::Why::NotInThisStep);
    CHECK(refusal.reason.find("rouge") != std::string::npos);
    CHECK(field.refusalOf(0, {field.move(mine, field.at(5, 4)), field.order(mine, UnitOrder::Action::Stay)}).rule ==
          "UD-71");
    CHECK(field.refusalOf(0, {field.move(mine, field.at(4, 4))}).rule == "UD-72"); // already there
    field.get(mine).onMap = false;
    CHECK(field.refusalOf(0, {field.move(mine, field.at(5, 4))}).rule == "UD-71");
    field.get(mine).onMap = true;
    field.get(mine).status = TroopStatus::EnFuite;
    CHECK(field.refusalOf(0, {field.move(mine, field.at(5, 4))}).rule == "UD-71");
    CHECK(field.legal(mine).reach.empty());
}

TEST_CASE("Limits: the movement refuses a state built by hand with more sides than the loader allows (SessionError)",
          "[movement][limits]")
{
    Field field;
    while (field.state.sides.size() < limits::MaxSides)
        field.state.sides.push_back(makeSide("s" + std::to_string(field.state.sides.size()), {}));
    CHECK_NOTHROW(MovementRules(field.rules, field.map, field.state));
    field.state.sides.push_back(makeSide("one_too_many", {}));
    CHECK_THROWS_MATCHES(MovementRules(field.rules, field.map, field.state), SessionError,
                         Catch::Message("a battle of 33 sides: the movement handles at most 32, as the scenario reader "
                                        "and the set-up allow"));
}

TEST_CASE("findMember finds a side's troops and personalities by id", "[movement]")
{
    Field field;
    field.troop(0, "t", "fantassins", field.at(1, 1));
    field.personality(0, "p", field.at(1, 1));
    MemberRef ref;
    REQUIRE(findMember(field.state, 0, "p", ref));
    CHECK(ref == MemberRef{MemberRef::Kind::Personality, 0, 0});
    REQUIRE(findMember(field.state, 0, "t", ref));
    CHECK(ref == MemberRef{MemberRef::Kind::Troop, 0, 0});
    CHECK_FALSE(findMember(field.state, 1, "t", ref));
    CHECK_FALSE(findMember(field.state, 7, "t", ref));
}

TEST_CASE("legalMoves reuses the buffers of its output", "[movement]")
{
    Field field;
    const Hex start = field.at(4, 4);
    field.terrain(neighbour(start, 0), "foret");
    field.terrain(neighbour(start, 1), "riviere");
    const MemberRef foot = field.troop(0, "pieds", "fantassins", start, {.engagedLastTurn = true});
    const MemberRef other = field.troop(0, "autre", "cavalerie", field.at(1, 1));
    const MovementRules rules(field.rules, field.map, field.state);
    LegalMoves out;
    rules.legalMoves(foot, out);
    const LegalMoves first = out;
    rules.legalMoves(other, out);
    rules.legalMoves(foot, out);
    CHECK(out.reach == first.reach);
    CHECK(out.refusals == first.refusals);
    CHECK(out.refusals.size() >= 3);
}

// --- Properties over random small battlefields -------------------------------------------------------------------

namespace {

struct RandomField : Field
{
    std::mt19937 random;

    explicit RandomField(unsigned seed) : Field(8, 8), random(seed)
    {
        const char *terrains[] = {"plaine", "plaine", "plaine", "foret", "colline", "riviere", "gue", "montagne"};
        for (int col = 0; col < 8; ++col)
            for (int row = 0; row < 8; ++row)
                terrain(at(col, row), terrains[pick(8)]);
        const char *types[] = {"fantassins", "cavalerie", "archers", "pietaille"};
        const char *fatigues[] = {"normal", "normal", "fatigue", "ereinte", "repose"};
        for (int side = 0; side < 2; ++side) {
            for (int i = 0; i < 5; ++i) {
                TroopOptions options;
                options.fatigue = fatigues[pick(5)];
                if (pick(4) == 0)
                    options.adjectives.push_back("tirailleur");
                if (pick(4) == 0)
                    options.adjectives.push_back("coriace");
                const MemberRef ref = troop(side, "s" + std::to_string(side) + "t" + std::to_string(i), types[pick(4)],
                                            at(pick(8), pick(8)), options);
                Troop &t = get(ref);
                t.movementSpent = pick(4) == 0 ? 1 : 0;
                t.forcedMarchThisTurn = pick(6) == 0;
                t.coriaceUsedToday = pick(2) == 0;
                if (t.movementSpent == 0 && pick(5) == 0) {
                    t.entering = true; // UD-A43: second turn of entering a neighbour
                    t.entryHex = neighbour(t.hex, pick(6));
                }
            }
            const char *skills[] = {"meneur_tirailleur", "aime_du_peuple", "castrametisation", "meneur"};
            const MemberRef lord =
                personality(side, "s" + std::to_string(side) + "p", at(pick(8), pick(8)), {skills[pick(4)]});
            person(lord).escorted = pick(7);
        }
        // Sometimes, the first troops of both sides are engaged together.
        if (pick(2) == 0) {
            Confrontation confrontation;
            confrontation.troops = {std::vector<int>{0, 1}, std::vector<int>{0}};
            confrontation.startDay = 1;
            state.confrontations.push_back(confrontation);
        }
        state.day = 1 + pick(2);
        state.turn = 1 + pick(4);
    }

    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(random); }
};

} // namespace

TEST_CASE("UD-72 UD-74 properties: reach stays within the allowance, is accepted, and nothing else is", "[movement]")
{
    for (unsigned seed = 1; seed <= 200; ++seed) {
        RandomField field(seed);
        const int extra = field.rules.parameters.forcedMarchExtraHexes;
        for (std::size_t t = 0; t < field.state.sides[0].troops.size(); ++t) {
            const MemberRef unit{MemberRef::Kind::Troop, 0, static_cast<int>(t)};
            const Troop &troop = field.get(unit);
            const LegalMoves moves = field.legal(unit);
            const int left = moves.allowance - troop.movementSpent;
            INFO("seed " << seed << " troop " << troop.id);
            for (const Reach &reach : moves.reach) {
                INFO("to " << reach.hex);
                CHECK(reach.cost <= left + (reach.forcedMarch ? extra : 0)); // never beyond the allowance
                CHECK(reach.cost >= 1);
                CHECK(field.map.contains(reach.hex));
                CHECK(reach.hex != troop.hex);
                BattleState copy = field.state;
                try {
                    const std::vector<MoveRecord> records = applyMovementStep(
                        field.rules, field.map, copy, 0, {field.move(unit, reach.hex, reach.forcedMarch)});
                    const Troop &after = copy.sides[0].troops[t];
                    CHECK(records[0].cost == reach.cost);
                    CHECK(records[0].forcedMarch == reach.forcedMarch);
                    CHECK(records[0].entering == reach.entering);
                    CHECK(after.hex == (reach.entering ? troop.hex : reach.hex));
                    CHECK(after.movementSpent <= moves.allowance + (reach.forcedMarch ? extra : 0));
                } catch (const MovementError &error) {
                    // A piétaille's forced march needs its companion to go along (UD-A47).
                    INFO(error.what());
                    CHECK(error.refusal().rule == "UD-76");
                    CHECK(reach.forcedMarch);
                    CHECK(field.rules.troopType(troop.type).role == TroopRole::Pietaille);
                }
            }
            for (const Hex hex : withinRange(troop.hex, 3)) {
                if (reachOf(moves, hex) != nullptr)
                    continue;
                INFO("to " << hex);
                for (const bool forced : {false, true}) {
                    const MoveRefusal refusal = field.refusalOf(0, {field.move(unit, hex, forced)});
                    CHECK_FALSE(refusal.rule.empty());
                    CHECK(refusal.reason.find(troop.id) != std::string::npos);
                }
            }
        }
        // Personalities: the same, without forced marches.
        const MemberRef lord{MemberRef::Kind::Personality, 0, 0};
        const LegalMoves moves = field.legal(lord);
        for (const Reach &reach : moves.reach) {
            CHECK_FALSE(reach.forcedMarch);
            CHECK(reach.cost <= moves.allowance);
            CHECK(field.refusalOf(0, {field.move(lord, reach.hex)}).rule.empty());
        }
        for (const Hex hex : withinRange(field.person(lord).hex, 3))
            if (reachOf(moves, hex) == nullptr)
                CHECK_FALSE(field.refusalOf(0, {field.move(lord, hex, true)}).rule.empty());
    }
}
