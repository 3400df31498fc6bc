// SPDX-FileCopyrightText: 2026 Arbitre contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "arbitre/umbra/map.h"
#include "arbitre/umbra/ruleset.h"
#include "arbitre/umbra/state.h"

#include <array>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace arbitre::umbra {

/** The move order of a day (UD-43, UD-71) and why. */
struct DayMoveOrder
{
    std::vector<int> order;    /**< side indexes, first mover first */
    std::vector<int> vs;       /**< army VS per side index */
    std::vector<int> strength; /**< army Force per side index, which breaks a tie of VS (UD-43, UD-A22) */
    bool gmChose = false;      /**< VS and Force tied: the GM named the first mover (UD-A22) */
    std::string_view rule;     /**< "UD-71", "UD-43", "UD-A22" */
    std::string reason;        /**< in English words, for the log and the CLI; a front end words the facts above */
};

/**
 * Who moves first today (UD-71): the lower army VS; on equal VS the greater Force moves second
 * (UD-43, UD-A22); still tied, the GM's `firstMover` (a side id) or, when the GM has not said,
 * the scenario's side order (said in `reason`).
 */
DayMoveOrder dayMoveOrder(const UmbraRuleset &rules, const BattleState &state, const std::string &firstMover);

/** What the start of a day brought (UD-18, UD-69, UD-70). */
struct DayStart
{
    struct Arrival
    {
        int side = 0;
        int troop = 0;
        int place = 0;
    };
    std::vector<Arrival> arrivals;
    struct Lost
    {
        int side = 0;
        int troop = 0;
        int place = 0;
    };
    std::vector<Lost> lost; /**< piétailles a contested lieu-dit could not raise (UD-70, UD-A10) */
    DayMoveOrder moveOrder;
};

/**
 * The start of a day on a map (UD-68, UD-M2): levy arrivals at their places, a contested place
 * raising at most levy.contested_place_max_pietaille piétailles in all (UD-70); the day's move
 * order (UD-71); per-day counters; the first movement step.
 */
DayStart beginMapDay(const UmbraRuleset &rules, const UmbraMap &map, BattleState &state, const std::string &firstMover);

/** What the confrontation detection of a turn found (UD-82, UD-A52). */
struct Detection
{
    std::vector<int> started;   /**< confrontation indexes that begin this turn */
    std::vector<int> continued; /**< indexes still fought */
    std::vector<int> ended;     /**< indexes whose contact is broken */
    std::vector<HexContact>
        waiting; /**< hostile groups adjacent for the first turn: they fight next turn if still so */
    /** Members of one side in one hex, in contact, that no front of theirs has an enemy for (UD-A52). */
    struct Unopposed
    {
        int side = 0;
        Hex hex;
        std::vector<int> troops;
        std::vector<int> personalities;
    };
    std::vector<Unopposed> unopposed;
};

/**
 * After the movement steps (UD-82, UD-A52): groups of hostile troops in the same hex fight at once;
 * groups adjacent at the end of this and the previous movement step fight too
 * (confrontation.adjacency_turns). Connected contacts of two sides form one confrontation; a
 * cluster touching three or more sides makes one confrontation per pair of sides in contact
 * (confrontation.multi_side), each troop fighting on one of them; running
 * confrontations go on with their counters and members (a GM split is kept), new members join,
 * members out of contact leave, a confrontation without contact ends. Sets each member's terrain
 * (UD-A20) and defended position (UD-A50), the engaged flags, contested places (UD-70).
 */
Detection detectConfrontations(const UmbraRuleset &rules, const UmbraMap &map, BattleState &state);

/** A GM regrouping refused: it would leave a confrontation without two sides, or names unknown hexes. */
class RegroupError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/** The GM merges confrontation `other` into `into` (UD-A52, UD-M4); both must oppose the same sides. */
void mergeConfrontations(BattleState &state, int into, int other);

/**
 * The GM splits the members standing in `hexes` off confrontation `index` into a new confrontation
 * (UD-A52, UD-M4); both parts must keep members of both sides. Returns the new index.
 */
int splitConfrontation(const UmbraMap &map, BattleState &state, int index, const std::vector<Hex> &hexes);

/** Troops or personalities of one side in one hex: a group as the detection sees it (UD-82). */
struct MapGroup
{
    int side = 0;
    Hex hex;
    std::vector<int> troops;        /**< troop indexes in the side */
    std::vector<int> personalities; /**< personality indexes in the side */
};

/** Two hostile groups in adjacent hexes that do not fight each other yet (UD-82, UD-A52). */
struct WaitingContact
{
    std::array<MapGroup, 2> groups; /**< the lower side index first */
    /**
     * They fight at the detection that ends this turn's movement if they are still adjacent then: they
     * were adjacent at the last detection already, or confrontation.adjacency_turns is 0. Otherwise they
     * fight at the next turn's, if they stay adjacent until then.
     */
    bool thisTurn = false;
};

/** Troops that will come onto the map (UD-18, UD-69, UD-A43). */
struct ComingArrival
{
    int side = 0;
    Hex hex;
    int day = 0;           /**< the day they arrive: a levy's day (UD-18) or today (entering, UD-A43) */
    bool nextTurn = false; /**< a troop that spent this turn entering a difficult hex: there next turn (UD-A43) */
    int place = -1;        /**< the lieu-dit of a levy (UmbraMap::places index), −1 when entering */
    std::vector<int> troops;
};

/** What the map holds for the turns to come, read from the state alone (the log tells it in words). */
struct MapOutlook
{
    std::vector<WaitingContact> contacts; /**< sorted by (side, hex) of the first group, then the second */
    std::vector<ComingArrival> arrivals;  /**< levies by day then side then place; entering troops first */
};

/**
 * What comes next on the map (UD-82, UD-A52, UD-18, UD-69, UD-A43): hostile groups adjacent now that
 * no running confrontation already sets against each other, with the turn they fight if they stay
 * so; troops raised by a levy and not arrived yet, at their lieu-dit on their day; troops entering a
 * difficult hex next turn. The confrontations to resolve are BattleState::confrontations not ended.
 * A contested lieu-dit may raise fewer piétailles than listed (UD-70): the list is the levy's plan.
 */
MapOutlook mapOutlook(const UmbraRuleset &rules, const UmbraMap &map, const BattleState &state);

/** What the end of a turn did on the map (UD-80, UD-97). */
struct TurnEnd
{
    std::vector<HexPosition> built; /**< positions raised this turn (UD-80) */
};

/**
 * The end of a combat turn on a map (UD-97): fled and removed troops leave the map, positions
 * whose building is complete appear (UD-80, UD-A51), per-turn orders and movement are reset,
 * the next movement step (or the end of the day after the last turn) begins.
 */
TurnEnd endMapTurn(const UmbraRuleset &rules, const UmbraMap &map, BattleState &state);

/** The position type index at `hex`, or −1. */
int positionAt(const BattleState &state, Hex hex);

} // namespace arbitre::umbra
