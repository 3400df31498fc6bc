// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#include "arbitre/umbra/movement.h"

#include "arbitre/umbra/losses.h"

#include <algorithm>
#include <charconv>
#include <limits>
#include <stdexcept>
#include <utility>

namespace arbitre::umbra {

namespace {

constexpr int Unreached = std::numeric_limits<int>::max() / 4;
constexpr std::size_t ReasonCapacity = 160; /**< refusal texts fit without growing, so queries stay allocation-free */

// Node flags.
constexpr unsigned Passable = 1u;   /**< on the map, within the radius, and a terrain that can be entered */
constexpr unsigned Difficult = 2u;  /**< UD-A43 */
constexpr unsigned Blocks = 4u;     /**< forbids forced marches (UD-75, UD-A46) */
constexpr unsigned Enemy = 8u;      /**< a present enemy troop or personality stands there: entered, not crossed */
constexpr unsigned NearEnemy = 16u; /**< shared with or adjacent to an enemy member of the unit's confrontation */
constexpr unsigned OnMap = 32u;     /**< on the map and within the radius, whatever the terrain */

std::size_t at(int index)
{
    return static_cast<std::size_t>(index);
}

/** Appends to a reused string without allocating once it has grown (refusal texts). */
class Text
{
public:
    explicit Text(std::string &text) : m_text(text)
    {
        m_text.clear();
        if (m_text.capacity() < ReasonCapacity)
            m_text.reserve(ReasonCapacity);
    }
    Text &operator<<(std::string_view part)
    {
        m_text.append(part);
        return *this;
    }
    Text &operator<<(int value)
    {
        char buffer[16];
        const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
        m_text.append(buffer, result.ptr);
        return *this;
    }

private:
    std::string &m_text;
};

/** A hex written as the map's offset cell "(col,row)", the coordinates the GM sees. */
struct Cell
{
    const UmbraMap &map;
    Hex hex;
};

Text &operator<<(Text &text, Cell cell)
{
    const OffsetCoord c = cell.map.grid.cellOf(cell.hex);
    return text << "(" << c.col << "," << c.row << ")";
}

Text &operator<<(Text &&text, Cell cell)
{
    return text << cell;
}

bool isPietaille(const UmbraRuleset &rules, const Troop &troop)
{
    return rules.troopType(troop.type).role == TroopRole::Pietaille;
}

/** The troop's own adjective or its type's (UD-33: cavalry and troupe montée are rapide). */
bool hasAdjective(const UmbraRuleset &rules, const Troop &troop, int adjective)
{
    if (adjective < 0)
        return false;
    if (troop.hasAdjective(adjective))
        return true;
    const std::vector<int> &own = rules.troopType(troop.type).adjectives;
    return std::find(own.begin(), own.end(), adjective) != own.end();
}

bool onField(const Troop &troop)
{
    return troop.present() && troop.onMap;
}

bool onField(const Personality &personality)
{
    return personality.present() && personality.onMap;
}

bool hasPosition(const BattleState &state, Hex hex)
{
    return std::any_of(state.positions.begin(), state.positions.end(),
                       [hex](const HexPosition &position) { return position.hex == hex; });
}

/** Why a unit may not force-march this turn (UD-74–UD-76), in the order they are checked. */
enum class ForcedBlock : std::uint8_t
{
    None,
    Personality,     /**< personalities ride with their entourage (movement.personality reading) */
    AlreadyThisTurn, /**< UD-74: one per turn */
    Ereinte,         /**< UD-76, UD-A45 (Coriace too) */
    StartTerrain,    /**< UD-75, UD-A46 start_hex / any_hex_of_path */
    LonePietaille,   /**< UD-76, UD-A47, unless Aimé du peuple (UD-46) */
};

std::string_view forcedRule(ForcedBlock block)
{
    switch (block) {
    case ForcedBlock::Personality:
    case ForcedBlock::AlreadyThisTurn:
        return "UD-74";
    case ForcedBlock::StartTerrain:
        return "UD-75";
    case ForcedBlock::Ereinte:
    case ForcedBlock::LonePietaille:
    case ForcedBlock::None:
        break;
    }
    return "UD-76";
}

MoveRefusal refusalOf(std::string_view rule, std::string reason)
{
    MoveRefusal refusal;
    refusal.rule = rule;
    refusal.reason = std::move(reason);
    return refusal;
}

} // namespace

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

/** Everything the search and the refusals need to know about one unit, read once per query. */
struct MovementRules::Profile
{
    MemberRef unit;
    std::string_view id;
    Hex start;
    bool troop = true;
    bool pietaille = false;
    int base = 0;            /**< whole allowance (UD-72, UD-A43) */
    int left = 0;            /**< what this turn's earlier orders left (conditional orders, UD-A42) */
    bool tirailleur = false; /**< pays 1 in difficult terrain (UD-36) */
    int escort = -1;         /**< a Meneur tirailleur in its hex with escorts left (UD-59, UD-A33) */
    bool continuing = false; /**< entered entryHex last turn: its points count (UD-A43) */
    Hex entryHex;
    int continuationCost = 1;
    bool mayStartEntering = false; /**< a troop that has not moved this turn (UD-A43) */
    ForcedBlock forcedBlock = ForcedBlock::None;
    int forcedExtra = 0;         /**< UD-74, UD-A45 */
    bool coriaceFree = false;    /**< UD-77 */
    bool aimeDuPeuple = false;   /**< UD-46: a lone piétaille may force-march */
    bool needsCompanion = false; /**< UD-A47: checked once the step's orders are applied */
    int confrontation = -1;      /**< the active confrontation it is a member of */
    int slot = 0;
    int disengageMalus = 0; /**< UD-73, UD-A44 */

    bool forcedAllowed() const { return forcedBlock == ForcedBlock::None; }
    int forcedBudget() const { return left + forcedExtra; }
};

/** How an order to one hex is carried out, or the refusal. */
struct MovementRules::Decision
{
    enum class Kind : std::uint8_t
    {
        Refused,
        Entering,
        Forced,
        Normal,
    } kind = Kind::Refused;
    int cost = 0;
    bool leaves = false; /**< UD-73 */
    MoveRefusal refusal;
};

struct MovementRules::BuildCheck
{
    int turns = 0;         /**< 0: not an appropriate place (UD-80, UD-47c) */
    std::string_view rule; /**< empty: allowed */
    std::string_view why;
};

MovementRules::MovementRules(const UmbraRuleset &rules, const UmbraMap &map, const BattleState &state)
    : m_rules(rules), m_map(map), m_state(state)
{
    if (state.sides.size() > 32)
        throw std::invalid_argument("movement: at most 32 sides (one bit each per hex)");
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
        const Troop &troop = side.troops[at(unit.index)];
        profile.id = troop.id;
        profile.start = troop.hex;
        profile.pietaille = isPietaille(m_rules, troop);
        // UD-72, UD-33, UD-A43: rapide troops have movement.rapide points, the others movement.foot.
        profile.base = hasAdjective(m_rules, troop, m_rules.adjectiveRapide) ? p.movementRapide : p.movementFoot;
        profile.left = std::max(0, profile.base - troop.movementSpent);
        profile.tirailleur = hasAdjective(m_rules, troop, m_rules.adjectiveTirailleur); // UD-36
        profile.mayStartEntering = troop.movementSpent == 0 && profile.base >= 1;
        if (troop.entering && troop.movementSpent == 0 && distance(troop.hex, troop.entryHex) == 1 &&
            profile.base >= 1) {
            // UD-A43: last turn's points count; the entry takes at most this turn's allowance.
            profile.continuing = true;
            profile.entryHex = troop.entryHex;
            profile.continuationCost = std::clamp(p.movementDifficultCost - profile.base, 1, profile.base);
        }
        // UD-59, UD-A33: a Meneur tirailleur in its hex with escorts left this turn.
        if (!profile.tirailleur) {
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
        profile.confrontation = m_troopConfrontation[at(unit.side)][at(unit.index)];
    }
    if (profile.confrontation >= 0) {
        const Confrontation &confrontation = m_state.confrontations[at(profile.confrontation)];
        profile.slot = confrontation.sides[0] == unit.side ? 0 : 1;
        // UD-73, UD-A44: −2 F for the rest of the day, free at the start of a later day.
        const bool free = p.disengageFreeOnNewDay && m_state.turn == 1 && m_state.day > confrontation.startDay;
        profile.disengageMalus = free ? 0 : p.disengageMalus;
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

// How a move order to `to` is carried out: normally, by a forced march, or by entering over two turns (UD-A43).
void MovementRules::decide(const Profile &profile, Hex to, bool forcedMarch, bool escort, Decision &decision) const
{
    decision = Decision{};
    MoveRefusal &refusal = decision.refusal;
    refusal.action = UnitOrder::Action::Move;
    refusal.hasHex = true;
    refusal.hex = to;
    const auto refuse = [&](std::string_view rule) {
        decision.kind = Decision::Kind::Refused;
        refusal.rule = rule;
        return Text(refusal.reason);
    };
    if (to == profile.start) {
        refuse("UD-72") << profile.id << " is already in " << Cell{m_map, to} << ": give it no order to stay";
        return;
    }
    if (!m_map.contains(to)) {
        refuse("UD-72") << profile.id << " cannot leave the map: " << Cell{m_map, to} << " is off it";
        return;
    }
    const int radius = std::max(1, profile.left + profile.forcedExtra);
    const int far = distance(profile.start, to);
    const auto personalityForced = [&] {
        refuse("UD-74") << profile.id << " cannot reach " << Cell{m_map, to} << " with its " << profile.left
                        << " movement point(s), and personalities never force-march (they ride with their entourage)";
    };
    if (far > radius && forcedMarch && !profile.troop) {
        personalityForced();
        return;
    }
    if (far > radius) {
        refuse("UD-72") << profile.id << " cannot reach " << Cell{m_map, to} << ": " << far << " hexes away, "
                        << profile.left << " movement point(s) left this turn";
        return;
    }
    prepare(profile, radius);
    const int j = nodeOf(profile.start, to);
    const Node &node = m_nodes[at(j)];
    const Terrain &terrain = m_rules.terrains[m_map.terrain[at(node.cell)]];
    if (!(node.flags & Passable)) {
        refuse("UD-A43") << profile.id << " cannot enter " << Cell{m_map, to} << ": " << terrain.id << " is impassable";
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
    // Refused: name the rule that stands in the way.
    const int freeBudget = profile.left + profile.forcedExtra;
    search(profile, Search::Free, freeBudget, escort);
    const bool forcedWouldReach = profile.troop && node.free <= freeBudget;
    if (forcedOk && node.forced <= profile.forcedBudget()) {
        refuse("UD-72") << profile.id << " cannot reach " << Cell{m_map, to} << " with its " << profile.left
                        << " movement point(s): it needs a forced march (UD-74), which was not ordered";
    } else if (forcedMarch && forcedWouldReach && !forcedOk) {
        Text text = refuse(forcedRule(profile.forcedBlock));
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
        personalityForced();
    } else if (forcedMarch && forcedOk && forcedWouldReach) {
        refuse("UD-75") << profile.id << " cannot force-march to " << Cell{m_map, to}
                        << ": every way there crosses terrain that forbids forced marches (UD-A46)";
    } else if (far == 1 && (node.flags & Difficult) && profile.troop && !profile.mayStartEntering &&
               entryCost > profile.left) {
        refuse("UD-A43") << profile.id << " cannot start entering " << terrain.id << " " << Cell{m_map, to}
                         << ": it already moved this turn";
    } else {
        refuse("UD-72") << profile.id << " cannot reach " << Cell{m_map, to} << " this turn (" << profile.left
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
    return refusal;
}

void MovementRules::legalMoves(MemberRef unit, LegalMoves &out) const
{
    // Park the refusal strings for reuse: the query allocates nothing once they have grown.
    for (MoveRefusal &refusal : out.refusals)
        m_spare.push_back(std::move(refusal));
    out.refusals.clear();
    out.reach.clear();
    out.unit = unit;
    out.allowance = 0;
    out.canForcedMarch = false;
    out.canConsolidate = false;
    out.canBuildPosition = false;
    out.buildTurns = 0;

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
    const UmbraParameters &p = m_rules.parameters;
    out.allowance = profile.base;

    const bool forcedOk = profile.forcedAllowed();
    const int radius = std::max({1, profile.left, forcedOk ? profile.forcedBudget() : 0});
    prepare(profile, radius);
    const bool escort = profile.escort >= 0;
    search(profile, Search::Normal, profile.left, escort);
    if (forcedOk)
        search(profile, Search::Forced, profile.forcedBudget(), escort);

    // Reach, sorted by hex: the square is walked in (q, r) order.
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
    // Adjacent hexes no unit can enter.
    for (int d = 0; d < 6; ++d) {
        const Hex hex = neighbour(profile.start, d);
        const int node = nodeOf(profile.start, hex);
        if (node < 0 || !(m_nodes[at(node)].flags & OnMap) || (m_nodes[at(node)].flags & Passable))
            continue;
        MoveRefusal &refusal = addRefusal(out, "UD-A43", UnitOrder::Action::Move);
        refusal.hasHex = true;
        refusal.hex = hex;
        Text(refusal.reason) << Cell{m_map, hex} << " is " << m_rules.terrains[m_map.terrainAt(hex)].id
                             << ": impassable";
    }

    if (!profile.troop)
        return; // personalities never force-march, consolidate or build

    // UD-74–UD-77: the forced march.
    out.canForcedMarch = forcedOk && forcedAdded > 0;
    const Troop &troop = side.troops[at(unit.index)];
    if (!forcedOk) {
        Text text(addRefusal(out, forcedRule(profile.forcedBlock), UnitOrder::Action::Move).reason);
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
        search(profile, Search::Free, profile.forcedBudget(), escort);
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

    // UD-78, UD-A48: consolidation, instead of moving.
    const bool engaged = troop.engagedLastTurn && !p.consolidateAllowedWhenEngaged;
    if (engaged) {
        Text(addRefusal(out, "UD-A48", UnitOrder::Action::Consolidate).reason)
            << profile.id << " fought last turn: engaged troops cannot consolidate";
    } else if (troop.movementSpent > 0) {
        Text(addRefusal(out, "UD-78", UnitOrder::Action::Consolidate).reason)
            << profile.id << " moved this turn: consolidating is staying in place";
    } else {
        out.canConsolidate = true;
    }

    // UD-80, UD-A51, UD-47c/d: raising a position. Off an appropriate place there is nothing notable to say.
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

// ---------------------------------------------------------------------------------------------------------------

/** One side's movement step: orders applied in turn against the positions the earlier ones left (UD-71). */
struct MovementStep
{
    const UmbraRuleset &rules;
    const UmbraMap &map;
    BattleState &state;
    int side;
    MovementRules movement; /**< enemies do not move during the step, so its occupancy index stays true */
    std::vector<std::uint8_t> troopOrdered;
    std::vector<std::uint8_t> personalityOrdered;
    std::vector<int> accompanied; /**< piétailles that force-marched and need a companion (UD-A47) */
    std::vector<Hex> building;    /**< hexes where a position was ordered (UD-80 helper check) */
    std::vector<MoveRecord> records;

    MovementStep(const UmbraRuleset &r, const UmbraMap &m, BattleState &s, int sideIndex)
        : rules(r), map(m), state(s), side(sideIndex), movement(r, m, s)
    {
        const Side &own = state.sides[at(side)];
        troopOrdered.assign(own.troops.size(), 0);
        personalityOrdered.assign(own.personalities.size(), 0);
    }

    Side &own() { return state.sides[at(side)]; }

    [[noreturn]] void fail(std::string_view rule, UnitOrder::Action action, std::string reason,
                           const Hex *hex = nullptr)
    {
        MoveRefusal refusal;
        refusal.rule = rule;
        refusal.reason = std::move(reason);
        refusal.action = action;
        if (hex) {
            refusal.hasHex = true;
            refusal.hex = *hex;
        }
        throw MovementError(std::move(refusal));
    }

    std::string cell(Hex hex) const
    {
        const OffsetCoord c = map.grid.cellOf(hex);
        return "(" + std::to_string(c.col) + "," + std::to_string(c.row) + ")";
    }

    MemberRef resolve(const UnitOrder &order)
    {
        MemberRef unit;
        if (!findMember(state, side, order.unit, unit)) {
            for (int s = 0; s < static_cast<int>(state.sides.size()); ++s) {
                if (s != side && findMember(state, s, order.unit, unit))
                    fail("UD-71", order.action,
                         "'" + order.unit + "' belongs to side '" + state.sides[at(s)].id + "', not to '" + own().id +
                             "', whose movement step this is");
            }
            fail("UD-71", order.action,
                 "no troop or personality of side '" + own().id + "' has the id '" + order.unit + "'");
        }
        std::vector<std::uint8_t> &ordered = unit.kind == MemberRef::Kind::Troop ? troopOrdered : personalityOrdered;
        if (ordered[at(unit.index)])
            fail("UD-71", order.action, "'" + order.unit + "' has two orders in one movement step");
        ordered[at(unit.index)] = 1;
        const bool field = unit.kind == MemberRef::Kind::Troop ? onField(own().troops[at(unit.index)])
                                                               : onField(own().personalities[at(unit.index)]);
        if (!field || !map.contains(unit.kind == MemberRef::Kind::Troop ? own().troops[at(unit.index)].hex
                                                                        : own().personalities[at(unit.index)].hex))
            fail("UD-71", order.action, "'" + order.unit + "' is not present on the map");
        return unit;
    }

    void stopBuilding(Troop &troop)
    {
        if (troop.order == TroopOrder::LeverPositionDefensive)
            troop.order = TroopOrder::None;
    }

    void apply(const UnitOrder &order)
    {
        const MemberRef unit = resolve(order);
        const bool isTroop = unit.kind == MemberRef::Kind::Troop;
        MoveRecord record;
        record.unit = unit;
        record.action = order.action;
        record.from = isTroop ? own().troops[at(unit.index)].hex : own().personalities[at(unit.index)].hex;
        record.to = record.from;
        switch (order.action) {
        case UnitOrder::Action::Stay:
            if (isTroop) {
                Troop &troop = own().troops[at(unit.index)];
                troop.entering = false; // UD-A43: any other order ends the entry
                stopBuilding(troop);
            }
            break;
        case UnitOrder::Action::Consolidate:
            consolidate(order, unit);
            break;
        case UnitOrder::Action::BuildPosition:
            build(order, unit);
            break;
        case UnitOrder::Action::Move:
            move(order, unit, record);
            break;
        }
        records.push_back(record);
    }

    // UD-78, UD-A48.
    void consolidate(const UnitOrder &order, MemberRef unit)
    {
        if (unit.kind != MemberRef::Kind::Troop)
            fail("UD-78", order.action, "'" + order.unit + "' is a personality: only troops consolidate");
        Troop &troop = own().troops[at(unit.index)];
        if (troop.engagedLastTurn && !rules.parameters.consolidateAllowedWhenEngaged)
            fail("UD-A48", order.action, "'" + order.unit + "' fought last turn: engaged troops cannot consolidate",
                 &troop.hex);
        if (troop.movementSpent > 0)
            fail("UD-78", order.action, "'" + order.unit + "' moved this turn: consolidating is staying in place",
                 &troop.hex);
        troop.order = TroopOrder::Consolider;
        troop.entering = false;
        troop.activeToday = true; // UD-A70: consolidating is not rest
    }

    // UD-80, UD-A51, UD-47c/d; the helper is checked once every order is applied.
    void build(const UnitOrder &order, MemberRef unit)
    {
        if (unit.kind != MemberRef::Kind::Troop)
            fail("UD-80", order.action, "'" + order.unit + "' is a personality: troops raise positions");
        Troop &troop = own().troops[at(unit.index)];
        MovementRules::Profile profile;
        movement.describe(unit, profile);
        MovementRules::BuildCheck check;
        movement.buildCheck(profile, false, check); // helpers: once every order is applied
        if (check.turns == 0)
            fail("UD-80", order.action,
                 "'" + order.unit + "' cannot raise a position in " + cell(troop.hex) +
                     ": not a place the GM marked appropriate, and no Castrametisation there (UD-A51, UD-47c)",
                 &troop.hex);
        if (!check.rule.empty())
            fail(check.rule, order.action, "'" + order.unit + "'" + std::string(check.why) + " " + cell(troop.hex),
                 &troop.hex);
        troop.order = TroopOrder::LeverPositionDefensive;
        troop.entering = false;
        troop.activeToday = true; // UD-A70: building is not rest
        if (std::find(building.begin(), building.end(), troop.hex) == building.end())
            building.push_back(troop.hex);
    }

    void move(const UnitOrder &order, MemberRef unit, MoveRecord &record)
    {
        MovementRules::Profile profile;
        movement.describe(unit, profile);
        MovementRules::Decision decision;
        movement.decide(profile, order.to, order.forcedMarch, false, decision);
        bool escorted = false;
        if (profile.escort >= 0) {
            // UD-59: the Meneur tirailleur's escort is used only when it changes the move.
            MovementRules::Decision withEscort;
            movement.decide(profile, order.to, order.forcedMarch, true, withEscort);
            if (withEscort.kind > decision.kind ||
                (withEscort.kind == decision.kind && withEscort.kind != MovementRules::Decision::Kind::Refused &&
                 withEscort.cost < decision.cost)) {
                decision = std::move(withEscort);
                escorted = true;
            }
        }
        if (decision.kind == MovementRules::Decision::Kind::Refused)
            throw MovementError(std::move(decision.refusal));
        if (escorted)
            ++own().personalities[at(profile.escort)].escorted;

        record.to = order.to;
        record.cost = decision.cost;
        if (unit.kind == MemberRef::Kind::Personality) {
            Personality &personality = own().personalities[at(unit.index)];
            personality.hex = order.to;
            personality.moved = true;
            personality.movementSpent += decision.cost;
            record.leftConfrontation = decision.leaves;
            return;
        }
        Troop &troop = own().troops[at(unit.index)];
        troop.activeToday = true; // UD-A70: moving is not rest
        troop.order = TroopOrder::Deplacement;
        troop.movementSpent += decision.cost;
        if (decision.kind == MovementRules::Decision::Kind::Entering) {
            troop.entering = true; // UD-A43: stays, enters next turn
            troop.entryHex = order.to;
            record.entering = true;
            return;
        }
        troop.entering = false;
        troop.hex = order.to;
        if (decision.leaves) {
            // UD-73, UD-A44: leaving costs −2 F for the rest of the day, free at the start of a later day.
            troop.order = TroopOrder::QuitterConfrontation;
            record.leftConfrontation = true;
            record.disengageMalus = profile.disengageMalus;
            if (profile.disengageMalus > 0)
                troop.disengaging = true;
        }
        if (decision.kind != MovementRules::Decision::Kind::Forced)
            return;
        // UD-74, UD-77, UD-30/UD-A17.
        troop.forcedMarchThisTurn = true;
        record.forcedMarch = true;
        if (profile.needsCompanion)
            accompanied.push_back(unit.index);
        if (profile.coriaceFree) {
            troop.coriaceUsedToday = true;
            record.coriace = true;
            return;
        }
        record.fatigueSteps = 1;
        const int moraleSteps = fatigueStepsDown(rules, troop, 1);
        if (moraleSteps > 0) {
            int taken = 0;
            loseMorale(rules, troop, moraleSteps, nullptr, &taken);
            record.moraleSteps = taken;
        }
        record.fled = !troop.present();
    }

    // UD-76, UD-A47: a piétaille's forced march needs a non-piétaille troop of its side along the whole move.
    void checkCompanions()
    {
        const Side &s = own();
        const std::vector<Hex> &troopStart = movement.m_troopHex[at(side)];
        const std::vector<std::uint8_t> &troopStartOnField = movement.m_troopOnField[at(side)];
        for (const int index : accompanied) {
            const Troop &pietaille = s.troops[at(index)];
            bool found = false;
            for (std::size_t i = 0; i < s.troops.size() && !found; ++i) {
                const Troop &other = s.troops[i];
                found = static_cast<int>(i) != index && troopStartOnField[i] && onField(other) &&
                        troopStart[i] == troopStart[at(index)] && other.hex == pietaille.hex &&
                        !isPietaille(rules, other);
            }
            if (!found)
                fail("UD-76", UnitOrder::Action::Move,
                     "'" + pietaille.id + "' force-marched from " + cell(troopStart[at(index)]) + " to " +
                         cell(pietaille.hex) +
                         " with no troop of its side going with it from start to end (UD-A47): piétaille "
                         "alone cannot force-march",
                     &pietaille.hex);
        }
    }

    // UD-80, UD-A51: at least one non-piétaille troop and one helper raise the position together.
    void checkBuilders()
    {
        const Side &s = own();
        for (const Hex hex : building) {
            int builders = 0;
            bool leader = false;
            for (const Troop &troop : s.troops) {
                if (onField(troop) && troop.hex == hex && troop.order == TroopOrder::LeverPositionDefensive) {
                    ++builders;
                    leader = leader || !isPietaille(rules, troop);
                }
            }
            if (builders < 2 || !leader)
                fail("UD-80", UnitOrder::Action::BuildPosition,
                     "a position in " + cell(hex) +
                         " needs a non-piétaille troop and a helper troop building together (" +
                         std::to_string(builders) + " building" + (leader ? "" : ", all piétaille") + ", UD-A51)",
                     &hex);
        }
    }
};

std::vector<MoveRecord> applyMovementStep(const UmbraRuleset &rules, const UmbraMap &map, BattleState &state, int side,
                                          const std::vector<UnitOrder> &orders, bool checkWholeStep)
{
    if (side < 0 || side >= static_cast<int>(state.sides.size()))
        throw MovementError(refusalOf("UD-71", "no side has the index " + std::to_string(side)));
    if (!map.present())
        throw MovementError(refusalOf("UD-67", "moving needs the strategic map: this battle has none"));
    MovementStep step(rules, map, state, side);
    for (const UnitOrder &order : orders)
        step.apply(order);
    if (checkWholeStep) {
        step.checkCompanions();
        step.checkBuilders();
    }
    return std::move(step.records);
}

} // namespace arbitre::umbra
