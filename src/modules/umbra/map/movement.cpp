// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/movement.h"

#include "arbitre/core/session_error.h"
#include "arbitre/umbra/limits.h"
#include "arbitre/umbra/losses.h"
#include "movement_support.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace arbitre::umbra {

using namespace detail;

// ---------------------------------------------------------------------------------------------------------------

MovementError::MovementError(MoveRefusal refusal)
    : std::runtime_error(std::string(refusal.rule) + ": " + refusal.reason), m_refusal(std::move(refusal))
{}

void LegalMoves::clear()
{
    unit = {};
    allowance = 0;
    reach.clear();
    refusals.clear();
    canForcedMarch = false;
    canConsolidate = false;
    canBuildPosition = false;
    buildTurns = 0;
}

bool findMember(const BattleState &state, int side, const std::string &id, MemberRef &out)
{
    if (side < 0 || side >= static_cast<int>(state.sides.size()))
        return false;
    const Side &s = state.sides[at(side)];
    for (std::size_t i = 0; i < s.troops.size(); ++i) {
        if (s.troops[i].id == id) {
            out = {MemberRef::Kind::Troop, side, static_cast<int>(i)};
            return true;
        }
    }
    for (std::size_t i = 0; i < s.personalities.size(); ++i) {
        if (s.personalities[i].id == id) {
            out = {MemberRef::Kind::Personality, side, static_cast<int>(i)};
            return true;
        }
    }
    return false;
}

MovementRules::MovementRules(const UmbraRuleset &rules, const UmbraMap &map, const BattleState &state)
    : m_rules(rules), m_map(map), m_state(state)
{
    static_assert(limits::MaxSides <= 32, "the movement keeps one bit a side per hex in a std::uint32_t");
    if (state.sides.size() > limits::MaxSides) // unreachable from a loaded scenario or the set-up (limits.h)
        throw SessionError("a battle of " + std::to_string(state.sides.size()) +
                           " sides: the movement handles at most " + std::to_string(limits::MaxSides) +
                           ", as the scenario reader and the set-up allow");
    m_ereinte = rules.fatigue.find("ereinte").value_or(-1);
    if (map.present())
        m_sidesAt.assign(at(map.grid.cellCount()), 0);
    const std::size_t sides = state.sides.size();
    m_troopConfrontation.resize(sides);
    m_personalityConfrontation.resize(sides);
    m_troopHex.resize(sides);
    m_troopOnField.resize(sides);
    m_personalityHex.resize(sides);
    m_personalityOnField.resize(sides);
    for (std::size_t s = 0; s < sides; ++s) {
        const Side &side = state.sides[s];
        const std::uint32_t bit = 1u << s;
        m_troopConfrontation[s].assign(side.troops.size(), -1);
        m_personalityConfrontation[s].assign(side.personalities.size(), -1);
        for (const Troop &troop : side.troops) {
            const int cell = map.present() && onField(troop) ? map.grid.index(troop.hex) : -1;
            if (cell >= 0)
                m_sidesAt[at(cell)] |= bit;
            m_troopHex[s].push_back(troop.hex);
            m_troopOnField[s].push_back(onField(troop) ? 1 : 0);
        }
        for (const Personality &personality : side.personalities) {
            const bool field = onField(personality);
            const int cell = map.present() && field ? map.grid.index(personality.hex) : -1;
            if (cell >= 0)
                m_sidesAt[at(cell)] |= bit;
            m_personalityHex[s].push_back(personality.hex);
            m_personalityOnField[s].push_back(field ? 1 : 0);
        }
    }
    for (std::size_t c = 0; c < state.confrontations.size(); ++c) {
        const Confrontation &confrontation = state.confrontations[c];
        if (confrontation.ended)
            continue;
        for (std::size_t slot = 0; slot < 2; ++slot) {
            const int side = confrontation.sides[slot];
            if (side < 0 || side >= static_cast<int>(sides))
                continue;
            for (const int troop : confrontation.troops[slot]) {
                std::vector<int> &of = m_troopConfrontation[at(side)];
                if (troop >= 0 && troop < static_cast<int>(of.size()) && of[at(troop)] < 0)
                    of[at(troop)] = static_cast<int>(c);
            }
            for (const int personality : confrontation.personalities[slot]) {
                std::vector<int> &of = m_personalityConfrontation[at(side)];
                if (personality >= 0 && personality < static_cast<int>(of.size()) && of[at(personality)] < 0)
                    of[at(personality)] = static_cast<int>(c);
            }
        }
    }
    // The longest move: the best allowance plus a forced march (0 = double, UD-A45).
    const UmbraParameters &p = rules.parameters;
    const int troopBase = std::max(p.movementFoot, p.movementRapide);
    const int longest = std::max(
        {1, p.movementPersonality, troopBase + (p.forcedMarchExtraHexes == 0 ? troopBase : p.forcedMarchExtraHexes)});
    m_nodes.resize(at((2 * longest + 1) * (2 * longest + 1)));
    m_spare.reserve(16);
}

// UD-72–UD-77: the unit's allowance, what the forced march allows, its confrontation (UD-73).
void MovementRules::describe(MemberRef unit, Profile &profile) const
{
    const UmbraParameters &p = m_rules.parameters;
    if (unit.side < 0 || unit.side >= static_cast<int>(m_state.sides.size()))
        throw MovementError(refusalOf("UD-71", "no side has the index " + std::to_string(unit.side)));
    const Side &side = m_state.sides[at(unit.side)];
    const bool isTroop = unit.kind == MemberRef::Kind::Troop;
    const int count = static_cast<int>(isTroop ? side.troops.size() : side.personalities.size());
    if (unit.index < 0 || unit.index >= count)
        throw MovementError(refusalOf("UD-71", "side '" + side.id + "' has no " + (isTroop ? "troop" : "personality") +
                                                   " with the index " + std::to_string(unit.index)));
    profile = Profile{};
    profile.unit = unit;
    profile.troop = isTroop;
    if (!isTroop) {
        const Personality &personality = side.personalities[at(unit.index)];
        profile.id = personality.id;
        profile.start = personality.hex;
        profile.base = p.movementPersonality;
        profile.left = std::max(0, profile.base - personality.movementSpent);
        profile.forcedBlock = ForcedBlock::Personality;
        profile.confrontation = m_personalityConfrontation[at(unit.side)][at(unit.index)];
    } else {
        describeTroop(side.troops[at(unit.index)], profile);
    }
    if (profile.confrontation >= 0) {
        const Confrontation &confrontation = m_state.confrontations[at(profile.confrontation)];
        profile.slot = confrontation.sides[0] == unit.side ? 0 : 1;
        // UD-73, UD-A44: −2 F for the rest of the day, free at the start of a later day.
        const bool free = p.disengageFreeOnNewDay && m_state.turn == 1 && m_state.day > confrontation.startDay;
        profile.disengageMalus = free ? 0 : p.disengageMalus;
    }
}

// A troop's allowance (UD-72, UD-33), a difficult hex it is entering (UD-A43), its escort and forced march.
void MovementRules::describeTroop(const Troop &troop, Profile &profile) const
{
    const UmbraParameters &p = m_rules.parameters;
    const MemberRef unit = profile.unit;
    profile.id = troop.id;
    profile.start = troop.hex;
    profile.pietaille = isPietaille(m_rules, troop);
    // UD-72, UD-33, UD-A43: rapide troops have movement.rapide points, the others movement.foot.
    profile.base = hasAdjective(m_rules, troop, m_rules.adjectiveRapide) ? p.movementRapide : p.movementFoot;
    profile.left = std::max(0, profile.base - troop.movementSpent);
    profile.tirailleur = hasAdjective(m_rules, troop, m_rules.adjectiveTirailleur); // UD-36
    profile.mayStartEntering = troop.movementSpent == 0 && profile.base >= 1;
    if (troop.entering && troop.movementSpent == 0 && distance(troop.hex, troop.entryHex) == 1 && profile.base >= 1) {
        // UD-A43: last turn's points count; the entry takes at most this turn's allowance.
        profile.continuing = true;
        profile.entryHex = troop.entryHex;
        profile.continuationCost = std::clamp(p.movementDifficultCost - profile.base, 1, profile.base);
    }
    // UD-59, UD-A33: a Meneur tirailleur in its hex with escorts left this turn.
    if (!profile.tirailleur) {
        const Side &side = m_state.sides[at(unit.side)];
        for (std::size_t i = 0; i < side.personalities.size(); ++i) {
            const Personality &leader = side.personalities[i];
            if (m_personalityOnField[at(unit.side)][i] && m_personalityHex[at(unit.side)][i] == troop.hex &&
                leader.present() && leader.skill(SkillKind::MeneurTirailleur) &&
                leader.escorted < p.meneurTirailleurMaxUnits) {
                profile.escort = static_cast<int>(i);
                break;
            }
        }
    }
    // UD-74–UD-77, UD-A45–UD-A47.
    profile.forcedExtra = p.forcedMarchExtraHexes == 0 ? profile.base : p.forcedMarchExtraHexes;
    profile.coriaceFree = hasAdjective(m_rules, troop, m_rules.adjectiveCoriace) && !troop.coriaceUsedToday;
    blockForcedMarch(troop, profile);
    profile.confrontation = m_troopConfrontation[at(unit.side)][at(unit.index)];
}

// What stops the troop's forced march, in the order the rules check it (UD-74–UD-76, UD-A45–UD-A47).
void MovementRules::blockForcedMarch(const Troop &troop, Profile &profile) const
{
    const UmbraParameters &p = m_rules.parameters;
    const MemberRef unit = profile.unit;
    const Side &side = m_state.sides[at(unit.side)];
    const int startCell = m_map.grid.index(troop.hex);
    const bool startBlocks = startCell >= 0 && m_rules.terrains[m_map.terrain[at(startCell)]].blocksForcedMarch &&
                             p.forcedMarchScope != UmbraParameters::ForcedMarchScope::ForcedHex;
    if (troop.forcedMarchThisTurn) {
        profile.forcedBlock = ForcedBlock::AlreadyThisTurn;
    } else if (troop.fatigue == m_ereinte) {
        profile.forcedBlock = ForcedBlock::Ereinte;
    } else if (startBlocks) {
        profile.forcedBlock = ForcedBlock::StartTerrain;
    } else if (profile.pietaille) {
        // UD-46, UD-A39: Aimé du peuple within its radius of the piétaille's start hex.
        for (std::size_t i = 0; i < side.personalities.size() && !profile.aimeDuPeuple; ++i) {
            profile.aimeDuPeuple = m_personalityOnField[at(unit.side)][i] && side.personalities[i].present() &&
                                   side.personalities[i].skill(SkillKind::AimeDuPeuple) &&
                                   distance(m_personalityHex[at(unit.side)][i], troop.hex) <= p.aimeDuPeupleRadius;
        }
        if (!profile.aimeDuPeuple) {
            // UD-76, UD-A47: only with a non-piétaille troop of its side from the same hex.
            bool companion = false;
            for (std::size_t i = 0; i < side.troops.size() && !companion; ++i) {
                const Troop &other = side.troops[i];
                companion = static_cast<int>(i) != unit.index && m_troopOnField[at(unit.side)][i] &&
                            m_troopHex[at(unit.side)][i] == troop.hex && other.present() &&
                            !isPietaille(m_rules, other); // where it stood when the step began
            }
            if (companion)
                profile.needsCompanion = true;
            else
                profile.forcedBlock = ForcedBlock::LonePietaille;
        }
    }
}

int MovementRules::nodeOf(Hex start, Hex hex) const
{
    const Hex d = hex - start;
    if (d.q < -m_radius || d.q > m_radius || d.r < -m_radius || d.r > m_radius)
        return -1;
    return (d.q + m_radius) * m_width + (d.r + m_radius);
}

// The square of axial offsets within `radius` of the unit: cells, terrain, enemies, its confrontation's enemies.
void MovementRules::prepare(const Profile &profile, int radius) const
{
    m_radius = radius;
    m_width = 2 * radius + 1;
    const std::size_t size = at(m_width * m_width);
    if (m_nodes.size() < size)
        m_nodes.resize(size); // only for parameters beyond those the constructor sized for
    const std::uint32_t enemies = ~(1u << profile.unit.side);
    for (int a = 0; a < m_width; ++a) {
        for (int b = 0; b < m_width; ++b) {
            Node &node = m_nodes[at(a * m_width + b)];
            node = Node{};
            const Hex hex = profile.start + Hex{a - radius, b - radius};
            if (distance(hex, profile.start) > radius)
                continue;
            node.cell = m_map.grid.index(hex);
            if (node.cell < 0)
                continue;
            const Terrain &terrain = m_rules.terrains[m_map.terrain[at(node.cell)]];
            node.flags = OnMap;
            if (terrain.passable)
                node.flags |= Passable;
            if (terrain.difficult)
                node.flags |= Difficult;
            if (terrain.blocksForcedMarch)
                node.flags |= Blocks;
            if (m_sidesAt[at(node.cell)] & enemies)
                node.flags |= Enemy;
        }
    }
    if (profile.confrontation < 0)
        return;
    // UD-73: hexes shared with or adjacent to a present enemy member of its confrontation.
    const Confrontation &confrontation = m_state.confrontations[at(profile.confrontation)];
    const std::size_t other = at(1 - profile.slot);
    const int enemySide = confrontation.sides[other];
    if (enemySide < 0 || enemySide >= static_cast<int>(m_state.sides.size()))
        return;
    const Side &enemy = m_state.sides[at(enemySide)];
    const auto mark = [&](Hex hex) {
        if (distance(hex, profile.start) > radius + 1)
            return;
        for (int d = -1; d < 6; ++d) {
            const int node = nodeOf(profile.start, d < 0 ? hex : neighbour(hex, d));
            if (node >= 0)
                m_nodes[at(node)].flags |= NearEnemy;
        }
    };
    for (const int index : confrontation.troops[other])
        if (index >= 0 && index < static_cast<int>(enemy.troops.size()) && onField(enemy.troops[at(index)]))
            mark(enemy.troops[at(index)].hex);
    for (const int index : confrontation.personalities[other])
        if (index >= 0 && index < static_cast<int>(enemy.personalities.size()) &&
            onField(enemy.personalities[at(index)]))
            mark(enemy.personalities[at(index)].hex);
}

// UD-A43: 1 a hex, movement.difficult_cost in difficult terrain unless tirailleur (UD-36) or escorted (UD-59);
// the second turn of entering a difficult hex counts last turn's points.
int MovementRules::stepCost(const Profile &profile, int from, int to, bool escort) const
{
    const Node &node = m_nodes[at(to)];
    const bool cheap = profile.tirailleur || escort;
    int cost = (node.flags & Difficult) && !cheap ? m_rules.parameters.movementDifficultCost : 1;
    const int center = m_radius * m_width + m_radius;
    if (profile.continuing && from == center && to == nodeOf(profile.start, profile.entryHex))
        cost = std::min(cost, profile.continuationCost);
    return cost;
}

// Cheapest costs from the unit's hex within `budget` (every step costs at least 1, so a scan per cost level
// settles the nodes in order). Enemy hexes are entered, not crossed. Forced marches avoid the terrain that
// forbids them per forced_march.block_scope (UD-75, UD-A46).
void MovementRules::search(const Profile &profile, Search mode, int budget, bool escort) const
{
    const int size = m_width * m_width;
    const int center = m_radius * m_width + m_radius;
    const auto field = [mode](Node &node) -> int & {
        return mode == Search::Normal ? node.normal : mode == Search::Forced ? node.forced : node.free;
    };
    for (int i = 0; i < size; ++i)
        field(m_nodes[at(i)]) = Unreached;
    field(m_nodes[at(center)]) = 0;
    const auto scope = m_rules.parameters.forcedMarchScope;
    for (int level = 0; level < budget; ++level) {
        for (int i = 0; i < size; ++i) {
            Node &from = m_nodes[at(i)];
            if (field(from) != level || (i != center && (from.flags & Enemy)))
                continue;
            const int a = i / m_width;
            const int b = i % m_width;
            for (const Hex d : HexDirections) {
                const int na = a + d.q;
                const int nb = b + d.r;
                if (na < 0 || nb < 0 || na >= m_width || nb >= m_width)
                    continue;
                const int j = na * m_width + nb;
                Node &to = m_nodes[at(j)];
                if (!(to.flags & Passable))
                    continue;
                const int cost = level + stepCost(profile, i, j, escort);
                if (cost > budget || cost >= field(to))
                    continue;
                if (mode == Search::Forced && (to.flags & Blocks)) {
                    if (scope == UmbraParameters::ForcedMarchScope::AnyHexOfPath)
                        continue;
                    if (scope == UmbraParameters::ForcedMarchScope::ForcedHex && cost > profile.left)
                        continue;
                }
                field(to) = cost;
            }
        }
    }
}

} // namespace arbitre::umbra
