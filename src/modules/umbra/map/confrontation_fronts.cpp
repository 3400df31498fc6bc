// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
// A cluster of contacts touching three or more sides, shared into two-sided fronts (UD-82, UD-A52).
#include "confrontation_fronts.h"

#include "map_support.h"

#include <algorithm>
#include <array>
#include <functional>
#include <map>
#include <set>

namespace arbitre::umbra::detail {

namespace {

std::size_t at(int index)
{
    return static_cast<std::size_t>(index);
}

/** Where one member of a cluster fights: against `enemy`, in confrontation `target` (see Target). */
struct Placement
{
    int enemy = -1;  /**< enemy side index, −1 = not placed */
    int target = -1; /**< ≥ 0 a running confrontation; < 0 the front's new confrontation −(1 + front) */
};

int frontKey(int sideA, int sideB, int sides)
{
    return std::min(sideA, sideB) * sides + std::max(sideA, sideB);
}

using Roster = std::array<std::vector<int>, 2> Confrontation::*;
using Placements = std::map<int, std::vector<Placement>>; // member -> one placement per troop
using Load = std::map<std::pair<int, int>, int>;          // (side, enemy) -> troops of side on that front

/** The running confrontation where `member` of `side` is listed in `list`, or −1. */
int runningOf(const BattleState &state, int side, Roster list, int member)
{
    for (std::size_t c = 0; c < state.confrontations.size(); ++c) {
        const Confrontation &confrontation = state.confrontations[c];
        const int slot = slotOf(confrontation, side);
        if (!confrontation.ended && slot >= 0 && contains((confrontation.*list)[at(slot)], member))
            return static_cast<int>(c);
    }
    return -1;
}

int otherSide(const BattleState &state, int c, int side)
{
    const Confrontation &confrontation = state.confrontations[at(c)];
    return confrontation.sides[0] == side ? confrontation.sides[1] : confrontation.sides[0];
}

/** The enemy sides each member touches directly (UD-82): its possible fronts; and the groups it touches. */
void mapTouches(const std::vector<Group> &groups, const std::vector<int> &members,
                const std::vector<std::pair<int, int>> &contacts, std::map<int, std::vector<int>> &enemies,
                std::map<int, std::vector<int>> &touching)
{
    for (const auto &[a, b] : contacts) {
        if (!contains(members, a) || !contains(members, b))
            continue;
        for (const auto &[self, other] : {std::pair{a, b}, std::pair{b, a}}) {
            touching[self].push_back(other);
            std::vector<int> &list = enemies[self];
            if (!contains(list, groups[at(other)].side))
                list.push_back(groups[at(other)].side);
        }
    }
    for (auto &[member, list] : enemies)
        std::sort(list.begin(), list.end());
}

/** A troop keeps a running confrontation that still opposes a side its group touches (a GM split stays). */
void keepRunningFronts(const BattleState &state, const std::vector<Group> &groups, const std::vector<int> &members,
                       std::map<int, std::vector<int>> &enemies, Placements &placed, Load &load)
{
    for (const int m : members) {
        const Group &group = groups[at(m)];
        std::vector<Placement> &troops = placed[m];
        troops.resize(group.troops.size());
        for (std::size_t k = 0; k < group.troops.size(); ++k) {
            const int c = runningOf(state, group.side, &Confrontation::troops, group.troops[k]);
            if (c >= 0 && contains(enemies[m], otherSide(state, c, group.side))) {
                troops[k] = {otherSide(state, c, group.side), c};
                ++load[{group.side, troops[k].enemy}];
            }
        }
    }
}

/**
 * Newcomers: groups with one enemy side first, then those touching several, in (side, cell) order.
 * `divide` sends each to the front where its side is thinnest; `whole_group` keeps a group together.
 */
void placeNewcomers(const UmbraRuleset &rules, const std::vector<Group> &groups, const std::vector<int> &members,
                    int sideCount, std::map<int, std::vector<int>> &enemies, Placements &placed, Load &load)
{
    const bool whole = rules.parameters.multiSide == UmbraParameters::MultiSide::WholeGroup;
    for (const bool several : {false, true}) {
        for (const int m : members) {
            const Group &group = groups[at(m)];
            const std::vector<int> &touched = enemies[m];
            if ((touched.size() > 1) != several)
                continue;
            std::vector<Placement> &troops = placed[m];
            int follow = -1; // whole_group: the enemy its first placed troop faces
            for (const Placement &p : troops)
                follow = follow < 0 ? p.enemy : follow;
            for (Placement &p : troops) {
                if (p.enemy >= 0)
                    continue;
                int enemy = whole ? follow : -1;
                for (const int candidate : touched)
                    if (enemy < 0 ||
                        ((!whole || follow < 0) && load[{group.side, candidate}] < load[{group.side, enemy}]))
                        enemy = candidate;
                p = {enemy, -1 - frontKey(group.side, enemy, sideCount)};
                follow = follow < 0 ? enemy : follow;
                ++load[{group.side, enemy}];
            }
        }
    }
}

/**
 * A newcomer's front fights in the first running confrontation of that pair a kept troop holds.
 * Returns those homes: front key -> running confrontation.
 */
std::map<int, int> settleInRunningFronts(const std::vector<Group> &groups, const std::vector<int> &members,
                                         int sideCount, Placements &placed)
{
    std::map<int, int> home; // front key -> target
    for (const int m : members)
        for (const Placement &p : placed[m])
            if (p.target >= 0) {
                const int key = frontKey(groups[at(m)].side, p.enemy, sideCount);
                home[key] = home.count(key) ? std::min(home[key], p.target) : p.target;
            }
    for (const int m : members)
        for (Placement &p : placed[m]) {
            const auto found = home.find(frontKey(groups[at(m)].side, p.enemy, sideCount));
            if (p.target < 0 && found != home.end())
                p.target = found->second;
        }
    return home;
}

/**
 * A troop that touches no enemy in its front moves to another front of its group where it does, else it is
 * unopposed (UD-82: contact makes the fight). Leaving takes no one's enemy: whoever it touched there faced it.
 */
void leaveEmptyFronts(const std::vector<Group> &groups, const std::vector<int> &members, int sideCount,
                      std::map<int, std::vector<int>> &enemies, std::map<int, std::vector<int>> &touching,
                      const std::map<int, int> &home, Placements &placed)
{
    std::map<std::pair<int, int>, int> onTarget; // (group, target) -> its troops there
    for (const int m : members)
        for (const Placement &p : placed[m])
            ++onTarget[{m, p.target}];
    const auto faces = [&](int m, int target) {
        return std::any_of(touching[m].begin(), touching[m].end(), [&](int n) { return onTarget[{n, target}] > 0; });
    };
    for (const int m : members) {
        const int side = groups[at(m)].side;
        for (Placement &p : placed[m]) {
            if (faces(m, p.target))
                continue;
            Placement moved;
            for (const int enemy : enemies[m]) {
                const auto found = home.find(frontKey(side, enemy, sideCount));
                const int target = found != home.end() ? found->second : -1 - frontKey(side, enemy, sideCount);
                if (faces(m, target)) {
                    moved = {enemy, target};
                    break;
                }
            }
            --onTarget[{m, p.target}];
            if (moved.enemy >= 0)
                ++onTarget[{m, moved.target}];
            p = moved;
        }
    }
}

/**
 * New confrontations, one per front that still holds troops, in (side, side) order: new targets sort backwards.
 * Returns target < 0 -> the new confrontation's index.
 */
std::map<int, int> openNewFronts(BattleState &state, const std::vector<int> &members, int sideCount, Placements &placed,
                                 Detection &detection)
{
    std::set<int, std::greater<>> fresh;
    for (const int m : members)
        for (const Placement &p : placed[m])
            if (p.enemy >= 0 && p.target < 0)
                fresh.insert(p.target);
    std::map<int, int> created; // target < 0 -> new index
    for (const int target : fresh) {
        const int key = -1 - target;
        Confrontation confrontation;
        confrontation.sides = {key / sideCount, key % sideCount};
        confrontation.startDay = state.day;
        created[target] = static_cast<int>(state.confrontations.size());
        detection.started.push_back(created[target]);
        state.confrontations.push_back(std::move(confrontation));
    }
    return created;
}

/**
 * Member `m`'s parts: its troops per confrontation, its personalities where they fought or with its first troop;
 * its troops placed nowhere are unopposed.
 */
void shareOutGroup(const BattleState &state, std::vector<Group> &groups, int m, const std::vector<Placement> &troops,
                   const std::map<int, int> &created, std::vector<int> &assigned, Detection &detection)
{
    const auto indexOf = [&](const Placement &p) {
        return p.enemy < 0 ? -1 : (p.target >= 0 ? p.target : created.at(p.target));
    };
    assigned[at(m)] = SharedOut;
    const Group group = groups[at(m)];
    std::vector<int> targets;
    std::vector<Group> parts;
    Detection::Unopposed left{group.side, group.hex, {}, {}};
    const auto partFor = [&](int c) -> Group & {
        const auto it = std::find(targets.begin(), targets.end(), c);
        if (it != targets.end())
            return parts[at(static_cast<int>(it - targets.begin()))];
        targets.push_back(c);
        parts.push_back({group.side, group.hex, group.cell, {}, {}});
        return parts.back();
    };
    for (std::size_t k = 0; k < troops.size(); ++k) {
        const int c = indexOf(troops[k]);
        (c < 0 ? left.troops : partFor(c).troops).push_back(group.troops[k]);
    }
    for (const int p : group.personalities) {
        const int running = runningOf(state, group.side, &Confrontation::personalities, p);
        const int c = contains(targets, running) ? running : (targets.empty() ? -1 : targets.front());
        (c < 0 ? left.personalities : partFor(c).personalities).push_back(p);
    }
    for (std::size_t i = 0; i < parts.size(); ++i) {
        groups.push_back(std::move(parts[i]));
        assigned.push_back(targets[i]);
    }
    if (!left.troops.empty())
        detection.unopposed.push_back(std::move(left));
}

} // namespace

void shareFronts(const UmbraRuleset &rules, BattleState &state, std::vector<Group> &groups,
                 const std::vector<int> &members, const std::vector<std::pair<int, int>> &contacts,
                 std::vector<int> &assigned, Detection &detection)
{
    const int sideCount = static_cast<int>(state.sides.size());
    std::map<int, std::vector<int>> enemies;
    std::map<int, std::vector<int>> touching; // member -> the groups it is in contact with
    mapTouches(groups, members, contacts, enemies, touching);

    Placements placed;
    Load load;
    keepRunningFronts(state, groups, members, enemies, placed, load);
    placeNewcomers(rules, groups, members, sideCount, enemies, placed, load);
    const std::map<int, int> home = settleInRunningFronts(groups, members, sideCount, placed);
    leaveEmptyFronts(groups, members, sideCount, enemies, touching, home, placed);
    const std::map<int, int> created = openNewFronts(state, members, sideCount, placed, detection);
    for (const int m : members)
        shareOutGroup(state, groups, m, placed[m], created, assigned, detection);
}

} // namespace arbitre::umbra::detail
