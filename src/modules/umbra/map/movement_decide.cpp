// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Orders to one hex decided, and a unit's legal moves with every refusal (UD-72–UD-81).
#include "arbitre/umbra/losses.h"
#include "movement_support.h"

#include <algorithm>
#include <utility>

namespace arbitre::umbra {

using namespace detail;

namespace {

// UD-74: personalities ride with their entourage, so no forced march brings them further.
void sayPersonalitiesNeverForceMarch(Text &&text, std::string_view id, const UmbraMap &map, Hex to, int left)
{
    text << id << " cannot reach " << Cell{map, to} << " with its " << left
         << " movement point(s), and personalities never force-march (they ride with their entourage)";
}

// Parks the refusal strings for reuse: the query allocates nothing once they have grown.
void startAfresh(MemberRef unit, LegalMoves &out, std::vector<MoveRefusal> &spare)
{
    for (MoveRefusal &refusal : out.refusals)
        spare.push_back(std::move(refusal));
    out.refusals.clear();
    out.reach.clear();
    out.unit = unit;
    out.allowance = 0;
    out.canForcedMarch = false;
    out.canConsolidate = false;
    out.canBuildPosition = false;
    out.buildTurns = 0;
}

} // namespace

// How a move order to `to` is carried out: normally, by a forced march, or by entering over two turns (UD-A43).
void MovementRules::decide(const Profile &profile, Hex to, bool forcedMarch, bool escort, Decision &decision) const
{
    decision = Decision{};
    MoveRefusal &refusal = decision.refusal;
    refusal.action = UnitOrder::Action::Move;
    refusal.hasHex = true;
    refusal.hex = to;
    refusal.unit = profile.id;
    refusal.pointsLeft = profile.left;
    const auto refuse = [&](std::string_view rule, MoveRefusal::Why why = MoveRefusal::Why::Other) {
        decision.kind = Decision::Kind::Refused;
        refusal.rule = rule;
        refusal.why = why;
        return Text(refusal.reason);
    };
    if (to == profile.start) {
        refuse("UD-72", MoveRefusal::Why::AlreadyThere)
            << profile.id << " is already in " << Cell{m_map, to} << ": give it no order to stay";
        return;
    }
    if (!m_map.contains(to)) {
        refuse("UD-72", MoveRefusal::Why::OffMap)
            << profile.id << " cannot leave the map: " << Cell{m_map, to} << " is off it";
        return;
    }
    const int radius = std::max(1, profile.left + profile.forcedExtra);
    const int far = distance(profile.start, to);
    if (far > radius && forcedMarch && !profile.troop) {
        sayPersonalitiesNeverForceMarch(refuse("UD-74", MoveRefusal::Why::NoForcedMarch), profile.id, m_map, to,
                                        profile.left);
        return;
    }
    if (far > radius) {
        refuse("UD-72", MoveRefusal::Why::TooFar)
            << profile.id << " cannot reach " << Cell{m_map, to} << ": " << far << " hexes away, " << profile.left
            << " movement point(s) left this turn";
        return;
    }
    prepare(profile, radius);
    const int j = nodeOf(profile.start, to);
    const Node &node = m_nodes[at(j)];
    if (!(node.flags & Passable)) {
        refuse("UD-A43", MoveRefusal::Why::Impassable)
            << profile.id << " cannot enter " << Cell{m_map, to} << ": "
            << m_rules.terrains[m_map.terrain[at(node.cell)]].id << " is impassable";
        return;
    }
    search(profile, Search::Normal, profile.left, escort);
    const bool forcedOk = profile.forcedAllowed();
    if (forcedOk)
        search(profile, Search::Forced, profile.forcedBudget(), escort);
    const int center = m_radius * m_width + m_radius;
    const int entryCost = stepCost(profile, center, j, escort);
    const bool canEnter = profile.troop && profile.mayStartEntering && far == 1 && entryCost > profile.base;
    const auto arrive = [&](Decision::Kind kind, int cost) {
        decision.kind = kind;
        decision.cost = cost;
        decision.leaves = profile.confrontation >= 0 && !(node.flags & NearEnemy);
    };
    if (node.normal <= profile.left) {
        arrive(Decision::Kind::Normal, node.normal);
        return;
    }
    if (forcedMarch && forcedOk && node.forced <= profile.forcedBudget()) {
        arrive(Decision::Kind::Forced, node.forced);
        return;
    }
    if (canEnter) {
        decision.kind = Decision::Kind::Entering; // UD-A43: stays, enters next turn
        decision.cost = profile.left;
        return;
    }
    refuseUnreached(profile, to, forcedMarch, escort, node, entryCost, decision);
}

// Refused: name the rule that stands in the way of a hex within reach of the map but not of this order.
void MovementRules::refuseUnreached(const Profile &profile, Hex to, bool forcedMarch, bool escort, const Node &node,
                                    int entryCost, Decision &decision) const
{
    MoveRefusal &refusal = decision.refusal;
    const auto refuse = [&](std::string_view rule, MoveRefusal::Why why) {
        decision.kind = Decision::Kind::Refused;
        refusal.rule = rule;
        refusal.why = why;
        return Text(refusal.reason);
    };
    const bool forcedOk = profile.forcedAllowed();
    const int far = distance(profile.start, to);
    const int freeBudget = profile.left + profile.forcedExtra;
    search(profile, Search::Free, freeBudget, escort);
    const bool forcedWouldReach = profile.troop && node.free <= freeBudget;
    if (forcedOk && node.forced <= profile.forcedBudget()) {
        refuse("UD-72", MoveRefusal::Why::NeedsForcedMarch)
            << profile.id << " cannot reach " << Cell{m_map, to} << " with its " << profile.left
            << " movement point(s): it needs a forced march (UD-74), which was not ordered";
    } else if (forcedMarch && forcedWouldReach && !forcedOk) {
        Text text = refuse(forcedRule(profile.forcedBlock), MoveRefusal::Why::NoForcedMarch);
        text << profile.id << " cannot force-march to " << Cell{m_map, to} << ": ";
        switch (profile.forcedBlock) {
        case ForcedBlock::Personality:
            text << "personalities never force-march";
            break;
        case ForcedBlock::AlreadyThisTurn:
            text << "it already made this turn's forced march";
            break;
        case ForcedBlock::Ereinte:
            text << "it is ereinte";
            break;
        case ForcedBlock::StartTerrain:
            text << "its hex " << Cell{m_map, profile.start} << " is "
                 << m_rules.terrains[m_map.terrainAt(profile.start)].id << " (UD-A46)";
            break;
        case ForcedBlock::LonePietaille:
            text << "piétaille force-marches only with a troop of its side from the same hex (UD-A47)";
            break;
        case ForcedBlock::None:
            break;
        }
    } else if (forcedMarch && !profile.troop) {
        sayPersonalitiesNeverForceMarch(refuse("UD-74", MoveRefusal::Why::NoForcedMarch), profile.id, m_map, to,
                                        profile.left);
    } else if (forcedMarch && forcedOk && forcedWouldReach) {
        refuse("UD-75", MoveRefusal::Why::ForcedMarchTerrain)
            << profile.id << " cannot force-march to " << Cell{m_map, to}
            << ": every way there crosses terrain that forbids forced marches (UD-A46)";
    } else if (far == 1 && (node.flags & Difficult) && profile.troop && !profile.mayStartEntering &&
               entryCost > profile.left) {
        refuse("UD-A43", MoveRefusal::Why::CannotStartEntering)
            << profile.id << " cannot start entering " << m_rules.terrains[m_map.terrain[at(node.cell)]].id << " "
            << Cell{m_map, to} << ": it already moved this turn";
    } else {
        refuse("UD-72", MoveRefusal::Why::TooFar)
            << profile.id << " cannot reach " << Cell{m_map, to} << " this turn (" << profile.left
            << " movement point(s) left"
            << (profile.troop && forcedOk && !forcedMarch ? ", no forced march ordered)" : ")");
    }
}

MoveRefusal &MovementRules::addRefusal(LegalMoves &out, std::string_view rule, UnitOrder::Action action) const
{
    if (m_spare.empty()) {
        out.refusals.emplace_back();
    } else {
        out.refusals.push_back(std::move(m_spare.back()));
        m_spare.pop_back();
    }
    MoveRefusal &refusal = out.refusals.back();
    refusal.rule = rule;
    refusal.action = action;
    refusal.hasHex = false;
    refusal.hex = {};
    refusal.why = MoveRefusal::Why::Other;
    refusal.unit.clear();
    refusal.pointsLeft = 0;
    return refusal;
}

// Reach, sorted by hex: the square is walked in (q, r) order. Returns how many hexes only a forced march reaches.
int MovementRules::addReach(const Profile &profile, bool forcedOk, bool escort, LegalMoves &out) const
{
    const int center = m_radius * m_width + m_radius;
    const int size = m_width * m_width;
    int forcedAdded = 0;
    for (int i = 0; i < size; ++i) {
        const Node &node = m_nodes[at(i)];
        if (i == center || !(node.flags & Passable))
            continue;
        Reach reach;
        reach.hex = m_map.grid.hexAt(node.cell);
        const bool adjacent = distance(reach.hex, profile.start) == 1;
        if (node.normal <= profile.left) {
            reach.cost = node.normal;
        } else if (adjacent && profile.troop && profile.mayStartEntering &&
                   stepCost(profile, center, i, escort) > profile.base) {
            reach.cost = profile.left; // UD-A43: stays this turn, enters the next
            reach.entering = true;
            MoveRefusal &refusal = addRefusal(out, "UD-A43", UnitOrder::Action::Move);
            refusal.hasHex = true;
            refusal.hex = reach.hex;
            refusal.why = MoveRefusal::Why::EntersNextTurn;
            refusal.unit = profile.id;
            Text(refusal.reason) << profile.id << " needs two turns to enter "
                                 << m_rules.terrains[m_map.terrain[at(node.cell)]].id << " " << Cell{m_map, reach.hex}
                                 << ": it stays this turn and enters the next";
        } else if (forcedOk && node.forced <= profile.forcedBudget()) {
            reach.cost = node.forced;
            reach.forcedMarch = true;
            reach.fatigueSteps = profile.coriaceFree ? 0 : 1;
            ++forcedAdded;
        } else {
            if (adjacent && (node.flags & Difficult) && profile.troop && !profile.mayStartEntering &&
                stepCost(profile, center, i, escort) > profile.left) {
                MoveRefusal &refusal = addRefusal(out, "UD-A43", UnitOrder::Action::Move);
                refusal.hasHex = true;
                refusal.hex = reach.hex;
                refusal.why = MoveRefusal::Why::CannotStartEntering;
                refusal.unit = profile.id;
                Text(refusal.reason) << profile.id << " cannot start entering "
                                     << m_rules.terrains[m_map.terrain[at(node.cell)]].id << " "
                                     << Cell{m_map, reach.hex} << ": it already moved this turn";
            }
            continue;
        }
        if (!reach.entering) {
            reach.contact = (node.flags & Enemy) != 0;
            if (profile.confrontation >= 0 && !(node.flags & NearEnemy)) {
                reach.leavesConfrontation = true;
                reach.disengageMalus = profile.troop ? profile.disengageMalus : 0;
            }
        }
        out.reach.push_back(reach);
    }
    return forcedAdded;
}

// Adjacent hexes no unit can enter.
void MovementRules::refuseImpassableNeighbours(const Profile &profile, LegalMoves &out) const
{
    for (int d = 0; d < 6; ++d) {
        const Hex hex = neighbour(profile.start, d);
        const int node = nodeOf(profile.start, hex);
        if (node < 0 || !(m_nodes[at(node)].flags & OnMap) || (m_nodes[at(node)].flags & Passable))
            continue;
        MoveRefusal &refusal = addRefusal(out, "UD-A43", UnitOrder::Action::Move);
        refusal.hasHex = true;
        refusal.hex = hex;
        refusal.why = MoveRefusal::Why::Impassable;
        refusal.unit = profile.id;
        Text(refusal.reason) << Cell{m_map, hex} << " is " << m_rules.terrains[m_map.terrainAt(hex)].id
                             << ": impassable";
    }
}

// UD-74–UD-77: the forced march, or why the troop may not make one.
void MovementRules::checkForcedMarch(const Profile &profile, bool forcedOk, bool escort, int forcedAdded,
                                     LegalMoves &out) const
{
    out.canForcedMarch = forcedOk && forcedAdded > 0;
    if (!forcedOk) {
        MoveRefusal &refusal = addRefusal(out, forcedRule(profile.forcedBlock), UnitOrder::Action::Move);
        refusal.why = MoveRefusal::Why::NoForcedMarch;
        refusal.unit = profile.id;
        Text text(refusal.reason);
        text << profile.id << " cannot force-march: ";
        switch (profile.forcedBlock) {
        case ForcedBlock::AlreadyThisTurn:
            text << "one forced march per turn, already made";
            break;
        case ForcedBlock::Ereinte:
            text << "it is ereinte";
            break;
        case ForcedBlock::StartTerrain:
            text << "its hex " << Cell{m_map, profile.start} << " is "
                 << m_rules.terrains[m_map.terrainAt(profile.start)].id << " (UD-A46)";
            break;
        case ForcedBlock::LonePietaille:
            text << "no troop of its side goes with it and no Aime du peuple is near (UD-A47, UD-46)";
            break;
        case ForcedBlock::Personality:
        case ForcedBlock::None:
            break;
        }
    } else if (forcedAdded == 0) {
        // Nothing gained by forcing: say so when terrain alone (UD-75) stands in the way.
        search(profile, Search::Free, profile.forcedBudget(), escort);
        const int center = m_radius * m_width + m_radius;
        const int size = m_width * m_width;
        bool terrainOnly = false;
        for (int i = 0; i < size && !terrainOnly; ++i) {
            const Node &node = m_nodes[at(i)];
            terrainOnly = i != center && (node.flags & Passable) && node.free <= profile.forcedBudget() &&
                          node.normal > profile.left;
        }
        if (terrainOnly) {
            Text(addRefusal(out, "UD-75", UnitOrder::Action::Move).reason)
                << profile.id << " cannot force-march: every way out crosses terrain that forbids it (UD-A46)";
        }
    }
}

// UD-78, UD-A48: consolidation, instead of moving.
void MovementRules::checkConsolidation(const Profile &profile, const Troop &troop, LegalMoves &out) const
{
    const bool engaged = troop.engagedLastTurn && !m_rules.parameters.consolidateAllowedWhenEngaged;
    if (engaged) {
        MoveRefusal &refusal = addRefusal(out, "UD-A48", UnitOrder::Action::Consolidate);
        refusal.why = MoveRefusal::Why::EngagedConsolidate;
        Text(refusal.reason) << profile.id << " fought last turn: engaged troops cannot consolidate";
    } else if (troop.movementSpent > 0) {
        Text(addRefusal(out, "UD-78", UnitOrder::Action::Consolidate).reason)
            << profile.id << " moved this turn: consolidating is staying in place";
    } else {
        out.canConsolidate = true;
    }
}

// UD-80, UD-A51, UD-47c/d: raising a position. Off an appropriate place there is nothing notable to say.
void MovementRules::checkBuildPosition(const Profile &profile, const Troop &troop, LegalMoves &out) const
{
    BuildCheck build;
    buildCheck(profile, true, build);
    out.buildTurns = build.turns;
    out.canBuildPosition = build.turns > 0 && build.rule.empty();
    if (build.turns == 0 || build.rule.empty())
        return;
    MoveRefusal &refusal = addRefusal(out, build.rule, UnitOrder::Action::BuildPosition);
    refusal.hasHex = true;
    refusal.hex = troop.hex;
    Text(refusal.reason) << profile.id << build.why << " " << Cell{m_map, troop.hex};
}

void MovementRules::legalMoves(MemberRef unit, LegalMoves &out) const
{
    startAfresh(unit, out, m_spare);
    Profile profile;
    describe(unit, profile);
    const Side &side = m_state.sides[at(unit.side)];
    const bool present =
        profile.troop ? onField(side.troops[at(unit.index)]) : onField(side.personalities[at(unit.index)]);
    if (!m_map.present() || !present || !m_map.contains(profile.start)) {
        Text(addRefusal(out, "UD-72", UnitOrder::Action::Move).reason)
            << profile.id << (m_map.present() ? " is not on the map" : ": this battle has no map");
        return;
    }
    out.allowance = profile.base;

    const bool forcedOk = profile.forcedAllowed();
    const int radius = std::max({1, profile.left, forcedOk ? profile.forcedBudget() : 0});
    prepare(profile, radius);
    const bool escort = profile.escort >= 0;
    search(profile, Search::Normal, profile.left, escort);
    if (forcedOk)
        search(profile, Search::Forced, profile.forcedBudget(), escort);
    const int forcedAdded = addReach(profile, forcedOk, escort, out);
    refuseImpassableNeighbours(profile, out);

    if (!profile.troop)
        return; // personalities never force-march, consolidate or build
    const Troop &troop = side.troops[at(unit.index)];
    checkForcedMarch(profile, forcedOk, escort, forcedAdded, out);
    checkConsolidation(profile, troop, out);
    checkBuildPosition(profile, troop, out);
}

// UD-80, UD-A51, UD-47c/d: an appropriate place (or Castramétisation in the hex, anywhere), not engaged, not
// moving, no position there yet; `helpers`: another troop of its side is there to help, a non-piétaille among them.
void MovementRules::buildCheck(const Profile &profile, bool helpers, BuildCheck &check) const
{
    check = BuildCheck{};
    const UmbraParameters &p = m_rules.parameters;
    const Side &side = m_state.sides[at(profile.unit.side)];
    const Troop &troop = side.troops[at(profile.unit.index)];
    bool castrametisation = false;
    for (std::size_t i = 0; i < side.personalities.size() && !castrametisation; ++i) {
        castrametisation = m_personalityOnField[at(profile.unit.side)][i] &&
                           m_personalityHex[at(profile.unit.side)][i] == troop.hex && side.personalities[i].present() &&
                           side.personalities[i].skill(SkillKind::Castrametisation);
    }
    const bool site = m_map.fortifySite(troop.hex);
    if (!site && !castrametisation)
        return;
    check.turns = !castrametisation ? p.fortifyTurns
                  : site            ? p.fortifyTurnsCastrametisationAppropriate
                                    : p.fortifyTurnsCastrametisationElsewhere;
    bool helper = false;
    bool leader = !profile.pietaille;
    for (std::size_t i = 0; helpers && i < side.troops.size(); ++i) {
        const Troop &other = side.troops[i];
        if (static_cast<int>(i) == profile.unit.index || !onField(other) || other.hex != troop.hex)
            continue;
        helper = true;
        leader = leader || !isPietaille(m_rules, other);
    }
    if (profile.confrontation >= 0) {
        check.rule = "UD-A51";
        check.why = " is engaged in a confrontation: builders must not be, in";
    } else if (troop.movementSpent > 0) {
        check.rule = "UD-A51";
        check.why = " moved this turn: builders stay in place, in";
    } else if (hasPosition(m_state, troop.hex)) {
        check.rule = "UD-80";
        check.why = " cannot raise another position where one stands already, in";
    } else if (helpers && !helper) {
        check.rule = "UD-80";
        check.why = " needs another troop of its side to help it, in";
    } else if (helpers && !leader) {
        check.rule = "UD-80";
        check.why = ": piétaille needs a non-piétaille troop of its side building with it (UD-A51), in";
    }
}

} // namespace arbitre::umbra
