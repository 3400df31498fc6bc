// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

// Private to arbitre_umbra: what the movement files share (movement.cpp, movement_decide.cpp,
// movement_step.cpp): node flags, allocation-free refusal texts, and MovementRules' inner structs.

#include "arbitre/umbra/movement.h"

#include <algorithm>
#include <charconv>
#include <limits>
#include <string>
#include <string_view>
#include <utility>

namespace arbitre::umbra {

namespace detail {

constexpr int Unreached = std::numeric_limits<int>::max() / 4;
constexpr std::size_t ReasonCapacity = 160; /**< refusal texts fit without growing, so queries stay allocation-free */

// Node flags.
constexpr unsigned Passable = 1u;   /**< on the map, within the radius, and a terrain that can be entered */
constexpr unsigned Difficult = 2u;  /**< UD-A43 */
constexpr unsigned Blocks = 4u;     /**< forbids forced marches (UD-75, UD-A46) */
constexpr unsigned Enemy = 8u;      /**< a present enemy troop or personality stands there: entered, not crossed */
constexpr unsigned NearEnemy = 16u; /**< shared with or adjacent to an enemy member of the unit's confrontation */
constexpr unsigned OnMap = 32u;     /**< on the map and within the radius, whatever the terrain */

inline std::size_t at(int index)
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

inline Text &operator<<(Text &text, Cell cell)
{
    const OffsetCoord c = cell.map.grid.cellOf(cell.hex);
    return text << "(" << c.col << "," << c.row << ")";
}

inline Text &operator<<(Text &&text, Cell cell)
{
    return text << cell;
}

inline bool isPietaille(const UmbraRuleset &rules, const Troop &troop)
{
    return rules.troopType(troop.type).role == TroopRole::Pietaille;
}

/** The troop's own adjective or its type's (UD-33: cavalry and troupe montée are rapide). */
inline bool hasAdjective(const UmbraRuleset &rules, const Troop &troop, int adjective)
{
    if (adjective < 0)
        return false;
    if (troop.hasAdjective(adjective))
        return true;
    const std::vector<int> &own = rules.troopType(troop.type).adjectives;
    return std::find(own.begin(), own.end(), adjective) != own.end();
}

inline bool onField(const Troop &troop)
{
    return troop.present() && troop.onMap;
}

inline bool onField(const Personality &personality)
{
    return personality.present() && personality.onMap;
}

inline bool hasPosition(const BattleState &state, Hex hex)
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

inline std::string_view forcedRule(ForcedBlock block)
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

inline MoveRefusal refusalOf(std::string_view rule, std::string reason)
{
    MoveRefusal refusal;
    refusal.rule = rule;
    refusal.reason = std::move(reason);
    return refusal;
}

} // namespace detail

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
    detail::ForcedBlock forcedBlock = detail::ForcedBlock::None;
    int forcedExtra = 0;         /**< UD-74, UD-A45 */
    bool coriaceFree = false;    /**< UD-77 */
    bool aimeDuPeuple = false;   /**< UD-46: a lone piétaille may force-march */
    bool needsCompanion = false; /**< UD-A47: checked once the step's orders are applied */
    int confrontation = -1;      /**< the active confrontation it is a member of */
    int slot = 0;
    int disengageMalus = 0; /**< UD-73, UD-A44 */

    bool forcedAllowed() const { return forcedBlock == detail::ForcedBlock::None; }
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

} // namespace arbitre::umbra
