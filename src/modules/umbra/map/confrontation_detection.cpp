// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// Confrontation detection on the map (UD-82, UD-A52) and the GM's regrouping.
#include "arbitre/umbra/day_loop.h"

#include "confrontation_fronts.h"
#include "map_support.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <utility>

namespace arbitre::umbra {

using detail::contains;
using detail::Group;
using detail::onField;
using detail::slotOf;

namespace {

/** Union-find over group indexes. */
struct Clusters
{
    std::vector<int> parent;
    explicit Clusters(std::size_t n) : parent(n) { std::iota(parent.begin(), parent.end(), 0); }
    int find(int x)
    {
        while (parent[static_cast<std::size_t>(x)] != x) {
            x = parent[static_cast<std::size_t>(x)] =
                parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(x)])];
        }
        return x;
    }
    void join(int a, int b)
    {
        a = find(a);
        b = find(b);
        if (a != b) {
            parent[static_cast<std::size_t>(std::max(a, b))] = std::min(a, b);
        }
    }
};

HexContact contactOf(const Group &a, const Group &b)
{
    return a.side < b.side ? HexContact{a.side, a.hex, b.side, b.hex} : HexContact{b.side, b.hex, a.side, a.hex};
}

/** Sets what the combat core reads from the map: terrain of the own hex (UD-A20) and the defended position (UD-A50). */
void placeOnTerrain(const UmbraMap &map, BattleState &state)
{
    for (Side &side : state.sides) {
        for (Troop &troop : side.troops) {
            if (!onField(troop)) {
                continue;
            }
            troop.terrain = map.terrainAt(troop.hex);
            // UD-A50: the occupant that did not leave the hex this turn defends its position.
            const bool moved =
                troop.order == TroopOrder::Deplacement || troop.order == TroopOrder::QuitterConfrontation;
            troop.position = moved ? -1 : positionAt(state, troop.hex);
        }
        for (Personality &personality : side.personalities) {
            if (!onField(personality)) {
                continue;
            }
            personality.terrain = map.terrainAt(personality.hex);
            personality.position = personality.moved ? -1 : positionAt(state, personality.hex);
        }
    }
}

/** Groups: present troops of one side in one hex; personalities join their side's group in their hex. */
std::vector<Group> musterGroups(const UmbraMap &map, const BattleState &state)
{
    std::vector<Group> groups;
    std::map<std::pair<int, int>, int> groupAt; // (side, cell) -> group
    for (std::size_t s = 0; s < state.sides.size(); ++s) {
        const Side &side = state.sides[s];
        for (std::size_t t = 0; t < side.troops.size(); ++t) {
            const Troop &troop = side.troops[t];
            if (!onField(troop)) {
                continue;
            }
            const int cell = map.grid.index(troop.hex);
            const auto [it, inserted] =
                groupAt.emplace(std::pair{static_cast<int>(s), cell}, static_cast<int>(groups.size()));
            if (inserted) {
                groups.push_back({static_cast<int>(s), troop.hex, cell, {}, {}});
            }
            groups[static_cast<std::size_t>(it->second)].troops.push_back(static_cast<int>(t));
        }
        for (std::size_t p = 0; p < side.personalities.size(); ++p) {
            const Personality &personality = side.personalities[p];
            if (!onField(personality)) {
                continue;
            }
            const auto it = groupAt.find({static_cast<int>(s), map.grid.index(personality.hex)});
            if (it != groupAt.end()) {
                groups[static_cast<std::size_t>(it->second)].personalities.push_back(static_cast<int>(p));
            }
        }
    }
    return groups;
}

/** Groups in (side, row-major cell) order: every later choice follows it, so detection is deterministic. */
void putInPlaceOrder(std::vector<Group> &groups)
{
    std::vector<int> byPlace(groups.size());
    std::iota(byPlace.begin(), byPlace.end(), 0);
    std::sort(byPlace.begin(), byPlace.end(), [&](int a, int b) {
        const Group &ga = groups[static_cast<std::size_t>(a)];
        const Group &gb = groups[static_cast<std::size_t>(b)];
        return std::pair{ga.side, ga.cell} < std::pair{gb.side, gb.cell};
    });
    std::vector<Group> sorted;
    sorted.reserve(groups.size());
    for (int index : byPlace) {
        sorted.push_back(std::move(groups[static_cast<std::size_t>(index)]));
    }
    groups = std::move(sorted);
}

/** The running confrontation the group's troops belong to, or −1. */
int runningConfrontationOf(const BattleState &state, const Group &group)
{
    for (std::size_t c = 0; c < state.confrontations.size(); ++c) {
        const Confrontation &confrontation = state.confrontations[c];
        const int slot = slotOf(confrontation, group.side);
        if (confrontation.ended || slot < 0) {
            continue;
        }
        for (int t : group.troops) {
            if (contains(confrontation.troops[static_cast<std::size_t>(slot)], t)) {
                return static_cast<int>(c);
            }
        }
    }
    return -1;
}

/**
 * Contacts (UD-82, UD-A52): same hex at once; adjacent after a whole turn, or at once while already fighting.
 * Records this turn's adjacent pairs in the state, so that next turn knows who has waited.
 */
void findContacts(const UmbraRuleset &rules, BattleState &state, const std::vector<Group> &groups,
                  const std::vector<int> &running, Clusters &clusters, std::vector<std::pair<int, int>> &contacts,
                  Detection &detection)
{
    std::vector<HexContact> adjacency;
    for (std::size_t a = 0; a < groups.size(); ++a) {
        for (std::size_t b = a + 1; b < groups.size(); ++b) {
            const Group &ga = groups[a];
            const Group &gb = groups[b];
            if (ga.side == gb.side) {
                continue;
            }
            const int apart = distance(ga.hex, gb.hex);
            if (apart > 1) {
                continue;
            }
            bool contact = apart == 0;
            if (apart == 1) {
                const HexContact pair = contactOf(ga, gb);
                adjacency.push_back(pair);
                const bool waited = rules.parameters.adjacencyTurns <= 0 ||
                                    std::binary_search(state.adjacency.begin(), state.adjacency.end(), pair);
                const bool fighting = running[a] >= 0 && running[a] == running[b];
                contact = waited || fighting;
                if (!contact) {
                    detection.waiting.push_back(pair);
                }
            }
            if (contact) {
                clusters.join(static_cast<int>(a), static_cast<int>(b));
                contacts.emplace_back(static_cast<int>(a), static_cast<int>(b));
            }
        }
    }
    std::sort(adjacency.begin(), adjacency.end());
    state.adjacency = std::move(adjacency);
}

/** Groups not yet in a confrontation join the one of a group they touch, until no one more can. */
void spreadAlongContacts(const BattleState &state, const std::vector<Group> &groups,
                         const std::vector<std::pair<int, int>> &contacts, std::vector<int> &assigned)
{
    bool progress = true;
    while (progress) {
        progress = false;
        for (const auto &[a, b] : contacts) {
            for (const auto &[from, to] : {std::pair{a, b}, std::pair{b, a}}) {
                const int c = assigned[static_cast<std::size_t>(from)];
                if (c >= 0 && assigned[static_cast<std::size_t>(to)] < 0 &&
                    slotOf(state.confrontations[static_cast<std::size_t>(c)],
                           groups[static_cast<std::size_t>(to)].side) >= 0) {
                    assigned[static_cast<std::size_t>(to)] = c;
                    progress = true;
                }
            }
        }
    }
}

/** A two-sided cluster goes to a running confrontation it holds members of, or to a new one. */
void joinTwoSidedCluster(BattleState &state, const std::vector<Group> &groups, const std::vector<int> &members,
                         const std::vector<int> &sides, const std::vector<std::pair<int, int>> &contacts,
                         const std::vector<int> &running, std::vector<int> &assigned, Detection &detection)
{
    int fallback = -1;
    for (int m : members) {
        const int c = running[static_cast<std::size_t>(m)];
        if (c >= 0 &&
            slotOf(state.confrontations[static_cast<std::size_t>(c)], groups[static_cast<std::size_t>(m)].side) >= 0) {
            assigned[static_cast<std::size_t>(m)] = c;
            if (fallback < 0) {
                fallback = c;
            }
        }
    }
    if (fallback < 0) {
        Confrontation fresh;
        fresh.sides = {sides[0], sides[1]};
        fresh.startDay = state.day;
        fallback = static_cast<int>(state.confrontations.size());
        state.confrontations.push_back(std::move(fresh));
        detection.started.push_back(fallback);
    }
    // Groups not yet in a confrontation join the one of a group they touch, else the cluster's first.
    spreadAlongContacts(state, groups, contacts, assigned);
    for (int m : members) {
        if (assigned[static_cast<std::size_t>(m)] < 0 &&
            slotOf(state.confrontations[static_cast<std::size_t>(fallback)],
                   groups[static_cast<std::size_t>(m)].side) >= 0) {
            assigned[static_cast<std::size_t>(m)] = fallback;
        }
    }
}

/**
 * Each cluster with contacts goes to a confrontation: a running one it holds members of, or a new one.
 * Returns each group's confrontation (−1 none, SharedOut when its parts were appended to `groups`).
 */
std::vector<int> assignClusters(const UmbraRuleset &rules, BattleState &state, std::vector<Group> &groups,
                                Clusters &clusters, const std::vector<std::pair<int, int>> &contacts,
                                const std::vector<int> &running, Detection &detection)
{
    std::vector<int> assigned(groups.size(), -1);
    std::vector<bool> inContact(groups.size(), false);
    for (const auto &[a, b] : contacts) {
        inContact[static_cast<std::size_t>(a)] = inContact[static_cast<std::size_t>(b)] = true;
    }
    const std::size_t groupCount = groups.size(); // shared-out clusters append their parts after these
    for (std::size_t g = 0; g < groupCount; ++g) {
        if (!inContact[g] || assigned[g] != -1) {
            continue;
        }
        const int root = clusters.find(static_cast<int>(g));
        std::vector<int> members;
        std::vector<int> sides;
        for (std::size_t h = 0; h < groupCount; ++h) {
            if (inContact[h] && clusters.find(static_cast<int>(h)) == root) {
                members.push_back(static_cast<int>(h));
                if (!contains(sides, groups[h].side)) {
                    sides.push_back(groups[h].side);
                }
            }
        }
        std::sort(sides.begin(), sides.end());
        if (sides.size() > 2) {
            // Three or more sides: one front per pair in contact; the GM may regroup them (UD-A52, UD-M4).
            detail::shareFronts(rules, state, groups, members, contacts, assigned, detection);
            continue;
        }
        joinTwoSidedCluster(state, groups, members, sides, contacts, running, assigned, detection);
    }
    return assigned;
}

/** Members still assigned keep their order in the confrontation, newcomers follow. */
void keepOrder(const std::vector<int> &before, std::vector<int> &now)
{
    std::vector<int> ordered;
    for (int member : before) {
        if (contains(now, member)) {
            ordered.push_back(member);
        }
    }
    for (int member : now) {
        if (!contains(ordered, member)) {
            ordered.push_back(member);
        }
    }
    now = std::move(ordered);
}

/** The hex whose terrain the confrontation is fought on (UD-A20). */
Hex groundOf(const UmbraRuleset &rules, const BattleState &state, const std::vector<Group> &groups,
             const std::vector<int> &assigned, const Confrontation &confrontation, int c)
{
    // UD-A20 confrontation_hex: where both sides meet if they share a hex, else its first hex.
    Hex where = confrontation.hexes.front();
    const bool sharedHex = rules.parameters.terrainReference == UmbraParameters::TerrainReference::ConfrontationHex;
    bool met = false;
    for (const Hex hex : confrontation.hexes) {
        int sidesHere = 0;
        for (std::size_t g = 0; g < groups.size(); ++g) {
            sidesHere += assigned[g] == c && groups[g].hex == hex ? 1 : 0;
        }
        if (sidesHere > 1) {
            where = hex;
            met = true;
            break;
        }
    }
    if (sharedHex && !met) {
        // Across a hex side the fight is for the hex held against the attack: the first whose group did
        // not move in this turn (UD-A50's defender).
        for (std::size_t g = 0; g < groups.size(); ++g) {
            if (assigned[g] != c)
                continue;
            const std::vector<Troop> &members = state.sides[static_cast<std::size_t>(groups[g].side)].troops;
            const bool held = std::none_of(groups[g].troops.begin(), groups[g].troops.end(), [&](int t) {
                const TroopOrder order = members[static_cast<std::size_t>(t)].order;
                return order == TroopOrder::Deplacement || order == TroopOrder::QuitterConfrontation;
            });
            if (held) {
                where = groups[g].hex;
                break;
            }
        }
    }
    return where;
}

/** UD-A20 confrontation_hex: every member fights in the confrontation's terrain. */
void fightOnConfrontationTerrain(BattleState &state, const Confrontation &confrontation)
{
    for (std::size_t slot = 0; slot < 2; ++slot) {
        Side &side = state.sides[static_cast<std::size_t>(confrontation.sides[slot])];
        for (const int t : confrontation.troops[slot])
            side.troops[static_cast<std::size_t>(t)].terrain = confrontation.terrain;
        for (const int p : confrontation.personalities[slot])
            side.personalities[static_cast<std::size_t>(p)].terrain = confrontation.terrain;
    }
}

/** Rebuilds running confrontation `c` from the groups assigned to it; ends it when contact is broken. */
void regroupConfrontation(const UmbraRuleset &rules, const UmbraMap &map, BattleState &state,
                          const std::vector<Group> &groups, const std::vector<int> &assigned, int c,
                          Detection &detection)
{
    Confrontation &confrontation = state.confrontations[static_cast<std::size_t>(c)];
    std::array<std::vector<int>, 2> troops;
    std::array<std::vector<int>, 2> personalities;
    std::vector<Hex> hexes;
    for (std::size_t g = 0; g < groups.size(); ++g) {
        if (assigned[g] != c) {
            continue;
        }
        const Group &group = groups[g];
        const std::size_t slot = static_cast<std::size_t>(slotOf(confrontation, group.side));
        troops[slot].insert(troops[slot].end(), group.troops.begin(), group.troops.end());
        personalities[slot].insert(personalities[slot].end(), group.personalities.begin(), group.personalities.end());
        hexes.push_back(group.hex);
    }
    for (std::size_t slot = 0; slot < 2; ++slot) {
        keepOrder(confrontation.troops[slot], troops[slot]);
        keepOrder(confrontation.personalities[slot], personalities[slot]);
    }
    const bool wasRunning = !contains(detection.started, c);
    if (troops[0].empty() || troops[1].empty()) {
        // Contact broken: the confrontation ends and its strategic advantages are lost (UD-A62).
        confrontation.ended = true;
        detection.ended.push_back(c);
        return;
    }
    confrontation.troops = std::move(troops);
    confrontation.personalities = std::move(personalities);
    std::sort(hexes.begin(), hexes.end());
    hexes.erase(std::unique(hexes.begin(), hexes.end()), hexes.end());
    confrontation.hexes = std::move(hexes);
    confrontation.terrain = map.terrainAt(groundOf(rules, state, groups, assigned, confrontation, c));
    if (rules.parameters.terrainReference == UmbraParameters::TerrainReference::ConfrontationHex) {
        fightOnConfrontationTerrain(state, confrontation);
    }
    if (wasRunning) {
        detection.continued.push_back(c);
    }
    // UD-70: a lieu-dit where a confrontation takes place.
    for (std::size_t place = 0; place < map.places.size(); ++place) {
        if (std::binary_search(confrontation.hexes.begin(), confrontation.hexes.end(), map.places[place].hex)) {
            state.contestedPlaces[place] = 1;
        }
    }
}

/**
 * Engaged flags (rest, UD-102): members of a confrontation still fought. UD-A48: the movement step has
 * used last turn's engagement (no consolidation); this turn's resolution marks its own fighters again.
 */
void markEngaged(BattleState &state)
{
    for (Side &side : state.sides) {
        for (Troop &troop : side.troops) {
            troop.engaged = false;
            troop.engagedLastTurn = false;
        }
    }
    for (const Confrontation &confrontation : state.confrontations) {
        if (confrontation.ended) {
            continue;
        }
        for (std::size_t slot = 0; slot < 2; ++slot) {
            Side &side = state.sides[static_cast<std::size_t>(confrontation.sides[slot])];
            for (int t : confrontation.troops[slot]) {
                side.troops[static_cast<std::size_t>(t)].engaged = true;
            }
        }
    }
}

} // namespace

Detection detectConfrontations(const UmbraRuleset &rules, const UmbraMap &map, BattleState &state)
{
    Detection detection;
    placeOnTerrain(map, state);

    std::vector<Group> groups = musterGroups(map, state);
    putInPlaceOrder(groups);
    std::vector<int> running(groups.size());
    for (std::size_t g = 0; g < groups.size(); ++g) {
        running[g] = runningConfrontationOf(state, groups[g]);
    }

    Clusters clusters(groups.size());
    std::vector<std::pair<int, int>> contacts;
    findContacts(rules, state, groups, running, clusters, contacts, detection);
    const std::vector<int> assigned = assignClusters(rules, state, groups, clusters, contacts, running, detection);

    // Rebuild every running confrontation's members: those still assigned keep their order, newcomers follow.
    for (std::size_t c = 0; c < state.confrontations.size(); ++c) {
        if (!state.confrontations[c].ended) {
            regroupConfrontation(rules, map, state, groups, assigned, static_cast<int>(c), detection);
        }
    }
    markEngaged(state);
    state.phase = Phase::Confrontation;
    return detection;
}

void mergeConfrontations(BattleState &state, int into, int other)
{
    const int count = static_cast<int>(state.confrontations.size());
    if (into < 0 || other < 0 || into >= count || other >= count || into == other) {
        throw RegroupError("merge needs two different confrontations");
    }
    Confrontation &target = state.confrontations[static_cast<std::size_t>(into)];
    Confrontation &source = state.confrontations[static_cast<std::size_t>(other)];
    if (target.ended || source.ended) {
        throw RegroupError("only confrontations still fought can be merged");
    }
    // Checked before anything moves: with three sides or more, two fronts may share only one side.
    if (slotOf(target, source.sides[0]) < 0 || slotOf(target, source.sides[1]) < 0) {
        throw RegroupError("confrontations " + std::to_string(into + 1) + " and " + std::to_string(other + 1) +
                           " do not oppose the same sides");
    }
    for (std::size_t slot = 0; slot < 2; ++slot) {
        const int targetSlot = slotOf(target, source.sides[slot]);
        auto &troops = target.troops[static_cast<std::size_t>(targetSlot)];
        troops.insert(troops.end(), source.troops[slot].begin(), source.troops[slot].end());
        auto &personalities = target.personalities[static_cast<std::size_t>(targetSlot)];
        personalities.insert(personalities.end(), source.personalities[slot].begin(), source.personalities[slot].end());
    }
    target.hexes.insert(target.hexes.end(), source.hexes.begin(), source.hexes.end());
    std::sort(target.hexes.begin(), target.hexes.end());
    target.hexes.erase(std::unique(target.hexes.begin(), target.hexes.end()), target.hexes.end());
    source.troops = {};
    source.personalities = {};
    source.ended = true;
}

int splitConfrontation(const UmbraMap &map, BattleState &state, int index, const std::vector<Hex> &hexes)
{
    if (index < 0 || index >= static_cast<int>(state.confrontations.size()) ||
        state.confrontations[static_cast<std::size_t>(index)].ended) {
        throw RegroupError("no confrontation #" + std::to_string(index + 1) + " is being fought");
    }
    Confrontation part = state.confrontations[static_cast<std::size_t>(index)];
    Confrontation &rest = state.confrontations[static_cast<std::size_t>(index)];
    part.pendingAdvantage = {};
    const auto inPart = [&](Hex hex) { return std::find(hexes.begin(), hexes.end(), hex) != hexes.end(); };
    for (std::size_t slot = 0; slot < 2; ++slot) {
        const Side &side = state.sides[static_cast<std::size_t>(rest.sides[slot])];
        part.troops[slot].clear();
        part.personalities[slot].clear();
        std::vector<int> keepTroops;
        for (int t : rest.troops[slot]) {
            (inPart(side.troops[static_cast<std::size_t>(t)].hex) ? part.troops[slot] : keepTroops).push_back(t);
        }
        std::vector<int> keepPersonalities;
        for (int p : rest.personalities[slot]) {
            (inPart(side.personalities[static_cast<std::size_t>(p)].hex) ? part.personalities[slot] : keepPersonalities)
                .push_back(p);
        }
        if (part.troops[slot].empty() || keepTroops.empty()) {
            throw RegroupError("the split would leave a confrontation without troops of " + side.id);
        }
        rest.troops[slot] = std::move(keepTroops);
        rest.personalities[slot] = std::move(keepPersonalities);
    }
    part.hexes.clear();
    std::vector<Hex> kept;
    for (const Hex hex : rest.hexes) {
        (inPart(hex) ? part.hexes : kept).push_back(hex);
    }
    rest.hexes = std::move(kept);
    part.terrain = part.hexes.empty() ? rest.terrain : map.terrainAt(part.hexes.front());
    state.confrontations.push_back(std::move(part));
    return static_cast<int>(state.confrontations.size()) - 1;
}

} // namespace arbitre::umbra
